//! The symbolic layer's errors: why the proof has no plan of runs. The launch gives no problem at a
//! size, the K-loop is not in the original, or no step of K (no parameter or constant of the file,
//! without a launch) makes the original's K-loop run 1, 2 and 3 tiles, with the first run's
//! outcome that says why. Each displays the message kpipe has always printed for it; the proof's
//! verdict quotes it.

use crate::launch::error::LaunchError;
use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SymbolicError {
    /// The launch gives no problem at a size (the launch layer's error).
    #[error("its launch: {0}")]
    Launch(LaunchError),
    /// The proof's subject has no K-loop in the original's text.
    #[error("the K-loop was not found in the original's text")]
    NoKLoop,
    /// A run of the original stopped: the executor's message, and where in the original (line
    /// and column, 1-based) when it says.
    #[error("{message}{}", at_line(.at))]
    Halted {
        message: String,
        at: Option<(usize, usize)>,
    },
    /// At this K, the original's K-loop ran another number of tiles than asked for.
    #[error("K = {k} runs {tiles} tiles")]
    RunsTiles { k: u64, tiles: u64 },
    /// At this K, the run could not be made or stopped (why).
    #[error("at K = {k}: {error}")]
    AtK { k: u64, error: Box<SymbolicError> },
    /// Every step of K tried stopped on the original's own error: the first step's outcome.
    #[error("the original itself is not valid at any K tried, {}", why_text(.why))]
    InvalidAtEveryK { why: Option<Box<SymbolicError>> },
    /// No step of K tried made the K-loop run 1, 2 and 3 tiles: the first step's outcome.
    #[error("no K makes the original's K-loop run exactly 1, 2 and 3 tiles ({})", why_text(.why))]
    NoStepFits { why: Option<Box<SymbolicError>> },
    /// Without a launch: the K-loop's trip count set by this parameter or constant fails (why).
    #[error("`{name}`: {error}")]
    Candidate {
        name: String,
        error: Box<SymbolicError>,
    },
    /// No integer parameter sets the trip count: the first candidate's failure.
    #[error("no integer parameter sets the original's K-loop's trip count ({0})")]
    NoParameterSetsTrips(Box<SymbolicError>),
    /// The kernel has no integer parameter, and no constant the loop's header names sets the trip
    /// count: the first candidate's failure.
    #[error("no constant the K-loop's header names sets its trip count ({0})")]
    NoConstantSetsTrips(Box<SymbolicError>),
    /// Nothing to try: no integer parameter, no constant of the file in the loop's header.
    #[error("no integer parameter or constant of the file sets the K-loop's trip count")]
    NothingSetsTrips,
}

impl SymbolicError {
    /// Whether the error comes down to the original being invalid at every K tried (then, where
    /// the proof guessed the block, it says so).
    pub fn original_invalid(&self) -> bool {
        match self {
            SymbolicError::InvalidAtEveryK { .. } => true,
            SymbolicError::NoStepFits { why } => why.as_ref().is_some_and(|w| w.original_invalid()),
            SymbolicError::AtK { error, .. } | SymbolicError::Candidate { error, .. } => {
                error.original_invalid()
            }
            SymbolicError::NoParameterSetsTrips(why) | SymbolicError::NoConstantSetsTrips(why) => {
                why.original_invalid()
            }
            _ => false,
        }
    }
}

/// " (line L, column C)" where a halt says where, else nothing.
fn at_line(at: &Option<(usize, usize)>) -> String {
    at.map_or(String::new(), |(line, col)| {
        format!(" (line {line}, column {col})")
    })
}

/// The first outcome's text, or nothing when there was none.
fn why_text(why: &Option<Box<SymbolicError>>) -> String {
    why.as_ref().map_or(String::new(), |w| w.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_as_they_always_have_and_an_invalid_original_is_found_inside() {
        let halted = SymbolicError::Halted {
            message: "out of bounds".into(),
            at: Some((12, 5)),
        };
        let at_k = SymbolicError::AtK {
            k: 32,
            error: Box::new(halted),
        };
        assert_eq!(
            at_k.to_string(),
            "at K = 32: out of bounds (line 12, column 5)"
        );
        let invalid = SymbolicError::InvalidAtEveryK {
            why: Some(Box::new(at_k)),
        };
        assert_eq!(
            invalid.to_string(),
            "the original itself is not valid at any K tried, at K = 32: out of bounds (line 12, column 5)"
        );
        assert_eq!(
            SymbolicError::NoStepFits { why: None }.to_string(),
            "no K makes the original's K-loop run exactly 1, 2 and 3 tiles ()"
        );
        let candidate = SymbolicError::NoParameterSetsTrips(Box::new(SymbolicError::Candidate {
            name: "K".into(),
            error: Box::new(invalid),
        }));
        assert!(candidate.original_invalid());
        assert!(candidate
            .to_string()
            .starts_with("no integer parameter sets the original's K-loop's trip count (`K`: the original itself is not valid at any K tried, "));
        assert!(!SymbolicError::NoStepFits {
            why: Some(Box::new(SymbolicError::RunsTiles { k: 64, tiles: 2 }))
        }
        .original_invalid());
    }
}
