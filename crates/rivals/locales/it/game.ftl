# Rivals: eventi e scelte in italiano.
seat = Giocatore { $n }
side-yes = SÌ
side-no = NO
deck-library = Biblioteca
deck-faction = mazzo Fazione
end-agenda = 13 punti Agenda
end-rival = il suo Rivale è eliminato
end-most-agenda = più Agenda dopo un'eliminazione
end-time-out = il limite di turni
aggravated = aggravato/i
event-first-player = { $seat } è il primo giocatore.
event-rival = Il Rivale di { $seat } è { $rival }.
event-haven = Il Rifugio di { $seat } è { $card }.
event-leader = Il Leader di { $seat } è { $card }.
event-bid = { $seat } offre { $amount } Prestigio per il vampiro iniziale in comune.
event-no-bid = { $seat } non fa offerte.
event-bid-won = { $seat } tiene { $card } come vampiro iniziale e paga { $amount } Prestigio.
event-turn = Turno { $number }: { $seat } è il giocatore attivo.
event-city = { $card } esce dal mazzo Città e arriva nelle Strade.
event-burned = { $card } viene bruciato/a.
event-discarded = { $seat } scarta { $card }.
event-drew = { $seat } pesca da: { $from }.
event-recruited = { $seat } recluta { $card }.
event-moved = { $card } si sposta nel gruppo { $party } nelle Strade.
event-attack = { $attacker } sferra un attacco { $kind } contro { $target }.
event-attack-card = Carta Attacco: { $card }.
event-reaction-card = Reazione: { $card }.
event-illegal = { $card } non può essere giocata e viene scartata.
event-block = { $blocker } blocca.
event-retarget = L'attacco viene reindirizzato su { $target }.
event-damage = { $target } subisce { $amount } { $amount ->
    [one] danno
   *[other] danni
  }{ $aggravated ->
    [true] { $amount ->
        [one] {" aggravato"}
       *[other] {" aggravati"}
      }
   *[other] {""}
  }.
event-lost-blood = { $card } perde { $amount } Sangue.
event-mended = { $card } rigenera { $amount } Sangue.
event-torpor = { $card } cade in torpore.
event-returned = { $card } esce dal torpore e torna al Rifugio.
event-mortal-defeated = { $card } è sconfitto/a.
event-attached = { $card } viene assegnato/a a { $to }.
event-agenda = { $seat }: { $delta } Agenda (totale { $total }) — { $by }.
event-prestige = { $seat }: { $delta } Prestigio (totale { $total }) — { $by }.
event-played = { $seat } gioca { $card }.
event-exerted = { $vampire } esercita { $influence } Influenza.
event-fist = { $seat } nasconde del Prestigio nel pugno.
event-face-down = { $seat } piazza un Modificatore di Influenza coperto.
event-face-down-played = { $seat } gioca una carta coperta.
face-down-card = una carta coperta
event-vote = { $seat } vota { $side } con { $visible } Influenza visibile.
event-scheme = Intrigo { $card }: { $yes } a favore, { $no } contro: { $passed }.
event-ousted = { $seat } è eliminato.
event-over = Fine della partita: vince { $winner } ({ $reason }).
event-no-info = { $attacker } non ha abbastanza Informazioni per raggiungere il bersaglio: l'attacco termina.
event-info = { $seat } scarta { $card } per +1 Informazione.
event-modifier-revealed = { $seat } rivela { $card }, il suo Modificatore di Influenza.
event-fist-revealed = { $seat } rivela { $amount } Prestigio nel pugno.
event-claim = { $vampire } rivendica il titolo di Principe della Città.
event-mortal-survives = { $card } non è sconfitto: { $damage } danni in un colpo, ne servono { $needed }.
event-effect = { $card } ha effetto:
event-ability = { $card } usa la sua abilità.
event-revealed = Una Cospirazione viene mostrata a { $seat }.
event-contributed = { $seat } aggiunge 1 Prestigio su { $card }.
event-mode = { $card }: opzione { $n }.
event-retrieved = { $seat } riprende { $card } dalla pila degli scarti.
event-shown = { $card } viene rivelata dalla cima della Biblioteca.
event-agenda-revealed = { $seat } rivela la sua Agenda: { $card }.
passed-true = è approvato
passed-false = è respinto
choice-draw = Pesca una carta da: { $from }
choice-recruit = Recluta { $card }
choice-move = Sposta { $card } nel gruppo { $party } nelle Strade
choice-attack = Attacca { $target } con { $attacker } ({ $kind })
choice-claim-prince = Rivendica il titolo di Principe della Città con { $vampire }
choice-play = Gioca { $card }
choice-ability = Usa l'abilità di { $card }
choice-end-actions = Termina la fase Azione
choice-info = Scarta { $card } per +1 Informazione
choice-attack-card = Gioca { $card } coperta come carta Attacco
choice-no-attack-card = Non giocare carte Attacco
choice-block = Blocca con { $blocker }
choice-no-block = Non bloccare
choice-reaction = Gioca { $card } coperta come Reazione
choice-no-reaction = Non giocare Reazioni
choice-retarget = Reindirizza l'attacco su { $target }
choice-done = Fatto
choice-burn-mortal = Brucia il mortale sconfitto
choice-attach-mortal = Assegna il mortale sconfitto come Servitore
choice-prince-attack = Attacca il pretendente con { $attacker } ({ $kind })
choice-pass = Passa
choice-exert = Esercita l'Influenza di { $vampire }
choice-modifier = Usa { $card } come Modificatore di Influenza
choice-prestige = Spendi { $amount } Prestigio come Influenza
choice-bid = Offri { $amount } Prestigio
choice-vote = Vota { $side }
choice-mend = Scarta { $card } per rigenerare 1 Sangue su { $vampire }
choice-sad = La D.A.S. ferisce { $vampire }
choice-contribute = Aggiungi 1 Prestigio su { $card }
choice-resolve = Risolvi { $card } contro { $target }
choice-target = Scegli { $seat }
choice-discard = Scarta { $card }
choice-pick = Scegli { $card }
choice-mode = Scegli l'opzione { $n }
choice-play-at = Gioca { $card } su { $target }
choice-play-vs = Gioca { $card } contro { $seat }
choice-ability-at = Usa { $card } su { $target }
choice-ability-vs = Usa { $card } contro { $seat }
choice-reattach = Sposta { $card } su { $to }
choice-burn-retainer = Brucia il Servitore { $card }
mode-biting-comment-0 = +2 danni
mode-biting-comment-1 = Prendi 1 Prestigio all'avversario
mode-long-term-investment = Paga { $n } Prestigio (la carta ne riceve il doppio)
mode-search-engine-look-0 = Guarda la prima carta della tua Biblioteca
mode-search-engine-look-1 = Guarda la prima carta del tuo Mazzo Fazione
mode-search-engine-keep-0 = Lasciala in cima
mode-search-engine-keep-1 = Mettila in fondo
choice-invite = Mostra { $card } a { $seat } e invitalo a contribuire

# The engine's decision names (`turn.prompt`), by `prompt-` and the name's words.
prompt-action-phase = fase delle azioni
prompt-effect = effetto di una carta
prompt-attack-the-claimant-of-the-prince = attaccare il pretendente al Principe
prompt-torpor-and-mending = torpore e rigenerazione
prompt-special-affairs-division-damage = danni della D.A.S.
prompt-end-phase-draw = pesca della fase finale
prompt-bid-for-the-shared-starting-vampire = offrire per il vampiro iniziale condiviso
prompt-choose-another-starting-vampire = scegliere un altro vampiro iniziale
prompt-discard-for-info = scartare per Info
prompt-attack-card = carta attacco
prompt-block = blocco
prompt-reaction = reazione
prompt-retarget = nuovo bersaglio
prompt-attacker-abilities = abilità dell'attaccante
prompt-defender-abilities = abilità del difensore
prompt-defeated-mortal = mortale sconfitto
prompt-exert-influence = esercitare Influenza
prompt-influence-conflict = conflitto dell'Intrigo

# Ciò che cambia il Prestigio o l'Agenda quando non è il testo di una carta (la regola).
cause-recruit = reclutamento
cause-torpor = torpore
cause-rival = un vampiro del suo Rivale sconfitto
cause-ousting = il segnalino Rivale di un giocatore eliminato
cause-influence = Prestigio speso come Influenza
cause-contribute = aggiunto a una Cospirazione
cause-marked = l'Agenda posta sul personaggio sconfitto (Marked Man)

# Il tavolo del terminale (`board.rs`): giocatori per numero.
board-turn-start = Turno { $turn }, { $active }: fase iniziale · mazzo Città { $city } · Principe della Città: { $prince }
board-turn-action = Turno { $turn }, { $active }: fase delle azioni, { $actions ->
    [one] 1 azione rimasta
   *[other] { $actions } azioni rimaste
  } · mazzo Città { $city } · Principe della Città: { $prince }
board-turn-end = Turno { $turn }, { $active }: fase finale · mazzo Città { $city } · Principe della Città: { $prince }
board-turn-over = Partita finita dopo il turno { $turn } · Principe della Città: { $prince }
board-unclaimed = libero
board-you = tu
board-ousted = eliminato
board-player = Agenda { $agenda }, Prestigio { $prestige } · mano { $hand }, Biblioteca { $library }, mazzo Fazione { $faction } · Rivale: { $rival }
board-face-down = coperta
board-in-haven = Nel Rifugio
board-party = Le Strade, gruppo { $n }
board-torpor = Torpore
board-in-play = Carte persistenti e Cospirazioni
board-your-hand = La tua mano
board-streets = Le Strade (carte Città)
board-blood = Sangue { $n }
board-tokens = { $n } Prestigio sopra
board-bp = Potenza del Sangue { $n }
board-attributes = Fisico { $p } · Sociale { $s } · Mentale { $m }
board-secrecy = Segretezza { $n }
board-influence = Influenza { $n }
board-leader = Leader
board-exhausted = esausto
board-no-influence = senza Influenza
board-attack = Attacco: { $attacker } contro { $target } ({ $kind }), { $step }; Segretezza { $secrecy }, Info ancora necessarie { $info }
board-attack-card = carta attacco: { $card }
board-blocked-by = bloccato da { $card }
board-reaction = reazione: { $card }
board-step-info = Info (passo 3)
board-step-card = carta attacco (passo 5)
board-step-block = blocco (passo 6)
board-step-reaction = reazione (passo 7)
board-step-retarget = nuovo bersaglio (passo 8)
board-step-attacker-abilities = abilità dell'attaccante (passo 9)
board-step-defender-abilities = abilità del difensore (passo 9)
board-step-mortal = il mortale sconfitto
board-scheme = Intrigo { $card } di { $by }: SÌ { $yes }, NO { $no } (Influenza visibile; modificatori e Prestigio nascosto alla rivelazione)
board-visible-influence = Influenza visibile { $n }
board-modifier = modificatore: { $card }
board-your-fist = il tuo Prestigio nascosto { $n }
board-to-speak = Devono ancora parlare: { $who }
board-title = Titolo { $card } per { $by }: ancora { $n } Influenza da raccogliere
board-claim = { $card } rivendica il Principe della Città; possono ancora attaccare: { $who }
board-asked-by = Chiesto da { $card }
board-game-over = Partita finita dopo { $turns ->
    [one] 1 turno
   *[other] { $turns } turni
  } ({ $how }).
board-game-stopped = Partita interrotta al turno { $turn }.
board-score = Agenda { $agenda }, Prestigio { $prestige }
board-winner = Vincitore: { $who }.
board-no-winner = Nessun vincitore (pareggio).
board-row = { $label }: { $value }
