//! A query typed with the keyboard in the wrong layout: «afkmihtyjyc» is «фальшренонс» typed
//! in the Latin layout (ЙЦУКЕН ↔ QWERTY), and «кумщлу» is «revoke» typed in the Russian one.

const PAIRS: &[(char, char)] = &[
    ('q', 'й'),
    ('w', 'ц'),
    ('e', 'у'),
    ('r', 'к'),
    ('t', 'е'),
    ('y', 'н'),
    ('u', 'г'),
    ('i', 'ш'),
    ('o', 'щ'),
    ('p', 'з'),
    ('[', 'х'),
    (']', 'ъ'),
    ('a', 'ф'),
    ('s', 'ы'),
    ('d', 'в'),
    ('f', 'а'),
    ('g', 'п'),
    ('h', 'р'),
    ('j', 'о'),
    ('k', 'л'),
    ('l', 'д'),
    (';', 'ж'),
    ('\'', 'э'),
    ('z', 'я'),
    ('x', 'ч'),
    ('c', 'с'),
    ('v', 'м'),
    ('b', 'и'),
    ('n', 'т'),
    ('m', 'ь'),
    (',', 'б'),
    ('.', 'ю'),
    ('`', 'ё'),
];

/// Latin keys → the Cyrillic letters on the same keys. `None` if nothing changes.
pub fn to_cyrillic(s: &str) -> Option<String> {
    convert(s, |c| PAIRS.iter().find(|p| p.0 == c).map(|p| p.1))
}

/// Cyrillic letters → the Latin keys they sit on. `None` if nothing changes.
pub fn to_latin(s: &str) -> Option<String> {
    convert(s, |c| PAIRS.iter().find(|p| p.1 == c).map(|p| p.0))
}

fn convert(s: &str, map: impl Fn(char) -> Option<char>) -> Option<String> {
    let mut changed = false;
    let out: String = s
        .chars()
        .map(|c| {
            let lower = c.to_lowercase().next().unwrap_or(c);
            match map(lower) {
                Some(m) => {
                    changed = true;
                    m
                }
                None => lower,
            }
        })
        .collect();
    changed.then_some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_ways() {
        assert_eq!(to_cyrillic("afkmihtyjyc").as_deref(), Some("фальшренонс"));
        assert_eq!(
            to_cyrillic("inhfayfz rfhnf").as_deref(),
            Some("штрафная карта")
        );
        assert_eq!(to_latin("кумщлу").as_deref(), Some("revoke"));
        assert_eq!(to_latin("123"), None);
    }
}
