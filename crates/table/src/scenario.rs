//! Running rules scenario files, whatever the game: collecting the files, and the result
//! of each. Each game reads its own scenario text.

use std::io;
use std::path::{Path, PathBuf};

/// The result of one scenario file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioOutcome {
    /// File path.
    pub path: String,
    /// Scenario name (its `name:` line, or the file stem).
    pub name: String,
    /// `None` when it passed; otherwise what failed, with its line number.
    pub error: Option<String>,
}

/// Scenario files: each file named directly, and every file ending in `.{extension}`
/// under each folder named (recursively), sorted by path.
pub fn collect_files(paths: &[PathBuf], extension: &str) -> io::Result<Vec<PathBuf>> {
    fn walk(p: &Path, extension: &str, files: &mut Vec<PathBuf>) -> io::Result<()> {
        if p.is_dir() {
            for e in std::fs::read_dir(p)? {
                let path = e?.path();
                if path.is_dir() {
                    walk(&path, extension, files)?;
                } else if path.extension().is_some_and(|e| e == extension) {
                    files.push(path);
                }
            }
        } else if p.is_file() {
            // A file named explicitly is run whatever its extension.
            files.push(p.to_path_buf());
        } else {
            return Err(io::Error::new(
                io::ErrorKind::NotFound,
                format!("{}: no such file or folder", p.display()),
            ));
        }
        Ok(())
    }
    let mut files = Vec::new();
    for p in paths {
        walk(p, extension, &mut files)?;
    }
    files.sort();
    Ok(files)
}

/// Runs scenario files with a game's `run_text(default_name, text) -> (name, result)`.
pub fn run_files(
    files: &[PathBuf],
    run_text: impl Fn(&str, &str) -> (String, Result<(), String>),
) -> io::Result<Vec<ScenarioOutcome>> {
    let mut out = Vec::with_capacity(files.len());
    for f in files {
        let text = std::fs::read_to_string(f)?;
        let stem = f
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        let (name, result) = run_text(&stem, &text);
        out.push(ScenarioOutcome {
            path: f.display().to_string(),
            name,
            error: result.err(),
        });
    }
    Ok(out)
}

/// Panics listing every failed scenario (for the games' test suites).
pub fn assert_all_passed(outcomes: &[ScenarioOutcome]) {
    let failures: Vec<String> = outcomes
        .iter()
        .filter_map(|o| o.error.as_ref().map(|e| format!("{}: {e}", o.path)))
        .collect();
    assert!(
        failures.is_empty(),
        "{} failing scenarios:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
