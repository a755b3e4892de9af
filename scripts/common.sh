# Shared set-up for ./play and ./run-tests: system packages, Rust, the build cache.
# Sourced, not run.

set -euo pipefail

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# Everything Cargo builds goes to one cache outside the clone, shared by play and tests,
# so a second run (or a fresh clone) rebuilds only what changed.
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/sleeping-queens/target}"

# Installs the Debian packages given that are not installed yet (as root or via sudo).
ensure_packages() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    say "Installing system packages: ${missing[*]}"
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            sudo=(sudo)
        else
            say "Need root (or sudo) to install: ${missing[*]}"
            exit 1
        fi
    fi
    if ! command -v apt-get >/dev/null 2>&1; then
        say "No apt-get here: install these packages by hand: ${missing[*]}"
        exit 1
    fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# What building the game needs (ALSA for sound, udev for input, X11/Wayland for windows).
BUILD_PACKAGES=(pkg-config gcc libc6-dev libasound2-dev libudev-dev libwayland-dev libxkbcommon-dev)
# What running it without a screen needs (a virtual X server, software Vulkan).
HEADLESS_PACKAGES=(xvfb xauth mesa-vulkan-drivers libvulkan1 libxkbcommon-x11-0 libxcursor1 libxrandr2 libxi6)

ensure_rust() {
    if ! command -v cargo >/dev/null 2>&1; then
        say "cargo is not installed: install Rust 1.95 (rustup) and run this again"
        exit 1
    fi
    lint_while_building
}

# The workspace's own crates are compiled by clippy's driver, which lints as it
# compiles (as `cargo clippy` does) and then makes the code as rustc would: one build
# both lints and builds, instead of a lint pass that checks every dependency again.
# ./play and ./run-tests set it alike, so they share what they build.
lint_while_building() {
    local driver
    driver="$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver || true)"
    if [ -z "$driver" ] && command -v rustup >/dev/null 2>&1; then
        say "Installing clippy (rustup component add clippy)"
        rustup component add clippy >/dev/null
        driver="$(rustup which clippy-driver)"
    fi
    if [ -z "$driver" ]; then
        say "clippy is not installed: install it (rustup component add clippy) and run this again"
        exit 1
    fi
    export RUSTC_WORKSPACE_WRAPPER="$driver"
}
