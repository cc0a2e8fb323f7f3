# Événements et options de VTES en mots (français).
seat = place { $n }
nobody = personne
none = aucun
hidden-card = une carte

word-untap = redressement
word-master = maître
word-minion = serviteur
word-influence = influence
word-discard = défausse
word-over = fin de partie
word-library = bibliothèque
word-hand = main
word-crypt = crypte
word-uncontrolled = région incontrôlée
word-ready = région disponible
word-torpor = torpeur
word-in-play = jeu
word-limbo = limbes
word-contested = cartes contestées
word-ash-heap = tas de cendres
word-removed = hors de la partie
word-bleed = morsure
word-hunt = chasse
word-equip = équipement
word-take-equipment = prise d'équipement
word-employ = emploi d'un serviteur
word-recruit = recrutement d'un allié
word-political-action = action politique
word-rescue = sauvetage
word-diablerie = diablerie
word-leave-torpor = sortie de torpeur
word-become-anarch = devenir anarch
word-action-card = action
word-close = courte portée
word-long = longue portée
word-continue = continuer
word-end = finir
word-for = pour
word-against = contre
word-inferior = inférieur
word-superior = supérieur

ev-game-starts = La partie commence avec { $seats } Mathusalems ; { $first } joue en premier
ev-turn = Tour { $turn } : { $seat }
ev-phase = { $seat } : { $phase ->
    [untap] phase de redressement
    [master] phase de maître
    [minion] phase de serviteur
    [influence] phase d'influence
    [discard] phase de défausse
   *[other] fin de partie
  }
ev-pool = { $dir ->
    [gain] { $seat } gagne { $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    } de réserve ({ $now } maintenant)
    [loss] { $seat } perd { $amount ->
        [one] { $amount } point
       *[other] { $amount } points
    } de réserve (reste { $now })
   *[none] { $seat } a { $now ->
        [one] { $now } point
       *[other] { $now } points
    } de réserve
  }
ev-blood = { $dir ->
    [gain] { $card } gagne { $amount } sang ({ $now } maintenant)
    [loss] { $card } perd { $amount } sang (reste { $now })
   *[none] { $card } a { $now } sang
  }
ev-edge = { $has_seat ->
    [yes] L'Avantage passe à { $seat }
   *[no] Plus personne n'a l'Avantage
  }
ev-moves = { $card } de { $seat } va en { $region }
ev-removed = { $card } de { $seat } est retiré de la partie
ev-taps = { $card } est incliné
ev-draws = { $seat } pioche une carte
ev-action = { $minion } : { $action }{ $has_target ->
    [yes] {" "}→ { $target }
   *[no] {""}
  }{ $has_card ->
    [yes] {" "}avec { $card }
   *[no] {""}
  } (discrétion { $stealth })
ev-plays = { $by } joue { $card }
ev-event-played = { $seat } met en jeu l'événement { $card }
ev-master-played = { $seat } joue la carte de maître { $card }
ev-as-played = { $seat } joue { $card } : elle peut être annulée lorsqu'elle est jouée
ev-cancelled = { $card } est annulée : aucun effet, son coût n'est pas payé
ev-block-attempt = { $blocker } tente de bloquer (interception { $intercept } contre discrétion { $stealth })
ev-declines = { $seat } ne bloque pas
ev-attempt-fails = { $blocker } échoue à bloquer
ev-blocked = { $blocker } bloque l'action
ev-succeeds = L'action de { $minion } réussit
ev-bled = { $seat } subit une morsure de { $amount ->
    [one] { $amount } point
   *[other] { $amount } points
  } de réserve
ev-not-implemented = { $card } n'est pas encore automatisée : défaussée sans effet
ev-combat = Combat : { $acting } contre { $opposing }
ev-round = Round { $round }
ev-maneuvers = { $by } manœuvre à { $range }
ev-strikes = { $by } frappe pour { $damage ->
    [one] { $damage } dégât
   *[other] { $damage } dégâts
  }{ $aggravated ->
    [yes] {" "}aggravés
   *[no] {""}
  }
ev-dodged = { $by } esquive
ev-steals = { $by } vole { $amount } sang à { $from }
ev-damage = { $aggravated ->
    [0] { $card } subit { $normal ->
        [one] { $normal } dégât
       *[other] { $normal } dégâts
    }
   *[other] { $normal ->
        [0] { $card } subit { $aggravated ->
            [one] { $aggravated } dégât aggravé
           *[other] { $aggravated } dégâts aggravés
        }
       *[other] { $card } subit { $normal ->
            [one] { $normal } dégât
           *[other] { $normal } dégâts
        } et { $aggravated ->
            [one] { $aggravated } dégât aggravé
           *[other] { $aggravated } dégâts aggravés
        }
    }
  }
ev-prevents = { $card } évite { $amount ->
    [one] { $amount } dégât
   *[other] { $amount } dégâts
  }
ev-wounded = { $card } est blessé
ev-burned = { $card } est brûlé
ev-presses = { $by } poursuit pour { $mode } le combat
ev-combat-ends = Fin du combat
ev-brings-out = { $seat } fait entrer { $vampire } en jeu
ev-crypt-draw = { $seat } pioche dans la crypte
ev-contested = { $card } est contestée
ev-contest-won = { $card } remporte sa contestation
ev-title-yielded = { $vampire } cède son titre
ev-referendum = { $seat } appelle un référendum avec { $card }
ev-blood-hunt = { $seat } appelle une Chasse de sang contre { $vampire }
ev-votes = { $seat } donne { $votes } voix{ $ballots ->
    [0] {""}
    [one] {" "}et 1 bulletin
   *[other] {" "}et { $ballots } bulletins
  } { $side }{ $has_source ->
    [yes] {" "}({ $source })
   *[no] {""}
  }
ev-referendum-passes = Le référendum est adopté, { $for } contre { $against }
ev-referendum-fails = Le référendum est rejeté, { $for } contre { $against }
ev-withdrawing = { $seat } annonce son retrait
ev-withdraws = { $seat } se retire
ev-ousted = { $seat } est éliminé
ev-vp = { $seat } gagne { $vp ->
    [one] { $vp } point de victoire
   *[other] { $vp } points de victoire
  }
ev-timed-out = Temps écoulé au tour { $turn }
ev-game-over = Fin de la partie : { $seat } gagne
ev-game-over-tie = Fin de la partie : pas de vainqueur

ch-pass = Passer
ch-bleed = Mordre { $target } avec { $minion }
ch-hunt = Chasser avec { $minion }
ch-equip = { $minion } s'équipe de { $card }
ch-take-equipment = { $minion } prend { $item }
ch-employ = { $minion } emploie { $card }
ch-recruit = { $minion } recrute { $card }
ch-action-card = { $minion } joue { $card }
ch-political-action = { $minion } appelle un référendum avec { $card }
ch-rescue = { $minion } secourt { $target } ({ $pays } sang)
ch-diablerie = { $minion } commet une diablerie sur { $target }
ch-enter-combat = { $minion } entre en combat avec { $target } (action)
ch-leave-torpor = { $minion } sort de torpeur
ch-become-anarch = { $minion } devient anarch
ch-block = Bloquer avec { $minion }
ch-decline = Ne pas bloquer
ch-play = { $by } joue { $card }
ch-maneuver = { $by } manœuvre avec { $with }
ch-strike = { $by } frappe avec { $with }
ch-press = { $by } poursuit pour { $mode } avec { $with }
ch-prevent = { $by } évite les dégâts avec { $with }
ch-transfer = Placer 1 point de réserve sur { $to }
ch-transfer-back = Reprendre 1 sang de { $from }
ch-draw-crypt = Piocher dans la crypte (4 transferts et 1 point de réserve)
ch-bring-out = Faire entrer { $vampire } en jeu
ch-discard = Défausser { $card }
ch-master = Jouer { $card }
ch-contest = Contester { $card }
ch-yield = Céder { $card }
ch-contest-title = Contester le titre de { $vampire }
ch-slave-takes-place = Incliner { $slave } pour entrer en combat à la place du vampire bloqué (esclave)
ch-burn-pool-unlock = Brûler 1 point de réserve pour redresser { $minion } (infernal)
ch-yield-title = Céder le titre de { $vampire }
ch-vote = Voter { $side } avec { $source }
ch-term-methuselah = Choisir { $seat }
ch-manual-terms = Écrire les termes du référendum : { $text }
ch-term-clan = Choisir le clan { $clan }
ch-term-vampire = Choisir { $vampire }
ch-term-card = Choisir { $card }
ch-term-point = Donner le point à { $seat }
ch-take-discipline = Prendre { $card }
ch-vote-edge = Voter { $side } avec l'Avantage
ch-withdraw = Se retirer

# Cartes manuelles (issue 18) : cartes résolues à la main, leurs mouvements et l'accord de la table.
word-stealth = discrétion
word-intercept = interception
word-strength = force
word-prevent = prévention
word-press = poursuite
word-maneuver = manœuvre
word-votes-for = voix pour
word-votes-against = voix contre
word-end-action = fin de l'action
word-end-combat = fin du combat
word-library-top = dessus de la bibliothèque
word-library-bottom = dessous de la bibliothèque
suffix-card = { " " }({ $card })
suffix-x = { "," } X : { $x }
suffix-text = { " " }: { $text }
suffix-by = { "," } par { $by }
ev-manual-starts = { $seat } résout { $card } à la main
ev-manual-proposes = { $seat } demande l'accord pour { $moves } mouvements
ev-manual-approves = { $seat } accepte les mouvements proposés
ev-manual-refuses = { $seat } refuse les mouvements proposés
ev-manual-withdraws = { $seat } retire les mouvements proposés
ev-manual-done = { $seat } a résolu { $card }
ev-manual-adjusts = À la main : { $what } { $n ->
    [1] +1
   *[other] { $n }
}
ev-shuffles = { $seat } mélange sa bibliothèque
ev-terms-written = { $seat } écrit les termes du référendum : { $text }
ev-terms-methuselah = { $seat } choisit { $chosen } dans les termes du référendum
ev-terms-clan = { $seat } choisit le clan { $clan } dans les termes du référendum
ev-terms-vampire = { $seat } choisit { $vampire } dans les termes du référendum
ev-terms-card = { $seat } choisit { $card } dans les termes du référendum
ev-terms-point = { $seat } attribue 1 point des termes du référendum à { $to }
ev-labels = { $on ->
    [true] { $card } est marqué par { $source }
   *[other] La marque de { $source } est retirée de { $card }
}
ch-manual-play = Jouer { $card } (résolu à la main)
ch-manual-ability = Utiliser la capacité spéciale de { $minion } (résolue à la main)
ch-manual-pool = { $n ->
    [1] +1
   *[other] { $n }
} point de réserve pour { $seat }
ch-manual-blood = { $n ->
    [1] +1
   *[other] { $n }
} sang ou vie sur { $card }
ch-manual-lock = Incliner { $card }
ch-manual-unlock = Redresser { $card }
ch-manual-burn = Brûler { $card }
ch-manual-move = Déplacer { $card } vers { $to }
ch-manual-attach = Placer { $card } sur { $host }
ch-manual-draw = Piocher une carte
ch-manual-discard = Défausser { $card }
ch-manual-discard-random = { $seat } défausse une carte au hasard
ch-manual-shuffle = Mélanger la bibliothèque de { $seat }
ch-manual-edge = L'Avantage va à { $to }
ch-manual-adjust = { $what } { $n ->
    [1] +1
   *[other] { $n }
}
ch-manual-label = Marquer { $card } par { $source }
ch-manual-unlabel = Retirer la marque de { $source } de { $card }
ch-manual-submit = Demander l'accord pour les mouvements proposés
ch-manual-withdraw = Retirer les mouvements proposés
ch-manual-done = Terminé : la carte est résolue
ch-approve = Accepter les mouvements proposés
ch-refuse = Refuser les mouvements proposés
ev-coin-flip = Une pièce est lancée pour { $card } : { $tails ->
    [true] pile
   *[other] face
}
ev-referendum-cancelled = Le référendum est annulé
