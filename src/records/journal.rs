//! The ruling log on disk, as RON. Every change is saved atomically: the new content goes to
//! a temporary file in the same folder, is flushed to disk, and is renamed over the log; the
//! previous version is kept beside it as a backup. A log that cannot be read is never
//! overwritten: it is reported with its position and left as it is until the user asks for
//! a new log, and then it is moved aside, not deleted.

use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::RulingRecord;

/// The file format.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LogFile {
    /// Format version (1).
    pub version: u32,
    /// The records, oldest first.
    pub records: Vec<RulingRecord>,
}

/// What went wrong with the log.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    /// The log exists but cannot be parsed; it is left untouched.
    #[error(
        "журнал «{path}» повреждён ({line}:{col}: {msg}); файл оставлен как есть. Чтобы начать новый журнал, \
         выполните «td-handbook log new» (старый файл будет сохранён рядом)"
    )]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// Line, 1-based.
        line: usize,
        /// Column, 1-based.
        col: usize,
        /// What the parser said.
        msg: String,
    },
    /// Reading or writing failed.
    #[error("журнал «{path}»: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// No record with this number.
    #[error("в журнале нет решения № {0}")]
    NoSuchRecord(u64),
}

fn io(path: &Path) -> impl Fn(std::io::Error) -> LogError + '_ {
    move |source| LogError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// A log bound to its file.
#[derive(Debug)]
pub struct Journal {
    path: PathBuf,
    /// The content.
    pub log: LogFile,
}

/// The backup beside a log: `journal.ron` → `journal.ron.bak`.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(".bak");
    PathBuf::from(s)
}

fn temp_path(path: &Path) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(format!(".tmp{}", std::process::id()));
    PathBuf::from(s)
}

impl Journal {
    /// Opens the log at `path`; a missing file is an empty log. A file that does not parse is
    /// an error and is not touched.
    pub fn open(path: &Path) -> Result<Journal, LogError> {
        let log = match fs::read(path) {
            Ok(bytes) => {
                let text = String::from_utf8_lossy(&bytes);
                ron::Options::default()
                    .from_str::<LogFile>(&text)
                    .map_err(|e| LogError::Corrupt {
                        path: path.to_path_buf(),
                        line: e.span.start.line,
                        col: e.span.start.col,
                        msg: e.code.to_string(),
                    })?
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => LogFile {
                version: 1,
                records: Vec::new(),
            },
            Err(e) => return Err(io(path)(e)),
        };
        Ok(Journal {
            path: path.to_path_buf(),
            log,
        })
    }

    /// Starts a new, empty log. An existing file (readable or not) is moved aside to
    /// `<name>.<stamp>.old`, never deleted.
    pub fn start_new(path: &Path, stamp: &str) -> Result<(Journal, Option<PathBuf>), LogError> {
        let mut moved = None;
        if path.exists() {
            let mut s = path.as_os_str().to_owned();
            s.push(format!(".{stamp}.old"));
            let aside = PathBuf::from(s);
            fs::rename(path, &aside).map_err(io(path))?;
            moved = Some(aside);
        }
        let mut j = Journal {
            path: path.to_path_buf(),
            log: LogFile {
                version: 1,
                records: Vec::new(),
            },
        };
        j.save()?;
        Ok((j, moved))
    }

    /// The file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Adds a record, numbering it, and saves. Returns its number.
    pub fn append(&mut self, mut record: RulingRecord) -> Result<u64, LogError> {
        let id = self.log.records.iter().map(|r| r.id).max().unwrap_or(0) + 1;
        record.id = id;
        self.log.records.push(record);
        if let Err(e) = self.save() {
            self.log.records.pop();
            return Err(e);
        }
        Ok(id)
    }

    /// Replaces the notes of a record and saves.
    pub fn set_notes(&mut self, id: u64, notes: &str) -> Result<(), LogError> {
        let r = self
            .log
            .records
            .iter_mut()
            .find(|r| r.id == id)
            .ok_or(LogError::NoSuchRecord(id))?;
        let old = std::mem::replace(&mut r.facts.notes, notes.to_string());
        if let Err(e) = self.save() {
            if let Some(r) = self.log.records.iter_mut().find(|r| r.id == id) {
                r.facts.notes = old;
            }
            return Err(e);
        }
        Ok(())
    }

    /// Removes a record and saves; returns it (for undo).
    pub fn remove(&mut self, id: u64) -> Result<RulingRecord, LogError> {
        let i = self
            .log
            .records
            .iter()
            .position(|r| r.id == id)
            .ok_or(LogError::NoSuchRecord(id))?;
        let r = self.log.records.remove(i);
        if let Err(e) = self.save() {
            self.log.records.insert(i, r);
            return Err(e);
        }
        Ok(r)
    }

    /// Puts a removed record back where its number belongs, and saves.
    pub fn restore(&mut self, record: RulingRecord) -> Result<(), LogError> {
        let i = self.log.records.partition_point(|r| r.id < record.id);
        self.log.records.insert(i, record);
        if let Err(e) = self.save() {
            self.log.records.remove(i);
            return Err(e);
        }
        Ok(())
    }

    /// The record with this number.
    pub fn get(&self, id: u64) -> Option<&RulingRecord> {
        self.log.records.iter().find(|r| r.id == id)
    }

    /// Writes the log atomically, keeping the previous version as a backup.
    pub fn save(&mut self) -> Result<(), LogError> {
        if let Some(dir) = self.path.parent()
            && !dir.as_os_str().is_empty()
        {
            fs::create_dir_all(dir).map_err(io(dir))?;
        }
        let text = crate::import::to_ron(&self.log).map_err(|e| LogError::Io {
            path: self.path.clone(),
            source: std::io::Error::other(e.to_string()),
        })?;
        let tmp = temp_path(&self.path);
        {
            let mut f = File::create(&tmp).map_err(io(&tmp))?;
            f.write_all(text.as_bytes()).map_err(io(&tmp))?;
            f.sync_all().map_err(io(&tmp))?;
        }
        // The backup is the last good version: copy (not move) it, so a log always exists.
        if self.path.exists() {
            let bak = backup_path(&self.path);
            let bak_tmp = temp_path(&bak);
            fs::copy(&self.path, &bak_tmp).map_err(io(&bak_tmp))?;
            File::open(&bak_tmp)
                .and_then(|f| f.sync_all())
                .map_err(io(&bak_tmp))?;
            fs::rename(&bak_tmp, &bak).map_err(io(&bak))?;
        }
        fs::rename(&tmp, &self.path).map_err(io(&self.path))?;
        if let Some(dir) = self.path.parent().filter(|d| !d.as_os_str().is_empty())
            && let Ok(d) = File::open(dir)
        {
            // Make the rename itself durable (a directory fsync; not all systems allow it).
            let _ = d.sync_all();
        }
        Ok(())
    }
}

/// The default log file, in the platform's data directory (the folder eframe uses for the
/// app's settings): `$XDG_DATA_HOME/td-handbook/journal.ron` or
/// `~/.local/share/td-handbook/journal.ron` on Linux, `%APPDATA%\td-handbook\journal.ron` on
/// Windows, `~/Library/Application Support/td-handbook/journal.ron` on macOS. Called at the
/// edges (CLI, app), never inside the core.
pub fn default_path() -> PathBuf {
    let env = |k: &str| {
        std::env::var_os(k)
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    };
    let base = if cfg!(windows) {
        env("APPDATA")
    } else if cfg!(target_os = "macos") {
        env("HOME").map(|h| h.join("Library/Application Support"))
    } else {
        env("XDG_DATA_HOME").or_else(|| env("HOME").map(|h| h.join(".local/share")))
    };
    base.unwrap_or_else(std::env::temp_dir)
        .join("td-handbook")
        .join("journal.ron")
}
