# Card text: actions effects (fr).
act-blood-to-younger-uncontrolled = Ajoutez { $n } sang à un vampire plus jeune de votre région incontrôlée.
act-discard-from-prey-hand = Vous voyez la main de la proie et y choisissez une carte, qui est défaussée.
act-put-in-play = Mettez cette carte en jeu.
act-put-on-actor = Mettez cette carte sur le vampire qui agit.
act-prey-open-hand = Votre proie joue main ouverte.
act-prey-burns-pool = Au début de votre tour, votre proie perd { $n } réserve.
act-cost-copies-in-play = Coûte 1 sang par exemplaire de cette carte que vous contrôlez en jeu.
act-enter-combat-tap = Dirigée contre un vampire prêt : si elle réussit, inclinez-le et entrez en combat avec lui ; il est le serviteur qui agit dans ce combat.
act-strength = Ce vampire gagne +{ $n } en force.
act-one-per-vampire = Au plus un exemplaire de cette carte par vampire.
act-search-equip = En cas de réussite : vous pouvez prendre un équipement de votre bibliothèque et le mettre sur le vampire qui agit, coût et conditions compris ; la bibliothèque est ensuite mélangée.
act-requires-title = Requiert un { $titles }.
act-clan-votes = Durant ce référendum, chaque { $clan } prêt gagne +{ $n } voix.
act-put-on-chosen = Si le référendum est accepté, mettez cette carte sur le vampire choisi.
