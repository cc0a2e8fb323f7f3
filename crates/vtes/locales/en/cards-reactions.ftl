# Card text: reactions effects (en).
