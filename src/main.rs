//! `td-handbook`: the desktop app, or a subcommand (see `td-handbook --help`).

use std::process::ExitCode;

use clap::Parser;

mod cli;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    cli::run(args)
}
