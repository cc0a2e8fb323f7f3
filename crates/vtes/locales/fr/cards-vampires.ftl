# Card text: vampires effects (fr).
vamp-votes-against-cost-blood = Les vampires brûlent 1 sang pour exprimer des voix ou bulletins contre les référendums appelés par ce vampire.
vamp-cancelled-to-library = Si une carte { $card } que vous jouez est annulée, vous pouvez la déplacer de votre tas de cendres à votre bibliothèque (puis la mélanger).
vamp-contesters-yield = Un vampire qui conteste le titre de ce vampire doit y renoncer pendant la phase de redressement de son Mathusalem.
vamp-not-unique = Ce vampire n'est pas unique.
