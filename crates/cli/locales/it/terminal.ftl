# Le parole proprie del tavolo nel terminale (`jyhad play`).
how-to-answer = Scrivi il numero di una scelta, il suo codice tra parentesi quadre o il suo testo come mostrato (maiuscole indifferenti); `?NOME`, `?#N` o `?N` (scelta N) mostra il testo di una carta; `quit` termina.
you-are = Giochi al { $seat } ({ $deck }), contro bot { $bots }.
you-are-rivals = Rivals: sei { $seat } ({ $deck }), contro bot { $bots }.
end-of-input = (fine dell'input)
not-an-option = { $n } non è una scelta: scegli { $range }.
several-options = Più scelte si leggono `{ $answer }`: scrivi il numero di una ({ $numbers }) o il suo codice.
not-legal-now = `{ $code }` non è una scelta legale ora.
not-understood = `{ $answer }` non è una scelta (scegli { $range }).

# Il tavolo di VTES (`print_view`), con le parole del motore.
seat = posto { $n }
phase = { $phase ->
    [untap] fase di disimpegno
    [master] fase dominus
    [minion] fase dei servitori
    [influence] fase di influenza
    [discard] fase di scarto
   *[other] fine della partita
  }
nobody = nessuno
turn-line = == Turno { $turn }, { $seat }: { $phase }; il Vantaggio: { $edge } ==
you = tu
ousted = eliminato
methuselah-line = { $vp } PV, risorse { $pool }, mano { $hand }, libreria { $library }, cripta { $crypt }, non controllati { $uncontrolled }
ready = zona attiva
torpor = torpore
in-play = in gioco
your-hand = la tua mano
your-uncontrolled = i tuoi vampiri non controllati
blood = { $n } sangue
blood-capacity = { $n } sangue, capacità { $capacity }
counters = { $n } segnalini
tapped = impegnato
ability-by-hand = abilità a mano
by-hand = a mano
traits-not-enforced = tratti non applicati: { $traits }
trait-slave = schiavo
trait-red-list = Lista Rossa
trait-sterile = sterile
trait-circle = circolo
marked-by = segnato da { $label }
labelled = { $label }: { $value }
