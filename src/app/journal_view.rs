//! The ruling log in the app: the list (Журнал tab), one record with editable notes, delete
//! with undo, export; and the record form on the wizard's ruling card.

use eframe::egui::{self, RichText};

use super::state::{Command, View};
use super::text;
use crate::records::journal::Journal;
use crate::records::{Facts, RulingRecord};

/// The list of logged rulings (left panel).
pub fn list_ui(ui: &mut egui::Ui, journal: &Result<Journal, String>, commands: &mut Vec<Command>) {
    match journal {
        Err(msg) => {
            ui.colored_label(text::RED, msg);
            if ui
                .button("Начать новый журнал (старый файл сохранится рядом)")
                .clicked()
            {
                commands.push(Command::NewJournal);
            }
        }
        Ok(j) => {
            ui.label(RichText::new(j.path().display().to_string()).small().weak());
            if j.log.records.is_empty() {
                ui.label(
                    RichText::new(
                        "Журнал пуст: решение записывается кнопкой «В журнал» в конце разбора.",
                    )
                    .weak(),
                );
            }
            for r in j.log.records.iter().rev() {
                let board = r
                    .facts
                    .board
                    .map_or_else(String::new, |b| format!(" · сд. {b}"));
                let label = format!(
                    "№ {} · {} · ст. {}{board}\n{} — {}",
                    r.id, r.time, r.facts.table, r.tree_title, r.title
                );
                if ui.selectable_label(false, label).clicked() {
                    commands.push(Command::Open(View::Record(r.id)));
                }
            }
            if !j.log.records.is_empty() && ui.button("Экспорт сессии…").clicked() {
                commands.push(Command::ExportSession);
            }
        }
    }
}

/// One logged record in the centre.
pub fn record_ui(
    ui: &mut egui::Ui,
    r: &RulingRecord,
    notes: &mut String,
    commands: &mut Vec<Command>,
) {
    ui.heading(format!("Решение судьи № {}", r.id));
    ui.label(RichText::new(format!("{} · правила {} г.", r.time, r.edition)).weak());
    ui.separator();
    egui::Grid::new("record").num_columns(2).show(ui, |ui| {
        let mut row = |k: &str, v: &str| {
            if !v.is_empty() {
                ui.strong(k);
                ui.label(v);
                ui.end_row();
            }
        };
        row("Турнир", &r.facts.event);
        row("Судья", &r.facts.director);
        row("Тур", &r.facts.round);
        row("Стол", &r.facts.table);
        let board = match (r.facts.board, &r.dealer, &r.vulnerability) {
            (Some(b), Some(d), Some(v)) => format!("{b} — сдаёт {d}, {v}"),
            (Some(b), _, _) => b.to_string(),
            _ => String::new(),
        };
        row("Сдача", &board);
        row("Пара N-S", &r.facts.ns);
        row("Пара E-W", &r.facts.ew);
        row("Изменение результата", &r.facts.adjustment);
    });
    ui.add_space(6.0);
    ui.strong(format!("Нарушение: {}", r.tree_title));
    for a in &r.path {
        text::label(ui, &format!("— {} {}", a.question, a.answer), false);
    }
    ui.add_space(6.0);
    ui.strong(format!("Решение: {}", r.title));
    text::label(ui, &r.ruling, false);
    ui.strong("Объявлено игрокам");
    text::label(ui, &r.announce, false);
    ui.horizontal_wrapped(|ui| {
        ui.label("Правила:");
        for c in &r.citations {
            if ui.link(&c.reference).clicked() {
                commands.push(Command::Open(View::Law(c.reference.clone())));
            }
        }
    });
    ui.add_space(6.0);
    ui.strong("Заметки судьи");
    ui.add(
        egui::TextEdit::multiline(notes)
            .desired_rows(3)
            .desired_width(f32::INFINITY),
    );
    ui.horizontal(|ui| {
        if ui.button("Сохранить заметки").clicked() {
            commands.push(Command::SaveNotes(r.id, notes.clone()));
        }
        if ui.button("Удалить").clicked() {
            commands.push(Command::Delete(r.id));
        }
    });
}

/// The record form on the ruling card: the facts of the table.
pub fn facts_ui(ui: &mut egui::Ui, facts: &mut Facts, board_text: &mut String) {
    egui::CollapsingHeader::new("Запись о решении")
        .default_open(true)
        .show(ui, |ui| {
            egui::Grid::new("facts").num_columns(4).show(ui, |ui| {
                ui.label("Турнир");
                ui.text_edit_singleline(&mut facts.event);
                ui.label("Судья");
                ui.text_edit_singleline(&mut facts.director);
                ui.end_row();
                ui.label("Тур");
                ui.text_edit_singleline(&mut facts.round);
                ui.label("Стол");
                ui.text_edit_singleline(&mut facts.table);
                ui.end_row();
                ui.label("Сдача");
                ui.text_edit_singleline(board_text);
                ui.label("");
                match crate::tools::parse_board(board_text).and_then(crate::tools::board_info) {
                    Ok(b) if !board_text.trim().is_empty() => {
                        ui.label(format!("сдаёт {}, {}", b.dealer.letter(), b.vul.ru()));
                        facts.board = Some(b.board);
                    }
                    _ => {
                        ui.label("");
                        facts.board = None;
                    }
                }
                ui.end_row();
                ui.label("Пара N-S");
                ui.text_edit_singleline(&mut facts.ns);
                ui.label("Пара E-W");
                ui.text_edit_singleline(&mut facts.ew);
                ui.end_row();
            });
            ui.label("Изменение результата");
            ui.text_edit_singleline(&mut facts.adjustment);
            ui.label("Заметки");
            ui.add(
                egui::TextEdit::multiline(&mut facts.notes)
                    .desired_rows(2)
                    .desired_width(f32::INFINITY),
            );
        });
}
