# Card text: vampires effects (it).
vamp-votes-against-cost-blood = I vampiri bruciano 1 sangue per esprimere voti o preferenze contro i referendum indetti da questo vampiro.
