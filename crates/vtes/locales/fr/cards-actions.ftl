# Card text: actions effects (fr).
act-blood-to-younger-uncontrolled = Ajoutez { $n } sang à un vampire plus jeune de votre région non contrôlée.
act-discard-from-prey-hand = Regardez la main de votre proie et défaussez-en une carte de votre choix.
act-put-in-play = Mettez cette carte en jeu.
act-put-on-actor = Mettez cette carte sur le vampire qui agit.
act-prey-open-hand = Votre proie joue main ouverte.
act-prey-burns-pool = Durant votre phase de redressement, votre proie brûle { $n } réserve.
act-cost-copies-in-play = Coûte 1 sang par exemplaire de cette carte que vous contrôlez en jeu.
act-enter-combat-tap = Dirigée contre un vampire prêt : si elle réussit, inclinez-le et entrez en combat avec lui ; il est le serviteur qui agit dans ce combat.
act-strength = Ce vampire gagne +{ $n } en force.
act-one-per-vampire = Un vampire ne peut avoir qu'un seul exemplaire de cette carte.
act-search-equip = Si elle réussit, cherchez une carte d'équipement dans votre bibliothèque et équipez ce vampire avec (conditions et coût normaux) ; remélangez ensuite.
act-requires-title = Requiert un { $titles }.
act-clan-votes = Durant ce référendum, chaque { $clan } prêt gagne +{ $n } voix.
act-put-on-chosen = Si le référendum est accepté, mettez cette carte sur le vampire choisi.
