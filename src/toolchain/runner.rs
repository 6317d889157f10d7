//! Where a test script runs: here, behind a user's prefix (`ssh board`, `srun -c 4`,
//! any wrapper), or as a job step of the Slurm allocation the reducer runs in.
//!
//! A Slurm step runs the script through a small wrapper that writes the step's id
//! (`JOB.STEP`) and then the script's exit status into the candidate's directory, which
//! lives on storage every node shares (`--work-dir`). The status file is the verdict's
//! only source: a step that ends without one (never started, its node lost, killed by
//! Slurm) is *lost*, and is reported as a timeout, which the engine retries and never
//! takes as a verdict. A step that is cancelled or times out is `scancel`ed by its id;
//! [`Runner::sweep`] cancels whatever step of this process is left, by its name.
//!
//! A step's timeout counts from the moment its id file shows (the script starts), not
//! from `srun`: the wait for a free task of the allocation is not the test's time.
//! `srun` itself is stopped [`SLURM_QUEUE_WAIT`] after the timeout, which counts as a
//! timeout too. On storage that shows new files late (NFS attribute caching), a step's
//! clock starts that much late.

use super::process::{self, Control, Exit, Output, ProcessSpec};
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::Duration;

/// The file a Slurm step writes its id to, in the candidate's directory.
pub const STEP_FILE: &str = ".creduce-rs-step";
/// The file a Slurm step writes the script's exit status to.
pub const STATUS_FILE: &str = ".creduce-rs-status";

/// How long `scancel` and `squeue` may take.
const SLURM_TOOL_TIMEOUT: Duration = Duration::from_secs(30);

/// How long a prefix (`srun`, `ssh`, a wrapper) has between SIGTERM and SIGKILL when
/// its test is stopped: `srun` cancels its step on SIGTERM, a SIGKILL leaves the step
/// running until Slurm notices.
pub const PREFIX_TERM_GRACE: Duration = Duration::from_secs(5);

/// How much longer than the test's timeout `srun` may run (the wait for a free task),
/// before it is stopped and counted as a timeout.
pub const SLURM_QUEUE_WAIT: Duration = Duration::from_secs(600);

/// Where test scripts run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Runner {
    /// On this machine.
    #[default]
    Local,
    /// Behind a prefix: the words, then the script (run in the candidate's directory).
    Command(Vec<String>),
    /// As a step of the current Slurm allocation (`srun`), one task each.
    Slurm,
}

/// The conditions a test script runs under.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Conditions {
    /// As the reducer runs its tests: `TMPDIR` in the candidate's directory.
    #[default]
    Reducer,
    /// As the user runs the test: the user's own environment, nothing added. The
    /// result of a reduction is checked so before it is kept.
    User,
}

/// What a run through a runner ended in.
#[derive(Debug)]
pub struct RunOutput {
    /// The output; for a lost Slurm step, `exit` is [`Exit::Timeout`].
    pub output: Output,
    /// Why the run says nothing about the candidate, if it does not.
    pub lost: Option<String>,
}

impl Runner {
    /// A runner from the prefix `words` (a shell-quoted command line).
    pub fn command(words: &str) -> Result<Runner, String> {
        let w = shlex::split(words).ok_or_else(|| format!("cannot parse {words:?}"))?;
        if w.is_empty() {
            return Err("the runner command is empty".into());
        }
        Ok(Runner::Command(w))
    }

    /// The name every Slurm step of this process carries.
    pub fn step_name() -> String {
        format!("creduce-rs-{}", std::process::id())
    }

    /// Whether this runner needs the candidates' directories on shared storage.
    pub fn shared(&self) -> bool {
        matches!(self, Runner::Slurm)
    }

    /// Why this runner cannot run here, if it cannot: Slurm steps need an allocation.
    pub fn unusable(&self) -> Option<String> {
        (*self == Runner::Slurm && std::env::var_os("SLURM_JOB_ID").is_none()).then(|| {
            "--runner slurm runs inside a Slurm allocation (sbatch or salloc; see \
             examples/slurm/reduce.sbatch): SLURM_JOB_ID is not set"
                .to_string()
        })
    }

    /// The programs this runner needs on PATH.
    pub fn programs(&self) -> Vec<String> {
        match self {
            Runner::Local => Vec::new(),
            Runner::Command(w) => vec![w[0].clone()],
            Runner::Slurm => vec!["srun".into(), "scancel".into(), "squeue".into()],
        }
    }

    /// Run `script` in `dir` (which holds the candidate) with `timeout`, as the reducer
    /// runs its tests: the layout the user started the reducer with, and `TMPDIR` in
    /// `dir` (what a compiler killed mid-way leaves goes away with the directory).
    pub fn run(
        &self,
        script: &Path,
        dir: &Path,
        timeout: Duration,
        cancel: &dyn Control,
    ) -> std::io::Result<RunOutput> {
        self.run_in(script, dir, timeout, cancel, Conditions::Reducer)
    }

    /// Run `script` as [`Runner::run`] does, under `conditions`.
    pub fn run_in(
        &self,
        script: &Path,
        dir: &Path,
        timeout: Duration,
        cancel: &dyn Control,
        conditions: Conditions,
    ) -> std::io::Result<RunOutput> {
        let dress = |spec: ProcessSpec| match conditions {
            Conditions::Reducer => spec.user_layout().private_tmp(),
            Conditions::User => spec.user_layout(),
        };
        match self {
            Runner::Local => {
                let spec = dress(
                    ProcessSpec::new(script, dir)
                        .timeout(timeout)
                        .term_grace(process::CLEANUP_GRACE),
                );
                Ok(RunOutput {
                    output: process::run(&spec, cancel)?,
                    lost: None,
                })
            }
            Runner::Command(words) => {
                let spec = dress(
                    ProcessSpec::new(&words[0], dir)
                        .args(&words[1..])
                        .args([script])
                        .timeout(timeout)
                        .term_grace(PREFIX_TERM_GRACE),
                );
                Ok(RunOutput {
                    output: process::run(&spec, cancel)?,
                    lost: None,
                })
            }
            Runner::Slurm => run_step(script, dir, timeout, cancel, &dress),
        }
    }

    /// Cancel every Slurm step of this process still known to Slurm, and wait (up to
    /// [`SWEEP_WAIT`]) until Slurm lists none (after an interrupt: nothing of ours keeps
    /// running). A step still listed [`SWEEP_KILL_AFTER`] into the sweep is cancelled
    /// with SIGKILL, which its node's `slurmd` delivers at once. A failed `squeue` is
    /// asked again, not taken as "none". Returns how many were left when the sweep
    /// began; steps still listed at the end are named in a warning.
    pub fn sweep(&self) -> usize {
        if *self != Runner::Slurm {
            return 0;
        }
        let start = std::time::Instant::now();
        let mut first = None;
        let mut ids = Vec::new();
        loop {
            if let Some(now) = our_steps() {
                first.get_or_insert(now.len());
                if now.is_empty() {
                    break;
                }
                let kill = start.elapsed() >= SWEEP_KILL_AFTER;
                scancel(&now, kill);
                ids = now;
            }
            if start.elapsed() >= SWEEP_WAIT {
                if !ids.is_empty() {
                    tracing::warn!(
                        "Slurm still lists steps of this run {} s after they were cancelled: {}",
                        SWEEP_WAIT.as_secs(),
                        ids.join(" ")
                    );
                }
                break;
            }
            std::thread::sleep(Duration::from_millis(250));
        }
        first.unwrap_or(0)
    }
}

/// How long [`Runner::sweep`] waits for Slurm to forget our steps.
const SWEEP_WAIT: Duration = Duration::from_secs(30);

/// How long into [`Runner::sweep`] a step still listed is cancelled the plain way
/// before it gets SIGKILL.
const SWEEP_KILL_AFTER: Duration = Duration::from_secs(2);

/// The ids (`JOB.STEP`) of the steps Slurm lists under this process's step name (none
/// outside an allocation); `None` when `squeue` fails.
fn our_steps() -> Option<Vec<String>> {
    let never = || false;
    // Only the steps of our own allocation (another run may have our pid elsewhere).
    let Ok(job) = std::env::var("SLURM_JOB_ID") else {
        return Some(Vec::new());
    };
    let list = ProcessSpec::new("squeue", std::env::temp_dir())
        .args(["-h", "-s", "-j", &job, "-o", "%i %j"])
        .timeout(SLURM_TOOL_TIMEOUT);
    let out = process::run(&list, &never).ok()?;
    if !out.exit.success() {
        return None;
    }
    let name = Runner::step_name();
    Some(
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .filter_map(|l| {
                let (id, n) = l.trim().split_once(' ')?;
                (n.trim() == name).then(|| id.to_string())
            })
            .collect(),
    )
}

/// The wrapper a step runs: its id, then the script, then the script's status.
const WRAPPER: &str = "echo \"$SLURM_JOB_ID.$SLURM_STEP_ID\" > .creduce-rs-step; \"$1\"; s=$?; \
     echo $s > .creduce-rs-status.tmp && mv .creduce-rs-status.tmp .creduce-rs-status; exit $s";

fn run_step(
    script: &Path,
    dir: &Path,
    timeout: Duration,
    cancel: &dyn Control,
    dress: &dyn Fn(ProcessSpec) -> ProcessSpec,
) -> std::io::Result<RunOutput> {
    let name = Runner::step_name();
    let spec = dress(
        ProcessSpec::new("srun", dir)
            .args([
                "--ntasks=1",
                "--nodes=1",
                "--exact",
                "--quiet",
                &format!("--job-name={name}"),
                &format!("--chdir={}", dir.display()),
                "/bin/sh",
                "-c",
                WRAPPER,
                "creduce-rs-step",
            ])
            .args([script])
            .timeout(timeout.saturating_add(SLURM_QUEUE_WAIT))
            .term_grace(PREFIX_TERM_GRACE),
    );
    let clock = StepClock::new(dir, timeout);
    // (The step's priority is the local `srun`'s only: Slurm does not pass it on.)
    let stop = process::Yielding {
        cancel: || cancel.cancelled() || clock.expired(),
        niceness: cancel.niceness(),
    };
    let mut output = process::run(&spec, &stop)?;
    if output.exit == Exit::Cancelled && clock.expired() && !cancel.cancelled() {
        output.exit = Exit::Timeout;
    }
    if matches!(output.exit, Exit::Timeout | Exit::Cancelled) {
        if let Ok(id) = std::fs::read_to_string(dir.join(STEP_FILE)) {
            scancel(&[id.trim().to_string()], false);
        }
        return Ok(RunOutput { output, lost: None });
    }
    match std::fs::read_to_string(dir.join(STATUS_FILE))
        .ok()
        .and_then(|s| s.trim().parse::<i32>().ok())
    {
        Some(code) => Ok(RunOutput {
            output: Output {
                exit: Exit::Code(code),
                ..output
            },
            lost: None,
        }),
        None => {
            let why = format!(
                "the Slurm step ended without the script's status (srun: {}): {}",
                output.exit,
                output.tail(1)
            );
            Ok(RunOutput {
                output: Output {
                    exit: Exit::Timeout,
                    ..output
                },
                lost: Some(why),
            })
        }
    }
}

/// A step's own clock: it starts when the step's id file appears in its directory (the
/// step runs), and runs out `timeout` later.
struct StepClock {
    step_file: std::path::PathBuf,
    timeout: Duration,
    started: std::sync::Mutex<Option<std::time::Instant>>,
}

impl StepClock {
    fn new(dir: &Path, timeout: Duration) -> StepClock {
        StepClock {
            step_file: dir.join(STEP_FILE),
            timeout,
            started: std::sync::Mutex::new(None),
        }
    }

    /// Whether the step has run for longer than its timeout (looks for the id file
    /// until it is there).
    fn expired(&self) -> bool {
        let mut started = self.started.lock().unwrap_or_else(|e| e.into_inner());
        if started.is_none() && self.step_file.exists() {
            *started = Some(std::time::Instant::now());
        }
        started.is_some_and(|t| t.elapsed() > self.timeout)
    }
}

/// `scancel` the steps `ids` (`JOB.STEP`), quietly; with `kill`, SIGKILL sent by each
/// step's node directly (`--signal=KILL`) instead of Slurm's SIGTERM-then-`KillWait`.
fn scancel(ids: &[String], kill: bool) {
    let never = || false;
    let spec = ProcessSpec::new("scancel", std::env::temp_dir())
        .args(["--quiet"])
        .args(kill.then_some("--signal=KILL"))
        .args(ids)
        .timeout(SLURM_TOOL_TIMEOUT);
    let _ = process::run(&spec, &never);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn script(dir: &Path, body: &str) -> std::path::PathBuf {
        let p = dir.join("t.sh");
        std::fs::write(&p, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
        p
    }

    #[test]
    fn a_prefix_runs_the_script_in_the_candidate_s_directory() {
        let d = tempfile::tempdir().unwrap();
        std::fs::write(d.path().join("c.c"), "int x;").unwrap();
        let s = script(d.path(), "grep -q 'int x' c.c && echo \"$PREFIXED\"");
        let r = Runner::command("env PREFIXED=yes").unwrap();
        let out = r
            .run(&s, d.path(), Duration::from_secs(10), &|| false)
            .unwrap();
        assert_eq!(out.output.exit, Exit::Code(0));
        assert_eq!(String::from_utf8_lossy(&out.output.stdout).trim(), "yes");
        assert!(Runner::command("").is_err());
        assert!(Runner::command("'unclosed").is_err());
    }

    #[test]
    fn a_step_s_timeout_counts_from_its_start_not_from_the_queue() {
        let d = tempfile::tempdir().unwrap();
        let clock = StepClock::new(d.path(), Duration::from_millis(150));
        // Waiting in the queue (no id file yet), longer than the timeout: not expired.
        std::thread::sleep(Duration::from_millis(250));
        assert!(!clock.expired());
        std::fs::write(d.path().join(STEP_FILE), "1.0\n").unwrap();
        assert!(!clock.expired());
        std::thread::sleep(Duration::from_millis(250));
        assert!(clock.expired());
    }

    #[test]
    fn runners_read_and_write_as_json() {
        for r in [
            Runner::Local,
            Runner::Slurm,
            Runner::Command(vec!["ssh".into(), "board".into()]),
        ] {
            let j = serde_json::to_string(&r).unwrap();
            assert_eq!(serde_json::from_str::<Runner>(&j).unwrap(), r, "{j}");
        }
    }
}
