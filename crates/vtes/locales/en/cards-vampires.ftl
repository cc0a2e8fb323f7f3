# Card text: vampires effects (en).
vamp-votes-against-cost-blood = Vampires burn 1 blood to cast votes or ballots against referendums this vampire calls.
vamp-cancelled-to-library = If a { $card } you play is cancelled, you may move it from your ash heap to your library (then shuffle).
vamp-contesters-yield = A vampire contesting this vampire's title must yield it during its controller's untap phase.
vamp-not-unique = This vampire is not unique.
