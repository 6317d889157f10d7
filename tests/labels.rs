//! The labelled campaigns under `corpus/campaigns`: each `labels.json` follows the labels
//! schema (docs/guide.md, "Labelled campaigns"), labels every failure with a cause it
//! describes, and every cause's check accepts the cause's own minimal program (and its
//! other forms, `also-*.c`) and rejects every other cause's. The checks run the real
//! compilers.

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const SCHEMA: &str = "creduce-rs-labels/1";

fn campaigns() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/campaigns");
    let mut v: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.join("labels.json").exists())
        .collect();
    v.sort();
    v
}

fn labels(campaign: &Path) -> Value {
    let text = std::fs::read_to_string(campaign.join("labels.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

/// Run `check` on `program` in a fresh directory, in its own process group: true when
/// it exits 0. A check that runs over two minutes is killed with its group and fails the
/// test.
fn shows(check: &Path, program: &Path) -> bool {
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(check)
        .arg(program)
        .current_dir(dir.path())
        .process_group(0)
        .spawn()
        .unwrap_or_else(|e| panic!("{}: {e}", check.display()));
    let deadline = Instant::now() + Duration::from_secs(120);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status.success();
        }
        if Instant::now() > deadline {
            let _ = kill(Pid::from_raw(-(child.id() as i32)), Signal::SIGKILL);
            let _ = child.wait();
            panic!("{} on {}: over 120 s", check.display(), program.display());
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn every_labels_file_follows_the_schema() {
    let all = campaigns();
    assert!(all.len() >= 3, "{all:?}");
    for c in all {
        let l = labels(&c);
        assert_eq!(l["schema"], SCHEMA, "{}", c.display());
        let causes = l["causes"].as_object().unwrap();
        for (id, cause) in l["failures"].as_object().unwrap() {
            let name = cause.as_str().unwrap();
            assert!(causes.contains_key(name), "{}: {id}: {name}", c.display());
            assert!(c.join(id).is_dir(), "{}: no failure {id}", c.display());
        }
        for (name, cause) in causes {
            assert!(cause["compiler"].is_string() && cause["summary"].is_string());
            for key in ["minimal", "check"] {
                if let Some(p) = cause[key].as_str() {
                    assert!(c.join(p).is_file(), "{}: {name}: {p}", c.display());
                }
            }
        }
    }
}

/// A cause's other forms: `also-*.c` in its folder, in name order.
fn also_forms(cause: &Path) -> Vec<PathBuf> {
    let mut forms: Vec<PathBuf> = std::fs::read_dir(cause)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("also-") && name.ends_with(".c")
        })
        .collect();
    forms.sort();
    forms
}

#[test]
fn each_cause_s_check_accepts_its_own_programs_and_no_other() {
    require!(
        "gcc",
        "chibicc",
        "pcc",
        "tcc",
        "g++",
        "clang++-14",
        "clang++-15"
    );
    let mut checked = 0;
    for c in campaigns() {
        let l = labels(&c);
        if l.get("reduced_from").is_some() {
            // Its causes are the other campaign's, checked there.
            continue;
        }
        let causes = l["causes"].as_object().unwrap();
        let with_checks: Vec<(&String, PathBuf, PathBuf)> = causes
            .iter()
            .filter_map(|(name, cause)| {
                let check = c.join(cause["check"].as_str()?);
                let minimal = c.join(cause["minimal"].as_str()?);
                Some((name, check, minimal))
            })
            .collect();
        // Each cause's programs: its minimal one, and its other forms (`also-*.c`
        // beside it), reductions that reached the same expression without its
        // parentheses.
        let programs: Vec<(&String, PathBuf)> = with_checks
            .iter()
            .flat_map(|(name, _, minimal)| {
                std::iter::once(minimal.clone())
                    .chain(also_forms(minimal.parent().unwrap()))
                    .map(move |p| (*name, p))
            })
            .collect();
        // Every check on every such program, on two threads (a C++ campaign's checks
        // build and run their programs with two compilers).
        let pairs: Vec<(&String, &PathBuf, &String, &PathBuf)> = with_checks
            .iter()
            .flat_map(|(name, check, _)| {
                programs
                    .iter()
                    .map(move |(other, program)| (*name, check, *other, program))
            })
            .collect();
        let wrong: Vec<String> = std::thread::scope(|s| {
            let halves: Vec<_> = pairs
                .chunks(pairs.len().div_ceil(2).max(1))
                .map(|part| {
                    s.spawn(move || {
                        part.iter()
                            .filter(|(name, check, other, minimal)| {
                                shows(check, minimal) != (name == other)
                            })
                            .map(|(name, _, other, program)| {
                                format!(
                                    "the check of {name} on {other}'s {}",
                                    program.file_name().unwrap().to_string_lossy()
                                )
                            })
                            .collect::<Vec<_>>()
                    })
                })
                .collect();
            halves.into_iter().flat_map(|h| h.join().unwrap()).collect()
        });
        assert!(wrong.is_empty(), "{}: {wrong:#?}", c.display());
        checked += pairs.len();
    }
    assert!(
        checked >= 64,
        "only {checked} check runs: fewer than 8 causes with checks"
    );
}

/// A campaign of reduced programs: every failure's program still shows its labelled
/// cause, by the cause's own check.
#[test]
fn every_reduced_program_still_shows_its_labelled_cause() {
    require!("gcc", "chibicc", "pcc", "tcc");
    let mut checked = 0;
    for c in campaigns() {
        let l = labels(&c);
        if l.get("reduced_from").is_none() {
            continue;
        }
        let from = c.join(l["reduced_from"].as_str().unwrap());
        let original = labels(&from);
        assert_eq!(l["failures"], original["failures"], "{}", c.display());
        for (id, cause) in l["failures"].as_object().unwrap() {
            let check = c.join(
                l["causes"][cause.as_str().unwrap()]["check"]
                    .as_str()
                    .unwrap(),
            );
            let program = c.join(id).join("test.c");
            assert!(
                shows(&check, &program),
                "{}: {id} no longer shows {cause}",
                c.display()
            );
            checked += 1;
        }
    }
    assert!(checked >= 70, "only {checked} reduced programs checked");
}
