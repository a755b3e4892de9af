#!/bin/sh
# Rebuilds NotoSansCJKsc-Subset.otf from Debian's fonts-noto-cjk with every character of
# the game's Chinese and Japanese messages (i18n/), those in cjk-chars.txt, and the whole
# hiragana and katakana blocks.
#   apt-get install fonts-noto-cjk && pip install fonttools && sh assets/fonts/subset-cjk.sh
set -e
here=$(dirname "$0")
src=/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc
{ grep -v '^#' "$here/cjk-chars.txt"; cat "$here"/../../i18n/*/*.ftl; } > "$here/.cjk-text.tmp"
# face 2 of the collection is Noto Sans CJK SC (Simplified Chinese)
pyftsubset "$src" --font-number=2 \
    --text-file="$here/.cjk-text.tmp" \
    --unicodes="U+3041-3096,U+3099-309F,U+30A0-30FF,U+3000-3003,U+3008-3011" \
    --layout-features='*' --no-hinting --desubroutinize \
    --name-IDs='*' --name-languages='*' --notdef-outline \
    --output-file="$here/NotoSansCJKsc-Subset.otf"
rm -f "$here/.cjk-text.tmp"
ls -l "$here/NotoSansCJKsc-Subset.otf"
