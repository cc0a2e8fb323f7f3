# VTES events and options in words (English). Arguments are already rendered:
# seats ("seat 3"), cards ("Name (#12)" or "a card" when hidden), words.
seat = seat { $n }
nobody = nobody
none = none
hidden-card = a card

word-untap = untap
word-master = master
word-minion = minion
word-influence = influence
word-discard = discard
word-over = end of game
word-library = library
word-hand = hand
word-crypt = crypt
word-uncontrolled = uncontrolled region
word-ready = ready region
word-torpor = torpor
word-in-play = play
word-limbo = limbo
word-contested = contested cards
word-ash-heap = ash heap
word-removed = removed from the game
word-bleed = bleed
word-hunt = hunt
word-equip = equip
word-take-equipment = take equipment
word-employ = employ a retainer
word-recruit = recruit an ally
word-political-action = political action
word-rescue = rescue
word-diablerie = diablerie
word-leave-torpor = leave torpor
word-become-anarch = become anarch
word-action-card = action
word-close = close range
word-long = long range
word-continue = continue
word-end = end
word-for = for
word-against = against
word-inferior = inferior
word-superior = superior

ev-game-starts = The game starts with { $seats } Methuselahs; { $first } plays first
ev-turn = Turn { $turn }: { $seat }
ev-phase = { $seat }: { $phase ->
    [untap] untap phase
    [master] master phase
    [minion] minion phase
    [influence] influence phase
    [discard] discard phase
   *[other] end of game
  }
ev-pool = { $dir ->
    [gain] { $seat } gains { $amount } pool ({ $now } now)
    [loss] { $seat } loses { $amount } pool ({ $now } left)
   *[none] { $seat } has { $now } pool
  }
ev-blood = { $dir ->
    [gain] { $card } gains { $amount } blood ({ $now } now)
    [loss] { $card } loses { $amount } blood ({ $now } left)
   *[none] { $card } has { $now } blood
  }
ev-edge = { $has_seat ->
    [yes] The Edge goes to { $seat }
   *[no] Nobody has the Edge now
  }
ev-moves = { $card } of { $seat } goes to { $region }
ev-removed = { $card } of { $seat } is removed from the game
ev-taps = { $card } is tapped
ev-draws = { $seat } draws a card
ev-action = { $minion }: { $action }{ $has_target ->
    [yes] {" "}→ { $target }
   *[no] {""}
  }{ $has_card ->
    [yes] {" "}with { $card }
   *[no] {""}
  } (stealth { $stealth })
ev-plays = { $by } plays { $card }
ev-event-played = { $seat } puts the event { $card } in play
ev-master-played = { $seat } plays the master card { $card }
ev-as-played = { $seat } is playing { $card }: it may be cancelled as it is played
ev-cancelled = { $card } is cancelled: no effect, its cost is not paid
ev-block-attempt = { $blocker } tries to block (intercept { $intercept } against stealth { $stealth })
ev-declines = { $seat } does not block
ev-attempt-fails = { $blocker } fails to block
ev-blocked = { $blocker } blocks the action
ev-succeeds = The action of { $minion } succeeds
ev-bled = { $seat } is bled for { $amount } pool
ev-not-implemented = { $card } is not automated yet: discarded without effect
ev-combat = Combat: { $acting } against { $opposing }
ev-round = Round { $round }
ev-maneuvers = { $by } maneuvers to { $range }
ev-strikes = { $by } strikes for { $damage }{ $aggravated ->
    [yes] {" "}aggravated
   *[no] {""}
  }
ev-dodged = { $by } dodges
ev-steals = { $by } steals { $amount } blood from { $from }
ev-damage = { $aggravated ->
    [0] { $card } takes { $normal } damage
   *[other] { $normal ->
        [0] { $card } takes { $aggravated } aggravated damage
       *[other] { $card } takes { $normal } damage and { $aggravated } aggravated damage
    }
  }
ev-prevents = { $card } prevents { $amount } damage
ev-wounded = { $card } is wounded
ev-burned = { $card } is burned
ev-presses = { $by } presses to { $mode } combat
ev-combat-ends = Combat ends
ev-brings-out = { $seat } brings out { $vampire }
ev-crypt-draw = { $seat } draws from the crypt
ev-contested = { $card } is contested
ev-contest-won = { $card } wins its contest
ev-title-yielded = { $vampire } yields its title
ev-referendum = { $seat } calls a referendum with { $card }
ev-blood-hunt = { $seat } calls a blood hunt against { $vampire }
ev-votes = { $seat } casts { $votes ->
    [one] 1 vote
   *[other] { $votes } votes
  }{ $ballots ->
    [0] {""}
    [one] {" "}and 1 ballot
   *[other] {" "}and { $ballots } ballots
  } { $side }{ $has_source ->
    [yes] {" "}({ $source })
   *[no] {""}
  }
ev-referendum-passes = The referendum passes, { $for } to { $against }
ev-referendum-fails = The referendum fails, { $for } to { $against }
ev-withdrawing = { $seat } declares a withdrawal
ev-withdraws = { $seat } withdraws
ev-ousted = { $seat } is ousted
ev-vp = { $seat } gains { $vp ->
    [one] 1 victory point
   *[other] { $vp } victory points
  }
ev-timed-out = Time is up at turn { $turn }
ev-game-over = Game over: { $seat } wins
ev-game-over-tie = Game over: no winner

ch-pass = Pass
ch-bleed = Bleed { $target } with { $minion }
ch-hunt = Hunt with { $minion }
ch-equip = { $minion } equips with { $card }
ch-take-equipment = { $minion } takes { $item }
ch-employ = { $minion } employs { $card }
ch-recruit = { $minion } recruits { $card }
ch-action-card = { $minion } plays { $card }
ch-political-action = { $minion } calls a referendum with { $card }
ch-rescue = { $minion } rescues { $target } ({ $pays } blood)
ch-diablerie = { $minion } commits diablerie on { $target }
ch-enter-combat = { $minion } enters combat with { $target } (action)
ch-leave-torpor = { $minion } leaves torpor
ch-become-anarch = { $minion } becomes anarch
ch-block = Block with { $minion }
ch-decline = Do not block
ch-play = { $by } plays { $card }
ch-maneuver = { $by } maneuvers with { $with }
ch-strike = { $by } strikes with { $with }
ch-press = { $by } presses to { $mode } with { $with }
ch-prevent = { $by } prevents damage with { $with }
ch-transfer = Move 1 pool to { $to }
ch-transfer-back = Take 1 blood back from { $from }
ch-draw-crypt = Draw from the crypt (4 transfers and 1 pool)
ch-bring-out = Bring out { $vampire }
ch-discard = Discard { $card }
ch-master = Play { $card }
ch-contest = Contest { $card }
ch-yield = Yield { $card }
ch-contest-title = Contest the title of { $vampire }
ch-slave-takes-place = Lock { $slave } to enter combat in the blocked vampire's place (slave)
ch-burn-pool-unlock = Burn 1 pool to unlock { $minion } (infernal)
ch-yield-title = Yield the title of { $vampire }
ch-vote = Vote { $side } with { $source }
ch-term-methuselah = Choose { $seat }
ch-manual-terms = Write the terms of the referendum: { $text }
ch-term-clan = Choose clan { $clan }
ch-term-vampire = Choose { $vampire }
ch-term-card = Choose { $card }
ch-term-point = Give the point to { $seat }
ch-take-discipline = Take { $card }
ch-vote-edge = Vote { $side } with the Edge
ch-withdraw = Withdraw

# Manual cards (issue 18): cards resolved by hand, their moves and the table's consent.
word-stealth = stealth
word-intercept = intercept
word-strength = strength
word-prevent = prevention
word-press = press
word-maneuver = maneuver
word-votes-for = votes for
word-votes-against = votes against
word-end-action = end of the action
word-end-combat = end of combat
word-library-top = top of the library
word-library-bottom = bottom of the library
suffix-card = { " " }({ $card })
suffix-x = { "," } X: { $x }
suffix-text = { ":" } { $text }
suffix-by = { "," } by { $by }
ev-manual-starts = { $seat } resolves { $card } by hand
ev-manual-proposes = { $seat } asks for approval of { $moves } moves
ev-manual-approves = { $seat } approves the proposed moves
ev-manual-refuses = { $seat } refuses the proposed moves
ev-manual-withdraws = { $seat } withdraws the proposed moves
ev-manual-done = { $seat } has resolved { $card }
ev-manual-adjusts = By hand: { $what } { $n ->
    [1] +1
   *[other] { $n }
}
ev-shuffles = { $seat } shuffles their library
ev-terms-written = { $seat } writes the terms of the referendum: { $text }
ev-terms-methuselah = { $seat } chooses { $chosen } in the referendum's terms
ev-terms-clan = { $seat } chooses the clan { $clan } in the referendum's terms
ev-terms-vampire = { $seat } chooses { $vampire } in the referendum's terms
ev-terms-card = { $seat } chooses { $card } in the referendum's terms
ev-terms-point = { $seat } gives 1 point of the referendum's terms to { $to }
ev-labels = { $on ->
    [true] { $card } is marked with { $source }
   *[other] The mark of { $source } is taken off { $card }
}
ch-manual-play = Play { $card } (resolved by hand)
ch-manual-ability = Use { $minion }'s special ability (resolved by hand)
ch-manual-pool = { $n ->
    [1] +1
   *[other] { $n }
} pool for { $seat }
ch-manual-blood = { $n ->
    [1] +1
   *[other] { $n }
} blood or life on { $card }
ch-manual-lock = Lock { $card }
ch-manual-unlock = Unlock { $card }
ch-manual-burn = Burn { $card }
ch-manual-move = Move { $card } to { $to }
ch-manual-attach = Put { $card } on { $host }
ch-manual-draw = Draw a card
ch-manual-discard = Discard { $card }
ch-manual-discard-random = { $seat } discards a card at random
ch-manual-shuffle = Shuffle the library of { $seat }
ch-manual-edge = The Edge goes to { $to }
ch-manual-adjust = { $what } { $n ->
    [1] +1
   *[other] { $n }
}
ch-manual-label = Mark { $card } with { $source }
ch-manual-unlabel = Take the mark of { $source } off { $card }
ch-manual-submit = Ask for approval of the proposed moves
ch-manual-withdraw = Withdraw the proposed moves
ch-manual-done = Done: the card is resolved
ch-approve = Approve the proposed moves
ch-refuse = Refuse the proposed moves
ev-coin-flip = A coin is flipped for { $card }: { $tails ->
    [true] tails
   *[other] heads
}
ev-referendum-cancelled = The referendum is cancelled
