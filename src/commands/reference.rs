//! `man` and `completions`: the option reference as a roff man page (clap_mangen) and
//! shell completion scripts (clap_complete), both made from the clap definitions in
//! [`super::cli`] when asked, so they cannot drift from `--help`.

use super::cli::{Cli, CompletionsArgs, ManArgs};
use super::{Error, Outcome};
use clap::CommandFactory;
use std::io::Write;

/// The man page of the whole program, or of one command.
pub fn man(args: &ManArgs) -> Result<Outcome, Error> {
    let top = Cli::command();
    let cmd = match &args.command {
        None => top,
        Some(name) => {
            let names: Vec<String> = top
                .get_subcommands()
                .map(|c| c.get_name().to_string())
                .collect();
            let Some(sub) = top.find_subcommand(name).cloned() else {
                return Err(Error::Usage(format!(
                    "no command {name:?}; the commands are {}",
                    names.join(", ")
                )));
            };
            sub.display_name(format!("creduce-rs-{name}"))
        }
    };
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
