//! Command-line definitions (clap derive): what the user typed, before it is checked and
//! turned into library values by the commands. Every number a user can type is checked
//! here, so a value out of range is one line and exit code 2.

use clap::builder::RangedU64ValueParser;
use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

const SCRIPT_HELP: &str = "\
INTERESTINGNESS SCRIPTS
  As with C-Reduce, the test is an executable that runs in a fresh directory holding the
  candidate under the original file name, and exits 0 if the candidate is still
  interesting (still shows the bug), non-zero otherwise. Find compilers on PATH, write
  temporary files only into the current directory, and never give a compiler
  `-o /dev/null`. Example, for a compiler crash:

    #!/bin/sh
    gcc -std=c99 -c bug.c -o ref.o >/dev/null 2>&1 || exit 1      # still valid C
    chibicc -c bug.c -o bug.o >out.txt 2>&1 && exit 1             # still rejected
    grep -q 'not a compile-time constant' out.txt                 # for the same reason

  Then: creduce-rs bug.c --test ./check.sh   (or C-Reduce's order: creduce-rs ./check.sh bug.c)

  The result replaces bug.c; the original is kept in bug.c.orig.

EXIT CODES
  0 done, 1 unexpected failure, 2 bad command line, 3 bad input file, 4 bad test script,
  5 original not interesting, 6 test timed out on the original, 7 cannot write output,
  8 backup FILE.orig exists and differs, 9 bad compiler spec, 10 triage could not
  process some failures (see the report), 130 interrupted (SIGINT),
  143 terminated (SIGTERM).";

/// The most tests a user may ask to run at once.
pub const MAX_JOBS: usize = 1024;
/// The largest fold window.
pub const MAX_WINDOW: usize = 64;

/// A number of seconds: positive, finite, at most a week.
fn seconds(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number of seconds"))?;
    crate::oracle::config::check_seconds(v)
}

/// A count between 1 and `max` (clap's range check: out of range is one line, exit 2).
fn count(max: usize) -> RangedU64ValueParser<usize> {
    RangedU64ValueParser::<usize>::new().range(1..=max as u64)
}

/// `K/N` with 0 <= K < N <= 100000.
fn shard(s: &str) -> Result<[u32; 2], String> {
    let bad = || format!("`{s}` is not K/N (shard K of N, 0 <= K < N)");
    let (k, n) = s.trim().split_once('/').ok_or_else(bad)?;
    let k: u32 = k.trim().parse().map_err(|_| bad())?;
    let n: u32 = n.trim().parse().map_err(|_| bad())?;
    if n == 0 || n > 100_000 || k >= n {
        return Err(bad());
    }
    Ok([k, n])
}

/// A share between 0 and 1.
fn share(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number"))?;
    if !(0.0..=1.0).contains(&v) {
        return Err(format!("must be between 0 and 1, not {v}"));
    }
    Ok(v)
}

/// A C and C++ test-case reducer and bug triage for compiler fuzzing.
#[derive(Debug, Parser)]
#[command(
    name = "creduce-rs",
    version,
    about,
    after_long_help = SCRIPT_HELP,
    args_conflicts_with_subcommands = true
)]
pub struct Cli {
    /// What to do (default: reduce).
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Options of the default `reduce` command.
    #[command(flatten)]
    pub reduce: ReduceArgs,
}

/// Subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Reduce a C or C++ file (the default command).
    Reduce(ReduceArgs),
    /// Run the oracle once on a file and explain every stage; exit 0 if interesting.
    Check(CheckArgs),
    /// Print the size of C or C++ files in bytes and tokens, as the reducer counts them.
    Measure(MeasureArgs),
    /// Print a program's fingerprint (signature + culprit + skeleton) and its parts.
    Fingerprint(FingerprintArgs),
    /// Triage a campaign: reproduce, reduce, sign, fingerprint, cluster, rank, report.
    Triage(TriageArgs),
    /// The known-bug database: record clusters as bugs, merge, split, list, recheck.
    Bugs(BugsArgs),
    /// Write generated test programs (arith, callconv) without running them.
    Generate(GenerateArgs),
    /// Run a fuzz campaign: generate, build, run and judge programs; save the failures
    /// in the layout `triage` reads.
    Fuzz(FuzzArgs),
    /// Caller/callee diagnosis of a two-file calling-convention test (Bailey and
    /// Davidson): build each side with both compilers and name the faulty side.
    Diagnose(DiagnoseArgs),
    /// Print the option reference as a roff man page (`creduce-rs man > creduce-rs.1`;
    /// `creduce-rs man triage` for one command's page).
    Man(ManArgs),
    /// Print a shell completion script (`creduce-rs completions bash`).
    Completions(CompletionsArgs),
}

/// `man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// The command whose page to print, with its subcommand if it has them (`triage
    /// merge`); default: the top page, which lists them all.
    #[arg(value_name = "COMMAND")]
    pub command: Vec<String>,
}

/// `completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// The language of the file to reduce.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LangArg {
    /// C (tree-sitter-c).
    C,
    /// C++ (tree-sitter-cpp).
    #[value(name = "c++", alias = "cpp")]
    Cpp,
}

impl LangArg {
    /// The language `--lang` names.
    pub fn lang(self) -> crate::lang::Lang {
        match self {
            LangArg::C => crate::lang::Lang::C,
            LangArg::Cpp => crate::lang::Lang::Cpp,
        }
    }
}

/// The final layout of a reduced program.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum FormatArg {
    /// One declaration or statement per line, indented (the same on every machine).
    #[default]
    Builtin,
    /// clang-format's LLVM style (clang-format must be on PATH).
    ClangFormat,
    /// As the passes left it.
    None,
}

/// Which oracle decides interestingness.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum OracleArg {
    /// The user's script (C-Reduce's convention): exit 0 = interesting.
    Script,
    /// The compiler (--cc) still fails the same way (ICE message, signal, timeout).
    Crash,
    /// Differential testing over three or more --cc: the same compilers stay in the minority.
    Vote,
    /// Self-checking program: the --ref build passes its checks, the --cc build fails them.
    Expect,
}

/// Oracle options, shared by `reduce` and `check`.
#[derive(Debug, Args, Default, Clone)]
pub struct OracleArgs {
    /// Interestingness test: an executable that exits 0 while the bug is still there.
    #[arg(long, value_name = "SCRIPT")]
    pub test: Option<PathBuf>,

    /// The language: c or c++ [default: from the extension: .cc .cpp .cxx .C .c++ .hh
    /// .hpp .hxx .ii are C++, the rest (.c .i .h) C].
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<LangArg>,

    /// Built-in oracle [default: script when a test script is given].
    #[arg(long, value_enum)]
    pub oracle: Option<OracleArg>,

    /// The oracle's configuration as a JSON file (the same fields as these options:
    /// {"oracle": "vote", "cc": [...], ...}); no other oracle option may be given.
    #[arg(long, value_name = "FILE", conflicts_with_all = [
        "test", "oracle", "cc", "reference", "ub_guard", "no_ub_guard", "ub_thorough",
        "ub_valgrind", "static_guard", "no_static_guard", "std", "timeout", "compile_timeout",
        "run_timeout", "runner", "runner_command",
    ])]
    pub oracle_config: Option<PathBuf>,

    /// A compiler, as a command line: "gcc -O2", "NAME=chibicc", "pcc {src} -o {out}" (repeatable).
    #[arg(long = "cc", value_name = "SPEC")]
    pub cc: Vec<String>,

    /// The reference compiler (expect: required; crash: must still accept the program).
    #[arg(long = "ref", value_name = "SPEC")]
    pub reference: Option<String>,

    /// Run the UB guard after the oracle (default for vote and expect).
    #[arg(long, overrides_with = "no_ub_guard")]
    pub ub_guard: bool,

    /// Do not run the UB guard.
    #[arg(long)]
    pub no_ub_guard: bool,

    /// UB guard: also the gcc -O2 and clang -O0/-O2 sanitizer builds.
    #[arg(long)]
    pub ub_thorough: bool,

    /// UB guard: also valgrind memcheck.
    #[arg(long)]
    pub ub_valgrind: bool,

    /// Run the static validity guard (default for crash, vote and expect): candidates
    /// must pass every strict mode (-std=c89/c99/c11 -pedantic-errors) the original
    /// passes under gcc and clang, with no new invalid-program or pragma warnings.
    #[arg(long, overrides_with = "no_static_guard")]
    pub static_guard: bool,

    /// Do not run the static validity guard.
    #[arg(long)]
    pub no_static_guard: bool,

    /// The static guard's mode instead of those it learns from the original (c89, c99,
    /// c11, c17, gnu89, gnu99, gnu11, gnu17; always with -pedantic-errors).
    #[arg(long, value_name = "MODE", conflicts_with = "no_static_guard")]
    pub std: Option<String>,

    /// Seconds one run of the test script may take [default: 300].
    #[arg(long, value_name = "SECS", value_parser = seconds)]
    pub timeout: Option<f64>,

    /// Built-in oracles: seconds one compilation may take [default: 60].
    #[arg(long, value_name = "SECS", value_parser = seconds)]
    pub compile_timeout: Option<f64>,

    /// Built-in oracles: seconds one run of a compiled program may take [default: 5].
    #[arg(long, value_name = "SECS", value_parser = seconds)]
    pub run_timeout: Option<f64>,

    /// Where test scripts run: here (local), or each as a job step of the current
    /// Slurm allocation (slurm: `srun`, one task; -j steps at once; needs --work-dir).
    #[arg(long, value_enum, value_name = "WHERE")]
    pub runner: Option<RunnerArg>,

    /// Run every test script behind this prefix, in the candidate's directory: "ssh
    /// board", "srun -c 4 --mem=8G", any wrapper (its exit status is the verdict).
    #[arg(long, value_name = "PREFIX", conflicts_with = "runner")]
    pub runner_command: Option<String>,

    /// Stage candidates under this directory instead of TMPDIR (with --runner slurm:
    /// storage every node shares). Each candidate's directory is removed after its test.
    #[arg(long, value_name = "PATH")]
    pub work_dir: Option<PathBuf>,
}

/// `--runner`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RunnerArg {
    /// On this machine.
    Local,
    /// As Slurm job steps of the current allocation.
    Slurm,
}

/// Options of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The C file to check.
    pub file: PathBuf,

    /// The oracle.
    #[command(flatten)]
    pub oracle: OracleArgs,

    /// Write an equivalent C-Reduce-compatible interestingness script here.
    #[arg(long, value_name = "PATH")]
    pub emit_script: Option<PathBuf>,

    /// Print the verdict, the signature and the oracle configuration as JSON on stdout.
    #[arg(long)]
    pub json: bool,
}

/// Options of `fingerprint`.
#[derive(Debug, Args)]
pub struct FingerprintArgs {
    /// The C file (usually a reduced program).
    pub file: PathBuf,

    /// The oracle whose signature goes into the fingerprint (none: skeleton only).
    #[command(flatten)]
    pub oracle: OracleArgs,

    /// Optimization passes or flags known to cause the failure, comma-separated.
    #[arg(
        long,
        value_name = "A,B",
        value_delimiter = ',',
        allow_hyphen_values = true
    )]
    pub culprit: Option<Vec<String>>,

    /// Print the fingerprint and its parts as JSON.
    #[arg(long)]
    pub json: bool,
}

/// Options of `reduce`.
#[derive(Debug, Args, Default)]
pub struct ReduceArgs {
    /// The C or C++ file to reduce (several files are reduced together, as one program), or
    /// SCRIPT FILE... in C-Reduce's order.
    #[arg(value_name = "FILE", num_args = 0..)]
    pub inputs: Vec<PathBuf>,

    /// How to tell whether a candidate is still interesting.
    #[command(flatten)]
    pub oracle: OracleArgs,

    /// Tests run in parallel [default: available cores]. Never changes the result.
    #[arg(short = 'j', long = "jobs", visible_alias = "n", value_name = "N", value_parser = count(MAX_JOBS))]
    pub jobs: Option<usize>,

    /// Candidates tested together and folded into one change [default: 4]. Part of the
    /// algorithm: changes the result (unlike -j).
    #[arg(long, value_name = "N", value_parser = count(MAX_WINDOW))]
    pub window: Option<usize>,

    /// Candidates the local exhaustive search may be asked about in the whole reduction
    /// (pairs of nearby token runs deleted together, once every other pass stalls, on
    /// programs of at most 400 tokens) [default: 1000]. 0 turns it off. Changes the
    /// result.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(0..=1_000_000))]
    pub exhaustive_tests: Option<u64>,

    /// Do not test ahead of need on idle slots (never changes the result, only the time).
    #[arg(long)]
    pub no_speculation: bool,

    /// The final layout of the result, tested once more and kept only if still
    /// interesting: builtin (one declaration or statement per line, indented; the same
    /// on every machine), clang-format (LLVM style), or none.
    #[arg(long, value_enum, default_value = "builtin", value_name = "STYLE")]
    pub format: FormatArg,

    /// Write the result here instead of replacing FILE (FILE is left untouched).
    #[arg(short = 'o', long, value_name = "PATH")]
    pub output: Option<PathBuf>,

    /// Script tests: how many times the result is run through the test as you run it
    /// (your environment, address randomization as you have it) before it is kept; a
    /// result that fails one is replaced by the newest program that holds (0: never). Up
    /// to -j of the runs go at once.
    #[arg(long, value_name = "N", default_value_t = 3, value_parser = clap::value_parser!(u32).range(0..=100))]
    pub confirm_runs: u32,

    /// Do not keep a copy of the original in FILE.orig (as C-Reduce's --tidy).
    #[arg(long)]
    pub tidy: bool,

    /// Overwrite an existing FILE.orig that differs from FILE.
    #[arg(long)]
    pub overwrite_backup: bool,

    /// Do not cache verdicts.
    #[arg(long)]
    pub no_cache: bool,

    /// Do not reject candidates that add parse errors before testing them.
    #[arg(long)]
    pub no_parse_check: bool,

    /// Do not reject candidates that add constructs known to create undefined behaviour
    /// (a deleted initializer, a `return;` in a non-void function, an unbounded loop, ...).
    #[arg(long)]
    pub no_hazard_check: bool,

    /// Passes to run, in order, comma-separated (see --list-passes); the local
    /// exhaustive search (delete_token_pairs) always runs last, after a stall.
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    pub passes: Option<Vec<String>>,

    /// Debug: print the candidates PASS proposes for FILE (label, size after) and exit.
    #[arg(long, value_name = "PASS")]
    pub dump_candidates: Option<String>,

    /// Debug: print FILE as instrumented for the expr_to_value pass and exit.
    #[arg(long)]
    pub dump_instrumented: bool,

    /// Debug: print FILE's tree-sitter syntax tree and exit.
    #[arg(long)]
    pub dump_tree: bool,

    /// Debug: write the text of every test the engine runs for itself (not ahead of
    /// need) to PATH, one JSON string per line. With --no-speculation and -j 1, this is
    /// the reduction's path: the tests it needs, in order.
    #[arg(long, value_name = "PATH")]
    pub record_tests: Option<PathBuf>,

    /// Debug: run ahead of need exactly the tests in PATH (as --record-tests writes
    /// them), in order, instead of the predicted path: the time a perfect prediction
    /// gives at this -j. Never changes the result.
    #[arg(long, value_name = "PATH", conflicts_with_all = ["no_speculation", "no_cache"])]
    pub replay_tests: Option<PathBuf>,

    /// Print the passes of the default schedule and exit.
    #[arg(long)]
    pub list_passes: bool,

    /// Write statistics (sizes, tests, time, per pass) as JSON here.
    #[arg(long, value_name = "PATH")]
    pub stats_json: Option<PathBuf>,

    /// Print nothing but errors.
    #[arg(short, long)]
    pub quiet: bool,

    /// Print every accepted change (-vv: with its diff).
    #[arg(short, long, action = clap::ArgAction::Count)]
    pub verbose: u8,
}

/// Options of `triage`.
#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true, subcommand_negates_reqs = true)]
pub struct TriageArgs {
    /// `triage merge`: join shards.
    #[command(subcommand)]
    pub action: Option<TriageAction>,

    /// The campaign: a folder of failures, each `NAME.c` or a folder `NAME/` holding one
    /// C file, with optional sidecars (`NAME.json`, `NAME/failure.json`) and defaults
    /// (`campaign.json`).
    #[arg(value_name = "CAMPAIGN", required = true)]
    pub campaign: Option<PathBuf>,

    /// The work directory: state, reduced programs and reports. Run the same command
    /// again to resume.
    #[arg(long = "out", value_name = "WORKDIR", required = true)]
    pub out: Option<PathBuf>,

    /// Process only shard K of N (0 <= K < N): the failures whose id hashes to K. Run
    /// the N shards anywhere (Slurm array tasks, Kubernetes indexed Jobs), then
    /// `triage merge`.
    #[arg(long, value_name = "K/N", value_parser = shard)]
    pub shard: Option<[u32; 2]>,

    /// The default oracle, beneath campaign.json and the sidecars.
    #[command(flatten)]
    pub oracle: OracleArgs,

    /// Tests run at once, over all failures and their reductions [default: cores].
    #[arg(short = 'j', long = "jobs", value_name = "N", value_parser = count(MAX_JOBS))]
    pub jobs: Option<usize>,

    /// Seconds one failure's reduction may take (and its generator's shrink, apart);
    /// then its best program so far is kept. The result then depends on the machine's
    /// speed.
    #[arg(long, value_name = "SECS", value_parser = seconds)]
    pub reduce_budget: Option<f64>,

    /// Take the programs as they are (already reduced): no reproduce, no reduce.
    #[arg(long)]
    pub already_reduced: bool,

    /// Reduce every failure, each from its original. Without it, failures whose
    /// originals show the same specific compile-time signature (the compiler's message,
    /// or a crash site), or calling-convention tests their generator shrinks to the same
    /// shape, are grouped; the smallest two of a group are reduced, and when their
    /// reductions agree the others are attached to them, not reduced.
    #[arg(long, conflicts_with = "already_reduced")]
    pub reduce_all: bool,

    /// The share of a group's attached members (and of a known bug's) reduced to audit
    /// the attachment, beyond the largest member, which is always audited (rounded to
    /// the nearest count). A member that disagrees gets the whole group reduced.
    #[arg(long, value_name = "SHARE", default_value_t = crate::triage::attach::AUDIT_SHARE,
          value_parser = share, conflicts_with_all = ["already_reduced", "reduce_all", "no_audit"])]
    pub audit: f64,

    /// Attach without auditing any member.
    #[arg(long)]
    pub no_audit: bool,

    /// Largest mean failure distance (0 to 1: culprit level and flags, failing versions,
    /// program n-grams) at which clusters with the same signature merge [default: 0.3].
    #[arg(long, value_name = "D", value_parser = share)]
    pub merge_distance: Option<f64>,

    /// Merge clusters with the same compiler message (an internal error, an assertion,
    /// an error line) only when their features are close, as for other signatures.
    #[arg(long)]
    pub no_message_merge: bool,

    /// Start the ranking from this failure (by id) instead of the smallest program's
    /// cluster: to measure a ranking from many starting points.
    #[arg(long, value_name = "ID")]
    pub rank_start: Option<String>,

    /// The reductions' window (see reduce --window) [default: 4].
    #[arg(long, value_name = "N", value_parser = count(MAX_WINDOW))]
    pub window: Option<usize>,

    /// Candidates each reduction's local exhaustive search may be asked about (see
    /// reduce --exhaustive-tests) [default: 1000]. 0 turns it off.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(0..=1_000_000))]
    pub exhaustive_tests: Option<u64>,

    /// Do not test ahead of need on idle slots.
    #[arg(long)]
    pub no_speculation: bool,

    /// Do not search the culprit optimization of gcc and clang failures.
    #[arg(long)]
    pub no_culprit: bool,

    /// Versions of the failing compiler to try, as program names
    /// (`--versions clang-14,clang-15,clang-16`): the report says which fail.
    #[arg(long, value_name = "A,B", value_delimiter = ',')]
    pub versions: Vec<String>,

    /// Oracle runs of each failure's mutation profile (which kinds of small edit make
    /// the failure go away; shown in the report, not used by the distance), at most 40;
    /// 0 makes none [default: 0].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=40))]
    pub profile_budget: Option<u32>,

    /// Print nothing but errors and the final summary.
    #[arg(short, long)]
    pub quiet: bool,

    /// How the reports are written.
    #[command(flatten)]
    pub report: ReportArgs,
}

/// Options of the reports (`triage` and `triage merge`).
#[derive(Debug, Args)]
pub struct ReportArgs {
    /// The known-bug database (a folder of ID.json files): each cluster is marked known,
    /// maybe known or new, new ones first; hits are counted in it.
    #[arg(long, value_name = "BUGS")]
    pub known: Option<PathBuf>,

    /// The campaign's id in the database's hit counts [default: the campaign folder's
    /// name].
    #[arg(long, value_name = "ID")]
    pub campaign_id: Option<String>,

    /// The style of report/CLUSTER.md [default: gcc for GCC failures, markdown
    /// otherwise].
    #[arg(long, value_enum, value_name = "STYLE")]
    pub report_style: Option<StyleArg>,
}

/// `--report-style`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum StyleArg {
    /// GCC Bugzilla: plain text, the command lines first.
    Gcc,
    /// Markdown for GitHub-hosted trackers (LLVM, chibicc, pcc, tcc).
    Markdown,
}

/// `bugs`.
#[derive(Debug, Args)]
pub struct BugsArgs {
    /// What to do.
    #[command(subcommand)]
    pub action: BugsAction,
}

/// The database every `bugs` action works on.
#[derive(Debug, Args)]
pub struct DbArg {
    /// The known-bug database: a folder of ID.json files (made by the first `bugs add`).
    #[arg(long, value_name = "BUGS")]
    pub db: PathBuf,
}

/// A bug's status on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum StatusArg {
    /// Reported, not fixed.
    Open,
    /// Fixed (give --fixed-in).
    Fixed,
    /// Will not be fixed.
    Wontfix,
    /// Not a bug.
    Invalid,
    /// Not to be looked at again.
    Ignore,
}

/// Subcommands of `bugs`.
#[derive(Debug, Subcommand)]
pub enum BugsAction {
    /// Record a cluster of a finished triage as a new bug (--id) or as another example
    /// of a known one (--to).
    Add(BugsAddArgs),
    /// Join bug B into bug A (A keeps its id; `bugs split A B` undoes it).
    Merge(BugsPairArgs),
    /// Undo `bugs merge A B`: B is a bug of its own again.
    Split(BugsPairArgs),
    /// Change a bug's title, URL or status.
    Set(BugsSetArgs),
    /// One line per bug.
    List(DbArg),
    /// One bug, whole.
    Show(BugsShowArgs),
    /// Run every open or fixed bug's examples with the installed compilers: which still
    /// fail.
    Recheck(BugsRecheckArgs),
}

/// `bugs add`.
#[derive(Debug, Args)]
pub struct BugsAddArgs {
    /// The work directory of a finished triage.
    #[arg(value_name = "WORKDIR")]
    pub workdir: PathBuf,
    /// The cluster's id (as in its report).
    #[arg(value_name = "CLUSTER")]
    pub cluster: String,
    /// The new bug's id (it names its file).
    #[arg(
        long,
        value_name = "ID",
        required_unless_present = "to",
        conflicts_with = "to"
    )]
    pub id: Option<String>,
    /// Add the cluster as another example of this known bug.
    #[arg(long, value_name = "ID")]
    pub to: Option<String>,
    /// Record it as a new bug even when it matches a known one (refused otherwise,
    /// with exit code 11, naming the bug it matches).
    #[arg(long = "new", requires = "id")]
    pub force_new: bool,
    /// The new bug's title [default: the cluster's bug report title].
    #[arg(long, value_name = "TEXT", conflicts_with = "to")]
    pub title: Option<String>,
    /// The new bug's tracker URL.
    #[arg(long, value_name = "URL", conflicts_with = "to")]
    pub url: Option<String>,
    /// The new bug's status [default: open].
    #[arg(long, value_enum, conflicts_with = "to")]
    pub status: Option<StatusArg>,
    /// The version that fixed it, as the compiler prints it (`clang version 15.0.6`).
    #[arg(long, value_name = "VERSION", conflicts_with = "to")]
    pub fixed_in: Option<String>,
    /// The database.
    #[command(flatten)]
    pub db: DbArg,
}

/// `bugs merge` and `bugs split`.
#[derive(Debug, Args)]
pub struct BugsPairArgs {
    /// The bug that stays.
    #[arg(value_name = "A")]
    pub a: String,
    /// The bug merged into A (or split from it).
    #[arg(value_name = "B")]
    pub b: String,
    /// The database.
    #[command(flatten)]
    pub db: DbArg,
}

/// `bugs set`.
#[derive(Debug, Args)]
pub struct BugsSetArgs {
    /// The bug.
    #[arg(value_name = "ID")]
    pub id: String,
    /// A new title.
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
    /// A new tracker URL.
    #[arg(long, value_name = "URL")]
    pub url: Option<String>,
    /// A new status.
    #[arg(long, value_enum)]
    pub status: Option<StatusArg>,
    /// The version that fixed it, as the compiler prints it (`clang version 15.0.6`).
    #[arg(long, value_name = "VERSION")]
    pub fixed_in: Option<String>,
    /// The database.
    #[command(flatten)]
    pub db: DbArg,
}

/// `bugs show`.
#[derive(Debug, Args)]
pub struct BugsShowArgs {
    /// The bug.
    #[arg(value_name = "ID")]
    pub id: String,
    /// The database.
    #[command(flatten)]
    pub db: DbArg,
}

/// `bugs recheck`.
#[derive(Debug, Args)]
pub struct BugsRecheckArgs {
    /// The database.
    #[command(flatten)]
    pub db: DbArg,
}

/// Subcommands of `triage`.
#[derive(Debug, Subcommand)]
pub enum TriageAction {
    /// Join the work directories of `--shard K/N` runs into one, with its reports
    /// (the same as an unsharded run's).
    Merge(MergeArgs),
}

/// Options of `triage merge`.
#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The shards' work directories.
    #[arg(value_name = "WORKDIR", required = true)]
    pub shards: Vec<PathBuf>,

    /// The merged work directory (new, empty or an earlier merge's).
    #[arg(long = "out", value_name = "WORKDIR")]
    pub out: PathBuf,

    /// How the reports are written.
    #[command(flatten)]
    pub report: ReportArgs,
}

/// Minutes: positive, at most a week.
fn minutes(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number of minutes"))?;
    crate::oracle::config::check_seconds(v * 60.0).map(|_| v)
}

/// Generator options, shared by `generate` and `fuzz`.
#[derive(Debug, Args, Clone)]
pub struct GeneratorArgs {
    /// The generator.
    #[arg(long, value_enum)]
    pub generator: crate::gen::GeneratorKind,
    /// The first program's seed (program i has seed S+i) [default: 1].
    #[arg(long, value_name = "S", value_parser = clap::value_parser!(u64))]
    pub seed: Option<u64>,
    /// arith: x-variables (inputs) [default: 8].
    #[arg(long, value_name = "N", value_parser = count(1000))]
    pub vars: Option<usize>,
    /// arith: t-variables, one checked expression each [default: 10].
    #[arg(long, value_name = "N", value_parser = count(1000))]
    pub exprs: Option<usize>,
    /// arith: operators per expression, at most [default: 16].
    #[arg(long, value_name = "N", value_parser = count(1000))]
    pub size: Option<usize>,
    /// arith: expression depth; callconv: aggregate nesting depth [default: 6; 2].
    #[arg(long, value_name = "N", value_parser = count(1000))]
    pub depth: Option<usize>,
    /// arith: float mode (float and double holding integers, so every result is exact).
    #[arg(long)]
    pub float: bool,
    /// callconv: functions per program [default: 3].
    #[arg(long, value_name = "N", value_parser = count(1000))]
    pub funcs: Option<usize>,
    /// callconv: arguments per function, at most [default: 6].
    #[arg(long, value_name = "N", value_parser = count(1000))]
    pub args: Option<usize>,
    /// callconv: type families that may appear [default: all].
    #[arg(long, value_name = "A,B", value_delimiter = ',', value_enum)]
    pub types: Vec<crate::gen::callconv::TypeFamily>,
    /// callconv: caller (caller.c, with main) and callees (callee.c) in two files.
    #[arg(long)]
    pub split: bool,
}

/// Options of `generate`.
#[derive(Debug, Args)]
pub struct GenerateArgs {
    /// The generator and its options.
    #[command(flatten)]
    pub generator: GeneratorArgs,
    /// How many programs [default: 1].
    #[arg(long, value_name = "N", value_parser = RangedU64ValueParser::<u64>::new().range(1..=1_000_000_000))]
    pub count: Option<u64>,
    /// Write the programs into DIR (`arith-s5.c`, or `callconv-s5/{caller,callee}.c`);
    /// without it, one program goes to standard output.
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
}

/// Options of `fuzz`.
#[derive(Debug, Args)]
pub struct FuzzArgs {
    /// The generator and its options.
    #[command(flatten)]
    pub generator: GeneratorArgs,
    /// A compiler under test (repeat for several).
    #[arg(long = "cc", value_name = "SPEC", required = true)]
    pub cc: Vec<String>,
    /// The reference compiler [default: gcc]. For csmith, it votes with the --cc.
    #[arg(long = "ref", value_name = "SPEC")]
    pub reference: Option<String>,
    /// Stop after N programs.
    #[arg(long, value_name = "N", value_parser = RangedU64ValueParser::<u64>::new().range(1..=1_000_000_000), required_unless_present = "minutes", conflicts_with = "minutes")]
    pub count: Option<u64>,
    /// Stop after M minutes.
    #[arg(long, value_name = "M", value_parser = minutes)]
    pub minutes: Option<f64>,
    /// Programs judged at once [default: cores].
    #[arg(short = 'j', long = "jobs", value_name = "N", value_parser = count(MAX_JOBS))]
    pub jobs: Option<usize>,
    /// Seconds per compilation [default: 60].
    #[arg(long, value_name = "SECS", value_parser = seconds)]
    pub compile_timeout: Option<f64>,
    /// Seconds per run of a program [default: 5].
    #[arg(long, value_name = "SECS", value_parser = seconds)]
    pub run_timeout: Option<f64>,
    /// The campaign folder (created; failures are added to it).
    #[arg(long = "out", value_name = "CAMPAIGN")]
    pub out: PathBuf,
    /// Print nothing but errors and the final summary.
    #[arg(short, long)]
    pub quiet: bool,
}

/// Options of `diagnose`.
#[derive(Debug, Args)]
pub struct DiagnoseArgs {
    /// The caller (holds main).
    #[arg(value_name = "CALLER.c")]
    pub caller: PathBuf,
    /// The callee.
    #[arg(value_name = "CALLEE.c")]
    pub callee: PathBuf,
    /// The compiler under test.
    #[arg(long, value_name = "SPEC")]
    pub cut: String,
    /// The reference compiler (it also links).
    #[arg(long = "ref", value_name = "SPEC")]
    pub reference: String,
    /// Print the outcome table and the diagnosis as JSON.
    #[arg(long)]
    pub json: bool,
    /// Seconds per compilation [default: 60].
    #[arg(long, value_name = "SECS", value_parser = seconds)]
    pub compile_timeout: Option<f64>,
    /// Seconds per run [default: 5].
    #[arg(long, value_name = "SECS", value_parser = seconds)]
    pub run_timeout: Option<f64>,
}

/// Options of `measure`.
#[derive(Debug, Args)]
pub struct MeasureArgs {
    /// C files.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Print JSON lines instead of a table.
    #[arg(long)]
    pub json: bool,
}

/// The generators' enums as command-line values (the library below knows nothing of
/// clap): each value's name (its serde name, which a test checks) and help.
macro_rules! value_enum {
    ($t:ty, $all:expr, { $($v:ident => $name:literal, $help:literal),* $(,)? }) => {
        impl clap::ValueEnum for $t {
            fn value_variants<'a>() -> &'a [Self] {
                &$all
            }

            fn to_possible_value(&self) -> Option<clap::builder::PossibleValue> {
                let (name, help) = match self {
                    $(<$t>::$v => ($name, $help),)*
                };
                Some(clap::builder::PossibleValue::new(name).help(help))
            }
        }
    };
}

value_enum!(crate::gen::GeneratorKind, crate::gen::ALL_GENERATORS, {
    Arith => "arith", "Arithmetic expressions with expected values (Nagai et al.); oracle `expect`",
    Callconv => "callconv", "Calling-convention tests (Quest, Bailey and Davidson); oracle `expect`",
    Csmith => "csmith", "The installed `csmith`, with swarm options; oracle `vote`",
});

value_enum!(crate::gen::callconv::TypeFamily, crate::gen::callconv::ALL_TYPE_FAMILIES, {
    Ints => "ints", "Integers of every width, signed and unsigned",
    Floats => "floats", "`float` and `double`",
    LongDouble => "long-double", "`long double`",
    Pointers => "pointers", "Pointers",
    Structs => "structs", "Structs",
    Unions => "unions", "Unions",
    Arrays => "arrays", "Arrays inside aggregates",
    Bitfields => "bitfields", "Bit-fields inside structs",
    Variadic => "variadic", "Variadic extra arguments",
    AggregateReturn => "aggregate-return", "Aggregate return types",
});

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn definitions_are_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn jobs_has_creduce_alias() {
        let c = Cli::try_parse_from(["creduce-rs", "--n", "3", "a.c", "--test", "t.sh"]).unwrap();
        assert_eq!(c.reduce.jobs, Some(3));
        assert_eq!(
            c.reduce.oracle.test.as_deref(),
            Some(std::path::Path::new("t.sh"))
        );
        let c =
            Cli::try_parse_from(["creduce-rs", "reduce", "-j2", "a.c", "--test", "t.sh"]).unwrap();
        assert!(matches!(
            c.command,
            Some(Command::Reduce(ReduceArgs { jobs: Some(2), .. }))
        ));
    }

    #[test]
    fn oracle_options() {
        let c = Cli::try_parse_from([
            "creduce-rs",
            "a.c",
            "--oracle",
            "vote",
            "--cc",
            "gcc -O0",
            "--cc",
            "gcc -O2",
        ])
        .unwrap();
        assert_eq!(c.reduce.oracle.oracle, Some(OracleArg::Vote));
        assert_eq!(c.reduce.oracle.cc, vec!["gcc -O0", "gcc -O2"]);
        let c = Cli::try_parse_from([
            "creduce-rs",
            "check",
            "a.c",
            "--oracle",
            "crash",
            "--cc",
            "chibicc",
            "--emit-script",
            "t.sh",
        ])
        .unwrap();
        assert!(matches!(
            c.command,
            Some(Command::Check(CheckArgs {
                emit_script: Some(_),
                ..
            }))
        ));
        assert!(Cli::try_parse_from(["creduce-rs", "a.c", "--oracle", "nope"]).is_err());
    }

    #[test]
    fn numbers_out_of_range_are_refused() {
        for args in [
            &["creduce-rs", "a.c", "--timeout", "1e20"][..],
            &["creduce-rs", "a.c", "--timeout", "0"],
            &["creduce-rs", "a.c", "--timeout", "nan"],
            &["creduce-rs", "a.c", "--compile-timeout", "inf"],
            &["creduce-rs", "a.c", "--run-timeout=-1"],
            &["creduce-rs", "a.c", "-j", "100000000000"],
            &["creduce-rs", "a.c", "-j", "0"],
            &["creduce-rs", "a.c", "--window", "0"],
            &["creduce-rs", "a.c", "--window", "65"],
        ] {
            let e = Cli::try_parse_from(args).unwrap_err();
            assert_eq!(
                e.kind(),
                clap::error::ErrorKind::ValueValidation,
                "{args:?}"
            );
        }
        let c =
            Cli::try_parse_from(["creduce-rs", "a.c", "-j", "1024", "--timeout", "2.5"]).unwrap();
        assert_eq!(c.reduce.jobs, Some(1024));
        assert_eq!(c.reduce.oracle.timeout, Some(2.5));
    }

    #[test]
    fn passes_are_a_list() {
        let c = Cli::try_parse_from(["creduce-rs", "a.c", "--passes", "hdd,delete_lines"]).unwrap();
        assert_eq!(c.reduce.passes.unwrap(), vec!["hdd", "delete_lines"]);
    }

    /// A value's command-line name is the name it has in sidecars and reports.
    fn names_are_serde_names<T: clap::ValueEnum + serde::Serialize>() {
        for v in T::value_variants() {
            let name = v.to_possible_value().unwrap().get_name().to_string();
            assert_eq!(serde_json::to_value(v).unwrap(), serde_json::json!(name));
        }
    }

    #[test]
    fn generator_values_are_named_as_in_sidecars() {
        names_are_serde_names::<crate::gen::GeneratorKind>();
        names_are_serde_names::<crate::gen::callconv::TypeFamily>();
        assert_eq!(
            <crate::gen::GeneratorKind as clap::ValueEnum>::value_variants().len(),
            3
        );
    }
}
