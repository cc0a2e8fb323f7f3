# Les mots propres à la table en terminal (`jyhad play`).
how-to-answer = Tapez le numéro d'un choix, son code entre crochets ou son texte tel qu'affiché (majuscules indifférentes) ; `?NOM`, `?#N` ou `?N` (choix N) montre le texte d'une carte ; `quit` arrête.
you-are = Vous jouez à la { $seat } ({ $deck }), contre des bots { $bots }.
you-are-rivals = Rivals : vous êtes { $seat } ({ $deck }), contre des bots { $bots }.
end-of-input = (fin de l'entrée)
not-an-option = { $n } n'est pas un choix : choisissez { $range }.
several-options = Plusieurs choix se lisent `{ $answer }` : tapez le numéro de l'un d'eux ({ $numbers }) ou son code.
not-legal-now = `{ $code }` n'est pas un choix légal maintenant.
not-understood = `{ $answer }` n'est pas un choix (choisissez { $range }).

# Le plateau de VTES (`print_view`), dans les mots du moteur.
seat = place { $n }
phase = { $phase ->
    [untap] phase de redressement
    [master] phase de maître
    [minion] phase de serviteur
    [influence] phase d'influence
    [discard] phase de défausse
   *[other] fin de partie
  }
nobody = personne
turn-line = == Tour { $turn }, { $seat } : { $phase } ; l'Avantage : { $edge } ==
you = vous
ousted = éliminé
methuselah-line = { $vp } PV, réserve { $pool }, main { $hand }, bibliothèque { $library }, crypte { $crypt }, incontrôlés { $uncontrolled }
ready = région disponible
torpor = torpeur
in-play = en jeu
your-hand = votre main
your-uncontrolled = vos vampires incontrôlés
blood = { $n } sang
blood-capacity = { $n } sang, capacité { $capacity }
counters = { $n } compteurs
tapped = incliné
ability-by-hand = capacité à la main
by-hand = à la main
traits-not-enforced = traits non appliqués : { $traits }
trait-slave = esclave
trait-red-list = Liste rouge
trait-sterile = stérile
trait-circle = cercle
marked-by = marqué par { $label }
labelled = { $label } : { $value }
