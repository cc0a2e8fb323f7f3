# Card text: reactions effects (fr).
react-votes-against = Pendant le vote d'une action politique : ce vampire gagne { $n } voix contre, exprimées avec ses propres voix.
react-block-maneuver = Si ce serviteur bloque : { $n } manœuvre facultative dans ce combat.
react-block-press = Si ce serviteur bloque : { $n } poursuite facultative dans ce combat.
react-block-prevent = Si ce serviteur bloque : il peut prévenir { $n } dégât au premier round de ce combat.
react-tapped-block = { $n ->
    [0] Un serviteur incliné peut à la place se redresser et tenter aussitôt de bloquer avec cette interception.
   *[other] Un serviteur incliné peut à la place brûler { $n } sang pour se redresser et tenter aussitôt de bloquer avec cette interception.
}
react-ally-stays-tapped = Un allié qui joue cette carte ne se redresse pas à sa prochaine phase de redressement.
