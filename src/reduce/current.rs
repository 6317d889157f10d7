//! The program a reduction holds now, with what every candidate made from it is compared
//! against: its size, its parse errors (in the tree) and its hazards, item by item.
//! Its lineage names how it was made, so that the engine may take a program the planner
//! already parsed only when the engine would have made the very same one.

use crate::size::Size;
use creduce_passes::hazards::{HazardIndex, Hazards};
use creduce_passes::{Edit, Program};

/// How a [`Current`] was made: a hash of the text it started from and every edit since,
/// in order. Two programs of one lineage were parsed by the same steps from the same
/// start, so their trees are the same (tree-sitter's incremental reparse is
/// deterministic, but after error recovery it may depend on the path, not only the
/// text).
pub(super) type Lineage = [u8; 32];

/// The current program (or a program a plan expects the engine to hold).
#[derive(Debug, Clone)]
pub(super) struct Current {
    pub(super) prog: Program,
    /// Its hazards, item by item (empty when the hazard check is off).
    pub(super) hazards: HazardIndex,
    /// How it was made.
    pub(super) lineage: Lineage,
}

impl Current {
    /// `prog`, parsed from its text alone: the start of a lineage.
    pub(super) fn new(prog: Program, hazard_check: bool) -> Current {
        let mut h = blake3::Hasher::new_derive_key("creduce-rs lineage start");
        h.update(prog.text().as_bytes());
        let lineage = *h.finalize().as_bytes();
        Current::build(prog, &HazardIndex::default(), hazard_check, lineage)
    }

    /// `prog`, the program `edit` makes of this one (reparsed from this one's tree):
    /// only the items that changed are walked for hazards, and none when
    /// `hazard_check` is off.
    pub(super) fn derive(&self, prog: Program, edit: &Edit, hazard_check: bool) -> Current {
        Current::build(prog, &self.hazards, hazard_check, self.lineage_after(edit))
    }

    /// The lineage of the program `edit` makes of this one.
    pub(super) fn lineage_after(&self, edit: &Edit) -> Lineage {
        let mut h = blake3::Hasher::new_derive_key("creduce-rs lineage step");
        h.update(&self.lineage);
        for r in edit.replacements() {
            h.update(&(r.range.start as u64).to_le_bytes());
            h.update(&(r.range.end as u64).to_le_bytes());
            h.update(&(r.text.len() as u64).to_le_bytes());
            h.update(r.text.as_bytes());
        }
        *h.finalize().as_bytes()
    }

    fn build(prog: Program, base: &HazardIndex, hazard_check: bool, lineage: Lineage) -> Current {
        let hazards = if hazard_check {
            base.update(&prog)
        } else {
            HazardIndex::default()
        };
        Current {
            prog,
            hazards,
            lineage,
        }
    }

    /// Its size (tokens, then bytes).
    pub(super) fn size(&self) -> Size {
        Size::new(self.prog.token_count(), self.prog.text().len())
    }

    /// The hazards of `prog`, a program made from this one (only the items that changed
    /// are walked); none when `hazard_check` is off.
    pub(super) fn hazards_of(&self, prog: &Program, hazard_check: bool) -> Hazards {
        if hazard_check {
            self.hazards.count(prog)
        } else {
            Hazards::default()
        }
    }
}
