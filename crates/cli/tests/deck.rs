//! End-to-end tests of `jyhad deck …` and `jyhad cards import`.
//!
//! Every run pins the card list (`JYHAD_FACTS=embedded`, or a scratch
//! `JYHAD_DATA`), so a card list installed on the machine never leaks in.

use serde_json::Value;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], env: &[(&str, &str)], input: Option<&[u8]>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_jyhad"));
    cmd.args(args)
        .env_remove("JYHAD_DATA")
        .env("JYHAD_FACTS", "embedded")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = cmd.spawn().expect("run jyhad");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.unwrap_or_default().to_vec();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait for jyhad");
    writer.join().unwrap();
    out
}

fn jyhad(args: &[&str]) -> Output {
    run(args, &[], None)
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn code(out: &Output) -> i32 {
    out.status.code().unwrap_or(-1)
}

fn repo(path: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(path)
        .to_string_lossy()
        .into_owned()
}

/// A scratch folder, removed on drop.
struct Scratch(PathBuf);

impl Scratch {
    fn new(tag: &str) -> Scratch {
        let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("deck-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn file(&self, name: &str, text: &str) -> String {
        let p = self.0.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_string_lossy().into_owned()
    }

    fn path(&self, name: &str) -> String {
        self.0.join(name).to_string_lossy().into_owned()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn the_five_starter_decks_are_legal() {
    for clan in ["malkavian", "nosferatu", "toreador", "tremere", "ventrue"] {
        let file = repo(&format!("crates/decks/decks/v5-{clan}.txt"));
        let out = jyhad(&["deck", "check", &file]);
        assert_eq!(code(&out), 0, "{file}: {}", stdout(&out));
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            format!("{file}: legal (text, 12 crypt and 77 library cards)")
        );
        // Every card of a starter deck is automated (issue 18: the counts are printed).
        assert!(
            lines[1].starts_with(&format!(
                "{file}: automated: crypt 12/12 cards (9/9 distinct), library 77/77 cards ("
            )),
            "{text}"
        );
        assert_eq!(lines.len(), 2, "{text}");
    }
    // Starter decks by name too.
    assert_eq!(code(&jyhad(&["deck", "check", "tremere"])), 0);
}

/// Issue 18: a deck with cards the engine does not automate is legal, and `deck check`
/// counts and names them; `--no-manual` (a table that forbids manual cards) refuses it,
/// naming them too.
#[test]
fn manual_cards_are_counted_and_named() {
    let s = Scratch::new("manual");
    let starter = std::fs::read_to_string(repo("crates/decks/decks/v5-toreador.txt")).unwrap();
    // Peace Treaty has no definition; the list ends in the library.
    let list = starter.replace("Library (77)", "Library (79)");
    let file = s.file("fist.txt", &format!("{list}\n2 Peace Treaty\n"));
    let out = jyhad(&["deck", "check", &file]);
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    let text = stdout(&out);
    assert!(
        text.contains(&format!(
            "{file}: automated: crypt 12/12 cards (9/9 distinct), library 77/79 cards ("
        )),
        "{text}"
    );
    assert!(
        text.contains(&format!(
            "{file}: manual (played by hand at a table that allows manual cards): 2× Peace Treaty\n"
        )),
        "{text}"
    );
    let out = jyhad(&["deck", "check", "--no-manual", &file]);
    assert_eq!(code(&out), 1);
    assert_eq!(
        stdout(&out),
        format!(
            "{file}: manual cards are not allowed, and the engine does not automate: 2× Peace Treaty\n"
        )
    );
    // A starter deck passes either way.
    assert_eq!(
        code(&jyhad(&["deck", "check", "--no-manual", "ventrue"])),
        0
    );
}

#[test]
fn problems_one_per_line_and_exit_1() {
    let s = Scratch::new("check");
    let bad = s.file(
        "typos.txt",
        "Crypt\n12 Brachah\nLibrary\n58 Blood Dol\n-2 Deflection\n",
    );
    let out = jyhad(&["deck", "check", &bad]);
    assert_eq!(code(&out), 1);
    assert_eq!(
        stdout(&out),
        format!(
            "{bad}:4: unknown card \"Blood Dol\" (did you mean \"Blood Doll\"?)\n\
             {bad}:5: count -2 is negative: a count is a whole number from 1 to 255\n"
        )
    );
    let illegal = s.file(
        "illegal.txt",
        "Crypt\n11 Brachah\n1 Theo Bell (G6)\nLibrary\n59 Blood Doll\n2 Ivory Bow\n",
    );
    let out = jyhad(&["deck", "check", &illegal]);
    assert_eq!(code(&out), 1);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert!(lines[0].starts_with(&format!(
        "{illegal}: the crypt has vampires of groups 2 and 6"
    )));
    assert!(lines[1].starts_with(&format!("{illegal}: warning: 2 copies of \"Ivory Bow\"")));
    // Warnings alone do not make a deck illegal.
    let risky = s.file(
        "risky.txt",
        "Crypt\n12 Brachah\nLibrary\n58 Blood Doll\n2 Ivory Bow\n",
    );
    let out = jyhad(&["deck", "check", &risky]);
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    assert!(stdout(&out).contains("warning: 2 copies of \"Ivory Bow\""));
    // Missing files are bad input (exit 2).
    assert_eq!(code(&jyhad(&["deck", "check", "no/such/file.txt"])), 2);
}

#[test]
fn malformed_input_is_refused_clearly() {
    let garbage: Vec<u8> = (0..3000u32)
        .map(|i| (i.wrapping_mul(2654435761) >> 11) as u8)
        .collect();
    let out = run(&["deck", "check", "-"], &[], Some(&garbage));
    assert_eq!(code(&out), 1);
    assert!(
        stdout(&out).starts_with("-: this looks like binary data"),
        "{}",
        stdout(&out)
    );
    let huge = vec![b'1'; 50 << 20];
    let out = run(&["deck", "check", "-"], &[], Some(&huge));
    assert_eq!(code(&out), 1);
    assert!(
        stdout(&out).contains("too large for a deck list"),
        "{}",
        stdout(&out)
    );
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

#[test]
fn stats_text_and_json() {
    let out = jyhad(&["deck", "stats", "malkavian"]);
    assert_eq!(code(&out), 0);
    let text = stdout(&out);
    for part in [
        "Crypt: 12 cards",
        "capacity 3–8",
        "Library: 77 cards",
        "Opening hand of 7",
    ] {
        assert!(text.contains(part), "{part}: {text}");
    }
    let out = jyhad(&["deck", "stats", "malkavian", "--json"]);
    let v: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["stats"]["crypt_count"], 12);
    assert_eq!(v["stats"]["library_count"], 77);
    assert_eq!(v["format"], "text");
}

#[test]
fn convert_to_every_format_and_back() {
    let s = Scratch::new("convert");
    let source = repo("crates/decks/tests/fixtures/twd.txt");
    let reference = stdout(&jyhad(&["deck", "stats", &source, "--json"]));
    let reference: Value = serde_json::from_str(&reference).unwrap();
    for to in [
        "text",
        "twd",
        "jol",
        "lackey",
        "ardb",
        "eldb",
        "vdb",
        "amaranth",
        "twda-json",
    ] {
        let out_file = s.path(&format!("deck.{to}"));
        let out = jyhad(&["deck", "convert", &source, "--to", to, "--out", &out_file]);
        assert_eq!(
            code(&out),
            0,
            "{to}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let check = jyhad(&["deck", "check", &out_file]);
        assert_eq!(code(&check), 0, "{to}: {}", stdout(&check));
        assert!(
            stdout(&check).contains(&format!("legal ({to},")),
            "{}",
            stdout(&check)
        );
        let stats: Value =
            serde_json::from_str(&stdout(&jyhad(&["deck", "stats", &out_file, "--json"]))).unwrap();
        assert_eq!(stats["stats"], reference["stats"], "{to}");
    }
    // Standard output, and standard input.
    let out = jyhad(&["deck", "convert", "ventrue", "--to", "lackey"]);
    let lackey = stdout(&out);
    assert!(lackey.contains("\nCrypt:\n"), "{lackey}");
    let back = run(
        &["deck", "convert", "-", "--to", "text"],
        &[],
        Some(lackey.as_bytes()),
    );
    assert_eq!(code(&back), 0);
    let starter = jyhad(&["deck", "convert", "ventrue", "--to", "text"]);
    // Same cards, same order (Lackey has no deck name).
    let body = |t: &str| {
        t.lines()
            .filter(|l| !l.starts_with('#'))
            .map(String::from)
            .collect::<Vec<_>>()
    };
    assert_eq!(body(&stdout(&back)), body(&stdout(&starter)));
    // A bad format name is bad input.
    let out = jyhad(&["deck", "convert", "ventrue", "--to", "cuneiform"]);
    assert_eq!(code(&out), 2);
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown deck format"));
}

#[test]
fn amaranth_json_needs_the_id_list() {
    let fixture = repo("crates/decks/tests/fixtures/amaranth.json");
    let ids = repo("crates/decks/tests/fixtures/amaranth_ids.json");
    let out = jyhad(&["deck", "convert", &fixture, "--to", "text"]);
    assert_eq!(code(&out), 1);
    assert!(
        stdout(&out).contains("Amaranth's own ids"),
        "{}",
        stdout(&out)
    );
    let out = jyhad(&[
        "deck",
        "convert",
        &fixture,
        "--to",
        "text",
        "--amaranth-ids",
        &ids,
    ]);
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    assert!(
        stdout(&out).contains("2 Theo Bell (ADV)"),
        "{}",
        stdout(&out)
    );
}

// A made-up card list in the layout of a raw VEKN release ("Name, The", full
// discipline names), with cards no real list has.
const CRYPT: &str = "\u{feff}\"Id\",\"Name\",\"Aka\",\"Type\",\"Clan\",\"Path\",\"Adv\",\"Group\",\"Capacity\",\"Disciplines\",\"Card Text\",\"Set\",\"Title\",\"Banned\",\"Artist\"
\"209901\",\"Tester, The\",\"\",\"Vampire\",\"Brujah\",\"\",\"\",\"2\",\"6\",\"cel POT\",\"Camarilla: Made-up text.\",\"X:1\",\"\",\"\",\"Nobody\"
";
const LIBRARY: &str = "\u{feff}\"Id\",\"Name\",\"Aka\",\"Type\",\"Clan\",\"Path\",\"Discipline\",\"Pool Cost\",\"Blood Cost\",\"Conviction Cost\",\"Burn Option\",\"Card Text\",\"Flavor Text\",\"Set\",\"Banned\",\"Artist\"
\"109901\",\"Testing Ground\",\"\",\"Master\",\"\",\"\",\"\",\"1\",\"\",\"\",\"\",\"Master: made-up text.\",\"\",\"X:1\",\"\",\"Nobody\"
\"100199\",\"Blood Doll\",\"\",\"Master\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"Made-up text.\",\"\",\"X:1\",\"\",\"Nobody\"
";

#[test]
fn cards_import_installs_a_newer_list() {
    let s = Scratch::new("import");
    std::fs::create_dir_all(s.0.join("release")).unwrap();
    s.file("release/vtescrypt.csv", CRYPT);
    s.file("release/vteslib.csv", LIBRARY);
    let release = s.path("release");
    let data = s.path("data");
    let deck = s.file(
        "new.txt",
        "Crypt\n12 Tester, The\nLibrary\n59 Blood Doll\n1 Testing Ground\n",
    );
    let env = [("JYHAD_DATA", data.as_str()), ("JYHAD_FACTS", "")];

    // Before: the new cards are unknown.
    let out = run(&["deck", "check", &deck], &env, None);
    assert_eq!(code(&out), 1);
    assert!(
        stdout(&out).contains("unknown card \"Tester, The\""),
        "{}",
        stdout(&out)
    );

    let out = run(&["cards", "import", &release, "--dry-run"], &env, None);
    assert_eq!(code(&out), 0, "{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout(&out).contains("1 crypt and 2 library cards; against the built-in list: 2 new, 0 changed, 4148 missing"), "{}", stdout(&out));
    assert!(!Path::new(&data).join("facts.jsonl").exists());

    let out = run(&["cards", "import", &release], &env, None);
    assert_eq!(code(&out), 0, "{}", String::from_utf8_lossy(&out.stderr));
    assert!(Path::new(&data).join("facts.jsonl").exists());
    let info = run(&["cards", "info"], &env, None);
    assert!(stdout(&info).contains("4151 cards"), "{}", stdout(&info));

    // After: known, alongside every built-in card.
    let out = run(&["deck", "check", &deck], &env, None);
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    assert_eq!(code(&run(&["deck", "check", "malkavian"], &env, None)), 0);
    // JYHAD_FACTS=embedded ignores the installed list.
    let pinned = [("JYHAD_DATA", data.as_str()), ("JYHAD_FACTS", "embedded")];
    assert_eq!(code(&run(&["deck", "check", &deck], &pinned, None)), 1);

    // A broken installed file is reported and the built-in list is used.
    s.file("data/facts.jsonl", "{not json\n");
    let out = run(&["deck", "check", "malkavian"], &env, None);
    assert_eq!(code(&out), 0);
    assert!(String::from_utf8_lossy(&out.stderr).contains("warning: ignoring the card list"));

    // A folder that is not a release.
    let out = run(&["cards", "import", &data], &env, None);
    assert_eq!(code(&out), 2);
    assert!(String::from_utf8_lossy(&out.stderr).contains("no vtescrypt.csv here"));
}

/// Rivals rulebook p. 16: a custom list is read and checked; a legal one exits 0, an
/// illegal one names each problem (by line for the reading) and exits 1.
#[test]
fn rivals_deck_check_accepts_a_legal_list_and_names_the_problems_of_an_illegal_one() {
    let s = Scratch::new("rivals");
    let mut legal = String::from(
        "# Malkavians with a Brujah guest\nName: Mad Streets\nAgenda: Hunt the Hunters\n\
         Haven: The Madhouse\nLeader: Guv'nah\n\nVampires (7)\nGuv'nah\nDoc\nKarma\nVelvet\n\
         Bad Penny\nBruno Wagner\nHydra\n\nLibrary (40)\n",
    );
    for card in [
        "Sucker Punch",
        "Throat Rip",
        "Terrorize",
        "Baseball Bat",
        ".38 Special",
        "Humiliate",
        "Fleetness",
        "The Mighty Fall",
        "Slap in the Face",
        "Know Your Place",
    ] {
        legal += &format!("3 {card}\n");
    }
    legal += "2 Free Money\n2x Hedge Your Bets\n2 Primogen\n2 Gang Up\n2 Kneecapped\n";
    let ok = s.file("legal.txt", &legal);
    let out = jyhad(&["deck", "check", "--game", "rivals", &ok]);
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    assert_eq!(
        stdout(&out),
        format!("{ok}: legal Rivals deck (7 vampires and 40 Library cards)\n")
    );
    let unread = s.file(
        "typos.txt",
        "Agenda: Turf War\nHaven: House of Pain\nVampires\nHydra\nLibrary (3)\n3 Suckr Punch\n",
    );
    let out = jyhad(&["deck", "check", "--game", "rivals", &unread]);
    assert_eq!(code(&out), 1);
    assert_eq!(
        stdout(&out),
        format!(
            "{unread}:6: unknown card \"Suckr Punch\"\n\
             {unread}:5: the section says 3 cards, it holds 0\n"
        )
    );
    let illegal = s.file(
        "illegal.txt",
        "Agenda: Turf War\nHaven: House of Pain\n2 Hydra\nBrother\n4 Sucker Punch\n",
    );
    let out = jyhad(&["deck", "check", "--game", "rivals", &illegal]);
    assert_eq!(code(&out), 1);
    assert_eq!(
        stdout(&out),
        format!(
            "{illegal}: 4 Library cards (40 to 60)\n\
             {illegal}: 4 copies of Sucker Punch in the Library (3 at most)\n\
             {illegal}: the Faction deck needs exactly 7 different vampires (3 cards, 2 different)\n"
        )
    );
    assert_eq!(
        code(&jyhad(&["deck", "check", "--game", "rivals", "brujah"])),
        0
    );
    assert_eq!(
        code(&jyhad(&["deck", "check", "--game", "chess", "brujah"])),
        2
    );
}
