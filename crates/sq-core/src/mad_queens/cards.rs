//! A standard deck of 54 playing cards (52 and two jokers), and what a banned card bans
//! (M-3, M-4, M-9).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, numbered from 0.
pub type Seat = u8;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Suit {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    pub fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }
}

/// The queen's rank: a queen bans her suit, not this value (M-9).
pub const QUEEN: u8 = 12;

/// The number of cards in one deck.
pub const DECK_CARDS: usize = 54;

/// One card of a 54-card deck: `0..52` are `suit × 13 + rank − 1` (rank 1 = ace, 11 =
/// jack, 12 = queen, 13 = king), `52` and `53` the two jokers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct PlayingCard(u8);

impl PlayingCard {
    pub const JOKERS: [PlayingCard; 2] = [PlayingCard(52), PlayingCard(53)];

    /// The card of `suit` and `rank` (1 to 13).
    pub fn new(suit: Suit, rank: u8) -> PlayingCard {
        debug_assert!((1..=13).contains(&rank));
        PlayingCard(suit as u8 * 13 + rank.clamp(1, 13) - 1)
    }

    /// Cards by their short names, rank then suit, apart by spaces: `"8S 10H QD AC"`. A
    /// name that is no card is left out. For prepared deals and the tests' tables.
    pub fn named(names: &str) -> Vec<PlayingCard> {
        names
            .split_whitespace()
            .filter_map(|name| {
                let (rank, suit) = name.split_at(name.len().saturating_sub(1));
                let suit = match suit {
                    "C" => Suit::Clubs,
                    "D" => Suit::Diamonds,
                    "H" => Suit::Hearts,
                    "S" => Suit::Spades,
                    _ => return None,
                };
                let rank = match rank {
                    "A" => 1,
                    "J" => 11,
                    "Q" => QUEEN,
                    "K" => 13,
                    n => n.parse().ok().filter(|r| (2..=10).contains(r))?,
                };
                Some(PlayingCard::new(suit, rank))
            })
            .collect()
    }

    pub fn from_index(index: u8) -> Option<PlayingCard> {
        (index < DECK_CARDS as u8).then_some(PlayingCard(index))
    }

    pub fn index(self) -> u8 {
        self.0
    }

    /// Every card of one deck, in index order.
    pub fn deck() -> impl Iterator<Item = PlayingCard> {
        (0..DECK_CARDS as u8).map(PlayingCard)
    }

    pub fn is_joker(self) -> bool {
        self.0 >= 52
    }

    pub fn suit(self) -> Option<Suit> {
        (!self.is_joker()).then(|| Suit::ALL[(self.0 / 13) as usize])
    }

    /// 1 (ace) to 13 (king); `None` for a joker, which has no value.
    pub fn rank(self) -> Option<u8> {
        (!self.is_joker()).then_some(self.0 % 13 + 1)
    }

    pub fn is_queen(self) -> bool {
        self.rank() == Some(QUEEN)
    }

    pub fn is_heart(self) -> bool {
        self.suit() == Some(Suit::Hearts)
    }

    /// What the card scores in a bank: 1, a heart 2 (M-10; a joker 1, M-5).
    pub fn points(self) -> u32 {
        if self.is_heart() { 2 } else { 1 }
    }

    /// Whether this card, as a banned card, bans `card`: by value, or by suit for a
    /// banned queen (M-3, M-9). A joker neither bans nor is banned.
    pub fn bans(self, card: PlayingCard) -> bool {
        if self.is_joker() || card.is_joker() {
            false
        } else if self.is_queen() {
            self.suit() == card.suit()
        } else {
            self.rank() == card.rank()
        }
    }

    /// Whether `card` is this banned card exactly, value and suit (M-4). A queen never
    /// is: she is paid, never banked (M-6).
    pub fn matches_exactly(self, card: PlayingCard) -> bool {
        self == card && !card.is_joker() && !card.is_queen()
    }

    /// Whether two banned cards would share a value, which two shown banned cards never
    /// do (M-1). Jokers have none.
    pub fn same_value(self, other: PlayingCard) -> bool {
        self.rank().is_some() && self.rank() == other.rank()
    }

    /// The name of the card's picture under `assets/playing/`, without `.png`:
    /// `clubs_a`, `hearts_10`, `spades_q`, `joker_1`, `joker_2`.
    pub fn file_stem(self) -> String {
        match self.suit() {
            Some(suit) => format!("{}_{}", suit.name(), self.rank_name().to_lowercase()),
            None => format!("joker_{}", self.0 - 51),
        }
    }

    /// "A", "2" … "10", "J", "Q", "K", or "Joker".
    pub fn rank_name(self) -> &'static str {
        const NAMES: [&str; 13] = [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ];
        match self.rank() {
            Some(r) => NAMES[(r - 1) as usize],
            None => "Joker",
        }
    }
}

impl TryFrom<u8> for PlayingCard {
    type Error = NoSuchCard;
    fn try_from(index: u8) -> Result<PlayingCard, NoSuchCard> {
        PlayingCard::from_index(index).ok_or(NoSuchCard(index))
    }
}

/// A card index read from a file or a message that names no card.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoSuchCard(pub u8);

impl fmt::Display for NoSuchCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no card has the index {}", self.0)
    }
}
impl std::error::Error for NoSuchCard {}

impl From<PlayingCard> for u8 {
    fn from(card: PlayingCard) -> u8 {
        card.0
    }
}

impl fmt::Display for PlayingCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.suit() {
            Some(suit) => write!(f, "{}{}", self.rank_name(), suit.symbol()),
            None => f.write_str("Joker"),
        }
    }
}

impl fmt::Debug for PlayingCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cards_are_named_rank_then_suit_and_a_wrong_name_is_left_out() {
        assert_eq!(
            PlayingCard::named("AC 10H QD KS 7X 1H 11C Q"),
            vec![
                PlayingCard::new(Suit::Clubs, 1),
                PlayingCard::new(Suit::Hearts, 10),
                PlayingCard::new(Suit::Diamonds, QUEEN),
                PlayingCard::new(Suit::Spades, 13),
            ]
        );
    }

    #[test]
    fn a_deck_has_52_cards_and_two_jokers_each_once() {
        let cards: Vec<_> = PlayingCard::deck().collect();
        assert_eq!(cards.len(), 54);
        assert_eq!(cards.iter().filter(|c| c.is_joker()).count(), 2);
        assert_eq!(cards.iter().filter(|c| c.is_queen()).count(), 4);
        for suit in Suit::ALL {
            for rank in 1..=13 {
                let c = PlayingCard::new(suit, rank);
                assert_eq!((c.suit(), c.rank()), (Some(suit), Some(rank)));
            }
        }
        assert_eq!(PlayingCard::new(Suit::Hearts, 10).to_string(), "10♥");
    }

    #[test]
    fn m_9_a_banned_queen_bans_her_suit_not_queens() {
        let q = PlayingCard::new(Suit::Clubs, QUEEN);
        assert!(q.bans(PlayingCard::new(Suit::Clubs, 3)));
        assert!(!q.bans(PlayingCard::new(Suit::Hearts, QUEEN)));
        let eight = PlayingCard::new(Suit::Spades, 8);
        assert!(eight.bans(PlayingCard::new(Suit::Hearts, 8)));
        assert!(!eight.bans(PlayingCard::JOKERS[0]));
        assert!(eight.matches_exactly(eight));
        assert!(!q.matches_exactly(q));
    }
}
