//! The command line, run as a person or a script would.

use std::process::Command;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_td-handbook"))
}

fn run(args: &[&str]) -> (i32, String, String) {
    let out = bin().args(args).output().expect("run td-handbook");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn law_json_follows_the_contract() {
    let (code, out, err) = run(&["law", "64A1", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["ref"], "64A1");
    assert_eq!(v["law"], 64);
    assert_eq!(v["title"], "Нарушитель выиграл взятку фальшренонса");
    assert_eq!(v["completeness"], "complete");
    assert!(
        v["text"]
            .as_str()
            .expect("text")
            .contains("плюс одна из последующих взяток")
    );
    let p = &v["paragraphs"][0];
    assert_eq!(p["source"]["file"], "004_e44490e4d8cd7681.txt");
    assert_eq!(p["source"]["lines"], serde_json::json!([160, 165]));
    assert_eq!(p["source"]["page"], 91);
    assert!(v["footnotes"].is_array() && v["commentary"].is_array());
}

#[test]
fn cyrillic_letters_in_a_reference() {
    let (code, out, _) = run(&["law", "64В1"]);
    assert_eq!(code, 0);
    assert!(out.contains("64B1"), "{out}");
    let (code, out, _) = run(&["law", "55", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["completeness"], "title_only");
    assert!(v["commentary"].as_array().is_some_and(|c| c.len() == 6));
}

#[test]
fn unknown_references_exit_1_with_a_message() {
    for r in ["94", "64Z9", "abc"] {
        let (code, out, err) = run(&["law", r]);
        assert_eq!(code, 1, "law {r}");
        assert!(out.is_empty());
        assert!(err.contains("ошибка"), "{err}");
    }
}

#[test]
fn check_passes_on_the_shipped_data() {
    let (code, out, err) = run(&["check"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Правила 1987 г.: 93"), "{out}");
    assert!(out.contains("Ошибок: 0"), "{out}");
}

#[test]
fn check_on_a_garbled_directory_reports_positions_and_exits_1() {
    let dir = std::env::temp_dir().join(format!("td-bad-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let (code, _, err) = run(&[
        "import",
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/laws/source/004_e44490e4d8cd7681.txt"
        ),
        "--out",
        dir.to_str().expect("utf8"),
    ]);
    assert_eq!(code, 0, "{err}");
    for f in ["definitions.ron", "quick_rules.ron"] {
        std::fs::copy(
            concat!(env!("CARGO_MANIFEST_DIR"), "/laws/").to_string() + f,
            dir.join(f),
        )
        .expect("copy");
    }
    std::fs::write(
        dir.join("index.ron"),
        "IndexFile(entries: [IndexEntry(headword: 5",
    )
    .expect("write");
    let (code, _, err) = run(&["--data", dir.to_str().expect("utf8"), "check"]);
    assert_eq!(code, 1);
    assert!(err.contains("index.ron:1:"), "{err}");
    let (code, _, err) = run(&["--data", dir.to_str().expect("utf8"), "law", "64"]);
    assert_eq!(code, 1);
    assert!(err.contains("index.ron:1:"), "{err}");
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn index_prefix() {
    let (code, out, _) = run(&["index", "фальш"]);
    assert_eq!(code, 0);
    assert!(out.contains("Определение фальшренонса — 61"), "{out}");
    let (code, out, _) = run(&["index", "Фальшренонс", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v[0]["subs"].as_array().map(Vec::len), Some(13));
    let (code, _, _) = run(&["index", "ъъъ"]);
    assert_eq!(code, 1);
}

#[test]
fn wrong_usage_exits_2() {
    let (code, _, _) = run(&["law"]);
    assert_eq!(code, 2);
}

#[test]
fn score_board_imp_follow_the_contract() {
    let (code, out, err) = run(&["score", "4♠X", "-2", "--vul", "both", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(
        v,
        serde_json::json!({"contract": "4♠X", "declarer": "N", "vul": "both", "result": -2,
                           "declarer_score": -500, "ns": -500, "ew": 500})
    );
    let (code, out, _) = run(&["score", "3БК", "=", "--json"]);
    assert_eq!(code, 0);
    assert!(out.contains("\"declarer_score\":400"), "{out}");
    let (code, out, _) = run(&["board", "5", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).expect("json"),
        serde_json::json!({"board": 5, "dealer": "N", "vul": "ns"})
    );
    let (code, out, _) = run(&["imp", "430", "--json"]);
    assert_eq!(code, 0);
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(&out).expect("json"),
        serde_json::json!({"diff": 430, "imps": 10})
    );
    let (code, out, _) = run(&["imp", "-430", "--json"]);
    assert_eq!(code, 0);
    assert!(out.contains("\"imps\":-10"), "{out}");
}

#[test]
fn bad_tool_input_gets_a_russian_message_and_exit_1() {
    for args in [
        &["score", "8S", "="][..],
        &["score", "4Z", "="],
        &["score", "4S", "+5"],
        &["board", "0"],
        &["imp", "abc"],
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 1, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert!(
            err.starts_with("ошибка: ") && err.chars().any(|c| ('а'..='я').contains(&c)),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn rule_lists_and_answers_with_json() {
    let (code, out, _) = run(&["rule"]);
    assert_eq!(code, 0);
    assert!(out.lines().count() >= 17 && out.contains("revoke"), "{out}");
    // Walk the first answer at every step until a ruling, asking the tool itself how deep.
    let mut answers: Vec<String> = Vec::new();
    loop {
        let (code, out, err) = run(&[
            "rule",
            "insufficient_bid",
            "--answers",
            &answers.join(","),
            "--json",
        ]);
        if code == 0 {
            let v: serde_json::Value = serde_json::from_str(&out).expect("json");
            assert_eq!(v["tree"], "insufficient_bid");
            assert_eq!(v["edition"], 1987);
            assert_eq!(v["path"].as_array().map(Vec::len), Some(answers.len()));
            assert!(v["path"][0]["question"].is_string() && v["path"][0]["answer"].is_string());
            assert!(v["ruling"].is_string() && v["announce"].is_string());
            assert!(v["citations"].as_array().is_some_and(|c| !c.is_empty()));
            break;
        }
        assert!(err.contains("ответов не хватает"), "{err}");
        answers.push("1".into());
        assert!(answers.len() < 20);
    }
    // One answer too many is refused.
    answers.push("1".into());
    let (code, _, err) = run(&["rule", "insufficient_bid", "--answers", &answers.join(",")]);
    assert_eq!(code, 1);
    assert!(err.contains("лишние"), "{err}");
    let (code, _, _) = run(&["rule", "nonexistent"]);
    assert_eq!(code, 1);
}

#[test]
fn interactive_rule_with_wrong_keys_and_back() {
    use std::io::Write;
    let mut child = bin()
        .args(["rule", "revoke"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all("x\n9\n1\nb\n2\n".as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("wait");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success());
    assert!(text.contains("Не понял «x»"), "{text}");
    assert!(text.contains("Не понял «9»"), "{text}");
    assert!(text.contains("Решение:"), "{text}");
    assert!(
        text.contains("64B6"),
        "the 12th-trick ruling after going back: {text}"
    );
}

#[test]
fn search_json_and_stdin() {
    let (code, out, err) = run(&["search", "фальшренонс", "--limit", "5", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    let a = v.as_array().expect("array");
    assert!(!a.is_empty() && a.len() <= 5);
    for h in a {
        for f in ["kind", "title", "target", "laws", "snippet", "score"] {
            assert!(h.get(f).is_some(), "field {f} in {h}");
        }
        assert!(
            [
                "index",
                "law",
                "item",
                "definition",
                "commentary",
                "quick_rule",
                "tree"
            ]
            .contains(&h["kind"].as_str().expect("kind"))
        );
    }
    use std::io::Write;
    let mut child = bin()
        .args(["search", "--stdin", "--json", "--limit", "3"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("spawn");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all("revoke\n\nafkmihtyjyc\n".as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("wait");
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout)
        .expect("utf8")
        .lines()
        .collect();
    assert_eq!(lines.len(), 3, "one answer per query line, in order");
    assert_eq!(lines[1], "[]");
    for l in [lines[0], lines[2]] {
        let v: serde_json::Value = serde_json::from_str(l).expect("json line");
        assert!(
            v.as_array().is_some_and(|a| a.iter().any(|h| h["laws"]
                .as_array()
                .is_some_and(|l| l.contains(&serde_json::json!(64))))),
            "{l}"
        );
    }
}
