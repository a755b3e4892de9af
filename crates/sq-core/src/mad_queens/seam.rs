//! Mad Queens over the game seam ([`GameEngine`]): what every front end, the
//! take-backs and the advice ask of this game.

use crate::engine::{GameEngine, GameKind, Played, Seat};
use crate::mad::{self, MadGame};

impl GameEngine for MadGame {
    type Setup = mad::MadSetup;
    type Action = mad::MadAction;
    type Event = mad::Told;
    type Observation = mad::MadObservation;
    type Record = mad::MadRecord;
    type Refusal = mad::MadError;
    type SetupError = mad::MadSetupError;
    type ReplayError = mad::MadReplayError;
    type Unseen = mad::MadUnseen;

    const KIND: GameKind = GameKind::MadQueens;

    fn start(
        setup: mad::MadSetup,
        seed: u64,
    ) -> Result<(MadGame, Vec<mad::Told>), mad::MadSetupError> {
        MadGame::new(setup, seed)
    }
    fn replay(record: &mad::MadRecord) -> Result<MadGame, mad::MadReplayError> {
        MadGame::replay(record)
    }
    fn seats(&self) -> u8 {
        self.state().players()
    }
    fn waiting_on(&self) -> Vec<Seat> {
        self.state().waiting_for()
    }
    fn legal(&self, seat: Seat) -> Vec<mad::MadAction> {
        self.state().legal(seat)
    }
    fn apply_as(
        &mut self,
        seat: Seat,
        action: mad::MadAction,
    ) -> Result<Vec<mad::Told>, mad::MadError> {
        MadGame::apply_as(self, seat, action)
    }
    fn observe(&self, seat: Seat) -> mad::MadObservation {
        MadGame::observe(self, seat)
    }
    fn is_over(&self) -> bool {
        self.state().is_over()
    }
    fn winners(&self) -> Option<Vec<Seat>> {
        self.state().result().map(|r| r.winners.clone())
    }
    fn record(&self) -> &mad::MadRecord {
        MadGame::record(self)
    }
    fn steps(&self) -> usize {
        MadGame::steps(self)
    }
    fn turn(&self) -> u32 {
        self.state().round()
    }
    fn seed(&self) -> u64 {
        MadGame::record(self).seed
    }
    fn played(&self) -> Vec<Played<mad::MadAction>> {
        MadGame::record(self)
            .actions
            .iter()
            .zip(self.marks())
            .map(|(a, &mark)| Played {
                seat: a.seat,
                action: a.action,
                mark,
            })
            .collect()
    }
    fn history(&self) -> &[mad::Told] {
        MadGame::history(self)
    }
    fn reveals(told: &mad::Told, seat: Seat) -> Option<mad::MadUnseen> {
        mad::game::reveals(told, seat)
    }
    fn rewound(&self, keep: usize) -> Result<MadGame, mad::MadReplayError> {
        let record = MadGame::record(self);
        MadGame::replay(&mad::MadRecord {
            actions: record.actions[..keep.min(record.actions.len())].to_vec(),
            ..record.clone()
        })
    }
}

impl crate::engine::Mirrored for MadGame {
    type Sent = mad::MadEvent;
    fn mirror(
        observation: &mad::MadObservation,
        events: Vec<mad::MadEvent>,
        steps: usize,
    ) -> MadGame {
        MadGame::mirror(observation, events, steps)
    }
    fn follow(
        &mut self,
        observation: &mad::MadObservation,
        events: Vec<mad::MadEvent>,
        steps: usize,
    ) -> Vec<mad::Told> {
        MadGame::follow(self, observation, events, steps)
    }
    fn is_mirror(&self) -> bool {
        MadGame::is_mirror(self)
    }
}
