//! A rule set's switches (docs/rules.md): each rule of the extended game that a house
//! set may turn off, and the house rules (`H-…`) that no preset has and a house set may
//! turn on, each named by its id. A set holds only the switches it sets; every
//! other one follows its base, so a file written before a switch existed reads as it
//! always did.

use serde::de::{self, MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A rule that a rule set can turn on or off, as the rules book names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Switch {
    /// X-N-3: straights of 3 or more number cards (the field `straights`).
    Straights,
    /// X-N-4 (and C-5's equation): an addition equation of number cards.
    Equations,
    /// X-KN-2: a queen just taken by a Knight or a Jester is safe for the turn.
    KnightProtection,
    /// X-DR-1: a Dragon answers a Knight.
    DragonAnswer,
    /// X-DR-2: a Dragon played as any number.
    DragonAsNumber,
    /// X-PO-1: a Potion answers a Dragon played as an answer.
    PotionAnswer,
    /// X-PO-3: a Potion in an after-wake window (the field `potion_after_wake`).
    PotionAfterWake,
    /// X-WA-1: a Wand answers a Potion.
    WandAnswer,
    /// X-WA-2: a Wand swaps an owned queen with one in the grid.
    WandSwap,
    /// X-Q-PAN: Pancake lies face up at setup.
    Pancake,
    /// X-Q-CAK: Cake hides her owner's queens.
    Cake,
    /// X-Q-LAD: Ladybug cannot be taken by a Knight.
    Ladybug,
    /// X-Q-PEA: Peacock cannot be put to sleep by a Potion.
    Peacock,
    /// X-Q-RAI: Rainbow counts as two queens.
    Rainbow,
    /// X-Q-ROS: Rose wakes one more queen.
    Rose,
    /// X-Q-HEA: Heart and a 5-point queen cannot be owned together.
    Heart,
    /// X-Q-CAT, X-Q-DOG: Cat and Dog cannot be owned together.
    CatAndDog,
    /// X-K-PUZ.
    Puzzle,
    /// X-K-BUB.
    BubbleGum,
    /// X-K-CHE.
    Chess,
    /// X-K-HAT.
    Hat,
    /// X-K-COO.
    Cookie,
    /// X-K-TIE.
    TieDye,
    /// X-K-FIR.
    Fire,
    /// X-K-TUR.
    Turtle,
    /// X-AW: after-wake windows for a Knight (and a Potion under X-PO-3).
    AfterWake,
    /// X-ANS: anyone may answer, not only the player a card acts against.
    AnswersOutOfTurn,
    /// X-END-2: owning Sunflower, Moon and Starfish wins.
    SunMoonStar,
    /// H-KN-1: a Knight cannot take a player's only queen. A house rule: no preset has
    /// it, and a set turns it on over either base.
    LoneQueen,
}

/// Where a switch stands in the rules book's extended rules: the workshop groups them so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Section {
    Numbers,
    PowerCards,
    Queens,
    Kings,
    Windows,
    End,
}

impl Section {
    pub const ALL: [Section; 6] = [
        Section::Numbers,
        Section::PowerCards,
        Section::Queens,
        Section::Kings,
        Section::Windows,
        Section::End,
    ];

    pub fn switches(self) -> impl Iterator<Item = Switch> {
        Switch::ALL.into_iter().filter(move |s| s.section() == self)
    }
}

impl Switch {
    /// Every switch, in the rules book's order.
    pub const ALL: [Switch; 29] = [
        Switch::Straights,
        Switch::Equations,
        Switch::KnightProtection,
        Switch::DragonAnswer,
        Switch::DragonAsNumber,
        Switch::PotionAnswer,
        Switch::PotionAfterWake,
        Switch::WandAnswer,
        Switch::WandSwap,
        Switch::Pancake,
        Switch::Cake,
        Switch::Ladybug,
        Switch::Peacock,
        Switch::Rainbow,
        Switch::Rose,
        Switch::Heart,
        Switch::CatAndDog,
        Switch::Puzzle,
        Switch::BubbleGum,
        Switch::Chess,
        Switch::Hat,
        Switch::Cookie,
        Switch::TieDye,
        Switch::Fire,
        Switch::Turtle,
        Switch::AfterWake,
        Switch::AnswersOutOfTurn,
        Switch::SunMoonStar,
        Switch::LoneQueen,
    ];

    /// The rule's id in the rules book, as a file names the switch.
    pub fn id(self) -> &'static str {
        match self {
            Switch::Straights => "X-N-3",
            Switch::Equations => "X-N-4",
            Switch::KnightProtection => "X-KN-2",
            Switch::DragonAnswer => "X-DR-1",
            Switch::DragonAsNumber => "X-DR-2",
            Switch::PotionAnswer => "X-PO-1",
            Switch::PotionAfterWake => "X-PO-3",
            Switch::WandAnswer => "X-WA-1",
            Switch::WandSwap => "X-WA-2",
            Switch::Pancake => "X-Q-PAN",
            Switch::Cake => "X-Q-CAK",
            Switch::Ladybug => "X-Q-LAD",
            Switch::Peacock => "X-Q-PEA",
            Switch::Rainbow => "X-Q-RAI",
            Switch::Rose => "X-Q-ROS",
            Switch::Heart => "X-Q-HEA",
            Switch::CatAndDog => "X-Q-CAT",
            Switch::Puzzle => "X-K-PUZ",
            Switch::BubbleGum => "X-K-BUB",
            Switch::Chess => "X-K-CHE",
            Switch::Hat => "X-K-HAT",
            Switch::Cookie => "X-K-COO",
            Switch::TieDye => "X-K-TIE",
            Switch::Fire => "X-K-FIR",
            Switch::Turtle => "X-K-TUR",
            Switch::AfterWake => "X-AW",
            Switch::AnswersOutOfTurn => "X-ANS",
            Switch::SunMoonStar => "X-END-2",
            Switch::LoneQueen => "H-KN-1",
        }
    }

    /// The switch a rule id names (`X-Q-DOG` and `X-Q-SUN` name the same switches as
    /// their partners).
    pub fn from_id(id: &str) -> Option<Switch> {
        match id {
            "X-Q-DOG" => Some(Switch::CatAndDog),
            "X-Q-SUN" | "X-Q-MOO" | "X-Q-STA" => Some(Switch::SunMoonStar),
            _ => Switch::ALL.into_iter().find(|s| s.id() == id),
        }
    }

    pub fn section(self) -> Section {
        match self {
            Switch::Straights | Switch::Equations => Section::Numbers,
            Switch::KnightProtection
            | Switch::DragonAnswer
            | Switch::DragonAsNumber
            | Switch::PotionAnswer
            | Switch::PotionAfterWake
            | Switch::WandAnswer
            | Switch::WandSwap
            | Switch::LoneQueen => Section::PowerCards,
            Switch::Pancake
            | Switch::Cake
            | Switch::Ladybug
            | Switch::Peacock
            | Switch::Rainbow
            | Switch::Rose
            | Switch::Heart
            | Switch::CatAndDog => Section::Queens,
            Switch::Puzzle
            | Switch::BubbleGum
            | Switch::Chess
            | Switch::Hat
            | Switch::Cookie
            | Switch::TieDye
            | Switch::Fire
            | Switch::Turtle => Section::Kings,
            Switch::AfterWake | Switch::AnswersOutOfTurn => Section::Windows,
            Switch::SunMoonStar => Section::End,
        }
    }

    /// Whether the classic base can have it on: the number plays, which C-5 shares
    /// with §4.1, and the house rules, which fit either base; every other switch is a
    /// rule of the extended game.
    pub fn in_classic(self) -> bool {
        matches!(
            self,
            Switch::Straights | Switch::Equations | Switch::LoneQueen
        )
    }

    /// Whether it is a house rule: in no preset, off in both bases until a house set
    /// turns it on (its id starts with `H-`).
    pub fn house_only(self) -> bool {
        matches!(self, Switch::LoneQueen)
    }

    /// The king whose ability this switch is.
    pub fn of_king(king: super::King) -> Switch {
        use super::King;
        match king {
            King::Puzzle => Switch::Puzzle,
            King::BubbleGum => Switch::BubbleGum,
            King::Chess => Switch::Chess,
            King::Hat => Switch::Hat,
            King::Cookie => Switch::Cookie,
            King::TieDye => Switch::TieDye,
            King::Fire => Switch::Fire,
            King::Turtle => Switch::Turtle,
        }
    }

    /// The king whose ability this switch is, if it is one.
    pub fn king(self) -> Option<super::King> {
        super::King::ALL
            .into_iter()
            .find(|k| Switch::of_king(*k) == self)
    }

    /// The switch of a queen's ability (X-Q-…; Sunflower, Moon and Starfish: X-END-2).
    pub fn of_queen(queen: super::Queen) -> Switch {
        use super::Queen;
        match queen {
            Queen::Heart => Switch::Heart,
            Queen::Cat | Queen::Dog => Switch::CatAndDog,
            Queen::Pancake => Switch::Pancake,
            Queen::Ladybug => Switch::Ladybug,
            Queen::Moon | Queen::Sunflower | Queen::Starfish => Switch::SunMoonStar,
            Queen::Peacock => Switch::Peacock,
            Queen::Cake => Switch::Cake,
            Queen::Rainbow => Switch::Rainbow,
            Queen::Rose => Switch::Rose,
        }
    }

    /// The first queen (in the deck's order) whose ability this switch is, if any.
    pub fn queen(self) -> Option<super::Queen> {
        super::Queen::ALL
            .into_iter()
            .find(|q| Switch::of_queen(*q) == self)
    }

    fn bit(self) -> u32 {
        1 << self as u32
    }
}

impl fmt::Display for Switch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// The switches a rule set sets, each on or off; the rest follow the base. Written in
/// a file as a map from rule id to `true` or `false`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Switches {
    set: u32,
    on: u32,
}

impl Switches {
    pub fn get(&self, switch: Switch) -> Option<bool> {
        (self.set & switch.bit() != 0).then_some(self.on & switch.bit() != 0)
    }

    pub fn put(&mut self, switch: Switch, on: bool) {
        self.set |= switch.bit();
        if on {
            self.on |= switch.bit();
        } else {
            self.on &= !switch.bit();
        }
    }

    pub fn clear(&mut self, switch: Switch) {
        self.set &= !switch.bit();
        self.on &= !switch.bit();
    }

    pub fn is_empty(&self) -> bool {
        self.set == 0
    }

    /// The switches set, in the rules book's order.
    pub fn iter(&self) -> impl Iterator<Item = (Switch, bool)> + '_ {
        Switch::ALL
            .into_iter()
            .filter_map(|s| self.get(s).map(|on| (s, on)))
    }
}

impl Serialize for Switches {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.set.count_ones() as usize))?;
        for (switch, on) in self.iter() {
            map.serialize_entry(switch.id(), &on)?;
        }
        map.end()
    }
}

impl<'de> Deserialize<'de> for Switches {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Switches, D::Error> {
        struct Read;
        impl<'de> Visitor<'de> for Read {
            type Value = Switches;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map from rule ids to true or false, as {\"X-K-FIR\": false}")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Switches, A::Error> {
                let mut out = Switches::default();
                while let Some((id, on)) = map.next_entry::<String, bool>()? {
                    let Some(switch) = Switch::from_id(&id) else {
                        return Err(de::Error::custom(format!(
                            "`{id}` is not a rule a rule set can switch"
                        )));
                    };
                    if out.get(switch).is_some() {
                        return Err(de::Error::custom(format!("`{id}` is set twice")));
                    }
                    out.put(switch, on);
                }
                Ok(out)
            }
        }
        deserializer.deserialize_map(Read)
    }
}

/// Why two switches cannot stand together in one rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clash {
    /// X-PO-3 on while X-AW is off: there is no window to play the Potion in.
    NoWindowForPotion,
    /// X-DR-1 and X-DR-2 both off: a Dragon could never be played.
    DragonWithoutUse,
    /// X-WA-1 and X-WA-2 both off: a Wand could never be played.
    WandWithoutUse,
}

impl Clash {
    pub const ALL: [Clash; 3] = [
        Clash::NoWindowForPotion,
        Clash::DragonWithoutUse,
        Clash::WandWithoutUse,
    ];

    /// The two switches, and the state each is in when they clash.
    pub fn switches(self) -> [(Switch, bool); 2] {
        match self {
            Clash::NoWindowForPotion => {
                [(Switch::PotionAfterWake, true), (Switch::AfterWake, false)]
            }
            Clash::DragonWithoutUse => [
                (Switch::DragonAnswer, false),
                (Switch::DragonAsNumber, false),
            ],
            Clash::WandWithoutUse => [(Switch::WandAnswer, false), (Switch::WandSwap, false)],
        }
    }
}

impl fmt::Display for Clash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [(a, a_on), (b, b_on)] = self.switches();
        let state = |on: bool| if on { "on" } else { "off" };
        let why = match self {
            Clash::NoWindowForPotion => "there would be no window to play the Potion in",
            Clash::DragonWithoutUse => "a Dragon could never be played",
            Clash::WandWithoutUse => "a Wand could never be played",
        };
        write!(
            f,
            "{a} cannot be {} while {b} is {}: {why}",
            state(a_on),
            state(b_on)
        )
    }
}
