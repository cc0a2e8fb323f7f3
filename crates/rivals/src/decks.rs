//! Four legal decks of our own built from the Core pool (rulebook p. 16 "Personnaliser
//! votre deck": 7 different vampires, 40–60 Library cards, at most 3 copies of a name).

use crate::facts::{db, Kind};
use crate::state::DeckSpec;

/// (name, agenda, haven, vampires, library as "N Card Name" lines).
type Shipped = (
    &'static str,
    &'static str,
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
);

const DECKS: &[Shipped] = &[
    (
        "brujah",
        "Turf War",
        "House of Pain",
        &[
            "Hydra",
            "Brother",
            "Beretta",
            "The Cossack",
            "Skunk",
            "Johnny",
            "Flick",
        ],
        &[
            "3 Sucker Punch",
            "3 Throat Rip",
            "3 Terrorize",
            "2 Drive-By",
            "2 Blood for Blood",
            "2 The Spoils",
            "3 Baseball Bat",
            "3 .38 Special",
            "3 Humiliate",
            "2 Slap in the Face",
            "3 Fleetness",
            "2 Cloak of Shadows",
            "2 Free Money",
            "2 Hedge Your Bets",
            "2 Primogen",
            "3 The Mighty Fall",
            "2 Molotov Cocktail",
            "2 Smoke 'Em Out",
            "2 Coup de Grâce",
            "2 Kneecapped",
            "2 Gang Up",
            "1 Sheriff",
        ],
    ),
    (
        "toreador",
        "Drain Them Slowly",
        "Artist Lofts",
        &[
            "Lixue Chen",
            "Bella Forte",
            "Muhammad Zadeh",
            "Iris Lokken",
            "Liza Holt",
            "Bunny Benitez",
            "John Kartunen",
        ],
        &[
            "3 Steal the Spotlight",
            "3 Fame & Fortune",
            "2 PR Firm",
            "2 Backhanded Compliment",
            "3 Humiliate",
            "3 Rain on Your Parade",
            "3 Slap in the Face",
            "3 Unswayable Mind",
            "3 Know Your Place",
            "2 Free Money",
            "3 Hedge Your Bets",
            "2 The Last Word",
            "2 Keeper of Elysium",
            "3 Baseball Bat",
            "3 Fleetness",
            "2 Seduction",
            "2 Beauty is a Beast",
            "1 Balance of Power",
            "2 Lightning Strike",
            "2 A Biting Comment",
            "1 Mercy",
        ],
    ),
    (
        "ventrue",
        "Base of Power",
        "Royal Retreat",
        &[
            "Randolph Marz",
            "Bruno Wagner",
            "Stevie Osborn",
            "Yusuf Kaya",
            "Zhang Wei",
            "June Bryant",
            "Nancy Witt",
        ],
        &[
            "3 Greed",
            "3 Royal Review",
            "3 Dignity of the Office",
            "2 Assert Authority",
            "3 Primogen",
            "1 Keeper of Elysium",
            "1 Herald",
            "3 Demand Obedience",
            "3 Power Play",
            "3 Know Your Place",
            "3 Hedge Your Bets",
            "2 The Last Word",
            "3 Unswayable Mind",
            "3 Humiliate",
            "2 Influencer",
            "2 .38 Special",
            "2 Long-Term Investment",
            "2 Marked Man",
            "1 Seneschal",
            "2 Irresistible Voice",
            "2 Fragmented Mind",
            "2 Incite Rebellion",
        ],
    ),
    (
        "malkavian",
        "The End is Nigh",
        "The Madhouse",
        &[
            "Guv'nah",
            "Doc",
            "Bad Penny",
            "Inmate #745943",
            "Velvet",
            "Karma",
            "Street Preacher",
        ],
        &[
            "3 All Tied Up",
            "3 Insanity Defense",
            "2 Lost Glory",
            "2 Whispering Campaign",
            "3 Scry the Soul",
            "3 Holdout Dagger",
            "3 The Mighty Fall",
            "3 Slap in the Face",
            "3 Unswayable Mind",
            "2 Everything is Connected",
            "3 Cloak of Shadows",
            "2 Hedge Your Bets",
            "2 Free Money",
            "3 Demand Obedience",
            "3 Baseball Bat",
            "2 Unhinged",
            "2 Faulty Logic",
            "2 Dumpster Dive",
            "2 Distraction",
            "2 Destroy the Plans",
            "1 Burning Down the House",
            "1 Search Engine",
            "1 Emergency Bloodbag",
            "1 Late-Night Snack",
            "1 First Tradition: The Masquerade",
            "1 Scoped .30-06",
        ],
    ),
];

fn id_of(name: &str) -> String {
    let db = db();
    let d = db
        .lookup(name)
        .unwrap_or_else(|| panic!("deck card {name:?} is not a Core card"));
    db.get(d).id.clone()
}

/// Names of the shipped decks.
pub fn deck_names() -> Vec<&'static str> {
    DECKS.iter().map(|d| d.0).collect()
}

/// A shipped deck by name (`brujah`, `toreador`, `ventrue`, `malkavian`).
pub fn deck(name: &str) -> Option<DeckSpec> {
    if let Some(i) = name
        .strip_prefix("pool")
        .and_then(|n| n.parse::<usize>().ok())
    {
        return Some(pool_deck(i));
    }
    let (n, agenda, haven, vampires, library) = DECKS.iter().find(|d| d.0 == name)?;
    let mut lib = Vec::new();
    for line in *library {
        let (count, card) = line.split_once(' ').expect("N Name");
        for _ in 0..count.parse::<usize>().expect("count") {
            lib.push(id_of(card));
        }
    }
    Some(DeckSpec {
        name: (*n).to_string(),
        agenda: id_of(agenda),
        haven: id_of(haven),
        vampires: vampires.iter().map(|v| id_of(v)).collect(),
        library: lib,
        leader: None,
    })
}

/// A test deck of the whole Core pool (not a legal deck: one of each of the 69 Library
/// cards): `i` picks the clan (i mod 4), 7 of its 9 vampires (rotating with i / 4), and
/// the Agenda and Haven (i mod 8), so that a few of them cover every Core card. Property
/// tests and `jyhad sim --decks pool0…pool7` play them.
pub fn pool_deck(i: usize) -> DeckSpec {
    let db = db();
    let clans = ["brujah", "toreador", "ventrue", "malkavian"];
    let clan = clans[i % 4];
    let of = |k: Kind| db.cards.iter().filter(move |c| c.kind == k);
    let mut vampires: Vec<String> = of(Kind::Vampire)
        .filter(|c| c.clan.as_deref() == Some(clan))
        .map(|c| c.id.clone())
        .collect();
    let n = vampires.len().max(1);
    vampires.rotate_left((i / 4 * 2) % n);
    vampires.truncate(7);
    let agendas: Vec<String> = of(Kind::Agenda).map(|c| c.id.clone()).collect();
    let havens: Vec<String> = of(Kind::Haven).map(|c| c.id.clone()).collect();
    DeckSpec {
        name: format!("pool{i}"),
        agenda: agendas[i % agendas.len()].clone(),
        haven: havens[(i + i / 4) % havens.len()].clone(),
        vampires,
        library: of(Kind::Library).map(|c| c.id.clone()).collect(),
        leader: None,
    }
}

/// The four shipped decks.
pub fn shipped_decks() -> Vec<DeckSpec> {
    deck_names()
        .into_iter()
        .map(|n| deck(n).expect("shipped"))
        .collect()
}

/// Checks a deck against the construction rules (p. 16); returns the problems.
pub fn check(deck: &DeckSpec) -> Vec<String> {
    let db = db();
    let mut out = Vec::new();
    let kind = |id: &str| db.lookup(id).map(|d| db.get(d).kind);
    // Cards are named by name in problems (ids are the engine's).
    let name = |id: &str| {
        db.lookup(id)
            .map_or(id.to_string(), |d| db.get(d).name.clone())
    };
    if kind(&deck.agenda) != Some(Kind::Agenda) {
        out.push(format!("{} is not an Agenda", name(&deck.agenda)));
    }
    if kind(&deck.haven) != Some(Kind::Haven) {
        out.push(format!("{} is not a Haven", name(&deck.haven)));
    }
    // p. 16: exactly 7 vampires, none twice.
    let mut vamps: Vec<String> = deck.vampires.iter().map(|v| name(v)).collect();
    vamps.sort();
    vamps.dedup();
    if deck.vampires.len() != 7 || vamps.len() != deck.vampires.len() {
        out.push(format!(
            "the Faction deck needs exactly 7 different vampires ({} cards, {} different)",
            deck.vampires.len(),
            vamps.len()
        ));
    }
    for v in &deck.vampires {
        if kind(v) != Some(Kind::Vampire) {
            out.push(format!("{} in the Faction deck is not a vampire", name(v)));
        }
    }
    // p. 16: 40 to 60 Library cards, at most 3 of a name.
    if !(40..=60).contains(&deck.library.len()) {
        out.push(format!("{} Library cards (40 to 60)", deck.library.len()));
    }
    for c in &deck.library {
        if kind(c) != Some(Kind::Library) {
            out.push(format!("{} in the Library is not a Library card", name(c)));
        }
        let copies = deck.library.iter().filter(|x| name(x) == name(c)).count();
        if copies > 3 {
            out.push(format!(
                "{copies} copies of {} in the Library (3 at most)",
                name(c)
            ));
        }
    }
    if let Some(l) = &deck.leader {
        if !deck.vampires.iter().any(|v| name(v) == name(l)) {
            out.push(format!(
                "the starting vampire {} is not in the Faction deck",
                name(l)
            ));
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Longest line of a deck list, in bytes (real lines are a few dozen).
const MAX_LINE: usize = 300;

/// Reads a plain-text Rivals deck list: `#` comments and blank lines skipped; `Name:`,
/// `Agenda:`, `Haven:` and `Leader:` lines (also `Deck:`, French `Cabale:`, `Refuge:`,
/// `Meneur:`); card lines `3 Sucker Punch`, `3x Sucker Punch` or `Sucker Punch` (one),
/// each card going where its kind says (a vampire to the Faction deck, a Library card to
/// the Library, an Agenda or a Haven to its place); section lines `Vampires (7)`,
/// `Faction`, `Library (40)`, whose number, when given, must be what the section holds.
/// Names are matched without case, accents or punctuation. Every problem names its line;
/// `check` then applies the construction rules.
pub fn read_list(text: &str, default_name: &str) -> Result<DeckSpec, Vec<String>> {
    let db = db();
    let mut problems = Vec::new();
    let mut spec = DeckSpec {
        name: default_name.to_string(),
        agenda: String::new(),
        haven: String::new(),
        vampires: Vec::new(),
        library: Vec::new(),
        leader: None,
    };
    // The section open: (its line, its kind, the count it declares, cards before it).
    let mut section: Option<(usize, Kind, usize, usize)> = None;
    let held = |spec: &DeckSpec, kind: Kind| match kind {
        Kind::Vampire => spec.vampires.len(),
        _ => spec.library.len(),
    };
    let close =
        |sec: Option<(usize, Kind, usize, usize)>, spec: &DeckSpec, problems: &mut Vec<String>| {
            if let Some((line, kind, want, before)) = sec {
                let got = held(spec, kind) - before;
                if got != want {
                    problems.push(format!(
                        "line {line}: the section says {want} cards, it holds {got}"
                    ));
                }
            }
        };
    let lookup = |n: &str, line: usize, problems: &mut Vec<String>| -> Option<usize> {
        match db.lookup(n.trim()) {
            Some(d) => Some(usize::from(d)),
            None => {
                let key = crate::facts::fold(n);
                let near: Vec<&str> = db
                    .cards
                    .iter()
                    .filter(|c| {
                        let f = crate::facts::fold(&c.name);
                        !key.is_empty() && (f.contains(&key) || key.contains(&f))
                    })
                    .map(|c| c.name.as_str())
                    .take(3)
                    .collect();
                let hint = if near.is_empty() {
                    String::new()
                } else {
                    format!(" (did you mean {}?)", near.join(", "))
                };
                problems.push(format!("line {line}: unknown card {:?}{hint}", n.trim()));
                None
            }
        }
    };
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if raw.len() > MAX_LINE {
            problems.push(format!("line {line}: longer than {MAX_LINE} bytes"));
            continue;
        }
        let l = raw.trim();
        if l.is_empty() || l.starts_with('#') || l.starts_with("//") {
            continue;
        }
        if let Some((key, value)) = l.split_once(':') {
            let k = crate::facts::fold(key);
            let value = value.trim();
            let slot = match k.as_str() {
                "name" | "deck" | "nom" => {
                    spec.name = value.to_string();
                    continue;
                }
                "agenda" | "cabale" => Some(Kind::Agenda),
                "haven" | "refuge" => Some(Kind::Haven),
                "leader" | "meneur" | "startingvampire" => Some(Kind::Vampire),
                _ => None,
            };
            if let Some(want) = slot {
                let Some(d) = lookup(value, line, &mut problems) else {
                    continue;
                };
                let f = &db.cards[d];
                if f.kind != want {
                    problems.push(format!(
                        "line {line}: {} is not {}",
                        f.name,
                        match want {
                            Kind::Agenda => "an Agenda",
                            Kind::Haven => "a Haven",
                            _ => "a vampire",
                        }
                    ));
                    continue;
                }
                match want {
                    Kind::Agenda => spec.agenda = f.id.clone(),
                    Kind::Haven => spec.haven = f.id.clone(),
                    _ => spec.leader = Some(f.id.clone()),
                }
                continue;
            }
        }
        // A section line: a word, then maybe a count in brackets or after a colon.
        let word: String = l
            .chars()
            .take_while(|c| c.is_alphabetic() || *c == ' ')
            .collect();
        let sec = match crate::facts::fold(&word).as_str() {
            "vampires" | "faction" | "factiondeck" | "deckfaction" => Some(Kind::Vampire),
            "library" | "bibliotheque" => Some(Kind::Library),
            _ => None,
        };
        if let Some(kind) = sec {
            let rest = l[word.len()..].trim_matches(|c: char| " ():".contains(c));
            if rest.is_empty() || rest.chars().all(|c| c.is_ascii_digit()) {
                close(section.take(), &spec, &mut problems);
                section = rest
                    .parse::<usize>()
                    .ok()
                    .map(|n| (line, kind, n, held(&spec, kind)));
                continue;
            }
        }
        // A card line.
        let (count, name) = match l.split_once(char::is_whitespace) {
            Some((n, rest)) if n.trim_end_matches(['x', 'X']).parse::<usize>().is_ok() => (
                n.trim_end_matches(['x', 'X']).parse::<usize>().unwrap_or(0),
                rest,
            ),
            _ => (1, l),
        };
        if !(1..=60).contains(&count) {
            problems.push(format!("line {line}: {count} copies (1 to 60)"));
            continue;
        }
        let Some(d) = lookup(name, line, &mut problems) else {
            continue;
        };
        let f = &db.cards[d];
        match f.kind {
            Kind::Vampire => spec.vampires.extend((0..count).map(|_| f.id.clone())),
            Kind::Library => spec.library.extend((0..count).map(|_| f.id.clone())),
            Kind::Agenda if count == 1 && spec.agenda.is_empty() => spec.agenda = f.id.clone(),
            Kind::Haven if count == 1 && spec.haven.is_empty() => spec.haven = f.id.clone(),
            Kind::Agenda | Kind::Haven => problems.push(format!(
                "line {line}: a second Agenda or Haven ({})",
                f.name
            )),
            Kind::City => problems.push(format!(
                "line {line}: {} is a City card, not part of a player's deck",
                f.name
            )),
        }
    }
    close(section.take(), &spec, &mut problems);
    if spec.agenda.is_empty() {
        problems.push("no Agenda (a line `Agenda: NAME`)".into());
    }
    if spec.haven.is_empty() {
        problems.push("no Haven (a line `Haven: NAME`)".into());
    }
    if problems.is_empty() {
        Ok(spec)
    } else {
        Err(problems)
    }
}

/// A deck as a plain-text list `read_list` reads back (names, not ids).
pub fn to_text(deck: &DeckSpec) -> String {
    let db = db();
    let name = |id: &str| {
        db.lookup(id)
            .map_or(id.to_string(), |d| db.get(d).name.clone())
    };
    let mut out = format!(
        "Name: {}\nAgenda: {}\nHaven: {}\n",
        deck.name,
        name(&deck.agenda),
        name(&deck.haven)
    );
    if let Some(l) = &deck.leader {
        out += &format!("Leader: {}\n", name(l));
    }
    let section = |title: &str, cards: &[String]| {
        let mut s = format!("\n{title} ({})\n", cards.len());
        let mut seen: Vec<&String> = Vec::new();
        for c in cards {
            if !seen.contains(&c) {
                seen.push(c);
                let n = cards.iter().filter(|x| *x == c).count();
                s += &format!("{n} {}\n", name(c));
            }
        }
        s
    };
    out += &section("Vampires", &deck.vampires);
    out += &section("Library", &deck.library);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shipped_deck_reads_back_from_its_list() {
        for d in shipped_decks() {
            let text = to_text(&d);
            assert_eq!(read_list(&text, "x"), Ok(d.clone()), "{text}");
        }
    }

    #[test]
    fn a_list_names_its_problems_by_line() {
        let text = "Agenda: Turf War\nHaven: Nowhere At All\nVampires (2)\n1 Hydra\n4x Sucker Punch\nSucker Pnch\nThe Hunger\n";
        let p = read_list(text, "x").unwrap_err();
        assert!(
            p.iter()
                .any(|x| x.starts_with("line 2: unknown card \"Nowhere At All\"")),
            "{p:?}"
        );
        assert!(
            p.iter()
                .any(|x| x.starts_with("line 6: unknown card \"Sucker Pnch\"")),
            "{p:?}"
        );
        assert!(
            p.iter()
                .any(|x| x.starts_with("line 7: The Hunger is a City card")),
            "{p:?}"
        );
        assert!(
            p.iter()
                .any(|x| x == "line 3: the section says 2 cards, it holds 1"),
            "{p:?}"
        );
        assert!(p.iter().any(|x| x.starts_with("no Haven")), "{p:?}");
        // Read but illegal: the construction rules name each problem (p. 16).
        let mut d = deck("brujah").unwrap();
        d.vampires.pop();
        let first = d.library[0].clone();
        d.library.extend([first.clone(), first]);
        let p = check(&read_list(&to_text(&d), "x").unwrap());
        assert!(
            p.iter()
                .any(|x| x.starts_with("the Faction deck needs exactly 7")),
            "{p:?}"
        );
        assert!(
            p.iter().any(|x| x.starts_with("5 copies of Sucker Punch")),
            "{p:?}"
        );
    }

    #[test]
    fn the_four_shipped_decks_are_legal() {
        for d in shipped_decks() {
            assert_eq!(check(&d), Vec::<String>::new(), "{}", d.name);
            assert!((40..=60).contains(&d.library.len()), "{}", d.name);
        }
        // Together they use most of the Core pool (28 vampires, 64 Library cards).
        let decks = shipped_decks();
        let mut names: Vec<&String> = decks
            .iter()
            .flat_map(|d| d.library.iter().chain(&d.vampires))
            .collect();
        names.sort_unstable();
        names.dedup();
        assert!(names.len() >= 28 + 60, "{}", names.len());
    }
}
