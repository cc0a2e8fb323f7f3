# Rivals : événements et choix en français (vocabulaire du livret de règles français).
seat = Joueur { $n }
side-yes = OUI
side-no = NON
deck-library = Bibliothèque
deck-faction = deck Faction
end-agenda = 13 points de Cabale
end-rival = son Rival est éliminé
end-most-agenda = le plus de Cabale après une élimination
end-time-out = la limite de tours
aggravated = aggravé(s)
event-first-player = { $seat } est le premier joueur.
event-rival = Le Rival de { $seat } est { $rival }.
event-haven = Le Refuge de { $seat } est { $card }.
event-leader = Le Meneur de { $seat } est { $card }.
event-bid = { $seat } mise { $amount } Prestige pour le vampire de départ commun.
event-no-bid = { $seat } passe son tour d'enchères.
event-bid-won = { $seat } conserve { $card } comme vampire de départ et paie { $amount } Prestige.
event-turn = Tour { $number } : { $seat } est le joueur actif.
event-city = { $card } sort du deck Cité et arrive dans La Rue.
event-burned = { $card } est brûlé(e).
event-discarded = { $seat } défausse { $card }.
event-drew = { $seat } pioche dans : { $from }.
event-recruited = { $seat } recrute { $card }.
event-moved = { $card } rejoint le groupe { $party } dans La Rue.
event-attack = { $attacker } lance une attaque { $kind } contre { $target }.
event-attack-card = Carte Attaque : { $card }.
event-reaction-card = Réaction : { $card }.
event-illegal = { $card } ne peut pas être jouée et est défaussée.
event-block = { $blocker } bloque.
event-retarget = L'attaque est redirigée vers { $target }.
event-damage = { $target } subit { $amount } { $amount ->
    [one] dégât
   *[other] dégâts
  }{ $aggravated ->
    [true] { $amount ->
        [one] {" aggravé"}
       *[other] {" aggravés"}
      }
   *[other] {""}
  }.
event-lost-blood = { $card } perd { $amount } Sang.
event-mended = { $card } régénère { $amount } Sang.
event-torpor = { $card } tombe en Torpeur.
event-returned = { $card } sort de Torpeur et retourne au Refuge.
event-mortal-defeated = { $card } est vaincu(e).
event-attached = { $card } est attaché(e) à { $to }.
event-agenda = { $seat } : { $delta } Cabale (total { $total }) — { $by }.
event-prestige = { $seat } : { $delta } Prestige (total { $total }) — { $by }.
event-played = { $seat } joue { $card }.
event-exerted = { $vampire } exerce { $influence } Influence.
event-fist = { $seat } cache du Prestige dans son poing.
event-face-down = { $seat } pose un Modificateur d'Influence face cachée.
event-face-down-played = { $seat } joue une carte face cachée.
face-down-card = une carte face cachée
event-vote = { $seat } vote { $side } avec { $visible } Influence visible.
event-scheme = Intrigue { $card } : { $yes } pour, { $no } contre : { $passed }.
event-ousted = { $seat } est éliminé.
event-over = Fin de la partie : { $winner } gagne ({ $reason }).
event-no-info = { $attacker } n'a pas assez d'Info pour atteindre la cible : l'attaque prend fin.
event-info = { $seat } défausse { $card } pour +1 Info.
event-modifier-revealed = { $seat } révèle { $card }, son Modificateur d'Influence.
event-fist-revealed = { $seat } révèle { $amount } Prestige dans son poing.
event-claim = { $vampire } revendique le titre de Prince de la Cité.
event-mortal-survives = { $card } n'est pas vaincu : { $damage } dégâts en une fois, il en faut { $needed }.
event-effect = { $card } prend effet :
event-ability = { $card } utilise sa capacité.
event-revealed = Une Conspiration est révélée à { $seat }.
event-contributed = { $seat } ajoute 1 Prestige sur { $card }.
event-mode = { $card } : option { $n }.
event-retrieved = { $seat } reprend { $card } de sa défausse.
event-shown = { $card } est révélée du dessus de la Bibliothèque.
event-agenda-revealed = { $seat } révèle sa Cabale : { $card }.
passed-true = elle est adoptée
passed-false = elle est rejetée
choice-draw = Piocher une carte : { $from }
choice-recruit = Recruter { $card }
choice-move = Déplacer { $card } vers le groupe { $party } dans La Rue
choice-attack = Attaquer { $target } avec { $attacker } ({ $kind })
choice-claim-prince = Revendiquer le titre de Prince de la Cité avec { $vampire }
choice-play = Jouer { $card }
choice-ability = Utiliser la capacité : { $card }
choice-end-actions = Terminer la phase Action
choice-info = Défausser { $card } pour +1 Info
choice-attack-card = Jouer { $card } face cachée comme carte Attaque
choice-no-attack-card = Ne pas jouer de carte Attaque
choice-block = Bloquer avec { $blocker }
choice-no-block = Ne pas bloquer
choice-reaction = Jouer { $card } face cachée en Réaction
choice-no-reaction = Ne pas jouer de Réaction
choice-retarget = Rediriger l'attaque vers { $target }
choice-done = Terminé
choice-burn-mortal = Brûler le mortel vaincu
choice-attach-mortal = Attacher le mortel vaincu comme Servant
choice-prince-attack = Attaquer le prétendant avec { $attacker } ({ $kind })
choice-pass = Passer
choice-exert = Exercer l'Influence de { $vampire }
choice-modifier = Utiliser { $card } comme Modificateur d'Influence
choice-prestige = Dépenser { $amount } Prestige comme Influence
choice-bid = Miser { $amount } Prestige
choice-vote = Voter { $side }
choice-mend = Défausser { $card } pour régénérer 1 Sang sur { $vampire }
choice-sad = La D.A.S. blesse { $vampire }
choice-contribute = Ajouter 1 Prestige sur { $card }
choice-resolve = Résoudre { $card } contre { $target }
choice-target = Choisir { $seat }
choice-discard = Défausser { $card }
choice-pick = Choisir { $card }
choice-mode = Choisir l'option { $n }
choice-play-at = Jouer { $card } sur { $target }
choice-play-vs = Jouer { $card } contre { $seat }
choice-ability-at = Utiliser { $card } sur { $target }
choice-ability-vs = Utiliser { $card } contre { $seat }
choice-reattach = Déplacer { $card } sur { $to }
choice-burn-retainer = Brûler le Servant { $card }
mode-biting-comment-0 = +2 dégâts
mode-biting-comment-1 = Prendre 1 Prestige à l'adversaire
mode-long-term-investment = Payer { $n } Prestige (la carte en reçoit le double)
mode-search-engine-look-0 = Regarder la carte du dessus de votre Bibliothèque
mode-search-engine-look-1 = Regarder la carte du dessus de votre Deck Faction
mode-search-engine-keep-0 = La laisser sur le dessus
mode-search-engine-keep-1 = La mettre en dessous
choice-invite = Révéler { $card } à { $seat } et l'inviter à y participer

# The engine's decision names (`turn.prompt`), by `prompt-` and the name's words.
prompt-action-phase = phase d'action
prompt-effect = effet d'une carte
prompt-attack-the-claimant-of-the-prince = attaquer le prétendant au titre de Prince
prompt-torpor-and-mending = torpeur et régénération
prompt-special-affairs-division-damage = dégâts de la D.A.S.
prompt-end-phase-draw = pioche de la phase de fin
prompt-bid-for-the-shared-starting-vampire = enchérir pour le vampire de départ partagé
prompt-choose-another-starting-vampire = choisir un autre vampire de départ
prompt-discard-for-info = défausser pour l'Info
prompt-attack-card = carte d'attaque
prompt-block = blocage
prompt-reaction = réaction
prompt-retarget = nouvelle cible
prompt-attacker-abilities = capacités de l'attaquant
prompt-defender-abilities = capacités du défenseur
prompt-defeated-mortal = mortel vaincu
prompt-exert-influence = exercer l'Influence
prompt-influence-conflict = conflit d'Intrigue

# Ce qui change le Prestige ou la Cabale quand ce n'est pas le texte d'une carte (la règle).
cause-recruit = recrutement
cause-torpor = Torpeur
cause-rival = un vampire de son Rival vaincu
cause-ousting = le jeton Rival d'un joueur évincé
cause-influence = Prestige dépensé comme Influence
cause-contribute = ajouté à une Conspiration
cause-marked = la Cabale posée sur le personnage vaincu (Marked Man)

# Le plateau de la table en terminal (`board.rs`) : joueurs par numéro, mots du livret.
board-turn-start = Tour { $turn }, { $active } : phase de début · deck Cité { $city } · Prince de la Cité : { $prince }
board-turn-action = Tour { $turn }, { $active } : phase d'action, { $actions ->
    [one] 1 action restante
   *[other] { $actions } actions restantes
  } · deck Cité { $city } · Prince de la Cité : { $prince }
board-turn-end = Tour { $turn }, { $active } : phase de fin · deck Cité { $city } · Prince de la Cité : { $prince }
board-turn-over = Partie terminée après le tour { $turn } · Prince de la Cité : { $prince }
board-unclaimed = libre
board-you = vous
board-ousted = éliminé
board-player = Cabale { $agenda }, Prestige { $prestige } · main { $hand }, Bibliothèque { $library }, deck Faction { $faction } · Rival : { $rival }
board-face-down = face cachée
board-in-haven = Au Refuge
board-party = La Rue, groupe { $n }
board-torpor = Torpeur
board-in-play = Cartes persistantes et Conspirations
board-your-hand = Votre main
board-streets = La Rue (cartes Cité)
board-blood = Sang { $n }
board-tokens = { $n } Prestige dessus
board-bp = Puissance du Sang { $n }
board-attributes = Physique { $p } · Social { $s } · Mental { $m }
board-secrecy = Secret { $n }
board-influence = Influence { $n }
board-leader = Meneur
board-exhausted = épuisé
board-no-influence = sans Influence
board-attack = Attaque : { $attacker } contre { $target } ({ $kind }), { $step } ; Secret { $secrecy }, Info encore nécessaire { $info }
board-attack-card = carte d'attaque : { $card }
board-blocked-by = bloquée par { $card }
board-reaction = réaction : { $card }
board-step-info = Info (étape 3)
board-step-card = carte d'attaque (étape 5)
board-step-block = blocage (étape 6)
board-step-reaction = réaction (étape 7)
board-step-retarget = nouvelle cible (étape 8)
board-step-attacker-abilities = capacités de l'attaquant (étape 9)
board-step-defender-abilities = capacités du défenseur (étape 9)
board-step-mortal = le mortel vaincu
board-scheme = Intrigue { $card } par { $by } : OUI { $yes }, NON { $no } (Influence visible ; modificateurs et Prestige caché à la révélation)
board-visible-influence = Influence visible { $n }
board-modifier = modificateur : { $card }
board-your-fist = votre Prestige caché { $n }
board-to-speak = Doivent encore parler : { $who }
board-title = Titre { $card } pour { $by } : encore { $n } Influence à réunir
board-claim = { $card } revendique le titre de Prince de la Cité ; peuvent encore attaquer : { $who }
board-asked-by = Demandé par { $card }
board-game-over = Partie terminée après { $turns ->
    [one] 1 tour
   *[other] { $turns } tours
  } ({ $how }).
board-game-stopped = Partie arrêtée au tour { $turn }.
board-score = Cabale { $agenda }, Prestige { $prestige }
board-winner = Vainqueur : { $who }.
board-no-winner = Pas de vainqueur (égalité).
board-row = { $label } : { $value }
