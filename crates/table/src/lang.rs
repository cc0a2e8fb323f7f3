//! Languages of the table and a small wrapper over Fluent message bundles.
//!
//! Each game ships its own `.ftl` resources (one set per language); [`Texts`] looks a
//! message up in the wanted language and falls back to English, then to the message id,
//! so a missing translation never hides information.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::fmt;
use std::str::FromStr;

/// A language the table speaks.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// French.
    Fr,
    /// Italian.
    It,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::It];

    /// The two-letter code (`en`, `fr`, `it`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::It => "it",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code that is not `en`, `fr` or `it`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown language {0:?}: expected en, fr or it")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Lang::En),
            "fr" | "french" | "français" => Ok(Lang::Fr),
            "it" | "italian" | "italiano" => Ok(Lang::It),
            _ => Err(UnknownLang(s.to_string())),
        }
    }
}

/// One Fluent bundle per language.
pub struct Texts {
    bundles: Vec<FluentBundle<FluentResource>>,
}

impl fmt::Debug for Texts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Texts")
    }
}

impl Texts {
    /// Builds the bundles from `(language, ftl source)` pairs; several sources per language
    /// are merged. An error names the language and the faulty message.
    pub fn new(sources: &[(Lang, &str)]) -> Result<Texts, String> {
        let mut bundles = Vec::new();
        for lang in Lang::ALL {
            let id: unic_langid::LanguageIdentifier =
                lang.code().parse().map_err(|e| format!("{lang}: {e}"))?;
            let mut bundle = FluentBundle::new_concurrent(vec![id]);
            // No Unicode isolation marks: texts go to terminals and plain HTML.
            bundle.set_use_isolating(false);
            for (_, src) in sources.iter().filter(|(l, _)| *l == lang) {
                let res = FluentResource::try_new(src.to_string())
                    .map_err(|(_, e)| format!("{lang}: bad Fluent resource: {e:?}"))?;
                bundle
                    .add_resource(res)
                    .map_err(|e| format!("{lang}: duplicate or bad message: {e:?}"))?;
            }
            bundles.push(bundle);
        }
        Ok(Texts { bundles })
    }

    /// Whether a message exists in a language (no fallback).
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundles[lang.index()].has_message(id)
    }

    /// The message `id` in `lang` with its arguments; English if missing there, the id itself
    /// if missing everywhere.
    pub fn get(&self, lang: Lang, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fargs = FluentArgs::new();
        for (k, v) in args {
            fargs.set(*k, v.clone());
        }
        for l in [lang, Lang::En] {
            let bundle = &self.bundles[l.index()];
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                return bundle
                    .format_pattern(pattern, Some(&fargs), &mut errors)
                    .into_owned();
            }
        }
        id.to_string()
    }
}

pub use fluent_bundle::FluentValue as TextArg;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_parse_and_print() {
        for l in Lang::ALL {
            assert_eq!(l.code().parse::<Lang>(), Ok(l));
        }
        assert!("de".parse::<Lang>().is_err());
    }

    #[test]
    fn falls_back_to_english_then_id() {
        let t = Texts::new(&[
            (Lang::En, "hello = Hello { $who }\nonly-en = Only"),
            (Lang::Fr, "hello = Bonjour { $who }"),
        ])
        .unwrap();
        let who = [("who", TextArg::from("Anna"))];
        assert_eq!(t.get(Lang::Fr, "hello", &who), "Bonjour Anna");
        assert_eq!(t.get(Lang::It, "hello", &who), "Hello Anna");
        assert_eq!(t.get(Lang::Fr, "only-en", &[]), "Only");
        assert_eq!(t.get(Lang::Fr, "nothing", &[]), "nothing");
        assert!(t.has(Lang::Fr, "hello") && !t.has(Lang::It, "hello"));
    }

    #[test]
    fn bad_resource_is_an_error() {
        assert!(Texts::new(&[(Lang::En, "= broken")]).is_err());
    }
}
