# Card text: the parts of the compositional grammar (English). A sentence is composed as
# "[when], [if], [cost] to get [effects] [for] [limit]."
part-when-polling = while votes are cast on a referendum
part-when-strike = as this minion chooses a strike
part-when-referendum-passed = after a referendum passes
part-if-directed = during directed actions
part-if-actor-titled = against a titled acting vampire
part-if-called-by-self = if this vampire called it
part-cost-discard = discard a card requiring [{ $disc }]
part-cost-to = { $who ->
    [vampire] it may { $cost } to get { $effect }
    [vampire-do] it may { $cost }: { $effect }
   *[card] you may { $cost } to { $effect }
}
part-and = {" "}and{" "}
part-stat = { $n } { $stat ->
    [stealth] stealth
    [intercept] intercept
    [bleed] bleed
    [blood] blood
    [pool] pool
    [hand-size] hand size
    [strength] strength
    [master-actions] { $count ->
        [1] master phase action
       *[other] master phase actions
    }
    [phase-actions] { $count ->
        [1] action in that phase
       *[other] actions in that phase
    }
    [blood-cost] blood cost
    [discard-cost] pool cost to discard a card with a discard phase action
    [transfers] { $count ->
        [1] transfer
       *[other] transfers
    }
   *[votes] { $count ->
        [1] vote
       *[other] votes
    }
}
part-dodge = it may strike: dodge
part-untap = its controller may untap it
part-for-action = for this action
part-for-referendum = in this referendum
part-limit-combat = once each combat
part-limit-referendum = once each referendum
part-when-action-announced = { $who ->
    [vampire] as a minion announces an action
   *[card] as an action of one of your minions is announced
}
part-when-block-attempt = when one of your acting minions needs stealth against a block attempt
part-when-untap = during your untap phase
part-when-any-time = at any time
part-if-undirected = if the action is undirected
part-if-edge = if you have the Edge
part-if-actor-clan = if the acting minion is { $clan }
part-if-actor-capacity = if the acting minion is a vampire with capacity { $n } or more
part-if-actor-sect = if the acting minion is a { $sect } vampire
part-cost-lock = lock this card
part-target-actor = the acting minion
part-target-you = you
part-target-uncontrolled = a vampire in your uncontrolled region
part-target-hand-card = a card in your hand
part-target-own-titled = each titled { $sect } vampire you control
part-give = give { $target } { $what }
part-discard = discard { $target } (draw up afterward)
part-for-turn = until the end of the turn
part-you-get = you get { $what }
part-get = get { $what }
part-when-action = { $who ->
    [vampire] during this vampire's action
   *[card] at any time during the action, even if stealth is not needed
}
part-when-blocked = as the acting minion is being blocked
part-when-bleed-succeeds = once everyone has passed and the bleed would succeed
part-when-action-succeeded = { $who ->
    [vampire] after a successful action of this vampire
   *[card] after a successful action
}
part-when-action-blocked = after a blocked action (combat included)
part-if-bleeding = if the action is a bleed
part-if-not-bleeding = unless the action is a bleed
part-if-actor-vampire = if a vampire is acting
part-target-younger-than-actor = each ally and each vampire younger than the acting minion
part-played = Playable { $when }.
part-untap-actor = untap the acting minion
part-when-blocks-declined = once every Methuselah declined to block
part-when-block-resolved = by the minion that blocked, once the block is resolved
part-when-before-combat = by the minion whose block succeeded, before its combat with the acting minion
part-if-directed-at-you = during an action directed at you
part-if-bleed-at-you = during a bleed of you
part-if-bleed-amount = if the bleed amount is { $n } or more
part-if-predator-acting = while a minion of your predator acts
part-if-tapped = by a tapped minion
part-if-vampire = by a vampire
part-if-titled = if this minion holds a title
part-if-title = by a { $titles }
part-tap = tap this minion
part-wake = this minion wakes (it may block and play reactions as if untapped until the end of the action)
part-redirect-bleed = the bleed targets another Methuselah, who may attempt to block
part-limit-untap = once between two of this minion's untap phases
part-or = {" "}or{" "}
part-untap-self = untap this minion
part-if-actor-younger = if a younger vampire is acting
part-block-fails = the block attempt fails; the blocker may not try again during this action
part-when-discard-phase = as your discard phase begins
part-when-master-phase = as your master phase begins
part-target-own-ready-vampire = a ready vampire you control
part-to-predator = your predator takes control of this card
part-when-influence = during your influence phase
part-target-uncontrolled-of-clan = a { $clan } in your uncontrolled region
part-if-blood-hunt = in a blood hunt referendum
part-if-voting-against = when casting votes against
part-if-pool-bled = if it burned at least 1 pool
part-when-referendum-failed = after a referendum fails
part-when-edge-vote = in a referendum, once the Edge is burned for a vote
part-torpor = it goes to torpor
part-plays-as-title = it may play cards requiring a { $title } as if it were one (without the title's votes)
part-target-bled-anarchs = each anarch controlled by the Methuselah it bled
part-target-blockers-of-clan = { $clan } minions attempting to block it
part-damage = inflict { $count } unpreventable damage on { $target }
part-agg-damage = inflict { $count } aggravated damage that cannot be prevented on { $target }
part-blocks-as-vampire = This card may attempt to block { $conds } as a vampire of capacity { $capacity } with { $intercept } intercept; if the block succeeds there is no combat: { $effects }.
part-blood-hunt = a referendum is called for a blood hunt on the acting vampire, as after a diablerie (it is not one)
part-they-get = { $target } get { $what }
part-if-untitled = while it holds no title
part-per-others-titled = for each ready titled vampire controlled by another Methuselah
part-cost-phase-action = use a discard phase action
part-cost-edge = burn the Edge
part-when-during-discard-phase = during your discard phase
part-if-hunting = when it hunts
part-if-not-hunting = on any action but a hunt
part-when-before-range = before range is determined
part-when-before-strikes = at close range, once maneuvers are over and before strikes are chosen
part-when-round-end = at the end of a round, after presses, even if combat ends early
part-if-to-continue = only to continue combat
part-if-not-first-round = not in the first round of combat
part-if-discipline = if the minion it is on has [{ $disc }]
part-cost-blood = burn { $n } blood
part-cost-blood-x = burn X blood
part-cost-life = burn { $n } life
part-cost-pool = burn { $n } pool
part-cost-burn = burn this card
part-target-host = the minion it is on
part-target-own-minion = one of your minions
part-target-own-ready-minion = a ready minion you control
part-host-gets = the minion it is on gets { $what }
part-untap-own-ready-minion = untap a ready minion you control
part-strike-hand = strike: hand strike at strength +{ $n }
part-strike-damage = strike: { $n } damage
part-strike-steal-blood = strike: steal { $n } blood
part-strike-combat-ends = strike: combat ends
part-at-any-range = { $strike }, at any range
part-prevent = prevent { $n } damage
part-prevent-x = prevent { $n } damage and X more
part-maneuver = a maneuver
part-additional-strike = an additional strike (limited)
part-press = a press
part-optional-press = an optional press
part-press-own-minion = give your minion in combat a press
part-environmental = { $n } environmental damage to the opposing minion each round, with the strikes, at any range
part-grapple = only hand strikes can be used, on both sides
part-close-range = a further round is at close range, without maneuvers
part-gain-blood-lost = gain as much blood as the opposing vampire lost to damage this round (not against an ally)
part-armor = prevent { $gun } damage from gun strikes (over several strikes) or { $other } damage from another source
part-for-round = this round
part-for-combat = for the rest of the combat
part-limit-round = one per minion each round
part-limit-action = once each action
part-if-ready = { $who ->
    [vampire] while this vampire is ready
   *[card] while the minion it is on is ready
}
part-if-not-ready = { $who ->
    [vampire] while this vampire is not ready
   *[card] while the minion it is on is not ready
}
part-plays-as-clan = it plays cards requiring { $clan } as if it were { $clan }
part-if-directed-at-self = { $who ->
    [vampire] during an action directed at this vampire
   *[card] during an action directed at the minion it is on
}
part-if-coin-tails = if a coin flipped comes up tails
part-action-fails = make the action fail
part-burn-actor = burn the acting minion
part-target-younger-vampire = a vampire younger than the acting minion
part-target-ready-vampire = a ready vampire
part-cannot-block = choose { $target }: it cannot block
part-at-long-range = { $strike }, only at long range
part-when-as-played = as another Methuselah plays a card
part-when-during-master-phase = during your master phase
part-if-played-master = if it is a master card
part-if-played-minion = if it is a minion card
part-if-played-strike-or-grapple = if it is a strike card, or a card allowing only hand strikes
part-if-by-predator-or-prey = if that Methuselah is your predator or your prey
part-target-player = the Methuselah who played it
part-cancel-card = cancel it: it has no effect and its cost is not paid
part-if-opponent-clan = in combat with a { $clan }
part-target-opponent = the minions in combat with it
part-target-prey = your prey
part-target-predator-or-prey = your predator or your prey
part-discard-random = { $target } discards a card at random
part-burns-pool = { $target } burns { $count } pool
part-for-untap = until your next untap phase
part-when-combat-end = after a combat involving this vampire ends
part-if-opponent-not-ready = if the opposing minion is not ready
part-limit-turn = once each turn
part-if-card-kind = for { $kind ->
    [reaction] reaction cards
    [modifier] action modifier cards
    [action] action cards
   *[combat] combat cards
}
part-crypt-top-anarch = remove your crypt's top card from the game, revealed; if it is a { $clan }, one of your untitled vampires becomes anarch
part-if-card-discipline = requiring [{ $disc }]
part-when-enters-play = as this vampire enters play
part-cost-remove = remove it from the game
part-target-own-untitled = another untitled vampire you control
part-anarch = { $target } becomes anarch
part-pool-or-crypt = you gain 1 pool or draw the top card of your crypt, as you choose
part-target-other-vampire = another vampire in play, chosen as the action is announced
part-target-each-methuselah = all Methuselahs
part-per-victory-points = for each of their victory points
part-cancel-referendum = cancel the referendum: no votes are counted, and a political action card played from hand to call it goes back to its owner's hand (who then discards down to hand size)
part-abstain = choose { $target }: it abstains, its votes and ballots cancelled
part-no-repeat = no minion of the acting Methuselah may take that action again this turn
part-no-repeat-minion = the acting minion cannot take the same action again this turn
part-if-actor-ally-or-younger = while an ally or a vampire younger than this one acts
part-target-predators-predator = your predator's predator
part-redirect-bleed-to = the bleed now targets { $target }, who may attempt to block
part-if-blocker-without = when a vampire without [{ $disc }] attempts to block
part-target-blocker = the minion attempting to block
part-if-untapped = by an untapped minion
part-for-next-actions = on the next X actions your minions perform this turn
part-if-before-votes = before any votes or ballots are cast
part-target-vampires-not-of = vampires who are not { $sect }
part-cannot-vote = { $target } cast no votes or ballots
part-target-minions = minions
part-cannot-unlock = { $target } cannot unlock
part-next-referendum-passes = the next referendum called by one of your vampires passes with no polling step
part-attempt-block = this minion attempts to block the action, even if its Methuselah may not block it
part-when-minion-action = As { $stealth ->
        [0] an action
       *[other] a +{ $stealth } stealth action
    }
part-enter-combat = enter combat with { $target }
part-target-locked-vampire = a locked vampire controlled by another Methuselah
part-steal = take { $target } (it moves onto this vampire)
part-target-plain-equipment = an equipment of another Methuselah's minion that is not a weapon, a vehicle or electronic
part-to-hand = move { $target } to your hand
part-to-hand-discard-down = move { $target } to your hand (discard down afterward)
part-target-ash-heap-political = a political action card from your ash heap
part-target-library-minion-card = a minion card searched for in your library (reveal it, then shuffle)
part-untap-own-ready-vampire = untap a ready vampire you control
part-if-not-out-of-turn = if it is not an out-of-turn card
part-if-no-reaction = if no reaction card was played during it
part-bled-pool-max = you burn at most { $n } pool to a bleed
part-burn-self = burn this card
part-target-clan = { $clan } vampires
part-target-titled-clan = titled { $clan } vampires
part-target-titled-vampires = titled vampires
part-group-cannot-block = { $target } cannot block this action
part-prey-taps-minion = your prey taps one of its ready untapped minions
part-draw = draw { $n } cards, then discard down to your hand size
part-first-strike = it strikes with first strike
part-enter-combat-action = as a directed action, it may enter combat with { $target } controlled by another Methuselah
part-if-controls-vampire-not = if controlling a non-{ $sect } vampire
part-cost-burn-vampire-not = burn a non-{ $sect } vampire they control
part-each-untap-burns-pool = In their untap phase, every Methuselah who has a vampire outside the { $sect } burns { $count } pool.
part-any-burns-vampire-to-burn = In their master phase, every Methuselah may burn one of their vampires outside the { $sect } to burn this card.
part-immune-non-agg = it is immune to damage that is not aggravated
part-cannot-act = it cannot act
part-no-equipment = it cannot have or use equipment
part-untap-host = untap the minion it is on
# A political action's outcome (its own referendum, p. 27).
part-when-outcome = if the referendum passes
part-target-chosen = each one chosen
part-target-ready-vampires = every ready vampire
part-target-empty-ready-vampire = a ready vampire with no blood
part-target-diablerist = a vampire who committed diablerie since your last turn
part-if-bleed-at-least = with a bleed of { $n } or more
part-if-controls-capacity-at-most = if they control a ready vampire of capacity { $n } or less
part-burn = { $target } is burned
part-to-uncontrolled = { $target } goes to its controller's uncontrolled region, unlocked, with its blood and the cards on it (out of play while it stays there)
part-take-control = the named card passes to the named Methuselah
part-cannot-react = { $target } cannot play reaction cards
part-cannot-block-them = { $target } cannot block
part-if-card-redirects-bleed = for a card sending a bleed elsewhere (its blood or life cost)
part-target-small-vampire = a vampire in play of capacity { $n } or less
part-may-burn = you may burn { $target }
part-burn-chosen = burn { $target }
part-per-chosen-capacity = per point of capacity of the ready vampire they choose as it passes
part-per-predator-chosen-capacity = per point of capacity of the ready vampire their predator chooses as it passes
part-target-allies = every ally
part-burn-unless-repaid = { $target } is burned unless its controller pays its pool cost again (a blood cost: nothing)
part-per-minions = per minion they control
part-lock-them = { $target } is locked (a clan chosen: each of its ready vampires)
part-draw-up-to = you may draw up to { $n } cards, one at a time, without discarding
part-put-back = then put as many cards from your hand at the bottom of your library
part-prevent-strikes = prevent every point of damage the opposing minion's strikes would deal it
part-strike-aggravated = strike: { $n } aggravated damage
part-strike-recoil = { $strike }; the vampire striking takes that damage too, whatever the range, and its opponent's dodge does not spare it
part-additional-dodge = an additional strike (limited), which is a dodge
part-target-blockers-capacity = vampires of capacity { $n } or more
part-may-not-block = { $target } may not try to block the minion it is on
part-if-first-round = in the first round of combat
part-if-blocking = in a combat that follows a block by the minion it is on
part-long-range = the round is at long range, with no maneuvers, and the first strike of the minion it is on is with it
part-target-titled-as = vampires holding the title { $title }
part-bleed-prey-with = bleed your prey with { $n } bleed
part-when-minion-phase-end = After the end of your minion phase
part-draw-crypt = move the top card of your crypt to your uncontrolled region
part-target-ready-minion = a ready minion controlled by another Methuselah
part-double-votes = the votes your vampires cast count twice when the results are tallied
part-target-prey-ally-or-younger = an ally or a younger vampire controlled by your prey
part-lock-target = lock { $target }
part-per-own-titled = for each ready titled vampire you control
part-steal-blood = take { $n } blood or life from { $target } onto this vampire (life becomes blood)
part-if-self-untapped = if this vampire is unlocked
part-cost-discard-type = discard a { $kind ->
    [master] master card
   *[political] political action card
}
part-cannot-vote-self = it casts no votes or ballots
part-target-own-titled-as = another vampire you control holding the title { $title }
part-strike-cost = each of its strikes at this vampire costs it { $count } more blood or life, and it may choose not to strike
part-cannot-block-self = this vampire cannot block
part-no-combat-action = this vampire cannot take an action to enter combat with a { $clan }
part-no-combat-ends-strike = a { $clan } in combat with this vampire cannot strike: combat ends
part-block-cost = { $target } must burn { $count } blood to attempt to block it

# Session 12 (actions): stun, an unlocked vampire chosen as an action is announced.
part-target-unlocked-vampire = an unlocked vampire controlled by another Methuselah
part-stun = stun { $target }: lock it; it does not unlock during its controller's next unlock phase
part-if-blocker-ally-or-younger = if an ally or a vampire younger than the acting one attempts to block
part-target-random-event = another event in play, drawn at random
part-cost-pool-per-other-event = burn 1 pool for each other event in play
part-others-burn-event-for-pool = In their discard phase, every other Methuselah may use a discard phase action and burn 1 pool for each other event in play to burn this card.
part-if-not-card-kind = for a card not played as { $kind ->
    [modifier] an action modifier
   *[other] { $kind }
}
part-half-blood-cost = the cards { $target } plays cost half as much blood, rounded down (halved before any cost added or taken off)
part-referendum-action = { $who ->
        [vampire] This vampire
       *[card] Any vampire
    } can call a referendum as a { $stealth ->
        [0] political action
       *[other] +{ $stealth } stealth political action
    }.
part-referendum-action-if = { $who ->
        [vampire] This vampire
       *[card] Any vampire
    } can call a referendum as a { $stealth ->
        [0] political action
       *[other] +{ $stealth } stealth political action
    }, { $conds }.
part-for-game = until the end of the game
part-if-controls-no-ready = if controlling no ready { $sect } vampire
part-each-untap-no-ready-burns-pool = In their untap phase, every Methuselah who controls no ready { $sect } vampire burns { $count } pool.
part-for-in-play = as long as this card stays in play
part-no-replace-in-minion-phase = { $target } do not replace cards played during any Methuselah's minion phase (they are replaced as the phase ends)
part-cost-counter = burn a counter from this card
part-if-own-political-actor = during a political action of a { $sect } vampire you control, or its referendum
part-if-combat-between = while one of your { $sect } vampires fights another { $sect } vampire
part-end-combat = end the combat
part-if-strike-inflicts = if damage of that strike is inflicted on the opposing minion
part-cost-discard-combat-cards = discard { $n ->
    [one] a combat card
   *[other] { $n } combat cards
}
part-opponent-may-cancel = as it is played, the Methuselah of the opposing minion may { $cost } to cancel it
part-strike-damage-more = the opposing minion takes { $count } more damage from that strike
part-cannot-press = it cannot press
part-blocked-first-round-maneuver = If this action is blocked, this minion gets an optional maneuver in the first round of the combat.
part-blocker-may-cancel = as it is played, the minion attempting to block may { $cost } (life for an ally) to cancel it
part-no-more-blocks = and its Methuselah attempts no more blocks of this action
part-when-any-minion-phase = during any Methuselah's minion phase
part-take-action = have the minion it is on take an action
part-if-bled-prey = if it bled your prey
part-when-minion-phase = during your minion phase
