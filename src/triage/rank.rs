//! The order in which a person should inspect failures: furthest-point-first (Chen et
//! al., PLDI 2013) over every failure, under the failure distance of
//! [`super::distance`]. It starts from the smallest program (ties by its hash); each
//! next failure is the one furthest from all failures already ranked (ties: the smaller
//! program, then its hash). Failures with the same fingerprint are 0 apart, so a group's
//! other members come after every group has been visited once, smallest first.

use super::groups::Group;

/// Every failure of `groups`, in inspection order.
pub fn rank(groups: &[Group]) -> Vec<String> {
    let n = groups.len();
    let mut order: Vec<String> = Vec::new();
    if n == 0 {
        return order;
    }
    let mut nearest = vec![f64::INFINITY; n];
    let mut taken = vec![false; n];
    // Groups are ordered by their preferred member, so index order breaks ties by
    // content: smaller program, then hash, then id.
    let mut next = 0;
    for _ in 0..n {
        taken[next] = true;
        order.push(groups[next].first().id.clone());
        let mut best: Option<usize> = None;
        for i in 0..n {
            if taken[i] {
                continue;
            }
            let d = groups[i].distance(&groups[next]);
            if d < nearest[i] {
                nearest[i] = d;
            }
            if best.is_none_or(|b| nearest[i] > nearest[b]) {
                best = Some(i);
            }
        }
        match best {
            Some(b) => next = b,
            None => break,
        }
    }
    // Then the duplicates (0 from their group's first member), smallest first.
    let mut rest: Vec<_> = groups.iter().flat_map(|g| &g.members[1..]).collect();
    rest.sort_by(|a, b| a.key().cmp(&b.key()));
    order.extend(rest.into_iter().map(|m| m.id.clone()));
    order
}

#[cfg(test)]
mod tests {
    use super::super::groups::{group, test_item as item};
    use super::*;

    #[test]
    fn every_signature_before_any_repeat_and_duplicates_last() {
        let items = vec![
            item("x1", "x", "int f(void) { return 1; }"),
            item("x2", "x", "int f(void) { return 1 + 2 + 3; }"),
            item("x3", "x", "int g(void) { return 22; }"), // same fingerprint as x1, longer
            item("y1", "y", "int f(void) { return 1 + 2; }"),
            item("z1", "z", "long h(long a) { return a * a; }"),
        ];
        let order = rank(&group(items.clone()));
        assert_eq!(order.len(), 5);
        // Starts from the smallest program; the next two are the other signatures.
        assert_eq!(order[0], "x1");
        let mut next_two = order[1..3].to_vec();
        next_two.sort();
        assert_eq!(next_two, ["y1", "z1"]);
        assert_eq!(order[3], "x2");
        assert_eq!(order[4], "x3");
        let mut shuffled = items;
        shuffled.rotate_left(2);
        assert_eq!(rank(&group(shuffled)), order);
    }
}
