//! A try's figures: at each player count the game length, the first player's wins
//! and how games end, for the house set and the preset side by side; then seed 000's
//! claims, each a small chart of the two intervals with the lab's verdict.

use bevy_egui::egui::{self, Color32, RichText, Stroke};
use sq_core::balance::chart::Scale;
use sq_core::balance::report::claims::{Better, Figure, Verdict};
use sq_core::balance::sleeping_queens::Ending;
use sq_core::balance::stats::{Mean, Rate};
use sq_core::balance::trial::{SetFigures, TrialFigures};

use crate::game::theme::palette::{INK, WARNING};
use crate::tr;

/// The baseline's bar and the house set's, in the chart.
const BASELINE: Color32 = Color32::from_rgb(120, 120, 150);
const HOUSE: Color32 = Color32::from_rgb(200, 140, 30);

pub(super) fn show(ui: &mut egui::Ui, house: &str, baseline: &str, f: &TrialFigures) {
    ui.add_space(6.0);
    ui.label(
        RichText::new(tr!(
            "workshop-try-heading",
            house = house.to_string(),
            baseline = baseline.to_string(),
            games = f.games,
            seconds = format!("{:.1}", f.elapsed_s)
        ))
        .strong(),
    );
    // In short, what a player can act on: how long games are and how much it pays to
    // start, over every player count tried.
    if let Some(short) = summary(house, f) {
        ui.label(RichText::new(short).size(15.0).strong());
    }
    // Which figure is whose, and which line of a chart.
    ui.horizontal_top(|ui| {
        swatches(ui);
        let legend = tr!(
            "workshop-legend",
            baseline = baseline.to_string(),
            house = house.to_string()
        );
        ui.add(egui::Label::new(RichText::new(legend).size(14.0)).wrap());
    });
    // A paragraph for each player count, wrapped to the card: each figure as the
    // preset's → the house set's.
    for t in &f.tables {
        let pair = |shown: &dyn Fn(&SetFigures) -> String| {
            format!("{} → {}", shown(&t.baseline), shown(&t.house))
        };
        let mut parts = vec![
            format!("{}: {}", tr!("workshop-turns"), pair(&|s| mean(&s.turns))),
            format!(
                "{}: {} ({})",
                tr!("workshop-first-player"),
                pair(&|s| rate(&s.first_player)),
                tr!(
                    "workshop-fair-share",
                    share = format!("{:.0}%", 100.0 / t.players as f64)
                )
            ),
        ];
        for ending in Ending::ALL {
            let happens = [&t.baseline, &t.house]
                .iter()
                .any(|s| share(s, ending).is_some_and(|r| r.p() > 0.0));
            if happens {
                parts.push(format!(
                    "{}: {}",
                    tr!("workshop-ended-by", ending = ending_words(ending)),
                    pair(&|s| share(s, ending).map(rate).unwrap_or_default())
                ));
            }
        }
        ui.add(
            egui::Label::new(
                RichText::new(format!(
                    "{} — {}",
                    tr!("workshop-players", players = t.players),
                    parts.join(" · ")
                ))
                .size(14.0),
            )
            .wrap(),
        );
    }
    ui.add_space(6.0);
    ui.label(RichText::new(tr!("workshop-claims")).strong());
    for c in &f.claims {
        let [base, other] =
            [c.claim.figures.first(), c.claim.figures.get(1)].map(|x| x.copied().flatten());
        let (Some(base), Some(other)) = (base, other) else {
            continue;
        };
        let verdict = match c.verdict {
            Some(Verdict::Answered) => tr!("workshop-verdict-better"),
            Some(Verdict::Worse) => tr!("workshop-verdict-worse"),
            _ => tr!("workshop-verdict-unclear"),
        };
        let title = claim_title(c.claim.claim);
        let measures = claim_measures(c.claim.claim, baseline);
        let way = match c.claim.better {
            Better::Lower => tr!("workshop-lower-better"),
            Better::Higher => tr!("workshop-higher-better"),
            Better::NearerZero => tr!("workshop-nearer-zero-better"),
        };
        let line = format!(
            "{}. {} — {} ({}): {} → {} ({}): {}",
            c.claim.claim,
            title,
            measures,
            tr!("workshop-players", players = c.claim.players),
            shown(base, c.claim.scale),
            shown(other, c.claim.scale),
            way,
            verdict
        );
        let colour = match c.verdict {
            Some(Verdict::Worse) => WARNING,
            _ => INK,
        };
        ui.horizontal_top(|ui| {
            chart(ui, base, other);
            ui.add(egui::Label::new(RichText::new(line).size(14.0).color(colour)).wrap());
        });
    }
}

/// One sentence of the try: games' length and the first player's edge (wins above a
/// fair share), the house set's against the baseline's, averaged over the player
/// counts; a change under 2% of length or one point of edge is "about the same".
fn summary(house: &str, f: &TrialFigures) -> Option<String> {
    let n = f.tables.len() as f64;
    if n == 0.0 {
        return None;
    }
    let mut length = 0.0;
    let mut edge = 0.0;
    for t in &f.tables {
        let (base, mine) = (t.baseline.turns.mean(), t.house.turns.mean());
        if base <= 0.0 {
            return None;
        }
        length += mine / base - 1.0;
        let fair = 1.0 / f64::from(t.players);
        edge += (t.house.first_player.p() - fair) - (t.baseline.first_player.p() - fair);
    }
    let (length, edge) = (100.0 * length / n, 100.0 * edge / n);
    let length = match length {
        l if l <= -2.0 => tr!("workshop-summary-shorter", percent = format!("{:.0}", -l)),
        l if l >= 2.0 => tr!("workshop-summary-longer", percent = format!("{l:.0}")),
        _ => tr!("workshop-summary-as-long"),
    };
    let edge = match edge {
        e if e >= 1.0 => tr!("workshop-summary-edge-larger", points = format!("{e:.1}")),
        e if e <= -1.0 => tr!(
            "workshop-summary-edge-smaller",
            points = format!("{:.1}", -e)
        ),
        _ => tr!("workshop-summary-edge-same"),
    };
    Some(tr!(
        "workshop-summary",
        house = house.to_string(),
        length = length,
        edge = edge
    ))
}

/// The chart's two colours, the baseline's above the house set's.
fn swatches(ui: &mut egui::Ui) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(14.0, 18.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    for (y, colour) in [(rect.top() + 5.0, BASELINE), (rect.bottom() - 5.0, HOUSE)] {
        painter.line_segment(
            [egui::pos2(rect.left(), y), egui::pos2(rect.right(), y)],
            Stroke::new(2.0, colour),
        );
    }
}

/// A figure and its interval: "12.5% (10.1 to 14.9)", negatives with a minus sign,
/// never "-14.8--4.5".
fn shown(f: Figure, scale: Scale) -> String {
    let (k, decimals, unit) = match scale {
        Scale::Percent => (100.0, 1, "%"),
        Scale::Number => (1.0, 2, ""),
    };
    let number = |v: f64| {
        let text = format!("{:.*}", decimals, k * v);
        match text.strip_prefix('-') {
            // "-0.0" is 0.
            Some(rest) if rest.chars().any(|c| c.is_ascii_digit() && c != '0') => {
                format!("\u{2212}{rest}")
            }
            Some(rest) => rest.to_string(),
            None => text,
        }
    };
    format!(
        "{}{unit} ({} \u{2013} {})",
        number(f.value),
        number(f.lo),
        number(f.hi)
    )
}

/// A figure's two intervals on one axis: the baseline above, the house set below, each
/// a whisker with a dot at its value.
fn chart(ui: &mut egui::Ui, base: Figure, other: Figure) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(120.0, 18.0), egui::Sense::hover());
    let lo = base.lo.min(other.lo);
    let hi = base.hi.max(other.hi);
    let span = (hi - lo).max(1e-9);
    let x = |v: f64| rect.left() + 4.0 + (rect.width() - 8.0) * ((v - lo) / span) as f32;
    let painter = ui.painter_at(rect);
    for (fig, y, colour) in [
        (base, rect.top() + 5.0, BASELINE),
        (other, rect.bottom() - 5.0, HOUSE),
    ] {
        painter.line_segment(
            [egui::pos2(x(fig.lo), y), egui::pos2(x(fig.hi), y)],
            Stroke::new(2.0, colour),
        );
        painter.circle_filled(egui::pos2(x(fig.value), y), 3.0, colour);
    }
}

fn share(s: &SetFigures, ending: Ending) -> Option<&Rate> {
    s.endings.iter().find(|(e, _)| *e == ending).map(|(_, r)| r)
}

/// A mean with its 95% interval.
fn mean(m: &Mean) -> String {
    Figure::of_mean(m).map_or_else(String::new, |f| {
        let number = |v: f64| format!("{v:.1}");
        format!(
            "{} ({} \u{2013} {})",
            number(f.value),
            number(f.lo),
            number(f.hi)
        )
    })
}

/// A rate with its 95% interval.
fn rate(r: &Rate) -> String {
    Figure::of_rate(r).map_or_else(String::new, |f| shown(f, Scale::Percent))
}

fn ending_words(e: Ending) -> String {
    match e {
        Ending::QueenCount => tr!("trial-ending-queen-count"),
        Ending::QueenCountAndPoints => tr!("trial-ending-queen-count-points"),
        Ending::Points => tr!("trial-ending-points"),
        Ending::SunMoonStar => tr!("trial-ending-sun-moon-star"),
        Ending::NoSleepingQueen => tr!("trial-ending-no-sleeping-queen"),
        Ending::PilesExhausted => tr!("trial-ending-piles"),
    }
}

/// What a claim's figure measures.
fn claim_measures(claim: u8, baseline: &str) -> String {
    match claim {
        1 => tr!("claim-1-measures"),
        2 => tr!("claim-2-measures"),
        3 => tr!("claim-3-measures"),
        4 => tr!("claim-4-measures"),
        5 => tr!("claim-5-measures"),
        6 => tr!("claim-6-measures"),
        7 => tr!("claim-7-measures", baseline = baseline.to_string()),
        _ => tr!("claim-8-measures"),
    }
}

/// A claim of seed 000, as the lab numbers them.
fn claim_title(claim: u8) -> String {
    match claim {
        1 => tr!("claim-1"),
        2 => tr!("claim-2"),
        3 => tr!("claim-3"),
        4 => tr!("claim-4"),
        5 => tr!("claim-5"),
        6 => tr!("claim-6"),
        7 => tr!("claim-7"),
        _ => tr!("claim-8"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sq_core::balance::trial::TableTrial;

    fn set(turns: f64, first_wins: f64) -> SetFigures {
        SetFigures {
            games: 100,
            turns: Mean {
                n: 100,
                sum: 100.0 * turns,
                sum_sq: 100.0 * turns * turns,
            },
            first_player: Rate {
                hits: first_wins,
                n: 100,
            },
            endings: Vec::new(),
        }
    }

    /// The try says in a sentence what the set does to length and to the first
    /// player's edge.
    #[test]
    fn a_try_is_summed_up_in_a_sentence() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let f = TrialFigures {
            tables: vec![
                TableTrial {
                    players: 2,
                    baseline: set(20.0, 50.0),
                    house: set(16.0, 55.0),
                },
                TableTrial {
                    players: 4,
                    baseline: set(30.0, 25.0),
                    house: set(24.0, 30.0),
                },
            ],
            claims: Vec::new(),
            games: 400,
            errors: 0,
            elapsed_s: 1.0,
        };
        assert_eq!(
            summary("Quick", &f).unwrap(),
            "In short: with “Quick”, games are 20% shorter, and the first player's edge is \
             larger by 5.0 points (on average over the player counts)."
        );
    }

    /// An interval below zero reads with minus signs and a spaced dash between its ends.
    #[test]
    fn a_figure_below_zero_reads_with_minus_signs() {
        let below = Figure {
            value: -0.096,
            lo: -0.148,
            hi: -0.045,
        };
        assert_eq!(shown(below, Scale::Percent), "−9.6% (−14.8 – −4.5)");
        let about_zero = Figure {
            value: 0.0,
            lo: -0.00001,
            hi: 0.01,
        };
        assert_eq!(shown(about_zero, Scale::Percent), "0.0% (0.0 – 1.0)");
        let number = Figure {
            value: 1.234,
            lo: 1.1,
            hi: 1.4,
        };
        assert_eq!(shown(number, Scale::Number), "1.23 (1.10 – 1.40)");
    }
}
