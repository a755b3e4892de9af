//! What the engine asks (`Decision`) and how a player answers (`Action`).

use super::cards::{Card, CardId, King, Queen, Seat};
use super::numbers::{NumberPlay, Parity};
use serde::{Deserialize, Serialize};

/// Why a sleeping queen is being picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum WakeReason {
    /// A King wakes (classic C-1; extended Puzzle, Chess, Hat, Fire, Turtle).
    King(King),
    /// X-Q-ROS / C-1a: the Rose Queen's extra queen.
    Rose,
    /// Classic C-4: the seat reached by the Jester's count wakes a queen.
    JesterWake,
    /// X-JE-1: the seat reached by the Jester's count reveals and owns a queen.
    JesterOwn,
    /// X-K-BUB, X-K-TIE, X-K-COO: reveal a queen.
    Reveal(King),
}

/// Why an owned queen is being picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TargetReason {
    Knight,
    Potion,
    Wand,
    Hat,
}

/// Why an empty slot is being picked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SlotReason {
    /// C-3 / X-PO-2: where the Potion puts this queen to sleep (`None` when the player
    /// picked her blind and does not know her).
    PotionSleep(Option<Queen>),
    /// X-Q-BACK: where the owner puts this queen back.
    PutBack(Queen),
}

/// What X-Q-BACK lets an owner put back to end a conflict.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PutBack {
    /// One queen (Cat or Dog; or Heart).
    Queen(Queen),
    /// X-Q-HEA: every 5-point queen the owner has.
    FivePointQueens,
}

/// Who must decide what. Every choice the rules give a player is one of these.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Decision {
    /// Take a turn action (C-1..C-6, §4.1–§4.4, X-END-4).
    TurnAction { seat: Seat },
    /// Pick a sleeping queen's slot. `optional`: Pass declines (Rose in extended).
    PickSleepingQueen {
        seat: Seat,
        reason: WakeReason,
        optional: bool,
    },
    /// Pick a queen owned by a player (by position; blind where hidden). Hat: Pass declines.
    PickOwnedQueen { seat: Seat, reason: TargetReason },
    /// Pick an empty grid slot.
    PickEmptySlot { seat: Seat, reason: SlotReason },
    /// X-WA-2: pick the queen in the grid to swap with.
    PickGridQueen { seat: Seat },
    /// X-ANS / C-2 / C-3: answer `against` (played by `by`) with the card that cancels
    /// it, or Pass.
    Answer { seat: Seat, against: Card, by: Seat },
    /// X-AW: play a Knight or a Potion after a wake, or Pass.
    AfterWake { seat: Seat },
    /// X-K-CHE: odd or even.
    ChooseParity { seat: Seat },
    /// X-K-BUB, X-K-TIE (red): reveal another (Continue) or stop (Pass).
    ContinueRevealing { seat: Seat, king: King },
    /// X-K-BUB: which revealed queen to wake (by slot).
    ChooseRevealed { seat: Seat, slots: Vec<u8> },
    /// X-K-HAT: the picked queen's owner takes one of `count` face-down queens.
    HatBlindPick { seat: Seat, count: u8 },
    /// X-K-FIR: pick a card from any hand to remove from the game, or stop (Pass).
    FireBurn { seat: Seat, remaining: u8 },
    /// X-Q-BACK: which queen(s) to put back to end a conflict.
    PutBackChoice { seat: Seat, options: Vec<PutBack> },
}

impl Decision {
    /// Whether it is a window out of turn (an answer, X-ANS; a play after a wake, X-AW),
    /// which every seat may be asked in and whose moment must tell nothing (X-ANS-2).
    pub fn is_window(&self) -> bool {
        matches!(self, Decision::Answer { .. } | Decision::AfterWake { .. })
    }

    pub fn seat(&self) -> Seat {
        match self {
            Decision::TurnAction { seat }
            | Decision::PickSleepingQueen { seat, .. }
            | Decision::PickOwnedQueen { seat, .. }
            | Decision::PickEmptySlot { seat, .. }
            | Decision::PickGridQueen { seat }
            | Decision::Answer { seat, .. }
            | Decision::AfterWake { seat }
            | Decision::ChooseParity { seat }
            | Decision::ContinueRevealing { seat, .. }
            | Decision::ChooseRevealed { seat, .. }
            | Decision::HatBlindPick { seat, .. }
            | Decision::FireBurn { seat, .. }
            | Decision::PutBackChoice { seat, .. } => *seat,
        }
    }
}

/// A player's answer to a [`Decision`]. Humans, bots and tests all use these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// Play a power card from the hand (King, Knight, Potion, Wand, Jester).
    Play(CardId),
    /// Play number cards (Dragons with declared values in extended).
    PlayNumbers(NumberPlay),
    /// C-6 / X-END-4: no legal play; discard this card and draw 1.
    DiscardStuck(CardId),
    /// A grid slot (sleeping queen, empty slot, grid queen or revealed queen).
    Slot(u8),
    /// A queen owned by `seat`, at `index` in that seat's row of queens.
    Owned {
        seat: Seat,
        index: u8,
    },
    /// Answer with this card (Dragon, Potion or Wand).
    Answer(CardId),
    /// Decline: no answer, no after-wake play, stop revealing, stop burning, no Hat pick.
    Pass,
    /// Reveal another queen.
    Continue,
    Parity(Parity),
    /// Hat King: take the face-down queen at this position.
    Blind(u8),
    /// Fire King: remove the card at `index` in `seat`'s hand.
    Burn {
        seat: Seat,
        index: u8,
    },
    PutBack(PutBack),
}
