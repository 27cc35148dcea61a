//! `score`, `board` and `imp`: the director's calculators.

use serde_json::json;
use td_handbook::tools::{self, Contract, Seat, Vulnerability};

/// `score CONTRACT RESULT [--vul …] [--declarer …] [--json]`.
pub fn score(
    contract: &str,
    result: &str,
    vul: &str,
    declarer: &str,
    as_json: bool,
) -> anyhow::Result<()> {
    let c = Contract::parse(contract)?;
    let r = tools::parse_result(result)?;
    let vul = Vulnerability::parse(vul)?;
    let seat = Seat::parse(declarer)?;
    let line = tools::score_for(c, r, vul, seat)?;
    if as_json {
        println!(
            "{}",
            json!({"contract": c.to_string(), "declarer": seat.letter(), "vul": vul.json_name(), "result": r,
                   "declarer_score": line.declarer_score, "ns": line.ns, "ew": line.ew})
        );
    } else {
        let zone = if vul.is_vulnerable(seat) {
            "в зоне"
        } else {
            "до зоны"
        };
        println!(
            "{c}{} ({}, {zone}): {:+}",
            tools::format_result(r),
            seat.letter(),
            line.declarer_score
        );
        println!("N-S: {:+}   E-W: {:+}", line.ns, line.ew);
    }
    Ok(())
}

/// `board N [--json]`.
pub fn board(n: &str, as_json: bool) -> anyhow::Result<()> {
    let info = tools::board_info(tools::parse_board(n)?)?;
    if as_json {
        println!(
            "{}",
            json!({"board": info.board, "dealer": info.dealer.letter(), "vul": info.vul.json_name()})
        );
    } else {
        println!(
            "Сдача {}: сдаёт {}, {}",
            info.board,
            info.dealer.letter(),
            info.vul.ru()
        );
    }
    Ok(())
}

/// `imp DIFF [--json]`.
pub fn imp(diff: &str, as_json: bool) -> anyhow::Result<()> {
    let d = tools::parse_diff(diff)?;
    let i = tools::imps(d);
    if as_json {
        println!("{}", json!({"diff": d, "imps": i}));
    } else {
        println!("{d} очков = {i} IMP");
    }
    Ok(())
}
