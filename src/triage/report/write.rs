//! Writing a run's reports into its work directory: `report.json`, `report.md`,
//! `report.html`, `report/CLUSTER.md` and `timings.json`.

use crate::triage::failure::workdir::WorkDir;
use crate::triage::report::json::Report;
use std::collections::BTreeMap;

impl Report {
    /// Write `report.json`, `report.md`, `report.html` and `timings.json`.
    pub fn write(&self, wd: &WorkDir) -> std::io::Result<()> {
        let json = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        wd.write_top("report.json", &(json + "\n"))?;
        wd.write_top("report.md", &self.markdown(wd))?;
        wd.write_top("report.html", &crate::triage::report::html::page(self, wd))?;
        self.write_bug_reports(wd)?;
        let timings: BTreeMap<&str, crate::triage::failure::workdir::Timings> = self
            .failures
            .iter()
            .map(|f| (f.id.as_str(), wd.read_timings(&f.id)))
            .collect();
        let json = serde_json::to_string_pretty(&timings).map_err(std::io::Error::other)?;
        wd.write_top("timings.json", &(json + "\n"))
    }

    /// `report/CLUSTER.md` for every cluster; files of clusters gone since an earlier
    /// run are removed.
    fn write_bug_reports(&self, wd: &WorkDir) -> std::io::Result<()> {
        let dir = wd.root().join("report");
        std::fs::create_dir_all(&dir)?;
        let keep: std::collections::BTreeSet<String> = self
            .clusters
            .iter()
            .map(|c| format!("{}.md", c.id))
            .collect();
        for e in std::fs::read_dir(&dir)?.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.ends_with(".md") && !keep.contains(&name) {
                let _ = std::fs::remove_file(e.path());
            }
        }
        for c in &self.clusters {
            if let Some(b) = &c.bug_report {
                let text = crate::triage::report::draft::render(&c.id, b, c.known.as_ref());
                wd.write_top(&format!("report/{}.md", c.id), &text)?;
            }
        }
        Ok(())
    }
}
