//! A finished game stepped through in the browser (issue 22, `/games/{id}`): its record
//! replayed on the server up to a step, shown as one seat (or a spectator) saw it then,
//! in the shape of a table's `update` message so that the page draws it with the table's
//! own code.

use crate::games::{self, Engine};
use crate::{ApiError, Hub};
use axum::extract::{Path, Query, State};
use axum::Json;
use jyhad_table::{Lang, Seat};
use serde::Deserialize;
use serde_json::{json, Value};
use std::collections::HashSet;
use std::sync::Arc;

/// Log lines sent with a step: the game's log up to it, its last lines.
const LOG_LINES: u64 = 400;

/// `?step=N&seat=S&lang=fr`: after how many choices (default: the end), as which seat
/// (default: a spectator), in which language.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StepQuery {
    #[serde(default)]
    step: Option<usize>,
    #[serde(default)]
    seat: Option<usize>,
    #[serde(default)]
    lang: Option<Lang>,
}

/// `GET /api/games/{id}/replay`: a finished game after `step` choices. Only once the game
/// is over, as its record: a replay may show any seat's hand.
pub async fn step(
    State(hub): State<Arc<Hub>>,
    Path(id): Path<String>,
    Query(q): Query<StepQuery>,
) -> Result<Json<Value>, ApiError> {
    let (row, choices) = crate::http::finished_game(&hub, &id).await?;
    let seats = hub.store.seats(&id).await.map_err(ApiError::store)?;
    let steps = choices.len();
    let at = q.step.unwrap_or(steps);
    if at > steps {
        return Err(ApiError::bad(
            "step",
            format!("step {at} is past the game's last ({steps} choices)"),
        ));
    }
    // The seats as the table's page names them (never their tokens).
    let info = json!({
        "id": row.id,
        "game": row.game,
        "status": "over",
        "seats": seats.iter().map(|s| json!({
            "seat": s.seat, "kind": s.kind, "bot": s.bot, "name": s.name,
        })).collect::<Vec<_>>(),
    });
    let lang = q.lang.unwrap_or_default();
    let seat = q.seat;
    // Replaying is CPU work: off the async workers, like reading a deck.
    let mut msg = crate::http::off_thread(&hub, move || {
        replay_to(&row.game, &row.config, row.seed, &choices, at, seat, lang)
    })
    .await??;
    msg["table_info"] = info;
    Ok(Json(msg))
}

/// The game after `at` choices of `choices`, as `seat` saw it.
fn replay_to(
    game: &str,
    config: &str,
    seed: u64,
    choices: &[(usize, String)],
    at: usize,
    seat: Option<usize>,
    lang: Lang,
) -> Result<Value, ApiError> {
    let broken =
        |e: String| ApiError::new(500, "replay", format!("the record does not replay: {e}"));
    let mut engine = games::engine(game, config, seed, &choices[..at.saturating_sub(1)], None)
        .map_err(broken)?;
    if let Some(s) = seat.filter(|&s| s >= engine.seats()) {
        return Err(ApiError::bad(
            "seat",
            format!(
                "seat {s} is not at this table ({} seats, from 0)",
                engine.seats()
            ),
        ));
    }
    let viewer = seat.map(|s| Seat(s as u8));
    // The choice that led here: in words for the seat that made it, as it was offered
    // (other viewers learn what it did from the log, as they did at the table).
    let chosen = match at.checked_sub(1).map(|i| &choices[i]) {
        Some((s, text)) => {
            let by = Seat(*s as u8);
            let canonical = engine
                .check(by, text)
                .map_err(|r| broken(format!("{r:?}")))?;
            let words = (viewer == Some(by))
                .then(|| {
                    engine
                        .options(lang)
                        .into_iter()
                        .find(|o| o.code == canonical)
                        .map(|o| o.text)
                })
                .flatten();
            engine.apply(by, &canonical).map_err(broken)?;
            json!({"seat": s, "text": words})
        }
        None => Value::Null,
    };
    Ok(update(
        engine.as_ref(),
        at,
        choices.len(),
        viewer,
        lang,
        chosen,
    ))
}

/// The table's `update` message for a replayed step, with the replay's own fields.
fn update(
    engine: &dyn Engine,
    at: usize,
    steps: usize,
    viewer: Option<Seat>,
    lang: Lang,
    chosen: Value,
) -> Value {
    let view = engine.view(viewer);
    let cards = engine.view_cards(&view, lang);
    let after = engine.last_seq().saturating_sub(LOG_LINES);
    let events = engine
        .events_since(after, lang, viewer, &HashSet::new())
        .unwrap_or_default();
    let pending = engine.pending();
    json!({
        "type": "update",
        "status": if at == steps { "over" } else { "running" },
        "at": at,
        "events": events,
        // The log is sent whole at every step: the page draws it afresh.
        "events_lost": true,
        "view": view,
        "cards": cards,
        "stage": engine.stage(lang),
        "turn": pending.map(|(s, p)| match engine.prompt_words(p, lang) {
            Some(words) => json!({"seat": s.0, "prompt": p, "prompt_text": words}),
            None => json!({"seat": s.0, "prompt": p}),
        }),
        "options": Value::Null,
        "outcome": if at == steps { json!(engine.outcome()) } else { Value::Null },
        "replay": {"step": at, "steps": steps, "seat": viewer.map(|s| s.0), "choice": chosen},
    })
}
