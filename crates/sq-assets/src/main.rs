//! `sq-assets`: the deterministic art and sound generator for Sleeping Queens.
//!
//! ```text
//! cargo run --release -p sq-assets [-- MODE]
//!   all                 regenerate everything under assets/ (the default)
//!   cards | ribbons | playing | table | icon | sounds   regenerate one group (ribbons: the
//!                       cards' names in the other languages; playing: Mad Queens; icon:
//!                       the application icon)
//!   fonts               the CJK font subsets, from the system's Noto Sans CJK
//!                       (fonts-noto-cjk), after the messages change; then `ribbons`
//!   playing-sheet OUT.png  Mad Queens' cards at half size in one grid, for review
//!   sheet OUT.png [SCALE]  every card at half size (or SCALE) in one grid, for review
//!   card STEM OUT.png   one card at full size (STEM as in assets/cards, e.g. queen_cat)
//!   check [all]         regenerate a sample (or every file) in memory and compare it
//!                       with the committed files byte for byte; exit 1 if any differs
//! ```
//!
//! Everything is drawn from vector shapes and synthesised from seeded noise in code, so
//! two runs give byte-identical files.

mod audio;
mod backs;
mod cards;
mod face;
mod fonts;
mod gfx;
mod icon;
mod kings;
mod numbers;
mod parts;
mod playing;
mod powers;
mod queens;
mod table;

use std::path::{Path, PathBuf};

use std::collections::HashMap;

use ab_glyph::{Font, FontRef};
use sq_core::i18n::{Language, NAME_RIBBON_ROWS, message_in};

use face::{Card, Fonts};
use gfx::{Canvas, encode_png};

static BOLD: &[u8] = include_bytes!("../../../assets/fonts/Quicksand-Bold.ttf");
static CJK_NAMES: &[u8] = include_bytes!("../../../assets/fonts/NotoSansCJKsc-Bold-Names.otf");

fn fonts() -> Fonts {
    Fonts {
        bold: FontRef::try_from_slice(BOLD).expect("Quicksand Bold"),
        cjk: FontRef::try_from_slice(CJK_NAMES).expect("Noto Sans CJK SC Bold subset"),
        names: HashMap::new(),
    }
}

/// The message naming each card that has a name ribbon, by file stem.
const RIBBON_NAMES: [(&str, &str); 25] = [
    ("queen_heart", "queen-heart"),
    ("queen_cat", "queen-cat"),
    ("queen_dog", "queen-dog"),
    ("queen_pancake", "queen-pancake"),
    ("queen_ladybug", "queen-ladybug"),
    ("queen_moon", "queen-moon"),
    ("queen_peacock", "queen-peacock"),
    ("queen_sunflower", "queen-sunflower"),
    ("queen_cake", "queen-cake"),
    ("queen_rainbow", "queen-rainbow"),
    ("queen_rose", "queen-rose"),
    ("queen_starfish", "queen-starfish"),
    ("king_puzzle", "king-puzzle"),
    ("king_bubblegum", "king-bubble-gum"),
    ("king_chess", "king-chess"),
    ("king_hat", "king-hat"),
    ("king_cookie", "king-cookie"),
    ("king_tiedye", "king-tie-dye"),
    ("king_fire", "king-fire"),
    ("king_turtle", "king-turtle"),
    ("jester", "card-jester"),
    ("knight", "card-knight"),
    ("dragon", "card-dragon"),
    ("potion", "card-potion"),
    ("wand", "card-wand"),
];

/// Every other language's name ribbons: for each card with one, the rows
/// [`NAME_RIBBON_ROWS`] of its face drawn with its name in that language, under
/// `cards/<tag>/`; only every `step`-th of them (1: all), each card's English face
/// drawn once.
fn ribbon_files(f: &Fonts, step: usize) -> Vec<Made> {
    let rows = NAME_RIBBON_ROWS;
    let mut made = Vec::new();
    let mut english_faces: HashMap<String, tiny_skia::Pixmap> = HashMap::new();
    let mut index = 0;
    for language in Language::ALL
        .into_iter()
        .filter(|l| *l != Language::English)
    {
        let names: HashMap<String, String> = RIBBON_NAMES
            .iter()
            .filter_map(|(_, id)| {
                Some((
                    message_in(Language::English, id)?,
                    message_in(language, id)?,
                ))
            })
            .collect();
        let lacking: String = names
            .values()
            .flat_map(|n| n.chars())
            .filter(|c| !c.is_ascii() && f.cjk.glyph_id(*c).0 == 0)
            .collect();
        assert!(
            lacking.is_empty(),
            "the ribbons' font lacks {lacking:?}: run `sq-assets fonts` after changing a card's name"
        );
        let there = Fonts {
            bold: f.bold.clone(),
            cjk: f.cjk.clone(),
            names,
        };
        for card in Card::all() {
            let stem = card.file_stem();
            if !RIBBON_NAMES.iter().any(|(s, _)| *s == stem) {
                continue;
            }
            index += 1;
            if (index - 1) % step != 0 {
                continue;
            }
            let english = english_faces
                .entry(stem.clone())
                .or_insert_with(|| card.render(f).pm);
            let local = card.render(&there).pm;
            let stride = english.width() as usize * 4;
            // The ribbon's rows must hold every pixel the name changes.
            let changed = |y: usize| {
                english.data()[y * stride..(y + 1) * stride]
                    != local.data()[y * stride..(y + 1) * stride]
            };
            let outside = (0..english.height() as usize)
                .filter(|y| !rows.contains(&(*y as u32)))
                .find(|y| changed(*y));
            assert!(
                outside.is_none(),
                "{stem} in {}: the name changes row {outside:?}, outside the ribbon's rows {rows:?}",
                language.tag()
            );
            let mut strip = tiny_skia::Pixmap::new(english.width(), rows.end - rows.start)
                .expect("a ribbon has a size");
            let (a, b) = (rows.start as usize * stride, rows.end as usize * stride);
            strip.data_mut().copy_from_slice(&local.data()[a..b]);
            made.push((
                PathBuf::from("cards")
                    .join(language.tag())
                    .join(format!("{stem}.png")),
                encode_png(&strip, false),
            ));
        }
    }
    made
}

/// The repository's `assets/`, two folders above this crate.
fn assets_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets")
}

fn write(path: &Path, bytes: &[u8]) {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).expect("create directory");
    }
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    println!("{:>9} bytes  {}", bytes.len(), path.display());
}

/// One generated file: its path under `assets/` and its bytes.
type Made = (PathBuf, Vec<u8>);

fn card_file(f: &Fonts, card: &Card) -> Made {
    let path = PathBuf::from("cards").join(format!("{}.png", card.file_stem()));
    (path, encode_png(&card.render(f).pm, false))
}

/// Mad Queens' cards and markers.
fn playing_files(f: &Fonts) -> Vec<Made> {
    let mut made: Vec<Made> = playing::Playing::all()
        .into_iter()
        .map(|card| {
            let path = PathBuf::from("playing").join(format!("{}.png", card.file_stem()));
            (path, encode_png(&card.render(f).pm, false))
        })
        .collect();
    for (name, temporary) in [("marker_banned", false), ("marker_temporary", true)] {
        made.push((
            PathBuf::from("playing").join(format!("{name}.png")),
            encode_png(&playing::marker(temporary).pm, false),
        ));
    }
    made
}

fn gen_playing(f: &Fonts) {
    for (path, bytes) in playing_files(f) {
        write(&assets_dir().join(path), &bytes);
    }
}

fn table_files() -> Vec<Made> {
    vec![
        ("table/felt.png".into(), encode_png(&table::felt().pm, true)),
        (
            "table/slot.png".into(),
            encode_png(&table::slot().pm, false),
        ),
    ]
}

/// The application icon at each size.
fn icon_files() -> Vec<Made> {
    icon::SIZES
        .into_iter()
        .map(|size| {
            (
                PathBuf::from("icon").join(format!("sleeping-queens-{size}.png")),
                encode_png(&icon::render(size).pm, false),
            )
        })
        .collect()
}

fn sound_files() -> Vec<Made> {
    audio::all()
        .into_iter()
        .map(|(name, rate, samples)| {
            (
                PathBuf::from("sounds").join(format!("{name}.wav")),
                audio::wav(rate, &samples),
            )
        })
        .collect()
}

fn gen_cards(f: &Fonts) {
    for card in Card::all() {
        let (path, bytes) = card_file(f, &card);
        write(&assets_dir().join(path), &bytes);
    }
    gen_ribbons(f);
}

/// The CJK subsets, from the system's Noto Sans CJK (see `fonts`).
fn gen_fonts() {
    let assets = assets_dir();
    let ids: Vec<&str> = RIBBON_NAMES.iter().map(|(_, id)| *id).collect();
    for (var, file, chars, out) in [
        (
            "NOTO_CJK_REGULAR",
            "NotoSansCJK-Regular.ttc",
            fonts::text_characters(&assets),
            "NotoSansCJKsc-Subset.otf",
        ),
        (
            "NOTO_CJK_BOLD",
            "NotoSansCJK-Bold.ttc",
            fonts::name_characters(&ids),
            "NotoSansCJKsc-Bold-Names.otf",
        ),
    ] {
        match fonts::subset_of(&fonts::collection(var, file), &chars) {
            Ok(bytes) => write(&assets.join("fonts").join(out), &bytes),
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
}

fn gen_ribbons(f: &Fonts) {
    for (path, bytes) in ribbon_files(f, 1) {
        write(&assets_dir().join(path), &bytes);
    }
}

fn gen_table() {
    for (path, bytes) in table_files() {
        write(&assets_dir().join(path), &bytes);
    }
}

fn gen_icon() {
    for (path, bytes) in icon_files() {
        write(&assets_dir().join(path), &bytes);
    }
}

fn gen_sounds() {
    for (path, bytes) in sound_files() {
        write(&assets_dir().join(path), &bytes);
    }
}

/// Regenerates `sample` (or every file) in memory and compares each with the committed
/// file byte for byte. Returns whether all are the same.
fn check(f: &Fonts, every: bool) -> bool {
    // A sample: one card of each kind of drawing, the table, the icon, two sounds.
    let step = if every { 1 } else { 9 };
    // The cards on one thread and everything else on another: the test run waits for it.
    let made: Vec<Made> = std::thread::scope(|s| {
        let cards = s.spawn(|| {
            Card::all()
                .iter()
                .step_by(step)
                .map(|card| card_file(f, card))
                .collect::<Vec<_>>()
        });
        let mut rest = table_files();
        rest.extend(icon_files());
        rest.extend(ribbon_files(f, step));
        rest.extend(playing_files(f).into_iter().step_by(step));
        rest.extend(sound_files().into_iter().step_by(if every { 1 } else { 4 }));
        let mut made = cards.join().expect("the cards are drawn");
        made.append(&mut rest);
        made
    });
    let mut same = true;
    for (path, bytes) in &made {
        let committed = std::fs::read(assets_dir().join(path)).unwrap_or_default();
        if committed == *bytes {
            println!("same     {}", path.display());
        } else {
            same = false;
            println!(
                "DIFFERS  {} ({} bytes made, {} committed)",
                path.display(),
                bytes.len(),
                committed.len()
            );
        }
    }
    println!(
        "{} files regenerated: {}",
        made.len(),
        if same {
            "all as committed"
        } else {
            "some differ from the committed files"
        }
    );
    same
}

/// Every card (at half size unless told) in a grid on the felt colour.
fn sheet(f: &Fonts, out: &Path, scale: f32) {
    let cards: Vec<Canvas> = Card::all().iter().map(|c| c.render(f)).collect();
    grid_sheet(&cards, 8, 16.0, scale, out);
}

/// Mad Queens' cards at half size in a grid, one suit a row.
fn playing_sheet(f: &Fonts, out: &Path) {
    let cards: Vec<Canvas> = playing::Playing::all()
        .iter()
        .map(|c| c.render(f))
        .collect();
    grid_sheet(&cards, 13, 10.0, 0.5, out);
}

/// Pictures of one size at `scale`, `cols` a row, on the felt colour.
fn grid_sheet(cards: &[Canvas], cols: usize, gap: f32, scale: f32, out: &Path) {
    let Some(first) = cards.first() else {
        return;
    };
    let cw = first.pm.width() as f32 * scale;
    let ch = first.pm.height() as f32 * scale;
    let rows = cards.len().div_ceil(cols);
    let w = (cols as f32 * (cw + gap) + gap) as u32;
    let h = (rows as f32 * (ch + gap) + gap) as u32;
    let mut sheet = Canvas::new(w, h);
    sheet.pm.fill(gfx::hex(0x1E4D4A).color());
    for (i, c) in cards.iter().enumerate() {
        sheet.save();
        sheet.translate(
            gap + (i % cols) as f32 * (cw + gap),
            gap + (i / cols) as f32 * (ch + gap),
        );
        sheet.scale(scale);
        sheet.image(&c.pm, 0.0, 0.0);
        sheet.restore();
    }
    write(out, &encode_png(&sheet.pm, true));
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mode = args.first().map(String::as_str).unwrap_or("all");
    let f = fonts();
    match mode {
        "all" => {
            gen_cards(&f);
            gen_playing(&f);
            gen_table();
            gen_icon();
            gen_sounds();
        }
        "cards" => gen_cards(&f),
        "ribbons" => gen_ribbons(&f),
        "fonts" => gen_fonts(),
        "playing" => gen_playing(&f),
        "playing-sheet" => {
            let out = args
                .get(1)
                .map(PathBuf::from)
                .unwrap_or_else(|| "playing.png".into());
            playing_sheet(&f, &out);
        }
        "table" => gen_table(),
        "icon" => gen_icon(),
        "sounds" => gen_sounds(),
        "sheet" => {
            let out = args
                .get(1)
                .map(PathBuf::from)
                .unwrap_or_else(|| "sheet.png".into());
            let scale = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(0.5);
            sheet(&f, &out, scale);
        }
        "card" => {
            let stem = args.get(1).expect("card STEM OUT.png");
            let out = args
                .get(2)
                .map(PathBuf::from)
                .unwrap_or_else(|| format!("{stem}.png").into());
            let card = Card::all()
                .into_iter()
                .find(|c| &c.file_stem() == stem)
                .unwrap_or_else(|| panic!("no card named {stem}"));
            write(&out, &encode_png(&card.render(&f).pm, false));
        }
        "check" => {
            let every = args.get(1).is_some_and(|a| a == "all");
            if !check(&f, every) {
                std::process::exit(1);
            }
        }
        "list" => {
            for card in Card::all() {
                println!("{}.png: {}", card.file_stem(), card.describe());
            }
            println!("icon/: {}", icon::SHOWS);
            println!("playing/: {}", playing::SHOWS);
            for card in playing::Playing::all() {
                println!("playing/{}.png: {}", card.file_stem(), card.describe());
            }
        }
        _ => {
            eprintln!(
                "usage: sq-assets [all | cards | ribbons | fonts | playing | table | icon | sounds | sheet OUT.png [SCALE] | playing-sheet OUT.png | card STEM OUT.png | check [all] | list]"
            );
            std::process::exit(2);
        }
    }
}
