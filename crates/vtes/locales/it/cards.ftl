# Testo delle carte: le primitive comuni (italiano).
card-action = Azione a +{ $stealth } furtività.
card-bleed-action = { $n ->
    [0] Dissanguamento.
   *[other] Dissanguamento a +{ $n } dissanguamento.
}
card-hunt-action = Caccia a +{ $n } sangue.
card-political-action = Azione politica.
card-stealth = { $n ->
    [-1] -1 furtività.
   *[other] +{ $n } furtività.
}
card-intercept = +{ $n } intercetto.
card-bleed = +{ $n } dissanguamento.
card-limited = (limitato)
card-maneuver = Manovra.
card-press = Inseguimento.
card-strike-hand = Colpo: colpo a mani nude a +{ $n } danni{ $agg ->
    [yes] , aggravati
   *[no] {""}
}.
card-strike-damage = Colpo: { $n } { $agg ->
    [yes] danni aggravati
   *[no] danni
}.
card-strike-dodge = Colpo: schivata.
card-strike-combat-ends = Colpo: il combattimento termina.
card-strike-ranged = A qualsiasi distanza.
card-strike-long-only = Solo a lunga distanza.
card-strike-first = Colpisce per primo.
card-strike-steal-blood = Ruba { $n } sangue.
card-strike-destroy-equipment = Brucia un equipaggiamento del servitore avversario.
card-strike-steal-equipment = Prende un equipaggiamento del servitore avversario.
card-maneuvers-per-combat = { $n } manovra opzionale in ogni combattimento.
card-prevent = Previeni { $n } danni.
card-additional-strikes = { $n } colpo/i aggiuntivo/i (limitato).
card-terms-methuselah = Scegli un Matusalemme.
card-terms-clan = Scegli un clan.
card-terms-vampire = Scegli un vampiro pronto.
card-terms-points = Distribuisci { $total } punti tra { $min } o più Matusalemme.
card-outcome-points-burn-pool = Ogni Matusalemme brucia 1 risorsa per punto assegnatogli.
card-outcome-clan-gain-pool = Ogni Matusalemme guadagna 1 risorsa per vampiro del clan scelto che controlla.
card-outcome-minions-burn-pool = Ogni Matusalemme brucia 1 risorsa per servitore che controlla.
card-outcome-methuselah-burns-pool = Il Matusalemme scelto brucia { $n } risorsa.
card-outcome-grant-title = Il vampiro scelto diventa { $title }.
card-no-replace = Non rimpiazzarla fino alla tua prossima fase di disimpegno.
card-no-replace-in-play = Non rimpiazzarla finché resta in gioco; rimpiazzala quando lascia il gioco.
card-no-replace-combat = Non viene rimpiazzata prima della fine del combattimento.
card-terms-clan-vampire = Scegli un { $clan } pronto.
card-terms-pool-shift = Scegli un Matusalemme che ha più risorsa di te e distribuisci { $n } punti della sua risorsa tra uno o più altri Matusalemme (te compreso).
card-outcome-move-pool = La risorsa viene distribuita come scelto.
card-outcome-locked-minions-burn-pool = Ogni Matusalemme brucia 1 risorsa per servitore impegnato che controlla, contato a votazione conclusa.
card-terms-points-x = Distribuisci tanti punti quanti sono i Matusalemme in gioco tra { $min } o più Matusalemme.
card-terms-points-others = Distribuisci { $total } punti tra { $min } o più altri Matusalemme.
card-event = Evento: messo in gioco con un'azione della fase di scarto, una volta per partita, uno per fase di scarto.
card-outcome-elders-gain-pool = Ogni Matusalemme guadagna { $n } risorsa per vampiro di capacità { $capacity } o più che controlla.
card-outcome-elders-gain-blood = Ogni vampiro pronto, e ogni vampiro in una zona non controllata, di capacità { $capacity } o più guadagna 1 sangue.
card-terms-methuselah-points = Scegli un Matusalemme, poi distribuisci { $total } punti tra { $min } o più altri Matusalemme.
card-outcome-chosen-gains-pool = Il Matusalemme scelto guadagna { $n } risorsa.
card-terms-methuselahs = Scegli uno o più Matusalemme.
card-terms-younger-vampire = Scegli un vampiro nella zona attiva più giovane del vampiro che agisce.
card-terms-minions = Scegli fino a { $n } servitori nella zona attiva.
card-terms-ash-heap-minion-cards = Nomina { $n } carte servitore della tua pila degli scarti.
card-terms-other-methuselah = Scegli un altro Matusalemme.
card-terms-vampire-points = Distribuisci { $n } punti tra uno o più vampiri nella zona attiva.
card-terms-small-vampire = Scegli un vampiro nella zona attiva di capacità { $n } o inferiore.
card-terms-location-methuselah = Scegli un luogo in gioco e un Matusalemme.
