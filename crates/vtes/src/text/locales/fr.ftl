# Options et événements en mots, à côté de locales/fr/events.ftl.

ev-untaps = { $card } se redresse
ev-action-ends = L'action de { $minion } se termine
ev-abstains = { $vampire } s'abstient
ev-gains-votes = { $vampire } gagne { $votes } voix
ev-wakes = { $card } se réveille
ev-bleed-redirected = La morsure est redirigée vers { $to }
ev-uses = { $card } est utilisée{ $on }
ev-discarded = { $card } est défaussée
ev-no-strike = { $by } ne frappe pas

ch-play-on = { $by } joue { $card }
ch-play-target = { $by } joue { $card }
ch-pick = Choisir { $card }
ch-ability-discard = { $by } : défausser { $card } pour utiliser sa capacité
ch-ability-discard-at = { $by } : défausser { $card } pour utiliser sa capacité sur { $seat }
ch-prevent-x = { $by } prévient { $x } dégâts avec { $with }
ch-activate = Utiliser { $card } sur { $target }
ch-event = Mettre en jeu l'événement { $card }
ch-master-on = Jouer { $card } sur { $target }
ch-use = Utiliser { $card }{ $how }
ch-card-action = { $minion } : { $how } avec { $card }
ch-ability-action = { $minion } : l'action de sa capacité
ch-use-at = Utiliser { $card } sur { $seat } : { $how }

suffix-on = { " " }sur { $target }
suffix-from = { " " }depuis { $from }
suffix-and = { " " }et { $second }
suffix-amount = { " " }({ $n })
suffix-at = { " " }sur { $at }
suffix-superior = { " " }(supérieur)
suffix-how = { " " }({ $how })
hand-strike = une frappe manuelle
own-strike = sa propre frappe

how-to-pool = vers la réserve
how-from-pool = depuis la réserve
how-pool = réserve
how-blood = sang
how-hand-size = taille de main
how-discard = défausse
how-draw-crypt = piocher dans la crypte
how-remove = retirer
how-burn = la brûler
how-enter-combat = entrer en combat
how-stealth = discrétion
how-unlock = redresser
how-rescue = sauvetage
how-votes = voix
how-prevent = prévenir des dégâts
how-give = donner
how-lock = incliner
how-cancel = l'annuler
how-master-action = une action de phase de maître de plus
how-steal = en prendre le contrôle
how-draw = piocher des cartes
