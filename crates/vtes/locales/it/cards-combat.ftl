# Card text: combat effects (it).
