//! Integration tests of `creduce-rs triage`: the real binary on small campaigns whose
//! failures are checked by real scripts (and real compilers where a test says so), the
//! report loaded in a real headless Chromium.

use crate::common::*;
use serde_json::Value;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A failure folder `campaign/ID/prog.c` with a script that logs every run (the
/// candidate's checksum) to `log` and finds the candidate interesting iff it contains
/// `mark`, saying so in its last line of output (the failure's signature, as a real
/// test script prints the failure it found).
fn failure(campaign: &Path, id: &str, program: &str, mark: &str, log: &Path, delay: &str) {
    let dir = campaign.join(id);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("prog.c"), program).unwrap();
    let script = format!(
        "#!/bin/sh\n{delay}echo \"$(cksum < prog.c)\" >> {log}\ngrep -q '{mark}' prog.c && echo 'found {mark}'\n",
        log = log.display()
    );
    let p = dir.join("test.sh");
    std::fs::write(&p, script).unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&p, std::fs::Permissions::from_mode(0o755)).unwrap();
}

const PROG_A: &str = "int g;\nint f(int a) {\n  int q = a * 3;\n  q++;\n  return q + g;\n}\nint main(void) {\n  g = f(2);\n  return g != 10;\n}\n";
const PROG_B: &str = "int h(int z) { return z - 1; }\nint t;\nint main(void) {\n  int q = h(5);\n  q++;\n  t = q;\n  return t;\n}\n";
const PROG_C: &str = "int n;\nint main(void) {\n  int i;\n  for (i = 0; i < 3; i++)\n    n += i;\n  while (n > 100) n--;\n  return n;\n}\n";
const PROG_D: &str = "struct s { int a; char b; } v;\nint main(void) {\n  v.a = 1;\n  v.b = 2;\n  return v.a + v.b;\n}\n";

/// A campaign of four small failures: two show the same "bug" (`q++`).
fn small_campaign(root: &Path, log: &Path, delay: &str) {
    failure(root, "a-incr", PROG_A, "q++", log, delay);
    failure(root, "b-incr", PROG_B, "q++", log, delay);
    failure(root, "c-while", PROG_C, "while", log, delay);
    failure(root, "d-struct", PROG_D, "struct", log, delay);
}

fn triage(sb: &Sandbox, campaign: &Path, out: &Path, extra: &[&str]) -> (i32, String) {
    let o = sb
        .cmd()
        .arg("triage")
        .arg(campaign)
        .arg("--out")
        .arg(out)
        .args(extra)
        .output()
        .unwrap();
    (
        o.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

fn json(p: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
}

/// A failure's entry in report.json.
fn entry<'a>(report: &'a Value, id: &str) -> &'a Value {
    report["failures"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == id)
        .unwrap_or_else(|| panic!("{id} not in the report"))
}

fn status_of(report: &Value, id: &str) -> String {
    entry(report, id)["status"].as_str().unwrap().to_string()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap() {
        let p = e.unwrap().path();
        let dest = to.join(p.file_name().unwrap());
        if p.is_dir() {
            copy_dir(&p, &dest);
        } else {
            std::fs::copy(&p, &dest).unwrap();
        }
    }
}

#[test]
fn reports_are_byte_identical_for_any_jobs_and_order() {
    let sb = Sandbox::new();
    let campaign = sb.path("campaign");
    let log = sb.path("runs.log");
    small_campaign(&campaign, &log, "");
    let (code, err) = triage(&sb, &campaign, &sb.path("w1"), &["-j", "1"]);
    assert_eq!(code, 0, "{err}");
    let (code, err) = triage(&sb, &campaign, &sb.path("w2"), &["-j", "2"]);
    assert_eq!(code, 0, "{err}");
    let one = std::fs::read_to_string(sb.path("w1/report.json")).unwrap();
    let two = std::fs::read_to_string(sb.path("w2/report.json")).unwrap();
    assert_eq!(one, two, "report.json differs between -j1 and -j2");
    assert_eq!(
        std::fs::read_to_string(sb.path("w1/report.md")).unwrap(),
        std::fs::read_to_string(sb.path("w2/report.md")).unwrap()
    );

    // Found in another order: half of the campaign first, the rest later, in the same
    // work directory.
    let early = sb.path("early");
    copy_dir(&campaign.join("d-struct"), &early.join("d-struct"));
    copy_dir(&campaign.join("b-incr"), &early.join("b-incr"));
    let (code, err) = triage(&sb, &early, &sb.path("w3"), &["-j", "2"]);
    assert_eq!(code, 0, "{err}");
    // The campaign folder's name is in the report: run the full one under the same name.
    // The failures processed before are not run again, though the folder moved.
    let later = sb.path("later/campaign");
    copy_dir(&campaign, &later);
    let runs = |id: &str| {
        runs_on(
            &log,
            &std::fs::read_to_string(campaign.join(id).join("prog.c")).unwrap(),
        )
    };
    let (d_runs, a_runs) = (runs("d-struct"), runs("a-incr"));
    let (code, err) = triage(&sb, &later, &sb.path("w3"), &["-j", "2"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(runs("d-struct"), d_runs, "a finished failure ran again");
    assert_eq!(
        runs("a-incr"),
        a_runs + 3,
        "a new failure was not reproduced"
    );
    let three = std::fs::read_to_string(sb.path("w3/report.json")).unwrap();
    assert_eq!(
        one, three,
        "report.json depends on the order failures came in"
    );

    // And what it says: the two `q++` failures are one cluster, each other one alone,
    // every failure is ranked, and the first three ranked are three different bugs.
    let r: Value = serde_json::from_str(&one).unwrap();
    assert_eq!(r["schema"], "creduce-rs-triage/3");
    let clusters = r["clusters"].as_array().unwrap();
    assert_eq!(clusters.len(), 3, "{one}");
    let incr = clusters
        .iter()
        .find(|c| c["members"].as_array().unwrap().len() == 2)
        .expect("the two q++ failures together");
    assert_eq!(incr["members"], serde_json::json!(["a-incr", "b-incr"]));
    assert!(!incr["merge_reasons"].as_array().unwrap().is_empty());
    let ranking: Vec<&str> = r["ranking"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(ranking.len(), 4);
    let first3: std::collections::BTreeSet<&str> = ranking[..3]
        .iter()
        .map(|id| if id.ends_with("incr") { "incr" } else { id })
        .collect();
    assert_eq!(first3.len(), 3, "{ranking:?}");
    for id in ["a-incr", "b-incr", "c-while", "d-struct"] {
        assert_eq!(status_of(&r, id), "reduced");
        let reduced =
            std::fs::read_to_string(sb.path(&format!("w1/failures/{id}/reduced.c"))).unwrap();
        let original = std::fs::read_to_string(campaign.join(id).join("prog.c")).unwrap();
        assert!(reduced.len() < original.len(), "{id} not reduced");
    }
    // Timings stay out of the report.
    assert!(!one.contains("seconds"));
    assert!(sb.path("w1/timings.json").is_file());
}

#[test]
fn all_failures_share_one_budget_and_a_reduce_budget_keeps_the_best_so_far() {
    let sb = Sandbox::new();
    let campaign = sb.path("campaign");
    let running = sb.path("running");
    std::fs::create_dir_all(&running).unwrap();
    let log = sb.path("runs.log");
    // Every run records how many runs are going on at once (runs killed when their
    // answer is no longer needed leave their file: only live ones count).
    let count = format!(
        "touch {r}/$$; n=0; for f in {r}/*; do kill -0 \"${{f##*/}}\" 2>/dev/null && n=$((n+1)); done; echo $n >> {c}; sleep 0.05; rm -f {r}/$$\n",
        r = running.display(),
        c = sb.path("concurrency.log").display()
    );
    small_campaign(&campaign, &log, &count);
    let (code, err) = triage(&sb, &campaign, &sb.path("work"), &["-j", "2"]);
    assert_eq!(code, 0, "{err}");
    let most = std::fs::read_to_string(sb.path("concurrency.log"))
        .unwrap()
        .lines()
        .map(|l| l.trim().parse::<usize>().unwrap())
        .max()
        .unwrap();
    assert_eq!(most, 2, "4 failures at -j 2 ran {most} tests at once");

    // A reduction out of time keeps its best program so far.
    let slow = sb.path("slow");
    failure(&slow, "a-incr", PROG_A, "q++", &log, "sleep 0.3\n");
    let (code, err) = triage(
        &sb,
        &slow,
        &sb.path("work-slow"),
        &["-j", "1", "--reduce-budget", "1"],
    );
    assert_eq!(code, 0, "{err}");
    let r = json(&sb.path("work-slow/report.json"));
    assert_eq!(status_of(&r, "a-incr"), "reduced-partly");
    assert_eq!(r["summary"]["reduced_partly"], 1);
    let best = std::fs::read_to_string(sb.path("work-slow/failures/a-incr/reduced.c")).unwrap();
    assert!(best.contains("q++") && best.len() <= PROG_A.len());
}

/// Lines of the run log whose checksum is the original's.
fn runs_on(log: &Path, text: &str) -> usize {
    let d = tempfile::tempdir().unwrap();
    std::fs::write(d.path().join("x"), text).unwrap();
    let sum = std::process::Command::new("sh")
        .arg("-c")
        .arg("cksum < x")
        .current_dir(d.path())
        .output()
        .unwrap();
    let sum = String::from_utf8(sum.stdout).unwrap().trim().to_string();
    std::fs::read_to_string(log)
        .unwrap_or_default()
        .lines()
        .filter(|l| l.trim() == sum)
        .count()
}

#[test]
fn kill_9_then_resume_never_redoes_a_finished_stage() {
    let sb = Sandbox::new();
    let campaign = sb.path("campaign");
    let log = sb.path("runs.log");
    small_campaign(&campaign, &log, "sleep 0.05\n");
    let out = sb.path("work");
    let bin = assert_cmd::cargo::cargo_bin("creduce-rs");
    let mut child = std::process::Command::new(&bin)
        .current_dir(sb.dir.path())
        .env("TMPDIR", sb.path("tmp"))
        .arg("triage")
        .arg(&campaign)
        .arg("--out")
        .arg(&out)
        .args(["-j", "2", "-q"])
        .process_group(0)
        .spawn()
        .unwrap();
    // Wait until some reduction has saved a best-so-far, then kill everything at once.
    let t0 = Instant::now();
    let midway: PathBuf = loop {
        assert!(
            t0.elapsed() < Duration::from_secs(120),
            "no reduction started"
        );
        let found = std::fs::read_dir(out.join("failures")).ok().and_then(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .find(|p| p.join("reduced.c").exists())
        });
        if let Some(p) = found {
            break p;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    nix::sys::signal::killpg(
        nix::unistd::Pid::from_raw(child.id() as i32),
        nix::sys::signal::Signal::SIGKILL,
    )
    .unwrap();
    child.wait().unwrap();
    let id = midway.file_name().unwrap().to_str().unwrap().to_string();
    let original = std::fs::read_to_string(campaign.join(&id).join("prog.c")).unwrap();
    // The interrupted failure reproduced 3 times and started reducing.
    assert_eq!(runs_on(&log, &original), 3);
    let record = json(&midway.join("record.json"));
    assert_eq!(record["reproduce"]["interesting"], 3);
    assert!(record["reduce"].is_null());
    let best = std::fs::read_to_string(midway.join("reduced.c")).unwrap();
    assert!(best.len() < original.len());

    // Resume: it goes on from its best so far; its original is never run again.
    let (code, err) = triage(&sb, &campaign, &out, &["-j", "2"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(runs_on(&log, &original), 3, "reproduce ran again for {id}");
    let r = json(&out.join("report.json"));
    for f in ["a-incr", "b-incr", "c-while", "d-struct"] {
        assert_eq!(status_of(&r, f), "reduced");
    }
    let done = std::fs::read_to_string(midway.join("reduced.c")).unwrap();
    assert!(done.len() <= best.len());
    assert!(std::fs::read_dir(out.join("tmp")).unwrap().next().is_none());

    // A finished campaign runs nothing at all, and reports the same.
    let lines = std::fs::read_to_string(&log).unwrap().lines().count();
    let before = std::fs::read_to_string(out.join("report.json")).unwrap();
    let (code, err) = triage(&sb, &campaign, &out, &["-j", "2"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        std::fs::read_to_string(&log).unwrap().lines().count(),
        lines
    );
    assert_eq!(
        std::fs::read_to_string(out.join("report.json")).unwrap(),
        before
    );
}

#[test]
fn bad_entries_are_recorded_and_never_stop_the_batch() {
    let sb = Sandbox::new();
    let c = sb.path("campaign");
    let log = sb.path("runs.log");
    failure(&c, "good", PROG_A, "q++", &log, "");
    std::fs::write(c.join("empty.c"), "  \n").unwrap();
    std::fs::write(c.join("binary.c"), b"\x7fELF\x00\x01\x02").unwrap();
    std::fs::create_dir_all(c.join("no-c-file")).unwrap();
    std::fs::write(c.join("no-c-file/notes.txt"), "nothing here").unwrap();
    std::fs::create_dir_all(c.join("no-compiler")).unwrap();
    std::fs::write(c.join("no-compiler/prog.c"), PROG_B).unwrap();
    std::fs::write(
        c.join("no-compiler/failure.json"),
        r#"{"oracle": {"oracle": "crash", "cc": ["no-such-compiler-xyz"]}}"#,
    )
    .unwrap();
    // Never interesting.
    failure(&c, "boring", PROG_C, "no such text", &log, "");
    // Interesting on odd runs only: 2 of 3.
    failure(&c, "flaky", PROG_D, "struct", &log, "");
    let counter = sb.path("flaky.count");
    std::fs::write(
        c.join("flaky/test.sh"),
        format!(
            "#!/bin/sh\nn=$(cat {f} 2>/dev/null || echo 0); n=$((n+1)); echo $n > {f}\n[ $((n % 2)) = 1 ]\n",
            f = counter.display()
        ),
    )
    .unwrap();
    // A sidecar naming an unknown field.
    std::fs::write(c.join("typo.c"), PROG_A).unwrap();
    std::fs::write(c.join("typo.json"), r#"{"colour": "red"}"#).unwrap();

    let (code, err) = triage(&sb, &c, &sb.path("work"), &["-j", "2"]);
    assert_eq!(code, 10, "{err}");
    assert!(err.contains("could not be processed"), "{err}");
    let r = json(&sb.path("work/report.json"));
    assert_eq!(status_of(&r, "good"), "reduced");
    assert_eq!(status_of(&r, "boring"), "not-reproducible");
    assert_eq!(status_of(&r, "flaky"), "flaky");
    let error = |id: &str| -> String {
        let f = entry(&r, id);
        assert_eq!(f["status"], "error", "{id}");
        f["error"].as_str().unwrap().to_string()
    };
    assert!(error("empty").contains("empty"));
    assert!(error("binary").contains("binary"));
    assert!(error("no-c-file").contains("holds no C or C++ file"));
    assert!(error("no-compiler").contains("no-such-compiler-xyz"));
    assert!(error("typo").contains("colour"));
    assert_eq!(r["summary"]["errors"], 5);
    assert_eq!(r["clusters"].as_array().unwrap().len(), 1);
    let flaky = entry(&r, "flaky");
    assert_eq!(flaky["reproduced"], serde_json::json!([2, 3]));
    let md = std::fs::read_to_string(sb.path("work/report.md")).unwrap();
    assert!(md.contains("| boring | not-reproducible |"), "{md}");

    // A campaign that is not there, and a work directory in use, are one-line errors.
    let (code, err) = triage(&sb, &sb.path("missing"), &sb.path("w"), &[]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    let lock = std::fs::File::open(sb.path("work/.lock")).unwrap();
    let _held = nix::fcntl::Flock::lock(lock, nix::fcntl::FlockArg::LockExclusiveNonblock)
        .map_err(|(_, e)| e)
        .unwrap();
    let (code, err) = triage(&sb, &c, &sb.path("work"), &[]);
    assert_eq!(code, 7, "{err}");
    assert!(err.contains("another triage is running"), "{err}");
}

/// Lay out a campaign of programs reduced elsewhere, with sidecar signatures and
/// culprits: three programs of one bug (two renamed copies), two of others.
pub(crate) fn reduced_campaign(root: &Path) {
    std::fs::create_dir_all(root).unwrap();
    let put = |id: &str, text: &str, sidecar: &str| {
        std::fs::write(root.join(format!("{id}.c")), text).unwrap();
        std::fs::write(root.join(format!("{id}.json")), sidecar).unwrap();
    };
    let ice = r#"{"signature": {"oracle": "crash", "compiler": "cc1", "failure": {"kind": "ice", "message": "in expand_expr, at expr.c:N"}}, "culprit": ["-ftree-vrp"], "labels": {"cause": "vrp"}}"#;
    put("p1", "int a; int f(void) { return a / 3 + 1; }\n", ice);
    put("p2", "int z; int g(void) { return z / 7 + 1; }\n", ice);
    put("p3", "int a; int f(void) { return a / 3 + 1 + a; }\n", ice);
    put(
        "q1",
        "struct s { int x; } v; void h(struct s w) { v = w; }\n",
        r#"{"signature": {"oracle": "crash", "compiler": "cc1", "failure": {"kind": "signal", "signal": 11}}}"#,
    );
    put(
        "r1",
        "long m(long a) { return a << 63; }\n",
        r#"{"culprit": ["-fgcse"]}"#,
    );
}

/// `reduced_campaign` triaged as given: the campaign's folder and the work directory.
fn triage_reduced_campaign(sb: &Sandbox) -> (PathBuf, PathBuf) {
    let campaign = sb.path("reduced");
    reduced_campaign(&campaign);
    let out = sb.path("work");
    let (code, err) = triage(sb, &campaign, &out, &["--already-reduced"]);
    assert_eq!(code, 0, "{err}");
    (campaign, out)
}

#[test]
fn report_html_loads_in_chromium_without_errors() {
    require!("chromium");
    let sb = Sandbox::new();
    let (_, out) = triage_reduced_campaign(&sb);
    let r = json(&out.join("report.json"));
    assert_eq!(r["mode"], "already-reduced");
    let ids: Vec<String> = r["clusters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap().to_string())
        .collect();
    // p1 and p2 are renamed copies (one fingerprint); p3 is close to them, with the same
    // signature and culprit; q1 and r1 are other bugs.
    assert_eq!(ids.len(), 3, "{r}");
    let p = r["clusters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["members"].as_array().unwrap().len() == 3)
        .unwrap();
    let kinds: Vec<&str> = p["merge_reasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["kind"].as_str().unwrap())
        .collect();
    // An internal error's message is specific: equal messages merge.
    assert_eq!(kinds, ["same-fingerprint", "same-message"]);
    assert_eq!(p["culprit"], serde_json::json!(["-ftree-vrp"]));

    let page = Page::load(&sb, &out.join("report.html"));
    for id in &ids {
        assert!(
            page.dom.contains(&format!("id=\"{id}\"")),
            "{id} not in the DOM"
        );
    }
    assert!(page.dom.contains("3 of 3 clusters shown"));
    page.screenshot(&sb, "report.png");
}

/// A cluster of many members loads its first ones; the others are shown when asked
/// (`#more-CLUSTER` asks, as the button does), rows and notes both.
#[test]
fn a_cluster_of_many_members_shows_them_on_demand() {
    require!("chromium");
    let sb = Sandbox::new();
    let campaign = sb.path("many");
    std::fs::create_dir_all(&campaign).unwrap();
    let ice = r#"{"signature": {"oracle": "crash", "compiler": "cc1", "failure": {"kind": "ice", "message": "in expand_expr, at expr.c:N"}}}"#;
    for k in 0..60 {
        std::fs::write(
            campaign.join(format!("m{k:02}.c")),
            format!("int a{k}; int f(void) {{ return a{k} / 3 + 1; }}\n"),
        )
        .unwrap();
        std::fs::write(campaign.join(format!("m{k:02}.json")), ice).unwrap();
    }
    let out = sb.path("work");
    let (code, err) = triage(&sb, &campaign, &out, &["--already-reduced"]);
    assert_eq!(code, 0, "{err}");
    let r = json(&out.join("report.json"));
    let c = &r["clusters"][0];
    assert_eq!(c["members"].as_array().unwrap().len(), 60, "{r}");
    let id = c["id"].as_str().unwrap();
    let html = std::fs::read_to_string(out.join("report.html")).unwrap();
    let last = c["members"][59].as_str().unwrap();
    // On load: 40 rows, the rest as data.
    let page = Page::load(&sb, &out.join("report.html"));
    assert!(
        !page.dom.contains(&format!("<td>{last}</td>")),
        "{last} shown on load"
    );
    assert!(html.contains("show the other 20 failures"));
    // Asked for: every row.
    let all = Page::load(
        &sb,
        &PathBuf::from(format!("{}#more-{id}", out.join("report.html").display())),
    );
    assert!(
        all.dom.contains(&format!("<td>{last}</td>")),
        "{last} not shown when asked"
    );
    assert!(all
        .dom
        .contains(&format!("{last} against the representative")));
}

/// A report.html loaded in headless Chromium: its DOM after the page's script ran,
/// with no console error.
struct Page {
    url: String,
    profile: PathBuf,
    dom: String,
}

impl Page {
    fn chromium(&self, args: &[&str]) -> std::process::Output {
        let mut c = std::process::Command::new("timeout");
        c.arg("120")
            .arg("chromium")
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--enable-logging=stderr",
                "--v=0",
            ])
            .arg(format!("--user-data-dir={}", self.profile.display()))
            .args(args)
            .arg(&self.url);
        c.output().unwrap()
    }

    fn load(sb: &Sandbox, page: &Path) -> Page {
        let mut p = Page {
            url: format!("file://{}", page.display()),
            profile: sb.path("chromium-profile"),
            dom: String::new(),
        };
        let dom = p.chromium(&["--dump-dom"]);
        assert!(
            dom.status.success(),
            "{}",
            String::from_utf8_lossy(&dom.stderr)
        );
        p.dom = String::from_utf8_lossy(&dom.stdout).into_owned();
        let log = String::from_utf8_lossy(&dom.stderr);
        // The page's script ran to its end, and the console saw no error.
        assert!(
            p.dom.contains("data-ready=\"yes\""),
            "script did not finish:\n{log}"
        );
        assert!(
            !log.lines()
                .any(|l| l.contains("CONSOLE") && (l.contains("Error") || l.contains("Uncaught"))),
            "console errors:\n{log}"
        );
        p
    }

    /// A screenshot, for a person to look at (kept in `TRIAGE_SCREENSHOT_DIR` when set).
    fn screenshot(&self, sb: &Sandbox, name: &str) {
        let shot = sb.path(name);
        let s = self.chromium(&[
            "--window-size=1300,1800",
            &format!("--screenshot={}", shot.display()),
        ]);
        assert!(s.status.success());
        let png = std::fs::read(&shot).unwrap();
        assert!(png.starts_with(b"\x89PNG") && png.len() > 10_000);
        if let Ok(dir) = std::env::var("TRIAGE_SCREENSHOT_DIR") {
            std::fs::copy(&shot, Path::new(&dir).join(name)).unwrap();
        }
    }

    /// The DOM without its `<pre>` blocks (programs, bug reports in Markdown to copy)
    /// and without the page's own style and script: what a person reads as text.
    fn prose(&self) -> String {
        let mut out = String::new();
        let mut rest = self.dom.as_str();
        loop {
            let next = ["<pre", "<style", "<script"]
                .iter()
                .filter_map(|t| rest.find(t).map(|i| (i, *t)))
                .min();
            let Some((i, tag)) = next else {
                out.push_str(rest);
                return out;
            };
            out.push_str(&rest[..i]);
            let close = format!("</{}>", &tag[1..]);
            rest = &rest[i..];
            rest = &rest[rest.find(&close).map_or(rest.len(), |j| j + close.len())..];
        }
    }
}

#[test]
fn the_morning_page_shows_three_nights_with_new_bugs_first() {
    require!("chromium", "gcc", "pcc", "chibicc");
    let sb = Sandbox::new();
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/campaigns/wrong-code-reduced");
    let db = sb.path("bugs");
    // Night 1: a chibicc bug and a pcc bug (two failures); night 2: both again, with a
    // third pcc failure; night 3: the pcc bug again and a new chibicc bug, while the
    // first chibicc bug stops appearing.
    let nights: [&[&str]; 3] = [
        &[
            "arith-s23314-chibicc",
            "arith-s21551-pcc",
            "arith-s23797-pcc",
        ],
        &[
            "arith-s23314-chibicc",
            "arith-s21551-pcc",
            "arith-s23797-pcc",
            "arith-s22296-pcc",
        ],
        &["arith-s21551-pcc", "callconv-s60055-chibicc"],
    ];
    for (n, failures) in nights.iter().enumerate() {
        let campaign = sb.path(&format!("night-{}", n + 1));
        for f in *failures {
            copy_dir(&corpus.join(f), &campaign.join(f));
        }
        let out = sb.path(&format!("work-{}", n + 1));
        let (code, err) = triage(
            &sb,
            &campaign,
            &out,
            &["--already-reduced", "--known", db.to_str().unwrap()],
        );
        assert_eq!(code, 0, "{err}");
        // Record each new cluster as a bug, as a person reading the page would.
        let r = json(&out.join("report.json"));
        for c in r["clusters"].as_array().unwrap() {
            if c["known"]["class"] == "known" {
                continue;
            }
            let id = c["id"].as_str().unwrap();
            let o = sb
                .cmd()
                .args(["bugs", "add", "--db"])
                .arg(&db)
                .arg(&out)
                .arg(id)
                .args(["--id", &format!("n{}-{id}", n + 1)])
                .output()
                .unwrap();
            assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        }
    }
    let out = sb.path("work-3");
    let r = json(&out.join("report.json"));
    let h = &r["history"];
    assert_eq!(
        h["campaigns"],
        serde_json::json!(["night-1", "night-2", "night-3"])
    );
    let bugs: Vec<(String, String, Value)> = h["bugs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["standing"].as_str().unwrap().to_string(),
                b["id"].as_str().unwrap().to_string(),
                b["hits"].clone(),
            )
        })
        .collect();
    let standings: Vec<&str> = bugs.iter().map(|b| b.0.as_str()).collect();
    assert_eq!(standings, ["new", "again", "gone"], "{h}");
    assert_eq!(bugs[0].2, serde_json::json!([0, 0, 1]), "{h}");
    assert_eq!(bugs[1].2, serde_json::json!([2, 3, 1]), "{h}");
    assert_eq!(bugs[2].2, serde_json::json!([1, 1, 0]), "{h}");

    let page = Page::load(&sb, &out.join("report.html"));
    let dom = &page.dom;
    // One chart per bug, in "Night by night": new first, the gone one apart and last.
    assert_eq!(dom.matches("<svg class=\"hits\"").count(), 3, "{dom}");
    let at = |needle: &str| {
        dom.find(needle)
            .unwrap_or_else(|| panic!("{needle} not on the page"))
    };
    let (new, again, gone) = (
        at("id=\"nights-new\""),
        at("id=\"nights-again\""),
        at("id=\"nights-gone\""),
    );
    assert!(new < again && again < gone);
    let new_bug = &dom[new..again];
    assert!(new_bug.contains(&bugs[0].1) && !new_bug.contains(&bugs[1].1));
    assert!(dom[gone..].contains(&bugs[2].1));
    // The charts say what each bar is.
    assert!(dom.contains("<title>night-2: 3 failures</title>"), "{dom}");
    // Words a person reads: no Markdown backticks, counts in plain English, titles
    // from the checks, and no culprit search where none applies.
    let prose = page.prose();
    assert!(!prose.contains('`'), "a raw backtick on the page:\n{prose}");
    assert!(!prose.contains("(s)"), "a count not in words:\n{prose}");
    assert!(
        prose.contains("1 failure in this campaign, its first"),
        "{prose}"
    );
    assert!(
        prose.contains("<code>a3.m0</code> (argument a3 of f1, struct S5)"),
        "{prose}"
    );
    assert!(prose.contains("no optimization flags to search"), "{prose}");
    assert!(!prose.contains(">unknown<"), "{prose}");
    page.screenshot(&sb, "morning.png");
}

#[test]
fn sharded_runs_merge_into_the_unsharded_report() {
    let sb = Sandbox::new();
    let campaign = sb.path("campaign");
    let log = sb.path("runs.log");
    small_campaign(&campaign, &log, "");
    let (code, err) = triage(&sb, &campaign, &sb.path("whole"), &["-j", "2"]);
    assert_eq!(code, 0, "{err}");
    for k in 0..2 {
        let shard = format!("{k}/2");
        let out = sb.path(&format!("shard{k}"));
        let (code, err) = triage(&sb, &campaign, &out, &["-j", "2", "--shard", &shard]);
        assert_eq!(code, 0, "{err}");
        let run = json(&out.join("run.json"));
        let n = run["failures"].as_array().unwrap().len();
        assert!(n > 0 && n < 4, "shard {shard} holds {n} of 4 failures");
    }
    let merge = |args: &[&str]| {
        let o = sb
            .cmd()
            .args(["triage", "merge"])
            .args(args)
            .output()
            .unwrap();
        (
            o.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&o.stderr).into_owned(),
        )
    };
    let (code, err) = merge(&["shard0", "shard1", "--out", "merged"]);
    assert_eq!(code, 0, "{err}");
    for f in ["report.json", "report.md"] {
        assert_eq!(
            std::fs::read_to_string(sb.path("merged").join(f)).unwrap(),
            std::fs::read_to_string(sb.path("whole").join(f)).unwrap(),
            "merged {f} differs from the unsharded one"
        );
    }
    // A shard missing is a one-line error; so is a bad K/N.
    let (code, err) = merge(&["shard0", "--out", "merged2"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("shard 1/2 is missing"), "{err}");
    let (code, err) = triage(&sb, &campaign, &sb.path("w"), &["--shard", "2/2"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}

/// Write an executable script.
fn script(path: &Path, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    std::fs::write(path, body).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path.to_path_buf()
}

/// Not real compiler bugs: wrappers around the real gcc and clang-15 that crash on a
/// program holding `trigger` only when one optimization runs (gcc: -ftree-vrp; clang:
/// the InstCombine pass on `main`), so the culprit search has a known answer. They
/// exercise the search mechanism on the real compilers' flags and pass lists; the real
/// cases are in the corpus.
#[test]
fn culprit_search_names_the_flag_and_the_pass_with_wrapped_compilers() {
    require!("gcc", "clang-15");
    let sb = Sandbox::new();
    let fake_gcc = script(
        &sb.path("fake-gcc"),
        r#"#!/bin/sh
gcc "$@" || exit $?
level=0; vrp=
for a in "$@"; do
  case "$a" in
    -O0) level=0;; -O1|-O) level=1;; -O2|-Os) level=2;; -O3) level=3;;
    -fno-tree-vrp) vrp=off;; -ftree-vrp) vrp=on;;
    *.c) src="$a";;
  esac
done
[ -z "$vrp" ] && { [ $level -ge 2 ] && vrp=on || vrp=off; }
if [ "$vrp" = on ] && [ -n "$src" ] && grep -q trigger "$src"; then
  echo "$src:1:1: internal compiler error: in vrp_visit_stmt, at tree-vrp.c:1234" >&2
  exit 1
fi
"#,
    );
    let fake_clang = script(
        &sb.path("fake-clang"),
        r#"#!/bin/sh
case "$*" in
  *opt-bisect-limit*) clang-15 "$@" 2>err.txt; rc=$?; cat err.txt >&2;;
  *) clang-15 "$@" -mllvm -opt-bisect-limit=-1 2>err.txt; rc=$?; grep -v '^BISECT' err.txt >&2;;
esac
[ $rc = 0 ] || exit $rc
for a in "$@"; do case "$a" in *.c) src="$a";; esac; done
if [ -n "$src" ] && grep -q trigger "$src" && grep -q 'BISECT: running pass ([0-9]*) InstCombinePass on main' err.txt; then
  echo "fake-clang: error: backend crash in InstCombine" >&2
  exit 139
fi
"#,
    );
    let c = sb.path("campaign");
    let program = "int trigger;\nint g(int x) { return x * 2; }\nint main(void) {\n  int a = g(3);\n  trigger = a + 1;\n  return trigger > 100;\n}\n";
    for (id, cc) in [("vrp", &fake_gcc), ("instcombine", &fake_clang)] {
        std::fs::create_dir_all(c.join(id)).unwrap();
        std::fs::write(c.join(id).join("prog.c"), program).unwrap();
        std::fs::write(
            c.join(id).join("failure.json"),
            format!(
                r#"{{"oracle": {{"oracle": "crash", "cc": ["{} -O2"], "ref": "gcc -std=c99 -w"}}}}"#,
                cc.display()
            ),
        )
        .unwrap();
    }
    let (code, err) = triage(&sb, &c, &sb.path("work"), &["-j", "2"]);
    assert_eq!(code, 0, "{err}");
    let r = json(&sb.path("work/report.json"));
    let vrp = entry(&r, "vrp");
    assert_eq!(vrp["culprit"], serde_json::json!(["-ftree-vrp"]), "{vrp}");
    assert_eq!(vrp["culprit_search"]["level"], "-O2");
    let ic = entry(&r, "instcombine");
    assert_eq!(
        ic["culprit"],
        serde_json::json!(["InstCombinePass"]),
        "{ic}"
    );
    assert!(ic["culprit_search"]["probes"].as_u64().unwrap() < 40);
    // The culprit is in the clusters too.
    let culprits: Vec<&Value> = r["clusters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["culprit"])
        .collect();
    assert!(culprits.contains(&&serde_json::json!(["-ftree-vrp"])));
}

/// The report of `triage --already-reduced` on one case of
/// corpus/campaigns/real-optimizer-bugs, with the campaign's vote oracle (gcc and
/// clang-15 at -O0 and -O2) and `extra` options.
fn triage_real_case(case: &str, extra: &[&str]) -> Value {
    let sb = Sandbox::new();
    let c = sb.path("campaign");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/campaigns/real-optimizer-bugs");
    std::fs::create_dir_all(&c).unwrap();
    std::fs::copy(dir.join(case).join("prog.c"), c.join(format!("{case}.c"))).unwrap();
    std::fs::copy(dir.join("campaign.json"), c.join("campaign.json")).unwrap();
    let mut args = vec!["--already-reduced"];
    args.extend_from_slice(extra);
    let (code, err) = triage(&sb, &c, &sb.path("work"), &args);
    assert_eq!(code, 0, "{err}");
    json(&sb.path("work/report.json"))
}

/// A real clang bug (llvm/llvm-project#64047, corpus/campaigns/real-optimizer-bugs):
/// wrong code at -O2 in clang 15 and 16, not in 14, blamed on the loop vectorizer.
#[test]
fn real_clang_bug_gets_its_pass_and_its_version_range() {
    require!("gcc", "clang-14", "clang-15", "clang-16");
    let r = triage_real_case(
        "llvm-64047",
        &["--versions", "clang-14,clang-15,clang-16,gcc-12"],
    );
    let f = &r["failures"][0];
    assert_eq!(
        f["culprit"],
        serde_json::json!(["LoopVectorizePass"]),
        "{f}"
    );
    assert_eq!(f["versions"]["compiler"], "clang-15 -O2");
    assert_eq!(
        f["versions"]["failing"],
        serde_json::json!(["clang-15", "clang-16"]),
        "{f}"
    );
    // gcc-12 is another family: not tried for a clang failure.
    assert_eq!(
        f["versions"]["tested"],
        serde_json::json!(["clang-14", "clang-15", "clang-16"])
    );
}

/// One clang bug in three versions: GCC's `ext/underlying_type14.C`, as the clang part of
/// the GCC and Clang campaign reduced it, crashes clang++ 14, 15 and 16 in
/// `clang::Sema::SubstParmVarDecl` below frames that are offsets in each build, and
/// each version crashes on the others' programs so: one cluster, its merges said. Two
/// other bugs (`cpp2a/lambda-uneval12.C` on clang++-14, `cpp23/subscript4.C` on
/// clang++-16) crash in `llvm::Type::isIntegerTy` below `ConvertTypeForMem`, named
/// frames alike, but neither version crashes on the other's program: two clusters.
#[test]
fn one_clang_crash_of_three_versions_is_one_cluster() {
    require!("clang++-14", "clang++-15", "clang++-16", "llvm-symbolizer");
    let sb = Sandbox::new();
    let c = sb.path("campaign");
    let underlying =
        "template <class T> void f(__underlying_type(__underlying_type(T))) {\n  f<int>;\n}\n";
    let lambda = "template <class> void f(decltype([] {})*);\nvoid g() {\n  f<int>;\n}\n";
    let subscript = "template <class T, class... Ts> auto &bar(T, Ts... args) {\n  return 0[args...];\n}\nint main() {\n  bar(0);\n}\n";
    let cases = [
        (
            "u14",
            "clang++-14 -fno-crash-diagnostics -std=gnu++20",
            underlying,
        ),
        (
            "u15",
            "clang++-15 -fno-crash-diagnostics -std=gnu++20",
            underlying,
        ),
        (
            "u16",
            "clang++-16 -fno-crash-diagnostics -std=gnu++20",
            underlying,
        ),
        (
            "l14",
            "clang++-14 -fno-crash-diagnostics -std=gnu++20",
            lambda,
        ),
        (
            "s16",
            "clang++-16 -fno-crash-diagnostics -std=c++2b",
            subscript,
        ),
    ];
    for (id, cc, prog) in cases {
        std::fs::create_dir_all(c.join(id)).unwrap();
        std::fs::write(c.join(id).join("prog.cc"), prog).unwrap();
        let oracle = serde_json::json!({"oracle": {"oracle": "crash", "cc": [cc]}});
        std::fs::write(c.join(id).join("failure.json"), oracle.to_string()).unwrap();
    }
    let (code, err) = triage(&sb, &c, &sb.path("work"), &["--already-reduced", "-j", "2"]);
    assert_eq!(code, 0, "{err}");
    let r = json(&sb.path("work/report.json"));
    let clusters = r["clusters"].as_array().unwrap();
    let members = |c: &Value| -> Vec<String> {
        c["members"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap().to_string())
            .collect()
    };
    let all: Vec<Vec<String>> = clusters.iter().map(members).collect();
    let u = clusters
        .iter()
        .find(|c| members(c).contains(&"u14".to_string()))
        .unwrap();
    assert_eq!(members(u), ["u14", "u15", "u16"], "{all:?}");
    let frames = u["signature"]["failure"]["frames"].to_string();
    assert!(frames.contains("clang::Sema::SubstParmVarDecl"), "{frames}");
    let kinds: Vec<&str> = u["merge_reasons"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["same-crash-other-version"; 2], "{u}");
    // Its bug report names the other versions; the representative is u14 (one program,
    // ties by id).
    assert_eq!(u["representative"], "u14");
    assert_eq!(
        u["bug_report"]["same_crash_in"],
        serde_json::json!(["clang++-15", "clang++-16"]),
        "{u}"
    );
    let id = u["id"].as_str().unwrap();
    let draft = std::fs::read_to_string(sb.path("work/report").join(format!("{id}.md"))).unwrap();
    assert!(
        draft.contains("The same crash (the same named frames) in: clang++-15, clang++-16"),
        "{draft}"
    );
    // The isIntegerTy pair: named frames alike, another bug each.
    for id in ["l14", "s16"] {
        let sig = entry(&r, id)["signature"]["failure"]["frames"].to_string();
        assert!(sig.contains("llvm::Type::isIntegerTy"), "{id}: {sig}");
    }
    assert!(all.contains(&vec!["l14".to_string()]), "{all:?}");
    assert!(all.contains(&vec!["s16".to_string()]), "{all:?}");
    // The answers are kept: a second run asks nothing and reports the same.
    let before = std::fs::read_to_string(sb.path("work/report.json")).unwrap();
    let (code, err) = triage(&sb, &c, &sb.path("work"), &["--already-reduced", "-j", "1"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        std::fs::read_to_string(sb.path("work/report.json")).unwrap(),
        before
    );
}

/// Wrong code of clang groups before reduction as gcc's does: three copies of a real
/// clang bug (llvm/llvm-project#64047) with a generic signature (a vote's wrong output)
/// have the same first failing pass on their originals (`-mllvm -opt-bisect-limit`),
/// so the two smallest are reduced and the third attached, by that evidence.
#[test]
fn clang_wrong_code_groups_on_its_original_s_pass() {
    require!("gcc", "clang-15");
    let sb = Sandbox::new();
    let c = sb.path("campaign");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/campaigns/real-optimizer-bugs");
    std::fs::create_dir_all(&c).unwrap();
    let prog = std::fs::read_to_string(dir.join("llvm-64047/prog.c")).unwrap();
    for (k, pad) in ["", "int pad1;\n", "int pad1;\nint pad2;\n"]
        .iter()
        .enumerate()
    {
        std::fs::write(c.join(format!("w{k}.c")), format!("{pad}{prog}")).unwrap();
    }
    std::fs::copy(dir.join("campaign.json"), c.join("campaign.json")).unwrap();
    // The program is small already: a short budget keeps the test short.
    let args = ["--no-audit", "-j", "2", "--reduce-budget", "10"];
    let (code, err) = triage(&sb, &c, &sb.path("work"), &args);
    assert_eq!(code, 0, "{err}");
    let r = json(&sb.path("work/report.json"));
    let w2 = entry(&r, "w2");
    assert_eq!(w2["status"], "attached", "{r}");
    let evidence = w2["evidence"].as_str().unwrap_or_default();
    assert!(evidence.contains("culprit on the original"), "{evidence}");
    assert!(evidence.contains("LoopVectorizePass"), "{evidence}");
    for id in ["w0", "w1"] {
        let status = entry(&r, id)["status"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        assert!(status.starts_with("reduced"), "{id}: {status}");
    }
}

/// A real gcc bug (GCC PR112305, corpus/campaigns/real-optimizer-bugs): wrong code at
/// -O2 in gcc 12; the report blames the SCEV final value replacement, and says
/// `-fno-tree-scev-cprop` avoids it. The search must name that flag among its sets.
#[test]
fn real_gcc_bug_gets_its_flag() {
    require!("gcc", "clang-15");
    let r = triage_real_case("gcc-pr112305", &[]);
    let f = &r["failures"][0];
    let culprit: Vec<&str> = f["culprit"]
        .as_array()
        .unwrap_or_else(|| panic!("no culprit: {f}"))
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert!(culprit.contains(&"-ftree-scev-cprop"), "{f}");
    assert_eq!(f["culprit_search"]["level"], "-O2");
}

/// A g++ wrong-code failure (GCC PR111245, corpus/campaigns/cpp-bugs) gets a culprit
/// search, as a gcc one does: the family is decided once, by name or `--version`, and
/// `g++` is gcc's (the search once knew only the words `gcc` and `clang`).
#[test]
fn a_g_plus_plus_wrong_code_bug_gets_a_culprit_search() {
    require!("g++", "clang++-15");
    let sb = Sandbox::new();
    let (c, id) = (sb.path("campaign"), "gcc-pr111245");
    let set = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus/campaigns/cpp-bugs")
        .join(id);
    std::fs::create_dir_all(c.join(id)).unwrap();
    for f in ["prog.cc", "failure.json"] {
        std::fs::copy(set.join(f), c.join(id).join(f)).unwrap();
    }
    let (code, err) = triage(&sb, &c, &sb.path("work"), &["--already-reduced"]);
    assert_eq!(code, 0, "{err}");
    let r = json(&sb.path("work/report.json"));
    let f = entry(&r, id);
    let search = &f["culprit_search"];
    assert_eq!(search["compiler"], "g++ -O2", "{f}");
    let how = search["how"].as_str().unwrap_or_default();
    assert!(!how.contains("no optimization passes"), "{f}");
    // g++ -O1 aborts too (meta.json): the search starts at the lowest failing level.
    assert_eq!(search["level"], "-O1", "{f}");
}

/// Snapshots of report.json and report.md on a fixed campaign taken as given (no
/// compiler runs, so the reports are fixed): a change that is deterministic but wrong
/// (a field renamed, a cluster split, a ranking reordered) shows as a diff here, where
/// comparing one run with another would not. The campaign's path is replaced by
/// `<campaign>`. Update on purpose with `INSTA_UPDATE=always cargo test --test triage`.
#[test]
fn report_snapshots_of_a_fixed_campaign() {
    let sb = Sandbox::new();
    let (campaign, out) = triage_reduced_campaign(&sb);
    let read = |name: &str| {
        std::fs::read_to_string(out.join(name))
            .unwrap()
            .replace(&campaign.display().to_string(), "<campaign>")
    };
    insta::assert_snapshot!("report.json", read("report.json"));
    insta::assert_snapshot!("report.md", read("report.md"));
}

#[test]
fn rank_start_puts_the_named_failure_first_and_refuses_unknown_ids() {
    let sb = Sandbox::new();
    let (campaign, out) = triage_reduced_campaign(&sb);
    let shipped = json(&out.join("report.json"));
    assert_eq!(shipped["ranking"][0], "r1", "{shipped}");
    let (code, err) = triage(
        &sb,
        &campaign,
        &out,
        &["--already-reduced", "--rank-start", "q1"],
    );
    assert_eq!(code, 0, "{err}");
    let r = json(&out.join("report.json"));
    let ranking: Vec<&str> = r["ranking"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap())
        .collect();
    assert_eq!(ranking[0], "q1");
    // Every cluster's representative before a second member of any cluster.
    let mut head = ranking[..3].to_vec();
    head.sort();
    assert_eq!(head, ["p1", "q1", "r1"], "{ranking:?}");
    assert_eq!(r["rank_start"], "q1");
    let (code, err) = triage(
        &sb,
        &campaign,
        &out,
        &["--already-reduced", "--rank-start", "nope"],
    );
    assert_eq!(code, 2, "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(err.contains("--rank-start nope"), "{err}");
}

/// chibicc links through a temporary file with a random name, and ld's warning about it
/// reached the bug reports' step outputs: two triages of one campaign differed.
#[test]
fn regression_a_compiler_s_random_temporary_names_do_not_reach_the_reports() {
    require!("chibicc", "gcc");
    let sb = Sandbox::new();
    let camp = sb.path("camp");
    std::fs::create_dir(&camp).unwrap();
    let from = corpus("campaigns/wrong-code-reduced/arith-s21108-chibicc");
    let to = camp.join("arith-s21108-chibicc");
    std::fs::create_dir(&to).unwrap();
    for f in ["failure.json", "test.c"] {
        std::fs::copy(from.join(f), to.join(f)).unwrap();
    }
    let report = |out: &str| {
        sb.cmd()
            .arg("triage")
            .arg(&camp)
            .args(["--already-reduced", "-j", "2", "-q", "--out"])
            .arg(sb.path(out))
            .succeeds();
        read(&sb.path(out).join("report.json"))
    };
    let (a, b) = (report("one"), report("two"));
    assert!(a.contains("\"output\""), "no step output in the report");
    assert_eq!(a, b, "two triages of one campaign differ");
}

/// Triage takes C++ failures: three real crashes from corpus/campaigns/cpp-bugs, two
/// testcases of one g++ bug (PR108975) and one clang++ bug, in folders holding
/// `prog.cc` with their crash oracles. Each is reduced as C++ (its result parses as
/// C++ and the static guard held it to C++ modes), the two g++ testcases are one
/// cluster, and the bug report compiles `bug.cc` with g++ and shows it as C++.
#[test]
fn cpp_failures_are_triaged_as_cpp() {
    require!("g++", "clang++-15");
    let sb = Sandbox::new();
    let c = sb.path("campaign");
    let set = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/campaigns/cpp-bugs");
    for case in ["gcc-pr108975", "gcc-pr108975-generic", "clang-gh57410"] {
        std::fs::create_dir_all(c.join(case)).unwrap();
        for f in ["prog.cc", "failure.json"] {
            std::fs::copy(set.join(case).join(f), c.join(case).join(f)).unwrap();
        }
    }
    let out = sb.path("work");
    let (code, err) = triage(&sb, &c, &out, &["-j", "2"]);
    assert_eq!(code, 0, "{err}");
    let r = json(&out.join("report.json"));
    for id in ["gcc-pr108975", "gcc-pr108975-generic", "clang-gh57410"] {
        assert_eq!(status_of(&r, id), "reduced", "{id}: {}", entry(&r, id));
        let f = entry(&r, id);
        assert!(
            f["reduced"]["bytes"].as_u64().unwrap() < f["original"]["bytes"].as_u64().unwrap(),
            "{f}"
        );
    }
    let clusters = r["clusters"].as_array().unwrap();
    let of = |id: &str| {
        clusters
            .iter()
            .position(|c| c["members"].as_array().unwrap().iter().any(|m| m == id))
            .unwrap()
    };
    assert_eq!(
        of("gcc-pr108975"),
        of("gcc-pr108975-generic"),
        "{clusters:#?}"
    );
    assert_ne!(of("gcc-pr108975"), of("clang-gh57410"), "{clusters:#?}");
    let gxx = &clusters[of("gcc-pr108975")];
    let report = &gxx["bug_report"];
    assert_eq!(report["file"], "bug.cc", "{report}");
    assert_eq!(report["compiler"]["program"], "g++", "{report}");
    let failing: Vec<&str> = report["steps"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["failing"] == true)
        .map(|s| s["command"].as_str().unwrap())
        .collect();
    assert_eq!(failing, ["g++ -std=c++20 -c bug.cc -o bug.o"], "{report}");
    assert!(
        report["expected"]
            .as_str()
            .unwrap()
            .ends_with("(the program is valid C++)"),
        "{report}"
    );
    let md = read(&out.join("report.md"));
    assert!(md.contains("```cpp"), "{md}");
    // The reduced program is still C++ (templates and lambdas survive as C++).
    let reduced = read(&out.join("failures/gcc-pr108975/reduced.c"));
    assert!(reduced.contains("template"), "{reduced}");
}

#[test]
fn guard_options_on_the_command_line_hold_for_every_failure_over_its_sidecar() {
    // A sidecar's oracle says nothing of the guards; `--static-guard --std c99` and
    // `--no-ub-guard` given to triage reach every failure's oracle (they were ignored
    // when the failures carried their own oracle).
    let sb = Sandbox::new();
    let campaign = sb.path("campaign");
    let log = sb.path("runs.log");
    failure(&campaign, "a-incr", PROG_A, "q++", &log, "");
    std::fs::write(
        campaign.join("a-incr/failure.json"),
        r#"{"oracle": {"oracle": "script", "test": "test.sh"}}"#,
    )
    .unwrap();
    let out = sb.path("work");
    let (code, err) = triage(
        &sb,
        &campaign,
        &out,
        &["-q", "--static-guard", "--std", "c99", "--no-ub-guard"],
    );
    assert_eq!(code, 0, "{err}");
    let rec = json(&out.join("failures/a-incr/record.json"));
    assert_eq!(rec["oracle"]["static_guard"], Value::Bool(true), "{rec}");
    assert_eq!(rec["oracle"]["std"], "c99", "{rec}");
    // `--no-ub-guard` says what a script oracle does already: nothing changes.
    assert_eq!(rec["oracle"]["ub_guard"], Value::Null, "{rec}");
    // A bad mode is a usage error before anything is touched: the work stays.
    let (code, err) = triage(&sb, &campaign, &out, &["-q", "--std", "c98"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("c98"), "{err}");
    assert!(out.join("failures/a-incr/reduced.c").exists());
    // The guard held the reduction to strict C99.
    let reduced = out.join("failures/a-incr/reduced.c");
    let o = std::process::Command::new("gcc")
        .args(["-std=c99", "-pedantic-errors", "-fsyntax-only"])
        .arg(&reduced)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}
