//! Children start without address-space randomization, so that a program that jumps
//! wild (a miscompiled one, or a crashing compiler) fails the same way on every run:
//! with randomization, pcc's miscompiled `wc-s1181` died of SIGSEGV or of SIGILL as the
//! layout fell, three runs of six each, and its signature did not repeat.
//!
//! The flag is part of a thread's personality, which a child inherits at spawn and
//! which takes effect when it execs. Each spawning thread sets it on itself once, before
//! its first spawn. Where the kernel or a container's seccomp profile refuses, children
//! run as before, and [`fixed`] says so.

use std::cell::Cell;

thread_local! {
    static SET: Cell<Option<bool>> = const { Cell::new(None) };
}

/// Ask for children of this thread to start without address randomization; true if
/// they will.
pub fn fixed() -> bool {
    SET.with(|s| {
        if let Some(v) = s.get() {
            return v;
        }
        use nix::sys::personality::{self, Persona};
        let v = match personality::get() {
            Ok(p) if p.contains(Persona::ADDR_NO_RANDOMIZE) => true,
            Ok(p) => personality::set(p | Persona::ADDR_NO_RANDOMIZE).is_ok(),
            Err(_) => false,
        };
        s.set(Some(v));
        v
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_child_sees_no_randomization() {
        assert!(fixed(), "this machine allows ADDR_NO_RANDOMIZE");
        let out = std::process::Command::new("cat")
            .arg("/proc/self/personality")
            .output()
            .unwrap();
        let flags = u32::from_str_radix(String::from_utf8_lossy(&out.stdout).trim(), 16).unwrap();
        assert_ne!(flags & 0x0040000, 0, "child personality {flags:#x}");
    }
}
