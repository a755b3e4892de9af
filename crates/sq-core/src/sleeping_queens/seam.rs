//! Sleeping Queens over the game seam ([`GameEngine`]): what every front end, the
//! take-backs and the advice ask of this game.

use crate::engine::{GameEngine, GameKind, Played, Seat};
use crate::rules::{self, Game};

impl GameEngine for Game {
    type Setup = rules::Setup;
    type Action = rules::Action;
    type Event = rules::GameEvent;
    type Observation = rules::Observation;
    type Record = rules::GameRecord;
    type Refusal = rules::RuleError;
    type SetupError = rules::SetupError;
    type ReplayError = rules::ReplayError;
    type Unseen = rules::Unseen;

    const KIND: GameKind = GameKind::SleepingQueens;

    fn start(
        setup: rules::Setup,
        seed: u64,
    ) -> Result<(Game, Vec<rules::GameEvent>), rules::SetupError> {
        Game::new(setup, seed)
    }
    fn replay(record: &rules::GameRecord) -> Result<Game, rules::ReplayError> {
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
    fn legal(&self, seat: Seat) -> Vec<rules::Action> {
        if self.waiting_on().contains(&seat) {
            self.state().legal_actions()
        } else {
            Vec::new()
        }
    }
    fn is_legal(&self, seat: Seat, action: &rules::Action) -> bool {
        // Any copy of a card is as legal as the one listed.
        self.waiting_on().contains(&seat) && self.state().is_legal(action)
    }
    fn apply_as(
        &mut self,
        seat: Seat,
        action: rules::Action,
    ) -> Result<Vec<rules::GameEvent>, rules::RuleError> {
        Game::apply_as(self, seat, action)
    }
    fn observe(&self, seat: Seat) -> rules::Observation {
        Game::observe(self, seat)
    }
    fn is_over(&self) -> bool {
        self.state().is_over()
    }
    fn winners(&self) -> Option<Vec<Seat>> {
        self.state().outcome().map(|o| o.winners.clone())
    }
    fn record(&self) -> &rules::GameRecord {
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
    fn played(&self) -> Vec<Played<rules::Action>> {
        let (actors, marks) = self.deciders();
        actors
            .iter()
            .zip(marks)
            .zip(&Game::record(self).actions)
            .map(|((&seat, &mark), &action)| Played { seat, action, mark })
            .collect()
    }
    fn history(&self) -> &[rules::GameEvent] {
        Game::history(self)
    }
    fn reveals(event: &rules::GameEvent, seat: Seat) -> Option<rules::Unseen> {
        rules::takeback::reveals(event, seat)
    }
    fn rewound(&self, keep: usize) -> Result<Game, rules::ReplayError> {
        let record = Game::record(self);
        Game::replay(&rules::GameRecord {
            actions: record.actions[..keep.min(record.actions.len())].to_vec(),
            ..record.clone()
        })
    }
}

impl crate::engine::Mirrored for Game {
    type Sent = rules::GameEvent;
    fn mirror(
        observation: &rules::Observation,
        events: Vec<rules::GameEvent>,
        steps: usize,
    ) -> Game {
        Game::mirror(observation, events, steps)
    }
    fn follow(
        &mut self,
        observation: &rules::Observation,
        events: Vec<rules::GameEvent>,
        steps: usize,
    ) -> Vec<rules::GameEvent> {
        Game::follow(self, observation, &events, steps);
        events
    }
    fn is_mirror(&self) -> bool {
        Game::is_mirror(self)
    }
}
