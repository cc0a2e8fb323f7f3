# Card text: vampires effects (it).
vamp-bleed-bonus = +{ $n } salasso.
vamp-intercept-directed = +{ $n } intercettazione durante le azioni dirette.
vamp-intercept-vs-titled = { $n } intercettazione contro i vampiri titolati.
vamp-discard-for-bleed = Durante un'azione di salasso, questo vampiro può scartare una carta che richiede [{ $disc }] per ottenere +1 salasso.
vamp-discard-for-vote = Durante la fase di votazione di qualsiasi referendum, questo vampiro può scartare una carta che richiede [{ $disc }] per ottenere +1 voto.
vamp-dodge-once-per-combat = Una volta per combattimento, questo vampiro può colpire: schivata.
vamp-votes-against-cost-blood = I vampiri bruciano 1 sangue per esprimere voti o schede contro i referendum indetti da questo vampiro.
vamp-untap-after-passed-referendum = Puoi STAPpare questo vampiro dopo che un referendum da lui indetto è passato.
