# Card text: vampires effects (en).
vamp-votes-against-cost-blood = Vampires burn 1 blood to cast votes or ballots against referendums this vampire calls.
vamp-cancelled-to-library = If a { $card } you play is cancelled, you may move it from your ash heap to your library (then shuffle).
