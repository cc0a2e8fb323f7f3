# Card text: modifiers effects (fr).
