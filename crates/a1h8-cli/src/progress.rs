//! A progress bar on standard error, for the long counts of `perft`,
//! `perft run-units` and `tablebase generate`.

use std::io::IsTerminal;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// A progress bar on standard error for work of `total` steps, drawn only
/// once the work has taken a second and only on a terminal.
pub struct Progress {
    bar: ProgressBar,
    done: Arc<AtomicBool>,
}

impl Progress {
    /// A bar for `total` steps, labelled `what`.
    pub fn new(total: u64, what: &str) -> Progress {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
        bar.set_style(
            ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} {elapsed}")
                .expect("a valid template")
                .progress_chars("=> "),
        );
        bar.set_message(what.to_string());
        let done = Arc::new(AtomicBool::new(false));
        if std::io::stderr().is_terminal() {
            let (bar, done) = (bar.clone(), Arc::clone(&done));
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_secs(1));
                if !done.load(Ordering::Relaxed) {
                    bar.set_draw_target(ProgressDrawTarget::stderr());
                }
            });
        }
        Progress { bar, done }
    }

    /// Counts one step done.
    pub fn step(&self) {
        self.bar.inc(1);
    }

    /// Sets the steps done.
    pub fn set(&self, done: u64) {
        self.bar.set_position(done);
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        self.bar.finish_and_clear();
    }
}
