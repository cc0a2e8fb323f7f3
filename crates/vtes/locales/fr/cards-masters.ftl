# Card text: masters effects (fr).
