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

/// A queen's family reads without colour: in grey, every queen's family emblem (top
/// left) is nearer to those of her own family than to any of another family's, by a
/// wide margin. (Her background pattern tells the family too.)
#[test]
fn queen_families_are_told_apart_in_grey() {
    let families: [(&str, [&str; 4]); 3] = [
        ("green", ["heart", "dog", "ladybug", "rose"]),
        ("red", ["cat", "pancake", "cake", "starfish"]),
        ("other", ["moon", "peacock", "sunflower", "rainbow"]),
    ];
    let emblem = |queen: &str| -> Vec<f32> {
        let path = format!(
            "{}/../../assets/cards/queen_{queen}.png",
            env!("CARGO_MANIFEST_DIR")
        );
        let file = std::fs::File::open(&path).expect("a committed queen");
        let mut reader = png::Decoder::new(std::io::BufReader::new(file))
            .read_info()
            .expect("a PNG");
        let mut buf = vec![0; reader.output_buffer_size().expect("its size")];
        let info = reader.next_frame(&mut buf).expect("its pixels");
        assert_eq!(info.color_type, png::ColorType::Rgba, "{path}");
        let width = info.width as usize;
        // The emblem's disc: centre (66, 66), radius 38; luma as a grey screen shows it.
        let mut grey = Vec::new();
        for y in 28..104 {
            for x in 28..104 {
                let p = &buf[(y * width + x) * 4..][..4];
                let [r, g, b] = [p[0], p[1], p[2]].map(f32::from);
                grey.push(0.2126 * r + 0.7152 * g + 0.0722 * b);
            }
        }
        grey
    };
    let distance = |a: &[f32], b: &[f32]| {
        a.iter().zip(b).map(|(x, y)| (x - y).abs()).sum::<f32>() / a.len() as f32
    };
    let queens: Vec<(&str, &str, Vec<f32>)> = families
        .iter()
        .flat_map(|(family, names)| names.iter().map(move |q| (*family, *q, emblem(q))))
        .collect();
    let (mut within, mut between) = (0.0f32, f32::MAX);
    for (i, (fa, qa, a)) in queens.iter().enumerate() {
        for (fb, qb, b) in &queens[i + 1..] {
            let d = distance(a, b);
            if fa == fb {
                within = within.max(d);
            } else if d < between {
                between = d;
                assert!(d > 0.0, "{qa} and {qb} look the same in grey");
            }
        }
    }
    assert!(
        between > 3.0 * within.max(1.0),
        "families in grey: nearest of two families {between:.1}, farthest of one {within:.1}"
    );
}
