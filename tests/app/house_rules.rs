//! The house-rules workshop, used as a screen reader's user would: every step a press
//! of a control the accessibility tree names (only the text fields' words are set on
//! the form, as typing would).

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy_egui::egui::accesskit::Role;
use sleeping_queens::game::screens::SetupForm;
use sleeping_queens::game::screens::house_rules::Workshop;
use sleeping_queens::game::settings::SavesFolder;
use sleeping_queens::game::sleeping_queens::engine::Match;
use sleeping_queens::game::states::Screen;
use sleeping_queens::save::HouseRules;
use sleeping_queens::sleeping_queens::Switch;

use super::reader::{egui_app, name, tree};
use super::screen;

/// Presses the button named `words`, or the switch whose name begins with its rule id
/// `words`, failing if there is none.
fn press_named(app: &mut App, words: &str) {
    let nodes = tree(app);
    let found = nodes
        .iter()
        .filter(|(_, n)| !n.is_disabled() && matches!(n.role(), Role::Button | Role::CheckBox))
        .find(|(_, n)| name(n).is_some_and(|l| l == words || l.starts_with(&format!("{words} ·"))))
        .map(|(id, _)| *id)
        .unwrap_or_else(|| {
            let names: Vec<String> = nodes.values().filter_map(name).collect();
            panic!("no control named {words:?} among {names:?}")
        });
    super::reader::press(app, found);
    for _ in 0..3 {
        app.update();
    }
}

fn said(app: &App) -> String {
    app.world()
        .resource::<Workshop>()
        .said
        .as_ref()
        .map_or_else(String::new, |s| s.words())
}

#[test]
fn a_house_set_is_made_saved_carried_tried_and_played_through_the_tree() {
    let mut app = egui_app("house-rules", "en", UVec2::new(1280, 720));
    let house = HouseRules::in_saves(app.world().resource::<SavesFolder>().0.path());
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Setup);
    for _ in 0..4 {
        app.update();
    }
    press_named(&mut app, "House rules…");
    assert_eq!(screen(&app), Screen::HouseRules);

    // Made from a preset, one king's ability off, saved.
    press_named(&mut app, "extended-v1");
    let set_name = app.world().resource::<Workshop>().draft.name.clone();
    assert_eq!(set_name, "extended-v1 +");
    press_named(&mut app, "X-K-FIR");
    assert!(!app.world().resource::<Workshop>().draft.on(Switch::Fire));
    press_named(&mut app, "Save");
    assert_eq!(said(&app), format!("Saved “{set_name}”."));
    let saved = house.find(&set_name).expect("saved in the save folder");
    // A new set under a name already taken is refused, and the saved one is kept.
    press_named(&mut app, "extended");
    app.world_mut().resource_mut::<Workshop>().draft.name = set_name.clone();
    app.update();
    press_named(&mut app, "Save");
    assert_eq!(
        said(&app),
        format!("a rule set is already called “{set_name}”")
    );
    assert!(house.find(&set_name).unwrap().plays_as(&saved));
    // A built-in set's name in another case and spacing is refused as the name itself.
    app.world_mut().resource_mut::<Workshop>().draft.name = " Classic ".into();
    app.update();
    press_named(&mut app, "Save");
    assert_eq!(said(&app), "“classic” is the name of a built-in rule set");
    // Another set over changes not saved waits for the player's word: kept at first,
    // then dropped; what was said of the set before is not said of the next.
    press_named(&mut app, "Your rule sets · extended-v1 +");
    assert!(app.world().resource::<Workshop>().confirm.is_some());
    press_named(&mut app, "Keep editing");
    let workshop = app.world().resource::<Workshop>();
    assert!(workshop.confirm.is_none() && workshop.edited());
    assert_eq!(workshop.draft.name, " Classic ");
    press_named(&mut app, "Your rule sets · extended-v1 +");
    press_named(&mut app, "Drop the changes");
    let workshop = app.world().resource::<Workshop>();
    assert_eq!(workshop.draft.name, set_name);
    assert!(!workshop.edited() && workshop.said.is_none());
    assert!(!saved.on(Switch::Fire) && !saved.on(Switch::Straights));
    // Dropped for a file that is not there: the form holds the set as saved, not the
    // edit, whatever becomes of the import.
    app.world_mut().resource_mut::<Workshop>().draft.name = "My rules".into();
    app.world_mut().resource_mut::<Workshop>().file = "/no/such/folder/rules.ron".into();
    app.update();
    press_named(&mut app, "Import");
    press_named(&mut app, "Drop the changes");
    let workshop = app.world().resource::<Workshop>();
    assert_eq!(workshop.draft.name, set_name);
    assert!(!workshop.edited());
    assert!(
        said(&app).starts_with("There is no file at"),
        "{}",
        said(&app)
    );
    // A name of spaces is said once, under Try it, Save or not, and no more once the
    // name is there again.
    let no_name = "Name: a rule set needs a name";
    let count = |app: &mut App| {
        let words: Vec<String> = tree(app).values().filter_map(name).collect();
        words.iter().filter(|w| *w == no_name).count()
    };
    app.world_mut().resource_mut::<Workshop>().draft.name = "   ".into();
    app.update();
    assert_eq!(count(&mut app), 1);
    press_named(&mut app, "Save");
    assert_eq!(count(&mut app), 1, "said once after Save too");
    app.world_mut().resource_mut::<Workshop>().draft.name = set_name.clone();
    app.update();
    assert_eq!(count(&mut app), 0, "gone with the name back");
    // An edit of a saved set: "Saved" gives way to "Changes not saved".
    press_named(&mut app, "X-K-HAT");
    let words: Vec<String> = tree(&mut app).values().filter_map(name).collect();
    assert!(words.iter().any(|w| w == "Changes not saved."), "{words:?}");
    press_named(&mut app, "X-K-HAT");
    assert!(!app.world().resource::<Workshop>().edited());

    // Out to a file, deleted, and in again from the file.
    let file = house.path().with_extension("out.ron");
    app.world_mut().resource_mut::<Workshop>().file = file.display().to_string();
    app.update();
    press_named(&mut app, "Export");
    assert!(file.exists(), "{}", said(&app));
    press_named(&mut app, "Delete");
    assert!(house.find(&set_name).is_err());
    // The file is found with the chooser: from its folder, picked, chosen.
    let folder = file.parent().unwrap();
    app.world_mut().resource_mut::<Workshop>().file = folder.display().to_string();
    press_named(&mut app, "Browse…");
    let picked = file.file_name().unwrap().to_string_lossy().into_owned();
    press_named(&mut app, &picked);
    press_named(&mut app, "Choose");
    assert_eq!(
        app.world().resource::<Workshop>().file,
        file.display().to_string()
    );
    assert!(app.world().resource::<Workshop>().chooser.is_none());
    press_named(&mut app, "Import");
    assert_eq!(said(&app), format!("Imported “{set_name}”."));
    assert!(house.find(&set_name).unwrap().plays_as(&saved));

    // A bad file is refused with its field and line, and nothing is added.
    std::fs::write(&file, "(\n  name: \"x\",\n  base: Sideways,\n)").unwrap();
    press_named(&mut app, "Import");
    assert!(said(&app).contains("line 3"), "{}", said(&app));
    assert_eq!(house.list().len(), 1);

    // Tried by bots beside the preset, the screen drawing all the while.
    app.world_mut().resource_mut::<Workshop>().try_games = 20;
    press_named(&mut app, "Try it");
    let start = Instant::now();
    while app.world().resource::<Workshop>().tried.is_none() {
        assert!(start.elapsed() < Duration::from_secs(60), "the try ends");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
    for _ in 0..3 {
        app.update();
    }
    let words: Vec<String> = tree(&mut app).values().filter_map(name).collect();
    assert!(
        words.iter().any(|w| w.starts_with("1. Numbers are cycled")),
        "the claims are read: {words:?}"
    );
    assert!(
        words
            .iter()
            .any(|w| w.starts_with("2 players — turns per game"))
    );

    // Played: the setup form has it, and the table plays it.
    press_named(&mut app, "Play it");
    assert_eq!(screen(&app), Screen::Setup);
    assert_eq!(app.world().resource::<SetupForm>().rules, set_name);
    press_named(&mut app, "Start");
    let start = Instant::now();
    while app.world().get_resource::<Match>().is_none() {
        assert!(start.elapsed() < Duration::from_secs(30), "the table opens");
        app.update();
    }
    let rules = app
        .world()
        .resource::<Match>()
        .game()
        .state()
        .rules()
        .clone();
    assert!(rules.plays_as(&saved), "{rules:?}");
    let _ = std::fs::remove_file(&file);
}

/// Turning rules off until two clash says so under Try it, and the list of rules stays
/// where it was (a line above it pushed it down under the pointer).
#[test]
fn a_clash_is_said_below_the_rules_and_the_list_does_not_move() {
    let mut app = egui_app("house-rules-clash", "en", UVec2::new(1280, 720));
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::HouseRules);
    for _ in 0..4 {
        app.update();
    }
    let top_of = |app: &mut App, words: &str| {
        tree(app)
            .values()
            .find(|n| name(n).is_some_and(|l| l.starts_with(words)))
            .and_then(|n| n.bounds())
            .map(|b| b.y0)
            .unwrap_or_else(|| panic!("no {words}"))
    };
    let before = top_of(&mut app, "X-DR-2");
    press_named(&mut app, "X-DR-1");
    press_named(&mut app, "X-DR-2");
    assert!(app.world().resource::<Workshop>().draft.check().is_err());
    let words: Vec<String> = tree(&mut app).values().filter_map(name).collect();
    assert!(
        words
            .iter()
            .any(|w| w.contains("cannot both be off: a Dragon could never be played")),
        "the clash is said: {words:?}"
    );
    assert_eq!(top_of(&mut app, "X-DR-2"), before, "the list stayed");
}
