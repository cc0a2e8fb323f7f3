# Card text: the common primitives (English).
card-action = +{ $stealth } stealth action.
card-bleed-action = { $n ->
    [0] Bleed.
   *[other] Bleed with +{ $n } bleed.
}
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
card-no-replace-in-play = Do not replace while it stays in play; replace it once it leaves play.
card-no-replace-combat = Not replaced before the combat is over.
card-terms-clan-vampire = Choose a ready { $clan }.
card-terms-pool-shift = Name a Methuselah richer in pool than you, then split { $n } of their pool among other Methuselahs (you may be one of them).
card-outcome-move-pool = The pool moves as allocated.
card-outcome-locked-minions-burn-pool = Each Methuselah burns 1 pool per tapped minion they control, counted once the votes are over.
card-terms-points-x = Allocate as many points as there are Methuselahs in the game among { $min } or more Methuselahs.
card-terms-points-others = Allocate { $total } points among { $min } or more Methuselahs other than you.
card-event = Event: put in play with a discard phase action, once in a game, one each discard phase.
card-outcome-elders-gain-pool = Each Methuselah gains { $n } pool per vampire of capacity { $capacity } or more they control.
card-outcome-elders-gain-blood = Each ready vampire, and each vampire in an uncontrolled region, of capacity { $capacity } or more gains 1 blood.
card-terms-methuselah-points = Choose a Methuselah, then allocate { $total } points among { $min } or more other Methuselahs.
card-outcome-chosen-gains-pool = The chosen Methuselah gains { $n } pool.
card-terms-methuselahs = Choose one or more Methuselahs.
card-terms-younger-vampire = Choose a ready vampire younger than the acting vampire.
card-terms-minions = Choose up to { $n } ready minions.
card-terms-ash-heap-minion-cards = Name { $n } minion cards of your ash heap.
card-terms-other-methuselah = Choose another Methuselah.
card-terms-vampire-points = Split { $n } points among one or more ready vampires.
card-terms-small-vampire = Choose a ready vampire of capacity { $n } or less.
card-terms-location-methuselah = Choose a location in play and a Methuselah.
