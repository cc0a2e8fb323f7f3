//! Politics: referendums, votes and ballots, the prisci bloc, the blood hunt
//! (rulebook p. 27–28, p. 35, p. 39–41; comprehensive rules "Politics", 6, 7).

use crate::choice::{Choice, Clan, Text, VoteSide};
use crate::defs::ability::{Stat, Window};
use crate::defs::clans;
use crate::defs::{OutcomeDef, TermsDef};
use crate::event::Event;
use crate::ids::CardId;
use crate::state::Until;
use crate::state::{Gives, Holder, Lasting, Referendum, ReferendumKind, Region, State, Terms};
use jyhad_cards::{LibraryTypes as T, Sect, Title};
use jyhad_table::Seat;

impl State {
    /// Calls a referendum; the polling step starts with the caller (p. 27).
    pub(crate) fn call_referendum(&mut self, caller: Seat, kind: ReferendumKind) {
        let (card, blood_hunt) = match kind {
            ReferendumKind::Political { card } => (Some(card), None),
            // Named by the card (or vampire) whose ability calls it.
            ReferendumKind::Ability { source } => (Some(source), None),
            ReferendumKind::BloodHunt { diablerist } => (None, Some(diablerist)),
        };
        self.emit(|| Event::ReferendumCalled {
            caller,
            card,
            blood_hunt,
        });
        // Terms are chosen only now that the action succeeded (p. 27).
        // A card resolved by hand has its terms written by its caller (issue 18, item 2).
        let choosing_terms = match kind {
            ReferendumKind::Ability { source } => self
                .referendum_ability(source)
                .is_some_and(|a| a.terms.is_some()),
            _ => card.is_some_and(|c| {
                self.political_def(c).and_then(|d| d.terms).is_some()
                    || (self.manual_cards && self.is_manual_card(c))
            }),
        };
        let seats = self.seats.len();
        self.modifiers_on_referendum();
        self.lasting.expire(Until::Referendum);
        // The calling card's votes to each vampire of a clan (Toreador Justicar).
        if let (Some(card), ReferendumKind::Political { .. }) = (card, kind) {
            let clan_votes: Vec<(u16, u8)> = self
                .political_def(card)
                .into_iter()
                .flat_map(|d| d.action_effects())
                .filter_map(|e| match e {
                    crate::defs::actions::ActionEffect::ClanVotes(clan, n) => {
                        let i = clans().iter().position(|c| c == clan)?;
                        Some((i as u16, *n))
                    }
                    _ => None,
                })
                .collect();
            for (clan, n) in clan_votes {
                self.gain_votes(card, Holder::Clan(clan), n, false);
            }
        }
        self.referendum = Some(Referendum {
            terms: Terms {
                points: vec![0; seats],
                ..Terms::default()
            },
            choosing_terms,
            kind,
            caller,
            votes_for: 0,
            votes_against: 0,
            ballots: [0; 2],
            cast: Vec::new(),
            card_votes: 0,
            done: 0,
            voter: caller,
            called_by: None,
            passes: false,
            reaction_played: false,
        });
        // An effect makes the caller's next referendum pass: used up now (Cryptic Rider).
        if kind.is_political()
            && !self.lasting.is_empty()
            && self.lasting.use_up(|e| {
                e.holder == Holder::Methuselah(caller) && e.gives == Gives::NextReferendumPasses
            })
        {
            if let Some(r) = self.referendum.as_mut() {
                r.passes = true;
            }
        }
    }

    /// A referendum that passes with no polling step resolves once its terms are chosen
    /// (no card is played during it: ruling [LSJ 19980107], group "Usable during the polling
    /// step").
    pub(crate) fn resolve_if_passing(&mut self) {
        if self
            .referendum
            .as_ref()
            .is_some_and(|r| r.passes && !r.choosing_terms)
        {
            if let Some(r) = self.referendum.take() {
                self.resolve_referendum(r);
            }
        }
    }

    /// Whether a title gives its holder votes: one that fits its sect, and not a priscus's
    /// ballot (the holder of the titled vampires' lasting votes).
    pub(crate) fn titled_voter(&self, m: CardId) -> bool {
        self.title_of(m)
            .is_some_and(|t| t != Title::Priscus && self.title_fits(m, t))
    }

    /// A vampire's sect now: Anarch once it became one (p. 24).
    pub fn sect_of(&self, c: CardId) -> Sect {
        if self.card(c).anarch {
            Sect::Anarch
        } else {
            self.facts(c).sect
        }
    }

    /// Whether a title suits a vampire's sect (and clan); otherwise it gives no benefit
    /// while inappropriate (comprehensive rules 6).
    fn title_fits(&self, c: CardId, t: Title) -> bool {
        let sect = self.sect_of(c);
        // Clan titles need the clan (justicar, Inner Circle, kholo).
        if let Some((kind, clan)) = self.title_key_of(c) {
            if matches!(kind, "justicar" | "inner-circle" | "kholo")
                && !self.facts(c).clans.iter().any(|x| x == clan)
            {
                return false;
            }
        }
        match t {
            Title::Primogen | Title::Prince | Title::Justicar | Title::InnerCircle => {
                sect == Sect::Camarilla
            }
            Title::Baron => sect == Sect::Anarch,
            Title::Bishop
            | Title::Archbishop
            | Title::Cardinal
            | Title::Regent
            | Title::Priscus => sect == Sect::Sabbat,
            Title::Magaji | Title::Kholo => sect == Sect::Laibon,
            // Personal titles ("2 votes") are bound to no sect.
            Title::Votes(_) => true,
        }
    }

    /// Votes and prisci ballots a vampire casts now: a ready titled vampire's title, tapped
    /// or not, torpid ones never (p. 28, p. 34), plus the votes lasting effects give it
    /// (cards played in the referendum, a discard for a vote, cards locked for votes, the
    /// calling card's votes to a clan), cast together with its own.
    pub fn votes_of(&self, c: CardId) -> (u8, u8) {
        if self.card(c).region != Region::Ready || !self.is_vampire(c) || self.abstains(c) {
            return (0, 0);
        }
        let (mut votes, ballots) = match self.title_of(c) {
            Some(t) if self.title_fits(c, t) => match t {
                Title::Priscus => (0, 1),
                t => (t.votes(), 0),
            },
            _ => (0, 0),
        };
        let mut less = 0u8;
        for e in self.held_by(c) {
            match e.gives {
                Gives::Votes { n, .. } => votes = votes.saturating_add(n),
                Gives::VotesLess(n) => less = less.saturating_add(n),
                _ => {}
            }
        }
        // Votes of a vampire's own statics (Gerald Windham's while untitled).
        votes = votes.saturating_add(self.static_vampire_votes(c));
        // Votes the cards on it give it (Legendary Vampire).
        votes = votes.saturating_add(self.standing_votes(c));
        // Votes cards in play give the vampires of a clan, never below 0.
        let clan = self.clan_static(c, crate::defs::ability::Stat::Votes);
        votes = (i16::from(votes) + i16::from(clan) - i16::from(less)).clamp(0, 255) as u8;
        (votes, ballots)
    }

    /// Whether some of a vampire's votes may only be cast against (a reaction's votes
    /// against are cast with its own, so all of them go against).
    pub fn votes_against_only(&self, c: CardId) -> bool {
        self.held_by(c).any(|e| {
            matches!(
                e.gives,
                Gives::Votes {
                    against_only: true,
                    ..
                }
            )
        })
    }

    /// Votes a vampire gains for the rest of the referendum, from `source`.
    pub(crate) fn gain_votes(&mut self, source: CardId, holder: Holder, n: u8, against_only: bool) {
        self.lasting.add(Lasting {
            source,
            holder,
            gives: Gives::Votes { n, against_only },
            until: Until::Referendum,
        });
    }

    /// A passed title card goes on the chosen vampire, to represent its title (Toreador
    /// Justicar).
    fn put_on_chosen(&mut self, card: CardId, terms: &Terms) {
        let puts = self.political_def(card).is_some_and(|d| {
            d.action_effects()
                .any(|e| *e == crate::defs::actions::ActionEffect::PutOnChosen)
        });
        if let Some(v) = terms
            .vampire
            .filter(|&v| puts && self.card(v).region == Region::Ready)
        {
            let ctl = self.card(v).controller;
            self.move_card(card, Region::InPlay, ctl);
            self.card_mut(card).host = Some(v);
        }
    }

    fn political_def(&self, card: CardId) -> Option<&crate::defs::CardDef> {
        self.defs
            .get(self.card(card).def)
            .filter(|d| d.kind == crate::defs::PlayKind::Political)
    }

    fn terms_def(&self, r: &Referendum) -> Option<TermsDef> {
        match r.kind {
            ReferendumKind::Political { card } => self.political_def(card).and_then(|d| d.terms),
            ReferendumKind::Ability { source } => {
                self.referendum_ability(source).and_then(|a| a.terms)
            }
            ReferendumKind::BloodHunt { .. } => None,
        }
    }

    /// Whether a vampire may be a political action card's term: of the clan the terms
    /// name, and fit for the title a passed referendum grants (ruling [LSJ 20041026] on
    /// Toreador Justicar: a Camarilla vampire only).
    fn term_vampire_ok(
        &self,
        card: Option<CardId>,
        terms: TermsDef,
        actor: CardId,
        v: CardId,
    ) -> bool {
        let clan_ok = match terms {
            TermsDef::ClanVampire(clan) => {
                self.facts(v).clans.contains(&clans()[usize::from(clan)])
            }
            // Younger: a smaller capacity (comprehensive rules 1.5).
            TermsDef::YoungerVampire => {
                self.is_vampire(actor) && self.capacity(v) < self.capacity(actor)
            }
            TermsDef::SmallVampire(n) => self.capacity(v) <= n,
            _ => true,
        };
        let title_ok = match card
            .and_then(|c| self.political_def(c))
            .and_then(|d| d.outcome)
        {
            Some(OutcomeDef::GrantTitle(t)) => self.title_fits(v, t),
            _ => true,
        };
        self.is_vampire(v) && clan_ok && title_ok
    }

    /// Whether a political action card's terms can be met now: otherwise it is not
    /// playable (ruling [LSJ 20100129] [ANK 20191228], group "Political action with
    /// illegal terms": Parity Shift, Toreador Justicar).
    pub(crate) fn political_terms_possible(&self, seat: Seat, actor: CardId, card: CardId) -> bool {
        let Some(terms) = self.political_def(card).and_then(|d| d.terms) else {
            return true;
        };
        self.political_terms_met(seat, actor, Some(card), terms)
    }

    /// Whether terms can be met now (`card`: the political action card calling it, if any).
    pub(crate) fn political_terms_met(
        &self,
        seat: Seat,
        actor: CardId,
        card: Option<CardId>,
        terms: TermsDef,
    ) -> bool {
        match terms {
            TermsDef::Vampire
            | TermsDef::ClanVampire(_)
            | TermsDef::YoungerVampire
            | TermsDef::SmallVampire(_)
            | TermsDef::VampirePoints(_) => self
                .alive_from(Seat(0))
                .flat_map(|s| self.seats[s.index()].ready.iter())
                .any(|&v| self.term_vampire_ok(card, terms, actor, v)),
            TermsDef::Minions(_) => self
                .alive_from(Seat(0))
                .any(|s| !self.seats[s.index()].ready.is_empty()),
            TermsDef::LocationMethuselah => self
                .alive_from(Seat(0))
                .flat_map(|s| self.seats[s.index()].in_play.iter())
                .any(|&c| self.facts(c).location),
            TermsDef::PoolShift { .. } => {
                let mine = self.seats[seat.index()].pool;
                self.alive_from(Seat(0))
                    .any(|s| self.seats[s.index()].pool > mine)
            }
            // Points among other Methuselahs need enough of them (ruling [LSJ 20100129] on
            // Reckless Agitation: not with one opponent left to take two or more).
            TermsDef::Points {
                min_targets,
                others,
                ..
            } => {
                let n = self.alive_from(Seat(0)).count();
                n.saturating_sub(usize::from(others)) >= usize::from(min_targets)
            }
            // Points among two or more others than the chosen one (ruling [ANK 20241106]
            // [LSJ 20100129] on Camarilla's Iron Fist: not with one opponent left).
            TermsDef::MethuselahPoints { min_targets, .. } => {
                self.alive_from(Seat(0)).count() > usize::from(min_targets)
            }
            TermsDef::Methuselah | TermsDef::Methuselahs | TermsDef::Clan => true,
            // Enough of them in the caller's ash heap.
            TermsDef::AshHeapMinionCards(n) => {
                self.seats[seat.index()]
                    .ash_heap
                    .iter()
                    .filter(|&&c| self.is_minion_card(c))
                    .count()
                    >= usize::from(n)
            }
            TermsDef::OtherMethuselah => self.alive_from(seat).nth(1).is_some(),
        }
    }

    /// The points a referendum's terms allocate: printed, or X, the Methuselahs still in
    /// the game (Conservative Agitation).
    fn points_total(&self, total: u8) -> u8 {
        if total == 0 {
            self.alive_from(Seat(0)).count() as u8
        } else {
            total
        }
    }

    /// The caller's choice of terms: validated options (p. 27).
    fn terms_options(&self, r: &Referendum, out: &mut Vec<Choice>) {
        let alive = || self.alive_from(Seat(0));
        match self.terms_def(r) {
            Some(TermsDef::Methuselah) => {
                out.extend(alive().map(|seat| Choice::TermMethuselah { seat }))
            }
            Some(TermsDef::OtherMethuselah) => out.extend(
                alive()
                    .filter(|&s| s != r.caller)
                    .map(|seat| Choice::TermMethuselah { seat }),
            ),
            Some(TermsDef::Clan) => out.extend((0..clans().len()).map(|i| Choice::TermClan {
                clan: Clan(i as u16),
            })),
            Some(
                t @ (TermsDef::Vampire
                | TermsDef::ClanVampire(_)
                | TermsDef::YoungerVampire
                | TermsDef::SmallVampire(_)),
            ) => {
                let card = match r.kind {
                    ReferendumKind::Political { card } => Some(card),
                    ReferendumKind::Ability { .. } => None,
                    ReferendumKind::BloodHunt { .. } => return,
                };
                let Some(actor) = r.called_by.or(card) else {
                    return;
                };
                for s in alive() {
                    for &v in &self.seats[s.index()].ready {
                        if self.term_vampire_ok(card, t, actor, v) {
                            out.push(Choice::TermVampire { vampire: v });
                        }
                    }
                }
            }
            // One or more Methuselahs: each once, then done.
            Some(TermsDef::Methuselahs) => {
                for seat in alive() {
                    if r.terms.points[seat.index()] == 0 {
                        out.push(Choice::TermMethuselah { seat });
                    }
                }
                if r.terms.points.iter().any(|&p| p > 0) {
                    out.push(Choice::Pass {});
                }
            }
            // N points among ready vampires, one at a time, a vampire named again for each
            // more point.
            Some(TermsDef::VampirePoints(n)) if r.terms.cards.len() < usize::from(n) => {
                for s in alive() {
                    for &v in &self.seats[s.index()].ready {
                        if self.is_vampire(v) {
                            out.push(Choice::TermCard { card: v });
                        }
                    }
                }
            }
            // Up to N ready minions, one at least.
            Some(TermsDef::Minions(n)) => {
                if r.terms.cards.len() < usize::from(n) {
                    for s in alive() {
                        for &m in &self.seats[s.index()].ready {
                            if !r.terms.cards.contains(&m) {
                                out.push(Choice::TermCard { card: m });
                            }
                        }
                    }
                }
                if !r.terms.cards.is_empty() {
                    out.push(Choice::Pass {});
                }
            }
            // A location in play, then a Methuselah (the location's controller may be named
            // again: ruling [LSJ 19971002] on Disputed Territory).
            Some(TermsDef::LocationMethuselah) if r.terms.cards.is_empty() => {
                for s in alive() {
                    for &c in &self.seats[s.index()].in_play {
                        if self.facts(c).location {
                            out.push(Choice::TermCard { card: c });
                        }
                    }
                }
            }
            Some(TermsDef::LocationMethuselah) => {
                out.extend(alive().map(|seat| Choice::TermMethuselah { seat }))
            }
            Some(TermsDef::PoolShift { .. }) if r.terms.methuselah.is_none() => {
                // A Methuselah with more pool than the caller (Parity Shift).
                let mine = self.seats[r.caller.index()].pool;
                for s in alive() {
                    if self.seats[s.index()].pool > mine {
                        out.push(Choice::TermMethuselah { seat: s });
                    }
                }
            }
            Some(TermsDef::PoolShift { .. }) => {
                // Their pool goes to one or more other Methuselahs, the caller included.
                for s in alive() {
                    if Some(s) != r.terms.methuselah {
                        out.push(Choice::TermPoint { seat: s });
                    }
                }
            }
            Some(TermsDef::Points {
                total,
                min_targets,
                others,
            }) => {
                let total = self.points_total(total);
                let excluded = others.then_some(r.caller);
                self.points_options(r, total, min_targets, excluded, out);
            }
            Some(TermsDef::MethuselahPoints { .. }) if r.terms.methuselah.is_none() => {
                out.extend(alive().map(|seat| Choice::TermMethuselah { seat }))
            }
            // Points to others than the chosen Methuselah (ruling [ANK 20241106] on
            // Camarilla's Iron Fist).
            Some(TermsDef::MethuselahPoints { total, min_targets }) => {
                self.points_options(r, total, min_targets, r.terms.methuselah, out);
            }
            // Terms written as text by the caller of a card resolved by hand.
            // Every point given.
            Some(TermsDef::VampirePoints(_)) => {}
            // Minion cards of the caller's ash heap, by name (ruling [LSJ 20100917] on
            // Undele: one card named once, even with several copies).
            Some(TermsDef::AshHeapMinionCards(n)) if r.terms.cards.len() < usize::from(n) => {
                let mut seen: Vec<jyhad_cards::CardRef> =
                    r.terms.cards.iter().map(|&c| self.card(c).def).collect();
                let named = seen.len();
                for &c in &self.seats[r.caller.index()].ash_heap {
                    let def = self.card(c).def;
                    // A second copy of a name already chosen may be named too.
                    let copies = seen[..named].iter().filter(|&&d| d == def).count();
                    let available = self.seats[r.caller.index()]
                        .ash_heap
                        .iter()
                        .filter(|&&x| self.card(x).def == def)
                        .count();
                    if self.is_minion_card(c) && !seen[named..].contains(&def) && copies < available
                    {
                        seen.push(def);
                        out.push(Choice::TermCard { card: c });
                    }
                }
            }
            Some(TermsDef::AshHeapMinionCards(_)) => {}
            None if self.manual_cards => out.push(Choice::ManualTerms { text: Text::EMPTY }),
            None => {}
        }
    }

    /// The next point of `total` to allocate among at least `min_targets` Methuselahs, none
    /// to `excluded`: never all on one while others are still needed (ruling [LSJ 20000622]).
    fn points_options(
        &self,
        r: &Referendum,
        total: u8,
        min_targets: u8,
        excluded: Option<Seat>,
        out: &mut Vec<Choice>,
    ) {
        let given: u8 = r.terms.points.iter().sum();
        let targets = r.terms.points.iter().filter(|&&p| p > 0).count() as u8;
        let left = total.saturating_sub(given);
        // Enough points must stay for the Methuselahs still needed.
        let must_spread = min_targets.saturating_sub(targets) >= left;
        for seat in self.alive_from(Seat(0)) {
            if Some(seat) == excluded {
                continue;
            }
            if !must_spread || r.terms.points[seat.index()] == 0 {
                out.push(Choice::TermPoint { seat });
            }
        }
    }

    pub(crate) fn referendum_options(&self, out: &mut Vec<Choice>) -> Option<(Seat, &'static str)> {
        let r = self.referendum.as_ref()?;
        if r.choosing_terms {
            self.terms_options(r, out);
            if out.is_empty() {
                // No legal terms left (the card was playable, but e.g. pool changed
                // during the action): the referendum cannot be held, no effect.
                out.push(Choice::Pass {});
            }
            return Some((r.caller, "choose the terms of the referendum"));
        }
        let seat = r.voter;
        let m = &self.seats[seat.index()];
        for &v in &m.ready {
            let (votes, ballots) = self.votes_of(v);
            if r.cast.contains(&v) {
                continue;
            }
            for side in [VoteSide::For, VoteSide::Against] {
                if self.vote_side_forbidden(v, r, side) {
                    continue;
                }
                // Votes some vampires get on one side only (Jason "Son" Newberry).
                let side_votes = self.static_votes(v, r, side);
                if votes + ballots + side_votes > 0 {
                    // Some votes cost blood to cast (Alexander Silverson).
                    if self.card(v).counters >= self.vote_against_blood(r, v, side) {
                        out.push(Choice::Vote { source: v, side });
                    }
                }
            }
        }
        self.vote_discard_options(r, out);
        self.polling_ability_options(r, out);
        let mut push = |source: CardId| {
            for side in [VoteSide::For, VoteSide::Against] {
                out.push(Choice::Vote { source, side });
            }
        };
        // The calling political action card gives its caller 1 vote (p. 28).
        if let ReferendumKind::Political { card } = r.kind {
            if seat == r.caller && !r.cast.contains(&card) {
                push(card);
            }
        }
        // One political action card burned from hand for 1 vote per Methuselah per
        // referendum, not by a caller who called it with a card (p. 28).
        let called_with_card =
            matches!(r.kind, ReferendumKind::Political { .. }) && seat == r.caller;
        if r.card_votes & (1 << seat.0) == 0 && !called_with_card {
            let mut seen = Vec::new();
            for &card in &m.hand {
                let def = self.card(card).def;
                if self.facts(card).types.contains(T::POLITICAL_ACTION) && !seen.contains(&def) {
                    seen.push(def);
                    push(card);
                }
            }
        }
        // Cards usable during the polling step (action modifiers, reactions).
        self.polling_options(r, seat, out);
        // The Edge may be burned for 1 vote (p. 28).
        if self.edge == Some(seat) {
            out.push(Choice::VoteEdge {
                side: VoteSide::For,
            });
            out.push(Choice::VoteEdge {
                side: VoteSide::Against,
            });
        }
        self.poll_reaction_options(r, seat, out);
        out.push(Choice::Pass {});
        Some((seat, "polling: cast votes?"))
    }

    pub(crate) fn referendum_perform(&mut self, choice: &Choice) {
        let Some(mut r) = self.referendum.take() else {
            return;
        };
        if r.choosing_terms {
            // Terms of one or more: the caller is done choosing.
            let chose_some = r.terms.points.iter().any(|&p| p > 0) || !r.terms.cards.is_empty();
            if matches!(choice, Choice::Pass {})
                && chose_some
                && matches!(
                    self.terms_def(&r),
                    Some(TermsDef::Methuselahs | TermsDef::Minions(_))
                )
            {
                r.choosing_terms = false;
                self.referendum = Some(r);
                return;
            }
            if let Choice::Pass {} = choice {
                if let ReferendumKind::Political { card } = r.kind {
                    if self.card(card).region == Region::Limbo {
                        self.burn_quiet(card);
                    }
                }
                self.lasting.expire(Until::Referendum);
                return;
            }
            // Terms are public: each choice is logged for the voters (issue 22).
            let caller = r.caller;
            match *choice {
                Choice::TermMethuselah { seat } => {
                    r.terms.methuselah = Some(seat);
                    if self.terms_def(&r) == Some(TermsDef::Methuselahs) {
                        r.terms.points[seat.index()] = 1;
                    }
                    self.emit(|| Event::TermsMethuselah {
                        seat: caller,
                        chosen: seat,
                    });
                }
                Choice::TermCard { card } => {
                    r.terms.cards.push(card);
                    self.emit(|| Event::TermsCard { seat: caller, card });
                }
                Choice::TermClan { clan } => {
                    r.terms.clan = Some(clan.0);
                    self.emit(|| Event::TermsClan { seat: caller, clan });
                }
                Choice::TermVampire { vampire } => {
                    r.terms.vampire = Some(vampire);
                    self.emit(|| Event::TermsVampire {
                        seat: caller,
                        vampire,
                    });
                }
                Choice::TermPoint { seat } => {
                    r.terms.points[seat.index()] += 1;
                    self.emit(|| Event::TermsPoint {
                        seat: caller,
                        to: seat,
                    });
                }
                Choice::ManualTerms { text } => {
                    // `apply_choice` refused a text whose words were lost.
                    let words = text.words().unwrap_or_default();
                    r.terms.text = Some(words.0.clone());
                    let seat = r.caller;
                    self.emit(|| Event::TermsWritten { seat, text: words });
                }
                _ => {}
            }
            r.choosing_terms = match self.terms_def(&r) {
                Some(TermsDef::Points { total, .. }) => {
                    r.terms.points.iter().sum::<u8>() < self.points_total(total)
                }
                Some(TermsDef::PoolShift { total } | TermsDef::MethuselahPoints { total, .. }) => {
                    r.terms.points.iter().sum::<u8>() < total
                }
                Some(TermsDef::Methuselahs) => {
                    r.terms.points.iter().filter(|&&p| p > 0).count()
                        < self.alive_from(Seat(0)).count()
                }
                Some(
                    TermsDef::Minions(n)
                    | TermsDef::VampirePoints(n)
                    | TermsDef::AshHeapMinionCards(n),
                ) => r.terms.cards.len() < usize::from(n),
                Some(TermsDef::LocationMethuselah) => r.terms.methuselah.is_none(),
                _ => false,
            };
            self.referendum = Some(r);
            self.resolve_if_passing();
            return;
        }
        if let Choice::Play { card, by, level } = *choice {
            // Reactions here; action modifiers further down (`polling_perform`).
            if self
                .def_at(card, level)
                .is_some_and(|d| d.kind == crate::defs::PlayKind::Reaction)
            {
                if let Some(verbs) = self.poll_reaction_played(card, by, level) {
                    self.cancel_referendum(r, card, &verbs);
                    return;
                }
                self.referendum = Some(r);
                return;
            }
        }
        let seat = r.voter;
        if let Choice::AbilityDiscard { card, by } = *choice {
            // An ability paid by a discard while votes are cast (Alexa Draper: +1 vote, cast
            // with the vampire's own).
            let stats = self.discard_ability_stats(by, card, Window::Polling, false);
            self.ability_discard(card, by);
            for (stat, n) in stats {
                if stat == Stat::Votes && n > 0 {
                    self.gain_votes(by, Holder::Minion(by), n as u8, false);
                }
            }
            self.referendum = Some(r);
            return;
        }
        let (source, side, votes, ballots) = match *choice {
            Choice::Vote { source, side } => {
                let (votes, ballots) = if self.card(source).region == Region::Hand {
                    // Burned for its vote, its text ignored (p. 28).
                    r.card_votes |= 1 << seat.0;
                    self.discard_played(source, seat);
                    (1, 0)
                } else if self.is_vampire(source) {
                    let blood = self.vote_against_blood(&r, source, side);
                    if blood > 0 {
                        self.add_blood(source, -i32::from(blood));
                    }
                    // Votes its own card gives on this side (card text).
                    let (votes, ballots) = self.votes_of(source);
                    (
                        votes.saturating_add(self.static_votes(source, &r, side)),
                        ballots,
                    )
                } else if let Some(n) = self.ability_votes(source) {
                    // A card in play locked (or paid for) for its controller's votes.
                    if self.pay_ability_votes(source) {
                        (n, 0)
                    } else {
                        (0, 0)
                    }
                } else {
                    (1, 0)
                };
                r.cast.push(source);
                (Some(source), side, votes, ballots)
            }
            Choice::VoteEdge { side } => {
                self.set_edge(None);
                self.after_edge_vote();
                (None, side, 1, 0)
            }
            Choice::Play { .. } | Choice::PlayOn { .. } => {
                if self.polling_perform(&mut r, choice) {
                    let card = match *choice {
                        Choice::Play { card, .. } | Choice::PlayOn { card, .. } => card,
                        _ => return,
                    };
                    self.cancel_referendum(r, card, &[]);
                    return;
                }
                if let Some(next) = self.next_voter(&r) {
                    r.voter = next;
                }
                self.referendum = Some(r);
                return;
            }
            _ => {
                r.done |= 1 << seat.0;
                if let Some(next) = self.next_voter(&r) {
                    r.voter = next;
                    self.referendum = Some(r);
                } else {
                    self.resolve_referendum(r);
                }
                return;
            }
        };
        let i = usize::from(side == VoteSide::Against);
        if i == 0 {
            r.votes_for += u16::from(votes);
        } else {
            r.votes_against += u16::from(votes);
        }
        r.ballots[i] += ballots;
        if let Some(s) = source {
            self.modifiers_on_vote(s, side, votes, ballots);
        }
        self.emit(|| Event::Votes {
            seat,
            source,
            side,
            votes,
            ballots,
        });
        // Everyone may answer a vote: the turn to vote moves on around the table.
        if let Some(next) = self.next_voter(&r) {
            r.voter = next;
        }
        self.referendum = Some(r);
    }

    /// The next Methuselah still voting, clockwise after the current voter (or the current
    /// voter if it is the only one left).
    pub(crate) fn next_voter(&self, r: &Referendum) -> Option<Seat> {
        let n = self.seats.len() as u8;
        (1..=n)
            .map(|k| Seat((r.voter.0 + k) % n))
            .find(|s| !self.seats[s.index()].ousted && r.done & (1 << s.0) == 0)
    }

    /// More votes for than against passes; a tie fails. The prisci bloc's 3 votes go to the
    /// side with more ballots, and abstain on a tie (p. 27, comprehensive rules 7).
    fn resolve_referendum(&mut self, r: Referendum) {
        let (mut yes, mut no) = (r.votes_for, r.votes_against);
        if self.vampires_have(None) {
            let (dy, dn) = self.doubled_votes();
            yes += dy;
            no += dn;
        }
        match r.ballots[0].cmp(&r.ballots[1]) {
            std::cmp::Ordering::Greater => yes += 3,
            std::cmp::Ordering::Less => no += 3,
            std::cmp::Ordering::Equal => {}
        }
        let passed = r.passes || yes > no;
        self.emit(|| Event::ReferendumResult {
            passed,
            votes_for: yes,
            votes_against: no,
        });
        match r.kind {
            ReferendumKind::Political { card } => {
                let outcome = self.political_def(card).and_then(|d| d.outcome);
                if let (true, Some(outcome)) = (passed, outcome) {
                    self.apply_outcome(outcome, &r.terms);
                    self.put_on_chosen(card, &r.terms);
                }
                if passed {
                    // Put in play first: what it gives while there starts with it.
                    self.put_political_in_play(card, r.caller);
                    self.outcome_abilities(card, &r.terms);
                }
                if self.card(card).region == Region::Limbo {
                    self.burn_quiet(card);
                }
                if !passed {
                    self.after_failed_referendum(&r);
                }
                if passed {
                    self.after_passed_referendum(&r);
                    // A manual political action card: its caller resolves it by hand.
                    if self.manual_cards {
                        self.manual_after_referendum(r.caller, card);
                    }
                }
                // The action succeeded; its after-success effects follow the referendum
                // (ruling [LSJ 20090216] [ANK 20180922] on Warsaw Station).
                if let Some(actor) = r.called_by {
                    self.after_action_success(actor, r.reaction_played);
                }
            }
            ReferendumKind::Ability { source } => {
                if passed {
                    self.referendum_ability_outcome(source, r.caller, &r.terms);
                    self.after_passed_referendum(&r);
                } else {
                    self.after_failed_referendum(&r);
                }
                // The action succeeded; its after-success effects follow the referendum.
                if let Some(actor) = r.called_by {
                    self.after_action_success(actor, r.reaction_played);
                }
            }
            ReferendumKind::BloodHunt { diablerist } => {
                // A blood hunt burns the diablerist (p. 35).
                if passed && self.is_minion_in_play(diablerist) {
                    self.burn(diablerist);
                }
            }
        }
        // Votes gained for this referendum end with it.
        self.lasting.expire(Until::Referendum);
        // Cards played after resolution (Voter Captivation).
        self.modifiers_on_referendum_result(passed, yes, no);
    }

    /// Applies what a passed referendum does, with its terms.
    fn apply_outcome(&mut self, outcome: OutcomeDef, terms: &Terms) {
        if let OutcomeDef::MovePool = outcome {
            // The chosen Methuselah's pool goes where the points say (Parity Shift).
            if let Some(from) = terms.methuselah {
                for (i, &p) in terms.points.iter().enumerate() {
                    let have = self.seats[from.index()].pool.max(0);
                    let moved = i32::from(p).min(have);
                    if moved > 0 && !self.seats[i].ousted {
                        self.add_pool(from, -moved);
                        self.add_pool(Seat(i as u8), moved);
                    }
                }
            }
            return;
        }
        if let OutcomeDef::GrantTitle(t) = outcome {
            if let Some(v) = terms
                .vampire
                .filter(|&v| self.card(v).region == Region::Ready)
            {
                // One title per vampire: the new one replaces the old; a contested one is
                // yielded at once (comprehensive rules 6).
                let c = self.card_mut(v);
                c.granted_title = Some(t);
                c.title_yielded = false;
                c.title_waiting = false;
                self.mark_title_contest(v);
            }
            return;
        }
        if let OutcomeDef::EldersGainBlood(capacity) = outcome {
            // Ready vampires and every uncontrolled region's vampires, from the bank.
            let elders: Vec<CardId> = self
                .alive_from(Seat(0))
                .flat_map(|s| {
                    let m = &self.seats[s.index()];
                    m.ready.iter().chain(&m.uncontrolled).copied()
                })
                .filter(|&v| self.is_vampire(v) && self.capacity(v) >= capacity)
                .collect();
            for v in elders {
                self.add_blood(v, 1);
            }
            return;
        }
        let seats: Vec<Seat> = self.alive_from(Seat(0)).collect();
        for seat in seats {
            let m = &self.seats[seat.index()];
            let delta = match outcome {
                OutcomeDef::PointsBurnPool => -i32::from(terms.points[seat.index()]),
                OutcomeDef::PointsBurnPoolChosenGains(n) => {
                    let gain = if terms.methuselah == Some(seat) {
                        i32::from(n)
                    } else {
                        0
                    };
                    gain - i32::from(terms.points[seat.index()])
                }
                OutcomeDef::MinionsBurnPool => -((m.ready.len() + m.torpor.len()) as i32),
                // Counted as the referendum resolves (ruling [RTR 19941109] on Domain
                // Challenge).
                OutcomeDef::LockedMinionsBurnPool => {
                    -(m.ready
                        .iter()
                        .chain(&m.torpor)
                        .filter(|&&c| self.card(c).tapped)
                        .count() as i32)
                }
                OutcomeDef::ClanVampiresGainPool => {
                    let Some(clan) = terms.clan.and_then(|i| clans().get(usize::from(i))) else {
                        continue;
                    };
                    m.ready
                        .iter()
                        .chain(&m.torpor)
                        .filter(|&&v| self.is_vampire(v) && self.facts(v).clans.contains(clan))
                        .count() as i32
                }
                OutcomeDef::EldersGainPool { capacity, n } => {
                    let elders = m
                        .ready
                        .iter()
                        .chain(&m.torpor)
                        .filter(|&&v| self.is_vampire(v) && self.capacity(v) >= capacity)
                        .count() as i32;
                    elders * i32::from(n)
                }
                OutcomeDef::GrantTitle(_)
                | OutcomeDef::MovePool
                | OutcomeDef::EldersGainBlood(_) => 0,
                OutcomeDef::MethuselahBurnsPool(n) => {
                    if terms.methuselah == Some(seat) {
                        -i32::from(n)
                    } else {
                        0
                    }
                }
            };
            self.add_pool(seat, delta);
        }
    }
}
