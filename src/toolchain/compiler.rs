//! Compiler specs: `"gcc -O2"` or `"chibicc {src} -o {out} -lm"`, split like a shell
//! would (quotes, backslashes) without running one, with a short name for reports.
//! Without placeholders the source and `-o OUT` follow the arguments.

use super::process::{run, Control, Output, ProcessSpec, CLEANUP_GRACE};
use std::path::Path;
use std::time::Duration;

/// Bytes of a compiler's stdout and stderr kept, each. A compiler's output is its
/// diagnostics, and the guards read them whole: a warning cut out of the middle of the
/// original's output would no longer be tolerated as the original's own, and one cut out
/// of a candidate's would go unseen. gcc's `-Wall -Wextra` on a 70 KB Csmith program
/// prints 320 KB.
pub const COMPILER_OUTPUT_CAP: usize = 16 << 20;

/// Why a compiler spec is refused.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum SpecError {
    /// Nothing but whitespace.
    #[error("empty compiler spec")]
    Empty,
    /// A quote is not closed.
    #[error("unbalanced quote in compiler spec `{0}`")]
    UnbalancedQuote(String),
    /// A trailing backslash.
    #[error("compiler spec `{0}` ends with a backslash")]
    TrailingBackslash(String),
    /// The program is not on PATH.
    #[error("compiler `{program}` (from `{spec}`) not found on PATH")]
    NotFound {
        /// The program.
        program: String,
        /// The whole spec.
        spec: String,
    },
}

impl TryFrom<String> for CompilerSpec {
    type Error = SpecError;
    fn try_from(s: String) -> Result<CompilerSpec, SpecError> {
        CompilerSpec::parse(&s)
    }
}

impl From<CompilerSpec> for String {
    fn from(c: CompilerSpec) -> String {
        c.spec()
    }
}

/// Split `s` into words with a POSIX shell's quoting rules (no expansions), by `shlex`;
/// a refusal is told apart as a trailing backslash or an unbalanced quote.
pub fn split_words(s: &str) -> Result<Vec<String>, SpecError> {
    shlex::split(s).ok_or_else(|| {
        let backslashes = s.len() - s.trim_end_matches('\\').len();
        if backslashes % 2 == 1 {
            SpecError::TrailingBackslash(s.into())
        } else {
            SpecError::UnbalancedQuote(s.into())
        }
    })
}

/// A compiler and how to call it. In JSON it is its spec string (`"NAME=gcc -O2"`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct CompilerSpec {
    /// Short name for reports (`gcc -O2`, or `NAME` from `NAME=SPEC`).
    pub name: String,
    /// The program.
    pub program: String,
    /// Arguments, possibly with `{src}` and `{out}`.
    pub args: Vec<String>,
}

impl CompilerSpec {
    /// Parse `SPEC` or `NAME=SPEC` (a name is letters, digits, `-`, `_`, `.`).
    pub fn parse(spec: &str) -> Result<CompilerSpec, SpecError> {
        let (name, rest) = match spec.split_once('=') {
            Some((n, r))
                if !n.is_empty()
                    && n.chars()
                        .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c)) =>
            {
                (Some(n.to_string()), r)
            }
            _ => (None, spec),
        };
        let words = split_words(rest)?;
        let (program, args) = words.split_first().ok_or(SpecError::Empty)?;
        Ok(CompilerSpec {
            name: name.unwrap_or_else(|| words.join(" ")),
            program: program.clone(),
            args: args.to_vec(),
        })
    }

    /// The spec as a user would write it: `NAME=` when the name is not the command
    /// line itself, then the words, quoted for a shell where needed.
    pub fn spec(&self) -> String {
        let words: Vec<String> = std::iter::once(&self.program)
            .chain(&self.args)
            .map(|w| shell_quote(w))
            .collect();
        let line = words.join(" ");
        let plain: Vec<&str> = std::iter::once(self.program.as_str())
            .chain(self.args.iter().map(String::as_str))
            .collect();
        if self.name == plain.join(" ") {
            line
        } else {
            format!("{}={line}", self.name)
        }
    }

    /// The same spec with a relative program path (`./wrap.sh`) made absolute against
    /// the current directory: compilers run in temporary directories, where the path
    /// would name nothing. Names looked up on PATH are left alone.
    pub fn anchored(mut self) -> CompilerSpec {
        let p = Path::new(&self.program);
        if self.program.contains('/') && p.is_relative() {
            if let Ok(abs) = std::path::absolute(p) {
                self.program = abs.to_string_lossy().into_owned();
            }
        }
        self
    }

    /// Check that the program exists (as a path, or on PATH).
    pub fn check_exists(&self) -> Result<(), SpecError> {
        if find_program(&self.program).is_some() {
            Ok(())
        } else {
            Err(SpecError::NotFound {
                program: self.program.clone(),
                spec: self.name.clone(),
            })
        }
    }

    /// The program's file, found on PATH unless it names a path, with every symbolic
    /// link resolved: two specs run the same compiler when these are equal.
    pub fn resolved_program(&self) -> Option<std::path::PathBuf> {
        find_program(&self.program)?.canonicalize().ok()
    }

    /// True if the spec places the source itself.
    pub fn places_source(&self) -> bool {
        self.args.iter().any(|a| a.contains("{src}"))
    }

    /// The argument list for compiling `src` into `out`; `default_tail` is used when the
    /// spec has no placeholders (`{src}`, `{out}` stand for the paths).
    pub fn argv(&self, src: &str, out: &str, default_tail: &[&str]) -> Vec<String> {
        // `{src}` alone is one argument per source (several files: one per line).
        let subst = |a: &str| -> Vec<String> {
            if a == "{src}" {
                src.split('\n').map(String::from).collect()
            } else {
                vec![a.replace("{src}", src).replace("{out}", out)]
            }
        };
        if self.places_source() {
            self.args.iter().flat_map(|a| subst(a)).collect()
        } else {
            self.args
                .iter()
                .cloned()
                .chain(default_tail.iter().flat_map(|a| subst(a)))
                .collect()
        }
    }

    /// Run the compiler in `dir` on `src`, producing `out`.
    pub fn compile(
        &self,
        dir: &Path,
        src: &str,
        out: &str,
        default_tail: &[&str],
        timeout: Duration,
        cancel: &dyn Control,
    ) -> std::io::Result<Output> {
        self.compile_env(dir, src, out, default_tail, timeout, &[], cancel)
    }

    /// [`CompilerSpec::compile`] with extra environment variables.
    #[allow(clippy::too_many_arguments)]
    pub fn compile_env(
        &self,
        dir: &Path,
        src: &str,
        out: &str,
        default_tail: &[&str],
        timeout: Duration,
        env: &[(std::ffi::OsString, std::ffi::OsString)],
        cancel: &dyn Control,
    ) -> std::io::Result<Output> {
        let mut spec = ProcessSpec::new(&self.program, dir)
            .args(self.argv(src, out, default_tail))
            .timeout(timeout)
            .term_grace(CLEANUP_GRACE)
            .private_tmp();
        spec.output_cap = COMPILER_OUTPUT_CAP;
        spec.env.extend(env.iter().cloned());
        run(&spec, cancel)
    }

    /// The spec as a shell command line (for `--emit-script`), single-quoting as needed.
    pub fn shell_words(&self, src: &str, out: &str, default_tail: &[&str]) -> String {
        std::iter::once(self.program.clone())
            .chain(self.argv(src, out, default_tail))
            .map(|w| shell_quote(&w))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The file `program` runs: itself when it names a path, else the first on PATH.
pub fn find_program(program: &str) -> Option<std::path::PathBuf> {
    if program.contains('/') {
        return Some(std::path::PathBuf::from(program)).filter(|p| p.is_file());
    }
    let dirs = std::env::var_os("PATH")?;
    std::env::split_paths(&dirs)
        .map(|d| d.join(program))
        .find(|p| p.is_file())
}

/// Which compiler a spec runs, as its `--version` says: the guards never check a
/// program with the compiler under suspicion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// GCC (its driver, `cc1`, or a wrapper that passes `--version` on).
    Gcc,
    /// Clang.
    Clang,
    /// Anything else (chibicc, pcc, tcc, ...).
    Other,
}

impl Family {
    /// The family a `--version` text names.
    pub fn from_version(text: &str) -> Family {
        let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        if text.contains("clang version") {
            Family::Clang
        } else if first.contains("gcc")
            || first.contains("(GCC)")
            || first.starts_with("cc ")
            || text.contains("Free Software Foundation")
        {
            Family::Gcc
        } else {
            Family::Other
        }
    }

    /// The family a program's name says: a word `gcc` or `g++` of it (`gcc-12`,
    /// `/usr/bin/x86_64-linux-gnu-g++-12`), or `clang` or `clang++` (`clang++-15`).
    /// `None` when the name says none (`cc`, `c++`, `chibicc`, a wrapper).
    pub fn named(program: &str) -> Option<Family> {
        let base = program.rsplit('/').next().unwrap_or(program);
        base.split('-').find_map(|w| match w {
            "gcc" | "g++" => Some(Family::Gcc),
            "clang" | "clang++" => Some(Family::Clang),
            _ => None,
        })
    }

    /// Whether a program's name is a C++ driver (`g++`, `clang++-15`, `c++`).
    pub fn cxx_driver(program: &str) -> bool {
        let base = program.rsplit('/').next().unwrap_or(program);
        base.split('-').any(|w| w.ends_with("++"))
    }

    /// The family of `spec`, the one decision of it: what its program's name says
    /// ([`Family::named`]), else what the program says when run with `--version` in
    /// `dir` (a program that fails or does not answer in time is `Other`), asked once
    /// per program and process (a triage builds the same oracle many times).
    pub fn of(spec: &CompilerSpec, dir: &Path, cancel: &dyn Control) -> Family {
        if let Some(f) = Family::named(&spec.program) {
            return f;
        }
        use std::collections::HashMap;
        use std::sync::{Mutex, OnceLock};
        static KNOWN: OnceLock<Mutex<HashMap<String, Family>>> = OnceLock::new();
        let known = KNOWN.get_or_init(Default::default);
        if let Some(f) = known
            .lock()
            .ok()
            .and_then(|k| k.get(&spec.program).copied())
        {
            return f;
        }
        let f = Family::ask(spec, dir, cancel);
        if !cancel.cancelled() {
            if let Ok(mut k) = known.lock() {
                k.insert(spec.program.clone(), f);
            }
        }
        f
    }

    /// [`Family::of`] without the memory: run `--version`.
    fn ask(spec: &CompilerSpec, dir: &Path, cancel: &dyn Control) -> Family {
        let p = ProcessSpec::new(&spec.program, dir)
            .args(["--version"])
            .timeout(Duration::from_secs(10))
            .private_tmp();
        match run(&p, cancel) {
            Ok(o) if o.exit.success() => Family::from_version(&String::from_utf8_lossy(&o.stdout)),
            _ => Family::Other,
        }
    }
}

/// Quote `w` for a POSIX shell if it needs it.
pub fn shell_quote(w: &str) -> String {
    if !w.is_empty()
        && w.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=+,:@%".contains(c))
    {
        w.to_string()
    } else {
        format!("'{}'", w.replace('\'', "'\\''"))
    }
}

/// Tail for building an executable: `SRC -o OUT -lm`.
pub const LINK_TAIL: &[&str] = &["{src}", "-o", "{out}", "-lm"];
/// Tail for compiling only: `-c SRC -o OUT`.
pub const COMPILE_TAIL: &[&str] = &["-c", "{src}", "-o", "{out}"];

#[cfg(test)]
mod tests {
    use super::*;

    /// `spec` compiling `t.c` in `dir` with a timeout of `ms` milliseconds.
    /// Holds the process tests' lock, whose tests count the live children.
    fn compile_t_c(spec: &CompilerSpec, dir: &Path, ms: u64) -> Output {
        let _serial = super::super::process::tests::serial();
        spec.compile(
            dir,
            "t.c",
            "t.o",
            COMPILE_TAIL,
            Duration::from_millis(ms),
            &|| false,
        )
        .unwrap()
    }

    /// Regression: a compile stopped at its timeout (or cancelled) got SIGKILL at once.
    /// pcc and chibicc write their temporary files to /tmp whatever `TMPDIR` says, and a
    /// killed driver leaves them there; pcc removes them on SIGTERM, so a compile gets
    /// SIGTERM first.
    #[test]
    fn a_compile_stopped_at_its_timeout_gets_to_clean_up() {
        let dir = tempfile::tempdir().unwrap();
        let cc = dir.path().join("cc.sh");
        std::fs::write(
            &cc,
            "#!/bin/sh\ntrap 'echo cleaned > cleaned; exit 1' TERM\nsleep 30 & wait\n",
        )
        .unwrap();
        std::fs::set_permissions(&cc, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
        let spec = CompilerSpec::parse(cc.to_str().unwrap()).unwrap();
        // Long enough for the shell to set its trap on a loaded machine.
        let out = compile_t_c(&spec, dir.path(), 1500);
        assert_eq!(out.exit, crate::toolchain::Exit::Timeout);
        assert!(
            dir.path().join("cleaned").exists(),
            "no SIGTERM before SIGKILL"
        );
    }

    /// The same with the real pcc: a compile stopped half-way leaves no `/tmp/ctm.*`
    /// file of its program.
    #[test]
    fn a_pcc_compile_stopped_half_way_leaves_nothing_in_tmp() {
        let Ok(spec) = CompilerSpec::parse("pcc") else {
            unreachable!()
        };
        let missing = spec.check_exists().is_err();
        assert!(
            !(missing && std::env::var("CI").as_deref() == Ok("true")),
            "pcc is missing"
        );
        if missing {
            eprintln!("SKIPPED: pcc is missing");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        // A name no other program has, to tell this compile's files from others'.
        let marker = format!("creduce_rs_tmp_marker_{}", std::process::id());
        let mut src = String::new();
        for i in 0..60_000 {
            src.push_str(&format!(
                "int {marker}{i}(int x) {{ int y = x * {i} + (x >> 3); return y ^ {i}; }}\n"
            ));
        }
        std::fs::write(dir.path().join("t.c"), src).unwrap();
        let out = compile_t_c(&spec, dir.path(), 300);
        assert_eq!(out.exit, crate::toolchain::Exit::Timeout, "{out:?}");
        let left: Vec<_> = std::fs::read_dir("/tmp")
            .unwrap()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with("ctm."))
            .filter(|e| {
                std::fs::read(e.path()).is_ok_and(|b| String::from_utf8_lossy(&b).contains(&marker))
            })
            .map(|e| e.path())
            .collect();
        for p in &left {
            let _ = std::fs::remove_file(p);
        }
        assert!(left.is_empty(), "pcc left {left:?}");
    }

    #[test]
    fn a_family_is_what_version_says() {
        let f = Family::from_version;
        assert_eq!(f("gcc (Debian 12.2.0-14+deb12u1) 12.2.0\nCopyright (C) 2022 Free Software Foundation, Inc.\n"), Family::Gcc);
        assert_eq!(f("cc (Debian 12.2.0-14) 12.2.0\n"), Family::Gcc);
        assert_eq!(
            f("x86_64-linux-gnu-gcc-12 (Debian 12.2.0-14) 12.2.0\n"),
            Family::Gcc
        );
        assert_eq!(
            f("Debian clang version 15.0.6\nTarget: x86_64-pc-linux-gnu\n"),
            Family::Clang
        );
        assert_eq!(f("tcc version 0.9.27 (x86_64 Linux)\n"), Family::Other);
        assert_eq!(
            f("Portable C Compiler 1.2.0.DEVEL 20220331 for x86_64-pc-linux-gnu\n"),
            Family::Other
        );
        assert_eq!(f(""), Family::Other);
    }

    #[test]
    fn several_sources_are_several_arguments() {
        let s = CompilerSpec::parse("gcc -O2").unwrap();
        assert_eq!(
            s.argv("caller.c\ncallee.c", "x", LINK_TAIL),
            ["-O2", "caller.c", "callee.c", "-o", "x", "-lm"]
        );
    }

    #[test]
    fn relative_program_paths_are_anchored() {
        let s = CompilerSpec::parse("W=./wrap.sh -O2").unwrap().anchored();
        assert!(Path::new(&s.program).is_absolute(), "{}", s.program);
        assert!(s.program.ends_with("/wrap.sh"));
        assert_eq!(s.name, "W");
        let s = CompilerSpec::parse("gcc -O2").unwrap().anchored();
        assert_eq!(s.program, "gcc");
    }

    #[test]
    fn splits_like_a_shell() {
        assert_eq!(
            split_words(r#"gcc -O2 "-DX=a b" 'q"x' a\ b"#).unwrap(),
            vec!["gcc", "-O2", "-DX=a b", "q\"x", "a b"]
        );
        assert_eq!(split_words("  ").unwrap(), Vec::<String>::new());
        assert!(matches!(
            split_words("gcc 'oops"),
            Err(SpecError::UnbalancedQuote(_))
        ));
        assert!(matches!(
            split_words("gcc \"oops"),
            Err(SpecError::UnbalancedQuote(_))
        ));
        assert!(matches!(
            split_words("gcc \\"),
            Err(SpecError::TrailingBackslash(_))
        ));
    }

    #[test]
    fn parses_specs_with_names_and_placeholders() {
        let s = CompilerSpec::parse("gcc -O2").unwrap();
        assert_eq!(s.name, "gcc -O2");
        assert_eq!(
            s.argv("a.c", "a.exe", LINK_TAIL),
            vec!["-O2", "a.c", "-o", "a.exe", "-lm"]
        );
        let s = CompilerSpec::parse("bug=chibicc {src} -o {out}").unwrap();
        assert_eq!(s.name, "bug");
        assert_eq!(s.argv("a.c", "x", LINK_TAIL), vec!["a.c", "-o", "x"]);
        assert_eq!(CompilerSpec::parse(""), Err(SpecError::Empty));
        // `=` inside an option is not a name.
        assert_eq!(CompilerSpec::parse("gcc -std=c99").unwrap().program, "gcc");
    }

    #[test]
    fn spec_round_trips() {
        for s in ["gcc -O2", "bug=chibicc {src} -o {out}", "gcc '-DX=a b'"] {
            let c = CompilerSpec::parse(s).unwrap();
            assert_eq!(CompilerSpec::parse(&c.spec()).unwrap(), c, "{s}");
        }
        assert_eq!(CompilerSpec::parse("gcc  -O2").unwrap().spec(), "gcc -O2");
    }

    #[test]
    fn finds_programs() {
        assert!(CompilerSpec::parse("sh").unwrap().check_exists().is_ok());
        assert!(matches!(
            CompilerSpec::parse("no-such-cc-xyz")
                .unwrap()
                .check_exists(),
            Err(SpecError::NotFound { .. })
        ));
    }

    #[test]
    fn quotes_for_scripts() {
        assert_eq!(shell_quote("-O2"), "-O2");
        assert_eq!(shell_quote("a b"), "'a b'");
        assert_eq!(shell_quote("it's"), "'it'\\''s'");
    }
}
