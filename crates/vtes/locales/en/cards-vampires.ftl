# Card text: vampires effects (en).
