//! The `creduce-rs` binary: parse the command line, run, print the error once, exit.

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = creduce_rs::cli::Cli::parse();
    match creduce_rs::run(cli) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("creduce-rs: error: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}
