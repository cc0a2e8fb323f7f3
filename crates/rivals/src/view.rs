//! What one seat (or a spectator) may see: no other hand, no deck order, no face-down
//! card of another seat, no prestige hidden in another fist until a conflict's reveal.

use crate::choice::CardId;
use crate::state::{Loc, Phase, State};
use jyhad_table::Seat;
use serde::Serialize;

/// A card as a seat sees it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct CardView {
    /// Its id, or `None` when face down to this seat (an id would tell the card to anyone
    /// who knows the deck lists).
    pub id: Option<CardId>,
    /// Its name, or `None` when face down to this seat.
    pub name: Option<String>,
    /// Blood (vampires) or prestige (cards with tokens).
    pub tokens: u8,
    /// Exhausted.
    pub exhausted: bool,
    /// Where it is (`haven`, `streets:N`, `torpor`, …).
    pub place: String,
    /// Attached cards.
    pub attached: Vec<CardView>,
    /// Leader token.
    pub leader: bool,
    /// No-Influence token.
    pub no_influence: bool,
}

/// One player as seen.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct PlayerView {
    /// Seat.
    pub seat: Seat,
    /// Player number.
    pub number: u8,
    /// Prestige.
    pub prestige: u16,
    /// Agenda.
    pub agenda: u8,
    /// Ousted.
    pub ousted: bool,
    /// Rival (tokens are turned face up, p. 4 step 9).
    pub rival: Seat,
    /// The Agenda's name, `#?` while it lies face down to this seat (p. 16: custom decks
    /// keep it face down until its owner reveals it).
    pub agenda_card: String,
    /// The Agenda lies face down (to every other seat; its owner knows it).
    pub agenda_face_down: bool,
    /// Haven.
    pub haven: String,
    /// Hand size.
    pub hand_size: usize,
    /// The hand, for its own seat only.
    pub hand: Option<Vec<CardView>>,
    /// Library and Faction deck sizes.
    pub library: usize,
    /// Faction deck size.
    pub faction: usize,
    /// Discard pile (public).
    pub discard: Vec<String>,
    /// Vampires in play.
    pub coterie: Vec<CardView>,
    /// Ongoing cards and Conspiracies (face down to others).
    pub in_play: Vec<CardView>,
}

/// A seat's view of the game.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct RivalsView {
    /// Who looks (`None`: a spectator).
    pub seat: Option<Seat>,
    /// Whose turn.
    pub active: Seat,
    /// Turn number.
    pub turn: u32,
    /// Phase.
    pub phase: String,
    /// Actions left.
    pub actions_left: u8,
    /// Players.
    pub players: Vec<PlayerView>,
    /// City cards in the Streets.
    pub streets: Vec<CardView>,
    /// City deck size.
    pub city_deck: usize,
    /// Where the Prince of the City is.
    pub prince: String,
    /// The attack in progress: attacker, target, kind, and whether cards lie face down.
    pub attack: Option<String>,
    /// The influence conflict in progress: per seat, side and visible influence only.
    pub conflict: Vec<(Seat, Option<String>, u8)>,
    /// The top card of a deck this seat is looking at (Search Engine), for it alone.
    pub looking_at: Option<CardView>,
}

fn place(l: Loc) -> String {
    match l {
        Loc::Streets(g) => format!("streets:{g}"),
        other => format!("{other:?}").to_lowercase(),
    }
}

impl RivalsView {
    /// The view of `seat` (`None`: public information only).
    pub fn of(s: &State, seat: Option<Seat>) -> Self {
        let card = |c: CardId, visible: bool| -> CardView {
            let k = &s.cards[c.index()];
            CardView {
                id: visible.then_some(c),
                name: visible.then(|| k.facts().name.clone()),
                tokens: if k.owner.is_some() && k.facts().bp.is_some() {
                    k.blood
                } else {
                    k.prestige
                },
                exhausted: k.exhausted,
                place: place(k.loc),
                attached: k
                    .attached
                    .iter()
                    .map(|a| CardView {
                        id: Some(*a),
                        name: Some(s.facts(*a).name.clone()),
                        tokens: 0,
                        exhausted: s.cards[a.index()].exhausted,
                        place: place(s.cards[a.index()].loc),
                        attached: Vec::new(),
                        leader: false,
                        no_influence: false,
                    })
                    .collect(),
                leader: k.leader,
                no_influence: k.no_influence,
            }
        };
        let players = s
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let me = seat == Some(Seat(i as u8));
                PlayerView {
                    seat: Seat(i as u8),
                    number: p.number,
                    prestige: p.prestige,
                    agenda: p.agenda,
                    ousted: p.ousted,
                    rival: s.rival_of(Seat(i as u8)),
                    agenda_card: if s.visible_to(p.agenda_card, seat) {
                        s.facts(p.agenda_card).name.clone()
                    } else {
                        "#?".to_string()
                    },
                    agenda_face_down: s.cards[p.agenda_card.index()].loc == Loc::AgendaDown,
                    haven: s.facts(p.haven).name.clone(),
                    hand_size: p.hand.len(),
                    hand: me.then(|| p.hand.iter().map(|c| card(*c, true)).collect()),
                    library: p.library.len(),
                    faction: p.faction.len(),
                    discard: p.discard.iter().map(|c| s.facts(*c).name.clone()).collect(),
                    coterie: p.coterie.iter().map(|c| card(*c, true)).collect(),
                    in_play: p
                        .in_play
                        .iter()
                        .map(|c| card(*c, s.visible_to(*c, seat)))
                        .collect(),
                }
            })
            .collect();
        let prince = match s.cards[s.prince.index()].loc {
            Loc::Attached(v) => format!("attached:{v}"),
            _ => "unclaimed".to_string(),
        };
        let attack = s.attack.as_ref().map(|a| {
            format!(
                "attacker={} target={} kind={} attack-card={} reaction={}",
                a.attacker,
                a.target,
                a.kind.word(),
                if a.card.is_some() {
                    "face-down"
                } else {
                    "none"
                },
                if a.reaction.is_some() {
                    "face-down"
                } else {
                    "none"
                },
            )
        });
        let conflict = s
            .influence
            .as_ref()
            .filter(|i| i.scheme)
            .map(|i| {
                i.votes
                    .iter()
                    .enumerate()
                    .map(|(k, v)| {
                        (
                            Seat(k as u8),
                            v.side.map(|x| x.word().to_string()),
                            v.visible,
                        )
                    })
                    .collect()
            })
            .unwrap_or_default();
        RivalsView {
            seat,
            active: s.active,
            turn: s.turn,
            phase: match s.phase {
                Phase::Start => "start",
                Phase::Action => "action",
                Phase::Mend | Phase::Sad | Phase::Draw => "end",
                Phase::Over => "over",
            }
            .to_string(),
            actions_left: s.actions_left,
            players,
            streets: s.streets.iter().map(|c| card(*c, true)).collect(),
            city_deck: s.city_deck.len(),
            prince,
            attack,
            conflict,
            looking_at: s
                .peek
                .filter(|(p, _)| Some(*p) == seat)
                .map(|(_, c)| card(c, true)),
        }
    }
}
