# Texte des cartes : les parties de la grammaire compositionnelle (français).
part-when-polling = durant l'étape de vote d'un référendum
part-when-strike = quand ce serviteur choisit sa frappe
part-when-referendum-passed = après l'acceptation d'un référendum
part-if-directed = durant les actions dirigées
part-if-actor-titled = contre un vampire titré qui agit
part-if-called-by-self = si ce vampire l'a appelé
part-cost-discard = défausser une carte requérant [{ $disc }]
part-cost-to = { $who ->
    [vampire] il peut { $cost } pour gagner { $effect }
    [vampire-do] il peut { $cost } : { $effect }
   *[card] vous pouvez { $cost } pour { $effect }
}
part-and = {" "}et{" "}
part-stat = { $n } { $stat ->
    [stealth] en discrétion
    [intercept] en interception
    [bleed] en morsure
    [blood] sang
    [pool] réserve
    [hand-size] en taille de main
    [strength] en force
    [master-actions] { $count ->
        [1] action de phase de maître
       *[other] actions de phase de maître
    }
    [phase-actions] { $count ->
        [1] action durant cette phase
       *[other] actions durant cette phase
    }
    [blood-cost] en coût en sang
    [discard-cost] en coût en réserve pour défausser une carte par une action de phase de défausse
    [transfers] { $count ->
        [1] transfert
       *[other] transferts
    }
   *[votes] { $count ->
        [1] voix
       *[other] voix
    }
}
part-dodge = il peut frapper : esquive
part-untap = son contrôleur peut le redresser
part-for-action = pour cette action
part-for-referendum = pour ce référendum
part-limit-combat = une fois par combat
part-limit-referendum = une fois par référendum
part-when-action-announced = { $who ->
    [vampire] quand un serviteur annonce une action
   *[card] quand une action de l'un de vos serviteurs est annoncée
}
part-when-block-attempt = quand l'un de vos serviteurs qui agit a besoin de discrétion contre une tentative de blocage
part-when-untap = durant votre phase de redressement
part-when-any-time = à tout moment
part-if-undirected = si l'action n'est pas dirigée
part-if-edge = si vous avez l'Avantage
part-if-actor-clan = si le serviteur qui agit est { $clan }
part-if-actor-capacity = si le serviteur qui agit est un vampire de capacité { $n } ou plus
part-if-actor-sect = si le serviteur qui agit est un vampire { $sect }
part-cost-lock = incliner cette carte
part-target-actor = au serviteur qui agit
part-target-you = à vous
part-target-uncontrolled = à un vampire de votre région incontrôlée
part-target-hand-card = une carte de votre main
part-target-own-titled = à chaque vampire { $sect } titré que vous contrôlez
part-give = donner { $target } { $what }
part-discard = défausser { $target } (et piocher ensuite)
part-for-turn = jusqu'à la fin du tour
part-you-get = vous gagnez { $what }
part-get = gagner { $what }
part-when-action = { $who ->
    [vampire] durant l'action de ce vampire
   *[card] à tout moment durant l'action, même si la discrétion n'est pas nécessaire
}
part-when-blocked = quand le serviteur qui agit est bloqué
part-when-bleed-succeeds = quand tous ont passé et que la morsure va réussir
part-when-action-succeeded = { $who ->
    [vampire] après une action réussie de ce vampire
   *[card] après une action réussie
}
part-when-action-blocked = après une action bloquée (combat compris)
part-if-bleeding = si l'action est une morsure
part-if-not-bleeding = sauf si l'action est une morsure
part-if-actor-vampire = si un vampire agit
part-target-younger-than-actor = à chaque allié et à chaque vampire plus jeune que le serviteur qui agit
part-played = Jouable { $when }.
part-untap-actor = redressez le serviteur qui agit
part-when-blocks-declined = une fois que tous les Mathusalems ont renoncé à bloquer
part-when-block-resolved = par le serviteur qui a bloqué, une fois le blocage résolu
part-when-before-combat = par le serviteur dont le blocage réussit, avant son combat avec le serviteur qui agit
part-if-directed-at-you = durant une action dirigée contre vous
part-if-bleed-at-you = durant une morsure contre vous
part-if-bleed-amount = si le montant de la morsure est de { $n } ou plus
part-if-predator-acting = quand un serviteur de votre prédateur agit
part-if-tapped = par un serviteur incliné
part-if-vampire = par un vampire
part-if-titled = si ce serviteur a un titre
part-if-title = par un { $titles }
part-tap = inclinez ce serviteur
part-wake = ce serviteur se réveille (il peut bloquer et jouer des réactions comme s'il était redressé jusqu'à la fin de l'action)
part-redirect-bleed = la morsure vise un autre Mathusalem, qui peut tenter de bloquer
part-limit-untap = une fois entre deux phases de redressement de ce serviteur
part-or = {" "}ou{" "}
part-untap-self = redressez ce serviteur
part-if-actor-younger = si un vampire plus jeune agit
part-block-fails = la tentative de blocage échoue, et ce serviteur ne peut plus tenter de bloquer cette action
part-when-discard-phase = au début de votre phase de défausse
part-when-master-phase = au début de votre phase de maître
part-target-own-ready-vampire = à un vampire prêt que vous contrôlez
part-to-predator = cette carte passe sous le contrôle de votre prédateur
part-when-influence = durant votre phase d'influence
part-if-blood-hunt = lors d'un référendum de chasse de sang
part-if-voting-against = quand il vote contre
part-if-pool-bled = si elle a fait perdre au moins 1 réserve
part-when-referendum-failed = après l'échec d'un référendum
part-when-edge-vote = lors d'un référendum, une fois l'Avantage brûlé pour une voix
part-torpor = il va en torpeur
part-plays-as-title = il peut jouer les cartes requérant un { $title } comme s'il en était un (sans les voix du titre)
part-target-bled-anarchs = chaque anarch contrôlé par le Mathusalem qu'il a mordu
part-target-blockers-of-clan = les serviteurs { $clan } qui tentent de le bloquer
part-damage = il inflige { $count } dégât qui ne peut être prévenu à { $target }
part-agg-damage = infligez { $count } { $count ->
    [one] dégât aggravé qui ne peut être prévenu
   *[other] dégâts aggravés qui ne peuvent être prévenus
} { $target }
part-blocks-as-vampire = Cette carte peut tenter de bloquer { $conds } comme un vampire de capacité { $capacity } avec { $intercept } en interception ; si le blocage réussit, il n'y a pas de combat : { $effects }.
part-blood-hunt = un référendum est appelé pour une Chasse de sang contre le vampire qui agit, comme après une diablerie (ce n'en est pas une)
part-they-get = { $target } gagnent { $what }
part-if-untitled = tant qu'il n'a pas de titre
part-per-others-titled = pour chaque vampire titré prêt contrôlé par un autre Mathusalem
part-cost-phase-action = utiliser une action de phase de défausse
part-cost-edge = brûler l'Avantage
part-when-during-discard-phase = durant votre phase de défausse
part-if-hunting = quand il chasse
part-if-not-hunting = pour toute autre action qu'une chasse
part-target-uncontrolled-of-clan = à un { $clan } de votre région incontrôlée
part-when-before-range = avant la détermination de la portée
part-when-before-strikes = au contact, une fois les manœuvres terminées et avant le choix des frappes
part-when-round-end = à la fin d'un round, après les poursuites, même si le combat se termine plus tôt
part-if-to-continue = seulement pour continuer le combat
part-if-not-first-round = pas au premier tour de combat
part-if-discipline = si le serviteur qui la porte a [{ $disc }]
part-cost-blood = brûler { $n } { $n ->
    [one] point
   *[other] points
} de sang
part-cost-blood-x = brûler X points de sang
part-cost-life = brûler { $n } { $n ->
    [one] point
   *[other] points
} de vie
part-cost-pool = brûler { $n } { $n ->
    [one] point
   *[other] points
} de réserve
part-cost-burn = brûler cette carte
part-target-host = au serviteur qui la porte
part-target-own-minion = à l'un de vos serviteurs
part-target-own-ready-minion = à un serviteur prêt que vous contrôlez
part-host-gets = le serviteur qui la porte gagne { $what }
part-untap-own-ready-minion = redresser un serviteur prêt que vous contrôlez
part-strike-hand = frappe : frappe à mains nues à force +{ $n }
part-strike-damage = frappe : { $n } { $n ->
    [one] dégât
   *[other] dégâts
}
part-strike-steal-blood = frappe : voler { $n } { $n ->
    [one] point
   *[other] points
} de sang
part-strike-combat-ends = frappe : fin du combat
part-at-any-range = { $strike }, au contact ou à distance
part-prevent = prévenir { $n } { $n ->
    [one] dégât
   *[other] dégâts
}
part-prevent-x = prévenir { $n } { $n ->
    [one] dégât
   *[other] dégâts
} et X de plus
part-maneuver = une manœuvre
part-additional-strike = une frappe supplémentaire (limité)
part-press = une poursuite
part-optional-press = une poursuite optionnelle
part-press-own-minion = donner une poursuite à votre serviteur en combat
part-environmental = { $n } { $n ->
    [one] dégât environnemental
   *[other] dégâts environnementaux
} au serviteur adverse à chaque round, avec les frappes, au contact ou à distance
part-grapple = seules les frappes à mains nues sont utilisables, des deux côtés
part-close-range = un round suivant se déroule au contact, sans manœuvre
part-gain-blood-lost = gagner autant de sang que le vampire adverse en a perdu par des dégâts ce round (pas contre un allié)
part-armor = prévenir { $gun } dégâts de frappes d'armes à feu (en plusieurs frappes) ou { $other } dégât d'une autre source
part-for-round = pour ce round
part-for-combat = jusqu'à la fin du combat
part-limit-round = une par serviteur à chaque round
part-limit-action = une fois par action
part-if-ready = { $who ->
    [vampire] tant que ce vampire est disponible
   *[card] tant que le serviteur qui la porte est disponible
}
part-if-not-ready = { $who ->
    [vampire] tant que ce vampire n'est pas disponible
   *[card] tant que le serviteur qui la porte n'est pas disponible
}
part-plays-as-clan = il joue les cartes requérant { $clan } comme s'il était { $clan }
part-if-directed-at-self = { $who ->
    [vampire] durant une action dirigée contre ce vampire
   *[card] durant une action dirigée contre le serviteur qui la porte
}
part-if-coin-tails = si une pièce lancée tombe sur pile
part-action-fails = faire échouer l'action
part-burn-actor = brûlez le serviteur qui agit
part-target-younger-vampire = un vampire plus jeune que le serviteur qui agit
part-target-ready-vampire = un vampire disponible
part-cannot-block = choisissez { $target } : il ne peut pas bloquer
part-at-long-range = { $strike }, seulement à distance
part-when-as-played = lorsqu'un autre Mathusalem joue une carte
part-when-during-master-phase = durant votre phase de maître
part-if-played-master = s'il s'agit d'une carte de maître
part-if-played-minion = s'il s'agit d'une carte de serviteur
part-if-played-strike-or-grapple = s'il s'agit d'une carte de frappe, ou d'une carte ne permettant que les frappes à mains nues
part-if-by-predator-or-prey = si ce Mathusalem est votre prédateur ou votre proie
part-target-player = au Mathusalem qui l'a jouée
part-cancel-card = l'annuler : elle n'a aucun effet et son coût n'est pas payé
part-if-opponent-clan = en combat contre un { $clan }
part-target-opponent = les serviteurs en combat contre lui
part-target-prey = votre proie
part-target-predator-or-prey = votre prédateur ou votre proie
part-discard-random = { $target } défausse une carte au hasard
part-burns-pool = { $target } brûle { $count } { $count ->
    [1] point de réserve
   *[other] points de réserve
}
part-for-untap = jusqu'à votre prochaine phase de redressement
part-when-combat-end = après la fin d'un combat impliquant ce vampire
part-if-opponent-not-ready = si le serviteur adverse n'est pas disponible
part-limit-turn = une fois par tour
part-if-card-kind = pour les { $kind ->
    [reaction] cartes de réaction
    [modifier] cartes de modificateur d'action
    [action] cartes d'action
   *[combat] cartes de combat
}
part-crypt-top-anarch = retirer du jeu la carte du dessus de votre crypte, révélée ; si c'est un { $clan }, l'un de vos vampires sans titre devient anarch
part-if-card-discipline = requérant [{ $disc }]
part-when-enters-play = quand ce vampire entre en jeu
part-cost-remove = le retirer du jeu
part-target-own-untitled = un autre vampire sans titre que vous contrôlez
part-anarch = { $target } devient anarch
part-pool-or-crypt = vous gagnez 1 point de réserve ou piochez la carte du dessus de votre crypte, au choix
part-target-other-vampire = un autre vampire en jeu, choisi à l'annonce de l'action
part-target-each-methuselah = tous les Mathusalems
part-per-victory-points = pour chacun de leurs points de victoire
part-cancel-referendum = annulez le référendum : aucune voix n'est comptée, et une carte d'action politique jouée depuis la main pour l'appeler retourne dans la main de son propriétaire (qui se défausse ensuite jusqu'à sa taille de main)
part-abstain = choisissez { $target } : il s'abstient, ses voix et bulletins sont annulés
part-no-repeat = les serviteurs du Mathusalem qui agit ne peuvent plus accomplir la même action ce tour-ci
part-no-repeat-minion = le serviteur qui agit ne peut pas refaire la même action ce tour-ci
part-if-actor-ally-or-younger = quand un allié ou un vampire plus jeune que celui-ci agit
part-target-predators-predator = le prédateur de votre prédateur
part-redirect-bleed-to = la morsure vise désormais { $target }, qui peut tenter de bloquer
part-if-blocker-without = quand un vampire sans [{ $disc }] tente de bloquer
part-target-blocker = au serviteur qui tente de bloquer
part-if-untapped = par un serviteur redressé
part-for-next-actions = pour les X prochaines actions de vos serviteurs ce tour-ci
part-if-before-votes = avant que des voix ou des bulletins ne soient exprimés
part-target-vampires-not-of = les vampires qui ne sont pas { $sect }
part-cannot-vote = { $target } n'expriment ni voix ni bulletins
part-target-minions = les serviteurs
part-cannot-unlock = { $target } ne peuvent pas se redresser
part-next-referendum-passes = le prochain référendum appelé par l'un de vos vampires est adopté sans étape de vote
part-attempt-block = ce serviteur tente de bloquer l'action, même si son Mathusalem ne peut pas la bloquer
part-when-minion-action = { $stealth ->
        [0] En tant qu'action
       *[other] En tant qu'action à +{ $stealth } discrétion
    }
part-enter-combat = entrer en combat avec { $target }
part-target-locked-vampire = un vampire incliné contrôlé par un autre Mathusalem
part-steal = prendre { $target } (il passe sur ce vampire)
part-target-plain-equipment = un équipement d'un serviteur d'un autre Mathusalem qui n'est ni une arme, ni un véhicule, ni électronique
part-to-hand = déplacer { $target } dans votre main
part-to-hand-discard-down = déplacer { $target } dans votre main (puis défaussez-vous jusqu'à votre taille de main)
part-target-ash-heap-political = une carte action politique de votre tas de cendres
part-target-library-minion-card = une carte de serviteur cherchée dans votre bibliothèque (révélez-la, puis mélangez)
part-untap-own-ready-vampire = redresser un vampire prêt que vous contrôlez
part-if-not-out-of-turn = si ce n'est pas une carte hors-tour
part-if-no-reaction = si aucune carte de réaction n'a été jouée durant celle-ci
part-bled-pool-max = vous brûlez au plus { $n } { $n ->
    [one] point
   *[other] points
} de réserve par morsure
part-burn-self = brûlez cette carte
part-target-clan = les vampires { $clan }
part-target-titled-clan = les vampires { $clan } titrés
part-target-titled-vampires = les vampires titrés
part-group-cannot-block = { $target } ne peuvent pas bloquer cette action
part-prey-taps-minion = votre proie incline un de ses serviteurs disponibles et redressés
part-draw = piochez { $n } cartes, puis défaussez jusqu'à la taille de votre main
part-first-strike = ses frappes sont réalisées avec initiative
part-enter-combat-action = par une action dirigée, il peut entrer en combat avec { $target } contrôlé par un autre Mathusalem
part-if-controls-vampire-not = s'il contrôle un vampire non-{ $sect }
part-cost-burn-vampire-not = brûler un vampire non-{ $sect } qu'il contrôle
part-each-untap-burns-pool = Durant sa phase de redressement, tout Mathusalem ayant un vampire hors de la { $sect } brûle { $count } point de réserve.
part-any-burns-vampire-to-burn = Durant sa phase de maître, tout Mathusalem peut brûler l'un de ses vampires hors de la { $sect } pour brûler cette carte.
part-immune-non-agg = il est immunisé contre les dégâts non aggravés
part-cannot-act = il ne peut pas agir
part-no-equipment = il ne peut ni avoir ni utiliser d'équipement
part-untap-host = redresser le serviteur qui le porte
# L'issue d'une action politique (son propre référendum, p. 27).
part-when-outcome = si le référendum est accepté
part-target-chosen = chaque élément choisi
part-target-ready-vampires = chaque vampire disponible
part-target-empty-ready-vampire = un vampire disponible sans sang
part-target-diablerist = un vampire qui a commis une diablerie depuis votre dernier tour
part-if-bleed-at-least = dont la morsure est de { $n } ou plus
part-if-controls-capacity-at-most = s'il contrôle un vampire disponible de capacité { $n } ou moins
part-burn = { $target } est brûlé
part-to-uncontrolled = { $target } va dans la région incontrôlée de son contrôleur, redressé, avec son sang et les cartes qu'il porte (hors jeu tant qu'il y reste)
part-take-control = le Mathusalem choisi prend le contrôle de la carte choisie
part-cannot-react = { $target } ne peut pas jouer de cartes de réaction
part-cannot-block-them = { $target } ne peut pas bloquer
part-if-card-redirects-bleed = pour une carte qui détourne une morsure (son coût en sang ou en vie)
part-target-small-vampire = un vampire en jeu de capacité { $n } ou moins
part-may-burn = vous pouvez brûler { $target }
part-burn-chosen = brûler { $target }
part-per-chosen-capacity = par point de capacité du vampire disponible qu'il choisit alors
part-per-predator-chosen-capacity = par point de capacité du vampire disponible que son prédateur choisit alors
part-target-allies = chaque allié
part-burn-unless-repaid = { $target } est brûlé sauf si son contrôleur paie de nouveau son coût en réserve (un coût en sang : rien)
part-per-minions = par serviteur qu'il contrôle
part-lock-them = { $target } est incliné (un clan choisi : chacun de ses vampires disponibles)
part-draw-up-to = vous pouvez piocher jusqu'à { $n } cartes, une par une, sans défausser
part-put-back = puis placer autant de cartes de votre main sous votre bibliothèque
part-prevent-strikes = prévenir chaque point de dégât que lui infligeraient les frappes du serviteur adverse
part-strike-aggravated = frappe : { $n } { $n ->
    [one] dégât aggravé
   *[other] dégâts aggravés
}
part-strike-recoil = { $strike } ; le vampire qui frappe subit lui aussi ces dégâts, quelle que soit la portée, même si son adversaire esquive
part-additional-dodge = une frappe supplémentaire (limité), qui est une esquive
part-target-blockers-capacity = aucun vampire de capacité { $n } ou plus
part-may-not-block = { $target } ne peut tenter de bloquer le serviteur qui la porte
part-if-first-round = au premier tour de combat
part-if-blocking = dans un combat qui suit un blocage du serviteur qui la porte
part-long-range = le round se joue à distance, sans manœuvres, et la première frappe du serviteur qui la porte se fait avec elle
part-target-titled-as = les vampires qui ont le titre { $title }
part-bleed-prey-with = mordre votre proie avec { $n } en morsure
part-when-minion-phase-end = Après la fin de votre phase de serviteur
part-draw-crypt = placer la première carte de votre crypte dans votre région incontrôlée
part-target-ready-minion = un serviteur disponible contrôlé par un autre Mathusalem
part-double-votes = les voix de vos vampires comptent double lors du décompte
part-target-prey-ally-or-younger = un allié ou un vampire plus jeune contrôlé par votre proie
part-lock-target = incliner { $target }
part-per-own-titled = pour chaque vampire titré prêt que vous contrôlez
part-steal-blood = prendre { $n } points de sang ou de vie à { $target } pour ce vampire (la vie devient du sang)
part-if-self-untapped = si ce vampire est redressé
part-cost-discard-type = défausser une { $kind ->
    [master] carte de maître
   *[political] carte d'action politique
}
part-cannot-vote-self = il n'exprime ni voix ni bulletins
part-target-own-titled-as = un autre vampire que vous contrôlez qui a le titre { $title }
part-strike-cost = chacune de ses frappes contre ce vampire lui coûte { $count } sang ou point de vie de plus, et il peut choisir de ne pas frapper
part-cannot-block-self = ce vampire ne peut pas bloquer
part-no-combat-action = ce vampire ne peut pas accomplir d'action pour entrer en combat contre un { $clan }
part-no-combat-ends-strike = un { $clan } en combat contre ce vampire ne peut pas frapper : fin du combat
part-block-cost = { $target } doit brûler { $count } sang pour tenter de bloquer cette action

# Session 12 (actions): stun, an unlocked vampire chosen as an action is announced.
part-target-unlocked-vampire = un vampire redressé contrôlé par un autre Mathusalem
part-stun = étourdir { $target } : inclinez-le ; il ne se redresse pas durant la prochaine phase de redressement de son contrôleur
part-if-blocker-ally-or-younger = quand le serviteur qui tente de bloquer est un allié ou un vampire plus jeune que celui qui agit
part-target-random-event = un autre événement en jeu, tiré au hasard
part-cost-pool-per-other-event = brûler 1 point de réserve pour chaque autre événement en jeu
part-others-burn-event-for-pool = Durant sa phase de défausse, chacun des autres Mathusalems peut, au prix d'une action de phase de défausse, brûler 1 point de réserve pour chaque autre événement en jeu pour brûler cette carte.
part-if-not-card-kind = pour une carte qui n'est pas jouée comme { $kind ->
    [modifier] modificateur d'action
   *[other] { $kind }
}
part-half-blood-cost = les cartes que joue { $target } coûtent moitié moins de points de sang, arrondi à l'inférieur (la moitié est prise avant tout coût ajouté ou retiré)
part-referendum-action = { $who ->
        [vampire] Ce vampire
       *[card] N'importe quel vampire
    } peut appeler un référendum en tant { $stealth ->
        [0] qu'action politique
       *[other] qu'action politique à +{ $stealth } discrétion
    }.
part-referendum-action-if = { $who ->
        [vampire] Ce vampire
       *[card] N'importe quel vampire
    } peut appeler un référendum en tant { $stealth ->
        [0] qu'action politique
       *[other] qu'action politique à +{ $stealth } discrétion
    }, { $conds }.
part-for-game = jusqu'à la fin de la partie
part-if-controls-no-ready = s'il ne contrôle aucun vampire { $sect } disponible
part-each-untap-no-ready-burns-pool = Durant sa phase de redressement, tout Mathusalem ne contrôlant aucun vampire { $sect } disponible brûle { $count } point de réserve.
part-for-in-play = tant que cette carte est en jeu
part-no-replace-in-minion-phase = { $target } ne remplacent pas les cartes jouées durant la phase de serviteur de tout Mathusalem (elles sont remplacées à la fin de la phase)
part-cost-counter = brûler un marqueur de cette carte
part-if-own-political-actor = durant une action politique d'un vampire { $sect } que vous contrôlez, ou son référendum
part-if-combat-between = quand un vampire { $sect } que vous contrôlez est en combat avec un autre vampire { $sect }
part-end-combat = mettre fin au combat
part-if-strike-inflicts = si des dégâts de cette frappe sont infligés au serviteur adverse
part-cost-discard-combat-cards = défausser { $n ->
    [one] une carte de combat
   *[other] { $n } cartes de combat
}
part-opponent-may-cancel = lorsqu'elle est jouée, le Mathusalem du serviteur adverse peut { $cost } pour l'annuler
part-strike-damage-more = le serviteur adverse subit { $count } dégâts de plus de cette frappe
part-cannot-press = il ne peut pas faire de poursuite
part-blocked-first-round-maneuver = Si cette action est bloquée, ce serviteur obtient une manœuvre optionnelle au premier round du combat.
part-blocker-may-cancel = lorsqu'elle est jouée, le serviteur qui tente de bloquer peut { $cost } (des points de vie pour un allié) pour l'annuler
part-no-more-blocks = et son Mathusalem ne tente plus de bloquer cette action
part-when-any-minion-phase = durant la phase de serviteur de n'importe quel Mathusalem
part-take-action = faire effectuer une action au serviteur qui la porte
part-if-bled-prey = si elle a visé votre proie
part-when-minion-phase = durant votre phase de serviteur
