//! Mad Queens over the game seam ([`GameEngine`]): what every front end, the
//! take-backs and the advice ask of this game.

use crate::engine::{GameEngine, GameKind, Played, Seat};
use crate::mad_queens::{self, MadGame};

impl GameEngine for MadGame {
    type Setup = mad_queens::MadSetup;
    type Action = mad_queens::MadAction;
    type Event = mad_queens::Told;
    type Observation = mad_queens::MadObservation;
    type Record = mad_queens::MadRecord;
    type Refusal = mad_queens::MadError;
    type SetupError = mad_queens::MadSetupError;
    type ReplayError = mad_queens::MadReplayError;
    type Unseen = mad_queens::MadUnseen;

    const KIND: GameKind = GameKind::MadQueens;

    fn start(
        setup: mad_queens::MadSetup,
        seed: u64,
    ) -> Result<(MadGame, Vec<mad_queens::Told>), mad_queens::MadSetupError> {
        MadGame::new(setup, seed)
    }
    fn replay(record: &mad_queens::MadRecord) -> Result<MadGame, mad_queens::MadReplayError> {
        MadGame::replay(record)
    }
    fn seats(&self) -> u8 {
        self.state().players()
    }
    fn waiting_on(&self) -> Vec<Seat> {
        self.state().waiting_for()
    }
    fn legal(&self, seat: Seat) -> Vec<mad_queens::MadAction> {
        self.state().legal(seat)
    }
    fn apply_as(
        &mut self,
        seat: Seat,
        action: mad_queens::MadAction,
    ) -> Result<Vec<mad_queens::Told>, mad_queens::MadError> {
        MadGame::apply_as(self, seat, action)
    }
    fn observe(&self, seat: Seat) -> mad_queens::MadObservation {
        MadGame::observe(self, seat)
    }
    fn is_over(&self) -> bool {
        self.state().is_over()
    }
    fn winners(&self) -> Option<Vec<Seat>> {
        self.state().result().map(|r| r.winners.clone())
    }
    fn record(&self) -> &mad_queens::MadRecord {
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
    fn played(&self) -> Vec<Played<mad_queens::MadAction>> {
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
    fn history(&self) -> &[mad_queens::Told] {
        MadGame::history(self)
    }
    fn reveals(told: &mad_queens::Told, seat: Seat) -> Option<mad_queens::MadUnseen> {
        mad_queens::game::reveals(told, seat)
    }
    fn rewound(&self, keep: usize) -> Result<MadGame, mad_queens::MadReplayError> {
        let record = MadGame::record(self);
        MadGame::replay(&mad_queens::MadRecord {
            actions: record.actions[..keep.min(record.actions.len())].to_vec(),
            ..record.clone()
        })
    }
}

impl crate::engine::Mirrored for MadGame {
    type Sent = mad_queens::MadEvent;
    fn mirror(
        observation: &mad_queens::MadObservation,
        events: Vec<mad_queens::MadEvent>,
        steps: usize,
    ) -> MadGame {
        MadGame::mirror(observation, events, steps)
    }
    fn follow(
        &mut self,
        observation: &mad_queens::MadObservation,
        events: Vec<mad_queens::MadEvent>,
        steps: usize,
    ) -> Vec<mad_queens::Told> {
        MadGame::follow(self, observation, events, steps)
    }
    fn is_mirror(&self) -> bool {
        MadGame::is_mirror(self)
    }
}
