//! The list of every card, and which painter draws each.

use crate::face::*;
use crate::gfx::*;
use crate::{backs, kings, numbers, powers, queens};

impl Card {
    pub fn all() -> Vec<Card> {
        let mut v = Vec::new();
        v.extend((0..queens::QUEENS.len()).map(Card::Queen));
        v.extend((0..kings::KINGS.len()).map(Card::King));
        v.extend([
            Card::Jester,
            Card::Knight,
            Card::Dragon,
            Card::Potion,
            Card::Wand,
        ]);
        v.extend((1..=10).map(Card::Number));
        v.extend([Card::BackQueen, Card::BackDeck]);
        v
    }

    pub fn file_stem(self) -> String {
        match self {
            Card::Queen(i) => format!("queen_{}", queens::QUEENS[i].key),
            Card::King(i) => format!("king_{}", kings::KINGS[i].key),
            Card::Jester => "jester".into(),
            Card::Knight => "knight".into(),
            Card::Dragon => "dragon".into(),
            Card::Potion => "potion".into(),
            Card::Wand => "wand".into(),
            Card::Number(n) => format!("number_{n}"),
            Card::BackQueen => "back_queen".into(),
            Card::BackDeck => "back_deck".into(),
        }
    }

    /// A short description of the picture, for the README.
    pub fn describe(self) -> String {
        match self {
            Card::Queen(i) => {
                let q = &queens::QUEENS[i];
                format!(
                    "{} ({} points, {} family): {}",
                    q.name,
                    q.points,
                    match q.family {
                        Family::Red => "red",
                        Family::Green => "green",
                        Family::Other => "other",
                    },
                    q.shows
                )
            }
            Card::King(i) => format!("{}: {}", kings::KINGS[i].name, kings::KINGS[i].shows),
            Card::Jester => "Jester: ".to_string() + powers::JESTER_SHOWS,
            Card::Knight => "Knight: ".to_string() + powers::KNIGHT_SHOWS,
            Card::Dragon => "Dragon: ".to_string() + powers::DRAGON_SHOWS,
            Card::Potion => "Sleeping Potion: ".to_string() + powers::POTION_SHOWS,
            Card::Wand => "Magic Wand: ".to_string() + powers::WAND_SHOWS,
            Card::Number(n) => format!("Number {n}: {}", numbers::SHOWS),
            Card::BackQueen => "Queen back: ".to_string() + backs::QUEEN_SHOWS,
            Card::BackDeck => "Deck back: ".to_string() + backs::DECK_SHOWS,
        }
    }

    pub fn render(self, f: &Fonts) -> Canvas {
        let mut c = Canvas::new(W as u32, H as u32);
        let seed = 0x5EED_0000
            + match self {
                Card::Queen(i) => i as u64,
                Card::King(i) => 100 + i as u64,
                Card::Jester => 200,
                Card::Knight => 201,
                Card::Dragon => 202,
                Card::Potion => 203,
                Card::Wand => 204,
                Card::Number(n) => 300 + n as u64,
                Card::BackQueen => 400,
                Card::BackDeck => 401,
            };
        match self {
            Card::Queen(i) => queens::render(&mut c, f, &queens::QUEENS[i], seed),
            Card::King(i) => kings::render(&mut c, f, &kings::KINGS[i], seed),
            Card::Jester | Card::Knight | Card::Dragon | Card::Potion | Card::Wand => {
                powers::render(&mut c, f, self, seed)
            }
            Card::Number(n) => numbers::render(&mut c, f, n, seed),
            Card::BackQueen => backs::render(&mut c, true, seed),
            Card::BackDeck => backs::render(&mut c, false, seed),
        }
        c
    }
}
