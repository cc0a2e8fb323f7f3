# Le parole proprie del tavolo nel terminale (`jyhad play`).
how-to-answer = Scrivi il numero di una scelta, il suo codice tra parentesi quadre o il suo testo come mostrato (maiuscole indifferenti); `?NOME`, `?#N` o `?N` (scelta N) mostra il testo di una carta; `quit` termina.
you-are = Sei { $seat } ({ $deck }), contro bot { $bots }.
you-are-rivals = Rivals: sei { $seat } ({ $deck }), contro bot { $bots }.
end-of-input = (fine dell'input)
not-an-option = { $n } non è una scelta: scegli { $range }.
several-options = Più scelte si leggono `{ $answer }`: scrivi il numero di una ({ $numbers }) o il suo codice.
not-legal-now = `{ $code }` non è una scelta legale ora.
not-understood = `{ $answer }` non è una scelta (scegli { $range }).
