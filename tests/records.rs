//! Ruling records: the text form against an expected file, the PDF read back with
//! a PDF reader, the session report, the flowchart, and the ruling log on disk.

use std::path::PathBuf;

use td_handbook::load::{self, Handbook};
use td_handbook::records::journal::{Journal, LogError, backup_path};
use td_handbook::records::{Facts, RulingRecord, flowchart, layout, pdf, text};
use td_handbook::rulings::Session;

fn hb() -> Handbook {
    load::load(&load::embedded()).expect("data").0
}

fn facts() -> Facts {
    Facts {
        event: "Кубок города".into(),
        director: "А. Судьин".into(),
        round: "3".into(),
        table: "7".into(),
        board: Some(23),
        ns: "Иванов – Петров".into(),
        ew: "Сидоров – Козлов".into(),
        adjustment: "N-S −2 взятки (передача по 64A1)".into(),
        notes: "Вызван после окончания розыгрыша.".into(),
    }
}

fn revoke_record(hb: &Handbook, answers: &[&str]) -> RulingRecord {
    let tree = hb.tree("revoke").expect("revoke");
    let s = Session::replay(tree, answers).expect("answers");
    let o = s.outcome().expect("ruling");
    RulingRecord::new(hb, &tree.id, &tree.title, &o, facts(), "2026-11-30 19:05")
}

fn tmp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("td-records-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).expect("tmp dir");
    d
}

/// The text of each page of a PDF, read back with a PDF reader (pdf-extract): what a person
/// would see, not what the renderer meant to draw. Line breaks are dropped, so the words are
/// joined with single spaces before searching.
fn pages_text(bytes: &[u8]) -> Vec<String> {
    pdf_extract::extract_text_from_mem_by_pages(bytes)
        .expect("the PDF reads back")
        .into_iter()
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn text_record_matches_the_expected_file() {
    let hb = hb();
    let mut r = revoke_record(&hb, &["1", "2", "1", "1", "2"]);
    r.id = 1;
    let want = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/record_revoke.txt"
    ))
    .expect("expected file");
    assert_eq!(text::record(&r), want);
}

#[test]
fn pdf_record_reads_back() {
    let hb = hb();
    let r = revoke_record(&hb, &["1", "2", "1", "1", "2"]);
    let bytes = pdf::record_pdf(&r).expect("pdf");
    assert!(bytes.starts_with(b"%PDF"));
    let flat = pages_text(&bytes).join(" ");
    for want in [
        "Кубок города",
        "сдаёт S, все в зоне",
        "Две взятки переходят к ненарушившей стороне",
        "63B",
        "64A1",
        "плюс одна из последующих взяток",
        "Подпись судьи",
    ] {
        assert!(flat.contains(want), "«{want}» not in the PDF text:\n{flat}");
    }
}

#[test]
fn a_citation_the_sources_lack_says_so() {
    let hb = hb();
    // The 12th-trick ruling cites 62D1 and 64B6, which the sources have only as titles.
    let r = revoke_record(&hb, &["2"]);
    let t = text::record(&r);
    assert!(t.contains("62D1"));
    assert!(t.contains("(текста этого пункта в источниках нет)"), "{t}");
}

#[test]
fn session_report_lists_then_one_per_page() {
    let hb = hb();
    let mut records = Vec::new();
    for (i, a) in [
        &["1", "2", "1", "1", "2"][..],
        &["2"],
        &["1", "2", "1", "1", "0"],
    ]
    .iter()
    .enumerate()
    {
        let mut r = revoke_record(&hb, a);
        r.id = i as u64 + 1;
        r.facts.table = format!("{}", 10 + i);
        records.push(r);
    }
    let bytes = pdf::session_pdf(&records, "Журнал решений судьи").expect("pdf");
    let pages = pages_text(&bytes);
    assert!(
        pages.len() >= 4,
        "a list page and one page per ruling: {}",
        pages.len()
    );
    assert!(pages[0].contains("Решений: 3"));
    for (k, r) in records.iter().enumerate() {
        assert!(
            pages[k + 1].contains(&format!("Решение судьи № {}", r.id)),
            "page {}",
            k + 2
        );
    }
}

#[test]
fn flowcharts_have_no_overlapping_boxes() {
    let hb = hb();
    let m = layout::Measurer::new().expect("fonts");
    for (_, tree) in &hb.trees {
        let pages = flowchart::flowchart(tree, &m);
        assert_eq!(flowchart::overlapping_boxes(&pages), 0, "{}", tree.id);
        let ((w, h), ops) = &pages.pages[0];
        assert!(w > h, "landscape");
        for op in ops {
            if let layout::Op::Rect { rect, .. } = op {
                assert!(
                    rect.0 >= 0.0
                        && rect.1 >= 0.0
                        && rect.0 + rect.2 <= *w
                        && rect.1 + rect.3 <= *h,
                    "{}: box off the page",
                    tree.id
                );
            }
        }
    }
    let tree = hb.tree("revoke").expect("revoke");
    let t = pages_text(&pdf::flowchart_pdf(tree).expect("pdf")).join(" ");
    assert!(t.contains("Фальшренонс") && t.contains("64A1"), "{t}");
}

#[test]
fn journal_saves_keeps_a_backup_and_reopens() {
    let hb = hb();
    let d = tmp("journal");
    let path = d.join("journal.ron");
    let mut j = Journal::open(&path).expect("empty log");
    assert!(j.log.records.is_empty());
    let id1 = j.append(revoke_record(&hb, &["2"])).expect("append");
    let id2 = j
        .append(revoke_record(&hb, &["1", "2", "1", "1", "2"]))
        .expect("append");
    assert_eq!((id1, id2), (1, 2));
    assert!(backup_path(&path).exists(), "the previous version is kept");
    j.set_notes(1, "Новая заметка").expect("notes");
    let removed = j.remove(2).expect("remove");
    j.restore(removed).expect("undo");
    let j = Journal::open(&path).expect("reopen");
    assert_eq!(j.log.records.len(), 2);
    assert_eq!(
        j.get(1).map(|r| r.facts.notes.as_str()),
        Some("Новая заметка")
    );
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn a_corrupt_log_is_refused_and_left_unchanged() {
    let d = tmp("corrupt");
    let path = d.join("journal.ron");
    let garbage = "LogFile(version: 1, records: [RulingRecord(id: 1, time: \"x\"\n оборвано";
    std::fs::write(&path, garbage).expect("write");
    match Journal::open(&path) {
        Err(LogError::Corrupt { line, col, .. }) => assert!(line >= 1 && col >= 1),
        other => panic!("expected a corrupt-log error, got {other:?}"),
    }
    assert_eq!(
        std::fs::read_to_string(&path).expect("read"),
        garbage,
        "byte for byte unchanged"
    );
    // Starting a new log only when asked, and the old file is kept aside.
    let (j, moved) = Journal::start_new(&path, "test").expect("new log");
    assert!(j.log.records.is_empty());
    let moved = moved.expect("moved aside");
    assert_eq!(std::fs::read_to_string(moved).expect("read"), garbage);
    let _ = std::fs::remove_dir_all(d);
}
