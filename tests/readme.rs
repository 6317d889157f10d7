//! README.md as a newcomer reads it: at most 12 KB, its test command is the one CI
//! runs, and every short command in its `sh` blocks runs as written (with the binary
//! under test for `target/release/creduce-rs`, and a private folder for `/tmp/`).

use crate::common::*;

fn readme() -> String {
    read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
}

/// The command lines of the README's `sh` blocks, in order.
fn sh_commands(md: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in md.lines() {
        match (inside, line.trim_start().starts_with("```")) {
            (false, true) => inside = line.trim() == "```sh",
            (true, true) => inside = false,
            (true, false) if !line.trim().is_empty() && !line.trim().starts_with('#') => {
                out.push(line.trim().to_string())
            }
            _ => {}
        }
    }
    out
}

/// The set-up and the test command: too long to run from a test (CI runs both).
const LONG: &[&str] = &["bash setup.sh", "cargo test --workspace --locked"];

#[test]
fn the_readme_is_short_and_names_ci_s_test_command() {
    let md = readme();
    assert!(md.len() <= 12 * 1024, "README.md is {} bytes", md.len());
    let commands = sh_commands(&md);
    for long in LONG {
        assert!(commands.iter().any(|c| c == long), "README lacks `{long}`");
    }
    let ci = read(&Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/run"));
    assert!(
        ci.lines()
            .any(|l| l.trim() == "cargo test --workspace --locked"),
        ".ci/run does not run README's test command"
    );
    // The extraction itself: fences, comments and blank lines.
    let sample = "text\n```sh\n# a comment\nls -l\n\necho a\n```\n```text\nnot this\n```\n";
    assert_eq!(sh_commands(sample), ["ls -l", "echo a"]);
}

#[test]
fn every_short_command_of_the_readme_runs_as_written() {
    require!("gcc", "chibicc");
    let sb = Sandbox::new();
    let tmp = format!("{}/", sb.path("out").display());
    std::fs::create_dir(sb.path("out")).unwrap();
    let commands: Vec<String> = sh_commands(&readme())
        .into_iter()
        .filter(|c| !LONG.contains(&c.as_str()))
        .collect();
    assert!(commands.len() >= 5, "{commands:?}");
    for c in &commands {
        // `/tmp/` first: the binary's own path may be under /tmp.
        let line = c.replace("/tmp/", &tmp).replace(
            "target/release/creduce-rs",
            env!("CARGO_BIN_EXE_creduce-rs"),
        );
        let out = std::process::Command::new("bash")
            .args(["-c", &line])
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .env("TMPDIR", sb.path("tmp"))
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "README command failed ({:?}): {c}\n---- stderr ----\n{}",
            out.status.code(),
            String::from_utf8_lossy(&out.stderr)
        );
    }
    // The examples' claims: the reduced static initializer, a triage report.
    let reduced = read(&sb.path("out/static-init.c"));
    assert!(reduced.len() < 100, "{reduced}");
    assert!(read(&sb.path("out/triage-wcr/report.md")).starts_with("# Triage of"));
}
