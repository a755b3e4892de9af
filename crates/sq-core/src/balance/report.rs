//! Writes a balance run as a report folder: `report.md` (Sleeping Queens: the summary
//! of the eight claims, then every figure), `mad-queens.md`, the charts in `charts/`,
//! and the figures in `data/` as CSV and JSON.

use super::chart::{self, Line, Row, Scale};
use super::mad::{PLAYER_ENDS, PolicyFigures, end_words};
use super::sleeping::{Ending, HandPart, KINGS_CAP, TENTHS, TURN_BIN, TableFigures, TurnPlay};
use super::stats::{Mean, Rate, ratio};
use super::{BalanceError, BalanceReport, took};
use crate::rules::RuleSet;
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

/// A claim measured by one figure of each main table, at `least_players` or more.
struct TableClaim {
    claim: u8,
    what: &'static str,
    better: Better,
    scale: Scale,
    least_players: u8,
    /// The figure of a table, given the first rule set's table at the same count.
    figure: fn(&TableFigures, Option<&TableFigures>) -> Option<Figure>,
}

/// The claims every main table measures (claim 5 comes from the memory tables).
const TABLE_CLAIMS: [TableClaim; 7] = [
    TableClaim {
        claim: 1,
        what: "share of turn plays that are number cards",
        better: Better::Lower,
        scale: Scale::Percent,
        least_players: 2,
        figure: |t, _| Figure::of_rate(&t.number_share),
    },
    TableClaim {
        claim: 2,
        what: "win rate of the one player who drew the most kings",
        better: Better::Lower,
        scale: Scale::Percent,
        least_players: 2,
        figure: |t, _| Figure::of_rate(&t.most_kings_wins),
    },
    TableClaim {
        claim: 3,
        what: "win rate of the sole leader at mid-game",
        better: Better::Higher,
        scale: Scale::Percent,
        least_players: 4,
        figure: |t, _| Figure::of_rate(&t.mid_leader_wins),
    },
    TableClaim {
        claim: 4,
        what: "share of Dragons and Wands drawn that are played for an effect",
        better: Better::Higher,
        scale: Scale::Percent,
        least_players: 2,
        figure: |t, _| {
            let mut both = t.dragon.used;
            both.merge(t.wand.used);
            Figure::of_rate(&both)
        },
    },
    TableClaim {
        claim: 6,
        what: "win rate holding Heart at the end, less holding Rainbow (nearer 0 is better)",
        better: Better::NearerZero,
        scale: Scale::Percent,
        least_players: 2,
        figure: |t, _| {
            let of = |q: Queen| t.queen_values.iter().find(|v| v.queen == q);
            Figure::of_gap(&of(Queen::Heart)?.with, &of(Queen::Rainbow)?.with)
        },
    },
    TableClaim {
        claim: 7,
        what: "turns per game, as a multiple of the first rule set's",
        better: Better::Lower,
        scale: Scale::Number,
        least_players: 2,
        figure: |t, baseline| {
            let base = baseline?.turns;
            let (v, lo, hi) = ratio(&t.turns, &base);
            (base.n > 0 && t.turns.n > 0).then_some(Figure { value: v, lo, hi })
        },
    },
    TableClaim {
        claim: 8,
        what: "share of games ended by the queen-count win",
        better: Better::Higher,
        scale: Scale::Percent,
        least_players: 2,
        figure: |t, _| Figure::of_rate(&t.queen_count_end),
    },
];

/// The key figure of each claim at each player count, for every rule set of the run,
/// from the main bot kind's tables (claim 5 from the memory tables, at their player counts).
pub fn claim_figures(r: &BalanceReport) -> Vec<ClaimFigure> {
    let players = player_counts(&main_tables(r));
    let (before_memory, after_memory) = TABLE_CLAIMS.split_at(4);
    let mut out = Vec::new();
    for c in before_memory {
        out.extend(table_claim_figures(r, c, &players));
    }
    out.extend(memory_claim_figures(r));
    for c in after_memory {
        out.extend(table_claim_figures(r, c, &players));
    }
    out
}

/// A claim's figure for every rule set, at each of `players` it is measured at.
fn table_claim_figures(r: &BalanceReport, c: &TableClaim, players: &[u8]) -> Vec<ClaimFigure> {
    let bots = r.main_bots();
    let players = players.iter().filter(|n| **n >= c.least_players);
    players
        .map(|&n| {
            let baseline = r.rules.first().and_then(|rs| r.table(&rs.name, n, bots));
            ClaimFigure {
                claim: c.claim,
                what: c.what,
                better: c.better,
                scale: c.scale,
                players: n,
                figures: r
                    .rules
                    .iter()
                    .map(|rs| {
                        let t = r.table(&rs.name, n, bots)?;
                        (c.figure)(t, baseline)
                    })
                    .collect(),
            }
        })
        .collect()
}

/// Claim 5: the win rate of each bot kind that remembers against the same that
/// forgets, for every rule set, at each player count measured.
fn memory_claim_figures(r: &BalanceReport) -> Vec<ClaimFigure> {
    let mut studies: Vec<(&str, u8)> = Vec::new();
    for m in &r.memory {
        if !studies.contains(&(m.bots.as_str(), m.players)) {
            studies.push((&m.bots, m.players));
        }
    }
    let figure = |rules: &str, kind: &str, players: u8| {
        let m = r
            .memory
            .iter()
            .find(|m| m.rules == rules && m.bots == kind && m.players == players)?;
        Figure::of_rate(&m.remembering_wins)
    };
    studies
        .into_iter()
        .map(|(kind, players)| ClaimFigure {
            claim: 5,
            what: if kind == "hard" {
                "win rate of Hard that remembers against the same Hard that forgets"
            } else {
                "win rate of Normal that remembers against the same Normal that forgets"
            },
            better: Better::Higher,
            scale: Scale::Percent,
            players,
            figures: r
                .rules
                .iter()
                .map(|rs| figure(&rs.name, kind, players))
                .collect(),
        })
        .collect()
}

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

/// A chart file: its name and its SVG.
type Chart = (String, String);

/// A forest chart of one rate per main table, at `least_players` players or more.
struct RateChart {
    file: &'static str,
    title: fn(&str) -> String,
    axis: &'static str,
    least_players: u8,
    rate: fn(&TableFigures) -> &Rate,
    /// Where the grey mark goes: the rate with no advantage.
    reference: fn(&TableFigures) -> Option<f64>,
}

/// No advantage among the players: one in `players`.
fn one_in_players(t: &TableFigures) -> Option<f64> {
    Some(1.0 / t.players as f64)
}

fn no_reference(_: &TableFigures) -> Option<f64> {
    None
}

const FIRST_PLAYER: RateChart = RateChart {
    file: "first-player.svg",
    title: |bots| format!("First player's win rate ({bots}; grey: 1/players)"),
    axis: "win rate of the player who takes the first turn",
    least_players: 2,
    rate: |t| &t.by_position[0],
    reference: one_in_players,
};

const NUMBER_PLAYS: RateChart = RateChart {
    file: "claim1-number-plays.svg",
    title: |bots| format!("Claim 1: share of turn plays that are number cards ({bots})"),
    axis: "share of turn plays",
    least_players: 2,
    rate: |t| &t.number_share,
    reference: no_reference,
};

const MOST_KINGS: RateChart = RateChart {
    file: "claim2-most-kings.svg",
    title: |bots| format!("Claim 2: win rate of the player who drew the most kings ({bots})"),
    axis: "win rate (grey: 1/players)",
    least_players: 2,
    rate: |t| &t.most_kings_wins,
    reference: one_in_players,
};

const KING_CONVERSION: RateChart = RateChart {
    file: "claim2-king-conversion.svg",
    title: |bots| format!("Claim 2: Kings that leave their player a queen richer ({bots})"),
    axis: "share of Kings played",
    least_players: 2,
    rate: |t| &t.king_conversion,
    reference: no_reference,
};

const LEADER_WINS: RateChart = RateChart {
    file: "claim3-leader-wins.svg",
    title: |bots| format!("Claim 3: win rate of the sole leader at mid-game ({bots})"),
    axis: "win rate (grey: 1/players)",
    least_players: 3,
    rate: |t| &t.mid_leader_wins,
    reference: one_in_players,
};

const ATTACKS_ON_LEADER: RateChart = RateChart {
    file: "claim3-attacks-on-leader.svg",
    title: |bots| format!("Claim 3: attacks by others that target the sole leader ({bots})"),
    axis: "share of attacks (grey: 1/(players-1), no preference)",
    least_players: 3,
    rate: |t| &t.attacks_on_leader,
    reference: |t| Some(1.0 / (t.players - 1) as f64),
};

const INFORMED_WAKES: RateChart = RateChart {
    file: "claim6-informed-wakes.svg",
    title: |bots| format!("Claims 5 and 6: wakes of a queen known face up or remembered ({bots})"),
    axis: "share of queens woken or revealed by choice of slot",
    least_players: 2,
    rate: |t| &t.informed_wakes,
    reference: no_reference,
};

const QUEEN_COUNT: RateChart = RateChart {
    file: "claim8-queen-count.svg",
    title: |bots| format!("Claim 8: games ended by the queen-count win ({bots})"),
    axis: "share of games",
    least_players: 2,
    rate: |t| &t.queen_count_end,
    reference: no_reference,
};

/// Every Sleeping Queens chart of the main tables, in the report's order.
fn sleeping_charts(r: &BalanceReport) -> Result<Vec<Chart>, BalanceError> {
    let mut out = Vec::new();
    let tables = main_tables(r);
    if tables.is_empty() {
        return Ok(out);
    }
    let bots = r.main_bots();
    let rates = |chart: &RateChart| rate_chart(chart, &tables, bots);
    out.extend(rates(&FIRST_PLAYER)?);
    out.push(turns_chart(&tables, bots)?);
    out.extend(game_length_charts(&tables, bots)?);
    out.push(endings_chart(&tables, bots)?);
    out.extend(hand_charts(r, &tables, bots)?);
    out.extend(rates(&NUMBER_PLAYS)?);
    out.extend(rates(&MOST_KINGS)?);
    out.extend(rates(&KING_CONVERSION)?);
    out.extend(wins_by_kings_chart(&tables, bots)?);
    out.extend(rates(&LEADER_WINS)?);
    out.extend(rates(&ATTACKS_ON_LEADER)?);
    out.extend(dragon_wand_chart(&tables, bots)?);
    out.extend(memory_chart(r)?);
    out.extend(rates(&INFORMED_WAKES)?);
    out.extend(queens_charts(r, &tables)?);
    out.extend(rates(&QUEEN_COUNT)?);
    Ok(out)
}

/// Writes a forest chart of rates from 0 to what they need; none for no rows.
fn rate_forest(
    file: &str,
    title: &str,
    axis: &str,
    rows: Vec<Row>,
) -> Result<Option<Chart>, BalanceError> {
    if rows.is_empty() {
        return Ok(None);
    }
    let top = upper(&rows, 0.0);
    let svg = chart::forest(title, axis, &rows, 0.0..top, Scale::Percent)?;
    Ok(Some((file.to_string(), svg)))
}

/// Writes one of the charts of a rate per main table.
fn rate_chart(
    chart: &RateChart,
    tables: &[&TableFigures],
    bots: &str,
) -> Result<Option<Chart>, BalanceError> {
    let rows = tables
        .iter()
        .filter(|t| t.players >= chart.least_players)
        .filter_map(|t| rate_row(table_label(t), (chart.rate)(t), (chart.reference)(t)))
        .collect();
    rate_forest(chart.file, &(chart.title)(bots), chart.axis, rows)
}

/// Writes the turns per game of every main table.
fn turns_chart(tables: &[&TableFigures], bots: &str) -> Result<Chart, BalanceError> {
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
    let svg = chart::forest(
        &format!("Turns per game ({bots}, mean and 95% interval)"),
        "turns",
        &rows,
        0.0..(top / 10.0).ceil() * 10.0,
        Scale::Number,
    )?;
    Ok(("turns.svg".into(), svg))
}

/// The player counts of some tables, each once, fewest first.
fn player_counts(tables: &[&TableFigures]) -> Vec<u8> {
    let mut counts: Vec<u8> = tables.iter().map(|t| t.players).collect();
    counts.sort_unstable();
    counts.dedup();
    counts
}

/// Writes the share of games by length, one chart per player count.
fn game_length_charts(tables: &[&TableFigures], bots: &str) -> Result<Vec<Chart>, BalanceError> {
    let mut out = Vec::new();
    for n in player_counts(tables) {
        let here: Vec<&&TableFigures> = tables.iter().filter(|t| t.players == n).collect();
        let longest = here
            .iter()
            .map(|t| t.turn_bins.len() as u32 * TURN_BIN)
            .max()
            .unwrap_or(TURN_BIN);
        let series: Vec<Line> = here.iter().map(|t| game_length_line(t)).collect();
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
    Ok(out)
}

/// A table's share of games in each bin of turns, at the bins' middles.
fn game_length_line(t: &TableFigures) -> Line {
    let games = t.games.max(1) as f64;
    Line {
        name: t.rules.clone(),
        points: t
            .turn_bins
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let middle = (i as u32 * TURN_BIN) as f64 + TURN_BIN as f64 / 2.0;
                (middle, *c as f64 / games, None)
            })
            .collect(),
    }
}

/// Writes how the games of every main table end.
fn endings_chart(tables: &[&TableFigures], bots: &str) -> Result<Chart, BalanceError> {
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
    let svg = chart::stacked(&format!("How games end ({bots})"), &rows, &parts)?;
    Ok(("endings.svg".into(), svg))
}

/// Each rule set's main table at its fewest players, with the rule set.
fn fewest_players<'a>(
    r: &'a BalanceReport,
    tables: &'a [&'a TableFigures],
) -> impl Iterator<Item = (&'a RuleSet, &'a TableFigures)> + 'a {
    r.rules.iter().filter_map(move |rs| {
        let t = tables
            .iter()
            .filter(|t| t.rules == rs.name)
            .min_by_key(|t| t.players)?;
        Some((rs, *t))
    })
}

/// Claim 1: writes the hand over the game, one chart per rule set at its fewest players.
fn hand_charts(
    r: &BalanceReport,
    tables: &[&TableFigures],
    bots: &str,
) -> Result<Vec<Chart>, BalanceError> {
    let mut out = Vec::new();
    for (rs, t) in fewest_players(r, tables) {
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
    Ok(out)
}

/// Claim 2: writes the win rate by kings drawn at 2 players, if any table has 2.
fn wins_by_kings_chart(
    tables: &[&TableFigures],
    bots: &str,
) -> Result<Option<Chart>, BalanceError> {
    let two: Vec<&&TableFigures> = tables.iter().filter(|t| t.players == 2).collect();
    if two.is_empty() {
        return Ok(None);
    }
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
    let svg = chart::lines(
        &format!("Claim 2: win rate by kings drawn, 2 players ({bots})"),
        &format!("kings drawn over the game ({KINGS_CAP} means {KINGS_CAP} or more)"),
        "win rate",
        &series,
        (0.0..KINGS_CAP as f64, 0.0..1.0),
        (Scale::Number, Scale::Percent),
    )?;
    Ok(Some(("claim2-wins-by-kings.svg".into(), svg)))
}

/// Claim 4: writes the share of Dragons and of Wands played for an effect.
fn dragon_wand_chart(tables: &[&TableFigures], bots: &str) -> Result<Option<Chart>, BalanceError> {
    let mut rows = Vec::new();
    for t in tables {
        for (card, held) in [("Dragon", &t.dragon), ("Wand", &t.wand)] {
            if let Some(row) = rate_row(format!("{}: {card}", table_label(t)), &held.used, None) {
                rows.push(row);
            }
        }
    }
    rate_forest(
        "claim4-dragon-wand-use.svg",
        &format!("Claim 4: Dragons and Wands played for an effect ({bots})"),
        "share of those drawn",
        rows,
    )
}

/// Claim 5: writes the win rate of a bot that remembers against the same that forgets.
fn memory_chart(r: &BalanceReport) -> Result<Option<Chart>, BalanceError> {
    let rows: Vec<Row> = r
        .memory
        .iter()
        .filter_map(|m| {
            rate_row(
                format!("{}, {} remembers, {} players", m.rules, m.bots, m.players),
                &m.remembering_wins,
                Some(1.0 / f64::from(m.players.max(1))),
            )
        })
        .collect();
    if rows.is_empty() {
        return Ok(None);
    }
    let svg = chart::forest(
        "Claim 5: a bot that remembers against the same bots that forget",
        "win rate of the one that remembers (grey: its fair share)",
        &rows,
        0.0..upper(&rows, 0.6),
        Scale::Percent,
    )?;
    Ok(Some(("claim5-memory.svg".into(), svg)))
}

/// Claim 6: writes the win rate holding each queen, one chart per rule set at its
/// fewest players.
fn queens_charts(r: &BalanceReport, tables: &[&TableFigures]) -> Result<Vec<Chart>, BalanceError> {
    let mut out = Vec::new();
    for (rs, t) in fewest_players(r, tables) {
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
    Ok(out)
}

/// Every Mad Queens chart: seats and endings, then the bank-after policies.
fn mad_charts(r: &BalanceReport) -> Result<Vec<Chart>, BalanceError> {
    let mut out = Vec::new();
    if !r.mad_tables.is_empty() {
        out.push(mad_seats_chart(r)?);
        out.push(mad_endings_chart(r)?);
    }
    if !r.policies.is_empty() {
        out.extend(policy_charts(r)?);
    }
    Ok(out)
}

/// Writes the Mad Queens win rate by seat at every player count.
fn mad_seats_chart(r: &BalanceReport) -> Result<Chart, BalanceError> {
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
    let svg = chart::forest(
        "Mad Queens: win rate by seat (Normal; grey: 1/players)",
        "win rate",
        &rows,
        0.0..top,
        Scale::Percent,
    )?;
    Ok(("mad-seats.svg".into(), svg))
}

/// Writes how each Mad Queens player's game ends at every player count.
fn mad_endings_chart(r: &BalanceReport) -> Result<Chart, BalanceError> {
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
    let svg = chart::stacked(
        "Mad Queens: how each player's game ends (Normal)",
        &rows,
        &parts,
    )?;
    Ok(("mad-endings.svg".into(), svg))
}

/// One figure of every bank-after policy, by its N.
fn policy_line(
    r: &BalanceReport,
    name: &str,
    figure: fn(&PolicyFigures) -> Option<Figure>,
) -> Line {
    Line {
        name: name.into(),
        points: r
            .policies
            .iter()
            .filter_map(|p| {
                let f = figure(p)?;
                Some((p.bank_after as f64, f.value, Some((f.lo, f.hi))))
            })
            .collect(),
    }
}

/// Writes the points and the win rate of each bank-after policy against Normal.
fn policy_charts(r: &BalanceReport) -> Result<[Chart; 2], BalanceError> {
    let points = policy_line(r, "points of the policy", |p| Figure::of_mean(&p.points));
    let theirs = policy_line(r, "points of the Normal opponent", |p| {
        Figure::of_mean(&p.opponent_points)
    });
    let top = points
        .points
        .iter()
        .chain(&theirs.points)
        .map(|p| p.2.map_or(p.1, |b| b.1))
        .fold(10.0, f64::max);
    let lo = r.policies.iter().map(|p| p.bank_after).min().unwrap_or(1) as f64;
    let hi = r.policies.iter().map(|p| p.bank_after).max().unwrap_or(1) as f64;
    let points_svg = chart::lines(
        "Mad Queens: bank after N cards against Normal, 2 players: points",
        "N: cards in the row before banking",
        "points (mean)",
        &[points, theirs],
        ((lo - 0.5)..(hi + 0.5), 0.0..(top * 1.1)),
        (Scale::Number, Scale::Number),
    )?;
    let wins = policy_line(r, "win rate of the policy", |p| Figure::of_rate(&p.wins));
    let wins_svg = chart::lines(
        "Mad Queens: bank after N cards against Normal, 2 players: win rate",
        "N: cards in the row before banking",
        "win rate",
        &[wins],
        ((lo - 0.5)..(hi + 0.5), 0.0..1.0),
        (Scale::Number, Scale::Percent),
    )?;
    Ok([
        ("mad-policy-points.svg".into(), points_svg),
        ("mad-policy-wins.svg".into(), wins_svg),
    ])
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

/// A CSV file: its name and its text.
type CsvFile = (String, String);

/// Every CSV file of the figures: the Sleeping Queens tables and claims, then Mad
/// Queens when it was played.
fn csv_files(r: &BalanceReport) -> Vec<CsvFile> {
    let sleeping: [(&str, fn(&BalanceReport) -> String); 10] = [
        ("tables.csv", tables_csv),
        ("positions.csv", positions_csv),
        ("endings.csv", endings_csv),
        ("plays.csv", plays_csv),
        ("hands.csv", hands_csv),
        ("kings.csv", kings_csv),
        ("king-conversion.csv", king_conversion_csv),
        ("queens.csv", queens_csv),
        ("memory.csv", memory_csv),
        ("claims.csv", claims_csv),
    ];
    let mad: [(&str, fn(&BalanceReport) -> String); 3] = [
        ("mad-tables.csv", mad_tables_csv),
        ("mad-seats.csv", mad_seats_csv),
        ("mad-endings.csv", mad_endings_csv),
    ];
    let policies: [(&str, fn(&BalanceReport) -> String); 1] =
        [("mad-policies.csv", mad_policies_csv)];
    let mut files: Vec<(&str, fn(&BalanceReport) -> String)> = sleeping.to_vec();
    if !r.mad_tables.is_empty() {
        files.extend(mad);
    }
    if !r.policies.is_empty() {
        files.extend(policies);
    }
    files
        .into_iter()
        .map(|(name, write)| (name.to_string(), write(r)))
        .collect()
}

/// A CSV of the Sleeping Queens tables: `head`, then for each table the lines `lines`
/// gives, each after the table's rules, players and bots.
fn table_csv(
    r: &BalanceReport,
    head: &str,
    lines: impl Fn(&TableFigures) -> Vec<String>,
) -> String {
    let mut s = String::from(head);
    for t in &r.tables {
        for line in lines(t) {
            let _ = writeln!(s, "{},{},{},{line}", field(&t.rules), t.players, t.bots);
        }
    }
    s
}

/// Writes every table's figures, one line a table.
fn tables_csv(r: &BalanceReport) -> String {
    table_csv(
        r,
        "rules,players,bots,games,turns_n,turns_mean,turns_lo,turns_hi,decisions_n,decisions_mean,decisions_lo,decisions_hi,\
queen_count_end_n,queen_count_end,queen_count_end_lo,queen_count_end_hi,number_share_n,number_share,number_share_lo,number_share_hi,\
king_conversion_n,king_conversion,king_conversion_lo,king_conversion_hi,most_kings_wins_n,most_kings_wins,most_kings_wins_lo,most_kings_wins_hi,\
mid_leader_wins_n,mid_leader_wins,mid_leader_wins_lo,mid_leader_wins_hi,attacks_on_leader_n,attacks_on_leader,attacks_on_leader_lo,attacks_on_leader_hi,\
dragon_used_n,dragon_used,dragon_used_lo,dragon_used_hi,dragon_rounds_n,dragon_rounds,dragon_rounds_lo,dragon_rounds_hi,\
wand_used_n,wand_used,wand_used_lo,wand_used_hi,wand_rounds_n,wand_rounds,wand_rounds_lo,wand_rounds_hi,\
informed_wakes_n,informed_wakes,informed_wakes_lo,informed_wakes_hi,errors\n",
        |t| {
            vec![format!(
                "{},{},{},{},{},{},{},{},{},{},{},{},{},{}",
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
            )]
        },
    )
}

/// Writes the win rate by place in the turn order.
fn positions_csv(r: &BalanceReport) -> String {
    table_csv(r, "rules,players,bots,position,n,win_rate,lo,hi\n", |t| {
        let places = t.by_position.iter().enumerate();
        places
            .map(|(p, rate)| format!("{},{}", p + 1, csv_rate(rate)))
            .collect()
    })
}

/// Writes the share of games by ending.
fn endings_csv(r: &BalanceReport) -> String {
    table_csv(r, "rules,players,bots,ending,n,share,lo,hi\n", |t| {
        let endings = t.endings.iter();
        endings
            .map(|(e, rate)| format!("{},{}", field(e.words()), csv_rate(rate)))
            .collect()
    })
}

/// Writes how many turn plays of each kind were made.
fn plays_csv(r: &BalanceReport) -> String {
    table_csv(r, "rules,players,bots,play,count\n", |t| {
        t.plays
            .iter()
            .map(|(p, c)| format!("{},{c}", field(p.words())))
            .collect()
    })
}

/// Writes the hand of the player to act, by tenth of the game and part of the hand.
fn hands_csv(r: &BalanceReport) -> String {
    table_csv(r, "rules,players,bots,tenth,part,mean_cards\n", |t| {
        let mut lines = Vec::new();
        for (i, parts) in t.hand_by_tenth.iter().enumerate() {
            for (p, v) in parts.iter().enumerate() {
                lines.push(format!(
                    "{},{},{v:.4}",
                    i + 1,
                    field(HandPart::ALL[p].words())
                ));
            }
        }
        lines
    })
}

/// Writes the win rate by kings drawn.
fn kings_csv(r: &BalanceReport) -> String {
    table_csv(
        r,
        "rules,players,bots,kings_drawn,n,win_rate,lo,hi\n",
        |t| {
            let drawn = t.wins_by_kings.iter().enumerate();
            drawn
                .map(|(k, rate)| format!("{k},{}", csv_rate(rate)))
                .collect()
        },
    )
}

/// Writes the share of each King that converts.
fn king_conversion_csv(r: &BalanceReport) -> String {
    table_csv(r, "rules,players,bots,king,n,conversion,lo,hi\n", |t| {
        let kings = t.conversion_by_king.iter();
        kings
            .map(|(k, rate)| format!("{},{}", k.name(), csv_rate(rate)))
            .collect()
    })
}

/// Writes the win rate with and without each queen at the end.
fn queens_csv(r: &BalanceReport) -> String {
    table_csv(
        r,
        "rules,players,bots,queen,with_n,with_win_rate,with_lo,with_hi,without_n,without_win_rate,without_lo,without_hi\n",
        |t| {
            let queens = t.queen_values.iter();
            queens
                .map(|v| {
                    format!(
                        "{},{},{}",
                        v.queen.name(),
                        csv_rate(&v.with),
                        csv_rate(&v.without)
                    )
                })
                .collect()
        },
    )
}

/// Writes the win rate of a bot that remembers against the same that forgets.
fn memory_csv(r: &BalanceReport) -> String {
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
    s
}

/// Writes the eight claims' figures with each rule set's verdict against the first.
fn claims_csv(r: &BalanceReport) -> String {
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
    s
}

/// Writes each Mad Queens table's rounds, points and shared wins.
fn mad_tables_csv(r: &BalanceReport) -> String {
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
    s
}

/// Writes the Mad Queens win rate by seat.
fn mad_seats_csv(r: &BalanceReport) -> String {
    let mut s = String::from("players,seat,n,win_rate,lo,hi\n");
    for t in &r.mad_tables {
        for (i, rate) in t.by_seat.iter().enumerate() {
            let _ = writeln!(s, "{},{},{}", t.players, i + 1, csv_rate(rate));
        }
    }
    s
}

/// Writes how each Mad Queens player's game ends.
fn mad_endings_csv(r: &BalanceReport) -> String {
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
    s
}

/// Writes each bank-after policy's points and win rate against Normal.
fn mad_policies_csv(r: &BalanceReport) -> String {
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
    s
}

/// Writes a page's title, the command that made it, the run's size and how to read
/// its figures.
fn header(s: &mut String, r: &BalanceReport, title: &str, command: &str) {
    let _ = writeln!(s, "# {title}\n");
    let _ = writeln!(s, "Made by one command, from the top of the repository:\n");
    let _ = writeln!(s, "```sh\n{command}\n```\n");
    let _ = writeln!(
        s,
        "{} games in {} on {} thread{} (seed {}); {} failed.\n",
        r.games,
        took(r.elapsed_s),
        r.threads,
        if r.threads == 1 { "" } else { "s" },
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

/// Writes a Markdown table row of `cells`.
fn md_row(s: &mut String, cells: impl IntoIterator<Item = impl std::fmt::Display>) {
    s.push('|');
    for cell in cells {
        let _ = write!(s, " {cell} |");
    }
    s.push('\n');
}

/// Writes a Markdown table's head: the column names and the line under them.
fn md_head(s: &mut String, columns: impl IntoIterator<Item = impl std::fmt::Display>) {
    let mut count = 0;
    md_row(s, columns.into_iter().inspect(|_| count += 1));
    s.push('|');
    s.push_str(&"---|".repeat(count));
    s.push('\n');
}

/// The column names `first`, then `more`.
fn columns(first: &[&str], more: impl IntoIterator<Item = String>) -> Vec<String> {
    first.iter().map(|c| c.to_string()).chain(more).collect()
}

/// The Sleeping Queens page: the eight claims' summary, then every figure by section.
fn sleeping_page(r: &BalanceReport, command: &str) -> String {
    let mut s = String::new();
    header(&mut s, r, "Sleeping Queens balance report", command);
    let tables = main_tables(r);
    rule_sets_line(&mut s, r, &tables);
    claims_summary(&mut s, r);
    first_player_section(&mut s, &tables);
    game_length_section(&mut s, &tables);
    endings_section(&mut s, &tables);
    claims_sections(&mut s, r, &tables);
    strength_section(&mut s, r);
    failures_section(&mut s, r);
    let _ = writeln!(s, "## Files\n");
    let _ = writeln!(
        s,
        "`charts/` holds every chart as SVG; `data/` the figures as CSV (one file per \
table above, `claims.csv` for the summary) and all of them in `figures.json`. Mad \
Queens has its own page: [mad-queens.md](mad-queens.md)."
    );
    s
}

/// Writes which rule sets were played, and by which bots over how many games.
fn rule_sets_line(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
    let names: Vec<&str> = r.rules.iter().map(|rs| rs.name.as_str()).collect();
    let _ = writeln!(
        s,
        "Rule sets: {}. Main figures: {} bots at every seat, {} games per rule set and \
player count. The first rule set is the baseline each other is compared with.\n",
        names.join(", "),
        r.main_bots(),
        tables.first().map_or(0, |t| t.games)
    );
}

/// Writes the eight claims and the table of their figures and verdicts.
fn claims_summary(s: &mut String, r: &BalanceReport) {
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
    let names: Vec<&str> = r.rules.iter().map(|rs| rs.name.as_str()).collect();
    let against = names
        .iter()
        .skip(1)
        .map(|n| format!("{n} against {}", names[0]));
    let rule_sets = names.iter().map(|n| n.to_string());
    md_head(
        s,
        columns(&["claim", "figure", "players"], rule_sets.chain(against)),
    );
    for c in claim_figures(r) {
        let figures = c
            .figures
            .iter()
            .map(|f| f.map_or("–".into(), |f| f.show(c.scale)));
        let verdicts = c
            .verdicts()
            .into_iter()
            .map(|v| v.map_or("–", |v| v.words()).to_string());
        let what = [
            c.claim.to_string(),
            c.what.to_string(),
            c.players.to_string(),
        ];
        md_row(s, what.into_iter().chain(figures).chain(verdicts));
    }
    let _ = writeln!(s);
}

/// Writes the win rate by place in the turn order.
fn first_player_section(s: &mut String, tables: &[&TableFigures]) {
    let _ = writeln!(s, "## First-player advantage\n");
    let _ = writeln!(
        s,
        "Win rate by place in the turn order (1: the player who takes the first turn, \
chosen at random by the deal, T-3). With no advantage each place wins 1/players.\n"
    );
    let most = tables.iter().map(|t| t.players).max().unwrap_or(2) as usize;
    let places = (1..=most).map(|p| format!("place {p}"));
    md_head(s, columns(&["rules", "players", "games"], places));
    for t in tables {
        let first = [t.rules.clone(), t.players.to_string(), t.games.to_string()];
        let places = (0..most).map(|p| t.by_position.get(p).map_or(String::new(), pct));
        md_row(s, first.into_iter().chain(places));
    }
    let _ = writeln!(s, "\n![First player's win rate](charts/first-player.svg)\n");
}

/// Writes the turns and decisions per game, and the charts of game length.
fn game_length_section(s: &mut String, tables: &[&TableFigures]) {
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
    for t in tables {
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
    for n in player_counts(tables) {
        let _ = writeln!(
            s,
            "![Game length, {n} players](charts/turns-{n}-players.svg)\n"
        );
    }
}

/// Writes the share of games by how they end.
fn endings_section(s: &mut String, tables: &[&TableFigures]) {
    let _ = writeln!(s, "## How games end\n");
    let _ = writeln!(
        s,
        "C-WIN-1 / X-END-1 by queens (5 at 2–3 players, 4 at 4–5; Rainbow counts two in \
extended) or by points (50 / 40), split by whether the queen count decided alone or the \
points were reached by the same action; X-END-2 (Sunflower, Moon and Starfish); C-WIN-2 / \
X-END-3 (no sleeping queen left, or both piles empty).\n"
    );
    let endings = Ending::ALL.iter().map(|e| e.words().to_string());
    md_head(s, columns(&["rules", "players"], endings));
    for t in tables {
        let first = [t.rules.clone(), t.players.to_string()];
        md_row(
            s,
            first
                .into_iter()
                .chain(t.endings.iter().map(|(_, rate)| pct(rate))),
        );
    }
    let _ = writeln!(s, "\n![How games end](charts/endings.svg)\n");
}

/// Writes the main figures again for the stronger bot kinds, if any played.
fn strength_section(s: &mut String, r: &BalanceReport) {
    let strong = strong_tables(r);
    if strong.is_empty() {
        return;
    }
    let mut kinds: Vec<&str> = strong.iter().map(|t| t.bots.as_str()).collect();
    kinds.dedup();
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

/// Writes the first 20 games that failed, if any did.
fn failures_section(s: &mut String, r: &BalanceReport) {
    let failed: Vec<&String> = r
        .tables
        .iter()
        .flat_map(|t| &t.errors)
        .chain(r.memory.iter().flat_map(|m| &m.errors))
        .collect();
    if failed.is_empty() {
        return;
    }
    let _ = writeln!(s, "## Games that failed\n");
    for e in failed.iter().take(20) {
        let _ = writeln!(s, "- {e}");
    }
    let _ = writeln!(s);
}

/// Writes the sections of the eight claims, one after another.
fn claims_sections(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
    claim1_section(s, r, tables);
    claim2_section(s, tables);
    claim3_section(s, tables);
    claim4_section(s, tables);
    claim5_section(s, r, tables);
    claim6_section(s, r, tables);
    claim7_section(s, r, tables);
    claim8_section(s, tables);
}

/// Claim 1: writes what each turn's action was, and the hand over the game.
fn claim1_section(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
    let _ = writeln!(s, "## Claim 1: numbers cycled, key cards hoarded\n");
    let _ = writeln!(
        s,
        "What each turn's action was, as a share of all turn actions, and the hand of the \
player about to act over the course of a game (by tenths of the game's turns).\n"
    );
    let plays = TurnPlay::ALL.iter().map(|p| p.words().to_string());
    md_head(s, columns(&["rules", "players"], plays));
    for t in tables {
        let all: u64 = t.plays.iter().map(|(_, c)| c).sum::<u64>().max(1);
        let shares = t
            .plays
            .iter()
            .map(|(_, c)| format!("{:.1}%", 100.0 * *c as f64 / all as f64));
        md_row(
            s,
            [t.rules.clone(), t.players.to_string()]
                .into_iter()
                .chain(shares),
        );
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
}

/// Claim 2: writes how often Kings convert and the player who drew the most wins.
fn claim2_section(s: &mut String, tables: &[&TableFigures]) {
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
    conversion_by_king_table(s, tables);
}

/// Claim 2: writes the share of each King that converts.
fn conversion_by_king_table(s: &mut String, tables: &[&TableFigures]) {
    let _ = writeln!(s, "Conversion by King (data/king-conversion.csv):\n");
    let kings = tables
        .first()
        .map_or(&[][..], |t| &t.conversion_by_king[..]);
    md_head(
        s,
        columns(
            &["rules", "players"],
            kings.iter().map(|(k, _)| k.name().to_string()),
        ),
    );
    for t in tables {
        let cells = t.conversion_by_king.iter().map(|(_, rate)| {
            if rate.n == 0 {
                "–".to_string()
            } else {
                format!("{:.0}% of {}", 100.0 * rate.p(), rate.n)
            }
        });
        md_row(
            s,
            [t.rules.clone(), t.players.to_string()]
                .into_iter()
                .chain(cells),
        );
    }
    let _ = writeln!(s);
}

/// Claim 3: writes how the mid-game leader fares and how often others attack them.
fn claim3_section(s: &mut String, tables: &[&TableFigures]) {
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
}

/// Claim 4: writes how every Dragon and Wand drawn leaves the hand, and when.
fn claim4_section(s: &mut String, tables: &[&TableFigures]) {
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
}

/// Claim 5: writes what remembering wins, and how often memory is there to use.
fn claim5_section(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
    let _ = writeln!(s, "## Claim 5: little memory\n");
    let _ = writeln!(
        s,
        "A bot that remembers plays the same bot that forgets: the forgetful one decides \
from an observation without the table's memory (which face-down slot holds a queen seen \
going back to sleep or turned down, T-2; which cards a Jester or a Turtle King showed in \
a hand), so its search deals those at random too. One seat remembers and every other \
forgets; every deal is played once with the one that remembers in each seat, with the \
same bot streams, so the cards and the bots' luck cancel out. If memory is worth \
something, the one that remembers wins more than its fair share (one game in two at 2 \
players, one in five at 5).\n"
    );
    let _ = writeln!(
        s,
        "| rules | bots | players | games | the one that remembers wins | fair share |\n|---|---|---|---|---|---|"
    );
    for m in &r.memory {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {:.0}% |",
            m.rules,
            m.bots,
            m.players,
            m.games,
            pct(&m.remembering_wins),
            100.0 / f64::from(m.players.max(1))
        );
    }
    let _ = writeln!(s, "\n![Memory](charts/claim5-memory.svg)\n");
    informed_wakes_table(s, tables);
}

/// Claims 5 and 6: writes where the queens woken by choice of slot were picked.
fn informed_wakes_table(s: &mut String, tables: &[&TableFigures]) {
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
}

/// Claim 6: writes the win rate with and without each queen, a table per rule set.
fn claim6_section(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
    let _ = writeln!(s, "## Claim 6: Heart outweighs Rainbow; waking is luck\n");
    let _ = writeln!(
        s,
        "Win rate of a player holding each queen when the game ends, and of a player not \
holding her (data/queens.csv has every player count). Holding any queen goes with \
winning; what matters is the spread between queens. The share of wakes that were \
informed (above) says how much waking is luck.\n"
    );
    for rs in &r.rules {
        let here: Vec<&TableFigures> = tables
            .iter()
            .filter(|t| t.rules == rs.name)
            .copied()
            .collect();
        if !here.is_empty() {
            queens_table(s, rs, &here);
        }
    }
}

/// Claim 6: writes one rule set's win rate with and without each queen.
fn queens_table(s: &mut String, rs: &RuleSet, here: &[&TableFigures]) {
    let _ = writeln!(s, "**{}**\n", rs.name);
    let counts = here.iter().flat_map(|t| {
        [
            format!("{} players: with her", t.players),
            "without".to_string(),
        ]
    });
    md_head(s, columns(&["queen", "points"], counts));
    for (qi, q) in Queen::ALL.iter().enumerate() {
        let first = [q.name().to_string(), q.points().to_string()];
        let rates = here.iter().flat_map(|t| {
            let v = &t.queen_values[qi];
            [pct(&v.with), pct(&v.without)]
        });
        md_row(s, first.into_iter().chain(rates));
    }
    let _ = writeln!(
        s,
        "\n![Queens, {}](charts/claim6-queens-{}.svg)\n",
        rs.name,
        file_stem(&rs.name)
    );
}

/// Claim 7: writes the turns per game as a multiple of the first rule set's.
fn claim7_section(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
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
}

/// Claim 8: writes how often the queen count ends the game, and ends it alone.
fn claim8_section(s: &mut String, tables: &[&TableFigures]) {
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

/// The Mad Queens page: seats, length and endings, then the bank-after policies.
fn mad_page(r: &BalanceReport, command: &str) -> String {
    let mut s = String::new();
    header(&mut s, r, "Mad Queens balance report", command);
    mad_tables_section(&mut s, r);
    if !r.policies.is_empty() {
        policies_section(&mut s, r);
    }
    let _ = writeln!(s, "## Files\n");
    let _ = writeln!(
        s,
        "`data/mad-*.csv` hold these figures, `data/figures.json` all of them."
    );
    s
}

/// Writes the Mad Queens win rate by seat, the games' length and how they end.
fn mad_tables_section(s: &mut String, r: &BalanceReport) {
    let _ = writeln!(s, "## Seats, length and how games end\n");
    let _ = writeln!(
        s,
        "Normal bots at every seat. Plays are simultaneous (M-2), but the engine settles \
what a round leaves (temporary banned cards drawn, banned cards replaced) in seat order, \
so the seats are checked for an advantage: with none, each wins 1/players.\n"
    );
    let most = r.mad_tables.iter().map(|t| t.players).max().unwrap_or(1) as usize;
    md_head(
        s,
        columns(
            &["players", "games"],
            (1..=most).map(|p| format!("seat {p}")),
        ),
    );
    for t in &r.mad_tables {
        let seats = (0..most).map(|p| t.by_seat.get(p).map_or(String::new(), pct));
        md_row(
            s,
            [t.players.to_string(), t.games.to_string()]
                .into_iter()
                .chain(seats),
        );
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
    md_head(
        s,
        columns(
            &["players"],
            PLAYER_ENDS.iter().map(|e| end_words(*e).to_string()),
        ),
    );
    for t in &r.mad_tables {
        let ends = t.ends.iter().map(|(_, rate)| pct(rate));
        md_row(s, [t.players.to_string()].into_iter().chain(ends));
    }
    let _ = writeln!(s, "\n![How games end](charts/mad-endings.svg)\n");
}

/// Writes each bank-after policy's points, win rate and endings against Normal.
fn policies_section(s: &mut String, r: &BalanceReport) {
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
