//! Nothing of kpipe's is left behind when a run is interrupted. Every temporary folder of a run
//! (nvcc's work, the cubins, the sanitizer's files) is made under one folder of its own, which the
//! tools it starts use as `TMPDIR` too; each output staged beside its target is registered while it
//! exists. On SIGINT or SIGTERM both are removed before kpipe exits (130 or 143), and the run's
//! folder is removed at its normal end as well.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// The run's folder, and the staged outputs that exist now.
struct State {
    root: Option<PathBuf>,
    staged: Vec<PathBuf>,
}

static STATE: Mutex<State> = Mutex::new(State {
    root: None,
    staged: Vec::new(),
});

/// Makes the run's folder, points the temporary files of kpipe and of the tools it starts into
/// it, and installs the handler for SIGINT and SIGTERM. Called once, before any thread starts.
pub fn begin() {
    let Ok(root) = tempfile::Builder::new().prefix("kpipe-run-").tempdir() else {
        return;
    };
    let root = root.keep();
    if tempfile::env::override_temp_dir(&root).is_ok() {
        // Before any thread exists: the tools kpipe starts (nvcc, ptxas) write there too.
        std::env::set_var("TMPDIR", &root);
    }
    if let Ok(mut s) = STATE.lock() {
        s.root = Some(root);
    }
    let _ = ctrlc::set_handler(|| {
        remove_all();
        // 128 + SIGINT: what a shell reports for a run stopped by Ctrl-C.
        std::process::exit(130);
    });
}

/// Removes the run's folder at its normal end.
pub fn end() {
    remove_all();
}

/// Registers an output staged beside its target (removed if the run is interrupted).
pub fn track(path: &Path) {
    if let Ok(mut s) = STATE.lock() {
        s.staged.push(path.to_path_buf());
    }
}

/// The staged output was renamed over its target, or removed.
pub fn untrack(path: &Path) {
    if let Ok(mut s) = STATE.lock() {
        s.staged.retain(|p| p != path);
    }
}

fn remove_all() {
    // The handler runs on a thread of its own: it waits for whoever holds the lock (briefly).
    let Ok(mut s) = STATE.lock() else {
        return;
    };
    for p in s.staged.drain(..) {
        let _ = std::fs::remove_file(p);
    }
    if let Some(root) = s.root.take() {
        // A tool kpipe started (nvcc, when only kpipe got the signal) may still be writing there:
        // a file made between the listing and the removal fails it, so it is tried again.
        for _ in 0..20 {
            if std::fs::remove_dir_all(&root).is_ok() || !root.exists() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_tracked_file_is_removed_and_an_untracked_one_kept() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b) = (dir.path().join("a"), dir.path().join("b"));
        std::fs::write(&a, "a").unwrap();
        std::fs::write(&b, "b").unwrap();
        super::track(&a);
        super::track(&b);
        super::untrack(&b);
        super::remove_all();
        assert!(!a.exists());
        assert!(b.exists());
    }
}
