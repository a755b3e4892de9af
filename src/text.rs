//! Words for players: what each card does under the rule set in play, and the game log
//! in sentences. Pure, so the table, replays and tools can share it.

use crate::rules::event::{EndReason, Event, From, Restriction, SkipReason};
use crate::rules::{Action, Card, King, Parity, Queen, RuleSet, Seat};

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

/// One line of the game log for `event`, as `viewer` may know it (`None` for events
/// that need no line of their own).
pub fn narrate(event: &Event, names: &[String], viewer: Option<Seat>) -> Option<String> {
    narrate_third_person(event, names, viewer).map(|line| {
        let line = match line.strip_prefix("You's") {
            Some(rest) => format!("Your{rest}"),
            None => line,
        };
        second_person(&line)
            .replace(" of You ", " of yours ")
            .replace("You's", "your")
            .replace(" from You", " from you")
            .replace(" lands on You", " lands on you")
    })
}

/// [`narrate`] for an event in a sequence: the public draw that turns up a Jester's card
/// is told once, by the Jester's line that follows it.
pub fn narrate_next(
    event: &Event,
    next: Option<&Event>,
    names: &[String],
    viewer: Option<Seat>,
) -> Option<String> {
    if let (Event::Drew { seat, card }, Some(Event::JesterRevealed { seat: s, card: c })) =
        (event, next)
        && seat == s
        && card.value == Some(*c)
    {
        return None;
    }
    narrate(event, names, viewer)
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

fn narrate_third_person(event: &Event, names: &[String], viewer: Option<Seat>) -> Option<String> {
    let e = event.seen_by(viewer);
    let n = |s: Seat| {
        names
            .get(s as usize)
            .cloned()
            .unwrap_or_else(|| format!("Seat {}", s + 1))
    };
    let q = |q: Option<Queen>| {
        q.map(|q| format!("the {}", q.name()))
            .unwrap_or_else(|| "a hidden queen".into())
    };
    Some(match e {
        Event::TurnStarted { seat, turn } => format!("— Turn {turn}: {} —", n(seat)),
        Event::TurnSkipped { seat, reason } => match reason {
            SkipReason::ChessRestriction => format!(
                "{} cannot play under the Chess King and skips the turn",
                n(seat)
            ),
            SkipReason::EmptyHand => format!("{} has no cards and skips the turn", n(seat)),
        },
        Event::Played { seat, card } => format!("{} plays {}", n(seat), article(card.card())),
        Event::NumbersPlayed { seat, play } => {
            let dragons: Vec<String> = play
                .dragons()
                .map(|(_, v)| format!("a Dragon as {v}"))
                .collect();
            let with = if dragons.is_empty() {
                String::new()
            } else {
                format!(" ({})", dragons.join(", "))
            };
            format!(
                "{} discards {}{with} and draws {}",
                n(seat),
                format_numbers(play.values()),
                play.len()
            )
        }
        Event::DiscardedStuck { seat, card } => {
            format!(
                "{} has no play and discards {}",
                n(seat),
                article(card.card())
            )
        }
        Event::Drew { seat, card } => match card.value {
            Some(c) if card.known_to == 0xff => {
                format!("{} draws {} for all to see", n(seat), article(c.card()))
            }
            Some(c) if viewer == Some(seat) => format!("You draw {}", article(c.card())),
            _ => return None,
        },
        Event::Reshuffled { cards } => {
            format!("The discard pile is shuffled into a new draw pile ({cards} cards)")
        }
        Event::DrawSkipped { seat } => format!("Nothing left to draw for {}", n(seat)),
        Event::JesterRevealed { seat, card } => {
            format!("{}'s Jester turns up {}", n(seat), article(card.card()))
        }
        Event::JesterCounted { count, reached, .. } => {
            format!("Counting {count} lands on {}", n(reached))
        }
        Event::Revealed { slot, queen } => {
            format!("The {} is revealed in slot {}", queen.name(), slot + 1)
        }
        Event::TurnedFaceDown { slot } => format!("The queen in slot {} turns face down", slot + 1),
        Event::Woken { seat, queen, .. } => format!("{} wakes the {}", n(seat), queen.name()),
        Event::Owned { seat, queen, from } => match from {
            From::Slot(_) => format!("{} takes {}", n(seat), q(queen.value)),
            From::Seat(f) if f == seat => format!("{} keeps {}", n(seat), q(queen.value)),
            From::Seat(f) => format!("{} takes {} from {}", n(seat), q(queen.value), n(f)),
        },
        Event::SentBack { queen, slot } => {
            format!(
                "The {} won't stay with her rival and goes back to sleep in slot {}",
                queen.name(),
                slot + 1
            )
        }
        Event::PutToSleep { from, queen, slot } => {
            format!(
                "{} of {} goes back to sleep in slot {}",
                cap(&q(queen.value)),
                n(from),
                slot + 1
            )
        }
        Event::Swapped {
            seat,
            given,
            taken,
            slot,
            ..
        } => format!(
            "{} of {} swaps places with {} in slot {}",
            cap(&q(given.value)),
            n(seat),
            q(taken.value).replace("a hidden queen", "a face-down queen"),
            slot + 1
        ),
        Event::Answered {
            seat,
            card,
            against,
        } => {
            format!(
                "{} answers the {} with {}",
                n(seat),
                against.name(),
                article(card.card())
            )
        }
        Event::Cancelled { card } => format!("The {} has no effect", card.card().name()),
        Event::NoEffect { card, queen } => format!(
            "The {} cannot touch the {}",
            card.card().name(),
            queen.name()
        ),
        Event::RestrictionSet { seat, restriction } => match restriction {
            Restriction::SinglesOnly => {
                format!("Until {}'s next turn, numbers only singly", n(seat))
            }
            Restriction::NoParity(p) => {
                format!(
                    "Until {}'s next turn, no {} numbers",
                    n(seat),
                    parity_word(p)
                )
            }
        },
        Event::RestrictionEnded { restriction } => match restriction {
            Restriction::SinglesOnly => "The Puzzle King's round is over".into(),
            Restriction::NoParity(_) => "The Chess King's round is over".into(),
        },
        Event::GridFlipped => "Every queen in the grid flips over!".into(),
        Event::AllQueensHidden => "Every owned queen is hidden!".into(),
        Event::HatShuffle {
            king_seat,
            owner,
            count,
        } => format!(
            "{} shuffles {count} queens face down; {} takes one blind",
            n(king_seat),
            n(owner)
        ),
        Event::Burned { seat, card } => format!(
            "{} from {}'s hand burns away",
            cap(&article(card.card())),
            n(seat)
        ),
        Event::ExtraTurn { seat } => format!("{} takes another turn after this one", n(seat)),
        Event::QueensShuffled { .. } | Event::Discarded { .. } => return None,
        Event::GameOver { winners, reason } => {
            let who: Vec<String> = winners.iter().map(|s| n(*s)).collect();
            format!(
                "{} win{} — {}",
                who.join(" and "),
                if who.len() == 1 { "s" } else { "" },
                end_reason(reason)
            )
        }
    })
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

fn article(card: Card) -> String {
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

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Game, Setup};

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
    fn every_event_of_random_games_narrates_without_panic() {
        for rules in ["classic", "extended"] {
            let (mut game, _) =
                Game::new(Setup::new(3, RuleSet::named(rules).unwrap()), 4).unwrap();
            let names: Vec<String> = ["Ana", "Bo", "Cy"].iter().map(|s| s.to_string()).collect();
            let mut i = 0;
            while !game.state().is_over() && i < 400 {
                let legal = game.state().legal_actions();
                game.apply(legal[i % legal.len()]).unwrap();
                i += 1;
            }
            for e in game.history() {
                let _ = narrate(e, &names, Some(0));
                let _ = narrate(e, &names, None);
            }
        }
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
        assert_eq!(format_numbers(&[7]), "7");
    }

    #[test]
    fn a_jester_turning_up_a_card_is_told_once_and_to_you_with_a_capital() {
        let five = crate::rules::CardId::all()
            .find(|c| c.card() == Card::Number(5))
            .unwrap();
        let drew = Event::Drew {
            seat: 0,
            card: crate::rules::event::Private::new(five, 0xff),
        };
        let revealed = Event::JesterRevealed {
            seat: 0,
            card: five,
        };
        let names = vec!["You".to_string(), "Bo".to_string()];
        assert_eq!(narrate_next(&drew, Some(&revealed), &names, Some(0)), None);
        assert_eq!(
            narrate_next(&revealed, None, &names, Some(0)).as_deref(),
            Some("Your Jester turns up a 5")
        );
        // A public draw on its own is still told.
        assert_eq!(
            narrate_next(&drew, None, &names, Some(0)).as_deref(),
            Some("You draw a 5 for all to see")
        );
    }

    #[test]
    fn hidden_draws_are_not_narrated_to_others() {
        let e = Event::Drew {
            seat: 1,
            card: crate::rules::event::Private::new(crate::rules::CardId(0), 1 << 1),
        };
        let names = vec!["A".to_string(), "B".to_string()];
        assert!(narrate(&e, &names, Some(0)).is_none());
        assert!(
            narrate(&e, &names, Some(1))
                .unwrap()
                .contains("Puzzle King")
        );
    }
}
