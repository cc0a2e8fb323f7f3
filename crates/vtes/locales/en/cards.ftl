# Card text: the common primitives (English).
card-action = +{ $stealth } stealth action.
card-bleed-action = Bleed with +{ $n } bleed.
card-hunt-action = Hunt with +{ $n } blood.
card-political-action = Political action.
card-stealth = { $n ->
    [-1] -1 stealth.
   *[other] +{ $n } stealth.
}
card-intercept = +{ $n } intercept.
card-bleed = +{ $n } bleed.
card-limited = (limited)
card-maneuver = Maneuver.
card-press = Press.
card-strike-hand = Strike: hand strike at +{ $n } damage{ $agg ->
    [yes] , aggravated
   *[no] {""}
}.
card-strike-damage = Strike: { $n } { $agg ->
    [yes] aggravated damage
   *[no] damage
}.
card-strike-dodge = Strike: dodge.
card-strike-combat-ends = Strike: combat ends.
card-strike-ranged = At any range.
card-strike-long-only = Only at long range.
card-strike-first = First strike.
card-strike-steal-blood = Steals { $n } blood.
card-strike-destroy-equipment = Burns an equipment of the opposing minion.
card-strike-steal-equipment = Takes an equipment of the opposing minion.
card-maneuvers-per-combat = { $n } optional maneuver each combat.
card-prevent = Prevent { $n } damage.
card-additional-strikes = { $n } additional strike(s) (limited).
card-terms-methuselah = Choose a Methuselah.
card-terms-clan = Choose a clan.
card-terms-vampire = Choose a ready vampire.
card-terms-points = Allocate { $total } points among { $min } or more Methuselahs.
card-outcome-points-burn-pool = Each Methuselah burns 1 pool per point allocated to them.
card-outcome-clan-gain-pool = Each Methuselah gains 1 pool per vampire of the chosen clan they control.
card-outcome-minions-burn-pool = Each Methuselah burns 1 pool per minion they control.
card-outcome-methuselah-burns-pool = The chosen Methuselah burns { $n } pool.
card-outcome-grant-title = The chosen vampire becomes { $title }.
card-no-replace = Do not replace until your next untap phase.
card-terms-clan-vampire = Choose a ready { $clan }.
card-terms-pool-shift = Name a Methuselah richer in pool than you, then split { $n } of their pool among other Methuselahs (you may be one of them).
card-outcome-move-pool = The pool moves as allocated.
