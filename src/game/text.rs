//! Words for players: what each card does under the rule set in play, how a number
//! play reads, the turn prompt and the grammar of the log's lines (the lines
//! themselves are written where each event is presented, `table::present`).

use crate::bots::BotKind;
use crate::rules::event::EndReason;
use crate::rules::{Action, Card, Decision, GameState, King, Parity, Queen, RuleSet, Seat};
use crate::seats::SeatKind;
use crate::tr;

/// Who sits in a seat, as the setup forms and seat plates say it (`None`: nobody).
pub fn kind_label(kind: Option<SeatKind>) -> String {
    let Some(kind) = kind else {
        return tr!("seat-empty");
    };
    match kind {
        SeatKind::Human => tr!("seat-person"),
        SeatKind::Bot(b) => match b {
            BotKind::Easy => tr!("seat-bot-easy"),
            BotKind::Normal => tr!("seat-bot-normal"),
            BotKind::Hard => tr!("seat-bot-hard"),
        },
    }
}

/// What a card does under `rules` (cards carry no rule text: it differs between sets).
pub fn card_ability(card: Card, rules: &RuleSet) -> &'static str {
    let x = rules.is_extended();
    match card {
        Card::King(_) if !x => "Wake any sleeping queen: pick a face-down queen and she is yours.",
        Card::King(King::Puzzle) => {
            "Reveal and wake a queen. Until your next turn, number cards may only be played singly. Draw 1."
        }
        Card::King(King::BubbleGum) => {
            "Reveal up to 3 sleeping queens one at a time (stop when you like), wake one of them; the others go back as they were. Draw 1."
        }
        Card::King(King::Chess) => {
            "Reveal and wake a queen, then pick odd or even: until your next turn nobody may play numbers of that parity (a player left with no play skips the turn). Draw 1."
        }
        Card::King(King::Hat) => {
            "Reveal and wake a queen. Then you may pick any player's queen: she and the queens you woke are shuffled face down, her owner takes one blind and you keep the rest. Draw 1."
        }
        Card::King(King::Cookie) => {
            "Reveal a queen. Pancake: flip every queen in the grid, then wake her. Cake: hide every owned queen, then wake her. Any other: wake her. Draw 1."
        }
        Card::King(King::TieDye) => {
            "Reveal a queen. Red background: reveal another or stop and wake all revealed. Green: all revealed go face down, none woken. Other: wake all revealed. Draw 1."
        }
        Card::King(King::Fire) => {
            "Reveal and wake a queen, draw 1, then remove up to 5 cards from any hands for good (others' blind); each player draws what they lost."
        }
        Card::King(King::Turtle) => {
            "Reveal and wake a queen. Your draw is shown to all: a number of 5 or less gives you another turn."
        }
        Card::Knight if !x => {
            "Steal a queen from another player. They may answer with a Dragon to stop it."
        }
        Card::Knight => {
            "On your turn or after any queen is woken: take a queen from any player (not Ladybug). Any player may answer with a Dragon. Draw 1."
        }
        Card::Dragon if !x => "Answer a Knight aimed at your queen: the Knight has no effect.",
        Card::Dragon => {
            "Answer any Knight to cancel it, or play it on your turn as any number. Draw 1."
        }
        Card::Potion if !x => {
            "Put another player's queen back to sleep, face down in an empty slot you pick. They may answer with a Magic Wand."
        }
        Card::Potion => {
            "Put any queen (not Peacock) back to sleep in an empty slot you pick, on your turn or after a wake; or answer a Dragon to cancel it. Draw 1."
        }
        Card::Wand if !x => {
            "Answer a Sleeping Potion aimed at your queen: the Potion has no effect."
        }
        Card::Wand => {
            "Answer any Sleeping Potion to cancel it, or on your turn swap any owned queen with a queen in the grid (each slot keeps its face). Draw 1."
        }
        Card::Jester if !x => {
            "Turn up the top card. A power card: keep it and play again. A number: count that many players from you; that player wakes a queen."
        }
        Card::Jester => {
            "Reveal the top card and take it (your draw). A number: count that many players from you; that player reveals a queen and owns her."
        }
        Card::Number(_) if !x => {
            "Discard one number, a pair, or an addition using all cards (2+3=5) to draw as many."
        }
        Card::Number(_) => {
            "Discard one number, a set of equal numbers, a straight of 3+, or an addition (a+b=c, a+b=c+d, …) to draw as many."
        }
    }
}

/// What a queen's ability is under `rules`.
pub fn queen_ability(queen: Queen, rules: &RuleSet) -> &'static str {
    if !rules.is_extended() {
        return match queen {
            Queen::Rose => "When you wake her, wake one more queen.",
            Queen::Cat | Queen::Dog => {
                "Cat and Dog don't get along: wake one while owning the other and she goes back to sleep."
            }
            _ => "No ability.",
        };
    }
    match queen {
        Queen::Heart => {
            "Owning her with any 5-point queen: put Heart back, or every 5-point queen."
        }
        Queen::Cat | Queen::Dog => "Owning Cat and Dog at once: put one of them back.",
        Queen::Pancake => "Lies face up in the grid from the start.",
        Queen::Ladybug => "A Knight cannot take her.",
        Queen::Moon | Queen::Sunflower | Queen::Starfish => {
            "Own Sunflower, Moon and Starfish at once to win."
        }
        Queen::Peacock => "A Sleeping Potion cannot put her to sleep.",
        Queen::Cake => "While you own her, all your queens are hidden: others pick them blind.",
        Queen::Rainbow => "Counts as two queens for the queen-count win.",
        Queen::Rose => "When she is woken, you may wake one more queen.",
    }
}

pub fn parity_word(p: Parity) -> &'static str {
    match p {
        Parity::Odd => "odd",
        Parity::Even => "even",
    }
}

pub fn end_reason(reason: EndReason) -> &'static str {
    match reason {
        EndReason::QueenCount => "gathered enough queens",
        EndReason::Points => "reached the points to win",
        EndReason::SunMoonStar => "owns Sunflower, Moon and Starfish",
        EndReason::GridEmpty => "no sleeping queen is left: most points",
        EndReason::PilesExhausted => "no cards left to draw: most points",
    }
}

/// One part of the rules reference: a heading and its entries, each a name (maybe
/// empty) and its text.
pub struct RulesPart {
    pub heading: String,
    pub entries: Vec<(String, String)>,
}

/// The rules reference for the rule set in play with `seats` players: how to win, a
/// turn, what happens out of turn, every card once (classic's eight kings do the same,
/// so they are one entry) and the queens.
pub fn rules_reference(rules: &RuleSet, seats: usize) -> Vec<RulesPart> {
    let x = rules.is_extended();
    let target = rules.win_target(seats);
    let win = format!(
        "The first to own {} queens or {} points wins{}. If no sleeping queen is left, the most points wins.",
        target.queens,
        target.points,
        if x {
            " (the Rainbow Queen counts as two queens); owning the Sunflower, Moon and Starfish Queens wins at once"
        } else {
            ""
        }
    );
    let mut turn = vec![(
        String::new(),
        format!(
            "You hold {} cards. Play one card, or discard number cards, then draw back up to {}.",
            rules.hand_size, rules.hand_size
        ),
    )];
    turn.push((
        "Play".into(),
        if x {
            "a King (each has its own power), a Knight, a Sleeping Potion, a Magic Wand or a Jester."
        } else {
            "a King, a Knight, a Sleeping Potion or a Jester. Dragons and Magic Wands only answer."
        }
        .into(),
    ));
    turn.push((
        "Numbers".into(),
        card_ability(Card::Number(1), rules).into(),
    ));
    turn.push((
        "Stuck".into(),
        "No card can be played: discard one card and draw one.".into(),
    ));
    let mut parts = vec![
        RulesPart {
            heading: "How to win".into(),
            entries: vec![(String::new(), win)],
        },
        RulesPart {
            heading: "Your turn".into(),
            entries: turn,
        },
    ];
    parts.push(RulesPart {
        heading: "Out of your turn".into(),
        entries: if x {
            vec![
                (
                    "Answers".into(),
                    "Anyone may answer a Knight with a Dragon, that Dragon with a Sleeping Potion, and a Sleeping Potion with a Magic Wand, in turn order from the player whose turn it is.".into(),
                ),
                (
                    "After a wake".into(),
                    "When a queen is woken, each player in turn may play a Knight or a Sleeping Potion.".into(),
                ),
            ]
        } else {
            vec![(
                "Answers".into(),
                "The owner of the queen a Knight aims at may stop it with a Dragon; a Sleeping Potion, with a Magic Wand.".into(),
            )]
        },
    });
    let mut cards: Vec<(String, String)> = Vec::new();
    let mut seen: Vec<Card> = Vec::new();
    for c in crate::rules::CardId::all().map(|c| c.card()) {
        let key = match c {
            Card::Number(_) => Card::Number(1),
            Card::King(_) if !x => Card::King(King::Puzzle),
            c => c,
        };
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let name = match c {
            Card::Number(_) => "Numbers".to_string(),
            Card::King(_) if !x => "Kings".to_string(),
            c => c.name(),
        };
        cards.push((name, card_ability(c, rules).into()));
    }
    parts.push(RulesPart {
        heading: "The cards".into(),
        entries: cards,
    });
    let mut queens: Vec<(String, String)> = Vec::new();
    for q in Queen::ALL {
        let ability = queen_ability(q, rules);
        if !x && ability == "No ability." {
            continue;
        }
        queens.push((
            format!("{} ({} points)", q.name(), q.points()),
            ability.into(),
        ));
    }
    if !x {
        let others: Vec<String> = Queen::ALL
            .iter()
            .filter(|q| queen_ability(**q, rules) == "No ability.")
            .map(|q| format!("{} {}", q.name().trim_end_matches(" Queen"), q.points()))
            .collect();
        queens.push((
            "The other queens".into(),
            format!("No ability; their points: {}.", others.join(", ")),
        ));
    }
    parts.push(RulesPart {
        heading: "The queens".into(),
        entries: queens,
    });
    parts
}

/// A log line as a person reads it when the seat named "You" is theirs: "You plays" →
/// "You play", "You's" → "Your", "of You" → "of yours".
pub fn you_form(line: &str) -> String {
    let line = match line.strip_prefix("You's") {
        Some(rest) => format!("Your{rest}"),
        None => line.to_string(),
    };
    second_person(&line)
        .replace(" of You ", " of yours ")
        .replace("You's", "your")
        .replace(" from You", " from you")
        .replace(" lands on You", " lands on you")
}

/// "You plays" → "You play": a seat named "You" takes the verb without its -s.
fn second_person(line: &str) -> String {
    let Some(rest) = line.strip_prefix("You ") else {
        return line.to_string();
    };
    let (verb, tail) = rest.split_once(' ').unwrap_or((rest, ""));
    let fixed = match verb {
        "has" => "have".to_string(),
        "cannot" | "draw" => verb.to_string(),
        v if v.ends_with("es") && (v.ends_with("shes") || v.ends_with("ches")) => {
            v[..v.len() - 2].to_string()
        }
        v if v.ends_with('s') && v.len() > 2 => v[..v.len() - 1].to_string(),
        v => v.to_string(),
    };
    if tail.is_empty() {
        format!("You {fixed}")
    } else {
        format!("You {fixed} {tail}")
    }
}

/// A seat as the words are read by `reader`: "You" for the reader's own seat.
fn subject(seat: Seat, names: &[String], reader: Option<Seat>) -> String {
    if reader == Some(seat) {
        "You".into()
    } else {
        names
            .get(seat as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", seat + 1))
    }
}

/// A verb after [`subject`]: "plays", or "play" after "You".
fn verb(seat: Seat, reader: Option<Seat>, third: &str) -> String {
    if reader == Some(seat) {
        third.trim_end_matches('s').to_string()
    } else {
        third.to_string()
    }
}

/// "your" for the reader, else "Bo's".
fn whose(seat: Seat, names: &[String], reader: Option<Seat>) -> String {
    if reader == Some(seat) {
        "your".into()
    } else {
        format!("{}'s", subject(seat, names, None))
    }
}

/// Queens by name: "the Rose Queen", "the Rose Queen and the Cat Queen".
fn queens_named(queens: &[Queen]) -> String {
    let named: Vec<String> = queens.iter().map(|q| format!("the {}", q.name())).collect();
    match named.as_slice() {
        [] => "a queen".into(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// What an answer or after-wake window is about, told to `reader` (the person asked,
/// who is "you"; `None`: everyone at the screen, as in the hot-seat open call): who
/// played what at whose queen, who answered with what, or who woke whom.
pub fn window_story(
    state: &GameState,
    decision: &Decision,
    names: &[String],
    reader: Option<Seat>,
) -> String {
    match decision {
        Decision::Answer { .. } => {
            let chain = state.answer_chain();
            let Some(&(by, base)) = chain.first() else {
                return String::new();
            };
            let mut story = format!(
                "{} {} {}",
                subject(by, names, reader),
                verb(by, reader, "plays"),
                article(base)
            );
            if let Some((owner, queen)) = state.aimed_at(reader) {
                let at = if base == Card::Knight { "at" } else { "on" };
                let target = match queen {
                    Some(q) => format!("{} {}", whose(owner, names, reader), q.name()),
                    None => format!("one of {} hidden queens", whose(owner, names, reader)),
                };
                story = format!("{story} {at} {target}");
            }
            story.push('.');
            for &(seat, card) in &chain[1..] {
                story.push_str(&format!(
                    " {} {} with {}.",
                    subject(seat, names, reader),
                    verb(seat, reader, "answers"),
                    article(card)
                ));
            }
            story
        }
        Decision::AfterWake { .. } => {
            let waker = state.current_seat();
            format!(
                "{} woke {}.",
                subject(waker, names, reader),
                queens_named(state.woken_now())
            )
        }
        _ => String::new(),
    }
}

/// The question put to the person asked in a window, naming only the cards they may
/// play: "Answer the Knight with your Dragon?", "Play your Knight now?".
pub fn window_question(decision: &Decision, legal: &[Action]) -> String {
    let mut cards: Vec<String> = Vec::new();
    for a in legal {
        if let Action::Answer(c) | Action::Play(c) = a {
            let name = c.card().name();
            if !cards.contains(&name) {
                cards.push(name);
            }
        }
    }
    let yours = match cards.as_slice() {
        [] => String::new(),
        [one] => format!("your {one}"),
        [rest @ .., last] => format!("your {} or your {last}", rest.join(", your ")),
    };
    match decision {
        Decision::Answer { against, .. } if !yours.is_empty() => {
            format!("Answer the {} with {yours}?", against.name())
        }
        Decision::AfterWake { .. } if !yours.is_empty() => format!("Play {yours} now?"),
        _ => "Nothing to play: pass.".into(),
    }
}

/// Number values as a player would say the play: `a pair of 4s`, `3 · 4 · 5`, `2 + 3 = 5`.
pub fn format_numbers(values: &[u8]) -> String {
    let mut v = values.to_vec();
    v.sort_unstable();
    let join = |xs: &[u8], sep: &str| {
        xs.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(sep)
    };
    if v.len() == 1 {
        return v[0].to_string();
    }
    if v.iter().all(|x| *x == v[0]) {
        return match v.len() {
            2 => format!("a pair of {}s", v[0]),
            3 => format!("three {}s", v[0]),
            4 => format!("four {}s", v[0]),
            n => format!("{n} {}s", v[0]),
        };
    }
    let n = v.len();
    // A straight reads as one, even when it is also a sum (5 · 6 · 7 · 8, not
    // "6 + 7 = 5 + 8").
    if n >= 3 && v.windows(2).all(|w| w[1] == w[0] + 1) {
        return join(&v, " · ");
    }
    let total: u32 = v.iter().map(|x| *x as u32).sum();
    if total - v[n - 1] as u32 == v[n - 1] as u32 {
        return format!("{} = {}", join(&v[..n - 1], " + "), v[n - 1]);
    }
    if total.is_multiple_of(2) {
        // Two cards against the rest.
        for i in 0..n {
            for j in i + 1..n {
                if (v[i] as u32 + v[j] as u32) * 2 == total {
                    let rest: Vec<u8> = (0..n)
                        .filter(|k| *k != i && *k != j)
                        .map(|k| v[k])
                        .collect();
                    return format!("{} = {} + {}", join(&rest, " + "), v[i], v[j]);
                }
            }
        }
    }
    join(&v, " · ")
}

/// What the player may do on their turn, from the legal actions: the power cards they
/// can play (by name), number discards, or the one card to throw away when stuck.
pub fn turn_prompt(legal: &[Action]) -> String {
    let mut names: Vec<String> = Vec::new();
    let mut numbers = false;
    let mut stuck = false;
    for a in legal {
        match a {
            Action::Play(c) => {
                let name = c.card().name();
                if !names.contains(&name) {
                    names.push(name);
                }
            }
            Action::PlayNumbers(_) => numbers = true,
            Action::DiscardStuck(_) => stuck = true,
            _ => {}
        }
    }
    let play = match names.len() {
        0 => None,
        1 => Some(format!("click your {} to play it", names[0])),
        n => Some(format!(
            "click your {} or {} to play it",
            names[..n - 1].join(", "),
            names[n - 1]
        )),
    };
    match (play, numbers) {
        (Some(p), true) => format!("Your turn: {p}, or pick number cards to discard."),
        (Some(p), false) => format!("Your turn: {p}."),
        (None, true) => "Your turn: pick number cards to discard.".into(),
        (None, false) if stuck => {
            "Your turn: no card can be played. Click one to discard it and draw 1.".into()
        }
        (None, false) => "Your turn.".into(),
    }
}

/// A card with its article: "a Knight", "an Ice King", "a 5".
pub fn article(card: Card) -> String {
    match card {
        Card::Number(n) => format!("a {n}"),
        c => {
            let name = c.name();
            if name.starts_with(['A', 'E', 'I', 'O', 'U']) {
                format!("an {name}")
            } else {
                format!("a {name}")
            }
        }
    }
}

/// The text with a capital first letter.
pub fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_turn_prompt_names_only_the_cards_that_can_be_played() {
        use crate::rules::{CardId, NumberPlay};
        let find = |c: Card| CardId::all().find(|i| i.card() == c).unwrap();
        let king = find(Card::King(King::Puzzle));
        let (knight, wand, four) = (find(Card::Knight), find(Card::Wand), find(Card::Number(4)));
        let numbers = Action::PlayNumbers(NumberPlay::new(&[four], &[4]).unwrap());
        assert_eq!(
            turn_prompt(&[Action::Play(knight), numbers]),
            "Your turn: click your Knight to play it, or pick number cards to discard."
        );
        assert_eq!(
            turn_prompt(&[
                Action::Play(king),
                Action::Play(knight),
                Action::Play(knight)
            ]),
            "Your turn: click your Puzzle King or Knight to play it."
        );
        assert_eq!(
            turn_prompt(&[
                Action::Play(king),
                Action::Play(knight),
                Action::Play(wand),
                numbers
            ]),
            "Your turn: click your Puzzle King, Knight or Magic Wand to play it, or pick number cards to discard."
        );
        assert_eq!(
            turn_prompt(&[numbers]),
            "Your turn: pick number cards to discard."
        );
        assert_eq!(
            turn_prompt(&[Action::DiscardStuck(wand)]),
            "Your turn: no card can be played. Click one to discard it and draw 1."
        );
    }

    #[test]
    fn you_take_the_verb_without_s() {
        assert_eq!(second_person("You plays a Knight"), "You play a Knight");
        assert_eq!(
            second_person("You shuffles 3 queens"),
            "You shuffle 3 queens"
        );
        assert_eq!(second_person("You has no cards"), "You have no cards");
        assert_eq!(second_person("You draw a 5"), "You draw a 5");
        assert_eq!(second_person("Bo plays a Knight"), "Bo plays a Knight");
    }

    #[test]
    fn number_plays_read_like_sums() {
        assert_eq!(format_numbers(&[5, 2, 3]), "2 + 3 = 5");
        assert_eq!(format_numbers(&[4, 4, 4]), "three 4s");
        assert_eq!(format_numbers(&[9, 9]), "a pair of 9s");
        assert_eq!(format_numbers(&[1, 6, 3, 4]), "3 + 4 = 1 + 6");
        assert_eq!(format_numbers(&[3, 4, 5]), "3 · 4 · 5");
        assert_eq!(
            format_numbers(&[8, 5, 7, 6]),
            "5 · 6 · 7 · 8",
            "a straight, not a sum"
        );
        assert_eq!(format_numbers(&[7]), "7");
    }

    /// Plays `kind` from the current seat's hand, then aims it at `owner`'s first queen.
    fn aim(s: &mut GameState, kind: Card, owner: Seat) {
        let seat = s.current_seat();
        let card = *s.hand(seat).iter().find(|c| c.card() == kind).unwrap();
        s.apply(Action::Play(card)).unwrap();
        s.apply(Action::Owned {
            seat: owner,
            index: 0,
        })
        .unwrap();
    }

    #[test]
    fn an_answer_prompt_says_who_played_what_at_whose_queen() {
        use crate::rules::TableBuilder;
        let names: Vec<String> = ["Ana", "Bo", "Cy"].iter().map(|s| s.to_string()).collect();
        let mut s = TableBuilder::extended(3)
            .hand(0, &[Card::Knight, Card::Number(2), Card::Number(4)])
            .hand(1, &[Card::Dragon, Card::Number(2), Card::Number(4)])
            .hand(2, &[Card::Potion, Card::Number(2), Card::Number(4)])
            .own(1, Queen::Heart)
            .build()
            .unwrap();
        aim(&mut s, Card::Knight, 1);
        let decision = s.pending().cloned().unwrap();
        assert!(
            matches!(decision, Decision::Answer { seat: 1, .. }),
            "{decision:?}"
        );
        assert_eq!(
            window_story(&s, &decision, &names, Some(1)),
            "Ana plays a Knight at your Heart Queen."
        );
        assert_eq!(
            window_question(&decision, &s.legal_actions()),
            "Answer the Knight with your Dragon?"
        );
        // Everyone at the screen (the hot-seat open call).
        assert_eq!(
            window_story(&s, &decision, &names, None),
            "Ana plays a Knight at Bo's Heart Queen."
        );
        // Bo answers; Cy may answer the Dragon with a Potion.
        let dragon = *s.hand(1).iter().find(|c| c.card() == Card::Dragon).unwrap();
        s.apply(Action::Answer(dragon)).unwrap();
        let decision = s.pending().cloned().unwrap();
        assert!(
            matches!(decision, Decision::Answer { seat: 2, .. }),
            "{decision:?}"
        );
        assert_eq!(
            window_story(&s, &decision, &names, Some(2)),
            "Ana plays a Knight at Bo's Heart Queen. Bo answers with a Dragon."
        );
        assert_eq!(
            window_question(&decision, &s.legal_actions()),
            "Answer the Dragon with your Sleeping Potion?"
        );
    }

    #[test]
    fn an_after_wake_prompt_names_the_queen_and_only_the_cards_you_hold() {
        use crate::rules::{King, TableBuilder};
        let names: Vec<String> = ["Ana", "Bo"].iter().map(|s| s.to_string()).collect();
        let mut s = TableBuilder::extended(2)
            .hand(
                0,
                &[Card::King(King::Puzzle), Card::Number(2), Card::Number(4)],
            )
            .hand(1, &[Card::Knight, Card::Number(2), Card::Number(4)])
            .build()
            .unwrap();
        let king = s.hand(0)[0];
        s.apply(Action::Play(king)).unwrap();
        let slot = s.sleeping_slots().next().unwrap();
        s.apply(Action::Slot(slot)).unwrap();
        let woken = s.woken_now()[0];
        // Ana may play after her own wake too, but holds nothing: Bo is asked.
        let decision = s.pending().cloned().unwrap();
        assert_eq!(decision, Decision::AfterWake { seat: 1 });
        assert_eq!(
            window_story(&s, &decision, &names, Some(1)),
            format!("Ana woke the {}.", woken.name())
        );
        assert_eq!(
            window_question(&decision, &s.legal_actions()),
            "Play your Knight now?"
        );
    }

    #[test]
    fn the_rules_reference_tells_each_card_once() {
        let classic = rules_reference(&RuleSet::classic(), 3);
        let cards = &classic
            .iter()
            .find(|p| p.heading == "The cards")
            .unwrap()
            .entries;
        assert_eq!(
            cards.iter().filter(|(n, _)| n.contains("King")).count(),
            1,
            "classic's kings all do the same: one entry"
        );
        assert!(classic.iter().any(|p| p.heading == "Your turn"));
        let extended = rules_reference(&RuleSet::extended(), 4);
        let cards = &extended
            .iter()
            .find(|p| p.heading == "The cards")
            .unwrap()
            .entries;
        assert_eq!(cards.iter().filter(|(n, _)| n.contains("King")).count(), 8);
        assert!(extended[0].entries[0].1.contains("4 queens or 40 points"));
    }
}
