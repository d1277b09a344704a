#!/usr/bin/env python3
"""Times kpipe's rewrites against hand-pipelined versions of the same kernel (a developer tool; needs
nvcc, cupy and a CUDA GPU).

    python3 tools/bench_hand.py KERNEL LABEL=FILE.cu[:DEF=V,...] ... [--sizes 4096x4096x4096,...] [--out DIR]

KERNEL names a kernel of kernels/ (its launch read from its `// kpipe:` directive by
tools/gpucheck.py); the original, kernels/KERNEL.cu, is always the baseline; a version's dynamic
shared memory is what kpipe's note in it asks for. `--profile` launches each version once at the
first size, in order, for a profiler (`ncu ... python3 tools/bench_hand.py KERNEL ... --profile`). Every version is first run on the same seeded random
inputs as the original at a small size and must give the same bytes (a version that does not is
reported and not timed). Timing: CUDA events around each launch, 3 rotating input sets, versions
interleaved in 5 rounds of 3 warm-up and 10 timed launches each; the median of the 50 times.
Prints one table per size (median ms, GFLOP/s, speedup against the original measured in the same run,
registers, spills) and writes DIR/bench_hand.json.
"""
import argparse, json, os, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gpucheck as g  # noqa: E402
import numpy as np  # noqa: E402


def parse_version(text):
    label, _, rest = text.partition("=")
    path, _, defs = rest.partition(":")
    return label, path, [f"-D{d}" for d in defs.split(",") if d]


def build(path, defines, fn, arch, tmp, key, nvcc, cuobjdump):
    # gpucheck.build takes no extra flags: wrap nvcc so that the defines reach it.
    wrapper = os.path.join(tmp, f"nvcc_{key}.sh")
    with open(wrapper, "w") as f:
        f.write(f"#!/bin/sh\nexec {nvcc} {' '.join(defines)} \"$@\"\n")
    os.chmod(wrapper, 0o755)
    return g.build(path, fn, arch, tmp, key, wrapper, cuobjdump)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("kernel")
    ap.add_argument("versions", nargs="*")
    ap.add_argument("--sizes", default="4096x4096x4096")
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--out", default=os.environ.get("OUT", "."))
    ap.add_argument("--profile", action="store_true",
                    help="launch each version once at the first size, in order, for a profiler (no timing)")
    opts = ap.parse_intermixed_args()
    import cupy as cp

    spec = g.spec_of(opts.kernel)
    nvcc, cuobjdump = g.find_tool("nvcc"), g.find_tool("cuobjdump")
    versions = [("original", os.path.join(g.ROOT, spec["path"]), [])]
    versions += [parse_version(v) for v in opts.versions]
    tmp = tempfile.mkdtemp()
    backend = g.CupyBackend()
    built = []
    for i, (label, path, defs) in enumerate(versions):
        info = build(path, defs, spec["fn"], opts.arch, tmp, f"v{i}", nvcc, cuobjdump)
        if not info["ok"]:
            print(f"{label}: build failed\n{info['log']}")
            continue
        smem = g.rewrite_smem(path, spec) if i else spec["smem"]
        fn = backend.load(info["cubin"], info["sym"], opts.kernel, label, smem)
        built.append(dict(label=label, path=path, defs=defs, fn=fn, regs=info["regs"], spill=info["spill"],
                          smem=info["smem"]))

    # Same bytes as the original at a small size (several K-tiles and blocks).
    m, n, k = g.sizes_for(opts.kernel)[3]
    a, b, c0 = g.make_inputs(opts.kernel, m, n, k)
    ref = backend.launch(built[0]["fn"], opts.kernel, m, n, k, a, b, c0)
    for v in built:
        out = backend.launch(v["fn"], opts.kernel, m, n, k, a, b, c0)
        v["same_bytes"] = bool(out.tobytes() == ref.tobytes())
        if not v["same_bytes"]:
            print(f"{v['label']}: NOT bit-identical to the original at {m}x{n}x{k}; not timed")
    timed = [v for v in built if v["same_bytes"]]
    mm, mn, mk = spec["multiple"]

    results = []
    for size in opts.sizes.split(","):
        M, N, K = (int(x) for x in size.split("x"))
        M, N, K = (M // mm) * mm, (N // mn) * mn, (K // mk) * mk
        sets = []
        for s in range(3):
            a, b, c0 = g.make_inputs(opts.kernel, M, N, K, salt=f"bench{s}")
            sets.append((cp.asarray(a), cp.asarray(b), cp.asarray(c0)))
        grid, block = g.geometry(spec, M, N, K, backend.sms)
        if opts.profile:
            for v in timed:
                print(f"profile launch: {v['label']} ({v['path']})")
                kern, smem = v["fn"]
                kern(grid, block, g.kernel_args(spec, M, N, K, *sets[0]), shared_mem=smem)
                cp.cuda.Device().synchronize()
            return
        times = {v["label"]: [] for v in timed}
        start, stop = cp.cuda.Event(), cp.cuda.Event()
        for _ in range(5):
            for v in timed:
                kern, smem = v["fn"]
                for i in range(13):
                    dA, dB, dC = sets[i % 3]
                    start.record()
                    kern(grid, block, g.kernel_args(spec, M, N, K, dA, dB, dC), shared_mem=smem)
                    stop.record()
                    stop.synchronize()
                    if i >= 3:
                        times[v["label"]].append(cp.cuda.get_elapsed_time(start, stop))
        cp.cuda.Device().synchronize()
        base = float(np.median(times["original"]))
        q1, q3 = np.percentile(times["original"], [25, 75])
        print(f"\n{opts.kernel} {M}x{N}x{K} (original spread +-{(q3 - q1) / 2 / base * 100:.1f}%)")
        print("| version | median ms | GFLOP/s | speedup | regs | spill B |")
        print("|---|---|---|---|---|---|")
        for v in timed:
            ms = float(np.median(times[v["label"]]))
            row = dict(kernel=opts.kernel, size=[M, N, K], version=v["label"], path=os.path.relpath(v["path"], g.ROOT),
                       defines=v["defs"], median_ms=ms, gflops=2.0 * M * N * K / (ms * 1e6),
                       speedup=base / ms, regs=v["regs"], spill=v["spill"])
            results.append(row)
            print(f"| {v['label']} | {ms:.3f} | {row['gflops']:.0f} | x{row['speedup']:.2f} | {v['regs']} | {v['spill']} |")
    os.makedirs(opts.out, exist_ok=True)
    with open(os.path.join(opts.out, f"bench_hand.{opts.kernel}.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
