# Card text: vampires effects (fr).
vamp-bleed-bonus = +{ $n } en morsure.
vamp-intercept-directed = +{ $n } en interception durant les actions dirigées.
vamp-intercept-vs-titled = { $n } en interception contre les vampires titrés.
vamp-discard-for-bleed = Durant une action de morsure, ce vampire peut défausser une carte requérant [{ $disc }] pour gagner +1 en morsure.
vamp-discard-for-vote = Durant l'étape de vote de tout référendum, ce vampire peut défausser une carte requérant [{ $disc }] pour gagner +1 voix.
vamp-dodge-once-per-combat = Une fois par combat, ce vampire peut frapper : esquive.
vamp-votes-against-cost-blood = Les vampires brûlent 1 sang pour exprimer des voix ou bulletins contre les référendums appelés par ce vampire.
vamp-untap-after-passed-referendum = Vous pouvez redresser ce vampire après l'acceptation d'un référendum qu'il a appelé.
