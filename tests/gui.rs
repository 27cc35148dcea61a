//! The desktop app driven as a user would, headless, by role and label (egui_kittest).
#![cfg(feature = "gui")]

use std::sync::Arc;

use eframe::egui;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use td_handbook::app::HandbookApp;
use td_handbook::app::state::{Prefs, View};
use td_handbook::load;

/// A log file of its own for each test (tests run in parallel).
fn log_path() -> std::path::PathBuf {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static N: AtomicUsize = AtomicUsize::new(0);
    let n = N.fetch_add(1, Ordering::SeqCst);
    let dir = std::env::temp_dir().join(format!("td-gui-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir.join("journal.ron")
}

fn app(prefs: Prefs) -> Harness<'static, HandbookApp> {
    app_with_log(prefs, log_path())
}

fn app_with_log(prefs: Prefs, log: std::path::PathBuf) -> Harness<'static, HandbookApp> {
    let (hb, _) = load::load(&load::embedded()).expect("data");
    let hb = Arc::new(hb);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 900.0))
        .build_eframe(move |cc| HandbookApp::new(&cc.egui_ctx, hb.clone(), prefs.clone(), &log));
    h.run_steps(2);
    h
}

fn search(h: &mut Harness<'static, HandbookApp>, text: &str) {
    let field = h.get_by_role(Role::TextInput);
    field.focus();
    field.type_text(text);
    h.run_steps(3);
}

#[test]
fn search_open_law_64_and_read_it() {
    let mut h = app(Prefs::default());
    search(&mut h, "фальшренонс");
    assert_eq!(h.state().view(), &View::Search);
    assert!(!h.state().hits().is_empty());
    // Grouped results: the group headings and the index entry are on screen.
    assert!(
        h.get_all_by_label("Указатель").count() >= 2,
        "the tab and the group heading"
    );
    assert!(
        h.query_by_label_contains("Наказание за фальшренонс")
            .is_some()
    );
    h.get_by_label_contains("Наказание за фальшренонс").click();
    h.run_steps(3);
    assert_eq!(h.state().view(), &View::Law("64".into()));
    assert!(
        h.query_by_label("Правило 64. Процедура после выявления фальшренонса")
            .is_some()
    );
    assert!(
        h.query_by_label_contains("плюс одна из последующих взяток")
            .is_some()
    );
}

#[test]
fn keyboard_in_results_and_escape() {
    let mut h = app(Prefs::default());
    search(&mut h, "64a1");
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    assert_eq!(h.state().view(), &View::Law("64A1".into()));
}

#[test]
fn follow_a_reference_link_and_come_back() {
    let mut h = app(Prefs::default());
    h.state_mut().apply(
        &egui::Context::default(),
        td_handbook::app::state::Command::Open(View::Law("63".into())),
    );
    h.run_steps(3);
    // 63B says «см. правило 62D»: the reference is a link.
    h.get_by_label("62D").click_accesskit();
    h.run_steps(3);
    assert_eq!(h.state().view(), &View::Law("62D".into()));
    assert!(
        h.query_by_label_contains("Фальшренонс в 12-й взятке")
            .is_some()
    );
    h.key_press_modifiers(egui::Modifiers::ALT, egui::Key::ArrowLeft);
    h.run_steps(3);
    assert_eq!(h.state().view(), &View::Law("63".into()));
    h.key_press_modifiers(egui::Modifiers::ALT, egui::Key::ArrowRight);
    h.run_steps(3);
    assert_eq!(h.state().view(), &View::Law("62D".into()));
}

#[test]
fn revoke_tree_with_keys_to_a_ruling_then_a_citation() {
    let mut h = app(Prefs::default());
    h.get_by_label("Фальшренонс").click();
    h.run_steps(3);
    assert_eq!(h.state().view(), &View::Wizard(Some("revoke".into())));
    // The 12th-trick branch: the second answer of the first question.
    h.key_press(egui::Key::Num2);
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("Решение:").is_some(),
        "the ruling card is shown"
    );
    assert!(h.query_by_label("Объявить игрокам").is_some());
    h.get_by_label("64B6").click_accesskit();
    h.run_steps(3);
    assert_eq!(h.state().view(), &View::Law("64B6".into()));
}

#[test]
fn theme_and_font_scale() {
    let mut h = app(Prefs::default());
    assert!(h.state().prefs.dark);
    h.get_by_label("☀").click();
    h.run_steps(2);
    assert!(!h.state().prefs.dark);
    assert!(
        !h.ctx.global_style().visuals.dark_mode,
        "light visuals applied"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Plus);
    h.run_steps(2);
    assert!((h.state().prefs.scale - 1.1).abs() < 1e-4);
    assert!((h.ctx.zoom_factor() - 1.1).abs() < 1e-4);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Minus);
    h.run_steps(2);
    assert!((h.state().prefs.scale - 0.9).abs() < 1e-4);
}

#[test]
fn bookmarks_and_history_survive_a_restart() {
    let mut h = app(Prefs::default());
    h.state_mut().apply(
        &egui::Context::default(),
        td_handbook::app::state::Command::Open(View::Law("50".into())),
    );
    h.run_steps(3);
    h.get_by_label("☆ В закладки").click();
    h.run_steps(2);
    let saved = h.state().prefs_to_save();
    // What eframe stores is this struct as RON; a new run reads it back.
    let text = ron::to_string(&saved).expect("serialise");
    let restored: Prefs = ron::from_str(&text).expect("deserialise");
    drop(h);
    let mut h = app(restored);
    assert_eq!(h.state().view(), &View::Law("50".into()));
    assert_eq!(h.state().prefs.bookmarks, vec!["50".to_string()]);
    assert!(h.state().prefs.history.contains(&"50".to_string()));
    h.get_by_label("Закладки").click();
    h.run_steps(2);
    assert!(h.query_by_label_contains("★ 50").is_some());
}

#[test]
fn a_law_with_no_text_shows_the_notice() {
    let mut h = app(Prefs::default());
    h.state_mut().apply(
        &egui::Context::default(),
        td_handbook::app::state::Command::Open(View::Law("61".into())),
    );
    h.run_steps(3);
    assert!(
        h.query_by_label("Текста этого правила в источниках нет.")
            .is_some()
    );
    // What is known: the index entries that point to it.
    assert!(h.query_by_label("Определение фальшренонса").is_some());
}

#[test]
fn a_bad_data_folder_keeps_the_current_data() {
    let mut h = app(Prefs::default());
    let dir = std::env::temp_dir().join(format!("td-gui-bad-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(dir.join("laws.ron"), "LawsFile(edition: 1987, book: ").expect("write");
    std::fs::write(dir.join("index.ron"), "IndexFile(entries: [])").expect("write");
    h.state_mut().load_dir(&dir);
    h.run_steps(2);
    let (msg, err) = h.state().message.clone().expect("a message");
    assert!(err);
    assert!(msg.contains("laws.ron:1:"), "{msg}");
    assert_eq!(
        h.state().handbook().laws.laws.len(),
        93,
        "the current data stays"
    );
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn a_ruling_goes_to_the_journal_and_can_be_deleted_and_restored() {
    let log = log_path();
    let mut h = app_with_log(Prefs::default(), log.clone());
    h.get_by_label("Фальшренонс").click();
    h.run_steps(3);
    h.key_press(egui::Key::Num2);
    h.run_steps(3);
    // Fill the table number in the record form, then «В журнал».
    let fields: Vec<_> = h.get_all_by_role(Role::TextInput).collect();
    assert!(fields.len() >= 7, "the record form is shown");
    h.get_by_label("В журнал").click();
    h.run_steps(3);
    let (msg, err) = h.state().message.clone().expect("message");
    assert!(!err && msg.contains("№ 1"), "{msg}");
    let j = td_handbook::records::journal::Journal::open(&log).expect("log on disk");
    assert_eq!(j.log.records.len(), 1);
    assert_eq!(j.log.records[0].tree, "revoke");
    // The Журнал tab lists it; open, delete, undo.
    h.get_by_label("Журнал").click();
    h.run_steps(2);
    h.get_by_label_contains("№ 1 ·").click();
    h.run_steps(3);
    assert_eq!(h.state().view(), &View::Record(1));
    h.get_by_label("Удалить").click();
    h.run_steps(3);
    assert!(
        h.state()
            .journal()
            .as_ref()
            .expect("log")
            .log
            .records
            .is_empty()
    );
    h.get_by_label("Отменить удаление").click();
    h.run_steps(3);
    assert_eq!(
        h.state().journal().as_ref().expect("log").log.records.len(),
        1
    );
    assert_eq!(
        td_handbook::records::journal::Journal::open(&log)
            .expect("log")
            .log
            .records
            .len(),
        1
    );
}

#[test]
fn a_corrupt_journal_is_reported_and_left_alone() {
    let log = log_path();
    std::fs::create_dir_all(log.parent().expect("dir")).expect("dir");
    std::fs::write(&log, "LogFile(version: 1, records: [ сломано").expect("write");
    let mut h = app_with_log(Prefs::default(), log.clone());
    assert!(h.state().journal().is_err());
    h.get_by_label("Журнал").click();
    h.run_steps(2);
    assert!(h.query_by_label_contains("повреждён").is_some());
    assert_eq!(
        std::fs::read_to_string(&log).expect("read"),
        "LogFile(version: 1, records: [ сломано"
    );
}
