//! The command line: argument parsing and the subcommands.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod check_cmd;
mod data;
mod import_cmd;
mod index_cmd;
mod law_cmd;
mod log_cmd;
mod rule_cmd;
mod search_cmd;
mod tools_cmd;

/// Справочник судьи по спортивному бриджу (Законы 1987 г.).
#[derive(Debug, Parser)]
#[command(name = "td-handbook", version, about)]
pub struct Cli {
    /// Загрузить данные правил из этой папки вместо встроенных.
    #[arg(long, global = true, value_name = "DIR")]
    pub data: Option<PathBuf>,
    /// Файл журнала решений (по умолчанию — в папке данных программы, тот же, что у окна).
    #[arg(long, global = true, value_name = "FILE")]
    pub log_file: Option<PathBuf>,
    /// Подкоманда; без неё открывается окно приложения.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Окно приложения (то же, что без подкоманды).
    Gui,
    /// Запись контракта (правило 77): 4S, 3NT, 6HXX, 4♠X, 4П, 3БК; результат =, +N, -N.
    Score {
        /// Контракт.
        contract: String,
        /// Результат: =, +1, -2.
        #[arg(allow_hyphen_values = true)]
        result: String,
        /// Зона: none, ns, ew, both.
        #[arg(long, default_value = "none")]
        vul: String,
        /// Разыгрывающий: N, E, S, W.
        #[arg(long, default_value = "N")]
        declarer: String,
        /// Вывод в JSON.
        #[arg(long)]
        json: bool,
    },
    /// Сдающий и зона сдачи по её номеру (правило 2).
    Board {
        /// Номер сдачи.
        #[arg(allow_hyphen_values = true)]
        number: String,
        /// Вывод в JSON.
        #[arg(long)]
        json: bool,
    },
    /// IMP за разницу в очках (шкала правила 78B).
    Imp {
        /// Разница в очках (может быть отрицательной).
        #[arg(allow_hyphen_values = true)]
        diff: String,
        /// Вывод в JSON.
        #[arg(long)]
        json: bool,
    },
    /// Поиск по указателю, тексту правил, определениям, комментарию и разборам.
    Search {
        /// Запрос.
        query: Option<String>,
        /// Читать запросы со стандартного ввода, по одному в строке.
        #[arg(long)]
        stdin: bool,
        /// Сколько результатов показать.
        #[arg(long, default_value_t = 10)]
        limit: usize,
        /// Вывод в JSON.
        #[arg(long)]
        json: bool,
    },
    /// Разборы нарушений: список, пошаговый разбор или разбор по готовым ответам.
    Rule {
        /// Разбор (id); без него — список.
        tree: Option<String>,
        /// Ответы через запятую: номера ответов, а на вопросах-числах — число.
        #[arg(long)]
        answers: Option<String>,
        /// Вывод в JSON (с --answers).
        #[arg(long)]
        json: bool,
        /// Записать решение в PDF (с --answers).
        #[arg(long, value_name = "FILE")]
        pdf: Option<PathBuf>,
        /// Записать решение в текстовый файл (с --answers).
        #[arg(long, value_name = "FILE")]
        txt: Option<PathBuf>,
        /// Добавить решение в журнал (с --answers).
        #[arg(long)]
        log: bool,
        /// Поля записи о решении.
        #[command(flatten)]
        record: Box<RecordArgs>,
    },
    /// Журнал решений: список, одно решение, экспорт, новый журнал.
    Log {
        /// Что сделать.
        #[command(subcommand)]
        action: LogAction,
    },
    /// Блок-схема разбора для печати (PDF, A4 альбомный).
    Flowchart {
        /// Разбор (id).
        tree: String,
        /// Файл PDF.
        #[arg(long, value_name = "FILE")]
        pdf: PathBuf,
    },
    /// Проверить данные: сводка и все ошибки в виде файл:строка:столбец.
    Check,
    /// Правило или пункт: 64, 64A1, 25B2(B)(1).
    Law {
        /// Ссылка на правило или пункт.
        reference: String,
        /// Вывод в JSON.
        #[arg(long)]
        json: bool,
    },
    /// Алфавитный указатель или статьи, начинающиеся с PREFIX.
    Index {
        /// Начало заголовка статьи.
        prefix: Option<String>,
        /// Вывод в JSON.
        #[arg(long)]
        json: bool,
    },
    /// Импорт текста правил (в раскладке книги) в папку данных.
    Import {
        /// Файлы с текстом.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Папка, куда записать данные.
        #[arg(long)]
        out: PathBuf,
        /// Файл исправлений (по умолчанию — встроенный laws/corrections.ron).
        #[arg(long)]
        corrections: Option<PathBuf>,
    },
}

/// The fields of a ruling record.
#[derive(Debug, clap::Args)]
pub struct RecordArgs {
    /// Турнир.
    #[arg(long, default_value = "")]
    pub event: String,
    /// Тур.
    #[arg(long, default_value = "")]
    pub round: String,
    /// Стол.
    #[arg(long, default_value = "")]
    pub table: String,
    /// Номер сдачи (сдающий и зона — по правилу 2).
    #[arg(long)]
    pub board: Option<u32>,
    /// Пара N-S.
    #[arg(long, default_value = "")]
    pub ns: String,
    /// Пара E-W.
    #[arg(long, default_value = "")]
    pub ew: String,
    /// Судья.
    #[arg(long, default_value = "")]
    pub director: String,
    /// Заметки судьи.
    #[arg(long, default_value = "")]
    pub notes: String,
    /// Изменение результата.
    #[arg(long, default_value = "")]
    pub adjustment: String,
}

/// What to do with the log.
#[derive(Debug, Subcommand)]
pub enum LogAction {
    /// Список решений.
    List,
    /// Одно решение.
    Show {
        /// Номер решения.
        id: u64,
    },
    /// Экспорт всех решений (сессии).
    Export {
        /// В PDF.
        #[arg(long, value_name = "FILE")]
        pdf: Option<PathBuf>,
        /// В текст.
        #[arg(long, value_name = "FILE")]
        txt: Option<PathBuf>,
    },
    /// Начать новый журнал (прежний файл сохраняется рядом).
    New,
}

/// Runs the command line.
pub fn run(cli: Cli) -> ExitCode {
    let data = cli.data.as_deref();
    let log_file = log_cmd::log_path(cli.log_file.as_deref());
    let result = match cli.command {
        Some(Command::Check) => match check_cmd::run(data) {
            Ok(true) => Ok(()),
            Ok(false) => return ExitCode::from(1),
            Err(e) => Err(e),
        },
        Some(Command::Score {
            contract,
            result,
            vul,
            declarer,
            json,
        }) => tools_cmd::score(&contract, &result, &vul, &declarer, json),
        Some(Command::Board { number, json }) => tools_cmd::board(&number, json),
        Some(Command::Imp { diff, json }) => tools_cmd::imp(&diff, json),
        Some(Command::Search {
            query,
            stdin,
            limit,
            json,
        }) => data::load_handbook(data)
            .and_then(|hb| search_cmd::run(&hb, query.as_deref(), stdin, limit, json)),
        Some(Command::Rule {
            tree,
            answers,
            json,
            pdf,
            txt,
            log,
            record,
        }) => data::load_handbook(data).and_then(|hb| match (tree, answers) {
            (None, _) => {
                rule_cmd::list(&hb);
                Ok(())
            }
            (Some(t), Some(a)) => {
                let out = rule_cmd::Output {
                    json,
                    pdf: pdf.as_deref(),
                    txt: txt.as_deref(),
                    log: log.then_some(log_file.as_path()),
                };
                rule_cmd::answered(&hb, &t, &a, &out, (*record).into())
            }
            (Some(t), None) => rule_cmd::interactive(&hb, &t),
        }),
        Some(Command::Log { action }) => match action {
            LogAction::List => log_cmd::list(&log_file),
            LogAction::Show { id } => log_cmd::show(&log_file, id),
            LogAction::Export { pdf, txt } => {
                log_cmd::export(&log_file, pdf.as_deref(), txt.as_deref())
            }
            LogAction::New => log_cmd::new_log(&log_file),
        },
        Some(Command::Flowchart { tree, pdf }) => {
            data::load_handbook(data).and_then(|hb| rule_cmd::flowchart(&hb, &tree, &pdf))
        }
        Some(Command::Law { reference, json }) => {
            data::load_handbook(data).and_then(|hb| law_cmd::run(&hb, &reference, json))
        }
        Some(Command::Index { prefix, json }) => {
            data::load_handbook(data).and_then(|hb| index_cmd::run(&hb, prefix.as_deref(), json))
        }
        Some(Command::Import {
            files,
            out,
            corrections,
        }) => import_cmd::run(&files, &out, corrections.as_deref()),
        Some(Command::Gui) | None => run_gui(data),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("ошибка: {e}");
            ExitCode::from(1)
        }
    }
}

#[cfg(feature = "gui")]
fn run_gui(data: Option<&std::path::Path>) -> anyhow::Result<()> {
    let hb = data::load_handbook(data)?;
    td_handbook::app::run(hb).map_err(|e| anyhow::anyhow!("не удалось открыть окно: {e}"))
}

#[cfg(not(feature = "gui"))]
fn run_gui(_data: Option<&std::path::Path>) -> anyhow::Result<()> {
    anyhow::bail!(
        "эта сборка без окна (собрана без функции gui); используйте подкоманды, см. --help"
    )
}

impl From<RecordArgs> for td_handbook::records::Facts {
    fn from(a: RecordArgs) -> Self {
        td_handbook::records::Facts {
            event: a.event,
            director: a.director,
            round: a.round,
            table: a.table,
            board: a.board,
            ns: a.ns,
            ew: a.ew,
            adjustment: a.adjustment,
            notes: a.notes,
        }
    }
}
