# Card text: vampires effects (en).
vamp-bleed-bonus = +{ $n } bleed.
vamp-intercept-directed = +{ $n } intercept during directed actions.
vamp-intercept-vs-titled = { $n } intercept against titled vampires.
vamp-discard-for-bleed = During a bleed action, this vampire can discard a card requiring [{ $disc }] to get +1 bleed.
vamp-discard-for-vote = While votes are cast on a referendum, this vampire may discard a [{ $disc }] card from hand for +1 vote.
vamp-dodge-once-per-combat = Once each combat, this vampire can strike: dodge.
vamp-votes-against-cost-blood = Vampires burn 1 blood to cast votes or ballots against referendums this vampire calls.
vamp-untap-after-passed-referendum = You can untap this vampire after a referendum it called passes.
