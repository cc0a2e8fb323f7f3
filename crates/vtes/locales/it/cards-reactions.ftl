# Card text: reactions effects (it).
react-title = { $title ->
    [primogen] primogenito
    [prince] principe
    [justicar] justicar
    [inner-circle] membro del Circolo Interno
   *[other] { $title }
}
react-by-tapped = Solo un servitore impegnato può giocare questa carta.
react-by-vampire = Solo un vampiro può giocare questa carta.
react-needs-title = Richiede un { $titles }.
react-directed-at-you = Solo durante un'azione diretta contro di te o contro una carta che controlli.
react-bleed-at-you = Solo durante un salasso contro di te.
react-after-blocks = Solo dopo che i blocchi sono stati rifiutati.
react-predator-acting = Solo mentre agisce un servitore del tuo predatore.
react-after-block = Solo dal vampiro impegnato che ha bloccato, dopo la risoluzione del blocco.
react-once-per-untap = Un servitore ne gioca una sola tra due sue fasi di disimpegno.
react-wake = Questo servitore si sveglia: fino alla fine dell'azione può bloccare e giocare reazioni come se fosse disimpegnato, ma resta impegnato.
react-untap-self = Stappa questo servitore.
react-tap-self = Impegna questo servitore.
react-redirect-bleed = Il salasso ora colpisce un altro Matusalemme a tua scelta (non quello che agisce), che può tentare di bloccare.
react-reduce-bleed = Durante un salasso contro di te: il salasso è ridotto di { $n }.
react-votes-against = Durante la votazione di un'azione politica: questo vampiro ottiene { $n } voti contro, espressi con i suoi voti.
react-titled-intercept = +{ $n } intercettazione in più se questo servitore ha un titolo.
react-block-maneuver = Se questo servitore blocca: { $n } manovra opzionale in quel combattimento.
react-block-prevent = Se questo servitore blocca: può prevenire { $n } danno nel primo round di quel combattimento.
react-tapped-block = Un servitore impegnato può invece bruciare { $n } sangue per disimpegnarsi e tentare subito di bloccare con questa intercettazione.
react-ally-stays-tapped = Un alleato che gioca questa carta non si disimpegna nella sua prossima fase di disimpegno.
