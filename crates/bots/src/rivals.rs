//! The Rivals bots: the observation ([`RivalsObs`]), a simple one-step heuristic
//! ([`RivalsHeuristic`]), the roll-out evaluation ([`RivalsEval`]) for the search bot
//! (with `Determinize for Rivals`, the engine's `State::determinize`), and [`make_bot`]
//! to build a kind by name.

use crate::vtes::BotKind;
use crate::{
    Bot, Determinize, GreedyBot, Heuristic, Observe, RandomBot, SearchBot, SearchConfig, StateEval,
};
use jyhad_rivals::choice::Side;
use jyhad_rivals::facts::{AttackKind, Kind};
use jyhad_rivals::state::Loc;
use jyhad_rivals::{CardId, Choice, Rivals, State};
use jyhad_table::Game;
use jyhad_table::Seat;

impl Observe for Rivals {
    type Obs<'a> = RivalsObs<'a>;
    fn observe(&self, seat: Seat) -> RivalsObs<'_> {
        RivalsObs {
            state: self.state(),
            seat,
        }
    }
}

/// What one seat sees of a Rivals game, borrowed. It only answers about the seat itself,
/// public numbers (prestige, agenda, Rivals) and cards face up on the table or in the
/// seat's own hand; a face-down or hidden card reads as unknown (`None`).
#[derive(Clone, Copy)]
pub struct RivalsObs<'a> {
    state: &'a State,
    seat: Seat,
}

impl<'a> RivalsObs<'a> {
    /// The observing seat.
    pub fn seat(&self) -> Seat {
        self.seat
    }
    /// The active player.
    pub fn active(&self) -> Seat {
        self.state.active
    }
    /// The seat's Rival (Rival tokens are face up).
    pub fn rival(&self) -> Seat {
        self.state.rival_of(self.seat)
    }
    /// A seat's prestige.
    pub fn prestige(&self, seat: Seat) -> u16 {
        self.state.players[seat.index()].prestige
    }
    /// A seat's agenda.
    pub fn agenda(&self, seat: Seat) -> u8 {
        self.state.players[seat.index()].agenda
    }
    /// Cards in the seat's hand.
    pub fn hand_size(&self) -> usize {
        self.state.players[self.seat.index()].hand.len()
    }
    /// The attack in progress: the attacking seat and the target's controller (`None`: a
    /// mortal, or not visible).
    pub fn attack(&self) -> Option<(Seat, Option<Seat>)> {
        self.state
            .attack
            .as_ref()
            .map(|a| (a.seat, self.owner(a.target)))
    }
    /// Info an attack from `attacker` on `target` needs (public: Secrecy and Intel).
    pub fn info_needed(&self, attacker: CardId, target: CardId) -> u8 {
        self.state.info_needed(attacker, target)
    }
    /// Blood Potency printed on a card of the seat's own hand (a recruit's cost).
    pub fn hand_bp(&self, c: CardId) -> Option<u8> {
        let card = &self.state.cards[c.index()];
        (card.loc == Loc::Hand && card.owner == Some(self.seat))
            .then(|| card.facts().bp)
            .flatten()
    }
    /// The seat's active vampires.
    pub fn coterie_size(&self) -> usize {
        self.state.active_vampires(self.seat).len()
    }

    /// Whether the seat may see what `c` is.
    fn visible(&self, c: CardId) -> bool {
        let card = &self.state.cards[c.index()];
        match card.loc {
            Loc::Library | Loc::Faction | Loc::CityDeck | Loc::Box | Loc::Played => false,
            Loc::Hand | Loc::Conspiracy => card.owner == Some(self.seat),
            _ => true,
        }
    }

    /// Who controls a visible card (`None`: a City card, or unknown).
    pub fn owner(&self, c: CardId) -> Option<Seat> {
        self.visible(c)
            .then(|| self.state.cards[c.index()].owner)
            .flatten()
    }
    /// Blood on a visible vampire or mortal.
    pub fn blood(&self, c: CardId) -> Option<u8> {
        self.visible(c).then(|| self.state.cards[c.index()].blood)
    }
    /// The attribute an attack of `kind` uses, of a visible vampire (0 for ranged).
    pub fn attack_attribute(&self, c: CardId, kind: AttackKind) -> Option<u8> {
        self.visible(c).then(|| match kind {
            AttackKind::Ranged => 0,
            k => self.state.attribute(c, k.attribute()),
        })
    }
    /// The defending attribute against `kind` of a visible vampire.
    pub fn defence(&self, c: CardId, kind: AttackKind) -> Option<u8> {
        self.visible(c)
            .then(|| self.state.attribute(c, kind.attribute()))
    }
    /// A visible City mortal's blood (the damage that defeats it in one blow, p. 10).
    pub fn mortal_blood(&self, c: CardId) -> Option<u8> {
        if !self.visible(c) {
            return None;
        }
        let f = self.state.facts(c);
        (f.kind == Kind::City).then_some(f.blood).flatten()
    }
    /// A visible City mortal's agenda reward.
    pub fn mortal_agenda(&self, c: CardId) -> Option<u8> {
        if !self.visible(c) {
            return None;
        }
        let f = self.state.facts(c);
        (f.kind == Kind::City).then_some(f.agenda).flatten()
    }
}

/// One-step preferences for Rivals: act rather than pass, recruit, attack the Rival's
/// vampires and the mortals worth agenda with the better attribute, play cards, keep
/// prestige and cards unless they buy something. No look-ahead.
#[derive(Clone, Copy, Debug, Default)]
pub struct RivalsHeuristic;

impl RivalsHeuristic {
    fn score(obs: &RivalsObs<'_>, choice: &Choice) -> f32 {
        let me = obs.seat();
        let theirs = |c: CardId| obs.owner(c);
        match *choice {
            // Recruit while the coterie is small or Prestige is plenty: Prestige is also
            // the life of the player (0 ousts, p. 3), so not down to a handful.
            Choice::Recruit { card } => {
                let cost = u16::from(obs.hand_bp(card).unwrap_or(0));
                let after = obs.prestige(me).saturating_sub(cost);
                if after >= 4 {
                    6.0
                } else {
                    0.2
                }
            }
            Choice::ClaimPrince { .. } => 5.0,
            Choice::Attack {
                attacker,
                target,
                kind,
            } => {
                let a = f32::from(obs.attack_attribute(attacker, kind).unwrap_or(0));
                let d = f32::from(obs.defence(target, kind).unwrap_or(0));
                // The blow without cards: the attribute against the target's (p. 9).
                let blow = (a - d).max(0.0);
                let blood = f32::from(obs.blood(target).unwrap_or(0));
                let prize = match theirs(target) {
                    Some(s) if s == me => -10.0,
                    // Defeating the Rival's vampire is worth 1 agenda (p. 10).
                    Some(s) if s == obs.rival() && blow >= blood => 5.0,
                    Some(s) if s == obs.rival() => 2.5 + 0.5 * blow,
                    Some(_) if blow >= blood => 3.0,
                    Some(_) => 1.0 + 0.3 * blow,
                    None => {
                        // A mortal falls only to its blood in one blow (p. 10); an attack
                        // card adds a little, so a blow far short is wasted.
                        let need = f32::from(obs.mortal_blood(target).unwrap_or(0));
                        if a + 2.0 < need {
                            -2.0
                        } else {
                            1.0 + 1.5 * f32::from(obs.mortal_agenda(target).unwrap_or(0))
                        }
                    }
                };
                // Info is paid in cards (p. 8 step 3): a target out of reach is no target.
                let info = obs.info_needed(attacker, target);
                let reach = if usize::from(info) > obs.hand_size() {
                    -6.0
                } else {
                    -0.6 * f32::from(info)
                };
                3.0 + 0.5 * (a - d) + prize + reach
            }
            Choice::PrinceAttack { attacker, kind } => {
                1.5 + 0.3 * f32::from(obs.attack_attribute(attacker, kind).unwrap_or(0))
            }
            Choice::Play { .. } => 4.0,
            Choice::Move { .. } => 2.5,
            Choice::Ability { .. } => 1.0,
            Choice::Draw { from } => {
                // A thin coterie wants vampires; otherwise cards to play.
                let faction = matches!(from, jyhad_rivals::choice::DrawFrom::Faction);
                let want_faction = obs.coterie_size() < 3;
                1.0 + if faction == want_faction { 0.5 } else { 0.0 }
            }
            Choice::EndActions {} => 0.0,
            // Discard for Info in one's own attack (else it ends for nothing), or to help an
            // attack on one's Rival's vampire.
            Choice::Info { .. } => match obs.attack() {
                Some((s, _)) if s == me => 2.5,
                Some((_, Some(t))) if t == obs.rival() => 0.8,
                _ => 0.3,
            },
            Choice::AttackCard { .. } => 3.0,
            Choice::NoAttackCard {} => 0.0,
            Choice::Block { blocker } => 1.0 + 0.1 * f32::from(obs.blood(blocker).unwrap_or(0)),
            Choice::NoBlock {} => 0.5,
            Choice::Reaction { .. } => 3.0,
            Choice::NoReaction {} => 0.0,
            Choice::Retarget { target } => 2.0 - 0.2 * f32::from(obs.blood(target).unwrap_or(0)),
            Choice::Done {} => 0.5,
            Choice::BurnMortal {} => 1.0,
            Choice::AttachMortal {} => 1.5,
            Choice::Pass {} => 0.5,
            Choice::Exert { .. } | Choice::Modifier { .. } => {
                if obs.active() == me {
                    2.0
                } else {
                    0.2
                }
            }
            Choice::Prestige { amount } => {
                let spare = f32::from(obs.prestige(me).saturating_sub(6));
                if obs.active() == me && spare > 0.0 {
                    1.0 - 0.2 * f32::from(amount).min(spare)
                } else {
                    0.1 - 0.3 * f32::from(amount)
                }
            }
            Choice::Vote { side } => match (side, obs.active() == me) {
                (Side::Yes, true) | (Side::No, false) => 1.0,
                _ => 0.0,
            },
            Choice::Mend { .. } => 1.0,
            Choice::Sad { vampire } => {
                -0.1 * f32::from(obs.blood(vampire).map_or(0, |b| 9 - b.min(9)))
            }
            Choice::Contribute { .. } => 1.0,
            Choice::Discard { .. } => 0.2,
            Choice::Pick { card } => match theirs(card) {
                Some(s) if s == me => 1.5,
                _ => 1.0,
            },
            Choice::Mode { n } => 1.0 - 0.1 * f32::from(n),
            Choice::PlayAt { target, .. } => match theirs(target) {
                Some(s) if s == obs.rival() => 4.5,
                _ => 3.5,
            },
            Choice::PlayVs { seat, .. } => 3.5 + if seat == obs.rival() { 1.0 } else { 0.0 },
            Choice::AbilityAt { .. } => 1.0,
            Choice::AbilityVs { seat, .. } => 1.5 + if seat == obs.rival() { 1.0 } else { 0.0 },
            Choice::Reattach { .. } => 0.6,
            // A Retainer is worth keeping: burning one gains nothing.
            Choice::BurnRetainer { .. } => -1.0,
            // Inviting a foe only helps when it keeps them from being the target.
            Choice::Invite { seat, .. } => {
                if seat == obs.rival() {
                    -1.0
                } else {
                    0.1
                }
            }
            Choice::Resolve { target, .. } | Choice::Target { seat: target } => {
                2.0 + if target == obs.rival() { 1.0 } else { 0.0 }
                    + 0.05 * f32::from(obs.agenda(target))
            }
        }
    }
}

impl Heuristic<Rivals> for RivalsHeuristic {
    fn score_all(
        &mut self,
        obs: &RivalsObs<'_>,
        _prompt: &str,
        options: &[Choice],
        scores: &mut Vec<f32>,
    ) {
        scores.clear();
        scores.extend(options.iter().map(|c| Self::score(obs, c)));
    }
}

impl Determinize for Rivals {
    fn determinize(&self, seat: Seat, seed: u64) -> Rivals {
        Rivals::from_state(self.state().determinize(seat, seed))
    }
}

/// Value of a (sampled) Rivals game for a seat, on the scale of agenda points: the final
/// agenda (+3 for the win) once over; otherwise agenda plus a material estimate (prestige,
/// active vampires and their blood) relative to the other seats, and the Rival's weakness.
#[derive(Clone, Copy, Debug, Default)]
pub struct RivalsEval;

fn material(game: &Rivals, seat: Seat) -> f64 {
    let s = game.state();
    let p = &s.players[seat.index()];
    if p.ousted {
        return 0.0;
    }
    let vampires: f64 = s
        .active_vampires(seat)
        .iter()
        .map(|v| 0.6 + 0.1 * f64::from(s.cards[v.index()].blood))
        .sum();
    0.08 * f64::from(p.prestige.min(30)) + vampires + 0.05 * p.hand.len() as f64
}

impl StateEval<Rivals> for RivalsEval {
    fn eval(&self, game: &Rivals, seat: Seat) -> f64 {
        if let Some(o) = game.outcome() {
            return o.vp(seat) + if o.winner == Some(seat) { 3.0 } else { 0.0 };
        }
        let s = game.state();
        let others: Vec<Seat> = (0..s.players.len())
            .map(|i| Seat(i as u8))
            .filter(|o| *o != seat && !s.players[o.index()].ousted)
            .collect();
        let mean_other = if others.is_empty() {
            0.0
        } else {
            others.iter().map(|o| material(game, *o)).sum::<f64>() / others.len() as f64
        };
        let rival = s.rival_of(seat);
        let threat = 1.0 / (1.0 + f64::from(s.players[rival.index()].prestige) / 4.0);
        f64::from(s.players[seat.index()].agenda) + material(game, seat) - mean_other + threat
    }
}

/// A Rivals bot of a kind, seeded; `search` is the search bot's budget.
pub fn make_bot_with(kind: BotKind, seed: u64, search: SearchConfig) -> Box<dyn Bot<Rivals>> {
    match kind {
        BotKind::Random => Box::new(RandomBot::new(seed)),
        BotKind::Greedy => Box::new(GreedyBot::new(RivalsHeuristic, seed)),
        BotKind::Search => Box::new(SearchBot::new(RivalsHeuristic, RivalsEval, search, seed)),
    }
}

/// A Rivals bot of a kind, seeded, with the default search budget.
pub fn make_bot(kind: BotKind, seed: u64) -> Result<Box<dyn Bot<Rivals>>, String> {
    Ok(make_bot_with(kind, seed, SearchConfig::default()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{play_out, Seen};
    use jyhad_table::Game;

    #[test]
    fn greedy_bots_finish_rivals_games() {
        let names = ["brujah", "toreador", "ventrue", "malkavian"];
        for players in 2..=4 {
            let mut config = jyhad_rivals::config_of(&names[..players]).unwrap();
            config.max_turns = Some(200);
            config.record_events = false;
            for seed in 0..3 {
                let game = Rivals::new_game(&config, seed).unwrap();
                let mut bots: Vec<Box<dyn Bot<Rivals>>> = (0..players as u64)
                    .map(|k| make_bot(BotKind::Greedy, seed * 10 + k).unwrap())
                    .collect();
                let played = play_out(game, &mut bots, 1_000_000, false);
                assert_eq!(played.error, None);
                assert!(played.game.outcome().is_some());
            }
        }
    }

    /// The greedy bot attacks the table's vampires, not only mortals (issue 23: it never
    /// attacked a human's vampire).
    #[test]
    fn greedy_bots_attack_vampires() {
        let config = jyhad_rivals::config_of(&["brujah", "toreador", "ventrue", "malkavian"])
            .map(|mut c| {
                c.max_turns = Some(40);
                c.record_events = false;
                c
            })
            .unwrap();
        let (mut on_vampires, mut all) = (0, 0);
        for seed in 0..4u64 {
            let mut game = Rivals::new_game(&config, seed).unwrap();
            let mut bots: Vec<Box<dyn Bot<Rivals>>> = (0..4u64)
                .map(|k| make_bot(BotKind::Greedy, seed * 10 + k).unwrap())
                .collect();
            let mut options = Vec::new();
            while let Some((seat, prompt)) = game.options_into(&mut options) {
                let pick = bots[seat.index()].choose(&Seen::new(&game, seat, prompt), &options);
                let choice = options[pick].clone();
                if let Choice::Attack { target, .. } = choice {
                    all += 1;
                    if game.state().cards[target.index()].owner.is_some() {
                        on_vampires += 1;
                    }
                }
                game.apply(seat, &choice).unwrap();
            }
        }
        assert!(
            on_vampires * 5 >= all,
            "{on_vampires} of {all} attacks on vampires"
        );
    }

    #[test]
    fn search_bot_plays_a_rivals_game_and_determinizes_from_its_view() {
        let mut config = jyhad_rivals::config_of(&["brujah", "toreador"]).unwrap();
        config.max_turns = Some(12);
        config.record_events = false;
        let game = Rivals::new_game(&config, 4).unwrap();
        // Two games that look the same to seat 0 sample the same game.
        let a = game.determinize(Seat(0), 9);
        let b = game.determinize(Seat(0), 9);
        assert_eq!(format!("{:?}", a.state()), format!("{:?}", b.state()));
        assert_eq!(a.state().players[0].hand, game.state().players[0].hand);
        let small = SearchConfig {
            iterations: 8,
            depth: 40,
            ..SearchConfig::default()
        };
        let mut bots: Vec<Box<dyn Bot<Rivals>>> = vec![
            make_bot_with(BotKind::Search, 1, small),
            make_bot_with(BotKind::Greedy, 2, small),
        ];
        let played = play_out(game, &mut bots, 1_000_000, false);
        assert_eq!(played.error, None);
        assert!(played.game.outcome().is_some());
    }
}
