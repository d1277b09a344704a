//! `KPIPE_TRACE=1`: each slow step of a run (a compile, a GPU check, a benchmark) on stderr with the
//! seconds since the run started, to see where the time of a full `auto` goes. Off by default.
//! Where stderr is a terminal, a run past a second shows its current step on one spinner line
//! (`show_progress`), cleared when the run ends.

use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// The spinner of a run that asked for one.
static PROGRESS: Mutex<Option<indicatif::ProgressBar>> = Mutex::new(None);

fn start() -> Instant {
    static START: OnceLock<Instant> = OnceLock::new();
    *START.get_or_init(Instant::now)
}

fn enabled() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("KPIPE_TRACE").is_some_and(|v| v != "0"))
}

/// Starts the clock (the first call does; `cli::run` makes it at the start of the run).
pub fn begin() {
    start();
}

/// Prints `[12.34 s] what` on stderr when `KPIPE_TRACE` is set, and shows it on the spinner.
pub fn step(what: impl FnOnce() -> String) {
    let progress = PROGRESS.lock().ok().and_then(|p| p.clone());
    if !enabled() && progress.is_none() {
        return;
    }
    let what = what();
    if enabled() {
        eprintln!("[{:6.2} s] {what}", start().elapsed().as_secs_f64());
    }
    if let Some(bar) = progress {
        bar.set_message(what);
    }
}

/// Shows the run's steps on a spinner line once it has taken a second (a quick run shows none).
pub fn show_progress() {
    let bar = indicatif::ProgressBar::hidden();
    bar.set_style(
        indicatif::ProgressStyle::with_template("{spinner} {elapsed} {msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
    );
    bar.set_message("reading the kernel");
    if let Ok(mut p) = PROGRESS.lock() {
        *p = Some(bar.clone());
    }
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(1));
        if !bar.is_finished() {
            bar.set_draw_target(indicatif::ProgressDrawTarget::stderr());
            bar.enable_steady_tick(Duration::from_millis(120));
        }
    });
}

/// Clears the spinner (before the report is printed).
pub fn end_progress() {
    if let Some(bar) = PROGRESS.lock().ok().and_then(|mut p| p.take()) {
        bar.finish_and_clear();
    }
}
