//! The report's charts, drawn from the figures.

use super::*;

pub(super) fn rate_row(label: String, rate: &Rate, reference: Option<f64>) -> Option<Row> {
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
pub(super) fn upper(rows: &[Row], at_least: f64) -> f64 {
    let top = rows
        .iter()
        .map(|r| r.hi.max(r.reference.unwrap_or(0.0)))
        .fold(at_least, f64::max);
    ((top * 10.0).ceil() / 10.0).clamp(0.1, 1.0)
}

/// A chart file: its name and its SVG.
type Chart = (String, String);

/// A forest chart of one rate per main table, at `least_players` players or more.
pub(super) struct RateChart {
    file: &'static str,
    title: fn(&str) -> String,
    axis: &'static str,
    least_players: u8,
    rate: fn(&TableFigures) -> &Rate,
    /// Where the grey mark goes: the rate with no advantage.
    reference: fn(&TableFigures) -> Option<f64>,
}

/// No advantage among the players: one in `players`.
pub(super) fn one_in_players(t: &TableFigures) -> Option<f64> {
    Some(1.0 / t.players as f64)
}

pub(super) fn no_reference(_: &TableFigures) -> Option<f64> {
    None
}

pub(super) const FIRST_PLAYER: RateChart = RateChart {
    file: "first-player.svg",
    title: |bots| format!("First player's win rate ({bots}; grey: 1/players)"),
    axis: "win rate of the player who takes the first turn",
    least_players: 2,
    rate: |t| &t.by_position[0],
    reference: one_in_players,
};

pub(super) const NUMBER_PLAYS: RateChart = RateChart {
    file: "claim1-number-plays.svg",
    title: |bots| format!("Claim 1: share of turn plays that are number cards ({bots})"),
    axis: "share of turn plays",
    least_players: 2,
    rate: |t| &t.number_share,
    reference: no_reference,
};

pub(super) const MOST_KINGS: RateChart = RateChart {
    file: "claim2-most-kings.svg",
    title: |bots| format!("Claim 2: win rate of the player who drew the most kings ({bots})"),
    axis: "win rate (grey: 1/players)",
    least_players: 2,
    rate: |t| &t.most_kings_wins,
    reference: one_in_players,
};

pub(super) const KING_CONVERSION: RateChart = RateChart {
    file: "claim2-king-conversion.svg",
    title: |bots| format!("Claim 2: Kings that leave their player a queen richer ({bots})"),
    axis: "share of Kings played",
    least_players: 2,
    rate: |t| &t.king_conversion,
    reference: no_reference,
};

pub(super) const LEADER_WINS: RateChart = RateChart {
    file: "claim3-leader-wins.svg",
    title: |bots| format!("Claim 3: win rate of the sole leader at mid-game ({bots})"),
    axis: "win rate (grey: 1/players)",
    least_players: 3,
    rate: |t| &t.mid_leader_wins,
    reference: one_in_players,
};

pub(super) const ATTACKS_ON_LEADER: RateChart = RateChart {
    file: "claim3-attacks-on-leader.svg",
    title: |bots| format!("Claim 3: attacks by others that target the sole leader ({bots})"),
    axis: "share of attacks (grey: 1/(players-1), no preference)",
    least_players: 3,
    rate: |t| &t.attacks_on_leader,
    reference: |t| Some(1.0 / (t.players - 1) as f64),
};

pub(super) const INFORMED_WAKES: RateChart = RateChart {
    file: "claim6-informed-wakes.svg",
    title: |bots| format!("Claims 5 and 6: wakes of a queen known face up or remembered ({bots})"),
    axis: "share of queens woken or revealed by choice of slot",
    least_players: 2,
    rate: |t| &t.informed_wakes,
    reference: no_reference,
};

pub(super) const QUEEN_COUNT: RateChart = RateChart {
    file: "claim8-queen-count.svg",
    title: |bots| format!("Claim 8: games ended by the queen-count win ({bots})"),
    axis: "share of games",
    least_players: 2,
    rate: |t| &t.queen_count_end,
    reference: no_reference,
};

/// Every Sleeping Queens chart of the main tables, in the report's order.
pub(super) fn sleeping_charts(r: &BalanceReport) -> Result<Vec<Chart>, BalanceError> {
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
pub(super) fn rate_forest(
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
pub(super) fn rate_chart(
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
pub(super) fn turns_chart(tables: &[&TableFigures], bots: &str) -> Result<Chart, BalanceError> {
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
pub(super) fn player_counts(tables: &[&TableFigures]) -> Vec<u8> {
    let mut counts: Vec<u8> = tables.iter().map(|t| t.players).collect();
    counts.sort_unstable();
    counts.dedup();
    counts
}

/// Writes the share of games by length, one chart per player count.
pub(super) fn game_length_charts(
    tables: &[&TableFigures],
    bots: &str,
) -> Result<Vec<Chart>, BalanceError> {
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
pub(super) fn game_length_line(t: &TableFigures) -> Line {
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
pub(super) fn endings_chart(tables: &[&TableFigures], bots: &str) -> Result<Chart, BalanceError> {
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
pub(super) fn fewest_players<'a>(
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
pub(super) fn hand_charts(
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
pub(super) fn wins_by_kings_chart(
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
pub(super) fn dragon_wand_chart(
    tables: &[&TableFigures],
    bots: &str,
) -> Result<Option<Chart>, BalanceError> {
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
pub(super) fn memory_chart(r: &BalanceReport) -> Result<Option<Chart>, BalanceError> {
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
pub(super) fn queens_charts(
    r: &BalanceReport,
    tables: &[&TableFigures],
) -> Result<Vec<Chart>, BalanceError> {
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
pub(super) fn mad_charts(r: &BalanceReport) -> Result<Vec<Chart>, BalanceError> {
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
pub(super) fn mad_seats_chart(r: &BalanceReport) -> Result<Chart, BalanceError> {
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
pub(super) fn mad_endings_chart(r: &BalanceReport) -> Result<Chart, BalanceError> {
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
pub(super) fn policy_line(
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
pub(super) fn policy_charts(r: &BalanceReport) -> Result<[Chart; 2], BalanceError> {
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
