//! The ruling wizard: one question at a time with big answer buttons (keys 1–9), the answered
//! path as a breadcrumb, the law text the question rests on beside it, and the ruling card.

use eframe::egui::{self, RichText};

use super::state::{Command, View};
use super::text;
use crate::load::Handbook;
use crate::model::lawref::LawRef;
use crate::model::tree::{Basis, Node, Tree};
use crate::rulings::{Input, Session};

/// The wizard's own state: the inputs given so far (the session is rebuilt from them, so it
/// never borrows the data across frames), the typed number and the list filter.
#[derive(Debug, Default, Clone)]
pub struct WizardState {
    /// Inputs given in the current tree.
    pub inputs: Vec<Input>,
    /// The number being typed at a count node.
    pub number: String,
    /// The filter of the tree list.
    pub filter: String,
    /// The last refused input, shown once.
    pub error: Option<String>,
    /// The record form on the ruling card.
    pub facts: crate::records::Facts,
    /// The board number as typed in the form.
    pub board: String,
}

/// Replays the inputs on a tree.
pub fn session<'t>(tree: &'t Tree, inputs: &[Input]) -> Session<'t> {
    let mut s = Session::new(tree);
    for i in inputs {
        if s.answer(*i).is_err() {
            break;
        }
    }
    s
}

fn cited_text(ui: &mut egui::Ui, hb: &Handbook, refs: &[String], commands: &mut Vec<Command>) {
    for r in refs {
        let Some(lr) = LawRef::parse(r) else { continue };
        let Some(law) = hb.laws.law(lr.law) else {
            continue;
        };
        let (title, paras): (Option<String>, Vec<&crate::model::source::Para>) =
            if lr.item.is_empty() {
                (law.title.clone(), law.intro.iter().collect())
            } else {
                match law.item(&lr.path()) {
                    Some(it) => {
                        let mut v: Vec<_> = it.paras.iter().collect();
                        for c in &it.children {
                            v.extend(c.paras.iter());
                        }
                        (it.title.clone(), v)
                    }
                    None => (None, Vec::new()),
                }
            };
        if ui
            .link(
                RichText::new(format!("{} {}", lr.path(), title.as_deref().unwrap_or(""))).strong(),
            )
            .clicked()
        {
            commands.push(Command::Open(View::Law(lr.path())));
        }
        if paras.is_empty() {
            ui.label(RichText::new("Текста в источниках нет.").weak().small());
        }
        for p in paras.iter().take(4) {
            text::paragraph(ui, &p.text, commands);
        }
        ui.add_space(6.0);
    }
}

/// The list of trees, filterable.
pub fn list_ui(
    ui: &mut egui::Ui,
    hb: &Handbook,
    state: &mut WizardState,
    commands: &mut Vec<Command>,
) {
    ui.heading("Разборы нарушений");
    ui.label(
        RichText::new(format!(
            "Деревья решений по правилам {} г.",
            hb.laws.edition
        ))
        .weak(),
    );
    ui.horizontal(|ui| {
        ui.label("Фильтр:");
        ui.text_edit_singleline(&mut state.filter);
    });
    let f = crate::search::normalize::fold(&state.filter);
    let mut trees: Vec<&Tree> = hb.trees.iter().map(|(_, t)| t).collect();
    trees.sort_by(|a, b| a.title.cmp(&b.title));
    for t in trees {
        let hay = crate::search::normalize::fold(&format!(
            "{} {} {}",
            t.title,
            t.summary,
            t.keywords.join(" ")
        ));
        if !f.is_empty() && !hay.contains(&f) {
            continue;
        }
        if ui
            .button(RichText::new(&t.title).size(17.0))
            .on_hover_text(&t.summary)
            .clicked()
        {
            commands.push(Command::Open(View::Wizard(Some(t.id.clone()))));
        }
    }
}

/// One tree: the current question or the ruling.
pub fn tree_ui(
    ui: &mut egui::Ui,
    hb: &Handbook,
    tree: &Tree,
    state: &mut WizardState,
    commands: &mut Vec<Command>,
) {
    let s = session(tree, &state.inputs);
    ui.horizontal(|ui| {
        ui.heading(&tree.title);
        ui.label(RichText::new(format!("правила {} г.", tree.edition)).weak());
        if ui.button("К списку разборов").clicked() {
            commands.push(Command::Open(View::Wizard(None)));
        }
        if ui.button("Блок-схема для печати").clicked() {
            commands.push(Command::PrintFlowchart);
        }
    });
    // The breadcrumb: each answered step, clickable to go back to it.
    ui.horizontal_wrapped(|ui| {
        if ui.small_button("Начало").clicked() {
            commands.push(Command::StepBack(0));
        }
        for (i, st) in s.steps().iter().enumerate() {
            ui.label("›");
            if ui
                .small_button(&st.answer)
                .on_hover_text(&st.question)
                .clicked()
            {
                commands.push(Command::StepBack(i));
            }
        }
    });
    ui.separator();
    if let Some(err) = &state.error {
        ui.colored_label(text::RED, err);
    }
    let Ok(node) = s.current() else {
        ui.label("Ошибка в дереве: узел не найден.");
        return;
    };
    let refs: Vec<String> = match node {
        Node::Question(q) => q.refs.clone(),
        Node::Count(c) => c.refs.clone(),
        Node::Ruling(r) => r.citations.clone(),
    };
    ui.columns(2, |cols| {
        let ui = &mut cols[0];
        match node {
            Node::Question(q) => {
                text::label(ui, &q.text, true);
                if let Some(h) = &q.help {
                    ui.label(RichText::new(h).weak());
                }
                ui.add_space(8.0);
                for (i, a) in q.answers.iter().enumerate() {
                    let label = format!("{}. {}", i + 1, a.label);
                    let b = egui::Button::new(RichText::new(label).size(18.0)).min_size(egui::vec2(ui.available_width(), 40.0));
                    if ui.add(b).clicked() {
                        commands.push(Command::Answer(Input::Choice(i)));
                    }
                }
                ui.label(RichText::new("Клавиши 1–9 — ответ, Backspace — шаг назад").small().weak());
            }
            Node::Count(c) => {
                text::label(ui, &c.text, true);
                if let Some(h) = &c.help {
                    ui.label(RichText::new(h).weak());
                }
                ui.horizontal(|ui| {
                    let r = ui.add(egui::TextEdit::singleline(&mut state.number).desired_width(60.0).hint_text(format!("{}–{}", c.min, c.max)));
                    let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if ui.button("Дальше").clicked() || enter {
                        match state.number.trim().parse::<u32>() {
                            Ok(n) => commands.push(Command::Answer(Input::Count(n))),
                            Err(_) => state.error = Some(format!("Введите число от {} до {}", c.min, c.max)),
                        }
                    }
                });
                for b in &c.branches {
                    ui.label(RichText::new(format!("{}–{}: {}", b.from, b.to, b.label)).weak());
                }
            }
            Node::Ruling(r) => {
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.label(RichText::new(format!("Решение: {}", r.title)).heading());
                    text::label(ui, &r.ruling, false);
                    ui.add_space(6.0);
                    ui.label(RichText::new("Объявить игрокам").strong());
                    text::label(ui, &r.announce, false);
                    ui.add_space(6.0);
                    ui.horizontal_wrapped(|ui| {
                        ui.label("Правила:");
                        for c in &r.citations {
                            if ui.link(c).clicked() {
                                commands.push(Command::Open(View::Law(c.clone())));
                            }
                        }
                    });
                    for n in &r.notes {
                        ui.label(RichText::new(format!("• {n}")).small());
                    }
                    if r.basis == Basis::Outside {
                        ui.label(RichText::new("Текста, на котором основано решение, в источниках нет: оно следует правилам 1987 г. в известной редакции.").small().weak());
                    }
                });
                super::journal_view::facts_ui(ui, &mut state.facts, &mut state.board);
                ui.horizontal_wrapped(|ui| {
                    if ui.button(RichText::new("В журнал").strong()).clicked() {
                        commands.push(Command::ToJournal);
                    }
                    if ui.button("PDF…").clicked() {
                        commands.push(Command::SavePdf);
                    }
                    if ui.button("Печать").clicked() {
                        commands.push(Command::Print);
                    }
                    if ui.button("Заново").clicked() {
                        commands.push(Command::Restart);
                    }
                    if ui.button("Шаг назад").clicked() {
                        commands.push(Command::StepBack(s.steps().len().saturating_sub(1)));
                    }
                });
            }
        }
        let ui = &mut cols[1];
        ui.label(RichText::new("Текст правил").strong());
        egui::ScrollArea::vertical().id_salt("cited").show(ui, |ui| cited_text(ui, hb, &refs, commands));
    });
    // Keys 1–9 answer the question; Backspace steps back (when no text field has focus).
    if !ui.ctx().egui_wants_keyboard_input() {
        if let Node::Question(q) = node {
            const KEYS: [egui::Key; 9] = [
                egui::Key::Num1,
                egui::Key::Num2,
                egui::Key::Num3,
                egui::Key::Num4,
                egui::Key::Num5,
                egui::Key::Num6,
                egui::Key::Num7,
                egui::Key::Num8,
                egui::Key::Num9,
            ];
            for (i, k) in KEYS.iter().enumerate().take(q.answers.len()) {
                if ui.input(|inp| inp.key_pressed(*k)) {
                    commands.push(Command::Answer(Input::Choice(i)));
                }
            }
        }
        if ui.input(|i| i.key_pressed(egui::Key::Backspace)) && !s.steps().is_empty() {
            commands.push(Command::StepBack(s.steps().len() - 1));
        }
    }
}
