//! A small page layout engine for the PDF renderers: text measured with the embedded font,
//! wrapped to a width, flowed down A4 pages as drawing operations. Pure: the operations are
//! data, rendered by [`super::pdf`].

use ttf_parser::Face;

/// The regular font (DejaVu Sans: Cyrillic and ♠♥♦♣).
pub const REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
/// The bold font.
pub const BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

/// A4 portrait in points.
pub const A4: (f32, f32) = (595.0, 842.0);

/// Measures text in a font.
pub struct Measurer {
    regular: Face<'static>,
    bold: Face<'static>,
}

impl Measurer {
    /// The embedded fonts. `None` only if the embedded data were damaged.
    pub fn new() -> Option<Measurer> {
        Some(Measurer {
            regular: Face::parse(REGULAR, 0).ok()?,
            bold: Face::parse(BOLD, 0).ok()?,
        })
    }

    /// Width of `text` at `size` points.
    pub fn width(&self, text: &str, size: f32, bold: bool) -> f32 {
        let face = if bold { &self.bold } else { &self.regular };
        let upem = f32::from(face.units_per_em());
        let units: f32 = text
            .chars()
            .map(|c| {
                face.glyph_index(c)
                    .and_then(|g| face.glyph_hor_advance(g))
                    .map_or(upem / 2.0, f32::from)
            })
            .sum();
        units * size / upem
    }

    /// Splits `text` into lines no wider than `width`; a word longer than a line is cut.
    pub fn wrap(&self, text: &str, size: f32, width: f32, bold: bool) -> Vec<String> {
        let mut lines = Vec::new();
        for para in text.split('\n') {
            let mut line = String::new();
            for word in para.split(' ').filter(|w| !w.is_empty()) {
                let candidate = if line.is_empty() {
                    word.to_string()
                } else {
                    format!("{line} {word}")
                };
                if self.width(&candidate, size, bold) <= width {
                    line = candidate;
                    continue;
                }
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                }
                // A single word wider than the line: cut it by characters.
                let mut piece = String::new();
                for c in word.chars() {
                    piece.push(c);
                    if self.width(&piece, size, bold) > width && piece.chars().count() > 1 {
                        piece.pop();
                        lines.push(std::mem::take(&mut piece));
                        piece.push(c);
                    }
                }
                line = piece;
            }
            lines.push(line);
        }
        lines
    }
}

/// A colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Color {
    /// Body text.
    Black,
    /// Secondary text.
    Grey,
    /// ♥♦ and warnings.
    Red,
    /// Links and box outlines.
    Blue,
    /// Paper.
    White,
}

/// One drawing operation; `y` grows downwards, text `y` is the baseline.
#[derive(Debug, Clone, PartialEq)]
pub enum Op {
    /// Text.
    Text {
        /// Left.
        x: f32,
        /// Baseline.
        y: f32,
        /// Size in points.
        size: f32,
        /// Bold face.
        bold: bool,
        /// Colour.
        color: Color,
        /// The text (one line).
        text: String,
    },
    /// A straight line.
    Line {
        /// Start.
        from: (f32, f32),
        /// End.
        to: (f32, f32),
        /// Width.
        width: f32,
        /// Colour.
        color: Color,
    },
    /// A rectangle outline.
    Rect {
        /// Left, top, width, height.
        rect: (f32, f32, f32, f32),
        /// Line width.
        width: f32,
        /// Colour.
        color: Color,
    },
    /// A filled rectangle without outline (a label's background).
    Fill {
        /// Left, top, width, height.
        rect: (f32, f32, f32, f32),
        /// Colour.
        color: Color,
    },
    /// A filled triangle (arrow heads).
    Triangle {
        /// The corners.
        points: [(f32, f32); 3],
        /// Colour.
        color: Color,
    },
}

/// Pages of operations, with their sizes.
#[derive(Debug, Clone, Default)]
pub struct Pages {
    /// Each page: its size and operations.
    pub pages: Vec<((f32, f32), Vec<Op>)>,
}

/// Text flowing down A4 pages.
pub struct Flow<'m> {
    m: &'m Measurer,
    /// The finished pages.
    pub pages: Pages,
    ops: Vec<Op>,
    y: f32,
    margin: f32,
    /// Text printed at the foot of every page.
    pub footer: String,
}

impl<'m> Flow<'m> {
    /// A new flow.
    pub fn new(m: &'m Measurer, footer: &str) -> Flow<'m> {
        Flow {
            m,
            pages: Pages::default(),
            ops: Vec::new(),
            y: 56.0,
            margin: 56.0,
            footer: footer.to_string(),
        }
    }

    fn width(&self) -> f32 {
        A4.0 - 2.0 * self.margin
    }

    /// Starts a new page (if the current one has anything on it).
    pub fn new_page(&mut self) {
        if self.ops.is_empty() {
            return;
        }
        let n = self.pages.pages.len() + 1;
        let mut ops = std::mem::take(&mut self.ops);
        ops.push(Op::Text {
            x: self.margin,
            y: A4.1 - 28.0,
            size: 7.5,
            bold: false,
            color: Color::Grey,
            text: format!("{} — стр. {n}", self.footer),
        });
        self.pages.pages.push((A4, ops));
        self.y = self.margin;
    }

    /// Makes room for `h` points, starting a page if needed.
    pub fn need(&mut self, h: f32) {
        if self.y + h > A4.1 - 48.0 {
            self.new_page();
        }
    }

    /// Vertical space.
    pub fn space(&mut self, h: f32) {
        self.y += h;
    }

    /// A paragraph, wrapped, with ♥♦ in red.
    pub fn text(&mut self, text: &str, size: f32, bold: bool, color: Color, indent: f32) {
        let lh = size * 1.35;
        for line in self.m.wrap(text, size, self.width() - indent, bold) {
            self.need(lh);
            self.y += lh;
            let (x, y) = (self.margin + indent, self.y - size * 0.3);
            push_suited(self.m, &mut self.ops, x, y, size, bold, color, &line);
        }
    }

    /// «Label: value» on one line, wrapped after the label.
    pub fn field(&mut self, label: &str, value: &str) {
        if value.trim().is_empty() {
            return;
        }
        let size = 10.5;
        let lw = self.m.width(&format!("{label}: "), size, true);
        let lines = self.m.wrap(value, size, self.width() - lw, false);
        for (i, line) in lines.iter().enumerate() {
            self.need(size * 1.4);
            self.y += size * 1.4;
            let y = self.y - size * 0.3;
            if i == 0 {
                self.ops.push(Op::Text {
                    x: self.margin,
                    y,
                    size,
                    bold: true,
                    color: Color::Black,
                    text: format!("{label}:"),
                });
            }
            push_suited(
                self.m,
                &mut self.ops,
                self.margin + lw,
                y,
                size,
                false,
                Color::Black,
                line,
            );
        }
    }

    /// A horizontal rule.
    pub fn rule(&mut self) {
        self.need(10.0);
        self.y += 6.0;
        self.ops.push(Op::Line {
            from: (self.margin, self.y),
            to: (A4.0 - self.margin, self.y),
            width: 0.6,
            color: Color::Grey,
        });
        self.y += 4.0;
    }

    /// Finishes the last page and returns all.
    pub fn finish(mut self) -> Pages {
        self.new_page();
        self.pages
    }
}

/// Pushes a line of text, splitting it into runs so ♥ and ♦ are red.
#[allow(clippy::too_many_arguments)]
pub fn push_suited(
    m: &Measurer,
    ops: &mut Vec<Op>,
    x: f32,
    y: f32,
    size: f32,
    bold: bool,
    color: Color,
    line: &str,
) {
    let mut x = x;
    let mut run = String::new();
    let mut run_red = false;
    let mut flush = |run: &mut String, red: bool, x: &mut f32| {
        if run.is_empty() {
            return;
        }
        let c = if red { Color::Red } else { color };
        ops.push(Op::Text {
            x: *x,
            y,
            size,
            bold,
            color: c,
            text: run.clone(),
        });
        *x += m.width(run, size, bold);
        run.clear();
    };
    for ch in line.chars() {
        let red = matches!(ch, '♥' | '♦');
        if red != run_red {
            flush(&mut run, run_red, &mut x);
            run_red = red;
        }
        run.push(ch);
    }
    flush(&mut run, run_red, &mut x);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_within_width() {
        let m = Measurer::new().expect("fonts");
        let text = "Фальшренонс в двенадцатой взятке исправляется, даже если он уже выявлен ♥♦";
        let lines = m.wrap(text, 10.0, 120.0, false);
        assert!(lines.len() > 2);
        assert!(lines.iter().all(|l| m.width(l, 10.0, false) <= 120.0));
        assert_eq!(lines.join(" "), text);
        assert!(m.width("ШШШ", 10.0, false) > m.width("iii", 10.0, false));
    }
}
