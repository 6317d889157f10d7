//! The morning page's pictures, drawn as inline SVG (the page stays one file, with no
//! script library): a bug's hits campaign by campaign, and bars of parts (a cluster's
//! failures by how they were taken, the campaign's failures by status). Every mark
//! has a `<title>`, which a browser shows on hover.

use crate::triage::report::english::failures;
use maud::{html, Markup};

/// Colours of the parts, by name (also used by the legend): reduced, reduced partly,
/// as given, attached, anything else, slipped.
pub const REDUCED: &str = "#2f7ebc";
pub const PARTLY: &str = "#9cc3e4";
pub const AS_GIVEN: &str = "#7a9a5b";
pub const ATTACHED: &str = "#b39ddb";
pub const OTHER: &str = "#c9c9c9";
pub const SLIPPED: &str = "#c0392b";
const NOW: &str = "#d4a72c";
const BEFORE: &str = "#6b7f99";

/// The last campaigns a hit chart shows.
pub const SHOWN: usize = 30;

/// A bug's hits per campaign (`campaigns[i]` had `hits[i]` failures of it), the last
/// one (this run) in another colour; at most the last [`SHOWN`] campaigns. Bars are
/// scaled to the bug's own highest count, which is written beside them; a campaign
/// without hits is a tick on the baseline.
pub fn hits(campaigns: &[String], hits: &[usize]) -> Markup {
    let from = campaigns.len().saturating_sub(SHOWN);
    let (campaigns, hits) = (&campaigns[from..], &hits[from..]);
    let max = hits.iter().copied().max().unwrap_or(0).max(1);
    let (bar, gap, height) = (10usize, 3usize, 30usize);
    let width = campaigns.len() * (bar + gap);
    let last = campaigns.len().saturating_sub(1);
    let summary = campaigns
        .iter()
        .zip(hits)
        .map(|(c, n)| format!("{c}: {n}"))
        .collect::<Vec<_>>()
        .join(", ");
    html! {
        svg.hits width=(width + 40) height=(height + 2) viewBox={ "0 0 " (width + 40) " " (height + 2) }
            role="img" aria-label={ "failures per campaign: " (summary) } {
            line x1="0" y1=(height) x2=(width) y2=(height) stroke="#999" stroke-width="1" {}
            @for (i, (c, n)) in campaigns.iter().zip(hits).enumerate() {
                @let h = if *n == 0 { 1 } else { (n * (height - 2)).div_ceil(max).max(2) };
                rect x=(i * (bar + gap)) y=(height - h) width=(bar) height=(h)
                    fill=(if i == last { NOW } else if *n == 0 { OTHER } else { BEFORE }) {
                    title { (c) ": " (failures(*n)) }
                }
            }
            text x=(width + 4) y="12" font-size="11" fill="#444" { (max) }
        }
    }
}

/// One part of a bar: how many, its colour, what it is.
#[derive(Debug)]
pub struct Part<'a> {
    /// How many.
    pub n: usize,
    /// Its colour.
    pub colour: &'a str,
    /// What they are (after "N failures").
    pub what: &'a str,
}

/// A horizontal bar of `parts`, `scale` pixels per unit, with the total written after
/// it.
pub fn bar(parts: &[Part], scale: f64) -> Markup {
    let total: usize = parts.iter().map(|p| p.n).sum();
    let width = total as f64 * scale;
    let mut x = 0.0;
    let placed: Vec<(f64, f64, &Part)> = parts
        .iter()
        .filter(|p| p.n > 0)
        .map(|p| {
            let w = p.n as f64 * scale;
            x += w;
            (x - w, w, p)
        })
        .collect();
    html! {
        svg.bar width=(format!("{:.0}", width + 40.0)) height="14" {
            @for (x, w, p) in &placed {
                rect x=(format!("{x:.1}")) y="1" width=(format!("{w:.1}")) height="12" fill=(p.colour) {
                    title { (failures(p.n)) " " (p.what) }
                }
            }
            text x=(format!("{:.0}", width + 4.0)) y="11" font-size="11" fill="#444" { (total) }
        }
    }
}

/// A swatch and its meaning, for a legend.
pub fn swatch(colour: &str, what: &str) -> Markup {
    html! {
        span.swatch {
            svg width="10" height="10" { rect width="10" height="10" fill=(colour) {} }
            " " (what)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hit_chart_has_one_bar_per_campaign_and_says_what_each_is() {
        let c: Vec<String> = ["n1", "n2", "n3"].iter().map(|s| s.to_string()).collect();
        let s = hits(&c, &[4, 0, 1]).into_string();
        assert_eq!(s.matches("<rect").count(), 3, "{s}");
        assert!(s.contains("<title>n1: 4 failures</title>"), "{s}");
        assert!(s.contains("<title>n3: 1 failure</title>"), "{s}");
        assert!(s.contains(NOW), "{s}");
    }

    #[test]
    fn long_histories_show_the_last_campaigns() {
        let c: Vec<String> = (0..50).map(|i| format!("n{i}")).collect();
        let s = hits(&c, &[1; 50]).into_string();
        assert_eq!(s.matches("<rect").count(), SHOWN);
        assert!(!s.contains(">n0:") && s.contains(">n49:"), "{s}");
    }

    #[test]
    fn a_bar_leaves_out_empty_parts() {
        let s = bar(
            &[
                Part {
                    n: 2,
                    colour: REDUCED,
                    what: "reduced",
                },
                Part {
                    n: 0,
                    colour: PARTLY,
                    what: "reduced partly",
                },
            ],
            5.0,
        )
        .into_string();
        assert_eq!(s.matches("<rect").count(), 1, "{s}");
        assert!(s.contains("2 failures reduced"), "{s}");
    }
}
