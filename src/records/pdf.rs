//! PDF output (krilla): a ruling record, a session report, a tree's flowchart. The layout is
//! computed as drawing operations ([`super::layout`]); this file only puts them on pages,
//! with the embedded DejaVu Sans subsetted into the file.

use krilla::Document;
use krilla::color::rgb;
use krilla::geom::{PathBuilder, Point};
use krilla::num::NormalizedF32;
use krilla::page::PageSettings;
use krilla::paint::{Fill, Stroke};
use krilla::text::{Font, TextDirection};

use super::RulingRecord;
use super::layout::{BOLD, Color, Flow, Measurer, Op, Pages, REGULAR};
use crate::model::tree::Tree;

/// Making a PDF failed.
#[derive(Debug, thiserror::Error)]
#[error("не удалось создать PDF: {0}")]
pub struct PdfError(pub String);

fn paint(c: Color) -> rgb::Color {
    match c {
        Color::Black => rgb::Color::new(20, 20, 20),
        Color::Grey => rgb::Color::new(110, 110, 110),
        Color::Red => rgb::Color::new(200, 20, 20),
        Color::Blue => rgb::Color::new(30, 70, 150),
        Color::White => rgb::Color::new(255, 255, 255),
    }
}

/// Renders laid-out pages to PDF bytes.
pub fn render(pages: &Pages) -> Result<Vec<u8>, PdfError> {
    let regular =
        Font::new(REGULAR.into(), 0).ok_or_else(|| PdfError("шрифт не читается".into()))?;
    let bold = Font::new(BOLD.into(), 0).ok_or_else(|| PdfError("шрифт не читается".into()))?;
    let mut doc = Document::new();
    for ((w, h), ops) in &pages.pages {
        let settings =
            PageSettings::from_wh(*w, *h).ok_or_else(|| PdfError("размер страницы".into()))?;
        let mut page = doc.start_page_with(settings);
        let mut surface = page.surface();
        for op in ops {
            match op {
                Op::Text {
                    x,
                    y,
                    size,
                    bold: b,
                    color,
                    text,
                } => {
                    surface.set_stroke(None);
                    surface.set_fill(Some(fill(*color)));
                    let font = if *b { bold.clone() } else { regular.clone() };
                    surface.draw_text(
                        Point::from_xy(*x, *y),
                        font,
                        *size,
                        text,
                        false,
                        TextDirection::Auto,
                    );
                }
                Op::Line {
                    from,
                    to,
                    width,
                    color,
                } => {
                    draw(
                        &mut surface,
                        &[*from, *to],
                        false,
                        None,
                        Some((*color, *width)),
                    );
                }
                Op::Rect { rect, width, color } => {
                    // White inside, so arrows drawn before the box do not show through.
                    draw(
                        &mut surface,
                        &corners(*rect),
                        true,
                        Some(Color::White),
                        Some((*color, *width)),
                    );
                }
                Op::Fill { rect, color } => {
                    draw(&mut surface, &corners(*rect), true, Some(*color), None)
                }
                Op::Triangle { points, color } => {
                    draw(&mut surface, points, true, Some(*color), None)
                }
            }
        }
        surface.finish();
        page.finish();
    }
    doc.finish().map_err(|e| PdfError(format!("{e:?}")))
}

fn corners((x, y, w, h): (f32, f32, f32, f32)) -> [(f32, f32); 4] {
    [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
}

fn fill(color: Color) -> Fill {
    Fill {
        paint: paint(color).into(),
        opacity: NormalizedF32::ONE,
        rule: Default::default(),
    }
}

/// Draws a polyline (closed if asked) with an optional fill and an optional stroke.
fn draw(
    surface: &mut krilla::surface::Surface<'_>,
    points: &[(f32, f32)],
    closed: bool,
    fill_color: Option<Color>,
    stroke: Option<(Color, f32)>,
) {
    let mut pb = PathBuilder::new();
    for (i, p) in points.iter().enumerate() {
        if i == 0 {
            pb.move_to(p.0, p.1)
        } else {
            pb.line_to(p.0, p.1)
        }
    }
    if closed {
        pb.close();
    }
    let Some(path) = pb.finish() else { return };
    surface.set_fill(fill_color.map(fill));
    surface.set_stroke(stroke.map(|(c, width)| Stroke {
        paint: paint(c).into(),
        width,
        ..Default::default()
    }));
    surface.draw_path(&path);
}

fn measurer() -> Result<Measurer, PdfError> {
    Measurer::new().ok_or_else(|| PdfError("встроенный шрифт не читается".into()))
}

/// Lays one record out on the flow (starting on the current page).
fn record_flow(f: &mut Flow<'_>, r: &RulingRecord) {
    let head = if r.id > 0 {
        format!("Решение судьи № {}", r.id)
    } else {
        "Решение судьи".to_string()
    };
    f.text(&head, 17.0, true, Color::Black, 0.0);
    f.text(
        &format!(
            "Правила спортивного бриджа, редакция {} г. · {}",
            r.edition, r.time
        ),
        9.0,
        false,
        Color::Grey,
        0.0,
    );
    f.rule();
    f.field("Турнир", &r.facts.event);
    f.field("Судья", &r.facts.director);
    f.field("Тур", &r.facts.round);
    f.field("Стол", &r.facts.table);
    if let Some(b) = r.facts.board {
        let mut s = b.to_string();
        if let (Some(d), Some(v)) = (&r.dealer, &r.vulnerability) {
            s.push_str(&format!(" — сдаёт {d}, {v}"));
        }
        f.field("Сдача", &s);
    }
    f.field("Пара N-S", &r.facts.ns);
    f.field("Пара E-W", &r.facts.ew);
    f.rule();
    f.text(
        &format!("Нарушение: {}", r.tree_title),
        12.0,
        true,
        Color::Black,
        0.0,
    );
    f.space(2.0);
    for a in &r.path {
        f.text(
            &format!("— {} {}", a.question, a.answer),
            9.5,
            false,
            Color::Black,
            8.0,
        );
    }
    f.space(6.0);
    f.text(
        &format!("Решение: {}", r.title),
        12.0,
        true,
        Color::Black,
        0.0,
    );
    f.text(&r.ruling, 10.5, false, Color::Black, 0.0);
    f.space(4.0);
    f.text("Объявлено игрокам", 10.5, true, Color::Black, 0.0);
    f.text(&r.announce, 10.5, false, Color::Black, 0.0);
    if !r.facts.adjustment.trim().is_empty() {
        f.space(4.0);
        f.field("Изменение результата", &r.facts.adjustment);
    }
    f.space(6.0);
    f.text("Правила", 12.0, true, Color::Black, 0.0);
    for c in &r.citations {
        f.text(
            &format!("{} {}", c.reference, c.title.as_deref().unwrap_or("")),
            10.0,
            true,
            Color::Blue,
            0.0,
        );
        if c.text.is_empty() {
            f.text(
                "Текста этого пункта в источниках нет.",
                9.0,
                false,
                Color::Grey,
                12.0,
            );
        }
        for t in &c.text {
            f.text(&format!("«{t}»"), 9.0, false, Color::Black, 12.0);
        }
    }
    if !r.ruling_notes.is_empty() {
        f.space(4.0);
        f.text("Примечания", 10.0, true, Color::Black, 0.0);
        for n in &r.ruling_notes {
            f.text(&format!("• {n}"), 9.0, false, Color::Black, 8.0);
        }
    }
    if r.outside_sources {
        f.text(
            &format!("Текста, на котором основано решение, в источниках нет: решение следует правилам {} г. в известной редакции.", r.edition),
            8.5,
            false,
            Color::Grey,
            0.0,
        );
    }
    if !r.facts.notes.trim().is_empty() {
        f.space(4.0);
        f.field("Заметки судьи", &r.facts.notes);
    }
    f.space(24.0);
    f.need(30.0);
    f.text(
        "Подпись судьи: ______________________________",
        10.5,
        false,
        Color::Black,
        0.0,
    );
}

/// One ruling as an A4 PDF.
pub fn record_pdf(r: &RulingRecord) -> Result<Vec<u8>, PdfError> {
    let m = measurer()?;
    let mut f = Flow::new(&m, &format!("td-handbook · {}", r.facts.event));
    record_flow(&mut f, r);
    render(&f.finish())
}

/// A session report: the list of rulings, then one ruling per page.
pub fn session_pdf(records: &[RulingRecord], title: &str) -> Result<Vec<u8>, PdfError> {
    let m = measurer()?;
    let mut f = Flow::new(&m, &format!("td-handbook · {title}"));
    f.text(title, 17.0, true, Color::Black, 0.0);
    f.text(
        &format!("Решений: {}", records.len()),
        10.0,
        false,
        Color::Grey,
        0.0,
    );
    f.rule();
    for r in records {
        let board = r
            .facts
            .board
            .map_or_else(String::new, |b| format!(", сдача {b}"));
        f.text(
            &format!(
                "№ {} · {} · стол {}{board} · {} — {}",
                r.id, r.time, r.facts.table, r.tree_title, r.title
            ),
            9.5,
            false,
            Color::Black,
            0.0,
        );
    }
    for r in records {
        f.new_page();
        record_flow(&mut f, r);
    }
    render(&f.finish())
}

/// A tree as a flowchart on A4 landscape.
pub fn flowchart_pdf(tree: &Tree) -> Result<Vec<u8>, PdfError> {
    let m = measurer()?;
    render(&super::flowchart::flowchart(tree, &m))
}
