# Card text: actions effects (en).
act-blood-to-younger-uncontrolled = Add { $n } blood to a younger vampire in your uncontrolled region.
act-discard-from-prey-hand = Look at your prey's hand and discard one card of your choice from it.
act-put-in-play = Put this card in play.
act-put-on-actor = Put this card on the acting vampire.
act-prey-open-hand = Your prey plays with an open hand.
act-prey-burns-pool = During your untap phase, your prey burns { $n } pool.
act-cost-copies-in-play = Costs 1 blood per copy of this card you control in play.
act-enter-combat-tap = Directed at a ready vampire: on success, lock it and enter combat with it; it is the acting minion in that combat.
act-strength = This vampire gets +{ $n } strength.
act-one-per-vampire = A vampire can have only one copy of this card.
act-search-equip = On success, search your library for an equipment card and equip this vampire with it (requirements and cost apply); shuffle afterward.
act-requires-title = Requires a { $titles }.
act-clan-votes = In this referendum, each ready { $clan } gets +{ $n } vote(s).
act-put-on-chosen = If the referendum passes, put this card on the chosen vampire.
