//! The first run of a fresh clone: `cargo run --release` builds without link-time
//! optimisation, the speed figures' profile keeps it, and the server's data folder is not
//! left untracked.

use std::path::Path;

/// The workspace root (two levels above this crate).
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .and_then(Path::parent)
        .unwrap()
}

/// The `key = value` lines of a `[section]` of the workspace manifest (`None`: absent).
fn section(name: &str) -> Option<Vec<(String, String)>> {
    let text = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let header = format!("[{name}]");
    let mut lines = text.lines().skip_while(|l| l.trim() != header);
    lines.next()?;
    Some(
        lines
            .take_while(|l| !l.trim_start().starts_with('['))
            .filter(|l| !l.trim_start().starts_with('#'))
            .filter_map(|l| l.split_once('='))
            .map(|(k, v)| (k.trim().to_string(), v.trim().trim_matches('"').to_string()))
            .collect(),
    )
}

fn get<'a>(section: &'a [(String, String)], key: &str) -> Option<&'a str> {
    section
        .iter()
        .find(|(k, _)| k == key)
        .map(|(_, v)| v.as_str())
}

#[test]
fn release_builds_fast_and_release_lto_keeps_the_speed() {
    let release = section("profile.release").expect("[profile.release]");
    // No fat LTO and no single codegen unit: those made the first build take minutes.
    assert!(
        !matches!(get(&release, "lto"), Some("fat" | "true")),
        "{release:?}"
    );
    assert_ne!(get(&release, "codegen-units"), Some("1"), "{release:?}");
    for name in ["profile.release-lto", "profile.bench"] {
        let p = section(name).unwrap_or_else(|| panic!("[{name}]"));
        assert_eq!(get(&p, "lto"), Some("fat"), "{name}");
        assert_eq!(get(&p, "codegen-units"), Some("1"), "{name}");
    }
    assert_eq!(
        get(&section("profile.release-lto").unwrap(), "inherits"),
        Some("release")
    );
    // The docs name the profile the figures use.
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    assert!(readme.contains("--profile release-lto"));
    let bots = std::fs::read_to_string(root().join("docs/bots.md")).unwrap();
    assert!(bots.contains("cargo build --profile release-lto -p jyhad-cli"));
}

#[test]
fn the_servers_data_folder_is_ignored_by_git() {
    let ignore = std::fs::read_to_string(root().join(".gitignore")).unwrap();
    assert!(
        ignore.lines().any(|l| matches!(
            l.trim(),
            "jyhad-data/" | "/jyhad-data" | "/jyhad-data/" | "jyhad-data"
        )),
        "{ignore}"
    );
}
