# Testo delle carte: le parti della grammatica composizionale (italiano).
part-when-polling = durante la fase di votazione di un referendum
part-when-strike = quando questo servitore sceglie il suo colpo
part-when-referendum-passed = dopo che un referendum è passato
part-if-directed = durante le azioni dirette
part-if-actor-titled = contro un vampiro titolato che agisce
part-if-called-by-self = se l'ha indetto questo vampiro
part-cost-discard = scartare una carta che richiede [{ $disc }]
part-cost-to = { $who ->
    [vampire] può { $cost } per ottenere { $effect }
    [vampire-do] può { $cost }: { $effect }
   *[card] puoi { $cost } per { $effect }
}
part-and = {" "}e{" "}
part-stat = { $n } { $stat ->
    [stealth] furtività
    [intercept] intercetto
    [bleed] dissanguamento
    [blood] sangue
    [pool] risorsa
    [hand-size] dimensione della mano
    [strength] di forza
    [master-actions] { $count ->
        [1] azione della fase dominus
       *[other] azioni della fase dominus
    }
    [phase-actions] { $count ->
        [1] azione in quella fase
       *[other] azioni in quella fase
    }
    [blood-cost] al costo in sangue
    [discard-cost] al costo in risorse per scartare una carta con un'azione della fase di scarto
    [transfers] { $count ->
        [1] trasferimento
       *[other] trasferimenti
    }
   *[votes] { $count ->
        [1] voto
       *[other] voti
    }
}
part-dodge = può colpire: schivata
part-untap = il suo controllore può disimpegnarlo
part-for-action = per questa azione
part-for-referendum = in questo referendum
part-limit-combat = una volta per combattimento
part-limit-referendum = una volta per referendum
part-when-action-announced = { $who ->
    [vampire] quando un servitore annuncia un'azione
   *[card] quando un'azione di uno dei tuoi servitori viene annunciata
}
part-when-block-attempt = quando uno dei tuoi servitori che agisce ha bisogno di furtività contro un tentativo di blocco
part-when-untap = durante la tua fase di disimpegno
part-when-any-time = in qualsiasi momento
part-if-undirected = se l'azione non è diretta
part-if-edge = se hai il Vantaggio
part-if-actor-clan = se il servitore che agisce è { $clan }
part-if-actor-capacity = se il servitore che agisce è un vampiro con capacità { $n } o più
part-if-actor-sect = se il servitore che agisce è un vampiro { $sect }
part-cost-lock = impegnare questa carta
part-target-actor = al servitore che agisce
part-target-you = a te
part-target-uncontrolled = a un vampiro della tua zona non controllata
part-target-hand-card = una carta della tua mano
part-target-own-titled = a ogni vampiro { $sect } titolato che controlli
part-give = dare { $target } { $what }
part-discard = scartare { $target } (e poi pescare)
part-for-turn = fino alla fine del turno
part-you-get = ottieni { $what }
part-get = ottenere { $what }
part-when-action = { $who ->
    [vampire] durante l'azione di questo vampiro
   *[card] in qualsiasi momento durante l'azione, anche se la furtività non è necessaria
}
part-when-blocked = quando il servitore che agisce viene bloccato
part-when-bleed-succeeds = quando tutti hanno passato e il dissanguamento sta per riuscire
part-when-action-succeeded = { $who ->
    [vampire] dopo un'azione riuscita di questo vampiro
   *[card] dopo un'azione riuscita
}
part-when-action-blocked = dopo un'azione bloccata (combattimento compreso)
part-if-bleeding = se l'azione è un dissanguamento
part-if-not-bleeding = tranne se l'azione è un dissanguamento
part-if-actor-vampire = se agisce un vampiro
part-target-younger-than-actor = a ogni alleato e a ogni vampiro più giovane del servitore che agisce
part-played = Giocabile { $when }.
part-untap-actor = disimpegna il servitore che agisce
part-when-blocks-declined = quando ogni Matusalemme ha rinunciato a bloccare
part-when-block-resolved = dal servitore che ha bloccato, una volta risolto il blocco
part-when-before-combat = dal servitore il cui blocco riesce, prima del suo combattimento con il servitore che agisce
part-if-directed-at-you = durante un'azione diretta contro di te
part-if-bleed-at-you = durante un dissanguamento contro di te
part-if-bleed-amount = se il valore del dissanguamento è { $n } o più
part-if-predator-acting = mentre agisce un servitore del tuo predatore
part-if-tapped = da un servitore impegnato
part-if-vampire = da un vampiro
part-if-titled = se questo servitore ha un titolo
part-if-title = da un { $titles }
part-tap = impegna questo servitore
part-wake = questo servitore si sveglia (può bloccare e giocare reazioni come se fosse disimpegnato fino alla fine dell'azione)
part-redirect-bleed = il dissanguamento prende di mira un altro Matusalemme, che può tentare di bloccare
part-limit-untap = una volta tra due fasi di disimpegno di questo servitore
part-or = {" "}o{" "}
part-untap-self = disimpegna questo servitore
part-if-actor-younger = se agisce un vampiro più giovane
part-block-fails = il tentativo di blocco fallisce, e quel servitore non può più tentare di bloccare questa azione
part-when-discard-phase = all'inizio della tua fase di scarto
part-when-master-phase = all'inizio della tua fase dominus
part-target-own-ready-vampire = a un vampiro pronto che controlli
part-to-predator = il tuo predatore prende il controllo di questa carta
part-when-influence = durante la tua fase di influenza
part-if-blood-hunt = in un referendum di caccia di sangue
part-if-voting-against = quando vota contro
part-if-pool-bled = se ha fatto perdere almeno 1 risorsa
part-when-referendum-failed = dopo che un referendum fallisce
part-when-edge-vote = in un referendum, una volta bruciato il Vantaggio per un voto
part-torpor = va in torpore
part-plays-as-title = può giocare le carte che richiedono un { $title } come se lo fosse (senza i voti del titolo)
part-target-bled-anarchs = ciascun Anarchico controllato dal Matusalemme che ha morso
part-target-blockers-of-clan = i seguaci { $clan } che tentano di bloccarlo
part-damage = infligge { $count } danno che non può essere prevenuto a { $target }
part-agg-damage = infliggi { $count } { $count ->
    [one] danno aggravato che non può essere prevenuto
   *[other] danni aggravati che non possono essere prevenuti
} { $target }
part-blocks-as-vampire = Questa carta può tentare di bloccare { $conds } come un vampiro di capacità { $capacity } con { $intercept } intercetto; se il blocco riesce non c'è combattimento: { $effects }.
part-blood-hunt = viene indetto un referendum per una caccia di sangue contro il vampiro che agisce, come dopo una diablerie (non lo è)
part-they-get = { $target } ottengono { $what }
part-if-untitled = finché non ha un titolo
part-per-others-titled = per ogni vampiro titolato attivo controllato da un altro Matusalemme
part-cost-phase-action = utilizzare un'azione della fase di scarto
part-cost-edge = bruciare il Vantaggio
part-when-during-discard-phase = durante la tua fase di scarto
part-if-hunting = quando caccia
part-if-not-hunting = in ogni azione che non sia una caccia
part-target-uncontrolled-of-clan = a un { $clan } della tua zona non controllata
part-when-before-range = prima di determinare la distanza
part-when-before-strikes = a distanza ravvicinata, finite le manovre e prima di scegliere gli attacchi
part-when-round-end = alla fine di un round, dopo gli inseguimenti, anche se il combattimento termina prima
part-if-to-continue = solo per continuare il combattimento
part-if-not-first-round = non nel primo turno di combattimento
part-if-discipline = se il servitore che lo porta ha [{ $disc }]
part-cost-blood = bruciare { $n } sangue
part-cost-blood-x = bruciare X sangue
part-cost-life = bruciare { $n } { $n ->
    [one] punto
   *[other] punti
} vita
part-cost-burn = bruciare questa carta
part-target-host = al servitore che lo porta
part-target-own-minion = a un tuo servitore
part-target-own-ready-minion = a un servitore pronto che controlli
part-host-gets = il servitore che lo porta ottiene { $what }
part-untap-own-ready-minion = disimpegnare un servitore pronto che controlli
part-strike-hand = attacco: attacco a mani nude a forza +{ $n }
part-strike-damage = attacco: { $n } { $n ->
    [one] danno
   *[other] danni
}
part-strike-steal-blood = attacco: rubare { $n } sangue
part-strike-combat-ends = attacco: termina il combattimento
part-at-any-range = { $strike }, a qualsiasi distanza
part-prevent = prevenire { $n } { $n ->
    [one] danno
   *[other] danni
}
part-prevent-x = prevenire { $n } { $n ->
    [one] danno
   *[other] danni
} e X in più
part-maneuver = una manovra
part-additional-strike = un colpo aggiuntivo (limitato)
part-press = un inseguimento
part-optional-press = un inseguimento opzionale
part-press-own-minion = dare un inseguimento al tuo servitore in combattimento
part-environmental = { $n } { $n ->
    [one] danno ambientale
   *[other] danni ambientali
} al servitore avversario a ogni round, con gli attacchi, a qualsiasi distanza
part-grapple = si possono usare solo attacchi a mani nude, da entrambe le parti
part-close-range = un round successivo è a distanza ravvicinata, senza manovre
part-gain-blood-lost = guadagnare tanto sangue quanto il vampiro avversario ne ha perso per danni in questo round (non contro un alleato)
part-armor = prevenire { $gun } danni da attacchi di armi da fuoco (in più attacchi) o { $other } danno da un'altra fonte
part-for-round = per questo round
part-for-combat = fino alla fine del combattimento
part-limit-round = una per servitore a ogni round
part-limit-action = una volta per azione
part-if-ready = { $who ->
    [vampire] finché questo vampiro è pronto
   *[card] finché il servitore su cui si trova è pronto
}
part-if-not-ready = { $who ->
    [vampire] finché questo vampiro non è pronto
   *[card] finché il servitore su cui si trova non è pronto
}
part-plays-as-clan = gioca le carte che richiedono { $clan } come se fosse { $clan }
part-if-directed-at-self = { $who ->
    [vampire] durante un'azione diretta contro questo vampiro
   *[card] durante un'azione diretta contro il servitore su cui si trova
}
part-if-coin-tails = se una moneta lanciata dà croce
part-action-fails = far fallire l'azione
part-burn-actor = brucia il servitore che agisce
part-target-younger-vampire = un vampiro più giovane del servitore che agisce
part-target-ready-vampire = un vampiro pronto
part-cannot-block = scegli { $target }: non può bloccare
part-at-long-range = { $strike }, solo a lunga distanza
part-when-as-played = quando un altro Matusalemme gioca una carta
part-when-during-master-phase = durante la tua fase dominus
part-if-played-master = se è una carta dominus
part-if-played-minion = se è una carta servitore
part-if-played-strike-or-grapple = se è una carta attacco, o una carta che consente solo attacchi a mani nude
part-if-by-predator-or-prey = se quel Matusalemme è il tuo predatore o la tua preda
part-target-player = al Matusalemme che l’ha giocata
part-cancel-card = cancellarla: non ha effetto e il suo costo non viene pagato
part-if-opponent-clan = in combattimento con un { $clan }
part-target-opponent = i servitori in combattimento con lui
part-target-prey = la tua preda
part-target-predator-or-prey = il tuo predatore o la tua preda
part-discard-random = { $target } scarta una carta a caso
part-burns-pool = { $target } brucia { $count } { $count ->
    [1] risorsa
   *[other] risorse
}
part-for-untap = fino alla tua prossima fase di disimpegno
part-when-combat-end = dopo la fine di un combattimento che coinvolge questo vampiro
part-if-opponent-not-ready = se il servitore avversario non è pronto
part-limit-turn = una volta per turno
part-if-card-kind = per le { $kind ->
    [reaction] carte reazione
    [modifier] carte modificatore d'azione
    [action] carte azione
   *[combat] carte combattimento
}
part-crypt-top-anarch = rimuovere dal gioco la carta in cima alla tua cripta, rivelata; se è un { $clan }, uno dei tuoi vampiri senza titolo diventa Anarchico
part-if-card-discipline = che richiedono [{ $disc }]
part-when-enters-play = quando questo vampiro entra in gioco
part-cost-remove = rimuoverlo dal gioco
part-target-own-untitled = un altro vampiro senza titolo che controlli
part-anarch = { $target } diventa Anarchico
part-pool-or-crypt = guadagni 1 risorsa o peschi la carta in cima alla tua cripta, a tua scelta
part-target-other-vampire = un altro vampiro in gioco, scelto all'annuncio dell'azione
part-target-each-methuselah = tutti i Matusalemme
part-per-victory-points = per ogni loro punto vittoria
part-cancel-referendum = cancella il referendum: nessun voto viene contato, e una carta azione politica giocata dalla mano per indirlo torna nella mano del suo proprietario (che poi scarta fino alla dimensione della mano)
part-abstain = scegli { $target }: si astiene, i suoi voti e preferenze sono annullati
part-no-repeat = i servitori del Matusalemme che agisce non possono compiere di nuovo la stessa azione in questo turno
part-no-repeat-minion = il servitore che agisce non può ripetere la stessa azione in questo turno
part-if-actor-ally-or-younger = mentre agisce un alleato o un vampiro più giovane di questo
part-target-predators-predator = il predatore del tuo predatore
part-redirect-bleed-to = il dissanguamento ora prende di mira { $target }, che può tentare di bloccare
part-if-blocker-without = quando un vampiro senza [{ $disc }] tenta di bloccare
part-target-blocker = al servitore che tenta di bloccare
part-if-untapped = da un servitore disimpegnato
part-for-next-actions = per le prossime X azioni dei tuoi servitori in questo turno
part-if-before-votes = prima che siano espressi voti o preferenze
part-target-vampires-not-of = i vampiri che non sono { $sect }
part-cannot-vote = { $target } non esprimono voti né preferenze
part-target-minions = i servitori
part-cannot-unlock = { $target } non possono disimpegnarsi
part-next-referendum-passes = il prossimo referendum indetto da uno dei tuoi vampiri passa senza fase di votazione
part-attempt-block = questo servitore tenta di bloccare l'azione, anche se il suo Matusalemme non può bloccarla
part-when-minion-action = { $stealth ->
        [0] Come azione
       *[other] Come azione a +{ $stealth } furtività
    }
part-enter-combat = entrare in combattimento con { $target }
part-target-locked-vampire = un vampiro impegnato controllato da un altro Matusalemme
part-steal = prendere { $target } (passa su questo vampiro)
part-target-plain-equipment = un equipaggiamento di un servitore di un altro Matusalemme che non sia un'arma, un veicolo o elettronico
part-to-hand = spostare { $target } nella tua mano
part-to-hand-discard-down = spostare { $target } nella tua mano (poi scarta fino alla dimensione della tua mano)
part-target-ash-heap-political = una carta azione politica dalla tua pila degli scarti
part-target-library-minion-card = una carta servitore cercata nella tua libreria (rivelala, poi mescola)
part-cost-pool = bruciare { $n } { $n ->
    [one] risorsa
   *[other] risorse
}
part-untap-own-ready-vampire = disimpegnare un vampiro pronto che controlli
part-if-not-out-of-turn = se non è una carta fuori-turno
part-if-no-reaction = se durante l'azione non è stata giocata alcuna carta reazione
part-bled-pool-max = bruci al massimo { $n } { $n ->
    [one] risorsa
   *[other] risorse
} per un dissanguamento
part-burn-self = brucia questa carta
part-target-clan = i vampiri { $clan }
part-target-titled-clan = i vampiri { $clan } titolati
part-target-titled-vampires = i vampiri titolati
part-group-cannot-block = { $target } non possono bloccare questa azione
part-prey-taps-minion = la tua preda impegna uno dei suoi servitori attivi e disimpegnati
part-draw = pesca { $n } carte, poi scarta fino alla dimensione della tua mano
part-first-strike = colpisce per primo
part-enter-combat-action = con un'azione diretta, può entrare in combattimento con { $target } controllato da un altro Matusalemme
part-if-controls-vampire-not = se controlla un vampiro non { $sect }
part-cost-burn-vampire-not = bruciare un vampiro non { $sect } che controlla
part-each-untap-burns-pool = Durante la propria fase di disimpegno, ogni Matusalemme con un vampiro fuori dalla { $sect } brucia { $count } risorsa.
part-any-burns-vampire-to-burn = Durante la propria fase dominus, ogni Matusalemme può bruciare uno dei suoi vampiri fuori dalla { $sect } per bruciare questa carta.
part-immune-non-agg = è immune ai danni non aggravati
part-cannot-act = non può agire
part-no-equipment = non può avere né usare equipaggiamento
part-untap-host = disimpegnare il servitore che lo porta
# L'esito di un'azione politica (il suo referendum, p. 27).
part-when-outcome = se il referendum passa
part-target-chosen = ciascun elemento scelto
part-target-ready-vampires = ogni vampiro nella zona attiva
part-target-empty-ready-vampire = un vampiro pronto senza sangue
part-target-diablerist = un vampiro che ha commesso diablerie dal tuo ultimo turno
part-if-bleed-at-least = con un dissanguamento di { $n } o più
part-if-controls-capacity-at-most = se controlla un vampiro nella zona attiva di capacità { $n } o meno
part-burn = { $target } viene bruciato
part-to-uncontrolled = { $target } va nella zona non controllata del suo controllore, disimpegnato, con il suo sangue e le carte che ha (fuori dal gioco finché vi resta)
part-take-control = il Matusalemme scelto prende il controllo della carta scelta
part-cannot-react = { $target } non può giocare carte reazione
part-cannot-block-them = { $target } non può bloccare
part-if-card-redirects-bleed = per una carta che devia un dissanguamento (il suo costo in sangue o vita)
part-target-small-vampire = un vampiro in gioco di capacità { $n } o meno
part-may-burn = puoi bruciare { $target }
part-burn-chosen = bruciare { $target }
part-per-chosen-capacity = per punto di capacità del vampiro nella zona attiva che sceglie allora
part-per-predator-chosen-capacity = per punto di capacità del vampiro nella zona attiva che sceglie allora il suo predatore
part-target-allies = ogni alleato
part-burn-unless-repaid = { $target } viene bruciato a meno che il suo controllore ne paghi di nuovo il costo in risorse (un costo in sangue: nulla)
part-per-minions = per servitore che controlla
part-lock-them = { $target } viene impegnato (un clan scelto: ciascuno dei suoi vampiri nella zona attiva)
part-draw-up-to = puoi pescare fino a { $n } carte, una alla volta, senza scartare
part-put-back = poi mettere altrettante carte dalla tua mano in fondo alla tua libreria
part-prevent-strikes = prevenire ogni punto di danno che gli infliggerebbero gli attacchi del servitore avversario
part-strike-aggravated = attacco: { $n } { $n ->
    [one] danno aggravato
   *[other] danni aggravati
}
part-strike-recoil = { $strike }; anche il vampiro che attacca subisce quei danni, a qualsiasi distanza, anche se l'avversario schiva
part-additional-dodge = un colpo aggiuntivo (limitato), che è una schivata
part-target-blockers-capacity = nessun vampiro di capacità { $n } o più
part-may-not-block = { $target } può tentare di bloccare il servitore che lo porta
part-if-first-round = nel primo turno di combattimento
part-if-blocking = in un combattimento che segue un blocco del servitore che lo porta
part-long-range = il round è a distanza, senza manovre, e il primo attacco del servitore che lo porta è con esso
part-target-titled-as = i vampiri che hanno il titolo { $title }
part-bleed-prey-with = dissanguare la tua preda con { $n } dissanguamento
part-when-minion-phase-end = Dopo la fine della tua fase dei servitori
part-draw-crypt = metti la prima carta della tua cripta nella tua zona non controllata
part-target-ready-minion = un servitore attivo controllato da un altro Matusalemme
part-double-votes = i voti dei tuoi vampiri contano doppio al conteggio
part-target-prey-ally-or-younger = un alleato o un vampiro più giovane controllato dalla tua preda
part-lock-target = impegnare { $target }
part-per-own-titled = per ogni vampiro titolato attivo che controlli
part-steal-blood = prendere { $n } sangue o vita da { $target } per questo vampiro (la vita diventa sangue)
part-if-self-untapped = se questo vampiro è disimpegnato
part-cost-discard-type = scartare una { $kind ->
    [master] carta dominus
   *[political] carta azione politica
}
part-cannot-vote-self = non esprime voti né preferenze
part-target-own-titled-as = un altro vampiro che controlli che ha il titolo { $title }
part-strike-cost = ciascuno dei suoi attacchi contro questo vampiro gli costa { $count } sangue o vita in più, e può scegliere di non attaccare
part-cannot-block-self = questo vampiro non può bloccare
part-no-combat-action = questo vampiro non può compiere azioni per entrare in combattimento con un { $clan }
part-no-combat-ends-strike = un { $clan } in combattimento con questo vampiro non può colpire: termina il combattimento
part-block-cost = { $target } deve bruciare { $count } sangue per tentare di bloccare questa azione

# Session 12 (actions): stun, an unlocked vampire chosen as an action is announced.
part-target-unlocked-vampire = un vampiro disimpegnato controllato da un altro Matusalemme
part-stun = stordire { $target }: impegnalo; non si disimpegna durante la prossima fase di disimpegno del suo controllore
part-if-blocker-ally-or-younger = se un alleato o un vampiro più giovane di quello che agisce tenta di bloccare
part-target-random-event = un altro evento in gioco, estratto a caso
part-cost-pool-per-other-event = bruciare 1 risorsa per ogni altro evento in gioco
part-others-burn-event-for-pool = Durante la propria fase di scarto, ogni altro Matusalemme può utilizzare un'azione della fase di scarto e bruciare 1 risorsa per ogni altro evento in gioco per bruciare questa carta.
part-if-not-card-kind = per una carta non giocata come { $kind ->
    [modifier] modificatore d'azione
   *[other] { $kind }
}
part-half-blood-cost = le carte giocate da { $target } costano metà del sangue, arrotondato per difetto (dimezzato prima di ogni costo aggiunto o tolto)
part-referendum-action = { $who ->
        [vampire] Questo vampiro
       *[card] Qualsiasi vampiro
    } può indire un referendum come { $stealth ->
        [0] azione politica
       *[other] azione politica a +{ $stealth } furtività
    }.
part-referendum-action-if = { $who ->
        [vampire] Questo vampiro
       *[card] Qualsiasi vampiro
    } può indire un referendum come { $stealth ->
        [0] azione politica
       *[other] azione politica a +{ $stealth } furtività
    }, { $conds }.
part-for-game = fino alla fine della partita
part-if-controls-no-ready = se non controlla alcun vampiro { $sect } nella zona attiva
part-each-untap-no-ready-burns-pool = Durante la propria fase di disimpegno, ogni Matusalemme che non controlla alcun vampiro { $sect } nella zona attiva brucia { $count } risorsa.
part-for-in-play = finché questa carta è in gioco
part-no-replace-in-minion-phase = { $target } non rimpiazzano le carte giocate durante la fase dei servitori di qualsiasi Matusalemme (sono rimpiazzate alla fine della fase)
part-cost-counter = bruciare un segnalino da questa carta
part-if-own-political-actor = durante un'azione politica di un vampiro { $sect } che controlli, o il suo referendum
part-if-combat-between = quando un vampiro { $sect } che controlli è in combattimento con un altro vampiro { $sect }
part-end-combat = porre fine al combattimento
part-if-strike-inflicts = se dei danni di quell'attacco vengono inflitti al servitore avversario
part-cost-discard-combat-cards = scartare { $n ->
    [one] una carta combattimento
   *[other] { $n } carte combattimento
}
part-opponent-may-cancel = quando viene giocata, il Matusalemme del servitore avversario può { $cost } per cancellarla
part-strike-damage-more = il servitore avversario subisce { $count } danni in più da quell'attacco
part-cannot-press = non può fare inseguimenti
part-blocked-first-round-maneuver = Se questa azione viene bloccata, questo servitore ottiene una manovra opzionale nel primo round del combattimento.
part-blocker-may-cancel = quando viene giocata, il servitore che tenta di bloccare può { $cost } (vita per un alleato) per cancellarla
part-no-more-blocks = e il suo Matusalemme non tenta più di bloccare questa azione
part-when-any-minion-phase = durante la fase dei servitori di qualsiasi Matusalemme
part-take-action = far compiere un'azione al servitore che lo porta
part-if-bled-prey = se ha colpito la tua preda
part-when-minion-phase = durante la tua fase dei servitori
