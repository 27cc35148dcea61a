//! Fault injection: the process is killed at random moments while it saves rulings to the
//! log, many times. Every ruling whose save finished is still there, and the log always parses.

mod common;
use common::Lcg;

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use td_handbook::records::journal::Journal;

fn save_once(log: &PathBuf) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_td-handbook"));
    c.args(["rule", "revoke", "--answers", "2", "--log", "--log-file"])
        .arg(log)
        .args(["--table", "5"])
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    c
}

#[test]
fn killed_saves_never_lose_or_corrupt_the_log() {
    let dir = std::env::temp_dir().join(format!("td-faults-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("dir");
    let log = dir.join("journal.ron");
    // How long one save takes, to aim the kills inside it.
    let t = Instant::now();
    assert!(save_once(&log).status().expect("run").success());
    let full = t.elapsed().as_micros().max(1000) as u64;
    let mut completed = 1usize;
    let mut killed = 0usize;
    let mut rng = Lcg(2026);
    for _ in 0..80 {
        let mut child = save_once(&log).spawn().expect("spawn");
        // Kill somewhere in the second half of the run, where the save happens.
        let delay = full / 2 + rng.next() % (full / 2 + 1);
        std::thread::sleep(Duration::from_micros(delay));
        let finished = match child.try_wait().expect("wait") {
            Some(status) => status.success(),
            None => {
                let _ = child.kill();
                let status = child.wait().expect("wait");
                killed += 1;
                status.success()
            }
        };
        if finished {
            completed += 1;
        }
        let j = Journal::open(&log).unwrap_or_else(|e| panic!("the log must always parse: {e}"));
        assert!(
            j.log.records.len() >= completed,
            "every finished save is kept: {} records, {completed} finished",
            j.log.records.len()
        );
        let ids: Vec<u64> = j.log.records.iter().map(|r| r.id).collect();
        let mut sorted = ids.clone();
        sorted.dedup();
        assert_eq!(ids, sorted, "numbers stay unique and in order");
    }
    println!("runs: 81, finished: {completed}, killed: {killed}");
    assert!(
        killed > 10,
        "the test must actually interrupt saves (killed {killed})"
    );
    let _ = std::fs::remove_dir_all(dir);
}
