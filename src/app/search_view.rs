//! Search results as you type: grouped by kind, the match marked, keyboard ↑ ↓ Enter Esc.

use eframe::egui::{self, RichText};

use super::state::{Command, View};
use crate::search::{Hit, Kind};

/// The view a hit opens.
pub fn open(hit: &Hit) -> Option<View> {
    match hit.kind {
        Kind::Tree => Some(View::Wizard(Some(hit.target.clone()))),
        _ if hit.target.is_empty() => hit.laws.first().map(|n| View::Law(n.to_string())),
        _ => Some(View::Law(hit.target.clone())),
    }
}

/// A snippet with the `**` marks shown in bold.
fn snippet(ui: &mut egui::Ui, s: &str) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for (i, part) in s.split("**").enumerate() {
            if part.is_empty() {
                continue;
            }
            if i % 2 == 1 {
                ui.label(
                    RichText::new(part)
                        .strong()
                        .background_color(ui.visuals().selection.bg_fill),
                );
            } else {
                ui.label(RichText::new(part).small());
            }
        }
    });
}

/// The results, grouped in the order of their best hit; `selected` is the keyboard cursor.
pub fn results_ui(
    ui: &mut egui::Ui,
    query: &str,
    hits: &[Hit],
    selected: usize,
    commands: &mut Vec<Command>,
) {
    if hits.is_empty() {
        ui.label(format!("По запросу «{query}» ничего не найдено."));
        return;
    }
    let order = crate::search::grouped(hits).into_iter().enumerate();
    let mut current = None;
    for (i, h) in order {
        if current != Some(h.kind) {
            ui.add_space(6.0);
            ui.label(RichText::new(h.kind.group_ru()).strong().size(15.0));
            current = Some(h.kind);
        }
        let laws = h.laws_text();
        let text = if laws.is_empty() {
            h.title.clone()
        } else {
            format!("{}   [{laws}]", h.title)
        };
        let r = ui.selectable_label(i == selected, text);
        if i == selected {
            r.scroll_to_me(None);
        }
        if r.clicked()
            && let Some(v) = open(h)
        {
            commands.push(Command::Open(v));
        }
        if !h.snippet.is_empty() {
            ui.indent(("snip", i), |ui| snippet(ui, &h.snippet));
        }
    }
}
