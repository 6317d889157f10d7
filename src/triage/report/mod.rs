//! What a triage run writes for people and programs: `report.json` with the data it
//! is made of ([`json`]), `report.html` ([`html`]), and per cluster a bug report
//! gathered once more in a fresh directory ([`bug_report`]) and rendered as text for a
//! tracker ([`draft`]).

pub mod bug_report;
pub mod draft;
pub mod english;
pub mod headline;
pub mod history;
pub mod html;
pub mod json;
pub mod md;
pub mod svg;
pub mod words;
pub mod write;
