//! The state of one game and the primitive moves every rule is built from.

use super::cards::{Card, CardId, CardSet, DECK_SIZE, Queen, QueenSet, Seat};
use super::decision::{Decision, WakeReason};
use super::event::{EndReason, From, GameEvent, Private, Restriction, only};
use super::numbers::{NumberLimits, Parity};
use super::ruleset::RuleSet;
use super::switches::Switch;
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::Arc;
use tinyvec::{ArrayVec, TinyVec};

pub const GRID_SLOTS: usize = 12;
pub const MIN_SEATS: u8 = 2;
pub const MAX_SEATS: u8 = 5;

/// A hand or a pile, kept inline so a state copies without allocating: the deck's
/// cards are all different, so no pile can hold more than the deck.
pub(crate) type Cards = ArrayVec<[CardId; DECK_SIZE]>;
/// A player's queens: at most every queen.
pub(crate) type Row = ArrayVec<[OwnedQueen; GRID_SLOTS]>;
/// One entry per seat in play.
pub(crate) type PerSeat<T> = ArrayVec<[T; MAX_SEATS as usize]>;

/// How a game is set up (T-1, T-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub seats: u8,
    pub rules: RuleSet,
    /// `None`: chosen at random from the seed.
    pub starting_seat: Option<Seat>,
    /// Seats asked in every answer and after-wake window even when they hold nothing to
    /// play (a bit per seat). Several people at one screen need this so that a window
    /// looks the same whether or not anyone can answer (X-ANS-2).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub ask_always: u8,
    /// A prepared deal (the lessons'); `None`: shuffled from the seed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
}

/// A prepared deal: the grid's queens by slot, and every card in the order it is drawn
/// (the first is dealt first). Reshuffles still follow the seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    pub grid: Vec<Queen>,
    pub order: Vec<CardId>,
}

impl Deal {
    fn check(&self) -> Result<(), SetupError> {
        let mut grid = self.grid.clone();
        grid.sort();
        let mut all = Queen::ALL.to_vec();
        all.sort();
        if grid != all {
            return Err(SetupError(
                "a prepared deal must lay out each queen once".into(),
            ));
        }
        let mut order = self.order.clone();
        order.sort();
        if !order.iter().copied().eq(CardId::all()) {
            return Err(SetupError(
                "a prepared deal must hold each card once".into(),
            ));
        }
        Ok(())
    }
}

fn is_zero(x: &u8) -> bool {
    *x == 0
}

impl Setup {
    pub fn new(seats: u8, rules: RuleSet) -> Setup {
        Setup {
            seats,
            rules,
            starting_seat: None,
            ask_always: 0,
            deal: None,
        }
    }

    pub fn check(&self) -> Result<(), SetupError> {
        if !(MIN_SEATS..=MAX_SEATS).contains(&self.seats) {
            return Err(SetupError(format!(
                "a game has 2 to 5 seats, not {}",
                self.seats
            )));
        }
        if let Some(s) = self.starting_seat
            && s >= self.seats
        {
            return Err(SetupError(format!(
                "starting seat {s} is not one of the {} seats",
                self.seats
            )));
        }
        if let Some(deal) = &self.deal {
            deal.check()?;
        }
        self.rules
            .check()
            .map_err(|(field, msg)| SetupError(format!("rule set field `{field}`: {msg}")))
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for SetupError {}

/// A card or a queen that is not in exactly one place: a state no game can reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IntegrityError {
    CardOutOfRange(u8),
    Card { id: usize, places: u8 },
    Queen { queen: Queen, places: u8 },
}

impl fmt::Display for IntegrityError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IntegrityError::CardOutOfRange(id) => write!(f, "card id {id} out of range"),
            IntegrityError::Card { id, places } => write!(f, "card {id} is in {places} places"),
            IntegrityError::Queen { queen, places } => {
                write!(f, "{queen} is in {places} places")
            }
        }
    }
}
impl std::error::Error for IntegrityError {}

/// A queen in a grid slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GridQueen {
    pub queen: Queen,
    pub face_up: bool,
}

/// A queen in front of a player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct OwnedQueen {
    pub queen: Queen,
    /// X-K-COO: hidden by the Cookie King until she changes owner or goes to the grid.
    pub cookie_hidden: bool,
}

/// The end of a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Outcome {
    pub winners: Vec<Seat>,
    pub reason: EndReason,
}

/// A card in the answer stack (X-ANS): Knight ← Dragon ← Potion ← Wand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct Link {
    pub seat: Seat,
    pub card: CardId,
}

/// The queen a Knight or Potion was aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct Aim {
    pub owner: Seat,
    pub queen: Queen,
    /// Picked blind (hidden): the player did not know whom.
    pub blind: bool,
}

/// What the King being played has done so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) struct KingWork {
    /// Queens this King woke (Hat exchanges them).
    pub woken: Vec<Queen>,
    /// Slots revealed by Bubble Gum / Tie-Dye, with their face state before.
    pub revealed: Vec<(u8, bool)>,
    /// Hat King: the shuffled face-down queens and whose queen was added.
    pub hat_pool: Vec<Queen>,
    pub hat_owner: Seat,
    /// Fire King: cards removed so far from each seat's hand.
    pub burned: [u8; MAX_SEATS as usize],
}

/// Work the engine still has to do, last pushed first done.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub(crate) enum Task {
    #[default]
    StartTurn,
    /// The turn action has fully resolved: judge victory, then end the turn.
    EndAction,
    Draw {
        seat: Seat,
        count: u8,
    },
    DiscardInPlay,
    Wake {
        seat: Seat,
        reason: WakeReason,
        optional: bool,
    },
    ResolveConflicts {
        seat: Seat,
    },
    PutBackOne {
        seat: Seat,
        queen: Queen,
    },
    AfterWake {
        offset: u8,
    },
    AnswerWindow {
        offset: u8,
    },
    ResolveChain,
    SetPuzzle {
        seat: Seat,
    },
    AskParity {
        seat: Seat,
    },
    HatTarget {
        seat: Seat,
    },
    BubbleChoose {
        seat: Seat,
    },
    FireBurn {
        seat: Seat,
    },
    FireRefill {
        seat: Seat,
    },
    TurtleDraw {
        seat: Seat,
    },
    /// Classic C-4 power card: the same player takes another action.
    AnotherAction {
        seat: Seat,
    },
}

/// The whole state of a game. Cheap to clone, so bots can search from it.
///
/// It is serialized only as an observation's information set, sent to a seat's client:
/// its generator then has a fixed seed (future shuffles are hidden) and is not sent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub(crate) rules: Arc<RuleSet>,
    pub(crate) seats: u8,
    pub(crate) grid: [Option<GridQueen>; GRID_SLOTS],
    /// Public memory: the queen last seen face up in each slot (T-2).
    pub(crate) last_seen: [Option<Queen>; GRID_SLOTS],
    pub(crate) draw: Cards,
    pub(crate) discard: Cards,
    pub(crate) removed: Cards,
    pub(crate) in_play: Cards,
    pub(crate) hands: PerSeat<Cards>,
    /// Cards in hands that everyone has seen (Jester and Turtle reveals).
    pub(crate) known_in_hand: CardSet,
    pub(crate) owned: PerSeat<Row>,
    pub(crate) current: Seat,
    pub(crate) turn: u32,
    /// X-KN-2: queens owned by Knight or Jester this turn.
    pub(crate) protected: QueenSet,
    /// X-K-PUZ: singles only until this seat's next turn.
    pub(crate) puzzle: Option<Seat>,
    /// X-K-CHE: this parity banned until that seat's next turn.
    pub(crate) chess: Option<(Parity, Seat)>,
    pub(crate) extra_turn: bool,
    pub(crate) skips_in_a_row: u8,
    pub(crate) ask_always: u8,
    pub(crate) chain: TinyVec<[Link; 8]>,
    pub(crate) aim: Option<Aim>,
    pub(crate) king: KingWork,
    pub(crate) pending: Option<Decision>,
    pub(crate) tasks: TinyVec<[Task; 16]>,
    pub(crate) outcome: Option<Outcome>,
    #[serde(skip, default = "hidden_generator")]
    pub(crate) rng: ChaCha8Rng,
}

/// The generator an information set carries: a fixed one, as the seat cannot know the
/// game's own.
pub(crate) fn hidden_generator() -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(0x5eed)
}

impl GameState {
    /// A new game: queens shuffled into the grid, the deck shuffled, 5 cards dealt,
    /// a starting seat (T-3). Same setup and seed, same game.
    pub fn new(setup: &Setup, seed: u64) -> Result<GameState, SetupError> {
        Ok(GameState::new_with_events(setup, seed)?.0)
    }

    /// As [`GameState::new`], with the deal's events.
    pub fn new_with_events(
        setup: &Setup,
        seed: u64,
    ) -> Result<(GameState, Vec<GameEvent>), SetupError> {
        setup.check()?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut queens = Queen::ALL;
        queens.shuffle(&mut rng);
        if let Some(deal) = &setup.deal {
            queens.copy_from_slice(&deal.grid);
        }
        let pancake_up = setup.rules.on(Switch::Pancake);
        let mut grid = [None; GRID_SLOTS];
        let mut last_seen = [None; GRID_SLOTS];
        for (slot, q) in queens.iter().enumerate() {
            // X-Q-PAN: Pancake lies face up from the start.
            let face_up = pancake_up && *q == Queen::Pancake;
            grid[slot] = Some(GridQueen { queen: *q, face_up });
            if face_up {
                last_seen[slot] = Some(*q);
            }
        }
        let mut draw: Cards = CardId::all().collect();
        draw.shuffle(&mut rng);
        if let Some(deal) = &setup.deal {
            // The pile is drawn from its end.
            draw = deal.order.iter().rev().copied().collect();
        }
        let n = setup.seats as usize;
        let starting = match setup.starting_seat {
            Some(s) => s,
            None => (rand::RngExt::random_range(&mut rng, 0..n)) as Seat,
        };
        let mut state = GameState {
            rules: Arc::new(setup.rules.clone()),
            seats: setup.seats,
            grid,
            last_seen,
            draw,
            discard: Cards::new(),
            removed: Cards::new(),
            in_play: Cards::new(),
            hands: (0..n).map(|_| Cards::new()).collect(),
            known_in_hand: CardSet::default(),
            owned: (0..n).map(|_| Row::new()).collect(),
            current: starting,
            turn: 0,
            protected: QueenSet::default(),
            puzzle: None,
            chess: None,
            extra_turn: false,
            skips_in_a_row: 0,
            ask_always: setup.ask_always,
            chain: TinyVec::new(),
            aim: None,
            king: KingWork::default(),
            pending: None,
            tasks: [Task::StartTurn].into_iter().collect(),
            outcome: None,
            rng,
        };
        let mut events = Vec::new();
        for _ in 0..state.rules.hand_size {
            for k in 0..n {
                let seat = ((starting as usize + k) % n) as Seat;
                state.draw_card(seat, false, &mut events);
            }
        }
        state.run(&mut events);
        Ok((state, events))
    }

    // ----- reading the state -------------------------------------------------------

    pub fn rules(&self) -> &RuleSet {
        &self.rules
    }
    pub fn seat_count(&self) -> u8 {
        self.seats
    }
    pub fn current_seat(&self) -> Seat {
        self.current
    }
    pub fn turn(&self) -> u32 {
        self.turn
    }
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// Who must decide what now (`None` once the game is over).
    pub fn pending(&self) -> Option<&Decision> {
        self.pending.as_ref()
    }
    pub fn grid(&self) -> &[Option<GridQueen>; GRID_SLOTS] {
        &self.grid
    }
    /// Whether `card`, in a hand, has been shown to everyone (Jester and Turtle reveals).
    pub fn is_known_in_hand(&self, card: CardId) -> bool {
        self.known_in_hand.contains(card)
    }
    pub fn hand(&self, seat: Seat) -> &[CardId] {
        self.hands
            .get(seat as usize)
            .map(|h| h.as_slice())
            .unwrap_or(&[])
    }
    pub fn owned(&self, seat: Seat) -> &[OwnedQueen] {
        self.owned
            .get(seat as usize)
            .map(|h| h.as_slice())
            .unwrap_or(&[])
    }
    pub fn draw_pile(&self) -> &[CardId] {
        &self.draw
    }
    pub fn discard_pile(&self) -> &[CardId] {
        &self.discard
    }
    pub fn removed_cards(&self) -> &[CardId] {
        &self.removed
    }
    /// Queens the Hat King shuffled face down, waiting for the blind pick.
    pub fn hat_pool(&self) -> &[Queen] {
        &self.king.hat_pool
    }
    /// Cards played and not yet discarded (their effect is still resolving).
    pub fn in_play(&self) -> &[CardId] {
        &self.in_play
    }
    /// Number-play restrictions in force (X-K-PUZ, X-K-CHE).
    pub fn number_limits(&self) -> NumberLimits {
        NumberLimits {
            singles_only: self.puzzle.is_some(),
            banned_parity: self.chess.map(|(p, _)| p),
        }
    }

    /// Whether a seat's queen at `index` is hidden from the other players.
    pub fn is_hidden(&self, seat: Seat, index: usize) -> bool {
        let row = self.owned(seat);
        match row.get(index) {
            // X-Q-CAK: only the extended rules give the Cake Queen her ability.
            Some(q) => {
                q.cookie_hidden || (self.rules.on(Switch::Cake) && self.owns(seat, Queen::Cake))
            }
            None => false,
        }
    }

    pub fn owns(&self, seat: Seat, queen: Queen) -> bool {
        self.owned(seat).iter().any(|q| q.queen == queen)
    }

    pub fn owner_of(&self, queen: Queen) -> Option<Seat> {
        (0..self.seats).find(|s| self.owns(*s, queen))
    }

    pub fn points(&self, seat: Seat) -> u32 {
        self.owned(seat).iter().map(|q| q.queen.points()).sum()
    }

    /// Queens counted for the queen-count win: Rainbow counts twice in extended (X-Q-RAI).
    pub fn queen_count(&self, seat: Seat) -> u32 {
        let rainbow_twice = self.rules.on(Switch::Rainbow);
        self.owned(seat)
            .iter()
            .map(|q| {
                if rainbow_twice && q.queen == Queen::Rainbow {
                    2
                } else {
                    1
                }
            })
            .sum()
    }

    /// The queens the effect being resolved has woken (public: a woken queen lies face
    /// up in front of her new owner).
    pub fn woken_now(&self) -> &[Queen] {
        &self.king.woken
    }

    /// The cards in the answer chain being resolved, first the card answered, each with
    /// the seat that played it (public: they lie face up).
    pub fn answer_chain(&self) -> Vec<(Seat, Card)> {
        self.chain.iter().map(|l| (l.seat, l.card.card())).collect()
    }

    /// The queen the Knight or Potion in play aims at: her owner, and which queen she is
    /// if `viewer` may know it (a queen picked blind is known to her owner only;
    /// `None`: a spectator).
    pub fn aimed_at(&self, viewer: Option<Seat>) -> Option<(Seat, Option<Queen>)> {
        let aim = self.aim?;
        let known = !aim.blind || viewer == Some(aim.owner);
        Some((aim.owner, known.then_some(aim.queen)))
    }

    pub fn sleeping_slots(&self) -> impl Iterator<Item = u8> + '_ {
        (0..GRID_SLOTS as u8).filter(|s| self.grid[*s as usize].is_some())
    }

    pub fn empty_slots(&self) -> impl Iterator<Item = u8> + '_ {
        (0..GRID_SLOTS as u8).filter(|s| self.grid[*s as usize].is_none())
    }

    pub(crate) fn next_seat(&self, seat: Seat) -> Seat {
        self.seat_after(seat, 1)
    }

    /// The seat `offset` places clockwise from the player whose turn it is.
    pub(crate) fn seat_from_current(&self, offset: u8) -> Seat {
        self.seat_after(self.current, offset)
    }

    /// `offset` places clockwise from `seat`; asked at every window and turn, so a
    /// subtraction stands in for the division when the offset is under a round.
    fn seat_after(&self, seat: Seat, offset: u8) -> Seat {
        let s = seat as u16 + offset as u16;
        let n = self.seats as u16;
        (if s < n {
            s
        } else if s < 2 * n {
            s - n
        } else {
            s % n
        }) as Seat
    }

    // ----- primitive moves ---------------------------------------------------------

    pub(crate) fn end_game(
        &mut self,
        winners: Vec<Seat>,
        reason: EndReason,
        ev: &mut Vec<GameEvent>,
    ) {
        ev.push(GameEvent::GameOver {
            winners: winners.clone(),
            reason,
        });
        self.outcome = Some(Outcome { winners, reason });
        self.pending = None;
        self.tasks.clear();
    }

    /// Most points wins; ties go to more queens; a remaining tie is shared (C-WIN-2, X-END-3).
    pub(crate) fn end_by_points(&mut self, reason: EndReason, ev: &mut Vec<GameEvent>) {
        let key = |s: Seat| (self.points(s), self.queen_count(s));
        let best = (0..self.seats).map(key).max().unwrap_or((0, 0));
        let winners = (0..self.seats).filter(|s| key(*s) == best).collect();
        self.end_game(winners, reason, ev);
    }

    /// Draws one card for `seat` (T-5): reshuffles the discard pile when the draw pile
    /// is empty; with both empty, classic skips the draw and extended ends the game.
    /// `public`: the card is shown to everyone (Jester, Turtle King).
    pub(crate) fn draw_card(
        &mut self,
        seat: Seat,
        public: bool,
        ev: &mut Vec<GameEvent>,
    ) -> Option<CardId> {
        if self.draw.is_empty() && !self.discard.is_empty() {
            self.draw.append(&mut self.discard);
            self.draw.shuffle(&mut self.rng);
            ev.push(GameEvent::Reshuffled {
                cards: self.draw.len() as u32,
            });
        }
        match self.draw.pop() {
            Some(card) => {
                self.hands[seat as usize].push(card);
                let known_to = if public {
                    super::event::EVERYONE
                } else {
                    only(seat)
                };
                if public {
                    self.known_in_hand.insert(card);
                }
                ev.push(GameEvent::Drew {
                    seat,
                    card: Private::new(card, known_to),
                });
                Some(card)
            }
            None => {
                if self.rules.is_extended() {
                    self.end_by_points(EndReason::PilesExhausted, ev);
                } else {
                    ev.push(GameEvent::DrawSkipped { seat });
                }
                None
            }
        }
    }

    /// Takes a card out of a hand; false if it is not there.
    pub(crate) fn take_from_hand(&mut self, seat: Seat, card: CardId) -> bool {
        let hand = &mut self.hands[seat as usize];
        match hand.iter().position(|c| *c == card) {
            Some(i) => {
                hand.remove(i);
                self.known_in_hand.remove(card);
                true
            }
            None => false,
        }
    }

    /// A card leaves a hand face up into play (T-6: discarded once its effect is over).
    pub(crate) fn play_card(&mut self, seat: Seat, card: CardId, ev: &mut Vec<GameEvent>) {
        if self.take_from_hand(seat, card) {
            self.in_play.push(card);
            ev.push(GameEvent::Played { seat, card });
        }
    }

    pub(crate) fn discard_in_play(&mut self, ev: &mut Vec<GameEvent>) {
        if !self.in_play.is_empty() {
            ev.push(GameEvent::Discarded {
                cards: self.in_play.iter().copied().collect(),
            });
            self.discard.append(&mut self.in_play);
        }
    }

    pub(crate) fn reveal(&mut self, slot: u8, ev: &mut Vec<GameEvent>) -> Option<Queen> {
        let g = self.grid.get_mut(slot as usize)?.as_mut()?;
        let q = g.queen;
        if !g.face_up {
            g.face_up = true;
            ev.push(GameEvent::Revealed { slot, queen: q });
        }
        self.last_seen[slot as usize] = Some(q);
        Some(q)
    }

    pub(crate) fn turn_face_down(&mut self, slot: u8, ev: &mut Vec<GameEvent>) {
        if let Some(g) = self.grid[slot as usize].as_mut()
            && g.face_up
        {
            g.face_up = false;
            ev.push(GameEvent::TurnedFaceDown { slot });
        }
    }

    /// Takes a queen out of the grid and gives her to `seat`.
    pub(crate) fn take_from_grid(&mut self, slot: u8) -> Option<Queen> {
        let g = self.grid.get_mut(slot as usize)?.take()?;
        Some(g.queen)
    }

    /// `seat` now owns `queen` (at the end of the row; a hidden row is reshuffled).
    pub(crate) fn give(&mut self, seat: Seat, queen: Queen, ev: &mut Vec<GameEvent>) {
        self.owned[seat as usize].push(OwnedQueen {
            queen,
            cookie_hidden: false,
        });
        self.shuffle_if_hidden(seat, ev);
    }

    pub(crate) fn shuffle_if_hidden(&mut self, seat: Seat, ev: &mut Vec<GameEvent>) {
        let row_hidden = (0..self.owned(seat).len()).any(|i| self.is_hidden(seat, i));
        if row_hidden && self.owned(seat).len() > 1 {
            self.owned[seat as usize].shuffle(&mut self.rng);
            ev.push(GameEvent::QueensShuffled { seat });
        }
    }

    /// Takes the queen at `index` from `seat`'s row.
    pub(crate) fn take_owned(&mut self, seat: Seat, index: usize) -> Option<Queen> {
        let row = self.owned.get_mut(seat as usize)?;
        if index < row.len() {
            Some(row.remove(index).queen)
        } else {
            None
        }
    }

    pub(crate) fn index_of(&self, seat: Seat, queen: Queen) -> Option<usize> {
        self.owned(seat).iter().position(|q| q.queen == queen)
    }

    /// The seats that may see `seat`'s queen at `index` (all, or the owner if hidden).
    pub(crate) fn who_sees(&self, seat: Seat, index: usize) -> u8 {
        if self.is_hidden(seat, index) {
            only(seat)
        } else {
            super::event::EVERYONE
        }
    }

    /// Wakes the (revealed) queen in `slot` for `seat` (§4.0 wake; C-1).
    pub(crate) fn wake(&mut self, seat: Seat, slot: u8, ev: &mut Vec<GameEvent>) -> Option<Queen> {
        let q = self.take_from_grid(slot)?;
        ev.push(GameEvent::Woken {
            seat,
            queen: q,
            slot,
        });
        self.give(seat, q, ev);
        self.king.woken.push(q);
        Some(q)
    }

    /// `seat` owns the grid queen in `slot` without waking her (X-JE-1).
    pub(crate) fn own_from_grid(
        &mut self,
        seat: Seat,
        slot: u8,
        ev: &mut Vec<GameEvent>,
    ) -> Option<Queen> {
        let q = self.take_from_grid(slot)?;
        ev.push(GameEvent::Owned {
            seat,
            queen: Private::public(q),
            from: From::Slot(slot),
        });
        self.give(seat, q, ev);
        Some(q)
    }

    /// Puts an owned queen to sleep face down in an empty slot (C-3, X-PO-2, X-Q-BACK).
    pub(crate) fn put_to_sleep(
        &mut self,
        seat: Seat,
        queen: Queen,
        slot: u8,
        ev: &mut Vec<GameEvent>,
    ) {
        let Some(i) = self.index_of(seat, queen) else {
            return;
        };
        let known_to = self.who_sees(seat, i);
        self.take_owned(seat, i);
        self.grid[slot as usize] = Some(GridQueen {
            queen,
            face_up: false,
        });
        self.last_seen[slot as usize] = if known_to == super::event::EVERYONE {
            Some(queen)
        } else {
            None
        };
        ev.push(GameEvent::PutToSleep {
            from: seat,
            queen: Private::new(queen, known_to),
            slot,
        });
    }

    pub(crate) fn set_restriction_end(&mut self, seat: Seat, ev: &mut Vec<GameEvent>) {
        // A round lasts until the start of the King player's next turn (§4.0).
        if self.puzzle == Some(seat) {
            self.puzzle = None;
            ev.push(GameEvent::RestrictionEnded {
                restriction: Restriction::SinglesOnly,
            });
        }
        if let Some((p, s)) = self.chess
            && s == seat
        {
            self.chess = None;
            ev.push(GameEvent::RestrictionEnded {
                restriction: Restriction::NoParity(p),
            });
        }
    }

    /// Checks that every card and queen is somewhere exactly once.
    pub fn check_integrity(&self) -> Result<(), IntegrityError> {
        let mut seen = [0u8; DECK_SIZE];
        let piles = [&self.draw, &self.discard, &self.removed, &self.in_play];
        for c in piles
            .into_iter()
            .flatten()
            .chain(self.hands.iter().flatten())
        {
            if !c.is_valid() {
                return Err(IntegrityError::CardOutOfRange(c.0));
            }
            seen[c.0 as usize] += 1;
        }
        if let Some(i) = seen.iter().position(|n| *n != 1) {
            return Err(IntegrityError::Card {
                id: i,
                places: seen[i],
            });
        }
        let mut queens = [0u8; 12];
        for q in self.grid.iter().flatten() {
            queens[q.queen.index()] += 1;
        }
        for q in self.owned.iter().flatten() {
            queens[q.queen.index()] += 1;
        }
        for q in &self.king.hat_pool {
            queens[q.index()] += 1;
        }
        if let Some(i) = queens.iter().position(|n| *n != 1) {
            return Err(IntegrityError::Queen {
                queen: Queen::ALL[i],
                places: queens[i],
            });
        }
        Ok(())
    }
}
