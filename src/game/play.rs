//! The match on a table, for either game: one resource ([`Match`]) and one way in.
//! Every choice — a click, a key, a prompt button, a bot's answer, a replayed action, a
//! lesson's script — arrives as a [`Choose`] message, and [`apply_choices`], the only
//! system that calls the engine, plays it for its seat through the game seam
//! ([`GameEngine::apply_as`]). What the engine answers goes out as [`Happened`]; a choice
//! it refuses goes out as [`Refused`] and changes nothing. Over the network the choice
//! goes to the server instead, and its update comes back through [`Match::follow`].
//!
//! What each game adds lies beside its table (`sleeping_queens::engine`, `mad_queens::engine`):
//! how a match opens and what its presentation asks of it. Nothing here names a game.

use std::fmt;

use bevy::prelude::*;

use crate::engine::{GameEngine, Mirrored, Player, Seat};
use crate::game::decision::{self, Dropped, NotPlayed, Sent};
use crate::game::next_game::TableConfig;
use crate::game::notice::Tell;
use crate::game::rest;
use crate::game::saving::{Autosaved, NamedSave, SaveAs, autosave_table, now_secs};
use crate::game::settings::SavesFolder;
use crate::game::states::Screen;
use crate::game::text::localized_name;
use crate::lessons::{Lesson, Taught};
use crate::net::protocol::ToServer;
use crate::net::transport::Request;
use crate::save::SaveFile;
use crate::save::profile::FinishedGame;
use crate::seats::{SeatInfo, SeatKind};
use crate::sleeping_queens::bots::BotKind;
use crate::takeback::{TakeBack as _, TakeBackRefusal};
use crate::tr;

/// Messages every table shares (one table is open at a time).
pub(super) fn plugin(app: &mut App) {
    app.add_message::<TakeBack>();
    app.add_message::<TakenBack>();
    app.add_message::<HintGiven>();
}

/// What a table asks of its game beyond the seam: how it is set up at this screen,
/// saved, and sent to a server.
pub trait DesktopGame: Mirrored + Taught {
    /// How a new match of the game is set up (the setup screen fills it).
    type Config: TableConfig;
    /// One choice of a saved record, as a replay plays it back.
    type Recorded: Copy + fmt::Debug + PartialEq + Send + Sync + 'static;

    /// A bot of strength `kind` for a seat of this game, with its own random stream.
    fn bot(kind: BotKind, seed: u64) -> Box<dyn Player<Self> + Send>;
    /// `seat`'s `action` on its decision `step`, for the server.
    fn to_server(seat: Seat, step: u32, action: Self::Action) -> ToServer;
    /// The game as a save file.
    fn save_file(&self, name: &str, seats: &[SeatInfo], saved_at: u64) -> SaveFile;
    /// What the profile counts of a game `me` finished here (the table fills in the
    /// level, hints and take-backs).
    fn finished(&self, me: Seat) -> Option<FinishedGame>;
    /// Each seat's points when a round ended in `events`, as a server sent them to a
    /// seat (a game in rounds).
    fn round_points(_observation: &Self::Observation, _events: &[Self::Sent]) -> Option<Vec<u32>> {
        None
    }
}

/// A choice for the game: `seat` plays `action`. The only way anything reaches the
/// engine from a table, whoever makes the choice.
#[derive(Message)]
pub struct Choose<G: GameEngine> {
    pub seat: Seat,
    pub action: G::Action,
    /// The stamp of the decision it was made on ([`Match::stamp`]): a choice made for
    /// an earlier decision (a second click, a late bot) is refused, not played later.
    pub at: usize,
}

impl<G: GameEngine> Clone for Choose<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: GameEngine> Copy for Choose<G> {}
impl<G: GameEngine> PartialEq for Choose<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.seat, self.at) == (other.seat, other.at) && self.action == other.action
    }
}
impl<G: GameEngine> fmt::Debug for Choose<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Choose")
            .field("seat", &self.seat)
            .field("action", &self.action)
            .field("at", &self.at)
            .finish()
    }
}

/// What the engine did with a choice: the events that followed, in order.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Happened<G: GameEngine>(pub Vec<G::Event>);

/// A choice that was not played, and why.
#[derive(Message, Debug)]
pub struct Refused<G: GameEngine> {
    pub choice: Choose<G>,
    pub why: NotPlayed<G::Refusal>,
}

/// Take back the person's latest decision (the Take back button, Ctrl+Z).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakeBack;

/// A decision was taken back: the table is to show the game as it is now.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct TakenBack;

/// A hint was asked for and is being worked out (counted in the game's saves).
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct HintGiven;

/// How the match on the table began.
#[derive(Debug, Clone, PartialEq)]
pub enum Opening<R> {
    /// A new deal, shown card by card.
    New,
    /// A game shown where it is, settled: a save resumed, a game joined after its deal.
    Resumed,
    /// A saved game (named `name`) played back with its recorded choices: from its deal,
    /// or (`from` > 0) from the table after that many, shown settled (a moment picked
    /// in the game's review).
    Replay {
        name: String,
        actions: Vec<R>,
        from: usize,
    },
}

/// The game on a table: the engine with its record, who sits where and how it began.
/// Only [`apply_choices`] and [`take_back`] change its game (over the network, the
/// server's updates through [`Match::follow`]); a new language may rename the seats
/// ([`Match::follow_language`]).
#[derive(Resource)]
pub struct Match<G: DesktopGame> {
    game: G,
    config: G::Config,
    opening: Opening<G::Recorded>,
    /// What the game opened with (the deal's events), shown first.
    dealt: Vec<G::Event>,
    /// Changes so far (choices played and decisions taken back): the stamp of the
    /// decision now, never the same twice.
    stamp: usize,
    /// Each seat's own changes: its decision's stamp, which others' choices made at
    /// the same time (Mad Queens' rounds) leave alone.
    seat_stamps: Vec<usize>,
    /// The stamp the table opened at: a game that ends after it ended at this table.
    opened_at: usize,
    /// Decisions taken back and hints asked for in this game (kept in its saves).
    take_backs: u32,
    hints: u32,
    /// A guided lesson: only the choice its beat asks for is played.
    lesson: Option<Lesson<G>>,
    /// Over the network: the seat whose view `game` mirrors.
    online: Option<Seat>,
    /// The mirrors of the other people at this screen, each of their own seat's view
    /// (a server tells each seat only what it may see).
    others: Vec<(Seat, G)>,
    /// Over the network: the decisions whose choice is on its way to the server.
    sent: Sent,
    /// Over the network: a held card's target, chosen with its card, which goes to the
    /// server once the server has played the card (its decision comes only then).
    follow_up: Option<Choose<G>>,
    /// Over the network: each seat's points as every round ended (a mirror has no
    /// record to replay them from).
    rounds: Vec<Vec<u32>>,
}

impl<G: DesktopGame> Match<G> {
    /// A match of `game`, set up by `config`, that began as `opening` (`dealt`: the
    /// events it opens with).
    pub fn of(
        game: G,
        config: G::Config,
        opening: Opening<G::Recorded>,
        dealt: Vec<G::Event>,
    ) -> Match<G> {
        let mut table = Match {
            stamp: game.steps(),
            opened_at: game.steps(),
            seat_stamps: vec![0; config.seats().len()],
            take_backs: 0,
            hints: 0,
            lesson: None,
            online: None,
            others: Vec::new(),
            sent: Sent::default(),
            follow_up: None,
            rounds: Vec::new(),
            game,
            config,
            opening,
            dealt,
        };
        table.follow_language();
        table
    }

    /// The same match, with the take-backs and hints a save counted.
    pub fn counting(self, take_backs: u32, hints: u32) -> Match<G> {
        Match {
            take_backs,
            hints,
            ..self
        }
    }

    /// The same match, taught as `lesson`.
    pub fn teaching(self, lesson: Lesson<G>) -> Match<G> {
        Match {
            lesson: Some(lesson),
            ..self
        }
    }

    /// The same match, mirroring `seat`'s view of a game a server keeps.
    pub fn mirroring(self, seat: Seat) -> Match<G> {
        Match {
            online: Some(seat),
            ..self
        }
    }

    /// The person's default name ("You") in the language spoken now.
    pub fn follow_language(&mut self) {
        for seat in self.config.seats_mut() {
            seat.name = localized_name(&seat.name);
        }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn config(&self) -> &G::Config {
        &self.config
    }

    pub fn opening(&self) -> &Opening<G::Recorded> {
        &self.opening
    }

    /// The events the game opened with, shown first.
    pub fn dealt(&self) -> &[G::Event] {
        &self.dealt
    }

    /// A replay: the record plays every seat, nobody at the screen is asked.
    pub fn is_replay(&self) -> bool {
        matches!(self.opening, Opening::Replay { .. })
    }

    pub fn is_practice(&self) -> bool {
        self.config.practice()
    }

    pub fn seed(&self) -> u64 {
        self.game.seed()
    }

    /// Every seat's name, seat 0 first.
    pub fn names(&self) -> Vec<String> {
        self.config.seats().iter().map(|s| s.name.clone()).collect()
    }

    pub fn name(&self, seat: Seat) -> &str {
        self.config
            .seats()
            .get(seat as usize)
            .map_or("?", |s| s.name.as_str())
    }

    pub fn seat_kind(&self, seat: Seat) -> SeatKind {
        self.config
            .seats()
            .get(seat as usize)
            .map_or(SeatKind::Human, |s| s.kind)
    }

    /// The seats of the people at this screen, in seat order.
    pub fn people(&self) -> Vec<Seat> {
        (0..self.config.seats().len() as Seat)
            .filter(|&s| self.seat_kind(s) == SeatKind::Human)
            .collect()
    }

    /// Choices played (over the network: this seat's own at the server, which is what
    /// its next choice is made against).
    pub fn actions_played(&self) -> usize {
        self.game.steps()
    }

    /// The stamp of the decision now: how many changes the game has had (choices played
    /// and decisions taken back), so a choice made before any of them is known. Over
    /// the network, the choices the seat's view has made at the server.
    pub fn stamp(&self) -> usize {
        if self.game.is_mirror() {
            self.game.steps()
        } else {
            self.stamp
        }
    }

    /// The stamp of `seat`'s own decision now: it changes when that seat chooses or
    /// takes back, not when another seat plays beside it.
    pub fn seat_stamp(&self, seat: Seat) -> usize {
        if self.game.is_mirror() {
            self.game.steps()
        } else {
            self.seat_stamps.get(seat as usize).copied().unwrap_or(0)
        }
    }

    /// `seat`'s choice of `action` for the decision now.
    pub fn choice(&self, seat: Seat, action: G::Action) -> Choose<G> {
        Choose {
            seat,
            action,
            at: self.stamp(),
        }
    }

    /// Decisions taken back in this game.
    pub fn take_backs(&self) -> u32 {
        self.take_backs
    }

    /// Hints asked for in this game.
    pub fn hints(&self) -> u32 {
        self.hints
    }

    /// The game came to its end at this table: not a replay, not a finished save, not a
    /// game a server keeps, not a lesson.
    pub fn ended_here(&self) -> bool {
        self.game.is_over()
            && self.stamp > self.opened_at
            && !self.is_replay()
            && !self.game.is_mirror()
            && self.lesson.is_none()
    }

    /// The game as the profile counts it: one that ended at this table, with one person
    /// and at least one bot (`None` otherwise).
    pub fn profile_count(&self) -> Option<FinishedGame> {
        let [me] = self.people()[..] else {
            return None;
        };
        if !self.ended_here() {
            return None;
        }
        let level = (0..self.config.seats().len() as Seat)
            .filter_map(|s| match self.seat_kind(s) {
                SeatKind::Bot(kind) => Some(kind),
                SeatKind::Human | SeatKind::Remote | SeatKind::RemoteBot(_) => None,
            })
            .max()?;
        Some(FinishedGame {
            level,
            hints: self.hints,
            take_backs: self.take_backs,
            ..self.game.finished(me)?
        })
    }

    /// The game as a save file named `name`, written at `saved_at` (Unix seconds).
    pub fn save_file(&self, name: &str, saved_at: u64) -> SaveFile {
        SaveFile {
            practice: self.config.practice(),
            take_backs: self.take_backs,
            hints: self.hints,
            ..self.game.save_file(name, self.config.seats(), saved_at)
        }
    }

    /// Whether the table's game is saved here: not a replay (saved already), not a
    /// game a server keeps, not a lesson (which keeps its place in the profile).
    pub fn is_saved_here(&self) -> bool {
        !self.is_replay() && !self.game.is_mirror() && self.lesson.is_none()
    }

    /// Whether the game can be saved under a name now (one saved here, not over).
    pub fn can_save(&self) -> bool {
        self.is_saved_here() && !self.game.is_over()
    }

    /// The seat whose decisions may be taken back: the one person at a table of bots,
    /// in a game being played here (not a replay, a lesson or a mirror, not over).
    pub fn take_back_seat(&self) -> Option<Seat> {
        match self.people().as_slice() {
            [one]
                if !self.is_replay()
                    && !self.game.is_mirror()
                    && !self.game.is_over()
                    && self.lesson.is_none() =>
            {
                Some(*one)
            }
            _ => None,
        }
    }

    /// Whether the person may take back a decision now, or why not.
    pub fn can_take_back(&self) -> Result<Seat, TakeBackRefusal<G::Unseen>> {
        let seat = self
            .take_back_seat()
            .ok_or(TakeBackRefusal::NothingToTakeBack)?;
        self.game.take_back_point(seat, self.config.practice())?;
        Ok(seat)
    }

    /// The lesson being taught at this table, if one is.
    pub fn lesson_now(&self) -> Option<&Lesson<G>> {
        self.lesson.as_ref()
    }

    /// Whether the lesson (if any) takes `action` by `seat` now; a held card's target
    /// (`ahead`: 1) is checked against the beat after its card.
    pub fn lesson_allows(&self, seat: Seat, action: &G::Action, ahead: usize) -> bool {
        self.lesson
            .as_ref()
            .is_none_or(|l| l.accepts(&self.game, seat, action, ahead))
    }

    /// `legal`, narrowed in a lesson to what its beat asks of `seat` (`ahead`: 1 for a
    /// held card's target).
    pub fn lesson_filter(
        &self,
        seat: Seat,
        mut legal: Vec<G::Action>,
        ahead: usize,
    ) -> Vec<G::Action> {
        if self.lesson.is_some() {
            legal.retain(|a| self.lesson_allows(seat, a, ahead));
        }
        legal
    }

    /// The choice the lesson asks of `seat` now, if it has a beat left.
    pub fn beat_action(&self, seat: Seat) -> Option<G::Action> {
        let lesson = self.lesson.as_ref()?;
        Lesson::action(lesson.next_beat(&self.game, seat, 0)?, &self.game)
    }

    /// The seat whose view the table shows, in a game played over the network.
    pub fn online_seat(&self) -> Option<Seat> {
        self.online
    }

    /// Whether the table can show `seat`'s hand: at one screen, anyone's; over the
    /// network, only that of the seat whose view it shows.
    pub fn shows_view_of(&self, seat: Seat) -> bool {
        self.online.is_none_or(|s| s == seat)
    }

    /// `seat`'s own game: over the network with several people at this screen, its
    /// own mirror (another seat's view cannot tell what it decides).
    fn view_of(&self, seat: Seat) -> &G {
        match self.others.iter().find(|(s, _)| *s == seat) {
            Some((_, mirror)) => mirror,
            None => &self.game,
        }
    }

    /// Whether `seat` has a decision to make now, as its own view says.
    pub fn decides(&self, seat: Seat) -> bool {
        self.view_of(seat).waiting_on().contains(&seat)
    }

    /// Over the network with several people at this screen: the other person whose
    /// view to show, when the decision is theirs and not the shown seat's.
    pub fn hidden_decider(&self) -> Option<Seat> {
        let shown = self.online?;
        if self.decides(shown) {
            return None;
        }
        self.others
            .iter()
            .find(|(s, mirror)| mirror.waiting_on().contains(s))
            .map(|(s, _)| *s)
    }

    /// Over the network with several people at this screen: shows `seat`'s own view
    /// (the person taking the screen). Whether the view changed.
    pub fn show_view_of(&mut self, seat: Seat) -> bool {
        let Some(i) = self.others.iter().position(|(s, _)| *s == seat) else {
            return false;
        };
        let (other, mirror) = &mut self.others[i];
        std::mem::swap(&mut self.game, mirror);
        *other = self.online.unwrap_or(seat);
        self.online = Some(seat);
        true
    }

    /// Follows the server's next update to `seat`, one of the people at this screen,
    /// in a game played over the network: what that seat was told, if the table shows
    /// its view.
    pub fn follow(
        &mut self,
        seat: Seat,
        observation: &G::Observation,
        events: Vec<G::Sent>,
        step: usize,
    ) -> Option<Vec<G::Event>> {
        if self.online == Some(seat) {
            if let Some(points) = G::round_points(observation, &events) {
                self.rounds.push(points);
            }
            return Some(self.game.follow(observation, events, step));
        }
        match self.others.iter_mut().find(|(s, _)| *s == seat) {
            Some((_, mirror)) => {
                mirror.follow(observation, events, step);
            }
            None => self
                .others
                .push((seat, G::mirror(observation, events, step))),
        }
        None
    }

    /// Over the network: each seat's points as every round ended (a game played here
    /// replays its record for them instead).
    pub fn rounds(&self) -> &[Vec<u32>] {
        &self.rounds
    }

    /// Over the network: the server refused the choice sent (not as stale), so the
    /// person may choose again.
    pub fn refused_by_server(&mut self) {
        self.sent.forget();
        self.follow_up = None;
    }

    /// Over the network: the decision `seat`'s own view shows now.
    fn seat_now(&self, seat: Seat) -> usize {
        match self.others.iter().find(|(s, _)| *s == seat) {
            Some((_, mirror)) => mirror.steps(),
            None => self.stamp(),
        }
    }

    /// Over the network: whether `choice` goes to the server. It must be for the
    /// decision its seat's own view shows now, and the first choice sent for it.
    fn send(&mut self, choice: &Choose<G>) -> Result<(), Dropped> {
        let now = self.seat_now(choice.seat);
        self.sent.admit(choice.seat, choice.at, now)
    }

    /// Over the network: the choices of this frame that go to the server now. A choice
    /// for the decision right after one sent in the same frame (a held card's target)
    /// waits for the server to play the first, and goes in the frame its decision comes.
    fn going_now(&mut self, choices: impl Iterator<Item = Choose<G>>) -> Vec<Choose<G>> {
        let mut going: Vec<Choose<G>> = Vec::new();
        for choice in choices {
            if going
                .last()
                .is_some_and(|c| c.seat == choice.seat && c.at + 1 == choice.at)
            {
                self.follow_up = Some(choice);
                continue;
            }
            match self.send(&choice) {
                Ok(()) => going.push(choice),
                Err(why) => debug!("Not sent {choice:?}: {why}"),
            }
        }
        if let Some(next) = self.follow_up {
            let now = self.seat_now(next.seat);
            if now >= next.at {
                self.follow_up = None;
                if now == next.at && self.send(&next).is_ok() {
                    going.push(next);
                }
            }
        }
        going
    }

    /// Plays a choice: refused unless it is for the decision now, allowed by the
    /// lesson, and legal for its seat.
    fn play(&mut self, choice: Choose<G>) -> Result<Vec<G::Event>, NotPlayed<G::Refusal>> {
        decision::current(choice.at, self.stamp()).map_err(NotPlayed::Dropped)?;
        if !self.lesson_allows(choice.seat, &choice.action, 0) {
            return Err(NotPlayed::Lesson);
        }
        let events = self
            .game
            .apply_as(choice.seat, choice.action)
            .map_err(NotPlayed::Engine)?;
        self.changed(choice.seat);
        Ok(events)
    }

    /// `seat` made a change (a choice played, a decision taken back).
    fn changed(&mut self, seat: Seat) {
        self.stamp += 1;
        if let Some(s) = self.seat_stamps.get_mut(seat as usize) {
            *s += 1;
        }
    }
}

/// Adds the table core of game `G`, whose table is `screen`: its messages, and in the
/// set `apply` of the table's frame the one system that calls the engine, take-backs,
/// hints counted and the autosave, in that order; saving under a name from the pause
/// menu (which runs while the table is paused).
pub fn add_table<G: DesktopGame>(app: &mut App, screen: Screen, apply: impl SystemSet + Copy) {
    app.add_message::<Choose<G>>();
    app.add_message::<Happened<G>>();
    app.add_message::<Refused<G>>();
    // A choice made after this frame's engine step is played in the next: draw it.
    app.add_systems(Last, rest::wake_on::<Choose<G>>.before(rest::Rest));
    app.add_systems(
        Update,
        (
            apply_choices::<G>,
            take_back::<G>,
            count_hints::<G>,
            autosave::<G>,
        )
            .chain()
            .in_set(apply)
            .run_if(resource_exists::<Match<G>>),
    );
    // Back at the title, the game is put away (it stays autosaved). Until then a screen
    // after the table (the results) still shows it, and a rematch replaces it.
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<Match<G>>()
    });
    // Every table autosaves afresh as it opens.
    app.add_systems(OnEnter(screen), |mut saved: ResMut<Autosaved>| {
        *saved = Autosaved::default()
    });
    app.add_systems(
        Update,
        save_as::<G>.run_if(in_state(screen).and_then(resource_exists::<Match<G>>)),
    );
}

/// The one system that calls the engine: plays each choice for its seat, in order.
pub fn apply_choices<G: DesktopGame>(
    mut choices: MessageReader<Choose<G>>,
    mut game: ResMut<Match<G>>,
    mut happened: MessageWriter<Happened<G>>,
    mut refused: MessageWriter<Refused<G>>,
    mut to_server: MessageWriter<Request>,
) {
    // A game played over the network: the server plays the choice, and its update
    // comes back as the events.
    if game.game.is_mirror() {
        for choice in game.going_now(choices.read().copied()) {
            to_server.write(Request(G::to_server(
                choice.seat,
                choice.at as u32,
                choice.action,
            )));
        }
        return;
    }
    // A choice made for the decision a refused choice would have led to (a held card's
    // target after its card) is refused with it.
    let mut refused_at: Option<(Seat, usize)> = None;
    for &choice in choices.read() {
        let result = if refused_at == Some((choice.seat, choice.at.wrapping_sub(1))) {
            Err(NotPlayed::AfterRefused)
        } else {
            game.play(choice)
        };
        match result {
            Ok(events) => {
                happened.write(Happened(events));
            }
            Err(why) => {
                debug!("Not played {choice:?}: {why}");
                refused_at = Some((choice.seat, choice.at));
                refused.write(Refused { choice, why });
            }
        }
    }
}

/// Takes back the person's latest decision when asked (the other way the game changes).
pub fn take_back<G: DesktopGame>(
    mut asks: MessageReader<TakeBack>,
    mut game: ResMut<Match<G>>,
    mut taken: MessageWriter<TakenBack>,
) {
    if asks.read().count() == 0 {
        return;
    }
    let practice = game.config.practice();
    let result = game
        .can_take_back()
        .and_then(|seat| game.game.take_back(seat, practice).map(|()| seat));
    match result {
        Ok(seat) => {
            game.changed(seat);
            game.take_backs += 1;
            taken.write(TakenBack);
        }
        Err(why) => info!("No take-back: {why}"),
    }
}

/// Counts the hints asked for.
fn count_hints<G: DesktopGame>(mut given: MessageReader<HintGiven>, mut game: ResMut<Match<G>>) {
    let n = given.read().count() as u32;
    if n > 0 {
        game.hints += n;
    }
}

/// Writes the autosave whenever the game has changed since the last one.
fn autosave<G: DesktopGame>(
    game: Res<Match<G>>,
    folder: Option<Res<SavesFolder>>,
    mut saved: ResMut<Autosaved>,
    mut tell: MessageWriter<Tell>,
) {
    if game.is_saved_here() {
        autosave_table(
            game.stamp(),
            &mut saved.0,
            folder.as_deref(),
            &mut tell,
            || game.save_file("autosave", now_secs()),
        );
    }
}

/// Saves the table's game under the name asked for in the pause menu: where it went,
/// or why it could not (for the menu to say).
fn save_as<G: DesktopGame>(
    mut asks: MessageReader<SaveAs>,
    game: Res<Match<G>>,
    folder: Option<Res<SavesFolder>>,
    mut named: ResMut<NamedSave>,
) {
    for SaveAs(name) in asks.read() {
        let Some(folder) = folder.as_deref() else {
            continue;
        };
        let name = name.trim();
        named.0 = Some(
            folder
                .0
                .save_slot(name, &game.save_file(name, now_secs()))
                .map_err(|e| tr!("save-failed", error = e.to_string())),
        );
    }
}
