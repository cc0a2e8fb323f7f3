//! The engine side of the lasting-effect store ([`crate::state::lasting`]): who holds an
//! effect, and the effects a minion holds, for the queries of the rules.

use crate::ids::CardId;
use crate::state::{Gives, Holder, Lasting, State};

impl State {
    /// Whether a minion is a lasting effect's holder.
    pub(crate) fn holds(&self, holder: Holder, m: CardId) -> bool {
        match holder {
            Holder::Minion(x) => x == m,
            Holder::TitledOf(seat, sect) => {
                self.card(m).controller == seat && self.sect_of(m) == sect && self.titled_voter(m)
            }
            Holder::Clan(i) => crate::defs::clans()
                .get(usize::from(i))
                .is_some_and(|clan| self.facts(m).clans.contains(clan)),
            Holder::Vampires => self.is_vampire(m),
            Holder::Allies => self.is_ally(m),
            Holder::TitledVampires => self.is_vampire(m) && self.title_of(m).is_some(),
            Holder::Minions => true,
            Holder::VampiresNotOf(sect) => self.is_vampire(m) && self.sect_of(m) != sect,
            Holder::Methuselah(_) => false,
            Holder::YoungerThan(actor) => self.younger_or_ally(actor, m),
        }
    }

    /// The lasting effects a minion holds, oldest first.
    pub(crate) fn held_by(&self, m: CardId) -> impl Iterator<Item = &Lasting> + '_ {
        self.lasting.iter().filter(move |e| self.holds(e.holder, m))
    }

    /// The blood a minion burns to attempt to block the action in progress.
    pub(crate) fn block_cost(&self, m: CardId) -> u8 {
        self.held_by(m).fold(0, |n, e| match e.gives {
            Gives::BlockCost(k) => n.saturating_add(k),
            _ => n,
        })
    }

    /// The latent bleed bonuses of an acting minion: (bleed, if the bled Methuselah has at
    /// most this pool).
    pub(crate) fn latent_bleeds(&self, actor: CardId) -> impl Iterator<Item = (i8, u8)> + '_ {
        self.held_by(actor).filter_map(|e| match e.gives {
            Gives::BleedIfPoolAtMost { bleed, pool } => Some((bleed, pool)),
            _ => None,
        })
    }
}
