# Eventi e opzioni di VTES a parole (italiano).
seat = posto { $n }
nobody = nessuno
none = nessuno
hidden-card = una carta

word-untap = disimpegno
word-master = dominus
word-minion = servitori
word-influence = influenza
word-discard = scarto
word-over = fine della partita
word-library = libreria
word-hand = mano
word-crypt = cripta
word-uncontrolled = zona non controllata
word-ready = zona attiva
word-torpor = torpore
word-in-play = gioco
word-limbo = limbo
word-contested = carte contese
word-ash-heap = pila degli scarti
word-removed = fuori dalla partita
word-bleed = dissanguamento
word-hunt = caccia
word-equip = equipaggiamento
word-take-equipment = presa di equipaggiamento
word-employ = impiego di un servitore
word-recruit = reclutamento di un alleato
word-political-action = azione politica
word-rescue = salvataggio
word-diablerie = diablerie
word-leave-torpor = uscita dal torpore
word-become-anarch = diventare anarch
word-action-card = azione
word-close = distanza ravvicinata
word-long = lunga distanza
word-continue = continuare
word-end = terminare
word-for = a favore
word-against = contro
word-inferior = inferiore
word-superior = superiore

ev-game-starts = La partita inizia con { $seats } Matusalemme; { $first } gioca per primo
ev-turn = Turno { $turn }: { $seat }
ev-phase = { $seat }: { $phase ->
    [untap] fase di disimpegno
    [master] fase dominus
    [minion] fase dei servitori
    [influence] fase di influenza
    [discard] fase di scarto
   *[other] fine della partita
  }
ev-pool = { $dir ->
    [gain] { $seat } guadagna { $amount ->
        [one] { $amount } risorsa
       *[other] { $amount } risorse
    } (ora { $now })
    [loss] { $seat } perde { $amount ->
        [one] { $amount } risorsa
       *[other] { $amount } risorse
    } (ne restano { $now })
   *[none] { $seat } ha { $now ->
        [one] { $now } risorsa
       *[other] { $now } risorse
    }
  }
ev-blood = { $dir ->
    [gain] { $card } guadagna { $amount } sangue (ora { $now })
    [loss] { $card } perde { $amount } sangue (ne restano { $now })
   *[none] { $card } ha { $now } sangue
  }
ev-edge = { $has_seat ->
    [yes] Il Vantaggio passa a { $seat }
   *[no] Nessuno ha più il Vantaggio
  }
ev-moves = { $card } di { $seat } va in { $region }
ev-removed = { $card } di { $seat } è rimossa dalla partita
ev-taps = { $card } è impegnato
ev-draws = { $seat } pesca una carta
ev-action = { $minion }: { $action }{ $has_target ->
    [yes] {" "}→ { $target }
   *[no] {""}
  }{ $has_card ->
    [yes] {" "}con { $card }
   *[no] {""}
  } (furtività { $stealth })
ev-plays = { $by } gioca { $card }
ev-event-played = { $seat } mette in gioco l'evento { $card }
ev-master-played = { $seat } gioca la carta dominus { $card }
ev-as-played = { $seat } gioca { $card }: può essere cancellata quando viene giocata
ev-cancelled = { $card } viene cancellata: nessun effetto, il suo costo non viene pagato
ev-block-attempt = { $blocker } tenta di bloccare (intercetto { $intercept } contro furtività { $stealth })
ev-declines = { $seat } non blocca
ev-attempt-fails = { $blocker } non riesce a bloccare
ev-blocked = { $blocker } blocca l'azione
ev-succeeds = L'azione di { $minion } riesce
ev-bled = { $seat } subisce un dissanguamento di { $amount ->
        [one] { $amount } risorsa
       *[other] { $amount } risorse
    }
ev-not-implemented = { $card } non è ancora automatizzata: scartata senza effetto
ev-combat = Combattimento: { $acting } contro { $opposing }
ev-round = Round { $round }
ev-maneuvers = { $by } manovra a { $range }
ev-strikes = { $by } attacca per { $damage }{ $aggravated ->
    [yes] {" "}aggravati
   *[no] {""}
  }
ev-dodged = { $by } schiva
ev-steals = { $by } ruba { $amount } sangue a { $from }
ev-damage = { $aggravated ->
    [0] { $card } subisce { $normal ->
        [one] { $normal } danno
       *[other] { $normal } danni
    }
   *[other] { $normal ->
        [0] { $card } subisce { $aggravated ->
        [one] { $aggravated } danno aggravato
       *[other] { $aggravated } danni aggravati
    }
       *[other] { $card } subisce { $normal ->
        [one] { $normal } danno
       *[other] { $normal } danni
    } e { $aggravated ->
        [one] { $aggravated } danno aggravato
       *[other] { $aggravated } danni aggravati
    }
    }
  }
ev-prevents = { $card } previene { $amount ->
        [one] { $amount } danno
       *[other] { $amount } danni
    }
ev-wounded = { $card } è ferito
ev-burned = { $card } è bruciato
ev-presses = { $by } insegue per { $mode } il combattimento
ev-combat-ends = Fine del combattimento
ev-brings-out = { $seat } mette in gioco { $vampire }
ev-crypt-draw = { $seat } pesca dalla cripta
ev-contested = { $card } è contesa
ev-contest-won = { $card } vince la contesa
ev-title-yielded = { $vampire } cede il suo titolo
ev-referendum = { $seat } indice un referendum con { $card }
ev-blood-hunt = { $seat } indice una caccia di sangue contro { $vampire }
ev-votes = { $seat } dà { $votes ->
    [one] 1 voto
   *[other] { $votes } voti
  }{ $ballots ->
    [0] {""}
    [one] {" "}e 1 preferenza
   *[other] {" "}e { $ballots } preferenze
  } { $side }{ $has_source ->
    [yes] {" "}({ $source })
   *[no] {""}
  }
ev-referendum-passes = Il referendum passa, { $for } contro { $against }
ev-referendum-fails = Il referendum fallisce, { $for } contro { $against }
ev-withdrawing = { $seat } annuncia il ritiro
ev-withdraws = { $seat } si ritira
ev-ousted = { $seat } è eliminato
ev-vp = { $seat } guadagna { $vp ->
    [one] 1 punto vittoria
   *[other] { $vp } punti vittoria
  }
ev-timed-out = Tempo scaduto al turno { $turn }
ev-game-over = Fine della partita: vince { $seat }
ev-game-over-tie = Fine della partita: nessun vincitore

ch-pass = Passa
ch-bleed = Dissangua { $target } con { $minion }
ch-hunt = Caccia con { $minion }
ch-equip = { $minion } si equipaggia con { $card }
ch-take-equipment = { $minion } prende { $item }
ch-employ = { $minion } impiega { $card }
ch-recruit = { $minion } recluta { $card }
ch-action-card = { $minion } gioca { $card }
ch-political-action = { $minion } indice un referendum con { $card }
ch-rescue = { $minion } salva { $target } ({ $pays } sangue)
ch-diablerie = { $minion } commette diablerie su { $target }
ch-enter-combat = { $minion } entra in combattimento con { $target } (azione)
ch-leave-torpor = { $minion } esce dal torpore
ch-become-anarch = { $minion } diventa anarch
ch-block = Blocca con { $minion }
ch-decline = Non bloccare
ch-play = { $by } gioca { $card }
ch-maneuver = { $by } manovra con { $with }
ch-strike = { $by } attacca con { $with }
ch-press = { $by } insegue per { $mode } con { $with }
ch-prevent = { $by } previene i danni con { $with }
ch-transfer = Sposta 1 punto risorsa su { $to }
ch-transfer-back = Riprendi 1 sangue da { $from }
ch-draw-crypt = Pesca dalla cripta (4 trasferimenti e 1 risorsa)
ch-bring-out = Metti in gioco { $vampire }
ch-discard = Scarta { $card }
ch-master = Gioca { $card }
ch-contest = Contendi { $card }
ch-yield = Cedi { $card }
ch-contest-title = Contendi il titolo di { $vampire }
ch-slave-takes-place = Impegnare { $slave } per entrare in combattimento al posto del vampiro bloccato (schiavo)
ch-burn-pool-unlock = Brucia 1 risorsa per disimpegnare { $minion } (infernale)
ch-yield-title = Cedi il titolo di { $vampire }
ch-vote = Vota { $side } con { $source }
ch-term-methuselah = Scegli { $seat }
ch-manual-terms = Scrivi i termini del referendum: { $text }
ch-term-clan = Scegli il clan { $clan }
ch-term-vampire = Scegli { $vampire }
ch-term-card = Scegli { $card }
ch-term-point = Dai il punto a { $seat }
ch-take-discipline = Prendi { $card }
ch-vote-edge = Vota { $side } con il Vantaggio
ch-withdraw = Ritirati

# Carte manuali (issue 18): carte risolte a mano, le loro mosse e il consenso del tavolo.
word-stealth = furtività
word-intercept = intercetto
word-strength = forza
word-prevent = prevenzione
word-press = inseguimento
word-maneuver = manovra
word-votes-for = voti a favore
word-votes-against = voti contro
word-end-action = fine dell'azione
word-end-combat = fine del combattimento
word-library-top = cima della libreria
word-library-bottom = fondo della libreria
suffix-card = { " " }({ $card })
suffix-x = { "," } X: { $x }
suffix-text = { ":" } { $text }
suffix-by = { "," } da { $by }
ev-manual-starts = { $seat } risolve { $card } a mano
ev-manual-proposes = { $seat } chiede il consenso per { $moves } mosse
ev-manual-approves = { $seat } approva le mosse proposte
ev-manual-refuses = { $seat } rifiuta le mosse proposte
ev-manual-withdraws = { $seat } ritira le mosse proposte
ev-manual-done = { $seat } ha risolto { $card }
ev-manual-adjusts = A mano: { $what } { $n ->
    [1] +1
   *[other] { $n }
}
ev-shuffles = { $seat } mescola la sua libreria
ev-terms-written = { $seat } scrive i termini del referendum: { $text }
ev-terms-methuselah = { $seat } sceglie { $chosen } nei termini del referendum
ev-terms-clan = { $seat } sceglie il clan { $clan } nei termini del referendum
ev-terms-vampire = { $seat } sceglie { $vampire } nei termini del referendum
ev-terms-card = { $seat } sceglie { $card } nei termini del referendum
ev-terms-point = { $seat } assegna 1 punto dei termini del referendum a { $to }
ev-labels = { $on ->
    [true] { $card } è segnato da { $source }
   *[other] Il segno di { $source } è tolto da { $card }
}
ch-manual-play = Gioca { $card } (risolta a mano)
ch-manual-ability = Usa l'abilità speciale di { $minion } (risolta a mano)
ch-manual-pool = { $n ->
    [1] +1
   *[other] { $n }
} risorsa per { $seat }
ch-manual-blood = { $n ->
    [1] +1
   *[other] { $n }
} sangue o vita su { $card }
ch-manual-lock = Impegna { $card }
ch-manual-unlock = Disimpegna { $card }
ch-manual-burn = Brucia { $card }
ch-manual-move = Sposta { $card } in { $to }
ch-manual-attach = Metti { $card } su { $host }
ch-manual-draw = Pesca una carta
ch-manual-discard = Scarta { $card }
ch-manual-discard-random = { $seat } scarta una carta a caso
ch-manual-shuffle = Mescola la libreria di { $seat }
ch-manual-edge = Il Vantaggio va a { $to }
ch-manual-adjust = { $what } { $n ->
    [1] +1
   *[other] { $n }
}
ch-manual-label = Segna { $card } con { $source }
ch-manual-unlabel = Togli il segno di { $source } da { $card }
ch-manual-submit = Chiedi il consenso per le mosse proposte
ch-manual-withdraw = Ritira le mosse proposte
ch-manual-done = Fatto: la carta è risolta
ch-approve = Approva le mosse proposte
ch-refuse = Rifiuta le mosse proposte
ev-coin-flip = Si lancia una moneta per { $card }: { $tails ->
    [true] croce
   *[other] testa
}
ev-referendum-cancelled = Il referendum è cancellato
