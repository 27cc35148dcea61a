//! Matchpoints on one board (Law 78A, «Обсчёт по MP»).
//!
//! The sources hold only the title of Law 78A. We use the European convention
//! of **2 matchpoints for each result beaten and 1 for each result tied**, so
//! that ties are shared without fractions. With `n` results on a board the top
//! is `2 × (n − 1)`. (The North American convention of 1 and ½ gives exactly
//! half these numbers and the same percentages.)
//!
//! Scores are given from one side's point of view, normally North–South. The
//! other side's matchpoints on the same board are `top − mp`.

/// The top on a board played `results` times: `2 × (results − 1)`, or 0 when
/// fewer than two results exist.
pub fn top(results: usize) -> f64 {
    let comparisons = results.saturating_sub(1);
    // Boards are never played billions of times; saturate rather than fail.
    2.0 * f64::from(u32::try_from(comparisons).unwrap_or(u32::MAX))
}

/// Matchpoints for each score on a board, in the same order.
///
/// Each score gets 2 for every other score it beats and 1 for every other score
/// it ties (equal scores share the points). Higher is better, so pass
/// North–South scores to get North–South matchpoints.
///
/// `matchpoints(&[620, 170, 620, -100]) == [5.0, 2.0, 5.0, 0.0]`.
pub fn matchpoints(scores: &[i32]) -> Vec<f64> {
    scores
        .iter()
        .enumerate()
        .map(|(i, &mine)| {
            let points: u32 = scores
                .iter()
                .enumerate()
                // A result is not compared with itself.
                .filter(|&(j, _)| j != i)
                .map(|(_, &other)| match mine.cmp(&other) {
                    std::cmp::Ordering::Greater => 2,
                    std::cmp::Ordering::Equal => 1,
                    std::cmp::Ordering::Less => 0,
                })
                .sum();
            f64::from(points)
        })
        .collect()
}

/// Each score's matchpoints as a percentage of the top, in the same order.
///
/// With fewer than two results there is nothing to compare against, so every
/// result gets an average, 50 %.
pub fn percentages(scores: &[i32]) -> Vec<f64> {
    let top = top(scores.len());
    matchpoints(scores)
        .into_iter()
        .map(|mp| if top > 0.0 { 100.0 * mp / top } else { 50.0 })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: &[f64], b: &[f64]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-9)
    }

    #[test]
    fn no_ties() {
        assert_eq!(matchpoints(&[420, 450, -50, 170]), vec![4.0, 6.0, 0.0, 2.0]);
        assert_eq!(top(4), 6.0);
    }

    #[test]
    fn ties_are_shared() {
        // Two 620s share 1st–2nd: each beats 170 and −100 (4) and ties once (1).
        assert_eq!(
            matchpoints(&[620, 170, 620, -100]),
            vec![5.0, 2.0, 5.0, 0.0]
        );
        // Everyone equal: everyone gets an average.
        assert_eq!(matchpoints(&[100, 100, 100]), vec![2.0, 2.0, 2.0]);
        assert!(close(&percentages(&[100, 100, 100]), &[50.0, 50.0, 50.0]));
    }

    #[test]
    fn points_add_up() {
        // Every comparison hands out exactly 2 points between the two results.
        let scores = [620, 620, 650, 170, -100, -100, -100, 1430];
        let total: f64 = matchpoints(&scores).iter().sum();
        let n = scores.len() as f64;
        assert_eq!(total, n * (n - 1.0));
    }

    #[test]
    fn percentages_of_top() {
        let got = percentages(&[620, 170, 620, -100]);
        let want = [500.0 / 6.0, 200.0 / 6.0, 500.0 / 6.0, 0.0];
        assert!(close(&got, &want), "{got:?}");
        assert!(close(&percentages(&[1, 2]), &[0.0, 100.0]));
    }

    #[test]
    fn degenerate_boards() {
        assert!(matchpoints(&[]).is_empty());
        assert!(percentages(&[]).is_empty());
        assert_eq!(matchpoints(&[420]), vec![0.0]);
        assert_eq!(percentages(&[420]), vec![50.0]);
        assert_eq!(top(0), 0.0);
        assert_eq!(top(1), 0.0);
    }

    #[test]
    fn east_west_is_the_complement() {
        let ns = [620, 170, 620, -100];
        let ew: Vec<i32> = ns.iter().map(|s| -s).collect();
        let top = top(ns.len());
        for (a, b) in matchpoints(&ns).iter().zip(matchpoints(&ew)) {
            assert_eq!(a + b, top);
        }
    }
}
