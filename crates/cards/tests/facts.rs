//! Checks the shipped facts file against the official lists and spot-checks it.

use std::path::PathBuf;

use jyhad_cards::{
    db, CardDb, CardKind, CryptType, Discipline, Level, LibraryTypes, LookupError, Sect, Title,
};

/// Where the official CSVs live: `JYHAD_VTES_DATA`, else `shared/data/vtes` next to the repository.
fn data_dir() -> PathBuf {
    match std::env::var_os("JYHAD_VTES_DATA") {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/data/vtes"),
    }
}

#[test]
fn shipped_facts_match_the_csvs() {
    let dir = data_dir();
    if !dir.join("vtescrypt.csv").exists() {
        eprintln!(
            "note: {} not found, skipping the facts regeneration check",
            dir.display()
        );
        return;
    }
    let built = jyhad_cards::build::build_facts(&dir).expect("the CSVs build");
    assert!(
        built == jyhad_cards::FACTS_JSONL,
        "crates/cards/data/facts.jsonl is stale; regenerate it with \
         `cargo run -p jyhad-cards --example build_facts -- {} crates/cards/data/facts.jsonl`",
        dir.display()
    );
}

#[test]
fn build_errors_name_the_file() {
    let err = jyhad_cards::build::build_facts(std::path::Path::new("/nonexistent/vtes"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("vtescrypt.csv"), "{err}");
}

#[test]
fn all_cards_present() {
    let db = db();
    assert_eq!(db.len(), 4149);
    assert!(!db.is_empty());
    let crypt = db.iter().filter(|(_, c)| c.kind == CardKind::Crypt).count();
    let library = db
        .iter()
        .filter(|(_, c)| c.kind == CardKind::Library)
        .count();
    assert_eq!((crypt, library), (1785, 2364));
    // Refs follow official ids, and by_id finds every card.
    let mut last = 0;
    for (r, c) in db.iter() {
        assert!(c.id > last);
        last = c.id;
        assert_eq!(db.by_id(c.id), Some(r));
        assert_eq!(db.get(r).id, c.id);
    }
    assert_eq!(db.by_id(1), None);
}

#[test]
fn every_vampire_has_a_sect_and_every_card_its_kind_fields() {
    for (_, c) in db().iter() {
        match c.kind {
            CardKind::Crypt => {
                assert!(c.types.is_empty(), "{}", c.name);
                assert!(c.capacity > 0, "{}", c.name);
                assert_eq!(c.clans.len(), 1, "{}", c.name);
                match c.crypt_type {
                    Some(CryptType::Vampire) => assert_ne!(c.sect, Sect::None, "{}", c.name),
                    Some(CryptType::Imbued) => assert_eq!(c.sect, Sect::None, "{}", c.name),
                    None => panic!("{} has no crypt type", c.name),
                }
                if let Some(t) = c.title {
                    assert_eq!(c.votes, t.votes());
                }
            }
            CardKind::Library => {
                assert!(!c.types.is_empty(), "{}", c.name);
                assert_eq!(c.crypt_type, None);
                assert_eq!(c.sect, Sect::None);
                if c.types.contains(LibraryTypes::ALLY) {
                    assert!(c.life.is_some(), "{}", c.name);
                }
            }
        }
    }
}

fn card(name: &str) -> &'static jyhad_cards::CardFacts {
    let db = db();
    db.get(db.lookup(name).unwrap_or_else(|e| panic!("{e}")))
}

#[test]
fn spot_checks() {
    let alexa = card("Alexa Draper");
    assert_eq!(alexa.kind, CardKind::Crypt);
    assert_eq!(alexa.crypt_type, Some(CryptType::Vampire));
    assert_eq!(alexa.capacity, 8);
    assert_eq!(alexa.group, Some(6));
    assert_eq!(alexa.clans, vec!["Ventrue".to_string()]);
    assert_eq!(
        alexa.discipline_level(Discipline::Dominate),
        Some(Level::Superior)
    );
    assert_eq!(
        alexa.discipline_level(Discipline::Presence),
        Some(Level::Superior)
    );
    assert_eq!(
        alexa.discipline_level(Discipline::Fortitude),
        Some(Level::Inferior)
    );
    assert_eq!(
        alexa.discipline_level(Discipline::Potence),
        Some(Level::Inferior)
    );
    assert_eq!(alexa.discipline_level(Discipline::Auspex), None);
    assert_eq!(alexa.sect, Sect::Camarilla);
    assert_eq!(alexa.title, Some(Title::Prince));
    assert_eq!(alexa.votes, 2);
    assert!(alexa.unique);
    assert_eq!(alexa.name_fr.as_deref(), Some("Alexa Draper"));

    let magnum = card(".44 Magnum");
    assert_eq!(magnum.id, 100001);
    assert_eq!(magnum.types, LibraryTypes::EQUIPMENT);
    assert_eq!(magnum.pool_cost, 2);
    assert_eq!(magnum.blood_cost, 0);
    assert!(!magnum.unique);

    let govern = card("Govern the Unaligned");
    assert_eq!(govern.types, LibraryTypes::ACTION);
    assert_eq!(
        govern
            .requirement
            .as_ref()
            .map(|r| r.to_string())
            .as_deref(),
        Some("dom")
    );
    assert_eq!(govern.blood_cost, 1);

    // The official list gives Blood Doll no cost at all.
    let doll = card("Blood Doll");
    assert_eq!(doll.types, LibraryTypes::MASTER);
    assert_eq!((doll.pool_cost, doll.blood_cost), (0, 0));
    assert!(!doll.unique && !doll.trifle && !doll.location);

    let barrens = card("The Barrens");
    assert_eq!(barrens.types, LibraryTypes::MASTER);
    assert!(barrens.location && barrens.unique && !barrens.trifle);

    assert!(card("Wider View").trifle);
    assert_eq!(card("Wider View").pool_cost, 1);

    let royals = card("47th Street Royals");
    assert_eq!(royals.types, LibraryTypes::ALLY);
    assert_eq!(
        (royals.life, royals.strength, royals.bleed),
        (Some(2), Some(1), Some(0))
    );
    assert!(royals.unique);

    let multi = card("Spirit Claws");
    assert!(multi
        .types
        .contains(LibraryTypes::ACTION | LibraryTypes::COMBAT));

    let req = card("Flesh of Marble").requirement.clone().unwrap();
    assert_eq!(req.0, vec![vec![Discipline::Protean]]);

    // Imbued: creed as clan, virtues as disciplines, no sect.
    let imbued = db()
        .iter()
        .find(|(_, c)| c.crypt_type == Some(CryptType::Imbued))
        .unwrap()
        .1;
    assert_eq!(imbued.sect, Sect::None);
    assert!(imbued.disciplines.iter().all(|(d, _)| d.is_virtue()));

    // Group "any" has no group number.
    assert_eq!(card("Anarch Convert").group, None);

    // A few non-unique vampires exist.
    assert!(!card("Aabbt Kindred").unique);

    // Banned cards are flagged.
    assert!(db().iter().any(|(_, c)| c.banned));
}

#[test]
fn every_discipline_in_the_data_is_known() {
    let mut seen = std::collections::BTreeSet::new();
    for (_, c) in db().iter() {
        seen.extend(c.disciplines.iter().map(|(d, _)| *d));
        if let Some(r) = &c.requirement {
            seen.extend(r.disciplines());
        }
    }
    for tri in [
        "abo", "fli", "mal", "str", "obl", "viz", "jud", "vis", "def",
    ] {
        assert!(
            seen.contains(&Discipline::from_trigram(tri).unwrap()),
            "{tri}"
        );
    }
}

const STARTERS: [&str; 5] = [
    include_str!("../../decks/decks/v5-malkavian.txt"),
    include_str!("../../decks/decks/v5-nosferatu.txt"),
    include_str!("../../decks/decks/v5-toreador.txt"),
    include_str!("../../decks/decks/v5-tremere.txt"),
    include_str!("../../decks/decks/v5-ventrue.txt"),
];

#[test]
fn starter_deck_cards_resolve() {
    let db = db();
    let mut n = 0;
    for deck in STARTERS {
        let mut kind = CardKind::Crypt;
        for line in deck.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if line.starts_with("Crypt") {
                continue;
            }
            if line.starts_with("Library") {
                kind = CardKind::Library;
                continue;
            }
            let (_, name) = line.split_once(' ').unwrap();
            let r = db.lookup(name).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(db.get(r).kind, kind, "{name}");
            assert_eq!(db.get(r).name, name);
            assert!(db.get(r).name_fr.is_some(), "{name} has a French name");
            n += 1;
        }
    }
    assert!(n > 90);
}

#[test]
fn forgiving_lookups() {
    let db = db();
    let govern = db.lookup("Govern the Unaligned").unwrap();
    for name in [
        "govern the unaligned",
        "GOVERN THE UNALIGNED",
        "  Govern-the   Unaligned!  ",
        "governtheunaligned",
    ] {
        assert_eq!(db.lookup(name), Ok(govern), "{name}");
    }
    let barrens = db.lookup("The Barrens").unwrap();
    assert_eq!(db.lookup("Barrens, The"), Ok(barrens));
    assert_eq!(db.lookup("barrens the"), Ok(barrens));
    // Accents and ligatures fold both ways.
    let sacre = db.lookup("Sacré-Cœur Cathedral, France").unwrap();
    assert_eq!(db.lookup("Sacre-Coeur Cathedral France"), Ok(sacre));
    assert_eq!(
        db.lookup("Pentex(TM) Subversion"),
        db.lookup("Pentex™ Subversion")
    );
    assert!(db.lookup("Pentex(TM) Subversion").is_ok());
    // Aka names.
    assert_eq!(db.lookup("Flame Thrower"), db.lookup("Flamethrower"));
    assert!(db.lookup("Flame Thrower").is_ok());
    // Parenthesised parts of real names are not mistaken for suffixes.
    assert!(db.lookup("Khazar's Diary (Endless Night)").is_ok());
}

#[test]
fn crypt_suffixes_pick_group_and_advanced() {
    let db = db();
    let theo = |s: &str| db.lookup(s).map(|r| db.get(r).id);
    // Default: non-advanced, lowest group.
    assert_eq!(theo("Theo Bell"), Ok(201362));
    assert_eq!(theo("Theo Bell (G2)"), Ok(201362));
    assert_eq!(theo("Theo Bell (ADV)"), Ok(201363));
    assert_eq!(theo("theo bell (g2 adv)"), Ok(201363));
    assert_eq!(theo("Theo Bell (ADV) (G2)"), Ok(201363));
    assert_eq!(theo("Theo Bell (G6)"), Ok(201613));
    match db.lookup("Theo Bell (G4)") {
        Err(LookupError::Unknown { suggestions, .. }) => {
            assert!(
                suggestions.contains(&"Theo Bell (G6)".to_string()),
                "{suggestions:?}"
            )
        }
        other => panic!("{other:?}"),
    }
    // A group suffix never selects a library card.
    assert!(db.lookup("Govern the Unaligned (G2)").is_err());
    // Every card's deck name resolves back to it.
    for (r, _) in db.iter() {
        let name = db.deck_name(r);
        assert_eq!(db.lookup(&name), Ok(r), "{name}");
    }
}

#[test]
fn kind_restricted_lookup() {
    let db = db();
    assert!(db.lookup_in("Alexa Draper", Some(CardKind::Crypt)).is_ok());
    assert!(matches!(
        db.lookup_in("Alexa Draper", Some(CardKind::Library)),
        Err(LookupError::Unknown { .. })
    ));
}

#[test]
fn suggestions() {
    let db = db();
    let err = db.lookup("Govern the Unaligend").unwrap_err();
    assert_eq!(
        err.to_string(),
        "unknown card \"Govern the Unaligend\" (did you mean \"Govern the Unaligned\"?)"
    );
    match db.lookup("Govrn").unwrap_err() {
        LookupError::Unknown { suggestions, .. } => {
            assert_eq!(
                suggestions.first().map(String::as_str),
                Some("Govern the Unaligned")
            )
        }
        e => panic!("{e:?}"),
    }
    match db.lookup("Alexa Drapr").unwrap_err() {
        LookupError::Unknown { suggestions, .. } => {
            assert_eq!(
                suggestions.first().map(String::as_str),
                Some("Alexa Draper")
            );
            assert!(suggestions.len() <= 3);
        }
        e => panic!("{e:?}"),
    }
    match db.lookup("zzzzqqqqxxxx").unwrap_err() {
        LookupError::Unknown { suggestions, .. } => assert!(suggestions.is_empty()),
        e => panic!("{e:?}"),
    }
    assert!(matches!(db.lookup(""), Err(LookupError::Unknown { .. })));
}

#[test]
fn jsonl_round_trip_and_errors() {
    let db = db();
    let r = db.lookup("Alexa Draper").unwrap();
    let line = serde_json::to_string(db.get(r)).unwrap();
    let small = CardDb::from_jsonl(&format!("\n{line}\n")).unwrap();
    assert_eq!(small.len(), 1);
    assert_eq!(small.get(jyhad_cards::CardRef(0)), db.get(r));

    let err = CardDb::from_jsonl(&format!("{line}\n{line}\n")).unwrap_err();
    assert_eq!(err.line, 2);
    let err = CardDb::from_jsonl("{\"id\": 1}\n").unwrap_err();
    assert_eq!(err.line, 1);
    assert!(err.to_string().starts_with("facts line 1:"));
}

/// A scratch directory for fixture CSVs, removed on drop.
struct TempDir(PathBuf);

impl TempDir {
    fn new(tag: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("jyhad-cards-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

// Made-up cards in the column layout of a raw VEKN release (no Format column,
// "Name, The" order, "(TM)", full discipline names, old clan names).
const RAW_CRYPT: &str = "\u{feff}\"Id\",\"Name\",\"Aka\",\"Type\",\"Clan\",\"Path\",\"Adv\",\"Group\",\"Capacity\",\"Disciplines\",\"Card Text\",\"Set\",\"Title\",\"Banned\",\"Artist\"
\"200002\",\"Tester, The\",\"\",\"Vampire\",\"Follower of Set\",\"\",\"Advanced\",\"3\",\"7\",\"obf PRE SER\",\"Advanced, Laibon magaji:
Made-up text.\",\"X:1\",\"magaji\",\"\",\"Nobody\"
\"200001\",\"Quiz Kid\",\"\",\"Imbued\",\"Visionary\",\"\",\"\",\"4\",\"3\",\"inn vis\",\"Made-up text.\",\"X:1\",\"\",\"\",\"Nobody\"
";
const RAW_LIB: &str = "\u{feff}\"Id\",\"Name\",\"Aka\",\"Type\",\"Clan\",\"Path\",\"Discipline\",\"Pool Cost\",\"Blood Cost\",\"Conviction Cost\",\"Burn Option\",\"Card Text\",\"Flavor Text\",\"Set\",\"Banned\",\"Artist\"
\"100001\",\"Gizmo(TM) Works\",\"Gizmo Works\",\"Action Modifier/Combat\",\"Assamite/Brujah\",\"\",\"Potence & Presence/Dominate\",\"X\",\"\",\"\",\"Y\",\"Made-up text.\",\"\",\"X:1\",\"2001\",\"Nobody\"
\"100002\",\"Hideout\",\"\",\"Master\",\"\",\"\",\"\",\"2\",\"\",\"\",\"\",\"Master: unique location. Trifle.
Made-up text.\",\"\",\"X:1\",\"\",\"Nobody\"
\"100003\",\"Helper\",\"\",\"Retainer\",\"\",\"\",\"\",\"1\",\"\",\"\",\"\",\"Mortal with 3 life. 2 strength, +1 bleed.\",\"\",\"X:1\",\"\",\"Nobody\"
";

#[test]
fn builds_from_raw_vekn_style_lists() {
    let dir = TempDir::new("raw");
    std::fs::write(dir.0.join("vtescrypt.csv"), RAW_CRYPT).unwrap();
    std::fs::write(dir.0.join("vteslib.csv"), RAW_LIB).unwrap();
    let text = jyhad_cards::build::build_facts(&dir.0).unwrap();
    let db = CardDb::from_jsonl(&text).unwrap();
    // Sorted by id whatever the file order.
    let ids: Vec<u32> = db.iter().map(|(_, c)| c.id).collect();
    assert_eq!(ids, [100001, 100002, 100003, 200001, 200002]);

    let gizmo = db.get(db.lookup("Gizmo™ Works").unwrap());
    assert_eq!(gizmo.name, "Gizmo™ Works");
    assert_eq!(gizmo.aka, ["Gizmo Works"]);
    assert_eq!(
        gizmo.types,
        LibraryTypes::ACTION_MODIFIER | LibraryTypes::COMBAT
    );
    assert_eq!(gizmo.clans, ["Banu Haqim", "Brujah"]);
    assert_eq!(
        gizmo.requirement.as_ref().unwrap().to_string(),
        "pot&pre/dom"
    );
    assert!(gizmo.cost_is_x && gizmo.pool_cost == 0);
    assert!(gizmo.burn_option && gizmo.banned && !gizmo.unique);

    let hideout = db.get(db.lookup("hideout").unwrap());
    assert!(hideout.unique && hideout.location && hideout.trifle && !hideout.out_of_turn);
    assert_eq!(hideout.pool_cost, 2);

    let helper = db.get(db.lookup("Helper").unwrap());
    assert_eq!(
        (helper.life, helper.strength, helper.bleed),
        (Some(3), Some(2), None)
    );

    let tester = db.get(db.lookup("The Tester").unwrap());
    assert_eq!(tester.name, "The Tester");
    assert_eq!(tester.clans, ["Ministry"]);
    assert!(tester.advanced);
    assert_eq!(tester.sect, Sect::Laibon);
    assert_eq!((tester.title, tester.votes), (Some(Title::Magaji), 2));
    assert_eq!(db.lookup("Tester, The (ADV)"), db.lookup("The Tester"));

    let kid = db.get(db.lookup("Quiz Kid").unwrap());
    assert_eq!(kid.crypt_type, Some(CryptType::Imbued));
    assert_eq!(
        kid.disciplines,
        [
            (Discipline::Innocence, Level::Inferior),
            (Discipline::Vision, Level::Inferior)
        ]
    );
    assert_eq!(kid.sect, Sect::None);
}

#[test]
fn build_errors_name_file_line_and_field() {
    let dir = TempDir::new("bad");
    let bad = RAW_LIB.replace("\"Hideout\",\"\",\"Master\"", "\"Hideout\",\"\",\"Mastr\"");
    std::fs::write(dir.0.join("vtescrypt.csv"), RAW_CRYPT).unwrap();
    std::fs::write(dir.0.join("vteslib.csv"), bad).unwrap();
    let err = jyhad_cards::build::build_facts(&dir.0)
        .unwrap_err()
        .to_string();
    assert!(err.contains("vteslib.csv:3: field \"Type\""), "{err}");
    assert!(err.contains("Mastr"), "{err}");

    // Multi-line fields: the line is where the record starts.
    let bad = RAW_CRYPT.replace("\"4\",\"3\",\"inn vis\"", "\"4\",\"three\",\"inn vis\"");
    std::fs::write(dir.0.join("vtescrypt.csv"), bad).unwrap();
    let err = jyhad_cards::build::build_facts(&dir.0)
        .unwrap_err()
        .to_string();
    assert!(err.contains("vtescrypt.csv:4: field \"Capacity\""), "{err}");
}

#[test]
fn adv_suffixes_and_quiet_lookups() {
    let db = db();
    let adv = db.lookup("Theo Bell (ADV)").unwrap();
    // Lackey writes "Adv.", JOL "(advanced)".
    assert_eq!(db.lookup("Theo Bell Adv."), Ok(adv));
    assert_eq!(db.lookup("Theo Bell (advanced)"), Ok(adv));
    assert_eq!(db.lookup("Theo Bell (Adv.)"), Ok(adv));
    // No card name ends in "adv", so the bare suffix can never cut a real name.
    assert!(db
        .iter()
        .all(|(_, c)| !jyhad_cards::name_key(&c.name).ends_with("adv")));
    // Quiet misses search no suggestions; the search is available apart.
    match db.lookup_quiet("Govrn", None) {
        Err(LookupError::Unknown { suggestions, .. }) => assert!(suggestions.is_empty()),
        other => panic!("{other:?}"),
    }
    assert_eq!(db.suggest_names("Govrn", None), ["Govern the Unaligned"]);
    // Every version sharing a name, narrowed by suffixes.
    let theo: Vec<u32> = db
        .candidates("theo bell", Some(CardKind::Crypt))
        .iter()
        .map(|r| db.get(*r).id)
        .collect();
    assert_eq!(theo, [201362, 201363, 201613]);
    assert_eq!(db.candidates("Theo Bell (ADV)", None), [adv]);
    assert!(db
        .candidates("Theo Bell", Some(CardKind::Library))
        .is_empty());
    assert_eq!(
        db.default_version(&db.candidates("Theo Bell", None))
            .map(|r| db.get(r).id),
        Some(201362)
    );
    // Names cut short (ARDB keeps 18 characters).
    let cut: Vec<&str> = db
        .crypt_by_prefix("Vasilis, The Trait")
        .iter()
        .map(|r| db.get(*r).name.as_str())
        .collect();
    assert_eq!(cut, ["Vasilis, The Traitor of Don Cruez"]);
    assert!(db.crypt_by_prefix("Theo").is_empty(), "too short to search");
}

#[test]
fn a_newer_list_layers_over_the_embedded_one() {
    let base = jyhad_cards::embedded_db();
    let doll = base.lookup("Blood Doll").unwrap();
    let theo = base.lookup("Theo Bell").unwrap();
    let mut changed = base.get(doll).clone();
    changed.pool_cost = 1;
    let mut new = base.get(theo).clone();
    new.id = 100_000; // sorts before every card, yet gets the last ref
    new.name = "Zed Newcomer".into();
    new.aka.clear();
    let layered = CardDb::layered(&base, vec![new.clone(), changed]).unwrap();
    assert_eq!(layered.len(), base.len() + 1);
    // Every embedded card keeps its ref; the new card comes after them.
    for (r, c) in base.iter() {
        assert_eq!(layered.get(r).id, c.id);
    }
    assert_eq!(layered.get(doll).pool_cost, 1);
    let zed = layered.lookup("zed newcomer").unwrap();
    assert_eq!(zed, jyhad_cards::CardRef(base.len() as u16));
    assert_eq!(layered.by_id(100_000), Some(zed));
    assert_eq!(layered.get(zed), &new);
}

#[test]
fn importing_the_official_list_changes_nothing() {
    let dir = data_dir();
    if !dir.join("vtescrypt.csv").exists() {
        eprintln!("note: {} not found, skipping", dir.display());
        return;
    }
    let import = jyhad_cards::import::import_release(&dir).unwrap();
    assert_eq!((import.crypt, import.library), (1785, 2364));
    assert!(import.added.is_empty(), "{:?}", import.added);
    assert!(import.changed.is_empty(), "{:?}", import.changed);
    assert!(import.missing.is_empty(), "{:?}", import.missing);
    assert_eq!(import.facts, jyhad_cards::FACTS_JSONL);
}

#[test]
fn importing_a_raw_release_keeps_french_names_and_installs() {
    let dir = TempDir::new("import");
    std::fs::write(dir.0.join("vtescrypt.csv"), RAW_CRYPT).unwrap();
    std::fs::write(dir.0.join("vteslib.csv"), RAW_LIB).unwrap();
    let import = jyhad_cards::import::import_release(&dir.0).unwrap();
    assert_eq!((import.crypt, import.library), (2, 3));
    // The made-up cards reuse five real ids: nothing added, the rest missing.
    assert!(import.added.is_empty(), "{:?}", import.added);
    assert_eq!(import.changed.len(), 5);
    assert_eq!(import.missing.len(), 4149 - 5);
    let path = dir.0.join("out/facts.jsonl");
    jyhad_cards::import::install(&import, &path).unwrap();
    let cards = jyhad_cards::parse_jsonl(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(cards.len(), 5);
    // Cards without a French name in the release keep the embedded one.
    let embedded = jyhad_cards::embedded_db();
    for c in &cards {
        if let Some(r) = embedded.by_id(c.id) {
            assert_eq!(c.name_fr, embedded.get(r).name_fr, "{}", c.name);
        }
    }
    let err = jyhad_cards::import::import_release(&dir.0.join("out")).unwrap_err();
    assert!(err.to_string().contains("no vtescrypt.csv here"), "{err}");
}

/// The facts carry no card text: unique-title scopes are a city or clan name, one line.
#[test]
fn title_scopes_hold_no_card_text() {
    for (_, f) in jyhad_cards::db().iter() {
        if let Some(key) = &f.title_key {
            let (kind, scope) = key.split_once(':').unwrap_or((key.as_str(), ""));
            assert!(
                matches!(kind, "city" | "justicar" | "regent"),
                "{}: {key:?}",
                f.name
            );
            assert!(
                scope.len() <= 30 && !scope.contains(['\n', '.', ':', '['])
                    || scope == "Washington, D.C",
                "{}: {key:?}",
                f.name
            );
        }
    }
    let sarrasine = jyhad_cards::db().lookup("Sarrasine (ADV)").unwrap();
    assert_eq!(
        jyhad_cards::db().get(sarrasine).title_key.as_deref(),
        Some("city:Sydney")
    );
}

/// Vampires whose text is only their sect and title are `plain`; an ability, a trait, an
/// imbued, an advanced vampire or a library card never is. 504 of the 1,785 crypt cards.
#[test]
fn plain_vampires_by_name() {
    for name in [
        "Ashley",
        "Andi Liu",
        "Emerson Bridges",
        "Chrysanthemum",
        "Ángel Guerrero",
        "Klaus Konrecht",
        "Tsunda",
        "Sheldon, Lord of the Clog",
    ] {
        assert!(card(name).plain, "{name} is plain");
    }
    for name in [
        "Lenny Burkhead",
        "Alexander Silverson",
        "Aredhel",
        "Abd al-Rashid",
        "Effie Lowery",
        "Benjamin Rose",
        "Alan Sovereign",
        "Travis \"Traveler72\" Miller",
        "Govern the Unaligned",
    ] {
        assert!(!card(name).plain, "{name} is not plain");
    }
    let db = db();
    let plain = db.iter().filter(|(_, c)| c.plain).count();
    assert_eq!(plain, 504);
    for (_, c) in db.iter().filter(|(_, c)| c.plain) {
        assert_eq!(c.crypt_type, Some(CryptType::Vampire), "{}", c.name);
        assert!(!c.advanced, "{}", c.name);
    }
}
