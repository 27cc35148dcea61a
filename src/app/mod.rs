//! The desktop app (egui/eframe), built only with the `gui` feature. For now a minimal
//! window: which data is loaded, and the laws with what the sources hold of each; the full
//! reader, search and ruling wizard come with their own issues.

use std::sync::Arc;

use eframe::egui;

use crate::load::Handbook;
use crate::model::source::Completeness;

/// The font with Cyrillic and ♠♥♦♣ (egui's own fonts lack the suits).
const DEJAVU: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// Puts DejaVu Sans first in both families.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu".into(),
        Arc::new(egui::FontData::from_static(DEJAVU)),
    );
    for fam in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(fam)
            .or_default()
            .insert(0, "dejavu".into());
    }
    ctx.set_fonts(fonts);
}

/// The app state.
pub struct HandbookApp {
    hb: Arc<Handbook>,
    selected: u8,
}

impl HandbookApp {
    /// A new app over loaded data.
    pub fn new(cc: &eframe::CreationContext<'_>, hb: Arc<Handbook>) -> Self {
        install_fonts(&cc.egui_ctx);
        HandbookApp { hb, selected: 64 }
    }
}

fn badge(c: Completeness) -> &'static str {
    match c {
        Completeness::Complete => "●",
        Completeness::Partial => "◐",
        Completeness::TocOnly | Completeness::TitleOnly => "○",
        Completeness::Missing => "·",
    }
}

impl eframe::App for HandbookApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::Panel::top("top").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading("Справочник судьи");
                ui.label(format!(
                    "Законы {} г. — «{}»; данные: {}",
                    self.hb.laws.edition, self.hb.laws.book, self.hb.origin
                ));
            });
        });
        egui::Panel::left("laws").resizable(true).show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                for law in &self.hb.laws.laws {
                    let title = law.title.as_deref().unwrap_or("—");
                    let text = format!("{} {}. {}", badge(law.completeness), law.number, title);
                    if ui
                        .selectable_label(self.selected == law.number, text)
                        .clicked()
                    {
                        self.selected = law.number;
                    }
                }
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            let Some(law) = self.hb.laws.law(self.selected) else {
                return;
            };
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.heading(format!(
                    "Правило {}. {}",
                    law.number,
                    law.title
                        .as_deref()
                        .unwrap_or("(заголовок в источниках отсутствует)")
                ));
                ui.label(law.completeness.label_ru());
                if !law.has_text() {
                    ui.label("Текста этого правила в источниках нет.");
                }
                for p in &law.intro {
                    ui.label(&p.text);
                }
                for it in law.all_items() {
                    ui.add_space(6.0);
                    ui.strong(format!("{} {}", it.path, it.title.as_deref().unwrap_or("")));
                    for p in &it.paras {
                        ui.label(&p.text);
                    }
                }
            });
        });
    }
}

/// Opens the window.
pub fn run(hb: Handbook) -> eframe::Result {
    let title = format!("Справочник судьи — Законы {} г.", hb.laws.edition);
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_inner_size([1100.0, 750.0])
            .with_title(&title),
        ..Default::default()
    };
    let hb = Arc::new(hb);
    eframe::run_native(
        "td-handbook",
        options,
        Box::new(move |cc| Ok(Box::new(HandbookApp::new(cc, hb)))),
    )
}
