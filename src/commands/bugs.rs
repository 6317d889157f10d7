//! `creduce-rs bugs ACTION --db BUGS`: the known-bug database (`triage::bugs`). `add`
//! records a cluster of a finished triage (its representative and features) as a new
//! bug or as another example of a known one; `merge` and `split` join and part bugs
//! (the decision is kept in the files); `set` changes title, URL or status; `list`,
//! `show`; `recheck` runs every open or fixed bug's examples with the compilers
//! installed now. Also the `--known`, `--campaign-id` and `--report-style` options of
//! `triage` as the library's [`Reporting`].

use super::cli::{BugsAction, BugsAddArgs, BugsArgs, BugsSetArgs, ReportArgs, StatusArg, StyleArg};
use super::interrupt::Interrupt;
use super::{out, Error, Outcome};
use crate::oracle::{Oracle, Signature, Workspace};
use crate::triage::conclude::Reporting;
use crate::triage::failure::workdir::WorkDir;
use crate::triage::known_bugs::db::{features_of, Bug, BugStatus, BugsError, Db, Example, Seen};
use crate::triage::known_bugs::matching::{duplicates, match_example, Class};
use crate::triage::report::bug_report::Style;
use crate::triage::similarity::cluster::Clustering;
use serde_json::Value;
use std::sync::Arc;

impl From<BugsError> for Error {
    fn from(e: BugsError) -> Error {
        match e {
            BugsError::Bad(m) => Error::Usage(m),
            e @ BugsError::Io(..) => Error::CannotWrite(e.to_string()),
        }
    }
}

/// The reports' options as the library takes them; the database is read here, so a
/// bad one stops the run before any work.
pub fn reporting(args: &ReportArgs, record_hits: bool) -> Result<Reporting, Error> {
    let known = match &args.known {
        Some(p) => Some(Db::open(p, true)?),
        None => None,
    };
    Ok(Reporting {
        known,
        style: args.report_style.map(|s| match s {
            StyleArg::Gcc => Style::Gcc,
            StyleArg::Markdown => Style::Markdown,
        }),
        campaign_id: args.campaign_id.clone(),
        dirs: Default::default(),
        record_hits,
    })
}

fn status(s: StatusArg) -> BugStatus {
    match s {
        StatusArg::Open => BugStatus::Open,
        StatusArg::Fixed => BugStatus::Fixed,
        StatusArg::Wontfix => BugStatus::Wontfix,
        StatusArg::Invalid => BugStatus::Invalid,
        StatusArg::Ignore => BugStatus::Ignore,
    }
}

/// Run `bugs`.
pub fn run(args: BugsArgs) -> Result<Outcome, Error> {
    super::ui::init_logging(0, false);
    match args.action {
        BugsAction::Add(a) => add(a),
        BugsAction::Merge(a) => {
            let mut db = Db::open(&a.db.db, false)?;
            db.merge(&a.a, &a.b)?;
            out(format_args!("merged {} into {}", a.b, a.a))?;
            Ok(Outcome::Done)
        }
        BugsAction::Split(a) => {
            let mut db = Db::open(&a.db.db, false)?;
            db.split(&a.a, &a.b)?;
            out(format_args!("split {} from {}", a.b, a.a))?;
            Ok(Outcome::Done)
        }
        BugsAction::Set(a) => set(a),
        BugsAction::List(a) => {
            let db = Db::open(&a.db, false)?;
            let dups = duplicates(&db, &Clustering::default());
            out(format_args!(
                "{:<28} {:<8} {:>8} {:>5}  {:<24} {:<20} title",
                "id", "status", "examples", "hits", "first .. last campaign", "likely dup of"
            ))?;
            for b in db.bugs.values() {
                let seen = b
                    .first_last()
                    .map_or("-".into(), |(f, l)| format!("{f} .. {l}"));
                let dup = dups.get(&b.id).map_or("-".into(), |d| d.join(","));
                out(format_args!(
                    "{:<28} {:<8} {:>8} {:>5}  {:<24} {:<20} {}",
                    b.id,
                    b.status.name(),
                    b.all_examples().len(),
                    b.hits(),
                    seen,
                    dup,
                    b.title
                ))?;
            }
            Ok(Outcome::Done)
        }
        BugsAction::Show(a) => {
            let db = Db::open(&a.db.db, false)?;
            show(db.get(&a.id)?)?;
            Ok(Outcome::Done)
        }
        BugsAction::Recheck(a) => recheck(&Db::open(&a.db.db, false)?),
    }
}

fn show(b: &Bug) -> Result<(), Error> {
    out(format_args!("{}: {}", b.id, b.title))?;
    out(format_args!(
        "status    {}{}",
        b.status.name(),
        b.fixed_in
            .as_ref()
            .map_or(String::new(), |v| format!(" in {v}"))
    ))?;
    if let Some(u) = &b.url {
        out(format_args!("url       {u}"))?;
    }
    let seen: Vec<String> = b
        .campaigns
        .iter()
        .map(|s| format!("{} ({})", s.campaign, s.failures))
        .collect();
    out(format_args!(
        "hits      {} in {}",
        b.hits(),
        seen.join(", ")
    ))?;
    for m in &b.merged {
        out(format_args!("merged    {}: {}", m.id, m.title))?;
    }
    for (from, e) in b.all_examples() {
        out(format_args!(
            "\nexample   {} of cluster {} of {}{}",
            e.failure,
            e.cluster,
            e.campaign,
            if from == b.id {
                String::new()
            } else {
                format!(" (from {from})")
            }
        ))?;
        if let Some(s) = &e.signature {
            out(format_args!("signature {s}"))?;
        }
        if let Some(c) = &e.culprit {
            out(format_args!("culprit   {}", c.join(" ")))?;
        }
        if let Some(v) = &e.compiler_version {
            out(format_args!("compiler  {v}"))?;
        }
        out(format_args!("{}", e.program.trim_end()))?;
    }
    Ok(())
}

fn set(a: BugsSetArgs) -> Result<Outcome, Error> {
    let mut db = Db::open(&a.db.db, false)?;
    let mut bug = db.get(&a.id)?.clone();
    if let Some(t) = a.title {
        bug.title = t;
    }
    if let Some(u) = a.url {
        bug.url = Some(u);
    }
    if let Some(s) = a.status {
        bug.status = status(s);
        if bug.status != BugStatus::Fixed {
            bug.fixed_in = None;
        }
    }
    if let Some(v) = a.fixed_in {
        bug.fixed_in = Some(v);
    }
    if bug.status == BugStatus::Fixed && bug.fixed_in.is_none() {
        return Err(Error::Usage(
            "status fixed needs --fixed-in VERSION, as the compiler prints it (clang version 15.0.6)"
                .into(),
        ));
    }
    db.bugs.insert(bug.id.clone(), bug);
    db.save(&a.id)?;
    out(format_args!("{} updated", a.id))?;
    Ok(Outcome::Done)
}

/// The example a cluster of a finished triage gives, and its title and member count.
fn example_of(wd_path: &std::path::Path, cluster: &str) -> Result<(Example, String, usize), Error> {
    let text = std::fs::read_to_string(wd_path.join("report.json")).map_err(|e| {
        Error::Usage(format!(
            "{}: no report.json ({e}): not a finished triage",
            wd_path.display()
        ))
    })?;
    let report: Value = serde_json::from_str(&text)
        .map_err(|e| Error::Usage(format!("{}/report.json: {e}", wd_path.display())))?;
    let c = report["clusters"]
        .as_array()
        .and_then(|cs| cs.iter().find(|c| c["id"] == cluster))
        .ok_or_else(|| {
            Error::Usage(format!(
                "{}: no cluster {cluster} in its report",
                wd_path.display()
            ))
        })?;
    let rep = c["representative"].as_str().unwrap_or_default().to_string();
    let members = c["members"].as_array().map_or(0, Vec::len);
    let wd = WorkDir::open(wd_path).map_err(|e| Error::CannotWrite(e.to_string()))?;
    let record = wd
        .read_record(&rep)
        .ok_or_else(|| Error::Usage(format!("{}: no record of {rep}", wd_path.display())))?;
    let b = &c["bug_report"];
    let program = match b["program"].as_str() {
        Some(p) => p.to_string(),
        None => wd
            .program(&rep, record.as_given)
            .ok_or_else(|| Error::Usage(format!("{}: no program of {rep}", wd_path.display())))?,
    };
    let campaign = b["campaign"]
        .as_str()
        .or(report["campaign"].as_str())
        .unwrap_or_default()
        .to_string();
    let signature: Option<Signature> = record
        .signature
        .clone()
        .or_else(|| record.reproduce.as_ref().and_then(|r| r.signature.clone()));
    let example = Example {
        campaign,
        cluster: cluster.to_string(),
        failure: rep,
        oracle: record.oracle.clone(),
        signature,
        culprit: record.culprit.clone(),
        level: record.culprit_search.as_ref().and_then(|c| c.level.clone()),
        versions: record.versions.as_ref().map(|v| v.failing.clone()),
        profile: record
            .profile
            .as_ref()
            .map(crate::triage::failure::profile::Profile::cure_rates)
            .filter(|r| !r.is_empty()),
        compiler_version: b["compiler"]["version"].as_str().map(String::from),
        features: features_of(&program),
        program,
    };
    let title = b["title"].as_str().unwrap_or(cluster).to_string();
    Ok((example, title, members))
}

fn add(a: BugsAddArgs) -> Result<Outcome, Error> {
    let mut db = Db::open(&a.db.db, true)?;
    let (example, title, members) = example_of(&a.workdir, &a.cluster)?;
    if let Some(to) = &a.to {
        let campaign = example.campaign.clone();
        db.add_example(to, example)?;
        let mut bug = db.get(to)?.clone();
        let have = bug
            .campaigns
            .iter()
            .find(|s| s.campaign == campaign)
            .map_or(0, |s| s.failures);
        bug.record_hits(&campaign, have + members);
        db.bugs.insert(bug.id.clone(), bug);
        db.save(to)?;
        out(format_args!("{} added to {to}", a.cluster))?;
        return Ok(Outcome::Done);
    }
    let id = a.id.unwrap_or_default();
    if !a.force_new && !db.bugs.contains_key(&id) {
        // A cluster that is a known bug already is another example of it, not a
        // second bug (which a later night would list as "stopped appearing").
        let clustering = WorkDir::open(&a.workdir)
            .ok()
            .and_then(|wd| crate::triage::merge::RunInfo::read(&wd).ok())
            .map_or_else(Clustering::default, |i| i.clustering);
        let m = match_example(&example, &db, &clustering);
        match (m.class, &m.bug) {
            (Class::Known, Some(b)) => {
                return Err(Error::KnownBug(format!(
                    "cluster {} is known bug {} ({}, example {}){}: --to {} adds it there, --new records it as another bug",
                    a.cluster,
                    b.id,
                    m.how.as_deref().unwrap_or("close features"),
                    b.example,
                    b.fixed_in
                        .as_ref()
                        .map_or(String::new(), |v| format!(", fixed in {v}: a regression?")),
                    b.id
                )))
            }
            (Class::MaybeKnown, _) => eprintln!(
                "creduce-rs: warning: cluster {} may be known bug {} (see bugs show ID; --to ID adds it there)",
                a.cluster,
                m.candidates
                    .iter()
                    .map(|c| c.id.as_str())
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
            _ => {}
        }
    }
    let status = a.status.map_or(BugStatus::Open, status);
    if status == BugStatus::Fixed && a.fixed_in.is_none() {
        return Err(Error::Usage(
            "--status fixed needs --fixed-in VERSION, as the compiler prints it".into(),
        ));
    }
    let bug = Bug {
        id: id.clone(),
        title: a.title.unwrap_or(title),
        url: a.url,
        status,
        fixed_in: a.fixed_in.filter(|_| status == BugStatus::Fixed),
        campaigns: vec![Seen {
            campaign: example.campaign.clone(),
            failures: members,
        }],
        examples: vec![example],
        merged: Vec::new(),
    };
    db.add(bug)?;
    out(format_args!("{} recorded as bug {id}", a.cluster))?;
    Ok(Outcome::Done)
}

fn recheck(db: &Db) -> Result<Outcome, Error> {
    let interrupt =
        Interrupt::install().map_err(|e| anyhow::anyhow!("cannot install signal handlers: {e}"))?;
    let cancel = || interrupt.requested();
    for b in db.bugs.values() {
        if !matches!(b.status, BugStatus::Open | BugStatus::Fixed) {
            continue;
        }
        for (_, e) in b.all_examples() {
            if interrupt.requested() {
                return Ok(Outcome::Interrupted {
                    signal: interrupt.signal().unwrap_or(2),
                });
            }
            let Some(config) = e.oracle.as_ref().map(|c| c.unguarded()) else {
                out(format_args!("{} {}: no oracle recorded", b.id, e.failure))?;
                continue;
            };
            let ws = Arc::new(Workspace::new("bug.c".into()).map_err(anyhow::Error::from)?);
            let verdict = match config.build(&e.program, ws, &cancel) {
                Ok(o) => {
                    let now = o.signature().map(|s| s.clustering_key());
                    let then = e.signature.as_ref().map(Signature::clustering_key);
                    if now == then {
                        "still fails".to_string()
                    } else {
                        format!(
                            "fails differently: {}",
                            now.map_or("no signature".into(), |s| s.to_string())
                        )
                    }
                }
                Err(crate::oracle::config::BuildError::NotInteresting(_)) => {
                    "passes now".to_string()
                }
                Err(err) => format!(
                    "cannot tell: {}",
                    err.to_string().lines().next().unwrap_or("")
                ),
            };
            let note = match (b.status, verdict.as_str()) {
                (BugStatus::Fixed, "still fails") => format!(
                    " (marked fixed in {}: a regression, or not fixed here)",
                    b.fixed_in.as_deref().unwrap_or("?")
                ),
                (BugStatus::Open, "passes now") => " (fixed?)".to_string(),
                _ => String::new(),
            };
            out(format_args!(
                "{} {} ({}): {verdict}{note}",
                b.id,
                e.failure,
                b.status.name()
            ))?;
        }
    }
    Ok(Outcome::Done)
}
