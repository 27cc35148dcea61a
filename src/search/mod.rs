//! Search by index term, as you type. Word forms meet through the Snowball stemmers
//! (Russian and English), typos through an edit distance over the vocabulary and
//! `fuzzy-matcher` on titles, popular and English terms through `synonyms.ron`, a query typed
//! in the wrong keyboard layout through its converted reading, and a law reference («64a1»,
//! «правило 64», «п. 27») goes straight to the law.

pub mod docs;
pub mod layout;
pub mod normalize;

use std::collections::HashMap;

use fuzzy_matcher::FuzzyMatcher;
use fuzzy_matcher::skim::SkimMatcherV2;
use rust_stemmers::{Algorithm, Stemmer};

pub use docs::{Doc, Kind};
use normalize::{fold, is_stopword, words};

use crate::load::Handbook;
use crate::model::lawref::LawRef;
use crate::model::synonyms::SynonymsFile;

/// The longest query considered; the rest of a pasted text is ignored.
const MAX_QUERY_CHARS: usize = 200;
/// The most words of a query considered.
const MAX_QUERY_WORDS: usize = 8;

/// How well a query word matched a document word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Quality {
    Fuzzy = 1,
    Prefix = 2,
    Stem = 3,
    Exact = 4,
}

/// One search result.
#[derive(Debug, Clone)]
pub struct Hit {
    /// What it is.
    pub kind: Kind,
    /// The title.
    pub title: String,
    /// The law/item reference to open, or the tree id.
    pub target: String,
    /// Every law it points to.
    pub laws: Vec<u8>,
    /// A piece of the text around the match, the matched words between `**`.
    pub snippet: String,
    /// The score (higher is better).
    pub score: i64,
}

struct Word {
    text: String,
    stem: String,
    /// (doc, in title)
    postings: Vec<(u32, bool)>,
}

/// The search index over a handbook.
pub struct SearchIndex {
    docs: Vec<Doc>,
    /// Folded title of each doc.
    titles: Vec<String>,
    /// Folded name of each doc, words joined by one space.
    names: Vec<String>,
    /// Each distinct non-empty name with its documents, for the fuzzy pass.
    distinct_names: Vec<(String, Vec<u32>)>,
    /// Folded body of each doc.
    bodies: Vec<String>,
    words: Vec<Word>,
    /// Sorted vocabulary: (word, id), for prefix lookups.
    sorted: Vec<(String, u32)>,
    by_text: HashMap<String, u32>,
    by_stem: HashMap<String, Vec<u32>>,
    /// (stem, word) sorted, for stems one letter apart («болва» / «болван»: the Snowball
    /// stemmer cuts «болвана» shorter than «болвану»).
    sorted_stems: Vec<(String, u32)>,
    /// Words by length in chars, for the edit-distance pass.
    by_len: HashMap<usize, Vec<u32>>,
    /// Synonym groups: each term as its words.
    synonyms: Vec<Vec<Vec<String>>>,
    /// The same terms as stems, computed once.
    synonym_stems: Vec<Vec<Vec<String>>>,
    laws_count: u8,
    ru: Stemmer,
    en: Stemmer,
}

fn stem_with(ru: &Stemmer, en: &Stemmer, w: &str) -> String {
    if w.chars().any(|c| ('а'..='я').contains(&c)) {
        ru.stem(w).into_owned()
    } else if w.chars().all(|c| c.is_ascii_alphabetic()) {
        en.stem(w).into_owned()
    } else {
        w.to_string()
    }
}

/// Damerau–Levenshtein distance (optimal string alignment), stopping early past `limit`.
fn distance(a: &[char], b: &[char], limit: usize) -> usize {
    if a.len().abs_diff(b.len()) > limit {
        return limit + 1;
    }
    let (n, m) = (a.len(), b.len());
    let mut prev2 = vec![0usize; m + 1];
    let mut prev: Vec<usize> = (0..=m).collect();
    let mut cur = vec![0usize; m + 1];
    for i in 1..=n {
        cur[0] = i;
        let mut row_min = cur[0];
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (prev[j] + 1).min(cur[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(prev2[j - 2] + 1);
            }
            cur[j] = v;
            row_min = row_min.min(v);
        }
        if row_min > limit {
            return limit + 1;
        }
        std::mem::swap(&mut prev2, &mut prev);
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[m]
}

impl SearchIndex {
    /// Builds the index of a handbook and its synonyms.
    pub fn new(hb: &Handbook, synonyms: &SynonymsFile) -> SearchIndex {
        Self::from_docs(
            docs::documents(hb),
            synonyms,
            u8::try_from(hb.laws.laws.len()).unwrap_or(93),
        )
    }

    /// Builds the index over any documents (the benchmark uses a larger generated corpus).
    pub fn from_docs(docs: Vec<Doc>, synonyms: &SynonymsFile, laws_count: u8) -> SearchIndex {
        let ru = Stemmer::create(Algorithm::Russian);
        let en = Stemmer::create(Algorithm::English);
        let mut words: Vec<Word> = Vec::new();
        let mut by_text: HashMap<String, u32> = HashMap::new();
        let mut titles = Vec::with_capacity(docs.len());
        let mut names = Vec::with_capacity(docs.len());
        let mut bodies = Vec::with_capacity(docs.len());
        for (i, d) in docs.iter().enumerate() {
            let di = u32::try_from(i).unwrap_or(u32::MAX);
            titles.push(fold(&d.title));
            names.push(normalize::words(&d.name).join(" "));
            bodies.push(fold(&d.body));
            for (text, in_title) in [(&d.title, true), (&d.body, false)] {
                for w in words_of(text) {
                    let id = *by_text.entry(w.clone()).or_insert_with(|| {
                        words.push(Word {
                            stem: stem_with(&ru, &en, &w),
                            text: w.clone(),
                            postings: Vec::new(),
                        });
                        u32::try_from(words.len() - 1).unwrap_or(u32::MAX)
                    });
                    let p = &mut words[id as usize].postings;
                    if p.last() != Some(&(di, in_title)) && !p.contains(&(di, in_title)) {
                        p.push((di, in_title));
                    }
                }
            }
        }
        let mut sorted: Vec<(String, u32)> = by_text.iter().map(|(w, &i)| (w.clone(), i)).collect();
        sorted.sort();
        let mut by_stem: HashMap<String, Vec<u32>> = HashMap::new();
        let mut by_len: HashMap<usize, Vec<u32>> = HashMap::new();
        for (i, w) in words.iter().enumerate() {
            let id = u32::try_from(i).unwrap_or(u32::MAX);
            by_stem.entry(w.stem.clone()).or_default().push(id);
            by_len.entry(w.text.chars().count()).or_default().push(id);
        }
        let mut by_name: HashMap<&str, Vec<u32>> = HashMap::new();
        for (i, n) in names.iter().enumerate() {
            if !n.is_empty() {
                by_name
                    .entry(n.as_str())
                    .or_default()
                    .push(u32::try_from(i).unwrap_or(u32::MAX));
            }
        }
        let mut distinct_names: Vec<(String, Vec<u32>)> = by_name
            .into_iter()
            .map(|(n, d)| (n.to_string(), d))
            .collect();
        distinct_names.sort();
        let mut sorted_stems: Vec<(String, u32)> = words
            .iter()
            .enumerate()
            .map(|(i, w)| (w.stem.clone(), u32::try_from(i).unwrap_or(u32::MAX)))
            .collect();
        sorted_stems.sort();
        let synonyms = synonyms
            .groups
            .iter()
            .map(|g| {
                g.terms
                    .iter()
                    .map(|t| normalize::words(t))
                    .filter(|w| !w.is_empty())
                    .collect()
            })
            .collect::<Vec<Vec<Vec<String>>>>();
        let synonym_stems = synonyms
            .iter()
            .map(|g| {
                g.iter()
                    .map(|t| t.iter().map(|w| stem_with(&ru, &en, w)).collect())
                    .collect()
            })
            .collect();
        SearchIndex {
            docs,
            titles,
            names,
            distinct_names,
            bodies,
            words,
            sorted,
            by_text,
            by_stem,
            sorted_stems,
            by_len,
            synonyms,
            synonym_stems,
            laws_count,
            ru,
            en,
        }
    }

    /// The documents.
    pub fn docs(&self) -> &[Doc] {
        &self.docs
    }

    fn stem(&self, w: &str) -> String {
        stem_with(&self.ru, &self.en, w)
    }

    /// The vocabulary words a query word matches, with how well.
    fn matches(&self, q: &str, allow_prefix: bool, allow_fuzzy: bool) -> Vec<(u32, Quality)> {
        let mut out: Vec<(u32, Quality)> = Vec::new();
        if let Some(&id) = self.by_text.get(q) {
            out.push((id, Quality::Exact));
        }
        let stem = self.stem(q);
        if let Some(ids) = self.by_stem.get(&stem) {
            out.extend(ids.iter().map(|&i| (i, Quality::Stem)));
        }
        let slen = stem.chars().count();
        if slen >= 4 {
            // Stems one letter longer than the query's, and the query's stem one letter shorter.
            let start = self
                .sorted_stems
                .partition_point(|(st, _)| st.as_str() < stem.as_str());
            out.extend(
                self.sorted_stems[start..]
                    .iter()
                    .take_while(|(st, _)| st.starts_with(stem.as_str()))
                    .filter(|(st, _)| st.chars().count() == slen + 1)
                    .take(32)
                    .map(|&(_, i)| (i, Quality::Stem)),
            );
            if slen >= 5 {
                let shorter: String = stem.chars().take(slen - 1).collect();
                if let Some(ids) = self.by_stem.get(&shorter) {
                    out.extend(ids.iter().map(|&i| (i, Quality::Stem)));
                }
            }
        }
        let qlen = q.chars().count();
        if allow_prefix && qlen >= 3 {
            let start = self.sorted.partition_point(|(w, _)| w.as_str() < q);
            out.extend(
                self.sorted[start..]
                    .iter()
                    .take_while(|(w, _)| w.starts_with(q))
                    .take(64)
                    .map(|&(_, i)| (i, Quality::Prefix)),
            );
        }
        if out.is_empty() && allow_fuzzy && qlen >= 4 {
            // A typo: words within one edit (two for long words) of the query word.
            let limit = if qlen >= 8 { 2 } else { 1 };
            let qc: Vec<char> = q.chars().collect();
            let mut best: Vec<(usize, u32)> = Vec::new();
            for len in qlen.saturating_sub(limit)..=qlen + limit {
                for &id in self.by_len.get(&len).map(Vec::as_slice).unwrap_or(&[]) {
                    let wc: Vec<char> = self.words[id as usize].text.chars().collect();
                    let d = distance(&qc, &wc, limit);
                    if d <= limit {
                        best.push((d, id));
                    }
                }
            }
            best.sort();
            if let Some(&(d0, _)) = best.first() {
                out.extend(
                    best.iter()
                        .take_while(|(d, _)| *d == d0)
                        .take(16)
                        .map(|&(_, i)| (i, Quality::Fuzzy)),
                );
            }
        }
        out
    }

    /// Scores documents for one reading of the query (a list of words). Returns doc → score.
    fn score_words(
        &self,
        qwords: &[String],
        weight: i64,
        fuzzy: bool,
        scores: &mut HashMap<u32, i64>,
    ) {
        let content: Vec<&String> = qwords.iter().filter(|w| !is_stopword(w)).collect();
        let content = if content.is_empty() {
            qwords.iter().collect()
        } else {
            content
        };
        if content.is_empty() {
            return;
        }
        let n = content.len();
        // doc → (matched words, points)
        let mut acc: HashMap<u32, (usize, i64)> = HashMap::new();
        for (k, q) in content.iter().enumerate() {
            let last = k + 1 == n;
            let mut best: HashMap<u32, i64> = HashMap::new();
            for (id, quality) in self.matches(q, last || q.chars().count() >= 5, fuzzy) {
                for &(doc, in_title) in &self.words[id as usize].postings {
                    let pts = match (quality, in_title) {
                        (Quality::Exact, true) => 100,
                        (Quality::Stem, true) => 85,
                        (Quality::Prefix, true) => 60,
                        (Quality::Fuzzy, true) => 45,
                        (Quality::Exact, false) => 30,
                        (Quality::Stem, false) => 25,
                        (Quality::Prefix, false) => 15,
                        (Quality::Fuzzy, false) => 10,
                    };
                    let e = best.entry(doc).or_insert(0);
                    *e = (*e).max(pts);
                }
            }
            for (doc, pts) in best {
                let e = acc.entry(doc).or_insert((0, 0));
                e.0 += 1;
                e.1 += pts;
            }
        }
        let phrase = content
            .iter()
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        let n_i64 = i64::try_from(n).unwrap_or(1);
        for (doc, (matched, pts)) in acc {
            // The mean over the query's words, so a long synonym does not outscore the term.
            let pts = pts / n_i64;
            // Every content word must match, except in long queries where one may miss.
            if matched < n && !(n >= 4 && matched + 1 >= n) {
                continue;
            }
            let d = doc as usize;
            let mut s = pts;
            let title = &self.titles[d];
            let name = &self.names[d];
            if *name == phrase {
                s += 250;
            } else if name.starts_with(&phrase) || title.starts_with(&phrase) {
                s += 120;
            } else if n > 1 && title.contains(&phrase) {
                s += 90;
            } else if n > 1 && self.bodies[d].contains(&phrase) {
                s += 60;
            }
            s += kind_bonus(self.docs[d].kind);
            // Short titles are more likely the entry for the term than long ones.
            s -= i64::try_from(title.chars().count() / 20).unwrap_or(0);
            let s = s * weight / 100;
            let e = scores.entry(doc).or_insert(i64::MIN);
            *e = (*e).max(s);
        }
    }

    /// Typo tolerance on whole names with `fuzzy-matcher` (it does not fold Cyrillic case,
    /// so both sides are folded first). A fallback when the word passes found nothing; it
    /// runs over the distinct names, not every document.
    fn fuzzy_titles(&self, q: &str, scores: &mut HashMap<u32, i64>) {
        if q.chars().count() < 3 {
            return;
        }
        let m = SkimMatcherV2::default();
        let min = i64::try_from(q.chars().count()).unwrap_or(0) * 12;
        for (name, docs) in &self.distinct_names {
            if let Some(s) = m.fuzzy_match(name, q)
                && s >= min
            {
                for &d in docs {
                    let e = scores.entry(d).or_insert(i64::MIN);
                    *e = (*e).max(s / 4 + kind_bonus(self.docs[d as usize].kind));
                }
            }
        }
    }

    /// The readings of a query: its own words, each synonym substituted for a term it
    /// contains, and the same for the query read in the other keyboard layout.
    fn readings(&self, q: &str) -> Vec<(Vec<String>, i64)> {
        let base = words(q);
        let mut out = vec![(base.clone(), 100)];
        out.extend(self.synonym_readings(&base, 85));
        if let Some(alt) = layout::to_cyrillic(q).or_else(|| layout::to_latin(q)) {
            let alt_words = words(&alt);
            if !alt_words.is_empty() && alt_words != base {
                out.push((alt_words.clone(), 90));
                out.extend(self.synonym_readings(&alt_words, 77));
            }
        }
        out.truncate(24);
        out
    }

    /// The query with a synonym group's term replaced by each other term of the group.
    fn synonym_readings(&self, base: &[String], weight: i64) -> Vec<(Vec<String>, i64)> {
        let qs: Vec<String> = base
            .iter()
            .take(MAX_QUERY_WORDS)
            .map(|w| self.stem(w))
            .collect();
        let mut out = Vec::new();
        for (g, group) in self.synonyms.iter().enumerate() {
            for (t, ts) in self.synonym_stems[g].iter().enumerate() {
                if ts.is_empty() || ts.len() > qs.len() {
                    continue;
                }
                let Some(pos) = qs.windows(ts.len()).position(|w| w == ts.as_slice()) else {
                    continue;
                };
                for (o, other) in group.iter().enumerate() {
                    if o == t {
                        continue;
                    }
                    let mut v = base[..pos].to_vec();
                    v.extend(other.iter().cloned());
                    v.extend(base[pos + ts.len()..].iter().cloned());
                    out.push((v, weight));
                }
            }
        }
        out
    }

    /// A law reference typed as a query: «64a1», «64В1», «правило 64», «п. 27», «law 64».
    fn reference(&self, q: &str) -> Option<LawRef> {
        let f = fold(q);
        let mut s = f.trim();
        for p in [
            "правилами",
            "правилом",
            "правилу",
            "правила",
            "правило",
            "правил",
            "пункт",
            "law",
            "rule",
            "п.",
            "п",
            "§",
        ] {
            if let Some(rest) = s.strip_prefix(p) {
                s = rest.trim_start_matches(['.', ' ']);
                break;
            }
        }
        let r = LawRef::parse(s)?;
        (r.law >= 1 && r.law <= self.laws_count).then_some(r)
    }

    /// Searches; best first, at most `limit` hits.
    pub fn search(&self, query: &str, limit: usize) -> Vec<Hit> {
        let q: String = query
            .chars()
            .filter(|c| !c.is_control())
            .take(MAX_QUERY_CHARS)
            .collect();
        let q = q.trim();
        if q.is_empty() || limit == 0 {
            return Vec::new();
        }
        let mut scores: HashMap<u32, i64> = HashMap::new();
        let mut direct: Vec<Hit> = Vec::new();
        if let Some(r) = self.reference(q) {
            let path = r.path();
            for (i, d) in self.docs.iter().enumerate() {
                let exact = matches!(d.kind, Kind::Law | Kind::Item) && d.target == path;
                let parent =
                    d.kind == Kind::Law && d.target == r.law.to_string() && !r.item.is_empty();
                if exact || parent {
                    let score = if exact { 10_000 } else { 9_000 };
                    direct.push(self.hit(i, score, &[]));
                }
            }
        }
        let readings = self.readings(q);
        for (ws, weight) in readings.iter() {
            let ws: Vec<String> = ws.iter().take(MAX_QUERY_WORDS).cloned().collect();
            self.score_words(&ws, *weight, false, &mut scores);
        }
        // Typos are looked for in the query as typed, and only when no reading found
        // anything (a query in the wrong layout needs no typo pass once converted).
        if scores.is_empty()
            && let Some((ws, weight)) = readings.first()
        {
            let ws: Vec<String> = ws.iter().take(MAX_QUERY_WORDS).cloned().collect();
            self.score_words(&ws, *weight, true, &mut scores);
        }
        if scores.is_empty() && direct.is_empty() {
            self.fuzzy_titles(&fold(q), &mut scores);
        }
        let mut ranked: Vec<(u32, i64)> =
            scores.into_iter().filter(|(_, s)| *s > i64::MIN).collect();
        ranked.sort_by(|a, b| {
            b.1.cmp(&a.1)
                .then(
                    self.docs[a.0 as usize]
                        .kind
                        .cmp(&self.docs[b.0 as usize].kind),
                )
                .then(a.0.cmp(&b.0))
        });
        let marks: Vec<String> = readings
            .iter()
            .flat_map(|(w, _)| w.iter().cloned())
            .collect();
        direct.sort_by_key(|h| std::cmp::Reverse(h.score));
        let mut out = direct;
        for (doc, score) in ranked {
            if out.len() >= limit {
                break;
            }
            if out.iter().any(|h| {
                h.target == self.docs[doc as usize].target
                    && h.title == self.docs[doc as usize].title
            }) {
                continue;
            }
            out.push(self.hit(doc as usize, score, &marks));
        }
        out.truncate(limit);
        out
    }

    fn hit(&self, i: usize, score: i64, marks: &[String]) -> Hit {
        let d = &self.docs[i];
        Hit {
            kind: d.kind,
            title: d.title.clone(),
            target: d.target.clone(),
            laws: d.laws.clone(),
            snippet: self.snippet(&d.body, marks),
            score,
        }
    }

    /// About 160 characters of the body around the first matched word, matches between `**`.
    fn snippet(&self, body: &str, marks: &[String]) -> String {
        let spans = normalize::word_spans(body);
        // A word is marked when it starts with a query word's stem (or the word itself):
        // stemming every word of the body would cost more than the search.
        let stems: Vec<String> = marks
            .iter()
            .map(|m| self.stem(m))
            .filter(|st| st.chars().count() >= 3)
            .collect();
        let is_mark = |w: &str| {
            marks.iter().any(|m| m == w) || stems.iter().any(|st| w.starts_with(st.as_str()))
        };
        let first = spans.iter().find(|(_, _, w)| is_mark(w)).map_or(0, |s| s.0);
        let mut start = first.saturating_sub(60);
        while !body.is_char_boundary(start) {
            start -= 1;
        }
        let mut end = (first + 120).min(body.len());
        while !body.is_char_boundary(end) {
            end += 1;
        }
        let mut out = String::new();
        if start > 0 {
            out.push('…');
        }
        let mut pos = start;
        for (s, e, w) in spans.iter().filter(|(s, e, _)| *s >= start && *e <= end) {
            if is_mark(w) {
                out.push_str(&body[pos..*s]);
                out.push_str("**");
                out.push_str(&body[*s..*e]);
                out.push_str("**");
                pos = *e;
            }
        }
        out.push_str(&body[pos..end]);
        if end < body.len() {
            out.push('…');
        }
        out
    }
}

/// The hits grouped by kind, the groups in the order of their best hit: the order in which
/// the app and the command line show them (and the app's keyboard cursor moves).
pub fn grouped(hits: &[Hit]) -> Vec<&Hit> {
    let mut kinds: Vec<Kind> = Vec::new();
    for h in hits {
        if !kinds.contains(&h.kind) {
            kinds.push(h.kind);
        }
    }
    kinds
        .iter()
        .flat_map(|k| hits.iter().filter(move |h| h.kind == *k))
        .collect()
}

impl Hit {
    /// The law numbers as «61, 62, 63».
    pub fn laws_text(&self) -> String {
        self.laws
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn kind_bonus(k: Kind) -> i64 {
    match k {
        Kind::Index => 30,
        Kind::Law => 25,
        Kind::Tree => 22,
        Kind::Item => 15,
        Kind::Definition => 15,
        Kind::Commentary => 5,
        Kind::QuickRule => 0,
    }
}

fn words_of(text: &str) -> Vec<String> {
    words(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_counts_edits() {
        let c = |s: &str| s.chars().collect::<Vec<_>>();
        assert_eq!(distance(&c("фальшренос"), &c("фальшренонс"), 2), 1);
        assert_eq!(distance(&c("фальшренонс"), &c("фальшренонс"), 2), 0);
        assert_eq!(distance(&c("ab"), &c("ba"), 2), 1);
        assert!(distance(&c("штраф"), &c("фальшренонс"), 2) > 2);
    }
}
