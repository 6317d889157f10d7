//! The program a reduction holds now, with what every candidate made from it is compared
//! against: its size, its parse errors (in the tree) and its hazards, item by item.

use crate::size::Size;
use creduce_passes::hazards::{HazardIndex, Hazards};
use creduce_passes::Program;

/// The current program (or a program a plan expects the engine to hold).
#[derive(Debug, Clone)]
pub(super) struct Current {
    pub(super) prog: Program,
    /// Its hazards, item by item (empty when the hazard check is off).
    pub(super) hazards: HazardIndex,
}

impl Current {
    /// `prog`, a program made from the one `base` indexes: only the items that changed
    /// are walked for hazards, and none when `hazard_check` is off.
    pub(super) fn new(prog: Program, base: &HazardIndex, hazard_check: bool) -> Current {
        let hazards = if hazard_check {
            base.update(&prog)
        } else {
            HazardIndex::default()
        };
        Current { prog, hazards }
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
