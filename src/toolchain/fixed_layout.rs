//! The address layout a child starts with.
//!
//! Compilers and the programs the built-in oracles build start without address-space
//! randomization ([`Layout::Fixed`]), so that a program that jumps wild (a miscompiled
//! one, or a crashing compiler) fails the same way on every run: with randomization,
//! pcc's miscompiled `wc-s1181` died of SIGSEGV or of SIGILL as the layout fell, three
//! runs of six each, and its signature did not repeat.
//!
//! A user's test script starts with the layout the user started the reducer with
//! ([`Layout::User`]): randomized, unless they ran it under `setarch -R`. The script
//! builds and runs what it likes, and the file the reducer leaves must hold where its
//! user runs the test. With a fixed layout, a program that prints a stack address (a
//! `printf` with a missing argument) printed the same garbage on every run inside the
//! reducer and was kept as "interesting"; run by its user, it was not (docs/tuning.md,
//! "Script tests and address randomization").
//!
//! The flag is part of a thread's personality, which a child inherits at spawn and
//! which takes effect when it execs. A spawning thread sets its own personality to the
//! child's layout just before the spawn ([`prepare`]); the user's is read once, before
//! any thread changes its own. Where the kernel or a container's seccomp profile
//! refuses, children run as before, and [`prepare`] says so.

use nix::sys::personality::{self, Persona};
use std::cell::Cell;
use std::sync::OnceLock;

/// The address layout a child starts with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// Without address randomization: compilers and the built-in oracles' programs.
    #[default]
    Fixed,
    /// As the user started the reducer: a test script.
    User,
}

thread_local! {
    /// Whether this thread's children start without randomization, as last set here.
    static NORAND: Cell<Option<bool>> = const { Cell::new(None) };
}

/// The personality the reducer was started with (`None` if it cannot be read).
fn user() -> Option<Persona> {
    static USER: OnceLock<Option<Persona>> = OnceLock::new();
    // Every thread whose personality was changed here either read this first or was
    // started by one that did, so the value read is the user's.
    *USER.get_or_init(|| personality::get().ok())
}

/// Whether the user's own children start without randomization.
pub fn user_fixed() -> bool {
    user().is_some_and(|p| p.contains(Persona::ADDR_NO_RANDOMIZE))
}

/// Set this thread's personality so that the next child it spawns starts with
/// `layout`; true if it will (false only where the personality cannot be changed).
pub fn prepare(layout: Layout) -> bool {
    let Some(user) = user() else {
        return layout == Layout::User;
    };
    let want = match layout {
        Layout::Fixed => true,
        Layout::User => user.contains(Persona::ADDR_NO_RANDOMIZE),
    };
    NORAND.with(|s| {
        if s.get() == Some(want) {
            return true;
        }
        let now = match personality::get() {
            Ok(p) => p,
            Err(_) => return false,
        };
        let next = if want {
            now | Persona::ADDR_NO_RANDOMIZE
        } else {
            now - Persona::ADDR_NO_RANDOMIZE
        };
        let ok = now == next || personality::set(next).is_ok();
        if ok {
            s.set(Some(want));
        }
        ok
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn child_norand() -> bool {
        let out = std::process::Command::new("cat")
            .arg("/proc/self/personality")
            .output()
            .unwrap();
        let flags = u32::from_str_radix(String::from_utf8_lossy(&out.stdout).trim(), 16).unwrap();
        flags & 0x0040000 != 0
    }

    #[test]
    fn a_child_sees_the_layout_asked_for() {
        // On a thread of its own: the personality is the thread's.
        std::thread::spawn(|| {
            assert!(
                prepare(Layout::Fixed),
                "this machine allows ADDR_NO_RANDOMIZE"
            );
            assert!(child_norand(), "a fixed child is randomized");
            assert!(prepare(Layout::User));
            assert_eq!(child_norand(), user_fixed(), "a user's child");
            assert!(prepare(Layout::Fixed));
            assert!(child_norand(), "fixed again");
        })
        .join()
        .unwrap();
    }
}
