# Card text: reactions effects (it).
