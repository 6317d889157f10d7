//! Run one child process with a timeout, in its own process group, with its stdout and
//! stderr drained on threads (so a child that prints megabytes never blocks) and capped,
//! at a lower CPU priority when its caller asks ([`Control::niceness`]).

use super::fixed_layout::Layout;
use nix::sys::signal::{killpg, Signal};
use nix::unistd::Pid;
use std::collections::BTreeSet;
use std::ffi::OsString;
use std::io::Read;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{mpsc, Mutex};
use std::thread;
use std::time::{Duration, Instant};
use wait_timeout::ChildExt;

/// How often a running child is checked for cancellation.
const POLL: Duration = Duration::from_millis(25);
/// How long to wait for output readers after the child's group is gone.
const READER_GRACE: Duration = Duration::from_secs(2);

/// What to run.
#[derive(Clone, Debug)]
pub struct ProcessSpec {
    /// The program (a path, or a name looked up on PATH).
    pub program: PathBuf,
    /// Its arguments, never joined into a shell string.
    pub args: Vec<OsString>,
    /// Working directory.
    pub cwd: PathBuf,
    /// Extra environment variables.
    pub env: Vec<(OsString, OsString)>,
    /// Wall-clock limit.
    pub timeout: Duration,
    /// Bytes kept of each of stdout and stderr (head and tail halves).
    pub output_cap: usize,
    /// At a timeout or a cancellation, how long the group has between SIGTERM and
    /// SIGKILL (zero: SIGKILL at once). A prefix such as `srun` or `ssh` needs the
    /// chance to take down what it started elsewhere, which a SIGKILL never gives it.
    pub term_grace: Duration,
    /// The child's environment is `PATH` and [`ProcessSpec::env`] only, so that it starts
    /// with the same stack whoever runs it ([`ProcessSpec::fixed_env`]).
    pub fixed_env: bool,
    /// The address layout the child starts with: fixed, unless it is a user's test.
    pub layout: Layout,
}

impl ProcessSpec {
    /// A spec with no arguments, a 300 s timeout and a 64 KiB output cap.
    pub fn new(program: impl Into<PathBuf>, cwd: impl Into<PathBuf>) -> ProcessSpec {
        ProcessSpec {
            program: program.into(),
            args: Vec::new(),
            cwd: cwd.into(),
            env: Vec::new(),
            timeout: Duration::from_secs(300),
            output_cap: 64 * 1024,
            term_grace: Duration::ZERO,
            fixed_env: false,
            layout: Layout::Fixed,
        }
    }

    /// Give the group `grace` between SIGTERM and SIGKILL when it is stopped.
    pub fn term_grace(mut self, grace: Duration) -> Self {
        self.term_grace = grace;
        self
    }

    /// Add arguments.
    pub fn args<I, S>(mut self, args: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<OsString>,
    {
        self.args.extend(args.into_iter().map(Into::into));
        self
    }

    /// Set the timeout.
    pub fn timeout(mut self, t: Duration) -> Self {
        self.timeout = t;
        self
    }

    /// Start the child with `PATH` (and [`ProcessSpec::env`]) as its whole environment. A
    /// built program that reads past its stack sees the environment's strings, and a
    /// wild jump lands by them: pcc's miscompiled `wc-s1181` dies of SIGSEGV or SIGILL
    /// as the environment's size changes, even without address randomization. The
    /// emitted script runs its programs under `env -i PATH="$PATH"` to match.
    pub fn fixed_env(mut self) -> Self {
        self.fixed_env = true;
        self
    }

    /// Start the child with the address layout the user started the reducer with
    /// (randomized, unless under `setarch -R`): a user's test script
    /// ([`super::fixed_layout`]).
    pub fn user_layout(mut self) -> Self {
        self.layout = Layout::User;
        self
    }

    /// Point `TMPDIR` at the working directory: a compiler killed mid-way (a test
    /// cancelled, a timeout) cannot remove its temporary files, and there they go away
    /// with the test's directory instead of piling up in the user's temporary area.
    pub fn private_tmp(mut self) -> Self {
        self.env
            .push(("TMPDIR".into(), self.cwd.clone().into_os_string()));
        self
    }
}

/// How long a compiler or a test script has between SIGTERM and SIGKILL when it is
/// stopped (a timeout, a cancelled candidate). pcc and chibicc write their temporary
/// files to /tmp whatever `TMPDIR` says; pcc's driver removes them on SIGTERM, and a
/// SIGKILL leaves them there. gcc and clang end at a SIGTERM at once.
pub const CLEANUP_GRACE: Duration = Duration::from_millis(250);

/// How the child ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// Exited with a code.
    Code(i32),
    /// Killed by a signal (not ours).
    Signal(i32),
    /// Ran past its timeout; its group was killed.
    Timeout,
    /// Cancelled by the caller; its group was killed.
    Cancelled,
}

impl Exit {
    /// True for `Code(0)`.
    pub fn success(self) -> bool {
        self == Exit::Code(0)
    }
}

impl std::fmt::Display for Exit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exit::Code(c) => write!(f, "exit code {c}"),
            Exit::Signal(s) => {
                let name = Signal::try_from(*s).map(|s| s.as_str()).unwrap_or("?");
                write!(f, "killed by signal {s} ({name})")
            }
            Exit::Timeout => write!(f, "timed out"),
            Exit::Cancelled => write!(f, "cancelled"),
        }
    }
}

/// What a finished child left behind.
#[derive(Clone, Debug)]
pub struct Output {
    /// How it ended.
    pub exit: Exit,
    /// Captured stdout (head and tail if longer than the cap).
    pub stdout: Vec<u8>,
    /// blake3 of the whole of stdout, when the cap left part of it out: two outputs
    /// that differ only in the part left out still compare unequal.
    pub stdout_hash: Option<[u8; 32]>,
    /// Captured stderr (head and tail if longer than the cap).
    pub stderr: Vec<u8>,
    /// Wall-clock time.
    pub elapsed: Duration,
}

impl Output {
    /// The last `n` lines of stdout and stderr together, lossily decoded.
    pub fn tail(&self, n: usize) -> String {
        let mut text = String::from_utf8_lossy(&self.stdout).into_owned();
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&String::from_utf8_lossy(&self.stderr));
        let lines: Vec<&str> = text.lines().collect();
        lines[lines.len().saturating_sub(n)..].join("\n")
    }
}

/// What the caller of a child says about it while it runs: whether to stop it
/// ([`Control::cancelled`]), and how urgent it is ([`Control::niceness`]). A closure
/// `|| bool` is a control that only cancels. (It was called `Cancel`, which named half
/// of it.)
pub trait Control: Sync {
    /// True once the child should be killed.
    fn cancelled(&self) -> bool;

    /// How far below ours the child's CPU priority is: a `nice` increment, 0 (the same)
    /// to 19. Tests run ahead of need yield the CPU to the ones needed sooner.
    fn niceness(&self) -> i32 {
        0
    }
}

/// `cancel`, for a child whose priority is `niceness` below ours.
#[derive(Debug, Clone, Copy)]
pub struct Yielding<C> {
    pub cancel: C,
    pub niceness: i32,
}

impl<C: Control> Control for Yielding<C> {
    fn cancelled(&self) -> bool {
        self.cancel.cancelled()
    }

    fn niceness(&self) -> i32 {
        self.niceness
    }
}

/// Lower the CPU priority of the process group `pgid` by `niceness` below ours (the
/// kernel caps it at 19). Right after the spawn, before the group's leader can have
/// started much: its later children inherit the priority. Best effort: a test runs as
/// well at our priority.
fn lower_priority(pgid: u32, niceness: i32) {
    if niceness <= 0 {
        return;
    }
    let own = rustix::process::getpriority_process(None).unwrap_or(0);
    if let Some(pid) = rustix::process::Pid::from_raw(pgid as i32) {
        let _ = rustix::process::setpriority_pgrp(Some(pid), (own + niceness).min(19));
    }
}

impl<F: Fn() -> bool + Sync> Control for F {
    fn cancelled(&self) -> bool {
        self()
    }
}

/// Keeps the first and last `cap / 2` bytes of a stream and counts the rest.
struct Capped {
    cap: usize,
    head: Vec<u8>,
    tail: std::collections::VecDeque<u8>,
    dropped: u64,
    /// Everything pushed, whole.
    hasher: blake3::Hasher,
}

impl Capped {
    fn new(cap: usize) -> Capped {
        Capped {
            cap,
            head: Vec::new(),
            tail: std::collections::VecDeque::new(),
            dropped: 0,
            hasher: blake3::Hasher::new(),
        }
    }

    fn push(&mut self, mut data: &[u8]) {
        self.hasher.update(data);
        let half = self.cap / 2;
        if self.head.len() < half {
            let take = (half - self.head.len()).min(data.len());
            self.head.extend_from_slice(&data[..take]);
            data = &data[take..];
        }
        let tail_cap = self.cap - half;
        for &b in data {
            if self.tail.len() == tail_cap {
                self.tail.pop_front();
                self.dropped += 1;
            }
            if tail_cap > 0 {
                self.tail.push_back(b);
            } else {
                self.dropped += 1;
            }
        }
    }

    /// The bytes kept, and the hash of the whole when some were left out.
    fn finish(mut self) -> Drained {
        let whole = (self.dropped > 0).then(|| *self.hasher.finalize().as_bytes());
        if self.dropped > 0 {
            self.head.extend_from_slice(
                format!("\n[... {} bytes omitted ...]\n", self.dropped).as_bytes(),
            );
        }
        self.head.extend(self.tail);
        (self.head, whole)
    }
}

/// What a drained stream gives: the bytes kept, and the hash of the whole when the cap
/// left some out.
type Drained = (Vec<u8>, Option<[u8; 32]>);

fn drain(mut r: impl Read + Send + 'static, cap: usize) -> mpsc::Receiver<Drained> {
    let (tx, rx) = mpsc::channel();
    thread::spawn(move || {
        let mut buf = Capped::new(cap);
        let mut chunk = [0u8; 16384];
        loop {
            match r.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(k) => buf.push(&chunk[..k]),
            }
        }
        let _ = tx.send(buf.finish());
    });
    rx
}

fn kill_group(pid: u32) {
    signal_group(pid, Signal::SIGKILL);
}

/// Whether any process of the group `pid` is still running: a member that has ended
/// but waits to be reaped (a zombie: an orphan waits for the system's init, which may
/// take a second or more) does not count.
fn group_alive(pid: u32) -> bool {
    let Ok(pgid) = i32::try_from(pid) else {
        return false;
    };
    if killpg(Pid::from_raw(pgid), None).is_err() {
        return false;
    }
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return true;
    };
    dir.flatten().any(|e| {
        e.file_name()
            .to_str()
            .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
            && std::fs::read_to_string(e.path().join("stat"))
                .is_ok_and(|stat| running_member(&stat, pgid))
    })
}

/// Whether a `/proc/PID/stat` line is of a process of group `pgid` that has not ended:
/// `PID (COMM) STATE PPID PGRP ...`, where COMM may hold spaces and parentheses.
fn running_member(stat: &str, pgid: i32) -> bool {
    let Some(close) = stat.rfind(')') else {
        return false;
    };
    let mut rest = stat[close + 1..].split_whitespace();
    let (state, _ppid, pgrp) = (rest.next(), rest.next(), rest.next());
    state.is_some_and(|s| s != "Z" && s != "X") && pgrp.and_then(|g| g.parse().ok()) == Some(pgid)
}

fn signal_group(pid: u32, signal: Signal) {
    if let Ok(pid) = i32::try_from(pid) {
        // The group may already be gone; that is fine.
        let _ = killpg(Pid::from_raw(pid), signal);
    }
}

/// The process groups of every child that has been spawned and not yet reaped: one
/// registry for the whole process, so every way out (an interrupt, an error, a panic
/// unwinding through [`run`]) can kill them all.
static LIVE_GROUPS: Mutex<BTreeSet<u32>> = Mutex::new(BTreeSet::new());

/// Kill every live child process group (SIGKILL). The children are reaped by the
/// threads that started them, which then return promptly. Returns how many were killed.
pub fn kill_all_children() -> usize {
    let live = LIVE_GROUPS.lock().unwrap_or_else(|e| e.into_inner());
    for &pid in live.iter() {
        kill_group(pid);
    }
    live.len()
}

/// How many child process groups are alive (spawned and not yet reaped).
pub fn live_children() -> usize {
    LIVE_GROUPS.lock().unwrap_or_else(|e| e.into_inner()).len()
}

/// A spawned child in the registry. Dropping it, on any path, kills the child's group,
/// reaps the child and takes it out of the registry.
struct Guarded {
    child: Child,
    pid: u32,
    reaped: bool,
}

impl Guarded {
    fn spawn(cmd: &mut Command, layout: Layout) -> std::io::Result<Guarded> {
        // Hold the registry while spawning, so a concurrent `kill_all_children` either
        // runs before the child exists or sees it.
        super::fixed_layout::prepare(layout);
        let mut live = LIVE_GROUPS.lock().unwrap_or_else(|e| e.into_inner());
        let child = cmd.spawn()?;
        let pid = child.id();
        live.insert(pid);
        Ok(Guarded {
            child,
            pid,
            reaped: false,
        })
    }

    /// Stop the group: SIGTERM, up to `grace` for the child to end, then SIGKILL to
    /// whatever of the group is left, and reap.
    fn stop(&mut self, grace: Duration) {
        if !grace.is_zero() && !self.reaped {
            let start = Instant::now();
            signal_group(self.pid, Signal::SIGTERM);
            if let Ok(Some(_)) = self.child.wait_timeout(grace) {
                self.reaped = true;
                // A script's shell ends at once; the compiler it ran may still be
                // removing its files. The rest of the group gets the rest of the grace.
                while group_alive(self.pid) && start.elapsed() < grace {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
        }
        self.kill_and_reap();
    }

    /// Kill the group and reap the child.
    fn kill_and_reap(&mut self) {
        kill_group(self.pid);
        if !self.reaped {
            let _ = self.child.wait();
            self.reaped = true;
        }
    }
}

impl Drop for Guarded {
    fn drop(&mut self) {
        // Leftover background processes of the test die with their group.
        self.kill_and_reap();
        LIVE_GROUPS
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&self.pid);
    }
}

/// Run `spec` to completion, timeout or cancellation. Errors only if it cannot start.
pub fn run(spec: &ProcessSpec, cancel: &dyn Control) -> std::io::Result<Output> {
    let start = Instant::now();
    let mut cmd = Command::new(&spec.program);
    cmd.args(&spec.args)
        .current_dir(&spec.cwd)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    if spec.fixed_env {
        cmd.env_clear();
        if let Some(path) = std::env::var_os("PATH") {
            cmd.env("PATH", path);
        }
    }
    for (k, v) in &spec.env {
        cmd.env(k, v);
    }
    let mut child = Guarded::spawn(&mut cmd, spec.layout)?;
    lower_priority(child.pid, cancel.niceness());
    let out_rx = child.child.stdout.take().map(|s| drain(s, spec.output_cap));
    let err_rx = child.child.stderr.take().map(|s| drain(s, spec.output_cap));
    // A timeout too large for the clock means no deadline.
    let deadline = start.checked_add(spec.timeout);
    let exit = loop {
        let now = Instant::now();
        if cancel.cancelled() {
            child.stop(spec.term_grace);
            break Exit::Cancelled;
        }
        if deadline.is_some_and(|d| now >= d) {
            child.stop(spec.term_grace);
            break Exit::Timeout;
        }
        let wait = deadline.map_or(POLL, |d| POLL.min(d - now));
        // On an error the guard kills and reaps the child before the error returns.
        match child.child.wait_timeout(wait)? {
            Some(status) => {
                child.reaped = true;
                break match (status.code(), status.signal()) {
                    (Some(c), _) => Exit::Code(c),
                    (None, Some(s)) => Exit::Signal(s),
                    (None, None) => Exit::Code(-1),
                };
            }
            None => continue,
        }
    };
    drop(child);
    let collect = |rx: Option<mpsc::Receiver<Drained>>| {
        rx.and_then(|rx| rx.recv_timeout(READER_GRACE).ok())
            .unwrap_or_default()
    };
    let (stdout, stdout_hash) = collect(out_rx);
    let (stderr, _) = collect(err_rx);
    Ok(Output {
        exit,
        stdout,
        stdout_hash,
        stderr,
        elapsed: start.elapsed(),
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// Tests that spawn children hold this, so `kill_all_children` in one test cannot
    /// kill another test's child.
    static SERIAL: Mutex<()> = Mutex::new(());

    pub(crate) fn serial() -> std::sync::MutexGuard<'static, ()> {
        SERIAL.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Run `body` as a shell script file.
    fn sh(body: &str, timeout_ms: u64) -> Output {
        sh_unlocked(body, timeout_ms, &serial())
    }

    fn sh_unlocked(body: &str, timeout_ms: u64, _serial: &std::sync::MutexGuard<'_, ()>) -> Output {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.sh");
        std::fs::write(&path, body).unwrap();
        let spec = ProcessSpec::new("/bin/sh", dir.path())
            .args([path])
            .timeout(Duration::from_millis(timeout_ms));
        run(&spec, &|| false).unwrap()
    }

    #[test]
    fn a_yielding_child_and_its_children_run_at_a_lower_priority() {
        let _serial = serial();
        let dir = tempfile::tempdir().unwrap();
        let own = rustix::process::getpriority_process(None).unwrap();
        if own >= 19 {
            eprintln!("SKIPPED: the tests run at the lowest priority already");
            return;
        }
        // `nice` prints the niceness it runs at; the inner one is a grandchild.
        let spec = |script: String| {
            ProcessSpec::new("/bin/sh", dir.path())
                .args(["-c".to_string(), script])
                .timeout(Duration::from_secs(20))
        };
        // The priority is set just after the spawn, not before the exec: the script
        // waits (up to 10 s, on a loaded machine) until it has changed.
        let waits = format!(
            "i=0; while [ \"$(nice)\" = {own} ] && [ $i -lt 200 ]; do sleep 0.05; \
             i=$((i+1)); done; nice; sh -c nice"
        );
        let niced = Yielding {
            cancel: || false,
            niceness: 7,
        };
        let want = (own + 7).min(19);
        let o = run(&spec(waits), &niced).unwrap();
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            format!("{want}\n{want}\n")
        );
        // Not asked to yield: our priority.
        let o = run(&spec("nice; sh -c nice".into()), &|| false).unwrap();
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            format!("{own}\n{own}\n")
        );
    }

    #[test]
    fn exit_codes_and_signals() {
        assert_eq!(sh("exit 3", 5000).exit, Exit::Code(3));
        assert_eq!(sh("kill -SEGV $$", 5000).exit, Exit::Signal(11));
        assert!(sh("true", 5000).exit.success());
    }

    #[test]
    fn huge_output_does_not_block_and_is_capped() {
        let o = sh("head -c 5000000 /dev/zero | tr '\\0' x; echo END", 20000);
        assert_eq!(o.exit, Exit::Code(0));
        assert!(o.stdout.len() < 70 * 1024);
        assert!(String::from_utf8_lossy(&o.stdout).contains("bytes omitted"));
        assert!(o.stdout.ends_with(b"END\n"));
    }

    #[test]
    fn outputs_that_differ_only_where_the_cap_cut_still_differ() {
        let around = |mid: &str| {
            sh(
                &format!("head -c 100000 /dev/zero; printf {mid}; head -c 100000 /dev/zero"),
                20000,
            )
        };
        let (a, b) = (around("A"), around("B"));
        // The kept head and tail are the same; the whole is not.
        assert_eq!(a.stdout, b.stdout);
        assert!(a.stdout_hash.is_some());
        assert_ne!(a.stdout_hash, b.stdout_hash);
        assert_eq!(a.stdout_hash, around("A").stdout_hash);
        // A short output is kept whole, with no hash.
        assert_eq!(sh("echo hi", 5000).stdout_hash, None);
    }

    #[test]
    fn hanging_grandchild_is_killed_at_timeout() {
        let t = Instant::now();
        let o = sh("sleep 100 & sleep 100; wait", 300);
        assert_eq!(o.exit, Exit::Timeout);
        assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
    }

    #[test]
    fn background_leftover_holding_pipe_does_not_hang() {
        let t = Instant::now();
        let o = sh("sleep 100 & echo hi", 10000);
        assert_eq!(o.exit, Exit::Code(0));
        assert!(t.elapsed() < Duration::from_secs(5), "{:?}", t.elapsed());
    }

    #[test]
    fn cancellation_kills() {
        let _lock = serial();
        let t = Instant::now();
        let spec = ProcessSpec::new("sleep", "/").args(["100"]);
        let o = run(&spec, &|| t.elapsed() > Duration::from_millis(100)).unwrap();
        assert_eq!(o.exit, Exit::Cancelled);
        assert!(t.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn kill_all_children_ends_running_children_and_empties_the_registry() {
        let lock = serial();
        let t = Instant::now();
        // The killer waits for this test's child (other modules' tests have children
        // of their own, which it could otherwise see first, before this one exists).
        let marks = tempfile::tempdir().unwrap();
        let started = marks.path().join("started");
        let seen = started.clone();
        let killer = std::thread::spawn(move || {
            while !seen.exists() || live_children() == 0 {
                std::thread::sleep(Duration::from_millis(5));
            }
            kill_all_children()
        });
        let script = format!("touch '{}'; sleep 100 & sleep 100", started.display());
        let o = sh_unlocked(&script, 60_000, &lock);
        assert!(killer.join().unwrap() >= 1);
        assert_eq!(o.exit, Exit::Signal(9));
        assert!(t.elapsed() < Duration::from_secs(10), "{:?}", t.elapsed());
        assert_eq!(live_children(), 0);
    }

    #[test]
    fn huge_timeout_means_no_deadline() {
        let _lock = serial();
        let spec = ProcessSpec::new("true", "/").timeout(Duration::MAX);
        assert_eq!(run(&spec, &|| false).unwrap().exit, Exit::Code(0));
    }

    /// Orphans that ended at the SIGTERM wait for the system's init to reap them (here
    /// 1.5 s or more); the grace does not wait for them.
    #[test]
    fn a_term_grace_does_not_wait_for_ended_orphans() {
        let _serial = serial();
        let dir = tempfile::tempdir().unwrap();
        let spec = ProcessSpec::new("/bin/sh", dir.path())
            .args(["-c", "sleep 30 & sleep 30 & wait"])
            .timeout(Duration::from_millis(500))
            .term_grace(Duration::from_secs(5));
        let o = run(&spec, &|| false).unwrap();
        assert_eq!(o.exit, Exit::Timeout);
        assert!(o.elapsed < Duration::from_millis(1400), "{:?}", o.elapsed);
    }

    #[test]
    fn a_stat_line_tells_a_running_member_of_a_group() {
        assert!(running_member("812 (sh) S 1 800 800 0 -1", 800));
        assert!(running_member("813 (a (b) c) R 812 800 800 0 -1", 800));
        assert!(!running_member("813 (cc1) Z 1 800 800 0 -1", 800));
        assert!(!running_member("813 (cc1) S 1 801 801 0 -1", 800));
        assert!(!running_member("garbage", 800));
    }

    /// Regression: the grace ended with the group's leader, so a compiler a script ran
    /// was killed while it removed its files after the script's shell had ended.
    #[test]
    fn a_term_grace_lets_the_rest_of_the_group_clean_up_after_its_leader_ends() {
        let _serial = serial();
        let dir = tempfile::tempdir().unwrap();
        let spec = ProcessSpec::new("/bin/sh", dir.path())
            .args([
                "-c",
                "sh -c 'trap \"sleep 0.2; echo cleaned > cleaned; exit 3\" TERM; sleep 30 & wait' & wait",
            ])
            .timeout(Duration::from_millis(1500))
            .term_grace(Duration::from_secs(3));
        let o = run(&spec, &|| false).unwrap();
        assert_eq!(o.exit, Exit::Timeout);
        assert!(
            dir.path().join("cleaned").exists(),
            "the grandchild was killed before it cleaned up"
        );
        assert!(o.elapsed < Duration::from_millis(4400), "{:?}", o.elapsed);
    }

    #[test]
    fn a_term_grace_lets_the_child_clean_up_and_still_ends_a_stubborn_one() {
        let _serial = serial();
        let dir = tempfile::tempdir().unwrap();
        let run_with = |body: &str| {
            let spec = ProcessSpec::new("/bin/sh", dir.path())
                .args(["-c", body])
                // Long enough for the shell to set its trap on a loaded machine.
                .timeout(Duration::from_millis(1500))
                .term_grace(Duration::from_secs(3));
            run(&spec, &|| false).unwrap()
        };
        // A prefix that takes down its remote part on SIGTERM gets to do so.
        let o = run_with("trap 'echo cleaned > cleaned; exit 3' TERM; sleep 30 & wait");
        assert_eq!(o.exit, Exit::Timeout);
        assert!(
            dir.path().join("cleaned").exists(),
            "no SIGTERM before SIGKILL"
        );
        // It ended at its SIGTERM, well before the grace was over.
        assert!(o.elapsed < Duration::from_millis(4000), "{:?}", o.elapsed);
        // One that ignores SIGTERM is killed when the grace is over.
        let o = run_with("trap '' TERM; sleep 30");
        assert_eq!(o.exit, Exit::Timeout);
        // 1.5 s and the 3 s grace, less the wait's own rounding (it once returned
        // 50 us early: 4.49995 s).
        assert!(o.elapsed >= Duration::from_millis(4400), "{:?}", o.elapsed);
        assert!(o.elapsed < Duration::from_secs(12), "{:?}", o.elapsed);
        assert_eq!(live_children(), 0);
    }

    #[test]
    fn tail_joins_streams() {
        let o = sh("echo a; echo b; echo c >&2", 5000);
        assert_eq!(o.tail(2), "b\nc");
    }
}
