# Card text: reactions effects (it).
react-votes-against = Durante la votazione di un'azione politica: questo vampiro ottiene { $n } voti contro, espressi con i suoi voti.
react-block-maneuver = Se questo servitore blocca: { $n } manovra opzionale in quel combattimento.
react-block-press = Se questo servitore blocca: { $n } inseguimento opzionale in quel combattimento.
react-block-prevent = Se questo servitore blocca: può prevenire { $n } danno nel primo round di quel combattimento.
react-tapped-block = { $n ->
    [0] Un servitore impegnato può invece disimpegnarsi e tentare subito di bloccare con questa intercetto.
   *[other] Un servitore impegnato può invece bruciare { $n } sangue per disimpegnarsi e tentare subito di bloccare con questa intercetto.
}
react-ally-stays-tapped = Un alleato che gioca questa carta non si disimpegna nella sua prossima fase di disimpegno.
