# Testo delle carte: i fatti di equipaggiamenti, seguaci e alleati, parole del loro tipo (italiano).
combat-gun = Arma da fuoco.
combat-vehicle = Veicolo: uno per servitore.
combat-electronic = Elettronico.
combat-one-per-minion = Uno per servitore.
combat-life = { $n } punti vita.
combat-enters-locked = Viene impegnato quando un servitore se ne equipaggia.
combat-aim = Mira: una sola per attacco.
