//! `man` and `completions`: every option of every command, made from the clap definitions.

use crate::common::*;

/// Every long option of every command, from the clap definitions the binary is built
/// from: what the man page and the completions must name.
fn commands_and_options() -> Vec<(Option<String>, Vec<String>)> {
    use clap::CommandFactory;
    let top = creduce_rs::commands::cli::Cli::command();
    let longs = |c: &clap::Command| -> Vec<String> {
        c.get_arguments()
            .filter(|a| !a.is_hide_set())
            .filter_map(|a| a.get_long().map(str::to_string))
            .collect()
    };
    let mut out = vec![(None, longs(&top))];
    for sub in top.get_subcommands() {
        out.push((Some(sub.get_name().to_string()), longs(sub)));
    }
    out
}

#[test]
fn the_man_pages_name_every_option_of_their_command() {
    let all = commands_and_options();
    assert!(all.len() > 10, "only {} commands", all.len());
    for (name, longs) in all {
        let sb = Sandbox::new();
        let mut cmd = sb.cmd();
        cmd.arg("man");
        if let Some(n) = &name {
            cmd.arg(n);
        }
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
        for (name, longs) in &all {
            if let Some(n) = name {
                assert!(script.contains(n.as_str()), "{shell}: no command {n}");
            }
            for long in longs {
                assert!(script.contains(long.as_str()), "{shell}: no --{long}");
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
