//! `man` and `completions`: the option reference as a roff man page (clap_mangen) and
//! shell completion scripts (clap_complete), both made from the clap definitions in
//! [`super::cli`] when asked, so they cannot drift from `--help`.

use super::cli::{Cli, CompletionsArgs, ManArgs};
use super::{Error, Outcome};
use clap::CommandFactory;
use std::io::Write;

/// The man page of the whole program, or of one command (`triage merge`: a command's
/// subcommand).
pub fn man(args: &ManArgs) -> Result<Outcome, Error> {
    let mut cmd = Cli::command();
    let mut path = vec!["creduce-rs".to_string()];
    for name in &args.command {
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|c| c.get_name().to_string())
            .collect();
        let Some(sub) = cmd.find_subcommand(name).cloned() else {
            return Err(Error::Usage(if names.is_empty() {
                format!("`{}` has no subcommands", path.join(" "))
            } else {
                format!(
                    "no command {name:?} in `{}`; its commands are {}",
                    path.join(" "),
                    names.join(", ")
                )
            }));
        };
        path.push(name.clone());
        cmd = sub.display_name(path.join("-"));
    }
    let mut page = Vec::new();
    clap_mangen::Man::new(cmd)
        .render(&mut page)
        .map_err(|e| Error::Other(e.into()))?;
    write_out(&page)
}

/// A completion script for `args.shell`.
pub fn completions(args: &CompletionsArgs) -> Result<Outcome, Error> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "creduce-rs", &mut script);
    write_out(&script)
}

fn write_out(bytes: &[u8]) -> Result<Outcome, Error> {
    let mut out = std::io::stdout().lock();
    match out.write_all(bytes).and_then(|()| out.flush()) {
        Ok(()) => Ok(Outcome::Done),
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Err(Error::BrokenPipe),
        Err(e) => Err(Error::CannotWrite(format!("cannot write to stdout: {e}"))),
    }
}
