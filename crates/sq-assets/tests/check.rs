//! The generated art and sound: the generator of this commit still makes the committed
//! files, byte for byte (a sample of them; `sq-assets check all` compares every file).
//! `cargo test -p sq-assets` (no Bevy).

#[test]
fn the_asset_generator_makes_the_committed_files() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_sq-assets"))
        .arg("check")
        .output()
        .expect("sq-assets runs");
    assert!(
        out.status.success(),
        "regenerated assets differ from the committed ones:\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}
