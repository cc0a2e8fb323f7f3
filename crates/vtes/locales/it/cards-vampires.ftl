# Card text: vampires effects (it).
vamp-votes-against-cost-blood = I vampiri bruciano 1 sangue per esprimere voti o preferenze contro i referendum indetti da questo vampiro.
vamp-cancelled-to-library = Se una carta { $card } che giochi viene annullata, puoi spostarla dalla tua pila degli scarti alla tua libreria (poi mescolala).
vamp-contesters-yield = Un vampiro che contesta il titolo di questo vampiro deve rinunciarvi durante la fase di disimpegno del suo Matusalemme.
vamp-not-unique = Questo vampiro non è unico.
