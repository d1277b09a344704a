//! The libcu++ form of async copies: `cuda::memcpy_async(dst, src, size, pipe)` through a
//! `cuda::pipeline<cuda::thread_scope_thread>` made by `cuda::make_pipeline()`, and the pipeline's
//! `producer_acquire`, `producer_commit`, `consumer_wait`, `consumer_release` and
//! `cuda::pipeline_consumer_wait_prior<0>` calls. Each call statement is read here for
//! `async_copies`, which drops them and reads the copies as plain copies. A copy's size is read as a
//! number of bytes together with the alignment kpipe may rely on: `cuda::aligned_size_t<A>(N)`
//! promises A-byte aligned addresses; a plain size (`sizeof(float)`, `16`) only the alignment of the
//! element types of `dst` and `src`, which must cover the size (a cp.async of N bytes needs N-byte
//! aligned addresses, where `cuda::memcpy_async` would copy misaligned bytes one by one).

use super::error::RecognizeError;
use crate::source::consts::type_size;
use crate::source::parse::{descendants, named_children, Source};
use std::ops::Range;
use tree_sitter::Node;

/// One statement of the pipeline form, read.
#[derive(Debug, PartialEq, Eq)]
pub enum PipelineCall {
    /// `cuda::memcpy_async(dst, src, size, pipe)`: the spans of `dst` and `src`, and the bytes.
    Copy {
        dst: Range<usize>,
        src: Range<usize>,
        bytes: u32,
    },
    /// `pipe.producer_acquire()`, `pipe.consumer_release()`: a thread-scope pipeline's stage
    /// bookkeeping (both are no-ops for the copies' data).
    Stage,
    /// `pipe.producer_commit()`.
    Commit,
    /// `pipe.consumer_wait()`: waits for the oldest committed stage only.
    WaitOldest,
    /// `cuda::pipeline_consumer_wait_prior<0>(pipe)`: waits for every committed stage.
    WaitAll,
}

/// A pipeline call statement's expression `e`, read; None when `e` is not one (the caller says what
/// it is not). `func` is the kernel around the loop, where the pipeline and shapes are declared.
pub fn read(
    source: &Source,
    func: Node,
    e: Node,
) -> Option<std::result::Result<PipelineCall, RecognizeError>> {
    if e.kind() != "call_expression" {
        return None;
    }
    let name: String = source
        .text_of(e.child_by_field_name("function")?)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let args: Vec<Node> = crate::source::parse::call_arguments(e);
    if let Some((pipe, method)) = name.split_once('.') {
        let call = match method {
            "producer_acquire" | "consumer_release" => PipelineCall::Stage,
            "producer_commit" => PipelineCall::Commit,
            "consumer_wait" => PipelineCall::WaitOldest,
            _ => return None,
        };
        return Some(thread_pipeline(source, func, pipe, e.start_byte()).map(|_| call));
    }
    Some(match (name.trim_start_matches("::"), args.as_slice()) {
        ("cuda::memcpy_async", [dst, src, size, pipe]) => {
            copy(source, func, (*dst, *src, *size), source.text_of(*pipe))
        }
        ("cuda::memcpy_async", _) => Err(RecognizeError::GroupCopy),
        ("cuda::pipeline_consumer_wait_prior<0>", [pipe]) => {
            thread_pipeline(source, func, source.text_of(*pipe), e.start_byte())
                .map(|_| PipelineCall::WaitAll)
        }
        (n, _) if n.starts_with("cuda::pipeline_consumer_wait_prior") => {
            Err(RecognizeError::PartialPipelineWait)
        }
        (n, _) if n.starts_with("cuda::pipeline_producer_commit") => {
            Err(RecognizeError::BarrierCommit)
        }
        _ => return None,
    })
}

/// `cuda::memcpy_async(dst, src, size, pipe)` read as a copy.
fn copy(
    source: &Source,
    func: Node,
    (dst, src, size): (Node, Node, Node),
    pipe: &str,
) -> std::result::Result<PipelineCall, RecognizeError> {
    thread_pipeline(source, func, pipe, dst.start_byte())?;
    let (bytes, align) = size_of(source, func, size)?;
    let align = match align {
        Some(a) => a,
        None => {
            let element =
                |n: Node| base_name(source, n).and_then(|b| element_bytes(source, func, b));
            element(dst).min(element(src)).unwrap_or(0)
        }
    };
    if align < bytes {
        return Err(RecognizeError::MaybeMisaligned {
            bytes,
            size: source.text_of(size).to_string(),
        });
    }
    Ok(PipelineCall::Copy {
        dst: dst.byte_range(),
        src: src.byte_range(),
        bytes,
    })
}

/// Ok when `name` is declared in the kernel before `at` as `cuda::pipeline<cuda::thread_scope_thread>
/// name = cuda::make_pipeline();` (a pipeline of one thread, with no shared state).
fn thread_pipeline(
    source: &Source,
    func: Node,
    name: &str,
    at: usize,
) -> std::result::Result<(), RecognizeError> {
    let name = name.trim();
    let decl = declaration_of(source, func, name, at).map(|d| squeeze(source.text_of(d)));
    match decl {
        // `cuda::make_pipeline()` without arguments makes a thread-scope pipeline.
        Some(d)
            if d.ends_with("=cuda::make_pipeline();")
                && (d.starts_with("cuda::pipeline<cuda::thread_scope_thread>")
                    || d.starts_with("auto")) =>
        {
            Ok(())
        }
        _ => Err(RecognizeError::NotAThreadPipeline {
            name: name.to_string(),
        }),
    }
}

/// The last declaration of `name` in `func` before `at`.
fn declaration_of<'t>(source: &Source, func: Node<'t>, name: &str, at: usize) -> Option<Node<'t>> {
    descendants(func).into_iter().rev().find(|d| {
        matches!(d.kind(), "declaration" | "parameter_declaration")
            && d.start_byte() < at
            && d.child_by_field_name("declarator")
                .and_then(|decl| {
                    descendants(decl)
                        .into_iter()
                        .find(|n| n.kind() == "identifier")
                })
                .is_some_and(|id| source.text_of(id) == name)
    })
}

fn squeeze(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The bytes of a copy's size and, for `cuda::aligned_size_t<A>`, the alignment A it promises:
/// `sizeof(T)`, a number, `cuda::aligned_size_t<A>(N)`, or a variable of the kernel initialised to
/// one and never assigned.
fn size_of(
    source: &Source,
    func: Node,
    size: Node,
) -> std::result::Result<(u32, Option<u32>), RecognizeError> {
    let text = squeeze(source.text_of(size));
    let unread = || RecognizeError::UnreadPipelineSize {
        size: source.text_of(size).to_string(),
    };
    let (bytes, align) = if size.kind() == "identifier" {
        let assigned = descendants(func).into_iter().any(|n| {
            n.kind() == "assignment_expression"
                && n.child_by_field_name("left")
                    .is_some_and(|l| source.text_of(l) == text)
        });
        let decl = declaration_of(source, func, &text, size.start_byte())
            .filter(|_| !assigned)
            .ok_or_else(unread)?;
        declared_shape(&squeeze(source.text_of(decl)), &text).ok_or_else(unread)?
    } else if let Some(shape) = aligned_size(&text) {
        shape
    } else {
        (value(&text).ok_or_else(unread)?, None)
    };
    match (bytes, align) {
        (4 | 8 | 16, None) => Ok((bytes, None)),
        (4 | 8 | 16, Some(a)) if a >= bytes && a.is_power_of_two() => Ok((bytes, Some(a))),
        _ => Err(unread()),
    }
}

/// `cuda::aligned_size_t<A>(N)` (or `{N}`): (N, Some(A)).
fn aligned_size(text: &str) -> Option<(u32, Option<u32>)> {
    let rest = text.trim_start_matches("::").trim_start_matches("cuda::");
    let rest = rest.strip_prefix("aligned_size_t<")?;
    let (align, n) = rest.split_once('>')?;
    let n = n
        .strip_prefix('(')
        .and_then(|n| n.strip_suffix(')'))
        .or_else(|| n.strip_prefix('{').and_then(|n| n.strip_suffix('}')))?;
    Some((value(n)?, Some(value(align)?)))
}

/// The shape a declaration of `name` (without whitespace) gives it: `[const] auto name =
/// cuda::aligned_size_t<A>(N);` or `[const] cuda::aligned_size_t<A> name(N);` (or `{N}`).
fn declared_shape(decl: &str, name: &str) -> Option<(u32, Option<u32>)> {
    let decl = decl.strip_suffix(';')?;
    let decl = decl
        .trim_start_matches("constexpr")
        .trim_start_matches("const");
    if let Some(init) = decl
        .strip_prefix("auto")
        .and_then(|r| r.strip_prefix(name))
        .and_then(|r| r.strip_prefix('='))
    {
        return aligned_size(init);
    }
    let (ty, args) = decl.split_once(&format!(">{name}"))?;
    aligned_size(&format!("{ty}>{args}"))
}

/// A number, `sizeof(T)` or `alignof(T)` of a 4-, 8- or 16-byte type.
fn value(text: &str) -> Option<u32> {
    let inner = text
        .strip_prefix("sizeof(")
        .or_else(|| text.strip_prefix("alignof("))
        .and_then(|r| r.strip_suffix(')'));
    match inner {
        Some(ty) => type_bytes(ty),
        None => text.trim_end_matches(['u', 'U']).parse().ok(),
    }
}

/// The array or pointer an address is taken in: `As` of `&As[i][j]`, `A` of `A + i` or `&A[i]`.
fn base_name<'t>(source: &'t Source, n: Node) -> Option<&'t str> {
    let mut n = n;
    loop {
        n = match n.kind() {
            "parenthesized_expression" => named_children(n).first().copied()?,
            "pointer_expression" => n.child_by_field_name("argument")?,
            "subscript_expression" => n.child_by_field_name("argument")?,
            "binary_expression" if source.text_of(n.child(1)?) == "+" => {
                n.child_by_field_name("left")?
            }
            "identifier" => return Some(source.text_of(n)),
            _ => return None,
        };
    }
}

/// The bytes of the elements of the array or pointer `name` declared in `func` (`float` of
/// `__shared__ float As[16][16]` or `const float *A`); None for other types.
fn element_bytes(source: &Source, func: Node, name: &str) -> Option<u32> {
    let decl = declaration_of(source, func, name, usize::MAX)?;
    type_bytes(source.text_of(decl.child_by_field_name("type")?))
}

/// Ok when `wait` (`pipe.consumer_wait()`, statement of the loop body `body`) waits for every copy:
/// the loop commits one stage (`commits`, its only commit), before the wait and in a block the wait
/// closes, neither in a loop of its own; and `pipe` is used nowhere outside the loop, so no stage is
/// in flight when the loop starts. A thread-scope `consumer_wait` waits for the oldest stage not yet
/// waited for; with one commit per iteration, each waited in it, that stage is the iteration's.
pub fn oldest_wait_is_full(
    source: &Source,
    body: Node,
    func: Node,
    wait: Node,
    commits: &[Node],
) -> std::result::Result<(), RecognizeError> {
    let in_own_loop = |n: Node| {
        source
            .ancestors(n)
            .into_iter()
            .take_while(|a| a.id() != body.id())
            .any(|a| {
                matches!(
                    a.kind(),
                    "for_statement" | "while_statement" | "do_statement"
                )
            })
    };
    let [commit] = commits else {
        return Err(RecognizeError::OldestWaitCommits {
            commits: commits.len(),
        });
    };
    let closes = wait.parent().is_some_and(|block| {
        source
            .ancestors(*commit)
            .iter()
            .any(|a| a.id() == block.id())
    });
    if in_own_loop(wait)
        || in_own_loop(*commit)
        || commit.start_byte() > wait.start_byte()
        || !closes
    {
        return Err(RecognizeError::OldestWaitPlacement);
    }
    let text = squeeze(source.text_of(wait));
    let pipe = text.split_once('.').map_or("", |(p, _)| p);
    let kloop = body.parent().unwrap_or(body);
    let decl = declaration_of(source, func, pipe, kloop.start_byte());
    let outside = descendants(func).into_iter().any(|n| {
        n.kind() == "identifier"
            && source.text_of(n) == pipe
            && !kloop.byte_range().contains(&n.start_byte())
            && !decl.is_some_and(|d| d.byte_range().contains(&n.start_byte()))
    });
    if outside {
        return Err(RecognizeError::PipelineUsedOutside {
            pipe: pipe.to_string(),
        });
    }
    Ok(())
}

/// The bytes (and alignment) of a type kpipe knows, `const` or not.
fn type_bytes(ty: &str) -> Option<u32> {
    let ty = ty
        .trim()
        .trim_start_matches("const")
        .trim_end_matches("const");
    type_size(ty).and_then(|n| u32::try_from(n).ok())
}
