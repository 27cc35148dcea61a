//! The director's calculators on screen.

use eframe::egui::{self, Color32, RichText, Stroke};

use super::state::Tool;
use super::text::{self, RED};
use crate::tools::{self, Contract, Fault, Seat, Vulnerability};

/// The calculators' inputs.
#[derive(Debug, Clone)]
pub struct ToolsState {
    /// Contract as typed.
    pub contract: String,
    /// Result as typed.
    pub result: String,
    /// Vulnerability.
    pub vul: Vulnerability,
    /// Declarer.
    pub declarer: Seat,
    /// Board number as typed.
    pub board: String,
    /// Points difference as typed.
    pub diff: String,
}

impl Default for ToolsState {
    fn default() -> Self {
        ToolsState {
            contract: "4♠X".into(),
            result: "-2".into(),
            vul: Vulnerability::Both,
            declarer: Seat::N,
            board: "1".into(),
            diff: "430".into(),
        }
    }
}

fn error(ui: &mut egui::Ui, e: &tools::ToolError) {
    ui.colored_label(RED, e.to_string());
}

/// Draws a board as on the table: the four seats, the dealer marked, vulnerable seats red.
pub fn board_picture(ui: &mut egui::Ui, info: &tools::BoardInfo) {
    let size = 170.0;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let p = ui.painter();
    p.rect_stroke(
        rect,
        8.0,
        Stroke::new(2.0, ui.visuals().strong_text_color()),
        egui::StrokeKind::Inside,
    );
    p.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        info.board.to_string(),
        egui::FontId::proportional(34.0),
        ui.visuals().strong_text_color(),
    );
    let c = rect.center();
    let d = size / 2.0 - 22.0;
    for seat in Seat::ALL {
        let pos = match seat {
            Seat::N => c + egui::vec2(0.0, -d),
            Seat::S => c + egui::vec2(0.0, d),
            Seat::E => c + egui::vec2(d, 0.0),
            Seat::W => c + egui::vec2(-d, 0.0),
        };
        let vul = info.vul.is_vulnerable(seat);
        let fill = if vul { RED } else { Color32::from_gray(235) };
        let fg = if vul { Color32::WHITE } else { Color32::BLACK };
        p.rect_filled(
            egui::Rect::from_center_size(pos, egui::vec2(34.0, 26.0)),
            4.0,
            fill,
        );
        let label = if seat == info.dealer {
            format!("{}•", seat.letter())
        } else {
            seat.letter().to_string()
        };
        p.text(
            pos,
            egui::Align2::CENTER_CENTER,
            label,
            egui::FontId::proportional(17.0),
            fg,
        );
    }
}

/// Shows one calculator.
pub fn tool_ui(ui: &mut egui::Ui, tool: Tool, st: &mut ToolsState) {
    ui.heading(tool.label());
    ui.add_space(6.0);
    match tool {
        Tool::Score => {
            egui::Grid::new("score").num_columns(2).show(ui, |ui| {
                ui.label("Контракт (4S, 3БК, 6♥XX):");
                ui.text_edit_singleline(&mut st.contract);
                ui.end_row();
                ui.label("Результат (=, +1, -2):");
                ui.text_edit_singleline(&mut st.result);
                ui.end_row();
                ui.label("Разыгрывающий:");
                ui.horizontal(|ui| {
                    for s in Seat::ALL {
                        ui.selectable_value(&mut st.declarer, s, s.letter());
                    }
                });
                ui.end_row();
                ui.label("Зона:");
                ui.horizontal(|ui| {
                    for v in [
                        Vulnerability::None,
                        Vulnerability::NS,
                        Vulnerability::EW,
                        Vulnerability::Both,
                    ] {
                        ui.selectable_value(&mut st.vul, v, v.ru());
                    }
                });
                ui.end_row();
            });
            let res = Contract::parse(&st.contract)
                .and_then(|c| tools::parse_result(&st.result).map(|r| (c, r)))
                .and_then(|(c, r)| tools::score_for(c, r, st.vul, st.declarer).map(|l| (c, r, l)));
            match res {
                Ok((c, r, line)) => {
                    text::label(
                        ui,
                        &format!(
                            "{c}{} — разыгрывающий {:+}",
                            tools::format_result(r),
                            line.declarer_score
                        ),
                        true,
                    );
                    ui.label(
                        RichText::new(format!("N-S: {:+}    E-W: {:+}", line.ns, line.ew))
                            .size(20.0),
                    );
                }
                Err(e) => error(ui, &e),
            }
        }
        Tool::Board => {
            ui.horizontal(|ui| {
                ui.label("Номер сдачи:");
                ui.text_edit_singleline(&mut st.board);
            });
            match tools::parse_board(&st.board).and_then(tools::board_info) {
                Ok(info) => {
                    ui.label(
                        RichText::new(format!("Сдаёт {}, {}", info.dealer.letter(), info.vul.ru()))
                            .size(20.0),
                    );
                    board_picture(ui, &info);
                    ui.label(
                        RichText::new("• — сдающий; красным — в зоне.")
                            .small()
                            .weak(),
                    );
                }
                Err(e) => error(ui, &e),
            }
        }
        Tool::Imp => {
            ui.horizontal(|ui| {
                ui.label("Разница в очках:");
                ui.text_edit_singleline(&mut st.diff);
            });
            match tools::parse_diff(&st.diff) {
                Ok(d) => {
                    ui.label(
                        RichText::new(format!("{d} очков = {} IMP", tools::imps(d))).size(20.0),
                    );
                }
                Err(e) => error(ui, &e),
            }
        }
        Tool::Adjusted => {
            egui::Grid::new("adjusted")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for f in [Fault::Direct, Fault::Partial, Fault::None] {
                        ui.label(f.side_ru());
                        ui.label(f.label_ru());
                        let pct = tools::artificial_percent(f);
                        let text = if f == Fault::None {
                            format!("не менее {pct} %")
                        } else {
                            format!("{pct} %")
                        };
                        ui.strong(text);
                        ui.end_row();
                    }
                });
            ui.label(RichText::new("Правило 12C1: искусственный присуждённый результат; результаты сторон не обязаны быть сбалансированы.").small().weak());
        }
    }
}
