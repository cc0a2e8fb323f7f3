# Card text: the facts of equipment, retainers and allies, as kind words (en).
combat-gun = Gun.
combat-vehicle = Vehicle: one per minion.
combat-electronic = Electronic.
combat-one-per-minion = One per minion.
combat-life = { $n } life.
