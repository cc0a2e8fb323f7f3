# Card text: modifiers effects (it).
mod-by-other-vampire = Giocata da un tuo vampiro pronto diverso dal servitore che agisce; l'effetto va al servitore che agisce.
mod-also-reaction = Utilizzabile anche come reazione.
mod-bleed-if-pool-at-most = +{ $n } dissanguamento se il Matusalemme dissanguato ha { $pool } risorsa o meno.
mod-tap-failed-blockers = I servitori che tentano di bloccare e falliscono vengono impegnati alla risoluzione dell'azione.
mod-spy-bleed = Il dissanguamento non fa perdere risorsa e fallisce; metti questa carta sul vampiro. Il suo prossimo dissanguamento riuscito contro quel Matusalemme ha +{ $n } dissanguamento, e questa carta viene bruciata.
mod-end-action = L'azione termina senza successo.
mod-no-repeat = Il servitore non può ripetere la stessa azione in questo turno.
mod-blocked-ends-action = Se l'azione viene bloccata, impegna il servitore bloccante e termina l'azione prima della risoluzione del blocco.
mod-unblockable-by-vampires = I vampiri non possono bloccare questa azione.
mod-agg-damage-after = Dopo l'azione, il vampiro che agisce subisce { $n } danni aggravati ambientali non prevenibili.
mod-silence-voter = Scegli un vampiro che ha espresso voti o preferenze: impegnalo; si astiene{ $n ->
    [0] {""}
   *[other] {" "}e brucia { $n } sangue
}.
mod-blood-per-vote-margin = Il vampiro che agisce guadagna 1 sangue per voto di scarto{ $n ->
    [0] {""}
   *[other] ; fino a { $n } possono andare invece nella tua risorsa
}.
mod-no-replace-until-discard = Non rimpiazzare fino alla tua prossima fase di scarto.
mod-maneuver-gives-press = Giocata come manovra, dà anche 1 inseguimento opzionale in questo round.
mod-not-with = Non può essere giocata in un'azione in cui è stata giocata { $card }, né { $card } dopo di essa.
