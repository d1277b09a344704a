#!/usr/bin/env python3
"""Differential GPU check of kpipe's golden outputs against the original kernels (a developer tool).

For every kernel in kernels/ with golden rewrites, on random inputs (never zeros) at several sizes
(1 tile, 2 tiles, an odd count, a large one): the original is checked against a float64 reference with
the dtype's tolerance, every output element must be written (poisoned first), and each rewrite must be
bit-identical to the original. Needs nvcc, cuobjdump and cupy on a machine with a GPU:

    python3 tools/gpucheck.py [--arch sm_90] [--out DIR]
"""
import argparse, os, subprocess, sys, tempfile
import numpy as np
import cupy as cp

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

def rnd(shape, kind, rng):
    if kind == "i8":
        a = rng.integers(-8, 8, size=shape).astype(np.int8)
        a[a == 0] = 1
        return a
    a = rng.uniform(-1.0, 1.0, size=shape).astype(np.float32)
    a[np.abs(a) < 1e-3] = 0.5
    if kind == "f16":
        return a.astype(np.float16)
    if kind == "bf16":
        return (a.view(np.uint32) >> 16).astype(np.uint16)  # truncated bfloat16 bits
    return a

def as_f64(a, kind):
    if kind == "bf16":
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)

# name: (kernel, in dtype, out dtype, M/N multiple, K tile, args builder, grid, block, B layout, epilogue)
# args(M, N, K, A, B, C) in the kernel's parameter order; alpha/beta kernels use alpha=1.5, beta=-0.5.
I32, F32 = np.int32, np.float32
SPECS = {
    "sgemm_32x32_two_iv": ("matrixMulCUDA", "f32", F32, 32, 32, lambda M, N, K, A, B, C: (C, A, B, I32(K), I32(N)), lambda M, N: (N // 32, M // 32), (32, 32), "kn", None),
    "sgemm_128x128x8_regblock": ("sgemm_regblock", "f32", F32, 128, 8, lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), F32(1.5), A, B, F32(-0.5), C), lambda M, N: (N // 128, M // 128), (256,), "kn", "alphabeta"),
    "sgemm_tilecount_bounds": ("sgemm_tiled_bounds", "f32", F32, 1, 16, lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C), lambda M, N: ((N + 15) // 16, (M + 15) // 16), (16, 16), "kn", None),
    "hgemm_wmma_128x128x32": ("hgemm_wmma_128x128x32", "f16", F32, 128, 32, lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C), lambda M, N: (N // 128, M // 128), (256,), "kn", None),
    "bf16_mma_ldmatrix": ("bf16_gemm_nt_mma", "bf16", F32, 128, 32, lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C), lambda M, N: (N // 128, M // 128), (256,), "nk", None),
    "igemm_wmma_int8": ("igemm_wmma_int8", "i8", I32, 128, 64, lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C), lambda M, N: (N // 128, M // 128), (256,), "nk", None),
    "tf32_wmma": ("tf32_wmma_gemm", "f32", F32, 64, 32, lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), F32(1.5), A, B, F32(-0.5), C), lambda M, N: (N // 64, M // 64), (128,), "kn", "alphabeta"),
    "sgemm_cliff_sm86": ("sgemm_deep_k", "f32", F32, 128, 40, lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C), lambda M, N: (N // 128, M // 128), (256,), "kn", None),
    "sgemm_tile_in_loop": ("sgemm_tile_in_loop", "f32", F32, 16, 16, lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), F32(1.5), A, B, F32(-0.5), C), lambda M, N: (N // 16, M // 16), (16, 16), "kn", "alphabeta"),
    "sgemm_bump_after_barrier": ("sgemm_64x64x8_bump_late", "f32", F32, 64, 8, lambda M, N, K, A, B, C: (I32(M), I32(N), I32(K), A, B, C), lambda M, N: (N // 64, M // 64), (256,), "kn", None),
    "sgemm_persistent_staging": ("sgemm_persistent", "f32", F32, 16, 16, lambda M, N, K, A, B, C: (A, B, C, I32(M), I32(N), I32(K), I32((M // 16) * (N // 16))), lambda M, N: (min(132 * 4, (M // 16) * (N // 16) // 3 + 1),), (256,), "kn", None),
    "sgemm_warp_roles": ("sgemm_warp_roles", "f32", F32, 64, 16, lambda M, N, K, A, B, C: (A, B, C, I32(M), I32(N), I32(K)), lambda M, N: (N // 64, M // 64), (256,), "kn", None),
}
TOL = {"f32": 1e-3, "f16": 1e-2, "bf16": 1e-2, "i8": 0.0}

def build(path, arch, tmp):
    cubin = os.path.join(tmp, os.path.basename(os.path.dirname(path)) + "_" + os.path.basename(path) + ".cubin")
    subprocess.run(["nvcc", "-cubin", "-O3", f"-arch={arch}", "-o", cubin, path], check=True, capture_output=True)
    syms = subprocess.run(["cuobjdump", "-symbols", cubin], capture_output=True, text=True).stdout
    return cubin, [l.split()[-1] for l in syms.splitlines() if "STT_FUNC" in l and "STB_GLOBAL" in l]

def function(cubin, names, kernel):
    name = next(n for n in names if n == kernel or f"{len(kernel)}{kernel}" in n)
    return cp.RawModule(path=cubin).get_function(name)

def run(fn, spec, M, N, K, A, B, C0):
    kernel, kin, kout, _, _, args, grid, block, _, _ = spec
    C = cp.asarray(C0)
    fn(grid(M, N), block, args(M, N, K, cp.asarray(A), cp.asarray(B), C))
    cp.cuda.runtime.deviceSynchronize()
    return C.get()

def sizes(name, mult, ktile):
    base = max(mult, 128 if mult < 128 else mult)
    out = [(base, base, ktile), (base, base, 2 * ktile), (base, 2 * base, 3 * ktile), (2 * base, base, 5 * ktile), (512, 512, 1024 - 1024 % ktile)]
    if name == "sgemm_tilecount_bounds":
        out += [(37, 53, 7), (100, 33, 17), (1, 1, 1), (64, 80, 33)]
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--out", default=None)
    opts = ap.parse_args()
    rng = np.random.default_rng(1234)
    rows, failures = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for name, spec in SPECS.items():
            kernel, kin, kout, mult, ktile, _, _, _, blayout, epi = spec
            orig = os.path.join(ROOT, "kernels", name + ".cu")
            cub, names = build(orig, opts.arch, tmp)
            f_orig = function(cub, names, kernel)
            variants = {}
            for v in ["ldg", "cp-async"]:
                p = os.path.join(ROOT, "golden", name, v + ".cu")
                if os.path.exists(p):
                    c, n = build(p, opts.arch, tmp)
                    variants[v] = function(c, n, kernel)
            worst, identical, written, checked = 0.0, {v: True for v in variants}, True, []
            for (M, N, K) in sizes(name, mult, ktile):
                A = rnd((M, K), kin, rng)
                B = rnd((K, N) if blayout == "kn" else (N, K), kin, rng)
                Cin = rnd((M, N), "f32", rng) if epi else None
                poison = np.full((M, N), -123456789 if kout == I32 else np.nan, dtype=kout)
                C0 = Cin if epi else poison
                out = run(f_orig, spec, M, N, K, A, B, C0)
                ref = as_f64(A, kin) @ (as_f64(B, kin) if blayout == "kn" else as_f64(B, kin).T)
                if epi:
                    ref = 1.5 * ref + -0.5 * Cin.astype(np.float64)
                else:
                    written &= not (np.isnan(out).any() if kout == F32 else (out == -123456789).any())
                err = np.abs(out.astype(np.float64) - ref) / (1.0 + np.abs(ref))
                worst = max(worst, float(err.max()))
                for v, fn in variants.items():
                    o2 = run(fn, spec, M, N, K, A, B, C0)
                    if o2.tobytes() != out.tobytes():
                        identical[v] = False
                        idx = np.argwhere(o2.view(np.uint32 if kout != I32 else np.int32) != out.view(np.uint32 if kout != I32 else np.int32))
                        print(f"MISMATCH {name} {v} M={M} N={N} K={K}: {len(idx)} elements differ, first {idx[0]}: {out[tuple(idx[0])]} vs {o2[tuple(idx[0])]}", flush=True)
                checked.append(f"{M}x{N}x{K}")
            ok_ref = worst <= TOL[kin] * (10 if kin == "f32" and name == "tf32_wmma" else 1) and written
            for v in variants:
                failures += (not identical[v]) + (not ok_ref)
                rows.append((name, v, len(checked), "yes" if identical[v] else "NO", f"{worst:.2e}", "yes" if written else "NO"))
            print(f"{name}: sizes {' '.join(checked)}", flush=True)
    print("\n| kernel | variant | sizes | bit-identical to original | original vs fp64 (max rel) | every element written |")
    print("|---|---|---|---|---|---|")
    for r in rows:
        print("| " + " | ".join(str(x) for x in r) + " |")
    print(f"\n{len(rows)} checked, {failures} failed")
    sys.exit(1 if failures else 0)

if __name__ == "__main__":
    main()
