//! A decision tree as a flowchart for the table: boxes in rows by depth (top to bottom), an
//! arrow from each question to each answer's node with the answer on it, the law references
//! on every box. One A4 landscape page; the drawing is scaled down only if it must be.

use std::collections::BTreeMap;

use super::layout::{Color, Measurer, Op, Pages, push_suited};
use crate::model::tree::{Node, Tree};

/// An answer to print on its arrow: the arrow's start and end on the page, and the text.
type EdgeLabel = ((f32, f32), (f32, f32), String);

const PAGE: (f32, f32) = (842.0, 595.0);
const MARGIN: f32 = 24.0;
const FONT: f32 = 6.6;
const GAP_X: f32 = 10.0;
const GAP_Y: f32 = 30.0;

/// The depth of each node: the longest path from the start, so every arrow points down.
fn depths(tree: &Tree) -> BTreeMap<String, usize> {
    let mut depth: BTreeMap<String, usize> = BTreeMap::new();
    depth.insert(tree.start.clone(), 0);
    // Relax edges repeatedly; trees are validated acyclic, and the bound guards anyway.
    for _ in 0..tree.nodes.len() {
        let mut changed = false;
        for (id, node) in &tree.nodes {
            let Some(&d) = depth.get(id) else { continue };
            for next in children(node) {
                let e = depth.entry(next.to_string()).or_insert(0);
                if *e < d + 1 {
                    *e = d + 1;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    depth
}

fn children(node: &Node) -> Vec<&str> {
    match node {
        Node::Question(q) => q.answers.iter().map(|a| a.next.as_str()).collect(),
        Node::Count(c) => c.branches.iter().map(|b| b.next.as_str()).collect(),
        Node::Ruling(_) => Vec::new(),
    }
}

fn edges(node: &Node) -> Vec<(&str, String)> {
    match node {
        Node::Question(q) => q
            .answers
            .iter()
            .map(|a| (a.next.as_str(), a.label.clone()))
            .collect(),
        Node::Count(c) => c
            .branches
            .iter()
            .map(|b| (b.next.as_str(), format!("{}–{}: {}", b.from, b.to, b.label)))
            .collect(),
        Node::Ruling(_) => Vec::new(),
    }
}

fn box_text(node: &Node) -> (String, String, bool) {
    match node {
        Node::Question(q) => (q.text.clone(), q.refs.join(", "), false),
        Node::Count(c) => (
            format!("{} ({}–{})", c.text, c.min, c.max),
            c.refs.join(", "),
            false,
        ),
        Node::Ruling(r) => (r.title.clone(), r.citations.join(", "), true),
    }
}

/// Lays the tree out on one A4 landscape page.
pub fn flowchart(tree: &Tree, m: &Measurer) -> Pages {
    let depth = depths(tree);
    let mut rows: Vec<Vec<String>> = Vec::new();
    // Order within a row: by first appearance in a depth-first walk (keeps siblings together).
    let mut order: Vec<String> = Vec::new();
    fn dfs(tree: &Tree, id: &str, order: &mut Vec<String>) {
        if order.iter().any(|o| o == id) {
            return;
        }
        order.push(id.to_string());
        if let Some(n) = tree.nodes.get(id) {
            for c in children(n) {
                dfs(tree, c, order);
            }
        }
    }
    dfs(tree, &tree.start, &mut order);
    for id in &order {
        let d = depth.get(id).copied().unwrap_or(0);
        if rows.len() <= d {
            rows.resize(d + 1, Vec::new());
        }
        rows[d].push(id.clone());
    }
    let widest = rows.iter().map(Vec::len).max().unwrap_or(1).max(1) as f32;
    let avail_w = PAGE.0 - 2.0 * MARGIN;
    let box_w = ((avail_w - GAP_X * (widest - 1.0)) / widest).min(150.0);
    // Box heights from the wrapped text.
    let mut lines: BTreeMap<&str, (Vec<String>, String, bool)> = BTreeMap::new();
    for (id, node) in &tree.nodes {
        let (text, refs, ruling) = box_text(node);
        lines.insert(id, (m.wrap(&text, FONT, box_w - 8.0, ruling), refs, ruling));
    }
    let lh = FONT * 1.25;
    let box_h = |id: &str| {
        lines
            .get(id)
            .map_or(20.0, |(l, _, _)| l.len() as f32 * lh + lh + 8.0)
    };
    let row_h: Vec<f32> = rows
        .iter()
        .map(|r| r.iter().map(|id| box_h(id)).fold(0.0, f32::max))
        .collect();
    let title_h = 26.0;
    let total_h =
        title_h + row_h.iter().sum::<f32>() + GAP_Y * (rows.len().saturating_sub(1)) as f32;
    let widest_row = rows
        .iter()
        .map(|r| r.len() as f32 * box_w + (r.len() as f32 - 1.0) * GAP_X)
        .fold(0.0, f32::max);
    // Fill the page: shrink to fit, or grow (up to 1.5×) when there is room, for legibility.
    let scale = ((PAGE.1 - 2.0 * MARGIN - 10.0) / total_h)
        .min(avail_w / widest_row.max(1.0))
        .min(1.5);
    let mut ops = Vec::new();
    let s = |v: f32| v * scale;
    ops.push(Op::Text {
        x: MARGIN,
        y: MARGIN + 12.0,
        size: 13.0,
        bold: true,
        color: Color::Black,
        text: format!("{} — правила {} г.", tree.title, tree.edition),
    });
    // Positions: rows centred horizontally.
    let mut pos: BTreeMap<String, (f32, f32, f32, f32)> = BTreeMap::new();
    let mut y = MARGIN + title_h;
    for (r, row) in rows.iter().enumerate() {
        let n = row.len() as f32;
        let row_w = n * box_w + (n - 1.0) * GAP_X;
        let mut x = MARGIN + (avail_w - row_w) / 2.0;
        for id in row {
            pos.insert(id.clone(), (x, y, box_w, box_h(id)));
            x += box_w + GAP_X;
        }
        y += row_h[r] + GAP_Y;
    }
    let top = MARGIN + title_h;
    let map = |(x, y): (f32, f32)| {
        (
            MARGIN + s(x - MARGIN) + (avail_w - s(avail_w)) / 2.0,
            top + s(y - top),
        )
    };
    // Arrows first, then the answers on them, then the boxes.
    let mut labels: Vec<EdgeLabel> = Vec::new();
    for (id, node) in &tree.nodes {
        let Some(&(x, y, w, h)) = pos.get(id) else {
            continue;
        };
        let es = edges(node);
        let k = es.len() as f32;
        for (i, (next, label)) in es.iter().enumerate() {
            let Some(&(nx, ny, nw, _)) = pos.get(*next) else {
                continue;
            };
            // Spread the arrows' starts along the bottom edge.
            let from = (x + w * (i as f32 + 1.0) / (k + 1.0), y + h);
            let to = (nx + nw / 2.0, ny);
            let (fa, ta) = (map(from), map(to));
            ops.push(Op::Line {
                from: fa,
                to: ta,
                width: 0.6,
                color: Color::Grey,
            });
            let (dx, dy) = (ta.0 - fa.0, ta.1 - fa.1);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let (ux, uy) = (dx / len, dy / len);
            let a = 4.0 * scale.max(0.6);
            ops.push(Op::Triangle {
                points: [
                    ta,
                    (ta.0 - ux * a * 1.6 - uy * a, ta.1 - uy * a * 1.6 + ux * a),
                    (ta.0 - ux * a * 1.6 + uy * a, ta.1 - uy * a * 1.6 - ux * a),
                ],
                color: Color::Grey,
            });
            labels.push((fa, ta, label.clone()));
        }
    }
    // Each answer sits on its arrow, on a white ground; arrows leaving one box are labelled at
    // staggered heights so neighbouring labels do not run into each other.
    let size = s(FONT * 0.85);
    for (k, (fa, ta, label)) in labels.iter().enumerate() {
        let short: String = label.chars().take(24).collect();
        let short = if label.chars().count() > 24 {
            format!("{short}…")
        } else {
            short
        };
        let t = 0.35 + 0.2 * (k % 3) as f32;
        let (cx, cy) = (fa.0 + (ta.0 - fa.0) * t, fa.1 + (ta.1 - fa.1) * t);
        let w = m.width(&short, size, false);
        ops.push(Op::Fill {
            rect: (cx - w / 2.0 - 1.0, cy - size, w + 2.0, size * 1.3),
            color: Color::White,
        });
        ops.push(Op::Text {
            x: cx - w / 2.0,
            y: cy,
            size,
            bold: false,
            color: Color::Blue,
            text: short,
        });
    }
    for (id, &(x, y, w, h)) in &pos {
        let Some((ls, refs, ruling)) = lines.get(id.as_str()) else {
            continue;
        };
        let (px, py) = map((x, y));
        let color = if *ruling { Color::Red } else { Color::Blue };
        ops.push(Op::Rect {
            rect: (px, py, s(w), s(h)),
            width: if *ruling { 1.2 } else { 0.8 },
            color,
        });
        let mut ty = y + 4.0 + lh;
        for l in ls {
            let (tx, tyy) = map((x + 4.0, ty - 1.5));
            push_suited(m, &mut ops, tx, tyy, s(FONT), *ruling, Color::Black, l);
            ty += lh;
        }
        if !refs.is_empty() {
            let (tx, tyy) = map((x + 4.0, ty - 1.5));
            ops.push(Op::Text {
                x: tx,
                y: tyy,
                size: s(FONT * 0.9),
                bold: false,
                color: Color::Grey,
                text: format!("Правила: {refs}"),
            });
        }
    }
    Pages {
        pages: vec![(PAGE, ops)],
    }
}

/// Boxes of a laid-out flowchart that overlap each other (for tests): pairs of rectangles.
pub fn overlapping_boxes(pages: &Pages) -> usize {
    let rects: Vec<(f32, f32, f32, f32)> = pages
        .pages
        .iter()
        .flat_map(|(_, ops)| ops.iter())
        .filter_map(|o| {
            if let Op::Rect { rect, .. } = o {
                Some(*rect)
            } else {
                None
            }
        })
        .collect();
    let mut n = 0;
    for i in 0..rects.len() {
        for j in i + 1..rects.len() {
            let (a, b) = (rects[i], rects[j]);
            if a.0 < b.0 + b.2 && b.0 < a.0 + a.2 && a.1 < b.1 + b.3 && b.1 < a.1 + a.3 {
                n += 1;
            }
        }
    }
    n
}
