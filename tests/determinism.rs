//! The same result for any -j, under load, with tests run ahead of need, and when a recorded path is replayed.

use crate::common::*;

#[test]
fn real_csmith_case_reduces_identically_with_one_and_two_jobs() {
    require!("gcc", "chibicc");
    let mut results = Vec::new();
    for jobs in ["1", "2"] {
        let sb = Sandbox::new();
        let (file, script) = sb.case("rv-s1-chibicc");
        let original = read(&file);
        sb.reduce(&file, &script)
            .arg("-j")
            .arg(jobs)
            .arg("-q")
            .succeeds();
        let reduced = read(&file);
        assert!(
            reduced.len() * 100 < original.len(),
            "{} -> {}",
            original.len(),
            reduced.len()
        );
        assert!(still_interesting(&script, "prog.c", &reduced));
        results.push(reduced);
    }
    assert_eq!(results[0], results[1], "-j1 and -j2 differ");
}

#[test]
fn a_recorded_path_replays_ahead_of_need_to_the_same_result() {
    require!("gcc");
    let sb = Sandbox::new();
    let (file, script) = sb.case("small-gcc-diagnostic");
    let (recorded, path) = (sb.path("recorded.c"), sb.path("path.jsonl"));
    sb.reduce(&file, &script)
        .args(["-j", "1", "--no-speculation", "-o"])
        .arg(&recorded)
        .arg("--record-tests")
        .arg(&path)
        .succeeds();
    let texts: Vec<String> = read(&path)
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON string per line"))
        .collect();
    assert!(texts.len() > 3, "{} tests recorded", texts.len());
    let (replayed, stats) = (sb.path("replayed.c"), sb.path("stats.json"));
    // Replay the texts in `path` at -j 3: the result must be the recorded one.
    let replay = || -> serde_json::Value {
        sb.reduce(&file, &script)
            .args(["-j", "3", "-o"])
            .arg(&replayed)
            .arg("--replay-tests")
            .arg(&path)
            .arg("--stats-json")
            .arg(&stats)
            .succeeds();
        assert_eq!(
            read(&replayed),
            read(&recorded),
            "a replay changed the result"
        );
        serde_json::from_str(&read(&stats)).unwrap()
    };
    let st = replay();
    assert!(st["speculative_hits"].as_u64().unwrap() > 0, "{st}");
    // The replay tests only recorded texts ahead of need: none of them off the path.
    assert!(
        st["speculative_tests"].as_u64().unwrap() <= texts.len() as u64,
        "{st}"
    );
    // A path of texts the reduction never needs: the replay tests only those, so
    // nothing ahead of need is ever used (the walk would have guessed some right).
    std::fs::write(&path, "\"int unrelated;\\n\"\n").unwrap();
    let st = replay();
    assert_eq!(st["speculative_hits"], 0, "{st}");
    assert!(st["speculative_tests"].as_u64().unwrap() <= 1, "{st}");
    std::fs::write(&path, "\"int a;\"\nnot json\n").unwrap();
    assert_fails(
        &sb,
        &[
            os(&file),
            os(Path::new("--test")),
            os(&script),
            os(Path::new("--replay-tests")),
            os(&path),
        ],
        2,
        ":2: not a JSON string",
    );
}

/// Busy loops on every core while alive: tests take longer and finish in another order.
struct Load(Vec<std::process::Child>);

impl Load {
    fn start() -> Load {
        let n = std::thread::available_parallelism().map_or(2, |n| n.get());
        Load(
            (0..n)
                .map(|_| {
                    std::process::Command::new("sh")
                        .args(["-c", "while :; do :; done"])
                        .spawn()
                        .unwrap()
                })
                .collect(),
        )
    }
}

impl Drop for Load {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

#[test]
fn the_result_is_the_same_at_one_two_and_sixteen_jobs_and_under_load() {
    require!("gcc", "chibicc");
    // `-j 2` against `-j 1` is `real_csmith_case_reduces_identically_with_one_and_two_jobs`;
    // here the planner's walk at `-j 16`, idle on a case whose tests build and run three
    // programs, and under load (its tests finish in another order) on one of one compile.
    let runs: &[(&str, &[(&str, bool)])] = &[
        ("small-float-conv-chibicc", &[("1", false), ("16", false)]),
        ("small-gcc-diagnostic", &[("1", false), ("16", true)]),
    ];
    for &(case, runs) in runs {
        let mut results = Vec::new();
        for &(jobs, loaded) in runs {
            let _load = loaded.then(Load::start);
            let sb = Sandbox::new();
            let (file, script) = sb.case(case);
            let out = sb.path("out.c");
            let stats = sb.path("stats.json");
            sb.reduce(&file, &script)
                .args(["-j", jobs, "-o"])
                .arg(&out)
                .arg("--stats-json")
                .arg(&stats)
                .succeeds();
            let s: serde_json::Value = serde_json::from_str(&read(&stats)).unwrap();
            if jobs == "16" {
                // The walk's tests ahead of need took part.
                assert!(s["speculative_hits"].as_u64().unwrap() > 0, "{case}: {s}");
            }
            results.push((
                format!("-j {jobs}{}", if loaded { " under load" } else { "" }),
                read(&out),
            ));
        }
        for (name, text) in &results[1..] {
            assert_eq!(text, &results[0].1, "{case}: {name} differs from -j 1");
        }
    }
}
