# Card text: reactions effects (fr).
react-title = { $title ->
    [primogen] primogène
    [prince] prince
    [justicar] justicier
    [inner-circle] membre du Cercle intérieur
   *[other] { $title }
}
react-by-tapped = Seul un serviteur incliné peut jouer cette carte.
react-by-vampire = Seul un vampire peut jouer cette carte.
react-needs-title = Requiert un { $titles }.
react-directed-at-you = Uniquement pendant une action dirigée contre vous ou contre une carte que vous contrôlez.
react-bleed-at-you = Uniquement pendant une morsure contre vous.
react-after-blocks = Uniquement une fois les blocages refusés.
react-predator-acting = Uniquement quand un serviteur de votre prédateur agit.
react-after-block = Seulement par le vampire incliné auteur du blocage, une fois le blocage résolu.
react-once-per-untap = Un serviteur n'en joue qu'une entre deux de ses phases de redressement.
react-wake = Ce serviteur se réveille : jusqu'à la fin de l'action il peut bloquer et jouer des réactions comme s'il était redressé, mais il reste incliné.
react-untap-self = Redressez ce serviteur.
react-tap-self = Inclinez ce serviteur.
react-redirect-bleed = La morsure vise désormais un autre Mathusalem de votre choix (pas celui qui agit), qui peut tenter de bloquer.
react-reduce-bleed = Pendant une morsure contre vous : la morsure est réduite de { $n }.
react-votes-against = Pendant le vote d'une action politique : ce vampire gagne { $n } voix contre, exprimées avec ses propres voix.
react-titled-intercept = +{ $n } interception de plus si ce serviteur a un titre.
react-block-maneuver = Si ce serviteur bloque : { $n } manœuvre facultative dans ce combat.
react-block-prevent = Si ce serviteur bloque : il peut prévenir { $n } dégât au premier round de ce combat.
react-tapped-block = Un serviteur incliné peut à la place brûler { $n } sang pour se redresser et tenter aussitôt de bloquer avec cette interception.
react-ally-stays-tapped = Un allié qui joue cette carte ne se redresse pas à sa prochaine phase de redressement.
