# Card text: combat effects (fr).
