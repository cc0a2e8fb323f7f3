# Texte des cartes : les faits des équipements, suivants et alliés, mots de leur type (français).
combat-gun = Arme à feu.
combat-vehicle = Véhicule : un par serviteur.
combat-electronic = Électronique.
combat-one-per-minion = Un par serviteur.
combat-life = { $n } points de vie.
combat-enters-locked = Il est incliné quand un serviteur s'en équipe.
combat-aim = Visée : une seule par frappe.
