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
