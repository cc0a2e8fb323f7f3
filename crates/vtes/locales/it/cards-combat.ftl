# Testo delle carte: effetti di combattimento (italiano).
combat-environmental = Il servitore avversario subisce { $n } { $n ->
    [one] danno ambientale
   *[other] danni ambientali
} a ogni round, con i colpi normali, a qualsiasi distanza.
combat-before-range = Solo prima di determinare la distanza.
combat-once-per-combat = Una per servitore a ogni combattimento.
combat-once-per-round = Una per servitore a ogni round.
combat-grapple = Presa: a distanza ravvicinata, prima di scegliere i colpi; in questo round si possono usare solo colpi a mani nude.
combat-optional-press = Un inseguimento opzionale in questo round.
combat-close-next-round = Un round successivo è a distanza ravvicinata.
combat-continue-only = Solo per continuare il combattimento.
combat-untap-on-end = Questo vampiro viene disimpegnato prima della fine del combattimento.
combat-end-of-round = Solo alla fine di un round.
combat-gain-blood-lost = Guadagna tanto sangue quanto il vampiro avversario ne ha perso per danni in questo round (non contro un alleato).
combat-prevent-x = Costa X sangue: previeni X danni in più.
combat-gun = Arma da fuoco.
combat-vehicle = Veicolo: uno per servitore.
combat-one-per-minion = Uno per servitore.
combat-armor = A ogni combattimento, il possessore può prevenire { $gun } danni da colpi di armi da fuoco o { $other } danno da un'altra fonte.
combat-intercept-with = Con [{ $d }], il possessore ha +{ $n } intercetto.
combat-blood-intercept-with = Con [{ $d }], il possessore può bruciare 1 sangue una volta durante un'azione per +{ $n } intercetto.
combat-life = { $n } punti vita.
combat-strength = { $n } di forza.
combat-life-press = Può bruciare 1 punto vita per dare un inseguimento a un servitore che controlli.
combat-burn-untap = Durante un'azione diretta contro di te, può essere bruciato (se non blocca) per disimpegnare un servitore pronto che controlli.
