//! Which launch the GPU steps use: the file's directive, `--launch`, the kernel's host call (in the
//! file or a `--host` file), or inference from the signature and the kernel's indexing, first
//! found first taken.

use crate::launch::error::LaunchError;
use crate::launch::host::HostFile;
use crate::launch::spec::LaunchSpec;

/// What the command line says about the launch: `--launch` and the `--host` files.
#[derive(Debug, Clone, Default)]
pub struct Given {
    /// `--launch`, already checked (`launch::parse_flag`).
    pub launch: Option<LaunchSpec>,
    /// The `--host` files, named as the user gave them.
    pub hosts: Vec<HostFile>,
    /// The kernel's own file as a host file, parsed once for the run's launch lookups.
    kernel_file: std::sync::OnceLock<HostFile>,
    /// How the host files were found when no `--host` named them (the report's note).
    pub found: Option<String>,
    /// The headers the kernel's file and the host files include, read for their definitions only
    /// (a grid's `div_ceil` defined in `common/util.h`).
    pub headers: Vec<HostFile>,
}

impl Given {
    pub fn new(launch: Option<LaunchSpec>, hosts: Vec<HostFile>) -> Given {
        Given {
            launch,
            hosts,
            kernel_file: Default::default(),
            found: None,
            headers: Vec::new(),
        }
    }

    /// Takes `source` as the kernel's own file, already parsed, unless one was taken before.
    pub fn know_kernel_source(&self, source: &crate::source::parse::Source) {
        self.kernel_file
            .get_or_init(|| HostFile::parsed(None, source.clone()));
    }

    /// The `--host` files as (name for messages, text).
    pub fn host_texts(&self) -> Vec<(String, &str)> {
        self.hosts
            .iter()
            .map(|h| (h.name.clone().unwrap_or_else(|| "--host".into()), &*h.text))
            .collect()
    }

    /// The headers the kernel's file and the host files include as (name, text).
    pub fn header_texts(&self) -> Vec<(String, &str)> {
        self.headers
            .iter()
            .map(|h| (h.name.clone().unwrap_or_default(), &*h.text))
            .collect()
    }

    /// The kernel's file `text` as a host file: the run's one copy (its parse shared), or a new one
    /// for another text.
    fn kernel_file(&self, text: &str) -> HostFile {
        let file = self
            .kernel_file
            .get_or_init(|| HostFile::new(None, text.to_string()));
        match &*file.text == text {
            true => file.clone(),
            false => HostFile::new(None, text.to_string()),
        }
    }
}

/// Why there is no launch: the directive does not parse (`LaunchError::InvalidDirective`), or
/// nothing says or implies one (`LaunchError::NoLaunch`, which carries the directive to add).
#[derive(Debug, Clone, PartialEq)]
pub enum NoLaunch {
    Invalid(LaunchError),
    Missing(LaunchError),
}

impl NoLaunch {
    /// The error, whichever it is.
    pub fn into_error(self) -> LaunchError {
        match self {
            NoLaunch::Invalid(e) | NoLaunch::Missing(e) => e,
        }
    }
}

/// The launch, from the first of: the file's directive, `--launch`, the kernel's host call (in the
/// file or a `--host` file), inference from the signature and the kernel's indexing. Without any,
/// the GPU steps are skipped with the directive to add (`?` where kpipe could not tell) and the
/// reasons; a directive that does not parse fails. A host call kpipe cannot use is said, with why.
/// `instance`: the template arguments of the instantiation (`<64, 64>`) whose host calls count.
pub fn launch(
    text: &str,
    kernel: &str,
    instance: Option<&str>,
    params: &[(String, String)],
    hints: Option<&crate::launch::infer::Hints>,
    given: &Given,
) -> Result<LaunchSpec, NoLaunch> {
    match crate::launch::spec::directive_for_kernel(text, kernel) {
        Some(Ok(spec)) => return Ok(spec),
        Some(Err(e)) => {
            return Err(NoLaunch::Invalid(LaunchError::InvalidDirective(Box::new(
                e,
            ))))
        }
        None => {}
    }
    if let Some(spec) = &given.launch {
        return Ok(spec.clone());
    }
    let mut files = vec![given.kernel_file(text)];
    files.extend(given.hosts.iter().cloned());
    files.extend(given.headers.iter().cloned());
    let host_unused = match crate::launch::host::spec(kernel, params, hints, &files, instance) {
        Some(Ok(spec)) => return Ok(spec),
        Some(Err(why)) => Some(why),
        None => None,
    };
    // A host call whose grid kpipe cannot read still says the block: it beats the block inferred
    // from the tile stores (a thread may store several elements of a tile, or store in a loop).
    let host_block = crate::launch::host::block(kernel, params, &files, instance)
        .and_then(|dims| numeric_block(&dims));
    let with_block = hints
        .zip(host_block)
        .map(|(h, block)| crate::launch::infer::Hints {
            block: block_evidence(&block),
            ..h.clone()
        });
    match crate::launch::infer::infer(params, with_block.as_ref().or(hints)) {
        Ok(mut spec) => {
            spec.evidence
                .extend(host_unused.as_ref().map(LaunchError::not_taken));
            Ok(spec)
        }
        Err(missing) => Err(NoLaunch::Missing(LaunchError::NoLaunch {
            host_unused: host_unused.map(Box::new),
            directive: missing.directive(),
            reasons: missing.reasons,
        })),
    }
}

/// A block of one or two numbers CUDA can launch, as written (`["16", "16"]`).
fn numeric_block(dims: &[String]) -> Option<Vec<u64>> {
    let values: Vec<u64> = dims
        .iter()
        .map(|d| {
            d.trim()
                .parse::<u64>()
                .ok()
                .filter(|v| (1..=1024).contains(v))
        })
        .collect::<Option<_>>()?;
    let fits = (1..=2).contains(&values.len()) && values.iter().product::<u64>() <= 1024;
    fits.then_some(values)
}

/// What the inference takes for the block a host call gives.
fn block_evidence(block: &[u64]) -> crate::launch::infer::BlockEvidence {
    use crate::launch::infer::BlockEvidence;
    let from = "the host call".to_string();
    match block {
        [x, y] => BlockEvidence::TwoD(Ok(([*x, *y], from))),
        _ => BlockEvidence::OneD(Ok((block[0], from))),
    }
}

/// The block of the kernel's host calls (in its file, the host files and the headers), evaluated
/// with `symbols`, where every call agrees on it: for the proof when the launch as a whole cannot
/// be read.
pub fn host_block(
    text: &str,
    kernel: &str,
    instance: Option<&str>,
    params: &[(String, String)],
    symbols: &crate::source::consts::Symbols,
    given: &Given,
) -> Option<[i64; 3]> {
    let mut files = vec![given.kernel_file(text)];
    files.extend(given.hosts.iter().cloned());
    files.extend(given.headers.iter().cloned());
    let dims = crate::launch::host::block(kernel, params, &files, instance)?;
    if dims.is_empty() || dims.len() > 3 {
        return None;
    }
    let mut block = [1i64; 3];
    for (slot, dim) in block.iter_mut().zip(&dims) {
        *slot = symbols.eval(dim).ok().filter(|v| (1..=1024).contains(v))?;
    }
    (block.iter().product::<i64>() <= 1024).then_some(block)
}
