# Texte des cartes : les primitives communes (français).
card-action = Action à +{ $stealth } discrétion.
card-bleed-action = { $n ->
    [0] Morsure.
   *[other] Morsure à +{ $n } morsure.
}
card-hunt-action = Chasse à +{ $n } sang.
card-political-action = Action politique.
card-stealth = { $n ->
    [-1] -1 discrétion.
   *[other] +{ $n } discrétion.
}
card-intercept = +{ $n } interception.
card-bleed = +{ $n } morsure.
card-limited = (limité)
card-maneuver = Manœuvre.
card-press = Poursuite.
card-strike-hand = Frappe : frappe manuelle à +{ $n } dégâts{ $agg ->
    [yes] , aggravés
   *[no] {""}
}.
card-strike-damage = Frappe : { $n } { $agg ->
    [yes] dégâts aggravés
   *[no] dégâts
}.
card-strike-dodge = Frappe : esquive.
card-strike-combat-ends = Frappe : le combat prend fin.
card-strike-ranged = À toute portée.
card-strike-long-only = Seulement à distance.
card-strike-first = Frappe en premier.
card-strike-steal-blood = Vole { $n } sang.
card-strike-destroy-equipment = Brûle un équipement du serviteur adverse.
card-strike-steal-equipment = Prend un équipement du serviteur adverse.
card-maneuvers-per-combat = { $n } manœuvre optionnelle à chaque combat.
card-prevent = Évite { $n } dégâts.
card-additional-strikes = { $n } frappe(s) supplémentaire(s) (limité).
card-terms-methuselah = Choisissez un Mathusalem.
card-terms-clan = Choisissez un clan.
card-terms-vampire = Choisissez un vampire prêt.
card-terms-points = Répartissez { $total } points entre { $min } Mathusalems ou plus.
card-outcome-points-burn-pool = Chaque Mathusalem brûle 1 réserve par point qui lui est attribué.
card-outcome-clan-gain-pool = Chaque Mathusalem gagne 1 réserve par vampire du clan choisi qu'il contrôle.
card-outcome-minions-burn-pool = Chaque Mathusalem brûle 1 réserve par serviteur qu'il contrôle.
card-outcome-methuselah-burns-pool = Le Mathusalem choisi brûle { $n } réserve.
card-outcome-grant-title = Le vampire choisi devient { $title }.
card-no-replace = Ne la remplacez pas avant votre prochaine phase de redressement.
card-no-replace-in-play = Ne la remplacez pas tant qu'elle reste en jeu ; remplacez-la quand elle quitte le jeu.
card-no-replace-combat = Elle n'est remplacée qu'une fois le combat terminé.
card-terms-clan-vampire = Choisissez un { $clan } prêt.
card-terms-pool-shift = Choisissez un Mathusalem qui a plus de réserve que vous et répartissez { $n } points de sa réserve entre un ou plusieurs autres Mathusalems (vous compris).
card-outcome-move-pool = La réserve est répartie comme choisi.
card-outcome-locked-minions-burn-pool = Chaque Mathusalem brûle 1 réserve par serviteur incliné qu'il contrôle, compté une fois les votes terminés.
card-terms-points-x = Répartissez autant de points qu'il y a de Mathusalems en jeu entre { $min } Mathusalems ou plus.
card-terms-points-others = Répartissez { $total } points entre { $min } autres Mathusalems ou plus.
card-event = Événement : mis en jeu avec une action de phase de défausse, une fois par partie, un par phase de défausse.
card-outcome-elders-gain-pool = Chaque Mathusalem gagne { $n } réserve par vampire de capacité { $capacity } ou plus qu'il contrôle.
card-outcome-elders-gain-blood = Chaque vampire prêt, et chaque vampire d'une région incontrôlée, de capacité { $capacity } ou plus gagne 1 sang.
card-terms-methuselah-points = Choisissez un Mathusalem, puis répartissez { $total } points entre { $min } autres Mathusalems ou plus.
card-outcome-chosen-gains-pool = Le Mathusalem choisi gagne { $n } réserve.
card-terms-methuselahs = Choisissez un ou plusieurs Mathusalems.
card-terms-younger-vampire = Choisissez un vampire disponible plus jeune que le vampire qui agit.
card-terms-minions = Choisissez jusqu'à { $n } serviteurs disponibles.
card-terms-ash-heap-minion-cards = Nommez { $n } cartes de serviteur de votre tas de cendres.
card-terms-other-methuselah = Choisissez un autre Mathusalem.
card-terms-vampire-points = Répartissez { $n } points entre un ou plusieurs vampires disponibles.
card-terms-small-vampire = Choisissez un vampire disponible de capacité { $n } ou moins.
card-terms-location-methuselah = Choisissez un lieu en jeu et un Mathusalem.
