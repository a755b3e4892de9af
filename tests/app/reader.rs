//! Both games played through the AccessKit tree alone, as a screen reader would: the
//! app runs egui (with bevy_egui's AccessKit bridge, told to build the tree by hand as
//! no window asks for it), the test reads the tree egui publishes each frame, and acts
//! only by sending AccessKit's "click" to a node it found by role and name.

use std::collections::{BTreeSet, HashMap};

use super::sleeping_queens_table::people;
use super::*;
use bevy::a11y::{AccessibilityPlugin, ActionRequest};
use bevy::camera::{ComputedCameraValues, RenderTargetInfo};
use bevy::input::InputPlugin;
use bevy::shader::Shader;
use bevy::window::{ExitCondition, WindowPlugin};
use bevy_egui::egui::accesskit::{self, Action, Node, NodeId, Role, TreeId};
use bevy_egui::{EguiContext, EguiOutput, EguiPlugin};
use rand::{RngExt, SeedableRng};
use sleeping_queens::game::mad_queens::MadMatch;
use sleeping_queens::game::mad_queens::shown::MadView;
use sleeping_queens::game::next_game::{MadConfig, OpenTable};
use sleeping_queens::game::sleeping_queens::engine::Match;
use sleeping_queens::game::sleeping_queens::present::{Presentation, TableShown};
use sleeping_queens::game::words;
use sleeping_queens::seats::SeatInfo;
use sleeping_queens::sleeping_queens::RuleSet;

/// A headless app with egui on a 1280×720 screen, its AccessKit tree on, at the title.
fn reader_app(tag: &str) -> App {
    egui_app(tag, "en", UVec2::new(1280, 720))
}

/// A headless app with egui (the game's style and fonts) on a screen of `size` pixels,
/// speaking `lang`, its AccessKit tree on, at the title.
pub(crate) fn egui_app(tag: &str, lang: &str, size: UVec2) -> App {
    let mut app = stepped_app(
        tag,
        Cli {
            animation_speed: 40.0,
            lang: Some(lang.into()),
            ..Cli::default()
        },
    );
    // What bevy_egui needs of the renderer's and the window's parts, without them.
    app.init_resource::<Assets<Image>>()
        .init_resource::<Assets<Shader>>()
        .add_message::<AssetEvent<Image>>();
    app.add_plugins((
        WindowPlugin {
            primary_window: None,
            exit_condition: ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        InputPlugin,
        AccessibilityPlugin,
        EguiPlugin::default(),
        words::bridge,
        sleeping_queens::game::theme::plugin,
        sleeping_queens::game::egui_input::plugin,
    ));
    app.init_resource::<PointerEvents>();
    app.add_systems(
        PreUpdate,
        feed_the_pointer
            .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
            .before(sleeping_queens::game::egui_input::EguiInputFixes),
    );
    super::one_thread_a_frame(&mut app);
    // The one camera, as the window's would be: egui's primary context is put on it
    // and the table's words are placed by it. The whole 1280×720 table shows, with
    // felt to spare on the longer side (the game's `ScalingMode::AutoMin`).
    let scale = (1280.0 / size.x as f32).max(720.0 / size.y as f32);
    let (half_w, half_h) = (size.x as f32 * scale / 2.0, size.y as f32 * scale / 2.0);
    let clip_from_view = Mat4::orthographic_rh(-half_w, half_w, -half_h, half_h, -1000.0, 1000.0);
    app.world_mut().spawn((
        Camera {
            computed: ComputedCameraValues {
                clip_from_view,
                target_info: Some(RenderTargetInfo {
                    physical_size: size,
                    scale_factor: 1.0,
                }),
                ..default()
            },
            ..default()
        },
        GlobalTransform::default(),
    ));
    update_until(&mut app, "the title screen", |app| {
        screen(app) == Screen::Title
    });
    let ctx = egui_context(&mut app);
    ctx.enable_accesskit();
    // As a screen reader does when it starts listening to a window.
    app.world()
        .resource::<bevy::a11y::AccessibilityRequested>()
        .set(true);
    app
}

/// What a mouse does, a frame at a time: the events egui is given in each coming frame,
/// as bevy_egui gives them from the window's cursor and buttons.
#[derive(Resource, Default)]
pub(crate) struct PointerEvents(std::collections::VecDeque<Vec<bevy_egui::egui::Event>>);

fn feed_the_pointer(
    mut pointer: ResMut<PointerEvents>,
    mut inputs: Query<&mut bevy_egui::EguiInput, With<bevy_egui::PrimaryEguiContext>>,
) {
    if let Some(events) = pointer.0.pop_front() {
        for mut input in &mut inputs {
            input.0.events.extend(events.iter().cloned());
        }
    }
}

/// A click of the mouse at `at` (egui points), as a person makes it: the pointer moves
/// there, then the button goes down in the next frame and up in the one after.
pub(crate) fn click_at(app: &mut App, at: bevy_egui::egui::Pos2) {
    use bevy_egui::egui::{Event, Modifiers, PointerButton};
    let press = |pressed| Event::PointerButton {
        pos: at,
        button: PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    let mut pointer = app.world_mut().resource_mut::<PointerEvents>();
    pointer.0.push_back(vec![Event::PointerMoved(at)]);
    pointer.0.push_back(vec![press(true)]);
    pointer.0.push_back(vec![press(false)]);
    for _ in 0..5 {
        app.update();
    }
}

/// The middle of the first node of the accessibility tree named `label`, in egui points.
pub(crate) fn middle_of(app: &mut App, label: &str) -> Option<bevy_egui::egui::Pos2> {
    let node = tree(app)
        .into_values()
        .find(|n| n.label() == Some(label) && n.bounds().is_some())?;
    let b = node.bounds()?;
    Some(bevy_egui::egui::pos2(
        ((b.x0 + b.x1) / 2.0) as f32,
        ((b.y0 + b.y1) / 2.0) as f32,
    ))
}

/// `config`'s table opened on `app` (at the title).
pub(crate) fn open_table(app: &mut App, config: sleeping_queens::game::next_game::GameConfig) {
    app.insert_resource(config);
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app.update();
}

/// `config`'s table opened on `app` (at the title), run to seat 0's first turn.
pub(crate) fn at_first_turn(app: &mut App, config: sleeping_queens::game::next_game::GameConfig) {
    use super::sleeping_queens_table::{persons_decision, run_until};
    use sleeping_queens::sleeping_queens::Decision;
    open_table(app, config);
    assert!(run_until(app, 3000, |app| matches!(
        persons_decision(app),
        Some(Decision::TurnAction { seat: 0 })
    )));
}

/// The app's egui context (egui's primary one).
pub(crate) fn egui_context(app: &mut App) -> bevy_egui::egui::Context {
    app.world_mut()
        .query::<&mut EguiContext>()
        .single_mut(app.world_mut())
        .expect("egui's primary context")
        .get_mut()
        .clone()
}

/// The tree egui published in the last frame: every node by its id.
pub(crate) fn tree(app: &mut App) -> HashMap<NodeId, Node> {
    let output = app
        .world_mut()
        .query::<&EguiOutput>()
        .single(app.world())
        .expect("egui's output");
    let update = output
        .platform_output
        .accesskit_update
        .as_ref()
        .expect("egui publishes an AccessKit tree");
    update.nodes.iter().cloned().collect()
}

/// The buttons of the tree that can be pressed now, by name.
fn buttons(tree: &HashMap<NodeId, Node>) -> Vec<(NodeId, String)> {
    pressable(tree.iter().map(|(id, n)| (*id, n)))
}

/// `read` of the nodes of the tree egui published in the last frame, read in place (a
/// whole game reads it thousands of times).
fn nodes_now<R>(app: &mut App, read: impl FnOnce(&[(NodeId, Node)]) -> R) -> R {
    let output = app
        .world_mut()
        .query::<&EguiOutput>()
        .single(app.world())
        .expect("egui's output");
    let update = output.platform_output.accesskit_update.as_ref();
    read(update.map_or(&[], |u| u.nodes.as_slice()))
}

/// The buttons of the tree egui published in the last frame.
fn buttons_now(app: &mut App) -> Vec<(NodeId, String)> {
    nodes_now(app, |nodes| pressable(nodes.iter().map(|(id, n)| (*id, n))))
}

fn pressable<'a>(nodes: impl Iterator<Item = (NodeId, &'a Node)>) -> Vec<(NodeId, String)> {
    let mut found: Vec<(NodeId, String)> = nodes
        .filter(|(_, n)| n.role() == Role::Button && !n.is_disabled())
        .filter_map(|(id, n)| Some((id, n.label()?.to_string())))
        .collect();
    found.sort_by(|a, b| a.1.cmp(&b.1).then(a.0.0.cmp(&b.0.0)));
    found
}

/// A node's name as AT-SPI gives it to a screen reader: a label's is its value.
pub(crate) fn name(node: &Node) -> Option<String> {
    match node.role() {
        Role::Label => node.value(),
        _ => node.label(),
    }
    .map(str::to_string)
}

/// The names under the group named `heading`, in the tree's order.
fn group_lines(tree: &HashMap<NodeId, Node>, heading: &str) -> Vec<String> {
    fn under(tree: &HashMap<NodeId, Node>, node: &Node, out: &mut Vec<String>) {
        for child in node.children().iter().filter_map(|c| tree.get(c)) {
            out.extend(name(child));
            under(tree, child, out);
        }
    }
    let mut lines = Vec::new();
    if let Some(group) = tree.values().find(|n| n.label() == Some(heading)) {
        under(tree, group, &mut lines);
    }
    lines
}

pub(crate) fn press(app: &mut App, node: NodeId) {
    app.world_mut()
        .write_message(ActionRequest(accesskit::ActionRequest {
            action: Action::Click,
            target_tree: TreeId::ROOT,
            target_node: node,
            data: None,
        }));
    app.update();
}

/// Buttons that help but never decide (a hint, a take-back, the pause menu, the log and
/// the rules' windows): pressing them at random would only loop.
fn helper(name: &str) -> bool {
    ["Hint", "Take back", "Menu"]
        .iter()
        .any(|h| name.starts_with(h))
        || ["?", "Hide", "Show", "Close window", "Log"].contains(&name)
}

/// Plays until `over`, pressing a random deciding button each time the tree offers
/// one (preferring those `favour` likes, so that a game goes on to its end). Also
/// counts the frames in which `menu_due` holds and no Menu button is offered.
fn play_by_tree(
    app: &mut App,
    what: &str,
    seed: u64,
    over: impl Fn(&App) -> bool,
    favour: impl Fn(&str) -> bool,
    menu_due: impl Fn(&App) -> bool,
) -> (u32, Vec<String>, u32, BTreeSet<(i32, i32)>) {
    let mut menuless = 0u32;
    let mut menu_places = BTreeSet::new();
    let mut menu_before = false;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let start = Instant::now();
    let mut presses = 0u32;
    let mut pressed = Vec::new();
    while !over(app) {
        if start.elapsed() > Duration::from_secs(150) {
            let named: Vec<String> = tree(app)
                .values()
                .filter_map(|n| Some(format!("{:?} {}", n.role(), n.label()?)))
                .collect();
            panic!(
                "{what}: the game played by the tree did not end ({presses} presses, the last {:?}); \
                 the tree names {named:?}",
                &pressed[pressed.len().saturating_sub(12)..]
            );
        }
        // Due in the state the frame was drawn from and the state it left.
        let due = menu_due(app);
        app.update();
        let all = buttons_now(app);
        if due && menu_due(app) && !all.iter().any(|(_, name)| name == "Menu") {
            menuless += 1;
        }
        // (A new area is laid out unseen in its first frame: from its second on.)
        let place = menu_place(app);
        if let (Some(place), true) = (place, menu_before) {
            menu_places.insert(place);
        }
        menu_before = place.is_some();
        let offered: Vec<(NodeId, String)> =
            all.into_iter().filter(|(_, name)| !helper(name)).collect();
        if offered.is_empty() {
            std::thread::sleep(Duration::from_millis(2));
            continue;
        }
        let liked: Vec<&(NodeId, String)> = offered.iter().filter(|(_, n)| favour(n)).collect();
        let (node, name) = if !liked.is_empty() && rng.random_bool(0.7) {
            liked[rng.random_range(0..liked.len())].clone()
        } else {
            offered[rng.random_range(0..offered.len())].clone()
        };
        press(app, node);
        presses += 1;
        pressed.push(name);
    }
    (presses, pressed, menuless, menu_places)
}

/// The Menu button stood in one place, give or take a point's rounding.
fn assert_stays(places: &BTreeSet<(i32, i32)>) {
    let spread = |f: fn(&(i32, i32)) -> i32| {
        places.iter().map(f).max().unwrap_or(0) - places.iter().map(f).min().unwrap_or(0)
    };
    assert!(
        spread(|p| p.0) <= 2 && spread(|p| p.1) <= 2,
        "the Menu button stood at {places:?}"
    );
}

/// Where the Menu button stands now (its centre, to the point), if it is up.
fn menu_place(app: &mut App) -> Option<(i32, i32)> {
    nodes_now(app, |nodes| {
        nodes
            .iter()
            .find(|(_, n)| n.role() == Role::Button && n.label() == Some("Menu"))
            .and_then(|(_, n)| n.bounds())
            .map(|b| {
                (
                    ((b.x0 + b.x1) / 2.0).round() as i32,
                    ((b.y0 + b.y1) / 2.0).round() as i32,
                )
            })
    })
}

/// Three people sharing the screen play a whole game of Sleeping Queens by the tree
/// alone: the hand-off, the open calls, every card and queen to pick
/// (the table's words) and every prompt button are there, named, and pressing one does
/// it. What happened is said in the tree's log as it happens.
#[test]
fn a_whole_hot_seat_game_of_sleeping_queens_is_played_by_the_accessibility_tree_alone() {
    // Extended: every kind of window (answers, after a wake) comes up.
    let (rules, seed) = ("extended", 22);
    let mut app = reader_app(&format!("reader-{rules}"));
    app.insert_resource(people(
        &["Ana", "Bo", "Cy"],
        &[],
        RuleSet::named(rules).unwrap(),
        seed,
    ));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    app.update();
    app.update();
    let (presses, pressed, _, menu_places) = play_by_tree(
        &mut app,
        rules,
        seed,
        |app| app.world().resource::<Match>().state().is_over(),
        // Cards and queens on the table, the hand-off, Discard and Pass move a game on.
        |name| !name.starts_with("Place") && !name.contains("Nobody"),
        |_| false,
    );
    // The last events are shown (and said) after the engine has ended the game.
    update_until(&mut app, "the end shown", |app| {
        app.world().resource::<Presentation>().is_idle()
    });
    app.update();
    app.update();
    let tree = tree(&mut app);
    assert_eq!(
        group_lines(&tree, "Sleeping queens").len(),
        12,
        "{rules}: the grid is told, place by place"
    );
    let said = group_lines(&tree, "What happened");
    let last = app.world().resource::<TableShown>().log.last().cloned();
    assert!(
        last.is_some_and(|l| said.contains(&l)),
        "{rules}: the game's end is said: {said:?}"
    );
    assert!(presses > 30, "{rules}: {presses} presses");
    // A button that moves as a turn begins takes a click meant for it elsewhere.
    assert_stays(&menu_places);
    assert!(
        pressed.iter().any(|p| p.ends_with("in your hand")),
        "{rules}: hand cards were picked by name: {pressed:?}"
    );
    assert!(
        pressed.iter().any(|p| p.starts_with("I am")),
        "{rules}: the screen was taken by its button"
    );
}

/// Two people sharing the screen play a whole game of Mad Queens by the tree alone.
#[test]
fn a_whole_hot_seat_game_of_mad_queens_is_played_by_the_accessibility_tree_alone() {
    let mut app = reader_app("reader-mad");
    app.world_mut().write_message(OpenTable::NewMad(MadConfig {
        seats: vec![SeatInfo::human("Ana"), SeatInfo::human("Bea")],
        seed: Some(43),
        practice: false,
    }));
    update_until(&mut app, "the Mad Queens table", |app| {
        screen(app) == Screen::MadTable && app.world().get_resource::<MadMatch>().is_some()
    });
    let (presses, pressed, menuless, menu_places) = play_by_tree(
        &mut app,
        "Mad Queens",
        43,
        |app| app.world().resource::<MadMatch>().game().state().is_over(),
        |name| name.starts_with("Reveal") || name.starts_with("I am") || name.starts_with("Start"),
        // Between hand-offs, a mouse reaches the pause menu at every moment.
        |app| !app.world().resource::<MadView>().covered,
    );
    assert!(presses > 10, "{presses} presses");
    assert_eq!(menuless, 0, "frames of play without the Menu button");
    assert_stays(&menu_places);
    assert!(pressed.iter().any(|p| p.starts_with("Bank")), "{pressed:?}");
}

/// Every control of every screen a player reaches from the title has a name a screen
/// reader can say: a button its words, a text field or a drop-down the words of its row.
/// Every screen of menus, in the order the title offers them.
pub(crate) const MENU_SCREENS: [Screen; 11] = [
    Screen::Title,
    Screen::Setup,
    Screen::HouseRules,
    Screen::MadSetup,
    Screen::Settings,
    Screen::Load,
    Screen::Rules,
    Screen::Lessons,
    Screen::Profile,
    Screen::Gallery,
    Screen::Online,
];

/// Each menu screen opened in turn, with the tree egui published for it.
fn menu_screen_trees(app: &mut App) -> Vec<(Screen, HashMap<NodeId, Node>)> {
    MENU_SCREENS
        .into_iter()
        .map(|screen| {
            app.world_mut()
                .resource_mut::<NextState<Screen>>()
                .set(screen);
            for _ in 0..4 {
                app.update();
            }
            (screen, tree(app))
        })
        .collect()
}

#[test]
fn every_control_of_every_screen_is_named() {
    let mut app = reader_app("reader-names");
    let controls = [
        Role::Button,
        Role::TextInput,
        Role::ComboBox,
        Role::CheckBox,
        Role::Slider,
        Role::SpinButton,
    ];
    let mut unnamed = Vec::new();
    for (screen, tree) in menu_screen_trees(&mut app) {
        let count = tree
            .values()
            .filter(|n| controls.contains(&n.role()))
            .count();
        assert!(count > 0, "{screen:?} has controls");
        unnamed.extend(
            tree.values()
                .filter(|n| controls.contains(&n.role()))
                .filter(|n| name(n).is_none_or(|l| l.trim().is_empty()))
                .map(|n| format!("{screen:?}: a {:?}", n.role())),
        );
    }
    assert!(unnamed.is_empty(), "unnamed: {unnamed:?}");
}

/// What a screen reader would read wrongly in `tree`: a window without a name, a label
/// with no words or only a symbol ("▶"), a progress bar without a name, a drop-down that
/// does not say what is chosen, and two buttons side by side that read the same.
fn unclear(tree: &HashMap<NodeId, Node>, what: &str) -> Vec<String> {
    let mut found = Vec::new();
    let words = |n: &Node| name(n).unwrap_or_default();
    for node in tree.values() {
        let said = words(node);
        let wordless = !said.chars().any(char::is_alphanumeric);
        match node.role() {
            Role::Window if said.trim().is_empty() => {
                found.push(format!("{what}: a window without a name"))
            }
            Role::Label if wordless => found.push(format!("{what}: a label reading {said:?}")),
            Role::ProgressIndicator if wordless => {
                found.push(format!("{what}: a progress bar without a name"))
            }
            Role::ComboBox if node.value().is_none_or(|v| v.trim().is_empty()) => found.push(
                format!("{what}: the drop-down {said:?} says nothing chosen"),
            ),
            _ => {}
        }
        let buttons: Vec<String> = node
            .children()
            .iter()
            .filter_map(|c| tree.get(c))
            .filter(|c| c.role() == Role::Button)
            .map(words)
            .collect();
        for (i, b) in buttons.iter().enumerate() {
            if buttons[..i].contains(b) {
                found.push(format!("{what}: two buttons side by side read {b:?}"));
            }
        }
    }
    found
}

/// Every screen and both tables read clearly: see [`unclear`].
#[test]
fn every_screen_and_table_reads_clearly() {
    let mut app = reader_app("reader-clear");
    let mut found = Vec::new();
    for (screen, tree) in menu_screen_trees(&mut app) {
        found.extend(unclear(&tree, &format!("{screen:?}")));
    }
    let bots = [sleeping_queens::sleeping_queens::bots::BotKind::Easy; 2];
    at_first_turn(&mut app, people(&["Ana"], &bots, RuleSet::extended(), 7));
    for _ in 0..4 {
        app.update();
    }
    found.extend(unclear(&tree(&mut app), "Sleeping Queens, Ana's turn"));
    let mut app = reader_app("reader-clear-mad");
    at_anas_mad_decision(&mut app);
    for _ in 0..4 {
        app.update();
    }
    found.extend(unclear(&tree(&mut app), "Mad Queens, Ana's decision"));
    found.sort();
    found.dedup();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// A Mad Queens table of Ana and Bo, an Easy bot, at Ana's first decision.
fn at_anas_mad_decision(app: &mut App) {
    app.world_mut().write_message(OpenTable::NewMad(MadConfig {
        seats: vec![
            SeatInfo::human("Ana"),
            SeatInfo::bot("Bo", sleeping_queens::sleeping_queens::bots::BotKind::Easy),
        ],
        seed: Some(3),
        practice: false,
    }));
    update_until(app, "Ana's decision", |app| {
        app.world().get_resource::<MadMatch>().is_some_and(|g| {
            app.world()
                .resource::<MadView>()
                .person_deciding(g)
                .is_some()
        })
    });
}

/// Tab pressed and let go, as a keyboard sends it (the input plugin runs here).
fn tab(app: &mut App) {
    key(app, KeyCode::Tab, bevy::input::keyboard::Key::Tab);
}

/// The keyboard's focus on the table is the screen reader's: Tab moves both, and the
/// tree says which choice has it.
#[test]
fn tab_on_the_table_moves_the_screen_readers_focus() {
    use sleeping_queens::sleeping_queens::bots::BotKind;
    let mut app = reader_app("reader-focus");
    let config = people(&["Ana"], &[BotKind::Easy], RuleSet::extended(), 5);
    at_first_turn(&mut app, config);
    let mut focused = Vec::new();
    for _ in 0..3 {
        tab(&mut app);
        let (name, tree) = focus_and_tree(&mut app);
        let choices = group_lines(&tree, "What you can pick");
        assert!(
            name.as_ref().is_some_and(|n| choices.contains(n)),
            "the focus is on a choice: {name:?} among {choices:?}"
        );
        focused.push(name.unwrap());
    }
    focused.dedup();
    assert!(focused.len() >= 2, "Tab moved it: {focused:?}");
}

/// A key pressed and let go, as the keyboard gives it to the game and to egui (which,
/// without a window here, hears it through the frame's egui input).
fn key(app: &mut App, code: KeyCode, logical: bevy::input::keyboard::Key) {
    use bevy::input::ButtonState;
    use bevy::input::keyboard::KeyboardInput;
    use bevy_egui::egui;
    let egui_key = match code {
        KeyCode::Tab => egui::Key::Tab,
        KeyCode::Enter => egui::Key::Enter,
        _ => egui::Key::Space,
    };
    for state in [ButtonState::Pressed, ButtonState::Released] {
        let pressed = state == ButtonState::Pressed;
        app.world_mut()
            .resource_mut::<PointerEvents>()
            .0
            .push_back(vec![egui::Event::Key {
                key: egui_key,
                physical_key: None,
                pressed,
                repeat: false,
                modifiers: egui::Modifiers::NONE,
            }]);
        app.world_mut().write_message(KeyboardInput {
            key_code: code,
            logical_key: logical.clone(),
            state,
            text: None,
            repeat: false,
            window: Entity::PLACEHOLDER,
        });
        app.update();
    }
    app.update();
}

/// What the screen reader's focus is on, by name.
fn focus_named(app: &mut App) -> Option<String> {
    focus_and_tree(app).0
}

/// The name of what the screen reader's focus is on, and the tree it is in.
fn focus_and_tree(app: &mut App) -> (Option<String>, HashMap<NodeId, Node>) {
    let update = {
        let output = app
            .world_mut()
            .query::<&EguiOutput>()
            .single(app.world())
            .unwrap();
        output.platform_output.accesskit_update.clone().unwrap()
    };
    let tree: HashMap<NodeId, Node> = update.nodes.into_iter().collect();
    (tree.get(&update.focus).and_then(name), tree)
}

/// Tab goes on from the table's last place to its helper buttons (Hint, "?", Menu), and
/// from the last of them back to the table's places; Enter presses the helper it is on.
#[test]
fn tab_reaches_the_tables_helper_buttons_and_comes_back_to_its_cards() {
    use bevy::input::keyboard::Key;
    use sleeping_queens::game::sleeping_queens::input::KeyFocus;
    use sleeping_queens::game::states::Menu;
    use sleeping_queens::sleeping_queens::bots::BotKind;
    let mut app = reader_app("reader-tab-helpers");
    let config = people(&["Ana"], &[BotKind::Easy], RuleSet::extended(), 5);
    at_first_turn(&mut app, config);
    let on_table = |app: &App| app.world().resource::<KeyFocus>().0.is_some();
    let mut helpers: Vec<String> = Vec::new();
    let mut back = false;
    for _ in 0..40 {
        tab(&mut app);
        if on_table(&app) {
            if !helpers.is_empty() {
                back = true;
                break;
            }
            continue;
        }
        helpers.extend(focus_named(&mut app));
    }
    assert!(back, "Tab came back to the cards after {helpers:?}");
    for wanted in ["Hint", "?", "Menu"] {
        assert!(
            helpers.iter().any(|h| h.starts_with(wanted)),
            "Tab reached {wanted}: {helpers:?}"
        );
    }
    // On Menu, Enter opens the pause menu.
    for _ in 0..40 {
        tab(&mut app);
        if focus_named(&mut app).is_some_and(|n| n.starts_with("Menu")) {
            break;
        }
    }
    key(&mut app, KeyCode::Enter, Key::Enter);
    assert_eq!(*app.world().resource::<State<Menu>>().get(), Menu::Pause);
}

/// A Sleeping Potion played with the keyboard alone: Tab reaches it, Enter picks it up,
/// Tab goes on past the helper buttons and round to the queen it may put to sleep, at
/// the top of the table, and Enter plays it on her.
#[test]
fn tab_from_a_picked_up_potion_reaches_the_queen_it_may_put_to_sleep() {
    use bevy::input::keyboard::Key;
    use sleeping_queens::game::sleeping_queens::input::Aiming;
    use sleeping_queens::game::sleeping_queens::model::{CardKey, Zone};
    use sleeping_queens::sleeping_queens::bots::BotKind;
    use sleeping_queens::sleeping_queens::{Action, Card, Decision};
    let seats = [
        SeatInfo::human("Ana"),
        SeatInfo::bot("Bo", BotKind::Easy),
        SeatInfo::bot("Cleo", BotKind::Easy),
    ];
    let played = super::pause::played_until(&seats, |g| {
        let s = g.state();
        matches!(s.pending(), Some(Decision::TurnAction { seat: 0 }))
            && s.hand(0).iter().any(|c| c.card() == Card::Potion)
            && s.owned(1).is_empty()
            && !s.owned(2).is_empty()
    });
    let mut app = super::pause::resume_on(reader_app("reader-potion-tab"), &seats, &played);
    super::sleeping_queens_table::run_until(&mut app, 400, |app| {
        matches!(
            super::sleeping_queens_table::persons_decision(app),
            Some(Decision::TurnAction { seat: 0 })
        )
    });
    let on = super::keys::focused;
    let mut found = false;
    for _ in 0..20 {
        tab(&mut app);
        if matches!(on(&mut app), Some((CardKey::Deck(c), Zone::Hand(0))) if c.card() == Card::Potion)
        {
            found = true;
            break;
        }
    }
    assert!(found, "Tab reaches the Potion");
    key(&mut app, KeyCode::Enter, Key::Enter);
    assert!(app.world().resource::<Aiming>().0.is_some(), "picked up");
    let mut went = Vec::new();
    for _ in 0..20 {
        tab(&mut app);
        let now = on(&mut app);
        went.push(now.map(|(_, z)| z));
        if matches!(now, Some((CardKey::Queen(_), Zone::Owned(2)))) {
            // Enter plays the Potion on her.
            key(&mut app, KeyCode::Enter, Key::Enter);
            let actions = &super::sleeping_queens_table::game(&app)
                .game()
                .record()
                .actions;
            assert!(
                actions.windows(2).any(|w| matches!(w, [Action::Play(p), Action::Owned { seat: 2, .. }] if p.card() == Card::Potion)),
                "{actions:?}"
            );
            return;
        }
    }
    panic!("Tab never reached Cleo's queen: {went:?}");
}

/// At the Mad Queens table Tab goes through the question's choices and the helpers,
/// round again; Enter chooses the one it is on.
#[test]
fn tab_at_the_mad_queens_table_reaches_its_choices_and_enter_chooses() {
    use bevy::input::keyboard::Key;
    let mut app = reader_app("reader-mad-tab");
    at_anas_mad_decision(&mut app);
    // The question's buttons fade in before they take a key.
    for _ in 0..40 {
        app.update();
    }
    let mut reached: Vec<String> = Vec::new();
    for _ in 0..8 {
        tab(&mut app);
        reached.extend(focus_named(&mut app));
    }
    for wanted in ["Reveal", "Hint", "Menu"] {
        assert!(
            reached.iter().any(|h| h.starts_with(wanted)),
            "Tab reached {wanted}: {reached:?}"
        );
    }
    let played = app.world().resource::<MadMatch>().actions_played();
    for _ in 0..8 {
        tab(&mut app);
        if focus_named(&mut app).is_some_and(|n| n.starts_with("Reveal")) {
            break;
        }
    }
    key(&mut app, KeyCode::Enter, Key::Enter);
    for _ in 0..4 {
        app.update();
    }
    assert!(
        app.world().resource::<MadMatch>().actions_played() > played,
        "Enter on Reveal chose it"
    );
}

/// High contrast, read from the settings file, turns egui's panels white with black
/// outlines and darkens the felt; turned off, both come back.
#[test]
fn high_contrast_changes_the_style_and_the_felt_and_is_kept() {
    use bevy_egui::egui;
    use sleeping_queens::game::settings::{Settings, read_settings};
    use sleeping_queens::game::theme::palette;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.conf");
    std::fs::write(&path, "(high_contrast: true)").unwrap();
    let (read, _) = read_settings(&path);
    assert!(read.high_contrast, "kept in the settings file");

    let mut app = reader_app("reader-contrast");
    let look = |app: &mut App| {
        let ctx = egui_context(app);
        let panel = ctx.style_of(egui::Theme::Light).visuals.panel_fill;
        (panel, app.world().resource::<ClearColor>().0)
    };
    let standard = look(&mut app);
    assert_eq!(standard.1, palette::bevy(palette::TABLE));
    for (on, felt) in [
        (true, palette::TABLE_HIGH_CONTRAST),
        (false, palette::TABLE),
    ] {
        app.world_mut().resource_mut::<Settings>().high_contrast = on;
        app.update();
        app.update();
        let (panel, clear) = look(&mut app);
        assert_eq!(clear, palette::bevy(felt), "high contrast {on}");
        assert_eq!(panel == egui::Color32::WHITE, on, "high contrast {on}");
    }
}

/// A key is chosen in Settings by its button (found by name, as a screen reader would)
/// and the next key pressed; a key of the table's own is refused with words that say so.
#[test]
fn a_key_is_chosen_in_settings_by_pressing_it() {
    use bevy_egui::egui;
    use bevy_egui::input::EguiInputEvent;
    use sleeping_queens::game::keymap::Command;
    use sleeping_queens::game::settings::Settings;
    let mut app = reader_app("reader-keys");
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Settings);
    for _ in 0..3 {
        app.update();
    }
    let find = |app: &mut App, wanted: &str| {
        buttons(&tree(app))
            .into_iter()
            .find(|(_, n)| n.starts_with(wanted))
            .map(|(id, _)| id)
    };
    // What a screen reader finds once the screen has drawn it (a section opens over a
    // tenth of a second of real time).
    let found = |app: &mut App, wanted: &str| {
        (0..100).find_map(|_| {
            app.update();
            std::thread::sleep(std::time::Duration::from_millis(5));
            find(app, wanted)
        })
    };
    let keys = found(&mut app, "Keys").expect("the Keys section");
    press(&mut app, keys);
    let discard = found(&mut app, "Discard the picked numbers: D").expect("Discard's key");
    press(&mut app, discard);
    let context = app
        .world_mut()
        .query_filtered::<Entity, With<EguiContext>>()
        .single(app.world())
        .unwrap();
    let key = |app: &mut App, key: egui::Key| {
        app.world_mut().write_message(EguiInputEvent {
            context,
            event: egui::Event::Key {
                key,
                physical_key: None,
                pressed: true,
                repeat: false,
                modifiers: egui::Modifiers::NONE,
            },
        });
        app.update();
        app.update();
    };
    key(&mut app, egui::Key::Tab);
    let refused = group_words(&tree(&mut app));
    assert!(
        refused.iter().any(|w| w.starts_with("Tab, Enter, Esc")),
        "Tab is refused in words: {refused:?}"
    );
    key(&mut app, egui::Key::K);
    let settings = app.world().resource::<Settings>();
    assert_eq!(settings.keys.key(Command::Discard), KeyCode::KeyK);
    assert!(found(&mut app, "Discard the picked numbers: K").is_some());
}

/// Every name in the tree (labels by their value, as AT-SPI reads them).
fn group_words(tree: &HashMap<NodeId, Node>) -> Vec<String> {
    tree.values()
        .filter_map(|n| n.label().or(n.value()).map(str::to_string))
        .collect()
}

/// A lesson is not saved as a game (the profile keeps its place): its pause menu offers
/// to quit, not to save and quit, and no save is written when the player leaves.
#[test]
fn a_lessons_pause_menu_quits_without_a_word_of_saving() {
    use sleeping_queens::game::states::Menu;
    let mut app = reader_app("reader-lesson-pause");
    app.world_mut().write_message(OpenTable::Lesson(
        sleeping_queens::lessons::LessonId::Classic,
        0,
    ));
    update_until(&mut app, "the lesson's table", |app| {
        app.world()
            .get_resource::<Match>()
            .is_some_and(|m| m.lesson_now().is_some())
    });
    app.world_mut()
        .resource_mut::<NextState<Menu>>()
        .set(Menu::Pause);
    for _ in 0..4 {
        app.update();
    }
    let names: Vec<String> = buttons_now(&mut app).into_iter().map(|(_, n)| n).collect();
    assert!(names.iter().any(|n| n == "Quit to menu"), "{names:?}");
    assert!(
        !names.iter().any(|n| n.starts_with("Save and quit")),
        "{names:?}"
    );
}
