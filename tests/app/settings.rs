use super::*;
use sleeping_queens::game::settings::{ChangeSettings, Settings, SettingsFile};

#[test]
fn settings_are_written_once_a_change_is_finished() {
    let mut app = headless_app_with("settings", Cli { ..Cli::default() });
    app.update();
    let path = app.world().resource::<SettingsFile>().path();
    let _ = std::fs::remove_file(&path);
    // A slider being dragged: every frame a new value, applied at once, not written.
    for v in [0.1, 0.2, 0.3] {
        let settings = Settings {
            music_volume: v,
            ..Settings::default()
        };
        app.world_mut().write_message(ChangeSettings {
            settings,
            finished: false,
        });
        app.update();
        assert_eq!(app.world().resource::<Settings>().music_volume, v);
        assert!(!path.exists(), "not written while the slider moves");
    }
    // Let go: written once, with the last value.
    app.world_mut().write_message(ChangeSettings {
        settings: Settings {
            music_volume: 0.3,
            ..Settings::default()
        },
        finished: true,
    });
    app.update();
    let text = std::fs::read_to_string(&path).expect("the settings were written");
    let back: Settings = ron::from_str(&text).unwrap();
    assert_eq!(back.music_volume, 0.3);
    // No temporary file is left beside it.
    let leftovers = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".tmp"))
        })
        .count();
    assert_eq!(leftovers, 0);
}

/// A settings file a newer version of the game wrote is not read, and not written over
/// when the player changes a setting: going back to an older game loses nothing.
#[test]
fn a_newer_games_settings_file_is_left_as_it_is() {
    let mut app = headless_app_with("newer-settings", Cli { ..Cli::default() });
    // The file is there before the game starts (its settings are read at start).
    let path = app
        .world()
        .resource::<TestSaves>()
        .0
        .path()
        .join("settings.conf");
    let newer = "(format: 99, music_volume: 0.1, a_setting_from_the_future: true)";
    std::fs::write(&path, newer).unwrap();
    app.update();
    assert_eq!(app.world().resource::<SettingsFile>().path(), path);
    assert_eq!(app.world().resource::<Settings>(), &Settings::default());
    app.world_mut().write_message(ChangeSettings {
        settings: Settings {
            music_volume: 0.7,
            ..Settings::default()
        },
        finished: true,
    });
    app.update();
    assert_eq!(app.world().resource::<Settings>().music_volume, 0.7);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), newer);
    // A file of this version, or one from before formats were written, is read.
    std::fs::write(&path, "(music_volume: 0.2)").unwrap();
    let (settings, writable) = sleeping_queens::game::settings::read_settings(&path);
    assert_eq!((settings.music_volume, writable), (0.2, true));
}

/// The UI scale is kept in the settings file, and a file's scale out of range (or not
/// a number) comes back within 75% to 200%.
#[test]
fn the_ui_scale_is_kept_and_kept_in_range() {
    use sleeping_queens::game::settings::{UI_SCALES, read_settings};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("settings.conf");
    for (written, read) in [("1.5", 1.5), ("5.0", 2.0), ("0.1", 0.75), ("NaN", 1.0)] {
        std::fs::write(&path, format!("(ui_scale: {written})")).unwrap();
        let (settings, _) = read_settings(&path);
        assert_eq!(settings.ui_scale, read, "{written}");
        assert!(UI_SCALES.contains(&settings.ui_scale));
    }
}

/// GNOME's answer for `enable-animations` turns reduced motion on at a first start only
/// when it is plainly "false".
#[test]
fn a_desktop_without_animations_asks_for_reduced_motion() {
    use sleeping_queens::game::settings::animations_off;
    assert!(animations_off("false\n"));
    for answer in ["true\n", "", "No such schema \u{201c}org.gnome\u{201d}"] {
        assert!(!animations_off(answer), "{answer:?}");
    }
}

/// With reduced motion every card is where it belongs in the frame it is sent there:
/// nothing glides, at either table.
#[test]
fn reduced_motion_puts_every_card_in_its_place_at_once() {
    use sleeping_queens::game::settings::Settings;
    use sleeping_queens::game::sleeping_queens::pieces::{TableCard, Target};
    let config = super::sleeping_queens_table::people(
        &["Ana"],
        &[sleeping_queens::sleeping_queens::bots::BotKind::Easy],
        sleeping_queens::sleeping_queens::RuleSet::classic(),
        9,
    );
    // Cards at their own pace (a table app of the tests moves them 40 times faster).
    let mut app = stepped_app("reduced-motion", Cli::default());
    app.insert_resource(config);
    update_until(&mut app, "the title", |app| screen(app) == Screen::Title);
    app.world_mut().resource_mut::<Settings>().reduced_motion = true;
    app.world_mut()
        .resource_mut::<NextState<Screen>>()
        .set(Screen::Playing);
    for _ in 0..40 {
        app.update();
        let mut cards = app.world_mut().query::<(&TableCard, &Target, &Transform)>();
        for (card, target, tf) in cards.iter(app.world()) {
            let off = tf.translation.truncate().distance(target.0.pos);
            // A card the pointer lifts or a pick raises sits a little off its place.
            assert!(off < 20.0, "{:?} is {off} from its place", card.0);
        }
    }
}
