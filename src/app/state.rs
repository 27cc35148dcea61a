//! What the app remembers between runs (eframe persistence), and what it shows now.

use serde::{Deserialize, Serialize};

/// The tabs of the left panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Tab {
    /// Оглавление.
    #[default]
    Contents,
    /// Указатель.
    Index,
    /// Определения.
    Definitions,
    /// Разборы.
    Trees,
    /// Инструменты.
    Tools,
    /// Закладки и история.
    Bookmarks,
    /// Журнал решений.
    Journal,
}

impl Tab {
    /// All tabs in order.
    pub const ALL: [Tab; 7] = [
        Tab::Contents,
        Tab::Index,
        Tab::Definitions,
        Tab::Trees,
        Tab::Tools,
        Tab::Bookmarks,
        Tab::Journal,
    ];

    /// The Russian label.
    pub fn label(self) -> &'static str {
        match self {
            Tab::Contents => "Оглавление",
            Tab::Index => "Указатель",
            Tab::Definitions => "Определения",
            Tab::Trees => "Разборы",
            Tab::Tools => "Инструменты",
            Tab::Bookmarks => "Закладки",
            Tab::Journal => "Журнал",
        }
    }
}

/// The director's calculators.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tool {
    /// Запись контракта.
    Score,
    /// Сдающий и зона.
    Board,
    /// IMP.
    Imp,
    /// Присуждённый результат.
    Adjusted,
}

impl Tool {
    /// All tools.
    pub const ALL: [Tool; 4] = [Tool::Score, Tool::Board, Tool::Imp, Tool::Adjusted];

    /// The Russian label.
    pub fn label(self) -> &'static str {
        match self {
            Tool::Score => "Запись контракта (правило 77)",
            Tool::Board => "Сдающий и зона (правило 2)",
            Tool::Imp => "Шкала IMP (правило 78B)",
            Tool::Adjusted => "Присуждённый результат (правило 12C1)",
        }
    }
}

/// What the centre shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum View {
    /// The start page.
    #[default]
    Home,
    /// A law or item: `64`, `64A1`.
    Law(String),
    /// The search results.
    Search,
    /// The ruling wizard, on a tree or on the list of trees.
    Wizard(Option<String>),
    /// A calculator.
    Tool(Tool),
    /// A record of the ruling log, by number.
    Record(u64),
}

/// Preferences and places kept between runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// The open tab.
    pub tab: Tab,
    /// Dark theme.
    pub dark: bool,
    /// Font scale (zoom factor).
    pub scale: f32,
    /// Bookmarked law and item references.
    pub bookmarks: Vec<String>,
    /// Laws and items opened, most recent last.
    pub history: Vec<String>,
    /// The view open at exit.
    pub view: View,
    /// The event and director last typed into a ruling record (they rarely change).
    pub event: String,
    /// The director's name.
    pub director: String,
}

impl Default for Prefs {
    fn default() -> Self {
        Prefs {
            tab: Tab::Contents,
            dark: true,
            scale: 1.0,
            bookmarks: Vec::new(),
            history: Vec::new(),
            view: View::Home,
            event: String::new(),
            director: String::new(),
        }
    }
}

impl Prefs {
    /// The smallest and largest font scale.
    pub const SCALE_RANGE: (f32, f32) = (0.6, 2.5);

    /// Changes the scale by `step`, within the range.
    pub fn zoom(&mut self, step: f32) {
        self.scale = (self.scale + step).clamp(Self::SCALE_RANGE.0, Self::SCALE_RANGE.1);
    }

    /// Remembers an opened law, keeping the last 50 distinct.
    pub fn remember(&mut self, reference: &str) {
        self.history.retain(|h| h != reference);
        self.history.push(reference.to_string());
        let extra = self.history.len().saturating_sub(50);
        self.history.drain(..extra);
    }

    /// Adds or removes a bookmark.
    pub fn toggle_bookmark(&mut self, reference: &str) {
        if let Some(i) = self.bookmarks.iter().position(|b| b == reference) {
            self.bookmarks.remove(i);
        } else {
            self.bookmarks.push(reference.to_string());
        }
    }
}

/// Everything the UI can ask for. Menus, shortcuts and buttons push commands; they are
/// applied after the frame, so no widget changes state while others still draw from it.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Show a view, remembering the current one for «назад».
    Open(View),
    /// Back in the view history.
    Back,
    /// Forward in the view history.
    Forward,
    /// Switch the left tab.
    Tab(Tab),
    /// Light / dark.
    ToggleTheme,
    /// Font scale step.
    Zoom(f32),
    /// Put the cursor in the search field.
    FocusSearch,
    /// Search for this text.
    Search(String),
    /// Add or remove a bookmark.
    ToggleBookmark(String),
    /// Answer the current wizard step with the answer index or number.
    Answer(crate::rulings::Input),
    /// Go back in the wizard to before step N.
    StepBack(usize),
    /// Start the current tree again.
    Restart,
    /// Import a laws text (file dialog).
    Import,
    /// Load a data folder (folder dialog).
    OpenDataFolder,
    /// Return to the data embedded in the program.
    EmbeddedData,
    /// Add the wizard's ruling to the log.
    ToJournal,
    /// Save the wizard's ruling as PDF (file dialog).
    SavePdf,
    /// Print the wizard's ruling: write a PDF and hand it to the system.
    Print,
    /// Print the current tree as a flowchart.
    PrintFlowchart,
    /// Replace a logged record's notes.
    SaveNotes(u64, String),
    /// Delete a logged record (undo is offered).
    Delete(u64),
    /// Undo the last delete.
    Undo,
    /// Export the whole log as a session report (file dialog).
    ExportSession,
    /// Start a new log, keeping the old file aside.
    NewJournal,
}
