//! Writes a balance run as a report folder: `report.md` (Sleeping Queens: the summary
//! of the eight claims, then every figure), `mad-queens.md`, the charts in `charts/`,
//! and the figures in `data/` as CSV and JSON.

use super::chart::{self, Line, Row, Scale};
use super::mad::{PLAYER_ENDS, end_words};
use super::sleeping::{Ending, HandPart, KINGS_CAP, TENTHS, TURN_BIN, TableFigures, TurnPlay};
use super::stats::{Mean, Rate, ratio};
use super::{BalanceReport, took};
use crate::rules::cards::Queen;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The 95% normal quantile.
const Z95: f64 = 1.959_964;

/// A figure with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figure {
    pub value: f64,
    pub lo: f64,
    pub hi: f64,
}

impl Figure {
    fn of_rate(r: &Rate) -> Option<Figure> {
        (r.n > 0).then(|| {
            let (lo, hi) = r.ci();
            Figure {
                value: r.p(),
                lo,
                hi,
            }
        })
    }

    fn of_mean(m: &Mean) -> Option<Figure> {
        (m.n > 0).then(|| {
            let (lo, hi) = m.ci();
            Figure {
                value: m.mean(),
                lo,
                hi,
            }
        })
    }

    /// The difference of two independent rates (normal interval).
    fn of_gap(a: &Rate, b: &Rate) -> Option<Figure> {
        if a.n == 0 || b.n == 0 {
            return None;
        }
        let se = |r: &Rate| (r.p() * (1.0 - r.p()) / r.n as f64).sqrt();
        let d = a.p() - b.p();
        let h = Z95 * (se(a).powi(2) + se(b).powi(2)).sqrt();
        Some(Figure {
            value: d,
            lo: d - h,
            hi: d + h,
        })
    }

    /// How far from zero, as a figure: the interval of the absolute value.
    fn distance(self) -> Figure {
        let (a, b) = (self.lo.abs(), self.hi.abs());
        let lo = if self.lo <= 0.0 && self.hi >= 0.0 {
            0.0
        } else {
            a.min(b)
        };
        Figure {
            value: self.value.abs(),
            lo,
            hi: a.max(b),
        }
    }

    fn show(&self, scale: Scale) -> String {
        match scale {
            Scale::Percent => format!(
                "{:.1}% ({:.1}–{:.1})",
                100.0 * self.value,
                100.0 * self.lo,
                100.0 * self.hi
            ),
            Scale::Number => format!("{:.2} ({:.2}–{:.2})", self.value, self.lo, self.hi),
        }
    }
}

/// Which way a claim's figure improves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Better {
    Lower,
    Higher,
    /// A gap that should close: nearer zero either way.
    NearerZero,
}

/// How a rule set's figure compares with the baseline's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Better, and the two intervals do not overlap.
    Answered,
    /// Worse, and the two intervals do not overlap.
    Worse,
    /// The intervals overlap.
    Unclear,
}

impl Verdict {
    fn of(base: Figure, other: Figure, better: Better) -> Verdict {
        if better == Better::NearerZero {
            return Verdict::of(base.distance(), other.distance(), Better::Lower);
        }
        let apart_below = other.hi < base.lo;
        let apart_above = other.lo > base.hi;
        match (better, apart_below, apart_above) {
            (Better::Lower, true, _) | (Better::Higher, _, true) => Verdict::Answered,
            (Better::Lower, _, true) | (Better::Higher, true, _) => Verdict::Worse,
            _ => Verdict::Unclear,
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Verdict::Answered => "better",
            Verdict::Worse => "worse",
            Verdict::Unclear => "no clear change",
        }
    }
}

/// One of the eight claims, measured at one player count for every rule set.
#[derive(Clone, Debug)]
pub struct ClaimFigure {
    pub claim: u8,
    pub what: &'static str,
    pub better: Better,
    pub scale: Scale,
    pub players: u8,
    /// One per rule set of the run, in order.
    pub figures: Vec<Option<Figure>>,
}

impl ClaimFigure {
    /// Each later rule set against the first.
    pub fn verdicts(&self) -> Vec<Option<Verdict>> {
        let base = self.figures.first().copied().flatten();
        self.figures
            .iter()
            .skip(1)
            .map(|f| Some(Verdict::of(base?, (*f)?, self.better)))
            .collect()
    }
}

/// The claims' titles, as seed 000 states them.
pub const CLAIMS: [&str; 8] = [
    "number cards are cycled while key cards are hoarded, so small games drag",
    "kings have no counter: a small game goes to whoever draws more kings",
    "in big games the leader is ganged up on and cannot close",
    "Dragons and Wands are dead cards until needed",
    "the game uses little memory",
    "the Heart Queen far outweighs the Rainbow Queen; waking is luck",
    "games are long whatever you do",
    "the queen-count win is almost never how a game ends",
];

/// The key figure of each claim at each player count, for every rule set of the run,
/// from the main bot kind's tables (claim 5 from the memory tables, 2 players).
pub fn claim_figures(r: &BalanceReport) -> Vec<ClaimFigure> {
    let bots = r.main_bots().to_string();
    let mut players: Vec<u8> = r
        .tables
        .iter()
        .filter(|t| t.bots == bots)
        .map(|t| t.players)
        .collect();
    players.sort_unstable();
    players.dedup();
    let per_rules = |n: u8, f: &dyn Fn(&TableFigures) -> Option<Figure>| -> Vec<Option<Figure>> {
        r.rules
            .iter()
            .map(|rs| r.table(&rs.name, n, &bots).and_then(f))
            .collect()
    };
    let baseline_turns = |n: u8| {
        r.rules
            .first()
            .and_then(|rs| r.table(&rs.name, n, &bots))
            .map(|t| t.turns)
    };
    let mut out = Vec::new();
    for &n in &players {
        out.push(ClaimFigure {
            claim: 1,
            what: "share of turn plays that are number cards",
            better: Better::Lower,
            scale: Scale::Percent,
            players: n,
            figures: per_rules(n, &|t| Figure::of_rate(&t.number_share)),
        });
    }
    for &n in &players {
        out.push(ClaimFigure {
            claim: 2,
            what: "win rate of the one player who drew the most kings",
            better: Better::Lower,
            scale: Scale::Percent,
            players: n,
            figures: per_rules(n, &|t| Figure::of_rate(&t.most_kings_wins)),
        });
    }
    for &n in players.iter().filter(|n| **n >= 4) {
        out.push(ClaimFigure {
            claim: 3,
            what: "win rate of the sole leader at mid-game",
            better: Better::Higher,
            scale: Scale::Percent,
            players: n,
            figures: per_rules(n, &|t| Figure::of_rate(&t.mid_leader_wins)),
        });
    }
    for &n in &players {
        out.push(ClaimFigure {
            claim: 4,
            what: "share of Dragons and Wands drawn that are played for an effect",
            better: Better::Higher,
            scale: Scale::Percent,
            players: n,
            figures: per_rules(n, &|t| {
                let mut both = t.dragon.used;
                both.merge(t.wand.used);
                Figure::of_rate(&both)
            }),
        });
    }
    let memory_kinds: Vec<String> = {
        let mut k: Vec<String> = Vec::new();
        for m in &r.memory {
            if !k.contains(&m.bots) {
                k.push(m.bots.clone());
            }
        }
        k
    };
    for kind in &memory_kinds {
        out.push(ClaimFigure {
            claim: 5,
            what: if kind == "hard" {
                "win rate of Hard that remembers against the same Hard that forgets"
            } else {
                "win rate of Normal that remembers against the same Normal that forgets"
            },
            better: Better::Higher,
            scale: Scale::Percent,
            players: 2,
            figures: r
                .rules
                .iter()
                .map(|rs| {
                    r.memory
                        .iter()
                        .find(|m| m.rules == rs.name && &m.bots == kind)
                        .and_then(|m| Figure::of_rate(&m.remembering_wins))
                })
                .collect(),
        });
    }
    for &n in &players {
        out.push(ClaimFigure {
            claim: 6,
            what: "win rate holding Heart at the end, less holding Rainbow (nearer 0 is better)",
            better: Better::NearerZero,
            scale: Scale::Percent,
            players: n,
            figures: per_rules(n, &|t| {
                let of = |q: Queen| t.queen_values.iter().find(|v| v.queen == q);
                Figure::of_gap(&of(Queen::Heart)?.with, &of(Queen::Rainbow)?.with)
            }),
        });
    }
    for &n in &players {
        out.push(ClaimFigure {
            claim: 7,
            what: "turns per game, as a multiple of the first rule set's",
            better: Better::Lower,
            scale: Scale::Number,
            players: n,
            figures: per_rules(n, &|t| {
                let base = baseline_turns(n)?;
                let (v, lo, hi) = ratio(&t.turns, &base);
                (base.n > 0 && t.turns.n > 0).then_some(Figure { value: v, lo, hi })
            }),
        });
    }
    for &n in &players {
        out.push(ClaimFigure {
            claim: 8,
            what: "share of games ended by the queen-count win",
            better: Better::Higher,
            scale: Scale::Percent,
            players: n,
            figures: per_rules(n, &|t| Figure::of_rate(&t.queen_count_end)),
        });
    }
    out
}

/// Where a report is written and what it says made it.
pub struct ReportPlace<'a> {
    pub dir: &'a Path,
    /// The command that made the report, written at its top.
    pub command: &'a str,
}

/// Writes the report folder; returns the files written.
pub fn write_report(r: &BalanceReport, place: &ReportPlace) -> Result<Vec<PathBuf>, String> {
    let dir = place.dir;
    let charts = dir.join("charts");
    let data = dir.join("data");
    for d in [dir, charts.as_path(), data.as_path()] {
        std::fs::create_dir_all(d).map_err(|e| format!("cannot make {}: {e}", d.display()))?;
    }
    let mut written = Vec::new();
    let mut put = |path: PathBuf, text: &str| -> Result<(), String> {
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
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
    let json =
        serde_json::to_string_pretty(r).map_err(|e| format!("cannot write the figures: {e}"))?;
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

fn rate_row(label: String, rate: &Rate, reference: Option<f64>) -> Option<Row> {
    let f = Figure::of_rate(rate)?;
    Some(Row {
        label,
        value: f.value,
        lo: f.lo,
        hi: f.hi,
        reference,
    })
}

/// The range a set of rows needs, from 0, rounded up to a tenth.
fn upper(rows: &[Row], at_least: f64) -> f64 {
    let top = rows
        .iter()
        .map(|r| r.hi.max(r.reference.unwrap_or(0.0)))
        .fold(at_least, f64::max);
    ((top * 10.0).ceil() / 10.0).clamp(0.1, 1.0)
}

fn sleeping_charts(r: &BalanceReport) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    let tables = main_tables(r);
    if tables.is_empty() {
        return Ok(out);
    }
    let bots = r.main_bots();
    let forest_of = |name: &str,
                     title: &str,
                     axis: &str,
                     rows: Vec<Row>,
                     out: &mut Vec<(String, String)>|
     -> Result<(), String> {
        if rows.is_empty() {
            return Ok(());
        }
        let top = upper(&rows, 0.0);
        out.push((
            name.to_string(),
            chart::forest(title, axis, &rows, 0.0..top, Scale::Percent)?,
        ));
        Ok(())
    };
    // First seat.
    let rows = tables
        .iter()
        .filter_map(|t| {
            rate_row(
                table_label(t),
                &t.by_position[0],
                Some(1.0 / t.players as f64),
            )
        })
        .collect();
    forest_of(
        "first-player.svg",
        &format!("First player's win rate ({bots}; grey: 1/players)"),
        "win rate of the player who takes the first turn",
        rows,
        &mut out,
    )?;
    // Length.
    let rows: Vec<Row> = tables
        .iter()
        .filter_map(|t| {
            let f = Figure::of_mean(&t.turns)?;
            Some(Row {
                label: table_label(t),
                value: f.value,
                lo: f.lo,
                hi: f.hi,
                reference: None,
            })
        })
        .collect();
    let top = rows.iter().map(|r| r.hi).fold(10.0, f64::max);
    out.push((
        "turns.svg".into(),
        chart::forest(
            &format!("Turns per game ({bots}, mean and 95% interval)"),
            "turns",
            &rows,
            0.0..(top / 10.0).ceil() * 10.0,
            Scale::Number,
        )?,
    ));
    let mut counts: Vec<u8> = tables.iter().map(|t| t.players).collect();
    counts.sort_unstable();
    counts.dedup();
    for &n in &counts {
        let here: Vec<&&TableFigures> = tables.iter().filter(|t| t.players == n).collect();
        let longest = here
            .iter()
            .map(|t| t.turn_bins.len() as u32 * TURN_BIN)
            .max()
            .unwrap_or(TURN_BIN);
        let series: Vec<Line> = here
            .iter()
            .map(|t| Line {
                name: t.rules.clone(),
                points: t
                    .turn_bins
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        (
                            (i as u32 * TURN_BIN) as f64 + TURN_BIN as f64 / 2.0,
                            *c as f64 / t.games.max(1) as f64,
                            None,
                        )
                    })
                    .collect(),
            })
            .collect();
        let top = series
            .iter()
            .flat_map(|s| s.points.iter().map(|p| p.1))
            .fold(0.05, f64::max);
        out.push((
            format!("turns-{n}-players.svg"),
            chart::lines(
                &format!("Game length, {n} players ({bots}): share of games by turns"),
                "turns (bins of 5)",
                "share of games",
                &series,
                (0.0..longest.min(200) as f64, 0.0..(top * 1.1)),
                (Scale::Number, Scale::Percent),
            )?,
        ));
    }
    // Endings.
    let rows: Vec<(String, Vec<f64>)> = tables
        .iter()
        .map(|t| {
            (
                table_label(t),
                t.endings.iter().map(|(_, r)| r.p()).collect(),
            )
        })
        .collect();
    let parts: Vec<&str> = Ending::ALL.iter().map(|e| e.words()).collect();
    out.push((
        "endings.svg".into(),
        chart::stacked(&format!("How games end ({bots})"), &rows, &parts)?,
    ));
    // Claim 1: hands over the game, one chart per rule set at its fewest players.
    for rs in &r.rules {
        let Some(t) = tables
            .iter()
            .filter(|t| t.rules == rs.name)
            .min_by_key(|t| t.players)
        else {
            continue;
        };
        let series: Vec<Line> = HandPart::ALL
            .iter()
            .enumerate()
            .map(|(p, part)| Line {
                name: part.words().to_string(),
                points: (0..TENTHS)
                    .map(|i| (i as f64 * 10.0 + 5.0, t.hand_by_tenth[i][p], None))
                    .collect(),
            })
            .collect();
        out.push((
            format!("hand-{}.svg", file_stem(&rs.name)),
            chart::lines(
                &format!(
                    "Hand of the player to act, {} players, {} ({bots})",
                    t.players, rs.name
                ),
                "progress through the game (%)",
                "cards in hand (mean)",
                &series,
                (0.0..100.0, 0.0..rs.hand_size as f64),
                (Scale::Number, Scale::Number),
            )?,
        ));
    }
    let rows = tables
        .iter()
        .filter_map(|t| rate_row(table_label(t), &t.number_share, None))
        .collect();
    forest_of(
        "claim1-number-plays.svg",
        &format!("Claim 1: share of turn plays that are number cards ({bots})"),
        "share of turn plays",
        rows,
        &mut out,
    )?;
    // Claim 2.
    let rows = tables
        .iter()
        .filter_map(|t| {
            rate_row(
                table_label(t),
                &t.most_kings_wins,
                Some(1.0 / t.players as f64),
            )
        })
        .collect();
    forest_of(
        "claim2-most-kings.svg",
        &format!("Claim 2: win rate of the player who drew the most kings ({bots})"),
        "win rate (grey: 1/players)",
        rows,
        &mut out,
    )?;
    let rows = tables
        .iter()
        .filter_map(|t| rate_row(table_label(t), &t.king_conversion, None))
        .collect();
    forest_of(
        "claim2-king-conversion.svg",
        &format!("Claim 2: Kings that leave their player a queen richer ({bots})"),
        "share of Kings played",
        rows,
        &mut out,
    )?;
    let two: Vec<&&TableFigures> = tables.iter().filter(|t| t.players == 2).collect();
    if !two.is_empty() {
        let series: Vec<Line> = two
            .iter()
            .map(|t| Line {
                name: t.rules.clone(),
                points: t
                    .wins_by_kings
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| r.n >= 30)
                    .map(|(k, r)| (k as f64, r.p(), Some(r.ci())))
                    .collect(),
            })
            .collect();
        out.push((
            "claim2-wins-by-kings.svg".into(),
            chart::lines(
                &format!("Claim 2: win rate by kings drawn, 2 players ({bots})"),
                &format!("kings drawn over the game ({KINGS_CAP} means {KINGS_CAP} or more)"),
                "win rate",
                &series,
                (0.0..KINGS_CAP as f64, 0.0..1.0),
                (Scale::Number, Scale::Percent),
            )?,
        ));
    }
    // Claim 3.
    let rows = tables
        .iter()
        .filter(|t| t.players >= 3)
        .filter_map(|t| {
            rate_row(
                table_label(t),
                &t.mid_leader_wins,
                Some(1.0 / t.players as f64),
            )
        })
        .collect();
    forest_of(
        "claim3-leader-wins.svg",
        &format!("Claim 3: win rate of the sole leader at mid-game ({bots})"),
        "win rate (grey: 1/players)",
        rows,
        &mut out,
    )?;
    let rows = tables
        .iter()
        .filter(|t| t.players >= 3)
        .filter_map(|t| {
            rate_row(
                table_label(t),
                &t.attacks_on_leader,
                Some(1.0 / (t.players - 1) as f64),
            )
        })
        .collect();
    forest_of(
        "claim3-attacks-on-leader.svg",
        &format!("Claim 3: attacks by others that target the sole leader ({bots})"),
        "share of attacks (grey: 1/(players-1), no preference)",
        rows,
        &mut out,
    )?;
    // Claim 4.
    let mut rows = Vec::new();
    for t in &tables {
        if let Some(row) = rate_row(format!("{}: Dragon", table_label(t)), &t.dragon.used, None) {
            rows.push(row);
        }
        if let Some(row) = rate_row(format!("{}: Wand", table_label(t)), &t.wand.used, None) {
            rows.push(row);
        }
    }
    forest_of(
        "claim4-dragon-wand-use.svg",
        &format!("Claim 4: Dragons and Wands played for an effect ({bots})"),
        "share of those drawn",
        rows,
        &mut out,
    )?;
    // Claim 5.
    let rows: Vec<Row> = r
        .memory
        .iter()
        .filter_map(|m| {
            rate_row(
                format!("{}, {} remembers", m.rules, m.bots),
                &m.remembering_wins,
                Some(0.5),
            )
        })
        .collect();
    if !rows.is_empty() {
        out.push((
            "claim5-memory.svg".into(),
            chart::forest(
                "Claim 5: a bot that remembers against the same bot that forgets, 2 players",
                "win rate of the one that remembers (grey: 50%)",
                &rows,
                0.3..0.7,
                Scale::Percent,
            )?,
        ));
    }
    let rows = tables
        .iter()
        .filter_map(|t| rate_row(table_label(t), &t.informed_wakes, None))
        .collect();
    forest_of(
        "claim6-informed-wakes.svg",
        &format!("Claims 5 and 6: wakes of a queen known face up or remembered ({bots})"),
        "share of queens woken or revealed by choice of slot",
        rows,
        &mut out,
    )?;
    // Claim 6: each queen, one chart per rule set at its fewest players.
    for rs in &r.rules {
        let Some(t) = tables
            .iter()
            .filter(|t| t.rules == rs.name)
            .min_by_key(|t| t.players)
        else {
            continue;
        };
        let rows: Vec<Row> = t
            .queen_values
            .iter()
            .filter_map(|v| rate_row(v.queen.name().to_string(), &v.with, None))
            .collect();
        out.push((
            format!("claim6-queens-{}.svg", file_stem(&rs.name)),
            chart::forest(
                &format!(
                    "Claim 6: win rate of the player holding each queen at the end, {}, {} players",
                    rs.name, t.players
                ),
                "win rate",
                &rows,
                0.0..1.0,
                Scale::Percent,
            )?,
        ));
    }
    // Claim 8.
    let rows = tables
        .iter()
        .filter_map(|t| rate_row(table_label(t), &t.queen_count_end, None))
        .collect();
    forest_of(
        "claim8-queen-count.svg",
        &format!("Claim 8: games ended by the queen-count win ({bots})"),
        "share of games",
        rows,
        &mut out,
    )?;
    Ok(out)
}

fn mad_charts(r: &BalanceReport) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    if !r.mad_tables.is_empty() {
        let mut rows = Vec::new();
        for t in &r.mad_tables {
            for (s, rate) in t.by_seat.iter().enumerate() {
                if let Some(row) = rate_row(
                    format!("{} players, seat {}", t.players, s + 1),
                    rate,
                    Some(1.0 / t.players as f64),
                ) {
                    rows.push(row);
                }
            }
        }
        let top = upper(&rows, 0.0);
        out.push((
            "mad-seats.svg".into(),
            chart::forest(
                "Mad Queens: win rate by seat (Normal; grey: 1/players)",
                "win rate",
                &rows,
                0.0..top,
                Scale::Percent,
            )?,
        ));
        let rows: Vec<(String, Vec<f64>)> = r
            .mad_tables
            .iter()
            .map(|t| {
                (
                    format!("{} players", t.players),
                    t.ends.iter().map(|(_, r)| r.p()).collect(),
                )
            })
            .collect();
        let parts: Vec<&str> = PLAYER_ENDS.iter().map(|e| end_words(*e)).collect();
        out.push((
            "mad-endings.svg".into(),
            chart::stacked(
                "Mad Queens: how each player's game ends (Normal)",
                &rows,
                &parts,
            )?,
        ));
    }
    if !r.policies.is_empty() {
        let points = Line {
            name: "points of the policy".into(),
            points: r
                .policies
                .iter()
                .filter_map(|p| {
                    let f = Figure::of_mean(&p.points)?;
                    Some((p.bank_after as f64, f.value, Some((f.lo, f.hi))))
                })
                .collect(),
        };
        let theirs = Line {
            name: "points of the Normal opponent".into(),
            points: r
                .policies
                .iter()
                .filter_map(|p| {
                    let f = Figure::of_mean(&p.opponent_points)?;
                    Some((p.bank_after as f64, f.value, Some((f.lo, f.hi))))
                })
                .collect(),
        };
        let top = points
            .points
            .iter()
            .chain(&theirs.points)
            .map(|p| p.2.map_or(p.1, |b| b.1))
            .fold(10.0, f64::max);
        let lo = r.policies.iter().map(|p| p.bank_after).min().unwrap_or(1) as f64;
        let hi = r.policies.iter().map(|p| p.bank_after).max().unwrap_or(1) as f64;
        out.push((
            "mad-policy-points.svg".into(),
            chart::lines(
                "Mad Queens: bank after N cards against Normal, 2 players: points",
                "N: cards in the row before banking",
                "points (mean)",
                &[points, theirs],
                ((lo - 0.5)..(hi + 0.5), 0.0..(top * 1.1)),
                (Scale::Number, Scale::Number),
            )?,
        ));
        let wins = Line {
            name: "win rate of the policy".into(),
            points: r
                .policies
                .iter()
                .filter_map(|p| {
                    let f = Figure::of_rate(&p.wins)?;
                    Some((p.bank_after as f64, f.value, Some((f.lo, f.hi))))
                })
                .collect(),
        };
        out.push((
            "mad-policy-wins.svg".into(),
            chart::lines(
                "Mad Queens: bank after N cards against Normal, 2 players: win rate",
                "N: cards in the row before banking",
                "win rate",
                &[wins],
                ((lo - 0.5)..(hi + 0.5), 0.0..1.0),
                (Scale::Number, Scale::Percent),
            )?,
        ));
    }
    Ok(out)
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

fn pct(r: &Rate) -> String {
    r.percent()
}

fn csv_rate(r: &Rate) -> String {
    let (lo, hi) = r.ci();
    format!("{},{:.6},{:.6},{:.6}", r.n, r.p(), lo, hi)
}

fn csv_mean(m: &Mean) -> String {
    let (lo, hi) = m.ci();
    format!("{},{:.6},{:.6},{:.6}", m.n, m.mean(), lo, hi)
}

/// A CSV field: quoted when it holds a comma or a quote.
fn field(s: &str) -> String {
    if s.contains(',') || s.contains('"') {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn csv_files(r: &BalanceReport) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let key = |t: &TableFigures| format!("{},{},{}", field(&t.rules), t.players, t.bots);
    let mut s = String::from(
        "rules,players,bots,games,turns_n,turns_mean,turns_lo,turns_hi,decisions_n,decisions_mean,decisions_lo,decisions_hi,\
queen_count_end_n,queen_count_end,queen_count_end_lo,queen_count_end_hi,number_share_n,number_share,number_share_lo,number_share_hi,\
king_conversion_n,king_conversion,king_conversion_lo,king_conversion_hi,most_kings_wins_n,most_kings_wins,most_kings_wins_lo,most_kings_wins_hi,\
mid_leader_wins_n,mid_leader_wins,mid_leader_wins_lo,mid_leader_wins_hi,attacks_on_leader_n,attacks_on_leader,attacks_on_leader_lo,attacks_on_leader_hi,\
dragon_used_n,dragon_used,dragon_used_lo,dragon_used_hi,dragon_rounds_n,dragon_rounds,dragon_rounds_lo,dragon_rounds_hi,\
wand_used_n,wand_used,wand_used_lo,wand_used_hi,wand_rounds_n,wand_rounds,wand_rounds_lo,wand_rounds_hi,\
informed_wakes_n,informed_wakes,informed_wakes_lo,informed_wakes_hi,errors\n",
    );
    for t in &r.tables {
        let _ = writeln!(
            s,
            "{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}",
            key(t),
            t.games,
            csv_mean(&t.turns),
            csv_mean(&t.decisions),
            csv_rate(&t.queen_count_end),
            csv_rate(&t.number_share),
            csv_rate(&t.king_conversion),
            csv_rate(&t.most_kings_wins),
            csv_rate(&t.mid_leader_wins),
            csv_rate(&t.attacks_on_leader),
            csv_rate(&t.dragon.used),
            csv_mean(&t.dragon.rounds_held),
            csv_rate(&t.wand.used),
            csv_mean(&t.wand.rounds_held),
            format_args!("{},{}", csv_rate(&t.informed_wakes), t.errors.len()),
        );
    }
    out.push(("tables.csv".into(), s));
    let mut s = String::from("rules,players,bots,position,n,win_rate,lo,hi\n");
    for t in &r.tables {
        for (p, rate) in t.by_position.iter().enumerate() {
            let _ = writeln!(s, "{},{},{}", key(t), p + 1, csv_rate(rate));
        }
    }
    out.push(("positions.csv".into(), s));
    let mut s = String::from("rules,players,bots,ending,n,share,lo,hi\n");
    for t in &r.tables {
        for (e, rate) in &t.endings {
            let _ = writeln!(s, "{},{},{}", key(t), field(e.words()), csv_rate(rate));
        }
    }
    out.push(("endings.csv".into(), s));
    let mut s = String::from("rules,players,bots,play,count\n");
    for t in &r.tables {
        for (p, c) in &t.plays {
            let _ = writeln!(s, "{},{},{}", key(t), field(p.words()), c);
        }
    }
    out.push(("plays.csv".into(), s));
    let mut s = String::from("rules,players,bots,tenth,part,mean_cards\n");
    for t in &r.tables {
        for (i, parts) in t.hand_by_tenth.iter().enumerate() {
            for (p, v) in parts.iter().enumerate() {
                let _ = writeln!(
                    s,
                    "{},{},{},{v:.4}",
                    key(t),
                    i + 1,
                    field(HandPart::ALL[p].words())
                );
            }
        }
    }
    out.push(("hands.csv".into(), s));
    let mut s = String::from("rules,players,bots,kings_drawn,n,win_rate,lo,hi\n");
    for t in &r.tables {
        for (k, rate) in t.wins_by_kings.iter().enumerate() {
            let _ = writeln!(s, "{},{},{}", key(t), k, csv_rate(rate));
        }
    }
    out.push(("kings.csv".into(), s));
    let mut s = String::from("rules,players,bots,king,n,conversion,lo,hi\n");
    for t in &r.tables {
        for (k, rate) in &t.conversion_by_king {
            let _ = writeln!(s, "{},{},{}", key(t), k.name(), csv_rate(rate));
        }
    }
    out.push(("king-conversion.csv".into(), s));
    let mut s = String::from(
        "rules,players,bots,queen,with_n,with_win_rate,with_lo,with_hi,without_n,without_win_rate,without_lo,without_hi\n",
    );
    for t in &r.tables {
        for v in &t.queen_values {
            let _ = writeln!(
                s,
                "{},{},{},{}",
                key(t),
                v.queen.name(),
                csv_rate(&v.with),
                csv_rate(&v.without)
            );
        }
    }
    out.push(("queens.csv".into(), s));
    let mut s = String::from("rules,bots,players,n,remembering_win_rate,lo,hi,errors\n");
    for m in &r.memory {
        let _ = writeln!(
            s,
            "{},{},{},{},{}",
            field(&m.rules),
            m.bots,
            m.players,
            csv_rate(&m.remembering_wins),
            m.errors.len()
        );
    }
    out.push(("memory.csv".into(), s));
    let mut s = String::from("claim,what,players,rules,value,lo,hi,verdict_against_first\n");
    for c in claim_figures(r) {
        let verdicts = c.verdicts();
        for (i, (rs, f)) in r.rules.iter().zip(&c.figures).enumerate() {
            let Some(f) = f else { continue };
            let v = if i == 0 {
                "baseline"
            } else {
                verdicts
                    .get(i - 1)
                    .copied()
                    .flatten()
                    .map_or("", Verdict::words)
            };
            let _ = writeln!(
                s,
                "{},{},{},{},{:.6},{:.6},{:.6},{}",
                c.claim,
                field(c.what),
                c.players,
                field(&rs.name),
                f.value,
                f.lo,
                f.hi,
                field(v)
            );
        }
    }
    out.push(("claims.csv".into(), s));
    if !r.mad_tables.is_empty() {
        let mut s = String::from(
            "players,games,rounds_n,rounds_mean,rounds_lo,rounds_hi,points_n,points_mean,points_lo,points_hi,winner_points_n,winner_points_mean,winner_points_lo,winner_points_hi,shared_n,shared,shared_lo,shared_hi\n",
        );
        for t in &r.mad_tables {
            let _ = writeln!(
                s,
                "{},{},{},{},{},{}",
                t.players,
                t.games,
                csv_mean(&t.rounds),
                csv_mean(&t.points),
                csv_mean(&t.winner_points),
                csv_rate(&t.shared_wins)
            );
        }
        out.push(("mad-tables.csv".into(), s));
        let mut s = String::from("players,seat,n,win_rate,lo,hi\n");
        for t in &r.mad_tables {
            for (i, rate) in t.by_seat.iter().enumerate() {
                let _ = writeln!(s, "{},{},{}", t.players, i + 1, csv_rate(rate));
            }
        }
        out.push(("mad-seats.csv".into(), s));
        let mut s = String::from("players,end,n,share,lo,hi\n");
        for t in &r.mad_tables {
            for (e, rate) in &t.ends {
                let _ = writeln!(
                    s,
                    "{},{},{}",
                    t.players,
                    field(end_words(*e)),
                    csv_rate(rate)
                );
            }
        }
        out.push(("mad-endings.csv".into(), s));
    }
    if !r.policies.is_empty() {
        let mut s = String::from(
            "bank_after,players,games,points_n,points_mean,points_lo,points_hi,wins_n,win_rate,wins_lo,wins_hi,opponent_points_n,opponent_points_mean,opponent_points_lo,opponent_points_hi\n",
        );
        for p in &r.policies {
            let _ = writeln!(
                s,
                "{},{},{},{},{},{}",
                p.bank_after,
                p.players,
                p.games,
                csv_mean(&p.points),
                csv_rate(&p.wins),
                csv_mean(&p.opponent_points)
            );
        }
        out.push(("mad-policies.csv".into(), s));
    }
    out
}

fn header(s: &mut String, r: &BalanceReport, title: &str, command: &str) {
    let _ = writeln!(s, "# {title}\n");
    let _ = writeln!(s, "Made by one command, from the top of the repository:\n");
    let _ = writeln!(s, "```sh\n{command}\n```\n");
    let _ = writeln!(
        s,
        "{} games in {} on {} threads (seed {}); {} failed.\n",
        r.games,
        took(r.elapsed_s),
        r.threads,
        r.seed,
        r.errors
    );
    let _ = writeln!(
        s,
        "Every rate is shown with its 95% Wilson score interval and every mean with its \
95% normal interval (mean ± 1.96 standard errors); a shared win counts as a share of \
one win. A difference of two rates uses the normal interval of the difference, a ratio \
of two means the delta method. Figures are from bots, not people: they show what the \
rules do to players who play the way the bots do. Hard searches with the game's budget \
of rollouts but without its 250 ms cap, so a seed gives the same games on any machine \
and any number of threads.\n"
    );
}

fn sleeping_page(r: &BalanceReport, command: &str) -> String {
    let mut s = String::new();
    header(&mut s, r, "Sleeping Queens balance report", command);
    let tables = main_tables(r);
    let bots = r.main_bots();
    let names: Vec<&str> = r.rules.iter().map(|rs| rs.name.as_str()).collect();
    let _ = writeln!(
        s,
        "Rule sets: {}. Main figures: {bots} bots at every seat, {} games per rule set and \
player count. The first rule set is the baseline each other is compared with.\n",
        names.join(", "),
        tables.first().map_or(0, |t| t.games)
    );
    let _ = writeln!(s, "## The eight claims\n");
    let _ = writeln!(
        s,
        "Seed 000's author lists eight flaws of the original rules. For each, the figure \
that measures it, for every rule set, and how each later rule set compares with the \
first: **better** or **worse** when the two 95% intervals do not overlap, *no clear \
change* when they do.\n"
    );
    for (i, c) in CLAIMS.iter().enumerate() {
        let _ = writeln!(s, "{}. {c}", i + 1);
    }
    let _ = writeln!(s);
    let mut head = String::from("| claim | figure | players |");
    let mut line = String::from("|---|---|---|");
    for n in &names {
        let _ = write!(head, " {n} |");
        line.push_str("---|");
    }
    for n in names.iter().skip(1) {
        let _ = write!(head, " {n} against {} |", names[0]);
        line.push_str("---|");
    }
    let _ = writeln!(s, "{head}\n{line}");
    for c in claim_figures(r) {
        let mut row = format!("| {} | {} | {} |", c.claim, c.what, c.players);
        for f in &c.figures {
            let _ = write!(row, " {} |", f.map_or("–".into(), |f| f.show(c.scale)));
        }
        for v in c.verdicts() {
            let _ = write!(row, " {} |", v.map_or("–", |v| v.words()));
        }
        let _ = writeln!(s, "{row}");
    }
    let _ = writeln!(s);

    let _ = writeln!(s, "## First-player advantage\n");
    let _ = writeln!(
        s,
        "Win rate by place in the turn order (1: the player who takes the first turn, \
chosen at random by the deal, T-3). With no advantage each place wins 1/players.\n"
    );
    let most = tables.iter().map(|t| t.players).max().unwrap_or(2) as usize;
    let mut head = String::from("| rules | players | games |");
    let mut line = String::from("|---|---|---|");
    for p in 1..=most {
        let _ = write!(head, " place {p} |");
        line.push_str("---|");
    }
    let _ = writeln!(s, "{head}\n{line}");
    for t in &tables {
        let mut row = format!("| {} | {} | {} |", t.rules, t.players, t.games);
        for p in 0..most {
            let _ = write!(
                row,
                " {} |",
                t.by_position.get(p).map_or(String::new(), pct)
            );
        }
        let _ = writeln!(s, "{row}");
    }
    let _ = writeln!(s, "\n![First player's win rate](charts/first-player.svg)\n");

    let _ = writeln!(s, "## Game length\n");
    let _ = writeln!(
        s,
        "Turns (a player's turn, extra turns included) and decisions (every choice any \
player made, answers and passes included) per game. Claim 7 compares them.\n"
    );
    let _ = writeln!(
        s,
        "| rules | players | games | turns | decisions |\n|---|---|---|---|---|"
    );
    for t in &tables {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} |",
            t.rules,
            t.players,
            t.games,
            t.turns.show(1),
            t.decisions.show(1)
        );
    }
    let _ = writeln!(s, "\n![Turns per game](charts/turns.svg)\n");
    let mut counts: Vec<u8> = tables.iter().map(|t| t.players).collect();
    counts.sort_unstable();
    counts.dedup();
    for n in counts {
        let _ = writeln!(
            s,
            "![Game length, {n} players](charts/turns-{n}-players.svg)\n"
        );
    }

    let _ = writeln!(s, "## How games end\n");
    let _ = writeln!(
        s,
        "C-WIN-1 / X-END-1 by queens (5 at 2–3 players, 4 at 4–5; Rainbow counts two in \
extended) or by points (50 / 40), split by whether the queen count decided alone or the \
points were reached by the same action; X-END-2 (Sunflower, Moon and Starfish); C-WIN-2 / \
X-END-3 (no sleeping queen left, or both piles empty).\n"
    );
    let mut head = String::from("| rules | players |");
    let mut line = String::from("|---|---|");
    for e in Ending::ALL {
        let _ = write!(head, " {} |", e.words());
        line.push_str("---|");
    }
    let _ = writeln!(s, "{head}\n{line}");
    for t in &tables {
        let mut row = format!("| {} | {} |", t.rules, t.players);
        for (_, rate) in &t.endings {
            let _ = write!(row, " {} |", pct(rate));
        }
        let _ = writeln!(s, "{row}");
    }
    let _ = writeln!(s, "\n![How games end](charts/endings.svg)\n");

    claims_sections(&mut s, r, &tables);

    let strong = strong_tables(r);
    if !strong.is_empty() {
        let kinds: Vec<&str> = {
            let mut k: Vec<&str> = strong.iter().map(|t| t.bots.as_str()).collect();
            k.dedup();
            k
        };
        let _ = writeln!(
            s,
            "## Where strength may change the answer: {}\n",
            kinds.join(", ")
        );
        let _ = writeln!(
            s,
            "The same figures with a stronger bot at every seat, over fewer games: a Hard \
bot searches every decision (hundreds to thousands of rollouts), so its games cost a \
thousand times a Normal game's. The intervals are wider accordingly.\n"
        );
        let _ = writeln!(
            s,
            "| rules | players | bots | games | first place wins | turns | queen-count end | number plays | most kings wins | king conversion | Dragon/Wand used | informed wakes |\n|---|---|---|---|---|---|---|---|---|---|---|---|"
        );
        for t in strong {
            let mut dw = t.dragon.used;
            dw.merge(t.wand.used);
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
                t.rules,
                t.players,
                t.bots,
                t.games,
                pct(&t.by_position[0]),
                t.turns.show(1),
                pct(&t.queen_count_end),
                pct(&t.number_share),
                pct(&t.most_kings_wins),
                pct(&t.king_conversion),
                pct(&dw),
                pct(&t.informed_wakes)
            );
        }
        let _ = writeln!(s);
    }

    let failed: Vec<&String> = r
        .tables
        .iter()
        .flat_map(|t| &t.errors)
        .chain(r.memory.iter().flat_map(|m| &m.errors))
        .collect();
    if !failed.is_empty() {
        let _ = writeln!(s, "## Games that failed\n");
        for e in failed.iter().take(20) {
            let _ = writeln!(s, "- {e}");
        }
        let _ = writeln!(s);
    }
    let _ = writeln!(s, "## Files\n");
    let _ = writeln!(
        s,
        "`charts/` holds every chart as SVG; `data/` the figures as CSV (one file per \
table above, `claims.csv` for the summary) and all of them in `figures.json`. Mad \
Queens has its own page: [mad-queens.md](mad-queens.md)."
    );
    s
}

fn claims_sections(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
    let _ = writeln!(s, "## Claim 1: numbers cycled, key cards hoarded\n");
    let _ = writeln!(
        s,
        "What each turn's action was, as a share of all turn actions, and the hand of the \
player about to act over the course of a game (by tenths of the game's turns).\n"
    );
    let mut head = String::from("| rules | players |");
    let mut line = String::from("|---|---|");
    for p in TurnPlay::ALL {
        let _ = write!(head, " {} |", p.words());
        line.push_str("---|");
    }
    let _ = writeln!(s, "{head}\n{line}");
    for t in tables {
        let all: u64 = t.plays.iter().map(|(_, c)| c).sum::<u64>().max(1);
        let mut row = format!("| {} | {} |", t.rules, t.players);
        for (_, c) in &t.plays {
            let _ = write!(row, " {:.1}% |", 100.0 * *c as f64 / all as f64);
        }
        let _ = writeln!(s, "{row}");
    }
    let _ = writeln!(s, "\n![Number plays](charts/claim1-number-plays.svg)\n");
    for rs in &r.rules {
        let _ = writeln!(
            s,
            "![Hand over the game, {}](charts/hand-{}.svg)\n",
            rs.name,
            file_stem(&rs.name)
        );
    }

    let _ = writeln!(s, "## Claim 2: kings decide small games\n");
    let _ = writeln!(
        s,
        "A King converts when its player owns more queens at the end of that turn than \
before it (after every answer and after-wake window). Kings drawn counts every King that \
came into a player's hand, the deal included.\n"
    );
    let _ = writeln!(
        s,
        "| rules | players | Kings converted | most kings drawn wins | no advantage |\n|---|---|---|---|---|"
    );
    for t in tables {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {:.1}% |",
            t.rules,
            t.players,
            pct(&t.king_conversion),
            pct(&t.most_kings_wins),
            100.0 / t.players as f64
        );
    }
    let _ = writeln!(
        s,
        "\n![King conversion](charts/claim2-king-conversion.svg)\n"
    );
    let _ = writeln!(s, "![Most kings](charts/claim2-most-kings.svg)\n");
    let _ = writeln!(
        s,
        "![Win rate by kings drawn](charts/claim2-wins-by-kings.svg)\n"
    );
    let _ = writeln!(s, "Conversion by King (data/king-conversion.csv):\n");
    let mut head = String::from("| rules | players |");
    let mut line = String::from("|---|---|");
    if let Some(t) = tables.first() {
        for (k, _) in &t.conversion_by_king {
            let _ = write!(head, " {} |", k.name());
            line.push_str("---|");
        }
    }
    let _ = writeln!(s, "{head}\n{line}");
    for t in tables {
        let mut row = format!("| {} | {} |", t.rules, t.players);
        for (_, rate) in &t.conversion_by_king {
            let cell = if rate.n == 0 {
                "–".to_string()
            } else {
                format!("{:.0}% of {}", 100.0 * rate.p(), rate.n)
            };
            let _ = write!(row, " {cell} |");
        }
        let _ = writeln!(s, "{row}");
    }
    let _ = writeln!(s);

    let _ = writeln!(s, "## Claim 3: the leader is ganged up on\n");
    let _ = writeln!(
        s,
        "The leader is the one player nearest to the win (the larger of their share of the \
target points and of the target queens), when one player is strictly ahead. Mid-game is \
the start of the turn at half the game's length. An attack is a Knight, a Potion, a \
Wand's swap or a Hat King aimed at another player's queen; the share counts the attacks \
made by others while there was a sole leader.\n"
    );
    let _ = writeln!(
        s,
        "| rules | players | mid-game leader wins | no advantage | attacks aimed at the leader | no preference | attacks per game |\n|---|---|---|---|---|---|---|"
    );
    for t in tables.iter().filter(|t| t.players >= 3) {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {:.1}% | {} | {:.1}% | {} |",
            t.rules,
            t.players,
            pct(&t.mid_leader_wins),
            100.0 / t.players as f64,
            pct(&t.attacks_on_leader),
            100.0 / (t.players - 1) as f64,
            t.attacks_per_game.show(2)
        );
    }
    let _ = writeln!(s, "\n![Leader wins](charts/claim3-leader-wins.svg)\n");
    let _ = writeln!(
        s,
        "![Attacks on the leader](charts/claim3-attacks-on-leader.svg)\n"
    );

    let _ = writeln!(s, "## Claim 4: Dragons and Wands are dead cards\n");
    let _ = writeln!(
        s,
        "Every time a Dragon or a Wand comes into a hand: whether it leaves by being played \
for an effect (an answer; in extended also a Dragon as a number, X-DR-2, or a Wand's \
swap, X-WA-2), by a stuck hand's discard (C-6, X-END-4), by a Fire King, or is still held \
when the game ends; and how many rounds (every player's turn once) it stays.\n"
    );
    let _ = writeln!(
        s,
        "| rules | players | card | drawn | used | stuck | burned | held to the end | rounds held |\n|---|---|---|---|---|---|---|---|---|"
    );
    for t in tables {
        for (name, h) in [("Dragon", &t.dragon), ("Wand", &t.wand)] {
            let _ = writeln!(
                s,
                "| {} | {} | {name} | {} | {} | {} | {} | {} | {} |",
                t.rules,
                t.players,
                h.drawn,
                pct(&h.used),
                h.stuck,
                h.burned,
                h.held_to_the_end,
                h.rounds_held.show(2)
            );
        }
    }
    let _ = writeln!(
        s,
        "\n![Dragon and Wand use](charts/claim4-dragon-wand-use.svg)\n"
    );

    let _ = writeln!(s, "## Claim 5: little memory\n");
    let _ = writeln!(
        s,
        "A bot that remembers plays the same bot that forgets: the forgetful one decides \
from an observation without the table's memory (which face-down slot holds a queen seen \
going back to sleep or turned down, T-2; which cards a Jester or a Turtle King showed in \
a hand), so its search deals those at random too. Two players, every deal played twice \
with the seats swapped and the same bot streams, so the cards and the bots' luck cancel \
out. If memory is worth something, the one that remembers wins more than half.\n"
    );
    let _ = writeln!(
        s,
        "| rules | bots | games | the one that remembers wins |\n|---|---|---|---|"
    );
    for m in &r.memory {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} |",
            m.rules,
            m.bots,
            m.games,
            pct(&m.remembering_wins)
        );
    }
    let _ = writeln!(s, "\n![Memory](charts/claim5-memory.svg)\n");
    let _ = writeln!(
        s,
        "How often memory is there to use: where the queens woken or revealed by choice of \
slot were picked (Kings, Rose, Jester, Bubble Gum, Tie-Dye and Cookie reveals).\n"
    );
    let _ = writeln!(
        s,
        "| rules | players | face up | remembered | blind | known (face up or remembered) |\n|---|---|---|---|---|---|"
    );
    for t in tables {
        let all = (t.wakes_face_up + t.wakes_remembered + t.wakes_blind).max(1) as f64;
        let _ = writeln!(
            s,
            "| {} | {} | {:.1}% | {:.1}% | {:.1}% | {} |",
            t.rules,
            t.players,
            100.0 * t.wakes_face_up as f64 / all,
            100.0 * t.wakes_remembered as f64 / all,
            100.0 * t.wakes_blind as f64 / all,
            pct(&t.informed_wakes)
        );
    }
    let _ = writeln!(s, "\n![Informed wakes](charts/claim6-informed-wakes.svg)\n");

    let _ = writeln!(s, "## Claim 6: Heart outweighs Rainbow; waking is luck\n");
    let _ = writeln!(
        s,
        "Win rate of a player holding each queen when the game ends, and of a player not \
holding her (data/queens.csv has every player count). Holding any queen goes with \
winning; what matters is the spread between queens. The share of wakes that were \
informed (above) says how much waking is luck.\n"
    );
    for rs in &r.rules {
        let here: Vec<&&TableFigures> = tables.iter().filter(|t| t.rules == rs.name).collect();
        if here.is_empty() {
            continue;
        }
        let _ = writeln!(s, "**{}**\n", rs.name);
        let mut head = String::from("| queen | points |");
        let mut line = String::from("|---|---|");
        for t in &here {
            let _ = write!(head, " {} players: with her | without |", t.players);
            line.push_str("---|---|");
        }
        let _ = writeln!(s, "{head}\n{line}");
        for (qi, q) in Queen::ALL.iter().enumerate() {
            let mut row = format!("| {} | {} |", q.name(), q.points());
            for t in &here {
                let v = &t.queen_values[qi];
                let _ = write!(row, " {} | {} |", pct(&v.with), pct(&v.without));
            }
            let _ = writeln!(s, "{row}");
        }
        let _ = writeln!(
            s,
            "\n![Queens, {}](charts/claim6-queens-{}.svg)\n",
            rs.name,
            file_stem(&rs.name)
        );
    }

    let _ = writeln!(s, "## Claim 7: games are long\n");
    let _ = writeln!(
        s,
        "Turns per game for each rule set as a multiple of the first rule set's, at the \
same player count (the game-length table above has the turns themselves).\n"
    );
    let _ = writeln!(
        s,
        "| rules | players | turns | × first rule set |\n|---|---|---|---|"
    );
    for t in tables {
        let base = r
            .rules
            .first()
            .and_then(|b| r.table(&b.name, t.players, &t.bots));
        let times = base.map_or("–".into(), |b| {
            let (v, lo, hi) = ratio(&t.turns, &b.turns);
            format!("{v:.2} ({lo:.2}–{hi:.2})")
        });
        let _ = writeln!(
            s,
            "| {} | {} | {} | {times} |",
            t.rules,
            t.players,
            t.turns.show(1)
        );
    }
    let _ = writeln!(s);

    let _ = writeln!(s, "## Claim 8: the queen-count win\n");
    let _ = writeln!(
        s,
        "| rules | players | ended by the queen count | by it alone |\n|---|---|---|---|"
    );
    for t in tables {
        let alone = &t.endings[Ending::QueenCount as usize].1;
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} |",
            t.rules,
            t.players,
            pct(&t.queen_count_end),
            pct(alone)
        );
    }
    let _ = writeln!(s, "\n![Queen-count win](charts/claim8-queen-count.svg)\n");
}

fn mad_page(r: &BalanceReport, command: &str) -> String {
    let mut s = String::new();
    header(&mut s, r, "Mad Queens balance report", command);
    let _ = writeln!(s, "## Seats, length and how games end\n");
    let _ = writeln!(
        s,
        "Normal bots at every seat. Plays are simultaneous (M-2), but the engine settles \
what a round leaves (temporary banned cards drawn, banned cards replaced) in seat order, \
so the seats are checked for an advantage: with none, each wins 1/players.\n"
    );
    let most = r.mad_tables.iter().map(|t| t.players).max().unwrap_or(1) as usize;
    let mut head = String::from("| players | games |");
    let mut line = String::from("|---|---|");
    for p in 1..=most {
        let _ = write!(head, " seat {p} |");
        line.push_str("---|");
    }
    let _ = writeln!(s, "{head}\n{line}");
    for t in &r.mad_tables {
        let mut row = format!("| {} | {} |", t.players, t.games);
        for p in 0..most {
            let _ = write!(row, " {} |", t.by_seat.get(p).map_or(String::new(), pct));
        }
        let _ = writeln!(s, "{row}");
    }
    let _ = writeln!(s, "\n![Seats](charts/mad-seats.svg)\n");
    let _ = writeln!(
        s,
        "| players | rounds | decisions | points of a player | winner's points | shared wins |\n|---|---|---|---|---|---|"
    );
    for t in &r.mad_tables {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} |",
            t.players,
            t.rounds.show(1),
            t.decisions.show(1),
            t.points.show(1),
            t.winner_points.show(1),
            pct(&t.shared_wins)
        );
    }
    let _ = writeln!(
        s,
        "\nHow each player's game ended (M-6, M-10), as shares of players:\n"
    );
    let mut head = String::from("| players |");
    let mut line = String::from("|---|");
    for e in PLAYER_ENDS {
        let _ = write!(head, " {} |", end_words(e));
        line.push_str("---|");
    }
    let _ = writeln!(s, "{head}\n{line}");
    for t in &r.mad_tables {
        let mut row = format!("| {} |", t.players);
        for (_, rate) in &t.ends {
            let _ = write!(row, " {} |", pct(rate));
        }
        let _ = writeln!(s, "{row}");
    }
    let _ = writeln!(s, "\n![How games end](charts/mad-endings.svg)\n");
    if !r.policies.is_empty() {
        let _ = writeln!(s, "## Bank after N cards\n");
        let _ = writeln!(
            s,
            "A fixed policy reveals until its row holds N cards, then banks, and always \
starts another play; it plays one Normal bot, two players, every deal twice with the \
seats swapped. Expected points and win rate show how far pushing one's luck pays.\n"
        );
        let _ = writeln!(
            s,
            "| N | games | points | win rate | Normal's points | could not pay a queen | fourth queen | deck ran out |\n|---|---|---|---|---|---|---|---|"
        );
        for p in &r.policies {
            let _ = writeln!(
                s,
                "| {} | {} | {} | {} | {} | {} | {} | {} |",
                p.bank_after,
                p.games,
                p.points.show(1),
                pct(&p.wins),
                p.opponent_points.show(1),
                pct(&p.ends[0].1),
                pct(&p.ends[1].1),
                pct(&p.ends[2].1)
            );
        }
        let _ = writeln!(s, "\n![Policy points](charts/mad-policy-points.svg)\n");
        let _ = writeln!(s, "![Policy wins](charts/mad-policy-wins.svg)\n");
    }
    let _ = writeln!(s, "## Files\n");
    let _ = writeln!(
        s,
        "`data/mad-*.csv` hold these figures, `data/figures.json` all of them."
    );
    s
}
