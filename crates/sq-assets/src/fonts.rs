//! The bundled Chinese and Japanese fonts: subsets of Noto Sans CJK SC (SIL Open Font
//! Licence) holding the characters the game's messages use, so that the game ships a few
//! hundred kilobytes instead of the whole 20 MB collection.
//!
//! - `NotoSansCJKsc-Subset.otf` (regular): every character of every message file, those
//!   listed in `cjk-chars.txt`, and the whole hiragana and katakana blocks (so that a
//!   player's name in kana is drawn too). The game's text uses it.
//! - `NotoSansCJKsc-Bold-Names.otf` (bold): the characters of the cards' names in
//!   Chinese and Japanese, for the name ribbons `sq-assets` draws.
//!
//! Both are made from Debian's `fonts-noto-cjk` (or the collections named by
//! `NOTO_CJK_REGULAR` and `NOTO_CJK_BOLD`); the game and the other generators only read
//! the committed subsets.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use ab_glyph::{Font, FontRef};
use allsorts::binary::read::ReadScope;
use allsorts::font_data::FontData;
use allsorts::subset::{CmapTarget, SubsetProfile, subset};
use sq_core::i18n::{Language, message_in};

/// The face of Noto Sans CJK SC in Debian's collections.
const SC_FACE: u32 = 2;

/// Kana, CJK punctuation and brackets: kept whole.
const BLOCKS: [(u32, u32); 5] = [
    (0x3041, 0x3096),
    (0x3099, 0x309F),
    (0x30A0, 0x30FF),
    (0x3000, 0x3003),
    (0x3008, 0x3011),
];

/// A Noto CJK collection: `var` if set, else Debian's `file`.
pub fn collection(var: &str, file: &str) -> PathBuf {
    std::env::var_os(var)
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new("/usr/share/fonts/opentype/noto").join(file))
}

/// Every character the regular subset must hold.
pub fn text_characters(assets: &Path) -> BTreeSet<char> {
    let mut chars = BTreeSet::new();
    let listed = std::fs::read_to_string(assets.join("fonts/cjk-chars.txt")).unwrap_or_default();
    for line in listed.lines().filter(|l| !l.starts_with('#')) {
        chars.extend(line.chars());
    }
    let i18n = assets.join("../i18n");
    for language in Language::ALL {
        let file = i18n.join(language.tag()).join("sleeping-queens.ftl");
        chars.extend(std::fs::read_to_string(file).unwrap_or_default().chars());
    }
    for (from, to) in BLOCKS {
        chars.extend((from..=to).filter_map(char::from_u32));
    }
    chars.retain(|c| !c.is_control());
    chars
}

/// Every character of the cards' names in the languages not drawn in Latin letters.
pub fn name_characters(ids: &[&str]) -> BTreeSet<char> {
    Language::ALL
        .into_iter()
        .filter(|l| *l != Language::English)
        .flat_map(|l| ids.iter().filter_map(move |id| message_in(l, id)))
        .flat_map(|name| name.chars().collect::<Vec<_>>())
        .collect()
}

/// The face [`SC_FACE`] of the collection at `path` cut down to `chars`: an OpenType font
/// with their glyphs and a Unicode character map.
pub fn subset_of(path: &Path, chars: &BTreeSet<char>) -> Result<Vec<u8>, String> {
    let data = std::fs::read(path).map_err(|e| {
        format!(
            "cannot read {} ({e}); install fonts-noto-cjk",
            path.display()
        )
    })?;
    let face = FontRef::try_from_slice_and_index(&data, SC_FACE)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let mut glyphs: BTreeSet<u16> = chars
        .iter()
        .map(|c| face.glyph_id(*c).0)
        .filter(|g| *g != 0)
        .collect();
    glyphs.insert(0);
    let glyphs: Vec<u16> = glyphs.into_iter().collect();
    let font = ReadScope::new(&data)
        .read::<FontData<'_>>()
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let provider = font
        .table_provider(SC_FACE as usize)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    subset(
        &provider,
        &glyphs,
        &SubsetProfile::Minimal,
        CmapTarget::Unicode,
    )
    .map_err(|e| format!("subsetting {}: {e}", path.display()))
}
