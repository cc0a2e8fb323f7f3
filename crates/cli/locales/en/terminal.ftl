# The terminal table's own words (`jyhad play`): how to answer, and answers refused.
how-to-answer = Type an option's number, its code in brackets, or its text as shown (any case); `?NAME`, `?#N` or `?N` (option N) shows a card's text; `quit` stops.
you-are = You are { $seat } ({ $deck }), against { $bots } bots.
you-are-rivals = Rivals: you are { $seat } ({ $deck }), against { $bots } bots.
end-of-input = (end of input)
not-an-option = { $n } is not an option: choose { $range }.
several-options = Several options read `{ $answer }`: type one's number ({ $numbers }) or its code.
not-legal-now = `{ $code }` is not a legal option now.
not-understood = `{ $answer }` is not an option (choose { $range }).

# The VTES board (`print_view`), in the engine's words.
seat = seat { $n }
phase = { $phase ->
    [untap] untap phase
    [master] master phase
    [minion] minion phase
    [influence] influence phase
    [discard] discard phase
   *[other] the game is over
  }
nobody = nobody
turn-line = == Turn { $turn }, { $seat }: { $phase }; the Edge: { $edge } ==
you = you
ousted = ousted
methuselah-line = { $vp } VP, pool { $pool }, hand { $hand }, library { $library }, crypt { $crypt }, uncontrolled { $uncontrolled }
ready = ready
torpor = torpor
in-play = in play
your-hand = your hand
your-uncontrolled = your uncontrolled vampires
blood = { $n } blood
blood-capacity = { $n } blood, capacity { $capacity }
counters = { $n } counters
tapped = tapped
ability-by-hand = ability by hand
by-hand = by hand
traits-not-enforced = traits not enforced: { $traits }
trait-slave = slave
trait-red-list = Red List
trait-sterile = sterile
trait-circle = circle
marked-by = marked by { $label }
labelled = { $label }: { $value }
