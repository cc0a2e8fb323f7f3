# Card text: actions effects (en).
