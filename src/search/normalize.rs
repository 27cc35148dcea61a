//! Normalising text for search: lower case, ё → е, words of letters and digits.

/// Lower case with ё folded to е (the sources mix them: «партнёр» / «партнер»).
pub fn fold(s: &str) -> String {
    s.chars()
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ё' { 'е' } else { c })
        .collect()
}

/// The words of a text, folded: runs of letters and digits.
pub fn words(s: &str) -> Vec<String> {
    fold(s)
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Words that carry no meaning for search.
pub fn is_stopword(w: &str) -> bool {
    matches!(
        w,
        "в" | "во"
            | "на"
            | "и"
            | "по"
            | "с"
            | "со"
            | "за"
            | "о"
            | "об"
            | "не"
            | "из"
            | "к"
            | "ко"
            | "до"
            | "от"
            | "для"
            | "или"
            | "а"
            | "the"
            | "of"
            | "a"
            | "an"
            | "to"
            | "by"
            | "in"
            | "on"
    )
}

/// The word positions of `needle` words inside `text` folded, as byte ranges in `text`.
/// Used to mark matches in snippets.
pub fn word_spans(text: &str) -> Vec<(usize, usize, String)> {
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    for (i, c) in text.char_indices() {
        if c.is_alphanumeric() {
            if start.is_none() {
                start = Some(i);
            }
        } else if let Some(s) = start.take() {
            out.push((s, i, fold(&text[s..i])));
        }
    }
    if let Some(s) = start {
        out.push((s, text.len(), fold(&text[s..])));
    }
    out
}
