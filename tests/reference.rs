//! `man` and `completions`: every option of every command, made from the clap definitions.

use crate::common::*;

/// Every command (as its path of names: none for the top, `["triage", "merge"]`) with
/// its long options, from the clap definitions the binary is built from: what the man
/// pages and the completions must name.
fn commands_and_options() -> Vec<(Vec<String>, Vec<String>)> {
    use clap::CommandFactory;
    fn walk(c: &clap::Command, path: Vec<String>, out: &mut Vec<(Vec<String>, Vec<String>)>) {
        let longs = c
            .get_arguments()
            .filter(|a| !a.is_hide_set())
            .filter_map(|a| a.get_long().map(str::to_string))
            .collect();
        out.push((path.clone(), longs));
        for sub in c.get_subcommands() {
            let mut p = path.clone();
            p.push(sub.get_name().to_string());
            walk(sub, p, out);
        }
    }
    let mut out = Vec::new();
    walk(
        &creduce_rs::commands::cli::Cli::command(),
        Vec::new(),
        &mut out,
    );
    out
}

#[test]
fn the_man_pages_name_every_option_of_their_command() {
    let all = commands_and_options();
    assert!(all.len() > 10, "only {} commands", all.len());
    assert!(
        all.iter().any(|(p, _)| p.len() == 2),
        "no command has subcommands"
    );
    for (name, longs) in all {
        let sb = Sandbox::new();
        let mut cmd = sb.cmd();
        cmd.arg("man").args(&name);
        let out = cmd.assert().success().get_output().stdout.clone();
        let page = String::from_utf8(out).unwrap();
        assert!(
            page.starts_with(".ie") || page.contains(".TH "),
            "{name:?}: not roff"
        );
        for long in longs {
            let roff = format!("\\-\\-{}", long.replace('-', "\\-"));
            assert!(
                page.contains(&roff),
                "man page of {name:?} does not name --{long}"
            );
        }
    }
    let sb = Sandbox::new();
    sb.cmd()
        .args(["man", "no-such-command"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("no command \"no-such-command\""));
    sb.cmd()
        .args(["man", "measure", "x"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("has no subcommands"));
}

#[test]
fn completions_name_every_command_and_option_and_parse() {
    let all = commands_and_options();
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let sb = Sandbox::new();
        let out = sb
            .cmd()
            .args(["completions", shell])
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        let script = String::from_utf8(out).unwrap();
        for (path, longs) in &all {
            if let Some(n) = path.last() {
                assert!(script.contains(n.as_str()), "{shell}: no command {n}");
            }
            for long in longs {
                // As each shell's script spells an option.
                let spelled = match shell {
                    "fish" => format!("-l {long}"),
                    _ => format!("--{long}"),
                };
                assert!(script.contains(&spelled), "{shell}: no --{long} ({path:?})");
            }
        }
        if shell == "bash" {
            let d = tempfile::tempdir().unwrap();
            let f = d.path().join("c.bash");
            std::fs::write(&f, &script).unwrap();
            let ok = std::process::Command::new("bash")
                .arg("-n")
                .arg(&f)
                .status()
                .unwrap()
                .success();
            assert!(ok, "bash -n rejects the bash completions");
        }
    }
}
