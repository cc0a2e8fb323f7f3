# Card text: actions effects (en).
act-blood-to-younger-uncontrolled = One of your uncontrolled vampires with lower capacity than the actor receives { $n } blood.
act-discard-from-prey-hand = You see the prey's hand and pick one of its cards, which is discarded.
act-put-in-play = Put this card in play.
act-put-on-actor = Put this card on the acting vampire.
act-prey-open-hand = Your prey plays with an open hand.
act-prey-burns-pool = During your untap phase, your prey burns { $n } pool.
act-cost-copies-in-play = Costs 1 blood per copy of this card you control in play.
act-enter-combat-tap = Directed at a ready vampire: on success, lock it and enter combat with it; it is the acting minion in that combat.
act-strength = This vampire gets +{ $n } strength.
act-one-per-vampire = A vampire can have only one copy of this card.
act-search-equip = If it succeeds: you may fetch one equipment from your library onto the acting vampire, paying its cost and meeting its requirements; the library is then shuffled.
act-requires-title = Requires a { $titles }.
act-clan-votes = In this referendum, each ready { $clan } gets +{ $n } vote(s).
act-put-on-chosen = On a passed referendum, the card goes on the vampire named in the terms.
act-burn-card = Burn { $what } (the action is directed at its controller).
act-steal-card = Take control of { $what } (the action is directed at its controller).
act-class-equipment = an equipment card
act-class-location = a location
act-requires-capacity = Requires a vampire of capacity { $n } or more.
act-requires-sect = Requires a vampire of the sect { $sects }.
act-requires-titled = Requires a titled vampire.
act-requires-trait = Requires { $trait ->
    [infernal] an infernal vampire
   *[other] a vampire with the trait { $trait }
}.
act-class-ally = an ally
act-class-retainer = a retainer (it goes on the acting minion)
act-needs-crypts = Not playable while a Methuselah's crypt is empty.
act-crypt-top-duel = If it succeeds: every Methuselah shows the top card of their crypt; on a tie for the highest or the lowest capacity, every Methuselah burns { $n } pool, else the one showing the highest steals { $steal } pool from the one showing the lowest; every crypt is then shuffled.
act-put-in-play-passed = If the referendum passes, put this card in play.
act-immune-for-blood = The acting vampire may burn { $n } blood to be immune to this damage.
act-enters-locked = It is put on the vampire locked.
