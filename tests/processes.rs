//! Child processes: huge output, hanging scripts and grandchildren killed with their group, signals (the original and best so far kept, nothing left behind), a closed stdout, runner prefixes.

use crate::common::*;

/// A script body that is interesting iff bug.c still contains `q++`.
const KEEPS_INCREMENT: &str = "grep -q 'q++' bug.c";

#[test]
fn script_printing_megabytes_is_handled() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    let s = sb.write_script("loud.sh", &format!("#!/bin/sh\nhead -c 3000000 /dev/zero | tr '\\0' x\nhead -c 3000000 /dev/zero >&2\n{KEEPS_INCREMENT}\n"));
    sb.reduce(&file, &s)
        .args(["--timeout", "20"])
        .timeout(Duration::from_secs(120))
        .succeeds();
    assert!(read(&file).contains("q++"));
    assert!(read(&file).len() < 40, "{}", read(&file));
}

#[test]
fn hanging_script_is_killed_at_the_timeout() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    // Hangs whenever the candidate lost `main`.
    let s = sb.write_script(
        "hang.sh",
        &format!("#!/bin/sh\ngrep -q main bug.c || sleep 1000\n{KEEPS_INCREMENT}\n"),
    );
    let t0 = Instant::now();
    sb.reduce(&file, &s)
        .args(["--timeout", "0.5", "-j2"])
        .timeout(Duration::from_secs(120))
        .succeeds();
    let r = read(&file);
    assert!(r.contains("q++") && r.contains("main"), "{r}");
    assert!(t0.elapsed() < Duration::from_secs(100));
    assert!(sb.tmp_is_empty());
}

#[test]
fn hanging_grandchild_is_killed_with_its_group() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    // A background grandchild that outlives the script and holds its output pipe.
    let s = sb.write_script(
        "bg.sh",
        &format!(
            "#!/bin/sh\n({s}) &\ngrep -q main bug.c || {s}\n{KEEPS_INCREMENT}\n",
            s = sleeper(1001)
        ),
    );
    sb.reduce(&file, &s)
        .args(["--timeout", "0.5", "-j2"])
        .timeout(Duration::from_secs(120))
        .succeeds();
    assert!(read(&file).contains("q++"));
    // No `sleep 1001` of ours survives.
    let ps = std::process::Command::new("pgrep")
        .args(["-f", &format!("^{}$", sleeper(1001))])
        .output()
        .unwrap();
    assert!(
        ps.stdout.is_empty(),
        "leftover sleepers: {}",
        String::from_utf8_lossy(&ps.stdout)
    );
}

/// Start `creduce-rs FILE --test SCRIPT -j2 -q` with `prefix` run first in every test,
/// and wait for the first improvement to reach the disk.
fn start_slow_reduction(
    sb: &Sandbox,
    file: &Path,
    script: &Path,
    prefix: &str,
) -> std::process::Child {
    let original = read(file);
    let body = read(script).replacen("\n", &format!("\n{prefix}"), 1);
    let slow = sb.write_script("slow.sh", &body);
    let bin = assert_cmd::cargo::cargo_bin("creduce-rs");
    let child = std::process::Command::new(bin)
        .current_dir(sb.dir.path())
        .env("TMPDIR", sb.path("tmp"))
        .arg(file)
        .arg("--test")
        .arg(&slow)
        .args(["-j2", "-q"])
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    while read(file) == original {
        assert!(t0.elapsed() < Duration::from_secs(60), "no progress");
        std::thread::sleep(Duration::from_millis(20));
    }
    child
}

fn interrupted_run(signal: Signal, expected: i32) {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    let mut child = start_slow_reduction(&sb, &file, &script, "sleep 0.2\n");
    kill(Pid::from_raw(child.id() as i32), signal).unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(expected));
    assert_eq!(read(&sb.path("bug.c.orig")), original);
    let best = read(&file);
    assert!(best.len() < original.len());
    assert!(
        still_interesting(&script, "bug.c", &best),
        "best-so-far is not interesting:\n{best}"
    );
    assert!(sb.tmp_is_empty(), "temporary directories left behind");
}

#[test]
fn sigint_keeps_original_and_best_so_far() {
    interrupted_run(Signal::SIGINT, 130);
}

#[test]
fn sigterm_keeps_original_and_best_so_far() {
    interrupted_run(Signal::SIGTERM, 143);
}

/// A valgrind run killed at its time limit leaves no vgdb FIFO in TMPDIR (regression: a
/// triage run had left a thousand `vgdb-pipe-*` files in /tmp).
#[test]
fn a_killed_valgrind_leaves_no_fifo() {
    require!("gcc", "clang-15", "valgrind");
    let sb = Sandbox::new();
    let yes = sb.write_script("yes.sh", "#!/bin/sh\nexit 0\n");
    // Valid, quick natively, and endless under valgrind (which preloads vgpreload_*.so).
    std::fs::write(
        sb.path("slow.c"),
        "char *getenv(const char *);\nchar *strstr(const char *, const char *);\n\
         int main(void) {\n  const char *p = getenv(\"LD_PRELOAD\");\n\
           if (p && strstr(p, \"vgpreload\")) for (volatile int i = 0; ; i = 0) ;\n  return 0;\n}\n",
    )
    .unwrap();
    let (code, text) = check_cmd(
        &sb,
        &sb.path("slow.c"),
        &[
            "--test",
            yes.to_str().unwrap(),
            "--ub-guard",
            "--ub-valgrind",
            "--run-timeout",
            "0.5",
        ],
    );
    assert_eq!(code, 5, "{text}");
    assert!(text.contains("valgrind"), "{text}");
    let left: Vec<_> = std::fs::read_dir(sb.path("tmp"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().to_string())
        .filter(|n| n.starts_with("vgdb"))
        .collect();
    assert!(left.is_empty(), "{left:?}");
}

/// `sleep SECONDS.PID`: a sleeper this test run alone starts, so that a leftover of an
/// earlier run, or a run beside this one, cannot pass for (or hide) one of ours.
fn sleeper(seconds: u32) -> String {
    format!("sleep {seconds}.{}", std::process::id())
}

/// Processes whose command line contains `marker`.
fn processes_with(marker: &str) -> String {
    let ps = std::process::Command::new("pgrep")
        .args(["-af", marker])
        .output()
        .unwrap();
    String::from_utf8_lossy(&ps.stdout)
        .lines()
        .filter(|l| !l.contains("pgrep"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn regression_a_second_interrupt_leaves_no_process_and_no_temp_dir() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    // Every test leaves a sleeper in its process group and takes a while.
    let mut child = start_slow_reduction(
        &sb,
        &file,
        &script,
        &format!("{} &\nsleep 0.3\n", sleeper(1231)),
    );
    std::thread::sleep(Duration::from_millis(100));
    let pid = Pid::from_raw(child.id() as i32);
    kill(pid, Signal::SIGINT).unwrap();
    // So soon after, it is the first one again (as `timeout` sends it to the group):
    // the run unwinds as usual. A later one: `a_second_interrupt_ends_a_busy_run_at_once`.
    std::thread::sleep(Duration::from_millis(5));
    let _ = kill(pid, Signal::SIGINT);
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    assert_eq!(processes_with(&sleeper(1231)), "", "tests left running");
    assert!(sb.tmp_is_empty(), "temporary directories left behind");
    assert_eq!(read(&sb.path("bug.c.orig")), original);
    assert!(still_interesting(&script, "bug.c", &read(&file)));
}

/// Start a reduction whose every batch of candidates takes `CREDUCE_RS_STALL_CANDIDATES`
/// (debug builds): work that does not look at the interrupt, as a pass's long
/// computation on a big program, with `extra` arguments. Returns once the reduction has
/// started (the original passed its check), with the run's stderr in `stderr.txt`.
fn start_stalled_reduction(
    sb: &Sandbox,
    file: &Path,
    script: &Path,
    extra: &[&str],
) -> std::process::Child {
    let bin = assert_cmd::cargo::cargo_bin("creduce-rs");
    let mut child = std::process::Command::new(bin)
        .current_dir(sb.dir.path())
        .env("TMPDIR", sb.path("tmp"))
        .env("CREDUCE_RS_STALL_CANDIDATES", "600")
        .arg(file)
        .arg("--test")
        .arg(script)
        .arg("-j2")
        .args(extra)
        .stderr(std::fs::File::create(sb.path("stderr.txt")).unwrap())
        .spawn()
        .unwrap();
    // The backup, or with `-o OUT` the output, is written once the original passed.
    let started = match extra.iter().position(|a| *a == "-o") {
        Some(i) => PathBuf::from(extra[i + 1]),
        None => sb.path("bug.c.orig"),
    };
    let t0 = Instant::now();
    while !started.exists() {
        if t0.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("never started");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    // Into the first batch.
    std::thread::sleep(Duration::from_millis(500));
    child
}

/// Wait up to `limit` for `child` to end; its exit code and how long it took.
fn ends_within(child: &mut std::process::Child, limit: Duration) -> (Option<i32>, Duration) {
    let t0 = Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return (status.code(), t0.elapsed());
        }
        if t0.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            panic!("still running {limit:?} after the signal");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Regression: a reduction sent SIGTERM by `timeout` went on for 14 minutes, inside a
/// pass's computation of candidates. A run still going 10 s after the signal is ended
/// at once, tidily: the original and its backup kept, no temporary directory left, and
/// a line that says where the best program is. `timeout` signals its child and then
/// the child's group, so the run gets SIGTERM twice, a moment apart: one request, which
/// gives the run its grace (regression: it was taken for a second signal).
#[test]
fn regression_a_run_busy_in_a_pass_ends_soon_after_sigterm() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    let mut child = start_stalled_reduction(&sb, &file, &script, &[]);
    let pid = Pid::from_raw(child.id() as i32);
    kill(pid, Signal::SIGTERM).unwrap();
    std::thread::sleep(Duration::from_millis(20));
    kill(pid, Signal::SIGTERM).unwrap();
    let (code, took) = ends_within(&mut child, Duration::from_secs(60));
    assert_eq!(code, Some(143));
    assert!(
        took >= Duration::from_secs(9),
        "{took:?}: not given its grace"
    );
    let err = read(&sb.path("stderr.txt"));
    assert!(
        err.contains("SIGTERM: stopped at once (still busy 10 s after the signal)"),
        "{err}"
    );
    assert!(
        err.contains("the best program so far is in") && err.contains("bug.c.orig"),
        "{err}"
    );
    assert_eq!(read(&file), original);
    assert_eq!(read(&sb.path("bug.c.orig")), original);
    assert!(sb.tmp_is_empty(), "temporary directories left behind");
}

/// A second Ctrl-C ends such a run at once, without the grace. With `-o OUT`, OUT
/// exists though nothing was saved yet (regression: the line named a missing file).
#[test]
fn a_second_interrupt_ends_a_busy_run_at_once() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let original = read(&file);
    let out = sb.path("out.c");
    let mut child = start_stalled_reduction(&sb, &file, &script, &["-o", out.to_str().unwrap()]);
    let pid = Pid::from_raw(child.id() as i32);
    kill(pid, Signal::SIGINT).unwrap();
    // Well past the 250 ms within which it would be the first one again.
    std::thread::sleep(Duration::from_secs(1));
    kill(pid, Signal::SIGINT).unwrap();
    let (code, took) = ends_within(&mut child, Duration::from_secs(60));
    assert_eq!(code, Some(130));
    assert!(took < Duration::from_secs(5), "{took:?}");
    let err = read(&sb.path("stderr.txt"));
    assert!(
        err.contains("SIGINT: stopped at once (a second signal)"),
        "{err}"
    );
    assert!(
        err.contains("the best program so far is in") && err.contains("out.c"),
        "{err}"
    );
    assert_eq!(read(&out), original);
    assert_eq!(read(&file), original);
    assert!(sb.tmp_is_empty(), "temporary directories left behind");
}

/// Start `creduce-rs ARGS`, interrupt it after `after`, and check it ends at once,
/// killing what it started.
fn interrupt_leaves_nothing(sb: &Sandbox, args: &[&std::ffi::OsStr], marker: &str) {
    let bin = assert_cmd::cargo::cargo_bin("creduce-rs");
    let mut child = std::process::Command::new(bin)
        .current_dir(sb.dir.path())
        .env("TMPDIR", sb.path("tmp"))
        .args(args)
        .stdout(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    while processes_with(marker).is_empty() {
        assert!(
            t0.elapsed() < Duration::from_secs(30),
            "{marker} never started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    kill(Pid::from_raw(child.id() as i32), Signal::SIGINT).unwrap();
    let t1 = Instant::now();
    let status = child.wait().unwrap();
    assert!(t1.elapsed() < Duration::from_secs(5), "{:?}", t1.elapsed());
    assert_eq!(status.code(), Some(130));
    assert_eq!(processes_with(marker), "", "left running");
    assert!(sb.tmp_is_empty(), "temporary directories left behind");
}

#[test]
fn regression_check_and_compiler_checks_handle_interrupts() {
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-gcc-diagnostic");
    let slow = sb.write_script(
        "slow.sh",
        &format!("#!/bin/sh\n{} &\nsleep 60\n", sleeper(1232)),
    );
    interrupt_leaves_nothing(
        &sb,
        &[
            std::ffi::OsStr::new("check"),
            os(&file),
            std::ffi::OsStr::new("--test"),
            os(&slow),
        ],
        &sleeper(1232),
    );
    // A compiler that hangs on the trivial program checked before a reduction starts.
    let cc = sb.write_script(
        "slowcc.sh",
        &format!("#!/bin/sh\n{} &\nsleep 60\n", sleeper(1233)),
    );
    let spec = format!("slow={}", cc.display());
    interrupt_leaves_nothing(
        &sb,
        &[
            os(&file),
            std::ffi::OsStr::new("--oracle"),
            std::ffi::OsStr::new("crash"),
            std::ffi::OsStr::new("--cc"),
            std::ffi::OsStr::new(&spec),
        ],
        &sleeper(1233),
    );
}

#[test]
fn regression_closed_stdout_pipe_ends_quietly() {
    let bin = assert_cmd::cargo::cargo_bin("creduce-rs");
    let mut child = std::process::Command::new(bin)
        .arg("--dump-tree")
        .arg(corpus("wc-s1180-chibicc").join("prog.c"))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 64];
    std::io::Read::read_exact(&mut stdout, &mut first).unwrap();
    drop(stdout);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.is_empty(), "{err}");
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn a_runner_prefix_runs_every_test_and_gives_the_local_result() {
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let local = sb.path("local.c");
    sb.reduce(&file, &script)
        .args(["-j", "2", "-o"])
        .arg(&local)
        .succeeds();
    // The prefix marks each test it runs; the work dir holds the candidates meanwhile.
    let log = sb.path("runs.log");
    let wrapper = sb.path("wrap.sh");
    std::fs::write(
        &wrapper,
        format!(
            "#!/bin/sh\nls -d \"$PWD\" >> {}\nexec \"$@\"\n",
            log.display()
        ),
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&wrapper, std::fs::Permissions::from_mode(0o755)).unwrap();
    let work = sb.path("work");
    let out = sb.path("prefixed.c");
    sb.reduce(&file, &script)
        .arg("--runner-command")
        .arg(format!("{} ", wrapper.display()))
        .arg("--work-dir")
        .arg(&work)
        .args(["-j", "2", "-o"])
        .arg(&out)
        .succeeds();
    assert_eq!(read(&out), read(&local), "a prefix changed the result");
    let runs = read(&log);
    let work = std::fs::canonicalize(&work).unwrap();
    assert!(runs.lines().count() > 3, "{runs}");
    assert!(
        runs.lines()
            .all(|l| l.starts_with(&*work.to_string_lossy())),
        "a test ran outside --work-dir:\n{runs}"
    );
    assert_eq!(
        std::fs::read_dir(&work).unwrap().count(),
        0,
        "candidates left in --work-dir"
    );
}
