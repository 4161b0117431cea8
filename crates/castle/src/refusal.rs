//! A rule break found by a check, as static words: checks used while listing legal actions
//! cost no allocation; an action that is refused turns it into the core's refusal.

use cathedra_core::Illegal;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub rule: &'static str,
    pub text: &'static str,
}

pub(crate) const fn refuse(rule: &'static str, text: &'static str) -> Refusal {
    Refusal { rule, text }
}

impl From<Refusal> for Illegal {
    fn from(r: Refusal) -> Illegal {
        Illegal::rule(r.rule, r.text)
    }
}
