//! Sleeping Queens over the game seam ([`GameEngine`]): what every front end, the
//! take-backs and the advice ask of this game.

use crate::engine::{GameEngine, GameKind, Played, Seat};
use crate::sleeping_queens::{self, Game};

impl GameEngine for Game {
    type Setup = sleeping_queens::Setup;
    type Action = sleeping_queens::Action;
    type Event = sleeping_queens::GameEvent;
    type Observation = sleeping_queens::Observation;
    type Record = sleeping_queens::GameRecord;
    type Refusal = sleeping_queens::RuleError;
    type SetupError = sleeping_queens::SetupError;
    type ReplayError = sleeping_queens::ReplayError;
    type Unseen = sleeping_queens::Unseen;

    const KIND: GameKind = GameKind::SleepingQueens;

    fn start(
        setup: sleeping_queens::Setup,
        seed: u64,
    ) -> Result<(Game, Vec<sleeping_queens::GameEvent>), sleeping_queens::SetupError> {
        Game::new(setup, seed)
    }
    fn replay(record: &sleeping_queens::GameRecord) -> Result<Game, sleeping_queens::ReplayError> {
        Game::replay(record)
    }
    fn seats(&self) -> u8 {
        self.record().setup.seats
    }
    fn waiting_on(&self) -> Vec<Seat> {
        self.state()
            .pending()
            .map(|d| d.seat())
            .into_iter()
            .collect()
    }
    fn legal(&self, seat: Seat) -> Vec<sleeping_queens::Action> {
        if self.waiting_on().contains(&seat) {
            self.state().legal_actions()
        } else {
            Vec::new()
        }
    }
    fn is_legal(&self, seat: Seat, action: &sleeping_queens::Action) -> bool {
        // Any copy of a card is as legal as the one listed.
        self.waiting_on().contains(&seat) && self.state().is_legal(action)
    }
    fn apply_as(
        &mut self,
        seat: Seat,
        action: sleeping_queens::Action,
    ) -> Result<Vec<sleeping_queens::GameEvent>, sleeping_queens::RuleError> {
        Game::apply_as(self, seat, action)
    }
    fn observe(&self, seat: Seat) -> sleeping_queens::Observation {
        Game::observe(self, seat)
    }
    fn is_over(&self) -> bool {
        self.state().is_over()
    }
    fn winners(&self) -> Option<Vec<Seat>> {
        self.state().outcome().map(|o| o.winners.clone())
    }
    fn record(&self) -> &sleeping_queens::GameRecord {
        Game::record(self)
    }
    fn steps(&self) -> usize {
        Game::steps(self)
    }
    fn turn(&self) -> u32 {
        self.state().turn()
    }
    fn seed(&self) -> u64 {
        Game::record(self).seed
    }
    fn played(&self) -> Vec<Played<sleeping_queens::Action>> {
        let (actors, marks) = self.deciders();
        actors
            .iter()
            .zip(marks)
            .zip(&Game::record(self).actions)
            .map(|((&seat, &mark), &action)| Played { seat, action, mark })
            .collect()
    }
    fn history(&self) -> &[sleeping_queens::GameEvent] {
        Game::history(self)
    }
    fn reveals(event: &sleeping_queens::GameEvent, seat: Seat) -> Option<sleeping_queens::Unseen> {
        sleeping_queens::takeback::reveals(event, seat)
    }
    fn rewound(&self, keep: usize) -> Result<Game, sleeping_queens::ReplayError> {
        let record = Game::record(self);
        Game::replay(&sleeping_queens::GameRecord {
            actions: record.actions[..keep.min(record.actions.len())].to_vec(),
            ..record.clone()
        })
    }
}

impl crate::engine::Mirrored for Game {
    type Sent = sleeping_queens::GameEvent;
    fn mirror(
        observation: &sleeping_queens::Observation,
        events: Vec<sleeping_queens::GameEvent>,
        steps: usize,
    ) -> Game {
        Game::mirror(observation, events, steps)
    }
    fn follow(
        &mut self,
        observation: &sleeping_queens::Observation,
        events: Vec<sleeping_queens::GameEvent>,
        steps: usize,
    ) -> Vec<sleeping_queens::GameEvent> {
        Game::follow(self, observation, &events, steps);
        events
    }
    fn is_mirror(&self) -> bool {
        Game::is_mirror(self)
    }
}
