//! The French and Italian messages use the rulebooks' words: `docs/glossary.md` lists, per
//! game term, the words a translation must not use; none may appear in the engine's Fluent
//! files or in the browser page's French and Italian strings.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The avoided words of the glossary, per language (`fr`, `it`), lower-cased.
fn avoided() -> Vec<(&'static str, String)> {
    let doc = std::fs::read_to_string(root().join("docs/glossary.md")).expect("docs/glossary.md");
    let mut out = Vec::new();
    for line in doc.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        if cells.len() != 5 || cells[0] == "English" || cells[0].starts_with("---") {
            continue;
        }
        for (lang, cell) in [("fr", cells[3]), ("it", cells[4])] {
            out.extend(
                cell.split('/')
                    .map(str::trim)
                    .filter(|w| !w.is_empty())
                    .map(|w| (lang, w.to_lowercase())),
            );
        }
    }
    out
}

/// The texts of one language: its Fluent files and its part of the browser's strings.
fn texts(lang: &str) -> Vec<(String, String)> {
    let mut files = Vec::new();
    let dirs = [
        root().join("crates/vtes/locales").join(lang),
        root().join("crates/vtes/src/text/locales"),
        // The terminal table's own words (`jyhad play`).
        root().join("crates/cli/locales").join(lang),
    ];
    for dir in dirs {
        for entry in std::fs::read_dir(&dir).expect("locale folder") {
            let path = entry.expect("entry").path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let ours = path.extension().is_some_and(|e| e == "ftl")
                && (dir.ends_with(lang) || name == format!("{lang}.ftl"));
            if ours {
                let text = std::fs::read_to_string(&path).expect("ftl");
                files.push((path.display().to_string(), text));
            }
        }
    }
    // The page: the language's block of WORDS, and the prompts' lines for it.
    let js = std::fs::read_to_string(root().join("crates/server/web/i18n.js")).expect("i18n.js");
    let mut block = String::new();
    let mut inside = false;
    for line in js.lines() {
        if line.starts_with("  ") && !line.starts_with("   ") && line.trim_end().ends_with(": {") {
            inside = line.trim_start().starts_with(&format!("{lang}:"));
        }
        if inside || line.trim_start().starts_with(&format!("\"{lang}\":")) {
            block.push_str(line);
            block.push('\n');
        }
    }
    assert!(!block.is_empty(), "no {lang} strings found in i18n.js");
    files.push(("crates/server/web/i18n.js".into(), block));
    files
}

#[test]
fn french_and_italian_use_the_rulebooks_words() {
    let words = avoided();
    assert!(
        words.len() >= 10,
        "the glossary lists avoided words: {words:?}"
    );
    let mut found = Vec::new();
    for lang in ["fr", "it"] {
        for (file, text) in texts(lang) {
            let lower = text.to_lowercase();
            for (l, w) in &words {
                if *l == lang && lower.contains(w.as_str()) {
                    found.push(format!("{file}: {w:?}"));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "words the glossary avoids:\n{}",
        found.join("\n")
    );
}
