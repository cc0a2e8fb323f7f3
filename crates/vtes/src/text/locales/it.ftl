# Opzioni ed eventi a parole, accanto a locales/it/events.ftl.

ev-untaps = { $card } si disimpegna
ev-action-ends = L'azione di { $minion } termina
ev-abstains = { $vampire } si astiene
ev-gains-votes = { $vampire } ottiene { $votes ->
    [one] 1 voto
   *[other] { $votes } voti
  }
ev-wakes = { $card } si sveglia
ev-bleed-redirected = Il dissanguamento è rediretto verso { $to }
ev-uses = { $card } viene usata{ $on }
ev-discarded = { $card } viene scartata
ev-no-strike = { $by } non attacca

ch-play-on = { $by } gioca { $card }
ch-play-target = { $by } gioca { $card }
ch-pick = Scegli { $card }
ch-ability-discard = { $by }: scarta { $card } per usare l'abilità
ch-ability-discard-at = { $by }: scarta { $card } per usare l'abilità su { $seat }
ch-prevent-x = { $by } previene { $x } danni con { $with }
ch-activate = Usa { $card } su { $target }
ch-event = Metti in gioco l'evento { $card }
ch-master-on = Gioca { $card } su { $target }
ch-use = Usa { $card }{ $how }
ch-card-action = { $minion }: { $how } con { $card }
ch-ability-action = { $minion }: l'azione della sua capacità
ch-use-at = Usa { $card } su { $seat }: { $how }

suffix-on = { " " }su { $target }
suffix-from = { " " }da { $from }
suffix-and = { " " }e { $second }
suffix-amount = { " " }({ $n })
suffix-at = { " " }su { $at }
suffix-superior = { " " }(superiore)
suffix-how = { " " }({ $how })
hand-strike = un attacco a mani nude
own-strike = il suo attacco

how-to-pool = verso la risorsa
how-from-pool = dalla risorsa
how-pool = risorsa
how-blood = sangue
how-hand-size = dimensione della mano
how-discard = scarto
how-draw-crypt = pescare dalla cripta
how-remove = rimuovere
how-burn = bruciarla
how-enter-combat = entrare in combattimento
how-stealth = furtività
how-unlock = disimpegnare
how-rescue = soccorso
how-votes = voti
how-prevent = prevenire danni
how-give = dare
how-lock = impegnare
how-cancel = cancellarla
how-master-action = un'azione della fase dominus in più
how-steal = prenderne il controllo
how-draw = pescare carte
