//! The eight claims' figures: each with its interval and its verdict.

use super::*;

/// The 95% normal quantile.
pub(super) const Z95: f64 = 1.959_964;

/// A figure with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Figure {
    pub value: f64,
    pub lo: f64,
    pub hi: f64,
}

impl Figure {
    pub fn of_rate(r: &Rate) -> Option<Figure> {
        (r.n > 0).then(|| {
            let (lo, hi) = r.ci();
            Figure {
                value: r.p(),
                lo,
                hi,
            }
        })
    }

    pub fn of_mean(m: &Mean) -> Option<Figure> {
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
    pub(super) fn of_gap(a: &Rate, b: &Rate) -> Option<Figure> {
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
    pub(super) fn distance(self) -> Figure {
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

    pub fn show(&self, scale: Scale) -> String {
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
    pub(super) fn of(base: Figure, other: Figure, better: Better) -> Verdict {
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
pub(super) struct TableClaim {
    claim: u8,
    what: &'static str,
    better: Better,
    scale: Scale,
    least_players: u8,
    /// The figure of a table, given the first rule set's table at the same count.
    figure: fn(&TableFigures, Option<&TableFigures>) -> Option<Figure>,
}

/// The claims every main table measures (claim 5 comes from the memory tables).
pub(super) const TABLE_CLAIMS: [TableClaim; 7] = [
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
pub(super) fn table_claim_figures(
    r: &BalanceReport,
    c: &TableClaim,
    players: &[u8],
) -> Vec<ClaimFigure> {
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
pub(super) fn memory_claim_figures(r: &BalanceReport) -> Vec<ClaimFigure> {
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
