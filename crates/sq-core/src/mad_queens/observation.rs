//! What one seat may know (M-2): its own play as it goes; every other player as they
//! stood when the round began; the banned cards; no deck's order.

use super::cards::{DECK_CARDS, PlayingCard, Seat};
use super::event::{GameEnd, MadEvent};
use super::state::{
    Banked, MadAction, MadDecision, MadResult, MadSetup, MadSetupError, MadState, Phase, Player,
    PublicPlayer, bank_points,
};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
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
    /// The rules' revision the game is played under (`MAD_RULES_REVISION`).
    pub revision: u8,
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

    /// Whether this is an observation a game could give (one that came from another
    /// program, such as a server, is checked before a table shows it), and if not, why.
    pub fn check(&self) -> Result<(), MadObservationError> {
        let players = self.players();
        self.setup().check().map_err(MadObservationError::Setup)?;
        if self.seat >= players {
            return Err(MadObservationError::Seat {
                seat: self.seat,
                players,
            });
        }
        if self.banned_deck_len > PlayingCard::deck().count() {
            return Err(MadObservationError::BannedDeck);
        }
        if self.legal != self.decision.map_or_else(Vec::new, MadDecision::legal) {
            return Err(MadObservationError::Legal);
        }
        if self.result.as_ref().is_some_and(|r| {
            r.points.len() != players as usize || r.winners.iter().any(|&w| w >= players)
        }) {
            return Err(MadObservationError::Result);
        }
        Ok(())
    }

    /// The setup of the game observed.
    pub fn setup(&self) -> MadSetup {
        MadSetup {
            revision: self.revision,
            ..MadSetup::new(self.players())
        }
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
            revision: self.revision,
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

impl MadObservation {
    /// Where this seat's play stands, from its decision.
    pub(crate) fn phase(&self) -> Phase {
        match self.decision {
            Some(MadDecision::RevealOrBank { .. }) => Phase::Open,
            Some(MadDecision::StartOrStop) => Phase::StartOrStop,
            None => Phase::Done,
        }
    }

    /// The banned cards this seat cannot see (in the slots, the banned discard, its
    /// own temporary row or another's), in the deck's order: what the banned deck
    /// holds. Every seat's temporary row as the round began counts too: a row this
    /// seat's play has hit is out of the banned deck until the round's end takes it to
    /// the discard.
    pub(crate) fn unseen_banned(&self) -> Vec<PlayingCard> {
        let mut seen = vec![false; PlayingCard::deck().count()];
        let shown = self
            .banned
            .iter()
            .flatten()
            .chain(&self.banned_discard)
            .chain(&self.me.temporary)
            .chain(self.table.iter().flat_map(|p| &p.temporary));
        for c in shown {
            if let Some(s) = seen.get_mut(c.index() as usize) {
                *s = true;
            }
        }
        PlayingCard::deck()
            .filter(|c| !seen[c.index() as usize])
            .collect()
    }
}

impl Player {
    /// `obs`'s seat's own cards as it sees them (its deck in the order it is given), its
    /// play where the observation stands. Temporary cards its play has hit are held
    /// until the round's end takes them to the banned discard, as the engine does.
    pub(crate) fn own(obs: &MadObservation, rng: ChaCha8Rng) -> Player {
        let me = &obs.me;
        let spent = obs.table.get(obs.seat as usize).map_or_else(Vec::new, |p| {
            p.temporary
                .iter()
                .filter(|c| !me.temporary.contains(c))
                .copied()
                .collect()
        });
        // In an open play every banned card its cards match was hit by an exact match
        // (a card banned otherwise would have ended it): the round's end replaces it.
        let hit = obs.banned.map(|slot| {
            slot.is_some_and(|b| {
                obs.phase() == Phase::Open
                    && me
                        .this_play
                        .iter()
                        .any(|&c| b.matches_exactly(c) || (obs.revision >= 2 && b.bans(c)))
            })
        });
        Player {
            deck: me.deck.clone(),
            waiting: me.waiting.clone(),
            row: me.row.clone(),
            this_play: me.this_play.clone(),
            bank: me.bank.clone(),
            discard: me.discard.clone(),
            queens: me.queens.clone(),
            temporary: me.temporary.clone(),
            temporary_spent: spent,
            hit,
            played: true,
            ..Player::idle(obs.phase(), me.out, rng)
        }
    }

    /// Another seat as `public` shows it at the round's start: its deck is every card of
    /// its 54 not seen out of it, in a random order; its play of the round not begun.
    pub(crate) fn rival(public: &PublicPlayer, rng: &mut impl Rng) -> Player {
        let mut out = [false; DECK_CARDS];
        for c in public
            .waiting
            .iter()
            .chain(&public.discard)
            .chain(&public.queens)
            .chain(public.bank.iter().map(|b| &b.card))
        {
            out[c.index() as usize] = true;
        }
        let mut deck: Vec<PlayingCard> = PlayingCard::deck()
            .filter(|c| !out[c.index() as usize])
            .collect();
        deck.shuffle(rng);
        Player {
            deck,
            waiting: public.waiting.clone(),
            bank: public.bank.clone(),
            discard: public.discard.clone(),
            queens: public.queens.clone(),
            temporary: public.temporary.clone(),
            ..Player::idle(
                Phase::Done,
                public.out,
                ChaCha8Rng::seed_from_u64(rng.next_u64()),
            )
        }
    }
}

impl MadState {
    /// The game as `obs`'s seat knows it: its own cards exactly (its deck's order
    /// unknown: sorted), every other player as the round began, the banned deck made of
    /// cards the seat cannot see. What a network client keeps of a game played at a
    /// server: observed for that seat it gives `obs` again, and it holds nothing the
    /// seat may not know.
    pub fn info_set(obs: &MadObservation) -> MadState {
        let rng = || ChaCha8Rng::seed_from_u64(0);
        let players = obs
            .table
            .iter()
            .enumerate()
            .map(|(s, public)| {
                if s as Seat == obs.seat {
                    Player::own(obs, rng())
                } else {
                    Player::idle(Phase::Done, public.out, rng())
                }
            })
            .collect();
        let mut banned_deck = obs.unseen_banned();
        banned_deck.truncate(obs.banned_deck_len);
        MadState {
            revision: obs.revision,
            players,
            banned: obs.banned,
            banned_deck,
            banned_discard: obs.banned_discard.clone(),
            round: obs.round,
            rng: rng(),
            public: obs.table.clone(),
            result: obs.result.clone(),
        }
    }

    /// The whole table as `obs`'s seat may imagine it, one of the games that fit what it
    /// knows: its own cards as they are and its deck in a random order; every other player
    /// as the round began (their plays of it are hidden, so made anew here) with their
    /// decks in a random order; the banned deck made of the cards the seat cannot see, in a
    /// random order. Every stream of chance is drawn from `rng`.
    pub(crate) fn table_from(obs: &MadObservation, rng: &mut impl Rng) -> MadState {
        // The seat's own player, then each other one put in its place around it.
        let mut state = MadState::solo_from(obs, rng);
        for (seat, public) in obs.table.iter().enumerate() {
            if seat as Seat != obs.seat {
                state.players.insert(seat, Player::rival(public, rng));
            }
        }
        state.public = obs.table.clone();
        for seat in 0..state.players() {
            if seat != obs.seat && state.players[seat as usize].out.is_none() {
                state.start_play_of(seat);
            }
        }
        state
    }
}

/// Why an observation read from elsewhere cannot be one a game gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MadObservationError {
    Setup(MadSetupError),
    Seat { seat: Seat, players: u8 },
    BannedDeck,
    Legal,
    Result,
}

impl std::fmt::Display for MadObservationError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MadObservationError::Setup(e) => e.fmt(f),
            MadObservationError::Seat { seat, players } => {
                write!(f, "seat {seat} of {players} players")
            }
            MadObservationError::BannedDeck => {
                f.write_str("the banned deck holds more cards than a deck")
            }
            MadObservationError::Legal => {
                f.write_str("the legal choices do not match the decision")
            }
            MadObservationError::Result => f.write_str("the result does not fit the table"),
        }
    }
}
impl std::error::Error for MadObservationError {}
