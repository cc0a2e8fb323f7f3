# Card text: masters effects (it).
master-target-vampire = un vampiro
master-target-ready-vampire = un vampiro pronto
master-target-own-vampire = un vampiro che controlli
master-target-own-uncontrolled = un vampiro nella tua zona non controllata
master-target-prey-uncontrolled = un vampiro nella zona non controllata della tua preda
master-target-own-ready-vampire = un vampiro pronto che controlli
master-target-ready-minion = un servitore pronto
master-in-play = Resta in gioco.
master-on = Mettila su { $target }.
master-at = Scegli { $target }.
master-add-blood = Riceve { $n } sangue dalla banca.
master-remove-gain-capacity = Rimuovi quel vampiro dal gioco: il suo controllore guadagna tanti punti risorsa quanto la sua capacità.
master-target-controller-cancels = Il controllore di quel vampiro può bruciare { $n } punti risorsa per cancellare questa carta mentre viene giocata.
master-blood-to-younger-kin = Scegli un vampiro pronto che controlli e un vampiro più giovane del suo clan nella tua zona non controllata: sposta fino a { $n } sangue dal primo al secondo.
master-host-no-transfers = Nessun trasferimento può spostare sangue verso quel vampiro o da esso.
master-prey-cannot-block-or-react = Scegli un vampiro che controlli e un alleato o un vampiro più giovane controllato dalla tua preda: mentre il primo agisce in questo turno, il secondo non può bloccare né giocare carte reazione.
master-burn-library-pool = Brucia le prime { $n } carte della tua libreria e guadagna { $pool } punti risorsa (non giocabile con meno carte).
master-min-capacity = Solo un vampiro con capacità { $n } o più.
master-entered-last-influence = Solo su uno dei tuoi vampiri messi in gioco nella tua precedente fase di influenza.
master-lock-target = Impegnalo.
master-counters = Entra in gioco con { $n } segnalini.
master-hunting-ground = Terreno di caccia: nella tua fase di disimpegno, un vampiro pronto che controlli può guadagnare { $n } sangue (un solo terreno di caccia per vampiro a turno).
master-hunting-ground-titled = Terreno di caccia: nella tua fase di disimpegno, un vampiro titolato pronto che controlli può guadagnare { $n } sangue (un solo terreno di caccia per vampiro a turno).
master-hand-size-per-counter = +1 alla dimensione della mano per ogni segnalino su questa carta.
master-replace-burns-counter = Quando rimpiazzeresti un'altra carta, brucia invece un segnalino da questa carta.
master-burn-at-counters = { $n ->
    [0] Brucia questa carta quando non ha segnalini.
   *[other] Brucia questa carta quando ha { $n } segnalini.
}
master-counter-on-lock = Aggiungi un segnalino a questa carta ogni volta che viene impegnata.
master-move-blood = Nella fase { $phase ->
    [master] dominus
   *[other] di disimpegno
} del suo controllore: sposta 1 sangue tra questo vampiro e la sua risorsa, in un senso o nell'altro.
master-may-burn = Puoi bruciare una carta { $card } che controlli.
master-transfer-crypt = Spendi { $n } trasferimento: la prima carta della tua cripta va nella zona non controllata, poi rimuovi dal gioco una carta cripta di quella regione.
master-transfer-burn-pool = Spendi { $n } trasferimenti: brucia questa carta e guadagni { $pool } risorsa.
master-torpor-burn-pool = Quando questo vampiro va in torpore, il suo controllore brucia { $n } risorsa.
master-untap-torpor-burn-pool = In ogni fase di disimpegno, se questo vampiro è in torpore, il Matusalemme attivo brucia { $n } risorsa.
master-host-bleed-intercept = Questo vampiro ha +{ $n } intercetto contro i dissanguamenti diretti a te.
master-host-prevent = Questo vampiro può prevenire { $n } danno per combattimento.
master-burn-if-host-torpor = Brucia questa carta se questo vampiro è in torpore.
master-burn-as-action = { $who ->
    [vampire] I vampiri possono
    [other] Gli altri servitori possono
    [host] Questo vampiro può
   *[any] I servitori possono
} bruciare questa carta con un'azione (D) a +{ $stealth } furtività.
master-enter-combat-action = I servitori possono entrare in combattimento con questo vampiro con un'azione (D) a +{ $stealth } furtività.
master-action-clan-stealth = I { $clan } hanno { $n ->
    [-1] -1
   *[other] +{ $n }
} furtività durante quell'azione.
master-block-gain = Una volta per turno, quando questo vampiro blocca un vampiro titolato o un'azione politica, guadagna { $n } sangue prima della risoluzione del blocco.
master-archetype = Archetipo: uno solo per vampiro.
master-untap-pool-counter = Nella tua fase di disimpegno, sposta 1 risorsa su questa carta.
master-others-burn-per-counter = Nella fase di disimpegno di ogni altro Matusalemme, questi brucia 1 risorsa o 1 sangue da un vampiro che controlla per ogni segnalino su questa carta.
master-lock-unlock-after = Impegna questa carta quando un { $clan } che controlli annuncia un'azione non diretta: si disimpegna dopo l'azione se riesce.
master-burn-rescue = Brucia questa carta (anche impegnata): un { $clan } in torpore va nella zona attiva.
master-lock-rescue = Nella tua fase dominus, impegna questa carta e brucia 1 risorsa o 1 sangue da un { $clan } pronto che controlli: un { $clan } in torpore va nella zona attiva.
master-grand-ball = Scegli due { $clan } pronti che controlli: impegna il primo, che non si disimpegna normalmente; le azioni del secondo diverse dai dissanguamenti non possono essere bloccate.
master-take-blood = Sposta da { $min } a { $max } sangue (quanto ne ha) da questo vampiro alla tua risorsa.
master-take-blood-any = Sposta { $min } o più sangue, fino a tutto il suo sangue, da quel vampiro alla tua risorsa.
master-card-cost = Le carte { $card } ti costano { $n } risorsa in più.
master-repeat-cost = Costa { $n } risorsa in più per ogni copia già sul vampiro.
master-host-cannot-block = Questo servitore non può bloccare.
master-collect-blood = Nella tua fase dominus, un { $clan } che controlli per turno può spostare 1 sangue da sé a questa carta.
master-influence-counters = Impegna questa carta nella tua fase di influenza: sposta tutti i segnalini di questa carta su un { $clan } nella tua zona non controllata.
master-troublemaker = Nella tua fase di disimpegno, puoi dare questa carta alla tua preda e poi impegnare fino a due suoi vampiri o bruciare un equipaggiamento di un suo servitore.
master-add-blood-full = Riceve sangue dalla banca fino alla sua capacità.
master-once-per-game = Si può giocare una sola carta con questo nome in una partita.
master-target-own-ready-minion = un servitore pronto che controlli
master-one-per-host = Un servitore può avere una sola carta con questo nome.
master-one-per-turn = Si può giocare una sola carta con questo nome a ogni turno.
master-target-title = Solo su un vampiro con uno di questi titoli: { $titles }.
master-host-untap-blood = Nella fase di disimpegno del controllore del suo vampiro, quel vampiro brucia { $n } sangue, o è bruciato se non può; una volta pagato, quel Matusalemme sposta questa carta su un altro vampiro dove può stare, o la brucia se non ce n'è nessuno.
master-copies-recover = Quando entra in gioco, se controlli { $n } copie in gioco, tutte le copie in gioco (di chiunque) sono rimosse dalla partita; guadagni { $pool } risorse e scegli fino a { $cards } carte della libreria nella tua pila degli scarti: la prima va nella tua mano, le altre sono mescolate nella tua libreria.
master-gain-discipline = Questo vampiro ottiene un livello della Disciplina che dà il nome a questa carta, e 1 di capacità. Non può essere giocata su un vampiro che ne ha già il livello superiore.
master-steal-as-action = { $who ->
    [vampire] I vampiri di un altro Matusalemme possono
    [other] Gli altri servitori di un altro Matusalemme possono
    [host] Questo vampiro può
   *[any] I servitori di un altro Matusalemme possono
} prendere il controllo di questa carta con un'azione (D) a +{ $stealth } furtività.
master-target-own-minion = un servitore che controlli
master-haven = È un rifugio: nessun servitore porta due rifugi.
master-untargetable = Le azioni degli altri Matusalemme non possono prendere questo servitore come bersaglio.
master-host-master-cost = Ogni Matusalemme paga { $n } risorsa in più per una carta dominus che prende di mira questo servitore.
master-burn-after-host-torpor = Una volta che questo servitore va in torpore, questa carta viene bruciata.
master-chooses = Quando entra in gioco, e ogni volta che cambia controllore, il suo controllore designa { $target }.
master-chosen-untap-blood = Durante la tua fase di disimpegno, il vampiro designato può prendere { $n } sangue, una volta.
