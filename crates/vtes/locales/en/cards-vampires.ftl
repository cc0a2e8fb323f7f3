# Card text: vampires effects (en).
vamp-votes-against-cost-blood = Vampires burn 1 blood to cast votes or ballots against referendums this vampire calls.
