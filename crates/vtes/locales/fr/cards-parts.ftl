# Texte des cartes : les parties de la grammaire compositionnelle (français).
part-when-bleed = durant une action de morsure de ce vampire
part-when-polling = durant l'étape de vote d'un référendum
part-when-strike = quand ce vampire choisit sa frappe
part-when-referendum-passed = après l'acceptation d'un référendum
part-if-directed = durant les actions dirigées
part-if-actor-titled = contre un vampire titré qui agit
part-if-called-by-self = si ce vampire l'a appelé
part-cost-discard = défausser une carte requérant [{ $disc }]
part-cost-to = { $who ->
    [vampire] il peut { $cost } pour gagner { $effect }
   *[card] vous pouvez { $cost } pour { $effect }
}
part-and = {" "}et{" "}
part-stat = { $n } { $stat ->
    [stealth] en discrétion
    [intercept] en interception
    [bleed] en morsure
    [blood] sang
    [pool] réserve
    [hand-size] en taille de main
   *[votes] { $count ->
        [1] voix
       *[other] voix
    }
}
part-dodge = il peut frapper : esquive
part-untap = son contrôleur peut le redresser
part-for-action = pour cette action
part-for-referendum = pour ce référendum
part-limit-combat = une fois par combat
part-limit-referendum = une fois par référendum
part-when-action-announced = quand une action de l'un de vos serviteurs est annoncée
part-when-block-attempt = quand l'un de vos serviteurs qui agit a besoin de discrétion contre une tentative de blocage
part-when-untap = durant votre phase de redressement
part-when-any-time = à tout moment
part-if-undirected = si l'action n'est pas dirigée
part-if-edge = si vous avez l'Avantage
part-if-actor-clan = si le serviteur qui agit est { $clan }
part-cost-lock = incliner cette carte
part-target-actor = au serviteur qui agit
part-target-you = à vous
part-target-uncontrolled = à un vampire de votre région non contrôlée
part-target-hand-card = une carte de votre main
part-target-own-titled = à chaque vampire { $sect } titré que vous contrôlez
part-give = donner { $target } { $what }
part-discard = défausser { $target } (et piocher ensuite)
part-for-turn = jusqu'à la fin du tour
part-you-get = vous gagnez { $what }
part-get = gagner { $what }
