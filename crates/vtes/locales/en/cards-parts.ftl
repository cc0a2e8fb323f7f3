# Card text: the parts of the compositional grammar (English). A sentence is composed as
# "[when], [if], [cost] to get [effects] [for] [limit]."
part-when-bleed = during a bleed by this vampire
part-when-polling = while votes are cast on a referendum
part-when-strike = as this vampire chooses a strike
part-when-referendum-passed = after a referendum passes
part-if-directed = during directed actions
part-if-actor-titled = against a titled acting vampire
part-if-called-by-self = if this vampire called it
part-cost-discard = discard a card requiring [{ $disc }]
part-cost-to = { $who ->
    [vampire] it may { $cost } to get { $effect }
   *[card] you may { $cost } to { $effect }
}
part-and = {" "}and{" "}
part-stat = { $n } { $stat ->
    [stealth] stealth
    [intercept] intercept
    [bleed] bleed
    [blood] blood
    [pool] pool
    [hand-size] hand size
   *[votes] { $count ->
        [1] vote
       *[other] votes
    }
}
part-dodge = it may strike: dodge
part-untap = its controller may untap it
part-for-action = for this action
part-for-referendum = in this referendum
part-limit-combat = once each combat
part-limit-referendum = once each referendum
part-when-action-announced = as an action of one of your minions is announced
part-when-block-attempt = when one of your acting minions needs stealth against a block attempt
part-when-untap = during your untap phase
part-when-any-time = at any time
part-if-undirected = if the action is undirected
part-if-edge = if you have the Edge
part-if-actor-clan = if the acting minion is { $clan }
part-cost-lock = lock this card
part-target-actor = the acting minion
part-target-you = you
part-target-uncontrolled = a vampire in your uncontrolled region
part-target-hand-card = a card in your hand
part-target-own-titled = each titled { $sect } vampire you control
part-give = give { $target } { $what }
part-discard = discard { $target } (draw up afterward)
part-for-turn = until the end of the turn
part-you-get = you get { $what }
part-get = get { $what }
