# Card text: vampires effects (fr).
vamp-votes-against-cost-blood = Les vampires brûlent 1 sang pour exprimer des voix ou bulletins contre les référendums appelés par ce vampire.
