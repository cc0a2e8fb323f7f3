# Texte des cartes : les parties de la grammaire compositionnelle (français).
part-when-bleed = durant une action de morsure de ce vampire
part-when-polling = durant l'étape de vote d'un référendum
part-when-strike = quand ce vampire choisit sa frappe
part-when-referendum-passed = après l'acceptation d'un référendum
part-if-directed = durant les actions dirigées
part-if-actor-titled = contre un vampire titré qui agit
part-if-called-by-self = si ce vampire l'a appelé
part-cost-discard = défausser une carte requérant [{ $disc }]
part-cost-to = il peut { $cost } pour gagner { $effect }
part-and = {" "}et{" "}
part-stat = { $n } { $stat ->
    [stealth] en discrétion
    [intercept] en interception
    [bleed] en morsure
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
