//! Seats, vulnerability, and the dealer and vulnerability of a numbered board
//! (Law 2, «Дубликатные коробки», 000:689–701).
//!
//! Law 2 fixes a 16-board cycle: the dealer rotates N, E, S, W, and the
//! vulnerability follows the table printed in the law. The same sequence
//! repeats for boards 17–32 and for every further group of 16.

use super::ToolError;

/// A seat at the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Seat {
    /// North («Север»).
    N,
    /// East («Восток»).
    E,
    /// South («Юг»).
    S,
    /// West («Запад»).
    W,
}

impl Seat {
    /// All seats in the order of play (clockwise from North).
    pub const ALL: [Seat; 4] = [Seat::N, Seat::E, Seat::S, Seat::W];

    /// The letter used in the Laws and on the boards: «N», «E», «S», «W».
    pub fn letter(self) -> &'static str {
        match self {
            Seat::N => "N",
            Seat::E => "E",
            Seat::S => "S",
            Seat::W => "W",
        }
    }

    /// The Russian initial: «С», «В», «Ю», «З».
    pub fn ru_letter(self) -> &'static str {
        match self {
            Seat::N => "С",
            Seat::E => "В",
            Seat::S => "Ю",
            Seat::W => "З",
        }
    }

    /// True for North and South.
    pub fn is_ns(self) -> bool {
        matches!(self, Seat::N | Seat::S)
    }

    /// The partner's seat.
    pub fn partner(self) -> Seat {
        match self {
            Seat::N => Seat::S,
            Seat::E => Seat::W,
            Seat::S => Seat::N,
            Seat::W => Seat::E,
        }
    }

    /// Parses a seat: `N E S W` in any case, the English words, the Russian
    /// initials `С В Ю З` or the Russian words («север», «восток», «юг», «запад»).
    pub fn parse(input: &str) -> Result<Seat, ToolError> {
        let s = input.trim().to_lowercase();
        match s.as_str() {
            "" => Err(ToolError::Empty {
                what: "позиция"
            }),
            "n" | "north" | "с" | "север" => Ok(Seat::N),
            "e" | "east" | "в" | "восток" => Ok(Seat::E),
            "s" | "south" | "ю" | "юг" => Ok(Seat::S),
            "w" | "west" | "з" | "запад" => Ok(Seat::W),
            _ => Err(ToolError::BadSeat {
                input: input.trim().to_string(),
            }),
        }
    }
}

/// Which pairs are vulnerable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Vulnerability {
    /// Neither side («все до зоны»).
    None,
    /// North–South only («в зоне N-S»).
    NS,
    /// East–West only («в зоне E-W»).
    EW,
    /// Both sides («все в зоне»).
    Both,
}

impl Vulnerability {
    /// The name used in JSON and RON files: «none», «ns», «ew», «both».
    pub fn json_name(self) -> &'static str {
        match self {
            Vulnerability::None => "none",
            Vulnerability::NS => "ns",
            Vulnerability::EW => "ew",
            Vulnerability::Both => "both",
        }
    }

    /// The Russian wording of Law 2: «все до зоны», «в зоне N-S», «в зоне E-W»,
    /// «все в зоне».
    pub fn ru(self) -> &'static str {
        match self {
            Vulnerability::None => "все до зоны",
            Vulnerability::NS => "в зоне N-S",
            Vulnerability::EW => "в зоне E-W",
            Vulnerability::Both => "все в зоне",
        }
    }

    /// Parses a vulnerability, ignoring case and spaces.
    ///
    /// Accepted: `none`, `-`, «нет»; `ns`, `n-s`, `n/s`, «сю», «с-ю»; `ew`,
    /// `e-w`, `e/w`, «вз», «в-з»; `both`, `all`, «все».
    pub fn parse(input: &str) -> Result<Vulnerability, ToolError> {
        let s: String = input
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect::<String>()
            .to_lowercase();
        match s.as_str() {
            "" => Err(ToolError::Empty {
                what: "зональность",
            }),
            "none" | "-" | "нет" => Ok(Vulnerability::None),
            "ns" | "n-s" | "n/s" | "сю" | "с-ю" => Ok(Vulnerability::NS),
            "ew" | "e-w" | "e/w" | "вз" | "в-з" => Ok(Vulnerability::EW),
            "both" | "all" | "все" => Ok(Vulnerability::Both),
            _ => Err(ToolError::BadVulnerability {
                input: input.trim().to_string(),
            }),
        }
    }

    /// Whether the pair sitting in `seat` is vulnerable.
    pub fn is_vulnerable(self, seat: Seat) -> bool {
        match self {
            Vulnerability::None => false,
            Vulnerability::NS => seat.is_ns(),
            Vulnerability::EW => !seat.is_ns(),
            Vulnerability::Both => true,
        }
    }
}

/// Dealer and vulnerability of one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardInfo {
    /// The board number (1 or more).
    pub board: u32,
    /// Who deals and so calls first.
    pub dealer: Seat,
    /// Who is vulnerable.
    pub vul: Vulnerability,
}

/// Vulnerability of boards 1–16, in order, as tabulated in Law 2.
const VUL_CYCLE: [Vulnerability; 16] = {
    use Vulnerability::{Both as B, EW, NS, None as O};
    [O, NS, EW, B, NS, EW, B, O, EW, B, O, NS, B, O, NS, EW]
};

/// The dealer and vulnerability of a board under Law 2.
///
/// Board 0 is an error: boards are numbered from 1.
pub fn board_info(board: u32) -> Result<BoardInfo, ToolError> {
    let Some(index) = board.checked_sub(1) else {
        return Err(ToolError::BoardZero);
    };
    // The dealer rotates every board, the vulnerability pattern every 16; the
    // dealer cycle (4) divides 16, so both repeat from board 17 on.
    let dealer = Seat::ALL[(index % 4) as usize];
    let vul = VUL_CYCLE[(index % 16) as usize];
    Ok(BoardInfo { board, dealer, vul })
}

/// Parses a board number («1», « 17 ») and checks it is 1 or more.
pub fn parse_board(input: &str) -> Result<u32, ToolError> {
    let s = input.trim();
    if s.is_empty() {
        return Err(ToolError::Empty {
            what: "номер сдачи",
        });
    }
    let n: u32 = s.parse().map_err(|_| ToolError::BadBoard {
        input: s.to_string(),
    })?;
    if n == 0 {
        return Err(ToolError::BoardZero);
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Law 2 lists, typed from the source text (000:691–699).
    const DEALER_N: [u32; 4] = [1, 5, 9, 13];
    const DEALER_E: [u32; 4] = [2, 6, 10, 14];
    const DEALER_S: [u32; 4] = [3, 7, 11, 15];
    const DEALER_W: [u32; 4] = [4, 8, 12, 16];
    const VUL_NONE: [u32; 4] = [1, 8, 11, 14];
    const VUL_NS: [u32; 4] = [2, 5, 12, 15];
    const VUL_EW: [u32; 4] = [3, 6, 9, 16];
    const VUL_BOTH: [u32; 4] = [4, 7, 10, 13];

    fn expected(board: u32) -> (Seat, Vulnerability) {
        // «Та же последовательность повторяется для сдач 17 · 32 …»
        let b = (board - 1) % 16 + 1;
        let dealer = if DEALER_N.contains(&b) {
            Seat::N
        } else if DEALER_E.contains(&b) {
            Seat::E
        } else if DEALER_S.contains(&b) {
            Seat::S
        } else if DEALER_W.contains(&b) {
            Seat::W
        } else {
            panic!("board {b} not in the dealer lists")
        };
        let vul = if VUL_NONE.contains(&b) {
            Vulnerability::None
        } else if VUL_NS.contains(&b) {
            Vulnerability::NS
        } else if VUL_EW.contains(&b) {
            Vulnerability::EW
        } else if VUL_BOTH.contains(&b) {
            Vulnerability::Both
        } else {
            panic!("board {b} not in the vulnerability lists")
        };
        (dealer, vul)
    }

    #[test]
    fn boards_1_to_32_follow_law_2() {
        for board in 1..=32 {
            let info = board_info(board).expect("valid board");
            assert_eq!(info.board, board);
            assert_eq!((info.dealer, info.vul), expected(board), "board {board}");
        }
    }

    #[test]
    fn explicit_rows() {
        // A few rows written out in full, independent of the helper above.
        let rows = [
            (1, Seat::N, Vulnerability::None),
            (2, Seat::E, Vulnerability::NS),
            (3, Seat::S, Vulnerability::EW),
            (4, Seat::W, Vulnerability::Both),
            (7, Seat::S, Vulnerability::Both),
            (8, Seat::W, Vulnerability::None),
            (13, Seat::N, Vulnerability::Both),
            (16, Seat::W, Vulnerability::EW),
            (17, Seat::N, Vulnerability::None),
            (32, Seat::W, Vulnerability::EW),
            (33, Seat::N, Vulnerability::None),
            (36, Seat::W, Vulnerability::Both),
        ];
        for (board, dealer, vul) in rows {
            assert_eq!(board_info(board), Ok(BoardInfo { board, dealer, vul }));
        }
    }

    #[test]
    fn cycle_repeats_every_16() {
        for board in 1..=200 {
            let a = board_info(board).expect("valid");
            let b = board_info(board + 16).expect("valid");
            assert_eq!((a.dealer, a.vul), (b.dealer, b.vul));
        }
        assert!(board_info(u32::MAX).is_ok());
    }

    #[test]
    fn board_zero_is_an_error() {
        assert_eq!(board_info(0), Err(ToolError::BoardZero));
        assert_eq!(
            board_info(0).map_err(|e| e.to_string()),
            Err("Номер сдачи должен быть 1 или больше: 0".into())
        );
    }

    #[test]
    fn parses_board_numbers() {
        assert_eq!(parse_board(" 17 "), Ok(17));
        assert_eq!(parse_board("0"), Err(ToolError::BoardZero));
        assert_eq!(
            parse_board(""),
            Err(ToolError::Empty {
                what: "номер сдачи"
            })
        );
        assert_eq!(
            parse_board("abc"),
            Err(ToolError::BadBoard {
                input: "abc".into()
            })
        );
        assert_eq!(
            parse_board("-1"),
            Err(ToolError::BadBoard { input: "-1".into() })
        );
    }

    #[test]
    fn vulnerability_of_seats() {
        use Vulnerability as V;
        for seat in Seat::ALL {
            assert!(!V::None.is_vulnerable(seat));
            assert!(V::Both.is_vulnerable(seat));
        }
        assert!(V::NS.is_vulnerable(Seat::N) && V::NS.is_vulnerable(Seat::S));
        assert!(!V::NS.is_vulnerable(Seat::E) && !V::NS.is_vulnerable(Seat::W));
        assert!(V::EW.is_vulnerable(Seat::E) && V::EW.is_vulnerable(Seat::W));
        assert!(!V::EW.is_vulnerable(Seat::N) && !V::EW.is_vulnerable(Seat::S));
    }

    #[test]
    fn parses_vulnerability() {
        use Vulnerability as V;
        let cases = [
            ("none", V::None),
            ("NONE", V::None),
            ("-", V::None),
            ("нет", V::None),
            ("ns", V::NS),
            ("N-S", V::NS),
            ("с-ю", V::NS),
            ("EW", V::EW),
            ("e-w", V::EW),
            ("both", V::Both),
            ("All", V::Both),
            ("Все", V::Both),
        ];
        for (input, want) in cases {
            assert_eq!(V::parse(input), Ok(want), "{input}");
        }
        for v in [V::None, V::NS, V::EW, V::Both] {
            assert_eq!(V::parse(v.json_name()), Ok(v));
        }
        assert_eq!(
            V::parse("sometimes"),
            Err(ToolError::BadVulnerability {
                input: "sometimes".into()
            })
        );
        assert_eq!(
            V::parse(""),
            Err(ToolError::Empty {
                what: "зональность"
            })
        );
    }

    #[test]
    fn parses_seats() {
        for seat in Seat::ALL {
            assert_eq!(Seat::parse(seat.letter()), Ok(seat));
            assert_eq!(Seat::parse(&seat.letter().to_lowercase()), Ok(seat));
            assert_eq!(Seat::parse(seat.ru_letter()), Ok(seat));
            assert_eq!(seat.partner().partner(), seat);
            assert_eq!(seat.partner().is_ns(), seat.is_ns());
        }
        assert_eq!(Seat::parse("юг"), Ok(Seat::S));
        assert_eq!(
            Seat::parse("Q"),
            Err(ToolError::BadSeat { input: "Q".into() })
        );
        assert_eq!(
            Seat::parse(" "),
            Err(ToolError::Empty {
                what: "позиция"
            })
        );
    }
}
