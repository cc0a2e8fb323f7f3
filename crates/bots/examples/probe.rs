//! Tallies what the greedy bot is offered and what it picks, per kind of option and card
//! (a development aid: `cargo run --release -p jyhad-bots --example probe -- 200`).

use jyhad_bots::vtes::{make_bot, BotKind, Vtes};
use jyhad_bots::{SearchConfig, Seen};
use jyhad_decks::starter_decks;
use jyhad_table::Game;
use jyhad_vtes::{CardId, Choice, DeckSpec, VtesConfig};
use std::collections::BTreeMap;

fn card_of(c: &Choice) -> Option<CardId> {
    Some(match *c {
        Choice::Play { card, .. }
        | Choice::PlayOn { card, .. }
        | Choice::PlayTarget { card, .. }
        | Choice::ActionCard { card, .. }
        | Choice::PoliticalAction { card, .. }
        | Choice::Equip { card, .. }
        | Choice::Employ { card, .. }
        | Choice::Recruit { card, .. }
        | Choice::Master { card }
        | Choice::MasterOn { card, .. }
        | Choice::UseCard { card, .. }
        | Choice::CardAction { card, .. }
        | Choice::Activate { card, .. }
        | Choice::Pick { card }
        | Choice::AbilityDiscard { card, .. } => card,
        Choice::Maneuver { with, .. }
        | Choice::Press { with, .. }
        | Choice::Prevent { with, .. }
        | Choice::PreventX { with, .. } => with,
        Choice::Strike {
            with: jyhad_vtes::choice::StrikeWith::Card(c),
            ..
        } => c,
        _ => return None,
    })
}

fn main() {
    let n: u64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(100);
    let kind: BotKind = std::env::args()
        .nth(2)
        .map_or(BotKind::Greedy, |s| s.parse().unwrap());
    let decks = starter_decks().iter().map(DeckSpec::from_list).collect();
    let mut config = VtesConfig::new(decks);
    config.max_turns = Some(120);
    config.record_events = false;
    // key -> (offered decisions, chosen)
    let mut tally: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    let mut options = Vec::new();
    for g in 0..n {
        let mut game = Vtes::new_game(&config, g).unwrap();
        let mut bots: Vec<_> = (0..5)
            .map(|s| make_bot(kind, g * 10 + s, SearchConfig::default()))
            .collect();
        while let Some((seat, prompt)) = game.options_into(&mut options) {
            let pick = bots[seat.index()].choose(&Seen::new(&game, seat, prompt), &options);
            let mut seen = std::collections::BTreeSet::new();
            for (i, o) in options.iter().enumerate() {
                let text = o.to_string();
                let verb = text.split(' ').next().unwrap().to_string();
                let name = card_of(o)
                    .map(|c| game.state().facts(c).name.clone())
                    .unwrap_or_default();
                let key = format!("{prompt:>14} {verb} {name}");
                let e = tally.entry(key.clone()).or_default();
                if seen.insert(key) {
                    e.0 += 1;
                }
                if i == pick {
                    e.1 += 1;
                }
            }
            let c = options[pick];
            game.apply(seat, &c).unwrap();
        }
    }
    for (k, (off, ch)) in &tally {
        println!(
            "{off:8} {ch:8} {:5.1}%  {k}",
            100.0 * *ch as f64 / *off as f64
        );
    }
}
