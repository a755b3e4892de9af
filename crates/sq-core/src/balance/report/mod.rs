//! Writes a balance run as a report folder: `report.md` (Sleeping Queens: the summary
//! of the eight claims, then every figure), `mad-queens.md`, the charts in `charts/`,
//! and the figures in `data/` as CSV and JSON.

use super::chart::{self, Line, Row, Scale};
use super::mad_queens::{PLAYER_ENDS, PolicyFigures, end_words};
use super::sleeping_queens::{
    Ending, HandPart, KINGS_CAP, TENTHS, TURN_BIN, TableFigures, TurnPlay,
};
use super::stats::{Mean, Rate, ratio};
use super::{BalanceError, BalanceReport, took};
use crate::sleeping_queens::RuleSet;
use crate::sleeping_queens::cards::Queen;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

mod charts;
pub mod claims;
mod csv;
mod pages;

use charts::*;
pub use claims::*;
use csv::*;
use pages::*;

/// Where a report is written and what it says made it.
pub struct ReportPlace<'a> {
    pub dir: &'a Path,
    /// The command that made the report, written at its top.
    pub command: &'a str,
}

/// Writes the report folder; returns the files written.
pub fn write_report(r: &BalanceReport, place: &ReportPlace) -> Result<Vec<PathBuf>, BalanceError> {
    let dir = place.dir;
    let charts = dir.join("charts");
    let data = dir.join("data");
    for d in [dir, charts.as_path(), data.as_path()] {
        std::fs::create_dir_all(d).map_err(|error| BalanceError::Write {
            path: d.to_path_buf(),
            error,
        })?;
    }
    let mut written = Vec::new();
    let mut put = |path: PathBuf, text: &str| -> Result<(), BalanceError> {
        std::fs::write(&path, text).map_err(|error| BalanceError::Write {
            path: path.clone(),
            error,
        })?;
        written.push(path);
        Ok(())
    };
    for (name, svg) in sleeping_charts(r)? {
        put(charts.join(name), &svg)?;
    }
    for (name, svg) in mad_charts(r)? {
        put(charts.join(name), &svg)?;
    }
    for (name, csv) in csv_files(r) {
        put(data.join(name), &csv)?;
    }
    let json = serde_json::to_string_pretty(r).map_err(BalanceError::Figures)?;
    put(data.join("figures.json"), &json)?;
    if !r.tables.is_empty() || !r.memory.is_empty() {
        put(dir.join("report.md"), &sleeping_page(r, place.command))?;
    }
    if !r.mad_tables.is_empty() || !r.policies.is_empty() {
        put(dir.join("mad-queens.md"), &mad_page(r, place.command))?;
    }
    Ok(written)
}

fn table_label(t: &TableFigures) -> String {
    format!("{}, {} players", t.rules, t.players)
}

fn main_tables(r: &BalanceReport) -> Vec<&TableFigures> {
    let bots = r.main_bots();
    r.tables.iter().filter(|t| t.bots == bots).collect()
}

fn strong_tables(r: &BalanceReport) -> Vec<&TableFigures> {
    let bots = r.main_bots();
    r.tables.iter().filter(|t| t.bots != bots).collect()
}

/// A rule set's name as a file name: letters, digits and dashes.
pub fn file_stem(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    if s.trim_matches('-').is_empty() {
        "rules".into()
    } else {
        s
    }
}
