//! No crash, ever: the work runs on a thread with a large stack, and a panic becomes an internal
//! error (K050, exit 7) with nothing written, instead of an abort or a backtrace.
//!
//! Why a large stack: a few of kpipe's walks over the syntax tree recurse (re-printing a statement
//! with substitutions, the load phase), and nvcc accepts code nested tens of thousands of levels deep
//! (a 20,000-term sum is a binary tree 20,000 levels deep). The stack is only reserved address space;
//! the memory is used as the recursion reaches it. A kernel nested deeper than `parse::MAX_DEPTH` is
//! refused before any recursive walk (K008), and a quarter of this stack holds that depth: measured,
//! the deepest walk takes about 1.6 KB a level in a release build and 3.6 KB in a debug build, so
//! 25,000 levels need 40 MB and 90 MB; a test in `lib.rs` checks the quarter on every shape.

use std::any::Any;
use std::sync::Mutex;

/// The stack of the thread kpipe works on: 512 MiB of address space.
pub const STACK_SIZE: usize = 512 << 20;

/// Runs `f` on a thread with a `STACK_SIZE` stack and returns its result; a panic in `f` goes on
/// unwinding in the caller, with its original payload. When no such thread can be started (a
/// process limit), `f` runs on the caller's thread.
pub fn on_large_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    let mut f = Some(f);
    let result = std::thread::scope(|scope| {
        let spawned = std::thread::Builder::new()
            .name("kpipe".to_string())
            .stack_size(STACK_SIZE)
            .spawn_scoped(scope, || (f.take().expect("not taken yet"))());
        spawned.ok().map(|handle| handle.join())
    });
    match result {
        Some(Ok(value)) => value,
        Some(Err(payload)) => std::panic::resume_unwind(payload),
        None => (f
            .take()
            .expect("the thread never started, so `f` is still here"))(),
    }
}

/// A panic caught: its message and where it happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Panic {
    pub message: String,
    /// `src/file.rs:123`, when known.
    pub location: Option<String>,
}

impl std::fmt::Display for Panic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.location {
            Some(at) => write!(f, "{} at {at}", self.message),
            None => write!(f, "{}", self.message),
        }
    }
}

/// Panics seen by the hook while `catch_panics` runs (the latest last; a few at most).
static SEEN: Mutex<Vec<Panic>> = Mutex::new(Vec::new());

/// Runs `f` on a large stack (see `on_large_stack`); a panic anywhere in it, on any thread it
/// starts, is returned as a `Panic` instead of printing a backtrace. Meant for the command line,
/// which owns the process: the panic hook it installs stays silent for the rest of the process.
pub fn catch_panics<T: Send>(f: impl FnOnce() -> T + Send) -> Result<T, Panic> {
    std::panic::set_hook(Box::new(|info| {
        let panic = Panic {
            message: payload_message(info.payload()),
            location: info
                .location()
                .map(|l| format!("{}:{}", l.file(), l.line())),
        };
        let mut seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
        if seen.len() >= 16 {
            seen.remove(0);
        }
        seen.push(panic);
    }));
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| on_large_stack(f))).map_err(
        |payload| {
            let message = payload_message(payload.as_ref());
            // The panic that reached the top, located by the hook; a panic re-raised with a new
            // message (a thread's `join().expect(..)`) keeps the location of the last one seen.
            let seen = SEEN.lock().unwrap_or_else(|e| e.into_inner());
            let location = seen
                .iter()
                .rev()
                .find(|p| p.message == message)
                .or(seen.last())
                .and_then(|p| p.location.clone());
            Panic { message, location }
        },
    )
}

/// The text a panic was raised with (`panic!("...")`, `expect("...")`).
pub fn payload_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "a panic without a message".to_string()
    }
}

/// For the CLI tests only: `KPIPE_TEST_PANIC=1` makes kpipe panic once a rewrite exists in memory
/// and before anything is written, so the tests can see what a user would see after a bug.
pub fn test_panic() {
    if std::env::var_os("KPIPE_TEST_PANIC").is_some_and(|v| v == "1") {
        panic!("KPIPE_TEST_PANIC=1 is set: a deliberate panic, to test the handling of kpipe bugs");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_large_stack_holds_what_the_default_does_not() {
        fn depth(n: u64) -> u64 {
            let pad = std::hint::black_box([n; 64]);
            if n == 0 {
                0
            } else {
                1 + depth(n - 1) + pad[3] - n
            }
        }
        // Over 500 bytes a level: 50,000 levels need more than 25 MB, far beyond a test thread's 2 MiB.
        assert_eq!(on_large_stack(|| depth(50_000)), 50_000);
    }

    #[test]
    fn a_panic_keeps_its_payload_through_the_large_stack() {
        let caught = std::panic::catch_unwind(|| on_large_stack(|| panic!("deep trouble")));
        let payload = caught.unwrap_err();
        assert_eq!(payload_message(payload.as_ref()), "deep trouble");
    }
}
