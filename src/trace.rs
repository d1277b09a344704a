//! `KPIPE_TRACE=1`: each slow step of a run (a compile, a GPU check, a benchmark) on stderr with the
//! seconds since the run started, to see where the time of a full `auto` goes. Off by default.

use std::sync::OnceLock;
use std::time::Instant;

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

/// Prints `[12.34 s] what` on stderr when `KPIPE_TRACE` is set.
pub fn step(what: impl FnOnce() -> String) {
    if enabled() {
        eprintln!("[{:6.2} s] {}", start().elapsed().as_secs_f64(), what());
    }
}
