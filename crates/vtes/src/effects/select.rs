//! The one generic filter of a selector's atoms (`target=vampire,ready,yours`) over a
//! candidate card: every composition is evaluated here, atom by atom, without allocating.

use crate::defs::ability::{Atom, Selector};
use crate::ids::CardId;
use crate::state::{Region, State};
use jyhad_table::Seat;

/// What a selector's atoms are read against.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SelectCtx {
    /// The ability's controller (`yours`, `theirs`, `uncontrolled`).
    pub you: Seat,
    /// The card's own minion, or the card (`other`).
    pub own: Option<CardId>,
    /// The minion `younger` compares with (the acting minion; the card's own vampire for
    /// its own ability, `minion,ready,younger,prey`).
    pub reference: Option<CardId>,
    /// The Methuselah just bled (`bled`).
    pub bled: Option<Seat>,
}

impl SelectCtx {
    /// A context with only the controller known.
    pub fn of(you: Seat) -> SelectCtx {
        SelectCtx {
            you,
            own: None,
            reference: None,
            bled: None,
        }
    }
}

impl State {
    /// Whether a selector's atoms and parameters accept a card (its anchor and `each` say
    /// where candidates come from and how many, not which).
    pub(crate) fn selects(&self, sel: Selector, ctx: SelectCtx, c: CardId) -> bool {
        let card = self.card(c);
        // Only the atoms it sets (usually two or three of eighteen): asked per candidate
        // on the hot path.
        let mut bits = sel.atoms;
        let set = std::iter::from_fn(|| {
            let low = bits & bits.wrapping_neg();
            bits &= !low;
            (low != 0).then(|| Atom::ALL.into_iter().find(|a| a.bit() == low))
        })
        .flatten();
        let atoms_ok = set.into_iter().all(|a| {
            match a {
                Atom::Minion => self.is_vampire(c) || self.is_ally(c),
                // A card blocking as a vampire counts as one during the action (ruling
                // [ANK 20190501] on The Signet of King Saul).
                Atom::Vampire => self.is_vampire(c) || self.blocks_as_vampire(c).is_some(),
                Atom::Ally => self.is_ally(c),
                // Ready: in the ready region, not in torpor (p. 8).
                Atom::Ready => card.region == Region::Ready,
                Atom::Uncontrolled => {
                    card.region == Region::Uncontrolled && card.controller == ctx.you
                }
                // Lock is tap (p. 4).
                Atom::Locked => card.tapped,
                Atom::Unlocked => !card.tapped,
                Atom::Yours => card.controller == ctx.you,
                Atom::Theirs => card.controller != ctx.you,
                Atom::Bled => ctx.bled == Some(card.controller),
                Atom::Titled => self.title_of(c).is_some(),
                Atom::Untitled => self.title_of(c).is_none(),
                // Younger: a smaller capacity; an ally has no age (comprehensive rules 1.5).
                Atom::Younger => {
                    self.is_ally(c)
                        || ctx
                            .reference
                            .is_some_and(|r| self.capacity(c) < self.capacity(r))
                }
                Atom::Other => ctx.own != Some(c),
                // Your prey: the next Methuselah to your left (p. 4), not you.
                Atom::Prey => {
                    let prey = self.prey(ctx.you);
                    prey != ctx.you && card.controller == prey
                }
                Atom::Each => true,
                // Blood on a vampire, life on an ally (p. 4).
                Atom::Empty => card.counters == 0,
                Atom::Diablerist => self.diablerist_since(c, ctx.you),
            }
        });
        atoms_ok
            && sel.clan.is_none_or(|i| self.of_clan(c, i))
            && sel.sect.is_none_or(|s| self.sect_of(c) == s)
            && sel.not_sect.is_none_or(|s| self.sect_of(c) != s)
            && sel
                .capacity_min
                .is_none_or(|n| self.vampire_capacity(c).is_some_and(|k| k >= n))
            && sel
                .capacity_max
                .is_none_or(|n| self.vampire_capacity(c).is_some_and(|k| k <= n))
            && sel.title.is_none_or(|t| self.title_of(c) == Some(t))
    }

    /// A vampire's capacity, or the capacity a card blocking as a vampire has during the
    /// action; `None` for anything else.
    fn vampire_capacity(&self, c: CardId) -> Option<u8> {
        if self.is_vampire(c) {
            Some(self.capacity(c))
        } else {
            self.blocks_as_vampire(c)
        }
    }

    /// Whether a Methuselah controls a minion, ready or in torpor, that the selector accepts
    /// (`if=controls,vampire,not-sect:camarilla`).
    pub(crate) fn controls_any(&self, seat: Seat, sel: Selector) -> bool {
        let m = &self.seats[seat.index()];
        m.ready
            .iter()
            .chain(&m.torpor)
            .any(|&v| self.selects(sel, SelectCtx::of(seat), v))
    }
}
