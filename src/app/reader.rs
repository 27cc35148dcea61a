//! The law reader: a law with its items, paragraphs with links, footnotes at their anchors,
//! commentary beside it, provenance on hover, and a notice where the sources have no text.

use eframe::egui::{self, RichText};

use super::state::{Command, View};
use super::text;
use crate::load::Handbook;
use crate::model::lawref::LawRef;
use crate::model::laws::{Item, Law};
use crate::model::source::{Completeness, Para};

fn src_hover(p: &Para) -> String {
    let page = p
        .src
        .page
        .map_or_else(|| "—".to_string(), |n| n.to_string());
    let mut s = format!(
        "Источник: {}, строки {}–{}, стр. книги {page}",
        p.src.file, p.src.lines.0, p.src.lines.1
    );
    for e in &p.edits {
        s.push_str(&format!(
            "\nПравка: «{}» → «{}»",
            e.before.replace('\n', "⏎"),
            e.after
        ));
    }
    s
}

fn para_ui(ui: &mut egui::Ui, law: &Law, p: &Para, commands: &mut Vec<Command>) {
    let mut t = String::new();
    if p.truncated_start {
        t.push_str("… ");
    }
    t.push_str(&p.text);
    if p.truncated_end {
        t.push_str(" …");
    }
    text::paragraph(ui, &t, commands).on_hover_text(src_hover(p));
    // Footnotes at their anchors: right after the paragraph that carries the mark.
    for f in &law.footnotes {
        if p.text.contains(&format!("({})", f.mark)) {
            ui.indent(("fn", &f.mark, p.src.lines.0), |ui| {
                for fp in &f.paras {
                    ui.label(
                        RichText::new(format!("({}) {}", f.mark, fp.text))
                            .small()
                            .italics(),
                    )
                    .on_hover_text(src_hover(fp));
                }
            });
        }
    }
}

fn item_ui(ui: &mut egui::Ui, law: &Law, it: &Item, focus: &str, commands: &mut Vec<Command>) {
    let heading = format!("{} {}", it.path, it.title.as_deref().unwrap_or(""));
    let r = text::label(ui, &heading, true);
    if it.path == focus {
        r.scroll_to_me(Some(egui::Align::TOP));
        ui.painter().rect_stroke(
            r.rect.expand(2.0),
            2.0,
            ui.visuals().selection.stroke,
            egui::StrokeKind::Outside,
        );
    }
    if it.paras.is_empty() && it.children.is_empty() {
        ui.label(
            RichText::new(format!("({})", it.completeness.label_ru()))
                .weak()
                .small(),
        );
    }
    for p in &it.paras {
        para_ui(ui, law, p, commands);
    }
    if !it.children.is_empty() {
        ui.indent(&it.path, |ui| {
            for c in &it.children {
                item_ui(ui, law, c, focus, commands);
            }
        });
    }
    ui.add_space(4.0);
}

/// What the data knows about a law with no text: index entries and trees that point to it.
fn known_about(ui: &mut egui::Ui, hb: &Handbook, law: &Law, commands: &mut Vec<Command>) {
    let idx: Vec<String> = hb
        .index
        .entries
        .iter()
        .flat_map(|e| {
            let head = e.headword.clone().unwrap_or_default();
            let own = e.laws.contains(&law.number).then(|| head.clone());
            own.into_iter().chain(
                e.subs
                    .iter()
                    .filter(|s| s.laws.contains(&law.number))
                    .map(|s| s.display.clone()),
            )
        })
        .collect();
    if !idx.is_empty() {
        ui.label(RichText::new("В указателе:").strong());
        for s in idx {
            if ui.link(&s).clicked() {
                commands.push(Command::Search(s));
            }
        }
    }
    let trees: Vec<_> = hb
        .trees
        .iter()
        .map(|(_, t)| t)
        .filter(|t| t.laws.contains(&law.number))
        .collect();
    if !trees.is_empty() {
        ui.label(RichText::new("Разборы:").strong());
        for t in trees {
            if ui.link(&t.title).clicked() {
                commands.push(Command::Open(View::Wizard(Some(t.id.clone()))));
            }
        }
    }
}

/// Shows a law (or the law of an item, with the item marked).
pub fn law_ui(
    ui: &mut egui::Ui,
    hb: &Handbook,
    reference: &str,
    bookmarks: &[String],
    commands: &mut Vec<Command>,
) {
    let Some(r) = LawRef::parse(reference) else {
        ui.label(format!("«{reference}» — не ссылка на правило."));
        return;
    };
    let Some(law) = hb.laws.law(r.law) else {
        ui.label(format!(
            "Правила {} нет: в редакции {} г. правила с 1 по 93.",
            r.law, hb.laws.edition
        ));
        return;
    };
    let focus = r.path();
    for h in hb
        .laws
        .headings
        .iter()
        .filter(|h| h.precedes_law == law.number)
    {
        ui.label(RichText::new(format!("{} {} — {}", h.kind.ru(), h.number, h.title)).weak());
    }
    ui.horizontal(|ui| {
        let title = format!(
            "Правило {}. {}",
            law.number,
            law.title
                .as_deref()
                .unwrap_or("(заголовок в источниках отсутствует)")
        );
        ui.heading(title);
        let marked = bookmarks.contains(&focus);
        let label = if marked {
            "★ В закладках"
        } else {
            "☆ В закладки"
        };
        if ui
            .button(label)
            .on_hover_text(format!("Закладка на {focus}"))
            .clicked()
        {
            commands.push(Command::ToggleBookmark(focus.clone()));
        }
    });
    ui.label(
        RichText::new(format!(
            "Редакция {} г. · {}",
            hb.laws.edition,
            law.completeness.label_ru()
        ))
        .weak(),
    );
    if !r.item.is_empty() && law.item(&focus).is_none() {
        ui.colored_label(
            text::RED,
            format!(
                "Пункта {focus} в источниках нет; показано правило {}.",
                law.number
            ),
        );
    }
    for n in &law.notes {
        ui.label(RichText::new(format!("Примечание: {n}")).small().weak());
    }
    ui.separator();
    let commentary: Vec<_> = hb
        .commentary
        .laws
        .iter()
        .filter(|c| c.law == law.number)
        .collect();
    let body = |ui: &mut egui::Ui, commands: &mut Vec<Command>| {
        if !law.has_text() {
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.label(RichText::new("Текста этого правила в источниках нет.").strong());
                ui.label(format!(
                    "Источники — фрагменты книги; о правиле {} известно: {}.",
                    law.number,
                    match law.completeness {
                        Completeness::TocOnly => "заголовки из оглавления",
                        Completeness::TitleOnly => "только заголовок",
                        _ => "только ссылки на него",
                    }
                ));
                known_about(ui, hb, law, commands);
            });
        }
        for p in &law.intro {
            para_ui(ui, law, p, commands);
        }
        for it in &law.items {
            item_ui(ui, law, it, &focus, commands);
        }
    };
    if commentary.is_empty() {
        body(ui, commands);
    } else {
        ui.columns(2, |cols| {
            body(&mut cols[0], commands);
            cols[1].label(RichText::new("Комментарий").strong());
            for c in &commentary {
                for p in &c.paras {
                    let num = p.number.as_deref().unwrap_or("…");
                    cols[1].label(RichText::new(num).weak());
                    text::paragraph(&mut cols[1], &p.para.text, commands)
                        .on_hover_text(src_hover(&p.para));
                }
            }
        });
    }
}
