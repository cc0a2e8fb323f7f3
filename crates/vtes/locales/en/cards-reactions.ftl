# Card text: reactions effects (en).
react-title = { $title ->
    [primogen] primogen
    [prince] prince
    [justicar] justicar
    [inner-circle] Inner Circle member
   *[other] { $title }
}
react-by-tapped = Only a tapped minion can play this.
react-by-vampire = Only a vampire can play this.
react-needs-title = Needs a { $titles }.
react-directed-at-you = Only during an action directed at you or at a card you control.
react-bleed-at-you = Only while you are being bled.
react-after-blocks = Only once blocks have been declined.
react-predator-acting = Only while a minion of your predator acts.
react-after-block = Only by the tapped vampire that blocked, after the block is resolved.
react-once-per-untap = A minion plays one of these between two of its untap phases.
react-wake = This minion wakes: until the action ends it can block and play reactions as if untapped, but stays tapped.
react-untap-self = Untap this minion.
react-tap-self = Tap this minion.
react-redirect-bleed = The bleed now targets another Methuselah of your choice (not the acting one), who may try to block.
react-reduce-bleed = During a bleed at you: the bleed is { $n } less.
react-votes-against = While votes are cast on a political action: this vampire has { $n } extra votes, against only, cast along with its own.
react-titled-intercept = +{ $n } more intercept if this minion holds a title.
react-block-maneuver = If this minion blocks: { $n } optional maneuver in that combat.
react-block-prevent = If this minion blocks: it may prevent { $n } damage in the first round of that combat.
react-tapped-block = A tapped minion can instead burn { $n } blood to untap and try to block at once with this intercept.
react-ally-stays-tapped = An ally playing this does not untap in its next untap phase.
