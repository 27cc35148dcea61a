//! Loading the data: the files embedded in the binary, or a data directory (`--data DIR`).
//! Each file is parsed into its typed structs; a parse error names `file:line:col`.

use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;

use crate::model::commentary::CommentaryFile;
use crate::model::definitions::DefinitionsFile;
use crate::model::index::IndexFile;
use crate::model::laws::LawsFile;
use crate::model::quick_rules::QuickRulesFile;
use crate::model::synonyms::SynonymsFile;
use crate::model::tree::Tree;
use crate::validate::Problem;

/// The raw text of every data file, before parsing.
#[derive(Debug, Clone)]
pub struct DataFiles {
    /// Where the files came from (shown in messages): `встроенные данные` or the directory.
    pub origin: String,
    /// `laws.ron`.
    pub laws: String,
    /// `index.ron`.
    pub index: String,
    /// `definitions.ron`.
    pub definitions: String,
    /// `commentary.ron`.
    pub commentary: String,
    /// `quick_rules.ron`.
    pub quick_rules: String,
    /// `synonyms.ron`.
    pub synonyms: String,
    /// `trees/*.ron`: (file name, text), sorted by name.
    pub trees: Vec<(String, String)>,
}

/// The data files compiled into the binary.
pub fn embedded() -> DataFiles {
    const TREES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/embedded_trees.rs"));
    DataFiles {
        origin: "встроенные данные".into(),
        laws: include_str!("../laws/laws.ron").into(),
        index: include_str!("../laws/index.ron").into(),
        definitions: include_str!("../laws/definitions.ron").into(),
        commentary: include_str!("../laws/commentary.ron").into(),
        quick_rules: include_str!("../laws/quick_rules.ron").into(),
        synonyms: include_str!("../laws/synonyms.ron").into(),
        trees: TREES
            .iter()
            .map(|(n, t)| ((*n).to_string(), (*t).to_string()))
            .collect(),
    }
}

/// A data directory could not be read.
#[derive(Debug, thiserror::Error)]
#[error("не удалось прочитать «{path}»: {source}")]
pub struct ReadError {
    /// The file.
    pub path: PathBuf,
    /// The cause.
    pub source: std::io::Error,
}

/// Reads the data files of a directory. `laws.ron` and `index.ron` must be there; the
/// hand-curated files (definitions, commentary, popular rules, synonyms, trees) that an
/// imported text may not have are taken from the embedded data when missing.
pub fn read_dir(dir: &Path) -> Result<DataFiles, ReadError> {
    let read = |name: &str| {
        let path = dir.join(name);
        std::fs::read(&path)
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .map_err(|source| ReadError { path, source })
    };
    let base = embedded();
    let read_or = |name: &str, fallback: &str| -> Result<String, ReadError> {
        if dir.join(name).exists() {
            read(name)
        } else {
            Ok(fallback.to_string())
        }
    };
    let mut trees = Vec::new();
    let tdir = dir.join("trees");
    if !tdir.is_dir() {
        trees = base.trees.clone();
    } else {
        let rd = std::fs::read_dir(&tdir).map_err(|source| ReadError {
            path: tdir.clone(),
            source,
        })?;
        for e in rd.filter_map(Result::ok) {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.ends_with(".ron") {
                trees.push((name.clone(), read(&format!("trees/{name}"))?));
            }
        }
    }
    trees.sort();
    Ok(DataFiles {
        origin: dir.display().to_string(),
        laws: read("laws.ron")?,
        index: read("index.ron")?,
        definitions: read_or("definitions.ron", &base.definitions)?,
        commentary: read_or("commentary.ron", &base.commentary)?,
        quick_rules: read_or("quick_rules.ron", &base.quick_rules)?,
        synonyms: read_or("synonyms.ron", &base.synonyms)?,
        trees,
    })
}

/// All the data, parsed.
#[derive(Debug, Clone)]
pub struct Handbook {
    /// Where it came from.
    pub origin: String,
    /// The laws.
    pub laws: LawsFile,
    /// The index.
    pub index: IndexFile,
    /// The definitions.
    pub definitions: DefinitionsFile,
    /// The commentary.
    pub commentary: CommentaryFile,
    /// The popular summary.
    pub quick_rules: QuickRulesFile,
    /// Search synonyms.
    pub synonyms: SynonymsFile,
    /// The decision trees, with their file names.
    pub trees: Vec<(String, Tree)>,
}

impl Handbook {
    /// The decision tree with this id.
    pub fn tree(&self, id: &str) -> Option<&Tree> {
        self.trees.iter().map(|(_, t)| t).find(|t| t.id == id)
    }
}

/// Parses one RON file, turning an error into a problem at `file:line:col`.
pub fn parse_ron<T: DeserializeOwned>(file: &str, text: &str) -> Result<T, Problem> {
    ron::Options::default()
        .from_str(text)
        .map_err(|e: ron::error::SpannedError| {
            Problem::error(
                file,
                e.span.start.line,
                e.span.start.col,
                e.code.to_string(),
            )
        })
}

/// Parses every file; returns all parse problems, not just the first.
pub fn parse(files: &DataFiles) -> Result<Handbook, Vec<Problem>> {
    let mut problems = Vec::new();
    let laws = parse_ron::<LawsFile>("laws.ron", &files.laws)
        .map_err(|p| problems.push(p))
        .ok();
    let index = parse_ron::<IndexFile>("index.ron", &files.index)
        .map_err(|p| problems.push(p))
        .ok();
    let definitions = parse_ron::<DefinitionsFile>("definitions.ron", &files.definitions)
        .map_err(|p| problems.push(p))
        .ok();
    let commentary = parse_ron::<CommentaryFile>("commentary.ron", &files.commentary)
        .map_err(|p| problems.push(p))
        .ok();
    let quick_rules = parse_ron::<QuickRulesFile>("quick_rules.ron", &files.quick_rules)
        .map_err(|p| problems.push(p))
        .ok();
    let synonyms = parse_ron::<SynonymsFile>("synonyms.ron", &files.synonyms)
        .map_err(|p| problems.push(p))
        .ok();
    let mut trees = Vec::new();
    for (name, text) in &files.trees {
        match parse_ron::<Tree>(&format!("trees/{name}"), text) {
            Ok(t) => trees.push((name.clone(), t)),
            Err(p) => problems.push(p),
        }
    }
    match (laws, index, definitions, commentary, quick_rules, synonyms) {
        (
            Some(laws),
            Some(index),
            Some(definitions),
            Some(commentary),
            Some(quick_rules),
            Some(synonyms),
        ) if problems.is_empty() => Ok(Handbook {
            origin: files.origin.clone(),
            laws,
            index,
            definitions,
            commentary,
            quick_rules,
            synonyms,
            trees,
        }),
        _ => Err(problems),
    }
}

/// Parses and validates; the handbook is returned only if no error was found.
/// Warnings and notes come back with it.
pub fn load(files: &DataFiles) -> Result<(Handbook, Vec<Problem>), Vec<Problem>> {
    let hb = parse(files)?;
    let problems = crate::validate::validate(&hb, files);
    if problems
        .iter()
        .any(|p| p.severity == crate::validate::Severity::Error)
    {
        Err(problems)
    } else {
        Ok((hb, problems))
    }
}
