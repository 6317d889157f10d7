//! A campaign on disk. A failure is `CAMPAIGN/NAME.c`, or a folder `CAMPAIGN/NAME/`
//! holding one C file under any name; its id is NAME. Beside it an optional sidecar
//! (`failure.json` in the folder, `NAME.json` for the flat form) holds its oracle
//! configuration, a known signature and culprit, and free-form labels; a folder may hold
//! the oracle as a script instead (`test.sh`). `CAMPAIGN/campaign.json` holds the
//! defaults. `CAMPAIGN/causes/` is not a failure: a labelled campaign keeps its causes'
//! minimal programs and checks there (`labels.json`, docs/guide.md, "Labelled campaigns"). Failures come out sorted
//! by id, so nothing depends on directory order.

use crate::lang::Lang;
use crate::oracle::config::OracleConfig;
use crate::oracle::signature::Signature;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The defaults file at the campaign's top.
pub const CAMPAIGN_FILE: &str = "campaign.json";
/// The folder of a labelled campaign's causes, skipped when failures are read.
pub const CAUSES_DIR: &str = "causes";
/// A folder failure's sidecar.
pub const FOLDER_SIDECAR: &str = "failure.json";
/// A folder failure's script oracle.
pub const FOLDER_SCRIPT: &str = "test.sh";

/// What a sidecar (or the campaign's defaults) says about a failure.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Sidecar {
    /// The typed oracle configuration (as `--oracle-config` reads it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub oracle: Option<OracleConfig>,
    /// A signature known already (used as is with `--already-reduced`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub signature: Option<Signature>,
    /// Optimization passes or flags known to cause the failure.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub culprit: Option<Vec<String>>,
    /// Free-form labels (`{"cause": "..."}`).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub labels: BTreeMap<String, String>,
    /// How `creduce-rs fuzz` made the program: generator, options and seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub generated: Option<crate::gen::fuzz::Generated>,
}

impl Sidecar {
    /// Read and check a sidecar; a relative `test` path is taken from its folder.
    pub fn read(path: &Path) -> Result<Sidecar, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let mut s: Sidecar =
            serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
        if let Some(o) = &mut s.oracle {
            o.validate()
                .map_err(|e| format!("{}: {e}", path.display()))?;
            o.resolve_paths(path.parent().unwrap_or(Path::new(".")));
        }
        Ok(s)
    }
}

/// One failure of a campaign, as found on disk.
#[derive(Clone, Debug, PartialEq)]
pub struct Failure {
    /// Its id: the file's stem or the folder's name.
    pub id: String,
    /// The C file (`None` for a folder without one); for a folder of several C files,
    /// the first by name.
    pub source: Option<PathBuf>,
    /// A folder's other C files, by name: the files are reduced together
    /// ([`crate::sources`]; e.g. `fuzz --split`'s `caller.c` and `callee.c`).
    pub others: Vec<PathBuf>,
    /// What its sidecar says (empty without one).
    pub sidecar: Sidecar,
    /// Its oracle: the sidecar's, else the folder's script, else the campaign's, else
    /// the command line's (`None`: none of them gives one).
    pub oracle: Option<OracleConfig>,
    /// Why it cannot be processed, if it cannot (recorded, never fatal to the batch).
    pub error: Option<String>,
}

impl Failure {
    /// Every C file, `source` first.
    pub fn files(&self) -> Vec<&Path> {
        self.source
            .iter()
            .chain(&self.others)
            .map(PathBuf::as_path)
            .collect()
    }

    /// The files' names when there are several (empty for one).
    pub fn names(&self) -> Vec<String> {
        if self.others.is_empty() {
            return Vec::new();
        }
        self.files()
            .iter()
            .map(|p| {
                p.file_name()
                    .map_or(String::new(), |n| n.to_string_lossy().into_owned())
            })
            .collect()
    }

    /// The program: the C file's text, or several files joined.
    pub fn text(&self) -> Result<String, String> {
        let files = self.files();
        match files.as_slice() {
            [] => Err("no C file".to_string()),
            [one] => crate::files::read_source(one).map_err(|e| e.to_string()),
            many => {
                let mut parts = Vec::new();
                for (p, name) in many.iter().zip(self.names()) {
                    parts.push((
                        name,
                        crate::files::read_source(p).map_err(|e| e.to_string())?,
                    ));
                }
                Ok(crate::sources::join(&parts))
            }
        }
    }
}

/// A campaign's failures and defaults.
#[derive(Clone, Debug)]
pub struct Campaign {
    /// The campaign folder.
    pub root: PathBuf,
    /// `campaign.json`, if any.
    pub defaults: Sidecar,
    /// Every failure, sorted by id.
    pub failures: Vec<Failure>,
}

/// Why a campaign cannot be read at all.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct CampaignError(pub String);

impl Campaign {
    /// Read the campaign at `root`; `cli` is the oracle the command line gives (the
    /// defaults beneath both files). A bad failure is kept with its error; only an
    /// unreadable folder or a bad `campaign.json` is an error.
    pub fn read(root: &Path, cli: Option<&OracleConfig>) -> Result<Campaign, CampaignError> {
        let entries = std::fs::read_dir(root)
            .map_err(|e| CampaignError(format!("cannot read campaign {}: {e}", root.display())))?;
        let defaults_path = root.join(CAMPAIGN_FILE);
        let defaults = if defaults_path.exists() {
            Sidecar::read(&defaults_path).map_err(CampaignError)?
        } else {
            Sidecar::default()
        };
        let mut paths: Vec<PathBuf> = entries.filter_map(|e| Some(e.ok()?.path())).collect();
        paths.sort();
        let mut failures: BTreeMap<String, Failure> = BTreeMap::new();
        for path in paths {
            let Some(raw) = path.file_name() else {
                continue;
            };
            let name = raw.to_string_lossy().into_owned();
            if name.starts_with('.')
                || name == CAUSES_DIR
                || path.join(crate::triage::failure::workdir::MARKER).exists()
            {
                continue; // hidden, the causes of a labelled campaign, or a work directory
            }
            if raw.to_str().is_none() {
                let id = path
                    .file_stem()
                    .map_or(name.clone(), |s| s.to_string_lossy().into_owned());
                if path.is_dir() || is_source(&path) {
                    failures.entry(id.clone()).or_insert(Failure {
                        id,
                        source: None,
                        others: Vec::new(),
                        sidecar: Sidecar::default(),
                        oracle: None,
                        error: Some(format!("the name {name:?} is not valid UTF-8")),
                    });
                }
                continue;
            }
            let found = if path.is_dir() {
                folder_failure(&path, &name)
            } else if let Some(id) = source_stem(&path) {
                flat_failure(&path, &id)
            } else {
                continue; // sidecars, campaign.json, notes
            };
            let mut f = found;
            f.oracle = f
                .oracle
                .take()
                .or_else(|| defaults.oracle.clone())
                .or_else(|| cli.cloned());
            // A C++ file's oracle says so, and every stage reads C++ from it.
            if let (Some(o), Some(src)) = (f.oracle.as_mut(), f.source.as_ref()) {
                if o.lang.is_none() && Lang::of_path(src) == Lang::Cpp {
                    o.lang = Some(Lang::Cpp);
                }
            }
            if let Some(first) = failures.get_mut(&f.id) {
                first.error.get_or_insert_with(|| {
                    format!("two failures have the id {}: {name} and another", f.id)
                });
                continue;
            }
            failures.insert(f.id.clone(), f);
        }
        Ok(Campaign {
            root: root.to_path_buf(),
            defaults,
            failures: failures.into_values().collect(),
        })
    }
}

impl Campaign {
    /// The campaign folder's name (what reports call it).
    pub fn name(&self) -> String {
        let root = self
            .root
            .canonicalize()
            .unwrap_or_else(|_| self.root.clone());
        root.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    }

    /// Keep only shard `k` of `n`: the failures whose id hashes to `k` (blake3 of the
    /// id, modulo `n`), so each failure is in exactly one shard, whatever else the
    /// campaign holds and wherever it runs.
    pub fn shard(&mut self, k: u32, n: u32) {
        self.failures.retain(|f| shard_of(&f.id, n) == k);
    }
}

/// The shard (of `n`) a failure belongs to.
pub fn shard_of(id: &str, n: u32) -> u32 {
    let h = blake3::hash(id.as_bytes());
    let mut b = [0u8; 8];
    b.copy_from_slice(&h.as_bytes()[..8]);
    (u64::from_le_bytes(b) % u64::from(n.max(1))) as u32
}

/// Whether `path` is a C file (`.c`) or a C++ file (by [`Lang::of_path`]'s extensions).
pub fn is_source(path: &Path) -> bool {
    path.extension().is_some_and(|x| x == "c") || Lang::of_path(path) == Lang::Cpp
}

/// Whether `path` is a C or C++ header (by [`crate::project::role_of`]).
fn is_header(path: &Path) -> bool {
    path.to_str()
        .is_some_and(|p| crate::project::role_of(p) == crate::project::Role::Header)
}

/// The id of a flat failure's source file (its stem), if `path` is one.
fn source_stem(path: &Path) -> Option<String> {
    is_source(path)
        .then(|| path.file_stem())
        .flatten()
        .map(|s| s.to_string_lossy().into_owned())
}

fn flat_failure(path: &Path, id: &str) -> Failure {
    let sidecar_path = path.with_file_name(format!("{id}.json"));
    let (sidecar, error) = read_sidecar(&sidecar_path);
    Failure {
        id: id.to_string(),
        source: Some(path.to_path_buf()),
        others: Vec::new(),
        oracle: sidecar.oracle.clone(),
        sidecar,
        error,
    }
}

fn folder_failure(dir: &Path, id: &str) -> Failure {
    let (sidecar, mut error) = read_sidecar(&dir.join(FOLDER_SIDECAR));
    // Its C and C++ files, and the headers they include: units first, each kind in
    // name order (a header is reduced with them, never compiled on its own).
    let mut c_files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| Some(e.ok()?.path()))
                .filter(|p| p.is_file() && (is_source(p) || is_header(p)))
                .collect()
        })
        .unwrap_or_default();
    c_files.sort_by_key(|p| (is_header(p), p.clone()));
    if c_files.iter().all(|p| is_header(p)) {
        c_files.clear();
    }
    let (source, others) = match c_files.len() {
        0 => {
            error.get_or_insert_with(|| format!("{} holds no C or C++ file", dir.display()));
            (None, Vec::new())
        }
        _ => {
            let rest = c_files.split_off(1);
            (c_files.pop(), rest)
        }
    };
    let script = dir.join(FOLDER_SCRIPT);
    let oracle = sidecar
        .oracle
        .clone()
        .or_else(|| script.is_file().then(|| OracleConfig::script(script)));
    Failure {
        id: id.to_string(),
        source,
        others,
        sidecar,
        oracle,
        error,
    }
}

fn read_sidecar(path: &Path) -> (Sidecar, Option<String>) {
    if !path.exists() {
        return (Sidecar::default(), None);
    }
    match Sidecar::read(path) {
        Ok(s) => (s, None),
        Err(e) => (Sidecar::default(), Some(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::config::OracleKind;

    fn write(p: &Path, text: &str) {
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }

    #[test]
    fn cpp_files_are_failures_too() {
        let d = tempfile::tempdir().unwrap();
        let r = d.path();
        write(&r.join("f.cc"), "int main() {}\n");
        write(&r.join("g/prog.cpp"), "int x;\n");
        write(&r.join("h/notes.txt"), "no source\n");
        write(&r.join("k.h"), "int y;\n");
        let cli = OracleConfig::script("/bin/true");
        let c = Campaign::read(r, Some(&cli)).unwrap();
        let ids: Vec<&str> = c.failures.iter().map(|f| f.id.as_str()).collect();
        assert_eq!(ids, ["f", "g", "h"]);
        assert_eq!(
            c.failures[1].source.as_ref().unwrap().file_name().unwrap(),
            "prog.cpp"
        );
        assert!(c.failures[2]
            .error
            .as_ref()
            .unwrap()
            .contains("no C or C++ file"));
    }

    #[test]
    fn both_forms_sidecars_defaults_and_bad_entries() {
        let d = tempfile::tempdir().unwrap();
        let r = d.path();
        write(&r.join("b.c"), "int main(void) { return 0; }\n");
        write(
            &r.join("b.json"),
            r#"{"culprit": ["-ftree-vrp"], "labels": {"cause": "vrp"}}"#,
        );
        write(&r.join("a/prog.c"), "int x;\n");
        write(&r.join("a/test.sh"), "#!/bin/sh\nexit 0\n");
        write(&r.join("c/small.c"), "int y;\n");
        write(
            &r.join("c/failure.json"),
            r#"{"oracle": {"oracle": "crash", "cc": ["chibicc"]}}"#,
        );
        write(&r.join("d/one.c"), "int z;\n");
        write(&r.join("d/two.c"), "int w;\n");
        write(&r.join("e.c"), "int v;\n");
        write(&r.join("e.json"), r#"{"colour": "red"}"#);
        write(
            &r.join("campaign.json"),
            r#"{"oracle": {"oracle": "vote", "cc": ["gcc -O0", "gcc -O2", "chibicc"]}}"#,
        );
        write(&r.join("notes.txt"), "not a failure\n");
        write(&r.join("causes/x/minimal.c"), "int u;\n");
        write(&r.join("causes/x/check.sh"), "#!/bin/sh\nexit 0\n");
        let cli = OracleConfig::script("/bin/true");
        let c = Campaign::read(r, Some(&cli)).unwrap();
        let ids: Vec<&str> = c.failures.iter().map(|f| f.id.as_str()).collect();
        assert_eq!(ids, ["a", "b", "c", "d", "e"]);
        let [a, b, cc, dd, e] = &c.failures[..] else {
            panic!()
        };
        // The folder's script beats the campaign's defaults.
        assert_eq!(a.oracle.as_ref().unwrap().oracle, OracleKind::Script);
        assert_eq!(a.source.as_ref().unwrap().file_name().unwrap(), "prog.c");
        // No oracle of its own: the campaign's.
        assert_eq!(b.oracle.as_ref().unwrap().oracle, OracleKind::Vote);
        assert_eq!(
            b.sidecar.culprit.as_deref(),
            Some(&["-ftree-vrp".to_string()][..])
        );
        assert_eq!(b.sidecar.labels["cause"], "vrp");
        assert_eq!(cc.oracle.as_ref().unwrap().oracle, OracleKind::Crash);
        // Two C files: one failure whose files are reduced together.
        assert_eq!(dd.error, None);
        assert_eq!(dd.files().len(), 2);
        assert_eq!(dd.names().len(), 2);
        assert!(dd
            .text()
            .unwrap()
            .contains(&crate::sources::marker(&dd.names()[1])));
        assert!(
            e.error.as_ref().unwrap().contains("colour"),
            "{:?}",
            e.error
        );
        assert!(a.error.is_none() && b.error.is_none() && cc.error.is_none());
    }

    #[test]
    fn shards_split_a_campaign_into_disjoint_parts() {
        let d = tempfile::tempdir().unwrap();
        for i in 0..40 {
            write(&d.path().join(format!("f{i}.c")), "int x;\n");
        }
        let all = Campaign::read(d.path(), None).unwrap();
        let mut seen = Vec::new();
        for k in 0..3 {
            let mut c = all.clone();
            c.shard(k, 3);
            assert!(!c.failures.is_empty() && c.failures.len() < 40);
            seen.extend(c.failures.into_iter().map(|f| f.id));
        }
        seen.sort();
        let mut ids: Vec<String> = all.failures.iter().map(|f| f.id.clone()).collect();
        ids.sort();
        assert_eq!(seen, ids);
    }

    #[test]
    fn the_command_line_is_the_last_default() {
        let d = tempfile::tempdir().unwrap();
        write(&d.path().join("x.c"), "int x;\n");
        // No oracle anywhere is not the campaign's error: `--already-reduced` needs none.
        let none = Campaign::read(d.path(), None).unwrap();
        assert!(none.failures[0].oracle.is_none() && none.failures[0].error.is_none());
        let cli = OracleConfig::script("/bin/true");
        let c = Campaign::read(d.path(), Some(&cli)).unwrap();
        assert_eq!(c.failures[0].oracle.as_ref(), Some(&cli));
        assert!(Campaign::read(&d.path().join("missing"), None).is_err());
    }
}
