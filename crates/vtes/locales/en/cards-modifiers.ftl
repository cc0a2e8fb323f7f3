# Card text: modifiers effects (en).
mod-by-other-vampire = Played by another of your ready vampires, not the one acting; the effect goes to the one acting.
mod-also-reaction = Also usable as a reaction.
mod-bleed-if-pool-at-most = +{ $n } bleed if the bled Methuselah has { $pool } pool or less.
mod-tap-failed-blockers = Minions that try to block and fail are tapped when the action resolves.
mod-spy-bleed = The bleed burns no pool and fails; put this card on the vampire. Its next successful bleed of that Methuselah gets +{ $n } bleed, and this card is burned.
mod-end-action = The action ends, unsuccessfully.
mod-no-repeat = The minion cannot do the same action again this turn.
mod-blocked-ends-action = If the action is blocked, tap the blocker and end the action before the block resolves.
mod-unblockable-by-vampires = Vampires cannot block this action.
mod-agg-damage-after = After the action, the acting vampire takes { $n } unpreventable aggravated environmental damage.
mod-silence-voter = Choose a vampire who cast votes or ballots: tap it; it abstains{ $n ->
    [0] {""}
   *[other] {" "}and burns { $n } blood
}.
mod-blood-per-vote-margin = The acting vampire gains 1 blood per vote of the margin{ $n ->
    [0] {""}
   *[other] ; up to { $n } of it may go to your pool instead
}.
mod-no-replace-until-discard = Not replaced until your next discard phase.
mod-maneuver-gives-press = Played as a maneuver, it also gives 1 optional press this round.
mod-not-with = Cannot be played on an action where { $card } was played, nor { $card } after it.
