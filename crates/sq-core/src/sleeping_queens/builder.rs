//! Sets a table up directly: hands, grid, owned queens, piles. For tests and studies.

use super::cards::{Card, CardId, Queen, Seat};
use super::numbers::Parity;
use super::ruleset::RuleSet;
use super::state::{
    GRID_SLOTS, GameState, GridQueen, IntegrityError, OwnedQueen, Setup, SetupError, Task,
};
use rand::SeedableRng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

#[derive(Clone, Debug)]
pub struct TableBuilder {
    seats: u8,
    rules: RuleSet,
    current: Seat,
    hands: Vec<Vec<Card>>,
    grid: [Option<GridQueen>; GRID_SLOTS],
    owned: Vec<Vec<(Queen, bool)>>,
    draw_top: Vec<Card>,
    discard: Vec<Card>,
    seed: u64,
    puzzle: Option<Seat>,
    chess: Option<(Parity, Seat)>,
    empty_draw: bool,
    no_piles: bool,
    ask_always: u8,
}

impl TableBuilder {
    pub fn new(seats: u8, rules: RuleSet) -> TableBuilder {
        TableBuilder {
            seats,
            rules,
            current: 0,
            hands: vec![Vec::new(); seats as usize],
            grid: [None; GRID_SLOTS],
            owned: vec![Vec::new(); seats as usize],
            draw_top: Vec::new(),
            discard: Vec::new(),
            seed: 1,
            puzzle: None,
            chess: None,
            empty_draw: false,
            no_piles: false,
            ask_always: 0,
        }
    }

    pub fn classic(seats: u8) -> TableBuilder {
        TableBuilder::new(seats, RuleSet::classic())
    }
    pub fn extended(seats: u8) -> TableBuilder {
        TableBuilder::new(seats, RuleSet::extended())
    }

    /// `seat`'s hand, by card kind.
    pub fn hand(mut self, seat: Seat, cards: &[Card]) -> Self {
        self.hands[seat as usize] = cards.to_vec();
        self
    }
    /// A queen in a slot.
    pub fn slot(mut self, slot: u8, queen: Queen, face_up: bool) -> Self {
        self.grid[slot as usize] = Some(GridQueen { queen, face_up });
        self
    }
    pub fn own(mut self, seat: Seat, queen: Queen) -> Self {
        self.owned[seat as usize].push((queen, false));
        self
    }
    /// An owned queen hidden by the Cookie King.
    pub fn own_hidden(mut self, seat: Seat, queen: Queen) -> Self {
        self.owned[seat as usize].push((queen, true));
        self
    }
    /// Cards on top of the draw pile, the first drawn first.
    pub fn draw_top(mut self, cards: &[Card]) -> Self {
        self.draw_top = cards.to_vec();
        self
    }
    /// Nothing left to draw: every card not in a hand is in the discard pile.
    pub fn empty_draw_pile(mut self) -> Self {
        self.empty_draw = true;
        self
    }
    /// Nothing left to draw or reshuffle: every card not in a hand has left the game
    /// (as if burned by Fire Kings).
    pub fn no_piles(mut self) -> Self {
        self.no_piles = true;
        self
    }
    pub fn discard(mut self, cards: &[Card]) -> Self {
        self.discard = cards.to_vec();
        self
    }
    /// These seats are asked in every window, holding an answer or not.
    pub fn ask_always(mut self, seats: &[Seat]) -> Self {
        self.ask_always = seats.iter().fold(0, |m, s| m | 1 << s);
        self
    }
    pub fn turn_of(mut self, seat: Seat) -> Self {
        self.current = seat;
        self
    }
    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }
    pub fn puzzle_by(mut self, seat: Seat) -> Self {
        self.puzzle = Some(seat);
        self
    }
    pub fn chess_by(mut self, seat: Seat, parity: Parity) -> Self {
        self.chess = Some((parity, seat));
        self
    }

    /// The table, at the start of `turn_of`'s turn. Queens not placed go face down into
    /// the free slots in order; cards not placed go to the draw pile, shuffled.
    pub fn build(self) -> Result<GameState, BuildError> {
        let setup = Setup {
            seats: self.seats,
            rules: self.rules.clone(),
            starting_seat: Some(self.current),
            ask_always: self.ask_always,
            deal: None,
        };
        setup.check().map_err(BuildError::Setup)?;
        let mut state = GameState::new(&setup, self.seed).map_err(BuildError::Setup)?;
        let mut free: Vec<CardId> = CardId::all().collect();
        let mut take = |kind: Card| -> Result<CardId, BuildError> {
            let i = free
                .iter()
                .position(|c| c.card() == kind)
                .ok_or(BuildError::NoneLeft(kind))?;
            Ok(free.remove(i))
        };
        let mut hands = Vec::new();
        for h in &self.hands {
            hands.push(h.iter().map(|c| take(*c)).collect::<Result<Vec<_>, _>>()?);
        }
        let top: Vec<CardId> = self
            .draw_top
            .iter()
            .map(|c| take(*c))
            .collect::<Result<_, _>>()?;
        let discard: Vec<CardId> = self
            .discard
            .iter()
            .map(|c| take(*c))
            .collect::<Result<_, _>>()?;
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        free.shuffle(&mut rng);
        let (mut draw, mut discard) = (free, discard);
        if self.empty_draw {
            discard.append(&mut draw);
        }
        draw.extend(top.into_iter().rev());
        let mut removed = Vec::new();
        if self.no_piles {
            removed.append(&mut draw);
            removed.append(&mut discard);
        }

        let mut grid = self.grid;
        let mut placed: Vec<Queen> = grid.iter().flatten().map(|g| g.queen).collect();
        placed.extend(self.owned.iter().flatten().map(|(q, _)| *q));
        for q in Queen::ALL {
            if placed.iter().filter(|p| **p == q).count() > 1 {
                return Err(BuildError::PlacedTwice(q));
            }
        }
        for q in Queen::ALL {
            if !placed.contains(&q) {
                let slot = grid
                    .iter()
                    .position(|g| g.is_none())
                    .ok_or(BuildError::NoFreeSlot)?;
                grid[slot] = Some(GridQueen {
                    queen: q,
                    face_up: false,
                });
            }
        }
        state.grid = grid;
        state.last_seen = std::array::from_fn(|i| grid[i].filter(|g| g.face_up).map(|g| g.queen));
        state.owned = self
            .owned
            .iter()
            .map(|row| {
                row.iter()
                    .map(|(queen, cookie_hidden)| OwnedQueen {
                        queen: *queen,
                        cookie_hidden: *cookie_hidden,
                    })
                    .collect()
            })
            .collect();
        state.hands = hands.iter().map(|h| h.iter().copied().collect()).collect();
        state.draw = draw.into_iter().collect();
        state.discard = discard.into_iter().collect();
        state.removed = removed.into_iter().collect();
        state.known_in_hand = Default::default();
        state.puzzle = self.puzzle;
        state.chess = self.chess;
        state.current = self.current;
        state.turn = 0;
        state.pending = None;
        state.tasks = [Task::StartTurn].into_iter().collect();
        let mut ev = Vec::new();
        state.run(&mut ev);
        state.check_integrity().map_err(BuildError::Integrity)?;
        Ok(state)
    }
}

/// Why a table cannot be built as described.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    Setup(SetupError),
    /// Every copy of this card is placed already.
    NoneLeft(Card),
    PlacedTwice(Queen),
    NoFreeSlot,
    Integrity(IntegrityError),
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Setup(e) => e.fmt(f),
            BuildError::NoneLeft(card) => write!(f, "no {card} left to place"),
            BuildError::PlacedTwice(queen) => write!(f, "{queen} is placed twice"),
            BuildError::NoFreeSlot => f.write_str("no free slot"),
            BuildError::Integrity(e) => e.fmt(f),
        }
    }
}
impl std::error::Error for BuildError {}
