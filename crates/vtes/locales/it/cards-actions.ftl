# Card text: actions effects (it).
