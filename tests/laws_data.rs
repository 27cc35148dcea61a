//! Integration tests on the real `laws/` data: what issue «Laws as data» promises.

use td_handbook::load::{self, Handbook};
use td_handbook::model::laws::Law;
use td_handbook::model::source::{Completeness, EditKind, Para};

fn hb() -> Handbook {
    match load::load(&load::embedded()) {
        Ok((hb, _)) => hb,
        Err(p) => panic!("embedded data does not load: {p:?}"),
    }
}

fn law(hb: &Handbook, n: u8) -> &Law {
    hb.laws.law(n).unwrap_or_else(|| panic!("law {n} missing"))
}

fn all_paras(law: &Law) -> Vec<&Para> {
    let mut v: Vec<&Para> = law.intro.iter().collect();
    for it in law.all_items() {
        v.extend(it.paras.iter());
    }
    for f in &law.footnotes {
        v.extend(f.paras.iter());
    }
    v
}

#[test]
fn all_93_laws_with_the_known_text_and_titles() {
    let hb = hb();
    assert_eq!(hb.laws.laws.len(), 93);
    assert_eq!(hb.laws.edition, 1987);
    let with_text: Vec<u8> = hb
        .laws
        .laws
        .iter()
        .filter(|l| l.has_text())
        .map(|l| l.number)
        .collect();
    assert!(with_text.len() >= 40, "laws with text: {with_text:?}");
    // INVENTORY §2: complete body text.
    let complete: Vec<u8> = hb
        .laws
        .laws
        .iter()
        .filter(|l| l.completeness == Completeness::Complete)
        .map(|l| l.number)
        .collect();
    assert_eq!(complete, [1, 2, 8, 18, 22, 38, 39, 48, 49, 58, 63]);
    let toc_only: Vec<u8> = hb
        .laws
        .laws
        .iter()
        .filter(|l| l.completeness == Completeness::TocOnly)
        .map(|l| l.number)
        .collect();
    assert_eq!(toc_only, [9, 10, 44, 46, 47, 62, 78, 79, 80, 81]);
    // Titles from the formal text (contents or body): 38 laws.
    use td_handbook::model::laws::TitleFrom;
    let formal: Vec<u8> = hb
        .laws
        .laws
        .iter()
        .filter(|l| {
            l.title.is_some()
                && l.title_from
                    .iter()
                    .any(|t| matches!(t, TitleFrom::Toc | TitleFrom::Body))
        })
        .map(|l| l.number)
        .collect();
    assert!(
        formal.len() >= 38,
        "formal titles: {} {formal:?}",
        formal.len()
    );
    for n in [
        1, 2, 8, 9, 10, 11, 14, 16, 18, 19, 22, 23, 24, 25, 26, 27, 31, 38, 39, 40, 43, 45, 46, 47,
        48, 49, 50, 53, 58, 62, 63, 64, 71, 77, 78, 79, 80, 81,
    ] {
        assert!(formal.contains(&n), "law {n} should have a formal title");
    }
    for n in [55, 56, 57] {
        assert!(
            law(&hb, n).title_from.contains(&TitleFrom::Commentary),
            "law {n}"
        );
    }
}

#[test]
fn spot_check_64a1() {
    let hb = hb();
    let it = law(&hb, 64).item("64A1").expect("64A1");
    let text = &it.paras[0].text;
    assert!(
        text.contains("плюс одна из последующих взяток, выигранных нарушившей стороной"),
        "{text}"
    );
    assert_eq!(it.paras[0].src.file, "004_e44490e4d8cd7681.txt");
    assert_eq!(it.paras[0].src.lines, (160, 165));
    assert_eq!(it.paras[0].src.page, Some(91));
    assert!(text.contains("(НАКАЗАНИЕ)"));
}

fn restored(p: &Para) -> Vec<&str> {
    p.edits
        .iter()
        .filter(|e| e.kind == EditKind::RestoredSuitSymbol)
        .map(|e| e.after.as_str())
        .collect()
}

#[test]
fn suits_restored_and_recorded() {
    let hb = hb();
    let p = &law(&hb, 1).intro[0];
    assert!(
        p.text.contains("пика (♠), черва (♥), бубна (♦), трефа (♣)"),
        "{}",
        p.text
    );
    assert_eq!(restored(p).len(), 4);
    let e = law(&hb, 18).item("18E").expect("18E");
    let p = e
        .paras
        .iter()
        .find(|p| p.text.starts_with("NT"))
        .expect("18E list");
    assert_eq!(p.text, "NT (без козыря), ♠, ♥, ♦, ♣.");
    assert_eq!(restored(p).len(), 1);
    let f = &law(&hb, 75).footnotes[0];
    let with_2d: Vec<_> = f.paras.iter().filter(|p| p.text.contains("2♦")).collect();
    assert_eq!(with_2d.len(), 2, "both 2♦ of the Law 75 example");
    assert!(with_2d.iter().all(|p| !restored(p).is_empty()));
}

#[test]
fn headless_fragments_are_attributed_by_position() {
    let hb = hb();
    // 004 after «- 79 -» is Law 52; after «- 95 -» Law 70 (claims); after «- 91 -» Law 67;
    // after «- 99 -» Law 73; after «- 103 -» Law 75.
    let first_src = |n: u8| {
        let l = law(&hb, n);
        all_paras(l)
            .into_iter()
            .map(|p| (p.src.file.clone(), p.src.lines.0))
            .min_by_key(|s| s.1)
            .expect("text")
    };
    assert_eq!(first_src(52), ("004_e44490e4d8cd7681.txt".into(), 51));
    assert_eq!(first_src(67), ("004_e44490e4d8cd7681.txt".into(), 169));
    assert_eq!(first_src(73), ("004_e44490e4d8cd7681.txt".into(), 250));
    assert_eq!(first_src(75), ("004_e44490e4d8cd7681.txt".into(), 290));
    // And not to the law whose heading came last before the page marker.
    assert!(all_paras(law(&hb, 50)).iter().all(|p| p.src.lines.0 < 50));
    assert!(all_paras(law(&hb, 71)).iter().all(|p| p.src.lines.0 < 248));
    assert!(law(&hb, 52).item("52B1(C)").is_some());
    assert!(law(&hb, 73).item("73D2").is_some());
    // A fragment that starts mid-sentence is marked.
    assert!(law(&hb, 75).item("75?").expect("75?").paras[0].truncated_start);
    assert!(law(&hb, 26).item("26A2").expect("26A2").paras[0].truncated_start);
}

#[test]
fn revoke_index_entry() {
    let hb = hb();
    let e = hb
        .index
        .entries
        .iter()
        .find(|e| e.headword.as_deref() == Some("Фальшренонс"))
        .expect("entry");
    assert_eq!(e.subs.len(), 13);
    let laws: Vec<Vec<u8>> = e.subs.iter().map(|s| s.laws.clone()).collect();
    assert_eq!(
        laws,
        vec![
            vec![64],
            vec![63, 67],
            vec![62, 63],
            vec![64],
            vec![61],
            vec![62],
            vec![42, 43, 61],
            vec![66],
            vec![61],
            vec![64],
            vec![],
            vec![67],
            vec![14]
        ]
    );
    let def = e
        .subs
        .iter()
        .find(|s| s.raw == "Определение =")
        .expect("def");
    assert_eq!(def.display, "Определение фальшренонса");
    let twelfth = e
        .subs
        .iter()
        .find(|s| s.raw == "= в 12-й взятке")
        .expect("12th");
    assert!(twelfth.refs_missing);
    assert_eq!(
        hb.index.entries.iter().map(|e| e.subs.len()).sum::<usize>(),
        95
    );
    let printed = hb
        .index
        .entries
        .iter()
        .filter(|e| e.headword_from == td_handbook::model::index::HeadwordFrom::Printed)
        .count();
    assert_eq!(printed, 16);
    assert!(
        hb.index
            .entries
            .iter()
            .flat_map(|e| &e.subs)
            .all(|s| !s.display.contains(" = ") || s.raw == "Ошибочное =")
    );
}

#[test]
fn law_25_titles_disagree_and_the_note_says_so() {
    let hb = hb();
    let l = law(&hb, 25);
    assert!(
        l.notes
            .iter()
            .any(|n| n.contains("заявок") && n.contains("заявки")),
        "{:?}",
        l.notes
    );
}

#[test]
fn footnotes_sit_at_their_anchors() {
    let hb = hb();
    let f20 = &law(&hb, 20).footnotes;
    let star = f20.iter().find(|f| f.mark == "*").expect("20 *");
    assert_eq!(star.anchors, ["20B", "20C2"]);
    let f26 = &law(&hb, 26).footnotes;
    assert_eq!(
        f26[0].anchors,
        ["26B"],
        "the note printed after 27B belongs to 26B"
    );
    let f70 = &law(&hb, 70).footnotes[0];
    assert_eq!(f70.anchors, ["70C3", "70D", "70E"]);
}

#[test]
fn definitions_commentary_and_quick_rules() {
    let hb = hb();
    assert_eq!(hb.definitions.definitions.len(), 12);
    assert_eq!(hb.quick_rules.sections.len(), 12);
    assert!(!hb.quick_rules.normative);
    assert!(
        hb.quick_rules
            .sections
            .iter()
            .any(|s| s.differs.iter().any(|d| d.law_ref == "64A1"))
    );
    let c: Vec<u8> = hb.commentary.laws.iter().map(|c| c.law).collect();
    assert_eq!(c, [54, 55, 56, 57]);
    let numbers: usize = hb.commentary.laws.iter().map(|c| c.paras.len()).sum();
    assert_eq!(
        numbers,
        1 + 1 + 6 + 3 + 6,
        "the unnumbered tail, 54.7, 55.1–6, 56.1–3, 57.1–6"
    );
}
