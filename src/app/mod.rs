//! The desktop app (egui/eframe 0.37), built only with the `gui` feature. The core never
//! sees a `Ui`: the views here call the same search, rulings and tools as the command line.

pub mod journal_view;
pub mod reader;
pub mod search_view;
pub mod state;
pub mod tabs;
pub mod text;
pub mod tools_view;
pub mod wizard;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use eframe::egui::{self, RichText};

use crate::load::{self, Handbook};
use crate::records::journal::Journal;
use crate::records::{RulingRecord, pdf};
use crate::search::{Hit, SearchIndex};
use state::{Command, Prefs, Tab, View};

/// The font with Cyrillic and ♠♥♦♣ (egui's own fonts lack the suits).
const DEJAVU: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// Puts DejaVu Sans first in both families.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu".into(),
        Arc::new(egui::FontData::from_static(DEJAVU)),
    );
    for fam in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(fam)
            .or_default()
            .insert(0, "dejavu".into());
    }
    ctx.set_fonts(fonts);
}

/// The app.
pub struct HandbookApp {
    hb: Arc<Handbook>,
    index: SearchIndex,
    /// Preferences and places, kept between runs.
    pub prefs: Prefs,
    view: View,
    back: Vec<View>,
    forward: Vec<View>,
    query: String,
    hits: Vec<Hit>,
    selected: usize,
    focus_search: bool,
    wizard: wizard::WizardState,
    tools: tools_view::ToolsState,
    index_letter: Option<char>,
    /// A message for the user (an error says what and where).
    pub message: Option<(String, bool)>,
    commands: Vec<Command>,
    journal: Result<Journal, String>,
    undo: Option<RulingRecord>,
    notes: (u64, String),
    applied_scale: f32,
    applied_dark: Option<bool>,
}

impl HandbookApp {
    /// A new app over loaded data with remembered preferences and the ruling log at `log`.
    pub fn new(ctx: &egui::Context, hb: Arc<Handbook>, prefs: Prefs, log: &Path) -> Self {
        install_fonts(ctx);
        let index = SearchIndex::new(&hb, &hb.synonyms);
        let view = prefs.view.clone();
        HandbookApp {
            hb,
            index,
            prefs,
            view,
            back: Vec::new(),
            forward: Vec::new(),
            query: String::new(),
            hits: Vec::new(),
            selected: 0,
            focus_search: false,
            wizard: wizard::WizardState::default(),
            tools: tools_view::ToolsState::default(),
            index_letter: None,
            message: None,
            commands: Vec::new(),
            journal: Journal::open(log).map_err(|e| e.to_string()),
            undo: None,
            notes: (0, String::new()),
            applied_scale: 0.0,
            applied_dark: None,
        }
    }

    /// The app as eframe creates it: preferences from eframe's storage.
    pub fn from_creation(cc: &eframe::CreationContext<'_>, hb: Arc<Handbook>) -> Self {
        let prefs = cc
            .storage
            .and_then(|s| eframe::get_value(s, eframe::APP_KEY))
            .unwrap_or_default();
        Self::new(
            &cc.egui_ctx,
            hb,
            prefs,
            &crate::records::journal::default_path(),
        )
    }

    /// The ruling log, or why it could not be opened.
    pub fn journal(&self) -> &Result<Journal, String> {
        &self.journal
    }

    /// The loaded data.
    pub fn handbook(&self) -> &Handbook {
        &self.hb
    }

    /// What the centre shows.
    pub fn view(&self) -> &View {
        &self.view
    }

    /// The current search results.
    pub fn hits(&self) -> &[Hit] {
        &self.hits
    }

    /// The preferences to store (the view included).
    pub fn prefs_to_save(&self) -> Prefs {
        let mut p = self.prefs.clone();
        p.view = self.view.clone();
        p
    }

    fn run_search(&mut self) {
        self.hits = self.index.search(&self.query, 40);
        self.selected = 0;
        if self.query.trim().is_empty() {
            if self.view == View::Search {
                self.view = self.back.pop().unwrap_or_default();
            }
        } else if self.view != View::Search {
            self.back.push(self.view.clone());
            self.view = View::Search;
        }
    }

    fn open(&mut self, v: View) {
        if v == self.view {
            return;
        }
        if let View::Law(r) = &v {
            self.prefs.remember(r);
        }
        if let View::Wizard(Some(id)) = &v
            && self.view != v
        {
            self.wizard.inputs.clear();
            self.wizard.error = None;
            self.wizard.number.clear();
            self.wizard.board.clear();
            self.wizard.facts = crate::records::Facts {
                event: self.prefs.event.clone(),
                director: self.prefs.director.clone(),
                ..Default::default()
            };
            let _ = id;
        }
        self.back.push(std::mem::replace(&mut self.view, v));
        self.forward.clear();
    }

    /// Applies one command (also used by tests and shortcuts).
    pub fn apply(&mut self, ctx: &egui::Context, c: Command) {
        match c {
            Command::Open(v) => self.open(v),
            Command::Back => {
                if let Some(v) = self.back.pop() {
                    self.forward.push(std::mem::replace(&mut self.view, v));
                }
            }
            Command::Forward => {
                if let Some(v) = self.forward.pop() {
                    self.back.push(std::mem::replace(&mut self.view, v));
                }
            }
            Command::Tab(t) => self.prefs.tab = t,
            Command::ToggleTheme => self.prefs.dark = !self.prefs.dark,
            Command::Zoom(step) => self.prefs.zoom(step),
            Command::FocusSearch => self.focus_search = true,
            Command::Search(q) => {
                self.query = q;
                self.run_search();
            }
            Command::ToggleBookmark(r) => self.prefs.toggle_bookmark(&r),
            Command::Answer(i) => {
                if let View::Wizard(Some(id)) = &self.view
                    && let Some(tree) = self.hb.tree(id)
                {
                    let mut s = wizard::session(tree, &self.wizard.inputs);
                    match s.answer(i) {
                        Ok(()) => {
                            self.wizard.inputs.push(i);
                            self.wizard.error = None;
                            self.wizard.number.clear();
                        }
                        Err(e) => self.wizard.error = Some(e.to_string()),
                    }
                }
            }
            Command::StepBack(n) => {
                self.wizard.inputs.truncate(n);
                self.wizard.error = None;
            }
            Command::Restart => {
                self.wizard.inputs.clear();
                self.wizard.error = None;
            }
            Command::Import => self.import_dialog(),
            Command::OpenDataFolder => {
                if let Some(dir) = rfd::FileDialog::new()
                    .set_title("Папка данных")
                    .pick_folder()
                {
                    self.load_dir(&dir);
                }
            }
            Command::EmbeddedData => match load::load(&load::embedded()) {
                Ok((hb, _)) => self.replace_data(hb, "Загружены встроенные данные."),
                Err(p) => self.fail(&p),
            },
            Command::ToJournal => self.log_ruling(),
            Command::SavePdf => {
                if let Some(r) = self.current_record()
                    && let Some(path) = rfd::FileDialog::new()
                        .set_file_name("решение.pdf")
                        .save_file()
                {
                    self.message = Some(
                        match pdf::record_pdf(&r)
                            .map_err(|e| e.to_string())
                            .and_then(|b| std::fs::write(&path, b).map_err(|e| e.to_string()))
                        {
                            Ok(()) => (format!("PDF записан: {}", path.display()), false),
                            Err(e) => (format!("PDF не записан: {e}"), true),
                        },
                    );
                }
            }
            Command::Print => {
                if let Some(r) = self.current_record() {
                    self.print(pdf::record_pdf(&r).map_err(|e| e.to_string()), "решение");
                }
            }
            Command::PrintFlowchart => {
                if let View::Wizard(Some(id)) = &self.view
                    && let Some(tree) = self.hb.tree(id)
                {
                    let bytes = pdf::flowchart_pdf(tree).map_err(|e| e.to_string());
                    self.print(bytes, &format!("схема-{id}"));
                }
            }
            Command::SaveNotes(id, notes) => {
                if let Ok(j) = &mut self.journal {
                    self.message = Some(match j.set_notes(id, &notes) {
                        Ok(()) => ("Заметки сохранены.".into(), false),
                        Err(e) => (e.to_string(), true),
                    });
                }
            }
            Command::Delete(id) => {
                if let Ok(j) = &mut self.journal {
                    match j.remove(id) {
                        Ok(r) => {
                            self.undo = Some(r);
                            self.message = Some((format!("Решение № {id} удалено."), false));
                            if self.view == View::Record(id) {
                                self.view = View::Home;
                            }
                        }
                        Err(e) => self.message = Some((e.to_string(), true)),
                    }
                }
            }
            Command::Undo => {
                if let (Some(r), Ok(j)) = (self.undo.take(), &mut self.journal) {
                    let id = r.id;
                    self.message = Some(match j.restore(r) {
                        Ok(()) => (format!("Решение № {id} восстановлено."), false),
                        Err(e) => (e.to_string(), true),
                    });
                }
            }
            Command::ExportSession => {
                if let Ok(j) = &self.journal
                    && let Some(path) = rfd::FileDialog::new()
                        .set_file_name("журнал.pdf")
                        .add_filter("PDF", &["pdf"])
                        .add_filter("Текст", &["txt"])
                        .save_file()
                {
                    let result = if path.extension().is_some_and(|e| e == "txt") {
                        std::fs::write(&path, crate::records::text::session(&j.log.records))
                            .map_err(|e| e.to_string())
                    } else {
                        pdf::session_pdf(&j.log.records, "Журнал решений судьи")
                            .map_err(|e| e.to_string())
                            .and_then(|b| std::fs::write(&path, b).map_err(|e| e.to_string()))
                    };
                    self.message = Some(match result {
                        Ok(()) => (format!("Журнал экспортирован: {}", path.display()), false),
                        Err(e) => (format!("Экспорт не выполнен: {e}"), true),
                    });
                }
            }
            Command::NewJournal => {
                let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S").to_string();
                let path = crate::records::journal::default_path();
                let path = match &self.journal {
                    Ok(j) => j.path().to_path_buf(),
                    Err(_) => path,
                };
                match Journal::start_new(&path, &stamp) {
                    Ok((j, moved)) => {
                        self.journal = Ok(j);
                        let kept = moved
                            .map(|m| format!("; прежний файл: {}", m.display()))
                            .unwrap_or_default();
                        self.message = Some((format!("Начат новый журнал{kept}"), false));
                    }
                    Err(e) => self.message = Some((e.to_string(), true)),
                }
            }
        }
        let _ = ctx;
    }

    /// The record of the wizard's current ruling, if the wizard has reached one.
    pub fn current_record(&self) -> Option<RulingRecord> {
        let View::Wizard(Some(id)) = &self.view else {
            return None;
        };
        let tree = self.hb.tree(id)?;
        let s = wizard::session(tree, &self.wizard.inputs);
        let o = s.outcome()?;
        let time = chrono::Local::now().format("%Y-%m-%d %H:%M").to_string();
        Some(RulingRecord::new(
            &self.hb,
            &tree.id,
            &tree.title,
            &o,
            self.wizard.facts.clone(),
            &time,
        ))
    }

    fn log_ruling(&mut self) {
        let Some(record) = self.current_record() else {
            return;
        };
        self.prefs.event = record.facts.event.clone();
        self.prefs.director = record.facts.director.clone();
        match &mut self.journal {
            Ok(j) => {
                self.message = Some(match j.append(record) {
                    Ok(id) => (format!("Решение № {id} записано в журнал."), false),
                    Err(e) => (format!("Не записано: {e}"), true),
                });
            }
            Err(e) => self.message = Some((format!("Журнал недоступен: {e}"), true)),
        }
    }

    /// Writes a PDF to the temporary folder and hands it to the system: `lp` prints it where
    /// there is a print system, otherwise the default viewer opens it (print from there).
    fn print(&mut self, bytes: Result<Vec<u8>, String>, name: &str) {
        let stamp = chrono::Local::now().format("%Y%m%d-%H%M%S");
        let path = std::env::temp_dir().join(format!("td-handbook-{name}-{stamp}.pdf"));
        let written = bytes.and_then(|b| std::fs::write(&path, b).map_err(|e| e.to_string()));
        if let Err(e) = written {
            self.message = Some((format!("PDF не создан: {e}"), true));
            return;
        }
        let try_run = |cmd: &str, args: &[&std::ffi::OsStr]| {
            std::process::Command::new(cmd)
                .args(args)
                .status()
                .is_ok_and(|s| s.success())
        };
        let p = path.as_os_str();
        let printed = !cfg!(windows) && try_run("lp", &[p]);
        let opened = !printed
            && (if cfg!(windows) {
                try_run("cmd", &["/C".as_ref(), "start".as_ref(), "".as_ref(), p])
            } else if cfg!(target_os = "macos") {
                try_run("open", &[p])
            } else {
                try_run("xdg-open", &[p])
            });
        self.message = Some(if printed {
            (format!("Отправлено на печать: {}", path.display()), false)
        } else if opened {
            (format!("PDF открыт для печати: {}", path.display()), false)
        } else {
            (
                format!("Печать недоступна; PDF сохранён: {}", path.display()),
                false,
            )
        });
    }

    fn fail(&mut self, problems: &[crate::validate::Problem]) {
        let list: Vec<String> = problems.iter().take(5).map(ToString::to_string).collect();
        self.message = Some((
            format!(
                "Данные не загружены, остаются прежние:\n{}",
                list.join("\n")
            ),
            true,
        ));
    }

    fn replace_data(&mut self, hb: Handbook, msg: &str) {
        self.index = SearchIndex::new(&hb, &hb.synonyms);
        self.hb = Arc::new(hb);
        self.wizard = wizard::WizardState::default();
        self.run_search();
        self.message = Some((msg.to_string(), false));
    }

    /// Loads a data folder; on failure the current data stays and the message says why.
    pub fn load_dir(&mut self, dir: &Path) {
        match load::read_dir(dir) {
            Err(e) => {
                self.message = Some((format!("Данные не загружены, остаются прежние: {e}"), true))
            }
            Ok(files) => match load::load(&files) {
                Ok((hb, _)) => {
                    self.replace_data(hb, &format!("Загружены данные из {}", dir.display()))
                }
                Err(p) => self.fail(&p),
            },
        }
    }

    /// Imports laws text files into `out` and loads the result; on failure nothing changes.
    pub fn import_files(&mut self, files: &[PathBuf], out: &Path) {
        let corr = match crate::import::parse_corrections(
            "corrections.ron",
            include_str!("../../laws/corrections.ron"),
        ) {
            Ok(c) => c,
            Err(e) => {
                self.message = Some((format!("Импорт не выполнен: {e}"), true));
                return;
            }
        };
        let result = crate::import::read_sources(files)
            .and_then(|src| crate::import::import(&src, &corr))
            .and_then(|imp| crate::import::write(&imp, out).map(|()| imp));
        match result {
            Ok(imp) => {
                let with_text = imp.laws.laws.iter().filter(|l| l.has_text()).count();
                self.load_dir(out);
                if let Some((m, false)) = &self.message {
                    self.message = Some((
                        format!("{m}. Импортировано правил с текстом: {with_text}."),
                        false,
                    ));
                }
            }
            Err(e) => {
                self.message = Some((format!("Импорт не выполнен, данные прежние: {e}"), true))
            }
        }
    }

    fn import_dialog(&mut self) {
        let Some(files) = rfd::FileDialog::new()
            .set_title("Текст правил")
            .add_filter("Текст", &["txt"])
            .pick_files()
        else {
            return;
        };
        let out = eframe::storage_dir("td-handbook")
            .unwrap_or_else(std::env::temp_dir)
            .join("imported");
        self.import_files(&files, &out);
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        use egui::{Key, KeyboardShortcut, Modifiers};
        let mut cmds = Vec::new();
        ctx.input_mut(|i| {
            if i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::F))
                || i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::K))
            {
                cmds.push(Command::FocusSearch);
            }
            if i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Plus))
                || i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Equals))
            {
                cmds.push(Command::Zoom(0.1));
            }
            if i.consume_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::Minus)) {
                cmds.push(Command::Zoom(-0.1));
            }
            if i.consume_shortcut(&KeyboardShortcut::new(Modifiers::ALT, Key::ArrowLeft))
                || i.pointer.button_pressed(egui::PointerButton::Extra1)
            {
                cmds.push(Command::Back);
            }
            if i.consume_shortcut(&KeyboardShortcut::new(Modifiers::ALT, Key::ArrowRight))
                || i.pointer.button_pressed(egui::PointerButton::Extra2)
            {
                cmds.push(Command::Forward);
            }
        });
        for c in cmds {
            self.apply(ctx, c);
        }
    }

    fn top_ui(&mut self, ui: &mut egui::Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Файл", |ui| {
                if ui.button("Импорт текста правил…").clicked() {
                    self.commands.push(Command::Import);
                }
                if ui.button("Открыть папку данных…").clicked() {
                    self.commands.push(Command::OpenDataFolder);
                }
                if ui.button("Встроенные данные").clicked() {
                    self.commands.push(Command::EmbeddedData);
                }
            });
            ui.menu_button("Вид", |ui| {
                let theme = if self.prefs.dark { "Светлая тема" } else { "Тёмная тема" };
                if ui.button(theme).clicked() {
                    self.commands.push(Command::ToggleTheme);
                }
                if ui.button("Крупнее (Ctrl +)").clicked() {
                    self.commands.push(Command::Zoom(0.1));
                }
                if ui.button("Мельче (Ctrl −)").clicked() {
                    self.commands.push(Command::Zoom(-0.1));
                }
            });
            ui.menu_button("Справка", |ui| {
                ui.label(format!(
                    "Правила спортивного бриджа, редакция {} г., по книге «{}».\nИсточники — фрагменты книги: где текста нет, это сказано.\nCtrl+F / Ctrl+K — поиск, Alt+← / Alt+→ — назад / вперёд,\n1–9 — ответ в разборе, Ctrl +/− — масштаб.",
                    self.hb.laws.edition, self.hb.laws.book
                ));
            });
        });
        ui.horizontal(|ui| {
            if ui.button("◀").on_hover_text("Назад (Alt+←)").clicked() {
                self.commands.push(Command::Back);
            }
            if ui.button("▶").on_hover_text("Вперёд (Alt+→)").clicked() {
                self.commands.push(Command::Forward);
            }
            let edit = egui::TextEdit::singleline(&mut self.query)
                .hint_text("Поиск: фальшренонс, штрафная карта, 64A1… (Ctrl+F)")
                .desired_width(ui.available_width() - 260.0);
            let r = ui.add(edit);
            if self.focus_search {
                r.request_focus();
                self.focus_search = false;
            }
            if r.changed() {
                self.run_search();
            }
            // Enter makes a single-line field give up focus in the same frame.
            if r.has_focus() || r.lost_focus() {
                self.search_keys(ui.ctx());
            }
            ui.label(RichText::new(format!("Законы {} г.", self.hb.laws.edition)).strong());
            let theme = if self.prefs.dark { "☀" } else { "☾" };
            if ui.button(theme).on_hover_text("Тема").clicked() {
                self.commands.push(Command::ToggleTheme);
            }
        });
    }

    fn search_keys(&mut self, ctx: &egui::Context) {
        let n = self.hits.len();
        let (down, up, enter, esc) = ctx.input(|i| {
            (
                i.key_pressed(egui::Key::ArrowDown),
                i.key_pressed(egui::Key::ArrowUp),
                i.key_pressed(egui::Key::Enter),
                i.key_pressed(egui::Key::Escape),
            )
        });
        if down && n > 0 {
            self.selected = (self.selected + 1).min(n - 1);
        }
        if up {
            self.selected = self.selected.saturating_sub(1);
        }
        if enter
            && let Some(h) = crate::search::grouped(&self.hits).get(self.selected)
            && let Some(v) = search_view::open(h)
        {
            self.commands.push(Command::Open(v));
        }
        if esc {
            self.query.clear();
            self.run_search();
        }
    }

    fn left_ui(&mut self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            for t in Tab::ALL {
                if ui
                    .selectable_label(self.prefs.tab == t, t.label())
                    .clicked()
                {
                    self.commands.push(Command::Tab(t));
                }
            }
        });
        ui.separator();
        let hb = self.hb.clone();
        egui::ScrollArea::vertical()
            .id_salt("left")
            .show(ui, |ui| match self.prefs.tab {
                Tab::Contents => tabs::contents_ui(ui, &hb, &mut self.commands),
                Tab::Index => tabs::index_ui(ui, &hb, &mut self.index_letter, &mut self.commands),
                Tab::Definitions => tabs::definitions_ui(ui, &hb, &mut self.commands),
                Tab::Trees => tabs::trees_ui(ui, &hb, &mut self.commands),
                Tab::Tools => tabs::tools_ui(ui, &mut self.commands),
                Tab::Bookmarks => tabs::bookmarks_ui(ui, &hb, &self.prefs, &mut self.commands),
                Tab::Journal => journal_view::list_ui(ui, &self.journal, &mut self.commands),
            });
    }

    fn home_ui(&mut self, ui: &mut egui::Ui) {
        ui.heading("Справочник судьи по спортивному бриджу");
        ui.label(format!(
            "Правила спортивного бриджа, редакция {} г. («{}»).",
            self.hb.laws.edition, self.hb.laws.book
        ));
        ui.label(
            RichText::new(
                "Источники — фрагменты книги: у каждого правила указано, что из его текста есть.",
            )
            .weak(),
        );
        ui.add_space(10.0);
        ui.label("Частые разборы:");
        ui.horizontal_wrapped(|ui| {
            for id in [
                "revoke",
                "opening_lead_out_of_turn",
                "insufficient_bid",
                "penalty_cards",
                "claims",
                "unauthorized_information",
            ] {
                if let Some(t) = self.hb.tree(id)
                    && ui.button(RichText::new(&t.title).size(16.0)).clicked()
                {
                    self.commands
                        .push(Command::Open(View::Wizard(Some(t.id.clone()))));
                }
            }
        });
    }

    fn central_ui(&mut self, ui: &mut egui::Ui) {
        if let Some((m, err)) = self.message.clone() {
            ui.horizontal(|ui| {
                if err {
                    ui.colored_label(text::RED, &m);
                } else {
                    ui.label(&m);
                }
                if self.undo.is_some() && ui.small_button("Отменить удаление").clicked()
                {
                    self.commands.push(Command::Undo);
                }
                if ui.small_button("✕").clicked() {
                    self.message = None;
                }
            });
            ui.separator();
        }
        let hb = self.hb.clone();
        match self.view.clone() {
            View::Home => self.home_ui(ui),
            View::Search => {
                egui::ScrollArea::vertical()
                    .id_salt("results")
                    .show(ui, |ui| {
                        search_view::results_ui(
                            ui,
                            &self.query,
                            &self.hits,
                            self.selected,
                            &mut self.commands,
                        );
                    });
            }
            View::Law(r) => {
                egui::ScrollArea::vertical()
                    .id_salt(("law", &r))
                    .show(ui, |ui| {
                        reader::law_ui(ui, &hb, &r, &self.prefs.bookmarks, &mut self.commands);
                    });
            }
            View::Wizard(None) => {
                egui::ScrollArea::vertical()
                    .id_salt("trees")
                    .show(ui, |ui| {
                        wizard::list_ui(ui, &hb, &mut self.wizard, &mut self.commands);
                    });
            }
            View::Wizard(Some(id)) => match hb.tree(&id) {
                Some(tree) => wizard::tree_ui(ui, &hb, tree, &mut self.wizard, &mut self.commands),
                None => {
                    ui.label(format!("Разбора «{id}» нет в загруженных данных."));
                }
            },
            View::Tool(t) => tools_view::tool_ui(ui, t, &mut self.tools),
            View::Record(id) => {
                let record = self.journal.as_ref().ok().and_then(|j| j.get(id)).cloned();
                match record {
                    Some(r) => {
                        if self.notes.0 != id {
                            self.notes = (id, r.facts.notes.clone());
                        }
                        egui::ScrollArea::vertical()
                            .id_salt(("record", id))
                            .show(ui, |ui| {
                                journal_view::record_ui(
                                    ui,
                                    &r,
                                    &mut self.notes.1,
                                    &mut self.commands,
                                );
                            });
                    }
                    None => {
                        ui.label(format!("Решения № {id} в журнале нет."));
                    }
                }
            }
        }
    }

    /// One frame of the whole UI (also what the tests and the frame benchmark drive).
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        if self.applied_dark != Some(self.prefs.dark) {
            ctx.set_visuals(if self.prefs.dark {
                egui::Visuals::dark()
            } else {
                egui::Visuals::light()
            });
            self.applied_dark = Some(self.prefs.dark);
        }
        if (self.applied_scale - self.prefs.scale).abs() > f32::EPSILON {
            ctx.set_zoom_factor(self.prefs.scale);
            self.applied_scale = self.prefs.scale;
        }
        self.shortcuts(&ctx);
        egui::Panel::top("top").show(ui, |ui| self.top_ui(ui));
        egui::Panel::left("left")
            .resizable(true)
            .default_size(300.0)
            .show(ui, |ui| self.left_ui(ui));
        egui::CentralPanel::default().show(ui, |ui| self.central_ui(ui));
        for c in std::mem::take(&mut self.commands) {
            self.apply(&ctx, c);
        }
    }
}

impl eframe::App for HandbookApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.prefs_to_save());
    }
}

/// Opens the window.
pub fn run(hb: Handbook) -> eframe::Result {
    let title = format!("Справочник судьи — Законы {} г.", hb.laws.edition);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_inner_size([1200.0, 800.0])
            .with_title(&title),
        ..Default::default()
    };
    let hb = Arc::new(hb);
    eframe::run_native(
        "td-handbook",
        options,
        Box::new(move |cc| Ok(Box::new(HandbookApp::from_creation(cc, hb)))),
    )
}
