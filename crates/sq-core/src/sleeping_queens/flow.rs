//! How a game moves: `apply` takes a player's action, then the engine works through
//! its tasks until the next decision (docs/rules.md, §4).

use super::cards::{Card, CardId, King, Queen, Seat};
use super::decision::{Action, Decision, PutBack, SlotReason, TargetReason, WakeReason};
use super::event::{EVERYONE, EndReason, From, GameEvent, Private, Restriction, SkipReason, only};
use super::numbers::{
    NumberLimits, NumberPlay, Parity, combo_of, number_plays_with, within_limits,
};
use super::state::{Aim, GameState, KingWork, Link, OwnedQueen, Task};
use super::switches::Switch;
use rand::seq::SliceRandom;
use std::fmt;

/// Why an action was refused. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    GameOver,
    NotLegal {
        action: Action,
        decision: Option<Decision>,
    },
    /// A seat chose while the game waits for another seat (or for nobody).
    NotYourDecision {
        seat: Seat,
        waiting_for: Option<Seat>,
    },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => f.write_str("the game is over"),
            RuleError::NotLegal { action, decision } => {
                write!(f, "{action:?} is not a legal answer to {decision:?}")
            }
            RuleError::NotYourDecision {
                seat,
                waiting_for: Some(waiting),
            } => write!(
                f,
                "seat {} may not choose now: the game waits for seat {}",
                seat + 1,
                waiting + 1
            ),
            RuleError::NotYourDecision {
                seat,
                waiting_for: None,
            } => write!(
                f,
                "seat {} may not choose now: the game waits for nobody",
                seat + 1
            ),
        }
    }
}
impl std::error::Error for RuleError {}

impl GameState {
    // ----- legal actions -----------------------------------------------------------

    /// Every legal answer to the pending decision. Equivalent choices (two copies of
    /// the same card, the same number values) are listed once; `apply` accepts any copy.
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        let Some(decision) = &self.pending else {
            return;
        };
        match decision {
            Decision::TurnAction { seat } => {
                self.turn_actions(*seat, self.number_limits(), out);
                if out.is_empty() {
                    self.stuck_discards(*seat, out);
                }
            }
            Decision::PickSleepingQueen { optional, .. } => {
                let revealed = &self.king.revealed;
                for s in self.sleeping_slots() {
                    if !revealed.iter().any(|(r, _)| *r == s) {
                        out.push(Action::Slot(s));
                    }
                }
                if *optional {
                    out.push(Action::Pass);
                }
            }
            Decision::PickOwnedQueen { seat, reason } => {
                for owner in 0..self.seats {
                    for index in 0..self.owned(owner).len() {
                        if self.target_ok(*seat, *reason, owner, index) {
                            out.push(Action::Owned {
                                seat: owner,
                                index: index as u8,
                            });
                        }
                    }
                }
                if *reason == TargetReason::Hat {
                    out.push(Action::Pass);
                }
            }
            Decision::PickEmptySlot { .. } => out.extend(self.empty_slots().map(Action::Slot)),
            Decision::PickGridQueen { .. } => out.extend(self.sleeping_slots().map(Action::Slot)),
            Decision::Answer { seat, against, .. } => {
                if let Some(kind) = answer_to(*against)
                    && let Some(c) = self.hand(*seat).iter().find(|c| c.card() == kind)
                {
                    out.push(Action::Answer(*c));
                }
                out.push(Action::Pass);
            }
            Decision::AfterWake { seat } => {
                self.after_wake_plays(*seat, out);
                out.push(Action::Pass);
            }
            Decision::ChooseParity { .. } => {
                out.push(Action::Parity(Parity::Odd));
                out.push(Action::Parity(Parity::Even));
            }
            Decision::ContinueRevealing { .. } => {
                out.push(Action::Continue);
                out.push(Action::Pass);
            }
            Decision::ChooseRevealed { slots, .. } => {
                out.extend(slots.iter().map(|s| Action::Slot(*s)))
            }
            Decision::HatBlindPick { count, .. } => out.extend((0..*count).map(Action::Blind)),
            Decision::FireBurn { .. } => {
                for s in 0..self.seats {
                    for i in 0..self.hand(s).len() {
                        out.push(Action::Burn {
                            seat: s,
                            index: i as u8,
                        });
                    }
                }
                out.push(Action::Pass);
            }
            Decision::PutBackChoice { options, .. } => {
                out.extend(options.iter().map(|o| Action::PutBack(*o)))
            }
        }
    }

    /// The plays open to `seat` on their turn (one per card kind), under `limits`.
    fn turn_actions(&self, seat: Seat, limits: NumberLimits, out: &mut Vec<Action>) {
        let extended = self.rules.is_extended();
        let wand_swaps = self.rules.on(Switch::WandSwap);
        let hand = self.hand(seat);
        let mut kinds = 0u32;
        let any_sleeping = self.grid.iter().any(|g| g.is_some());
        let any_owned = self.owned.iter().any(|r| !r.is_empty());
        for c in hand {
            let kind = c.card();
            if kinds & 1 << kind.index() != 0 {
                continue;
            }
            kinds |= 1 << kind.index();
            let ok = match kind {
                Card::King(_) => any_sleeping,
                Card::Knight => self.any_target(seat, TargetReason::Knight),
                Card::Potion => self.any_target(seat, TargetReason::Potion),
                Card::Wand => wand_swaps && any_owned && any_sleeping,
                Card::Jester => extended || !self.draw.is_empty() || !self.discard.is_empty(),
                Card::Dragon | Card::Number(_) => false,
            };
            if ok {
                out.push(Action::Play(*c));
            }
        }
        number_plays_with(hand, &self.rules, limits, &mut |p| {
            out.push(Action::PlayNumbers(p))
        });
    }

    /// Whether `seat` has any turn play under `limits` (without listing them all).
    fn has_turn_action(&self, seat: Seat, limits: NumberLimits) -> bool {
        let extended = self.rules.is_extended();
        let any_sleeping = self.grid.iter().any(|g| g.is_some());
        self.hand(seat).iter().any(|c| match c.card() {
            // A single number is always a play (X-N-1, C-5) unless Chess bans its parity.
            Card::Number(n) => limits.banned_parity != Some(Parity::of(n)),
            // A Dragon can stand for a number of either parity.
            Card::Dragon => self.rules.on(Switch::DragonAsNumber),
            Card::King(_) => any_sleeping,
            Card::Knight => self.any_target(seat, TargetReason::Knight),
            Card::Potion => self.any_target(seat, TargetReason::Potion),
            Card::Wand => {
                self.rules.on(Switch::WandSwap)
                    && any_sleeping
                    && self.owned.iter().any(|r| !r.is_empty())
            }
            Card::Jester => extended || !self.draw.is_empty() || !self.discard.is_empty(),
        })
    }

    fn stuck_discards(&self, seat: Seat, out: &mut Vec<Action>) {
        let mut kinds: Vec<Card> = Vec::new();
        for c in self.hand(seat) {
            if !kinds.contains(&c.card()) {
                kinds.push(c.card());
                out.push(Action::DiscardStuck(*c));
            }
        }
    }

    fn after_wake_plays(&self, seat: Seat, out: &mut Vec<Action>) {
        let hand = self.hand(seat);
        if let Some(k) = hand.iter().find(|c| c.card() == Card::Knight)
            && self.any_target(seat, TargetReason::Knight)
        {
            out.push(Action::Play(*k));
        }
        if self.rules.potion_after_wake
            && let Some(p) = hand.iter().find(|c| c.card() == Card::Potion)
            && self.any_target(seat, TargetReason::Potion)
        {
            out.push(Action::Play(*p));
        }
    }

    /// Whether any queen is a target ([`GameState::target_ok`] for every queen, with
    /// each row's Cake Queen looked for once).
    fn any_target(&self, seat: Seat, reason: TargetReason) -> bool {
        let extended = self.rules.is_extended();
        (0..self.seats).any(|owner| {
            let row = self.owned(owner);
            if reason == TargetReason::Knight && self.last_queen_is_safe(owner) {
                return false;
            }
            match reason {
                TargetReason::Knight | TargetReason::Potion if !extended => {
                    owner != seat && !row.is_empty()
                }
                TargetReason::Knight | TargetReason::Potion => {
                    let cake =
                        self.rules.on(Switch::Cake) && row.iter().any(|q| q.queen == Queen::Cake);
                    let immune = self.immune_to(reason);
                    row.iter().any(|q| {
                        q.cookie_hidden
                            || cake
                            || (Some(q.queen) != immune && !self.protected.contains(q.queen))
                    })
                }
                TargetReason::Wand => !row.is_empty(),
                TargetReason::Hat => row
                    .iter()
                    .any(|q| !(owner == seat && self.king.woken.contains(&q.queen))),
            }
        })
    }

    /// Whether `player` may aim `reason` at `owner`'s queen at `index`. A hidden queen
    /// can always be picked (blind); a forbidden one then has no effect.
    fn target_ok(&self, player: Seat, reason: TargetReason, owner: Seat, index: usize) -> bool {
        let Some(q) = self.owned(owner).get(index).map(|q| q.queen) else {
            return false;
        };
        let extended = self.rules.is_extended();
        if reason == TargetReason::Knight && self.last_queen_is_safe(owner) {
            return false;
        }
        match reason {
            TargetReason::Knight | TargetReason::Potion if !extended => owner != player,
            TargetReason::Knight | TargetReason::Potion => {
                if self.is_hidden(owner, index) {
                    return true;
                }
                Some(q) != self.immune_to(reason) && !self.protected.contains(q)
            }
            TargetReason::Wand => true,
            TargetReason::Hat => !(owner == player && self.king.woken.contains(&q)),
        }
    }

    /// Whether `owner`'s one queen is safe from a Knight (H-KN-1): a house rule that
    /// counts queen cards, so a lone Rainbow Queen is one queen here.
    fn last_queen_is_safe(&self, owner: Seat) -> bool {
        self.rules.on(Switch::LoneQueen) && self.owned(owner).len() == 1
    }

    /// The queen a Knight (X-Q-LAD) or a Potion (X-Q-PEA) cannot touch, if her rule is on.
    fn immune_to(&self, reason: TargetReason) -> Option<Queen> {
        match reason {
            TargetReason::Knight => self.rules.on(Switch::Ladybug).then_some(Queen::Ladybug),
            TargetReason::Potion => self.rules.on(Switch::Peacock).then_some(Queen::Peacock),
            TargetReason::Wand | TargetReason::Hat => None,
        }
    }

    fn valid_number_play(&self, seat: Seat, play: &NumberPlay) -> bool {
        let hand = self.hand(seat);
        let cards = play.cards();
        for (i, (c, v)) in cards.iter().zip(play.values()).enumerate() {
            if !hand.contains(c) || cards[..i].contains(c) {
                return false;
            }
            let ok = match c.card() {
                Card::Number(n) => n == *v,
                Card::Dragon => self.rules.on(Switch::DragonAsNumber),
                _ => false,
            };
            if !ok {
                return false;
            }
        }
        within_limits(play.values(), self.number_limits())
            && combo_of(play.values(), &self.rules).is_some()
    }

    /// Whether `action` answers the pending decision legally.
    pub fn is_legal(&self, action: &Action) -> bool {
        let Some(decision) = &self.pending else {
            return false;
        };
        let same_kind = |list: &[Action], card: CardId, wrap: fn(CardId) -> Action| {
            list.iter().any(|a| match (a, wrap(card)) {
                (Action::Play(x), Action::Play(y))
                | (Action::DiscardStuck(x), Action::DiscardStuck(y))
                | (Action::Answer(x), Action::Answer(y)) => x.card() == y.card(),
                _ => false,
            })
        };
        let seat = decision.seat();
        let legal = self.legal_actions();
        match action {
            Action::PlayNumbers(play) => {
                matches!(decision, Decision::TurnAction { .. })
                    && legal.iter().any(|a| matches!(a, Action::PlayNumbers(_)))
                    && self.valid_number_play(seat, play)
            }
            Action::Play(c) => self.hand(seat).contains(c) && same_kind(&legal, *c, Action::Play),
            Action::DiscardStuck(c) => {
                self.hand(seat).contains(c) && same_kind(&legal, *c, Action::DiscardStuck)
            }
            Action::Answer(c) => {
                self.hand(seat).contains(c) && same_kind(&legal, *c, Action::Answer)
            }
            other => legal.contains(other),
        }
    }

    // ----- applying ----------------------------------------------------------------

    /// Applies a player's answer to the pending decision and returns what happened.
    /// An illegal action is refused and leaves the state untouched.
    pub fn apply(&mut self, action: Action) -> Result<Vec<GameEvent>, RuleError> {
        let mut ev = Vec::new();
        self.apply_into(action, &mut ev)?;
        Ok(ev)
    }

    /// [`GameState::apply`] for a named seat: refused with
    /// [`RuleError::NotYourDecision`] unless the pending decision is that seat's. Every
    /// choice from outside the engine (a click, a bot, a replay, a network message)
    /// comes in here, so no seat can act for another.
    pub fn apply_as(&mut self, seat: Seat, action: Action) -> Result<Vec<GameEvent>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        let waiting_for = self.pending.as_ref().map(Decision::seat);
        if waiting_for != Some(seat) {
            return Err(RuleError::NotYourDecision { seat, waiting_for });
        }
        self.apply(action)
    }

    pub fn apply_into(&mut self, action: Action, ev: &mut Vec<GameEvent>) -> Result<(), RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::GameOver);
        }
        if !self.is_legal(&action) {
            return Err(RuleError::NotLegal {
                action,
                decision: self.pending.clone(),
            });
        }
        self.apply_unchecked(action, ev);
        Ok(())
    }

    /// Applies an action already known to be legal (from `legal_actions`).
    pub fn apply_unchecked(&mut self, action: Action, ev: &mut Vec<GameEvent>) {
        let Some(decision) = self.pending.take() else {
            return;
        };
        self.answer(decision, action, ev);
        self.run(ev);
    }

    fn answer(&mut self, decision: Decision, action: Action, ev: &mut Vec<GameEvent>) {
        let extended = self.rules.is_extended();
        match (decision, action) {
            (Decision::TurnAction { seat }, Action::Play(card)) => {
                self.play_on_turn(seat, card, ev)
            }
            (Decision::TurnAction { seat }, Action::PlayNumbers(play)) => {
                for c in play.cards() {
                    self.take_from_hand(seat, *c);
                    self.in_play.push(*c);
                }
                ev.push(GameEvent::NumbersPlayed { seat, play });
                self.tasks.push(Task::EndAction);
                self.tasks.push(Task::DiscardInPlay);
                if extended {
                    self.tasks.push(Task::Draw {
                        seat,
                        count: play.len() as u8,
                    });
                }
            }
            (Decision::TurnAction { seat }, Action::DiscardStuck(card)) => {
                self.take_from_hand(seat, card);
                self.discard.push(card);
                ev.push(GameEvent::DiscardedStuck { seat, card });
                self.tasks.push(Task::EndAction);
                self.tasks.push(Task::Draw { seat, count: 1 });
            }
            (Decision::AfterWake { .. }, Action::Pass) => {}
            (Decision::AfterWake { seat }, Action::Play(card)) => {
                let reason = if card.card() == Card::Knight {
                    TargetReason::Knight
                } else {
                    TargetReason::Potion
                };
                self.play_card(seat, card, ev);
                self.start_aimed(seat, card, reason);
            }
            (Decision::PickSleepingQueen { .. }, Action::Pass) => {}
            (Decision::PickSleepingQueen { seat, reason, .. }, Action::Slot(slot)) => {
                self.picked_sleeping(seat, reason, slot, ev)
            }
            (Decision::PickOwnedQueen { seat, reason }, Action::Owned { seat: owner, index }) => {
                self.picked_owned(seat, reason, owner, index as usize, ev)
            }
            (Decision::PickOwnedQueen { .. }, Action::Pass) => {}
            (Decision::PickEmptySlot { seat, reason }, Action::Slot(slot)) => match reason {
                SlotReason::PotionSleep(_) => {
                    if let Some(aim) = self.aim.take() {
                        self.put_to_sleep(aim.owner, aim.queen, slot, ev);
                    }
                    let _ = seat;
                }
                SlotReason::PutBack(queen) => self.put_to_sleep(seat, queen, slot, ev),
            },
            (Decision::PickGridQueen { seat }, Action::Slot(slot)) => {
                self.wand_swap(seat, slot, ev)
            }
            (Decision::Answer { seat, .. }, Action::Answer(card)) => {
                // The first answer ends the asking (X-ANS).
                if let Some(Task::AnswerWindow { .. }) = self.tasks.last() {
                    self.tasks.pop();
                }
                let against = self.chain.last().map(|l| l.card).unwrap_or(card);
                self.take_from_hand(seat, card);
                self.in_play.push(card);
                ev.push(GameEvent::Answered {
                    seat,
                    card,
                    against: against.card(),
                });
                self.chain.push(Link { seat, card });
                // The answering card gets its own window, then its player draws 1.
                self.tasks.push(Task::Draw { seat, count: 1 });
                if extended {
                    self.tasks.push(Task::AnswerWindow { offset: 0 });
                }
            }
            (Decision::Answer { .. }, Action::Pass) => {}
            (Decision::ChooseParity { seat }, Action::Parity(p)) => {
                self.chess = Some((p, seat));
                ev.push(GameEvent::RestrictionSet {
                    seat,
                    restriction: Restriction::NoParity(p),
                });
            }
            (Decision::ContinueRevealing { seat, king }, Action::Continue) => {
                self.pending = Some(Decision::PickSleepingQueen {
                    seat,
                    reason: WakeReason::Reveal(king),
                    optional: false,
                });
            }
            (Decision::ContinueRevealing { seat, king }, Action::Pass) => {
                if king == King::TieDye {
                    self.wake_all_revealed(seat, ev);
                }
            }
            (Decision::ChooseRevealed { seat, .. }, Action::Slot(slot)) => {
                let revealed = std::mem::take(&mut self.king.revealed);
                for (s, was_up) in revealed {
                    if s != slot && !was_up {
                        self.turn_face_down(s, ev);
                    }
                }
                self.wake_extended(seat, slot, ev);
            }
            (Decision::HatBlindPick { seat, .. }, Action::Blind(i)) => {
                self.hat_take(seat, i as usize, ev)
            }
            (
                Decision::FireBurn {
                    seat: king_seat, ..
                },
                Action::Burn { seat, index },
            ) => {
                let card = self.hands[seat as usize].remove(index as usize);
                self.known_in_hand.remove(card);
                self.removed.push(card);
                self.king.burned[seat as usize] += 1;
                ev.push(GameEvent::Burned { seat, card });
                self.tasks.push(Task::FireBurn { seat: king_seat });
            }
            (Decision::FireBurn { .. }, Action::Pass) => {}
            (Decision::PutBackChoice { seat, .. }, Action::PutBack(choice)) => {
                let queens: Vec<Queen> = match choice {
                    PutBack::Queen(q) => vec![q],
                    PutBack::FivePointQueens => self
                        .owned(seat)
                        .iter()
                        .map(|q| q.queen)
                        .filter(|q| q.points() == 5)
                        .collect(),
                };
                self.tasks.push(Task::ResolveConflicts { seat });
                for queen in queens.into_iter().rev() {
                    self.tasks.push(Task::PutBackOne { seat, queen });
                }
            }
            (decision, _) => {
                // Unreachable for legal actions; keep the decision rather than lose it.
                self.pending = Some(decision);
            }
        }
    }

    fn play_on_turn(&mut self, seat: Seat, card: CardId, ev: &mut Vec<GameEvent>) {
        let extended = self.rules.is_extended();
        self.play_card(seat, card, ev);
        match card.card() {
            Card::King(k) if !extended => {
                self.tasks.push(Task::EndAction);
                self.tasks.push(Task::DiscardInPlay);
                self.tasks.push(Task::Wake {
                    seat,
                    reason: WakeReason::King(k),
                    optional: false,
                });
            }
            Card::King(k) => {
                self.king = KingWork::default();
                let t = &mut self.tasks;
                t.push(Task::EndAction);
                t.push(Task::AfterWake { offset: 0 });
                t.push(Task::DiscardInPlay);
                let wake = Task::Wake {
                    seat,
                    reason: WakeReason::King(k),
                    optional: false,
                };
                let reveal = Task::Wake {
                    seat,
                    reason: WakeReason::Reveal(k),
                    optional: false,
                };
                let draw = Task::Draw { seat, count: 1 };
                let conflicts = Task::ResolveConflicts { seat };
                let seq: &[Task] = match k {
                    // A king whose ability is off wakes a queen, as C-1.
                    _ if !self.rules.on(Switch::of_king(k)) => &[draw, conflicts, wake],
                    King::Puzzle => &[draw, Task::SetPuzzle { seat }, conflicts, wake],
                    King::Chess => &[draw, Task::AskParity { seat }, conflicts, wake],
                    King::Hat => &[draw, conflicts, Task::HatTarget { seat }, wake],
                    King::BubbleGum => &[draw, conflicts, Task::BubbleChoose { seat }, reveal],
                    King::Cookie | King::TieDye => &[draw, conflicts, reveal],
                    King::Fire => &[
                        Task::FireRefill { seat },
                        Task::FireBurn { seat },
                        draw,
                        conflicts,
                        wake,
                    ],
                    King::Turtle => &[Task::TurtleDraw { seat }, conflicts, wake],
                };
                t.extend_from_slice(seq);
            }
            Card::Knight | Card::Potion => {
                self.tasks.push(Task::EndAction);
                let reason = if card.card() == Card::Knight {
                    TargetReason::Knight
                } else {
                    TargetReason::Potion
                };
                self.start_aimed(seat, card, reason);
            }
            Card::Wand => {
                self.tasks.push(Task::EndAction);
                self.tasks.push(Task::DiscardInPlay);
                self.tasks.push(Task::Draw { seat, count: 1 });
                self.pending = Some(Decision::PickOwnedQueen {
                    seat,
                    reason: TargetReason::Wand,
                });
            }
            Card::Jester => self.play_jester(seat, ev),
            Card::Dragon | Card::Number(_) => {}
        }
    }

    /// Knight or Potion: pick the queen, then the answer windows, then the effect.
    fn start_aimed(&mut self, seat: Seat, card: CardId, reason: TargetReason) {
        self.chain.clear();
        self.chain.push(Link { seat, card });
        self.tasks.push(Task::DiscardInPlay);
        if self.rules.is_extended() {
            self.tasks.push(Task::Draw { seat, count: 1 });
        }
        self.tasks.push(Task::ResolveChain);
        self.tasks.push(Task::AnswerWindow { offset: 0 });
        self.pending = Some(Decision::PickOwnedQueen { seat, reason });
    }

    fn play_jester(&mut self, seat: Seat, ev: &mut Vec<GameEvent>) {
        let extended = self.rules.is_extended();
        if extended {
            // X-JE-1: the revealed card is the Jester player's draw.
            self.tasks.push(Task::EndAction);
            self.tasks.push(Task::DiscardInPlay);
            let Some(card) = self.draw_card(seat, true, ev) else {
                return;
            };
            ev.push(GameEvent::JesterRevealed { seat, card });
            if let Card::Number(n) = card.card() {
                let reached = self.jester_count(seat, n, ev);
                self.tasks.push(Task::ResolveConflicts { seat: reached });
                self.tasks.push(Task::Wake {
                    seat: reached,
                    reason: WakeReason::JesterOwn,
                    optional: false,
                });
            }
            return;
        }
        // C-4: turn the top card face up.
        let Some(card) = self.draw_card(seat, true, ev) else {
            self.tasks.push(Task::EndAction);
            self.tasks.push(Task::DiscardInPlay);
            return;
        };
        ev.push(GameEvent::JesterRevealed { seat, card });
        match card.card() {
            Card::Number(n) => {
                self.take_from_hand(seat, card);
                self.in_play.push(card);
                let reached = self.jester_count(seat, n, ev);
                self.tasks.push(Task::EndAction);
                self.tasks.push(Task::DiscardInPlay);
                self.tasks.push(Task::Wake {
                    seat: reached,
                    reason: WakeReason::JesterWake,
                    optional: false,
                });
            }
            _ => {
                // A power card replaces the Jester: another action, no draw for it.
                self.tasks.push(Task::AnotherAction { seat });
                self.tasks.push(Task::DiscardInPlay);
            }
        }
    }

    /// Counts `n` seats clockwise, the player as 1 (C-4, X-JE-1).
    fn jester_count(&mut self, seat: Seat, n: u8, ev: &mut Vec<GameEvent>) -> Seat {
        let reached = ((seat as u32 + n as u32 - 1) % self.seats as u32) as Seat;
        ev.push(GameEvent::JesterCounted {
            from: seat,
            count: n,
            reached,
        });
        reached
    }

    fn picked_sleeping(
        &mut self,
        seat: Seat,
        reason: WakeReason,
        slot: u8,
        ev: &mut Vec<GameEvent>,
    ) {
        let extended = self.rules.is_extended();
        match reason {
            WakeReason::King(_) | WakeReason::JesterWake | WakeReason::Rose if !extended => {
                self.wake_classic(seat, slot, reason != WakeReason::Rose, ev)
            }
            WakeReason::King(_) | WakeReason::Rose | WakeReason::JesterWake => {
                self.reveal(slot, ev);
                self.wake_extended(seat, slot, ev);
            }
            WakeReason::JesterOwn => {
                self.reveal(slot, ev);
                if let Some(q) = self.own_from_grid(seat, slot, ev)
                    && self.rules.on(Switch::KnightProtection)
                {
                    self.protected.insert(q);
                }
            }
            WakeReason::Reveal(king) => {
                let was_up = self.grid[slot as usize].is_some_and(|g| g.face_up);
                let Some(q) = self.reveal(slot, ev) else {
                    return;
                };
                match king {
                    King::Cookie => self.cookie(seat, slot, q, ev),
                    King::BubbleGum => {
                        self.king.revealed.push((slot, was_up));
                        if self.king.revealed.len() < 3 && self.unrevealed_sleeping() {
                            self.pending = Some(Decision::ContinueRevealing { seat, king });
                        }
                    }
                    _ => {
                        self.king.revealed.push((slot, was_up));
                        match q.family() {
                            super::cards::Family::Red if self.unrevealed_sleeping() => {
                                self.pending = Some(Decision::ContinueRevealing { seat, king });
                            }
                            super::cards::Family::Green => {
                                for (s, _) in std::mem::take(&mut self.king.revealed) {
                                    self.turn_face_down(s, ev);
                                }
                            }
                            _ => self.wake_all_revealed(seat, ev),
                        }
                    }
                }
            }
        }
    }

    fn unrevealed_sleeping(&self) -> bool {
        self.sleeping_slots()
            .any(|s| !self.king.revealed.iter().any(|(r, _)| *r == s))
    }

    /// C-1, C-1a, C-1b.
    fn wake_classic(&mut self, seat: Seat, slot: u8, rose_may_add: bool, ev: &mut Vec<GameEvent>) {
        let Some(q) = self.reveal(slot, ev) else {
            return;
        };
        let rival = match q {
            Queen::Cat => Some(Queen::Dog),
            Queen::Dog => Some(Queen::Cat),
            _ => None,
        };
        if rival.is_some_and(|r| self.owns(seat, r)) {
            self.turn_face_down(slot, ev);
            ev.push(GameEvent::SentBack { queen: q, slot });
            return;
        }
        self.wake(seat, slot, ev);
        if q == Queen::Rose && rose_may_add && self.sleeping_slots().next().is_some() {
            self.tasks.push(Task::Wake {
                seat,
                reason: WakeReason::Rose,
                optional: false,
            });
        }
    }

    /// Wakes a revealed queen; X-Q-ROS offers one more.
    fn wake_extended(&mut self, seat: Seat, slot: u8, ev: &mut Vec<GameEvent>) {
        if self.wake(seat, slot, ev) == Some(Queen::Rose) && self.rules.on(Switch::Rose) {
            self.push_rose(seat);
        }
    }

    fn push_rose(&mut self, seat: Seat) {
        if self.sleeping_slots().next().is_some() {
            self.tasks.push(Task::Wake {
                seat,
                reason: WakeReason::Rose,
                optional: true,
            });
        }
    }

    fn wake_all_revealed(&mut self, seat: Seat, ev: &mut Vec<GameEvent>) {
        let mut rose = false;
        for (s, _) in std::mem::take(&mut self.king.revealed) {
            rose |= self.wake(seat, s, ev) == Some(Queen::Rose);
        }
        if rose && self.rules.on(Switch::Rose) {
            self.push_rose(seat);
        }
    }

    /// X-K-COO.
    fn cookie(&mut self, seat: Seat, slot: u8, q: Queen, ev: &mut Vec<GameEvent>) {
        match q {
            Queen::Pancake => {
                for s in 0..self.grid.len() {
                    if s as u8 == slot {
                        continue;
                    }
                    if let Some(g) = self.grid[s].as_mut() {
                        g.face_up = !g.face_up;
                        if g.face_up {
                            self.last_seen[s] = Some(g.queen);
                        }
                    }
                }
                ev.push(GameEvent::GridFlipped);
            }
            Queen::Cake => {
                for row in self.owned.iter_mut() {
                    for o in row.iter_mut() {
                        o.cookie_hidden = true;
                    }
                }
                ev.push(GameEvent::AllQueensHidden);
                for s in 0..self.seats {
                    self.shuffle_if_hidden(s, ev);
                }
            }
            _ => {}
        }
        self.wake_extended(seat, slot, ev);
    }

    fn picked_owned(
        &mut self,
        seat: Seat,
        reason: TargetReason,
        owner: Seat,
        index: usize,
        ev: &mut Vec<GameEvent>,
    ) {
        let Some(queen) = self.owned(owner).get(index).map(|q| q.queen) else {
            return;
        };
        let blind = self.is_hidden(owner, index);
        match reason {
            TargetReason::Knight | TargetReason::Potion => {
                self.aim = Some(Aim {
                    owner,
                    queen,
                    blind,
                });
            }
            TargetReason::Wand => {
                self.aim = Some(Aim {
                    owner,
                    queen,
                    blind,
                });
                self.pending = Some(Decision::PickGridQueen { seat });
            }
            TargetReason::Hat => {
                // X-K-HAT: that queen and the queens this King woke, shuffled face down.
                let mut pool = Vec::with_capacity(3);
                pool.push(queen);
                self.take_owned(owner, index);
                for q in self.king.woken.clone() {
                    if let Some(i) = self.index_of(seat, q) {
                        self.take_owned(seat, i);
                        pool.push(q);
                    }
                }
                pool.shuffle(&mut self.rng);
                let count = pool.len() as u8;
                self.king.hat_pool = pool;
                self.king.hat_owner = owner;
                ev.push(GameEvent::HatShuffle {
                    king_seat: seat,
                    owner,
                    count,
                });
                self.pending = Some(Decision::HatBlindPick { seat: owner, count });
            }
        }
    }

    fn hat_take(&mut self, owner: Seat, i: usize, ev: &mut Vec<GameEvent>) {
        let pool = std::mem::take(&mut self.king.hat_pool);
        let king_seat = self.current;
        for (k, q) in pool.into_iter().enumerate() {
            let to = if k == i { owner } else { king_seat };
            self.give(to, q, ev);
            let idx = self.index_of(to, q).unwrap_or(0);
            let known_to = self.who_sees(to, idx) | only(owner) | only(king_seat);
            ev.push(GameEvent::Owned {
                seat: to,
                queen: Private::new(q, known_to),
                from: From::Seat(king_seat),
            });
        }
        if owner != king_seat {
            self.tasks.push(Task::ResolveConflicts { seat: owner });
        }
    }

    fn wand_swap(&mut self, seat: Seat, slot: u8, ev: &mut Vec<GameEvent>) {
        let _ = seat;
        let Some(aim) = self.aim.take() else {
            return;
        };
        let Some(index) = self.index_of(aim.owner, aim.queen) else {
            return;
        };
        let Some(grid_q) = self.grid[slot as usize] else {
            return;
        };
        let given_known = self.who_sees(aim.owner, index);
        self.take_owned(aim.owner, index);
        // X-WA-2: each slot keeps its face state.
        self.grid[slot as usize] = Some(super::state::GridQueen {
            queen: aim.queen,
            face_up: grid_q.face_up,
        });
        let given_public = grid_q.face_up || given_known == EVERYONE;
        self.last_seen[slot as usize] = given_public.then_some(aim.queen);
        self.owned[aim.owner as usize].push(OwnedQueen {
            queen: grid_q.queen,
            cookie_hidden: false,
        });
        self.shuffle_if_hidden(aim.owner, ev);
        let idx = self.index_of(aim.owner, grid_q.queen).unwrap_or(0);
        let taken_known = if grid_q.face_up {
            EVERYONE
        } else {
            self.who_sees(aim.owner, idx)
        };
        ev.push(GameEvent::Swapped {
            seat: aim.owner,
            given: Private::new(
                aim.queen,
                if grid_q.face_up {
                    EVERYONE
                } else {
                    given_known
                },
            ),
            taken: Private::new(grid_q.queen, taken_known),
            slot,
            face_up: grid_q.face_up,
        });
        self.tasks.push(Task::ResolveConflicts { seat: aim.owner });
    }

    // ----- the task loop -----------------------------------------------------------

    /// Works through tasks until a decision is pending or the game is over.
    pub(crate) fn run(&mut self, ev: &mut Vec<GameEvent>) {
        while self.pending.is_none() && self.outcome.is_none() {
            let Some(task) = self.tasks.pop() else {
                // Nothing left to do: the next turn (never expected, kept safe).
                self.tasks.push(Task::StartTurn);
                continue;
            };
            self.do_task(task, ev);
        }
    }

    fn do_task(&mut self, task: Task, ev: &mut Vec<GameEvent>) {
        match task {
            Task::StartTurn => self.start_turn(ev),
            Task::EndAction => self.end_action(ev),
            Task::Draw { seat, count } => {
                for _ in 0..count {
                    self.draw_card(seat, false, ev);
                    if self.outcome.is_some() {
                        return;
                    }
                }
            }
            Task::DiscardInPlay => self.discard_in_play(ev),
            Task::Wake {
                seat,
                reason,
                optional,
            } => {
                if self.unrevealed_sleeping() {
                    self.pending = Some(Decision::PickSleepingQueen {
                        seat,
                        reason,
                        optional,
                    });
                }
            }
            Task::ResolveConflicts { seat } => self.resolve_conflicts(seat),
            Task::PutBackOne { seat, queen } => {
                if self.owns(seat, queen) {
                    self.pending = Some(Decision::PickEmptySlot {
                        seat,
                        reason: SlotReason::PutBack(queen),
                    });
                }
            }
            Task::AfterWake { offset } => self.after_wake(offset),
            Task::AnswerWindow { offset } => self.answer_window(offset),
            Task::ResolveChain => self.resolve_chain(ev),
            Task::SetPuzzle { seat } => {
                self.puzzle = Some(seat);
                ev.push(GameEvent::RestrictionSet {
                    seat,
                    restriction: Restriction::SinglesOnly,
                });
            }
            Task::AskParity { seat } => self.pending = Some(Decision::ChooseParity { seat }),
            Task::HatTarget { seat } => {
                if self.any_target(seat, TargetReason::Hat) {
                    self.pending = Some(Decision::PickOwnedQueen {
                        seat,
                        reason: TargetReason::Hat,
                    });
                }
            }
            Task::BubbleChoose { seat } => {
                let slots: Vec<u8> = self.king.revealed.iter().map(|(s, _)| *s).collect();
                if !slots.is_empty() {
                    self.pending = Some(Decision::ChooseRevealed { seat, slots });
                }
            }
            Task::FireBurn { seat } => {
                let burned: u8 = self.king.burned.iter().sum();
                if burned < 5 && self.hands.iter().any(|h| !h.is_empty()) {
                    self.pending = Some(Decision::FireBurn {
                        seat,
                        remaining: 5 - burned,
                    });
                }
            }
            Task::FireRefill { seat } => {
                for k in 0..self.seats {
                    let s = (seat + k) % self.seats;
                    let lost = std::mem::take(&mut self.king.burned[s as usize]);
                    for _ in 0..lost {
                        self.draw_card(s, false, ev);
                        if self.outcome.is_some() {
                            return;
                        }
                    }
                }
            }
            Task::TurtleDraw { seat } => {
                if let Some(card) = self.draw_card(seat, true, ev)
                    && card.card().number().is_some_and(|n| n <= 5)
                {
                    self.extra_turn = true;
                    ev.push(GameEvent::ExtraTurn { seat });
                }
            }
            Task::AnotherAction { seat } => {
                if !self.has_turn_action(seat, self.number_limits()) && self.hand(seat).is_empty() {
                    self.tasks.push(Task::EndAction);
                } else {
                    self.pending = Some(Decision::TurnAction { seat });
                }
            }
        }
    }

    fn start_turn(&mut self, ev: &mut Vec<GameEvent>) {
        let seat = self.current;
        self.turn += 1;
        self.protected = Default::default();
        self.king = KingWork::default();
        ev.push(GameEvent::TurnStarted {
            seat,
            turn: self.turn,
        });
        self.set_restriction_end(seat, ev);
        if self.has_turn_action(seat, self.number_limits()) {
            self.skips_in_a_row = 0;
            self.pending = Some(Decision::TurnAction { seat });
            return;
        }
        let chess_blocks = self.rules.is_extended()
            && self.chess.is_some()
            && self.has_turn_action(
                seat,
                NumberLimits {
                    banned_parity: None,
                    ..self.number_limits()
                },
            );
        let reason = if chess_blocks {
            SkipReason::ChessRestriction
        } else if self.hand(seat).is_empty() {
            SkipReason::EmptyHand
        } else {
            // C-6 / X-END-4: discard one card and draw 1.
            self.skips_in_a_row = 0;
            self.pending = Some(Decision::TurnAction { seat });
            return;
        };
        // X-K-CHE: the turn is skipped, no draw.
        ev.push(GameEvent::TurnSkipped { seat, reason });
        self.skips_in_a_row += 1;
        if self.skips_in_a_row >= self.seats && reason == SkipReason::EmptyHand {
            self.end_by_points(EndReason::PilesExhausted, ev);
            return;
        }
        self.current = self.next_seat(seat);
        self.tasks.push(Task::StartTurn);
    }

    fn end_action(&mut self, ev: &mut Vec<GameEvent>) {
        if let Some((winners, reason)) = self.judge() {
            self.end_game(winners, reason, ev);
            return;
        }
        if self.grid.iter().all(|g| g.is_none()) {
            self.end_by_points(EndReason::GridEmpty, ev);
            return;
        }
        let seat = self.current;
        if !self.rules.is_extended() {
            // Classic: draw back up to a full hand.
            let full = self.rules.hand_size as usize;
            while self.hands[seat as usize].len() < full {
                if self.draw_card(seat, false, ev).is_none() {
                    break;
                }
            }
        }
        if !self.extra_turn {
            self.current = self.next_seat(seat);
        }
        self.extra_turn = false;
        self.tasks.push(Task::StartTurn);
    }

    /// C-WIN-1, X-END-1, X-END-2: who has won now, if anyone.
    pub(crate) fn judge(&self) -> Option<(Vec<Seat>, EndReason)> {
        // Each rule as a bit per seat: judged after every action, so nothing is
        // allocated until someone has won.
        let seats = |won: &dyn Fn(Seat) -> bool| -> u8 {
            (0..self.seats)
                .filter(|s| won(*s))
                .fold(0, |m, s| m | 1 << s)
        };
        let listed =
            |mask: u8| -> Vec<Seat> { (0..self.seats).filter(|s| mask & 1 << s != 0).collect() };
        if self.rules.on(Switch::SunMoonStar) {
            let sms = seats(&|s| {
                [Queen::Sunflower, Queen::Moon, Queen::Starfish]
                    .iter()
                    .all(|q| self.owns(s, *q))
            });
            if sms != 0 {
                return Some((listed(sms), EndReason::SunMoonStar));
            }
        }
        let target = self.rules.win_target(self.seats as usize);
        let by_count = seats(&|s| self.queen_count(s) >= target.queens);
        let by_points = seats(&|s| self.points(s) >= target.points);
        if by_count != 0 {
            return Some((listed(by_count | by_points), EndReason::QueenCount));
        }
        if by_points != 0 {
            return Some((listed(by_points), EndReason::Points));
        }
        None
    }

    fn resolve_conflicts(&mut self, seat: Seat) {
        if !self.rules.is_extended() {
            return;
        }
        let mut options = Vec::new();
        if self.rules.on(Switch::CatAndDog)
            && self.owns(seat, Queen::Cat)
            && self.owns(seat, Queen::Dog)
        {
            options.push(PutBack::Queen(Queen::Cat));
            options.push(PutBack::Queen(Queen::Dog));
        }
        if self.rules.on(Switch::Heart)
            && self.owns(seat, Queen::Heart)
            && self.owned(seat).iter().any(|q| q.queen.points() == 5)
        {
            options.push(PutBack::Queen(Queen::Heart));
            options.push(PutBack::FivePointQueens);
        }
        if !options.is_empty() {
            self.pending = Some(Decision::PutBackChoice { seat, options });
        }
    }

    fn after_wake(&mut self, offset: u8) {
        if !self.rules.on(Switch::AfterWake) || self.king.woken.is_empty() {
            return;
        }
        let mut plays = Vec::new();
        for off in offset..self.seats {
            let seat = self.seat_from_current(off);
            plays.clear();
            self.after_wake_plays(seat, &mut plays);
            if !plays.is_empty() || self.ask_always & (1 << seat) != 0 {
                self.tasks.push(Task::AfterWake { offset: off + 1 });
                self.pending = Some(Decision::AfterWake { seat });
                return;
            }
        }
    }

    fn answer_window(&mut self, offset: u8) {
        let Some(top) = self.chain.last().copied() else {
            return;
        };
        let Some(kind) = answer_to(top.card.card()) else {
            return;
        };
        // X-DR-1, X-PO-1, X-WA-1: each card's answer is a rule of its own.
        if self.rules.is_extended() && !self.rules.on(answer_switch(kind)) {
            return;
        }
        let holds = |s: Seat| {
            self.ask_always & (1 << s) != 0 || self.hand(s).iter().any(|c| c.card() == kind)
        };
        if !self.rules.on(Switch::AnswersOutOfTurn) {
            // Only the player the card acts against may answer it: the owner of the
            // queen aimed at, or the player whose card an answer cancels. Classic (C-2,
            // C-3) is this, once: an answer there opens no window of its own.
            let against = match self.chain.len() {
                1 => self.aim.map(|aim| aim.owner),
                n => Some(self.chain[n - 2].seat),
            };
            if let (0, Some(seat)) = (offset, against)
                && holds(seat)
            {
                self.tasks.push(Task::AnswerWindow { offset: self.seats });
                self.pending = Some(Decision::Answer {
                    seat,
                    against: top.card.card(),
                    by: top.seat,
                });
            }
            return;
        }
        for off in offset..self.seats {
            let seat = self.seat_from_current(off);
            if holds(seat) {
                self.tasks.push(Task::AnswerWindow { offset: off + 1 });
                self.pending = Some(Decision::Answer {
                    seat,
                    against: top.card.card(),
                    by: top.seat,
                });
                return;
            }
        }
    }

    fn resolve_chain(&mut self, ev: &mut Vec<GameEvent>) {
        let chain = std::mem::take(&mut self.chain);
        let Some(base) = chain.first().copied() else {
            return;
        };
        // The top card stands; each card below stands only if the one above it fell.
        let mut stands = true;
        for link in chain.iter().rev() {
            if !stands {
                ev.push(GameEvent::Cancelled { card: link.card });
            }
            if link.card == base.card {
                break;
            }
            stands = !stands;
        }
        let Some(aim) = self.aim else {
            return;
        };
        if !stands {
            self.aim = None;
            return;
        }
        let extended = self.rules.is_extended();
        let immune = self.immune_to(match base.card.card() {
            Card::Knight => TargetReason::Knight,
            _ => TargetReason::Potion,
        });
        if extended
            && aim.blind
            && (Some(aim.queen) == immune || self.protected.contains(aim.queen))
        {
            ev.push(GameEvent::NoEffect {
                card: base.card,
                queen: aim.queen,
            });
            self.aim = None;
            return;
        }
        match base.card.card() {
            Card::Knight => {
                self.aim = None;
                let Some(i) = self.index_of(aim.owner, aim.queen) else {
                    return;
                };
                let was_known = self.who_sees(aim.owner, i);
                self.take_owned(aim.owner, i);
                self.give(base.seat, aim.queen, ev);
                let j = self.index_of(base.seat, aim.queen).unwrap_or(0);
                let now_known = self.who_sees(base.seat, j);
                let known_to = if now_known == EVERYONE || was_known == EVERYONE {
                    EVERYONE
                } else {
                    only(base.seat) | only(aim.owner)
                };
                ev.push(GameEvent::Owned {
                    seat: base.seat,
                    queen: Private::new(aim.queen, known_to),
                    from: From::Seat(aim.owner),
                });
                if extended {
                    if self.rules.on(Switch::KnightProtection) {
                        self.protected.insert(aim.queen);
                    }
                    self.tasks.push(Task::ResolveConflicts { seat: base.seat });
                }
            }
            _ => {
                let known = if aim.blind { None } else { Some(aim.queen) };
                self.pending = Some(Decision::PickEmptySlot {
                    seat: base.seat,
                    reason: SlotReason::PotionSleep(known),
                });
            }
        }
    }
}

/// The switch of the rule by which `answer` cancels a card (X-DR-1, X-PO-1, X-WA-1).
pub fn answer_switch(answer: Card) -> Switch {
    match answer {
        Card::Dragon => Switch::DragonAnswer,
        Card::Potion => Switch::PotionAnswer,
        _ => Switch::WandAnswer,
    }
}

/// The card that cancels `card` (X-ANS): Knight ← Dragon ← Potion ← Wand.
pub fn answer_to(card: Card) -> Option<Card> {
    match card {
        Card::Knight => Some(Card::Dragon),
        Card::Dragon => Some(Card::Potion),
        Card::Potion => Some(Card::Wand),
        _ => None,
    }
}
