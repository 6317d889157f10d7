//! The culprit: which optimization must run for a failure to appear (D3's features,
//! BugLens's "minimal opt flags"), found by asking the oracle again with the failing
//! compiler's optimizations cut down. Every question is a *probe*: the oracle built on
//! the reduced program with a changed compiler, interesting only if it shows the same
//! signature.
//!
//! - clang: binary search over `-mllvm -opt-bisect-limit=N` for the first N at which the
//!   failure appears; the culprit is the pass clang names at N (`BISECT: running pass
//!   (N) NAME on ...`), without the function it ran on.
//! - gcc: the lowest `-O` level that fails; the `-f` flags that level enables (`gcc -Q
//!   -ON --help=optimizers`); then a minimal set of them whose `-fno-` form makes the
//!   failure disappear ([`min_set`]: one flag at a time, by bisection), and up to two
//!   more among the flags left (each of at most [`FURTHER_SET_FLAGS`]). The culprit is
//!   the flags of those sets.
//! - Other compilers (chibicc, pcc, tcc) have no pass structure: no culprit, and the
//!   search says why.

use crate::oracle::{OracleConfig, OracleKind, Signature};
use crate::toolchain::{CompilerSpec, Family};
use serde::{Deserialize, Serialize};

/// The most probes one search may cost.
pub const MAX_PROBES: u32 = 200;

/// What the search is, in the words of the culprit stages' inputs: a work directory
/// whose culprits an older search found searches them again.
pub const SEARCH: &str = "gcc flag sets one flag at a time, further sets of at most 3 flags";

/// The probes the search for a gcc flag set after the first may cost, when `used` are
/// spent: half of those left, a bound the search's flag limit keeps it well within.
pub fn further_set_probes(used: u32) -> u32 {
    MAX_PROBES.saturating_sub(used) / 2
}

/// The most flags a gcc flag set after the first may have. A set of one or two flags
/// among 134 takes 9 to 20 probes ([`min_set`]); a further set of more flags is a failure
/// that many flags must be off together to cure, no culprit worth naming: the search
/// gives it up after about 30 probes, where taking it apart would cost a probe budget.
pub const FURTHER_SET_FLAGS: usize = 3;

/// What the culprit search found (or why it found nothing).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CulpritSearch {
    /// The culprit: pass names (clang) or `-f` flags (gcc). `None`: not found.
    pub culprit: Option<Vec<String>>,
    /// The failing compiler probed, as named in the oracle (`None`: none could be).
    pub compiler: Option<String>,
    /// gcc: the lowest failing `-O` level.
    pub level: Option<String>,
    /// How it was found, or why there is none.
    pub how: String,
    /// Oracle runs it cost.
    pub probes: u32,
    /// gcc: the minimal flag sets found, in order, each of whose `-fno-` forms makes
    /// the failure pass (the culprit is their union). A later search of the same
    /// failure, on its reduced program, checks these first ([`search_from`]), and so
    /// does the search of another failure of the same original at other flags.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sets: Vec<Vec<String>>,
    /// gcc: the search for a further set was given up, past [`FURTHER_SET_FLAGS`]
    /// flags or its probes (a set of many flags that must be off together), so
    /// [`Self::sets`] may not be all there are.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gave_up: bool,
}

/// How a culprit search ends for a compiler with nothing to search (after its name).
pub const NO_PASSES: &str = "has no optimization passes to search (only gcc and clang do)";

impl CulpritSearch {
    /// True when no search applies: the failing compiler has no optimization flags or
    /// passes (chibicc, pcc, tcc).
    pub fn not_applicable(&self) -> bool {
        self.culprit.is_none() && self.how.ends_with(NO_PASSES)
    }
}

/// The family of a compiler program, as [`Family::of`] decides it everywhere: by its
/// name, else by its `--version` (run in the temporary folder).
pub fn family(program: &str) -> Family {
    let spec = CompilerSpec {
        name: program.to_string(),
        program: program.to_string(),
        args: Vec::new(),
    };
    Family::of(&spec, &std::env::temp_dir(), &|| false)
}

/// The index in `config.cc` of the compiler to probe: the one under test (`crash`,
/// `expect`), or the vote's only minority compiler. `Err`: why there is none.
pub fn failing_compiler(config: &OracleConfig, sig: Option<&Signature>) -> Result<usize, String> {
    let i = failing_index(config, sig)?;
    let spec = &config.cc[i];
    match family(&spec.program) {
        Family::Gcc | Family::Clang => Ok(i),
        Family::Other => Err(format!("{} {NO_PASSES}", spec.name)),
    }
}

/// The index in `config.cc` of the failing compiler when it is gcc: the culprits the
/// cross-check can ask about.
pub fn gcc_index(config: &OracleConfig, sig: Option<&Signature>) -> Option<usize> {
    let i = failing_index(config, sig).ok()?;
    (family(&config.cc[i].program) == Family::Gcc).then_some(i)
}

/// The index in `config.cc` of the failing compiler, whatever its family.
pub fn failing_index(config: &OracleConfig, sig: Option<&Signature>) -> Result<usize, String> {
    Ok(match (config.oracle, sig) {
        (OracleKind::Script, _) => {
            return Err("a script oracle: which compiler fails is not known".into())
        }
        (OracleKind::Crash | OracleKind::Expect, _) => 0,
        (OracleKind::Vote, Some(Signature::Vote { minority })) if minority.len() == 1 => config
            .cc
            .iter()
            .position(|c| c.name == minority[0].compiler)
            .ok_or_else(|| {
                format!(
                    "the minority compiler {} is not in the oracle",
                    minority[0].compiler
                )
            })?,
        (OracleKind::Vote, _) => {
            return Err("several compilers are in the minority: no single one to probe".into())
        }
    })
}

/// Which versions of the failing compiler fail (`--versions`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VersionRange {
    /// The failing compiler, as named in the oracle.
    pub compiler: String,
    /// The versions tried (installed, of the failing compiler's family), in the order
    /// given.
    pub tested: Vec<String>,
    /// Those that fail the same way.
    pub failing: Vec<String>,
    /// Given but not tried, with why (not installed, another family).
    pub skipped: Vec<String>,
}

/// Run the failure's oracle with each of `versions` (program names: `clang-14`,
/// `gcc-12`) in place of the failing compiler's program. `None` when there is no single
/// failing compiler, or no version of its family was given.
pub fn version_range(
    config: &OracleConfig,
    sig: Option<&Signature>,
    versions: &[String],
    p: &mut dyn Prober,
) -> Option<Result<VersionRange, ()>> {
    let i = failing_index(config, sig).ok()?;
    let spec = &config.cc[i];
    let (fam, cxx) = (family(&spec.program), Family::cxx_driver(&spec.program));
    let mut range = VersionRange {
        compiler: spec.name.clone(),
        tested: Vec::new(),
        failing: Vec::new(),
        skipped: Vec::new(),
    };
    for v in versions {
        // The same family, and a C++ driver for a C++ driver.
        if Family::named(v) != Some(fam) || Family::cxx_driver(v) != cxx {
            continue;
        }
        let candidate = CompilerSpec {
            program: v.clone(),
            ..spec.clone()
        };
        if candidate.check_exists().is_err() {
            range.skipped.push(format!("{v}: not installed"));
            continue;
        }
        range.tested.push(v.clone());
        match p.probe(&candidate) {
            Probe::Fails => range.failing.push(v.clone()),
            Probe::Passes => {}
            Probe::Stop => return Some(Err(())),
        }
    }
    if range.tested.is_empty() && range.skipped.is_empty() {
        return None;
    }
    Some(Ok(range))
}

/// `spec` with extra arguments after its own.
pub fn with_args(spec: &CompilerSpec, extra: &[String]) -> CompilerSpec {
    let mut s = spec.clone();
    s.args.extend(extra.iter().cloned());
    s
}

/// `spec` at optimization level `level` (`-O1`): every `-O...` argument replaced, or
/// `level` added when there is none.
pub fn at_level(spec: &CompilerSpec, level: &str) -> CompilerSpec {
    let mut s = spec.clone();
    s.args.retain(|a| !(a.starts_with("-O") && a.len() <= 6));
    s.args.push(level.to_string());
    s
}

/// The optimization level a gcc spec asks for, as a rank 0 to 3 (`-Os`, `-Oz` count
/// as 2, `-Og` and `-O` as 1, `-Ofast` as 3), and its spelling.
pub fn level_of(spec: &CompilerSpec) -> (u8, String) {
    let mut out = (0, "-O0".to_string());
    for a in &spec.args {
        if let Some(rank) = level_rank(a) {
            out = (rank, a.clone());
        }
    }
    out
}

/// The rank of an optimization level's spelling, as [`level_of`] counts it (`None`:
/// not a level).
pub fn level_rank(level: &str) -> Option<u8> {
    Some(match level {
        "-O0" => 0,
        "-O" | "-O1" | "-Og" => 1,
        "-O2" | "-Os" | "-Oz" => 2,
        "-O3" | "-Ofast" => 3,
        _ => return None,
    })
}

/// A level as a group key holds it: `-ON` of its rank, so a fuzzer's duplicates at
/// `-O2` and `-Os` whose lowest failing levels are those two, with the same flags,
/// share a key (the spelling of a level of one rank is not evidence of another bug).
pub fn level_class(level: &str) -> String {
    level_rank(level).map_or_else(|| level.to_string(), |r| format!("-O{r}"))
}

/// From clang's `-mllvm -opt-bisect-limit=-1` stderr: the pass run at each step, by
/// step number, names only (`InstCombinePass`, not the function it ran on).
pub fn bisect_steps(stderr: &str) -> Vec<(u64, String)> {
    let mut steps = Vec::new();
    for line in stderr.lines() {
        let Some(rest) = line.trim().strip_prefix("BISECT: running pass (") else {
            continue;
        };
        let Some((n, tail)) = rest.split_once(')') else {
            continue;
        };
        let Ok(n) = n.trim().parse::<u64>() else {
            continue;
        };
        let name = tail.trim();
        let name = name.split(" on ").next().unwrap_or(name).trim();
        steps.push((n, name.to_string()));
    }
    steps
}

/// From `gcc -Q -ON --help=optimizers`: the `-f` flags enabled at that level, in order.
pub fn enabled_flags(help: &str) -> Vec<String> {
    help.lines()
        .filter_map(|l| {
            let mut w = l.split_whitespace();
            let flag = w.next()?;
            let state = w.next()?;
            (flag.starts_with("-f") && !flag.contains('=') && state == "[enabled]")
                .then(|| flag.to_string())
        })
        .collect()
}

/// A probe's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Probe {
    /// The oracle still shows the failure's signature.
    Fails,
    /// It does not.
    Passes,
    /// Stop searching (an interrupt, or [`MAX_PROBES`] spent).
    Stop,
}

/// What the search asks of its caller.
pub trait Prober {
    /// The oracle on the reduced program with the failing compiler replaced by `spec`.
    fn probe(&mut self, spec: &CompilerSpec) -> Probe;
    /// Run `spec` with `args` after its own (with `with_source`, on the reduced program:
    /// `args` then hold `{src}` and `{out}`): its stderr and stdout, or `None` if it
    /// could not run.
    fn run(&mut self, spec: &CompilerSpec, args: &[String], with_source: bool) -> Option<String>;
    /// Probes run so far.
    fn probes(&self) -> u32;
}

/// Search the culprit of a failure whose oracle is `config` and signature `sig`.
pub fn search(config: &OracleConfig, sig: Option<&Signature>, p: &mut dyn Prober) -> CulpritSearch {
    search_from(config, sig, None, p)
}

/// [`search`], where `seed` is a search of the same failure on another program (its
/// original, when this is the reduced one), or of another failure of the same program
/// at other flags. gcc: when the lowest failing level is of the seed's rank
/// ([`level_class`]), the seed's flag sets are checked first, in order: each must still make the
/// failure pass (one probe) and, when it has several flags, each flag must still be
/// needed (one probe per flag). The sets that hold are kept, and the search goes on
/// from there as it does after finding them: one probe with the flags left off ends it
/// when they do not cure, as usual when the seed ended there; else a further set is
/// searched, as without the seed (of at most [`FURTHER_SET_FLAGS`] flags). A check
/// costs a handful of probes where a search costs 10 to 60. clang's bisection is left
/// as it is (about 15 probes).
pub fn search_from(
    config: &OracleConfig,
    sig: Option<&Signature>,
    seed: Option<&CulpritSearch>,
    p: &mut dyn Prober,
) -> CulpritSearch {
    let none = |compiler: Option<String>, how: String, p: &dyn Prober| CulpritSearch {
        culprit: None,
        compiler,
        level: None,
        how,
        probes: p.probes(),
        sets: Vec::new(),
        gave_up: false,
    };
    let i = match failing_compiler(config, sig) {
        Ok(i) => i,
        Err(why) => return none(None, why, p),
    };
    let spec = &config.cc[i];
    let name = Some(spec.name.clone());
    let stopped = |p: &dyn Prober| none(name.clone(), "stopped before the end".into(), p);
    match family(&spec.program) {
        Family::Clang => {
            let limit =
                |n: i64| with_args(spec, &["-mllvm".into(), format!("-opt-bisect-limit={n}")]);
            match p.probe(&limit(-1)) {
                Probe::Fails => {}
                Probe::Passes => {
                    return none(
                        name,
                        "the failure does not show under -mllvm -opt-bisect-limit=-1".into(),
                        p,
                    )
                }
                Probe::Stop => return stopped(p),
            }
            match p.probe(&limit(0)) {
                Probe::Passes => {}
                Probe::Fails => {
                    return none(
                        name,
                        "it fails with every optimization pass skipped (-opt-bisect-limit=0): the front end or code generation".into(),
                        p,
                    )
                }
                Probe::Stop => return stopped(p),
            }
            let listing = p
                .run(
                    &limit(-1),
                    &crate::toolchain::compiler::COMPILE_TAIL
                        .iter()
                        .map(|a| a.to_string())
                        .collect::<Vec<_>>(),
                    true,
                )
                .map(|t| bisect_steps(&t))
                .unwrap_or_default();
            let Some(total) = listing.iter().map(|s| s.0).max() else {
                return none(name, "clang printed no BISECT lines".into(), p);
            };
            // Passes at 0, fails at total: find the first failing limit.
            let (mut lo, mut hi) = (0u64, total);
            while hi - lo > 1 {
                let mid = lo + (hi - lo) / 2;
                match p.probe(&limit(mid as i64)) {
                    Probe::Fails => hi = mid,
                    Probe::Passes => lo = mid,
                    Probe::Stop => return stopped(p),
                }
            }
            let pass = listing
                .iter()
                .find(|s| s.0 == hi)
                .map_or_else(|| format!("pass {hi}"), |s| s.1.clone());
            CulpritSearch {
                culprit: Some(vec![pass.clone()]),
                compiler: name,
                level: None,
                how: format!(
                    "-mllvm -opt-bisect-limit={hi} is the first limit that fails (of {total} passes): {pass}"
                ),
                probes: p.probes(),
                sets: Vec::new(),
                gave_up: false,
            }
        }
        Family::Gcc => {
            let (rank, given) = level_of(spec);
            if rank == 0 {
                return none(name, "it fails at -O0: no optimization to blame".into(), p);
            }
            let mut level = given.clone();
            for l in 0..rank {
                let l = format!("-O{l}");
                match p.probe(&at_level(spec, &l)) {
                    Probe::Fails => {
                        level = l;
                        break;
                    }
                    Probe::Passes => {}
                    Probe::Stop => return stopped(p),
                }
            }
            if level == "-O0" {
                return none(
                    name,
                    "it fails at -O0 too: no optimization to blame".into(),
                    p,
                );
            }
            let base = at_level(spec, &level);
            let help = p.run(
                &CompilerSpec {
                    args: Vec::new(),
                    ..spec.clone()
                },
                &["-Q".into(), level.clone(), "--help=optimizers".into()],
                false,
            );
            let flags = help.map(|h| enabled_flags(&h)).unwrap_or_default();
            if flags.is_empty() {
                return none(name, format!("gcc lists no -f flags enabled at {level}"), p);
            }
            let off = |set: &[String]| {
                with_args(&base, &set.iter().map(|f| negate(f)).collect::<Vec<_>>())
            };
            match p.probe(&off(&flags)) {
                Probe::Passes => {}
                Probe::Fails => {
                    let mut s = none(
                        name,
                        format!(
                            "it still fails at {level} with its {} -f flags all off",
                            flags.len()
                        ),
                        p,
                    );
                    s.level = Some(level);
                    return s;
                }
                Probe::Stop => return stopped(p),
            }
            // Minimal sets of flags whose -fno- forms each make the failure pass: the
            // first among all the flags, then again among the flags left (the sets
            // found so far staying on), up to three, so a generic enabler such as
            // -finline does not hide the optimization that miscompiles. A further set
            // of more than FURTHER_SET_FLAGS flags is given up.
            let mut left = flags.clone();
            // A seed of the same rank of level (a duplicate at `-Os` of one at `-O2`):
            // its sets are checked among the flags this level enables.
            let seed = seed.filter(|s| {
                s.compiler == name
                    && s.level.as_deref().map(level_class) == Some(level_class(&level))
            });
            let seeded = seed.map_or(&[][..], |s| &s.sets[..]);
            let (mut sets, cut) = held_sets(seeded, &mut left, &off, p);
            if cut && sets.is_empty() {
                return stopped(p);
            }
            let held = sets.len();
            // Where every seeded set held and the seed's search gave up its next set
            // within its probes, so does this one, without spending them again.
            let mut gave_up =
                held > 0 && held == seeded.len().min(3) && seed.is_some_and(|s| s.gave_up);
            // What the sets' searches asked, so that nothing is asked twice: a set's
            // check that each flag is needed asks again what its bisection asked last,
            // and the flags left off after a set that ends the list are its last prefix.
            let mut asked: std::collections::HashMap<Vec<String>, bool> = Default::default();
            while !gave_up && !cut && sets.len() < 3 && !left.is_empty() {
                if !sets.is_empty() {
                    let cures = match asked.get(&left) {
                        Some(&known) => known,
                        None => match p.probe(&off(&left)) {
                            Probe::Passes => true,
                            Probe::Fails | Probe::Stop => false,
                        },
                    };
                    if !cures {
                        break;
                    }
                }
                let start = p.probes();
                let (share, most) = if sets.is_empty() {
                    (MAX_PROBES, usize::MAX)
                } else {
                    (further_set_probes(start), FURTHER_SET_FLAGS)
                };
                let found = min_set(&left, most, |set| {
                    if let Some(&known) = asked.get(set) {
                        return Some(known);
                    }
                    if p.probes() - start >= share {
                        return None;
                    }
                    let cures = match p.probe(&off(set)) {
                        Probe::Passes => true,
                        Probe::Fails => false,
                        Probe::Stop => return None,
                    };
                    asked.insert(set.to_vec(), cures);
                    Some(cures)
                });
                let found = match found {
                    Ok(found) => found,
                    Err(NoSet::Stopped) if sets.is_empty() => return stopped(p),
                    Err(_) => {
                        gave_up = true;
                        break;
                    }
                };
                left.retain(|f| !found.contains(f));
                sets.push(found);
            }
            let described: Vec<String> = sets
                .iter()
                .map(|s| s.iter().map(|f| negate(f)).collect::<Vec<_>>().join(" "))
                .collect();
            let from_seed = match (held, seeded.len().min(3)) {
                (0, _) => String::new(),
                (1, 1) => "; the earlier search's set checked".to_string(),
                (n, m) if n == m => format!("; the earlier search's {n} sets checked"),
                (n, m) => format!("; the first {n} of the earlier search's {m} sets checked"),
            };
            CulpritSearch {
                how: format!(
                    "fails from {level}; each of these makes it pass: {} (minimal sets among the {} flags {level} enables{from_seed})",
                    described.join("; "),
                    flags.len()
                ),
                culprit: Some(sets.concat()),
                compiler: name,
                level: Some(level),
                probes: p.probes(),
                sets,
                gave_up,
            }
        }
        Family::Other => none(name, "no optimization passes to search".into(), p),
    }
}

/// Of an earlier search's `seeded` sets (at most three), those that still hold, in
/// order, up to the first that does not: each among the flags `left` (and taken out of
/// them), each curing (`off(set)`, its `-fno-` forms, passes), and with any one of its
/// flags back on failing again (1-minimal, as [`min_set`] leaves a set). True besides when a
/// probe said stop.
fn held_sets(
    seeded: &[Vec<String>],
    left: &mut Vec<String>,
    off: &dyn Fn(&[String]) -> CompilerSpec,
    p: &mut dyn Prober,
) -> (Vec<Vec<String>>, bool) {
    let mut held = Vec::new();
    for set in seeded.iter().take(3) {
        if set.is_empty() || !set.iter().all(|f| left.contains(f)) {
            break;
        }
        // It cures; and when it has several flags, each is needed: with the rest off
        // and that one on, it fails again.
        let mut asks = vec![(set.clone(), Probe::Passes)];
        if set.len() > 1 {
            for k in 0..set.len() {
                let mut rest = set.clone();
                rest.remove(k);
                asks.push((rest, Probe::Fails));
            }
        }
        for (asked, want) in asks {
            match p.probe(&off(&asked)) {
                Probe::Stop => return (held, true),
                answer if answer == want => {}
                _ => return (held, false),
            }
        }
        left.retain(|f| !set.contains(f));
        held.push(set.clone());
    }
    (held, false)
}

/// `-fno-X` for `-fX`.
pub fn negate(flag: &str) -> String {
    match flag.strip_prefix("-fno-") {
        Some(rest) => format!("-f{rest}"),
        None => format!("-fno-{}", flag.trim_start_matches("-f")),
    }
}

/// Why [`min_set`] found no set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoSet {
    /// `cures` said stop (an interrupt, or the probe budget spent).
    Stopped,
    /// The set needs more than the most flags asked for.
    TooMany,
}

/// A 1-minimal subset of `items` that `cures`, given that all of `items` does and none
/// does, one item at a time (as QuickXplain and bisection of a flag list do): the
/// shortest prefix that still cures, with the items found so far, ends in an item the
/// set needs, found by bisection; the prefix before it is searched again, until the
/// items found cure alone. A set of `k` among `n` costs about `k (log2 n + 1)` probes,
/// where ddmin's halves cost several times that for two flags that must be off
/// together. Past `most` items it ends ([`NoSet::TooMany`]) without bisecting for the
/// next. A set of two or more is then checked to be 1-minimal (each item back on, the
/// rest off, must fail again; one that still cures is dropped), a probe per item, which
/// never drops one wherever more flags off never fails again. The set keeps `items`' order.
/// `cures` returns `None` to stop.
pub fn min_set<T: Clone>(
    items: &[T],
    most: usize,
    mut cures: impl FnMut(&[T]) -> Option<bool>,
) -> Result<Vec<T>, NoSet> {
    // Indices into `items`; the set is the found ones and the prefix `..end`.
    let pick = |found: &[usize], end: usize| -> Vec<T> {
        let mut idx: Vec<usize> = (0..end).chain(found.iter().copied()).collect();
        idx.sort_unstable();
        idx.into_iter().map(|i| items[i].clone()).collect()
    };
    let mut ask = |set: Vec<T>| cures(&set).ok_or(NoSet::Stopped);
    let mut found: Vec<usize> = Vec::new();
    let mut end = items.len();
    // Invariant: the found items with `items[..end]` cure; the found alone do not.
    while end > 0 {
        if !found.is_empty() && ask(pick(&found, 0))? {
            break;
        }
        if found.len() >= most {
            return Err(NoSet::TooMany);
        }
        let (mut lo, mut hi) = (0, end);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if ask(pick(&found, mid))? {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        found.push(hi - 1);
        end = hi - 1;
    }
    if found.len() > 1 {
        let mut k = 0;
        while k < found.len() && found.len() > 1 {
            let mut rest = found.clone();
            rest.remove(k);
            if ask(pick(&rest, 0))? {
                found = rest;
                k = 0;
            } else {
                k += 1;
            }
        }
    }
    Ok(pick(&found, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn families_and_levels() {
        for (program, fam) in [
            ("clang-15", Family::Clang),
            ("clang++-15", Family::Clang),
            ("/usr/bin/gcc-12", Family::Gcc),
            ("x86_64-linux-gnu-gcc", Family::Gcc),
            ("x86_64-linux-gnu-g++-12", Family::Gcc),
            ("gcc", Family::Gcc),
            ("g++", Family::Gcc),
            ("chibicc", Family::Other),
            ("tcc", Family::Other),
        ] {
            assert_eq!(family(program), fam, "{program}");
        }
        assert!(Family::cxx_driver("clang++-15") && !Family::cxx_driver("gcc-12"));
        let spec = CompilerSpec::parse("gcc -w -O2 -fPIC").unwrap();
        assert_eq!(level_of(&spec), (2, "-O2".into()));
        assert_eq!(at_level(&spec, "-O1").args, ["-w", "-fPIC", "-O1"]);
        assert_eq!(level_of(&CompilerSpec::parse("gcc").unwrap()).0, 0);
        assert_eq!(negate("-ftree-vrp"), "-fno-tree-vrp");
        assert_eq!(negate("-fno-tree-vrp"), "-ftree-vrp");
    }

    #[test]
    fn clang_bisect_and_gcc_optimizer_listings() {
        let err = "BISECT: running pass (1) Annotation2MetadataPass on [module]\n\
                   BISECT: running pass (2) ForceFunctionAttrsPass on [module]\n\
                   other noise\n\
                   BISECT: running pass (3) InstCombinePass on f\n";
        let steps = bisect_steps(err);
        assert_eq!(steps.len(), 3);
        assert_eq!(steps[2], (3, "InstCombinePass".to_string()));
        let help = "The following options control optimizations:\n  -faggressive-loop-optimizations \t[enabled]\n  -falign-functions=           \t\n  -fauto-inc-dec              \t[enabled]\n  -fbranch-probabilities      \t[disabled]\n";
        assert_eq!(
            enabled_flags(help),
            ["-faggressive-loop-optimizations", "-fauto-inc-dec"]
        );
    }

    /// A fake gcc whose -O2 enables `-f0` to `-f39`: the failure shows from -O2 unless
    /// every flag of one of its cures is off. Its probes are counted.
    struct FakeGcc(u32, Vec<Vec<u32>>);

    impl Prober for FakeGcc {
        fn probe(&mut self, spec: &CompilerSpec) -> Probe {
            self.0 += 1;
            let off = |k: &u32| spec.args.iter().any(|a| *a == format!("-fno-{k}"));
            if level_of(spec).0 >= 2 && !self.1.iter().any(|cure| cure.iter().all(off)) {
                Probe::Fails
            } else {
                Probe::Passes
            }
        }
        fn run(&mut self, _: &CompilerSpec, _: &[String], _: bool) -> Option<String> {
            Some((0..40).map(|k| format!("  -f{k} [enabled]\n")).collect())
        }
        fn probes(&self) -> u32 {
            self.0
        }
    }

    /// [`FakeGcc`] cured by `-fno-3`, or by `-f10` to `-f25` all off together.
    fn many_flags(probes: u32) -> FakeGcc {
        FakeGcc(probes, vec![vec![3], (10..26).collect()])
    }

    /// [`FakeGcc`] cured by each of `cures` alone.
    fn each_cures(probes: u32, cures: Vec<u32>) -> FakeGcc {
        FakeGcc(probes, cures.into_iter().map(|k| vec![k]).collect())
    }

    #[test]
    fn a_further_flag_set_that_many_flags_make_is_given_up_within_its_probes() {
        let config: OracleConfig =
            serde_json::from_str(r#"{"oracle": "crash", "cc": ["gcc -O2"]}"#).unwrap();
        let mut p = many_flags(0);
        let found = search(&config, None, &mut p);
        assert_eq!(
            found.culprit,
            Some(vec!["-f3".to_string()]),
            "{}",
            found.how
        );
        assert_eq!(found.level.as_deref(), Some("-O2"));
        // Two levels, every flag off, the first set (six halvings of 40 flags and its
        // check), the flags left off, then the second set's search, given up at its
        // fourth flag: about thirty probes, where taking the set apart would cost
        // half the budget.
        assert!(found.gave_up, "{}", found.how);
        assert!(found.probes <= 32, "{} probes", found.probes);
    }

    #[test]
    fn a_seed_that_holds_is_checked_not_searched_and_one_that_does_not_is_searched() {
        let config: OracleConfig =
            serde_json::from_str(r#"{"oracle": "crash", "cc": ["gcc -O3"]}"#).unwrap();
        let full = search(&config, None, &mut many_flags(0));
        assert_eq!(full.sets, [vec!["-f3".to_string()]], "{}", full.how);
        // Its second set, -f10 to -f25 all off, was given up within its probes.
        assert!(full.gave_up);
        // The same failure again (its reduced program): three levels, every flag off,
        // the set's cure; the second set is given up again without a search.
        let mut p = many_flags(0);
        let again = search_from(&config, None, Some(&full), &mut p);
        assert_eq!((&again.culprit, &again.level), (&full.culprit, &full.level));
        assert_eq!(again.probes, 5, "{}", again.how);
        assert!(again.how.contains("checked"), "{}", again.how);
        assert!(full.probes > 4 * again.probes, "{} probes", full.probes);
        // A seed whose set does not cure, or is not minimal, or is of another level or
        // compiler: searched as without it, to the same culprit.
        let with = |sets: &[&[&str]], level: &str, compiler: &str| CulpritSearch {
            sets: sets
                .iter()
                .map(|s| s.iter().map(|f| f.to_string()).collect())
                .collect(),
            level: Some(level.into()),
            compiler: Some(compiler.into()),
            ..full.clone()
        };
        for seed in [
            with(&[&["-f5"]], "-O2", "gcc -O3"),
            with(&[&["-f3", "-f5"]], "-O2", "gcc -O3"),
            with(&[&["-f3"]], "-O1", "gcc -O3"),
            with(&[&["-f3"]], "-O2", "gcc"),
        ] {
            let found = search_from(&config, None, Some(&seed), &mut many_flags(0));
            assert_eq!(
                found.culprit, full.culprit,
                "{:?}: {}",
                seed.sets, found.how
            );
            assert!(!found.how.contains("checked"), "{}", found.how);
            assert!(found.probes > 2 * again.probes, "{:?}", seed.sets);
        }
        // A seed of a level of the same rank (the same program's duplicate at `-Os`,
        // whose search found it failing from `-Os`) is checked as its own level's.
        let os = search_from(
            &config,
            None,
            Some(&with(&[&["-f3"]], "-Os", "gcc -O3")),
            &mut many_flags(0),
        );
        assert_eq!((&os.culprit, &os.level), (&full.culprit, &full.level));
        assert_eq!(os.probes, again.probes, "{}", os.how);
    }

    #[test]
    fn a_seed_is_kept_as_far_as_it_holds_and_the_search_goes_on_from_there() {
        let config: OracleConfig =
            serde_json::from_str(r#"{"oracle": "crash", "cc": ["gcc -O2"]}"#).unwrap();
        let flags = |s: &[&[u32]]| -> Vec<Vec<String>> {
            s.iter()
                .map(|set| set.iter().map(|k| format!("-f{k}")).collect())
                .collect()
        };
        let full = search(&config, None, &mut each_cures(0, vec![3, 7]));
        assert_eq!(full.sets, flags(&[&[3], &[7]]), "{}", full.how);
        assert!(!full.gave_up);
        // Both hold: two levels below -O2, every flag off, the two sets, and the flags
        // left off, which do not cure: the search ends there, as the seed's did.
        let mut p = each_cures(0, vec![3, 7]);
        let again = search_from(&config, None, Some(&full), &mut p);
        assert_eq!(again.sets, full.sets);
        assert_eq!(again.probes, 6, "{}", again.how);
        assert!(
            again.how.contains("the earlier search's 2 sets checked"),
            "{}",
            again.how
        );
        // The reduced program lost the second cure and gained another: the first set is
        // kept, the rest searched.
        let mut p = each_cures(0, vec![3, 11]);
        let moved = search_from(&config, None, Some(&full), &mut p);
        assert_eq!(moved.sets, flags(&[&[3], &[11]]), "{}", moved.how);
        assert!(
            moved
                .how
                .contains("the first 1 of the earlier search's 2 sets checked"),
            "{}",
            moved.how
        );
        // It gained a cure the seed's search did not have: searched, as without a seed.
        let mut p = each_cures(0, vec![3, 7, 20]);
        let more = search_from(&config, None, Some(&full), &mut p);
        assert_eq!(more.sets, flags(&[&[3], &[7], &[20]]), "{}", more.how);
        // A seed flag the level does not enable: searched.
        let mut odd = full.clone();
        odd.sets = vec![vec!["-fnot-at-this-level".into()]];
        let found = search_from(&config, None, Some(&odd), &mut each_cures(0, vec![3, 7]));
        assert_eq!(found.sets, full.sets, "{}", found.how);
        assert!(!found.how.contains("checked"), "{}", found.how);
    }

    #[test]
    fn a_search_asks_no_question_twice() {
        // Cured by -f7 and -f30 off together, or by -f35 alone: the check that -f7 and
        // -f30 are each needed asks again what the bisection asked last, and the flags
        // left off after -f35 are the last prefix its bisection asked.
        struct Asked(FakeGcc, Vec<Vec<String>>);
        impl Prober for Asked {
            fn probe(&mut self, spec: &CompilerSpec) -> Probe {
                self.1.push(spec.args.clone());
                self.0.probe(spec)
            }
            fn run(&mut self, spec: &CompilerSpec, args: &[String], src: bool) -> Option<String> {
                self.0.run(spec, args, src)
            }
            fn probes(&self) -> u32 {
                self.0.probes()
            }
        }
        let config: OracleConfig =
            serde_json::from_str(r#"{"oracle": "crash", "cc": ["gcc -O2"]}"#).unwrap();
        let mut p = Asked(FakeGcc(0, vec![vec![7, 30], vec![35]]), Vec::new());
        let found = search(&config, None, &mut p);
        assert_eq!(found.sets.len(), 2, "{}", found.how);
        let mut asked = p.1.clone();
        asked.sort();
        asked.dedup();
        assert_eq!(asked.len(), p.1.len(), "{:?}", p.1);
    }

    #[test]
    fn min_set_finds_a_minimal_culprit_set_in_few_probes() {
        let flags: Vec<u32> = (0..128).collect();
        let count = |cures: &dyn Fn(&[u32]) -> bool, most: usize| {
            let mut probes = 0;
            let found = min_set(&flags, most, |s| {
                probes += 1;
                Some(cures(s))
            });
            (found, probes)
        };
        // One flag among 128: seven halvings and the check that it cures alone.
        let (one, probes) = count(&|s| s.contains(&31), usize::MAX);
        assert_eq!(one, Ok(vec![31]));
        assert!(probes <= 8, "{probes} probes");
        // Two that must be off together: about twice that, and the two checks that
        // each is needed (ddmin took 81 here, 12 for the one flag).
        let (two, probes) = count(&|s| s.contains(&7) && s.contains(&100), usize::MAX);
        assert_eq!(two, Ok(vec![7, 100]));
        assert!(probes <= 20, "{probes} probes");
        // Several cures: the one whose last flag comes first.
        let (first, _) = count(&|s| s.contains(&90) || s.contains(&40), usize::MAX);
        assert_eq!(first, Ok(vec![40]));
        // Sixteen that must be off together, at most three asked: given up after the
        // third, not taken apart.
        let (many, probes) = count(&|s| (10..26).all(|k| s.contains(&k)), 3);
        assert_eq!(many, Err(NoSet::TooMany));
        assert!(probes <= 3 * 8 + 3, "{probes} probes");
        // Where more flags off fails again, an item the set does not need is dropped:
        // -f4 alone cures, -f4 with -f0 to -f3 off does not.
        let (odd, _) = count(
            &|s| s == [4] || (s.contains(&4) && s.contains(&12)),
            usize::MAX,
        );
        assert_eq!(odd, Ok(vec![4]));
        // Stopped: no set.
        let mut left = 3;
        let stopped = min_set(&flags, usize::MAX, |s| {
            left -= 1;
            (left > 0).then(|| s.contains(&5))
        });
        assert_eq!(stopped, Err(NoSet::Stopped));
    }
}
