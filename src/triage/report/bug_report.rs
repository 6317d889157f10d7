//! What a compiler developer needs to act on a cluster, gathered when the reports are
//! written: the representative as one self-contained file (`bug.c`, quoted `#include`s
//! of local headers inlined), the exact commands that show the failure, what they
//! printed when run just now in a fresh directory (the compiler's own words), the
//! failing compiler's `--version` (and `-v` for GCC), the failing and passing versions
//! among those tried, the culprit and how it was found, the validity checks the
//! program passed, and how many failures of the campaign the cluster holds.
//!
//! The data goes into `report.json`; [`crate::triage::report::draft`] renders it as a GCC Bugzilla or
//! a Markdown report.

use crate::lang::Lang;
use crate::oracle::behaviour::Behaviour;
use crate::oracle::plan::{self, Require};
use crate::oracle::readings::{check_failure, is_ng_line};
use crate::oracle::signature::{compile_failure, CheckFailure, CompileFailure, Dissent};
use crate::oracle::{OracleConfig, OracleKind, Signature};
use crate::toolchain::compiler::{shell_quote, COMPILE_TAIL, LINK_TAIL};
use crate::toolchain::{run, CompilerSpec, Control, Exit, Family, ProcessSpec};
use crate::triage::failure::culprit::failing_index;
use crate::triage::failure::record::{Record, Status};
use crate::triage::report::headline::wrong_code_title;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The file name of a C program in every report.
pub const FILE: &str = "bug.c";

/// The file name of a C++ program in every report.
pub const CPP_FILE: &str = "bug.cc";

/// The file name of a program in `lang` in every report.
pub fn file_name(lang: Lang) -> &'static str {
    match lang {
        Lang::C => FILE,
        Lang::Cpp => CPP_FILE,
    }
}

fn is_c_file(f: &&'static str) -> bool {
    *f == FILE
}

/// How a report is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Style {
    /// GCC Bugzilla: plain text, the command lines first.
    Gcc,
    /// Markdown for GitHub-hosted trackers (LLVM, chibicc, pcc, tcc).
    Markdown,
}

/// One command of the reproduction and what it printed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Step {
    /// The command line, as typed in the directory holding `bug.c`.
    pub command: String,
    /// Its output (stdout then stderr), at most [`MAX_LINES`] lines; words that differ
    /// when a compile that prints something is run twice are masked (`0x…`).
    pub output: String,
    /// How it ended (`exit code 0`, `killed by signal 11 (SIGSEGV)`).
    pub ended: String,
    /// True for the failing compiler's steps.
    pub failing: bool,
}

/// The failing compiler.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CompilerInfo {
    /// Its name in the oracle (`clang-15 -O2`).
    pub name: String,
    /// Its program.
    pub program: String,
    /// The flags it is given (without the file names): what an online compiler takes.
    pub flags: String,
    /// The first line of `--version`.
    pub version: Option<String>,
    /// GCC: the output of `-v`.
    pub verbose: Option<String>,
}

/// A cluster's bug report, as data.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BugReport {
    /// The style `report/CLUSTER.md` is written in.
    pub style: Style,
    /// One line.
    pub title: String,
    /// The compiler's own words (the first line of the failing step's output).
    pub words: Option<String>,
    /// The program, self-contained.
    pub program: String,
    /// Its file name in the commands: `bug.c`, or `bug.cc` for C++ (only then written
    /// to report.json).
    #[serde(skip_serializing_if = "is_c_file")]
    pub file: &'static str,
    /// Local headers inlined into it.
    pub inlined: Vec<String>,
    /// Local headers it includes that were not found (the program is then not
    /// self-contained).
    pub missing: Vec<String>,
    /// The failing compiler, when one is known.
    pub compiler: Option<CompilerInfo>,
    /// The commands, in order, with what they printed.
    pub steps: Vec<Step>,
    /// What should happen.
    pub expected: String,
    /// What happens.
    pub actual: String,
    /// Whether running the steps just now showed the failure (`None`: not run, a
    /// script oracle).
    pub reproduced: Option<bool>,
    /// The versions tried: `(failing, passing)`.
    pub versions: Option<(Vec<String>, Vec<String>)>,
    /// Other versions of the compiler that crash the same way, on this program too:
    /// those of the failures the cluster joined by the version check (the names
    /// without flags, sorted).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub same_crash_in: Vec<String>,
    /// The culprit pass or flag.
    pub culprit: Option<String>,
    /// How the culprit was found.
    pub culprit_how: Option<String>,
    /// The validity checks the program passed.
    pub validity: Vec<String>,
    /// Failures of the campaign in the cluster.
    pub failures: usize,
    /// The campaign.
    pub campaign: String,
}

/// Lines of output kept per step.
pub const MAX_LINES: usize = 12;

/// The style a cluster's report takes by default: GCC's for gcc, Markdown otherwise.
pub fn default_style(family: Family) -> Style {
    if family == Family::Gcc {
        Style::Gcc
    } else {
        Style::Markdown
    }
}

/// Inline the quoted `#include`s of `text` found in `dirs` (each file once);
/// returns the text, the headers inlined and those not found.
pub fn self_contained(text: &str, dirs: &[PathBuf]) -> (String, Vec<String>, Vec<String>) {
    let (mut inlined, mut missing) = (Vec::new(), Vec::new());
    let out = inline(text, dirs, &mut inlined, &mut missing, 0);
    (out, inlined, missing)
}

fn inline(
    text: &str,
    dirs: &[PathBuf],
    inlined: &mut Vec<String>,
    missing: &mut Vec<String>,
    depth: usize,
) -> String {
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        let t = line.trim_start();
        let name = t
            .strip_prefix('#')
            .map(str::trim_start)
            .and_then(|r| r.strip_prefix("include"))
            .map(str::trim)
            .and_then(|r| r.strip_prefix('"'))
            .and_then(|r| r.split('"').next());
        let Some(name) = name.filter(|_| depth < 16) else {
            out.push_str(line);
            continue;
        };
        if inlined.iter().any(|n| n == name) {
            out.push_str(&format!("/* {name}: inlined above */\n"));
            continue;
        }
        match dirs
            .iter()
            .map(|d| d.join(name))
            .find(|p| p.is_file())
            .and_then(|p| std::fs::read_to_string(p).ok())
        {
            Some(h) => {
                inlined.push(name.to_string());
                out.push_str(&format!("/* begin {name} */\n"));
                let body = inline(&h, dirs, inlined, missing, depth + 1);
                out.push_str(&body);
                if !body.ends_with('\n') {
                    out.push('\n');
                }
                out.push_str(&format!("/* end {name} */\n"));
            }
            None => {
                if !missing.iter().any(|n| n == name) {
                    missing.push(name.to_string());
                }
                out.push_str(line);
            }
        }
    }
    out
}

/// The `-I` directories of an oracle's compilers.
pub fn include_dirs(config: &OracleConfig) -> Vec<PathBuf> {
    let mut v = Vec::new();
    for spec in config.cc.iter().chain(&config.reference) {
        let mut args = spec.args.iter();
        while let Some(a) = args.next() {
            if a == "-I" {
                if let Some(d) = args.next() {
                    v.push(PathBuf::from(d));
                }
            } else if let Some(d) = a.strip_prefix("-I") {
                v.push(PathBuf::from(d));
            }
        }
    }
    v
}

/// The words of `a` with those that differ in `b` (the same command run again)
/// replaced by `…`: what changes from run to run (an address a compiler prints) would
/// otherwise make two reports of one program differ. Outputs of different shapes are
/// kept as the first run gave them.
fn stable(a: &str, b: &str) -> String {
    if a == b {
        return a.to_string();
    }
    let (la, lb): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
    if la.len() != lb.len() {
        return a.to_string();
    }
    let mut out = Vec::new();
    for (x, y) in la.iter().zip(&lb) {
        if x == y {
            out.push(x.to_string());
            continue;
        }
        let (wx, wy): (Vec<&str>, Vec<&str>) = (x.split(' ').collect(), y.split(' ').collect());
        if wx.len() != wy.len() {
            out.push(x.to_string());
            continue;
        }
        let words: Vec<String> = wx
            .iter()
            .zip(&wy)
            .map(|(p, q)| {
                if p == q {
                    p.to_string()
                } else {
                    // Keep what the two agree on before the word that changes (`0x` of
                    // an address, a path's directories). A common letter or digit of
                    // two random names is luck, not part of the words.
                    let pre = p.chars().zip(q.chars()).take_while(|(c, d)| c == d).count();
                    let pre: String = p.chars().take(pre).collect();
                    let kept = pre.trim_end_matches(|c: char| c.is_ascii_alphanumeric());
                    let hex = if pre[kept.len()..].starts_with("0x") {
                        "0x"
                    } else {
                        ""
                    };
                    format!("{kept}{hex}…")
                }
            })
            .collect();
        out.push(words.join(" "));
    }
    out.join("\n")
}

fn head(text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut s = lines[..lines.len().min(MAX_LINES)].join("\n");
    if lines.len() > MAX_LINES {
        s.push_str(&format!("\n[{} more lines]", lines.len() - MAX_LINES));
    }
    s
}

/// The first line of `--version` and, for GCC, `-v`'s output.
fn version_of(program: &str, dir: &Path, cancel: &dyn Control) -> (Option<String>, Option<String>) {
    let ask = |arg: &str| {
        let p = ProcessSpec::new(program, dir)
            .args([arg])
            .timeout(Duration::from_secs(10))
            .private_tmp();
        run(&p, cancel).ok().filter(|o| o.exit.success()).map(|o| {
            let mut t = String::from_utf8_lossy(&o.stdout).into_owned();
            t.push_str(&String::from_utf8_lossy(&o.stderr));
            t
        })
    };
    let version = ask("--version").and_then(|t| {
        t.lines()
            .find(|l| !l.trim().is_empty())
            .map(|l| l.trim().to_string())
    });
    let verbose = match version.as_deref().map(Family::from_version) {
        Some(Family::Gcc) => ask("-v").map(|t| t.trim_end().to_string()),
        _ => None,
    };
    (version, verbose)
}

/// A compile step and, when `exe` is given, a run of what it built.
struct Runner<'a> {
    dir: &'a Path,
    file: &'static str,
    config: &'a OracleConfig,
    cancel: &'a dyn Control,
    steps: Vec<Step>,
}

/// One build of a vote, as the report shows and judges it.
struct VoteBuild {
    /// The compiler's name.
    name: String,
    /// What it did, as the report says it.
    said: String,
    /// In the minority.
    minority: bool,
    /// What its program printed.
    printed: Option<String>,
    /// How it behaved, in the oracles' terms.
    behaviour: Option<Behaviour>,
}

/// What a build (and run) gave.
struct Built {
    compiled: bool,
    ran: Option<(Exit, String)>,
    compile_output: String,
    compile_exit: Exit,
    /// How it behaved, in the oracles' terms (the compile's failure, or the run): what
    /// the report's verdict is asked of, as the oracle's plan asks it.
    behaviour: Option<Behaviour>,
}

impl Runner<'_> {
    fn build(&mut self, spec: &CompilerSpec, exe: Option<&str>, failing: bool) -> Built {
        let (out, tail) = match exe {
            Some(e) => (e, LINK_TAIL),
            None => ("bug.o", COMPILE_TAIL),
        };
        let argv = spec.argv(self.file, out, tail);
        let command = std::iter::once(spec.program.clone())
            .chain(argv.iter().cloned())
            .map(|w| shell_quote(&w))
            .collect::<Vec<_>>()
            .join(" ");
        let p = ProcessSpec::new(&spec.program, self.dir)
            .args(argv)
            .timeout(Duration::from_secs_f64(self.config.compile_timeout))
            .private_tmp();
        // The report's own directory (a linker names its temporary object files in it)
        // is a temporary name: left out, so reports of one program do not differ.
        let here = format!("{}/", self.dir.display());
        let once = || match run(&p, self.cancel) {
            Ok(o) => (
                o.exit,
                both(&o.stdout, &o.stderr).replace(&here, ""),
                compile_failure(&o).map(Behaviour::CompileFailure),
            ),
            Err(e) => (
                Exit::Code(127),
                format!("cannot run {}: {e}", spec.program),
                None,
            ),
        };
        let (exit, mut text, failure) = once();
        // Whatever it prints, run twice: a failing compile may print an address, and a
        // passing one a linker's warning about its random temporary file.
        if !text.is_empty() {
            text = stable(&text, &once().1);
        }
        self.steps.push(Step {
            command,
            output: head(&text),
            ended: exit.to_string(),
            failing,
        });
        let mut o = Built {
            compiled: exit.success(),
            ran: None,
            compile_output: text,
            compile_exit: exit,
            behaviour: failure,
        };
        if let (Some(e), true) = (exe, exit.success()) {
            let mut o_behaviour = None;
            let p = ProcessSpec::new(format!("./{e}"), self.dir)
                .timeout(Duration::from_secs_f64(self.config.run_timeout))
                .fixed_env()
                .private_tmp();
            let (exit, text) = match run(&p, self.cancel) {
                Ok(o) => {
                    o_behaviour = Some(Behaviour::of_run(&o));
                    (o.exit, both(&o.stdout, &o.stderr))
                }
                Err(err) => (Exit::Code(127), format!("cannot run ./{e}: {err}")),
            };
            self.steps.push(Step {
                command: format!("./{e}"),
                output: head(&text),
                ended: exit.to_string(),
                failing,
            });
            o.ran = Some((exit, text));
            o.behaviour = o_behaviour;
        }
        o
    }
}

fn both(stdout: &[u8], stderr: &[u8]) -> String {
    let mut t = String::from_utf8_lossy(stdout).into_owned();
    if !t.is_empty() && !t.ends_with('\n') {
        t.push('\n');
    }
    t.push_str(&String::from_utf8_lossy(stderr));
    t.trim_end().to_string()
}

/// The line of `text` that holds the compiler's message: the one with the longest
/// piece of the normalized `message` (what normalization left as it was), else the
/// first line.
fn words(text: &str, message: Option<&str>) -> Option<String> {
    if let Some(m) = message {
        let piece = m
            .split(['N', '\''])
            .map(str::trim)
            .max_by_key(|p| p.len())
            .unwrap_or(m);
        if !piece.is_empty() {
            if let Some(l) = text.lines().find(|l| l.contains(piece)) {
                return Some(l.trim().trim_start_matches('^').trim().to_string());
            }
        }
    }
    first_line(text)
}

/// The message of a signature, when it carries one.
fn message_of(sig: Option<&Signature>) -> Option<&str> {
    use crate::oracle::signature::CheckFailure;
    match sig? {
        Signature::Crash { failure, .. } => failure.message(),
        Signature::Expect {
            failure: CheckFailure::DoesNotCompile { failure },
            ..
        } => failure.message(),
        Signature::Vote { minority } => minority.iter().find_map(|d| d.failure.as_ref()?.message()),
        _ => None,
    }
}

fn first_line(text: &str) -> Option<String> {
    text.lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .map(String::from)
}

fn said(exit: Exit, text: &str) -> String {
    let text = head(text);
    match (exit, text.is_empty()) {
        (Exit::Code(0), true) => "prints nothing and exits 0".into(),
        (Exit::Code(0), false) => format!("prints:\n{text}"),
        (e, true) => format!("prints nothing; {e}"),
        (e, false) => format!("prints:\n{text}\n({e})"),
    }
}

/// Where a report's commands run.
enum ReportDir {
    Under(tempfile::TempDir),
    Scratch(crate::forced_exit::Scratch),
}

impl ReportDir {
    fn path(&self) -> &Path {
        match self {
            ReportDir::Under(d) => d.path(),
            ReportDir::Scratch(s) => s.path(),
        }
    }
}

/// The bug report of a cluster whose representative is `rep` with `program` (the
/// text clustering used), `members` failures, of campaign `campaign`; `dirs` are where
/// its local headers may be. Runs the commands in a fresh directory under `tmp`.
#[allow(clippy::too_many_arguments)]
pub fn gather(
    rep: &Record,
    program: &str,
    members: usize,
    campaign: &str,
    dirs: &[PathBuf],
    style: Option<Style>,
    tmp: &Path,
    cancel: &dyn Control,
) -> BugReport {
    let config = rep
        .oracle
        .clone()
        .unwrap_or_else(|| OracleConfig::script("test"));
    let mut search: Vec<PathBuf> = dirs.to_vec();
    search.extend(include_dirs(&config));
    let (program, inlined, missing) = self_contained(program, &search);
    let sig = rep
        .signature
        .as_ref()
        .or(rep.reproduce.as_ref().and_then(|r| r.signature.as_ref()));
    // Under `tmp` (the run's workspace, removed at a forced exit), or else a scratch
    // directory of the system's, registered for a forced exit too.
    let dir = tempfile::Builder::new()
        .prefix("bug-report-")
        .tempdir_in(tmp)
        .map(ReportDir::Under)
        .or_else(|_| crate::forced_exit::Scratch::new("bug-report-").map(ReportDir::Scratch));
    let mut r = BugReport {
        style: style.unwrap_or(Style::Markdown),
        title: String::new(),
        words: None,
        program,
        file: file_name(config.lang_of(Path::new(FILE))),
        inlined,
        missing,
        compiler: None,
        steps: Vec::new(),
        expected: String::new(),
        actual: String::new(),
        reproduced: None,
        versions: rep.versions.as_ref().map(|v| {
            let passing = v
                .tested
                .iter()
                .filter(|t| !v.failing.contains(t))
                .cloned()
                .collect();
            (v.failing.clone(), passing)
        }),
        same_crash_in: Vec::new(),
        culprit: rep.culprit.as_ref().map(|c| c.join(" ")),
        culprit_how: rep.culprit_search.as_ref().map(|c| c.how.clone()),
        validity: validity(rep, &config),
        failures: members,
        campaign: campaign.to_string(),
    };
    let Ok(dir) = dir else {
        r.title = "the report's directory cannot be made".into();
        return r;
    };
    if std::fs::write(dir.path().join(r.file), &r.program).is_err() {
        return r;
    }
    let failing = failing_index(&config, sig).ok();
    if let Some(i) = failing {
        let spec = &config.cc[i];
        let (version, verbose) = version_of(&spec.program, dir.path(), cancel);
        r.compiler = Some(CompilerInfo {
            name: spec.name.clone(),
            program: spec.program.clone(),
            flags: spec
                .args
                .iter()
                .filter(|a| !a.contains("{src}") && !a.contains("{out}"))
                .map(|a| shell_quote(a))
                .collect::<Vec<_>>()
                .join(" "),
            version,
            verbose,
        });
        if style.is_none() {
            r.style = default_style(Family::from_version(
                r.compiler
                    .as_ref()
                    .and_then(|c| c.version.as_deref())
                    .unwrap_or(""),
            ));
        }
    }
    let mut runner = Runner {
        dir: dir.path(),
        file: r.file,
        config: &config,
        cancel,
        steps: Vec::new(),
    };
    match config.oracle {
        OracleKind::Crash => {
            let cc = &config.cc[0];
            let ok_ref = config.reference.as_ref().map(|rf| {
                let o = runner.build(rf, None, false);
                (rf.name.clone(), o.compiled)
            });
            let o = runner.build(cc, None, true);
            r.words = words(&o.compile_output, message_of(sig));
            r.expected = match &ok_ref {
                Some((name, true)) => format!(
                    "`{}` compiles it, as `{name}` does (the program is valid {})",
                    cc.name,
                    if r.file == CPP_FILE { "C++" } else { "C" }
                ),
                _ => format!("`{}` compiles it", cc.name),
            };
            r.actual = format!("`{}` {}", cc.name, said(o.compile_exit, &o.compile_output));
            r.reproduced = Some(!o.compiled && ok_ref.is_none_or(|(_, ok)| ok));
            let silent = matches!(
                sig,
                Some(Signature::Crash {
                    failure: CompileFailure::Signal { .. } | CompileFailure::ChildCrash { .. },
                    ..
                })
            );
            r.title = match (&r.words, sig) {
                (Some(w), _) if !silent => format!("{}: {}", cc.name, strip_location(w)),
                (_, Some(Signature::Crash { failure, .. })) => format!("{}: {failure}", cc.name),
                _ => format!("{}: {}", cc.name, o.compile_exit),
            };
        }
        OracleKind::Expect => {
            let (cc, rf) = (&config.cc[0], config.reference.as_ref());
            let good = rf.map(|rf| runner.build(rf, Some("ref"), false));
            let bad = runner.build(cc, Some("bug"), true);
            let show = |o: &Built| match &o.ran {
                Some((exit, text)) => said(*exit, text),
                None => format!("does not compile: {}", head(&o.compile_output)),
            };
            // Judged as the oracle's plan judges: its own word rule for `NG`, the
            // failure the signature names.
            let meets = |o: &Built, require: Require| {
                o.behaviour
                    .as_ref()
                    .is_some_and(|b| plan::run::checks(&require, b))
            };
            let fails = match sig {
                Some(Signature::Expect { failure, .. }) => {
                    meets(&bad, Require::FailsChecks(failure.clone()))
                }
                _ => bad.behaviour.as_ref().and_then(check_failure).is_some(),
            };
            let ng = bad.behaviour.as_ref().and_then(check_failure);
            r.expected = match (&good, rf) {
                (Some(g), Some(rf)) => format!(
                    "the program passes its own checks: built by `{}` it {}",
                    rf.name,
                    show(g)
                ),
                _ => "the program passes its own checks".into(),
            };
            r.actual = format!("built by `{}` it {}", cc.name, show(&bad));
            r.words = match &bad.ran {
                Some((_, t)) => first_line(t),
                None => words(&bad.compile_output, message_of(sig)),
            };
            r.reproduced = Some(
                fails
                    && good
                        .as_ref()
                        .is_none_or(|g| meets(g, Require::PassesChecks)),
            );
            let check = match &ng {
                Some(CheckFailure::Prints { line }) => wrong_code_title(&cc.name, &r.program, line),
                _ => None,
            };
            r.title = check.unwrap_or_else(|| {
                format!(
                    "wrong code with {}: the program {}",
                    cc.name,
                    match &bad.ran {
                        Some((e, t)) => match first_line(t) {
                            Some(l) if e.success() || t.lines().any(is_ng_line) => {
                                format!("prints {l}")
                            }
                            _ => e.to_string(),
                        },
                        None => "does not compile".into(),
                    }
                )
            });
        }
        OracleKind::Vote => {
            let outs: Vec<VoteBuild> = config
                .cc
                .iter()
                .enumerate()
                .map(|(i, cc)| {
                    let mine = match sig {
                        Some(Signature::Vote { minority }) => {
                            minority.iter().any(|d| d.compiler == cc.name)
                        }
                        _ => Some(i) == failing,
                    };
                    let o = runner.build(cc, Some(&format!("a{i}")), mine);
                    let text = match &o.ran {
                        Some((exit, text)) => said(*exit, text),
                        None => format!("does not compile: {}", head(&o.compile_output)),
                    };
                    VoteBuild {
                        name: cc.name.clone(),
                        said: text,
                        minority: mine,
                        printed: o.ran.map(|(_, t)| t),
                        behaviour: o.behaviour,
                    }
                })
                .collect();
            let list = |minority: bool| {
                outs.iter()
                    .filter(|o| o.minority == minority)
                    .map(|o| format!("`{}` {}", o.name, o.said))
                    .collect::<Vec<_>>()
                    .join("\n")
            };
            r.expected = format!("every build behaves the same; the others:\n{}", list(false));
            r.actual = list(true);
            // Judged as the oracle's plan judges: the majority's builds behave the same
            // (exit status and whole output), and each of the minority dissents from
            // them as the signature says (or at all, without one).
            let first = outs
                .iter()
                .find(|o| !o.minority)
                .and_then(|o| o.behaviour.as_ref());
            let wants: &[Dissent] = match sig {
                Some(Signature::Vote { minority }) => minority,
                _ => &[],
            };
            let same = outs
                .iter()
                .filter(|o| !o.minority)
                .all(|o| o.behaviour.is_some() && o.behaviour.as_ref() == first);
            let dissent = outs
                .iter()
                .filter(|o| o.minority)
                .all(|o| match (&o.behaviour, first) {
                    (Some(b), Some(m)) => match wants.iter().find(|w| w.compiler == o.name) {
                        Some(w) => plan::run::dissents(b, m, w),
                        None => b != m,
                    },
                    _ => false,
                });
            r.reproduced = Some(outs.iter().any(|o| o.minority) && same && dissent);
            r.words = outs
                .iter()
                .find(|o| o.minority)
                .and_then(|o| first_line(&o.said.replace("prints:", "")));
            let names: Vec<&str> = outs
                .iter()
                .filter(|o| o.minority)
                .map(|o| o.name.as_str())
                .collect();
            let others: Vec<&str> = outs
                .iter()
                .filter(|o| !o.minority)
                .map(|o| o.name.as_str())
                .collect();
            // The first line where the minority's output and the majority's differ.
            let printed = |minority: bool| {
                outs.iter()
                    .find(|o| o.minority == minority)
                    .and_then(|o| o.printed.as_ref())
            };
            let differs = match (printed(true), printed(false)) {
                (Some(m), Some(g)) => {
                    let (m, g): (Vec<&str>, Vec<&str>) = (m.lines().collect(), g.lines().collect());
                    (0..m.len().max(g.len()))
                        .find(|i| m.get(*i) != g.get(*i))
                        .map(|i| (m.get(i).copied(), g.get(i).copied()))
                }
                _ => None,
            };
            let quote = |l: Option<&str>| match l {
                Some(l) if !l.trim().is_empty() => format!("`{}`", l.trim()),
                _ => "nothing more".to_string(),
            };
            r.title = match differs {
                Some((m, g)) if !others.is_empty() => format!(
                    "wrong code with {}: prints {} where {} print {}",
                    names.join(", "),
                    quote(m),
                    others.join(", "),
                    quote(g)
                ),
                _ => format!("wrong code with {}", names.join(", ")),
            };
        }
        OracleKind::Script => {
            let test = config
                .test
                .as_ref()
                .and_then(|t| t.file_name())
                .map_or("the test".into(), |t| t.to_string_lossy().into_owned());
            r.expected = "the test script does not call the program interesting".into();
            r.actual = match sig {
                Some(s) => format!("{s}"),
                None => "the script calls it interesting".into(),
            };
            r.title = format!("the failure the test script `{test}` checks for");
        }
    }
    r.steps = runner.steps;
    r
}

/// A message without its leading `bug.c:12:3:` or `bug.c, line 12:` location.
fn strip_location(w: &str) -> &str {
    for sep in [": ", ":"] {
        if let Some(rest) = w.strip_prefix(CPP_FILE).or_else(|| w.strip_prefix(FILE)) {
            if let Some(i) = rest.find(sep) {
                let loc = &rest[..i];
                if loc
                    .chars()
                    .all(|c| c.is_ascii_digit() || ":, line".contains(c))
                {
                    return rest[i + sep.len()..].trim_start();
                }
            }
        }
    }
    w
}

/// The checks the program passed, in words.
fn validity(rep: &Record, config: &OracleConfig) -> Vec<String> {
    if rep.as_given || rep.status() == Status::AsGiven {
        return vec![
            "not checked by creduce-rs: the program was taken as given (--already-reduced)".into(),
        ];
    }
    let mut v = Vec::new();
    let cpp = config.lang_of(Path::new(FILE)) == Lang::Cpp;
    if config.static_guarded() && cpp {
        v.push("static guard: g++ and clang++ (not the one under suspicion) accept it under the strictest -std=c++NN -pedantic-errors modes the original passed, with no diagnostic the original did not have".into());
    } else if config.static_guarded() {
        v.push("static guard: gcc and clang accept it under the strictest -std=... -pedantic-errors modes the original passed, with no diagnostic the original did not have".into());
    }
    if config.guarded() && cpp {
        v.push("UB guard: g++ and clang++ give no warning that signals undefined behaviour, and their `-fsanitize=undefined,address` builds run clean".into());
    } else if config.guarded() {
        v.push("UB guard: `gcc -std=c99 -O2 -Wall -Wextra` and `clang -O0 -Wall -Wextra` (`-std=gnu99` for a program in GNU C) give no warning that signals undefined behaviour (uninitialized use, missing return, implicit int or declaration, int/pointer conversion, format mismatch)".into());
        v.push("UB guard: the gcc `-fsanitize=undefined,address,float-cast-overflow` build runs clean, and so does clang's `-fsanitize=memory` build at -O0".into());
    }
    if v.is_empty() {
        v.push("none: the oracle's guards were off".into());
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// True (and said) when gcc is not on PATH; under `CI=true` that fails instead.
    fn gcc_missing() -> bool {
        let missing = CompilerSpec::parse("gcc")
            .and_then(|s| s.check_exists())
            .is_err();
        assert!(
            !(missing && std::env::var("CI").as_deref() == Ok("true")),
            "gcc is missing"
        );
        if missing {
            eprintln!("SKIPPED: gcc is missing");
        }
        missing
    }

    /// Regression: the report judged a vote by the first 12 lines each build printed
    /// (stderr too), so a minority whose output differs further down was "not
    /// reproduced". It asks the oracle's plan now: the whole output, the dissent the
    /// signature names.
    #[test]
    fn a_vote_report_whose_minority_differs_after_line_twelve_is_reproduced() {
        if gcc_missing() {
            return;
        }
        let program = "#include <stdio.h>\nint main(void) {\n  for (int i = 0; i < 20; i++)\n#ifdef X\n    printf(\"%d\\n\", i == 15 ? -1 : i);\n#else\n    printf(\"%d\\n\", i);\n#endif\n  return 0;\n}\n";
        let config: OracleConfig = serde_json::from_str(
            r#"{"oracle": "vote", "cc": ["gcc -DX", "gcc", "gcc -O1"], "static_guard": false, "ub_guard": false}"#,
        )
        .unwrap();
        let mut rec = Record::new("late", program, Some(config), true);
        rec.signature = Some(Signature::Vote {
            minority: vec![Dissent {
                compiler: "gcc -DX".into(),
                difference: crate::oracle::signature::Difference::WrongOutput,
                failure: None,
                signal: None,
            }],
        });
        let tmp = tempfile::tempdir().unwrap();
        let r = gather(&rec, program, 1, "c", &[], None, tmp.path(), &|| false);
        assert_eq!(r.reproduced, Some(true), "{r:#?}");
    }

    /// Regression: the report judged an `expect` run by `contains("NG")`, so a
    /// reference that prints `LONG` (no word `NG`: the oracle splits words) failed its
    /// checks and the bug was "not reproduced". It asks the oracle's plan now.
    #[test]
    fn an_expect_report_whose_reference_prints_long_is_reproduced() {
        if gcc_missing() {
            return;
        }
        let program = "#include <stdio.h>\nint main(void) {\n#ifdef __OPTIMIZE__\n  puts(\"NG t1\");\n#else\n  puts(\"LONG\");\n#endif\n  return 0;\n}\n";
        let config: OracleConfig = serde_json::from_str(
            r#"{"oracle": "expect", "cc": ["gcc -O2"], "ref": "gcc", "static_guard": false, "ub_guard": false}"#,
        )
        .unwrap();
        let mut rec = Record::new("long", program, Some(config), true);
        rec.signature = Some(Signature::Expect {
            compiler: "gcc -O2".into(),
            failure: CheckFailure::Prints {
                line: "NG t1".into(),
            },
            side: None,
        });
        let tmp = tempfile::tempdir().unwrap();
        let r = gather(&rec, program, 1, "c", &[], None, tmp.path(), &|| false);
        assert_eq!(r.reproduced, Some(true), "{r:#?}");
        assert!(r.expected.contains("LONG"), "{r:#?}");
        assert!(r.title.contains("NG t1"), "{r:#?}");
    }

    #[test]
    fn local_headers_are_inlined_once_and_system_ones_kept() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("a.h"), "#include \"b.h\"\nint a;\n").unwrap();
        std::fs::write(d.path().join("b.h"), "int b;").unwrap();
        let text = "#include <stdio.h>\n#include \"a.h\"\n#include \"b.h\"\n#include \"gone.h\"\nint main(void) { return a + b; }\n";
        let (out, inlined, missing) = self_contained(text, &[d.path().to_path_buf()]);
        assert_eq!(inlined, ["a.h", "b.h"]);
        assert_eq!(missing, ["gone.h"]);
        assert!(out.contains("#include <stdio.h>\n/* begin a.h */\n/* begin b.h */\nint b;\n/* end b.h */\nint a;\n/* end a.h */\n/* b.h: inlined above */\n"), "{out}");
    }

    #[test]
    fn words_that_change_from_run_to_run_are_masked() {
        assert_eq!(
            stable(
                "bug.c, line 3: node 0x55d0c1a2b3c4 op %\nx = 0xE2345678;",
                "bug.c, line 3: node 0x55ffaa00b3c4 op %\nx = 0xE2345678;"
            ),
            "bug.c, line 3: node 0x… op %\nx = 0xE2345678;"
        );
        assert_eq!(stable("a\nb", "a"), "a\nb");
        // Two random names that happen to share letters: none of them kept.
        assert_eq!(
            stable(
                "/usr/bin/ld: ccPa81Qx.o: in function `main':",
                "/usr/bin/ld: ccPz02Kb.o: in function `main':"
            ),
            "/usr/bin/ld: … in function `main':"
        );
        assert_eq!(stable("at /w/a1b2/x", "at /w/c3d4/x"), "at /w/…");
        assert_eq!(stable("p=(0x7ffd12)", "p=(0x7ffd34)"), "p=(0x…");
    }
}
