//! `fingerprint`: names ignored; signature, culprit and shape followed.

use crate::common::*;

/// The fingerprint line of `creduce-rs fingerprint FILE ARGS...`.
fn fingerprint(sb: &Sandbox, file: &str, args: &[&str]) -> (String, String) {
    let out = sb
        .cmd()
        .arg("fingerprint")
        .arg(file)
        .args(args)
        .assert()
        .success()
        .get_output()
        .clone();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let hash = text
        .lines()
        .next()
        .unwrap()
        .trim_start_matches("fingerprint ")
        .to_string();
    (hash, text)
}

#[test]
fn fingerprint_ignores_names_and_follows_signature_culprit_and_shape() {
    require!("chibicc", "gcc");
    let sb = Sandbox::new();
    let (file, _) = sb.case("small-static-init-chibicc");
    let a = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        sb.path("renamed.c"),
        a.replace("g_ptr", "h_pointer").replace("g_table", "tbl"),
    )
    .unwrap();
    std::fs::write(
        sb.path("other.c"),
        a.replace("&g_table[1][2]", "&g_table[1][2] + 1"),
    )
    .unwrap();
    let crash = ["--oracle", "crash", "--cc", "chibicc", "--ref", "gcc"];
    let (ha, text) = fingerprint(&sb, "bug.c", &crash);
    assert!(text.contains("not a compile-time constant"), "{text}");
    assert!(text.contains("skeleton    int printf ("), "{text}");
    let (hr, _) = fingerprint(&sb, "renamed.c", &crash);
    let (ho, _) = fingerprint(&sb, "other.c", &crash);
    assert_eq!(ha, hr, "renaming changes nothing");
    assert_ne!(ha, ho, "another shape is another fingerprint");
    let (hc, text) = fingerprint(
        &sb,
        "bug.c",
        &[&crash[..], &["--culprit", "-ftree-vrp"]].concat(),
    );
    assert_ne!(ha, hc);
    assert!(text.contains("culprit     -ftree-vrp"), "{text}");
    let (_, text) = fingerprint(&sb, "bug.c", &["--json"]);
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_ne!(
        v["hash"].as_str(),
        Some(ha.as_str()),
        "no oracle, no signature"
    );
    assert!(v["signature"].is_null());
    assert!(v["skeleton"].as_str().unwrap().starts_with("int printf ("));
    // A file the oracle does not find interesting has no signature: exit 5.
    std::fs::write(sb.path("fine.c"), "int main(void) { return 0; }\n").unwrap();
    sb.cmd()
        .args(["fingerprint", "fine.c"])
        .args(crash)
        .fails_with(5);
    assert!(sb.tmp_is_empty());
}
