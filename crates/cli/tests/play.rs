//! `jyhad play` (VTES) driven through stdin: answers by number, code or text, stable option
//! numbers, card text on demand, capacities, a bot's choices in words.

mod common;
use common::jyhad_with_input;

/// Plays seat 1 of seed 5 (Malkavian against greedy bots) with these answers.
fn play(args: &[&str], answers: &str) -> String {
    let mut all = vec!["play", "--seed", "5", "--max-turns", "12"];
    all.extend_from_slice(args);
    let out = jyhad_with_input(&all, answers.to_string());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn options_are_taken_by_their_text_in_any_case_or_by_their_code() {
    // The first decision: `1) Move 1 pool to Andi Liu (#2)    [transfer to=#2]`.
    let out = play(
        &[],
        "nonsense\nmove 1 POOL to  andi liu (#2)\ndiscard card=#43\nquit\n",
    );
    // The error says every way to answer.
    assert!(
        out.contains("`nonsense` is not an option (choose 1 to 5). Type an option's number, its code in brackets, or its text as shown (any case)"),
        "{out}"
    );
    assert!(out.contains("#2 Andi Liu (1 blood, capacity 6)"), "{out}");
    assert!(
        out.contains("Cloak the Gathering (#43) of seat 1 goes to ash heap"),
        "{out}"
    );
}

#[test]
fn option_numbers_stay_with_their_option_in_a_sequence() {
    // Turn 6's influence phase: `6) Draw from the crypt` goes away after a transfer, and
    // `7) Pass` keeps its number; 6 is then given to no other option.
    let out = play(&[], "1\n1\n1\n6\nquit\n");
    let turn6 = &out[out.find("== Turn 6").expect("turn 6")..];
    assert!(turn6.contains("   6) Draw from the crypt"), "{turn6}");
    let second = &turn6[turn6.find("> 1").unwrap()..];
    assert!(second.contains("   7) Pass    [pass]"), "{second}");
    assert!(!second.contains("   6) "), "{second}");
    assert!(
        second.contains("6 is not an option: choose 1, 2, 3, 4, 5, 7."),
        "{second}"
    );
}

#[test]
fn a_card_is_shown_on_request_in_the_chosen_language() {
    let out = play(&[], "?\n?Deflection\n?#43\n?1\n?#300\n?zzqqxx\nquit\n");
    assert!(out.contains("`?` then a card's name"), "{out}");
    // By name: facts and the text of both levels.
    assert!(out.contains("== Deflection ==\nReaction, requires dom, cost 1 blood\n  [dom] Once every Methuselah declined to block, during a bleed of you,"), "{out}");
    // By a visible card's number, and by an option's number (the card it names).
    assert!(
        out.contains(
            "== Cloak the Gathering ==\nAction Modifier, requires obf\n  [obf] +1 stealth."
        ),
        "{out}"
    );
    assert!(
        out.contains("== Andi Liu ==\nVampire, clan Malkavian, capacity 6, group 6"),
        "{out}"
    );
    // A card the player cannot see is not told.
    assert!(out.contains("You see no card #300."), "{out}");
    assert!(out.contains("unknown card \"zzqqxx\""), "{out}");
    // Asking does not answer: the game stops at the first decision.
    assert!(out.contains("Game stopped at turn 1."), "{out}");

    let out = play(&["--lang", "fr"], "?Deflection\nquit\n");
    assert!(out.contains("== Déflexion (Deflection) ==\nReaction, requiert dom, coût 1 sang\n  [dom] Une fois que tous les Mathusalems ont renoncé à bloquer, durant une morsure contre vous,"), "{out}");
}

#[test]
fn uncontrolled_vampires_show_blood_and_capacity() {
    let out = play(&[], "quit\n");
    assert!(
        out.contains("your uncontrolled vampires: #2 Andi Liu (0 blood, capacity 6); #11 Meaghan (0 blood, capacity 3)"),
        "{out}"
    );
}

#[test]
fn a_bots_referendum_terms_are_shown_in_words() {
    // Seed 3 (60 turns): seat 5 calls Kine Resources Contested early and splits its points.
    let out = jyhad_with_input(
        &["play", "--seed", "3", "--max-turns", "60"],
        "1\n".repeat(400),
    );
    let out = String::from_utf8(out.stdout).unwrap();
    assert!(
        out.contains("calls a referendum with Kine Resources Contested"),
        "{out}"
    );
    assert!(out.contains(": Give the point to seat "), "{out}");
    assert!(!out.contains("term-point"), "{out}");
}

#[test]
fn rivals_shows_a_card_and_takes_an_option_by_its_text() {
    let out = jyhad_with_input(
        &["play", "--game", "rivals", "--seed", "2", "--lang", "fr"],
        "?#81\n?Hydra\n?3\nterminer la phase ACTION\nquit\n".into(),
    );
    assert!(out.status.success());
    let out = String::from_utf8(out.stdout).unwrap();
    // A card in hand by its number, a card by name, the card an option names.
    assert!(
        out.contains("> ?#81\nCoup de Grâce — Carte Bibliothèque · Action\n"),
        "{out}"
    );
    assert!(out.contains("> ?Hydra\nHydra — Vampire\n"), "{out}");
    // In French, the rulebook's name with the printed one (« Frangin » is Brother).
    assert!(out.contains("> ?3\nFrangin (Brother) — "), "{out}");
    // `6) Terminer la phase Action    [end-actions]` by its words, in any case.
    assert!(out.contains("> terminer la phase ACTION\n"), "{out}");
    assert!(!out.contains("n'est pas un choix"), "{out}");
    assert!(out.contains("Partie arrêtée au tour 1"), "{out}");
}
