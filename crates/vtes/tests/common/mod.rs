//! Helpers shared by the whole-game property tests (`invariants.rs`, `determinism.rs`).

#![allow(dead_code)]

use jyhad_decks::starter_decks;
use jyhad_table::{Game, Seat};
use jyhad_vtes::defs::Defs;
use jyhad_vtes::{DeckSpec, State, Vtes, VtesConfig};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::OnceLock;

/// The five Fifth Edition starter decks, in `starter_decks()` order.
pub fn starter_specs() -> &'static [DeckSpec] {
    static SPECS: OnceLock<Vec<DeckSpec>> = OnceLock::new();
    SPECS.get_or_init(|| starter_decks().iter().map(DeckSpec::from_list).collect())
}

/// Rough definitions of the starter decks' library cards in the effect vocabulary.
///
/// They are not the cards' real effects: they only make random games play modifiers,
/// reactions, action cards, combat cards, master cards (out-of-turn ones included),
/// locations (unique: contests) and weapons, so
/// that the invariants are checked on every path of the engine, not only on bleeds and
/// hunts. Games are run both with and without them.
pub const VOCABULARY: &[&str] = &[
    // Action modifiers: stealth ("only when needed") and bleed, limited, not replaced.
    r#""Cloak the Gathering" = modifier ; stealth+1"#,
    r#""Lost in Crowds" = modifier ; stealth+1"#,
    r#""Faceless Night" = modifier ; stealth+2"#,
    r#""Spying Mission" = modifier no-replace ; stealth+1"#,
    r#""Daring the Dawn" = modifier ; stealth+1"#,
    r#""Mirror Walk" = modifier ; stealth+1"#,
    r#""Voter Captivation" = modifier ; stealth+1"#,
    r#""Freak Drive" = modifier ; stealth+1"#,
    r#""Conditioning" = modifier ; bleed+1"#,
    r#""Bonding" = modifier ; bleed+1"#,
    r#""Aire of Elation" = modifier ; bleed+1"#,
    r#""Perfect Paragon" = modifier limited ; bleed+2"#,
    r#""Foreshadowing Destruction" = modifier limited ; bleed+1"#,
    r#""Bewitching Oration" = modifier ; bleed+1"#,
    // Action cards: bleeds, hunts, plain actions.
    r#""Govern the Unaligned" = action bleed=1"#,
    r#""Intimidation" = action bleed=2"#,
    r#""Enchant Kindred" = action bleed=1"#,
    r#""Revelations" = action stealth=1 hunt=2"#,
    r#""Creeping Sabotage" = action"#,
    // Reactions: intercept ("only when needed") and plain reactions.
    r#""Eyes of Argus" = reaction ; intercept+1"#,
    r#""On the Qui Vive" = reaction ; intercept+1"#,
    r#""Spirit's Touch" = reaction ; intercept+1"#,
    r#""Precognition" = reaction ; intercept+1"#,
    r#""Cats' Guidance" = reaction ; intercept+1"#,
    r#""Second Tradition: Domain" = reaction ; intercept+1"#,
    r#""Telepathic Misdirection" = reaction ; intercept+1"#,
    r#""Protected District" = reaction ; intercept+1"#,
    r#""Scalpel Tongue" = reaction ; intercept+1"#,
    r#""The Warrens" = reaction ; intercept+2"#,
    r#""Deflection" = reaction"#,
    r#""Wake with Evening's Freshness" = reaction"#,
    // Combat cards: strikes of every kind, maneuvers, presses, prevention, extra strikes.
    r#""Roundhouse" = combat hand damage=1"#,
    r#""Immortal Grapple" = combat press"#,
    r#""Hidden Strength" = combat prevent=2"#,
    r#""Carrion Crows" = combat strike damage=2 range=any"#,
    r#""Theft of Vitae" = combat strike steal-blood=2 range=any"#,
    r#""Majesty" = combat strike combat-ends"#,
    r#""Apportation" = combat maneuver"#,
    r#""Resist Earth's Grasp" = combat maneuver"#,
    r#""Taste of Vitae" = combat additional-strikes=1"#,
    r#""Swallowed by the Night" = combat strike dodge"#,
    r#""Instinctive Reaction" = combat strike first-strike damage=1"#,
    r#""Guard Dogs" = combat strike aggravated damage=1 range=any"#,
    r#""Deep Song" = combat strike destroy-equipment damage=1"#,
    r#""Magic of the Smith" = combat strike steal-equipment range=any"#,
    r#""Preternatural Strength" = combat maneuver press"#,
    // Master cards, locations and unique master cards.
    r#""Blood Doll" = master"#,
    r#""Vessel" = master"#,
    r#""Villein" = master"#,
    r#""Life in the City" = master"#,
    r#""Wider View" = master"#,
    r#""Toreador Grand Ball" = master"#,
    r#""Misdirection" = master"#,
    r#""Guardian Angel" = master"#,
    r#""Rebel" = master"#,
    r#""Haven Uncovered" = master"#,
    r#""Fame" = master"#,
    r#""Anarch Troublemaker" = master"#,
    r#""Dreams of the Sphinx" = master"#,
    r#""Pentex™ Subversion" = master"#,
    r#""Smiling Jack, The Anarch" = master"#,
    r#""Visit from the Capuchin" = master"#,
    r#""Information Highway" = master"#,
    r#""The Barrens" = master"#,
    r#""The Labyrinth" = master"#,
    r#""Ventrue Headquarters" = master"#,
    r#""Warsaw Station" = master"#,
    r#""Wasserschloss Anif, Austria" = master"#,
    r#""Arcane Library" = master"#,
    r#""Art Museum" = master"#,
    r#""Chantry" = master"#,
    r#""Creepshow Casino" = master"#,
    r#""Elder Library" = master"#,
    r#""Elysium: The Palace of Versailles" = master"#,
    r#""Academic Hunting Ground" = master"#,
    r#""Asylum Hunting Ground" = master"#,
    r#""Slum Hunting Ground" = master"#,
    r#""Society Hunting Ground" = master"#,
    r#""Uptown Hunting Ground" = master"#,
    // Equipment: a weapon with a maneuver, a vehicle with maneuvers, plain equipment.
    r#"".44 Magnum" = equipment weapon strike damage=2 range=any maneuvers=1"#,
    r#""Sport Bike" = equipment maneuvers=1"#,
    r#""Kevlar Vest" = equipment"#,
    r#""Bowl of Convergence" = equipment"#,
];

/// A table of starter decks (`decks[i]` indexes [`starter_specs`]; repeats allowed).
pub fn table(decks: &[usize], max_turns: Option<u32>, vocabulary: bool) -> VtesConfig {
    let specs = starter_specs();
    let mut config = VtesConfig::new(decks.iter().map(|&i| specs[i].clone()).collect());
    config.max_turns = max_turns;
    if vocabulary {
        config.card_defs = VOCABULARY.iter().map(|s| s.to_string()).collect();
    }
    config
}

/// The state's `Debug` text without its card definitions, plus its RNG position.
///
/// The definitions are a `HashMap` shared by a game's clones: their `Debug` order depends
/// on the map's random hasher, so two games built from the same config print them in
/// different orders. Everything else must print identically. `ChaCha8Rng`'s `Debug`
/// hides its seed, stream and position, so they are added.
pub fn fingerprint(state: &State) -> String {
    let mut s = state.clone();
    s.defs = Defs::default();
    format!(
        "{s:?} rng seed {:?} stream {} word {}",
        s.rng.get_seed(),
        s.rng.get_stream(),
        s.rng.get_word_pos()
    )
}

/// A whole game played with uniformly random legal options.
pub struct Played {
    /// The finished game.
    pub game: Vtes,
    /// Every applied choice, by its text encoding.
    pub choices: Vec<(Seat, String)>,
    /// Every event text returned by `apply`, in order.
    pub events: Vec<String>,
}

/// Plays a game to its end, choosing option indexes from `ChaCha8(pick_seed)`.
pub fn play_random(config: &VtesConfig, seed: u64, pick_seed: u64) -> Played {
    let game = Vtes::new_game(config, seed).expect("the starter tables are valid");
    play_on(game, pick_seed, 1_000_000)
}

/// Continues a game for at most `max` choices, choosing from `ChaCha8(pick_seed)`.
pub fn play_on(mut game: Vtes, pick_seed: u64, max: usize) -> Played {
    let mut rng = ChaCha8Rng::seed_from_u64(pick_seed);
    // Setup events wait in the state until the first accepted choice returns them.
    let mut events: Vec<String> = Vec::new();
    let mut choices = Vec::new();
    let mut options = Vec::new();
    while let Some((seat, _)) = game.options_into(&mut options) {
        if choices.len() >= max {
            break;
        }
        let choice = options[rng.gen_range(0..options.len())];
        let happened = game
            .apply(seat, &choice)
            .unwrap_or_else(|e| panic!("offered option {choice} refused: {e}"));
        events.extend(happened.iter().map(|e| e.to_string()));
        choices.push((seat, choice.to_string()));
    }
    Played {
        game,
        choices,
        events,
    }
}

/// Replays choice texts on a new game, returning it and the event texts `apply` returned.
pub fn replay_texts(
    config: &VtesConfig,
    seed: u64,
    choices: &[(Seat, String)],
) -> (Vtes, Vec<String>) {
    let mut game = Vtes::new_game(config, seed).expect("the starter tables are valid");
    let mut events: Vec<String> = Vec::new();
    for (i, (seat, text)) in choices.iter().enumerate() {
        let choice = text
            .parse()
            .unwrap_or_else(|e| panic!("choice {i} {text:?}: {e}"));
        let happened = game
            .apply(*seat, &choice)
            .unwrap_or_else(|e| panic!("choice {i} {text:?} by {seat}: {e}"));
        events.extend(happened.iter().map(|e| e.to_string()));
    }
    (game, events)
}

/// Where two long texts (state dumps) first differ, with some context, for messages.
pub fn first_difference(a: &str, b: &str) -> String {
    if a == b {
        return "no difference".to_string();
    }
    let at = a
        .bytes()
        .zip(b.bytes())
        .position(|(x, y)| x != y)
        .unwrap_or(a.len().min(b.len()));
    let around = |s: &str| {
        let mut from = at.saturating_sub(120);
        while !s.is_char_boundary(from) {
            from -= 1;
        }
        let mut to = (at + 120).min(s.len());
        while !s.is_char_boundary(to) {
            to += 1;
        }
        s[from..to].to_string()
    };
    format!(
        "first difference at byte {at} (lengths {} and {}):\n  before: …{}…\n  after:  …{}…",
        a.len(),
        b.len(),
        around(a),
        around(b)
    )
}
