//! `sq-arena review`: a saved game's decisions measured, as the game's review does.

use super::*;

/// `sq-arena review --json`.
#[derive(Serialize)]
pub(super) struct ReviewJson<'a, A: Serialize> {
    save: &'a str,
    game: GameKind,
    rules: &'a str,
    players: u8,
    seed: u64,
    seat: u8,
    name: &'a str,
    deals: u32,
    /// What the figures are: win chance (0 to 1), or points alone at the table.
    measure: Measure,
    clearly_worse: f64,
    moments: Vec<MomentJson<'a, A>>,
    mistakes: usize,
    total_cost: f64,
    swings: Vec<usize>,
    elapsed_s: f64,
}

#[derive(Serialize)]
pub(super) struct MomentJson<'a, A: Serialize> {
    #[serde(flatten)]
    moment: &'a Moment<A>,
    chose_words: String,
    best_words: String,
    mistake: bool,
}

pub(super) fn run_review(args: ReviewArgs) -> Result<(), String> {
    let loaded = load_file(&args.save).map_err(|e| format!("{}: {e}", args.save.display()))?;
    match &loaded.game {
        LoadedGame::SleepingQueens(game) => {
            let rules = game.record().setup.rules.name.clone();
            review_save::<Game>(&args, &loaded, game, &rules, action_words)
        }
        LoadedGame::MadQueens(game) => review_save::<MadGame>(
            &args,
            &loaded,
            game,
            GameKind::MAD_QUEENS_RULES,
            |a: &sleeping_queens::mad_queens::MadAction| a.to_string(),
        ),
    }
}

/// Reviews a seat of the game a save holds, either game, and prints it.
pub(super) fn review_save<G: Advised>(
    args: &ReviewArgs,
    loaded: &LoadedSave,
    game: &G,
    rules: &str,
    words: impl Fn(&G::Action) -> String,
) -> Result<(), String>
where
    G::Action: Serialize,
{
    let file = &loaded.file;
    let people: Vec<bool> = file
        .seats
        .iter()
        .map(|s| s.kind == SeatKind::Human)
        .collect();
    let seat = match args.seat {
        Some(s) if (s as usize) < file.seats.len() => s,
        Some(s) => return Err(format!("no seat {s}: the game has {}", file.seats.len())),
        None => reviewed_seat(&people)
            .ok_or("the game has no one person at a table of bots: say which seat with --seat")?,
    };
    let record = game.record();
    let deals = args.deals.unwrap_or_else(|| G::review_deals(record));
    let started = Instant::now();
    let mut bar = progress_reporter("decisions");
    let review = review::<G>(record, seat, deals, &mut |done, total| {
        bar(done, total);
        true
    })
    .map_err(|e| format!("the save's record does not replay: {e}"))?
    .ok_or("the review stopped")?;
    let elapsed = started.elapsed().as_secs_f64();
    let name = file.seats[seat as usize].name.as_str();
    let measure = review.measure;
    if args.json {
        let json = ReviewJson {
            save: &file.name,
            game: G::KIND,
            rules,
            players: game.seats(),
            seed: game.seed(),
            seat,
            name,
            deals,
            measure,
            clearly_worse: measure.clearly_worse(),
            moments: review
                .moments
                .iter()
                .map(|m| MomentJson {
                    moment: m,
                    chose_words: words(&m.chose),
                    best_words: words(&m.best),
                    mistake: review.is_mistake(m),
                })
                .collect(),
            mistakes: review.mistakes().count(),
            total_cost: review.total_cost(),
            swings: review.swings.clone(),
            elapsed_s: elapsed,
        };
        println!("{}", to_json(&json)?);
        return Ok(());
    }
    let (figure, unit, scale) = match measure {
        Measure::WinChance => ("Win chance", "points of win chance", 100.0),
        Measure::Points => ("Points expected", "points", 1.0),
    };
    let fig = |x: f64| match measure {
        Measure::WinChance => format!("{:.0}%", x * 100.0),
        Measure::Points => format!("{x:.1}"),
    };
    let when = if G::KIND == GameKind::MadQueens {
        "round"
    } else {
        "turn"
    };
    println!(
        "Review of \"{}\" ({rules}, {} players, seed {}) for seat {seat} ({name}): {} decisions, each measured over {deals} deals ({elapsed:.1}s)",
        file.name,
        game.seats(),
        game.seed(),
        review.moments.len(),
    );
    if !game.is_over() {
        println!("  (the game is not over: the review stops where the save does)");
    }
    let chart: Vec<String> = review.moments.iter().map(|m| fig(m.win)).collect();
    println!("{figure} after each decision: {}", chart.join(" "));
    println!(
        "Decisions where another choice was clearly better (by {} {unit} or more), the costliest first:",
        measure.clearly_worse() * scale
    );
    let mut any = false;
    for (_, m) in review.worst_first() {
        any = true;
        println!(
            "  {when} {:>3}: {} ({}) — better: {} ({}), {:.1} {unit} given away",
            m.turn,
            words(&m.chose),
            fig(m.win),
            words(&m.best),
            fig(m.best_win),
            m.cost * scale
        );
    }
    if !any {
        println!("  none");
    }
    println!(
        "In all: {:.1} {unit} given away",
        review.total_cost() * scale
    );
    let swings: Vec<String> = review
        .swings
        .iter()
        .map(|&i| {
            let m = &review.moments[i];
            let before = review.moments[i - 1].win;
            format!("{when} {} ({:+.0})", m.turn, (m.win - before) * scale)
        })
        .collect();
    println!("Biggest swings: {}", swings.join(", "));
    Ok(())
}

/// An action in plain English, for the arena's reports.
pub(super) fn action_words(action: &Action) -> String {
    match action {
        Action::Play(c) => format!("play {}", c.card()),
        Action::PlayNumbers(p) => {
            let v: Vec<String> = p.values().iter().map(u8::to_string).collect();
            format!("discard {}", v.join("+"))
        }
        Action::DiscardStuck(c) => format!("discard {}", c.card()),
        Action::Slot(s) => format!("slot {}", s + 1),
        Action::Owned { seat, index } => format!("seat {seat}'s queen {}", index + 1),
        Action::Answer(c) => format!("answer with {}", c.card()),
        Action::Pass => "pass".into(),
        Action::Continue => "reveal another".into(),
        Action::Parity(p) => format!("no {p:?} numbers").to_lowercase(),
        Action::Blind(i) => format!("blind pick {}", i + 1),
        Action::Burn { seat, index } => format!("burn seat {seat}'s card {}", index + 1),
        Action::PutBack(p) => format!("put back {p:?}"),
    }
}
