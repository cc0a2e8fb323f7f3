# Card text: masters effects (en).
master-target-vampire = a vampire
master-target-ready-vampire = a ready vampire
master-target-own-vampire = a vampire you control
master-target-own-uncontrolled = a vampire in your uncontrolled region
master-target-prey-uncontrolled = a vampire in your prey's uncontrolled region
master-target-own-ready-vampire = a ready vampire you control
master-target-ready-minion = a ready minion
master-in-play = Stays in play.
master-on = Put on { $target }.
master-at = Choose { $target }.
master-add-blood = It gets { $n } blood from the bank.
master-remove-gain-capacity = Remove that vampire from the game: its controller gains pool equal to its capacity.
master-target-controller-cancels = As this card is played, that vampire's controller may cancel it by burning { $n } pool.
master-blood-to-younger-kin = Choose a ready vampire you control and a younger vampire of its clan in your uncontrolled region: move up to { $n } blood from the first to the second.
master-host-no-transfers = No transfer can move blood to or from that vampire.
master-prey-cannot-block-or-react = Choose one of your vampires and one of your prey's allies or younger vampires: while the first acts this turn, the second cannot block nor play reaction cards.
master-burn-library-pool = Burn the top { $n } cards of your library and gain { $pool } pool (not playable with fewer cards there).
master-min-capacity = Only one of capacity { $n } or more.
master-entered-last-influence = Only on one of your vampires brought out in your previous influence phase.
master-lock-target = Lock it.
master-counters = Enters play with { $n } counters.
master-hunting-ground = Hunting ground: at the start of your turn, one of your ready vampires may take { $n } blood (a vampire uses one hunting ground per turn).
master-hunting-ground-titled = Hunting ground: at the start of your turn, one of your ready titled vampires may take { $n } blood (a vampire uses one hunting ground per turn).
master-hand-size-per-counter = +1 hand size per counter on this card.
master-replace-burns-counter = When you would replace another card, burn a counter from this card instead.
master-burn-at-counters = { $n ->
    [0] Once its last counter is gone, it is burned.
   *[other] Once it carries { $n } counters, it is burned.
}
master-counter-on-lock = Add a counter to this card each time it is locked.
master-move-blood = In the { $phase ->
    [master] master
   *[other] unlock
} phase of its controller: move 1 blood between this vampire and their pool, either way.
master-may-burn = You may burn a { $card } you control.
master-transfer-crypt = Spend { $n } transfer: move your top crypt card to your uncontrolled region, then remove a crypt card there from the game.
master-transfer-burn-pool = Spend { $n } transfers: burn this card and gain { $pool } pool.
master-torpor-burn-pool = When this vampire goes to torpor, its controller burns { $n } pool.
master-untap-torpor-burn-pool = While its vampire lies in torpor, whoever's turn starts loses { $n } pool.
master-host-bleed-intercept = This vampire gets +{ $n } intercept against bleeds aimed at you.
master-host-prevent = This vampire may prevent { $n } damage each combat.
master-burn-if-host-torpor = It is burned as soon as its vampire goes to torpor.
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
master-others-burn-per-counter = At the start of each opponent's turn, that opponent pays, per counter here, 1 pool or 1 blood of one of their vampires.
master-lock-unlock-after = Lock as a { $clan } you control announces an undirected action: it unlocks after the action if the action succeeds.
master-burn-rescue = Burn this card (even locked): a { $clan } in torpor moves to the ready region.
master-lock-rescue = Master phase: lock it and pay 1 pool or 1 blood of one of your ready { $clan }: one of your torpid { $clan } becomes ready.
master-grand-ball = Choose two ready { $clan } you control: lock the first, which does not unlock as normal; the second's actions other than bleeds cannot be blocked.
master-take-blood = Move { $min } to { $max } blood (as much as it has) from this vampire to your pool.
master-take-blood-any = Move { $min } or more blood, up to all it has, from that vampire to your pool.
master-card-cost = Cards named { $card } cost you { $n } more pool.
master-repeat-cost = Costs { $n } more pool for each copy already on the vampire.
master-host-cannot-block = This minion cannot block.
master-collect-blood = In your master phase, one { $clan } you control each turn may move 1 blood from itself onto this card.
master-influence-counters = Lock in your influence phase: move every counter on this card to a { $clan } in your uncontrolled region.
master-troublemaker = Start of your turn: you may hand this card to your prey, then lock up to two of that player's vampires or burn one equipment among their minions.
master-add-blood-full = It gains blood from the bank up to its capacity.
master-once-per-game = Only one card of this name can be played in a game.
master-target-own-ready-minion = a ready minion you control
master-one-per-host = A minion can have only one card of this name.
master-one-per-turn = Only one card of this name can be played each turn.
master-target-title = Only on a vampire with one of these titles: { $titles }.
master-host-untap-blood = In the untap phase of its vampire's controller, that vampire burns { $n } blood, or is burned if it cannot; once paid, that Methuselah moves this card to another vampire it may be on, or burns it if there is none.
master-copies-recover = As it enters play, if you control { $n } copies in play, every copy in play (whoever controls it) is removed from the game; you gain { $pool } pool and choose up to { $cards } library cards in your ash heap: the first goes to your hand, the others are shuffled into your library.
master-gain-discipline = This vampire gains one level of the Discipline this card is named after, and 1 capacity. Not played on a vampire with its superior level.
master-steal-as-action = { $who ->
    [vampire] Vampires
    [other] Other minions
    [host] This vampire
   *[any] Minions
} of another Methuselah may take control of this card with a (D) action at +{ $stealth } stealth.
master-target-own-minion = a minion you control
master-haven = It is a haven: no minion carries two havens.
master-untargetable = Actions of the other Methuselahs may not pick this minion as their target.
master-host-master-cost = Any Methuselah pays { $n } more pool for a master card aimed at this minion.
master-burn-after-host-torpor = Once this minion goes to torpor, it is burned.
master-chooses = When it comes into play, and whenever it changes hands, its controller picks { $target }.
master-chosen-untap-blood = In your unlock phase, the picked vampire may take { $n } blood, once.
