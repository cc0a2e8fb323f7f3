# Card text: reactions effects (en).
react-votes-against = While votes are cast on a political action: this vampire has { $n } extra votes, against only, cast along with its own.
react-block-maneuver = If this minion blocks: { $n } optional maneuver in that combat.
react-block-press = If this minion blocks: { $n } optional press in that combat.
react-block-prevent = If this minion blocks: it may prevent { $n } damage in the first round of that combat.
react-tapped-block = { $n ->
    [0] A tapped minion can instead untap and try to block at once with this intercept.
   *[other] A tapped minion can instead burn { $n } blood to untap and try to block at once with this intercept.
}
react-ally-stays-tapped = An ally playing this does not untap in its next untap phase.
