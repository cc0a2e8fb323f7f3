# Testo delle carte: effetti di combattimento (italiano).
combat-gun = Arma da fuoco.
combat-vehicle = Veicolo: uno per servitore.
combat-one-per-minion = Uno per servitore.
combat-life = { $n } punti vita.
