//! The native helpers embedded in the binary (built by `build.rs`), written out once per
//! user into the cache directory (`$XDG_CACHE_HOME/creduce-rs`, `~/.cache/creduce-rs`,
//! else the temporary directory) under a name holding their hash.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// `bytes` written out as `STEM-HASH.EXT` (`STEM-HASH` when `ext` is empty), executable
/// when `executable`. `None` when no cache directory can be written.
pub fn installed(stem: &str, ext: &str, bytes: &[u8], executable: bool) -> Option<PathBuf> {
    let hash = blake3::hash(bytes).to_hex();
    let name = if ext.is_empty() {
        format!("{stem}-{}", &hash[..16])
    } else {
        format!("{stem}-{}.{ext}", &hash[..16])
    };
    let dirs = [
        std::env::var_os("XDG_CACHE_HOME").map(|d| PathBuf::from(d).join("creduce-rs")),
        std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache/creduce-rs")),
        Some(std::env::temp_dir()),
    ];
    dirs.into_iter()
        .flatten()
        .find_map(|d| install(&d, &name, bytes, executable))
}

/// Write `bytes` into `dir` as `name` (atomically), unless it is there already.
fn install(dir: &Path, name: &str, bytes: &[u8], executable: bool) -> Option<PathBuf> {
    let path = dir.join(name);
    if std::fs::read(&path).is_ok_and(|b| b == bytes) {
        return Some(path);
    }
    std::fs::create_dir_all(dir).ok()?;
    let mut tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}"))
        .tempfile_in(dir)
        .ok()?;
    std::io::Write::write_all(&mut tmp, bytes).ok()?;
    if executable {
        std::fs::set_permissions(tmp.path(), std::fs::Permissions::from_mode(0o755)).ok()?;
    }
    tmp.persist(&path).ok()?;
    Some(path)
}
