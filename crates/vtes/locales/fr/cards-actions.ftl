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
act-burn-card = Brûlez { $what } (l'action est dirigée contre son contrôleur).
act-steal-card = Prenez le contrôle d'{ $what } (l'action est dirigée contre son contrôleur).
act-class-equipment = une carte d’équipement
act-class-location = un lieu
act-requires-capacity = Requiert un vampire de capacité { $n } ou plus.
act-requires-sect = Requiert un vampire de la secte { $sects }.
act-requires-titled = Requiert un vampire titré.
act-requires-trait = Requiert { $trait ->
    [infernal] un vampire infernal
   *[other] un vampire avec le trait { $trait }
}.
act-class-ally = un allié
act-class-retainer = un compagnon (il va sur le serviteur qui agit)
act-needs-crypts = Ne peut pas être jouée si la crypte d'un Mathusalem est vide.
act-crypt-top-duel = En cas de réussite : chaque Mathusalem montre la première carte de sa crypte ; en cas d'égalité pour la plus haute ou la plus basse capacité, chaque Mathusalem brûle { $n } réserve, sinon celui qui montre la plus haute vole { $steal } réserves à celui qui montre la plus basse ; chaque crypte est ensuite mélangée.
act-put-in-play-passed = Si le référendum est accepté, mettez cette carte en jeu.
act-immune-for-blood = Le vampire qui agit peut brûler { $n } sang pour être immunisé contre ces dégâts.
act-enters-locked = Elle est mise sur le vampire inclinée.
