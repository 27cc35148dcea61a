//! Loading the data for a subcommand: embedded, or `--data DIR`.

use std::path::Path;

use td_handbook::load::{self, Handbook};

/// Loads and validates; on errors prints each `file:line:col` problem and fails.
pub fn load_handbook(data: Option<&Path>) -> anyhow::Result<Handbook> {
    let files = match data {
        Some(dir) => load::read_dir(dir)?,
        None => load::embedded(),
    };
    match load::load(&files) {
        Ok((hb, _notes)) => Ok(hb),
        Err(problems) => {
            for p in &problems {
                eprintln!("{}", prefixed(data, p));
            }
            anyhow::bail!(
                "данные не загружены ({}): ошибок {}",
                files.origin,
                problems.len()
            )
        }
    }
}

/// A problem with the data directory in front of its file name.
pub fn prefixed(data: Option<&Path>, p: &td_handbook::validate::Problem) -> String {
    match data {
        Some(dir) => format!("{}/{p}", dir.display()),
        None => format!("laws/{p}"),
    }
}
