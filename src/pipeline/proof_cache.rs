//! Proofs remembered by what they prove. A proof is a pure function of the original and rewritten
//! texts, the headers, the constants, the launch, the stages and the executor itself, so a proof of
//! the same inputs is the same proof: kept in memory for the run, and on disk under kpipe's folder
//! (`proofs/`, next to its toolchain) for the next run. The key hashes every input, the executor's
//! own source included, so a changed kpipe never reads an old verdict. Set `KPIPE_NO_PROOF_CACHE`
//! to prove everything again.

use crate::symbolic::{Proof, Verdict};
use std::collections::HashMap;
use std::sync::Mutex;

/// The executor's source, and of what it reads the code through (the parser, constants, integer
/// operators, macro expansion, template binding): part of every key.
const EXECUTOR: &[&str] = &[
    include_str!("../symbolic/mod.rs"),
    include_str!("../symbolic/deduce.rs"),
    include_str!("../symbolic/fields.rs"),
    include_str!("../symbolic/originals.rs"),
    include_str!("../source/parse.rs"),
    include_str!("../source/consts.rs"),
    include_str!("../source/int_ops.rs"),
    include_str!("../recognize/macros.rs"),
    include_str!("../recognize/preproc.rs"),
    include_str!("../recognize/kernel.rs"),
    include_str!("../symbolic/calls.rs"),
    include_str!("../symbolic/expr.rs"),
    include_str!("../symbolic/machine.rs"),
    include_str!("../symbolic/memory.rs"),
    include_str!("../symbolic/place.rs"),
    include_str!("../symbolic/program.rs"),
    include_str!("../symbolic/prove.rs"),
    include_str!("../symbolic/ptx.rs"),
    include_str!("../symbolic/term.rs"),
    include_str!("../symbolic/types.rs"),
    include_str!("../symbolic/value.rs"),
    include_str!("../symbolic/wmma.rs"),
    include_str!("proof.rs"),
];

/// Proofs made or read in this run, by key.
static MEMORY: Mutex<Option<HashMap<u128, Proof>>> = Mutex::new(None);

/// A 128-bit key of `parts` (two independent 64-bit FNV-1a hashes of the parts, length-prefixed).
pub fn key(parts: &[&str]) -> u128 {
    let (mut a, mut b): (u64, u64) = (0xcbf2_9ce4_8422_2325, 0x6c62_272e_07bb_0142);
    let mut eat = |byte: u8| {
        a = (a ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        b = (b ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3 | 0x1000);
    };
    for part in EXECUTOR.iter().chain(parts) {
        for byte in (part.len() as u64).to_le_bytes() {
            eat(byte);
        }
        for byte in part.bytes() {
            eat(byte);
        }
    }
    (u128::from(a) << 64) | u128::from(b)
}

fn disk_path(key: u128) -> Option<std::path::PathBuf> {
    if std::env::var_os("KPIPE_NO_PROOF_CACHE").is_some() {
        return None;
    }
    Some(
        crate::toolchain::kpipe_home()
            .join("proofs")
            .join(format!("{key:032x}.proof")),
    )
}

/// The proof of `key`, if this run or an earlier one made it.
pub fn lookup(key: u128) -> Option<Proof> {
    if let Ok(memory) = MEMORY.lock() {
        if let Some(p) = memory.as_ref().and_then(|m| m.get(&key)) {
            return Some(p.clone());
        }
    }
    let text = std::fs::read_to_string(disk_path(key)?).ok()?;
    let (kind, rest) = text.split_once('\n')?;
    let (coverage, why) = rest.split_once('\n')?;
    let (kind, ragged_k) = match kind.split_once(' ') {
        Some((kind, flag)) => (kind, flag == "+ragged"),
        None => (kind, false),
    };
    let verdict = match kind {
        "equal" => Verdict::Equal,
        "differs" => Verdict::Differs(why.to_string()),
        "unproven" => Verdict::Unproven(why.to_string()),
        _ => return None,
    };
    let proof = Proof {
        verdict,
        coverage: coverage.to_string(),
        ragged_k,
    };
    remember(key, &proof);
    Some(proof)
}

fn remember(key: u128, proof: &Proof) {
    if let Ok(mut memory) = MEMORY.lock() {
        memory
            .get_or_insert_with(HashMap::new)
            .insert(key, proof.clone());
    }
}

/// Keeps `proof` for `key`, in memory and on disk (a failure to write is no error: the proof is
/// made again next time).
pub fn store(key: u128, proof: &Proof) {
    remember(key, proof);
    let Some(path) = disk_path(key) else {
        return;
    };
    let (kind, why) = match &proof.verdict {
        Verdict::Equal => ("equal", ""),
        Verdict::Differs(w) => ("differs", w.as_str()),
        Verdict::Unproven(w) => ("unproven", w.as_str()),
    };
    let flag = if proof.ragged_k { " +ragged" } else { "" };
    let text = format!("{kind}{flag}\n{}\n{why}", proof.coverage.replace('\n', " "));
    let Some(dir) = path.parent() else {
        return;
    };
    if std::fs::create_dir_all(dir).is_err() {
        return;
    }
    // Written whole, then renamed: a reader sees the old file or the new one.
    if let Ok(mut tmp) = tempfile::NamedTempFile::new_in(dir) {
        use std::io::Write;
        if tmp.write_all(text.as_bytes()).is_ok() {
            let _ = tmp.persist(&path);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_differ_with_any_part_and_proofs_come_back_as_stored() {
        assert_ne!(key(&["a", "bc"]), key(&["ab", "c"]));
        assert_ne!(key(&["a"]), key(&["b"]));
        let k = key(&[
            "a test of the proof cache",
            &format!("{:?}", std::time::SystemTime::now()),
        ]);
        let p = Proof {
            verdict: Verdict::Differs("C[0] differs\nsecond line".into()),
            coverage: "symbolic execution of 1 thread".into(),
            ragged_k: true,
        };
        store(k, &p);
        let back = lookup(k).expect("stored");
        assert_eq!(back.verdict, p.verdict);
        assert_eq!(back.coverage, p.coverage);
        assert!(back.ragged_k);
    }
}
