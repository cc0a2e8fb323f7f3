# Testo delle carte: le parti della grammatica composizionale (italiano).
part-when-bleed = durante un'azione di salasso di questo vampiro
part-when-polling = durante la fase di votazione di un referendum
part-when-strike = quando questo vampiro sceglie il suo colpo
part-when-referendum-passed = dopo che un referendum è passato
part-if-directed = durante le azioni dirette
part-if-actor-titled = contro un vampiro titolato che agisce
part-if-called-by-self = se l'ha indetto questo vampiro
part-cost-discard = scartare una carta che richiede [{ $disc }]
part-cost-to = può { $cost } per ottenere { $effect }
part-and = {" "}e{" "}
part-stat = { $n } { $stat ->
    [stealth] furtività
    [intercept] intercettazione
    [bleed] salasso
   *[votes] { $count ->
        [1] voto
       *[other] voti
    }
}
part-dodge = può colpire: schivata
part-untap = il suo controllore può STAPparlo
part-for-action = per questa azione
part-for-referendum = in questo referendum
part-limit-combat = una volta per combattimento
part-limit-referendum = una volta per referendum
