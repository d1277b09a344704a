#!/usr/bin/env python3
"""Differential GPU checker for kpipe's rewrites (a developer tool; needs a CUDA GPU).

For every kernel in kernels/ that has rewritten versions in the given case directories, on seeded
random inputs (never zeros) at several sizes (1 K-tile, 2, an odd count, a large one; ragged sizes
for the bounds-checked kernel):

  * the ORIGINAL and each REWRITTEN kernel run on the same inputs, with the output poisoned
    (NaN / int sentinel) before every launch, and their outputs must be BIT-IDENTICAL (raw bytes);
    each kernel runs twice per size, so non-determinism (a race) shows as well;
  * the original is checked against a float64 reference on upcast inputs:
    |out - ref| <= tol * (1 + |ref|) with tol fp32 1e-3, tf32/fp16/bf16 1e-2, int8->int32 exact;
    and every output element must be written (no poison left);
  * each rewrite (and each original, as a baseline) runs once at a small size (3 K-tiles) under
    compute-sanitizer racecheck, synccheck and memcheck (one process per case and tool, the cupy
    memory pool off so that memcheck sees exact allocation bounds).

Case directories may hold `<kernel>.<variant>.cu` files (devcheck/cases) or `<kernel>/<variant>.cu`
(golden/). Usage, from the repository root on a machine with nvcc, cuobjdump, cupy and a GPU:

    python3 tools/gpucheck.py devcheck/cases [golden ...] --out DIR [--arch sm_90] [--jobs 8]
    python3 tools/gpucheck.py devcheck/cases --fake      # host-only self-test of the checker (numpy)

Writes DIR/gpucheck.log (everything), DIR/sanitizer.log, DIR/results.json, DIR/table.md, and prints
the final table last. Exit status 1 if anything failed.
"""
import argparse, concurrent.futures as cf, glob, json, os, re, shutil, subprocess, sys, tempfile, time, zlib
import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
I32, F32 = np.int32, np.float32
ALPHA, BETA = 1.25, -0.75
SEED = int(os.environ.get("GPUCHECK_SEED", "1"))  # set by --seed, inherited by the worker processes
INT_POISON = -123456789  # outside the range of any int8 x int8 sum over K <= 2048

# ----------------------------------------------------------------------------------------------
# The launch specs, one per kernel, from each kernel's header comment (kernels/<name>.cu).
#   fn     : kernel function name (the symbol is looked up in the cubin; templates by their instance)
#   ab     : operand element type: f32, f16, bf16 or i8;  out: f32 or i32
#   tile   : (BM, BN, BK): M must be a multiple of BM, N of BN, K of BK (unless any=True)
#   b      : "kn" = B is K x N row-major; "nk" = B stored as N rows of K (C = A * B^T)
#   epi    : True = C = alpha*A*B + beta*C (C in/out), False = C = A*B (C output only)
#   args   : kernel arguments in parameter order; grid(M, N, sms); block
#   tol    : tolerance of the original against the float64 reference
# ----------------------------------------------------------------------------------------------
def _cdiv(a, b):
    return (a + b - 1) // b

SPECS = {
    # matrixMulCUDA(float *C, const float *A, const float *B, int wA, int wB); grid (N/32, M/32), block (32,32)
    "sgemm_32x32_two_iv": dict(
        fn="matrixMulCUDA", ab="f32", out="f32", tile=(32, 32, 32), b="kn", epi=False, tol=1e-3,
        args=lambda M, N, K, A, B, C: (C, A, B, I32(K), I32(N)),
        grid=lambda M, N, sms: (N // 32, M // 32), block=(32, 32, 1)),
    # sgemm_regblock<128,128,8,8,8>(M, N, K, alpha, A, B, beta, C); grid (N/128, M/128), block 256
    "sgemm_128x128x8_regblock": dict(
        fn="sgemm_regblock", ab="f32", out="f32", tile=(128, 128, 8), b="kn", epi=True, tol=1e-3,
        args=lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), F32(ALPHA), A, B, F32(BETA), C),
        grid=lambda M, N, sms: (N // 128, M // 128), block=(256, 1, 1)),
    # sgemm_tiled_bounds(M, N, K, A, B, C); grid (ceil(N/16), ceil(M/16)), block (16,16); any M, N, K >= 1
    "sgemm_tilecount_bounds": dict(
        fn="sgemm_tiled_bounds", ab="f32", out="f32", tile=(16, 16, 16), b="kn", epi=False, tol=1e-3, any=True,
        args=lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C),
        grid=lambda M, N, sms: (_cdiv(N, 16), _cdiv(M, 16)), block=(16, 16, 1)),
    # hgemm_wmma_128x128x32(M, N, K, half *A, half *B, float *C); grid (N/128, M/128), block 256
    "hgemm_wmma_128x128x32": dict(
        fn="hgemm_wmma_128x128x32", ab="f16", out="f32", tile=(128, 128, 32), b="kn", epi=False, tol=1e-2,
        args=lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C),
        grid=lambda M, N, sms: (N // 128, M // 128), block=(256, 1, 1)),
    # bf16_gemm_nt_mma(M, N, K, bf16 *A [MxK], bf16 *B [NxK], float *C); grid (N/128, M/128), block 256
    "bf16_mma_ldmatrix": dict(
        fn="bf16_gemm_nt_mma", ab="bf16", out="f32", tile=(128, 128, 32), b="nk", epi=False, tol=1e-2,
        args=lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C),
        grid=lambda M, N, sms: (N // 128, M // 128), block=(256, 1, 1)),
    # igemm_wmma_int8(M, N, K, s8 *A [MxK], s8 *B [N rows of K], int *C); grid (N/128, M/128), block 256
    "igemm_wmma_int8": dict(
        fn="igemm_wmma_int8", ab="i8", out="i32", tile=(128, 128, 64), b="nk", epi=False, tol=0.0,
        args=lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C),
        grid=lambda M, N, sms: (N // 128, M // 128), block=(256, 1, 1)),
    # tf32_wmma_gemm(M, N, K, alpha, A, B, beta, C); grid (N/64, M/64), block 128
    "tf32_wmma": dict(
        fn="tf32_wmma_gemm", ab="f32", out="f32", tile=(64, 64, 32), b="kn", epi=True, tol=1e-2,
        args=lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), F32(ALPHA), A, B, F32(BETA), C),
        grid=lambda M, N, sms: (N // 64, M // 64), block=(128, 1, 1)),
    # sgemm_deep_k(M, N, K, A, B, C); grid (N/128, M/128), block 256; K a multiple of 40
    "sgemm_cliff_sm86": dict(
        fn="sgemm_deep_k", ab="f32", out="f32", tile=(128, 128, 40), b="kn", epi=False, tol=1e-3,
        args=lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C),
        grid=lambda M, N, sms: (N // 128, M // 128), block=(256, 1, 1)),
    # sgemm_tile_in_loop(M, N, K, alpha, A, B, beta, C); grid (N/16, M/16), block (16,16)
    "sgemm_tile_in_loop": dict(
        fn="sgemm_tile_in_loop", ab="f32", out="f32", tile=(16, 16, 16), b="kn", epi=True, tol=1e-3,
        args=lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), F32(ALPHA), A, B, F32(BETA), C),
        grid=lambda M, N, sms: (N // 16, M // 16), block=(16, 16, 1)),
    # sgemm_64x64x8_bump_late(M, N, K, A, B, C); grid (N/64, M/64), block 256
    "sgemm_bump_after_barrier": dict(
        fn="sgemm_64x64x8_bump_late", ab="f32", out="f32", tile=(64, 64, 8), b="kn", epi=False, tol=1e-3,
        args=lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C),
        grid=lambda M, N, sms: (N // 64, M // 64), block=(256, 1, 1)),
    # sgemm_persistent(A, B, C, M, N, K, tiles); grid min(#SMs*4, tiles), block 256 (1-D), tiles=(M/16)*(N/16)
    "sgemm_persistent_staging": dict(
        fn="sgemm_persistent", ab="f32", out="f32", tile=(16, 16, 16), b="kn", epi=False, tol=1e-3,
        args=lambda M, N, K, A, B, C: (A, B, C, I32(M), I32(N), I32(K), I32((M // 16) * (N // 16))),
        grid=lambda M, N, sms: (min(sms * 4, (M // 16) * (N // 16)),), block=(256, 1, 1)),
    # sgemm_warp_roles(A, B, C, M, N, K); grid (N/64, M/64), block 256
    "sgemm_warp_roles": dict(
        fn="sgemm_warp_roles", ab="f32", out="f32", tile=(64, 64, 16), b="kn", epi=False, tol=1e-3,
        args=lambda M, N, K, A, B, C: (A, B, C, I32(M), I32(N), I32(K)),
        grid=lambda M, N, sms: (N // 64, M // 64), block=(256, 1, 1)),
}
NO_REWRITE = {"sgemm_already_pipelined", "sgemm_unsafe_branch_barrier"}  # kpipe must refuse these


def sizes_for(name):
    """(M, N, K) list: 1 K-tile (one block and several), 2, 3, 5, 17 K-tiles, and a large one."""
    if SPECS[name].get("any"):
        return [(16, 16, 16), (48, 32, 32), (32, 48, 48), (16, 32, 80), (1024, 1024, 1024),
                # ragged: M, N, K not multiples of 16 (K-tiles: 1, 1, 2, 3, 5, 3, 63)
                (1, 1, 1), (37, 53, 7), (100, 33, 17), (65, 47, 40), (129, 200, 79), (17, 300, 33),
                (1000, 999, 1001)]
    bm, bn, bk = SPECS[name]["tile"]
    kbig = (1024 // bk) * bk
    return [(bm, bn, bk), (2 * bm, 3 * bn, bk), (3 * bm, 2 * bn, 2 * bk), (2 * bm, 2 * bn, 3 * bk),
            (bm, 2 * bn, 5 * bk), (512, 384, 17 * bk), (1024, 1024, kbig)]


def sanitize_size(name):
    """One small launch with 3 K-tiles (ragged for the bounds-checked kernel)."""
    if SPECS[name].get("any"):
        return (37, 53, 40)
    bm, bn, bk = SPECS[name]["tile"]
    if name == "sgemm_persistent_staging":
        return (32, 48, 3 * bk)  # 6 output tiles; the sanitizer run uses sms=1 -> grid 4, so blocks loop
    return (bm, 2 * bn, 3 * bk)

# ----------------------------------------------------------------------------------------------
# Inputs and reference (host, numpy)
# ----------------------------------------------------------------------------------------------
def rnd(shape, kind, rng):
    if kind == "i8":
        a = rng.integers(-128, 128, size=shape).astype(np.int8)
        a[a == 0] = 1
        return a
    a = rng.uniform(-1.0, 1.0, size=shape).astype(np.float32)
    a[np.abs(a) < 1e-3] = 0.5
    if kind == "f16":
        return a.astype(np.float16)
    if kind == "bf16":  # round to nearest even, kept as raw bits
        u = a.view(np.uint32).astype(np.uint64)
        return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)
    return a


def to_f64(a, kind):
    if kind == "bf16":
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)


def make_inputs(name, M, N, K, salt=""):
    s = SPECS[name]
    rng = np.random.default_rng(zlib.crc32(f"{name}:{M}x{N}x{K}{salt}:{SEED}".encode()))
    A = rnd((M, K), s["ab"], rng)
    B = rnd((K, N) if s["b"] == "kn" else (N, K), s["ab"], rng)
    if s["epi"]:
        C0 = rnd((M, N), "f32", rng)
    elif s["out"] == "i32":
        C0 = np.full((M, N), INT_POISON, dtype=np.int32)
    else:
        C0 = np.full((M, N), np.nan, dtype=np.float32)
    return A, B, C0


def reference(name, A, B, C0):
    """float64 reference, and the scale of each element's rounding error bound: sum_k |a_ik * b_kj|
    (times |alpha|, plus |beta * c_ij| for the alpha/beta kernels)."""
    s = SPECS[name]
    a, b = to_f64(A, s["ab"]), to_f64(B, s["ab"])
    bb = b if s["b"] == "kn" else b.T
    ref = a @ bb  # int8: exact in float64 (|sum| < 2^53)
    scale = np.abs(a) @ np.abs(bb)
    if s["epi"]:
        c = C0.astype(np.float64)
        ref = ALPHA * ref + BETA * c
        scale = abs(ALPHA) * scale + abs(BETA) * np.abs(c)
    return ref, scale


def unwritten(name, out, C0):
    s = SPECS[name]
    if s["epi"]:  # C is in/out: an element still bit-equal to its input was (most likely) not written
        return int((out.view(np.uint32) == C0.view(np.uint32)).sum())
    if s["out"] == "i32":
        return int((out == INT_POISON).sum())
    return int(np.isnan(out).sum())

# ----------------------------------------------------------------------------------------------
# Backends: cupy (real) and numpy emulation (--fake, a host-only self-test of this script)
# ----------------------------------------------------------------------------------------------
class CupyBackend:
    def __init__(self, exact_alloc=False):
        import cupy as cp
        self.cp = cp
        if exact_alloc:
            cp.cuda.set_allocator(None)  # plain cudaMalloc per array: memcheck sees exact bounds
        self.sms = cp.cuda.Device().attributes["MultiProcessorCount"]

    def load(self, cubin, sym, name, label):
        return self.cp.RawModule(path=cubin).get_function(sym)

    def launch(self, fn, name, M, N, K, A, B, C0, sms=None):
        cp, s = self.cp, SPECS[name]
        dA, dB, dC = cp.asarray(A), cp.asarray(B), cp.asarray(C0)
        grid = tuple(int(g) for g in s["grid"](M, N, sms or self.sms))
        fn(grid, s["block"], s["args"](M, N, K, dA, dB, dC))
        cp.cuda.Device().synchronize()
        return dC.get()


class FakeBackend:
    """Emulates the kernels in float32 numpy; the cp-async rewrite of sgemm_tile_in_loop is made wrong
    on purpose, so that the self-test sees the mismatch path."""
    sms = 132

    def load(self, cubin, sym, name, label):
        return (name, label)

    def launch(self, fn, name, M, N, K, A, B, C0, sms=None):
        s = SPECS[name]
        a = to_f64(A, s["ab"]).astype(np.float32)
        b = to_f64(B, s["ab"]).astype(np.float32)
        r = a @ (b if s["b"] == "kn" else b.T)
        if s["out"] == "i32":
            out = (to_f64(A, s["ab"]) @ to_f64(B, s["ab"]).T).astype(np.int32)
        elif s["epi"]:
            out = (F32(ALPHA) * r + F32(BETA) * C0).astype(np.float32)
        else:
            out = r.astype(np.float32)
        if fn[0] == "sgemm_tile_in_loop" and "cp-async" in fn[1] and K >= 3 * 16:
            out = out.copy()
            out.flat[M * N // 2] = np.nextafter(out.flat[M * N // 2], np.float32(np.inf))
        return out

# ----------------------------------------------------------------------------------------------
# Worker: the differential check of one kernel (runs in its own process)
# ----------------------------------------------------------------------------------------------
def err_metrics(out, ref, scale):
    """max |d|/(1+|ref|) (abs+rel), max |d|/sum|a*b| (relative to the GEMM error bound's scale), ||d||/||ref||."""
    o = out.astype(np.float64)
    if not np.isfinite(o).all():
        return float("inf"), float("inf"), float("inf")
    d = np.abs(o - ref)
    return (float((d / (1.0 + np.abs(ref))).max()), float((d / np.maximum(scale, 1e-300)).max()),
            float(np.linalg.norm(d) / max(np.linalg.norm(ref), 1e-300)))


def diff_detail(name, M, N, o, r, ref):
    """Where and how a rewrite's output differs from the original's."""
    ou, ru = o.view(np.uint32).ravel(), r.view(np.uint32).ravel()
    idx = np.flatnonzero(ou != ru)
    first = int(idx[0])
    row, col = divmod(first, N)
    fmt = (lambda x: int(x)) if SPECS[name]["out"] == "i32" else (lambda x: float(x))
    ad = np.abs(o.astype(np.float64).ravel()[idx] - r.astype(np.float64).ravel()[idx])
    rows = np.unique(idx // N)
    cols = np.unique(idx % N)
    return dict(count=int(idx.size), total=int(o.size), first_index=first, first_rc=[row, col],
                orig=fmt(o.ravel()[first]), rewritten=fmt(r.ravel()[first]),
                orig_hex=f"{int(ou[first]):08x}", rewritten_hex=f"{int(ru[first]):08x}",
                ref=float(ref.ravel()[first]), max_abs_diff=float(np.nan_to_num(ad, nan=np.inf).max()),
                rewritten_unwritten=int(np.isnan(r).sum()) if SPECS[name]["out"] == "f32" else int((r == INT_POISON).sum()),
                first_indices=[[int(i // N), int(i % N)] for i in idx[:8]],
                rows_with_diff=int(rows.size), cols_with_diff=int(cols.size))


def worker(job, fake):
    name = job["name"]
    s = SPECS[name]
    be = FakeBackend() if fake else CupyBackend()
    res = dict(name=name, sizes=[], errors=[])
    log = lambda *a: print(*a, flush=True)
    try:
        orig = be.load(job["orig"]["cubin"], job["orig"]["sym"], name, "original")
        vars_ = {}
        for label, v in job["variants"].items():
            vars_[label] = be.load(v["cubin"], v["sym"], name, label)
    except Exception as e:  # noqa: BLE001
        res["errors"].append(f"load: {e!r}")
        return res
    for (M, N, K) in sizes_for(name):
        A, B, C0 = make_inputs(name, M, N, K)
        ref, scale = reference(name, A, B, C0)
        rec = dict(M=M, N=N, K=K, ktiles=_cdiv(K, s["tile"][2]), variants={})
        try:
            o1 = be.launch(orig, name, M, N, K, A, B, C0)
            o2 = be.launch(orig, name, M, N, K, A, B, C0)
        except Exception as e:  # noqa: BLE001
            rec["orig_error"] = repr(e)
            res["sizes"].append(rec)
            log(f"{name} {M}x{N}x{K}: original launch failed: {e!r}")
            continue
        rec["orig_deterministic"] = o1.tobytes() == o2.tobytes()
        rec["err"], rec["scaled_err"], rec["norm_err"] = err_metrics(o1, ref, scale)
        rec["unwritten"] = unwritten(name, o1, C0)
        # pass: within tol abs+rel, or within tol of the error bound's scale sum|a*b| (tf32 at large K
        # exceeds 1e-2 abs+rel where |ref| is small by cancellation; its normwise error stays ~3e-4)
        rec["orig_ok"] = bool(min(rec["err"], rec["scaled_err"]) <= s["tol"] and rec["unwritten"] == 0 and rec["orig_deterministic"])
        line = (f"{name} {M}x{N}x{K} ({rec['ktiles']} K-tiles): orig err/(1+|ref|)={rec['err']:.3e} "
                f"err/sum|ab|={rec['scaled_err']:.3e} norm={rec['norm_err']:.3e} unwritten={rec['unwritten']} det={rec['orig_deterministic']}")
        for label, fn in vars_.items():
            vr = {}
            try:
                r1 = be.launch(fn, name, M, N, K, A, B, C0)
                r2 = be.launch(fn, name, M, N, K, A, B, C0)
            except Exception as e:  # noqa: BLE001
                vr = dict(identical=False, error=repr(e))
                rec["variants"][label] = vr
                line += f" | {label}: LAUNCH ERROR {e!r}"
                continue
            vr["identical"] = r1.tobytes() == o1.tobytes() and r2.tobytes() == o1.tobytes()
            vr["deterministic"] = r1.tobytes() == r2.tobytes()
            if not vr["identical"]:
                bad = r1 if r1.tobytes() != o1.tobytes() else r2
                vr["diff"] = diff_detail(name, M, N, o1, bad, ref)
                vr["err"] = err_metrics(bad, ref, scale)[0]
            rec["variants"][label] = vr
            line += f" | {label}: {'identical' if vr['identical'] else 'DIFFERS ' + json.dumps(vr['diff'])}"
        log(line)
        res["sizes"].append(rec)
    return res


def launch_once(job, fake):
    """One launch for a sanitizer run (only this kernel runs on the GPU in this process)."""
    name = job["name"]
    M, N, K = job["size"]
    be = FakeBackend() if fake else CupyBackend(exact_alloc=True)
    fn = be.load(job["cubin"], job["sym"], name, job["label"])
    A, B, C0 = make_inputs(name, M, N, K, salt=":san")
    out = be.launch(fn, name, M, N, K, A, B, C0, sms=1 if name == "sgemm_persistent_staging" else None)
    e = err_metrics(out, *reference(name, A, B, C0))
    print(f"LAUNCH_OK {name} {job['label']} {M}x{N}x{K} unwritten={unwritten(name, out, C0)} err/(1+|ref|)={e[0]:.3e} "
          f"err/sum|ab|={e[1]:.3e}", flush=True)

# ----------------------------------------------------------------------------------------------
# Driver
# ----------------------------------------------------------------------------------------------
def discover(dirs):
    """{kernel: {label: path}} from each directory, in either layout."""
    found = {}
    multi = len(dirs) > 1
    for i, d in enumerate(dirs):
        tag = os.path.basename(os.path.normpath(d))
        pref = f"{tag}:" if multi and i > 0 else ""
        for p in sorted(glob.glob(os.path.join(d, "*.cu"))):
            base = os.path.basename(p)[:-3]
            if "." in base:
                k, v = base.split(".", 1)
                found.setdefault(k, {})[pref + v] = p
        for p in sorted(glob.glob(os.path.join(d, "*", "*.cu"))):
            k = os.path.basename(os.path.dirname(p))
            v = os.path.basename(p)[:-3]
            found.setdefault(k, {})[pref + v] = p
    return found


def find_tool(name):
    p = shutil.which(name)
    if p:
        return p
    for c in [f"/usr/local/cuda/bin/{name}", f"/usr/local/cuda/compute-sanitizer/{name}"]:
        if os.path.exists(c):
            return c
    hits = glob.glob(f"/usr/local/cuda*/**/{name}", recursive=True)
    return hits[0] if hits else None


def build(src, fn, arch, tmp, key, nvcc, cuobjdump):
    cubin = os.path.join(tmp, re.sub(r"[^A-Za-z0-9_.-]", "_", key) + ".cubin")
    cmd = [nvcc, "-cubin", "-O3", "-std=c++17", f"-arch={arch}", "--resource-usage", "-o", cubin, src]
    p = subprocess.run(cmd, capture_output=True, text=True)
    info = dict(src=os.path.relpath(src, ROOT), cmd=" ".join(cmd), log=(p.stdout + p.stderr).strip(), ok=p.returncode == 0)
    if not info["ok"]:
        return info
    syms = []
    if cuobjdump:
        out = subprocess.run([cuobjdump, "-symbols", cubin], capture_output=True, text=True).stdout
        syms = [l.split()[-1] for l in out.splitlines() if "STT_FUNC" in l and "STB_GLOBAL" in l]
    if not syms:  # fall back to the mangled names in the ELF string table
        syms = sorted(set(m.decode() for m in re.findall(rb"_Z[0-9A-Za-z_]+", open(cubin, "rb").read())))
    match = [s for s in syms if s == fn or s.startswith(f"_Z{len(fn)}{fn}")]
    match = sorted(set(match))
    if len(match) != 1:
        info.update(ok=False, log=info["log"] + f"\nsymbol lookup for {fn}: {match or syms}")
        return info
    m = re.search(r"Used (\d+) registers", info["log"])
    sm = re.search(r"(\d+) bytes smem", info["log"])
    sp = re.search(r"(\d+) bytes spill stores", info["log"])
    info.update(cubin=cubin, sym=match[0], regs=int(m.group(1)) if m else None,
                smem=int(sm.group(1)) if sm else None, spill=int(sp.group(1)) if sp else None)
    return info


def parse_sanitizer(tool, rc, text):
    if "LAUNCH_OK" not in text:
        return "NO LAUNCH (rc=%d)" % rc
    if tool == "racecheck":
        m = re.search(r"RACECHECK SUMMARY: (\d+) hazards? displayed \((\d+) errors?, (\d+) warnings?\)", text)
        if m:
            h, e, w = map(int, m.groups())
            return "clean" if h == 0 and rc == 0 else f"{h} hazards ({e} err, {w} warn)"
    m = re.search(r"ERROR SUMMARY: (\d+) errors?", text)
    if m:
        n = int(m.group(1))
        return "clean" if n == 0 and rc == 0 else f"{n} errors"
    return "clean" if rc == 0 else f"rc={rc}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dirs", nargs="*", default=["devcheck/cases"])
    ap.add_argument("--out", default=None)
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--jobs", type=int, default=min(8, os.cpu_count() or 4))
    ap.add_argument("--only", default=None, help="comma-separated kernel names")
    ap.add_argument("--fake", action="store_true", help="host-only self-test: numpy emulation, no GPU")
    ap.add_argument("--no-sanitize", action="store_true")
    ap.add_argument("--seed", type=int, default=None, help="input seed (default 1; env GPUCHECK_SEED)")
    ap.add_argument("--san-jobs", type=int, default=min(12, os.cpu_count() or 4), help="parallel sanitizer processes")
    ap.add_argument("--budget", type=float, default=480, help="seconds after which no new sanitizer run starts")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--launch", help=argparse.SUPPRESS)
    opts = ap.parse_args()
    global SEED
    if opts.seed is not None:
        SEED = opts.seed
        os.environ["GPUCHECK_SEED"] = str(opts.seed)
    if opts.worker:
        job = json.load(open(opts.worker))
        res = worker(job, opts.fake)
        json.dump(res, open(job["result"], "w"))
        return
    if opts.launch:
        launch_once(json.load(open(opts.launch)), opts.fake)
        return

    t0 = time.time()
    out_dir = opts.out or tempfile.mkdtemp(prefix="gpucheck-")
    os.makedirs(out_dir, exist_ok=True)
    logf = open(os.path.join(out_dir, "gpucheck.log"), "w")
    sanf = open(os.path.join(out_dir, "sanitizer.log"), "w")

    def log(*a, console=True):
        s = " ".join(str(x) for x in a)
        logf.write(s + "\n")
        logf.flush()
        if console:
            print(s, flush=True)

    dirs = [d if os.path.isabs(d) else os.path.join(ROOT, d) for d in opts.dirs]
    found = discover(dirs)
    only = set(opts.only.split(",")) if opts.only else None
    for k in sorted(found):
        if k not in SPECS:
            log(f"WARNING: {k} has rewrites but no launch spec: skipped")
    kernels = [k for k in SPECS if k in found and (only is None or k in only)]
    log(f"case dirs: {opts.dirs}; kernels: {len(kernels)}; variants: "
        + ", ".join(f"{k}[{'/'.join(found[k])}]" for k in kernels))
    for k in sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(ROOT, "kernels", "*.cu"))):
        if k not in found and k not in NO_REWRITE:
            log(f"note: kernels/{k}.cu has no rewrite in {opts.dirs}")

    nvcc = cuobjdump = sanitizer = None
    if not opts.fake:
        nvcc, cuobjdump, sanitizer = find_tool("nvcc"), find_tool("cuobjdump"), find_tool("compute-sanitizer")
        for cmd in (["nvidia-smi", "-L"], [nvcc, "--version"], [sanitizer or "true", "--version"],
                    [sys.executable, "-c", "import cupy, numpy; print('cupy', cupy.__version__, 'numpy', numpy.__version__)"]):
            try:
                log("$ " + " ".join(cmd) + "\n" + subprocess.run(cmd, capture_output=True, text=True, timeout=60).stdout.strip(), console=False)
            except Exception as e:  # noqa: BLE001
                log(f"$ {cmd}: {e!r}", console=False)
        log(f"nvcc={nvcc} cuobjdump={cuobjdump} compute-sanitizer={sanitizer}")
        if not nvcc:
            sys.exit("nvcc not found")

    tmp = tempfile.mkdtemp(prefix="gpucheck-build-")
    # ---- build everything in parallel
    builds = {}
    todo = [(k, "original", os.path.join(ROOT, "kernels", k + ".cu")) for k in kernels]
    todo += [(k, lbl, p) for k in kernels for lbl, p in found[k].items()]
    if opts.fake:
        for k, lbl, p in todo:
            builds[(k, lbl)] = dict(src=os.path.relpath(p, ROOT), ok=True, cubin="fake", sym=SPECS[k]["fn"], regs=None, smem=None, spill=None)
    else:
        with cf.ThreadPoolExecutor(max(2, os.cpu_count() or 4)) as ex:
            futs = {ex.submit(build, p, SPECS[k]["fn"], opts.arch, tmp, f"{k}.{lbl}", nvcc, cuobjdump): (k, lbl) for k, lbl, p in todo}
            for f in cf.as_completed(futs):
                builds[futs[f]] = f.result()
    log(f"\n== build ({opts.arch}, -O3) {time.time() - t0:.0f}s")
    for (k, lbl), b in sorted(builds.items()):
        log(f"{k} {lbl}: {'ok' if b['ok'] else 'FAILED'} sym={b.get('sym')} regs={b.get('regs')} smem={b.get('smem')} spill={b.get('spill')}",
            console=not b["ok"])
        if b.get("log"):
            log("    " + b["log"].replace("\n", "\n    "), console=not b["ok"])

    # ---- differential check, one process per kernel
    def run_worker(k):
        if not builds[(k, "original")]["ok"]:
            return k, dict(name=k, sizes=[], errors=["original failed to build"]), ""
        job = dict(name=k, orig=builds[(k, "original")],
                   variants={lbl: builds[(k, lbl)] for lbl in found[k] if builds[(k, lbl)]["ok"]},
                   result=os.path.join(tmp, f"{k}.result.json"))
        jf = os.path.join(tmp, f"{k}.job.json")
        json.dump(job, open(jf, "w"))
        cmd = [sys.executable, os.path.abspath(__file__), "--worker", jf] + (["--fake"] if opts.fake else [])
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=400)
            text, rc = p.stdout + p.stderr, p.returncode
        except subprocess.TimeoutExpired as e:
            text, rc = f"TIMEOUT {e}", -1
        if rc == 0 and os.path.exists(job["result"]):
            return k, json.load(open(job["result"])), text
        return k, dict(name=k, sizes=[], errors=[f"worker rc={rc}"]), text

    log(f"\n== differential check {time.time() - t0:.0f}s")
    results = {}
    with cf.ThreadPoolExecutor(min(4, opts.jobs)) as ex:
        for k, res, text in ex.map(run_worker, kernels):
            results[k] = res
            log(f"-- {k}\n{text.strip()}", console=False)
            for e in res.get("errors", []):
                log(f"{k}: ERROR {e}")
            for rec in res["sizes"]:
                for lbl, vr in rec["variants"].items():
                    if not vr.get("identical"):
                        log(f"MISMATCH {k} {lbl} M={rec['M']} N={rec['N']} K={rec['K']} ({rec['ktiles']} K-tiles): "
                            + json.dumps(vr.get("diff") or vr.get("error")))
                if not rec.get("orig_ok"):
                    log(f"ORIGINAL FAILS {k} {rec['M']}x{rec['N']}x{rec['K']}: err={rec.get('err')} unwritten={rec.get('unwritten')} "
                        f"det={rec.get('orig_deterministic')} {rec.get('orig_error', '')}")

    # ---- compute-sanitizer, one process per (case, tool)
    san = {}
    tools = ["racecheck", "synccheck", "memcheck"]
    if not opts.fake and not opts.no_sanitize and sanitizer:
        log(f"\n== compute-sanitizer {time.time() - t0:.0f}s")
        sjobs = []
        for k in kernels:
            for lbl in ["original"] + list(found[k]):
                b = builds[(k, lbl)]
                if not b["ok"]:
                    continue
                jf = os.path.join(tmp, re.sub(r"[^A-Za-z0-9_.-]", "_", f"{k}.{lbl}") + ".launch.json")
                json.dump(dict(name=k, label=lbl, cubin=b["cubin"], sym=b["sym"], size=sanitize_size(k)), open(jf, "w"))
                group = 1 if lbl == "original" else (0 if ":" not in lbl else 4)
                for t in tools:
                    prio = group + (2 if t == "memcheck" and group < 4 else 0) + (1 if t == "memcheck" and group == 4 else 0)
                    sjobs.append((prio, k, lbl, t, jf))
        sjobs = [j[1:] for j in sorted(sjobs, key=lambda j: j[0])]  # stable: rewrites of the first dir first

        def run_san(j):
            k, lbl, t, jf = j
            if time.time() - t0 > opts.budget:
                return j, None, "skipped: over the time budget"
            cmd = [sanitizer, "--tool", t, "--error-exitcode", "86", "--print-limit", "20",
                   sys.executable, os.path.abspath(__file__), "--launch", jf]
            try:
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=150)
                text, rc = p.stdout + p.stderr, p.returncode
            except subprocess.TimeoutExpired as e:
                text, rc = f"TIMEOUT {e}", -1
            return j, rc, text

        with cf.ThreadPoolExecutor(opts.san_jobs) as ex:
            for (k, lbl, t, jf), rc, text in ex.map(run_san, sjobs):
                verdict = "skipped (time)" if rc is None else parse_sanitizer(t, rc, text)
                san[(k, lbl, t)] = verdict
                sanf.write(f"===== {k} {lbl} {t} size={sanitize_size(k)} rc={rc} -> {verdict}\n{text.strip()}\n\n")
                sanf.flush()
                if verdict not in ("clean", "skipped (time)"):
                    log(f"SANITIZER {t} {k} {lbl}: {verdict}")
        log(f"compute-sanitizer done {time.time() - t0:.0f}s")
    else:
        log("compute-sanitizer: skipped" + ("" if sanitizer or opts.fake else " (not found)"))

    # ---- table
    rows, failures = [], 0
    hdr = ["kernel", "variant", "sizes checked", "K-tiles", "bit-identical", "orig vs fp64: max |d|/(1+|ref|), max |d|/sum|ab|",
           "orig written+det", "racecheck", "synccheck", "memcheck"]
    for k in kernels:
        res = results.get(k, dict(sizes=[], errors=["no result"]))
        recs = [r for r in res["sizes"] if "err" in r]
        worst = max((r["err"] for r in recs), default=float("nan"))
        worst_s = max((r["scaled_err"] for r in recs), default=float("nan"))
        orig_ok = bool(recs) and all(r["orig_ok"] for r in recs) and len(recs) == len(sizes_for(k)) and not res.get("errors")
        ktiles = ",".join(str(r["ktiles"]) for r in res["sizes"])
        written = "yes" if recs and all(r["unwritten"] == 0 and r["orig_deterministic"] for r in recs) else "NO"
        lbls = ["original"] + list(found[k])
        for lbl in lbls:
            if lbl == "original":
                ident = "-"
                ok_v = True
            else:
                b = builds[(k, lbl)]
                vrs = [r["variants"].get(lbl) for r in res["sizes"]]
                if not b["ok"]:
                    ident, ok_v = "BUILD FAILED", False
                elif not vrs or any(v is None for v in vrs):
                    ident, ok_v = "NOT RUN", False
                else:
                    nbad = sum(not v["identical"] for v in vrs)
                    ident = "yes" if nbad == 0 else f"NO ({nbad}/{len(vrs)} sizes)"
                    ok_v = nbad == 0
            sv = [san.get((k, lbl, t), "n/a") for t in tools]
            ok_s = all(v in ("clean", "n/a", "skipped (time)") for v in sv)
            failures += (not ok_v) + (not ok_s) + (lbl == "original" and not orig_ok)
            rows.append([k, lbl, f"{len(recs)}/{len(sizes_for(k))}", ktiles, ident,
                         f"{worst:.2e}, {worst_s:.2e}" + ("" if orig_ok else " FAIL"), written, *sv])
    table = ["| " + " | ".join(hdr) + " |", "|" + "---|" * len(hdr)] + ["| " + " | ".join(str(x) for x in r) + " |" for r in rows]
    sizes_note = "\n".join(f"  {k}: " + " ".join(f"{M}x{N}x{K}" for M, N, K in sizes_for(k)) + f"  (sanitizer: {'x'.join(map(str, sanitize_size(k)))})" for k in kernels)
    res_note = "\n".join(f"  {k} {lbl}: regs={b.get('regs')} smem={b.get('smem')} spill={b.get('spill')}" for (k, lbl), b in sorted(builds.items()))
    summary = (f"\n== sizes (MxNxK)\n{sizes_note}\n\n== ptxas resource usage ({opts.arch})\n{res_note}\n\n== result\n"
               + "\n".join(table) + f"\n\n{len(rows)} rows, {failures} failures, {time.time() - t0:.0f}s"
               + f" (seed {SEED})" + ("  [FAKE self-test: numpy emulation, no GPU]" if opts.fake else ""))
    log(summary)
    open(os.path.join(out_dir, "table.md"), "w").write("\n".join(table) + "\n")
    json.dump(dict(results=results, sanitizer={"|".join(k): v for k, v in san.items()},
                   builds={"|".join(k): {x: y for x, y in b.items() if x != "log"} for k, b in builds.items()}),
              open(os.path.join(out_dir, "results.json"), "w"), indent=1, default=str)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
