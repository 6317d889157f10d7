//! `creduce-rs triage CAMPAIGN --out WORKDIR [oracle options] [-j N]`: the whole
//! campaign through the library's triage, with signals handled, progress shown (a bar
//! on a terminal, one line per finished failure otherwise) and one summary at the end.

use super::cli::{MergeArgs, TriageAction, TriageArgs};
use super::interrupt::{Interrupt, Sweep};
use super::ui::{init_logging, multi};
use super::{Error, Outcome};
use crate::reduce::{TestBudget, DEFAULT_WINDOW};
use crate::triage::failure::campaign::Campaign;
use crate::triage::failure::record::Stage;
use crate::triage::failure::record::{Record, Status};
use crate::triage::failure::stages::{StageError, StageOptions, TriageEvents};
use crate::triage::failure::workdir::WorkDir;
use crate::triage::merge::MergeError;
use crate::triage::similarity::cluster::{Clustering, DEFAULT_MERGE_DISTANCE};
use indicatif::{ProgressBar, ProgressStyle};
use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Progress of a triage run.
struct TriageUi {
    bar: ProgressBar,
    lines: bool,
    total: usize,
    state: Mutex<UiState>,
}

#[derive(Default)]
struct UiState {
    running: BTreeMap<String, &'static str>,
    by_status: BTreeMap<Status, usize>,
    /// Failures counted as done (those finished by an earlier run included).
    counted: std::collections::BTreeSet<String>,
    done: usize,
}

impl TriageUi {
    fn new(total: usize, already_done: &[Record], quiet: bool) -> TriageUi {
        let terminal = !quiet && std::io::stderr().is_terminal();
        let bar = if terminal {
            multi().add(ProgressBar::new(total as u64))
        } else {
            ProgressBar::hidden()
        };
        bar.set_style(
            ProgressStyle::with_template(
                "[{elapsed_precise}] {bar:24} {pos}/{len} failures, ETA {eta} | {msg}",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar.enable_steady_tick(Duration::from_millis(250));
        let mut state = UiState::default();
        for r in already_done {
            *state.by_status.entry(r.status()).or_default() += 1;
            state.counted.insert(r.id.clone());
            state.done += 1;
        }
        bar.set_position(state.done as u64);
        let ui = TriageUi {
            bar,
            lines: !quiet && !terminal,
            total,
            state: Mutex::new(state),
        };
        ui.redraw();
        ui
    }

    fn redraw(&self) {
        let s = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let mut counts: Vec<String> = s
            .by_status
            .iter()
            .map(|(k, n)| format!("{n} {}", k.name()))
            .collect();
        counts.push(format!("{} left", self.total.saturating_sub(s.done)));
        let running: Vec<String> = s
            .running
            .iter()
            .map(|(id, st)| format!("{id}: {st}"))
            .collect();
        let parts: Vec<String> = [counts.join(", "), running.join(", ")]
            .into_iter()
            .filter(|p| !p.is_empty())
            .collect();
        self.bar.set_message(parts.join(" | "));
    }
}

impl TriageEvents for TriageUi {
    fn stage(&self, id: &str, stage: Stage) {
        self.state
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .running
            .insert(id.to_string(), stage.name());
        self.redraw();
    }

    fn finished(&self, r: &Record) {
        let (new, done) = {
            let mut s = self.state.lock().unwrap_or_else(|e| e.into_inner());
            s.running.remove(&r.id);
            let new = r.finished() && s.counted.insert(r.id.clone());
            if new {
                *s.by_status.entry(r.status()).or_default() += 1;
                s.done += 1;
            }
            (new, s.done)
        };
        if new {
            self.bar.inc(1);
            if self.lines {
                let size = match (&r.reduce, r.status()) {
                    (Some(red), _) => {
                        format!(" ({} -> {} tokens)", r.original.tokens, red.size.tokens)
                    }
                    (None, Status::Error) => {
                        format!(": {}", r.error.as_deref().unwrap_or_default())
                    }
                    _ => String::new(),
                };
                eprintln!(
                    "[{done}/{}] {}: {}{size}",
                    self.total,
                    r.id,
                    r.status().name()
                );
            }
        }
        self.redraw();
    }
}

/// Triage a campaign, or merge shards.
pub fn run(args: TriageArgs) -> Result<Outcome, Error> {
    init_logging(0, args.quiet);
    if let Some(TriageAction::Merge(m)) = args.action {
        return merge(m);
    }
    let (Some(campaign_dir), Some(out)) = (args.campaign.clone(), args.out.clone()) else {
        return Err(Error::Usage(
            "usage: creduce-rs triage CAMPAIGN --out WORKDIR".into(),
        ));
    };
    let cli_oracle = if args.oracle.given() {
        Some(args.oracle.config()?)
    } else {
        None
    };
    // However the triage ends, no Slurm step of ours is left behind.
    let _sweep = cli_oracle.as_ref().map(|c| Sweep::new(c.runner.clone()));
    let mut campaign = Campaign::read(&campaign_dir, cli_oracle.as_ref())
        .map_err(|e| Error::Usage(e.to_string()))?;
    if campaign.failures.is_empty() {
        return Err(Error::Usage(format!(
            "{} holds no failures (NAME.c files or NAME/ folders with one C file)",
            campaign_dir.display()
        )));
    }
    if let Some(id) = &args.rank_start {
        if !campaign.failures.iter().any(|f| &f.id == id) {
            return Err(Error::Usage(format!(
                "--rank-start {id}: {} holds no failure of that id",
                campaign_dir.display()
            )));
        }
    }
    // Guard options on the command line hold for every failure, over its sidecar.
    // A bad value is an error before any work directory is touched.
    for f in &mut campaign.failures {
        if let Some(o) = f.oracle.as_mut() {
            if args.oracle.override_guards(o) {
                o.validate().map_err(|e| Error::Usage(e.0))?;
            }
        }
    }
    if let Some([k, n]) = args.shard {
        campaign.shard(k, n);
    }
    let wd = WorkDir::open(&out).map_err(|e| Error::CannotWrite(e.to_string()))?;
    let interrupt =
        Interrupt::install().map_err(|e| anyhow::anyhow!("cannot install signal handlers: {e}"))?;
    let cancel = || interrupt.requested();
    let jobs = args
        .jobs
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let already: Vec<Record> = campaign
        .failures
        .iter()
        .filter_map(|f| wd.read_record(&f.id))
        .filter(|r| r.finished() && r.as_given == args.already_reduced)
        .collect();
    let ui = TriageUi::new(campaign.failures.len(), &already, args.quiet);
    let opts = StageOptions {
        already_reduced: args.already_reduced,
        reduce_all: args.reduce_all,
        audit: (!args.no_audit).then_some(args.audit),
        reduce_budget: args.reduce_budget.map(Duration::from_secs_f64),
        window: args.window.unwrap_or(DEFAULT_WINDOW),
        exhaustive_tests: args
            .exhaustive_tests
            .unwrap_or(crate::reduce::DEFAULT_EXHAUSTIVE_TESTS),
        speculate: !args.no_speculation,
        culprit: !args.no_culprit,
        versions: &args.versions,
        profile_budget: args
            .profile_budget
            .unwrap_or(crate::triage::failure::profile::DEFAULT_BUDGET),
        oracles: &crate::oracle::FromConfig,
        known_programs: None,
        original_culprits: None,
        probe_cache: None,
        cancel: &cancel,
        events: &ui,
    };
    let started = Instant::now();
    let budget = TestBudget::new(jobs);
    let merge = Clustering {
        merge_distance: args.merge_distance.unwrap_or(DEFAULT_MERGE_DISTANCE),
        message_merge: !args.no_message_merge,
        rank_start: args.rank_start.clone(),
    };
    let mut reporting = super::bugs::reporting(&args.report, args.shard.is_none())?;
    let result = crate::triage::triage(
        &campaign,
        &wd,
        &budget,
        &opts,
        merge,
        args.shard,
        &mut reporting,
    );
    ui.bar.finish_and_clear();
    let t = match result {
        Ok(t) => t,
        Err(StageError::Io(e)) => {
            return Err(Error::CannotWrite(format!(
                "cannot write the work directory {}: {e}",
                out.display()
            )))
        }
        Err(StageError::Interrupted) => {
            return Ok(Outcome::Interrupted {
                signal: interrupt.signal().unwrap_or(2),
            })
        }
        Err(e @ StageError::Failure(_)) => return Err(Error::Other(e.into())),
        Err(e @ StageError::Known(_)) => return Err(Error::CannotWrite(e.to_string())),
    };
    let elapsed = started.elapsed().as_secs_f64();
    let Some(report) = t.report else {
        eprintln!(
            "interrupted after {elapsed:.0} s: {} of {} failures finished; run the same command again to go on",
            t.records.iter().filter(|r| r.finished()).count(),
            campaign.failures.len()
        );
        return Ok(Outcome::Interrupted {
            signal: interrupt.signal().unwrap_or(2),
        });
    };
    eprintln!(
        "triage: {} in {elapsed:.0} s; reports in {}/report.{{json,md,html}}",
        report.summary_line(),
        out.display()
    );
    let errors = report.summary.errors;
    if errors > 0 {
        eprintln!("triage: {errors} failure(s) could not be processed: see the report's errors");
        return Ok(Outcome::Incomplete { errors });
    }
    Ok(Outcome::Done)
}

/// `triage merge SHARD... --out WORKDIR`.
fn merge(args: MergeArgs) -> Result<Outcome, Error> {
    let open =
        |p: &std::path::Path| WorkDir::open(p).map_err(|e| Error::CannotWrite(e.to_string()));
    let shards = args
        .shards
        .iter()
        .map(|p| open(p))
        .collect::<Result<Vec<_>, _>>()?;
    let out = open(&args.out)?;
    let mut reporting = super::bugs::reporting(&args.report, true)?;
    let interrupt =
        Interrupt::install().map_err(|e| anyhow::anyhow!("cannot install signal handlers: {e}"))?;
    let cancel = || interrupt.requested();
    let report = match crate::triage::merge::merge(&shards, &out, &mut reporting, &cancel) {
        Ok(report) => report,
        Err(MergeError::Interrupted) => {
            return Ok(Outcome::Interrupted {
                signal: interrupt.signal().unwrap_or(2),
            })
        }
        Err(MergeError::Mismatch(m)) => return Err(Error::Usage(m)),
        Err(e) => return Err(Error::CannotWrite(e.to_string())),
    };
    eprintln!(
        "triage merge: {} shards: {}; reports in {}/report.{{json,md,html}}",
        shards.len(),
        report.summary_line(),
        args.out.display()
    );
    Ok(if report.summary.errors > 0 {
        Outcome::Incomplete {
            errors: report.summary.errors,
        }
    } else {
        Outcome::Done
    })
}
