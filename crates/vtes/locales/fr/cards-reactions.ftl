# Card text: reactions effects (fr).
