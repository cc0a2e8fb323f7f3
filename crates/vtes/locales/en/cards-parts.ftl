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
part-cost-to = it may { $cost } to get { $effect }
part-and = {" "}and{" "}
part-stat = { $n } { $stat ->
    [stealth] stealth
    [intercept] intercept
    [bleed] bleed
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
