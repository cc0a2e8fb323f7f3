# Options and events in words that the browser table and the terminal show, beside
# locales/en/events.ftl: option kinds and events added to the engine later, and the
# optional parts of options (suffixes).

ev-untaps = { $card } untaps
ev-action-ends = The action of { $minion } ends
ev-abstains = { $vampire } abstains
ev-gains-votes = { $vampire } gains { $votes ->
    [one] 1 vote
   *[other] { $votes } votes
  }
ev-wakes = { $card } wakes
ev-bleed-redirected = The bleed is redirected to { $to }
ev-uses = { $card } is used{ $on }
ev-discarded = { $card } is discarded
ev-no-strike = { $by } does not strike

ch-play-on = { $by } plays { $card }
ch-play-target = { $by } plays { $card }
ch-pick = Choose { $card }
ch-ability-discard = { $by }: discard { $card } to use the ability
ch-ability-discard-at = { $by }: discard { $card } to use the ability at { $seat }
ch-prevent-x = { $by } prevents { $x } damage with { $with }
ch-activate = Use { $card } on { $target }
ch-event = Put the event { $card } in play
ch-master-on = Play { $card } on { $target }
ch-use = Use { $card }{ $how }
ch-card-action = { $minion }: { $how } with { $card }
ch-ability-action = { $minion }: the action of its ability
ch-use-at = Use { $card } on { $seat }: { $how }

suffix-on = { " " }on { $target }
suffix-from = { " " }from { $from }
suffix-and = { " " }and { $second }
suffix-amount = { " " }({ $n })
suffix-at = { " " }at { $at }
suffix-superior = { " " }(superior)
suffix-how = { " " }({ $how })
hand-strike = a hand strike
own-strike = its own strike

how-to-pool = to pool
how-from-pool = from pool
how-pool = pool
how-blood = blood
how-hand-size = hand size
how-discard = discard
how-draw-crypt = draw from the crypt
how-remove = remove
how-burn = burn it
how-enter-combat = enter combat
how-stealth = stealth
how-unlock = untap
how-rescue = rescue
how-votes = votes
how-prevent = prevent damage
how-give = give
how-lock = tap
how-cancel = cancel it
how-master-action = one more master phase action
how-steal = take control of it
how-draw = draw cards
