//! The state of one game of Mad Queens and every rule of docs/rules.md (M-1 … M-10).
//!
//! Plays are simultaneous (M-2), so each seat draws its randomness from its own stream
//! of the game's seed, and whatever a play changes that others could see (a shared
//! banned card hit, temporary cards discarded, cards owed from the banned deck) waits
//! for the round's end, settled in seat order. The order in which seats make their
//! choices within a round therefore never changes any card.

use super::cards::{PlayingCard, Seat, Suit};
use super::event::{BannedRef, GameEnd, JokerSource, MadEvent, PlayEnd, PlaySummary, Told};
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

pub const MIN_PLAYERS: u8 = 1;
pub const MAX_PLAYERS: u8 = 6;
/// A player may end their game at the start of a play with this many cards left or
/// fewer (M-10).
pub const STOP_AT: usize = 12;
/// Revealed queens that end a player's game once paid (M-10).
pub const QUEENS: usize = 4;

/// The revision of the rules new games are played under: docs/rules.md as it reads now.
/// Revision 1 is the rules as this engine first read them (an exact match hit only the
/// card it equalled; a hit card left its slot before its replacement was drawn; the
/// banned joker's matches hit banned cards, and a queen could be one of them). A record
/// replays under the revision it was played with, so an old save is the same game.
pub const MAD_RULES_REVISION: u8 = 2;

/// How a game is set up (M-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MadSetup {
    pub players: u8,
    /// The rules' revision ([`MAD_RULES_REVISION`]); a record without one was played
    /// under revision 1.
    #[serde(default = "MadSetup::first_revision")]
    pub revision: u8,
    /// A prepared deal (a lesson's); a game dealt from its seed alone has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<MadDeal>,
}

/// A prepared deal: the top cards of some decks and of the banned deck, top first; the
/// rest of each lies under them in the seed's order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MadDeal {
    /// Each seat's top cards (a seat without an entry, or with none, is shuffled).
    pub tops: Vec<Vec<PlayingCard>>,
    pub banned_top: Vec<PlayingCard>,
}

impl MadDeal {
    /// Whether the deal fits a table of `players`: a deck holds no queen (they wait
    /// beside it, M-1) and no card twice.
    fn check(&self, players: u8) -> Result<(), MadSetupError> {
        let unique = |cards: &[PlayingCard]| {
            cards
                .iter()
                .enumerate()
                .all(|(i, c)| !cards[..i].contains(c))
        };
        if self.tops.len() > players as usize
            || self
                .tops
                .iter()
                .any(|t| !unique(t) || t.iter().any(|c| c.is_queen()))
            || !unique(&self.banned_top)
        {
            return Err(MadSetupError(
                "a prepared deal names a queen in a deck, a card twice or a seat not at the table"
                    .into(),
            ));
        }
        Ok(())
    }
}

impl MadSetup {
    /// A game under the rules as they read now.
    pub fn new(players: u8) -> MadSetup {
        MadSetup {
            players,
            revision: MAD_RULES_REVISION,
            deal: None,
        }
    }

    fn first_revision() -> u8 {
        1
    }

    pub fn check(&self) -> Result<(), MadSetupError> {
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.players) {
            return Err(MadSetupError(format!(
                "a game of Mad Queens has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {}",
                self.players
            )));
        }
        if !(1..=MAD_RULES_REVISION).contains(&self.revision) {
            return Err(MadSetupError(format!(
                "this game was played under revision {} of the Mad Queens rules, and this \
                 version knows revisions 1 to {MAD_RULES_REVISION}: update the game to open it",
                self.revision
            )));
        }
        if let Some(deal) = &self.deal {
            deal.check(self.players)?;
        }
        Ok(())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MadSetupError(pub String);

impl fmt::Display for MadSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for MadSetupError {}

/// A player's choice (M-2, M-10).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MadAction {
    /// Turn the top card of the deck (and start the play, when it has not started).
    Reveal,
    /// Put the row onto the bank, ending the play.
    Bank,
    /// End your game, at the start of a play with 12 or fewer cards left.
    Stop,
}

impl fmt::Display for MadAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MadAction::Reveal => "reveal",
            MadAction::Bank => "bank",
            MadAction::Stop => "stop",
        })
    }
}

/// What a seat is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MadDecision {
    /// The play is open: reveal another card or bank the row (M-2). With the deck
    /// empty, only banking is offered (M-10).
    RevealOrBank { can_reveal: bool },
    /// A play is about to start with 12 or fewer cards left: start it, or end the
    /// game (M-10).
    StartOrStop,
}

impl MadDecision {
    pub fn legal(self) -> Vec<MadAction> {
        match self {
            MadDecision::RevealOrBank { can_reveal: true } => {
                vec![MadAction::Reveal, MadAction::Bank]
            }
            MadDecision::RevealOrBank { can_reveal: false } => vec![MadAction::Bank],
            MadDecision::StartOrStop => vec![MadAction::Reveal, MadAction::Stop],
        }
    }
}

/// Why a choice was refused. Nothing changes when one is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MadError {
    NoSuchSeat(Seat),
    GameOver,
    /// The seat has no decision to make now (its play is over, or its game).
    NotYourDecision(Seat),
    /// Not one of the seat's legal actions.
    NotLegal {
        seat: Seat,
        action: MadAction,
    },
}

impl fmt::Display for MadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MadError::NoSuchSeat(s) => write!(f, "there is no seat {s}"),
            MadError::GameOver => f.write_str("the game is over"),
            MadError::NotYourDecision(s) => write!(f, "seat {s} has nothing to decide now"),
            MadError::NotLegal { seat, action } => {
                write!(f, "seat {seat} cannot {action} now")
            }
        }
    }
}
impl std::error::Error for MadError {}

/// A card in a bank: exact matches lie face up and score double (M-4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Banked {
    pub card: PlayingCard,
    pub exact: bool,
}

impl Banked {
    pub fn points(self) -> u32 {
        self.card.points() * if self.exact { 2 } else { 1 }
    }
}

/// Points of a bank (M-10).
pub fn bank_points(bank: &[Banked]) -> u32 {
    bank.iter().map(|b| b.points()).sum()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Phase {
    Open,
    StartOrStop,
    Done,
}

/// One player's cards and play.
#[derive(Clone, Debug)]
pub(crate) struct Player {
    /// Face down; the top is the last card.
    pub deck: Vec<PlayingCard>,
    /// Queens waiting beside the deck, the next to go in first (M-1, M-7).
    pub waiting: Vec<PlayingCard>,
    /// The cards revealed in this play and not banked or discarded yet.
    pub row: Vec<PlayingCard>,
    /// Every card revealed in this play, for what a queen costs (M-6).
    pub this_play: Vec<PlayingCard>,
    /// Face down, the top the last card.
    pub bank: Vec<Banked>,
    pub discard: Vec<PlayingCard>,
    /// Revealed queens, set aside where everyone can count them (M-6).
    pub queens: Vec<PlayingCard>,
    pub temporary: Vec<PlayingCard>,
    /// Temporary cards discarded in this play: they reach the banned discard when the
    /// round ends, so that no play changes what another seat sees before then.
    pub temporary_spent: Vec<PlayingCard>,
    /// Shared banned slots hit in this play (replaced when the round ends, M-8).
    pub hit: [bool; 2],
    /// Temporary cards owed by banks with no queen waiting (M-7).
    pub owed: u8,
    pub phase: Phase,
    pub out: Option<GameEnd>,
    /// Whether the player started a play this round, and how it went.
    pub played: bool,
    pub exact: Vec<PlayingCard>,
    pub queens_paid: Vec<(PlayingCard, u8)>,
    pub play_end: Option<PlayEnd>,
    /// This seat's own stream: its shuffles and the queens' places (M-7).
    pub rng: ChaCha8Rng,
}

/// A player as everyone knows them: how things stood when the round began.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicPlayer {
    pub deck_len: usize,
    pub waiting: Vec<PlayingCard>,
    pub bank: Vec<Banked>,
    pub discard: Vec<PlayingCard>,
    pub queens: Vec<PlayingCard>,
    pub temporary: Vec<PlayingCard>,
    pub out: Option<GameEnd>,
}

impl PublicPlayer {
    pub fn points(&self) -> u32 {
        bank_points(&self.bank)
    }
}

/// The end of the game: points by seat and the winners (M-10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MadResult {
    pub points: Vec<u32>,
    pub winners: Vec<Seat>,
}

/// A whole game of Mad Queens.
#[derive(Clone, Debug)]
pub struct MadState {
    /// The rules' revision ([`MAD_RULES_REVISION`]).
    pub(crate) revision: u8,
    pub(crate) players: Vec<Player>,
    /// The two shared banned cards (a slot is empty only before the setup turns its
    /// first card, or under revision 1 when the banned deck is used up).
    pub(crate) banned: [Option<PlayingCard>; 2],
    /// Face down; the top is the last card.
    pub(crate) banned_deck: Vec<PlayingCard>,
    pub(crate) banned_discard: Vec<PlayingCard>,
    pub(crate) round: u32,
    /// The banned deck's stream.
    pub(crate) rng: ChaCha8Rng,
    /// Every player as of the round's start.
    pub(crate) public: Vec<PublicPlayer>,
    pub(crate) result: Option<MadResult>,
}

/// Where events go, and whose play they belong to.
struct Out<'a> {
    told: &'a mut Vec<Told>,
    private_to: Option<Seat>,
}

impl Out<'_> {
    fn tell(&mut self, event: MadEvent) {
        self.told.push(Told {
            event,
            private_to: self.private_to,
        });
    }
}

impl MadState {
    /// A new game: decks shuffled, queens set aside, two banned cards turned (M-1), and
    /// the first round started. Same setup and seed, same game.
    pub fn new(setup: &MadSetup, seed: u64) -> Result<(MadState, Vec<Told>), MadSetupError> {
        let mut state = MadState::deal(setup, seed)?;
        let told = state.begin();
        Ok((state, told))
    }

    /// The decks shuffled and the queens set aside; no banned card turned yet.
    pub(crate) fn deal(setup: &MadSetup, seed: u64) -> Result<MadState, MadSetupError> {
        setup.check()?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut banned_deck: Vec<PlayingCard> = PlayingCard::deck().collect();
        banned_deck.shuffle(&mut rng);
        // A prepared deal's cards go on top (the top is the last card).
        let stack = |deck: &mut Vec<PlayingCard>, top_first: &[PlayingCard]| {
            deck.retain(|c| !top_first.contains(c));
            deck.extend(top_first.iter().rev());
        };
        let deal = setup.deal.clone().unwrap_or_default();
        stack(&mut banned_deck, &deal.banned_top);
        let players = (0..setup.players)
            .map(|seat| {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                rng.set_stream(u64::from(seat) + 1);
                let (waiting, mut deck): (Vec<_>, Vec<_>) =
                    PlayingCard::deck().partition(|c| c.is_queen());
                deck.shuffle(&mut rng);
                if let Some(top) = deal.tops.get(seat as usize) {
                    stack(&mut deck, top);
                }
                Player {
                    deck,
                    waiting,
                    ..Player::idle(Phase::Done, None, rng)
                }
            })
            .collect();
        Ok(MadState {
            revision: setup.revision,
            players,
            banned: [None, None],
            banned_deck,
            banned_discard: Vec::new(),
            round: 0,
            rng,
            public: Vec::new(),
            result: None,
        })
    }

    /// Turns the banned cards (M-1) and starts the first round.
    pub(crate) fn begin(&mut self) -> Vec<Told> {
        self.begin_with(&[])
    }

    /// [`MadState::begin`], with the seats given a row (the test builder's) in the
    /// middle of a play that revealed it, open for their choice.
    pub(crate) fn begin_with(&mut self, rows: &[Option<Vec<PlayingCard>>]) -> Vec<Told> {
        let mut told = Vec::new();
        let mut out = Out {
            told: &mut told,
            private_to: None,
        };
        self.settle(&mut out, [false; 2]);
        self.start_round_with(&mut told, rows);
        self.advance(&mut told);
        told
    }

    pub fn players(&self) -> u8 {
        self.players.len() as u8
    }

    /// The rules' revision the game is played under.
    pub fn revision(&self) -> u8 {
        self.revision
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    pub fn banned(&self) -> [Option<PlayingCard>; 2] {
        self.banned
    }

    pub fn result(&self) -> Option<&MadResult> {
        self.result.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.result.is_some()
    }

    /// How `seat`'s game ended, once it has (public: everyone sees a player go out).
    pub fn out(&self, seat: Seat) -> Option<GameEnd> {
        self.players.get(seat as usize).and_then(|p| p.out)
    }

    /// Points banked so far by `seat` (everything it banked, not only what is public).
    pub fn points(&self, seat: Seat) -> u32 {
        self.players
            .get(seat as usize)
            .map_or(0, |p| bank_points(&p.bank))
    }

    /// What `seat` must decide now, if anything.
    pub fn decision(&self, seat: Seat) -> Option<MadDecision> {
        let p = self.players.get(seat as usize)?;
        if self.result.is_some() || p.out.is_some() {
            return None;
        }
        match p.phase {
            Phase::Open => Some(MadDecision::RevealOrBank {
                can_reveal: !p.deck.is_empty(),
            }),
            Phase::StartOrStop => Some(MadDecision::StartOrStop),
            Phase::Done => None,
        }
    }

    /// Seats with a decision to make, in seat order: the round goes on until none is left.
    pub fn waiting_for(&self) -> Vec<Seat> {
        (0..self.players())
            .filter(|&s| self.decision(s).is_some())
            .collect()
    }

    pub fn legal(&self, seat: Seat) -> Vec<MadAction> {
        self.decision(seat)
            .map_or_else(Vec::new, MadDecision::legal)
    }

    /// Applies `seat`'s choice; refused, with nothing changed, unless it is legal.
    pub fn apply(&mut self, seat: Seat, action: MadAction) -> Result<Vec<Told>, MadError> {
        if seat >= self.players() {
            return Err(MadError::NoSuchSeat(seat));
        }
        if self.result.is_some() {
            return Err(MadError::GameOver);
        }
        let Some(decision) = self.decision(seat) else {
            return Err(MadError::NotYourDecision(seat));
        };
        if !decision.legal().contains(&action) {
            return Err(MadError::NotLegal { seat, action });
        }
        let mut told = Vec::new();
        let mut out = Out {
            told: &mut told,
            private_to: Some(seat),
        };
        match action {
            MadAction::Reveal => self.reveal(seat, 1, false, &mut out),
            MadAction::Bank => self.bank_row(seat, &mut out),
            MadAction::Stop => self.end_game(seat, GameEnd::Stopped, &mut out),
        }
        self.advance(&mut told);
        Ok(told)
    }

    // ----- a play -----

    /// Starts `seat`'s play of the round at hand: for a table imagined from one seat's
    /// observation, where the others' plays of the round are made anew.
    pub(crate) fn start_play_of(&mut self, seat: Seat) {
        let mut told = Vec::new();
        let mut out = Out {
            told: &mut told,
            private_to: Some(seat),
        };
        self.start_play(seat, &mut out);
    }

    fn start_play(&mut self, seat: Seat, out: &mut Out) {
        let p = &mut self.players[seat as usize];
        p.row.clear();
        p.this_play.clear();
        p.exact.clear();
        p.queens_paid.clear();
        p.play_end = None;
        p.played = true;
        if p.deck.is_empty() {
            self.end_game(seat, GameEnd::DeckEmpty, out);
        } else if p.deck.len() <= STOP_AT {
            p.phase = Phase::StartOrStop;
        } else {
            self.reveal(seat, 1, false, out);
        }
    }

    /// Reveals `n` cards at once and resolves them: exact matches, then queens, then a
    /// bust; then the reveals they force (M-3 … M-6).
    fn reveal(&mut self, seat: Seat, mut n: usize, mut forced: bool, out: &mut Out) {
        loop {
            let p = &mut self.players[seat as usize];
            let take = n.min(p.deck.len());
            if take == 0 {
                return self.end_game(seat, GameEnd::DeckEmpty, out);
            }
            let at = p.deck.len() - take;
            let mut batch = p.deck.split_off(at);
            batch.reverse();
            for &card in &batch {
                out.tell(MadEvent::Revealed { seat, card, forced });
                p.this_play.push(card);
            }
            let mut rest = Vec::new();
            for card in batch {
                match self.exact_match(seat, card) {
                    Some(banned) => self.bank_exact(seat, card, banned, true, out),
                    None => rest.push(card),
                }
            }
            let (queens, cards): (Vec<PlayingCard>, Vec<PlayingCard>) =
                rest.iter().partition(|c| c.is_queen());
            self.players[seat as usize].row.extend(&cards);
            if !self.pay_all(seat, &queens, out) {
                return;
            }
            if let Some((card, banned)) = rest.iter().find_map(|&c| {
                let hits = self.bans(seat, c);
                (!hits.is_empty()).then_some((c, hits))
            }) {
                // The banned card the summary names (a hit card stays until replaced).
                let hit = match banned[0] {
                    BannedRef::Shared(slot) => self.banned[slot as usize],
                    BannedRef::Temporary(c) => Some(c),
                }
                .unwrap_or(card);
                for &b in &banned {
                    self.hit(seat, b, out);
                }
                let p = &mut self.players[seat as usize];
                let row = std::mem::take(&mut p.row);
                p.discard.extend(&row);
                p.phase = Phase::Done;
                p.play_end = Some(PlayEnd::Bust { card, hit });
                out.tell(MadEvent::Bust {
                    seat,
                    card,
                    banned: banned[0],
                    row,
                });
                return;
            }
            if take < n {
                return self.end_game(seat, GameEnd::DeckEmpty, out);
            }
            n = queens.len() + 2 * cards.iter().filter(|c| c.is_joker()).count();
            if n == 0 {
                self.players[seat as usize].phase = Phase::Open;
                return;
            }
            forced = true;
        }
    }

    /// The banned card `card` equals exactly, shared first (M-4).
    fn exact_match(&self, seat: Seat, card: PlayingCard) -> Option<BannedRef> {
        (0..2u8)
            .find(|&i| self.banned[i as usize].is_some_and(|b| b.matches_exactly(card)))
            .map(BannedRef::Shared)
            .or_else(|| {
                self.players[seat as usize]
                    .temporary
                    .iter()
                    .find(|t| t.matches_exactly(card))
                    .map(|&t| BannedRef::Temporary(t))
            })
    }

    /// Every banned card that `card` busts against (M-3).
    fn bans(&self, seat: Seat, card: PlayingCard) -> Vec<BannedRef> {
        let shared = (0..2u8)
            .filter(|&i| self.banned[i as usize].is_some_and(|b| b.bans(card)))
            .map(BannedRef::Shared);
        let temporary = self.players[seat as usize]
            .temporary
            .iter()
            .filter(|t| t.bans(card))
            .map(|&t| BannedRef::Temporary(t));
        shared.chain(temporary).collect()
    }

    /// An exact match is banked face up (M-4) and hits every banned card it matches in
    /// any way, exactly, by value or by a banned queen's suit, shared and temporary
    /// alike (revision 1: only the card it equals). In a banned joker's event it hits
    /// nothing (`hits`: false, M-9).
    fn bank_exact(
        &mut self,
        seat: Seat,
        card: PlayingCard,
        banned: BannedRef,
        hits: bool,
        out: &mut Out,
    ) {
        let p = &mut self.players[seat as usize];
        p.bank.push(Banked { card, exact: true });
        p.exact.push(card);
        out.tell(MadEvent::ExactMatch { seat, card, banned });
        if !hits {
            return;
        }
        if self.revision < 2 {
            return self.hit(seat, banned, out);
        }
        let shared = (0..2u8)
            .filter(|&i| {
                self.banned[i as usize].is_some_and(|b| b.matches_exactly(card) || b.bans(card))
            })
            .map(BannedRef::Shared);
        let temporary = self.players[seat as usize]
            .temporary
            .iter()
            .find(|t| t.matches_exactly(card) || t.bans(card))
            .map(|&t| BannedRef::Temporary(t));
        for b in shared.chain(temporary).collect::<Vec<_>>() {
            self.hit(seat, b, out);
        }
    }

    /// A banned card was hit: a shared one is replaced when the round ends (M-8); a
    /// temporary one takes all the seat's temporary cards with it (M-7).
    fn hit(&mut self, seat: Seat, banned: BannedRef, out: &mut Out) {
        let p = &mut self.players[seat as usize];
        match banned {
            BannedRef::Shared(i) => p.hit[i as usize] = true,
            BannedRef::Temporary(_) => {
                if p.temporary.is_empty() {
                    return;
                }
                let cards = std::mem::take(&mut p.temporary);
                p.temporary_spent.extend(&cards);
                out.tell(MadEvent::TemporaryDiscarded { seat, cards });
            }
        }
    }

    /// Pays the queens revealed together, in order (M-6): true if the play goes on.
    fn pay_all(&mut self, seat: Seat, queens: &[PlayingCard], out: &mut Out) -> bool {
        for (i, &queen) in queens.iter().enumerate() {
            if !self.pay(seat, queen, out) {
                // The game ended on her: the queens revealed with her are never paid
                // and lie with the revealed queens, like her (M-10).
                self.players[seat as usize].queens.extend(&queens[i + 1..]);
                return false;
            }
        }
        true
    }

    /// Pays a queen (M-6): true if the play goes on.
    fn pay(&mut self, seat: Seat, queen: PlayingCard, out: &mut Out) -> bool {
        let p = &mut self.players[seat as usize];
        let same_suit = p
            .this_play
            .iter()
            .filter(|&&c| c != queen && c.suit() == queen.suit())
            .count();
        let cost = 2 + same_suit;
        p.queens.push(queen);
        if p.bank.len() < cost {
            out.tell(MadEvent::QueenUnpaid {
                seat,
                queen,
                cost: cost as u8,
                bank: p.bank.len() as u8,
            });
            self.end_game(seat, GameEnd::CannotPay, out);
            return false;
        }
        let at = p.bank.len() - cost;
        let paid: Vec<PlayingCard> = p.bank.split_off(at).iter().rev().map(|b| b.card).collect();
        p.discard.extend(&paid);
        p.queens_paid.push((queen, cost as u8));
        out.tell(MadEvent::QueenPaid { seat, queen, paid });
        if p.queens.len() >= QUEENS {
            self.end_game(seat, GameEnd::FourthQueen, out);
            return false;
        }
        true
    }

    fn bank_row(&mut self, seat: Seat, out: &mut Out) {
        let p = &mut self.players[seat as usize];
        let cards = std::mem::take(&mut p.row);
        p.bank
            .extend(cards.iter().map(|&card| Banked { card, exact: false }));
        p.phase = Phase::Done;
        p.play_end = Some(PlayEnd::Banked {
            cards: cards.len() as u8,
            points: cards.iter().map(|c| c.points()).sum(),
        });
        out.tell(MadEvent::Banked { seat, cards });
        self.after_bank(seat, out);
    }

    /// The step after every bank: a waiting queen goes into the deck at a random place,
    /// or, with none waiting, a temporary banned card is owed (M-7).
    fn after_bank(&mut self, seat: Seat, out: &mut Out) {
        let p = &mut self.players[seat as usize];
        if p.waiting.is_empty() {
            p.owed += 1;
            out.tell(MadEvent::TemporaryOwed { seat });
        } else {
            let queen = p.waiting.remove(0);
            let at = p.rng.random_range(0..=p.deck.len());
            p.deck.insert(at, queen);
            out.tell(MadEvent::QueenShuffledIn {
                seat,
                suit: queen.suit().unwrap_or(Suit::Hearts),
            });
        }
    }

    /// The player's game is over (M-10): the row is discarded.
    fn end_game(&mut self, seat: Seat, end: GameEnd, out: &mut Out) {
        let p = &mut self.players[seat as usize];
        let cards = std::mem::take(&mut p.row);
        if !cards.is_empty() {
            p.discard.extend(&cards);
            out.tell(MadEvent::Discarded { seat, cards });
        }
        p.out = Some(end);
        p.phase = Phase::Done;
        p.play_end = Some(PlayEnd::GameEnded(end));
        out.tell(MadEvent::PlayerOut { seat, end });
    }

    // ----- rounds -----

    fn start_round(&mut self, told: &mut Vec<Told>) {
        self.start_round_with(told, &[]);
    }

    fn start_round_with(&mut self, told: &mut Vec<Told>, rows: &[Option<Vec<PlayingCard>>]) {
        self.round += 1;
        told.push(Told::public(MadEvent::RoundStarted { round: self.round }));
        for seat in 0..self.players() {
            let p = &mut self.players[seat as usize];
            p.played = false;
            if p.out.is_some() {
                continue;
            }
            if let Some(row) = rows.get(seat as usize).and_then(Option::as_ref) {
                p.played = true;
                p.row = row.clone();
                p.this_play = row.clone();
                p.phase = Phase::Open;
                continue;
            }
            let mut out = Out {
                told: &mut *told,
                private_to: Some(seat),
            };
            self.start_play(seat, &mut out);
        }
    }

    /// Ends rounds whose plays are all over, until someone has a choice or the game is
    /// over.
    pub(crate) fn advance(&mut self, told: &mut Vec<Told>) {
        while self.result.is_none() && self.waiting_for().is_empty() {
            self.end_round(told);
            if self.players.iter().all(|p| p.out.is_some()) {
                self.finish(told);
            } else {
                self.start_round(told);
            }
        }
    }

    fn end_round(&mut self, told: &mut Vec<Told>) {
        let plays = self
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.played)
            .map(|(seat, p)| PlaySummary {
                seat: seat as Seat,
                revealed: p.this_play.clone(),
                exact: p.exact.clone(),
                queens: p.queens_paid.clone(),
                end: p.play_end.unwrap_or(PlayEnd::GameEnded(GameEnd::DeckEmpty)),
            })
            .collect();
        told.push(Told::public(MadEvent::RoundEnded {
            round: self.round,
            plays,
        }));
        let mut hit = [false; 2];
        for p in &mut self.players {
            for (h, ph) in hit.iter_mut().zip(&mut p.hit) {
                *h |= std::mem::take(ph);
            }
            self.banned_discard.append(&mut p.temporary_spent);
        }
        let mut out = Out {
            told,
            private_to: None,
        };
        if self.revision < 2 {
            // Revision 1: a hit card left its slot before its replacement was drawn.
            for (slot, was_hit) in hit.into_iter().enumerate() {
                if was_hit && let Some(card) = self.banned[slot].take() {
                    self.banned_discard.push(card);
                    out.tell(MadEvent::BannedDiscarded {
                        slot: slot as u8,
                        card,
                    });
                }
            }
            hit = [false; 2];
        }
        self.settle(&mut out, hit);
    }

    /// Settles everything between plays: temporary cards owed, in seat order (M-2,
    /// M-7); the shared cards hit in the round (`replace`) replaced, first slot then
    /// second, never two of one value (M-1, M-8); banned jokers' events, each joker then
    /// replaced (M-9). A slot whose card cannot be replaced keeps it.
    fn settle(&mut self, out: &mut Out, mut replace: [bool; 2]) {
        // A slot with nothing left to turn into it: not tried again this time.
        let mut stuck = [false; 2];
        // Once every game has ended, nothing is left for a banned card to do.
        while self.players.iter().any(|p| p.out.is_none()) {
            if let Some(seat) = (0..self.players()).find(|&s| self.players[s as usize].owed > 0) {
                self.players[seat as usize].owed -= 1;
                self.draw_temporary(seat, out);
            } else if let Some(slot) =
                (0..2).find(|&i| !stuck[i] && (replace[i] || self.banned[i].is_none()))
            {
                replace[slot] = false;
                stuck[slot] = !self.turn_banned(slot, out);
            } else if let Some(slot) = (0..2)
                .find(|&i| !stuck[i] && !replace[i] && self.banned[i].is_some_and(|c| c.is_joker()))
            {
                self.joker_event(JokerSource::Shared(slot as u8), out);
                if self.revision < 2 {
                    // Revision 1: the joker left its slot, and the slot was filled then.
                    if let Some(card) = self.banned[slot].take() {
                        self.banned_discard.push(card);
                        out.tell(MadEvent::BannedDiscarded {
                            slot: slot as u8,
                            card,
                        });
                    }
                } else {
                    // Replaced like a hit card, after any temporary card owed.
                    replace[slot] = true;
                }
            } else {
                break;
            }
        }
        self.public = self.players.iter().map(Player::public).collect();
    }

    /// Cards left to draw from the banned deck, its discard included.
    fn banned_pool(&self) -> usize {
        self.banned_deck.len() + self.banned_discard.len()
    }

    fn draw_banned(&mut self, out: &mut Out) -> Option<PlayingCard> {
        if self.banned_deck.is_empty() && !self.banned_discard.is_empty() {
            self.banned_deck = std::mem::take(&mut self.banned_discard);
            self.banned_deck.shuffle(&mut self.rng);
            out.tell(MadEvent::BannedDeckReshuffled {
                cards: self.banned_deck.len() as u8,
            });
        }
        self.banned_deck.pop()
    }

    /// Turns cards for a shared slot until one's value differs from the other banned
    /// card's (M-1): the card in the slot, if any, goes to the banned discard only once
    /// its replacement is there (M-8). False, and the slot unchanged, if the banned deck
    /// and its discard have nothing left that fits.
    fn turn_banned(&mut self, slot: usize, out: &mut Out) -> bool {
        let replaced = self.banned[slot];
        for _ in 0..self.banned_pool() {
            let Some(card) = self.draw_banned(out) else {
                break;
            };
            if self.banned[1 - slot].is_some_and(|o| o.same_value(card)) {
                self.banned_discard.push(card);
                out.tell(MadEvent::BannedTurnedAway {
                    slot: slot as u8,
                    card,
                });
                continue;
            }
            self.banned[slot] = Some(card);
            out.tell(MadEvent::BannedTurned {
                slot: slot as u8,
                card,
            });
            if let Some(old) = replaced {
                self.banned_discard.push(old);
                out.tell(MadEvent::BannedDiscarded {
                    slot: slot as u8,
                    card: old,
                });
            }
            return true;
        }
        out.tell(MadEvent::BannedDeckExhausted);
        false
    }

    /// One temporary card for `seat` (M-7): a joker runs its event for that seat alone,
    /// is discarded, and another is drawn.
    fn draw_temporary(&mut self, seat: Seat, out: &mut Out) {
        for _ in 0..=self.banned_pool() {
            let pool = self.banned_deck.iter().chain(&self.banned_discard);
            if self.players[seat as usize].out.is_some() {
                return;
            }
            if !pool.clone().any(|c| !c.is_joker()) {
                break;
            }
            let Some(card) = self.draw_banned(out) else {
                break;
            };
            out.tell(MadEvent::TemporaryDrawn { seat, card });
            if card.is_joker() {
                self.joker_event(JokerSource::Temporary(seat), out);
                self.banned_discard.push(card);
            } else {
                self.players[seat as usize].temporary.push(card);
                return;
            }
        }
        out.tell(MadEvent::BannedDeckExhausted);
    }

    /// A banned joker's event (M-9): each player it concerns reveals two cards and banks
    /// both if one matches the other banned card (or is a joker), else discards both.
    fn joker_event(&mut self, source: JokerSource, out: &mut Out) {
        out.tell(MadEvent::JokerEvent { source });
        let (seats, against): (Vec<Seat>, Vec<PlayingCard>) = match source {
            JokerSource::Shared(slot) => (
                (0..self.players()).collect(),
                self.banned[1 - slot as usize].into_iter().collect(),
            ),
            JokerSource::Temporary(seat) => {
                (vec![seat], self.banned.iter().flatten().copied().collect())
            }
        };
        for seat in seats {
            if self.players[seat as usize].out.is_none() {
                self.joker_reveal(seat, &against, out);
            }
        }
    }

    fn joker_reveal(&mut self, seat: Seat, against: &[PlayingCard], out: &mut Out) {
        let p = &mut self.players[seat as usize];
        p.this_play.clear();
        if p.deck.len() < 2 {
            // A reveal is required and the deck runs out (M-10).
            let cards = std::mem::take(&mut p.deck);
            for &card in &cards {
                out.tell(MadEvent::Revealed {
                    seat,
                    card,
                    forced: true,
                });
            }
            let (queens, rest): (Vec<PlayingCard>, Vec<PlayingCard>) =
                cards.iter().partition(|c| c.is_queen());
            p.queens.extend(queens);
            p.row.extend(rest);
            return self.end_game(seat, GameEnd::DeckEmpty, out);
        }
        let at = p.deck.len() - 2;
        let mut cards = p.deck.split_off(at);
        cards.reverse();
        for &card in &cards {
            out.tell(MadEvent::Revealed {
                seat,
                card,
                forced: true,
            });
        }
        p.this_play.extend(&cards);
        // A queen is paid, never a match (revision 1: she could be one).
        let queen_matches = self.revision < 2;
        let matched = cards.iter().any(|&c| {
            c.is_joker()
                || ((queen_matches || !c.is_queen())
                    && against.iter().any(|&b| b.bans(c) || b == c))
        });
        let (queens, rest): (Vec<PlayingCard>, Vec<PlayingCard>) =
            cards.iter().partition(|c| c.is_queen());
        // The row holds the pair while queens are paid, so that a game ending then
        // discards them.
        p.row.extend(&rest);
        if !self.pay_all(seat, &queens, out) {
            return;
        }
        let p = &mut self.players[seat as usize];
        let rest = std::mem::take(&mut p.row);
        if !matched {
            p.discard.extend(&rest);
            out.tell(MadEvent::Discarded { seat, cards: rest });
            return;
        }
        // The event's matches are banked, exact ones double, and hit nothing
        // (revision 1: they hit what they matched).
        let hits = self.revision < 2;
        let mut plain = Vec::new();
        for card in rest {
            match self.exact_match(seat, card) {
                Some(banned) => self.bank_exact(seat, card, banned, hits, out),
                None => plain.push(card),
            }
        }
        let p = &mut self.players[seat as usize];
        p.bank
            .extend(plain.iter().map(|&card| Banked { card, exact: false }));
        out.tell(MadEvent::Banked { seat, cards: plain });
        if !hits {
            return self.after_bank(seat, out);
        }
        // Revision 1: a shared card hit now is replaced before the next play.
        for slot in 0..2 {
            if std::mem::take(&mut self.players[seat as usize].hit[slot])
                && let Some(card) = self.banned[slot].take()
            {
                self.banned_discard.push(card);
                out.tell(MadEvent::BannedDiscarded {
                    slot: slot as u8,
                    card,
                });
            }
        }
        let spent = std::mem::take(&mut self.players[seat as usize].temporary_spent);
        self.banned_discard.extend(spent);
        self.after_bank(seat, out);
    }

    fn finish(&mut self, told: &mut Vec<Told>) {
        let points: Vec<u32> = (0..self.players()).map(|s| self.points(s)).collect();
        let best = points.iter().copied().max().unwrap_or(0);
        let winners = (0..self.players())
            .filter(|&s| points[s as usize] == best)
            .collect::<Vec<_>>();
        told.push(Told::public(MadEvent::GameOver {
            points: points.clone(),
            winners: winners.clone(),
        }));
        self.result = Some(MadResult { points, winners });
    }

    // ----- for tests and observations -----

    /// Checks that no card is lost or doubled: every player's deck and the banned deck
    /// hold each of their 54 cards exactly once, wherever they lie.
    pub fn check_integrity(&self) -> Result<(), MadIntegrityError> {
        let full: Vec<PlayingCard> = PlayingCard::deck().collect();
        let (players, banned) = self.census();
        if let Some(seat) = players.iter().position(|cards| *cards != full) {
            return Err(MadIntegrityError::Deck {
                seat: Some(seat as Seat),
                cards: players[seat].len(),
            });
        }
        if banned != full {
            return Err(MadIntegrityError::Deck {
                seat: None,
                cards: banned.len(),
            });
        }
        Ok(())
    }

    /// Every card of every deck, by where it is: each player's 54, then the banned
    /// deck's 54. For the property that no card is ever lost or doubled.
    pub fn census(&self) -> (Vec<Vec<PlayingCard>>, Vec<PlayingCard>) {
        let players = self
            .players
            .iter()
            .map(|p| {
                let mut all: Vec<PlayingCard> = p.deck.clone();
                all.extend(&p.waiting);
                all.extend(&p.row);
                all.extend(p.bank.iter().map(|b| b.card));
                all.extend(&p.discard);
                all.extend(&p.queens);
                all.sort();
                all
            })
            .collect();
        let mut banned: Vec<PlayingCard> = self.banned.iter().flatten().copied().collect();
        banned.extend(&self.banned_deck);
        banned.extend(&self.banned_discard);
        for p in &self.players {
            banned.extend(&p.temporary);
            banned.extend(&p.temporary_spent);
        }
        banned.sort();
        (players, banned)
    }

    /// Deals the hidden cards again: each deck and the banned deck in a new order. What
    /// any seat observes stays the same (the observation property).
    pub fn shuffle_hidden(&mut self, rng: &mut impl rand::Rng) {
        for p in &mut self.players {
            p.deck.shuffle(rng);
        }
        self.banned_deck.shuffle(rng);
    }
}

impl Player {
    /// A player holding no cards, in `phase`.
    pub(crate) fn idle(phase: Phase, out: Option<GameEnd>, rng: ChaCha8Rng) -> Player {
        Player {
            deck: Vec::new(),
            waiting: Vec::new(),
            row: Vec::new(),
            this_play: Vec::new(),
            bank: Vec::new(),
            discard: Vec::new(),
            queens: Vec::new(),
            temporary: Vec::new(),
            temporary_spent: Vec::new(),
            hit: [false; 2],
            owed: 0,
            phase,
            out,
            played: false,
            exact: Vec::new(),
            queens_paid: Vec::new(),
            play_end: None,
            rng,
        }
    }

    fn public(&self) -> PublicPlayer {
        PublicPlayer {
            deck_len: self.deck.len(),
            waiting: self.waiting.clone(),
            bank: self.bank.clone(),
            discard: self.discard.clone(),
            queens: self.queens.clone(),
            temporary: self.temporary.clone(),
            out: self.out,
        }
    }
}

/// A card lost or doubled ([`MadState::check_integrity`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MadIntegrityError {
    /// A player's deck (`None`: the banned deck) does not hold its 54 cards once each;
    /// it holds `cards` cards.
    Deck { seat: Option<Seat>, cards: usize },
}

impl std::fmt::Display for MadIntegrityError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MadIntegrityError::Deck {
                seat: Some(seat),
                cards,
            } => write!(
                f,
                "seat {seat}'s deck does not hold its 54 cards once each ({cards} cards)"
            ),
            MadIntegrityError::Deck { seat: None, cards } => write!(
                f,
                "the banned deck does not hold its 54 cards once each ({cards} cards)"
            ),
        }
    }
}

impl std::error::Error for MadIntegrityError {}
