//! `jyhad cards …`: card data tools.

use crate::sim::GameName;
use crate::{Failure, Outcome};
use clap::Subcommand;
use jyhad_cards::import::{import_release, install};
use jyhad_cards::FactsSource;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// Subcommands of `jyhad cards`.
#[derive(Subcommand, Debug)]
pub enum CardsCommand {
    /// Regenerate the card facts file from the official VEKN CSVs.
    BuildFacts {
        /// Folder holding vtescrypt.csv and vteslib.csv (and optionally fr/).
        dir: PathBuf,
        /// Where to write the facts file.
        #[arg(long, default_value = "crates/cards/data/facts.jsonl")]
        out: PathBuf,
    },
    /// Install a newer official card list (the CSVs of a VEKN release, raw or
    /// KRCG-cleaned) so that Jyhad knows new cards without a new release of Jyhad.
    Import {
        /// Folder holding vtescrypt.csv and vteslib.csv (and optionally fr/).
        dir: PathBuf,
        /// Install here instead of the user data folder ($JYHAD_FACTS,
        /// $JYHAD_DATA/facts.jsonl, $XDG_DATA_HOME/jyhad/facts.jsonl or
        /// ~/.local/share/jyhad/facts.jsonl).
        #[arg(long)]
        out: Option<PathBuf>,
        /// Check the list and show what changed, without installing it.
        #[arg(long)]
        dry_run: bool,
    },
    /// Say which card list Jyhad uses and how many cards it knows; with `--game rivals
    /// NAME`, a Rivals card's text rendered from its definition (`--lang en|fr|it`).
    Info {
        /// The game of the card named.
        #[arg(long, value_enum)]
        game: Option<GameName>,
        /// A card name: prints its text rendered from its definition (VTES by default).
        name: Option<String>,
        /// Language of the card text.
        #[arg(long, default_value = "en")]
        lang: String,
    },
    /// How many cards of a game the engine fully automates, and which it does not yet.
    Coverage {
        /// The game.
        #[arg(long, value_enum, default_value = "vtes")]
        game: GameName,
        /// VTES: the decks whose distinct cards are counted (starter deck names or deck
        /// files); default the five shipped Fifth Edition starter decks.
        #[arg(long, num_args = 1..)]
        decks: Vec<String>,
        /// VTES: a TWDA archive (KRCG's twda.json): how many of its decks are fully
        /// automated, how many cards the others miss, and the next cards to define in
        /// deck-completion order.
        #[arg(long, conflicts_with = "decks")]
        twda: Option<PathBuf>,
        /// With --twda: only the decks of events from this year on.
        #[arg(long, requires = "twda")]
        since: Option<u16>,
        /// With --twda: how many cards of the deck-completion order to list (default 50).
        #[arg(long, requires = "twda")]
        next: Option<usize>,
        /// Print one JSON object. VTES: `game`, `decks`, `implemented`, `total`, `missing`
        /// (card names); with --twda: `game`, `twda`, `since`, `decks`, `unreadable`,
        /// `fully_automated`, `cards`, `cards_automated`, `missing` (min, median, mean,
        /// p90, max, histogram), `cards_to_complete_all`, `next` (name, id, kind,
        /// decks_complete_after); Rivals: `game`, `done`, `total`, `not_implemented` (id,
        /// name, kind).
        #[arg(long)]
        json: bool,
    },
    /// The words of the VTES effect vocabulary used by the built-in card definitions, each
    /// with the number of cards that use it, and how many words only one card uses.
    Vocabulary {
        /// Print one JSON object: `words`, `single_use`, `single_use_share`, `cards`,
        /// `list` (word, cards) by decreasing use.
        #[arg(long)]
        json: bool,
    },
}

/// One word of the vocabulary and how many cards use it.
#[derive(Serialize)]
struct WordUse {
    word: String,
    cards: usize,
}

/// The `--json` form of `jyhad cards vocabulary`.
#[derive(Serialize)]
struct Vocabulary {
    words: usize,
    single_use: usize,
    single_use_share: f64,
    cards: usize,
    list: Vec<WordUse>,
}

/// `jyhad cards vocabulary`: how shared the effect vocabulary is.
fn vocabulary(json: bool) -> Outcome {
    let words = jyhad_vtes::defs::builtin_vocabulary().map_err(Failure::run)?;
    let cards: std::collections::BTreeSet<_> = words.values().flatten().collect();
    let mut list: Vec<WordUse> = words
        .iter()
        .map(|(w, c)| WordUse {
            word: w.clone(),
            cards: c.len(),
        })
        .collect();
    list.sort_by(|a, b| b.cards.cmp(&a.cards).then_with(|| a.word.cmp(&b.word)));
    let single_use = list.iter().filter(|w| w.cards == 1).count();
    let report = Vocabulary {
        words: list.len(),
        single_use,
        single_use_share: if list.is_empty() {
            0.0
        } else {
            single_use as f64 / list.len() as f64
        },
        cards: cards.len(),
        list,
    };
    if json {
        let text = serde_json::to_string(&report)
            .map_err(|e| Failure::run(format!("cannot encode the vocabulary: {e}")))?;
        println!("{text}");
        return Ok(());
    }
    println!(
        "VTES effect vocabulary: {} words over {} defined cards, {} used by a single card ({:.0}%)",
        report.words,
        report.cards,
        report.single_use,
        100.0 * report.single_use_share
    );
    for w in &report.list {
        println!("  {:>4}  {}", w.cards, w.word);
    }
    Ok(())
}

/// `--twda FILE`, `--since YEAR` and `--next N`.
type TwdaArgs = (PathBuf, Option<u16>, Option<usize>);

/// A card the engine does not automate yet.
#[derive(Serialize)]
struct Missing {
    id: String,
    name: String,
    kind: &'static str,
}

/// The `--json` form of `jyhad cards coverage`.
#[derive(Serialize)]
struct Coverage {
    game: &'static str,
    done: usize,
    total: usize,
    not_implemented: Vec<Missing>,
}

/// The `--json` form of `jyhad cards coverage` for VTES.
#[derive(Serialize)]
struct VtesCoverage {
    game: &'static str,
    /// The whole card pool, when no `--decks` were named (the default's starter decks are
    /// then reported after it, never alone: 137 of 137 is not the pool).
    #[serde(skip_serializing_if = "Option::is_none")]
    pool: Option<PoolCoverage>,
    decks: Vec<String>,
    implemented: usize,
    total: usize,
    missing: Vec<String>,
}

/// Automated cards of the whole VTES pool, crypt and library apart.
#[derive(Serialize)]
struct PoolCoverage {
    automated: usize,
    total: usize,
    crypt_automated: usize,
    crypt_total: usize,
    library_automated: usize,
    library_total: usize,
}

impl PoolCoverage {
    /// Every card of the card list (one per printed card; advanced vampires count apart).
    fn of_all() -> PoolCoverage {
        let mut p = PoolCoverage {
            automated: 0,
            total: 0,
            crypt_automated: 0,
            crypt_total: 0,
            library_automated: 0,
            library_total: 0,
        };
        for (card, facts) in jyhad_cards::db().iter() {
            let done = usize::from(crate::coverage::automated(card));
            p.total += 1;
            p.automated += done;
            if facts.is_crypt() {
                p.crypt_total += 1;
                p.crypt_automated += done;
            } else {
                p.library_total += 1;
                p.library_automated += done;
            }
        }
        p
    }
}

/// 4149 as "4,149".
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// One card of the deck-completion order, in the `--json` form of `cards coverage --twda`.
#[derive(Serialize)]
struct NextJson {
    name: String,
    id: u32,
    kind: &'static str,
    decks_complete_after: usize,
}

/// The `--json` form of `jyhad cards coverage --twda`.
#[derive(Serialize)]
struct TwdaCoverage {
    game: &'static str,
    twda: String,
    since: Option<u16>,
    decks: usize,
    unreadable: usize,
    fully_automated: usize,
    cards: usize,
    cards_automated: usize,
    missing: crate::coverage::MissingCounts,
    cards_to_complete_all: usize,
    next: Vec<NextJson>,
}

/// VTES coverage over a TWDA archive: the decks of events from `since` on, how many are
/// fully automated, the missing cards per deck, and the first `next` cards of the
/// deck-completion order.
fn twda_coverage(path: &Path, since: Option<u16>, next: usize, json: bool) -> Outcome {
    let text = std::fs::read_to_string(path)
        .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
    let archive = jyhad_decks::read_twda_archive_dated(&text)
        .map_err(|e| Failure::input(format!("{}: {e}", path.display())))?;
    let mut unreadable = 0;
    let decks: Vec<Vec<jyhad_cards::CardRef>> = archive
        .into_iter()
        .filter(|e| match since {
            Some(y) => e.year().is_some_and(|year| year >= y),
            None => true,
        })
        .filter_map(|e| match e.deck {
            Ok(d) => Some(
                d.list
                    .crypt
                    .iter()
                    .chain(&d.list.library)
                    .map(|(c, _)| *c)
                    .collect(),
            ),
            Err(_) => {
                unreadable += 1;
                None
            }
        })
        .collect();
    let r = crate::coverage::completion(&decks, crate::coverage::automated);
    let db = jyhad_cards::db();
    let report = TwdaCoverage {
        game: "vtes",
        twda: path.display().to_string(),
        since,
        decks: r.decks,
        unreadable,
        fully_automated: r.fully_automated,
        cards: r.cards,
        cards_automated: r.cards_automated,
        missing: r.missing,
        cards_to_complete_all: r.order.len(),
        next: r
            .order
            .iter()
            .take(next)
            .map(|n| NextJson {
                name: db.get(n.card).name.clone(),
                id: db.get(n.card).id,
                kind: crate::coverage::kind_word(n.card),
                decks_complete_after: n.decks_complete_after,
            })
            .collect(),
    };
    if json {
        let text = serde_json::to_string(&report)
            .map_err(|e| Failure::run(format!("cannot encode the coverage: {e}")))?;
        println!("{text}");
        return Ok(());
    }
    let percent = |n: usize, of: usize| {
        if of > 0 {
            100.0 * n as f64 / of as f64
        } else {
            0.0
        }
    };
    let since_words = since.map_or(String::new(), |y| format!(" from {y} on"));
    println!(
        "VTES, TWDA {}{since_words}: {} decks, {} fully automated ({:.1}%)",
        report.twda,
        report.decks,
        report.fully_automated,
        percent(report.fully_automated, report.decks)
    );
    if report.unreadable > 0 {
        println!(
            "{} decks not read (unknown cards), left out",
            report.unreadable
        );
    }
    println!(
        "distinct cards: {}, automated {} ({:.1}%)",
        report.cards,
        report.cards_automated,
        percent(report.cards_automated, report.cards)
    );
    let m = &report.missing;
    println!(
        "cards missing per deck: min {}, median {}, mean {:.1}, p90 {}, max {}",
        m.min, m.median, m.mean, m.p90, m.max
    );
    if report.next.is_empty() {
        return Ok(());
    }
    println!(
        "next {} of the {} cards that complete every deck, in deck-completion order:",
        report.next.len(),
        report.cards_to_complete_all
    );
    println!("{:>5}  {:>6}  {:<7}  card", "#", "decks", "kind");
    for (i, n) in report.next.iter().enumerate() {
        println!(
            "{:>5}  {:>6}  {:<7}  {}",
            i + 1,
            n.decks_complete_after,
            n.kind,
            n.name
        );
    }
    Ok(())
}

/// VTES coverage: the distinct cards of the decks that the engine automates (see
/// [`crate::coverage::automated`]: a built-in definition, or a plain vampire).
fn vtes_coverage(decks: &[String], json: bool) -> Outcome {
    let lists = crate::decks::load(decks)?;
    let mut cards: Vec<jyhad_cards::CardRef> = lists
        .iter()
        .flat_map(|l| l.crypt_cards().into_iter().chain(l.library_cards()))
        .collect();
    cards.sort();
    cards.dedup();
    let missing: Vec<String> = cards
        .iter()
        .filter(|&&c| !crate::coverage::automated(c))
        .map(|&c| jyhad_cards::db().get(c).name.clone())
        .collect();
    let report = VtesCoverage {
        game: "vtes",
        pool: decks.is_empty().then(PoolCoverage::of_all),
        decks: lists.iter().map(|l| l.name.clone()).collect(),
        implemented: cards.len() - missing.len(),
        total: cards.len(),
        missing,
    };
    if json {
        let text = serde_json::to_string(&report)
            .map_err(|e| Failure::run(format!("cannot encode the coverage: {e}")))?;
        println!("{text}");
        return Ok(());
    }
    if let Some(p) = &report.pool {
        println!(
            "VTES: {} of {} cards automated ({:.1}%): crypt {} of {}, library {} of {}; the rest can be played by hand at tables that allow manual cards",
            thousands(p.automated),
            thousands(p.total),
            100.0 * p.automated as f64 / p.total.max(1) as f64,
            thousands(p.crypt_automated),
            thousands(p.crypt_total),
            thousands(p.library_automated),
            thousands(p.library_total),
        );
        println!(
            "the five Fifth Edition starter decks: {} of {} distinct cards automated",
            report.implemented, report.total
        );
    } else {
        println!(
            "VTES, {}: {}/{} distinct cards automated",
            report.decks.join(", "),
            report.implemented,
            report.total
        );
    }
    if !report.missing.is_empty() {
        println!("missing ({}):", report.missing.len());
        for m in &report.missing {
            println!("  {m}");
        }
    }
    Ok(())
}

/// `jyhad cards info NAME [--lang fr]` for VTES: the card's name and its text rendered
/// from its built-in definition in the language.
fn vtes_card_info(name: &str, lang: &str) -> Outcome {
    let lang: jyhad_table::Lang = lang.parse().map_err(|e| Failure::input(format!("{e}")))?;
    let card = jyhad_cards::db()
        .lookup(name)
        .map_err(|e| Failure::input(e.to_string()))?;
    let defs = jyhad_vtes::defs::Defs::builtin().map_err(Failure::run)?;
    println!("{}", jyhad_vtes::defs::text::card_name(card, lang));
    match jyhad_vtes::defs::text::card_text(&defs, card, lang) {
        Some(text) => println!("{text}"),
        None => println!("(no definition yet: the card can only be discarded)"),
    }
    Ok(())
}

/// Runs `jyhad cards coverage`.
fn coverage(game: GameName, decks: &[String], twda: Option<TwdaArgs>, json: bool) -> Outcome {
    match (game, twda) {
        (GameName::Vtes, Some((path, since, next))) => {
            return twda_coverage(&path, since, next.unwrap_or(50), json)
        }
        (GameName::Vtes, None) => return vtes_coverage(decks, json),
        (_, Some(_)) => return Err(Failure::input("--twda is for VTES decks")),
        (_, None) => {}
    }
    let (done, total) = jyhad_rivals::effects::coverage();
    let not_implemented: Vec<Missing> = jyhad_rivals::facts::db()
        .cards
        .iter()
        .filter(|c| !jyhad_rivals::effects::implemented(&c.id))
        .map(|c| Missing {
            id: c.id.clone(),
            name: c.name.clone(),
            kind: c.kind.word(),
        })
        .collect();
    let report = Coverage {
        game: "rivals",
        done,
        total,
        not_implemented,
    };
    if json {
        let text = serde_json::to_string(&report)
            .map_err(|e| Failure::run(format!("cannot encode the coverage: {e}")))?;
        println!("{text}");
        return Ok(());
    }
    let percent = if total > 0 {
        100.0 * done as f64 / total as f64
    } else {
        0.0
    };
    println!("Rivals Core: {done}/{total} cards fully automated ({percent:.1}%)");
    if !report.not_implemented.is_empty() {
        println!("not implemented ({}):", report.not_implemented.len());
        for m in &report.not_implemented {
            println!("  {:<8} {} ({})", m.kind, m.name, m.id);
        }
    }
    Ok(())
}

/// Runs `jyhad cards …`.
pub fn run(cmd: CardsCommand) -> Outcome {
    match cmd {
        CardsCommand::BuildFacts { dir, out } => {
            let facts =
                jyhad_cards::build::build_facts(&dir).map_err(|e| Failure::input(e.to_string()))?;
            std::fs::write(&out, &facts)
                .map_err(|e| Failure::run(format!("{}: {e}", out.display())))?;
            println!("wrote {} cards to {}", facts.lines().count(), out.display());
            Ok(())
        }
        CardsCommand::Import { dir, out, dry_run } => import(dir, out, dry_run),
        CardsCommand::Vocabulary { json } => vocabulary(json),
        CardsCommand::Coverage {
            game,
            decks,
            twda,
            since,
            next,
            json,
        } => coverage(game, &decks, twda.map(|t| (t, since, next)), json),
        CardsCommand::Info {
            game: Some(GameName::Rivals),
            name: Some(name),
            lang,
        } => {
            let lang: jyhad_table::Lang =
                lang.parse().map_err(|e| Failure::input(format!("{e}")))?;
            let text = jyhad_rivals::text::card_text_by_name(&name, lang)
                .ok_or_else(|| Failure::input(format!("no Rivals Core card named {name:?}")))?;
            println!("{text}");
            Ok(())
        }
        CardsCommand::Info {
            name: Some(name),
            lang,
            ..
        } => vtes_card_info(&name, &lang),
        CardsCommand::Info { .. } => {
            let db = jyhad_cards::db();
            match jyhad_cards::facts_source() {
                FactsSource::Embedded => println!("built-in card list: {} cards", db.len()),
                FactsSource::User(path) => println!(
                    "card list {} over the built-in one: {} cards",
                    path.display(),
                    db.len()
                ),
                FactsSource::UserInvalid { path, error } => println!(
                    "built-in card list: {} cards ({} is ignored: {error})",
                    db.len(),
                    path.display()
                ),
            }
            Ok(())
        }
    }
}

fn names(list: &[(u32, String)]) -> String {
    let mut shown: Vec<String> = list
        .iter()
        .take(10)
        .map(|(_, n)| format!("\"{n}\""))
        .collect();
    if list.len() > 10 {
        shown.push(format!("and {} more", list.len() - 10));
    }
    shown.join(", ")
}

fn import(dir: PathBuf, out: Option<PathBuf>, dry_run: bool) -> Outcome {
    let imported = import_release(&dir).map_err(|e| Failure::input(e.to_string()))?;
    println!(
        "{}: {} crypt and {} library cards; against the built-in list: {} new, {} changed, {} missing",
        dir.display(),
        imported.crypt,
        imported.library,
        imported.added.len(),
        imported.changed.len(),
        imported.missing.len()
    );
    if !imported.added.is_empty() {
        println!("new: {}", names(&imported.added));
    }
    if !imported.changed.is_empty() {
        println!("changed: {}", names(&imported.changed));
    }
    if !imported.missing.is_empty() {
        println!(
            "missing (still known from the built-in list): {}",
            names(&imported.missing)
        );
    }
    if dry_run {
        println!("dry run: nothing installed");
        return Ok(());
    }
    let Some(path) = out.or_else(jyhad_cards::user_facts_path) else {
        return Err(Failure::input(
            "no user data folder (JYHAD_FACTS=embedded, or no HOME); give --out FILE",
        ));
    };
    install(&imported, &path).map_err(|e| Failure::run(e.to_string()))?;
    println!(
        "installed {}; jyhad now uses it (set JYHAD_FACTS=embedded to use the built-in list)",
        path.display()
    );
    Ok(())
}
