//! One game of Sleeping Queens watched for the balance figures, and the figures of a
//! table (a rule set, a player count, one bot kind at every seat) added up from many.

use super::GameFailure;
use super::stats::{Mean, Rate};
use crate::sleeping_queens::bots::Bot;
use crate::sleeping_queens::cards::{Card, CardId, King, Queen, QueenSet, Seat};
use crate::sleeping_queens::{
    Action, Decision, EndReason, GameEvent, GameState, Setup, TargetReason, WakeReason,
};
use serde::Serialize;

/// A game that goes on longer than this many decisions is stopped as broken.
const MAX_DECISIONS: u32 = 100_000;

/// Game progress is shown in tenths of a game.
pub const TENTHS: usize = 10;

/// How a game ended, with the queen-count win split by whether the points were reached
/// at the same moment (then the queen count did not decide it alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Ending {
    /// C-WIN-1 / X-END-1 by the number of queens alone.
    QueenCount,
    /// The queen count and the points reached by the same action.
    QueenCountAndPoints,
    /// C-WIN-1 / X-END-1 by points.
    Points,
    /// X-END-2: Sunflower, Moon and Starfish.
    SunMoonStar,
    /// C-WIN-2 / X-END-3: no sleeping queen left.
    NoSleepingQueen,
    /// X-END-3: a draw with both piles empty (or every hand empty).
    PilesExhausted,
}

impl Ending {
    pub const ALL: [Ending; 6] = [
        Ending::QueenCount,
        Ending::QueenCountAndPoints,
        Ending::Points,
        Ending::SunMoonStar,
        Ending::NoSleepingQueen,
        Ending::PilesExhausted,
    ];

    pub fn words(self) -> &'static str {
        match self {
            Ending::QueenCount => "queen count",
            Ending::QueenCountAndPoints => "queen count and points at once",
            Ending::Points => "points",
            Ending::SunMoonStar => "Sunflower, Moon and Starfish (X-END-2)",
            Ending::NoSleepingQueen => "no sleeping queen left",
            Ending::PilesExhausted => "both piles empty (X-END-3)",
        }
    }

    /// Whether the queen-count win ended the game (alone or with the points).
    pub fn by_queen_count(self) -> bool {
        matches!(self, Ending::QueenCount | Ending::QueenCountAndPoints)
    }
}

/// What a turn action was (claim 1: how much of the play is number cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum TurnPlay {
    Numbers,
    King,
    Knight,
    Potion,
    Wand,
    Jester,
    /// C-6 / X-END-4: no legal play, a card discarded.
    Stuck,
}

impl TurnPlay {
    pub const ALL: [TurnPlay; 7] = [
        TurnPlay::Numbers,
        TurnPlay::King,
        TurnPlay::Knight,
        TurnPlay::Potion,
        TurnPlay::Wand,
        TurnPlay::Jester,
        TurnPlay::Stuck,
    ];

    pub fn words(self) -> &'static str {
        match self {
            TurnPlay::Numbers => "number cards",
            TurnPlay::King => "King",
            TurnPlay::Knight => "Knight",
            TurnPlay::Potion => "Sleeping Potion",
            TurnPlay::Wand => "Magic Wand (swap)",
            TurnPlay::Jester => "Jester",
            TurnPlay::Stuck => "stuck discard",
        }
    }

    fn of(action: &Action) -> Option<TurnPlay> {
        Some(match action {
            Action::PlayNumbers(_) => TurnPlay::Numbers,
            Action::DiscardStuck(_) => TurnPlay::Stuck,
            Action::Play(c) => match c.card() {
                Card::King(_) => TurnPlay::King,
                Card::Knight => TurnPlay::Knight,
                Card::Potion => TurnPlay::Potion,
                Card::Wand => TurnPlay::Wand,
                Card::Jester => TurnPlay::Jester,
                // Dragons are played only as numbers (X-DR-2) or answers.
                Card::Dragon | Card::Number(_) => TurnPlay::Numbers,
            },
            _ => return None,
        })
    }
}

/// The kinds of card in a hand (claim 1: what players keep).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum HandPart {
    Numbers,
    Kings,
    /// Knights and Sleeping Potions.
    Attacks,
    /// Dragons and Magic Wands.
    Answers,
    Jesters,
}

impl HandPart {
    pub const ALL: [HandPart; 5] = [
        HandPart::Numbers,
        HandPart::Kings,
        HandPart::Attacks,
        HandPart::Answers,
        HandPart::Jesters,
    ];

    pub fn words(self) -> &'static str {
        match self {
            HandPart::Numbers => "number cards",
            HandPart::Kings => "Kings",
            HandPart::Attacks => "Knights and Potions",
            HandPart::Answers => "Dragons and Wands",
            HandPart::Jesters => "Jesters",
        }
    }

    fn of(card: Card) -> HandPart {
        match card {
            Card::Number(_) => HandPart::Numbers,
            Card::King(_) => HandPart::Kings,
            Card::Knight | Card::Potion => HandPart::Attacks,
            Card::Dragon | Card::Wand => HandPart::Answers,
            Card::Jester => HandPart::Jesters,
        }
    }
}

/// How a Dragon or a Magic Wand left a hand (claim 4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Leaving {
    /// Played for an effect: an answer, a number (Dragon), a swap (Wand).
    Used,
    /// Discarded because the hand had no legal play.
    Stuck,
    /// Removed by a Fire King.
    Burned,
    /// Still in a hand when the game ended.
    HeldToTheEnd,
}

/// Where a woken queen was picked (claims 5 and 6: how much waking is luck).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum WakePick {
    FaceUp,
    /// Face down, in a slot where the table saw her go back to sleep or turn down.
    Remembered,
    Blind,
}

/// What one game showed.
#[derive(Clone, Debug, Default)]
pub struct GameFacts {
    pub seats: u8,
    pub starting: Seat,
    pub winners: Vec<Seat>,
    pub ending: Option<Ending>,
    pub turns: u32,
    pub decisions: u32,
    pub plays: [u32; TurnPlay::ALL.len()],
    /// Cards in the hand of the player whose turn starts, by part, summed per tenth.
    pub hand_sums: [[u32; HandPart::ALL.len()]; TENTHS],
    pub hand_samples: [u32; TENTHS],
    /// Kings played (by king), and how many left their player with more queens at the
    /// end of the turn.
    pub kings_played: [u32; King::ALL.len()],
    pub kings_converted: [u32; King::ALL.len()],
    pub kings_drawn: Vec<u8>,
    /// The sole leader at the start of each turn (nearest to the win), by turn.
    pub leaders: Vec<Option<Seat>>,
    /// Attacks on a player's queens (Knight, Potion, Wand, Hat) made by someone other
    /// than the sole leader while there was one, and how many hit the leader.
    pub attacks_with_leader: u32,
    pub attacks_on_leader: u32,
    pub attacks: u32,
    /// Dragon and Wand holds: (card, turns held, how it left).
    pub holds: Vec<(Card, u32, Leaving)>,
    pub wakes: [u32; 3],
    /// Each seat's queens at the end.
    pub queens: Vec<QueenSet>,
}

impl GameFacts {
    /// Each seat's share of the win (a shared win is split).
    pub fn share(&self, seat: Seat) -> f64 {
        if self.winners.contains(&seat) {
            1.0 / self.winners.len() as f64
        } else {
            0.0
        }
    }

    /// The seat's place in the turn order: 0 for the first player.
    pub fn position(&self, seat: Seat) -> usize {
        (seat as usize + self.seats as usize - self.starting as usize) % self.seats as usize
    }

    /// The sole leader when half the game's turns were played.
    pub fn mid_game_leader(&self) -> Option<Seat> {
        let mid = (self.turns as usize).div_ceil(2);
        self.leaders.get(mid.saturating_sub(1)).copied().flatten()
    }
}

/// Each seat's nearness to the win: the larger of its share of the points and of the
/// queens the rule set's target asks for.
fn nearness(state: &GameState, seat: Seat) -> f64 {
    let target = state.rules().win_target(state.seat_count() as usize);
    let points = state.points(seat) as f64 / target.points.max(1) as f64;
    let queens = state.queen_count(seat) as f64 / target.queens.max(1) as f64;
    points.max(queens)
}

/// The one seat strictly nearest to the win, if there is one and it has anything.
pub fn sole_leader(state: &GameState) -> Option<Seat> {
    let near: Vec<f64> = (0..state.seat_count())
        .map(|s| nearness(state, s))
        .collect();
    let best = near.iter().copied().fold(0.0, f64::max);
    if best <= 0.0 {
        return None;
    }
    let mut at_best = (0..state.seat_count()).filter(|s| near[*s as usize] == best);
    let first = at_best.next();
    if at_best.next().is_some() {
        None
    } else {
        first
    }
}

/// Follows a game's events and decisions into its [`GameFacts`].
struct Watcher {
    facts: GameFacts,
    turn: u32,
    /// Hand samples by turn: (turn, cards by part), binned once the length is known.
    hands: Vec<(u32, [u8; HandPart::ALL.len()])>,
    /// A King in play: its seat, which king, and the seat's queens before it.
    king: Option<(Seat, King, usize)>,
    /// Dragons and Wands in hands: the card and the turn it came.
    holding: Vec<(CardId, u32)>,
}

impl Watcher {
    fn new(state: &GameState) -> Watcher {
        let n = state.seat_count() as usize;
        Watcher {
            facts: GameFacts {
                seats: state.seat_count(),
                starting: state.current_seat(),
                kings_drawn: vec![0; n],
                ..GameFacts::default()
            },
            turn: 0,
            hands: Vec::new(),
            king: None,
            holding: Vec::new(),
        }
    }

    /// What the decision and the action about to be played tell.
    fn before(&mut self, state: &GameState, decision: &Decision, action: &Action) {
        match (decision, action) {
            (Decision::TurnAction { seat }, _) => {
                if let Some(play) = TurnPlay::of(action) {
                    self.facts.plays[play as usize] += 1;
                }
                if let Action::Play(c) = action
                    && let Card::King(k) = c.card()
                {
                    self.settle_king(state);
                    self.king = Some((*seat, k, state.owned(*seat).len()));
                }
            }
            (
                Decision::PickOwnedQueen { seat, reason },
                Action::Owned {
                    seat: target,
                    index: _,
                },
            ) if target != seat
                && matches!(
                    reason,
                    TargetReason::Knight
                        | TargetReason::Potion
                        | TargetReason::Wand
                        | TargetReason::Hat
                ) =>
            {
                self.facts.attacks += 1;
                if let Some(leader) = sole_leader(state)
                    && leader != *seat
                {
                    self.facts.attacks_with_leader += 1;
                    if leader == *target {
                        self.facts.attacks_on_leader += 1;
                    }
                }
            }
            (
                Decision::PickSleepingQueen {
                    reason:
                        WakeReason::King(_)
                        | WakeReason::Rose
                        | WakeReason::JesterWake
                        | WakeReason::JesterOwn
                        | WakeReason::Reveal(_),
                    ..
                },
                Action::Slot(slot),
            ) => {
                let pick = match state.grid().get(*slot as usize).copied().flatten() {
                    Some(g) if g.face_up => WakePick::FaceUp,
                    Some(_) if state.last_seen(*slot).is_some() => WakePick::Remembered,
                    _ => WakePick::Blind,
                };
                self.facts.wakes[pick as usize] += 1;
            }
            _ => {}
        }
    }

    /// The King played earlier has had its whole turn: did its player gain a queen?
    fn settle_king(&mut self, state: &GameState) {
        if let Some((seat, king, before)) = self.king.take() {
            let i = King::ALL.iter().position(|k| *k == king).unwrap_or(0);
            self.facts.kings_played[i] += 1;
            if state.owned(seat).len() > before {
                self.facts.kings_converted[i] += 1;
            }
        }
    }

    fn leave(&mut self, card: CardId, how: Leaving) {
        if let Some(i) = self.holding.iter().position(|(c, _)| *c == card) {
            let (_, since) = self.holding.swap_remove(i);
            self.facts
                .holds
                .push((card.card(), self.turn.saturating_sub(since), how));
        }
    }

    fn see(&mut self, state: &GameState, events: &[GameEvent]) {
        for e in events {
            match e {
                GameEvent::TurnStarted { seat, turn } => {
                    self.settle_king(state);
                    self.turn = *turn;
                    self.facts.leaders.push(sole_leader(state));
                    let mut parts = [0u8; HandPart::ALL.len()];
                    for c in state.hand(*seat) {
                        parts[HandPart::of(c.card()) as usize] += 1;
                    }
                    self.hands.push((*turn, parts));
                }
                GameEvent::Drew { seat, card } => {
                    if let Some(card) = card.value {
                        match card.card() {
                            Card::King(_) => {
                                if let Some(k) = self.facts.kings_drawn.get_mut(*seat as usize) {
                                    *k += 1;
                                }
                            }
                            Card::Dragon | Card::Wand => self.holding.push((card, self.turn)),
                            _ => {}
                        }
                    }
                }
                GameEvent::Answered { card, .. } => self.leave(*card, Leaving::Used),
                GameEvent::NumbersPlayed { play, .. } => {
                    for c in play.cards() {
                        self.leave(*c, Leaving::Used);
                    }
                }
                GameEvent::Played { card, .. } if card.card() == Card::Wand => {
                    self.leave(*card, Leaving::Used)
                }
                GameEvent::DiscardedStuck { card, .. } => self.leave(*card, Leaving::Stuck),
                GameEvent::Burned { card, .. } => self.leave(*card, Leaving::Burned),
                _ => {}
            }
        }
    }

    fn finish(mut self, state: &GameState, decisions: u32) -> GameFacts {
        self.settle_king(state);
        for (card, since) in std::mem::take(&mut self.holding) {
            self.facts.holds.push((
                card.card(),
                self.turn.saturating_sub(since),
                Leaving::HeldToTheEnd,
            ));
        }
        let f = &mut self.facts;
        f.turns = state.turn();
        f.decisions = decisions;
        let n = state.seat_count();
        f.queens = (0..n)
            .map(|s| {
                let mut set = QueenSet::default();
                for q in state.owned(s) {
                    set.insert(q.queen);
                }
                set
            })
            .collect();
        if let Some(o) = state.outcome() {
            f.winners = o.winners.clone();
            let target = state.rules().win_target(n as usize);
            let points_too = o.winners.iter().any(|w| state.points(*w) >= target.points);
            f.ending = Some(match o.reason {
                EndReason::QueenCount if points_too => Ending::QueenCountAndPoints,
                EndReason::QueenCount => Ending::QueenCount,
                EndReason::Points => Ending::Points,
                EndReason::SunMoonStar => Ending::SunMoonStar,
                EndReason::GridEmpty => Ending::NoSleepingQueen,
                EndReason::PilesExhausted => Ending::PilesExhausted,
            });
        }
        let turns = f.turns.max(1);
        for (turn, parts) in &self.hands {
            let tenth =
                (((turn.saturating_sub(1)) as usize * TENTHS) / turns as usize).min(TENTHS - 1);
            f.hand_samples[tenth] += 1;
            for (sum, n) in f.hand_sums[tenth].iter_mut().zip(parts) {
                *sum += *n as u32;
            }
        }
        self.facts
    }
}

/// Plays one game between `bots` (one per seat) from `seed` and tells what it showed.
/// Errors: a bad setup, a bot's illegal action, or a game that does not end.
pub fn play_watched(
    setup: &Setup,
    seed: u64,
    bots: &mut [Box<dyn Bot + Send>],
) -> Result<GameFacts, GameFailure> {
    if bots.len() != setup.seats as usize {
        return Err(GameFailure::Bots {
            bots: bots.len(),
            seats: setup.seats,
        });
    }
    let (mut state, events) =
        GameState::new_with_events(setup, seed).map_err(|e| GameFailure::Setup {
            seed,
            why: e.to_string(),
        })?;
    let mut watcher = Watcher::new(&state);
    watcher.see(&state, &events);
    let mut decisions = 0u32;
    while !state.is_over() {
        let Some(decision) = state.pending().cloned() else {
            return Err(GameFailure::Stuck { seed });
        };
        let seat = decision.seat();
        let obs = state.observe(seat);
        let bot = &mut bots[seat as usize];
        let action = bot.decide_knowing(&obs, &state);
        watcher.before(&state, &decision, &action);
        let events = state.apply(action).map_err(|e| GameFailure::Refused {
            bot: bot.name().to_string(),
            seat,
            seed,
            why: e.to_string(),
        })?;
        watcher.see(&state, &events);
        decisions += 1;
        if decisions >= MAX_DECISIONS {
            return Err(GameFailure::TooLong {
                seed,
                decisions: MAX_DECISIONS,
            });
        }
    }
    Ok(watcher.finish(&state, decisions))
}

/// A Dragon's or a Wand's figures over a table (claim 4).
#[derive(Clone, Debug, Default, Serialize)]
pub struct HoldFigures {
    /// Times one came into a hand.
    pub drawn: u64,
    /// Share of those played for an effect.
    pub used: Rate,
    pub stuck: u64,
    pub burned: u64,
    pub held_to_the_end: u64,
    /// Rounds (every player's turn once) from coming into a hand to leaving it or the
    /// game's end.
    pub rounds_held: Mean,
}

/// One queen's worth to whoever holds her at the end (claim 6).
#[derive(Clone, Debug, Serialize)]
pub struct QueenValue {
    pub queen: Queen,
    pub with: Rate,
    pub without: Rate,
}

/// A table's figures: one rule set, one player count, one bot kind at every seat.
#[derive(Clone, Debug, Serialize)]
pub struct TableFigures {
    pub rules: String,
    pub players: u8,
    pub bots: String,
    pub games: u64,
    pub errors: Vec<String>,
    /// Win rate by place in the turn order (0: the first player).
    pub by_position: Vec<Rate>,
    pub turns: Mean,
    pub decisions: Mean,
    /// Games by length in turns, in bins of [`TURN_BIN`] turns.
    pub turn_bins: Vec<u64>,
    pub endings: Vec<(Ending, Rate)>,
    /// Claim 8: the queen-count win ended the game (alone or with the points).
    pub queen_count_end: Rate,
    /// Claim 1.
    pub plays: Vec<(TurnPlay, u64)>,
    pub number_share: Rate,
    /// Mean cards of each part in the hand of the player to act, by tenth of the game.
    pub hand_by_tenth: Vec<Vec<f64>>,
    /// Claim 2.
    pub king_conversion: Rate,
    pub conversion_by_king: Vec<(King, Rate)>,
    /// Win rate by kings drawn (index: kings; the last counts that many or more).
    pub wins_by_kings: Vec<Rate>,
    /// Win rate of the one player who drew strictly more kings than anyone.
    pub most_kings_wins: Rate,
    /// Claim 3.
    pub mid_leader_wins: Rate,
    pub attacks_on_leader: Rate,
    pub attacks_per_game: Mean,
    /// Claim 4.
    pub dragon: HoldFigures,
    pub wand: HoldFigures,
    /// Claims 5 and 6: where woken queens were picked.
    pub wakes_face_up: u64,
    pub wakes_remembered: u64,
    pub wakes_blind: u64,
    pub informed_wakes: Rate,
    /// Claim 6.
    pub queen_values: Vec<QueenValue>,
}

/// Width of a game-length bin, in turns.
pub const TURN_BIN: u32 = 5;
/// Kings drawn at or above this are counted together.
pub const KINGS_CAP: usize = 6;

impl TableFigures {
    pub fn new(rules: &str, players: u8, bots: &str) -> TableFigures {
        TableFigures {
            rules: rules.to_string(),
            players,
            bots: bots.to_string(),
            games: 0,
            errors: Vec::new(),
            by_position: vec![Rate::default(); players as usize],
            turns: Mean::default(),
            decisions: Mean::default(),
            turn_bins: Vec::new(),
            endings: Ending::ALL.iter().map(|e| (*e, Rate::default())).collect(),
            queen_count_end: Rate::default(),
            plays: TurnPlay::ALL.iter().map(|p| (*p, 0)).collect(),
            number_share: Rate::default(),
            hand_by_tenth: vec![vec![0.0; HandPart::ALL.len()]; TENTHS],
            king_conversion: Rate::default(),
            conversion_by_king: King::ALL.iter().map(|k| (*k, Rate::default())).collect(),
            wins_by_kings: vec![Rate::default(); KINGS_CAP + 1],
            most_kings_wins: Rate::default(),
            mid_leader_wins: Rate::default(),
            attacks_on_leader: Rate::default(),
            attacks_per_game: Mean::default(),
            dragon: HoldFigures::default(),
            wand: HoldFigures::default(),
            wakes_face_up: 0,
            wakes_remembered: 0,
            wakes_blind: 0,
            informed_wakes: Rate::default(),
            queen_values: Queen::ALL
                .iter()
                .map(|q| QueenValue {
                    queen: *q,
                    with: Rate::default(),
                    without: Rate::default(),
                })
                .collect(),
        }
    }

    /// Adds the games' facts, in order.
    pub fn add_all<'a>(&mut self, games: impl IntoIterator<Item = &'a GameFacts>) {
        let mut hand_sums = [[0u64; HandPart::ALL.len()]; TENTHS];
        let mut hand_samples = [0u64; TENTHS];
        for g in games {
            self.add(g);
            for (t, sums) in hand_sums.iter_mut().enumerate() {
                hand_samples[t] += g.hand_samples[t] as u64;
                for (sum, add) in sums.iter_mut().zip(&g.hand_sums[t]) {
                    *sum += *add as u64;
                }
            }
        }
        for ((mean, sums), samples) in self
            .hand_by_tenth
            .iter_mut()
            .zip(&hand_sums)
            .zip(&hand_samples)
        {
            for (m, sum) in mean.iter_mut().zip(sums) {
                *m = if *samples == 0 {
                    0.0
                } else {
                    *sum as f64 / *samples as f64
                };
            }
        }
    }

    fn add(&mut self, g: &GameFacts) {
        self.games += 1;
        let n = g.seats;
        for seat in 0..n {
            self.by_position[g.position(seat)].add_share(g.share(seat));
        }
        self.turns.add(g.turns as f64);
        self.decisions.add(g.decisions as f64);
        let bin = (g.turns / TURN_BIN) as usize;
        if self.turn_bins.len() <= bin {
            self.turn_bins.resize(bin + 1, 0);
        }
        self.turn_bins[bin] += 1;
        for (e, r) in self.endings.iter_mut() {
            r.add(g.ending == Some(*e));
        }
        self.queen_count_end
            .add(g.ending.is_some_and(Ending::by_queen_count));
        for (i, (_, count)) in self.plays.iter_mut().enumerate() {
            *count += g.plays[i] as u64;
        }
        let all: u32 = g.plays.iter().sum();
        self.number_share.hits += g.plays[TurnPlay::Numbers as usize] as f64;
        self.number_share.n += all as u64;
        for (i, (_, r)) in self.conversion_by_king.iter_mut().enumerate() {
            r.hits += g.kings_converted[i] as f64;
            r.n += g.kings_played[i] as u64;
            self.king_conversion.hits += g.kings_converted[i] as f64;
            self.king_conversion.n += g.kings_played[i] as u64;
        }
        for seat in 0..n {
            let k = (g.kings_drawn[seat as usize] as usize).min(KINGS_CAP);
            self.wins_by_kings[k].add_share(g.share(seat));
        }
        let most = g.kings_drawn.iter().copied().max().unwrap_or(0);
        let at_most: Vec<Seat> = (0..n)
            .filter(|s| g.kings_drawn[*s as usize] == most)
            .collect();
        if let [only] = at_most.as_slice() {
            self.most_kings_wins.add_share(g.share(*only));
        }
        if let Some(leader) = g.mid_game_leader() {
            self.mid_leader_wins.add_share(g.share(leader));
        }
        self.attacks_on_leader.hits += g.attacks_on_leader as f64;
        self.attacks_on_leader.n += g.attacks_with_leader as u64;
        self.attacks_per_game.add(g.attacks as f64);
        for (card, turns, how) in &g.holds {
            let h = match card {
                Card::Dragon => &mut self.dragon,
                _ => &mut self.wand,
            };
            h.drawn += 1;
            h.used.add(*how == Leaving::Used);
            match how {
                Leaving::Used => {}
                Leaving::Stuck => h.stuck += 1,
                Leaving::Burned => h.burned += 1,
                Leaving::HeldToTheEnd => h.held_to_the_end += 1,
            }
            h.rounds_held.add(*turns as f64 / n as f64);
        }
        self.wakes_face_up += g.wakes[WakePick::FaceUp as usize] as u64;
        self.wakes_remembered += g.wakes[WakePick::Remembered as usize] as u64;
        self.wakes_blind += g.wakes[WakePick::Blind as usize] as u64;
        let informed = g.wakes[WakePick::FaceUp as usize] + g.wakes[WakePick::Remembered as usize];
        self.informed_wakes.hits += informed as f64;
        self.informed_wakes.n += g.wakes.iter().sum::<u32>() as u64;
        for v in self.queen_values.iter_mut() {
            for seat in 0..n {
                let held = g
                    .queens
                    .get(seat as usize)
                    .is_some_and(|set| set.contains(v.queen));
                if held {
                    v.with.add_share(g.share(seat));
                } else {
                    v.without.add_share(g.share(seat));
                }
            }
        }
    }
}
