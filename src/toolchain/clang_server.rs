//! The clang server (`native/clang_server.c`, built by `build.rs`, embedded here): a
//! process that loads libclang once and checks many programs with it, as `clang ARGS
//! -fsyntax-only FILE` would. clang takes about 40 ms to start (loading libLLVM and
//! libclang-cpp) and a reduced program about 1 ms to parse, so the static guard, which
//! compiles every interesting candidate with clang, asks a server instead of starting
//! clang each time.
//!
//! Servers are kept in a pool, one per check running at once, per libclang (the one
//! installed beside the clang program: `…/llvm-15/bin/clang` uses
//! `…/llvm-15/lib/libclang.so.1`). A check that runs past its timeout or is cancelled
//! kills its server with its process group; the next check starts a new one. A server
//! ends when its input closes, so none outlives this process. When no server can start
//! (no libclang beside the program, or `CREDUCE_RS_CLANG_SERVER=off`), the compile runs
//! clang as a process, as before.

use crate::toolchain::{CompilerSpec, Control, Exit, Output};
use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The server's bytes.
const SERVER: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/creduce-rs-clang-server"));

/// Set to `off` to run clang as a process for every compile (the benchmark of the
/// server's worth, and a way around a libclang that misbehaves).
pub const SERVER_ENV: &str = "CREDUCE_RS_CLANG_SERVER";

/// How long a new server may take to load libclang.
const START_TIMEOUT: Duration = Duration::from_secs(20);

/// How often a check waiting for its reply looks at its cancel flag.
const POLL: Duration = Duration::from_millis(20);

/// A reply: the request's number, clang's exit (0, 1; 2 when libclang could not
/// parse, 3 when the directory could not be entered) and its messages.
type Reply = std::io::Result<(u64, i32, Vec<u8>)>;

/// One running server.
struct Server {
    child: Child,
    stdin: ChildStdin,
    replies: Receiver<Reply>,
    /// The number of the last request sent.
    sent: u64,
}

impl Drop for Server {
    fn drop(&mut self) {
        // Its own process group: kill whatever it is doing, and reap it.
        let pid = self.child.id() as i32;
        let _ = nix::sys::signal::killpg(
            nix::unistd::Pid::from_raw(pid),
            nix::sys::signal::Signal::SIGKILL,
        );
        let _ = self.child.wait();
    }
}

impl Server {
    fn start(server: &Path, libclang: &Path, alarm: Duration) -> Result<Server, Started> {
        use std::os::unix::process::CommandExt;
        let mut child = Command::new(server)
            .arg(libclang)
            .env("CREDUCE_RS_SERVER_ALARM", (alarm.as_secs() + 5).to_string())
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .map_err(|_| Started::Failed)?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(Started::Failed);
        };
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut r = BufReader::new(stdout);
            let mut line = String::new();
            if r.read_line(&mut line).is_err() || line.trim() != "ready" {
                let _ = tx.send(Err(std::io::ErrorKind::UnexpectedEof.into()));
                return;
            }
            let _ = tx.send(Ok((0, 0, Vec::new())));
            loop {
                line.clear();
                let reply = match r.read_line(&mut line) {
                    Ok(0) | Err(_) => Err(std::io::ErrorKind::UnexpectedEof.into()),
                    Ok(_) => read_reply(&line, &mut r),
                };
                let failed = reply.is_err();
                if tx.send(reply).is_err() || failed {
                    return;
                }
            }
        });
        let s = Server {
            child,
            stdin,
            replies: rx,
            sent: 0,
        };
        match s.replies.recv_timeout(START_TIMEOUT) {
            Ok(Ok(_)) => Ok(s),
            // Slow to load (a loaded machine): not broken, only not now.
            Err(RecvTimeoutError::Timeout) => Err(Started::Slow),
            _ => Err(Started::Failed),
        }
    }
}

/// Why a server is not there to ask.
enum Started {
    /// It ended or said nothing before its libclang was loaded: do not try again.
    Failed,
    /// It took longer than [`START_TIMEOUT`] to load libclang.
    Slow,
}

/// A reply's messages, after its header line `ID EXIT LEN`.
fn read_reply(header: &str, r: &mut impl Read) -> Reply {
    let bad = || std::io::Error::new(std::io::ErrorKind::InvalidData, "bad reply");
    let mut words = header.split_whitespace();
    let mut next = || words.next().ok_or_else(bad);
    let id: u64 = next()?.parse().map_err(|_| bad())?;
    let code: i32 = next()?.parse().map_err(|_| bad())?;
    let len: usize = next()?.parse().map_err(|_| bad())?;
    let mut messages = vec![0; len];
    r.read_exact(&mut messages)?;
    Ok((id, code, messages))
}

/// The server program, written out once.
fn server_program() -> Option<&'static Path> {
    static PATH: OnceLock<Option<PathBuf>> = OnceLock::new();
    PATH.get_or_init(|| super::native::installed("creduce-rs-clang-server", "", SERVER, true))
        .as_deref()
}

/// The libclang installed beside clang `program` (found on PATH), if any.
pub fn libclang_of(program: &str) -> Option<PathBuf> {
    static FOUND: OnceLock<Mutex<HashMap<String, Option<PathBuf>>>> = OnceLock::new();
    let found = FOUND.get_or_init(Default::default);
    let mut found = found.lock().unwrap_or_else(|e| e.into_inner());
    found
        .entry(program.to_string())
        .or_insert_with(|| {
            let real = super::compiler::find_program(program)?
                .canonicalize()
                .ok()?;
            let lib = real.parent()?.parent()?.join("lib");
            ["libclang.so.1", "libclang.so"]
                .iter()
                .map(|n| lib.join(n))
                .find(|p| p.is_file())
        })
        .clone()
}

/// Idle servers, by libclang; and the libclangs whose server would not start.
#[derive(Default)]
struct Pool {
    idle: HashMap<PathBuf, Vec<Server>>,
    broken: Vec<PathBuf>,
}

fn pool() -> &'static Mutex<Pool> {
    static POOL: OnceLock<Mutex<Pool>> = OnceLock::new();
    POOL.get_or_init(Default::default)
}

/// Whether compiles with clang `program` can go to a server.
pub fn available(program: &str) -> bool {
    std::env::var(SERVER_ENV).as_deref() != Ok("off")
        && server_program().is_some()
        && libclang_of(program).is_some_and(|l| {
            !pool()
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .broken
                .contains(&l)
        })
}

/// Check `src` in `dir` as `cc` (a clang) with `tail` would, in a server: `None` when no
/// server can do it (the caller then runs clang itself).
pub fn compile(
    cc: &CompilerSpec,
    dir: &Path,
    src: &str,
    tail: &[&str],
    timeout: Duration,
    cancel: &dyn Control,
) -> Option<Output> {
    if !available(&cc.program) {
        return None;
    }
    let dir = std::path::absolute(dir).ok()?;
    let args = cc.argv(src, "", tail);
    // The protocol is lines: what a line cannot carry goes to clang itself.
    let unsayable = |s: &str| s.contains('\n') || s.contains('\0');
    if unsayable(&dir.to_string_lossy()) || args.iter().any(|a| unsayable(a)) {
        return None;
    }
    let libclang = libclang_of(&cc.program)?;
    let taken = {
        let mut p = pool().lock().unwrap_or_else(|e| e.into_inner());
        p.idle.get_mut(&libclang).and_then(Vec::pop)
    };
    let mut server = match taken {
        Some(s) => s,
        None => match Server::start(server_program()?, &libclang, timeout) {
            Ok(s) => s,
            Err(Started::Slow) => return None,
            Err(Started::Failed) => {
                let mut p = pool().lock().unwrap_or_else(|e| e.into_inner());
                p.broken.push(libclang);
                return None;
            }
        },
    };
    // The check's time starts once it has its server (loading libclang is not the
    // candidate's time).
    let start = Instant::now();
    server.sent += 1;
    let id = server.sent;
    let mut request = format!("{id}\n{}\n{}\n", dir.display(), args.len());
    for a in &args {
        request.push_str(a);
        request.push('\n');
    }
    if server.stdin.write_all(request.as_bytes()).is_err() || server.stdin.flush().is_err() {
        return None;
    }
    let ended = |exit| {
        Some(Output {
            exit,
            stdout: Vec::new(),
            stdout_hash: None,
            stderr: Vec::new(),
            elapsed: start.elapsed(),
        })
    };
    loop {
        if cancel.cancelled() {
            return ended(Exit::Cancelled);
        }
        let left = timeout.saturating_sub(start.elapsed());
        if left.is_zero() {
            return ended(Exit::Timeout);
        }
        match server.replies.recv_timeout(left.min(POLL)) {
            // Not the answer to this request: the server is out of step; end it.
            Ok(Ok((got, _, _))) if got != id => return None,
            // libclang could not parse at all, and may have crashed: end this server
            // and let clang itself say why.
            Ok(Ok((_, 2, _))) => return None,
            // The directory could not be entered: clang itself will say so.
            Ok(Ok((_, 3, _))) => {
                give_back(libclang, server);
                return None;
            }
            Ok(Ok((_, code, messages))) => {
                give_back(libclang, server);
                return Some(Output {
                    exit: Exit::Code(code),
                    stdout: Vec::new(),
                    stdout_hash: None,
                    stderr: messages,
                    elapsed: start.elapsed(),
                });
            }
            Ok(Err(_)) | Err(RecvTimeoutError::Disconnected) => return None,
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

fn give_back(libclang: PathBuf, server: Server) {
    let mut p = pool().lock().unwrap_or_else(|e| e.into_inner());
    p.idle.entry(libclang).or_default().push(server);
}

/// End every idle server (each is killed with its process group and reaped). Checks
/// running still hold theirs, and end them when they finish or are cancelled.
pub fn shutdown() {
    let idle = std::mem::take(&mut pool().lock().unwrap_or_else(|e| e.into_inner()).idle);
    drop(idle);
}
