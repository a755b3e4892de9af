//! `sq-assets`: the deterministic art and sound generator for Sleeping Queens.
//!
//! ```text
//! cargo run --release --no-default-features --features assetgen --bin sq-assets [-- MODE]
//!   all                 regenerate everything under assets/ (the default)
//!   cards | table | sounds   regenerate one group
//!   sheet OUT.png [SCALE]  every card at half size (or SCALE) in one grid, for review
//!   card STEM OUT.png   one card at full size (STEM as in assets/cards, e.g. queen_cat)
//! ```
//!
//! Everything is drawn from vector shapes and synthesised from seeded noise in code, so
//! two runs give byte-identical files.

mod audio;
mod backs;
mod cards;
mod gfx;
mod kings;
mod numbers;
mod parts;
mod powers;
mod queens;
mod table;

use std::path::{Path, PathBuf};

use ab_glyph::FontRef;

use cards::{Card, Fonts};
use gfx::{Canvas, encode_png};

static BOLD: &[u8] = include_bytes!("../../../assets/fonts/Quicksand-Bold.ttf");

fn fonts() -> Fonts {
    Fonts {
        bold: FontRef::try_from_slice(BOLD).expect("Quicksand Bold"),
    }
}

fn assets_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("assets")
}

fn write(path: &Path, bytes: &[u8]) {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).expect("create directory");
    }
    std::fs::write(path, bytes).unwrap_or_else(|e| panic!("write {}: {e}", path.display()));
    println!("{:>9} bytes  {}", bytes.len(), path.display());
}

fn gen_cards(f: &Fonts) {
    let dir = assets_dir().join("cards");
    for card in Card::all() {
        let c = card.render(f);
        write(
            &dir.join(format!("{}.png", card.file_stem())),
            &encode_png(&c.pm, false),
        );
    }
}

fn gen_table() {
    let dir = assets_dir().join("table");
    let felt = table::felt();
    write(&dir.join("felt.png"), &encode_png(&felt.pm, true));
    let slot = table::slot();
    write(&dir.join("slot.png"), &encode_png(&slot.pm, false));
}

fn gen_sounds() {
    let dir = assets_dir().join("sounds");
    for (name, rate, samples) in audio::all() {
        write(
            &dir.join(format!("{name}.wav")),
            &audio::wav(rate, &samples),
        );
    }
}

/// Every card (at half size unless told) in a grid on the felt colour.
fn sheet(f: &Fonts, out: &Path, scale: f32) {
    let cards = Card::all();
    let cols = 8;
    let (cw, ch, gap) = (cards::W * scale, cards::H * scale, 16.0);
    let rows = cards.len().div_ceil(cols);
    let w = (cols as f32 * (cw + gap) + gap) as u32;
    let h = (rows as f32 * (ch + gap) + gap) as u32;
    let mut sheet = Canvas::new(w, h);
    sheet.pm.fill(gfx::hex(0x1E4D4A).color());
    for (i, card) in cards.iter().enumerate() {
        let c = card.render(f);
        let x = gap + (i % cols) as f32 * (cw + gap);
        let y = gap + (i / cols) as f32 * (ch + gap);
        sheet.save();
        sheet.translate(x, y);
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
            gen_table();
            gen_sounds();
        }
        "cards" => gen_cards(&f),
        "table" => gen_table(),
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
        "list" => {
            for card in Card::all() {
                println!("{}.png: {}", card.file_stem(), card.describe());
            }
        }
        _ => {
            eprintln!(
                "usage: sq-assets [all | cards | table | sounds | sheet OUT.png [SCALE] | card STEM OUT.png | list]"
            );
            std::process::exit(2);
        }
    }
}
