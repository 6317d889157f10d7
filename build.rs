//! Builds the site recorder (`native/site.c`), an `LD_PRELOAD` library the crash oracle
//! puts under a compiler to learn where it reported an error or died. The library's
//! bytes are embedded in the binary (`src/oracle/site.rs` writes them out once).

use std::path::PathBuf;
use std::process::Command;

fn main() {
    let src = "native/site.c";
    println!("cargo:rerun-if-changed={src}");
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let lib = out.join("creduce-rs-site.so");
    let cc = cc::Build::new().get_compiler();
    let status = Command::new(cc.path())
        .args(["-shared", "-fPIC", "-O2", "-Wall", "-Wextra", "-o"])
        .arg(&lib)
        .arg(src)
        .arg("-ldl")
        .status()
        .unwrap_or_else(|e| panic!("cannot run the C compiler {:?}: {e}", cc.path()));
    assert!(status.success(), "cannot build {src}");
}
