# Card text: masters effects (fr).
master-target-vampire = un vampire
master-target-ready-vampire = un vampire disponible
master-target-own-vampire = un vampire que vous contrôlez
master-target-own-uncontrolled = un vampire de votre région incontrôlée
master-target-prey-uncontrolled = un vampire de la région incontrôlée de votre proie
master-target-own-ready-vampire = un vampire disponible que vous contrôlez
master-target-ready-minion = un serviteur disponible
master-in-play = Reste en jeu.
master-on = À placer sur { $target }.
master-at = Choisissez { $target }.
master-add-blood = Il reçoit { $n } sang de la banque.
master-remove-gain-capacity = Retirez ce vampire du jeu : son contrôleur gagne autant de points de réserve que sa capacité.
master-target-controller-cancels = Le contrôleur de ce vampire peut brûler { $n } points de réserve pour annuler cette carte alors qu'elle est jouée.
master-blood-to-younger-kin = Choisissez un vampire prêt que vous contrôlez et un vampire plus jeune de son clan dans votre région incontrôlée : déplacez jusqu'à { $n } sang du premier vers le second.
master-host-no-transfers = Aucun transfert ne peut déplacer de sang vers ce vampire ou depuis celui-ci.
master-prey-cannot-block-or-react = Choisissez un vampire que vous contrôlez et un allié ou un vampire plus jeune que contrôle votre proie : tant que le premier agit ce tour-ci, le second ne peut ni bloquer ni jouer de cartes de réaction.
master-burn-library-pool = Brûlez les { $n } premières cartes de votre bibliothèque et gagnez { $pool } points de réserve (injouable avec moins de cartes).
master-min-capacity = Seulement un vampire de capacité { $n } ou plus.
master-entered-last-influence = Seulement sur l'un de vos vampires que vous avez fait entrer en jeu lors de votre précédente phase d'influence.
master-lock-target = Inclinez-le.
master-counters = Entre en jeu avec { $n } marqueurs.
master-hunting-ground = Terrain de chasse : au début de votre tour, un de vos vampires disponibles peut prendre { $n } sang (un vampire ne profite que d'un terrain de chasse par tour).
master-hunting-ground-titled = Terrain de chasse : au début de votre tour, un de vos vampires titrés disponibles peut prendre { $n } sang (un vampire ne profite que d'un terrain de chasse par tour).
master-hand-size-per-counter = +1 à la taille de votre main par marqueur sur cette carte.
master-replace-burns-counter = Quand vous remplaceriez une autre carte, brûlez plutôt un marqueur de cette carte.
master-burn-at-counters = { $n ->
    [0] Brûlez cette carte quand elle n'a plus de marqueur.
   *[other] Brûlez cette carte quand elle a { $n } marqueurs.
}
master-counter-on-lock = Ajoutez un marqueur sur cette carte chaque fois qu'elle est inclinée.
master-move-blood = Durant la phase { $phase ->
    [master] de maître
   *[other] de redressement
} de son contrôleur : déplacez 1 sang entre ce vampire et sa réserve, dans un sens ou dans l'autre.
master-may-burn = Vous pouvez brûler une carte { $card } que vous contrôlez.
master-transfer-crypt = Dépensez { $n } transfert : la carte du dessus de votre crypte va dans votre région incontrôlée, puis retirez du jeu une carte de crypte de cette région.
master-transfer-burn-pool = Dépensez { $n } transferts : brûlez cette carte et gagnez { $pool } réserve.
master-torpor-burn-pool = Quand ce vampire part en torpeur, son contrôleur brûle { $n } réserve.
master-untap-torpor-burn-pool = À chaque phase de redressement, si ce vampire est en torpeur, le Mathusalem actif brûle { $n } réserve.
master-host-bleed-intercept = Ce vampire a +{ $n } en interception contre les morsures dirigées contre vous.
master-host-prevent = Ce vampire peut prévenir { $n } dégât par combat.
master-burn-if-host-torpor = Elle est brûlée dès que son vampire part en torpeur.
master-burn-as-action = { $who ->
    [vampire] Les vampires peuvent
    [other] Les autres serviteurs peuvent
    [host] Ce vampire peut
   *[any] Les serviteurs peuvent
} brûler cette carte par une action (D) à +{ $stealth } en discrétion.
master-enter-combat-action = Les serviteurs peuvent entrer en combat avec ce vampire par une action (D) à +{ $stealth } en discrétion.
master-action-clan-stealth = Les { $clan } ont { $n ->
    [-1] -1
   *[other] +{ $n }
} en discrétion durant cette action.
master-block-gain = Une fois par tour, si ce vampire bloque une action politique ou un vampire qui a un titre, il prend { $n } sang avant que le blocage soit résolu.
master-archetype = Archétype : un seul par vampire.
master-untap-pool-counter = Durant votre phase de redressement, déplacez 1 réserve sur cette carte.
master-others-burn-per-counter = Au début du tour de chaque adversaire, celui-ci paie, par marqueur ici, 1 réserve ou 1 sang de l'un de ses vampires.
master-lock-unlock-after = Incliner quand l'un de vos { $clan } commence une action non dirigée : si elle réussit, il se redresse ensuite.
master-burn-rescue = Brûlez cette carte (même inclinée) : un { $clan } en torpeur va dans la région disponible.
master-lock-rescue = Durant votre phase de maître, inclinez et brûlez 1 réserve ou 1 sang d'un { $clan } disponible que vous contrôlez : un { $clan } en torpeur va dans la région disponible.
master-grand-ball = Choisissez deux { $clan } disponibles que vous contrôlez : inclinez le premier, qui ne se redresse pas normalement ; les actions du second autres que les morsures ne peuvent pas être bloquées.
master-take-blood = Déplacez de { $min } à { $max } sang (autant qu'il en a) de ce vampire vers votre réserve.
master-take-blood-any = Déplacez { $min } sang ou plus, jusqu'à tout son sang, de ce vampire vers votre réserve.
master-card-cost = Les cartes { $card } vous coûtent { $n } réserve de plus.
master-repeat-cost = Coûte { $n } réserve de plus par exemplaire déjà sur le vampire.
master-host-cannot-block = Ce serviteur ne peut pas bloquer.
master-collect-blood = Durant votre phase de maître, un { $clan } que vous contrôlez par tour peut déplacer 1 sang de lui-même vers cette carte.
master-influence-counters = Incliner durant votre phase d'influence : déplacez tous les marqueurs de cette carte sur un { $clan } de votre région incontrôlée.
master-troublemaker = Au début de votre tour : vous pouvez passer cette carte à votre proie, puis incliner jusqu'à deux vampires de ce joueur ou brûler un équipement de l'un de ses serviteurs.
master-add-blood-full = Il reçoit de la banque du sang jusqu'à sa capacité.
master-once-per-game = Une seule carte de ce nom peut être jouée dans une partie.
master-target-own-ready-minion = un serviteur disponible que vous contrôlez
master-one-per-host = Un serviteur ne peut avoir qu'une seule carte de ce nom.
master-one-per-turn = Une seule carte de ce nom peut être jouée à chaque tour.
master-target-title = Seulement sur un vampire ayant l'un de ces titres : { $titles }.
master-host-untap-blood = Pendant la phase de redressement du contrôleur de son vampire, ce vampire brûle { $n } sang, ou est brûlé s'il ne le peut pas ; une fois payé, ce Mathusalem déplace cette carte sur un autre vampire où elle peut être, ou la brûle s'il n'y en a aucun.
master-copies-recover = Quand elle entre en jeu, si vous contrôlez { $n } exemplaires en jeu, tous les exemplaires en jeu (quel que soit leur contrôleur) sont retirés de la partie ; vous gagnez { $pool } points de réserve et choisissez jusqu'à { $cards } cartes de bibliothèque dans votre tas de cendres : la première va dans votre main, les autres sont mélangées dans votre bibliothèque.
master-gain-discipline = Ce vampire gagne un niveau de la Discipline qui donne son nom à cette carte, et 1 de capacité. Ne peut pas être jouée sur un vampire qui en a déjà le niveau supérieur.
master-steal-as-action = { $who ->
    [vampire] Les vampires d'un autre Mathusalem peuvent
    [other] Les autres serviteurs d'un autre Mathusalem peuvent
    [host] Ce vampire peut
   *[any] Les serviteurs d'un autre Mathusalem peuvent
} prendre le contrôle de cette carte par une action (D) à +{ $stealth } en discrétion.
master-target-own-minion = un serviteur que vous contrôlez
master-haven = C'est un refuge : aucun serviteur ne porte deux refuges.
master-untargetable = Les actions des autres Mathusalems ne peuvent pas prendre ce serviteur pour cible.
master-host-master-cost = Tout Mathusalem paie { $n } réserve de plus pour une carte de maître qui cible ce serviteur.
master-burn-after-host-torpor = Une fois ce serviteur parti en torpeur, elle est brûlée.
master-chooses = Quand elle arrive en jeu, et chaque fois qu'elle change de contrôleur, son contrôleur désigne { $target }.
master-chosen-untap-blood = Pendant votre phase de redressement, le vampire désigné peut prendre { $n } sang, une fois.
