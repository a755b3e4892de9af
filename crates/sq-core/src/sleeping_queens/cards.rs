//! The 79 cards (docs/rules.md): 12 queens with green backs and 67 deck cards with red backs.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat at the table, numbered 0..n-1; clockwise is increasing (T-1).
pub type Seat = u8;

/// The background family of a queen, which only Tie-Dye King reads (X-K-TIE).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Family {
    Red,
    Green,
    Other,
}

#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub enum Queen {
    #[default]
    Heart,
    Cat,
    Dog,
    Pancake,
    Ladybug,
    Moon,
    Peacock,
    Sunflower,
    Cake,
    Rainbow,
    Rose,
    Starfish,
}

impl Queen {
    pub const ALL: [Queen; 12] = [
        Queen::Heart,
        Queen::Cat,
        Queen::Dog,
        Queen::Pancake,
        Queen::Ladybug,
        Queen::Moon,
        Queen::Peacock,
        Queen::Sunflower,
        Queen::Cake,
        Queen::Rainbow,
        Queen::Rose,
        Queen::Starfish,
    ];

    pub const fn points(self) -> u32 {
        match self {
            Queen::Heart => 20,
            Queen::Cat | Queen::Dog | Queen::Pancake => 15,
            Queen::Ladybug | Queen::Moon | Queen::Peacock | Queen::Sunflower => 10,
            Queen::Cake | Queen::Rainbow | Queen::Rose | Queen::Starfish => 5,
        }
    }

    pub fn family(self) -> Family {
        match self {
            Queen::Cat | Queen::Pancake | Queen::Cake | Queen::Starfish => Family::Red,
            Queen::Heart | Queen::Dog | Queen::Ladybug | Queen::Rose => Family::Green,
            Queen::Moon | Queen::Peacock | Queen::Sunflower | Queen::Rainbow => Family::Other,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Queen::Heart => "Heart Queen",
            Queen::Cat => "Cat Queen",
            Queen::Dog => "Dog Queen",
            Queen::Pancake => "Pancake Queen",
            Queen::Ladybug => "Ladybug Queen",
            Queen::Moon => "Moon Queen",
            Queen::Peacock => "Peacock Queen",
            Queen::Sunflower => "Sunflower Queen",
            Queen::Cake => "Cake Queen",
            Queen::Rainbow => "Rainbow Queen",
            Queen::Rose => "Rose Queen",
            Queen::Starfish => "Starfish Queen",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub(crate) fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

impl fmt::Display for Queen {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum King {
    Puzzle,
    BubbleGum,
    Chess,
    Hat,
    Cookie,
    TieDye,
    Fire,
    Turtle,
}

impl King {
    pub const ALL: [King; 8] = [
        King::Puzzle,
        King::BubbleGum,
        King::Chess,
        King::Hat,
        King::Cookie,
        King::TieDye,
        King::Fire,
        King::Turtle,
    ];

    pub fn name(self) -> &'static str {
        match self {
            King::Puzzle => "Puzzle King",
            King::BubbleGum => "Bubble Gum King",
            King::Chess => "Chess King",
            King::Hat => "Hat King",
            King::Cookie => "Cookie King",
            King::TieDye => "Tie-Dye King",
            King::Fire => "Fire King",
            King::Turtle => "Turtle King",
        }
    }
}

/// What a deck card is. Several physical cards share a kind; see [`CardId`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Card {
    King(King),
    Jester,
    Knight,
    Potion,
    Wand,
    Dragon,
    Number(u8),
}

/// How many card kinds there are ([`Card::index`]).
pub const KINDS: usize = 23;

impl Card {
    /// A small number per kind, for counting and sets: the 8 kings, the 5 power cards,
    /// then the numbers 1 to 10.
    pub const fn index(self) -> usize {
        match self {
            Card::King(k) => k as usize,
            Card::Jester => 8,
            Card::Knight => 9,
            Card::Potion => 10,
            Card::Wand => 11,
            Card::Dragon => 12,
            Card::Number(n) => {
                12 + if n < 1 {
                    1
                } else if n > 10 {
                    10
                } else {
                    n
                } as usize
            }
        }
    }

    pub fn name(self) -> String {
        match self {
            Card::King(k) => k.name().to_string(),
            Card::Jester => "Jester".into(),
            Card::Knight => "Knight".into(),
            Card::Potion => "Sleeping Potion".into(),
            Card::Wand => "Magic Wand".into(),
            Card::Dragon => "Dragon".into(),
            Card::Number(n) => format!("{n}"),
        }
    }

    pub fn number(self) -> Option<u8> {
        match self {
            Card::Number(n) => Some(n),
            _ => None,
        }
    }

    pub fn is_king(self) -> bool {
        matches!(self, Card::King(_))
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

/// Number of deck cards (red backs).
pub const DECK_SIZE: usize = 67;

/// One physical deck card. Ids 0..67 in a fixed order: 8 kings, 5 jesters, 4 knights,
/// 4 potions, 3 wands, 3 dragons, then the numbers 1..10 four of each.
/// The id reveals the card's kind, so it is itself hidden information.
/// (The default, id 0, only fills the unused room of a fixed-size pile.)
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct CardId(pub u8);

const fn card_of(id: u8) -> Card {
    match id {
        0..=7 => Card::King(match id {
            0 => King::Puzzle,
            1 => King::BubbleGum,
            2 => King::Chess,
            3 => King::Hat,
            4 => King::Cookie,
            5 => King::TieDye,
            6 => King::Fire,
            _ => King::Turtle,
        }),
        8..=12 => Card::Jester,
        13..=16 => Card::Knight,
        17..=20 => Card::Potion,
        21..=23 => Card::Wand,
        24..=26 => Card::Dragon,
        _ => Card::Number((id - 27) / 4 + 1),
    }
}

/// The kind of every byte an id can hold (an id past the deck wraps round), so that
/// looking a card up, the engine's most frequent step, is one load.
const CARDS: [Card; 256] = {
    let mut out = [Card::Jester; 256];
    let mut i = 0;
    while i < 256 {
        out[i] = card_of((i % DECK_SIZE) as u8);
        i += 1;
    }
    out
};

impl CardId {
    pub const fn card(self) -> Card {
        CARDS[self.0 as usize]
    }

    pub fn all() -> impl Iterator<Item = CardId> {
        (0..DECK_SIZE as u8).map(CardId)
    }

    pub fn is_valid(self) -> bool {
        (self.0 as usize) < DECK_SIZE
    }

    pub(crate) fn bit(self) -> u128 {
        1u128 << self.0
    }
}

/// A small set of deck cards, as a bit mask over [`CardId`]s.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CardSet(pub u128);

impl CardSet {
    pub fn contains(self, c: CardId) -> bool {
        self.0 & c.bit() != 0
    }
    pub fn insert(&mut self, c: CardId) {
        self.0 |= c.bit();
    }
    pub fn remove(&mut self, c: CardId) {
        self.0 &= !c.bit();
    }
    pub fn iter(self) -> impl Iterator<Item = CardId> {
        (0..DECK_SIZE as u8)
            .filter(move |i| self.0 & (1u128 << i) != 0)
            .map(CardId)
    }
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

/// A set of queens, as a bit mask.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct QueenSet(pub u16);

impl QueenSet {
    pub fn contains(self, q: Queen) -> bool {
        self.0 & q.bit() != 0
    }
    pub fn insert(&mut self, q: Queen) {
        self.0 |= q.bit();
    }
    pub fn remove(&mut self, q: Queen) {
        self.0 &= !q.bit();
    }
    pub fn iter(self) -> impl Iterator<Item = Queen> {
        Queen::ALL.into_iter().filter(move |q| self.contains(*q))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deck_composition_matches_rules_section_1() {
        let mut kinds = std::collections::BTreeMap::new();
        for id in CardId::all() {
            let key = match id.card() {
                Card::Number(_) => "number".to_string(),
                Card::King(_) => "king".to_string(),
                c => c.name(),
            };
            *kinds.entry(key).or_insert(0) += 1;
        }
        assert_eq!(kinds["king"], 8);
        assert_eq!(kinds["Jester"], 5);
        assert_eq!(kinds["Knight"], 4);
        assert_eq!(kinds["Sleeping Potion"], 4);
        assert_eq!(kinds["Magic Wand"], 3);
        assert_eq!(kinds["Dragon"], 3);
        assert_eq!(kinds["number"], 40);
        for n in 1..=10 {
            assert_eq!(
                CardId::all()
                    .filter(|c| c.card() == Card::Number(n))
                    .count(),
                4
            );
        }
        assert_eq!(Queen::ALL.iter().map(|q| q.points()).sum::<u32>(), 125);
        for fam in [Family::Red, Family::Green, Family::Other] {
            assert_eq!(Queen::ALL.iter().filter(|q| q.family() == fam).count(), 4);
        }
    }
}
