//! Generates `crates/rivals/data/core-facts.jsonl` from the data set's `cards.json`:
//! `cargo run -p jyhad-rivals --example rivals_facts -- ../shared/data/rivals/cards.json > crates/rivals/data/core-facts.jsonl`.

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: rivals_facts PATH/TO/cards.json");
        std::process::exit(2);
    };
    let json = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        eprintln!("{path}: {e}");
        std::process::exit(1);
    });
    match jyhad_rivals::facts::generate(&json) {
        Ok(text) => print!("{text}"),
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(1);
        }
    }
}
