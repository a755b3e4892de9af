use super::*;
use sleeping_queens::game::next_game::{GameConfig, OpenTable};
use sleeping_queens::game::settings::SavesFolder;
use sleeping_queens::game::sleeping_queens::bots::BotSeats;
use sleeping_queens::game::sleeping_queens::engine::{Choose, Match};
use sleeping_queens::game::sleeping_queens::hotseat::{Claim, HotSeat, TakeSeat};
use sleeping_queens::game::sleeping_queens::input::{
    Aiming, Click, ClickHint, HandSelection, Pick, TableClick, Targets, aim_of,
};
use sleeping_queens::game::sleeping_queens::model::{CardKey, Zone};
use sleeping_queens::game::sleeping_queens::pieces::{OnTable, Shown, TableCard};
use sleeping_queens::game::sleeping_queens::present::{Presentation, TableShown};
use sleeping_queens::seats::SeatInfo;
use sleeping_queens::sleeping_queens::bots::BotKind;
use sleeping_queens::sleeping_queens::{Action, Card, Decision, RuleSet, Seat};

/// A table app: the given game, fast animations, 50 ms of game time per frame.
pub(crate) fn table_app(tag: &str, config: GameConfig, quit_at_end: bool) -> App {
    let mut app = stepped_app(
        tag,
        Cli {
            animation_speed: 40.0,
            quit_at_end,
            ..Cli::default()
        },
    );
    app.insert_resource(config);
    update_until(&mut app, "the title screen", |app| {
        screen(app) == Screen::Title
    });
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app.update();
    assert!(
        app.world().get_resource::<Match>().is_some(),
        "a game started"
    );
    app
}

#[test]
fn autoplay_opens_one_table() {
    #[derive(Resource, Default)]
    struct Opened(u32);
    let mut app = headless_app_with(
        "autoplay-once",
        Cli {
            autoplay: true,
            players: 3,
            seed: Some(7),
            ..Cli::default()
        },
    );
    app.init_resource::<Opened>();
    app.add_systems(OnEnter(Screen::Playing), |mut o: ResMut<Opened>| o.0 += 1);
    update_until(&mut app, "the table", |app| screen(app) == Screen::Playing);
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(app.world().resource::<Opened>().0, 1, "one deal, not two");
}

pub(crate) fn people(names: &[&str], bots: &[BotKind], rules: RuleSet, seed: u64) -> GameConfig {
    let mut seats: Vec<SeatInfo> = names.iter().map(|n| SeatInfo::human(*n)).collect();
    for (i, b) in bots.iter().enumerate() {
        seats.push(SeatInfo::bot(format!("Bot {i}"), *b));
    }
    GameConfig {
        seats,
        rules,
        seed: Some(seed),
        starting_seat: Some(0),
        practice: false,
    }
}

pub(crate) fn game(app: &App) -> &Match {
    app.world().resource::<Match>()
}

pub(crate) fn presentation(app: &App) -> &Presentation {
    app.world().resource::<Presentation>()
}

pub(crate) fn seats(app: &App) -> &HotSeat {
    app.world().resource::<HotSeat>()
}

/// The decision now, if a person at the screen makes it.
pub(crate) fn persons_decision(app: &App) -> Option<Decision> {
    presentation(app).persons_decision(game(app)).cloned()
}

/// `seat` chooses `action` for the decision now, through the one way in.
pub(crate) fn choose(app: &mut App, seat: Seat, action: Action) {
    let choice = game(app).choice(seat, action);
    app.world_mut().write_message(choice);
}

pub(crate) fn bot_thinking(app: &App) -> bool {
    app.world()
        .get_resource::<BotSeats>()
        .is_some_and(|b| b.thinking().is_some())
}

/// Runs frames until `done` or `frames` frames of the game. A frame in which a bot is
/// still thinking is not counted: its thought comes when the thread pool gets to it
/// (other tests' bots and hints share the pool), so it is awaited, within a minute.
pub(crate) fn run_until(app: &mut App, frames: usize, done: impl Fn(&App) -> bool) -> bool {
    let start = Instant::now();
    let mut counted = 0;
    while counted < frames {
        if done(app) {
            return true;
        }
        app.update();
        if bot_thinking(app) {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "a bot thought for a minute"
            );
            std::thread::sleep(Duration::from_micros(300));
        } else {
            counted += 1;
        }
    }
    done(app)
}

#[test]
fn table_bots_only_game_runs_to_the_end_through_the_app() {
    for (players, rules, seed) in [(2, "classic", 3), (4, "extended", 7)] {
        let mut config = GameConfig::bots_only(players, RuleSet::named(rules).unwrap());
        config.seed = Some(seed);
        let mut app = table_app(&format!("bots-{rules}"), config, true);
        let start = Instant::now();
        while app.should_exit().is_none() {
            assert!(
                start.elapsed() < Duration::from_secs(120),
                "the game did not end"
            );
            app.update();
            std::thread::sleep(Duration::from_micros(200));
        }
        assert_eq!(app.should_exit(), Some(AppExit::Success));
        assert!(game(&app).state().is_over());
        assert_eq!(
            presentation(&app).events_to_show(),
            0,
            "every event was shown"
        );
        assert!(
            app.world()
                .resource::<TableShown>()
                .log
                .iter()
                .any(|l| l.contains("win")),
            "the log says who won"
        );
    }
}

#[test]
fn table_a_take_back_returns_to_your_decision_and_the_table_follows() {
    use sleeping_queens::game::play::TakeBack;
    use sleeping_queens::game::sleeping_queens::model::TableModel;
    let mut checked = [0; 2];
    for seed in 0..40 {
        for practice in [false, true] {
            let mut config = people(&["Ana"], &[BotKind::Easy], RuleSet::classic(), seed);
            config.practice = practice;
            let mut app = table_app("take-back", config, false);
            assert!(run_until(&mut app, 3000, |app| matches!(
                persons_decision(app),
                Some(Decision::TurnAction { seat: 0 })
            )));
            let before = game(&app).game().record().clone();
            let state = game(&app).state().clone();
            let Some(numbers) = state
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::PlayNumbers(_)))
            else {
                continue;
            };
            choose(&mut app, 0, numbers);
            // The bot plays its turn; the person decides again.
            assert!(run_until(&mut app, 3000, |app| {
                game(app).game().record().actions.len() > before.actions.len() + 1
                    && persons_decision(app).is_some()
            }));
            let played = game(&app).game().record().clone();
            app.world_mut().write_message(TakeBack);
            for _ in 0..3 {
                app.update();
            }
            let now = game(&app).game().record().clone();
            if practice {
                // Back to just before the number play, as its replay; the table shows it.
                assert_eq!(now, before, "seed {seed}");
                assert_eq!(game(&app).state(), &state, "seed {seed}");
                let shown = app.world().resource::<TableShown>();
                assert_eq!(shown.model, TableModel::from_state(game(&app).state()));
                assert_eq!(presentation(&app).events_to_show(), 0);
                // Its saves say so.
                let save = game(&app).save_file("kept", 0);
                assert!(save.practice);
                assert_eq!(save.take_backs, 1);
            } else {
                // The person has seen the cards drawn: no take-back in a normal game.
                assert_eq!(now, played, "seed {seed}");
            }
            checked[practice as usize] += 1;
        }
        if checked.iter().all(|c| *c >= 2) {
            return;
        }
    }
    panic!("too few deals opened with a number play: {checked:?}");
}

#[test]
fn table_a_hint_names_a_legal_choice_glows_on_it_and_is_counted() {
    use sleeping_queens::game::sleeping_queens::hints::{AskHint, HintGlow, Hinting};
    let mut app = human_turn_app_with("hint", 3, RuleSet::classic());
    let at = game(&app).stamp();
    app.world_mut().write_message(AskHint);
    assert!(run_until(&mut app, 3000, |app| {
        app.world()
            .resource::<Hinting>()
            .shown(game(app).stamp())
            .is_some()
    }));
    let shown = app.world().resource::<Hinting>().shown(at).expect("a hint");
    let best = shown.hint.best().expect("a hinted choice").action;
    assert!(game(&app).state().is_legal(&best), "{best:?}");
    // Worked out from the person's own observation.
    assert_eq!(shown.obs, game(&app).state().observe(0));
    app.update();
    let glow = app.world().resource::<HintGlow>();
    assert!(!glow.cards.is_empty(), "the hinted card glows: {best:?}");
    assert_eq!(game(&app).hints(), 1);
    assert_eq!(game(&app).save_file("kept", 0).hints, 1);
    // Asking again for the same decision gives the same hint, counted once.
    app.world_mut().write_message(AskHint);
    app.update();
    app.update();
    assert_eq!(game(&app).hints(), 1);
    // Once the decision is taken, the hint and its glow are gone.
    choose(&mut app, 0, best);
    app.update();
    app.update();
    assert!(app.world().resource::<HintGlow>().cards.is_empty());
}

#[test]
fn table_a_hint_for_a_held_card_names_and_lights_its_target() {
    use sleeping_queens::game::sleeping_queens::hints::{AskHint, Asked, HintGlow, Hinting};
    let (mut app, entity, action) = power_card_turn_with("held-hint", true);
    let Action::Play(card) = action else {
        unreachable!()
    };
    let at = game(&app).stamp();
    let held = Asked {
        at,
        held: Some(card),
    };
    app.world_mut().write_message(TableClick::Card(entity));
    app.update();
    app.world_mut().write_message(AskHint);
    assert!(run_until(&mut app, 3000, |app| {
        app.world().resource::<Hinting>().shown_for(held).is_some()
    }));
    let hinting = app.world().resource::<Hinting>();
    let shown = hinting.shown_for(held).unwrap();
    // From the seat's view once the card is played: nothing hidden is added.
    let aimed =
        sleeping_queens::game::sleeping_queens::input::aimed(game(&app).state(), 0, card).unwrap();
    assert_eq!(shown.obs, aimed.observe(0));
    let best = shown.hint.best().unwrap().action;
    assert!(aimed.is_legal(&best), "a target of the held card: {best:?}");
    assert!(hinting.shown(at).is_none(), "not a hint for the turn");
    app.update();
    let glow = app.world().resource::<HintGlow>().clone();
    assert!(
        !glow.cards.is_empty() || !glow.slots.is_empty(),
        "the hinted target glows"
    );
    // Put back: the target's hint goes with the held card.
    app.world_mut().write_message(Pick::PutBack);
    app.update();
    app.update();
    assert!(app.world().resource::<HintGlow>().cards.is_empty());
    assert!(app.world().resource::<HintGlow>().slots.is_empty());
}

/// Waits for the human's turn (seat 0) in a game against one bot.
pub(crate) fn human_turn_app(tag: &str, seed: u64) -> App {
    human_turn_app_with(tag, seed, RuleSet::extended())
}

fn human_turn_app_with(tag: &str, seed: u64, rules: RuleSet) -> App {
    let config = people(&["Ana"], &[BotKind::Easy], rules, seed);
    let mut app = table_app(tag, config, false);
    assert!(run_until(&mut app, 3000, |app| {
        matches!(
            persons_decision(app),
            Some(Decision::TurnAction { seat: 0 })
        )
    }));
    app.update();
    app
}

fn target_of(app: &mut App, want: impl Fn(&Click) -> bool) -> Option<(Entity, Click)> {
    let targets = app.world().resource::<Targets>();
    targets
        .cards
        .iter()
        .find(|(_, c)| want(c))
        .map(|(e, c)| (*e, *c))
}

/// The human's first turn with a power card to play: the app, the card, its action.
/// `held`: a card that asks for a target next (a King, Knight, Potion…), which the
/// table holds until the target is picked; else one played at once (a Jester).
pub(crate) fn power_card_turn_with(tag: &str, held: bool) -> (App, Entity, Action) {
    for seed in 0..60 {
        let mut app = human_turn_app(tag, seed);
        let state = game(&app).state().clone();
        if let Some((entity, Click::Act(action))) = target_of(&mut app, |c| {
            matches!(c, Click::Act(Action::Play(card))
                if aim_of(&state, 0, *card).is_some() == held)
        }) {
            return (app, entity, action);
        }
    }
    panic!("no seed gave a power card to play");
}

pub(crate) fn power_card_turn(tag: &str) -> (App, Entity, Action) {
    power_card_turn_with(tag, false)
}

fn hint(app: &App) -> String {
    app.world().resource::<ClickHint>().text.clone()
}

#[test]
fn table_click_on_a_legal_target_plays_it_and_an_illegal_click_does_nothing() {
    let (mut app, entity, action) = power_card_turn("click");
    // A click on a sleeping queen is not a turn action: nothing happens.
    let queen = app
        .world_mut()
        .query::<(Entity, &TableCard, &OnTable)>()
        .iter(app.world())
        .find(|(_, c, on)| matches!((c.0, on.0.zone), (CardKey::Queen(_), Zone::Grid(_))))
        .map(|(e, _, _)| e)
        .unwrap();
    app.world_mut().write_message(TableClick::Card(queen));
    app.update();
    assert!(
        game(&app).game().record().actions.is_empty(),
        "an illegal click plays nothing"
    );
    let hint = hint(&app);
    assert!(
        hint.starts_with("A sleeping queen is woken with a King"),
        "the illegal click explains itself: {hint}"
    );
    app.world_mut().write_message(TableClick::Card(entity));
    app.update();
    assert_eq!(game(&app).game().record().actions, vec![action]);
}

/// A prompt that replaces another takes no click for a moment: a click meant for the
/// decision that just went does not answer the new one; a moment later, clicks count.
#[test]
fn table_a_late_click_does_not_answer_the_decision_that_replaced_its_own() {
    use sleeping_queens::game::decision::{HOLD_SECS, Hold};
    let (mut app, entity, action) = power_card_turn("late click");
    // The decision on screen has just replaced another (as one answer window follows
    // another), this frame.
    let stamp = game(&app).stamp();
    let now = app.world().resource::<Time<Real>>().elapsed_secs_f64();
    let mut hold = app.world_mut().resource_mut::<Hold>();
    hold.note(Some(stamp + 1000), now);
    hold.note(Some(stamp), now);
    app.world_mut().write_message(TableClick::Card(entity));
    app.update();
    assert!(
        game(&app).game().record().actions.is_empty(),
        "the late click is dropped, not kept for later"
    );
    // Frames of 50 ms (on the real clock too): the hold ends within HOLD_SECS, and the
    // click of a person who has seen the new prompt plays.
    for _ in 0..(HOLD_SECS / 0.05).ceil() as usize {
        app.update();
    }
    assert!(game(&app).game().record().actions.is_empty());
    app.world_mut().write_message(TableClick::Card(entity));
    app.update();
    assert_eq!(game(&app).game().record().actions, vec![action]);
}

#[test]
fn table_a_card_that_needs_a_target_is_held_and_can_be_put_back() {
    let (mut app, entity, action) = power_card_turn_with("held", true);
    let Action::Play(card) = action else {
        unreachable!()
    };
    let held = |app: &App| app.world().resource::<Aiming>().0.as_ref().map(|a| a.card);
    // Clicked: held, not played; its targets glow instead of the hand.
    app.world_mut().write_message(TableClick::Card(entity));
    app.update();
    assert_eq!(held(&app), Some(card));
    assert!(game(&app).game().record().actions.is_empty());
    let targets = app.world().resource::<Targets>().clone();
    assert_eq!(
        targets.cards.get(&entity),
        Some(&Click::PutBack),
        "the held card glows: a click puts it back"
    );
    assert!(
        targets.cards.values().any(|c| matches!(c, Click::Act(_))) || !targets.slots.is_empty(),
        "its targets glow"
    );
    // Put back (Cancel, right-click, Esc): nothing was played.
    app.world_mut().write_message(Pick::PutBack);
    app.update();
    assert_eq!(held(&app), None);
    assert!(game(&app).game().record().actions.is_empty());
    // Clicked again, then its target: both are played, one after the other.
    app.world_mut().write_message(TableClick::Card(entity));
    app.update();
    let targets = app.world().resource::<Targets>().clone();
    let card_target = targets
        .cards
        .iter()
        .find(|(_, c)| matches!(c, Click::Act(_)))
        .map(|(e, c)| (TableClick::Card(*e), *c));
    let slot_target = targets
        .slots
        .iter()
        .next()
        .map(|(s, c)| (TableClick::Slot(*s), *c));
    let Some((click, Click::Act(pick))) = card_target.or(slot_target) else {
        panic!("a target to pick: {targets:?}")
    };
    app.world_mut().write_message(click);
    app.update();
    assert_eq!(game(&app).game().record().actions, vec![action, pick]);
    assert_eq!(held(&app), None);
}

#[test]
fn table_a_choice_from_the_wrong_seat_or_for_an_old_decision_is_refused() {
    use sleeping_queens::game::sleeping_queens::engine::Refused;
    let (mut app, _, action) = power_card_turn("wrong-seat");
    let at = game(&app).stamp();
    // The bot's seat may not play the person's turn, even with a legal action.
    app.world_mut().write_message(Choose {
        seat: 1,
        action,
        at,
    });
    // A choice made for an earlier decision is not played now.
    app.world_mut().write_message(Choose {
        seat: 0,
        action,
        at: at + 7,
    });
    app.update();
    assert_eq!(game(&app).stamp(), at, "nothing was played");
    let refused: Vec<Refused> = app
        .world_mut()
        .resource_mut::<Messages<Refused>>()
        .drain()
        .collect();
    assert_eq!(refused.len(), 2, "{refused:?}");
    assert!(
        refused[0].why.to_string().contains("may not choose now"),
        "{}",
        refused[0].why
    );
    assert!(
        matches!(
            refused[1].why,
            sleeping_queens::game::decision::NotPlayed::Dropped(
                sleeping_queens::game::decision::Dropped::Gone { .. }
            )
        ),
        "{:?}",
        refused[1].why
    );
    // The right seat, for the decision now, plays.
    choose(&mut app, 0, action);
    app.update();
    assert_eq!(game(&app).game().record().actions, vec![action]);
}

#[test]
fn hot_seat_a_click_hint_never_outlives_its_decision() {
    // "A Dragon is kept…" tells what a hand holds: once the decision is taken it
    // must not show to whoever sits down next.
    let hint = ClickHint {
        text: "A Dragon is kept to answer a Knight played at one of your queens.".into(),
        since: 10.0,
        at: 4,
    };
    assert!(hint.shows(11.0, 4));
    assert!(!hint.shows(11.0, 5), "the next action ends it");
    assert!(!hint.shows(14.0, 4), "it fades after a few seconds");
}

#[test]
fn table_click_during_the_last_animation_still_plays() {
    // The person's turn is coming: the last event's card is still on its way.
    for seed in 0..30 {
        let config = people(&["Ana"], &[BotKind::Easy], RuleSet::extended(), seed);
        let mut app = table_app("click-late", config, false);
        let last_step = |app: &App| {
            let p = presentation(app);
            p.events_to_show() == 0
                && !p.is_idle()
                && matches!(
                    game(app).state().pending(),
                    Some(Decision::TurnAction { seat: 0 })
                )
        };
        assert!(run_until(&mut app, 3000, last_step));
        let state = game(&app).state().clone();
        let legal = state.legal_actions();
        let Some(Action::Play(card)) = legal
            .iter()
            .find(|a| matches!(a, Action::Play(c) if aim_of(&state, 0, *c).is_none()))
        else {
            continue;
        };
        let action = Action::Play(*card);
        let entity = app
            .world_mut()
            .query::<(Entity, &TableCard)>()
            .iter(app.world())
            .find(|(_, c)| c.0 == CardKey::Deck(*card))
            .map(|(e, _)| e)
            .unwrap();
        app.world_mut().write_message(TableClick::Card(entity));
        app.update();
        let before = game(&app).game().record().actions.clone();
        assert!(
            !before.contains(&action),
            "the first click skips the animation"
        );
        app.update();
        assert_eq!(
            game(&app).game().record().actions.last(),
            Some(&action),
            "then the click goes on to the card"
        );
        return;
    }
    panic!("no seed gave a power card to play");
}

#[test]
fn table_a_dragon_is_no_number_in_classic() {
    // C-6: in classic a Dragon only answers; clicking it explains why.
    let mut checked = false;
    for seed in 0..40 {
        let mut app = human_turn_app_with("dragon", seed, RuleSet::classic());
        let dragon = app
            .world_mut()
            .query::<(Entity, &TableCard, &OnTable)>()
            .iter(app.world())
            .find(|(_, c, on)| {
                matches!(c.0, CardKey::Deck(id) if id.card() == Card::Dragon)
                    && on.0.zone == Zone::Hand(0)
            })
            .map(|(e, _, _)| e);
        let Some(dragon) = dragon else {
            continue;
        };
        assert!(
            !app.world()
                .resource::<Targets>()
                .cards
                .contains_key(&dragon)
        );
        app.world_mut().write_message(TableClick::Card(dragon));
        app.update();
        let hint = hint(&app);
        assert!(hint.contains("kept to answer a Knight"), "{hint}");
        checked = true;
        break;
    }
    assert!(checked, "no seed dealt Ana a Dragon");
}

#[test]
fn table_number_cards_are_selected_not_played_at_once() {
    let mut app = human_turn_app("select", 1);
    let Some((entity, Click::Select(card))) =
        target_of(&mut app, |c| matches!(c, Click::Select(_)))
    else {
        return;
    };
    app.world_mut().write_message(TableClick::Card(entity));
    app.update();
    let sel = app.world().resource::<HandSelection>();
    assert_eq!(sel.cards, vec![card]);
    assert!(game(&app).game().record().actions.is_empty());
}

/// Back to the title (the game is put away), then Continue, as a player would.
pub(crate) fn leave_and_continue(app: &mut App) {
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Title);
    app.update();
    app.update();
    assert!(app.world().get_resource::<Match>().is_none());
    let folder = app.world().resource::<SavesFolder>().clone();
    let (_, loaded) = folder.0.latest_unfinished().expect("a game to continue");
    app.world_mut()
        .write_message(OpenTable::Resume(Box::new(loaded)));
    update_until(app, "the table", |app| screen(app) == Screen::Playing);
    app.update();
}

#[test]
fn table_continue_resumes_the_autosaved_game() {
    let mut app = human_turn_app("continue", 4);
    // A new game is saved before anyone has played: Continue finds it at once.
    let folder = app.world().resource::<SavesFolder>().clone();
    let (_, fresh) = folder.0.latest_unfinished().expect("the new game is saved");
    assert_eq!(fresh.file.game.actions(), 0);
    assert!(target_of(&mut app, |c| matches!(c, Click::Act(_) | Click::Select(_))).is_some());
    // Play whatever is legal for a few decisions, then leave for the title.
    for _ in 0..3 {
        run_until(&mut app, 3000, |app| persons_decision(app).is_some());
        let a = game(&app).state().legal_actions()[0];
        choose(&mut app, 0, a);
        app.update();
    }
    run_until(&mut app, 50, |_| false);
    let before = game(&app).state().clone();
    leave_and_continue(&mut app);
    assert_eq!(game(&app).state(), &before, "resumed exactly where it was");
}

/// A scripted game of people at one screen: they take the seat when asked, claim in
/// open calls now and then, and play legal actions. Every frame: no hand is face up
/// unless it belongs to the person who has the screen.
fn play_hot_seat(app: &mut App, steps: usize) -> Vec<(u32, usize, Seat, Seat)> {
    let mut asked = Vec::new();
    let mut i = 0u64;
    for _ in 0..steps * 40 {
        if game(app).state().is_over() {
            break;
        }
        app.update();
        if bot_thinking(app) {
            std::thread::sleep(Duration::from_micros(300));
        }
        hot_seat_turn(app, &mut i, &mut asked);
    }
    asked
}

/// What the people at one screen do after a frame: take the seat when asked, claim
/// in an open call now and then (`i` counts), or play a legal action. Checks first
/// that no hand is face up unless it belongs to the person who has the screen.
/// Every window a person is asked in is noted in `asked`.
pub(crate) fn hot_seat_turn(app: &mut App, i: &mut u64, asked: &mut Vec<(u32, usize, Seat, Seat)>) {
    check_no_hand_shown_to_the_wrong_person(app);
    if let Some(seat) = seats(app).waiting_for(game(app), presentation(app)) {
        app.world_mut().write_message(TakeSeat(seat));
        return;
    }
    let Some(d) = persons_decision(app) else {
        return;
    };
    if matches!(d, Decision::Answer { .. } | Decision::AfterWake { .. }) {
        let st = game(app).state();
        asked.push((st.turn(), st.in_play().len(), st.current_seat(), d.seat()));
    }
    if seats(app).open_call_waiting().is_some() {
        *i += 1;
        let claim = i.is_multiple_of(3).then_some(d.seat());
        if let Some(seat) = claim {
            app.world_mut().write_message(Claim::Toggle(seat));
        }
        app.world_mut().write_message(Claim::Done);
        return;
    }
    if seats(app).viewer == Some(d.seat()) && !seats(app).covered {
        let legal = game(app).state().legal_actions();
        *i += 1;
        let a = legal[(i.wrapping_mul(2654435761) % legal.len() as u64) as usize];
        choose(app, d.seat(), a);
    }
}

fn check_no_hand_shown_to_the_wrong_person(app: &mut App) {
    let viewer = seats(app).viewer;
    let covered = seats(app).covered;
    let shown: Vec<(Seat, bool)> = app
        .world_mut()
        .query::<(&OnTable, &Shown)>()
        .iter(app.world())
        .filter_map(|(on, shown)| match on.0.zone {
            Zone::Hand(s) => Some((s, shown.face_up)),
            _ => None,
        })
        .collect();
    for (seat, up) in shown {
        if up {
            assert!(!covered, "seat {seat}'s hand is face up under the cover");
            assert_eq!(
                viewer,
                Some(seat),
                "seat {seat}'s hand is face up for {viewer:?}"
            );
        }
    }
}

#[test]
fn hot_seat_no_hand_is_ever_face_up_for_the_wrong_person() {
    for (rules, seed) in [("extended", 11), ("classic", 12)] {
        let config = people(
            &["Ana", "Bo", "Cy"],
            &[],
            RuleSet::named(rules).unwrap(),
            seed,
        );
        let mut app = table_app(&format!("hot-{rules}"), config, false);
        // Nobody's hand is shown before someone takes the seat.
        assert_eq!(seats(&app).viewer, None);
        play_hot_seat(&mut app, 400);
        let g = game(&app);
        assert!(g.game().record().actions.len() > 20, "the game went on");
        // The log stays on screen whoever has the seat: it tells no hand.
        let private: Vec<String> = g
            .game()
            .history()
            .iter()
            .filter_map(|e| match e {
                sleeping_queens::sleeping_queens::GameEvent::Drew { seat, card }
                    if card.known_to != 0xff =>
                {
                    sleeping_queens::game::sleeping_queens::present::narrate(
                        e,
                        &g.names(),
                        Some(*seat),
                    )
                }
                _ => None,
            })
            .collect();
        assert!(!private.is_empty(), "cards were drawn in secret");
        for line in &app.world().resource::<TableShown>().log {
            assert!(!private.contains(line), "the log tells a hand: {line}");
        }
    }
}

#[test]
fn hot_seat_a_resumed_game_starts_covered() {
    let config = people(&["Ana", "Bo"], &[BotKind::Normal], RuleSet::classic(), 13);
    let mut app = table_app("hot-resume", config, false);
    play_hot_seat(&mut app, 1);
    let g = game(&app);
    assert!(!g.game().record().actions.is_empty() && !g.state().is_over());
    // Resumed, the table is covered until someone takes the seat: whoever
    // sits at the screen now may not be the person whose turn it is.
    leave_and_continue(&mut app);
    app.update();
    app.update();
    assert_eq!(seats(&app).viewer, None, "resumed: nobody's hand shown");
    assert!(seats(&app).covered, "resumed: covered");
    check_no_hand_shown_to_the_wrong_person(&mut app);
}

#[test]
fn hot_seat_answer_order_is_clockwise_across_people_and_bots() {
    let config = people(
        &["Ana", "Bo"],
        &[BotKind::Normal, BotKind::Normal],
        RuleSet::extended(),
        21,
    );
    let mut app = table_app("hot-order", config, false);
    let asked = play_hot_seat(&mut app, 600);
    assert!(!asked.is_empty(), "some window asked the people");
    // Within one window, the people are asked clockwise from the player whose turn it is.
    let count = 4u8;
    for w in asked.windows(2) {
        let (a, b) = (w[0], w[1]);
        if (a.0, a.1, a.2) == (b.0, b.1, b.2) && a.3 != b.3 {
            let off = |s: Seat| (s + count - a.2) % count;
            assert!(
                off(a.3) < off(b.3),
                "asked {} before {} in turn {}",
                a.3,
                b.3,
                a.0
            );
        }
    }
    // Both people are asked in every window (the open call looks the same for all).
    assert!(asked.iter().any(|x| x.3 == 0) && asked.iter().any(|x| x.3 == 1));
}

#[test]
fn hot_seat_setup_screen_starts_the_configured_game() {
    use sleeping_queens::game::screens::SetupForm;
    let mut form = SetupForm::from_config(&GameConfig {
        seats: vec![
            SeatInfo::human("Ana"),
            SeatInfo::bot("Eve", BotKind::Easy),
            SeatInfo::human("Bo"),
            SeatInfo::bot("Dev", BotKind::Hard),
        ],
        ..GameConfig::default()
    });
    // A seat emptied in the middle: the others keep their rows and their order.
    form.seats[1].kind = None;
    form.rules = "classic".into();
    form.seed = "42".into();
    form.starting_seat = Some(1);
    let config = form
        .to_config(&sleeping_queens::save::HouseRules::new("/nonexistent"))
        .unwrap();
    let app = table_app("setup", config.clone(), false);
    let g = game(&app);
    assert_eq!(g.config(), &config);
    assert_eq!(g.names(), ["Ana", "Bo", "Dev"]);
    assert_eq!(g.seed(), 42);
    assert_eq!(g.state().rules().name, "classic");
    assert_eq!(g.game().record().setup.starting_seat, Some(1));
    assert_eq!(
        g.game().record().setup.ask_always,
        0b111,
        "both people and the bot are asked in every window"
    );
    // A bad form says what is wrong instead of starting.
    form.seed = "forty-two".into();
    assert!(
        form.to_config(&sleeping_queens::save::HouseRules::new("/nonexistent"))
            .unwrap_err()
            .to_string()
            .contains("seed")
    );
}

/// A bot of the tests: thinks for `takes` (real time) unless told to stop first, then
/// plays the first legal action.
struct Thinks {
    takes: Duration,
}

impl sleeping_queens::engine::Player<sleeping_queens::sleeping_queens::Game> for Thinks {
    fn decide(&mut self, obs: &sleeping_queens::sleeping_queens::Observation) -> Action {
        self.decide_until(obs, &|| false)
    }

    fn decide_until(
        &mut self,
        obs: &sleeping_queens::sleeping_queens::Observation,
        stop: &dyn Fn() -> bool,
    ) -> Action {
        let start = Instant::now();
        while start.elapsed() < self.takes && !stop() {
            std::thread::sleep(Duration::from_millis(1));
        }
        obs.legal[0]
    }
}

/// The frame (10 ms of table time each, about as long on the clock) at which a bot
/// that thinks for `takes` has its choice played, with `delay` seconds of the table.
fn frame_played(takes: Duration, delay: f32) -> usize {
    frame_played_stopping(takes, delay, None)
}

/// The same, the bot told to stop thinking after `think_for`.
fn frame_played_stopping(takes: Duration, delay: f32, think_for: Option<Duration>) -> usize {
    use bevy::ecs::system::RunSystemOnce;
    use sleeping_queens::game::rest::Wake;
    let mut app = App::new();
    app.add_plugins(MinimalPlugins).add_message::<Wake>();
    let (game, _) = sleeping_queens::sleeping_queens::Game::new(
        sleeping_queens::sleeping_queens::Setup::new(2, RuleSet::extended()),
        3,
    )
    .unwrap();
    let seat = game.state().pending().unwrap().seat();
    let mut bots: Vec<
        Option<sleeping_queens::game::bots::SeatBot<sleeping_queens::sleeping_queens::Game>>,
    > = vec![None, None];
    bots[seat as usize] = Some(Box::new(Thinks { takes }));
    app.insert_resource(BotSeats::new(bots));
    let game = std::sync::Arc::new(game);
    let g = game.clone();
    app.world_mut()
        .run_system_once(
            move |mut seats: ResMut<BotSeats>, mut wake: MessageWriter<Wake>| {
                assert!(
                    seats
                        .think(&g, seat, 0, None, delay, think_for, &mut wake)
                        .is_none()
                );
            },
        )
        .unwrap();
    for frame in 1..1_000 {
        std::thread::sleep(Duration::from_millis(10));
        let g = game.clone();
        let played = app
            .world_mut()
            .run_system_once(
                move |mut seats: ResMut<BotSeats>, mut wake: MessageWriter<Wake>| {
                    seats.answer(0.01, &g, &mut wake).is_some()
                },
            )
            .unwrap();
        if played {
            return frame;
        }
    }
    panic!("the bot never played");
}

/// A bot's choice in a window comes [`WINDOW_PACE`] after the window opened at the
/// desktop table as on the server, however long the bot thought and however fast the
/// cards move: one bot that answers at once and one that searches (as the Hard bot does
/// when it could answer, and not when it could only pass) are played at the same frame,
/// so the moment tells nothing of what they hold (X-ANS-2). Every bot is asked in every
/// window, so whether it is asked tells nothing either.
#[test]
fn table_a_bots_window_choice_comes_at_one_moment_whatever_it_holds() {
    use sleeping_queens::game::sleeping_queens::bots::{bot_pause, window_think};
    use sleeping_queens::game::sleeping_queens::engine::ask_always;
    use sleeping_queens::seats::SeatKind;
    use sleeping_queens::seats::{WINDOW_PACE, WINDOW_THINK};
    for speed in [0.5, 1.0, 4.0, 40.0] {
        for window in [
            Decision::Answer {
                seat: 1,
                against: Card::Knight,
                by: 0,
            },
            Decision::AfterWake { seat: 1 },
        ] {
            // The bot that searches waits out its longest search; the others decide in
            // microseconds, within the table's usual pause.
            let hard = bot_pause(&window, speed, SeatKind::Bot(BotKind::Hard));
            assert!(hard >= WINDOW_PACE.as_secs_f32(), "{hard} at speed {speed}");
            let normal = bot_pause(&window, speed, SeatKind::Bot(BotKind::Normal));
            assert!(normal > 0.0 && normal <= hard, "{normal} at speed {speed}");
        }
    }
    let pace = WINDOW_PACE.as_secs_f32();
    let at_once = frame_played(Duration::ZERO, pace);
    let searching = frame_played(Duration::from_millis(350), pace);
    assert_eq!(at_once, searching, "a bot's thinking shows in its moment");
    assert!((69..=71).contains(&at_once), "played at frame {at_once}");
    // A search that would go on past the pace (a thread the machine starved, a long
    // deal) is stopped at the window's thinking time and answers with what it has.
    let window = Decision::Answer {
        seat: 1,
        against: Card::Knight,
        by: 0,
    };
    let think_for = window_think(&window, SeatKind::Bot(BotKind::Hard));
    assert_eq!(think_for, Some(WINDOW_THINK));
    assert_eq!(window_think(&window, SeatKind::Bot(BotKind::Normal)), None);
    let stopped = frame_played_stopping(Duration::from_secs(5), pace, think_for);
    assert_eq!(
        at_once, stopped,
        "a long search is cut at the window's time"
    );

    let mut config = GameConfig::bots_only(4, RuleSet::extended());
    config.seats[0] = SeatInfo::human("Ann");
    assert_eq!(ask_always(&config), 0b1110, "every bot, not the one person");
    config.seats[1] = SeatInfo::human("Bo");
    assert_eq!(
        ask_always(&config),
        0b1111,
        "two people at one screen, and the bots"
    );
}
