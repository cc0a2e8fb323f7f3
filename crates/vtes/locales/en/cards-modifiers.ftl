# Card text: modifiers effects (en).
