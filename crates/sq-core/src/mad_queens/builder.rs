//! Tables set up by hand, for the rule tests: given decks, banks, queens, temporary
//! cards, banned cards, the banned deck and its discard, plays in progress and games
//! already over; every card not placed lies in its discard pile (a player's, or the
//! banned one), so that all 54 of each deck are still accounted for.

use super::cards::{PlayingCard, Seat};
use super::event::{GameEnd, Told};
use super::state::{Banked, MAD_RULES_REVISION, MadSetup, MadSetupError, MadState, Phase};

#[derive(Clone, Debug)]
pub struct MadBuilder {
    players: u8,
    seed: u64,
    revision: u8,
    decks: Vec<Option<Vec<PlayingCard>>>,
    banks: Vec<Vec<Banked>>,
    waiting: Vec<Option<Vec<PlayingCard>>>,
    temporary: Vec<Vec<PlayingCard>>,
    queens: Vec<Vec<PlayingCard>>,
    rows: Vec<Option<Vec<PlayingCard>>>,
    out: Vec<Option<GameEnd>>,
    banned: [Option<PlayingCard>; 2],
    banned_top: Vec<PlayingCard>,
    banned_deck: Option<Vec<PlayingCard>>,
    banned_discard: Vec<PlayingCard>,
}

impl MadBuilder {
    pub fn new(players: u8) -> MadBuilder {
        let n = players as usize;
        MadBuilder {
            players,
            seed: 1,
            revision: MAD_RULES_REVISION,
            decks: vec![None; n],
            banks: vec![Vec::new(); n],
            waiting: vec![None; n],
            temporary: vec![Vec::new(); n],
            queens: vec![Vec::new(); n],
            rows: vec![None; n],
            out: vec![None; n],
            banned: [None, None],
            banned_top: Vec::new(),
            banned_deck: None,
            banned_discard: Vec::new(),
        }
    }

    pub fn seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }

    /// The rules' revision the table plays under (the current one unless said).
    pub fn revision(mut self, revision: u8) -> Self {
        self.revision = revision;
        self
    }

    /// `seat`'s deck, the top card first.
    pub fn deck(mut self, seat: Seat, top_first: &[PlayingCard]) -> Self {
        self.decks[seat as usize] = Some(top_first.to_vec());
        self
    }

    /// `seat`'s bank, the bottom card first (plain cards).
    pub fn bank(mut self, seat: Seat, bottom_first: &[PlayingCard]) -> Self {
        self.banks[seat as usize] = bottom_first
            .iter()
            .map(|&card| Banked { card, exact: false })
            .collect();
        self
    }

    /// The queens still waiting beside `seat`'s deck (all four unless said).
    pub fn waiting(mut self, seat: Seat, queens: &[PlayingCard]) -> Self {
        self.waiting[seat as usize] = Some(queens.to_vec());
        self
    }

    /// Queens `seat` has already revealed and set aside.
    pub fn revealed_queens(mut self, seat: Seat, queens: &[PlayingCard]) -> Self {
        self.queens[seat as usize] = queens.to_vec();
        self
    }

    pub fn temporary(mut self, seat: Seat, cards: &[PlayingCard]) -> Self {
        self.temporary[seat as usize] = cards.to_vec();
        self
    }

    /// `seat` is in the middle of a play that has revealed `row` (in order, none of them
    /// banned) and waits for its choice: reveal or bank.
    pub fn row(mut self, seat: Seat, revealed: &[PlayingCard]) -> Self {
        self.rows[seat as usize] = Some(revealed.to_vec());
        self
    }

    /// `seat`'s game is over, ended as `end` says (M-10): it plays no more, and its bank
    /// is final.
    pub fn out(mut self, seat: Seat, end: GameEnd) -> Self {
        self.out[seat as usize] = Some(end);
        self
    }

    /// The two shared banned cards, as if turned at setup.
    pub fn banned(mut self, first: PlayingCard, second: PlayingCard) -> Self {
        self.banned = [Some(first), Some(second)];
        self
    }

    /// The next cards of the banned deck, the top first (turned before any others); the
    /// rest of it is every banned card not placed, in the seed's order.
    pub fn banned_deck_top(mut self, top_first: &[PlayingCard]) -> Self {
        self.banned_top = top_first.to_vec();
        self
    }

    /// The whole banned deck, the top first: every banned card not placed elsewhere
    /// lies in the banned discard, under the cards given to [`MadBuilder::banned_discard`].
    pub fn banned_deck(mut self, top_first: &[PlayingCard]) -> Self {
        self.banned_deck = Some(top_first.to_vec());
        self
    }

    /// The banned discard pile, the bottom card first.
    pub fn banned_discard(mut self, bottom_first: &[PlayingCard]) -> Self {
        self.banned_discard = bottom_first.to_vec();
        self
    }

    /// The table, with the first round started (the seats with a row in the middle of
    /// their play).
    pub fn start(self) -> Result<(MadState, Vec<Told>), MadSetupError> {
        let setup = MadSetup {
            revision: self.revision,
            ..MadSetup::new(self.players)
        };
        let mut state = MadState::deal(&setup, self.seed)?;
        for (seat, p) in state.players.iter_mut().enumerate() {
            let mut placed = Vec::new();
            if let Some(deck) = &self.decks[seat] {
                p.deck = deck.iter().rev().copied().collect();
                placed.extend(deck.iter().copied());
            }
            if let Some(waiting) = &self.waiting[seat] {
                p.waiting = waiting.clone();
            }
            placed.extend(p.waiting.iter().copied());
            p.queens = self.queens[seat].clone();
            placed.extend(p.queens.iter().copied());
            p.bank = self.banks[seat].clone();
            placed.extend(p.bank.iter().map(|b| b.card));
            if let Some(row) = &self.rows[seat] {
                placed.extend(row.iter().copied());
            }
            if self.decks[seat].is_none() {
                p.deck.retain(|c| !placed.contains(c));
                placed.extend(p.deck.iter().copied());
            }
            // Queens neither waiting, in the deck nor revealed lie among the revealed ones,
            // as if met before; every other card not placed is in the discard pile.
            let (queens, rest): (Vec<PlayingCard>, Vec<PlayingCard>) = PlayingCard::deck()
                .filter(|c| !placed.contains(c))
                .partition(|c| c.is_queen());
            p.queens.extend(queens);
            p.discard = rest;
            p.temporary = self.temporary[seat].clone();
            if let Some(end) = self.out[seat] {
                p.out = Some(end);
                p.phase = Phase::Done;
            }
        }
        let mut taken: Vec<PlayingCard> = self.banned.iter().flatten().copied().collect();
        taken.extend(self.temporary.iter().flatten());
        taken.extend(&self.banned_discard);
        match &self.banned_deck {
            Some(deck) => {
                taken.extend(deck);
                let mut discard: Vec<PlayingCard> =
                    PlayingCard::deck().filter(|c| !taken.contains(c)).collect();
                discard.extend(&self.banned_discard);
                state.banned_discard = discard;
                state.banned_deck = deck.iter().rev().copied().collect();
            }
            None => {
                taken.extend(&self.banned_top);
                state.banned_deck.retain(|c| !taken.contains(c));
                state.banned_deck.extend(self.banned_top.iter().rev());
                state.banned_discard = self.banned_discard.clone();
            }
        }
        state.banned = self.banned;
        let told = state.begin_with(&self.rows);
        Ok((state, told))
    }
}
