//! Law text on screen: ♥♦ red, references as links, «(НАКАЗАНИЕ)» as a badge.

use eframe::egui::{self, Color32, RichText};

use crate::model::lawref::extract_refs;

/// Red for hearts and diamonds (and vulnerable seats), readable on light and dark.
pub const RED: Color32 = Color32::from_rgb(0xd0, 0x20, 0x20);

/// One piece of a paragraph.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece<'a> {
    /// Plain text.
    Text(&'a str),
    /// A reference to a law: the text as printed and the canonical path.
    Link(&'a str, String),
    /// The «(НАКАЗАНИЕ)» marker.
    Penalty,
}

/// Splits a paragraph into text, links and penalty badges. Pure, so it is tested without a UI.
pub fn pieces(text: &str) -> Vec<Piece<'_>> {
    const PENALTY: &str = "(НАКАЗАНИЕ)";
    let mut out = Vec::new();
    let refs = extract_refs(text);
    let mut cuts: Vec<(usize, usize, Option<String>)> = refs
        .into_iter()
        .map(|r| (r.start, r.end, Some(r.target.path())))
        .collect();
    let mut from = 0;
    while let Some(p) = text[from..].find(PENALTY) {
        cuts.push((from + p, from + p + PENALTY.len(), None));
        from += p + PENALTY.len();
    }
    cuts.sort_by_key(|c| c.0);
    let mut pos = 0;
    for (s, e, target) in cuts {
        if s < pos {
            continue;
        }
        if s > pos {
            out.push(Piece::Text(&text[pos..s]));
        }
        match target {
            Some(t) => out.push(Piece::Link(&text[s..e], t)),
            None => out.push(Piece::Penalty),
        }
        pos = e;
    }
    if pos < text.len() {
        out.push(Piece::Text(&text[pos..]));
    }
    out
}

/// A label in which ♥ and ♦ are red. Plain text goes through `ui.label` (cheaper).
pub fn label(ui: &mut egui::Ui, text: &str, strong: bool) -> egui::Response {
    if !text.contains(['♥', '♦']) {
        return if strong {
            ui.strong(text)
        } else {
            ui.label(text)
        };
    }
    let font = egui::TextStyle::Body.resolve(ui.style());
    let normal = if strong {
        ui.visuals().strong_text_color()
    } else {
        ui.visuals().text_color()
    };
    let mut job = egui::text::LayoutJob::default();
    let mut run = String::new();
    let mut run_red = false;
    for c in text.chars() {
        let red = matches!(c, '♥' | '♦');
        if red != run_red && !run.is_empty() {
            let color = if run_red { RED } else { normal };
            job.append(
                &std::mem::take(&mut run),
                0.0,
                egui::TextFormat::simple(font.clone(), color),
            );
        }
        run_red = red;
        run.push(c);
    }
    if !run.is_empty() {
        let color = if run_red { RED } else { normal };
        job.append(&run, 0.0, egui::TextFormat::simple(font, color));
    }
    ui.label(job)
}

/// A paragraph of law text: words flow and wrap; references are links that push
/// [`super::state::Command::Open`]; «(НАКАЗАНИЕ)» is a badge.
pub fn paragraph(
    ui: &mut egui::Ui,
    text: &str,
    commands: &mut Vec<super::state::Command>,
) -> egui::Response {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for p in pieces(text) {
            match p {
                Piece::Text(t) => {
                    label(ui, t, false);
                }
                Piece::Link(t, target) => {
                    if ui
                        .link(t)
                        .on_hover_text(format!("Открыть {target}"))
                        .clicked()
                    {
                        commands.push(super::state::Command::Open(super::state::View::Law(target)));
                    }
                }
                Piece::Penalty => {
                    ui.label(
                        RichText::new(" НАКАЗАНИЕ ")
                            .small()
                            .strong()
                            .color(Color32::WHITE)
                            .background_color(RED),
                    );
                }
            }
        }
    })
    .response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_links_and_penalty() {
        let p = pieces("и (НАКАЗАНИЕ) партнёр (см. правило 23A).");
        assert_eq!(
            p,
            vec![
                Piece::Text("и "),
                Piece::Penalty,
                Piece::Text(" партнёр (см. правило "),
                Piece::Link("23A", "23A".into()),
                Piece::Text(")."),
            ]
        );
    }
}
