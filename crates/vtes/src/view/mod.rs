//! What one seat may see: public information plus its own hidden cards (DESIGN: views).

pub mod stage;

use crate::ids::CardId;
use crate::state::{Region, State};
use jyhad_cards::CardRef;
use jyhad_table::Seat;
use serde::Serialize;
pub use stage::StageView;

/// A face-up card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CardView {
    /// Instance id.
    pub id: CardId,
    /// Card name.
    pub name: String,
    /// The card of the card list (its facts and text).
    #[serde(rename = "ref")]
    pub def: CardRef,
    /// Counters on it (blood, life, pool on an uncontrolled vampire).
    pub counters: u8,
    /// Tapped.
    pub tapped: bool,
    /// Cards attached to it.
    pub attached: Vec<CardView>,
    /// Labels players put on it by hand: the manual cards whose lasting effects it carries
    /// (`crate::rules::manual`; absent when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<LabelView>,
}

/// A label on a card: the card that caused the lasting effect (face up: a label goes when
/// its source goes back to a hidden zone) and its player's words for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LabelView {
    /// The manual card whose effect the label carries.
    pub id: CardId,
    /// Its definition (its name, in any language).
    #[serde(rename = "ref")]
    pub def: CardRef,
    /// What the effect is, in its player's words (absent: none written).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub text: String,
}

/// One Methuselah as everyone sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// The seat.
    pub seat: Seat,
    /// Deck name is not known here; pool counters.
    pub pool: i32,
    /// Victory points in half points.
    pub half_vp: u16,
    /// Ousted or withdrawn.
    pub ousted: bool,
    /// Cards in hand.
    pub hand_count: usize,
    /// Cards in library.
    pub library_count: usize,
    /// Cards in crypt.
    pub crypt_count: usize,
    /// Face-down uncontrolled vampires.
    pub uncontrolled_count: usize,
    /// Pool counters on each uncontrolled vampire (their number is public).
    pub uncontrolled_counters: Vec<u8>,
    /// Ready minions.
    pub ready: Vec<CardView>,
    /// Torpid vampires.
    pub torpor: Vec<CardView>,
    /// Cards in play not attached to a minion (locations…).
    pub in_play: Vec<CardView>,
    /// Contested cards (face down).
    pub contested_count: usize,
    /// Ash heap (public).
    pub ash_heap: Vec<CardView>,
    /// The hand, when this viewer may see it: an open hand (Revelations), or a hand being
    /// looked at by the viewer's effect.
    pub open_hand: Option<Vec<CardView>>,
}

/// What a seat (or a spectator) may see.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VtesView {
    /// The viewer (`None`: spectator).
    pub viewer: Option<Seat>,
    /// Turn number.
    pub turn: u32,
    /// Whose turn it is.
    pub active: Seat,
    /// Current phase.
    pub phase: &'static str,
    /// Who holds the Edge.
    pub edge: Option<Seat>,
    /// Every seat's public information.
    pub seats: Vec<SeatView>,
    /// The viewer's hand.
    pub hand: Vec<CardView>,
    /// The viewer's uncontrolled vampires, face up for them.
    pub uncontrolled: Vec<CardView>,
    /// The action, combat and referendum in progress (public).
    pub stage: StageView,
}

impl VtesView {
    /// Builds the view of `viewer`.
    pub fn of(state: &State, viewer: Option<Seat>) -> VtesView {
        let card = |c: CardId| card_view(state, c);
        let seats = state
            .seats
            .iter()
            .enumerate()
            .map(|(i, m)| SeatView {
                seat: Seat(i as u8),
                pool: m.pool,
                half_vp: m.half_vp,
                ousted: m.ousted,
                hand_count: m.hand.len(),
                library_count: m.library.len(),
                crypt_count: m.crypt.len(),
                uncontrolled_count: m.uncontrolled.len(),
                uncontrolled_counters: m
                    .uncontrolled
                    .iter()
                    .map(|&c| state.card(c).counters)
                    .collect(),
                ready: m.ready.iter().map(|&c| card(c)).collect(),
                torpor: m.torpor.iter().map(|&c| card(c)).collect(),
                in_play: m
                    .in_play
                    .iter()
                    .filter(|&&c| state.card(c).host.is_none())
                    .map(|&c| card(c))
                    .collect(),
                contested_count: m.contested.len(),
                ash_heap: m.ash_heap.iter().map(|&c| card(c)).collect(),
                open_hand: state
                    .hand_visible(Seat(i as u8), viewer)
                    .then(|| m.hand.iter().map(|&c| card(c)).collect()),
            })
            .collect();
        let own = |f: fn(&crate::state::Methuselah) -> &Vec<CardId>| {
            viewer.map_or_else(Vec::new, |s| {
                f(&state.seats[s.index()])
                    .iter()
                    .map(|&c| card(c))
                    .collect()
            })
        };
        VtesView {
            viewer,
            turn: state.turn,
            active: state.active,
            phase: state.phase.name(),
            edge: state.edge,
            seats,
            hand: own(|m| &m.hand),
            uncontrolled: own(|m| &m.uncontrolled),
            stage: StageView::of(state),
        }
    }

    /// Every card id this view shows face up in a region (for hidden-information checks;
    /// the stage names some of them again, see [`StageView::card_ids`]).
    pub fn visible_ids(&self) -> Vec<CardId> {
        fn walk(v: &CardView, out: &mut Vec<CardId>) {
            out.push(v.id);
            for a in &v.attached {
                walk(a, out);
            }
        }
        let mut out = Vec::new();
        for s in &self.seats {
            for v in s
                .ready
                .iter()
                .chain(&s.torpor)
                .chain(&s.in_play)
                .chain(&s.ash_heap)
                .chain(s.open_hand.iter().flatten())
            {
                walk(v, &mut out);
            }
        }
        for v in self.hand.iter().chain(&self.uncontrolled) {
            walk(v, &mut out);
        }
        out
    }
}

fn card_view(state: &State, c: CardId) -> CardView {
    let card = state.card(c);
    CardView {
        id: c,
        name: state.facts(c).name.clone(),
        def: card.def,
        counters: card.counters,
        tapped: card.tapped,
        attached: if matches!(card.region, Region::Ready | Region::Torpor) {
            state.attached(c).map(|a| card_view(state, a)).collect()
        } else {
            Vec::new()
        },
        labels: state
            .manual
            .labels
            .iter()
            .filter(|l| l.card == c)
            .map(|l| LabelView {
                id: l.source,
                def: state.card(l.source).def,
                text: l.text.clone(),
            })
            .collect(),
    }
}
