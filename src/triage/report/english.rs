//! Counts in plain English (`1 failure`, `3 failures`), for every report.

/// `n` things: `1 failure`, `3 failures`.
pub fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `n` failures.
pub fn failures(n: usize) -> String {
    count(n, "failure", "failures")
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_is_singular() {
        assert_eq!(super::failures(1), "1 failure");
        assert_eq!(super::failures(0), "0 failures");
        assert_eq!(super::count(2, "campaign", "campaigns"), "2 campaigns");
    }
}
