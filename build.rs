//! Builds the two native helpers, whose bytes are embedded in the binary and written out
//! once at run time:
//! - the site recorder (`native/site.c`), an `LD_PRELOAD` library the crash oracle puts
//!   under a compiler to learn where it reported an error or died (`src/oracle/site.rs`);
//! - the clang server (`native/clang_server.c`), a program that loads libclang once and
//!   checks many candidates with it, for the static guard (`src/oracle/clang_server.rs`).

use std::path::{Path, PathBuf};
use std::process::Command;

fn build(cc: &Path, src: &str, out: &Path, shared: bool) {
    println!("cargo:rerun-if-changed={src}");
    let mut cmd = Command::new(cc);
    if shared {
        cmd.args(["-shared", "-fPIC"]);
    }
    let status = cmd
        .args(["-O2", "-Wall", "-Wextra", "-o"])
        .arg(out)
        .arg(src)
        .arg("-ldl")
        .status()
        .unwrap_or_else(|e| panic!("cannot run the C compiler {cc:?}: {e}"));
    assert!(status.success(), "cannot build {src}");
}

fn main() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let cc = cc::Build::new().get_compiler();
    build(
        cc.path(),
        "native/site.c",
        &out.join("creduce-rs-site.so"),
        true,
    );
    build(
        cc.path(),
        "native/clang_server.c",
        &out.join("creduce-rs-clang-server"),
        false,
    );
}
