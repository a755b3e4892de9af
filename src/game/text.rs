//! Words for players: card and queen names, what each card does under the rule set in
//! play, how a number play reads, the prompts of a decision and the rules reference.
//! Every word comes from the message files (`tr!`); this module only picks messages and
//! their arguments. The log's lines are picked where each event is presented
//! (`table::present`).

use crate::engine::GameKind;
use crate::game::keymap::{Command, KeyMap};
use crate::i18n::{and_list, or_list};
use crate::mad_queens::{MadAction, MadDecision, MadObservation, MadUnseen, PlayingCard};
use crate::names::NameProblem;
use crate::save::{HouseError, LoadError};
use crate::seats::{SeatInfo, SeatKind};
use crate::sleeping_queens::bots::BotKind;
use crate::sleeping_queens::event::EndReason;
use crate::sleeping_queens::{
    Action, Card, Clash, Decision, GameState, King, Observation, Parity, PutBack, Queen, RuleSet,
    RuleSetError, RuleSetProblem, Seat, Section, SlotView, Switch, Unseen,
};
use crate::takeback::TakeBackRefusal;
use crate::tr;

/// Who sits in a seat, as the setup forms and seat plates say it (`None`: nobody).
pub fn kind_label(kind: Option<SeatKind>) -> String {
    let Some(kind) = kind else {
        return tr!("seat-empty");
    };
    match kind {
        SeatKind::Human => tr!("seat-person"),
        SeatKind::Remote => tr!("seat-remote"),
        SeatKind::Bot(b) | SeatKind::RemoteBot(b) => match b {
            BotKind::Easy => tr!("seat-bot-easy"),
            BotKind::Normal => tr!("seat-bot-normal"),
            BotKind::Hard => tr!("seat-bot-hard"),
        },
    }
}

/// A seat's name as the current language says it, when it is the default name of the
/// person's seat in any language ("You", "你", "あなた"); any other name as it is.
/// The hand-off cover's words for `name`: "Pass the screen to Ana", and for a seat
/// named with the default "You", that it is your turn at the screen.
pub fn pass_the_screen_to(name: &str) -> String {
    if localized_name(name) == tr!("seat-default-you") {
        tr!("cover-your-screen")
    } else {
        tr!("cover-pass-to", name = name)
    }
}

pub fn localized_name(name: &str) -> String {
    // The message files are built into the game: each language is read once.
    static DEFAULTS: std::sync::LazyLock<Vec<String>> =
        std::sync::LazyLock::new(|| crate::i18n::in_every_language("seat-default-you"));
    if DEFAULTS.iter().any(|n| n == name) {
        tr!("seat-default-you")
    } else {
        name.to_string()
    }
}

/// The seats of a new game as the table will name them: where several people share the
/// screen, "You" names nobody in particular, so a person's seat still called by that
/// default is "Player N" instead (N its place at the table).
pub fn seats_named_for_the_screen(mut seats: Vec<SeatInfo>) -> Vec<SeatInfo> {
    let people = seats.iter().filter(|s| s.kind == SeatKind::Human).count();
    if people >= 2 {
        let you = tr!("seat-default-you");
        for (i, seat) in seats.iter_mut().enumerate() {
            if seat.kind == SeatKind::Human && localized_name(&seat.name) == you {
                seat.name = tr!("setup-default-name", number = (i + 1));
            }
        }
    }
    seats
}

/// A message's `$you` selector: "yes" when the words are about the reader's own seat.
pub fn you(seat: Seat, reader: Option<Seat>) -> &'static str {
    if reader == Some(seat) { "yes" } else { "no" }
}

/// A seat's name (a seat past the names, which a save cannot make, by number).
pub fn seat_name(names: &[String], seat: Seat) -> String {
    names
        .get(seat as usize)
        .cloned()
        .unwrap_or_else(|| tr!("setup-seat", number = (seat as u32 + 1)))
}

/// A king's name.
pub fn king_name(king: King) -> String {
    match king {
        King::Puzzle => tr!("king-puzzle"),
        King::BubbleGum => tr!("king-bubble-gum"),
        King::Chess => tr!("king-chess"),
        King::Hat => tr!("king-hat"),
        King::Cookie => tr!("king-cookie"),
        King::TieDye => tr!("king-tie-dye"),
        King::Fire => tr!("king-fire"),
        King::Turtle => tr!("king-turtle"),
    }
}

/// A deck card's name: "Knight", "Puzzle King", "5".
pub fn card_name(card: Card) -> String {
    match card {
        Card::King(k) => king_name(k),
        Card::Jester => tr!("card-jester"),
        Card::Knight => tr!("card-knight"),
        Card::Potion => tr!("card-potion"),
        Card::Wand => tr!("card-wand"),
        Card::Dragon => tr!("card-dragon"),
        Card::Number(n) => n.to_string(),
    }
}

/// A deck card as a sentence names one: "a Knight", "an Ice King", "a 5".
pub fn a_card(card: Card) -> String {
    match card {
        Card::King(k) => tr!("a-king", king = king_name(k)),
        Card::Jester => tr!("a-jester"),
        Card::Knight => tr!("a-knight"),
        Card::Potion => tr!("a-potion"),
        Card::Wand => tr!("a-wand"),
        Card::Dragon => tr!("a-dragon"),
        Card::Number(n) => tr!("a-number", value = n),
    }
}

/// A queen's name: "Rose Queen".
pub fn queen_name(queen: Queen) -> String {
    match queen {
        Queen::Heart => tr!("queen-heart"),
        Queen::Cat => tr!("queen-cat"),
        Queen::Dog => tr!("queen-dog"),
        Queen::Pancake => tr!("queen-pancake"),
        Queen::Ladybug => tr!("queen-ladybug"),
        Queen::Moon => tr!("queen-moon"),
        Queen::Peacock => tr!("queen-peacock"),
        Queen::Sunflower => tr!("queen-sunflower"),
        Queen::Cake => tr!("queen-cake"),
        Queen::Rainbow => tr!("queen-rainbow"),
        Queen::Rose => tr!("queen-rose"),
        Queen::Starfish => tr!("queen-starfish"),
    }
}

/// A queen's name where space is short (seat plates, results): "Rose".
pub fn queen_short(queen: Queen) -> String {
    match queen {
        Queen::Heart => tr!("queen-short-heart"),
        Queen::Cat => tr!("queen-short-cat"),
        Queen::Dog => tr!("queen-short-dog"),
        Queen::Pancake => tr!("queen-short-pancake"),
        Queen::Ladybug => tr!("queen-short-ladybug"),
        Queen::Moon => tr!("queen-short-moon"),
        Queen::Peacock => tr!("queen-short-peacock"),
        Queen::Sunflower => tr!("queen-short-sunflower"),
        Queen::Cake => tr!("queen-short-cake"),
        Queen::Rainbow => tr!("queen-short-rainbow"),
        Queen::Rose => tr!("queen-short-rose"),
        Queen::Starfish => tr!("queen-short-starfish"),
    }
}

/// A known queen as a sentence names her: "the Rose Queen".
pub fn the_queen(queen: Queen) -> String {
    tr!("the-queen", queen = queen_name(queen))
}

/// A Mad Queens card as the log and summaries write it: "7♦", "Q♠", or the joker's
/// name in the language spoken.
pub fn card_words(card: impl std::borrow::Borrow<PlayingCard>) -> String {
    let card = *card.borrow();
    if card.is_joker() {
        tr!("mad-joker")
    } else {
        card.to_string()
    }
}

/// What a card does under `rules` (cards carry no rule text: it differs between sets).
pub fn card_ability(card: Card, rules: &RuleSet) -> String {
    let x = rules.is_extended();
    // A house set that turns a card's rule off: the card is told by the rules left on.
    let parts = |rules_of_card: &[Switch]| -> Option<String> {
        if !x || rules_of_card.iter().all(|s| rules.on(*s)) {
            return None;
        }
        let on: Vec<String> = rules_of_card
            .iter()
            .filter(|s| rules.on(**s))
            .map(|s| switch_text(*s))
            .collect();
        Some(on.join(" "))
    };
    let switched = match card {
        Card::Dragon => parts(&[Switch::DragonAnswer, Switch::DragonAsNumber]),
        Card::Wand => parts(&[Switch::WandAnswer, Switch::WandSwap]),
        Card::Potion => parts(&[Switch::PotionAnswer, Switch::PotionAfterWake])
            .map(|p| format!("{} {p}", tr!("switch-potion-base"))),
        Card::Number(_) => parts(&[Switch::Straights, Switch::Equations])
            .map(|p| format!("{} {p}", tr!("switch-numbers-base"))),
        _ => None,
    };
    if let Some(text) = switched {
        return text;
    }
    match card {
        Card::King(_) if !x => tr!("ability-king-classic"),
        Card::King(k) if !rules.on(Switch::of_king(k)) => tr!("ability-king-classic"),
        Card::King(King::Puzzle) => tr!("ability-king-puzzle"),
        Card::King(King::BubbleGum) => tr!("ability-king-bubble-gum"),
        Card::King(King::Chess) => tr!("ability-king-chess"),
        Card::King(King::Hat) => tr!("ability-king-hat"),
        Card::King(King::Cookie) => tr!("ability-king-cookie"),
        Card::King(King::TieDye) => tr!("ability-king-tie-dye"),
        Card::King(King::Fire) => tr!("ability-king-fire"),
        Card::King(King::Turtle) => tr!("ability-king-turtle"),
        Card::Knight => {
            let knight = if x {
                tr!("ability-knight")
            } else {
                tr!("ability-knight-classic")
            };
            // A house rule that changes what a Knight may take is told with the card.
            if rules.on(Switch::LoneQueen) {
                format!("{knight} {}", switch_text(Switch::LoneQueen))
            } else {
                knight
            }
        }
        Card::Dragon if !x => tr!("ability-dragon-classic"),
        Card::Dragon => tr!("ability-dragon"),
        Card::Potion if !x => tr!("ability-potion-classic"),
        Card::Potion => tr!("ability-potion"),
        Card::Wand if !x => tr!("ability-wand-classic"),
        Card::Wand => tr!("ability-wand"),
        Card::Jester if !x => tr!("ability-jester-classic"),
        Card::Jester => tr!("ability-jester"),
        Card::Number(_) if !x => tr!("ability-numbers-classic"),
        Card::Number(_) => tr!("ability-numbers"),
    }
}

/// The rule behind `decision` under `rules`, for the prompt's "?": a heading and its
/// paragraphs (the rule text, not the whole reference).
pub fn decision_rule(decision: &Decision, rules: &RuleSet) -> (String, Vec<String>) {
    use crate::sleeping_queens::{SlotReason, TargetReason, WakeReason};
    let card = |c: Card| (card_name(c), vec![card_ability(c, rules)]);
    let queen = |q: Queen| {
        (
            queen_name(q),
            vec![queen_ability(q, rules).unwrap_or_else(|| tr!("ref-other-queens"))],
        )
    };
    let extended = rules.is_extended();
    match decision {
        Decision::TurnAction { .. } => (
            tr!("ref-your-turn"),
            vec![
                tr!("ref-hand", cards = (rules.hand_size as u32)),
                format!(
                    "{}: {}",
                    tr!("ref-play"),
                    if extended {
                        tr!("ref-play-extended")
                    } else {
                        tr!("ref-play-classic")
                    }
                ),
                format!(
                    "{}: {}",
                    tr!("ref-numbers"),
                    card_ability(Card::Number(1), rules)
                ),
                format!("{}: {}", tr!("ref-stuck"), tr!("ref-stuck-text")),
            ],
        ),
        Decision::PickSleepingQueen { reason, .. } => match reason {
            WakeReason::King(k) | WakeReason::Reveal(k) => card(Card::King(*k)),
            WakeReason::Rose => queen(Queen::Rose),
            WakeReason::JesterWake | WakeReason::JesterOwn => card(Card::Jester),
        },
        Decision::PickOwnedQueen { reason, .. } => match reason {
            TargetReason::Knight => card(Card::Knight),
            TargetReason::Potion => card(Card::Potion),
            TargetReason::Wand => card(Card::Wand),
            TargetReason::Hat => card(Card::King(King::Hat)),
        },
        Decision::PickEmptySlot { reason, .. } => match reason {
            SlotReason::PotionSleep(_) => card(Card::Potion),
            SlotReason::PutBack(q) => queen(*q),
        },
        Decision::PickGridQueen { .. } => card(Card::Wand),
        Decision::Answer { .. } => (
            tr!("ref-answers"),
            vec![if extended {
                tr!("ref-answers-extended")
            } else {
                tr!("ref-answers-classic")
            }],
        ),
        Decision::AfterWake { .. } => (tr!("ref-after-wake"), vec![after_wake_text(rules)]),
        Decision::ChooseParity { .. } => card(Card::King(King::Chess)),
        Decision::ContinueRevealing { king, .. } => card(Card::King(*king)),
        Decision::ChooseRevealed { .. } => card(Card::King(King::BubbleGum)),
        Decision::HatBlindPick { .. } => card(Card::King(King::Hat)),
        Decision::FireBurn { .. } => card(Card::King(King::Fire)),
        Decision::PutBackChoice { options, .. } => {
            let heart = options
                .iter()
                .any(|o| matches!(o, PutBack::Queen(Queen::Heart)));
            queen(if heart { Queen::Heart } else { Queen::Cat })
        }
    }
}

/// What a queen's ability is under `rules` (`None`: she has none).
pub fn queen_ability(queen: Queen, rules: &RuleSet) -> Option<String> {
    let switch = Switch::of_queen(queen);
    if rules.is_extended() && !rules.on(switch) {
        return None;
    }
    if !rules.is_extended() {
        return match queen {
            Queen::Rose => Some(tr!("queen-ability-rose-classic")),
            Queen::Cat | Queen::Dog => Some(tr!("queen-ability-cat-dog-classic")),
            _ => None,
        };
    }
    Some(match queen {
        Queen::Heart => tr!("queen-ability-heart"),
        Queen::Cat | Queen::Dog => tr!("queen-ability-cat-dog"),
        Queen::Pancake => tr!("queen-ability-pancake"),
        Queen::Ladybug => tr!("queen-ability-ladybug"),
        Queen::Moon | Queen::Sunflower | Queen::Starfish => tr!("queen-ability-sun-moon-star"),
        Queen::Peacock => tr!("queen-ability-peacock"),
        Queen::Cake => tr!("queen-ability-cake"),
        Queen::Rainbow => tr!("queen-ability-rainbow"),
        Queen::Rose => tr!("queen-ability-rose"),
    })
}

/// What is wrong with a name, in the player's language; `None` for its length or its
/// spaces at either end, which each kind of name tells with its own limit.
pub fn name_problem(problem: &NameProblem) -> Option<String> {
    match problem {
        NameProblem::Empty | NameProblem::Spaces | NameProblem::TooLong(_) => None,
        NameProblem::Control | NameProblem::Invisible => Some(tr!("refusal-name-invisible")),
        NameProblem::Blank => Some(tr!("refusal-name-blank")),
        NameProblem::Unknown => Some(tr!("refusal-name-unknown")),
        NameProblem::StackedMarks => Some(tr!("refusal-name-marks")),
    }
}

/// Why two switches cannot stand together, naming both.
pub fn clash_words(clash: Clash) -> String {
    let [(a, _), (b, _)] = clash.switches();
    let (a, b) = (a.id(), b.id());
    match clash {
        Clash::NoWindowForPotion => {
            tr!(
                "house-error-clash-potion",
                first = a.to_string(),
                second = b.to_string()
            )
        }
        Clash::DragonWithoutUse => {
            tr!(
                "house-error-clash-dragon",
                first = a.to_string(),
                second = b.to_string()
            )
        }
        Clash::WandWithoutUse => {
            tr!(
                "house-error-clash-wand",
                first = a.to_string(),
                second = b.to_string()
            )
        }
    }
}

/// A switch's rule in a line, as the workshop lists it (the cards' own texts where a
/// switch is a king's or a queen's ability).
pub fn switch_text(switch: Switch) -> String {
    match switch {
        Switch::Straights => tr!("switch-x-n-3"),
        Switch::Equations => tr!("switch-x-n-4"),
        Switch::KnightProtection => tr!("switch-x-kn-2"),
        Switch::DragonAnswer => tr!("switch-x-dr-1"),
        Switch::DragonAsNumber => tr!("switch-x-dr-2"),
        Switch::PotionAnswer => tr!("switch-x-po-1"),
        Switch::PotionAfterWake => tr!("switch-x-po-3"),
        Switch::WandAnswer => tr!("switch-x-wa-1"),
        Switch::WandSwap => tr!("switch-x-wa-2"),
        Switch::AfterWake => tr!("switch-x-aw"),
        Switch::AnswersOutOfTurn => tr!("switch-x-ans"),
        Switch::Pancake => tr!("queen-ability-pancake"),
        Switch::Cake => tr!("queen-ability-cake"),
        Switch::Ladybug => tr!("queen-ability-ladybug"),
        Switch::Peacock => tr!("queen-ability-peacock"),
        Switch::Rainbow => tr!("queen-ability-rainbow"),
        Switch::Rose => tr!("queen-ability-rose"),
        Switch::Heart => tr!("queen-ability-heart"),
        Switch::CatAndDog => tr!("queen-ability-cat-dog"),
        Switch::SunMoonStar => tr!("queen-ability-sun-moon-star"),
        Switch::Puzzle => tr!("ability-king-puzzle"),
        Switch::BubbleGum => tr!("ability-king-bubble-gum"),
        Switch::Chess => tr!("ability-king-chess"),
        Switch::Hat => tr!("ability-king-hat"),
        Switch::Cookie => tr!("ability-king-cookie"),
        Switch::TieDye => tr!("ability-king-tie-dye"),
        Switch::Fire => tr!("ability-king-fire"),
        Switch::Turtle => tr!("ability-king-turtle"),
        Switch::LoneQueen => tr!("switch-h-kn-1"),
    }
}

/// What may be played after a wake: a Knight, and a Potion where X-PO-3 is on.
fn after_wake_text(rules: &RuleSet) -> String {
    if rules.on(Switch::PotionAfterWake) {
        tr!("ref-after-wake-text")
    } else {
        tr!("switch-x-aw")
    }
}

/// What a switch is called in the workshop: a card's or a queen's name, or the rule's.
pub fn switch_name(switch: Switch) -> String {
    if let Some(king) = switch.king() {
        return card_name(Card::King(king));
    }
    match switch {
        Switch::CatAndDog => format!("{} · {}", queen_name(Queen::Cat), queen_name(Queen::Dog)),
        Switch::SunMoonStar => tr!("switch-name-sun-moon-star"),
        Switch::Straights => tr!("switch-name-straights"),
        Switch::Equations => tr!("switch-name-equations"),
        Switch::KnightProtection => tr!("switch-name-knight-protection"),
        Switch::DragonAnswer => tr!("switch-name-answer", card = card_name(Card::Dragon)),
        Switch::PotionAnswer => tr!("switch-name-answer", card = card_name(Card::Potion)),
        Switch::WandAnswer => tr!("switch-name-answer", card = card_name(Card::Wand)),
        Switch::DragonAsNumber => tr!("switch-name-dragon-number"),
        Switch::PotionAfterWake => tr!("switch-name-potion-after-wake"),
        Switch::WandSwap => tr!("switch-name-wand-swap"),
        Switch::AfterWake => tr!("ref-after-wake"),
        Switch::AnswersOutOfTurn => tr!("switch-name-answers-out-of-turn"),
        Switch::LoneQueen => tr!("switch-name-lone-queen"),
        // Every other switch is a queen's.
        _ => switch.queen().map(queen_name).unwrap_or_default(),
    }
}

/// Where the rules reference tells a switch's rule, as it reads under `rules`: the
/// card's or queen's entry (its name and text), or the out-of-turn rule's.
pub fn switch_reference(switch: Switch, rules: &RuleSet) -> (String, String) {
    let card = |c: Card| (card_name(c), card_ability(c, rules));
    if let Some(king) = switch.king() {
        return card(Card::King(king));
    }
    if let Some(queen) = switch.queen() {
        let ability = queen_ability(queen, rules).unwrap_or_else(|| tr!("ref-other-queens"));
        return (queen_name(queen), ability);
    }
    match switch {
        Switch::KnightProtection | Switch::LoneQueen => card(Card::Knight),
        Switch::DragonAnswer | Switch::DragonAsNumber => card(Card::Dragon),
        Switch::PotionAnswer | Switch::PotionAfterWake => card(Card::Potion),
        Switch::WandAnswer | Switch::WandSwap => card(Card::Wand),
        Switch::AfterWake | Switch::AnswersOutOfTurn => {
            let answers = if rules.on(Switch::AnswersOutOfTurn) {
                tr!("ref-answers-extended")
            } else {
                tr!("ref-answers-classic")
            };
            (tr!("ref-out-of-turn"), answers)
        }
        // The number plays.
        _ => (tr!("ref-numbers"), card_ability(Card::Number(1), rules)),
    }
}

/// A section of docs/rules.md, as the workshop heads its switches.
pub fn section_name(section: Section) -> String {
    match section {
        Section::Numbers => tr!("switch-section-numbers"),
        Section::PowerCards => tr!("switch-section-power-cards"),
        Section::Queens => tr!("switch-section-queens"),
        Section::Kings => tr!("switch-section-kings"),
        Section::Windows => tr!("switch-section-windows"),
        Section::End => tr!("switch-section-end"),
    }
}

/// The player's words for what went wrong with a rule-set file or name.
pub fn house_error(e: &HouseError) -> String {
    match e {
        HouseError::Io { path, error } => tr!(
            "house-error-file",
            path = path.display().to_string(),
            error = error.clone()
        ),
        HouseError::NoFile(path) => tr!("house-error-no-file", path = path.display().to_string()),
        HouseError::TooBig { path } => {
            tr!("house-error-too-big", path = path.display().to_string())
        }
        HouseError::Rules { path, error } => tr!(
            "house-error-file",
            path = path.display().to_string(),
            error = rule_set_error(error)
        ),
        HouseError::BuiltInName(name) => tr!("house-error-built-in", name = name.clone()),
        HouseError::NameTaken(name) => tr!("house-error-name-taken", name = name.clone()),
        HouseError::NotFound(name) => tr!("house-error-not-found", name = name.clone()),
    }
}

/// Where a slot of the sleeping queens' grid is, in words (4 rows of 3, slot 0 at the
/// top left): "the grid's top row, left". The grid shows no numbers.
pub fn grid_place(slot: u8) -> String {
    tr!("grid-place", row = (slot / 3 + 1), column = (slot % 3 + 1))
}

/// A built-in rule set's name as players say it.
pub fn rule_set_name(name: &str) -> String {
    match name {
        "classic" => tr!("rules-classic"),
        "extended" => tr!("rules-extended"),
        "extended-v1" => tr!("rules-extended-v1"),
        mad if mad == GameKind::MAD_QUEENS_RULES => tr!("rules-mad-queens"),
        other => other.to_string(),
    }
}

/// A save's name as the player knows it: the autosave's in their language, a named
/// save's as they typed it (no named save may be called "autosave").
pub fn save_name(name: &str) -> String {
    if name == "autosave" {
        tr!("load-autosave")
    } else {
        name.to_string()
    }
}

/// Why a save cannot be opened, in the player's language.
pub fn load_error(e: &LoadError) -> String {
    match e {
        LoadError::Io { msg, .. } => tr!("save-error-io", error = msg.as_str()),
        LoadError::Empty => tr!("save-error-empty"),
        LoadError::TooBig { bytes, limit } => tr!(
            "save-error-too-big",
            kib = bytes.div_ceil(1024),
            limit = (limit / 1024)
        ),
        LoadError::NotRon { line, col, msg } => tr!(
            "save-error-damaged",
            line = (*line),
            column = (*col),
            error = msg.as_str()
        ),
        LoadError::NewerVersion { found, supported } => tr!(
            "save-error-newer",
            found = (*found),
            supported = (*supported)
        ),
        LoadError::UnknownVersion { found } => tr!(
            "save-error-unknown-version",
            found = (*found),
            supported = crate::save::FORMAT_VERSION
        ),
        LoadError::BadSetup { msg } => tr!("save-error-setup", error = msg.as_str()),
        LoadError::IllegalAction { index, msg } => {
            tr!("save-error-illegal", index = (*index), error = msg.as_str())
        }
        LoadError::EngineFault { msg } => tr!("save-error-fault", error = msg.as_str()),
    }
}

/// Why a house-rules file was refused, in the player's language (a syntax error in the
/// parser's own words).
pub fn rule_set_error(e: &RuleSetError) -> String {
    let problem = rule_set_problem(&e.problem);
    match &e.field {
        Some(field) => tr!(
            "house-error-field",
            line = e.line,
            field = field.as_str(),
            problem = problem
        ),
        None => tr!("house-error", line = e.line, problem = problem),
    }
}

/// What is wrong with a rule set, in the player's words, without the line of a file:
/// as the workshop's form says it beside the control to put right.
pub fn rule_set_problem(problem: &RuleSetProblem) -> String {
    match problem {
        RuleSetProblem::Syntax(message) => message.clone(),
        RuleSetProblem::UnknownWord { found, expected } => tr!(
            "house-error-unknown-word",
            found = found.clone(),
            expected = expected.join(", ")
        ),
        RuleSetProblem::UnknownField { found, expected } => tr!(
            "house-error-unknown-field",
            found = found.clone(),
            expected = expected.join(", ")
        ),
        RuleSetProblem::MissingComma => tr!("house-error-missing-comma"),
        RuleSetProblem::NoName => tr!("house-error-no-name"),
        RuleSetProblem::BadName(problem) => name_problem(problem).unwrap_or_else(|| {
            tr!(
                "house-error-name-length",
                max = crate::sleeping_queens::ruleset::MAX_NAME_CHARS
            )
        }),
        RuleSetProblem::SwitchIsAField { switch, field } => tr!(
            "house-error-switch-field",
            switch = switch.id(),
            field = field.to_string()
        ),
        RuleSetProblem::NeedsExtended(switch) => {
            tr!(
                "house-error-needs-extended",
                switch = switch.id().to_string()
            )
        }
        RuleSetProblem::Clash(clash) => clash_words(*clash),
        RuleSetProblem::HandSize { found, max } => {
            tr!("house-error-hand-size", found = (*found), max = (*max))
        }
        RuleSetProblem::PotionAfterWakeInClassic => tr!("house-error-potion-after-wake"),
        RuleSetProblem::WinQueens { found } => tr!("house-error-win-queens", found = (*found)),
        RuleSetProblem::WinPoints { found } => tr!("house-error-win-points", found = (*found)),
    }
}

/// What a game's take-back would unsee, as the `$what` selector of `takeback-unsee`.
pub trait UnseenWord {
    fn word(&self) -> &'static str;
}

impl UnseenWord for Unseen {
    fn word(&self) -> &'static str {
        match self {
            Unseen::Draw => "draw",
            Unseen::Queen => "queen",
            Unseen::JesterCard => "jester",
            Unseen::OthersCard => "others",
        }
    }
}

impl UnseenWord for MadUnseen {
    fn word(&self) -> &'static str {
        match self {
            MadUnseen::OwnCard => "own",
            MadUnseen::BannedCard => "banned",
            MadUnseen::OthersPlays => "plays",
        }
    }
}

/// Why a take-back is not offered, in either game, for the button's hover text.
pub fn take_back_refusal<U: UnseenWord>(why: &TakeBackRefusal<U>) -> String {
    match why {
        TakeBackRefusal::NothingToTakeBack => tr!("takeback-none"),
        TakeBackRefusal::WouldUnsee(unseen) => tr!("takeback-unsee", what = unseen.word()),
        TakeBackRefusal::Replay(e) => tr!("takeback-failed", error = e.as_str()),
    }
}

/// The rules of Mad Queens, in short (docs/rules.md): (heading, text) in the language
/// spoken now.
pub fn mad_rules(keys: &KeyMap) -> Vec<(String, String)> {
    let key = |c| keys.name(c);
    vec![
        (tr!("mad-rules-aim"), tr!("mad-rules-aim-text")),
        (tr!("mad-rules-play"), tr!("mad-rules-play-text")),
        (tr!("mad-rules-banned"), tr!("mad-rules-banned-text")),
        (tr!("mad-rules-jokers"), tr!("mad-rules-jokers-text")),
        (tr!("mad-rules-queens"), tr!("mad-rules-queens-text")),
        (tr!("mad-rules-temporary"), tr!("mad-rules-temporary-text")),
        (tr!("mad-rules-end"), tr!("mad-rules-end-text")),
        (
            tr!("mad-rules-takeback"),
            tr!("mad-rules-takeback-text", takeback = key(Command::TakeBack)),
        ),
        (
            tr!("mad-rules-keys"),
            tr!(
                "mad-rules-keys-text",
                reveal = key(Command::Reveal),
                bank = key(Command::Bank),
                stop = key(Command::Stop),
                pass = key(Command::Pass),
                hint = key(Command::Hint),
                takeback = key(Command::TakeBack),
                log = key(Command::Log),
                rules = key(Command::Rules)
            ),
        ),
    ]
}

/// A Mad Queens choice in the player's words (Reveal is "Start" at a play's start).
pub fn mad_choice_words(action: MadAction, obs: &MadObservation) -> String {
    match action {
        MadAction::Reveal if obs.decision == Some(MadDecision::StartOrStop) => {
            tr!("mad-choice-start")
        }
        MadAction::Reveal => tr!("mad-choice-reveal"),
        MadAction::Bank => tr!("mad-choice-bank"),
        MadAction::Stop => tr!("mad-choice-stop"),
    }
}

/// A parity as a message's `$parity` selector.
pub fn parity_key(p: Parity) -> &'static str {
    match p {
        Parity::Odd => "odd",
        Parity::Even => "even",
    }
}

/// Why the game ended, after the winners' names.
pub fn end_reason(reason: EndReason) -> String {
    match reason {
        EndReason::QueenCount => tr!("end-queen-count"),
        EndReason::Points => tr!("end-points"),
        EndReason::SunMoonStar => tr!("end-sun-moon-star"),
        EndReason::GridEmpty => tr!("end-grid-empty"),
        EndReason::PilesExhausted => tr!("end-piles-exhausted"),
    }
}

/// Why the game ended, with the target it was won by (the final table's banner and the
/// results, where the rule set is at hand).
pub fn end_reason_under(reason: EndReason, rules: &RuleSet, seats: usize) -> String {
    let target = rules.win_target(seats);
    match reason {
        EndReason::QueenCount => tr!("end-queen-count-of", queens = target.queens),
        EndReason::Points => tr!("end-points-of", points = target.points),
        other => end_reason(other),
    }
}

/// Sentences one after another, as the language joins them.
pub fn sentences(parts: &[String]) -> String {
    let parts: Vec<&str> = parts
        .iter()
        .map(String::as_str)
        .filter(|p| !p.is_empty())
        .collect();
    parts.join(&tr!("sentence-gap"))
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
pub fn rules_reference(rules: &RuleSet, seats: usize, keys: &KeyMap) -> Vec<RulesPart> {
    let x = rules.is_extended();
    let target = rules.win_target(seats);
    let win = if x && rules.on(Switch::Rainbow) && rules.on(Switch::SunMoonStar) {
        tr!(
            "ref-win-extended",
            queens = target.queens,
            points = target.points
        )
    } else if x {
        // A house set without one of the extended wins: the plain win, and the one left.
        let mut win = tr!("ref-win", queens = target.queens, points = target.points);
        for switch in [Switch::Rainbow, Switch::SunMoonStar] {
            if rules.on(switch) {
                win = format!("{win} {}: {}", switch_name(switch), switch_text(switch));
            }
        }
        win
    } else {
        tr!("ref-win", queens = target.queens, points = target.points)
    };
    let turn = vec![
        (String::new(), tr!("ref-hand", cards = rules.hand_size)),
        (
            tr!("ref-play"),
            if x {
                tr!("ref-play-extended")
            } else {
                tr!("ref-play-classic")
            },
        ),
        (tr!("ref-numbers"), card_ability(Card::Number(1), rules)),
        (tr!("ref-stuck"), tr!("ref-stuck-text")),
    ];
    let mut parts = vec![
        RulesPart {
            heading: tr!("ref-how-to-win"),
            entries: vec![(String::new(), win)],
        },
        RulesPart {
            heading: tr!("ref-your-turn"),
            entries: turn,
        },
    ];
    parts.push(RulesPart {
        heading: tr!("ref-out-of-turn"),
        entries: if x {
            let answers = if rules.on(Switch::AnswersOutOfTurn) {
                tr!("ref-answers-extended")
            } else {
                tr!("ref-answers-classic")
            };
            let mut entries = vec![(tr!("ref-answers"), answers)];
            if rules.on(Switch::AfterWake) {
                entries.push((tr!("ref-after-wake"), after_wake_text(rules)));
            }
            entries
        } else {
            vec![(tr!("ref-answers"), tr!("ref-answers-classic"))]
        },
    });
    // A house set: each rule it turns on or off against its base, by its id.
    let base = if x {
        RuleSet::extended()
    } else {
        RuleSet::classic()
    };
    let house = RuleSet::named(&rules.name).is_none();
    let switched: Vec<(String, String)> = Switch::ALL
        .into_iter()
        .filter(|s| house && rules.on(*s) != base.on(*s))
        .map(|s| {
            let state = if rules.on(s) {
                tr!("ref-switch-on")
            } else {
                tr!("ref-switch-off")
            };
            (
                format!("{} · {} ({state})", s.id(), switch_name(s)),
                switch_text(s),
            )
        })
        .collect();
    if !switched.is_empty() {
        let mut entries = vec![(String::new(), tr!("ref-house-rules-text"))];
        entries.extend(switched);
        parts.push(RulesPart {
            heading: tr!("ref-house-rules"),
            entries,
        });
    }
    let mut cards: Vec<(String, String)> = Vec::new();
    let mut seen: Vec<Card> = Vec::new();
    for c in crate::sleeping_queens::CardId::all().map(|c| c.card()) {
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
            Card::Number(_) => tr!("ref-numbers"),
            Card::King(_) if !x => tr!("ref-kings"),
            c => card_name(c),
        };
        cards.push((name, card_ability(c, rules)));
    }
    parts.push(RulesPart {
        heading: tr!("ref-cards"),
        entries: cards,
    });
    let mut queens: Vec<(String, String)> = Vec::new();
    let mut others: Vec<String> = Vec::new();
    for q in Queen::ALL {
        match queen_ability(q, rules) {
            Some(ability) => queens.push((
                tr!(
                    "ref-queen-points",
                    queen = queen_name(q),
                    points = q.points()
                ),
                ability,
            )),
            None => others.push(tr!(
                "ref-other-queen",
                queen = queen_short(q),
                points = q.points()
            )),
        }
    }
    if !others.is_empty() {
        queens.push((
            tr!("ref-other-queens"),
            tr!(
                "ref-other-queens-text",
                queens = others.join(&tr!("list-comma"))
            ),
        ));
    }
    parts.push(RulesPart {
        heading: tr!("ref-queens"),
        entries: queens,
    });
    parts.push(RulesPart {
        heading: tr!("ref-keys"),
        entries: vec![
            (
                tr!("ref-keys-pick"),
                tr!(
                    "ref-keys-pick-text",
                    discard = keys.name(Command::Discard),
                    dragon = keys.name(Command::Dragon),
                    pass = keys.name(Command::Pass)
                ),
            ),
            (tr!("ref-keys-seat"), tr!("ref-keys-seat-text")),
            (
                tr!("ref-keys-more"),
                tr!(
                    "ref-keys-more-text",
                    hint = keys.name(Command::Hint),
                    takeback = keys.name(Command::TakeBack),
                    log = keys.name(Command::Log),
                    rules = keys.name(Command::Rules)
                ),
            ),
        ],
    });
    parts
}

/// A queen aimed at, as `reader` may know her: "your Heart Queen", "Bo's Heart Queen",
/// "one of Bo's hidden queens".
fn target_words(
    owner: Seat,
    queen: Option<Queen>,
    names: &[String],
    reader: Option<Seat>,
) -> String {
    let (you, name) = (you(owner, reader), seat_name(names, owner));
    match queen {
        Some(q) => tr!(
            "story-target",
            you = you,
            name = name,
            queen = queen_name(q)
        ),
        None => tr!("story-target-hidden", you = you, name = name),
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
            let (you_by, name) = (you(by, reader), seat_name(names, by));
            let first = match state.aimed_at(reader) {
                Some((owner, queen)) => tr!(
                    "story-played-at",
                    you = you_by,
                    name = name,
                    card = a_card(base),
                    knight = if base == Card::Knight { "yes" } else { "no" },
                    target = target_words(owner, queen, names, reader)
                ),
                None => tr!(
                    "story-played",
                    you = you_by,
                    name = name,
                    card = a_card(base)
                ),
            };
            let mut story = vec![first];
            for &(seat, card) in &chain[1..] {
                story.push(tr!(
                    "story-answered",
                    you = you(seat, reader),
                    name = seat_name(names, seat),
                    card = a_card(card)
                ));
            }
            sentences(&story)
        }
        Decision::AfterWake { .. } => {
            let waker = state.current_seat();
            let woken = state.woken_now();
            let named: Vec<String> = woken.iter().map(|q| the_queen(*q)).collect();
            let mut story = vec![tr!(
                "story-woke",
                you = you(waker, reader),
                name = seat_name(names, waker),
                queens = if named.is_empty() {
                    tr!("a-queen")
                } else {
                    and_list(&named)
                }
            )];
            // What the window has done with them since: a Knight took one, a Potion
            // put one back to sleep.
            for &queen in woken {
                match state.owner_of(queen) {
                    Some(owner) if owner == waker => {}
                    Some(owner) => story.push(tr!(
                        "story-now-owned",
                        you = you(owner, reader),
                        name = seat_name(names, owner),
                        queen = the_queen(queen)
                    )),
                    None => story.push(tr!("story-asleep-again", queen = the_queen(queen))),
                }
            }
            sentences(&story)
        }
        _ => String::new(),
    }
}

/// The short question of an answer window that names what the card is aimed at ("Answer
/// the Knight at Bo's Pancake Queen?"), for a prompt with no room for the whole story.
pub fn answer_aimed_question(
    state: &GameState,
    decision: &Decision,
    names: &[String],
    reader: Option<Seat>,
) -> Option<String> {
    let Decision::Answer { against, .. } = decision else {
        return None;
    };
    let &(_, base) = state.answer_chain().first()?;
    let (owner, queen) = state.aimed_at(reader)?;
    Some(tr!(
        "question-answer-at",
        against = card_name(*against),
        knight = if base == Card::Knight { "yes" } else { "no" },
        target = target_words(owner, queen, names, reader)
    ))
}

/// The names of the cards among `legal` played or answered with, each once.
fn cards_named(legal: &[Action]) -> Vec<String> {
    let mut cards: Vec<String> = Vec::new();
    for a in legal {
        if let Action::Answer(c) | Action::Play(c) = a {
            let name = card_name(c.card());
            if !cards.contains(&name) {
                cards.push(name);
            }
        }
    }
    cards
}

/// The question put to the person asked in a window, naming only the cards they may
/// play: "Answer the Knight with your Dragon?", "Play your Knight now?".
pub fn window_question(decision: &Decision, legal: &[Action]) -> String {
    let yours: Vec<String> = cards_named(legal)
        .into_iter()
        .map(|c| tr!("your-card", card = c))
        .collect();
    match decision {
        Decision::Answer { against, .. } if !yours.is_empty() => tr!(
            "question-answer",
            against = card_name(*against),
            cards = or_list(&yours)
        ),
        Decision::AfterWake { .. } if !yours.is_empty() => {
            tr!("question-after-wake", cards = or_list(&yours))
        }
        _ => tr!("question-nothing"),
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
        return tr!("numbers-equal", count = v.len(), value = v[0]);
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
                let name = card_name(c.card());
                if !names.contains(&name) {
                    names.push(name);
                }
            }
            Action::PlayNumbers(_) => numbers = true,
            Action::DiscardStuck(_) => stuck = true,
            _ => {}
        }
    }
    match (names.is_empty(), numbers) {
        (false, true) => tr!("prompt-turn-play-or-numbers", cards = or_list(&names)),
        (false, false) => tr!("prompt-turn-play", cards = or_list(&names)),
        (true, true) => tr!("prompt-turn-numbers"),
        (true, false) if stuck => tr!("prompt-turn-stuck"),
        (true, false) => tr!("prompt-turn"),
    }
}

/// A choice of the decision in `obs`, as a hint or a review names it: "Wake the Rose
/// Queen", "Discard 3 + 4 = 7", "Answer with your Dragon". Only what the seat of `obs`
/// can see is named; the rest by its place.
pub fn choice_words(action: &Action, obs: &Observation, names: &[String]) -> String {
    let slot_queen = |s: u8| match obs.grid.get(s as usize) {
        Some(SlotView::FaceUp(q)) => Some(*q),
        _ => None,
    };
    let never_seen = |s: u8| {
        matches!(
            obs.grid.get(s as usize),
            Some(SlotView::FaceDown { last_seen: None })
        )
    };
    let slot = grid_place;
    match (action, obs.decision.as_ref()) {
        (Action::Play(c), _) => tr!("prompt-play-your", card = card_name(c.card())),
        (Action::PlayNumbers(p), _) => {
            let numbers = format_numbers(p.values());
            // A Dragon standing for a number is named with the value it stands for.
            match p.cards().iter().position(|c| c.card() == Card::Dragon) {
                Some(i) => tr!(
                    "hint-discard-numbers-dragon",
                    numbers = numbers,
                    value = p.values()[i]
                ),
                None => tr!("hint-discard-numbers", numbers = numbers),
            }
        }
        (Action::DiscardStuck(c), _) => tr!("hint-discard-card", card = card_name(c.card())),
        (Action::Answer(c), _) => tr!("prompt-answer-with", card = card_name(c.card())),
        (Action::Slot(s), Some(Decision::PickEmptySlot { .. })) => {
            tr!("hint-empty-slot", place = slot(*s))
        }
        (Action::Slot(s), Some(Decision::PickSleepingQueen { .. })) => match slot_queen(*s) {
            Some(q) => tr!("hint-wake-queen", queen = queen_name(q)),
            // Never-seen queens cannot be told apart: naming one slot would mislead.
            None if never_seen(*s)
                && obs
                    .grid
                    .iter()
                    .enumerate()
                    .any(|(i, _)| i != *s as usize && never_seen(i as u8)) =>
            {
                tr!("hint-wake-any")
            }
            None => tr!("hint-wake-slot", place = slot(*s)),
        },
        (Action::Slot(s), _) => match slot_queen(*s) {
            Some(q) => tr!("hint-take-queen", queen = queen_name(q)),
            None => tr!("hint-take-slot", place = slot(*s)),
        },
        (Action::Owned { seat, index }, _) => {
            let seen = obs
                .owned
                .get(*seat as usize)
                .and_then(|row| row.get(*index as usize))
                .and_then(|o| o.queen);
            let you = you(*seat, Some(obs.seat));
            let name = seat_name(names, *seat);
            match seen {
                Some(q) => tr!(
                    "hint-owned-queen",
                    you = you,
                    name = name,
                    queen = queen_name(q)
                ),
                None => tr!("hint-owned-hidden", you = you, name = name),
            }
        }
        (Action::Pass, Some(Decision::FireBurn { .. })) => tr!("prompt-stop-burning"),
        (Action::Pass, Some(Decision::PickOwnedQueen { .. })) => tr!("prompt-keep-them"),
        (Action::Pass, Some(Decision::ContinueRevealing { .. })) => tr!("prompt-stop"),
        (Action::Pass, Some(Decision::Answer { .. } | Decision::AfterWake { .. })) => {
            tr!("prompt-pass")
        }
        (Action::Pass, _) => tr!("prompt-no-more"),
        (Action::Continue, _) => tr!("prompt-reveal-another"),
        (Action::Parity(Parity::Odd), _) => tr!("prompt-no-odd"),
        (Action::Parity(Parity::Even), _) => tr!("prompt-no-even"),
        (Action::Blind(_), _) => tr!("hint-blind"),
        (Action::Burn { seat, index }, _) if *seat == obs.seat => {
            match obs.hand.get(*index as usize) {
                Some(c) => tr!("hint-burn-yours", card = card_name(c.card())),
                None => tr!("hint-burn-of", name = seat_name(names, *seat)),
            }
        }
        (Action::Burn { seat, .. }, _) => tr!("hint-burn-of", name = seat_name(names, *seat)),
        (Action::PutBack(PutBack::Queen(q)), _) => tr!("prompt-put-back", queen = the_queen(*q)),
        (Action::PutBack(PutBack::FivePointQueens), _) => tr!("prompt-put-back-fives"),
    }
}

/// A win chance as the hint and the review say it ("54%").
pub fn win_chance(win: f64) -> String {
    tr!("hint-percent", percent = ((win * 100.0).round() as i64))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The final banner and the results say the target a game was won by, as the rule
    /// set and the number of seats make it (a house set's own targets too).
    #[test]
    fn a_win_names_the_target_it_reached() {
        for (language, queens, points) in [
            (crate::i18n::Language::English, "5 queens", "50 points"),
            (crate::i18n::Language::Japanese, "5 人", "50 ポイント"),
            (crate::i18n::Language::Chinese, "5 位皇后", "50 分"),
        ] {
            let _speaking = crate::i18n::speaking(language);
            let rules = RuleSet::extended();
            assert!(end_reason_under(EndReason::QueenCount, &rules, 2).contains(queens));
            assert!(end_reason_under(EndReason::Points, &rules, 3).contains(points));
        }
        let _speaking = crate::i18n::speaking(crate::i18n::Language::English);
        let four = RuleSet::extended().win_target(4);
        let said = end_reason_under(EndReason::Points, &RuleSet::extended(), 4);
        assert!(said.contains(&format!("{} points", four.points)), "{said}");
        let mut house = RuleSet::extended();
        house.win_2_3_players.points = 35;
        assert!(end_reason_under(EndReason::Points, &house, 2).contains("35 points"));
        // The other endings have no target to name.
        assert_eq!(
            end_reason_under(EndReason::GridEmpty, &house, 2),
            end_reason(EndReason::GridEmpty)
        );
    }

    /// English says "an 8", "a 7": every number card as it is read aloud.
    #[test]
    fn a_number_card_takes_the_article_it_is_read_with() {
        let _speaking = crate::i18n::speaking(crate::i18n::Language::English);
        assert_eq!(a_card(Card::Number(8)), "an 8");
        for n in [1, 2, 3, 4, 5, 6, 7, 9, 10] {
            assert_eq!(a_card(Card::Number(n)), format!("a {n}"));
        }
    }

    /// People sharing the screen are never "You discards…": a person's seat left with
    /// the default name is "Player N" there, whatever language named it; alone at the
    /// screen it stays "You", and a chosen name stays as it is.
    #[test]
    fn a_seat_named_you_at_a_shared_screen_is_player_n() {
        let _speaking = crate::i18n::speaking(crate::i18n::Language::English);
        let named = |seats: Vec<SeatInfo>| -> Vec<String> {
            seats_named_for_the_screen(seats)
                .into_iter()
                .map(|s| s.name)
                .collect()
        };
        assert_eq!(
            named(vec![
                SeatInfo::human("あなた"),
                SeatInfo::bot("Bo", crate::sleeping_queens::bots::BotKind::Easy),
                SeatInfo::human("Cleo"),
                SeatInfo::human("You"),
            ]),
            ["Player 1", "Bo", "Cleo", "Player 4"]
        );
        assert_eq!(
            named(vec![
                SeatInfo::human("You"),
                SeatInfo::bot("Bo", crate::sleeping_queens::bots::BotKind::Easy),
            ]),
            ["You", "Bo"]
        );
    }

    /// The hand-off cover never says "Pass the screen to You", in any language.
    #[test]
    fn the_cover_speaks_to_a_seat_named_you_as_you() {
        for language in crate::i18n::Language::ALL {
            let _speaking = crate::i18n::speaking(language);
            let you = tr!("seat-default-you");
            assert_eq!(pass_the_screen_to(&you), tr!("cover-your-screen"));
            assert_eq!(pass_the_screen_to("You"), tr!("cover-your-screen"));
            assert!(pass_the_screen_to("Ana").contains("Ana"));
        }
    }

    #[test]
    fn every_decision_kind_has_its_rule_in_each_rule_set() {
        use crate::sleeping_queens::{SlotReason, TargetReason, WakeReason};
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let seat = 0;
        let decisions = [
            Decision::TurnAction { seat },
            Decision::PickSleepingQueen {
                seat,
                reason: WakeReason::Rose,
                optional: false,
            },
            Decision::PickSleepingQueen {
                seat,
                reason: WakeReason::King(King::Cookie),
                optional: false,
            },
            Decision::PickOwnedQueen {
                seat,
                reason: TargetReason::Knight,
            },
            Decision::PickEmptySlot {
                seat,
                reason: SlotReason::PotionSleep(None),
            },
            Decision::PickGridQueen { seat },
            Decision::Answer {
                seat,
                against: Card::Knight,
                by: 1,
            },
            Decision::AfterWake { seat },
            Decision::ChooseParity { seat },
            Decision::ContinueRevealing {
                seat,
                king: King::BubbleGum,
            },
            Decision::ChooseRevealed {
                seat,
                slots: vec![1],
            },
            Decision::HatBlindPick { seat, count: 2 },
            Decision::FireBurn { seat, remaining: 1 },
            Decision::PutBackChoice {
                seat,
                options: vec![PutBack::Queen(Queen::Heart)],
            },
        ];
        for rules in [RuleSet::classic(), RuleSet::extended()] {
            for d in &decisions {
                let (heading, paragraphs) = decision_rule(d, &rules);
                assert!(!heading.is_empty(), "{d:?}");
                assert!(
                    !paragraphs.is_empty() && paragraphs.iter().all(|p| p.len() > 10),
                    "{d:?}: {paragraphs:?}"
                );
            }
        }
        // The turn's rule is the turn's, an answer's the answers'.
        let classic = RuleSet::classic();
        assert_eq!(decision_rule(&decisions[0], &classic).0, "Your turn");
        assert!(decision_rule(&decisions[6], &classic).1[0].contains("Dragon"));
    }

    #[test]
    fn the_turn_prompt_names_only_the_cards_that_can_be_played() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        use crate::sleeping_queens::{CardId, NumberPlay};
        let find = |c: Card| CardId::all().find(|i| i.card() == c).unwrap();
        let king = find(Card::King(King::Puzzle));
        let (knight, wand, four) = (find(Card::Knight), find(Card::Wand), find(Card::Number(4)));
        let numbers = Action::PlayNumbers(NumberPlay::new(&[four], &[4]).unwrap());
        assert_eq!(
            turn_prompt(&[Action::Play(knight), numbers]),
            "Your turn: play your Knight, or pick number cards to discard."
        );
        assert_eq!(
            turn_prompt(&[
                Action::Play(king),
                Action::Play(knight),
                Action::Play(knight)
            ]),
            "Your turn: play your Puzzle King or Knight."
        );
        assert_eq!(
            turn_prompt(&[
                Action::Play(king),
                Action::Play(knight),
                Action::Play(wand),
                numbers
            ]),
            "Your turn: play your Puzzle King, Knight or Magic Wand, or pick number cards to discard."
        );
        assert_eq!(
            turn_prompt(&[numbers]),
            "Your turn: pick number cards to discard."
        );
        assert_eq!(
            turn_prompt(&[Action::DiscardStuck(wand)]),
            "Your turn: no card can be played. Pick one to discard it and draw 1."
        );
    }

    #[test]
    fn number_plays_read_like_sums() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
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
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        use crate::sleeping_queens::TableBuilder;
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
        // With no room for the story, the question still names what is at stake.
        assert_eq!(
            answer_aimed_question(&s, &decision, &names, Some(1)).as_deref(),
            Some("Answer the Knight at your Heart Queen?")
        );
        _en.switch(crate::i18n::Language::Japanese);
        let asked = answer_aimed_question(&s, &decision, &names, Some(1)).unwrap();
        assert!(
            asked.contains("ハート") && asked.contains("騎士"),
            "{asked}"
        );
        _en.switch(crate::i18n::Language::English);
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
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        use crate::sleeping_queens::{King, TableBuilder};
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
            format!("Ana woke the {}.", queen_name(woken))
        );
        assert_eq!(
            window_question(&decision, &s.legal_actions()),
            "Play your Knight now?"
        );
    }

    /// The grid shows no numbers: the log and the hints name a slot by its row and side.
    #[test]
    fn a_grid_slot_is_named_by_its_row_and_side() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        assert_eq!(grid_place(0), "the grid's top row, left");
        assert_eq!(grid_place(4), "the grid's row 2, middle");
        assert_eq!(grid_place(11), "the grid's bottom row, right");
        assert_eq!(
            tr!("log-face-down", place = grid_place(3)),
            "The queen in the grid's row 2, left turns face down"
        );
    }

    /// A queen a Knight took in the after-wake window is told as taken to the next
    /// player asked, not as the waker's still.
    #[test]
    fn an_after_wake_prompt_says_where_a_queen_taken_meanwhile_is() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        use crate::sleeping_queens::{King, TableBuilder};
        let names: Vec<String> = ["Ana", "Bo", "Cy"].iter().map(|s| s.to_string()).collect();
        let mut s = TableBuilder::extended(3)
            .hand(
                0,
                &[Card::King(King::Puzzle), Card::Number(2), Card::Number(4)],
            )
            .hand(1, &[Card::Knight, Card::Number(2), Card::Number(4)])
            .hand(2, &[Card::Knight, Card::Number(3), Card::Number(5)])
            // Cy is asked even with nothing to play (the queen just taken is safe).
            .ask_always(&[2])
            .build()
            .unwrap();
        let king = s.hand(0)[0];
        s.apply(Action::Play(king)).unwrap();
        let slot = s.sleeping_slots().next().unwrap();
        s.apply(Action::Slot(slot)).unwrap();
        let woken = s.woken_now()[0];
        assert_eq!(s.pending(), Some(&Decision::AfterWake { seat: 1 }));
        let knight = s.hand(1)[0];
        s.apply(Action::Play(knight)).unwrap();
        // Bo's Knight at Ana's new queen, unanswered (Ana holds no Dragon).
        while !matches!(s.pending(), Some(Decision::AfterWake { seat: 2 })) {
            let legal = s.legal_actions();
            let take = legal
                .iter()
                .find(|a| matches!(a, Action::Owned { seat: 0, .. }))
                .or_else(|| legal.iter().find(|a| **a == Action::Pass))
                .copied()
                .unwrap_or_else(|| panic!("no way on from {:?}: {legal:?}", s.pending()));
            s.apply(take).unwrap();
        }
        assert_eq!(s.owner_of(woken), Some(1));
        let decision = s.pending().cloned().unwrap();
        let queen = queen_name(woken);
        assert_eq!(
            window_story(&s, &decision, &names, Some(2)),
            format!("Ana woke the {queen}. Now Bo owns the {queen}.")
        );
        assert_eq!(
            window_story(&s, &decision, &names, Some(1)),
            format!("Ana woke the {queen}. Now you own the {queen}.")
        );
    }

    #[test]
    fn a_refused_house_rules_file_is_told_in_the_language_spoken() {
        let text = "(\n  name: \"house\",\n  base: Extended,\n  hand_size: 12,\n)";
        let e = RuleSet::from_ron(text).unwrap_err();
        let speaking = crate::i18n::speaking(crate::i18n::Language::English);
        assert_eq!(
            rule_set_error(&e),
            "the house rules, line 4, at “hand_size”: the hand must hold 1 to 8 cards, not 12."
        );
        speaking.switch(crate::i18n::Language::Chinese);
        let said = rule_set_error(&e);
        assert!(said.contains("第 4 行") && said.contains("12"), "{said}");
    }

    #[test]
    fn the_rules_reference_tells_each_card_once() {
        let _en = crate::i18n::speaking(crate::i18n::Language::English);
        let keys = crate::game::keymap::KeyMap::default();
        let classic = rules_reference(&RuleSet::classic(), 3, &keys);
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
        let extended = rules_reference(&RuleSet::extended(), 4, &keys);
        let cards = &extended
            .iter()
            .find(|p| p.heading == "The cards")
            .unwrap()
            .entries;
        assert_eq!(cards.iter().filter(|(n, _)| n.contains("King")).count(), 8);
        assert!(extended[0].entries[0].1.contains("4 queens or 40 points"));
    }
}
