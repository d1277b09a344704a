//! Files as a careful tool treats them (the kernel's file, the headers it includes, the outputs).
//!
//! Reading: the input is a path or `-` (stdin), read whole as bytes; text that is not UTF-8 is refused
//! with the byte offset, line and column of the first bad byte (a leading BOM is kept byte for byte).
//!
//! Writing: through a temporary file in the target's own directory, flushed to disk, then renamed
//! over the target (and the directory flushed), so a reader never sees half a file and a crash leaves
//! the old file or the new one. An existing target keeps its permission bits; a new file gets 0666
//! less the umask, as `cp` or a shell redirection would. A symlink is followed: the file it points to
//! is rewritten and the link stays a link.

use crate::diagnostics::{Diagnostic, Kind, Result};
use std::io::{Read as _, Write as _};
use std::path::{Path, PathBuf};

/// How reports and diagnostics name the standard input.
pub const STDIN_NAME: &str = "<stdin>";

/// Folders above a file searched for its project's build file.
const PROJECT_MAX_UP: usize = 4;

/// The project a file belongs to, which bounds kpipe's searches for its runners and build files:
/// the git work tree it is in, else the folder of the farthest build file (CMakeLists.txt,
/// Makefile, setup.py) at most four folders up, else the file's own folder.
pub fn project_root(file: &Path) -> PathBuf {
    let start = std::fs::canonicalize(file)
        .ok()
        .and_then(|f| f.parent().map(Path::to_path_buf))
        .unwrap_or_else(|| file.parent().map(Path::to_path_buf).unwrap_or_default());
    if let Some(git) = start.ancestors().find(|d| d.join(".git").exists()) {
        return git.to_path_buf();
    }
    let build_files = ["CMakeLists.txt", "Makefile", "makefile", "setup.py"];
    start
        .ancestors()
        .take(PROJECT_MAX_UP + 1)
        .filter(|d| build_files.iter().any(|b| d.join(b).is_file()))
        .last()
        .map_or(start.clone(), Path::to_path_buf)
}

/// `-` as FILE: the input is read from stdin.
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The name a report or a diagnostic gives the input: the path as typed, or `<stdin>`.
pub fn display_name(path: &Path) -> String {
    if is_stdin(path) {
        STDIN_NAME.to_string()
    } else {
        path.display().to_string()
    }
}

/// The largest input kpipe reads. The host code that names no kernel is held as text only (about
/// 16 bytes of memory per byte of it, the copies of a run and their compiles), so 64 MiB stays near
/// 1 GB; the code kpipe parses is held to `source::parse::MAX_PARSED_BYTES`.
pub const MAX_SOURCE_BYTES: u64 = 64 << 20;

/// Reads the input (a path, or `-` for stdin) whole, as UTF-8 text.
pub fn read_source(path: &Path) -> Result<String> {
    let name = display_name(path);
    let too_large = |size: u64| {
        Diagnostic::new(
            Kind::Io,
            format!(
                "{name} is {:.1} MiB, above the {} MiB kpipe reads",
                size as f64 / (1 << 20) as f64,
                MAX_SOURCE_BYTES >> 20
            ),
            "move the kernels into a file of their own (host code can stay where it is and include it)",
        )
    };
    if let Some(m) = std::fs::metadata(path).ok().filter(|_| !is_stdin(path)) {
        if m.is_file() && m.len() > MAX_SOURCE_BYTES {
            return Err(too_large(m.len()));
        }
    }
    let bytes = if is_stdin(path) {
        let mut stdin = std::io::stdin().lock();
        if std::io::IsTerminal::is_terminal(&stdin) {
            eprintln!("kpipe: reading the CUDA source from stdin (end it with Ctrl-D)");
        }
        let mut bytes = Vec::new();
        stdin.read_to_end(&mut bytes).map(|_| bytes)
    } else {
        std::fs::read(path)
    };
    let bytes = bytes.map_err(|err| {
        Diagnostic::new(
            Kind::Io,
            format!("cannot read {name}: {err}"),
            "check the path",
        )
    })?;
    if bytes.len() as u64 > MAX_SOURCE_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    decode(&name, bytes)
}

/// A header the kernel's file includes, read whole as UTF-8 text; None when it is not a regular
/// file (missing, a folder, a pipe that would block) or not readable text: the include is then
/// simply not read, as a compiler's search goes on to the next folder.
pub fn read_header(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() {
        return None;
    }
    String::from_utf8(std::fs::read(path).ok()?).ok()
}

/// The bytes as text, or where the first byte that is not UTF-8 sits.
pub fn decode(name: &str, bytes: Vec<u8>) -> Result<String> {
    String::from_utf8(bytes).map_err(|err| {
        let offset = err.utf8_error().valid_up_to();
        let bytes = err.as_bytes();
        let bad_len = err
            .utf8_error()
            .error_len()
            .unwrap_or(bytes.len() - offset);
        let bad: Vec<String> = bytes[offset..offset + bad_len]
            .iter()
            .map(|b| format!("0x{b:02x}"))
            .collect();
        let valid = std::str::from_utf8(&bytes[..offset]).expect("valid up to the offset");
        let (line, column) = crate::diagnostics::line_col(valid, offset);
        let mut d = Diagnostic::new(
            Kind::NotUtf8,
            format!(
                "{name} is not UTF-8: byte offset {offset} (line {line}, column {column}) holds {}",
                bad.join(" ")
            ),
            "kpipe reads CUDA source as UTF-8; convert the file first, e.g. `iconv -f latin1 -t utf-8`",
        );
        d.file = PathBuf::from(name);
        d.line = line;
        d.column = column;
        d
    })
}

/// Whether two paths name the same file (the same device and inode, so also through another
/// spelling, a symlink or a hard link). A path that does not exist is no file.
pub fn same_file(a: &Path, b: &Path) -> bool {
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        #[cfg(unix)]
        (Ok(x), Ok(y)) => {
            use std::os::unix::fs::MetadataExt;
            x.dev() == y.dev() && x.ino() == y.ino()
        }
        #[cfg(not(unix))]
        (Ok(_), Ok(_)) => match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
            (Ok(x), Ok(y)) => x == y,
            _ => false,
        },
        _ => false,
    }
}

/// The file a path finally names once every symlink on it is followed (the link's own directory is
/// where a relative link points from). A dangling link gives the path it points to, which writing
/// creates.
pub fn resolve_symlinks(path: &Path) -> std::io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    // The kernel's own limit on links followed in one lookup (ELOOP).
    for _ in 0..40 {
        match std::fs::symlink_metadata(&current) {
            Ok(m) if m.file_type().is_symlink() => {
                let target = std::fs::read_link(&current)?;
                current = match current.parent() {
                    Some(dir) if target.is_relative() => dir.join(target),
                    _ => target,
                };
            }
            _ => return Ok(current),
        }
    }
    Err(std::io::Error::other(format!(
        "too many levels of symbolic links at {}",
        path.display()
    )))
}

/// Writes through a temporary file in the same directory as the real target and renames it over
/// the target, so a reader never sees half a file. See the module documentation for permissions
/// and symlinks.
pub fn write_atomically(path: &Path, text: &str) -> Result<()> {
    stage(path, text.as_bytes())?.commit()
}

/// Writes every file or none: each to its temporary file first (a failure there leaves every
/// target as it was), then each renamed over its target in turn; should a rename fail, the targets
/// already renamed get their old bytes back (or are removed, when they did not exist).
pub fn write_all_atomically(files: &[(&Path, &str)]) -> Result<()> {
    let staged = files
        .iter()
        .map(|(path, text)| stage(path, text.as_bytes()))
        .collect::<Result<Vec<_>>>()?;
    let mut done: Vec<(PathBuf, Option<Vec<u8>>)> = Vec::new();
    for s in staged {
        // Only a regular file is read back (a device or a pipe is written into, not replaced).
        let previous = match &s.how {
            How::Rename { existed: true, .. } => std::fs::read(&s.target).ok(),
            _ => None,
        };
        let target = s.target.clone();
        let replaced = matches!(s.how, How::Rename { .. });
        if let Err(e) = s.commit() {
            for (t, previous) in done.into_iter().rev() {
                let _ = match previous {
                    Some(bytes) => stage(&t, &bytes).and_then(Staged::commit),
                    None => std::fs::remove_file(&t).map_err(|_| e.clone()),
                };
            }
            return Err(e);
        }
        if replaced {
            done.push((target, previous));
        }
    }
    Ok(())
}

/// A file's new bytes, written to a temporary file beside its target and not yet renamed over it
/// (dropped uncommitted, the temporary file is removed and the target is untouched).
pub struct Staged {
    /// The path as given, for messages.
    path: PathBuf,
    /// The file finally named (symlinks followed).
    target: PathBuf,
    how: How,
}

enum How {
    Rename {
        tmp: tempfile::NamedTempFile,
        dir: PathBuf,
        existed: bool,
    },
    /// A device or a pipe (`-o /dev/null`) cannot be replaced: written into at commit.
    Into(Vec<u8>),
}

fn io_error(path: &Path) -> impl Fn(std::io::Error) -> Box<Diagnostic> + '_ {
    move |err: std::io::Error| {
        Diagnostic::new(
            Kind::Io,
            format!("cannot write {}: {err}", path.display()),
            "check that the directory exists and is writable",
        )
    }
}

/// Writes `bytes` to a temporary file in the target's directory, with the target's permissions.
pub fn stage(path: &Path, bytes: &[u8]) -> Result<Staged> {
    let io_error = io_error(path);
    let target = resolve_symlinks(path).map_err(&io_error)?;
    let existing = match std::fs::metadata(&target) {
        Ok(m) => Some(m),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(io_error(e)),
    };
    if let Some(m) = &existing {
        if m.is_dir() {
            return Err(io_error(std::io::Error::other("it is a directory")));
        }
        if m.is_file() && m.permissions().readonly() {
            // Renaming over it would succeed (the directory is writable), and silently replace a
            // file its owner marked read-only: refuse, as rustfmt and ruff do.
            return Err(Diagnostic::new(
                Kind::Io,
                format!("cannot write {}: the file is read-only, and kpipe does not replace a read-only file", path.display()),
                "make it writable (chmod u+w) if it should change, or write the result elsewhere with -o",
            ));
        }
        if !m.is_file() {
            return Ok(Staged {
                path: path.to_path_buf(),
                target,
                how: How::Into(bytes.to_vec()),
            });
        }
    }
    let dir = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .to_path_buf();
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_default();
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".kpipe-tmp");
    #[cfg(unix)]
    {
        // open(2) applies the umask to this mode: a new file gets what `cp` or `>` would give it.
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o666));
    }
    let mut tmp = builder.tempfile_in(&dir).map_err(&io_error)?;
    if let Some(m) = &existing {
        // fchmod is not subject to the umask: the target keeps exactly its bits.
        tmp.as_file()
            .set_permissions(m.permissions())
            .map_err(&io_error)?;
    }
    crate::cleanup::track(tmp.path());
    tmp.write_all(bytes).map_err(&io_error)?;
    tmp.as_file().sync_all().map_err(&io_error)?;
    Ok(Staged {
        path: path.to_path_buf(),
        target,
        how: How::Rename {
            tmp,
            dir,
            existed: existing.is_some(),
        },
    })
}

impl Staged {
    /// Renames the temporary file over the target (or writes into a device).
    pub fn commit(self) -> Result<()> {
        let io_error = io_error(&self.path);
        match self.how {
            How::Into(bytes) => {
                let mut file = std::fs::OpenOptions::new()
                    .write(true)
                    .open(&self.target)
                    .map_err(&io_error)?;
                file.write_all(&bytes).map_err(&io_error)
            }
            How::Rename { tmp, dir, .. } => {
                let staged = tmp.path().to_path_buf();
                let persisted = tmp.persist(&self.target);
                crate::cleanup::untrack(&staged);
                persisted.map_err(|e| io_error(e.error))?;
                // The rename is durable once the directory is on disk too. Some file systems
                // cannot fsync a directory; the file itself is already safe there, so that is not
                // an error.
                if let Ok(d) = std::fs::File::open(&dir) {
                    let _ = d.sync_all();
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_utf8_names_the_offset_line_and_column() {
        let bytes = b"// ok\n// caf\xe9 au lait\n".to_vec();
        let e = decode("gemm.cu", bytes).unwrap_err();
        assert_eq!(e.kind, Kind::NotUtf8);
        assert!(
            e.message
                .contains("byte offset 12 (line 2, column 7) holds 0xe9"),
            "{}",
            e.message
        );
        assert_eq!((e.line, e.column), (2, 7));
        // Cut short at the end: the rest is named.
        let e = decode("<stdin>", b"ab\xe2\x82".to_vec()).unwrap_err();
        assert!(e
            .message
            .contains("<stdin> is not UTF-8: byte offset 2 (line 1, column 3) holds 0xe2 0x82"));
        // A BOM is text like any other and stays.
        let bom = decode("x", b"\xef\xbb\xbfint x;\n".to_vec()).unwrap();
        assert!(bom.as_bytes().starts_with(b"\xef\xbb\xbf"));
    }

    #[cfg(unix)]
    #[test]
    fn symlinks_are_followed_relative_to_their_own_directory() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.cu");
        std::fs::write(&real, "old").unwrap();
        std::fs::create_dir(dir.path().join("sub")).unwrap();
        let link = dir.path().join("sub/link.cu");
        std::os::unix::fs::symlink("../real.cu", &link).unwrap();
        let chain = dir.path().join("chain.cu");
        std::os::unix::fs::symlink("sub/link.cu", &chain).unwrap();
        assert!(same_file(&resolve_symlinks(&chain).unwrap(), &real));
        write_atomically(&chain, "new").unwrap();
        assert_eq!(std::fs::read_to_string(&real).unwrap(), "new");
        assert!(std::fs::symlink_metadata(&chain)
            .unwrap()
            .file_type()
            .is_symlink());
        assert!(std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        let looped = dir.path().join("loop.cu");
        std::os::unix::fs::symlink("loop.cu", &looped).unwrap();
        assert!(write_atomically(&looped, "x").is_err());
        // No temporary file is left behind.
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 4, "{names:?}");
    }

    #[cfg(unix)]
    #[test]
    fn an_existing_target_keeps_its_mode() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        for mode in [0o755, 0o644, 0o600, 0o640] {
            let file = dir.path().join(format!("k{mode:o}.cu"));
            std::fs::write(&file, "old").unwrap();
            std::fs::set_permissions(&file, std::fs::Permissions::from_mode(mode)).unwrap();
            write_atomically(&file, "new").unwrap();
            let got = std::fs::metadata(&file).unwrap().permissions().mode() & 0o7777;
            assert_eq!(got, mode, "{mode:o}");
        }
        assert!(write_atomically(dir.path(), "x").is_err(), "a directory");
    }
}
