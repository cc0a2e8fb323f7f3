//! The layer rules of `docs/ARCHITECTURE.md`, checked on the source: the vocabulary (`defs`)
//! imports no rules code, the state imports no rules code, and no card is named in engine
//! code (cards are data: `crates/vtes/cards/*.defs`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn src() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let p = entry.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|e| e == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The code of a file without its comments (line comments and doc comments), so that a doc
/// line may name a module or a card.
fn code_of(text: &str) -> String {
    text.lines()
        .map(|l| {
            let t = l.trim_start();
            if t.starts_with("//") {
                ""
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The crate's top-level modules a file refers to by a `crate::` path.
fn crate_modules_used(code: &str) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            // `crate::{a, b}`: every name in the braces.
            if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                for part in group[..end].split(',') {
                    let head = part.trim().split("::").next().unwrap_or("").trim();
                    if !head.is_empty() {
                        used.insert(head.to_string());
                    }
                }
            }
        } else {
            used.insert(name);
        }
    }
    used
}

/// Files under `folder` that use a crate module outside `allowed`, with those modules.
fn layer_breaches(folder: &str, allowed: &[&str]) -> Vec<String> {
    let mut breaches = Vec::new();
    for file in rust_files(&src().join(folder)) {
        let text = std::fs::read_to_string(&file).unwrap();
        // Test modules (`#[cfg(test)]`, at the end of a file) may drive the whole engine.
        let code = code_of(text.split("#[cfg(test)]").next().unwrap_or(""));
        // `super::super` would leave the folder without a `crate::` path.
        let mut used = crate_modules_used(&code);
        if code.contains("super::super") {
            used.insert("super::super".into());
        }
        let bad: Vec<String> = used
            .into_iter()
            .filter(|m| !allowed.contains(&m.as_str()))
            .collect();
        if !bad.is_empty() {
            breaches.push(format!("{}: {}", file.display(), bad.join(", ")));
        }
    }
    breaches
}

#[test]
fn defs_imports_no_rules_code() {
    // The vocabulary is data and its text: it may not know how the rules use it.
    let breaches = layer_breaches("defs", &["defs", "ids", "phase"]);
    assert!(
        breaches.is_empty(),
        "defs imports rules code: {breaches:#?}"
    );
}

#[test]
fn state_imports_no_rules_code() {
    // The state is plain data: the rules that change it live in `rules` and `effects`.
    let breaches = layer_breaches(
        "state",
        &["state", "defs", "ids", "phase", "event", "choice"],
    );
    assert!(
        breaches.is_empty(),
        "state imports rules code: {breaches:#?}"
    );
}

#[test]
fn the_layer_check_sees_a_breach() {
    // The check itself must be able to fail.
    let code = "use crate::rules::turn;\nfn f() { crate::{defs::X, effects::y}; }";
    let used = crate_modules_used(code);
    assert_eq!(
        used.into_iter().collect::<Vec<_>>(),
        ["defs", "effects", "rules"]
    );
    assert_eq!(code_of("// crate::rules\nlet a = 1;"), "\nlet a = 1;");
}

/// String literals of a piece of code (escapes kept as written).
fn string_literals(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = code.chars().peekable();
    let mut prev = ' ';
    while let Some(c) = chars.next() {
        // A char literal such as '"' is not the start of a string.
        if c == '"' && prev != '\'' {
            let mut lit = String::new();
            let mut escaped = false;
            for d in chars.by_ref() {
                if escaped {
                    lit.push(d);
                    escaped = false;
                } else if d == '\\' {
                    escaped = true;
                } else if d == '"' {
                    break;
                } else {
                    lit.push(d);
                }
            }
            out.push(lit);
            prev = '"';
        } else {
            prev = c;
        }
    }
    out
}

#[test]
fn no_card_name_in_engine_code() {
    // Cards are data (`crates/vtes/cards/*.defs`): engine code that names a card is a card
    // hidden from the vocabulary. Test modules (`#[cfg(test)]`) may name cards. Names are
    // matched as printed (case included): "dodge" is a word of the vocabulary, "Dodge" the
    // card.
    let names: BTreeSet<&str> = jyhad_cards::db()
        .iter()
        .map(|(_, f)| f.name.as_str())
        .collect();
    let mut found = Vec::new();
    for file in rust_files(&src()) {
        let text = std::fs::read_to_string(&file).unwrap();
        let engine = text.split("#[cfg(test)]").next().unwrap_or("");
        for lit in string_literals(&code_of(engine)) {
            if names.contains(lit.as_str()) {
                found.push(format!("{}: {lit:?}", file.display()));
            }
        }
    }
    assert!(found.is_empty(), "card names in engine code: {found:#?}");
}

#[test]
fn the_card_name_check_sees_a_card() {
    let lits = string_literals(r#"let a = "Blood Doll"; let q = '"'; let b = "x\"y";"#);
    assert_eq!(lits, ["Blood Doll", "x\"y"]);
}

#[test]
fn the_server_reads_the_game_only_through_its_view() {
    // The online table sees what a seat or a spectator sees: `Game` and `VtesView`, never
    // the engine's state.
    let server = src().join("../../server/src");
    let mut found = Vec::new();
    for file in rust_files(&server) {
        let code = code_of(&std::fs::read_to_string(&file).unwrap());
        for needle in ["jyhad_vtes::state", ".state()", "state_mut()"] {
            if code.contains(needle) {
                found.push(format!("{}: {needle}", file.display()));
            }
        }
    }
    assert!(!rust_files(&server).is_empty(), "no server source found");
    assert!(
        found.is_empty(),
        "the server reads engine state: {found:#?}"
    );
}
