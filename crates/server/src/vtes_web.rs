//! What the browser table adds to a VTES view: card names in the viewer's language with
//! each card's facts reference (for its text on hover), and the public "stage" of the
//! table — the action, combat and referendum in progress — for their panels.
//!
//! Everything here is public information: an action, its card, the strikes chosen and the
//! votes cast are shown to every Methuselah at a real table.

use jyhad_cards::{db, CardKind, CardRef, LibraryTypes};
use jyhad_table::{Lang, Seat};
use jyhad_vtes::defs::text::{card_name, card_text, strike_text};
use jyhad_vtes::defs::Defs;
use jyhad_vtes::state::{
    ActionKind, ActionStage, CombatStage, Range, ReferendumKind, State, StrikeSource,
};
use jyhad_vtes::CardId;
use serde_json::{json, Value};
use std::sync::OnceLock;

/// A short, stable word for a card's kind (`vampire`, `master`, `combat`…), for styling.
pub fn kind_word(card: CardRef) -> &'static str {
    let f = db().get(card);
    if f.kind == CardKind::Crypt {
        return "vampire";
    }
    for (t, w) in [
        (LibraryTypes::MASTER, "master"),
        (LibraryTypes::POLITICAL_ACTION, "political"),
        (LibraryTypes::ACTION, "action"),
        (LibraryTypes::ALLY, "ally"),
        (LibraryTypes::RETAINER, "retainer"),
        (LibraryTypes::EQUIPMENT, "equipment"),
        (LibraryTypes::ACTION_MODIFIER, "modifier"),
        (LibraryTypes::REACTION, "reaction"),
        (LibraryTypes::COMBAT, "combat"),
        (LibraryTypes::EVENT, "event"),
    ] {
        if f.types.contains(t) {
            return w;
        }
    }
    "other"
}

/// For every card of a view (an object with an `"id"`): its name in `lang`, its facts
/// reference (`ref`, for `GET /api/cards/{ref}`), its kind and, for a vampire, its
/// capacity; keyed by card id. The view itself stays the engine's.
pub fn view_cards(state: &State, view: &Value, lang: Lang) -> Value {
    fn walk(state: &State, v: &Value, lang: Lang, out: &mut serde_json::Map<String, Value>) {
        match v {
            Value::Object(m) => {
                if let Some(id) = m.get("id").and_then(Value::as_u64) {
                    if let Some(card) = state.cards.get(id as usize) {
                        let f = db().get(card.def);
                        let mut c = json!({
                            "name": card_name(card.def, lang),
                            "ref": card.def.0,
                            "kind": kind_word(card.def),
                        });
                        if f.kind == CardKind::Crypt {
                            c["capacity"] = json!(f.capacity);
                        }
                        out.insert(id.to_string(), c);
                    }
                }
                for (k, x) in m {
                    if k != "id" {
                        walk(state, x, lang, out);
                    }
                }
            }
            Value::Array(a) => a.iter().for_each(|x| walk(state, x, lang, out)),
            _ => {}
        }
    }
    let mut out = serde_json::Map::new();
    walk(state, view, lang, &mut out);
    Value::Object(out)
}

fn card(state: &State, c: CardId, lang: Lang) -> Value {
    match state.cards.get(c.index()) {
        Some(card) => json!({
            "id": c.0,
            "name": card_name(card.def, lang),
            "ref": card.def.0,
            "kind": kind_word(card.def),
            "seat": card.controller.0,
            "counters": card.counters,
            "tapped": card.tapped,
        }),
        None => Value::Null,
    }
}

fn seats(list: &[Seat]) -> Vec<u8> {
    list.iter().map(|s| s.0).collect()
}

/// The action, combat and referendum in progress, as the panels show them.
pub fn stage(state: &State, lang: Lang) -> Value {
    let mut out = serde_json::Map::new();
    if let Some(a) = &state.action {
        let (kind, target, with) = match a.kind {
            ActionKind::Bleed { target } => ("bleed", Some(target), None),
            ActionKind::Hunt => ("hunt", None, None),
            ActionKind::Equip { card } => ("equip", None, Some(card)),
            ActionKind::EquipFrom { item } => ("take-equipment", None, Some(item)),
            ActionKind::Employ { card } => ("employ", None, Some(card)),
            ActionKind::Recruit { card } => ("recruit", None, Some(card)),
            ActionKind::Political { card } => ("political-action", None, Some(card)),
            ActionKind::Rescue { target, .. } => ("rescue", None, Some(target)),
            ActionKind::Diablerie { target } => ("diablerie", None, Some(target)),
            ActionKind::LeaveTorpor => ("leave-torpor", None, None),
            ActionKind::BecomeAnarch => ("become-anarch", None, None),
            ActionKind::Card { card, .. } => ("action-card", None, Some(card)),
            ActionKind::Granted { card, .. } => ("card-action", None, Some(card)),
        };
        let stage = match a.stage {
            ActionStage::Announced => "announced",
            ActionStage::BlockChoice => "block-choice",
            ActionStage::AttemptActing => "attempt-acting",
            ActionStage::AttemptBlocking => "attempt-blocking",
            ActionStage::FinalActing => "final-acting",
            ActionStage::FinalReactions { .. } => "final-reactions",
            ActionStage::DiablerieOffer { .. } => "diablerie-offer",
        };
        out.insert(
            "action".into(),
            json!({
                "actor": card(state, a.actor, lang),
                "kind": kind,
                "target": target.map(|s| s.0),
                "card": with.map(|c| card(state, c, lang)),
                "stealth": a.stealth,
                "bleed": a.bleed,
                "directed": a.directed,
                "blockers": seats(&a.blockers),
                "blocking": a.blockers.get(usize::from(a.next_blocker)).map(|s| s.0),
                "attempt": a.attempt.map(|(b, i)| json!({"blocker": card(state, b, lang), "intercept": i})),
                "failed": a.failed.iter().map(|(b, i, _)| json!({"blocker": card(state, *b, lang), "intercept": i})).collect::<Vec<_>>(),
                "stage": stage,
            }),
        );
    }
    if let Some(c) = &state.combat {
        let (stage, side) = match c.stage {
            CombatStage::Maneuver { side } => ("maneuver", side),
            CombatStage::Strike { side } => ("strike", side),
            CombatStage::Prevent { side } => ("prevent", side),
            CombatStage::Press { side } => ("press", side),
        };
        let strikes: Vec<Value> = c
            .strikes
            .iter()
            .map(|s| match s {
                Some(s) => {
                    let (from, weapon) = match s.source {
                        StrikeSource::Hand | StrikeSource::Ability => (Value::Null, false),
                        StrikeSource::Weapon(w) => (card(state, w, lang), true),
                        StrikeSource::Card(w) => (card(state, w, lang), false),
                    };
                    json!({"text": strike_text(&s.def, weapon, lang), "with": from})
                }
                None => Value::Null,
            })
            .collect();
        out.insert(
            "combat".into(),
            json!({
                "sides": [card(state, c.sides[0], lang), card(state, c.sides[1], lang)],
                "round": c.round,
                "range": match c.range { Range::Close => "close", Range::Long => "long" },
                "stage": stage,
                "side": side,
                "strikes": strikes,
                "damage": c.damage.iter().map(|(n, a)| json!({"normal": n, "aggravated": a})).collect::<Vec<_>>(),
                "extra_strikes": c.extra_strikes,
            }),
        );
    }
    if let Some(r) = &state.referendum {
        let (kind, subject) = match r.kind {
            ReferendumKind::Political { card: c } => ("political", card(state, c, lang)),
            ReferendumKind::BloodHunt { diablerist } => {
                ("blood-hunt", card(state, diablerist, lang))
            }
        };
        let done: Vec<u8> = (0..state.seats.len() as u8)
            .filter(|s| r.done & (1 << s) != 0)
            .collect();
        out.insert(
            "referendum".into(),
            json!({
                "kind": kind,
                "card": subject,
                "caller": r.caller.0,
                "by": r.called_by.map(|c| card(state, c, lang)),
                "for": r.votes_for,
                "against": r.votes_against,
                "ballots": r.ballots,
                "voter": (!r.choosing_terms).then_some(r.voter.0),
                "choosing_terms": r.choosing_terms,
                "done": done,
            }),
        );
    }
    Value::Object(out)
}

fn defs() -> &'static Defs {
    static DEFS: OnceLock<Defs> = OnceLock::new();
    DEFS.get_or_init(|| {
        Defs::builtin().unwrap_or_else(|e| panic!("built-in card definitions: {e}"))
    })
}

/// A card's facts and its text rendered from its definition, in a language (`text` is
/// `null` for a card the engine does not automate: it is played in manual mode).
pub fn card_info(r: u16, lang: Lang) -> Option<Value> {
    let db = db();
    if usize::from(r) >= db.len() {
        return None;
    }
    let card = CardRef(r);
    let f = db.get(card);
    let mut facts = serde_json::to_value(f).unwrap_or(Value::Null);
    if let Value::Object(m) = &mut facts {
        m.insert("ref".into(), json!(r));
        m.insert("name_en".into(), json!(f.name));
        m.insert("name".into(), json!(card_name(card, lang)));
        m.insert("kind_word".into(), json!(kind_word(card)));
        m.insert("text".into(), json!(card_text(defs(), card, lang)));
    }
    Some(facts)
}
