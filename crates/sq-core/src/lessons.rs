//! Guided lessons, in either game: a prepared deal against one gentle opponent, and the
//! beats that play it. Each beat is one seat's choice; the person's beats carry the
//! coach's words, and the table accepts only the choice a beat asks for. Pure: a lesson
//! is a script over the engine, tested without the table. The machinery ([`Lesson`],
//! [`Beat`]) is written once over the seam; a game says only how a beat's wish becomes
//! its action ([`Taught`]).
//!
//! A seat's beats are its own choices in order, so a lesson also fits a game where
//! several seats decide at once (Mad Queens): whichever seat plays first, each plays
//! its own next beat.

use std::fmt;

use crate::engine::{GameEngine, GameKind, Seat as AnySeat};
use crate::mad_queens::{MadAction, MadDeal, MadGame, MadSetup, PlayingCard};
use crate::sleeping_queens::{
    Action, Card, CardId, Deal, Game, King, NumberPlay, Parity, Queen, RuleSet, Seat, Setup,
};

/// The person's seat in every lesson; the gentle opponent sits at 1.
pub const LEARNER: Seat = 0;

/// The lessons, in the order they are taught.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum LessonId {
    /// The first game: `classic` from a King to the win.
    Classic,
    /// What `extended` adds: answers out of turn, the after-wake window, Dragons as
    /// numbers, straights, and kings with powers.
    Extended,
    /// Mad Queens: reveal, bank, bust, an exact match, a banned joker, a queen's price,
    /// a joker, and a temporary banned card.
    MadQueens,
}

impl LessonId {
    pub const ALL: [LessonId; 3] = [LessonId::Classic, LessonId::Extended, LessonId::MadQueens];

    /// The name kept in saves and the profile.
    pub fn key(self) -> &'static str {
        match self {
            LessonId::Classic => "classic",
            LessonId::Extended => "extended",
            LessonId::MadQueens => "mad-queens",
        }
    }

    pub fn from_key(key: &str) -> Option<LessonId> {
        LessonId::ALL.into_iter().find(|l| l.key() == key)
    }

    /// The game the lesson teaches.
    pub fn game(self) -> GameKind {
        match self {
            LessonId::Classic | LessonId::Extended => GameKind::SleepingQueens,
            LessonId::MadQueens => GameKind::MadQueens,
        }
    }
}

/// A game that can be taught: how a beat's wish is found as the engine's action.
pub trait Taught: GameEngine {
    /// What a beat asks for, in the game's words.
    type Want: Copy + fmt::Debug + PartialEq + Send + Sync + 'static;
    /// The lesson `id`, if it is one of this game's.
    fn lesson(id: LessonId) -> Option<Lesson<Self>>;
    /// The action `want` asks `seat` for in `game` now (a card is found in the hand
    /// when the beat comes).
    fn wanted(want: &Self::Want, game: &Self, seat: AnySeat) -> Option<Self::Action>;
    /// Whether two actions are the same choice for a lesson.
    fn same(a: &Self::Action, b: &Self::Action) -> bool {
        a == b
    }
}

/// One choice of the lesson's game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Beat<W> {
    pub seat: AnySeat,
    pub want: W,
    /// For the learner's beats: the coach's words (a translation id).
    pub coach: Option<&'static str>,
}

/// A lesson: how its game is set up, and every choice that plays it.
#[derive(Clone, Debug)]
pub struct Lesson<G: Taught> {
    pub id: LessonId,
    pub setup: G::Setup,
    pub seed: u64,
    pub beats: Vec<Beat<G::Want>>,
    /// The coach's words once the lesson is played (a translation id).
    pub end: &'static str,
}

impl<G: Taught> Lesson<G> {
    /// The beat for the game with `actions` choices played, if the lesson goes on (in a
    /// game of one seat at a time, the beats in order are the record's).
    pub fn beat(&self, actions: usize) -> Option<&Beat<G::Want>> {
        self.beats.get(actions)
    }

    /// `seat`'s beat after its choices so far in `game` and `ahead` more (a held
    /// card's target: 1), if it has one left.
    pub fn next_beat(&self, game: &G, seat: AnySeat, ahead: usize) -> Option<&Beat<G::Want>> {
        let made = game.played().iter().filter(|p| p.seat == seat).count();
        self.beats
            .iter()
            .filter(|b| b.seat == seat)
            .nth(made + ahead)
    }

    /// The choice `beat` asks for in `game` now, as the engine takes it.
    pub fn action(beat: &Beat<G::Want>, game: &G) -> Option<G::Action> {
        G::wanted(&beat.want, game, beat.seat)
    }

    /// Whether `action` by `seat` is what the lesson asks of it now (`ahead`: a held
    /// card's target, checked against the beat after its card). A seat whose beats are
    /// all played plays on as it likes.
    pub fn accepts(&self, game: &G, seat: AnySeat, action: &G::Action, ahead: usize) -> bool {
        let Some(beat) = self.next_beat(game, seat, ahead) else {
            return true;
        };
        Lesson::action(beat, game).is_some_and(|want| G::same(&want, action))
    }

    /// Whether every beat has been played: the lesson is taught.
    pub fn is_played(&self, game: &G) -> bool {
        game.played().len() >= self.beats.len()
    }

    /// The lesson's game, played on to its first `from` beats (where it was left).
    pub fn start(&self, from: usize) -> Result<G, G::SetupError> {
        let (mut game, _deal) = G::start(self.setup.clone(), self.seed)?;
        for beat in self.beats.iter().take(from) {
            let Some(action) = Lesson::action(beat, &game) else {
                break;
            };
            if game.apply_as(beat.seat, action).is_err() {
                break;
            }
        }
        Ok(game)
    }
}

/// What a Sleeping Queens beat asks for, in the game's words; the card ids are found in
/// the hand when the beat comes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// Play a power card of this kind.
    Play(Card),
    /// Discard the numbers of these values together.
    Numbers(&'static [u8]),
    /// Pick this grid slot.
    Slot(u8),
    /// Pick the queen at `index` in `seat`'s row.
    Owned { seat: Seat, index: u8 },
    /// Answer with a card of this kind.
    Answer(Card),
    /// Discard these numbers with a Dragon standing for the last value.
    NumbersWithDragon(&'static [u8]),
    /// Pick odd or even (the Chess King).
    Parity(Parity),
    /// Decline (an answer, an after-wake play).
    Pass,
}

impl Taught for Game {
    type Want = Want;

    fn lesson(id: LessonId) -> Option<Lesson<Game>> {
        match id {
            LessonId::Classic => Some(classic()),
            LessonId::Extended => Some(extended()),
            LessonId::MadQueens => None,
        }
    }

    fn wanted(want: &Want, game: &Game, seat: Seat) -> Option<Action> {
        let hand = game.state().hand(seat);
        let card_of = |kind: Card| hand.iter().copied().find(|id| id.card() == kind);
        match *want {
            Want::Play(kind) => card_of(kind).map(Action::Play),
            Want::Answer(kind) => card_of(kind).map(Action::Answer),
            Want::Slot(slot) => Some(Action::Slot(slot)),
            Want::Parity(p) => Some(Action::Parity(p)),
            Want::Pass => Some(Action::Pass),
            Want::Owned { seat, index } => Some(Action::Owned { seat, index }),
            Want::Numbers(values) => {
                let cards = number_cards(hand, values)?;
                NumberPlay::new(&cards, values).map(Action::PlayNumbers)
            }
            // The Dragon stands for the last value.
            Want::NumbersWithDragon(values) => {
                let (_, numbers) = values.split_last()?;
                let mut cards = number_cards(hand, numbers)?;
                cards.push(card_of(Card::Dragon)?);
                NumberPlay::new(&cards, values).map(Action::PlayNumbers)
            }
        }
    }

    fn same(a: &Action, b: &Action) -> bool {
        same_choice(a, b)
    }
}

/// A number card of each of `values` from `hand`, each card used once.
fn number_cards(hand: &[CardId], values: &[u8]) -> Option<Vec<CardId>> {
    let mut cards: Vec<CardId> = Vec::new();
    for &v in values {
        let id = hand
            .iter()
            .copied()
            .find(|id| id.card() == Card::Number(v) && !cards.contains(id))?;
        cards.push(id);
    }
    Some(cards)
}

/// Whether two actions are the same choice for a lesson: equal, or number plays of the
/// same cards in any order.
pub fn same_choice(a: &Action, b: &Action) -> bool {
    match (a, b) {
        (Action::PlayNumbers(x), Action::PlayNumbers(y)) => {
            let mut x = x.cards().to_vec();
            let mut y = y.cards().to_vec();
            x.sort();
            y.sort();
            x == y
        }
        (a, b) => a == b,
    }
}

/// A deal for two seats: each hand (the learner's first), then the cards drawn after
/// the deal in order; every other card follows in a fixed order.
fn stacked(hands: [&[Card]; 2], draws: &[Card], grid: [Queen; 12]) -> Deal {
    let mut free: Vec<CardId> = CardId::all().collect();
    let mut take = |kind: Card| -> CardId {
        let i = free
            .iter()
            .position(|id| id.card() == kind)
            .expect("a lesson asks for more cards of a kind than the deck holds");
        free.remove(i)
    };
    let mut order = Vec::new();
    // Dealt one at a time, the learner first (T-3).
    for i in 0..5 {
        for hand in hands {
            order.push(take(hand[i]));
        }
    }
    for &card in draws {
        order.push(take(card));
    }
    // The rest: numbers only where they come first, so that nothing surprising is drawn
    // if a lesson runs longer than planned.
    free.sort_by_key(|id| (!matches!(id.card(), Card::Number(_)), id.0));
    order.extend(free);
    Deal {
        grid: grid.to_vec(),
        order,
    }
}

/// A lesson for the learner and one opponent, the learner starting.
fn two_seats(
    id: LessonId,
    rules: RuleSet,
    deal: Deal,
    seed: u64,
    beats: Vec<Beat<Want>>,
    end: &'static str,
) -> Lesson<Game> {
    Lesson {
        id,
        setup: Setup {
            starting_seat: Some(LEARNER),
            deal: Some(deal),
            ..Setup::new(2, rules)
        },
        seed,
        beats,
        end,
    }
}

const fn you<W>(want: W, coach: &'static str) -> Beat<W> {
    Beat {
        seat: LEARNER,
        want,
        coach: Some(coach),
    }
}

const fn bot<W>(want: W) -> Beat<W> {
    Beat {
        seat: 1,
        want,
        coach: None,
    }
}

/// The first lesson: waking, the three number discards, Knight and Dragon, Potion and
/// Wand, a Jester, the Rose, Cat and Dog queens, and the win, in `classic`.
fn classic() -> Lesson<Game> {
    use Card::{Dragon, Jester, Knight, Number as N, Potion, Wand};
    let k = Card::King;
    let grid = [
        Queen::Cat,
        Queen::Moon,
        Queen::Heart,
        Queen::Rose,
        Queen::Cake,
        Queen::Dog,
        Queen::Ladybug,
        Queen::Sunflower,
        Queen::Peacock,
        Queen::Pancake,
        Queen::Rainbow,
        Queen::Starfish,
    ];
    let hands: [&[Card]; 2] = [
        &[k(King::BubbleGum), N(9), N(3), N(3), Knight],
        &[N(2), N(4), N(6), k(King::Cookie), k(King::Turtle)],
    ];
    let draws = [
        N(5),           // you, for the King
        N(8),           // Bo, for the 2
        N(2),           // you, for the 9
        N(10),          // Bo, for the Cookie King
        N(7),           // you, for the pair
        Dragon,         //
        N(10),          // Bo, for the Turtle King
        Potion,         // you, for 2 + 5 = 7
        Wand,           //
        Jester,         //
        Knight,         // Bo, for the 4
        k(King::Chess), // you, for the Knight
        N(6),           // you, for the Dragon (the answer draws first)
        Potion,         // Bo, for the Knight
        k(King::Fire),  // you, for the Potion
        N(4),           // you, for the Wand
        N(1),           // Bo, for the Potion
        N(3),           // the Jester turns this up: 3 counts round to you
        N(8),           // you, for the Jester
        N(2),           // Bo, for the 8
        N(5),           // you, for the Chess King
        N(4),           // Bo, for the 1
        N(7),           // you, for the Fire King
    ];
    let beats = vec![
        you(Want::Play(k(King::BubbleGum)), "lesson-classic-king"),
        you(Want::Slot(0), "lesson-classic-wake"),
        bot(Want::Numbers(&[2])),
        you(Want::Numbers(&[9]), "lesson-classic-one-number"),
        bot(Want::Play(k(King::Cookie))),
        bot(Want::Slot(1)),
        you(Want::Numbers(&[3, 3]), "lesson-classic-pair"),
        bot(Want::Play(k(King::Turtle))),
        bot(Want::Slot(2)),
        you(Want::Numbers(&[2, 5, 7]), "lesson-classic-addition"),
        bot(Want::Numbers(&[4])),
        you(Want::Play(Knight), "lesson-classic-knight"),
        you(
            Want::Owned { seat: 1, index: 0 },
            "lesson-classic-knight-target",
        ),
        bot(Want::Play(Knight)),
        bot(Want::Owned { seat: 0, index: 0 }),
        you(Want::Answer(Dragon), "lesson-classic-dragon"),
        you(Want::Play(Potion), "lesson-classic-potion"),
        you(
            Want::Owned { seat: 1, index: 0 },
            "lesson-classic-potion-target",
        ),
        you(Want::Slot(2), "lesson-classic-potion-slot"),
        bot(Want::Play(Potion)),
        bot(Want::Owned { seat: 0, index: 0 }),
        you(Want::Answer(Wand), "lesson-classic-wand"),
        you(Want::Play(Jester), "lesson-classic-jester"),
        you(Want::Slot(3), "lesson-classic-rose"),
        you(Want::Slot(4), "lesson-classic-rose-bonus"),
        bot(Want::Numbers(&[8])),
        you(Want::Play(k(King::Chess)), "lesson-classic-dog"),
        you(Want::Slot(5), "lesson-classic-dog-slot"),
        bot(Want::Numbers(&[1])),
        you(Want::Play(k(King::Fire)), "lesson-classic-last-king"),
        you(Want::Slot(6), "lesson-classic-win"),
    ];
    two_seats(
        LessonId::Classic,
        RuleSet::classic(),
        stacked(hands, &draws, grid),
        7,
        beats,
        "lesson-classic-end",
    )
}

/// The second lesson: what `extended` adds. Kings with powers (Turtle, Cookie, Chess,
/// Puzzle), answering out of turn, the after-wake window, a straight, a Dragon as a
/// number, and the Sunflower, Moon and Starfish win.
fn extended() -> Lesson<Game> {
    use Card::{Dragon, Knight, Number as N};
    let k = Card::King;
    let grid = [
        Queen::Sunflower,
        Queen::Peacock,
        Queen::Moon,
        Queen::Starfish,
        Queen::Cat,
        Queen::Dog,
        Queen::Heart,
        Queen::Rose,
        Queen::Cake,
        Queen::Ladybug,
        Queen::Rainbow,
        Queen::Pancake,
    ];
    let hands: [&[Card]; 2] = [
        &[k(King::Turtle), Dragon, N(3), N(4), N(5)],
        &[Knight, k(King::Cookie), N(8), N(10), N(10)],
    ];
    let draws = [
        N(2),            // you, for the Turtle King: 5 or less, another turn
        N(7),            // you, for the Dragon (the answer draws first)
        N(8),            // Bo, for the Knight
        Knight,          // you, for the straight
        Dragon,          //
        k(King::Chess),  //
        N(6),            // Bo, for the Cookie King
        k(King::Puzzle), // you, for the Knight
        N(9),            // you, for 2 + 5 = 7
        N(1),            //
        N(3),            //
        N(6),            // Bo, for the 8
        N(2),            // you, for the Chess King
        N(4),            // Bo, for the 10
    ];
    let beats = vec![
        you(Want::Play(k(King::Turtle)), "lesson-extended-turtle"),
        you(Want::Slot(0), "lesson-extended-turtle-wake"),
        bot(Want::Play(Knight)),
        bot(Want::Owned { seat: 0, index: 0 }),
        you(Want::Answer(Dragon), "lesson-extended-answer"),
        you(Want::Numbers(&[3, 4, 5]), "lesson-extended-straight"),
        bot(Want::Play(k(King::Cookie))),
        bot(Want::Slot(1)),
        you(Want::Play(Knight), "lesson-extended-after-wake"),
        you(
            Want::Owned { seat: 1, index: 0 },
            "lesson-extended-after-wake-target",
        ),
        // Nobody answers their own card: the table passes for the learner.
        you(Want::Pass, "lesson-extended-own-card"),
        you(
            Want::NumbersWithDragon(&[2, 7, 5]),
            "lesson-extended-dragon-number",
        ),
        bot(Want::Numbers(&[8])),
        you(Want::Play(k(King::Chess)), "lesson-extended-chess"),
        you(Want::Slot(2), "lesson-extended-chess-wake"),
        you(Want::Parity(Parity::Odd), "lesson-extended-chess-parity"),
        bot(Want::Numbers(&[10])),
        you(Want::Play(k(King::Puzzle)), "lesson-extended-puzzle"),
        you(Want::Slot(3), "lesson-extended-win"),
    ];
    two_seats(
        LessonId::Extended,
        RuleSet::extended(),
        stacked(hands, &draws, grid),
        11,
        beats,
        "lesson-extended-end",
    )
}

impl Taught for MadGame {
    type Want = MadAction;

    fn lesson(id: LessonId) -> Option<Lesson<MadGame>> {
        (id == LessonId::MadQueens).then(mad_queens)
    }

    fn wanted(want: &MadAction, game: &MadGame, seat: AnySeat) -> Option<MadAction> {
        game.state().legal(seat).contains(want).then_some(*want)
    }
}

/// Mad Queens against one opponent who banks at once: the decks' and the banned deck's
/// tops are prepared, and the seed places the queens each bank shuffles in, so that in
/// seven rounds the learner reveals and banks, busts, meets a banned joker, an exact
/// match, two queens to pay, a joker, and draws a temporary banned card.
fn mad_queens() -> Lesson<MadGame> {
    use MadAction::{Bank, Reveal};
    let joker = PlayingCard::JOKERS[0];
    let mut banned_top = PlayingCard::named("8S KD");
    banned_top.push(joker);
    banned_top.extend(PlayingCard::named("6S 10S"));
    Lesson {
        id: LessonId::MadQueens,
        setup: MadSetup {
            deal: Some(MadDeal {
                tops: vec![
                    PlayingCard::named("3C 5H 9C 8H 7D KC 2C KD 4C 6C"),
                    PlayingCard::named("4S 2D 6H 3H 10C 5C 7C 9D"),
                ],
                banned_top,
            }),
            ..MadSetup::new(2)
        },
        seed: 9,
        beats: vec![
            // Round 1: a row of two, banked.
            bot(Bank),
            you(Reveal, "lesson-mad-reveal"),
            you(Bank, "lesson-mad-bank"),
            // Round 2: a bust.
            bot(Bank),
            you(Reveal, "lesson-mad-push"),
            // Round 3: the banned joker's event is over; an exact match.
            bot(Bank),
            you(Reveal, "lesson-mad-joker-event"),
            you(Bank, "lesson-mad-exact"),
            // Round 4: a queen to pay, and another.
            bot(Bank),
            you(Reveal, "lesson-mad-queen"),
            // Round 5: a joker.
            bot(Bank),
            you(Reveal, "lesson-mad-after-queens"),
            you(Bank, "lesson-mad-joker"),
            // Round 6 busts at once; round 7 draws a temporary banned card.
            bot(Bank),
            you(Reveal, "lesson-mad-queens-in"),
            you(Bank, "lesson-mad-temporary"),
        ],
        end: "lesson-mad-end",
    }
}
