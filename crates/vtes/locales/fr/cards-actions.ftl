# Card text: actions effects (fr).
