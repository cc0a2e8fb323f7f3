# Card text: combat effects (en).
