# Card text: combat effects (en).
combat-gun = Gun.
combat-vehicle = Vehicle: one per minion.
combat-one-per-minion = One per minion.
combat-life = { $n } life.
