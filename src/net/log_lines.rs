//! A log that a stranger cannot fill. Whatever the network layers write once a packet
//! or once a connection (netcode's warnings, replicon's errors, the server's own
//! lines) comes from a few places in the code, each at most once a minute: the first
//! line is written, the rest counted, and the count written when the minute is over
//! ("12 more like this in the last minute: …"). A place's budget is its own, so one
//! flood does not hide another kind of line.

use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, LazyLock, Mutex, PoisonError};
use std::time::{Duration, Instant};

use bevy::log::BoxedFmtLayer;
use bevy::log::tracing::field::{Field, Visit};
use bevy::log::tracing::{Event, Level, Metadata};
use bevy::log::tracing_subscriber::layer::{Context, Filter};
use bevy::log::tracing_subscriber::{Layer, fmt};
use bevy::prelude::*;
use tracing_log::NormalizeEvent;

/// How often each place in the code may write a line.
pub const LINE_EVERY: Duration = Duration::from_secs(60);

/// The target the summaries are written under (they are not budgeted themselves).
const SUMMARY_TARGET: &str = "log_summary";

/// The longest part of a line kept for its summary.
const KEPT_CHARS: usize = 200;

/// A place in the code that wrote a line this minute.
struct Place {
    since: Instant,
    /// Lines held back since.
    more: u64,
    level: Level,
    /// The first line's words.
    text: String,
}

/// Each place's line this minute, and how many more it held back.
#[derive(Default)]
pub struct LineBudget {
    places: HashMap<u64, Place>,
}

/// What one place held back over a minute, to be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeldBack {
    pub more: u64,
    pub level: Level,
    pub text: String,
}

impl LineBudget {
    /// Whether the place `key` may write a line at `now` (`text`: its words, read only
    /// for the first line of a minute).
    pub fn admit(
        &mut self,
        key: u64,
        level: Level,
        now: Instant,
        text: impl FnOnce() -> String,
    ) -> bool {
        match self.places.get_mut(&key) {
            Some(place) if now.duration_since(place.since) < LINE_EVERY => {
                place.more += 1;
                false
            }
            _ => {
                let text: String = text().chars().take(KEPT_CHARS).collect();
                self.places.insert(
                    key,
                    Place {
                        since: now,
                        more: 0,
                        level,
                        text,
                    },
                );
                true
            }
        }
    }

    /// The places whose minute is over at `now` with lines held back, each once.
    pub fn over(&mut self, now: Instant) -> Vec<HeldBack> {
        let mut held = Vec::new();
        self.places.retain(|_, place| {
            if now.duration_since(place.since) < LINE_EVERY {
                return true;
            }
            if place.more > 0 {
                held.push(HeldBack {
                    more: place.more,
                    level: place.level,
                    text: std::mem::take(&mut place.text),
                });
            }
            false
        });
        held
    }
}

/// The log's budget, shared by the filter (on whatever thread logs) and the system
/// that writes the summaries.
#[derive(Resource, Clone, Default)]
pub struct LogBudget(pub Arc<Mutex<LineBudget>>);

impl LogBudget {
    /// The filter for a log layer: each place's lines at most once a minute.
    pub fn filter(&self) -> OncePerMinute {
        OncePerMinute(self.0.clone())
    }

    /// Writes the summaries of the places whose minute is over.
    pub fn summarise(&self, now: Instant) {
        let held = self
            .0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .over(now);
        for h in held {
            let line = format!("{} more like this in the last minute: {}", h.more, h.text);
            if h.level <= Level::WARN {
                warn!(target: SUMMARY_TARGET, "{line}");
            } else {
                info!(target: SUMMARY_TARGET, "{line}");
            }
        }
    }
}

/// A `tracing` filter: each place in the code writes at most one line a minute.
pub struct OncePerMinute(Arc<Mutex<LineBudget>>);

/// The words of a log line.
struct Words(String);

impl Visit for Words {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        if field.name() == "message" {
            self.0 = format!("{value:?}");
        }
    }
}

/// The place a line comes from: its target, file, line and level (a line bridged from
/// the `log` crate, as netcode's are, by the record's own).
fn place_of(meta: &Metadata<'_>) -> u64 {
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    meta.target().hash(&mut hasher);
    meta.file().hash(&mut hasher);
    meta.line().hash(&mut hasher);
    meta.level().hash(&mut hasher);
    hasher.finish()
}

impl<S> Filter<S> for OncePerMinute {
    fn enabled(&self, _: &Metadata<'_>, _: &Context<'_, S>) -> bool {
        true
    }

    fn event_enabled(&self, event: &Event<'_>, _: &Context<'_, S>) -> bool {
        let normalized = event.normalized_metadata();
        let meta = normalized.as_ref().unwrap_or_else(|| event.metadata());
        if meta.target() == SUMMARY_TARGET {
            return true;
        }
        let key = place_of(meta);
        let level = *meta.level();
        let mut budget = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        budget.admit(key, level, Instant::now(), || {
            let mut words = Words(String::new());
            event.record(&mut words);
            words.0
        })
    }
}

/// The process's log budget (a `LogPlugin` takes a plain function for its layer).
static BUDGET: LazyLock<LogBudget> = LazyLock::new(LogBudget::default);

/// A `LogPlugin`'s `fmt_layer`: the log's lines on standard error, each place's at most
/// once a minute; the app gets the system that writes the summaries.
pub fn budgeted_lines(app: &mut App) -> Option<BoxedFmtLayer> {
    app.insert_resource(BUDGET.clone())
        .add_systems(Last, summarise);
    Some(Box::new(
        fmt::Layer::default()
            .with_writer(std::io::stderr)
            .with_filter(BUDGET.filter()),
    ))
}

fn summarise(budget: Res<LogBudget>, mut last: Local<Option<Instant>>) {
    let now = Instant::now();
    // Looked at once a second: a minute's end is not missed by more.
    if last.is_some_and(|l| now.duration_since(l) < Duration::from_secs(1)) {
        return;
    }
    *last = Some(now);
    budget.summarise(now);
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::log::tracing_subscriber::{self, layer::SubscriberExt};
    use std::io::Write;

    /// A writer the test reads back.
    #[derive(Clone, Default)]
    struct Lines(Arc<Mutex<Vec<u8>>>);

    impl Write for Lines {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    /// Five thousand lines from each of two places, one of them bridged from the `log`
    /// crate as netcode's are, write two lines; a third place still writes its own.
    #[test]
    fn a_flood_of_lines_from_one_place_writes_one_line_a_minute() {
        let _ = tracing_log::LogTracer::init();
        let lines = Lines::default();
        let budget = LogBudget::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::registry().with(
            tracing_subscriber::fmt::layer()
                .with_writer(move || writer.clone())
                .with_filter(budget.filter()),
        );
        bevy::log::tracing::subscriber::with_default(subscriber, || {
            for i in 0..5_000 {
                warn!("unable to add connect token entry {i}");
                log::warn!(
                    "Connection request denied: reached max amount allowed of pending clients"
                );
            }
            info!("another kind of line");
        });
        let text = String::from_utf8(lines.0.lock().unwrap().clone()).unwrap();
        assert_eq!(text.lines().count(), 3, "{text}");
        let mut held = budget.0.lock().unwrap().over(Instant::now() + LINE_EVERY);
        held.sort_by_key(|h| h.text.clone());
        assert_eq!(held.len(), 2);
        assert!(held.iter().all(|h| h.more == 4_999), "{held:?}");
        assert!(held[0].text.contains("Connection request denied"));
    }

    #[test]
    fn a_place_writes_again_once_its_minute_is_over() {
        let mut budget = LineBudget::default();
        let t = Instant::now();
        assert!(budget.admit(1, Level::WARN, t, || "a".into()));
        assert!(!budget.admit(1, Level::WARN, t + Duration::from_secs(59), || "a".into()));
        assert!(
            budget.admit(2, Level::WARN, t, || "b".into()),
            "another place"
        );
        let held = budget.over(t + LINE_EVERY);
        assert_eq!(
            held,
            vec![HeldBack {
                more: 1,
                level: Level::WARN,
                text: "a".into()
            }]
        );
        assert!(budget.admit(1, Level::WARN, t + LINE_EVERY, || "a".into()));
    }
}
