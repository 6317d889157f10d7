//! Night by night: each bug's hits campaign by campaign, for the morning page. Built
//! when a run or a merge concludes with a known-bug database (`--known`): the
//! database's recorded hits for the earlier campaigns, this run's clusters for the
//! last one. Bugs come in three groups: new (a cluster no bug matched), seen again (a
//! known bug this run hit) and gone (a bug earlier campaigns showed and this one did
//! not: fixed, or no longer reached).

use crate::triage::known_bugs::db::{BugStatus, Db};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet};

/// Where a bug stands in this run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Standing {
    /// A cluster no known bug matched.
    New,
    /// A known bug this run hit again.
    Again,
    /// A known bug earlier campaigns showed and this one did not.
    Gone,
}

/// One bug's line of the history.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BugHistory {
    /// The bug's id, or for a new one its cluster's id.
    pub id: String,
    /// Its title (the database's, or a new cluster's bug report title).
    pub title: String,
    /// New, again or gone.
    pub standing: Standing,
    /// Its status in the database (none for a new one).
    pub status: Option<BugStatus>,
    /// This run's clusters that are this bug.
    pub clusters: Vec<String>,
    /// Failures per campaign, in [`History::campaigns`]' order.
    pub hits: Vec<usize>,
}

/// The history the morning page draws.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct History {
    /// The campaigns in the order they ran; this run's is the last.
    pub campaigns: Vec<String>,
    /// New bugs first (most failures first), then those seen again (most failures
    /// this run first), then the gone ones (most recently seen first).
    pub bugs: Vec<BugHistory>,
}

/// The campaigns of `db` in the order they ran: every bug records its campaigns in
/// order, and those orders are merged (a topological order of "came after", ties in
/// the order of first appearance over the bugs by id). `current` goes last.
fn campaign_order(db: &Db, current: &str) -> Vec<String> {
    let mut first_seen: Vec<&str> = Vec::new();
    let mut after: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    let mut before_count: BTreeMap<&str, usize> = BTreeMap::new();
    for bug in db.bugs.values() {
        let seq: Vec<&str> = bug
            .campaigns
            .iter()
            .map(|s| s.campaign.as_str())
            .filter(|c| *c != current)
            .collect();
        for c in &seq {
            if !first_seen.contains(c) {
                first_seen.push(c);
                before_count.insert(c, 0);
            }
        }
        for w in seq.windows(2) {
            if w[0] != w[1] && after.entry(w[0]).or_default().insert(w[1]) {
                *before_count.entry(w[1]).or_default() += 1;
            }
        }
    }
    let mut order = Vec::with_capacity(first_seen.len() + 1);
    let mut placed: BTreeSet<&str> = BTreeSet::new();
    while order.len() < first_seen.len() {
        // The first campaign (by first appearance) with nothing left before it; on a
        // cycle (orders that disagree), the first one not placed.
        let next = first_seen
            .iter()
            .find(|c| !placed.contains(*c) && before_count[*c] == 0)
            .or_else(|| first_seen.iter().find(|c| !placed.contains(*c)))
            .copied()
            .unwrap();
        placed.insert(next);
        for n in after.get(next).into_iter().flatten() {
            let k = before_count.get_mut(n).unwrap();
            *k = k.saturating_sub(1);
        }
        order.push(next.to_string());
    }
    order.push(current.to_string());
    order
}

/// One cluster of this run, as the history needs it (or the failures attached to a
/// known bug without a cluster: an empty `cluster`).
#[derive(Clone, Copy, Debug)]
pub struct Tonight<'a> {
    /// The cluster's id (empty: failures attached to `bug` before any reduction).
    pub cluster: &'a str,
    /// Its failures.
    pub failures: usize,
    /// The known bug it matched.
    pub bug: Option<&'a str>,
    /// Its title (its bug report's).
    pub title: Option<&'a str>,
}

impl History {
    /// The history of `db`'s bugs and this run's `clusters` (campaign `current`).
    pub fn of(db: &Db, current: &str, clusters: &[Tonight]) -> History {
        let campaigns = campaign_order(db, current);
        let at: BTreeMap<&str, usize> = campaigns
            .iter()
            .enumerate()
            .map(|(i, c)| (c.as_str(), i))
            .collect();
        let last = campaigns.len() - 1;
        // This run's failures per matched bug, and its clusters.
        let mut now: BTreeMap<&str, (usize, Vec<String>)> = BTreeMap::new();
        let mut bugs = Vec::new();
        for c in clusters {
            match c.bug {
                Some(b) => {
                    let e = now.entry(b).or_default();
                    e.0 += c.failures;
                    if !c.cluster.is_empty() {
                        e.1.push(c.cluster.to_string());
                    }
                }
                None => {
                    let mut hits = vec![0; campaigns.len()];
                    hits[last] = c.failures;
                    bugs.push(BugHistory {
                        id: c.cluster.to_string(),
                        title: c.title.unwrap_or(c.cluster).to_string(),
                        standing: Standing::New,
                        status: None,
                        clusters: vec![c.cluster.to_string()],
                        hits,
                    });
                }
            }
        }
        for bug in db.bugs.values() {
            let mut hits = vec![0; campaigns.len()];
            for s in &bug.campaigns {
                if s.campaign != current {
                    hits[at[s.campaign.as_str()]] = s.failures;
                }
            }
            let (standing, clusters) = match now.get(bug.id.as_str()) {
                Some((n, cs)) => {
                    hits[last] = *n;
                    (Standing::Again, cs.clone())
                }
                None if hits.iter().any(|h| *h > 0) => (Standing::Gone, Vec::new()),
                // Never seen anywhere: nothing to draw.
                None => continue,
            };
            bugs.push(BugHistory {
                id: bug.id.clone(),
                title: bug.title.clone(),
                standing,
                status: Some(bug.status),
                clusters,
                hits,
            });
        }
        let last_seen = |b: &BugHistory| b.hits.iter().rposition(|h| *h > 0).unwrap_or(0);
        bugs.sort_by(|a, b| {
            a.standing.cmp(&b.standing).then_with(|| match a.standing {
                Standing::Gone => last_seen(b).cmp(&last_seen(a)),
                _ => b.hits[last].cmp(&a.hits[last]),
            })
        });
        History { campaigns, bugs }
    }

    /// The bugs of one standing.
    pub fn of_standing(&self, s: Standing) -> impl Iterator<Item = &BugHistory> {
        self.bugs.iter().filter(move |b| b.standing == s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::triage::known_bugs::db::{Bug, Seen};

    fn bug(id: &str, seen: &[(&str, usize)]) -> Bug {
        Bug {
            id: id.into(),
            title: format!("title of {id}"),
            url: None,
            status: BugStatus::Open,
            fixed_in: None,
            examples: vec![],
            campaigns: seen
                .iter()
                .map(|(c, n)| Seen {
                    campaign: c.to_string(),
                    failures: *n,
                })
                .collect(),
            merged: vec![],
        }
    }

    fn db(bugs: Vec<Bug>) -> Db {
        Db {
            root: "/nonexistent".into(),
            bugs: bugs.into_iter().map(|b| (b.id.clone(), b)).collect(),
            recomputed: 0,
            shared_keys: Default::default(),
        }
    }

    #[test]
    fn campaigns_merge_in_the_order_they_ran() {
        // a saw n1 and n3, b saw n2 and n3: n2 ran between them.
        let d = db(vec![
            bug("a", &[("n1", 2), ("n3", 1)]),
            bug("b", &[("n2", 1), ("n3", 4)]),
            bug("c", &[("n1", 1), ("n2", 1)]),
        ]);
        assert_eq!(campaign_order(&d, "n4"), ["n1", "n2", "n3", "n4"]);
        // The current campaign goes last even when it was recorded before.
        assert_eq!(campaign_order(&d, "n2"), ["n1", "n3", "n2"]);
    }

    #[test]
    fn gone_bugs_are_those_not_hit_now() {
        let d = db(vec![bug("a", &[("n1", 2)]), bug("never", &[])]);
        let h = History::of(&d, "n2", &[]);
        assert_eq!(h.campaigns, ["n1", "n2"]);
        assert_eq!(h.bugs.len(), 1);
        assert_eq!(h.bugs[0].standing, Standing::Gone);
        assert_eq!(h.bugs[0].hits, [2, 0]);
    }
}
