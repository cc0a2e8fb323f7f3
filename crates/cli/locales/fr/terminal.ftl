# Les mots propres à la table en terminal (`jyhad play`).
how-to-answer = Tapez le numéro d'un choix, son code entre crochets ou son texte tel qu'affiché (majuscules indifférentes) ; `?NOM`, `?#N` ou `?N` (choix N) montre le texte d'une carte ; `quit` arrête.
you-are = Vous êtes { $seat } ({ $deck }), contre des bots { $bots }.
you-are-rivals = Rivals : vous êtes { $seat } ({ $deck }), contre des bots { $bots }.
end-of-input = (fin de l'entrée)
not-an-option = { $n } n'est pas un choix : choisissez { $range }.
several-options = Plusieurs choix se lisent `{ $answer }` : tapez le numéro de l'un d'eux ({ $numbers }) ou son code.
not-legal-now = `{ $code }` n'est pas un choix légal maintenant.
not-understood = `{ $answer }` n'est pas un choix (choisissez { $range }).
