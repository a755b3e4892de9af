//! What one seat may know (M-2): its own play as it goes; every other player as they
//! stood when the round began; the banned cards; no deck's order.

use super::cards::{PlayingCard, Seat};
use super::event::{GameEnd, MadEvent};
use super::state::{
    Banked, MadAction, MadDecision, MadResult, MadState, Phase, PublicPlayer, bank_points,
};
use serde::{Deserialize, Serialize};

/// A seat's own cards, seen as they are now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnView {
    /// The cards still in the deck, sorted: a player knows their deck's cards (all 54
    /// less what has come out), never their order.
    pub deck: Vec<PlayingCard>,
    pub waiting: Vec<PlayingCard>,
    pub row: Vec<PlayingCard>,
    /// Every card revealed in this play (what a queen would cost, M-6).
    pub this_play: Vec<PlayingCard>,
    pub bank: Vec<Banked>,
    pub discard: Vec<PlayingCard>,
    pub queens: Vec<PlayingCard>,
    pub temporary: Vec<PlayingCard>,
    /// Whether this play has ended (banked, bust, or the game over).
    pub play_over: bool,
    pub out: Option<GameEnd>,
}

impl OwnView {
    pub fn points(&self) -> u32 {
        bank_points(&self.bank)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MadObservation {
    pub seat: Seat,
    pub round: u32,
    pub banned: [Option<PlayingCard>; 2],
    pub banned_deck_len: usize,
    pub banned_discard: Vec<PlayingCard>,
    pub me: OwnView,
    /// Every seat (this one too) as everyone knew them when the round began.
    pub table: Vec<PublicPlayer>,
    pub decision: Option<MadDecision>,
    pub legal: Vec<MadAction>,
    pub result: Option<MadResult>,
    /// The events this seat has seen, oldest first.
    pub history: Vec<MadEvent>,
}

impl MadObservation {
    pub fn players(&self) -> u8 {
        self.table.len() as u8
    }

    /// Cards in the deck that would bust the next reveal if it were a plain one: the
    /// banned values and suits, shared and temporary (M-3), less exact matches (M-4).
    pub fn busting_cards(&self) -> usize {
        self.me.deck.iter().filter(|&&c| self.busts(c)).count()
    }

    /// Whether revealing `card` now would bust the row (M-3, M-4).
    pub fn busts(&self, card: PlayingCard) -> bool {
        let banned = || self.banned.iter().flatten().chain(&self.me.temporary);
        !banned().any(|b| b.matches_exactly(card)) && banned().any(|b| b.bans(card))
    }

    /// Whether `card` would be banked at once as an exact match (M-4).
    pub fn exact(&self, card: PlayingCard) -> bool {
        self.banned
            .iter()
            .flatten()
            .chain(&self.me.temporary)
            .any(|b| b.matches_exactly(card))
    }

    /// The chance that the next card busts, from what this seat has seen (the hint).
    pub fn bust_chance(&self) -> f64 {
        if self.me.deck.is_empty() {
            0.0
        } else {
            self.busting_cards() as f64 / self.me.deck.len() as f64
        }
    }
}

impl MadState {
    /// What `seat` may know now (without the history; see `MadGame::observe`).
    pub fn observe(&self, seat: Seat) -> MadObservation {
        let p = &self.players[seat as usize];
        let mut deck = p.deck.clone();
        deck.sort();
        let decision = self.decision(seat);
        MadObservation {
            seat,
            round: self.round,
            banned: self.banned,
            banned_deck_len: self.banned_deck.len(),
            banned_discard: self.banned_discard.clone(),
            me: OwnView {
                deck,
                waiting: p.waiting.clone(),
                row: p.row.clone(),
                this_play: p.this_play.clone(),
                bank: p.bank.clone(),
                discard: p.discard.clone(),
                queens: p.queens.clone(),
                temporary: p.temporary.clone(),
                play_over: p.phase == Phase::Done,
                out: p.out,
            },
            table: self.public.clone(),
            decision,
            legal: decision.map_or_else(Vec::new, MadDecision::legal),
            result: self.result.clone(),
            history: Vec::new(),
        }
    }
}
