//! The distributed triage on a real single-node Slurm cluster: runs tests/slurm.sh (its
//! own daemons, the guide's array job (docs/guide.md, "On Slurm") and merge, compared with an unsharded run).

mod common;

use common::*;

#[test]
fn slurm_array_job_and_merge_equal_the_unsharded_report() {
    if !require(&[
        "munged",
        "slurmctld",
        "slurmd",
        "sbatch",
        "srun",
        "scancel",
        "squeue",
        "sinfo",
    ]) {
        return;
    }
    let bin = assert_cmd::cargo::cargo_bin("creduce-rs");
    let script = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/slurm.sh");
    let out = std::process::Command::new("timeout")
        .arg("600")
        .arg("bash")
        .arg(&script)
        .arg(&bin)
        .output()
        .unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "tests/slurm.sh failed:\n{text}");
    for line in [
        "array job of 2 shards + merge == unsharded report",
        "srun steps == local reduction",
        "Ctrl-C left no step",
    ] {
        assert!(text.contains(line), "{line}:\n{text}");
    }
}
