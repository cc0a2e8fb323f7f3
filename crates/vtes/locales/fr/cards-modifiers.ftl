# Card text: modifiers effects (fr).
mod-by-other-vampire = Joué par un de vos vampires disponibles autre que le serviteur qui agit ; celui-ci en reçoit l'effet.
mod-also-reaction = Aussi utilisable comme réaction.
mod-bleed-if-pool-at-most = +{ $n } en morsure si le Mathusalem mordu a { $pool } points de réserve ou moins.
mod-tap-failed-blockers = Les serviteurs qui tentent de bloquer et échouent sont inclinés à la résolution de l'action.
mod-spy-bleed = La morsure ne fait perdre aucun point de réserve et échoue ; mettez cette carte sur le vampire. Sa prochaine morsure réussie contre ce Mathusalem gagne +{ $n } en morsure, et cette carte est brûlée.
mod-end-action = L'action se termine, sans succès.
mod-no-repeat = Le serviteur ne peut pas refaire la même action ce tour-ci.
mod-blocked-ends-action = Si l'action est bloquée : le bloqueur s'incline et l'action prend fin avant la résolution du blocage.
mod-unblockable-by-vampires = Aucun vampire ne peut bloquer cette action.
mod-agg-damage-after = Après l'action, celui qui agit subit { $n } dégâts aggravés de l'environnement, impossibles à prévenir.
mod-silence-voter = Un vampire ayant déjà voté (voix ou bulletins) est incliné et s'abstient{ $n ->
    [0] {""}
   *[other] {" "}et brûle { $n } points de sang
}.
mod-blood-per-vote-margin = Le vampire qui agit gagne 1 point de sang par voix d'écart{ $n ->
    [0] {""}
   *[other] {" ; "}jusqu'à { $n } peuvent aller dans votre réserve à la place
}.
mod-no-replace-until-discard = Ne pas remplacer avant votre prochaine phase de défausse.
mod-maneuver-gives-press = Jouée comme manœuvre, elle donne aussi 1 poursuite optionnelle ce round-ci.
mod-not-with = Ne peut pas être jouée lors d'une action où { $card } a été jouée, ni { $card } après elle.
