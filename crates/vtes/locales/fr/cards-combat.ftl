# Texte des cartes : effets de combat (français).
combat-environmental = Le serviteur adverse subit { $n } { $n ->
    [one] dégât environnemental
   *[other] dégâts environnementaux
} à chaque round, avec les frappes normales, à toute portée.
combat-before-range = Seulement avant la détermination de la portée.
combat-once-per-combat = Une par serviteur à chaque combat.
combat-once-per-round = Une par serviteur à chaque round.
combat-grapple = Étreinte : au contact, avant le choix des frappes ; seules les frappes manuelles sont utilisables ce round.
combat-optional-press = Une poursuite optionnelle ce round.
combat-close-next-round = Un round suivant se déroule au contact.
combat-continue-only = Seulement pour poursuivre le combat.
combat-untap-on-end = Ce vampire se redresse avant la fin du combat.
combat-end-of-round = Seulement à la fin d'un round.
combat-gain-blood-lost = Gagne autant de sang que le vampire adverse en a perdu par des dégâts ce round (pas contre un allié).
combat-prevent-x = Coûte X sang : évite X dégâts de plus.
combat-gun = Arme à feu.
combat-vehicle = Véhicule : un par serviteur.
combat-one-per-minion = Un par serviteur.
combat-armor = À chaque combat, le porteur peut éviter { $gun } dégâts de frappes d'armes à feu ou { $other } dégât d'une autre source.
combat-intercept-with = Avec [{ $d }], le porteur a +{ $n } interception.
combat-blood-intercept-with = Avec [{ $d }], le porteur peut brûler 1 sang une fois pendant une action pour +{ $n } interception.
combat-life = { $n } points de vie.
combat-strength = { $n } en force.
combat-life-press = Cet allié peut dépenser 1 point de vie pour accorder une poursuite à l'un de vos serviteurs.
combat-burn-untap = Pendant une action dirigée contre vous, s'il ne bloque pas, on peut le brûler : l'un de vos serviteurs prêts se redresse.
