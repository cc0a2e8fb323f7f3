# Card text: vampires effects (fr).
