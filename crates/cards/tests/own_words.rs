//! The project words card abilities in its own words: no text file of the repository may
//! share a run of eight words with an official card text (VTES in English and French,
//! Rivals). Needs the official lists (`shared/data` next to the repository, or
//! `JYHAD_VTES_DATA` / `JYHAD_RIVALS_DATA`); without them it says so and passes.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Words in a run that counts as copied.
const RUN: usize = 8;

fn data_dir(var: &str, default: &str) -> PathBuf {
    match std::env::var_os(var) {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(default),
    }
}

/// Lower-case words, letters and digits only (punctuation, icons and markup dropped).
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '’')
        .map(|w| w.trim_matches(|c| c == '\'' || c == '’').to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Every run of `RUN` words of the official texts, with the card it comes from.
fn official_runs() -> Option<HashMap<String, String>> {
    let vtes = data_dir("JYHAD_VTES_DATA", "../../../shared/data/vtes");
    let rivals = data_dir("JYHAD_RIVALS_DATA", "../../../shared/data/rivals");
    if !vtes.join("vteslib.csv").exists() || !rivals.join("cards.json").exists() {
        return None;
    }
    let mut texts: Vec<(String, String)> = Vec::new();
    for file in [
        "vteslib.csv",
        "vtescrypt.csv",
        "v5-cards.csv",
        "fr/vteslib.fr-FR.csv",
        "fr/vtescrypt.fr-FR.csv",
    ] {
        let mut reader = csv::Reader::from_path(vtes.join(file)).expect("an official CSV");
        let headers = reader.headers().expect("headers").clone();
        let col = |name: &str| {
            headers
                .iter()
                .position(|h| h.trim_start_matches('\u{feff}') == name)
        };
        let (name, text) = (
            col("Name").expect("Name"),
            col("Card Text").expect("Card Text"),
        );
        for row in reader.records() {
            let row = row.expect("a CSV row");
            texts.push((row[name].to_string(), row[text].to_string()));
        }
    }
    let cards: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(rivals.join("cards.json")).expect("the Rivals cards"),
    )
    .expect("Rivals JSON");
    for card in cards.as_array().expect("a list of cards") {
        let name = card["name"].as_str().unwrap_or_default().to_string();
        if let Some(text) = card["text"].as_str() {
            texts.push((name, text.to_string()));
        }
    }
    let mut runs = HashMap::new();
    for (name, text) in texts {
        for run in words(&text).windows(RUN) {
            runs.entry(run.join(" ")).or_insert_with(|| name.clone());
        }
    }
    Some(runs)
}

/// The repository's own text files.
fn project_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().to_string();
        if path.is_dir() {
            // Build output, dependencies and generated data are not our words.
            if !name.starts_with('.')
                && !["target", "node_modules", "data"].contains(&name.as_str())
            {
                project_files(&path, out);
            }
        } else if [
            "rs", "ftl", "defs", "md", "js", "html", "scenario", "txt", "toml",
        ]
        .iter()
        .any(|ext| name.ends_with(&format!(".{ext}")))
        {
            out.push(path);
        }
    }
}

#[test]
fn no_file_copies_official_card_text() {
    let Some(runs) = official_runs() else {
        eprintln!("note: the official card lists are not next to the repository: check skipped");
        return;
    };
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = Vec::new();
    project_files(&root, &mut files);
    assert!(files.len() > 100, "the repository's files are found");
    let mut copied = Vec::new();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        // Words with their line, across line breaks (wrapped comments and messages).
        let all: Vec<(usize, String)> = text
            .lines()
            .enumerate()
            .flat_map(|(i, line)| words(line).into_iter().map(move |w| (i + 1, w)))
            .collect();
        let mut last_line = 0;
        for run in all.windows(RUN) {
            let joined = run
                .iter()
                .map(|(_, w)| w.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            if let Some(card) = runs.get(&joined) {
                // One report per line.
                if run[0].0 != last_line {
                    last_line = run[0].0;
                    copied.push(format!(
                        "{}:{}: \"{joined}\" (from {card})",
                        file.strip_prefix(&root).unwrap_or(&file).display(),
                        run[0].0,
                    ));
                }
            }
        }
    }
    assert!(
        copied.is_empty(),
        "{} lines share {RUN} words in a row with an official card text:\n{}",
        copied.len(),
        copied.join("\n")
    );
}
