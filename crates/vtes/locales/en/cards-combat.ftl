# Card text: the facts of equipment, retainers and allies, as kind words (en).
combat-gun = Gun.
combat-vehicle = Vehicle: one per minion.
combat-electronic = Electronic.
combat-one-per-minion = One per minion.
combat-life = { $n } life.
combat-enters-locked = It is locked as a minion equips with it.
combat-aim = Aim: one each strike.
