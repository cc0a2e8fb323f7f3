//! What the browser table adds to a VTES view: card names in the viewer's language with
//! each card's facts reference (for its text on hover), and the public "stage" of the
//! table — the action, combat and referendum in progress — for their panels. Everything
//! comes from the engine's view (`VtesView`), never from its state.
//!
//! Everything here is public information: an action, its card, the strikes chosen and the
//! votes cast are shown to every Methuselah at a real table.

use jyhad_cards::{db, CardKind, CardRef, LibraryTypes};
use jyhad_table::{Lang, Seat};
use jyhad_vtes::defs::text::{card_name, card_text, strike_text};
use jyhad_vtes::defs::Defs;
use jyhad_vtes::view::stage::{AttemptView, StageCard};
use jyhad_vtes::view::StageView;
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

/// A set of traits as names (`"sterile"`, `"red-list"`…).
fn trait_names(t: jyhad_cards::Traits) -> Vec<String> {
    t.to_string().split('/').map(str::to_string).collect()
}

/// For every card of a view (an object with an `"id"` and a `"ref"`): its name in `lang`,
/// its facts reference (`ref`, for `GET /api/cards/{ref}`), its kind, for a vampire its
/// capacity, and `manual: true` for a card the engine does not automate (`unenforced`: the
/// traits not enforced of a vampire whose text is traits alone); keyed by card id. The view itself stays the engine's.
pub fn view_cards(view: &Value, lang: Lang) -> Value {
    fn walk(v: &Value, lang: Lang, out: &mut serde_json::Map<String, Value>) {
        match v {
            Value::Object(m) => {
                let id = m.get("id").and_then(Value::as_u64);
                let def = m.get("ref").and_then(Value::as_u64);
                if let (Some(id), Some(def)) = (id, def) {
                    if let Some(def) = u16::try_from(def)
                        .ok()
                        .filter(|&d| usize::from(d) < db().len())
                    {
                        let def = CardRef(def);
                        let f = db().get(def);
                        let mut c = json!({
                            "name": card_name(def, lang),
                            "ref": def.0,
                            "kind": kind_word(def),
                        });
                        if f.kind == CardKind::Crypt {
                            c["capacity"] = json!(f.capacity);
                        }
                        // Not automated (issue 18): a library card played by hand, a
                        // vampire whose special ability is not automated; a vampire of
                        // traits alone has nothing to do by hand: the traits not enforced.
                        if !jyhad_vtes::automation::automated(def) {
                            match jyhad_vtes::automation::traits_only(f) {
                                Some(t) => c["unenforced"] = json!(trait_names(t)),
                                None => c["manual"] = json!(true),
                            }
                        }
                        out.insert(id.to_string(), c);
                    }
                }
                for (k, x) in m {
                    if k != "id" {
                        walk(x, lang, out);
                    }
                }
            }
            Value::Array(a) => a.iter().for_each(|x| walk(x, lang, out)),
            _ => {}
        }
    }
    let mut out = serde_json::Map::new();
    walk(view, lang, &mut out);
    Value::Object(out)
}

/// A card of the stage, with its name in the viewer's language.
fn card(c: &StageCard, lang: Lang) -> Value {
    json!({
        "id": c.id.0,
        "name": card_name(c.def, lang),
        "ref": c.def.0,
        "kind": kind_word(c.def),
        "seat": c.seat.0,
        "counters": c.counters,
        "tapped": c.tapped,
    })
}

fn seats(list: &[Seat]) -> Vec<u8> {
    list.iter().map(|s| s.0).collect()
}

/// The action, combat and referendum in progress, as the panels show them: the view's
/// stage with card names and strike texts in the viewer's language; `describe` puts a
/// proposed manual move in words.
pub fn stage(stage: &StageView, lang: Lang, describe: impl Fn(&str) -> String) -> Value {
    let mut out = serde_json::Map::new();
    if let Some(a) = &stage.action {
        let attempt =
            |t: &AttemptView| json!({"blocker": card(&t.blocker, lang), "intercept": t.intercept});
        out.insert(
            "action".into(),
            json!({
                "actor": card(&a.actor, lang),
                "kind": a.kind,
                "target": a.target.map(|s| s.0),
                "card": a.card.map(|c| card(&c, lang)),
                "stealth": a.stealth,
                "bleed": a.bleed,
                "directed": a.directed,
                "blockers": seats(&a.blockers),
                "blocking": a.blocking.map(|s| s.0),
                "attempt": a.attempt.as_ref().map(attempt),
                "failed": a.failed.iter().map(attempt).collect::<Vec<_>>(),
                "stage": a.stage,
            }),
        );
    }
    if let Some(c) = &stage.combat {
        let strikes: Vec<Value> = c
            .strikes
            .iter()
            .map(|s| match s {
                Some(s) => json!({
                    "text": strike_text(&s.def, s.weapon, lang),
                    "with": s.with.map_or(Value::Null, |w| card(&w, lang)),
                }),
                None => Value::Null,
            })
            .collect();
        out.insert(
            "combat".into(),
            json!({
                "sides": [card(&c.sides[0], lang), card(&c.sides[1], lang)],
                "round": c.round,
                "range": c.range,
                "stage": c.stage,
                "side": c.side,
                "strikes": strikes,
                "damage": c.damage.iter().map(|(n, a)| json!({"normal": n, "aggravated": a})).collect::<Vec<_>>(),
                "extra_strikes": c.extra_strikes,
            }),
        );
    }
    if let Some(r) = &stage.referendum {
        out.insert(
            "referendum".into(),
            json!({
                "kind": r.kind,
                "card": card(&r.card, lang),
                "caller": r.caller.0,
                "by": r.by.map(|c| card(&c, lang)),
                "for": r.votes_for,
                "against": r.votes_against,
                "ballots": r.ballots,
                "voter": r.voter.map(|s| s.0),
                "choosing_terms": r.choosing_terms,
                "done": seats(&r.done),
                // The terms are public (p. 27): everyone votes on them.
                "terms": json!({
                    "methuselah": r.terms.methuselah.map(|s| s.0),
                    "clan": r.terms.clan,
                    "vampire": r.terms.vampire.map(|c| card(&c, lang)),
                    "points": r.terms.points.iter().map(|(s, n)| json!({"seat": s.0, "points": n})).collect::<Vec<_>>(),
                    // Written by its caller for a card resolved by hand (issue 18).
                    "text": r.terms.text,
                }),
            }),
        );
    }
    if let Some(m) = &stage.manual {
        out.insert(
            "manual".into(),
            json!({
                "seat": m.seat.0,
                "card": m.card.map(|c| card(&c, lang)),
                "proposed": m.proposed.iter().map(|p| json!({"code": p, "text": describe(p)})).collect::<Vec<_>>(),
                "asking": seats(&m.asking),
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
/// `null` for a card the engine does not automate: a library card is then playable by hand
/// only at a table that allows manual cards).
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
        m.insert(
            "automated".into(),
            json!(jyhad_vtes::automation::automated(card)),
        );
        if let Some(t) = jyhad_vtes::automation::traits_only(f).filter(|t| !t.is_empty()) {
            m.insert("unenforced".into(), json!(trait_names(t)));
        }
    }
    Some(facts)
}
