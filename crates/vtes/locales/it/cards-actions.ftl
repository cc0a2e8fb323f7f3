# Card text: actions effects (it).
act-blood-to-younger-uncontrolled = Aggiungi { $n } sangue a un vampiro più giovane nella tua zona non controllata.
act-discard-from-prey-hand = Guarda la mano della tua preda e scartane una carta a tua scelta.
act-put-in-play = Metti in gioco questa carta.
act-put-on-actor = Metti questa carta sul vampiro che agisce.
act-prey-open-hand = La tua preda gioca a mano scoperta.
act-prey-burns-pool = Durante la tua fase di disimpegno, la tua preda brucia { $n } risorsa.
act-cost-copies-in-play = Costa 1 sangue per ogni copia di questa carta che controlli in gioco.
act-enter-combat-tap = Diretta contro un vampiro pronto: se riesce, impegnalo ed entra in combattimento con lui; è il servitore che agisce in quel combattimento.
act-strength = Questo vampiro ottiene +{ $n } forza.
act-one-per-vampire = Un vampiro può avere una sola copia di questa carta.
act-search-equip = Se riesce, cerca una carta equipaggiamento nella tua libreria ed equipaggia questo vampiro (requisiti e costo normali); poi rimescola.
act-requires-title = Richiede un { $titles }.
act-clan-votes = In questo referendum, ogni { $clan } pronto ottiene +{ $n } voto/i.
act-put-on-chosen = Se il referendum passa, metti questa carta sul vampiro scelto.
act-burn-card = Brucia { $what } (l'azione è diretta contro chi la controlla).
act-steal-card = Prendi il controllo di { $what } (l'azione è diretta contro chi la controlla).
act-class-equipment = una carta equipaggiamento
act-class-location = un luogo
act-requires-capacity = Richiede un vampiro di capacità { $n } o più.
act-requires-sect = Richiede un vampiro della setta { $sects }.
act-requires-titled = Richiede un vampiro titolato.
act-requires-trait = Richiede { $trait ->
    [infernal] un vampiro infernale
   *[other] un vampiro con il tratto { $trait }
}.
act-class-ally = un alleato
act-class-retainer = un seguace (va sul servitore che agisce)
act-needs-crypts = Non giocabile se la cripta di un Matusalemme è vuota.
act-crypt-top-duel = Se riesce, ogni Matusalemme mostra la prima carta della sua cripta; in caso di parità per la capacità più alta o più bassa, ogni Matusalemme brucia { $n } risorsa, altrimenti chi mostra la più alta ruba { $steal } risorse a chi mostra la più bassa; poi ogni cripta viene rimescolata.
act-put-in-play-passed = Se il referendum passa, metti in gioco questa carta.
act-immune-for-blood = Il vampiro che agisce può bruciare { $n } sangue per essere immune a questi danni.
act-enters-locked = Viene messa sul vampiro impegnata.
