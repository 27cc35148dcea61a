//! The left panel's tabs: contents, index (А–Я), definitions, trees, tools, bookmarks.

use eframe::egui::{self, RichText};

use super::state::{Command, Prefs, Tool, View};
use super::text;
use crate::load::Handbook;
use crate::model::laws::Item;
use crate::search::normalize::fold;

fn law_link(ui: &mut egui::Ui, label: &str, reference: &str, commands: &mut Vec<Command>) {
    if ui.selectable_label(false, label).clicked() {
        commands.push(Command::Open(View::Law(reference.to_string())));
    }
}

fn items_ui(ui: &mut egui::Ui, items: &[Item], commands: &mut Vec<Command>) {
    for it in items {
        let label = format!("{} {}", it.path, it.title.as_deref().unwrap_or(""));
        if it.children.is_empty() {
            law_link(ui, &label, &it.path, commands);
        } else {
            let r = egui::CollapsingHeader::new(label)
                .id_salt(&it.path)
                .show(ui, |ui| items_ui(ui, &it.children, commands));
            if r.header_response.double_clicked() {
                commands.push(Command::Open(View::Law(it.path.clone())));
            }
        }
    }
}

/// Оглавление: chapters, parts and sections as headings; laws with their items.
pub fn contents_ui(ui: &mut egui::Ui, hb: &Handbook, commands: &mut Vec<Command>) {
    for law in &hb.laws.laws {
        for h in hb
            .laws
            .headings
            .iter()
            .filter(|h| h.precedes_law == law.number)
        {
            ui.label(
                RichText::new(format!("{} {} — {}", h.kind.ru(), h.number, h.title))
                    .small()
                    .strong(),
            );
        }
        let mark = match law.completeness {
            crate::model::source::Completeness::Complete => "●",
            crate::model::source::Completeness::Partial => "◐",
            crate::model::source::Completeness::TocOnly
            | crate::model::source::Completeness::TitleOnly => "○",
            crate::model::source::Completeness::Missing => "·",
        };
        let label = format!(
            "{mark} {}. {}",
            law.number,
            law.title.as_deref().unwrap_or("—")
        );
        if law.items.is_empty() {
            law_link(ui, &label, &law.number.to_string(), commands);
        } else {
            let r = egui::CollapsingHeader::new(label)
                .id_salt(("law", law.number))
                .show(ui, |ui| {
                    law_link(ui, "Всё правило", &law.number.to_string(), commands);
                    items_ui(ui, &law.items, commands);
                });
            if r.header_response.clicked() {
                commands.push(Command::Open(View::Law(law.number.to_string())));
            }
        }
    }
    ui.label(
        RichText::new("● полный текст  ◐ частично  ○ только заголовок  · нет текста")
            .small()
            .weak(),
    );
}

/// Указатель: letters, headwords, sub-entries with their law links.
pub fn index_ui(
    ui: &mut egui::Ui,
    hb: &Handbook,
    letter: &mut Option<char>,
    commands: &mut Vec<Command>,
) {
    let first = |h: &Option<String>| {
        h.as_deref()
            .and_then(|s| s.chars().next())
            .map(|c| fold(&c.to_string()).chars().next().unwrap_or(c))
    };
    let mut letters: Vec<char> = hb
        .index
        .entries
        .iter()
        .filter_map(|e| first(&e.headword))
        .collect();
    letters.sort_unstable();
    letters.dedup();
    ui.horizontal_wrapped(|ui| {
        if ui.selectable_label(letter.is_none(), "Все").clicked() {
            *letter = None;
        }
        for c in "абвгдежзийклмнопрстуфхцчшщэюя".chars() {
            let present = letters.contains(&c);
            let r = ui.add_enabled(
                present,
                egui::Button::selectable(*letter == Some(c), c.to_uppercase().to_string()),
            );
            if r.clicked() {
                *letter = Some(c);
            }
        }
    });
    ui.separator();
    for e in &hb.index.entries {
        if letter.is_some() && first(&e.headword) != *letter {
            continue;
        }
        let head = e
            .headword
            .clone()
            .unwrap_or_else(|| "(заголовок статьи в источниках отсутствует)".into());
        ui.horizontal_wrapped(|ui| {
            ui.strong(&head);
            for n in &e.laws {
                law_link(ui, &n.to_string(), &n.to_string(), commands);
            }
            for s in &e.see {
                if ui.link(format!("см. {s}")).clicked() {
                    commands.push(Command::Search(s.clone()));
                }
            }
            for s in &e.see_also {
                if ui.link(format!("см. также {s}")).clicked() {
                    commands.push(Command::Search(s.clone()));
                }
            }
        });
        ui.indent(("idx", &head, e.src.lines.0), |ui| {
            for s in &e.subs {
                ui.horizontal_wrapped(|ui| {
                    ui.label(&s.display)
                        .on_hover_text(format!("В книге: «{}»", s.raw));
                    for n in &s.laws {
                        law_link(ui, &n.to_string(), &n.to_string(), commands);
                    }
                    for t in &s.see {
                        if ui.link(format!("см. {t}")).clicked() {
                            commands.push(Command::Search(t.clone()));
                        }
                    }
                    if s.refs_missing {
                        ui.label(RichText::new("(номер не указан)").weak().small());
                    }
                });
            }
        });
    }
}

/// Определения.
pub fn definitions_ui(ui: &mut egui::Ui, hb: &Handbook, commands: &mut Vec<Command>) {
    for d in &hb.definitions.definitions {
        ui.horizontal_wrapped(|ui| {
            ui.strong(d.terms_ru.join(", "));
            ui.label(RichText::new(format!("({})", d.term_en)).italics());
        });
        for s in &d.senses {
            text::paragraph(ui, &s.text, commands);
        }
        ui.add_space(6.0);
    }
}

/// Разборы: the trees, straight into the wizard.
pub fn trees_ui(ui: &mut egui::Ui, hb: &Handbook, commands: &mut Vec<Command>) {
    let mut trees: Vec<_> = hb.trees.iter().map(|(_, t)| t).collect();
    trees.sort_by(|a, b| a.title.cmp(&b.title));
    for t in trees {
        if ui
            .selectable_label(false, &t.title)
            .on_hover_text(&t.summary)
            .clicked()
        {
            commands.push(Command::Open(View::Wizard(Some(t.id.clone()))));
        }
    }
}

/// Инструменты.
pub fn tools_ui(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
    for t in Tool::ALL {
        if ui.selectable_label(false, t.label()).clicked() {
            commands.push(Command::Open(View::Tool(t)));
        }
    }
}

/// Закладки и история.
pub fn bookmarks_ui(ui: &mut egui::Ui, hb: &Handbook, prefs: &Prefs, commands: &mut Vec<Command>) {
    let title = |r: &str| -> String {
        crate::model::lawref::LawRef::parse(r)
            .and_then(|lr| {
                let law = hb.laws.law(lr.law)?;
                if lr.item.is_empty() {
                    law.title.clone()
                } else {
                    law.item(&lr.path()).and_then(|i| i.title.clone())
                }
            })
            .unwrap_or_default()
    };
    ui.strong("Закладки");
    if prefs.bookmarks.is_empty() {
        ui.label(
            RichText::new("Закладок нет: «☆ В закладки» у заголовка правила.")
                .weak()
                .small(),
        );
    }
    for b in &prefs.bookmarks {
        law_link(ui, &format!("★ {b} {}", title(b)), b, commands);
    }
    ui.separator();
    ui.strong("История");
    for h in prefs.history.iter().rev().take(30) {
        law_link(ui, &format!("{h} {}", title(h)), h, commands);
    }
}
