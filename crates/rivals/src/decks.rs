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
    if kind(&deck.agenda) != Some(Kind::Agenda) {
        out.push(format!("{} is not an Agenda", deck.agenda));
    }
    if kind(&deck.haven) != Some(Kind::Haven) {
        out.push(format!("{} is not a Haven", deck.haven));
    }
    let mut vamps = deck.vampires.clone();
    vamps.sort();
    vamps.dedup();
    if deck.vampires.len() != 7 || vamps.len() != 7 {
        out.push("the Faction deck needs exactly 7 different vampires".into());
    }
    if deck.vampires.iter().any(|v| kind(v) != Some(Kind::Vampire)) {
        out.push("a Faction card is not a vampire".into());
    }
    if !(40..=60).contains(&deck.library.len()) {
        out.push(format!("{} Library cards (40-60)", deck.library.len()));
    }
    for c in &deck.library {
        if kind(c) != Some(Kind::Library) {
            out.push(format!("{c} is not a Library card"));
        }
        if deck.library.iter().filter(|x| *x == c).count() > 3 {
            out.push(format!("more than 3 copies of {c}"));
        }
    }
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

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
