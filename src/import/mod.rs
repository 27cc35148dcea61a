//! The import pipeline: source texts in the book's layouts → the data files of `laws/`.
//!
//! Stages: split each source into page chunks by region ([`pages`]); turn law text into
//! blocks ([`blocks`]) and laws ([`lawbody`]); parse the contents ([`toc`]), the index
//! ([`index`]) and the commentary ([`commentary`]); merge them into 93 laws ([`merge`]).
//! Every hand decision comes from `laws/corrections.ron` ([`corrections`]).

pub mod blocks;
pub mod commentary;
pub mod corrections;
pub mod index;
pub mod lawbody;
pub mod merge;
pub mod pages;
pub mod toc;

use std::path::{Path, PathBuf};

use corrections::{Corrections, RegionKind};

use crate::model::commentary::CommentaryFile;
use crate::model::index::IndexFile;
use crate::model::laws::LawsFile;

/// A source text: its file name (the key for corrections) and content.
#[derive(Debug, Clone)]
pub struct SourceText {
    /// The file name, e.g. `000_a4fbb80cd8d67c42.txt`.
    pub name: String,
    /// The text.
    pub text: String,
}

/// What the importer produces.
#[derive(Debug, Clone)]
pub struct Imported {
    /// `laws.ron`.
    pub laws: LawsFile,
    /// `index.ron`.
    pub index: IndexFile,
    /// `commentary.ron`.
    pub commentary: CommentaryFile,
    /// Problems found on the way (unattributed text, missing display forms).
    pub problems: Vec<String>,
}

/// An import failure.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// A source file could not be read.
    #[error("не удалось прочитать «{path}»: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// A source file is not UTF-8 text.
    #[error("«{0}» не является текстом в UTF-8")]
    NotText(PathBuf),
    /// The corrections file does not parse.
    #[error("{path}:{line}:{col}: {msg}")]
    Corrections {
        /// The file.
        path: String,
        /// Line, 1-based.
        line: usize,
        /// Column, 1-based.
        col: usize,
        /// What is wrong.
        msg: String,
    },
    /// Nothing that looks like law text was found.
    #[error("в тексте не найдено ни одного правила («Правило N. …»)")]
    NoLaws,
    /// Writing the output failed.
    #[error("не удалось записать «{path}»: {source}")]
    Write {
        /// The file.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
    /// Serialising failed.
    #[error("не удалось сериализовать данные: {0}")]
    Serialize(String),
}

/// Parses `corrections.ron`.
pub fn parse_corrections(name: &str, text: &str) -> Result<Corrections, ImportError> {
    ron::Options::default()
        .from_str(text)
        .map_err(|e: ron::error::SpannedError| ImportError::Corrections {
            path: name.to_string(),
            line: e.span.start.line,
            col: e.span.start.col,
            msg: e.code.to_string(),
        })
}

/// Reads source files from disk.
pub fn read_sources(paths: &[PathBuf]) -> Result<Vec<SourceText>, ImportError> {
    paths
        .iter()
        .map(|p| {
            let bytes = std::fs::read(p).map_err(|source| ImportError::Read {
                path: p.clone(),
                source,
            })?;
            let text = String::from_utf8(bytes).map_err(|_| ImportError::NotText(p.clone()))?;
            let name = p
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
            Ok(SourceText {
                name,
                text: text.replace("\r\n", "\n"),
            })
        })
        .collect()
}

/// Runs the import.
pub fn import(sources: &[SourceText], corr: &Corrections) -> Result<Imported, ImportError> {
    let mut body = lawbody::Body::default();
    let mut toc_chunks = Vec::new();
    let mut index_chunks = Vec::new();
    let mut preface_chunks = Vec::new();
    let mut commentary = Vec::new();
    let mut all_chunks = Vec::new();
    for src in sources {
        let layout = blocks::detect_layout(&src.text);
        let has_commentary = corr
            .regions
            .iter()
            .any(|r| r.file == src.name && r.kind == RegionKind::Commentary);
        if has_commentary {
            let lines: Vec<(u32, String)> = src
                .text
                .split('\n')
                .enumerate()
                .map(|(i, l)| (u32::try_from(i + 1).unwrap_or(u32::MAX), l.to_string()))
                .filter(|(no, _)| {
                    corr.regions.iter().any(|r| {
                        r.file == src.name
                            && r.kind == RegionKind::Commentary
                            && r.from <= *no
                            && *no <= r.to
                    })
                })
                .collect();
            commentary.extend(commentary::parse(&src.name, &lines));
            continue;
        }
        for chunk in pages::chunks(&src.name, &src.text, corr) {
            all_chunks.push((chunk, layout));
        }
    }
    for (chunk, layout) in &all_chunks {
        match chunk.kind {
            RegionKind::Laws => {
                let bl = blocks::blocks(chunk, *layout, corr);
                body.add_chunk(chunk, &bl, corr);
            }
            RegionKind::Toc => toc_chunks.push(chunk),
            RegionKind::Index => index_chunks.push(chunk),
            RegionKind::Preface => preface_chunks.push(chunk),
            _ => {}
        }
    }
    if body.laws.is_empty() && toc_chunks.is_empty() {
        return Err(ImportError::NoLaws);
    }
    let toc = toc::parse(&toc_chunks, corr);
    let (entries, index_problems) = index::parse(&index_chunks, corr);
    let mut problems = std::mem::take(&mut body.problems);
    problems.extend(index_problems);
    let laws = merge::merge(body, &toc, &commentary, &preface_chunks, corr);
    Ok(Imported {
        laws,
        index: IndexFile { entries },
        commentary: CommentaryFile {
            notice: "Комментарий к правилам 54–57 из книги «Все о Бридже» (не текст Правил). \
                     Номера абзацев — как в источнике."
                .into(),
            laws: commentary,
        },
        problems,
    })
}

/// Serialises a value the way the data files are written.
pub fn to_ron<T: serde::Serialize>(value: &T) -> Result<String, ImportError> {
    let cfg = ron::ser::PrettyConfig::new()
        .struct_names(true)
        .extensions(ron::extensions::Extensions::IMPLICIT_SOME)
        .indentor("  ".to_string());
    ron::ser::to_string_pretty(value, cfg)
        .map(|s| s + "\n")
        .map_err(|e| ImportError::Serialize(e.to_string()))
}

/// Writes the generated files into `dir`.
pub fn write(imported: &Imported, dir: &Path) -> Result<(), ImportError> {
    std::fs::create_dir_all(dir).map_err(|source| ImportError::Write {
        path: dir.to_path_buf(),
        source,
    })?;
    for (name, text) in [
        ("laws.ron", to_ron(&imported.laws)?),
        ("index.ron", to_ron(&imported.index)?),
        ("commentary.ron", to_ron(&imported.commentary)?),
    ] {
        let path = dir.join(name);
        std::fs::write(&path, text).map_err(|source| ImportError::Write { path, source })?;
    }
    Ok(())
}
