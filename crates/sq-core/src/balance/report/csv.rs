//! The figures as CSV files.

use super::*;

pub(super) fn pct(r: &Rate) -> String {
    r.percent()
}

pub(super) fn csv_rate(r: &Rate) -> String {
    let (lo, hi) = r.ci();
    format!("{},{:.6},{:.6},{:.6}", r.n, r.p(), lo, hi)
}

pub(super) fn csv_mean(m: &Mean) -> String {
    let (lo, hi) = m.ci();
    format!("{},{:.6},{:.6},{:.6}", m.n, m.mean(), lo, hi)
}

/// A CSV field: quoted when it holds a comma or a quote.
pub(super) fn field(s: &str) -> String {
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
pub(super) fn csv_files(r: &BalanceReport) -> Vec<CsvFile> {
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
pub(super) fn table_csv(
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
pub(super) fn tables_csv(r: &BalanceReport) -> String {
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
pub(super) fn positions_csv(r: &BalanceReport) -> String {
    table_csv(r, "rules,players,bots,position,n,win_rate,lo,hi\n", |t| {
        let places = t.by_position.iter().enumerate();
        places
            .map(|(p, rate)| format!("{},{}", p + 1, csv_rate(rate)))
            .collect()
    })
}

/// Writes the share of games by ending.
pub(super) fn endings_csv(r: &BalanceReport) -> String {
    table_csv(r, "rules,players,bots,ending,n,share,lo,hi\n", |t| {
        let endings = t.endings.iter();
        endings
            .map(|(e, rate)| format!("{},{}", field(e.words()), csv_rate(rate)))
            .collect()
    })
}

/// Writes how many turn plays of each kind were made.
pub(super) fn plays_csv(r: &BalanceReport) -> String {
    table_csv(r, "rules,players,bots,play,count\n", |t| {
        t.plays
            .iter()
            .map(|(p, c)| format!("{},{c}", field(p.words())))
            .collect()
    })
}

/// Writes the hand of the player to act, by tenth of the game and part of the hand.
pub(super) fn hands_csv(r: &BalanceReport) -> String {
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
pub(super) fn kings_csv(r: &BalanceReport) -> String {
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
pub(super) fn king_conversion_csv(r: &BalanceReport) -> String {
    table_csv(r, "rules,players,bots,king,n,conversion,lo,hi\n", |t| {
        let kings = t.conversion_by_king.iter();
        kings
            .map(|(k, rate)| format!("{},{}", k.name(), csv_rate(rate)))
            .collect()
    })
}

/// Writes the win rate with and without each queen at the end.
pub(super) fn queens_csv(r: &BalanceReport) -> String {
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
pub(super) fn memory_csv(r: &BalanceReport) -> String {
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
pub(super) fn claims_csv(r: &BalanceReport) -> String {
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
pub(super) fn mad_tables_csv(r: &BalanceReport) -> String {
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
pub(super) fn mad_seats_csv(r: &BalanceReport) -> String {
    let mut s = String::from("players,seat,n,win_rate,lo,hi\n");
    for t in &r.mad_tables {
        for (i, rate) in t.by_seat.iter().enumerate() {
            let _ = writeln!(s, "{},{},{}", t.players, i + 1, csv_rate(rate));
        }
    }
    s
}

/// Writes how each Mad Queens player's game ends.
pub(super) fn mad_endings_csv(r: &BalanceReport) -> String {
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
pub(super) fn mad_policies_csv(r: &BalanceReport) -> String {
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
