//! The known-bug database: a folder the user keeps (in git, say), one `ID.json` per bug,
//! keys in a fixed order and no timestamps, so a change shows as a small diff.
//!
//! A bug has an id, a title, an optional tracker URL, a status (open, fixed in a
//! compiler version as the compiler prints it, wontfix, invalid, ignore), its example
//! programs (each with the oracle, signature, culprit and the features matching
//! compares), the campaigns that showed it (by campaign id, in the order they were
//! recorded) and the bugs merged into it (kept whole, so a split restores them).
//!
//! An example's features carry [`features_version`]: when the features or their
//! weights change, the stored shape is recomputed from the example's program on load.

use crate::oracle::{OracleConfig, Signature};
use crate::triage::similarity::features::{
    NGRAM, W_FLAGS, W_LEVEL, W_PROFILE, W_PROGRAM, W_SIGNATURE, W_VERSIONS,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A bug's status.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BugStatus {
    /// Reported, not fixed.
    Open,
    /// Fixed in the version `fixed_in` names.
    Fixed,
    /// The compiler's developers will not fix it.
    Wontfix,
    /// Not a bug.
    Invalid,
    /// Known, and not to be looked at again.
    Ignore,
}

impl BugStatus {
    /// The name used in files and on the command line.
    pub fn name(self) -> &'static str {
        match self {
            BugStatus::Open => "open",
            BugStatus::Fixed => "fixed",
            BugStatus::Wontfix => "wontfix",
            BugStatus::Invalid => "invalid",
            BugStatus::Ignore => "ignore",
        }
    }

    /// True for the statuses whose clusters sink to the end of a report.
    pub fn sinks(self) -> bool {
        matches!(
            self,
            BugStatus::Wontfix | BugStatus::Invalid | BugStatus::Ignore
        )
    }
}

/// The features of an example as matching compares them (the program's part is its
/// shape; the rest lives in the example itself).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ExampleFeatures {
    /// [`features_version`] when they were computed.
    pub version: String,
    /// The shape's tokens, joined by single spaces (see [`crate::triage::similarity::skeleton::Skeleton::shape`]).
    pub shape: String,
}

/// One example program of a bug.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Example {
    /// The campaign id it was recorded from.
    pub campaign: String,
    /// The cluster it was recorded from.
    pub cluster: String,
    /// The failure whose program this is (the cluster's representative).
    pub failure: String,
    /// The failure's oracle.
    pub oracle: Option<OracleConfig>,
    /// Its signature.
    pub signature: Option<Signature>,
    /// Its culprit.
    pub culprit: Option<Vec<String>>,
    /// The lowest failing optimization level the culprit search found.
    pub level: Option<String>,
    /// Its failing versions (`--versions`).
    pub versions: Option<Vec<String>>,
    /// Its mutation profile's cure rates.
    pub profile: Option<BTreeMap<String, f64>>,
    /// The failing compiler's `--version` line when it was recorded.
    pub compiler_version: Option<String>,
    /// The program (reduced, self-contained).
    pub program: String,
    /// What matching compares.
    pub features: ExampleFeatures,
}

/// One campaign that showed a bug.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seen {
    /// The campaign id.
    pub campaign: String,
    /// How many of its failures were in clusters matched to the bug.
    pub failures: usize,
}

/// One known bug: the file `ID.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bug {
    /// Its id (the file name without `.json`).
    pub id: String,
    /// One line.
    pub title: String,
    /// The tracker's URL.
    pub url: Option<String>,
    /// Where it stands.
    pub status: BugStatus,
    /// For `fixed`: the first fixed version, as the compiler prints it
    /// (`clang version 15.0.6`).
    pub fixed_in: Option<String>,
    /// Its examples.
    pub examples: Vec<Example>,
    /// The campaigns that showed it, in the order they were recorded.
    pub campaigns: Vec<Seen>,
    /// Bugs merged into this one (`bugs merge`), kept whole for `bugs split`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub merged: Vec<Bug>,
}

impl Bug {
    /// Failures seen over all campaigns.
    pub fn hits(&self) -> usize {
        self.campaigns.iter().map(|s| s.failures).sum()
    }

    /// The first and the last campaign that showed it.
    pub fn first_last(&self) -> Option<(&str, &str)> {
        Some((
            self.campaigns.first()?.campaign.as_str(),
            self.campaigns.last()?.campaign.as_str(),
        ))
    }

    /// Every example, those of merged bugs included, with the id of the bug each
    /// came from.
    pub fn all_examples(&self) -> Vec<(&str, &Example)> {
        let mut v: Vec<(&str, &Example)> = self
            .examples
            .iter()
            .map(|e| (self.id.as_str(), e))
            .collect();
        for m in &self.merged {
            v.extend(m.all_examples());
        }
        v
    }

    /// Count `failures` of campaign `campaign` (a campaign recorded again replaces its
    /// count, so running the same triage twice counts once).
    pub fn record_hits(&mut self, campaign: &str, failures: usize) {
        match self.campaigns.iter_mut().find(|s| s.campaign == campaign) {
            Some(s) => s.failures = failures,
            None => self.campaigns.push(Seen {
                campaign: campaign.to_string(),
                failures,
            }),
        }
    }
}

/// The version of the features examples store: the weights of the failure distance,
/// the n-gram length and the shape's form. Examples of another version are recomputed.
pub fn features_version() -> String {
    format!(
        "features/1 signature {W_SIGNATURE} level {W_LEVEL} flags {W_FLAGS} versions {W_VERSIONS} profile {W_PROFILE} program {W_PROGRAM} ngram {NGRAM} shape 1"
    )
}

/// The features of a program, at the current version.
pub fn features_of(program: &str) -> ExampleFeatures {
    ExampleFeatures {
        version: features_version(),
        shape: crate::triage::similarity::skeleton::Skeleton::shape(program).join(" "),
    }
}

/// Why the database cannot be read or changed.
#[derive(Debug, thiserror::Error)]
pub enum BugsError {
    /// A bad request (an unknown id, an id taken, a bad file).
    #[error("{0}")]
    Bad(String),
    /// A file cannot be written.
    #[error("cannot write {0}: {1}")]
    Io(PathBuf, std::io::Error),
}

/// The database: a folder of `ID.json` files.
#[derive(Debug, Clone, PartialEq)]
pub struct Db {
    /// The folder.
    pub root: PathBuf,
    /// The bugs by id.
    pub bugs: BTreeMap<String, Bug>,
    /// Examples whose features were recomputed on load (another features version).
    pub recomputed: usize,
    /// Attach keys that have covered two bugs (see [`crate::triage::attach`]), by name,
    /// with the evidence: a failure showing one is reduced, never attached to a bug by
    /// it. Kept in [`SHARED_KEYS`], a line each.
    pub shared_keys: BTreeMap<String, String>,
}

/// The file of a database's [`Db::shared_keys`]: one JSON object a line, `{"key": …,
/// "why": …}`, in key order.
pub const SHARED_KEYS: &str = "shared-keys.jsonl";

/// A line of [`SHARED_KEYS`].
#[derive(Serialize, Deserialize)]
struct SharedKey {
    key: String,
    why: String,
}

/// True for an id that can be a file name everywhere: letters, digits, `-`, `_`, `.`,
/// not starting with `.`.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 100
        && !id.starts_with('.')
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
}

impl Db {
    /// Read the folder `root`. A missing folder is an empty database when `create`.
    pub fn open(root: &Path, create: bool) -> Result<Db, BugsError> {
        let mut db = Db {
            root: root.to_path_buf(),
            bugs: BTreeMap::new(),
            recomputed: 0,
            shared_keys: BTreeMap::new(),
        };
        if !root.exists() {
            if create {
                return Ok(db);
            }
            return Err(BugsError::Bad(format!(
                "{}: no such bug database (a folder of ID.json files)",
                root.display()
            )));
        }
        let entries = std::fs::read_dir(root)
            .map_err(|e| BugsError::Bad(format!("{}: {e}", root.display())))?;
        let version = features_version();
        for e in entries {
            let p = e
                .map_err(|e| BugsError::Bad(format!("{}: {e}", root.display())))?
                .path();
            if p.extension().and_then(|x| x.to_str()) != Some("json") {
                continue;
            }
            let text = std::fs::read_to_string(&p)
                .map_err(|e| BugsError::Bad(format!("{}: {e}", p.display())))?;
            let mut bug: Bug = serde_json::from_str(&text)
                .map_err(|e| BugsError::Bad(format!("{}: not a bug entry: {e}", p.display())))?;
            let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            if bug.id != stem {
                return Err(BugsError::Bad(format!(
                    "{}: its id is {:?}, the file name says {stem:?}",
                    p.display(),
                    bug.id
                )));
            }
            if bug.status == BugStatus::Fixed && bug.fixed_in.is_none() {
                return Err(BugsError::Bad(format!(
                    "{}: status fixed needs fixed_in (the version, as the compiler prints it)",
                    p.display()
                )));
            }
            db.recomputed += refresh(&mut bug, &version);
            db.bugs.insert(bug.id.clone(), bug);
        }
        let shared = root.join(SHARED_KEYS);
        if shared.exists() {
            let text = std::fs::read_to_string(&shared)
                .map_err(|e| BugsError::Bad(format!("{}: {e}", shared.display())))?;
            for (n, line) in text
                .lines()
                .enumerate()
                .filter(|(_, l)| !l.trim().is_empty())
            {
                let k: SharedKey = serde_json::from_str(line).map_err(|e| {
                    BugsError::Bad(format!(
                        "{}:{}: not a shared key: {e}",
                        shared.display(),
                        n + 1
                    ))
                })?;
                db.shared_keys.insert(k.key, k.why);
            }
        }
        Ok(db)
    }

    /// Remember that the attach key `key` (its name) covered two bugs, and why; the
    /// file is written again (atomically). A key remembered before keeps its first
    /// evidence.
    pub fn remember_shared(&mut self, key: &str, why: &str) -> Result<(), BugsError> {
        if self.shared_keys.contains_key(key) {
            return Ok(());
        }
        self.shared_keys.insert(key.to_string(), why.to_string());
        let mut text = String::new();
        for (key, why) in &self.shared_keys {
            let line = SharedKey {
                key: key.clone(),
                why: why.clone(),
            };
            text.push_str(
                &serde_json::to_string(&line).map_err(|e| BugsError::Bad(e.to_string()))?,
            );
            text.push('\n');
        }
        let p = self.root.join(SHARED_KEYS);
        std::fs::create_dir_all(&self.root).map_err(|e| BugsError::Io(self.root.clone(), e))?;
        crate::files::write_atomic(&p, &text).map_err(|e| BugsError::Io(p, e))
    }

    /// The bug `id`.
    pub fn get(&self, id: &str) -> Result<&Bug, BugsError> {
        self.bugs
            .get(id)
            .ok_or_else(|| BugsError::Bad(format!("no bug {id} in {}", self.root.display())))
    }

    fn get_mut(&mut self, id: &str) -> Result<&mut Bug, BugsError> {
        let root = self.root.display().to_string();
        self.bugs
            .get_mut(id)
            .ok_or_else(|| BugsError::Bad(format!("no bug {id} in {root}")))
    }

    fn path(&self, id: &str) -> PathBuf {
        self.root.join(format!("{id}.json"))
    }

    /// Write bug `id`'s file (atomically).
    pub fn save(&self, id: &str) -> Result<(), BugsError> {
        let bug = self.get(id)?;
        let p = self.path(id);
        std::fs::create_dir_all(&self.root).map_err(|e| BugsError::Io(self.root.clone(), e))?;
        let json = serde_json::to_string_pretty(bug).map_err(|e| BugsError::Bad(e.to_string()))?;
        crate::files::write_atomic(&p, &(json + "\n")).map_err(|e| BugsError::Io(p, e))
    }

    /// Add a new bug.
    pub fn add(&mut self, bug: Bug) -> Result<(), BugsError> {
        if !valid_id(&bug.id) {
            return Err(BugsError::Bad(format!(
                "--id {:?}: use letters, digits, '-', '_' and '.' (it names a file)",
                bug.id
            )));
        }
        if self.bugs.contains_key(&bug.id) || self.merged_into(&bug.id).is_some() {
            return Err(BugsError::Bad(format!(
                "bug {} is already in {} (--to {} adds an example to it)",
                bug.id,
                self.root.display(),
                bug.id
            )));
        }
        let id = bug.id.clone();
        self.bugs.insert(id.clone(), bug);
        self.save(&id)
    }

    /// The bug that holds `id` merged into it.
    pub fn merged_into(&self, id: &str) -> Option<&str> {
        self.bugs
            .values()
            .find(|b| b.merged.iter().any(|m| m.id == id))
            .map(|b| b.id.as_str())
    }

    /// Add an example to bug `id`.
    pub fn add_example(&mut self, id: &str, example: Example) -> Result<(), BugsError> {
        let bug = self.get_mut(id)?;
        if bug
            .all_examples()
            .iter()
            .any(|(_, e)| e.program == example.program && e.signature == example.signature)
        {
            return Err(BugsError::Bad(format!(
                "bug {id} already has this program as an example"
            )));
        }
        bug.examples.push(example);
        self.save(id)
    }

    /// Merge bug `b` into bug `a`: `a` keeps its id, title and status, matches by both
    /// bugs' examples and holds `b` whole; `b`'s file goes.
    pub fn merge(&mut self, a: &str, b: &str) -> Result<(), BugsError> {
        if a == b {
            return Err(BugsError::Bad(format!("cannot merge {a} with itself")));
        }
        self.get(a)?;
        let gone = self
            .bugs
            .remove(b)
            .ok_or_else(|| BugsError::Bad(format!("no bug {b} in {}", self.root.display())))?;
        let target = self.bugs.get_mut(a).expect("checked above");
        for s in &gone.campaigns {
            let have = target
                .campaigns
                .iter()
                .find(|x| x.campaign == s.campaign)
                .map_or(0, |x| x.failures);
            target.record_hits(&s.campaign, have + s.failures);
        }
        target.merged.push(gone);
        self.save(a)?;
        let p = self.path(b);
        std::fs::remove_file(&p).map_err(|e| BugsError::Io(p, e))
    }

    /// Undo the merge of `b` into `a`: `b` gets its own file again, as it was.
    pub fn split(&mut self, a: &str, b: &str) -> Result<(), BugsError> {
        let bug = self.get_mut(a)?;
        let at = bug.merged.iter().position(|m| m.id == b).ok_or_else(|| {
            BugsError::Bad(format!("bug {b} was not merged into {a} (bugs show {a})"))
        })?;
        let back = bug.merged.remove(at);
        for s in &back.campaigns {
            if let Some(x) = bug.campaigns.iter_mut().find(|x| x.campaign == s.campaign) {
                x.failures = x.failures.saturating_sub(s.failures);
            }
        }
        bug.campaigns.retain(|s| s.failures > 0);
        self.bugs.insert(back.id.clone(), back);
        self.save(a)?;
        self.save(b)
    }
}

/// Recompute the examples of `bug` (and its merged bugs) whose features are of
/// another version; how many were.
fn refresh(bug: &mut Bug, version: &str) -> usize {
    let mut n = 0;
    for e in &mut bug.examples {
        if e.features.version != version {
            e.features = features_of(&e.program);
            n += 1;
        }
    }
    for m in &mut bug.merged {
        n += refresh(m, version);
    }
    n
}

/// A compiler version's numbers: the dotted number after the word `version`
/// (`clang version 15.0.6` -> [15, 0, 6]), else the last dotted number of the first
/// line (`gcc (Debian 12.2.0-14) 12.2.0` -> [12, 2, 0]).
pub fn version_numbers(text: &str) -> Option<Vec<u64>> {
    let first = text.lines().find(|l| !l.trim().is_empty())?;
    let dotted = |w: &str| -> Option<Vec<u64>> {
        let w = w.trim_matches(|c: char| !c.is_ascii_digit());
        let core: String = w
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let parts: Vec<u64> = core
            .split('.')
            .map(|p| p.parse().ok())
            .collect::<Option<_>>()?;
        (parts.len() >= 2).then_some(parts)
    };
    let words: Vec<&str> = first.split_whitespace().collect();
    if let Some(i) = words.iter().position(|w| *w == "version") {
        if let Some(v) = words.get(i + 1).and_then(|w| dotted(w)) {
            return Some(v);
        }
    }
    words.iter().rev().find_map(|w| dotted(w))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn example(program: &str) -> Example {
        Example {
            campaign: "c1".into(),
            cluster: "c-1".into(),
            failure: "f1".into(),
            oracle: None,
            signature: None,
            culprit: None,
            level: None,
            versions: None,
            profile: None,
            compiler_version: None,
            program: program.into(),
            features: features_of(program),
        }
    }

    fn bug(id: &str, program: &str) -> Bug {
        Bug {
            id: id.into(),
            title: format!("bug {id}"),
            url: None,
            status: BugStatus::Open,
            fixed_in: None,
            examples: vec![example(program)],
            campaigns: vec![Seen {
                campaign: "c1".into(),
                failures: 2,
            }],
            merged: Vec::new(),
        }
    }

    #[test]
    fn versions_are_read_as_compilers_print_them() {
        assert_eq!(
            version_numbers("Debian clang version 16.0.6 (15~deb12u1)"),
            Some(vec![16, 0, 6])
        );
        assert_eq!(
            version_numbers("clang version 15.0.6"),
            Some(vec![15, 0, 6])
        );
        assert_eq!(
            version_numbers("gcc (Debian 12.2.0-14+deb12u1) 12.2.0\nCopyright"),
            Some(vec![12, 2, 0])
        );
        assert_eq!(
            version_numbers("gcc version 12.2.0 (Debian 12.2.0-14)"),
            Some(vec![12, 2, 0])
        );
        assert_eq!(
            version_numbers("tcc version 0.9.27 (x86_64 Linux)"),
            Some(vec![0, 9, 27])
        );
        assert_eq!(version_numbers("chibicc"), None);
    }

    #[test]
    fn merge_then_split_restores_both_files_byte_for_byte() {
        let d = tempfile::tempdir().unwrap();
        let mut db = Db::open(d.path(), true).unwrap();
        db.add(bug("a", "int a;")).unwrap();
        db.add(bug("b", "int b(void) { return 1; }")).unwrap();
        let read = |id: &str| std::fs::read_to_string(d.path().join(format!("{id}.json")));
        let (a0, b0) = (read("a").unwrap(), read("b").unwrap());
        db.merge("a", "b").unwrap();
        assert!(read("b").is_err());
        let again = Db::open(d.path(), false).unwrap();
        assert_eq!(again.get("a").unwrap().all_examples().len(), 2);
        assert_eq!(again.get("a").unwrap().hits(), 4);
        assert_eq!(again.merged_into("b"), Some("a"));
        let mut db = again;
        assert!(db.add(bug("b", "int c;")).is_err(), "b lives inside a");
        db.split("a", "b").unwrap();
        assert_eq!((read("a").unwrap(), read("b").unwrap()), (a0, b0));
        assert!(db.split("a", "b").is_err());
    }

    #[test]
    fn another_features_version_is_recomputed_on_load() {
        let d = tempfile::tempdir().unwrap();
        let mut db = Db::open(d.path(), true).unwrap();
        let mut b = bug("a", "int a; int main(void) { return a; }");
        b.examples[0].features = ExampleFeatures {
            version: "features/0".into(),
            shape: "stale".into(),
        };
        db.add(b).unwrap();
        let again = Db::open(d.path(), false).unwrap();
        assert_eq!(again.recomputed, 1);
        let e = &again.get("a").unwrap().examples[0];
        assert_eq!(e.features, features_of(&e.program));
    }

    #[test]
    fn hits_of_one_campaign_count_once() {
        let mut b = bug("a", "int a;");
        b.record_hits("c2", 3);
        b.record_hits("c2", 3);
        b.record_hits("c3", 1);
        assert_eq!(b.hits(), 6);
        assert_eq!(b.first_last(), Some(("c1", "c3")));
    }

    #[test]
    fn bad_ids_and_bad_files_are_refused() {
        let d = tempfile::tempdir().unwrap();
        let mut db = Db::open(d.path(), true).unwrap();
        assert!(db.add(bug("../x", "int a;")).is_err());
        std::fs::write(d.path().join("x.json"), "{").unwrap();
        assert!(matches!(Db::open(d.path(), false), Err(BugsError::Bad(_))));
        assert!(Db::open(&d.path().join("none"), false).is_err());
    }
}
