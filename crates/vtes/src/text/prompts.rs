//! The engine's prompts (what a decision is about) in words, in English, French and
//! Italian (issue 22). The rules give a prompt as a short English `&'static str`
//! (`"block?"`, `"minion phase action"`): it stays the stable key, and its message id is
//! derived from it (`prompt-block`, `prompt-minion-phase-action`) in
//! `locales/{en,fr,it}/prompts.ftl`.

use jyhad_table::{Lang, Texts};
use std::sync::OnceLock;

fn texts() -> &'static Texts {
    static TEXTS: OnceLock<Texts> = OnceLock::new();
    TEXTS.get_or_init(|| {
        Texts::new(&[
            (Lang::En, include_str!("../../locales/en/prompts.ftl")),
            (Lang::Fr, include_str!("../../locales/fr/prompts.ftl")),
            (Lang::It, include_str!("../../locales/it/prompts.ftl")),
        ])
        .expect("the VTES prompts are valid Fluent")
    })
}

/// The message id of a prompt: `prompt-` and its words in lower case joined by `-`
/// (apostrophes dropped, other punctuation a break).
pub fn prompt_id(prompt: &str) -> String {
    let mut id = String::from("prompt");
    let mut word = String::new();
    for ch in prompt.chars().chain([' ']) {
        if ch.is_alphanumeric() {
            word.extend(ch.to_lowercase());
        } else if ch != '\'' && !word.is_empty() {
            id.push('-');
            id.push_str(&word);
            word.clear();
        }
    }
    id
}

/// Whether a prompt has its message in a language.
pub fn has_prompt(prompt: &str, lang: Lang) -> bool {
    texts().has(lang, &prompt_id(prompt))
}

/// A prompt in words in a language; the prompt itself when it has no message.
pub fn prompt_words(prompt: &str, lang: Lang) -> String {
    let id = prompt_id(prompt);
    if texts().has(lang, &id) {
        texts().get(lang, &id, &[])
    } else {
        prompt.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    /// Every `.rs` file under a folder.
    fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
        for e in std::fs::read_dir(dir).expect("source folder").flatten() {
            let p = e.path();
            if p.is_dir() {
                sources(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                let text = std::fs::read_to_string(&p).expect("source");
                out.push((p.display().to_string(), text));
            }
        }
    }

    /// The string literals of a source with the text before and after each (no escapes
    /// in a prompt; an escaped quote is skipped).
    fn literals(src: &str) -> Vec<(usize, usize)> {
        let b = src.as_bytes();
        let mut out = Vec::new();
        let mut i = 0;
        while i < b.len() {
            // Line comments and char literals hold no prompt.
            if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
                continue;
            }
            if b[i] == b'\'' && b.get(i + 2) == Some(&b'\'') {
                i += 3;
                continue;
            }
            if b[i] == b'"' {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j] != b'"' {
                    j += if b[j] == b'\\' { 2 } else { 1 };
                }
                out.push((start, j.min(b.len())));
                i = j + 1;
                continue;
            }
            i += 1;
        }
        out
    }

    /// Whether the text before a literal ends a tuple's first element: `(seat, `,
    /// `Some((self.active, `, `(self.side_seat(c, side), ` (not `(lang, `).
    fn after_seat(before: &str) -> bool {
        let Some(b) = before.trim_end().strip_suffix(',') else {
            return false;
        };
        let b = b.trim_end();
        let mut depth = 0i32;
        let mut start = b.len();
        for (i, ch) in b.char_indices().rev() {
            match ch {
                ')' => depth += 1,
                '(' if depth > 0 => depth -= 1,
                _ if depth > 0 => {}
                c if c.is_alphanumeric() || c == '_' || c == '.' => {}
                _ => break,
            }
            start = i;
        }
        let first = &b[start..];
        !first.is_empty() && first != "lang" && b[..start].trim_end().ends_with('(')
    }

    /// Every prompt the engine can give, read from the rules' sources: the second element
    /// of a `(seat, "…")` pair, a `return "…";` or the last expression of the untap phase's
    /// options, and the prompts of combat's windows (`Window::… => "…"`).
    fn engine_prompts() -> Vec<String> {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        sources(&src.join("rules"), &mut files);
        sources(&src.join("effects"), &mut files);
        let mut out = Vec::new();
        for (_, text) in &files {
            for (s, e) in literals(text) {
                let lit = &text[s..e];
                let before = &text[..s - 1];
                let after = text[(e + 1).min(text.len())..].trim_start();
                let closes = after.starts_with(')')
                    || after
                        .strip_prefix(',')
                        .is_some_and(|a| a.trim_start().starts_with(')'));
                let pair = closes && after_seat(before);
                let returned = before.trim_end().ends_with("return") && after.starts_with(';');
                let arm = before.trim_end();
                let window = arm.ends_with("=>")
                    && arm
                        .rsplit('\n')
                        .next()
                        .is_some_and(|l| l.contains("Window::"));
                if (pair || returned || window) && !lit.is_empty() {
                    out.push(lit.to_string());
                }
            }
            // The untap phase's options end with its prompt.
            if let Some(f) = text.find("fn untap_options") {
                let body = &text[f..];
                let end = body.find("\n    }\n").expect("the end of untap_options");
                let last = body[..end].trim_end().lines().last().unwrap_or("").trim();
                if let Some(p) = last.strip_prefix('"').and_then(|l| l.strip_suffix('"')) {
                    out.push(p.to_string());
                }
            }
        }
        out.sort();
        out.dedup();
        out
    }

    #[test]
    fn every_prompt_the_engine_gives_has_its_message_in_every_language() {
        let prompts = engine_prompts();
        // The scan finds them (a rewrite of the sources that hides them fails here).
        for known in [
            "block?",
            "strike",
            "untap phase",
            "declare a withdrawal?",
            "end of the round: play a card?",
            "a card is being played",
            "strike",
            "polling: cast votes?",
        ] {
            assert!(
                prompts.iter().any(|p| p == known),
                "the scan misses {known:?}: {prompts:?}"
            );
        }
        assert!(
            prompts.len() >= 45,
            "{} prompts found: {prompts:?}",
            prompts.len()
        );
        let mut missing = Vec::new();
        for p in &prompts {
            for lang in [Lang::En, Lang::Fr, Lang::It] {
                if !has_prompt(p, lang) {
                    missing.push(format!("{lang:?}: {} ({p:?})", prompt_id(p)));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "prompts without a message: {missing:#?}"
        );
    }

    #[test]
    fn prompts_read_in_each_language() {
        assert_eq!(
            prompt_id("take the victim's equipment?"),
            "prompt-take-the-victims-equipment"
        );
        assert_eq!(prompt_words("block?", Lang::En), "block?");
        assert_eq!(prompt_words("block?", Lang::Fr), "bloquer ?");
        assert_eq!(prompt_words("untap phase", Lang::It), "fase di disimpegno");
        assert_eq!(prompt_words("no such prompt", Lang::Fr), "no such prompt");
    }
}
