# Card text: modifiers effects (it).
