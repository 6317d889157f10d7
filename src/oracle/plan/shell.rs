//! The shell renderer: a plan as lines of a POSIX shell script that runs in a directory
//! holding the candidate and exits 1 where the runner ([`super::run`]) says "not
//! interesting". The script is self-contained: the patterns it greps for are written
//! from the runner's own lists.
//!
//! What a shell cannot tell as the runner does, it approximates here, and only here:
//! - a compiler's failure is matched by its exit status and the longest fixed piece of
//!   its normalized message ([`grep_message`]), not by the runner's full normalization;
//! - a program's exit code above 128 reads as a signal (`exit(134)` as an abort).

use super::{stem, Action, Plan, Require};
use crate::oracle::readings::{
    invalid_warning_regex, sanitizer_regex, NG_LINE, VALGRIND_ERROR_EXIT,
};
use crate::oracle::signature::{grep_message, CheckFailure, CompileFailure, Difference};
use crate::oracle::site;
use crate::toolchain::compiler::shell_quote;

/// The failed check an output shows, as `check_failure` keeps it: the first `NG` line,
/// up to ` got `, trimmed.
fn ng_awk() -> String {
    format!(
        "/{NG_LINE}/ {{ i = index($0, \" got \"); if (i) $0 = substr($0, 1, i - 1); sub(/^[[:space:]]+/, \"\"); sub(/[[:space:]]+$/, \"\"); print; exit }}"
    )
}

fn secs(d: std::time::Duration) -> u64 {
    d.as_secs_f64().ceil() as u64
}

/// A whole C-Reduce-convention script from an oracle's lines ([`crate::oracle::Oracle::script_lines`]
/// for the candidate file `src`): it runs in a directory holding `src` and exits 0 when
/// the candidate is interesting. `what` names the oracle in its heading.
pub fn script(what: &str, src: &str, lines: &[String]) -> String {
    format!(
        "#!/bin/bash\n# Interestingness test written by `creduce-rs check --emit-script` ({what}).\n\
         # C-Reduce convention: runs in a directory holding {src}; exit 0 = interesting.\n\
         F={}\nulimit -c 0\n\
         # Without address randomization, as creduce-rs runs its children, where allowed.\n\
         if [ -z \"$CREDUCE_RS_NORAND\" ] && setarch -R true 2>/dev/null; then \
         CREDUCE_RS_NORAND=1 exec setarch -R /bin/bash \"$0\" \"$@\"; fi\n{}\nexit 0\n",
        shell_quote(src),
        lines.join("\n").replace(&shell_quote(src), "\"$F\"")
    )
}

/// `plan` as shell lines, for the candidate file `src`.
pub fn lines(plan: &Plan, src: &str) -> Vec<String> {
    let mut v = Vec::new();
    if let Some(t) = &plan.title {
        v.push(format!("# --- {t} ---"));
    }
    let needs = |f: fn(&Require) -> bool| plan.steps.iter().any(|s| f(&s.require));
    if needs(|r| matches!(r, Require::Clean { .. })) {
        v.push(format!("invalid={}", shell_quote(&invalid_warning_regex())));
    }
    if needs(|r| matches!(r, Require::RunsClean)) {
        v.push(format!("sanitizer={}", shell_quote(&sanitizer_regex())));
    }
    if needs(|r| matches!(r, Require::PassesChecks | Require::FailsChecks(_))) {
        v.push(format!("ng={}", shell_quote(NG_LINE)));
    }
    for step in &plan.steps {
        v.push(format!("# {}", step.name.replace('\n', " ")));
        let (s, under) = match &step.action {
            Action::Compile(c) => {
                let log = format!("{}.log", stem(&c.out));
                let preload = match c.site {
                    Some(rec) => {
                        v.push("rm -f site.txt".into());
                        let reporters = if rec.reporters.is_empty() {
                            String::new()
                        } else {
                            format!("{}={} ", site::REPORTERS_ENV, shell_quote(rec.reporters))
                        };
                        format!(
                            "{}=\"$PWD/site.txt\" {reporters}LD_PRELOAD={} ",
                            site::SITE_FILE_ENV,
                            shell_quote(&rec.library.to_string_lossy())
                        )
                    }
                    None => String::new(),
                };
                v.push(format!(
                    "{preload}timeout {} {} > {log} 2>&1; rc=$?",
                    secs(c.timeout),
                    c.cc.shell_words(src, &c.out, c.tail)
                ));
                (stem(&c.out).to_string(), false)
            }
            Action::Build(b) => {
                let s = stem(&b.exe).to_string();
                let under: String = b.under.iter().map(|w| shell_quote(w) + " ").collect();
                v.push(format!(
                    "timeout {} {} > {s}.log 2>&1; rc=$?",
                    secs(b.compile_timeout),
                    b.cc.shell_words(src, &b.exe, b.tail)
                ));
                v.push(format!(
                    "if [ $rc -eq 0 ]; then timeout -s KILL {} env -i PATH=\"$PATH\" {under}./{} > {s}.out 2> {s}.err; r=$?; else r=cf; : > {s}.out; : > {s}.err; fi; echo \"$r\" > {s}.rc",
                    secs(b.run_timeout),
                    b.exe
                ));
                (s, !b.under.is_empty())
            }
        };
        let ran = "[ \"$r\" != cf ] && [ \"$r\" -le 128 ] || exit 1".to_string();
        let same_as = |n: usize| {
            let other = match &plan.steps.get(n).map(|s| &s.action) {
                Some(Action::Build(b)) => stem(&b.exe).to_string(),
                Some(Action::Compile(c)) => stem(&c.out).to_string(),
                None => String::new(),
            };
            format!("[ \"$r\" = \"$(cat {other}.rc)\" ] && cmp -s {other}.out {s}.out")
        };
        match &step.require {
            Require::Accepts => v.push("[ $rc -eq 0 ] || exit 1".into()),
            Require::Clean { tolerated } => {
                v.push("[ $rc -eq 0 ] || exit 1".into());
                if tolerated.is_empty() {
                    v.push(format!("grep -qE \"$invalid\" {s}.log && exit 1"));
                } else {
                    // The original's own warnings are tolerated (here without counting
                    // their copies).
                    v.push(format!(
                        "grep -E \"$invalid\" {s}.log | sed -E 's/^.*((warning|error): )/\\1/' | grep -qvxF {} && exit 1",
                        shell_quote(&tolerated.join("\n"))
                    ));
                }
            }
            Require::FailsAs(f) => {
                v.push("[ $rc -eq 0 ] && exit 1".into());
                v.extend(fails_as(f, &format!("{s}.log")));
            }
            Require::PassesChecks => {
                v.push("[ \"$r\" = 0 ] || exit 1".into());
                v.push(format!("grep -qE \"$ng\" {s}.out && exit 1"));
            }
            Require::FailsChecks(f) => match f {
                CheckFailure::Prints { line } => {
                    v.push(ran.clone());
                    v.push(format!(
                        "[ \"$(awk {} {s}.out)\" = {} ] || exit 1",
                        shell_quote(&ng_awk()),
                        shell_quote(line)
                    ));
                }
                CheckFailure::Exits { code } => {
                    v.push(format!("[ \"$r\" = {code} ] || exit 1"));
                    v.push(format!("grep -qE \"$ng\" {s}.out && exit 1"));
                }
                CheckFailure::Aborts => v.push("[ \"$r\" = 134 ] || exit 1".into()),
                CheckFailure::Crashes { signal } => {
                    v.push(format!("[ \"$r\" = {} ] || exit 1", 128 + signal))
                }
                CheckFailure::Hangs => v.push("[ \"$r\" = 137 ] || exit 1".into()),
                CheckFailure::DoesNotCompile { failure } => {
                    v.push("[ \"$r\" = cf ] || exit 1".into());
                    v.extend(fails_as(failure, &format!("{s}.log")));
                }
            },
            Require::Runs => v.push(ran.clone()),
            Require::SameAs(n) => {
                v.push(ran.clone());
                v.push(format!("{} || exit 1", same_as(*n)));
            }
            Require::Dissents { from, want } => match want.difference {
                Difference::CompileFailure => {
                    v.push("[ \"$r\" = cf ] || exit 1".into());
                    if let Some(f) = &want.failure {
                        v.extend(fails_as(f, &format!("{s}.log")));
                    }
                }
                Difference::RuntimeCrash => v.push(match want.signal {
                    Some(sig) => format!("[ \"$r\" = {} ] || exit 1", 128 + sig),
                    None => {
                        "[ \"$r\" != cf ] && [ \"$r\" -gt 128 ] && [ \"$r\" -ne 137 ] || exit 1"
                            .into()
                    }
                }),
                Difference::Hang => v.push("[ \"$r\" = 137 ] || exit 1".into()),
                Difference::WrongOutput => {
                    v.push(ran.clone());
                    v.push(format!("{} && exit 1", same_as(*from)));
                }
            },
            Require::RunsClean => {
                v.push("[ \"$r\" = cf ] && exit 1".into());
                v.push("[ \"$r\" -gt 128 ] && exit 1".into());
                v.push(format!("grep -qE \"$sanitizer\" {s}.err && exit 1"));
                if under {
                    v.push(format!("[ \"$r\" = {VALGRIND_ERROR_EXIT} ] && exit 1"));
                }
            }
        }
    }
    v
}

/// Lines that `exit 1` unless the compile whose status is `$rc` and whose output is in
/// `log` failed as `f`.
fn fails_as(f: &CompileFailure, log: &str) -> Vec<String> {
    let site_is = |expected: String| {
        format!(
            "[ \"$(awk {} site.txt 2>/dev/null)\" = {} ] || exit 1",
            shell_quote(&site::awk_program()),
            shell_quote(&expected)
        )
    };
    match f {
        CompileFailure::Timeout => vec!["[ $rc -eq 124 ] || exit 1".into()],
        CompileFailure::Signal { signal } => {
            vec![format!("[ $rc -eq {} ] || exit 1", 128 + signal)]
        }
        CompileFailure::ChildCrash { signal, site } => {
            vec![site_is(format!("signal {signal} {site}"))]
        }
        CompileFailure::ErrorAt { message, site } => vec![
            grep_message(message, log),
            site_is(format!("message {site}")),
        ],
        CompileFailure::Exit {
            code,
            message: None,
        } => vec![
            format!("[ $rc -eq {code} ] || exit 1"),
            format!("grep -q . {log} && exit 1"),
        ],
        CompileFailure::Exit {
            message: Some(message),
            ..
        }
        | CompileFailure::Ice { message, .. }
        | CompileFailure::Assertion { message }
        | CompileFailure::Crash { message }
        | CompileFailure::Error { message } => {
            let named = match f {
                CompileFailure::Ice { message, .. } => {
                    crate::oracle::crash_state::named_message_pattern(message)
                }
                _ => None,
            };
            // A message with the program's names made `'_'` is matched whole, names as
            // words: its longest fixed piece alone (`referenced in`) says too little.
            let mut v = vec![match named {
                Some(re) => format!("grep -qE {} {log} || exit 1", shell_quote(&re)),
                None => grep_message(message, log),
            }];
            if let CompileFailure::Ice {
                message,
                pass,
                line,
                site,
            } = f
            {
                v.extend(grep_words(&format!("during {pass}"), pass, log));
                if !site.is_empty() {
                    v.push(format!(
                        "[ \"$(awk {} site.txt 2>/dev/null)\" = {} ] || exit 1",
                        shell_quote(&site::ice_awk_program(message)),
                        shell_quote(site)
                    ));
                }
                if *line != 0 {
                    let at = crate::oracle::signature::ice_at_line(message, *line);
                    let place = at.rsplit(", at ").next().unwrap_or(&at);
                    v.extend(grep_words(place, place, log));
                }
            }
            v
        }
        CompileFailure::StackDump {
            message,
            frames,
            pass,
        } => {
            let mut v = vec![format!("grep -q 'Stack dump:' {log} || exit 1")];
            if !message.is_empty() {
                v.push(grep_message(message, log));
            }
            for frame in frames {
                v.extend(grep_words(frame, frame, log));
            }
            v.extend(grep_words(&format!("Running pass '{pass}'"), pass, log));
            v
        }
    }
}

/// `grep -qF WORDS LOG || exit 1` when `when` is not empty.
fn grep_words(words: &str, when: &str, log: &str) -> Option<String> {
    (!when.is_empty()).then(|| format!("grep -qF {} {log} || exit 1", shell_quote(words)))
}
