# Testo delle carte: le parti della grammatica composizionale (italiano).
part-when-bleed = durante un'azione di salasso di questo vampiro
part-when-polling = durante la fase di votazione di un referendum
part-when-strike = quando questo vampiro sceglie il suo colpo
part-when-referendum-passed = dopo che un referendum è passato
part-if-directed = durante le azioni dirette
part-if-actor-titled = contro un vampiro titolato che agisce
part-if-called-by-self = se l'ha indetto questo vampiro
part-cost-discard = scartare una carta che richiede [{ $disc }]
part-cost-to = { $who ->
    [vampire] può { $cost } per ottenere { $effect }
   *[card] puoi { $cost } per { $effect }
}
part-and = {" "}e{" "}
part-stat = { $n } { $stat ->
    [stealth] furtività
    [intercept] intercettazione
    [bleed] salasso
    [blood] sangue
    [pool] riserva
    [hand-size] dimensione della mano
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
part-when-action-announced = quando un'azione di uno dei tuoi servitori viene annunciata
part-when-block-attempt = quando uno dei tuoi servitori che agisce ha bisogno di furtività contro un tentativo di blocco
part-when-untap = durante la tua fase di disimpegno
part-when-any-time = in qualsiasi momento
part-if-undirected = se l'azione non è diretta
part-if-edge = se hai il Vantaggio
part-if-actor-clan = se il servitore che agisce è { $clan }
part-cost-lock = impegnare questa carta
part-target-actor = al servitore che agisce
part-target-you = a te
part-target-uncontrolled = a un vampiro della tua regione non controllata
part-target-hand-card = una carta della tua mano
part-target-own-titled = a ogni vampiro { $sect } titolato che controlli
part-give = dare { $target } { $what }
part-discard = scartare { $target } (e poi pescare)
part-for-turn = fino alla fine del turno
part-you-get = ottieni { $what }
part-get = ottenere { $what }
