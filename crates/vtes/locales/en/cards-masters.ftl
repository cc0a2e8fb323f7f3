# Card text: masters effects (en).
master-target-vampire = a vampire
master-target-ready-vampire = a ready vampire
master-target-own-vampire = a vampire you control
master-target-own-ready-vampire = a ready vampire you control
master-target-ready-minion = a ready minion
master-in-play = Stays in play.
master-on = Put on { $target }.
master-at = Choose { $target }.
master-add-blood = It gets { $n } blood from the bank.
master-lock-target = Lock it.
master-counters = Enters play with { $n } counters.
master-hunting-ground = Hunting ground: in your unlock phase, a ready vampire you control may gain { $n } blood (one hunting ground per vampire each turn).
master-hand-size = +{ $n } hand size.
master-hand-size-per-counter = +1 hand size per counter on this card.
master-replace-burns-counter = When you would replace another card, burn a counter from this card instead.
master-burn-at-counters = { $n ->
    [0] Burn this card when it has no counters.
   *[other] Burn this card when it has { $n } counters.
}
master-counter-on-lock = Add a counter to this card each time it is locked.
master-transfers = +{ $n } transfers.
master-move-blood = In the { $phase ->
    [master] master
   *[other] unlock
} phase of its controller: move 1 blood between this vampire and their pool, either way.
master-may-burn = You may burn a { $card } you control.
master-lock-hand-size = Lock: +{ $n } hand size until the end of the turn.
master-lock-edge-pool = Lock in your unlock phase: gain { $n } pool if you have the Edge.
master-lock-uncontrolled-blood = Lock: add { $n } blood to a vampire in your uncontrolled region.
master-influence-blood = Lock in your influence phase: add 1 blood to a { $clan } in your uncontrolled region.
master-lock-discard = Lock: discard a card from your hand, then draw.
master-transfer-crypt = Spend { $n } transfer: move your top crypt card to your uncontrolled region, then remove a crypt card there from the game.
master-transfer-burn-pool = Spend { $n } transfers: burn this card and gain { $pool } pool.
master-torpor-burn-pool = When this vampire goes to torpor, its controller burns { $n } pool.
master-untap-torpor-burn-pool = In each unlock phase, if this vampire is in torpor, the active Methuselah burns { $n } pool.
master-host-bleed-intercept = This vampire gets +{ $n } intercept against bleeds aimed at you.
master-host-prevent = This vampire may prevent { $n } damage each combat.
master-burn-if-host-torpor = Burn this card if this vampire is in torpor.
master-burn-as-action = { $who ->
    [vampire] Vampires
    [other] Other minions
    [host] This vampire
   *[any] Minions
} may burn this card with a (D) action at +{ $stealth } stealth.
master-enter-combat-action = Minions may enter combat with this vampire with a (D) action at +{ $stealth } stealth.
master-action-clan-stealth = { $clan } get { $n ->
    [-1] -1
   *[other] +{ $n }
} stealth during that action.
master-block-gain = Once each turn, when this vampire blocks a titled vampire or a political action, it gains { $n } blood before the block resolves.
master-archetype = Archetype: one per vampire.
master-untap-pool-counter = In your unlock phase, move 1 pool onto this card.
master-others-burn-per-counter = In each other Methuselah's unlock phase, they burn 1 pool or 1 blood from a vampire they control for each counter on this card.
master-lock-stealth = Lock: a { $clan } you control gets +{ $n } stealth (when needed).
master-lock-announce-stealth = Lock as a vampire you control announces an undirected action: +{ $n } stealth, even if not needed.
master-lock-unlock-after = Lock as a { $clan } you control announces an undirected action: it unlocks after the action if the action succeeds.
master-burn-rescue = Burn this card (even locked): a { $clan } in torpor moves to the ready region.
master-lock-rescue = In your master phase, lock and burn 1 pool or 1 blood from a ready { $clan } you control: a { $clan } in torpor moves to the ready region.
master-lock-titled-votes = Lock during a polling step: each titled Camarilla vampire you control gets +{ $n } vote.
master-lock-votes = Lock during a polling step: you get { $n } votes.
master-grand-ball = Choose two ready { $clan } you control: lock the first, which does not unlock as normal; the second's actions other than bleeds cannot be blocked.
master-take-blood = Move { $min } to { $max } blood (as much as it has) from this vampire to your pool.
master-card-cost = Cards named { $card } cost you { $n } more pool.
master-repeat-cost = Costs { $n } more pool on a vampire that already has one.
master-host-cannot-block = This minion cannot block.
master-collect-blood = In your master phase, one { $clan } you control each turn may move 1 blood from itself onto this card.
master-influence-counters = Lock in your influence phase: move every counter on this card to a { $clan } in your uncontrolled region.
master-troublemaker = In your unlock phase, you may give this card to your prey and then lock up to two of their vampires or burn an equipment on one of their minions.
