//! The report's pages in Markdown: Sleeping Queens' and Mad Queens'.

use super::*;

/// Writes a page's title, the command that made it, the run's size and how to read
/// its figures.
pub(super) fn header(s: &mut String, r: &BalanceReport, title: &str, command: &str) {
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
pub(super) fn md_row(s: &mut String, cells: impl IntoIterator<Item = impl std::fmt::Display>) {
    s.push('|');
    for cell in cells {
        let _ = write!(s, " {cell} |");
    }
    s.push('\n');
}

/// Writes a Markdown table's head: the column names and the line under them.
pub(super) fn md_head(s: &mut String, columns: impl IntoIterator<Item = impl std::fmt::Display>) {
    let mut count = 0;
    md_row(s, columns.into_iter().inspect(|_| count += 1));
    s.push('|');
    s.push_str(&"---|".repeat(count));
    s.push('\n');
}

/// The column names `first`, then `more`.
pub(super) fn columns(first: &[&str], more: impl IntoIterator<Item = String>) -> Vec<String> {
    first.iter().map(|c| c.to_string()).chain(more).collect()
}

/// The Sleeping Queens page: the eight claims' summary, then every figure by section.
pub(super) fn sleeping_page(r: &BalanceReport, command: &str) -> String {
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
pub(super) fn rule_sets_line(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
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
pub(super) fn claims_summary(s: &mut String, r: &BalanceReport) {
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
pub(super) fn first_player_section(s: &mut String, tables: &[&TableFigures]) {
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
pub(super) fn game_length_section(s: &mut String, tables: &[&TableFigures]) {
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
pub(super) fn endings_section(s: &mut String, tables: &[&TableFigures]) {
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
pub(super) fn strength_section(s: &mut String, r: &BalanceReport) {
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
pub(super) fn failures_section(s: &mut String, r: &BalanceReport) {
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
pub(super) fn claims_sections(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
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
pub(super) fn claim1_section(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
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
pub(super) fn claim2_section(s: &mut String, tables: &[&TableFigures]) {
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
pub(super) fn conversion_by_king_table(s: &mut String, tables: &[&TableFigures]) {
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
pub(super) fn claim3_section(s: &mut String, tables: &[&TableFigures]) {
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
pub(super) fn claim4_section(s: &mut String, tables: &[&TableFigures]) {
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
pub(super) fn claim5_section(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
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
pub(super) fn informed_wakes_table(s: &mut String, tables: &[&TableFigures]) {
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
pub(super) fn claim6_section(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
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
pub(super) fn queens_table(s: &mut String, rs: &RuleSet, here: &[&TableFigures]) {
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
pub(super) fn claim7_section(s: &mut String, r: &BalanceReport, tables: &[&TableFigures]) {
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
pub(super) fn claim8_section(s: &mut String, tables: &[&TableFigures]) {
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
pub(super) fn mad_page(r: &BalanceReport, command: &str) -> String {
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
pub(super) fn mad_tables_section(s: &mut String, r: &BalanceReport) {
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
pub(super) fn policies_section(s: &mut String, r: &BalanceReport) {
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
