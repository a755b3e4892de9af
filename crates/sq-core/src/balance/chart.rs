//! The report's charts, drawn as SVG text with plotters' SVG backend: rows of figures
//! with their intervals (a forest plot), lines over a range, and stacked shares.

use super::BalanceError;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use std::ops::Range;

/// Okabe and Ito's eight colours, told apart by most colour-blind readers.
pub const PALETTE: [RGBColor; 8] = [
    RGBColor(0, 114, 178),
    RGBColor(230, 159, 0),
    RGBColor(0, 158, 115),
    RGBColor(204, 121, 167),
    RGBColor(86, 180, 233),
    RGBColor(213, 94, 0),
    RGBColor(240, 228, 66),
    RGBColor(0, 0, 0),
];

const WIDTH: u32 = 820;
const FONT: &str = "sans-serif";
/// Room on the left for a forest plot's row labels.
const LABEL_WIDTH: u32 = 300;

fn colour(i: usize) -> RGBColor {
    PALETTE[i % PALETTE.len()]
}

fn err(e: impl std::fmt::Display) -> BalanceError {
    BalanceError::Chart(e.to_string())
}

/// How an axis shows its values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scale {
    /// Shares from 0 to 1, shown as percent.
    Percent,
    /// Plain numbers with one decimal.
    Number,
}

impl Scale {
    fn show(self, v: f64) -> String {
        match self {
            Scale::Percent => format!("{:.0}%", v * 100.0),
            Scale::Number => {
                if v.fract().abs() < 1e-9 {
                    format!("{v:.0}")
                } else {
                    format!("{v:.1}")
                }
            }
        }
    }
}

/// One row of a forest plot: a figure, its interval, and what it would be if nothing
/// favoured anyone (drawn as a grey tick), if that means anything for it.
#[derive(Clone, Debug)]
pub struct Row {
    pub label: String,
    pub value: f64,
    pub lo: f64,
    pub hi: f64,
    pub reference: Option<f64>,
}

/// A forest plot: each row's figure as a dot, its 95% interval as a bar.
pub fn forest(
    title: &str,
    axis: &str,
    rows: &[Row],
    x: Range<f64>,
    scale: Scale,
) -> Result<String, BalanceError> {
    let n = rows.len().max(1);
    let height = 110 + 24 * n as u32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, height)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(LABEL_WIDTH)
            .build_cartesian_2d(x.clone(), -0.7..(n as f64 - 0.3))
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(0)
            .x_desc(axis)
            .x_label_formatter(&|v| scale.show(*v))
            .draw()
            .map_err(err)?;
        let label_style = TextStyle::from((FONT, 13).into_font())
            .color(&BLACK)
            .pos(Pos::new(HPos::Left, VPos::Center));
        let clamp = |v: f64| v.clamp(x.start, x.end);
        for (i, r) in rows.iter().enumerate() {
            let y = (n - 1 - i) as f64;
            if let Some(reference) = r.reference {
                chart
                    .draw_series(std::iter::once(PathElement::new(
                        vec![(clamp(reference), y - 0.4), (clamp(reference), y + 0.4)],
                        RGBColor(150, 150, 150).stroke_width(2),
                    )))
                    .map_err(err)?;
            }
            chart
                .draw_series(std::iter::once(PathElement::new(
                    vec![(clamp(r.lo), y), (clamp(r.hi), y)],
                    colour(0).stroke_width(2),
                )))
                .map_err(err)?;
            chart
                .draw_series(std::iter::once(Circle::new(
                    (clamp(r.value), y),
                    4,
                    colour(0).filled(),
                )))
                .map_err(err)?;
            let (_, py) = chart.backend_coord(&(x.start, y));
            root.draw(&Text::new(r.label.clone(), (14, py), label_style.clone()))
                .map_err(err)?;
        }
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// A line of a line chart: its points, each with an optional 95% interval.
#[derive(Clone, Debug)]
pub struct Line {
    pub name: String,
    pub points: Vec<(f64, f64, Option<(f64, f64)>)>,
}

/// Lines over a range, each in its own colour and dash of markers, with a legend.
pub fn lines(
    title: &str,
    x_desc: &str,
    y_desc: &str,
    series: &[Line],
    (x, y): (Range<f64>, Range<f64>),
    (x_scale, y_scale): (Scale, Scale),
) -> Result<String, BalanceError> {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, 480)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d(x.clone(), y.clone())
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc(x_desc)
            .y_desc(y_desc)
            .x_label_formatter(&|v| x_scale.show(*v))
            .y_label_formatter(&|v| y_scale.show(*v))
            .draw()
            .map_err(err)?;
        for (i, s) in series.iter().enumerate() {
            let c = colour(i);
            let inside = |p: &&(f64, f64, Option<(f64, f64)>)| {
                p.0 >= x.start && p.0 <= x.end && p.1.is_finite()
            };
            let pts: Vec<(f64, f64)> = s
                .points
                .iter()
                .filter(inside)
                .map(|p| (p.0, p.1.clamp(y.start, y.end)))
                .collect();
            chart
                .draw_series(LineSeries::new(pts.clone(), c.stroke_width(2)))
                .map_err(err)?
                .label(s.name.clone())
                .legend(move |(lx, ly)| {
                    PathElement::new(vec![(lx, ly), (lx + 18, ly)], c.stroke_width(3))
                });
            // Markers differ by shape too, so the lines are told apart without colour.
            for &(px, py) in &pts {
                match i % 3 {
                    0 => chart
                        .draw_series(std::iter::once(Circle::new((px, py), 3, c.filled())))
                        .map(|_| ()),
                    1 => chart
                        .draw_series(std::iter::once(TriangleMarker::new(
                            (px, py),
                            4,
                            c.filled(),
                        )))
                        .map(|_| ()),
                    _ => chart
                        .draw_series(std::iter::once(Cross::new((px, py), 4, c.stroke_width(2))))
                        .map(|_| ()),
                }
                .map_err(err)?;
            }
            for p in s.points.iter().filter(inside) {
                if let Some((lo, hi)) = p.2 {
                    chart
                        .draw_series(std::iter::once(PathElement::new(
                            vec![
                                (p.0, lo.clamp(y.start, y.end)),
                                (p.0, hi.clamp(y.start, y.end)),
                            ],
                            c.stroke_width(1),
                        )))
                        .map_err(err)?;
                }
            }
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .position(SeriesLabelPosition::UpperRight)
            .draw()
            .map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// Horizontal bars, one per row, each split into shares of `parts` (summing to 1).
pub fn stacked(
    title: &str,
    rows: &[(String, Vec<f64>)],
    parts: &[&str],
) -> Result<String, BalanceError> {
    let n = rows.len().max(1);
    let legend_rows = parts.len().div_ceil(3) as u32;
    let height = 110 + 26 * n as u32 + 22 * legend_rows;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, height)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let (top, legend) = root.split_vertically(height - 22 * legend_rows - 10);
        let mut chart = ChartBuilder::on(&top)
            .caption(title, (FONT, 18))
            .margin(12)
            .x_label_area_size(35)
            .y_label_area_size(LABEL_WIDTH - 80)
            .build_cartesian_2d(0.0..1.0, -0.6..(n as f64 - 0.4))
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(0)
            .x_desc("share of games")
            .x_label_formatter(&|v| Scale::Percent.show(*v))
            .draw()
            .map_err(err)?;
        let label_style = TextStyle::from((FONT, 13).into_font())
            .color(&BLACK)
            .pos(Pos::new(HPos::Left, VPos::Center));
        for (i, (label, shares)) in rows.iter().enumerate() {
            let y = (n - 1 - i) as f64;
            let mut from = 0.0;
            for (p, share) in shares.iter().enumerate() {
                let to = (from + share).min(1.0);
                if to > from {
                    chart
                        .draw_series(std::iter::once(Rectangle::new(
                            [(from, y - 0.35), (to, y + 0.35)],
                            colour(p).filled(),
                        )))
                        .map_err(err)?;
                }
                from = to;
            }
            let (_, py) = chart.backend_coord(&(0.0, y));
            top.draw(&Text::new(label.clone(), (14, py), label_style.clone()))
                .map_err(err)?;
        }
        draw_legend(&legend, parts)?;
        root.present().map_err(err)?;
    }
    Ok(svg)
}

/// A legend of coloured boxes, three to a line.
fn draw_legend(
    area: &DrawingArea<SVGBackend<'_>, Shift>,
    parts: &[&str],
) -> Result<(), BalanceError> {
    let style = TextStyle::from((FONT, 13).into_font())
        .color(&BLACK)
        .pos(Pos::new(HPos::Left, VPos::Center));
    for (p, name) in parts.iter().enumerate() {
        let x = 20 + (p % 3) as i32 * 265;
        let y = 12 + (p / 3) as i32 * 22;
        area.draw(&Rectangle::new(
            [(x, y - 7), (x + 14, y + 7)],
            colour(p).filled(),
        ))
        .map_err(err)?;
        area.draw(&Text::new(name.to_string(), (x + 20, y), style.clone()))
            .map_err(err)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn charts_are_svg_documents() {
        let rows = vec![
            Row {
                label: "classic, 2 players".into(),
                value: 0.52,
                lo: 0.5,
                hi: 0.54,
                reference: Some(0.5),
            },
            Row {
                label: "a & b < c".into(),
                value: 0.3,
                lo: 0.2,
                hi: 0.4,
                reference: None,
            },
        ];
        let f = forest("First player", "win rate", &rows, 0.0..1.0, Scale::Percent).unwrap();
        assert!(f.starts_with("<svg") && f.trim_end().ends_with("</svg>"));
        assert!(f.contains("a &amp; b &lt; c"), "labels are escaped");
        let l = lines(
            "Length",
            "turns",
            "share",
            &[Line {
                name: "classic".into(),
                points: vec![(1.0, 0.1, Some((0.05, 0.15))), (2.0, 0.3, None)],
            }],
            (0.0..3.0, 0.0..1.0),
            (Scale::Number, Scale::Percent),
        )
        .unwrap();
        assert!(l.starts_with("<svg"));
        let s = stacked("Ends", &[("x".into(), vec![0.5, 0.5])], &["a", "b"]).unwrap();
        assert!(s.starts_with("<svg"));
    }
}
