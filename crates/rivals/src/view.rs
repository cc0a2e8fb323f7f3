//! What one seat (or a spectator) may see: no other hand, no deck order, no face-down
//! card of another seat, no prestige hidden in another fist until a conflict's reveal.

use crate::choice::CardId;
use crate::facts::Kind;
use crate::state::{AttackStep, Loc, Phase, State};
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
    /// The card's facts id (`core-hydra`, for its text), `None` when face down.
    pub def: Option<String>,
    /// Its kind (`vampire`, `library`, `city`, `agenda`, `haven`), `None` when face down.
    pub kind: Option<String>,
    /// A vampire in play's Blood Potency now (Retainers included).
    pub bp: Option<u8>,
    /// A vampire in play's attributes now: Physical, Social, Mental (0 in torpor).
    pub attributes: Option<[u8; 3]>,
    /// A vampire in play's Secrecy now (p. 5).
    pub secrecy: Option<u8>,
    /// A vampire in play's Influence now (p. 12).
    pub influence: Option<u8>,
    /// A Conspiracy's contributors (public: each contribution is an event, p. 15).
    pub contributors: Vec<Seat>,
}

/// An attack in progress (p. 8-9), as a seat sees it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct AttackView {
    /// The attacking seat.
    pub seat: Seat,
    /// The attacker.
    pub attacker: CardView,
    /// The target now (the blocker or the retarget once there is one).
    pub target: CardView,
    /// The attack type (`physical`, `social`, `mental`, `ranged`).
    pub kind: String,
    /// The step waiting (`info`, `card`, `block`, `reaction`, `retarget`,
    /// `attacker-abilities`, `defender-abilities`, `mortal`).
    pub step: String,
    /// The announced target's Secrecy.
    pub secrecy: u8,
    /// Info still needed to overcome it (step 3).
    pub info_needed: u8,
    /// The attack card (unnamed while face down to this seat).
    pub card: Option<CardView>,
    /// The blocker.
    pub blocker: Option<CardView>,
    /// The reaction (unnamed while face down to this seat).
    pub reaction: Option<CardView>,
    /// An attack on a claimant of the Prince (p. 7): no block, no reaction.
    pub prince: bool,
}

/// One seat's part in a Scheme's conflict (p. 13), as a seat sees it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct VoteView {
    /// The seat.
    pub seat: Seat,
    /// Its declared side (`yes`, `no`), if it spoke.
    pub side: Option<String>,
    /// Its visible influence.
    pub visible: u8,
    /// Its Influence Modifier (unnamed while face down to this seat).
    pub modifier: Option<CardView>,
    /// Prestige in its fist: this seat's own only (hidden until the reveal).
    pub fist: Option<u8>,
}

/// Influence being raised: a Title's cost or a Scheme's conflict (p. 12-14).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ConflictView {
    /// The Title or Scheme played.
    pub card: CardView,
    /// The vampire acting.
    pub vampire: Option<CardView>,
    /// Whether it is a Scheme (a YES/NO conflict) rather than a Title.
    pub scheme: bool,
    /// A Title: influence still to raise.
    pub remaining: u8,
    /// A Scheme: seats still to speak, in turn order.
    pub voters: Vec<Seat>,
    /// A Scheme: each seat's part.
    pub votes: Vec<VoteView>,
    /// Visible influence for YES so far (modifiers and fists come at the reveal).
    pub yes: u8,
    /// Visible influence for NO so far.
    pub no: u8,
}

/// A claim of the Prince of the City in progress (p. 7).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct ClaimView {
    /// The claimant.
    pub claimant: CardView,
    /// Opponents still to decide whether they attack it.
    pub pending: Vec<Seat>,
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
    /// The Agenda as a card (unnamed while face down to this seat).
    pub agenda_view: CardView,
    /// The Haven as a card.
    pub haven_view: CardView,
    /// The Rival's player number (p. 4 step 9).
    pub rival_number: u8,
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
    /// The attack in progress.
    pub attack: Option<AttackView>,
    /// Influence being raised (a Title or a Scheme's conflict).
    pub influence: Option<ConflictView>,
    /// A claim of the Prince in progress.
    pub claim: Option<ClaimView>,
    /// The card whose effect asks the pending decision (a prompt), when this seat may know it.
    pub asking: Option<CardView>,
    /// The top card of a deck this seat is looking at (Search Engine), for it alone.
    pub looking_at: Option<CardView>,
    /// How the game ended (`agenda`, `rival`, `most-agenda`, `time-out`), once over.
    pub end: Option<String>,
}

fn place(l: Loc) -> String {
    match l {
        Loc::Streets(g) => format!("streets:{g}"),
        other => format!("{other:?}").to_lowercase(),
    }
}

fn card_view(s: &State, c: CardId, visible: bool) -> CardView {
    let k = &s.cards[c.index()];
    let f = k.facts();
    let vampire =
        f.kind == Kind::Vampire && matches!(k.loc, Loc::Haven | Loc::Streets(_) | Loc::Torpor);
    CardView {
        id: visible.then_some(c),
        name: visible.then(|| f.name.clone()),
        tokens: if k.owner.is_some() && f.bp.is_some() {
            k.blood
        } else {
            k.prestige
        },
        exhausted: k.exhausted,
        place: place(k.loc),
        attached: k.attached.iter().map(|a| card_view(s, *a, true)).collect(),
        leader: k.leader,
        no_influence: k.no_influence,
        def: visible.then(|| f.id.clone()),
        kind: visible.then(|| f.kind.word().to_string()),
        bp: (visible && vampire).then(|| s.bp(c)),
        attributes: (visible && vampire)
            .then(|| [s.attribute(c, 0), s.attribute(c, 1), s.attribute(c, 2)]),
        secrecy: (visible && vampire).then(|| s.secrecy(c)),
        influence: (visible && vampire).then(|| s.influence(c)),
        contributors: (0..s.players.len() as u8)
            .filter(|i| k.loc == Loc::Conspiracy && k.contributors & (1 << i) != 0)
            .map(Seat)
            .collect(),
    }
}

impl RivalsView {
    /// The view of `seat` (`None`: public information only).
    pub fn of(s: &State, seat: Option<Seat>) -> Self {
        let card = |c: CardId, visible: bool| card_view(s, c, visible);
        let seen = |c: CardId| card_view(s, c, s.visible_to(c, seat));
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
                    in_play: p.in_play.iter().map(|c| seen(*c)).collect(),
                    agenda_view: seen(p.agenda_card),
                    haven_view: card(p.haven, true),
                    rival_number: p.rival_token,
                }
            })
            .collect();
        let prince = match s.cards[s.prince.index()].loc {
            Loc::Attached(v) => format!("attached:{v}"),
            _ => "unclaimed".to_string(),
        };
        let attack = s.attack.as_ref().map(|a| AttackView {
            seat: a.seat,
            attacker: card(a.attacker, true),
            target: card(a.target, true),
            kind: a.kind.word().to_string(),
            step: match a.step {
                AttackStep::Info => "info",
                AttackStep::Card => "card",
                AttackStep::Block => "block",
                AttackStep::Reaction => "reaction",
                AttackStep::Retarget => "retarget",
                AttackStep::AttackerAbilities => "attacker-abilities",
                AttackStep::DefenderAbilities => "defender-abilities",
                AttackStep::Mortal => "mortal",
            }
            .to_string(),
            secrecy: if s.cards[a.announced.index()].owner.is_some() {
                s.secrecy(a.announced)
            } else {
                0
            },
            info_needed: a.info_needed,
            card: a.card.map(seen),
            blocker: a.blocker.map(|b| card(b, true)),
            reaction: a.reaction.map(seen),
            prince: a.prince,
        });
        let influence = s.influence.as_ref().map(|i| {
            let votes: Vec<VoteView> = if i.scheme {
                i.votes
                    .iter()
                    .enumerate()
                    .map(|(k, v)| VoteView {
                        seat: Seat(k as u8),
                        side: v.side.map(|x| x.word().to_string()),
                        visible: v.visible,
                        modifier: v.modifier.map(seen),
                        fist: (seat == Some(Seat(k as u8))).then_some(v.fist),
                    })
                    .collect()
            } else {
                Vec::new()
            };
            let tally = |side: &str| {
                votes
                    .iter()
                    .filter(|v| v.side.as_deref() == Some(side))
                    .map(|v| v.visible)
                    .sum()
            };
            ConflictView {
                card: card(i.card, true),
                vampire: i.vampire.map(|v| card(v, true)),
                scheme: i.scheme,
                remaining: i.remaining,
                voters: i.voters.clone(),
                yes: tally("yes"),
                no: tally("no"),
                votes,
            }
        });
        let claim = s.claim.as_ref().map(|c| ClaimView {
            claimant: card(c.claimant, true),
            pending: c.pending.clone(),
        });
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
            influence,
            claim,
            asking: s
                .prompts
                .first()
                .filter(|p| s.visible_to(p.source, seat))
                .map(|p| card(p.source, true)),
            end: s.end.map(|e| e.word().to_string()),
            looking_at: s
                .peek
                .filter(|(p, _)| Some(*p) == seat)
                .map(|(_, c)| card(c, true)),
        }
    }
}
