//! A small balance run, written to a temporary folder: every file is there, every chart
//! is a well-formed SVG document, and every figure is within its bounds.

use super::report::{ReportPlace, claim_figures, write_report};
use super::stats::{Mean, Rate};
use super::*;
use crate::mad_queens::MadState;
use crate::sleeping_queens::bots::NormalBot;
use crate::sleeping_queens::{GameState, SlotView};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::path::Path;
use std::sync::OnceLock;

fn small_config() -> BalanceConfig {
    BalanceConfig {
        rules: vec![RuleSet::classic(), RuleSet::extended()],
        players: vec![2, 3, 4, 5],
        bots: vec![BotKind::Normal],
        games: vec![40],
        strong_players: vec![2],
        memory_games: 0,
        memory_players: vec![2, 3],
        mad_games: 30,
        bank_after: vec![2, 5],
        seed: 7,
        threads: 2,
    }
}

fn rate_in_bounds(r: &Rate, what: &str) {
    let (lo, hi) = r.ci();
    assert!(
        r.hits >= 0.0 && r.hits <= r.n as f64 + 1e-9,
        "{what}: {r:?}"
    );
    if r.n > 0 {
        assert!(
            (0.0..=1.0).contains(&r.p())
                && lo >= 0.0
                && hi <= 1.0
                && lo <= r.p() + 1e-12
                && r.p() <= hi + 1e-12,
            "{what}: {r:?} ({lo}, {hi})"
        );
    }
}

fn mean_in_bounds(m: &Mean, what: &str, low: f64, high: f64) {
    if m.n == 0 {
        return;
    }
    let (lo, hi) = m.ci();
    assert!(
        lo <= m.mean() && m.mean() <= hi && m.mean() >= low && m.mean() <= high,
        "{what}: {m:?}"
    );
}

/// A hand check that `text` is one well-formed XML element named `svg`: every tag
/// closed in order, attribute values quoted, and every `&` an entity.
fn check_svg(text: &str, name: &str) {
    let body = text.trim();
    let mut stack: Vec<String> = Vec::new();
    let mut roots = 0;
    let mut rest = body;
    while let Some(open) = rest.find('<') {
        let between = &rest[..open];
        check_text(between, name);
        assert!(
            !stack.is_empty() || between.trim().is_empty(),
            "{name}: text outside the root"
        );
        let after = &rest[open + 1..];
        let close = after
            .find('>')
            .unwrap_or_else(|| panic!("{name}: a tag is not closed"));
        let tag = &after[..close];
        rest = &after[close + 1..];
        if tag.starts_with('?') || tag.starts_with('!') {
            continue;
        }
        if let Some(end) = tag.strip_prefix('/') {
            let top = stack.pop();
            assert_eq!(
                top.as_deref(),
                Some(end.trim()),
                "{name}: </{end}> closes nothing"
            );
            continue;
        }
        let self_closing = tag.ends_with('/');
        let inner = tag.trim_end_matches('/');
        let tag_name = inner.split_whitespace().next().unwrap_or("");
        assert!(!tag_name.is_empty(), "{name}: an empty tag");
        assert_eq!(
            inner.matches('"').count() % 2,
            0,
            "{name}: an attribute of <{tag_name}> is not quoted"
        );
        check_text(inner, name);
        if stack.is_empty() {
            roots += 1;
            assert_eq!(tag_name, "svg", "{name}: the root is <{tag_name}>");
        }
        if !self_closing {
            stack.push(tag_name.to_string());
        }
    }
    assert!(rest.trim().is_empty(), "{name}: text after the root");
    assert!(stack.is_empty(), "{name}: unclosed {stack:?}");
    assert_eq!(roots, 1, "{name}: one root element");
}

fn check_text(text: &str, name: &str) {
    for (i, _) in text.match_indices('&') {
        let entity = &text[i..];
        let end = entity
            .find(';')
            .unwrap_or_else(|| panic!("{name}: a bare & in {text:?}"));
        let body = &entity[1..end];
        assert!(
            matches!(body, "amp" | "lt" | "gt" | "quot" | "apos") || body.starts_with('#'),
            "{name}: unknown entity &{body};"
        );
    }
}

/// The small run every report test reads, played once: its progress ends at the total,
/// no game fails, and it plays every game asked for.
fn small_report() -> &'static BalanceReport {
    static REPORT: OnceLock<BalanceReport> = OnceLock::new();
    REPORT.get_or_init(|| {
        let mut last = (0, 0);
        let report =
            run_balance(&small_config(), &mut |done, total| last = (done, total)).expect("a run");
        assert_eq!(last.0, last.1, "the progress ends at the total");
        report
    })
}

#[test]
fn a_small_run_plays_every_game() {
    let report = small_report();
    assert_eq!(report.errors, 0);
    let sleeping_games = 2 * 4 * 40;
    // Each deal once with the one that remembers in each seat: 20 deals at 2 players,
    // 14 at 3 (42 games).
    let memory_games = 2 * (40 + 42);
    let mad_games = 4 * 30 + 2 * 30;
    assert_eq!(
        report.games,
        (sleeping_games + memory_games + mad_games) as u64
    );
}

#[test]
fn every_table_figure_is_within_its_bounds() {
    for t in &small_report().tables {
        let what = format!("{} {}p", t.rules, t.players);
        assert_eq!(t.games, 40, "{what}");
        table_results_in_bounds(t, &what);
        table_cards_in_bounds(t, &what);
    }
}

/// A table's wins, endings, lengths and plays: one win and one ending a game.
fn table_results_in_bounds(t: &TableFigures, what: &str) {
    let won: f64 = t.by_position.iter().map(|r| r.hits).sum();
    assert!(
        (won - t.games as f64).abs() < 1e-9,
        "{what}: one win a game"
    );
    for r in &t.by_position {
        assert_eq!(r.n, t.games, "{what}");
        rate_in_bounds(r, what);
    }
    let ended: f64 = t.endings.iter().map(|(_, r)| r.hits).sum();
    assert_eq!(ended, t.games as f64, "{what}: one ending a game");
    for (_, r) in &t.endings {
        rate_in_bounds(r, what);
    }
    assert_eq!(t.turn_bins.iter().sum::<u64>(), t.games, "{what}");
    mean_in_bounds(&t.turns, what, 1.0, 10_000.0);
    mean_in_bounds(&t.decisions, what, t.turns.mean(), 100_000.0);
    let plays: u64 = t.plays.iter().map(|(_, c)| c).sum();
    assert_eq!(plays, t.number_share.n, "{what}");
    for r in [
        &t.number_share,
        &t.queen_count_end,
        &t.king_conversion,
        &t.most_kings_wins,
        &t.mid_leader_wins,
        &t.attacks_on_leader,
        &t.informed_wakes,
        &t.dragon.used,
        &t.wand.used,
    ] {
        rate_in_bounds(r, what);
    }
}

/// A table's Kings, Dragons, Wands, wakes, queens and hands: every card counted once.
fn table_cards_in_bounds(t: &TableFigures, what: &str) {
    let n = t.players as u64;
    assert!(t.king_conversion.n > 0 && t.number_share.n > 0, "{what}");
    let by_king: u64 = t.conversion_by_king.iter().map(|(_, r)| r.n).sum();
    assert_eq!(by_king, t.king_conversion.n, "{what}");
    let drawn: u64 = t.wins_by_kings.iter().map(|r| r.n).sum();
    assert_eq!(drawn, t.games * n, "{what}: every player once");
    for h in [&t.dragon, &t.wand] {
        assert_eq!(h.used.n, h.drawn, "{what}");
        assert_eq!(
            h.used.hits as u64 + h.stuck + h.burned + h.held_to_the_end,
            h.drawn,
            "{what}: every Dragon and Wand leaves once"
        );
        mean_in_bounds(&h.rounds_held, what, 0.0, 10_000.0);
    }
    assert_eq!(
        t.wakes_face_up + t.wakes_remembered + t.wakes_blind,
        t.informed_wakes.n,
        "{what}"
    );
    for v in &t.queen_values {
        assert_eq!(v.with.n + v.without.n, t.games * n, "{what}");
        rate_in_bounds(&v.with, what);
        rate_in_bounds(&v.without, what);
    }
    for tenth in &t.hand_by_tenth {
        let cards: f64 = tenth.iter().sum();
        assert!(
            cards >= 0.0 && cards <= crate::sleeping_queens::ruleset::MAX_HAND as f64,
            "{what}: {tenth:?}"
        );
    }
}

#[test]
fn memory_and_mad_queens_figures_are_within_their_bounds() {
    let report = small_report();
    let mut counts: Vec<u8> = report.memory.iter().map(|m| m.players).collect();
    counts.dedup();
    assert_eq!(
        counts,
        [2, 3, 2, 3],
        "each rule set at each memory player count"
    );
    for m in &report.memory {
        let rotations = 40u64.div_ceil(u64::from(m.players)) * u64::from(m.players);
        assert_eq!(m.games, rotations, "{} {}p", m.rules, m.players);
        rate_in_bounds(&m.remembering_wins, "memory");
    }
    for t in &report.mad_tables {
        let won: f64 = t.by_seat.iter().map(|r| r.hits).sum();
        assert!(
            (won - t.games as f64).abs() < 1e-9,
            "Mad Queens: one win a game"
        );
        for (_, r) in &t.ends {
            rate_in_bounds(r, "Mad Queens ends");
            assert_eq!(r.n, t.games * t.players as u64);
        }
        let ended: f64 = t.ends.iter().map(|(_, r)| r.hits).sum();
        assert_eq!(
            ended,
            r_n(t.games, t.players),
            "every player's game ends once"
        );
        mean_in_bounds(&t.points, "Mad Queens points", 0.0, 500.0);
        mean_in_bounds(&t.rounds, "Mad Queens rounds", 1.0, 1000.0);
    }
    for p in &report.policies {
        assert_eq!(p.games, 30);
        rate_in_bounds(&p.wins, "policy");
        mean_in_bounds(&p.points, "policy points", 0.0, 500.0);
    }
}

#[test]
fn every_claim_has_a_figure_for_both_rule_sets() {
    let claims = claim_figures(small_report());
    for claim in 1..=8u8 {
        let here: Vec<_> = claims.iter().filter(|c| c.claim == claim).collect();
        assert!(!here.is_empty(), "claim {claim} has a figure");
        for c in here {
            assert_eq!(c.figures.len(), 2);
            for f in c.figures.iter().flatten() {
                assert!(f.lo <= f.value && f.value <= f.hi, "claim {claim}: {f:?}");
            }
            assert!(
                c.figures.iter().all(Option::is_some),
                "claim {claim} at {} players: a figure for classic and extended",
                c.players
            );
        }
    }
}

#[test]
fn the_report_folder_holds_every_page_chart_and_figure() {
    let report = small_report();
    let dir = tempfile::tempdir().expect("a folder");
    let out = dir.path().join("report");
    let written = write_report(
        report,
        &ReportPlace {
            dir: &out,
            command: "sq-arena balance --games 40",
        },
    )
    .expect("the report is written");
    pages_have_their_sections(&out);
    let mut charts = 0;
    for path in &written {
        assert!(path.exists(), "{}", path.display());
        let name = path.display().to_string();
        if name.ends_with(".svg") {
            charts += 1;
            let text = std::fs::read_to_string(path).expect("a chart");
            check_svg(&text, &name);
        }
        if name.ends_with(".md") {
            page_links_are_there(path, &out);
        }
    }
    assert!(charts >= 20, "{charts} charts");
    figures_are_well_formed(report, &out);
}

/// The pages begin with the command and hold their main sections.
fn pages_have_their_sections(out: &Path) {
    let page = std::fs::read_to_string(out.join("report.md")).expect("report.md");
    assert!(
        page.contains("sq-arena balance --games 40"),
        "the command at the top"
    );
    for heading in [
        "## The eight claims",
        "## First-player advantage",
        "## Claim 8",
    ] {
        assert!(page.contains(heading), "{heading}");
    }
    let mad = std::fs::read_to_string(out.join("mad-queens.md")).expect("mad-queens.md");
    assert!(mad.contains("## Bank after N cards"));
}

/// Every chart and page a page names is there.
fn page_links_are_there(page: &Path, out: &Path) {
    let name = page.display();
    let text = std::fs::read_to_string(page).expect("a page");
    for part in text.split("](").skip(1) {
        let target = part.split(')').next().unwrap_or("");
        if target.ends_with(".svg") || target.ends_with(".md") {
            assert!(out.join(target).exists(), "{name} names {target}");
        }
    }
}

/// `figures.json` is valid JSON of the run, and every line of `tables.csv` has every
/// column.
fn figures_are_well_formed(report: &BalanceReport, out: &Path) {
    let json = std::fs::read_to_string(out.join("data/figures.json")).expect("figures.json");
    let value: serde_json::Value = serde_json::from_str(&json).expect("valid JSON");
    assert_eq!(value["games"].as_u64(), Some(report.games));
    let csv = std::fs::read_to_string(out.join("data/tables.csv")).expect("tables.csv");
    let columns = csv.lines().next().map_or(0, |l| l.split(',').count());
    for line in csv.lines() {
        assert_eq!(line.split(',').count(), columns, "{line}");
    }
}

fn r_n(games: u64, players: u8) -> f64 {
    (games * players as u64) as f64
}

/// A slot whose queen the table remembers, in a game played by Normal bots.
fn remembered_position() -> (GameState, u8) {
    let setup = Setup::new(2, RuleSet::classic());
    for seed in 0..200 {
        let mut state = GameState::new(&setup, seed).expect("a game");
        let mut bots = [NormalBot::new(1), NormalBot::new(2)];
        while let Some(d) = state.pending().cloned() {
            if let Some(slot) = (0..12u8).find(|s| state.last_seen(*s).is_some()) {
                return (state, slot);
            }
            let obs = state.observe(d.seat());
            let action = bots[d.seat() as usize].decide(&obs);
            state.apply(action).expect("a legal action");
        }
    }
    panic!("no game put a queen back to sleep where everyone saw");
}

#[test]
fn t_2_a_forgetful_observation_knows_no_remembered_slot() {
    let (state, slot) = remembered_position();
    let seat = state.pending().map(|d| d.seat()).unwrap_or(0);
    let obs = state.observe(seat);
    let queen = state.last_seen(slot).expect("remembered");
    assert_eq!(
        obs.grid[slot as usize],
        SlotView::FaceDown {
            last_seen: Some(queen)
        }
    );
    let forgot = obs.forgetting();
    assert_eq!(
        forgot.grid[slot as usize],
        SlotView::FaceDown { last_seen: None }
    );
    assert!(forgot.known_in_hands.iter().all(Vec::is_empty));
    assert_eq!(forgot.hand, obs.hand, "a player's own hand is not memory");
    let unknown = forgot
        .grid
        .iter()
        .filter(|g| matches!(g, SlotView::FaceDown { last_seen: None }))
        .count();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut elsewhere = 0;
    for _ in 0..200 {
        let remembered = obs.sample(&mut rng);
        let at = |s: &GameState| s.grid()[slot as usize].map(|g| g.queen);
        assert_eq!(at(&remembered), Some(queen), "memory keeps her in place");
        elsewhere += (at(&forgot.sample(&mut rng)) != Some(queen)) as u32;
    }
    if unknown > 1 {
        assert!(
            elsewhere > 50,
            "forgotten, she is dealt at random: {elsewhere}"
        );
    }
}

#[test]
fn a_forgetful_bot_plays_legal_actions() {
    let setup = Setup::new(2, RuleSet::extended());
    let mut bots: Vec<Box<dyn Bot + Send>> = vec![
        Box::new(Forgetful(make(BotKind::Normal, 1, &RuleSet::extended(), 2))),
        make(BotKind::Normal, 2, &RuleSet::extended(), 2),
    ];
    let g = sleeping_queens::play_watched(&setup, 11, &mut bots).expect("a whole game");
    assert!(g.ending.is_some() && !g.winners.is_empty());
}

#[test]
fn m_2_bank_after_n_reveals_until_its_row_holds_n() {
    use crate::mad_queens::MadDecision;
    let setup = crate::mad_queens::MadSetup::new(1);
    let (mut state, _) = MadState::new(&setup, 5).expect("a game");
    let mut policy = BankAfter(3);
    let mut longest = 0;
    while !state.is_over() {
        let obs = state.observe(0);
        let action = policy.decide(&obs);
        if obs.decision == Some(MadDecision::RevealOrBank { can_reveal: true }) {
            assert_eq!(
                action == crate::mad_queens::MadAction::Bank,
                obs.me.row.len() >= 3
            );
        }
        longest = longest.max(obs.me.row.len());
        state.apply(0, action).expect("a legal action");
    }
    assert!(longest >= 3);
}

#[test]
fn a_configuration_out_of_bounds_is_refused_with_what_is_wrong() {
    let mut cfg = small_config();
    cfg.players = vec![6];
    assert_eq!(cfg.check(), Err(ConfigProblem::Players(6)));
    let mut cfg = small_config();
    cfg.bots.clear();
    assert_eq!(cfg.check(), Err(ConfigProblem::NoBots));
    let mut cfg = small_config();
    cfg.bank_after = vec![0];
    assert_eq!(cfg.check(), Err(ConfigProblem::BankAfterNothing));
    let mut cfg = small_config();
    cfg.rules.clear();
    cfg.mad_games = 0;
    let refused = run_balance(&cfg, &mut |_, _| {}).expect_err("nothing to play");
    assert!(matches!(
        refused,
        BalanceError::Config(ConfigProblem::NothingToPlay)
    ));
    assert_eq!(
        refused.to_string(),
        "name at least one rule set, or play Mad Queens"
    );
}

#[test]
fn a_game_that_cannot_be_played_says_why() {
    let setup = Setup::new(3, RuleSet::classic());
    let mut two: Vec<Box<dyn Bot + Send>> = (0..2)
        .map(|s| make(BotKind::Easy, s, &RuleSet::classic(), 3))
        .collect();
    let failure = sleeping_queens::play_watched(&setup, 1, &mut two).err();
    assert_eq!(failure, Some(GameFailure::Bots { bots: 2, seats: 3 }));
    let mut none: Vec<Box<dyn crate::mad_queens::bots::MadBot + Send>> = Vec::new();
    let failure = mad_queens::play_watched(2, 1, &mut none).err();
    assert_eq!(failure, Some(GameFailure::Bots { bots: 0, seats: 2 }));
    assert_eq!(
        GameFailure::TooLong {
            seed: 4,
            decisions: 10
        }
        .to_string(),
        "game seed 4 did not end in 10 decisions"
    );
}

#[test]
fn a_seed_gives_the_same_figures_on_any_number_of_threads() {
    let figures = |threads: usize| {
        let cfg = BalanceConfig {
            games: vec![6],
            mad_games: 6,
            players: vec![2, 4],
            threads,
            ..small_config()
        };
        let r = run_balance(&cfg, &mut |_, _| {}).expect("a run");
        serde_json::to_string(&(&r.tables, &r.memory, &r.mad_tables, &r.policies))
            .expect("figures as JSON")
    };
    assert_eq!(figures(1), figures(2));
}

/// The first bot kind's memory is measured at every memory player count, Hard's (a
/// Hard game of four takes seconds) at the strong player counts only.
#[test]
fn memory_studies_are_planned_at_their_player_counts() {
    let cfg = BalanceConfig {
        bots: vec![BotKind::Normal, BotKind::Hard],
        memory_games: 10,
        memory_players: vec![2, 3, 4],
        strong_players: vec![2],
        ..small_config()
    };
    let studies: Vec<(usize, BotKind, u8, u32)> = super::plan_memory(&cfg)
        .into_iter()
        .map(|m| (m.rules, m.kind, m.players, m.games))
        .collect();
    let per_rules = |r| {
        vec![
            (r, BotKind::Normal, 2, 40),
            (r, BotKind::Normal, 3, 40),
            (r, BotKind::Normal, 4, 40),
            (r, BotKind::Hard, 2, 10),
        ]
    };
    assert_eq!(studies, [per_rules(0), per_rules(1)].concat());
}
