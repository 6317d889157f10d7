//! The value probe: build an instrumented copy of the program with the reference
//! compiler (gcc, with UBSan and ASan so that values from a run with undefined behaviour
//! are never used), run it, and hand back what it reported. Used by passes that replace
//! expressions by their observed values.

use super::Workspace;
use crate::toolchain::compiler::LINK_TAIL;
use crate::toolchain::{self, CompilerSpec, Control, Exit, ProcessSpec};
use std::sync::Arc;
use std::time::Duration;

/// Something that runs an instrumented program and returns its report.
pub trait ValueSource: Sync + std::fmt::Debug {
    /// The instrumented program's stderr, or `None` if it could not be built or ran badly.
    fn run(&self, instrumented: &str, cancel: &dyn Control) -> Option<String>;
}

/// gcc-built probe.
#[derive(Debug)]
pub struct ValueProbe {
    gcc: CompilerSpec,
    workspace: Arc<Workspace>,
    compile_timeout: Duration,
    run_timeout: Duration,
}

impl ValueProbe {
    /// A probe, or `None` when gcc is not on PATH.
    pub fn new(
        workspace: Arc<Workspace>,
        compile_timeout: Duration,
        run_timeout: Duration,
    ) -> Option<ValueProbe> {
        let mut gcc = CompilerSpec::parse("gcc").ok()?;
        gcc.check_exists().ok()?;
        gcc.args = [
            "-O0",
            "-w",
            "-std=gnu11",
            "-fsanitize=undefined,address",
            "-fno-sanitize-recover=all",
        ]
        .map(String::from)
        .to_vec();
        Some(ValueProbe {
            gcc,
            workspace,
            compile_timeout,
            run_timeout,
        })
    }
}

impl ValueSource for ValueProbe {
    fn run(&self, instrumented: &str, cancel: &dyn Control) -> Option<String> {
        let dir = self.workspace.stage(instrumented).ok()?;
        let src = dir.src().to_string();
        let c = self
            .gcc
            .compile(
                dir.path(),
                &src,
                "probe.exe",
                LINK_TAIL,
                self.compile_timeout,
                cancel,
            )
            .ok()?;
        if c.exit != Exit::Code(0) {
            return None;
        }
        let mut spec = ProcessSpec::new("./probe.exe", dir.path())
            .timeout(self.run_timeout * 4)
            .fixed_env();
        spec.output_cap = 16 << 20;
        let r = toolchain::run(&spec, cancel).ok()?;
        let err = String::from_utf8_lossy(&r.stderr).into_owned();
        let clean = matches!(r.exit, Exit::Code(_))
            && !err.lines().any(super::readings::is_sanitizer_report);
        clean.then_some(err)
    }
}
