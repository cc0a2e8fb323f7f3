# Card text: vampires effects (it).
