#!/usr/bin/env python3
"""Runs kpipe over public repositories' GEMM kernels as their users would, and writes the table.

    tools/corpus.py ROOT [--manifest tools/corpus.json ...] [--kpipe target/release/kpipe]
                         [--setup own|given|both] [--compile] [--arch sm_90] [--gpu-sample N]
                         [--out docs/CORPUS.md]

ROOT holds one checked-out repository per manifest entry, in a folder named `owner+name` (what
`fetch github:owner/name` gives). For each repository, kpipe runs once over the listed files, in the
repository's root. With `--setup own` (what a user first types) nothing else is given: kpipe finds
the project's flags and runners itself. With `--setup given` the manifest's hand-written flags go
after `--` and its runners as `--host`, like:

    kpipe apply --json --dry-run [--no-compile] --host src/runner.cu FILES... -- -I src -std=c++17

`--setup both` runs the two and writes both outcomes side by side (the own set-up's decides the
variant, compile and GPU columns).

and every kernel kpipe sees is one row: pipelined, already pipelined, refused (K-code and reason),
or not a tiled K-loop (K002, out of scope). With `--compile` (nvcc and the project's headers on the
machine), a pipelined row means both versions compiled with the project's flags. With
`--gpu-sample N` (a GPU), N pipelined kernels of each repository (spread over its list) also run
`--variant auto --bench` and the table records whether they were bit-identical, their speedup and
how long `auto` took.

The share that counts: pipelined / (kernels with a tiled K-loop - already pipelined).
"""

import argparse
import json
import os
import subprocess
import sys
import time


def kpipe_rows(kpipe, repo_dir, entry, args, given):
    """One kpipe run over a repository's files: its rows, one per kernel. `given`: with the
    manifest's flags and runners; otherwise with nothing but the files."""
    files = [f for f in entry["files"] if os.path.exists(os.path.join(repo_dir, f))]
    missing = [f for f in entry["files"] if f not in files]
    if not files:
        return [], missing
    cmd = [kpipe, "apply", "--json", "--dry-run", "--arch", args.arch, "--no-gpu"]
    if not args.compile:
        cmd.append("--no-compile")
    for host in entry.get("hosts", []) if given else []:
        cmd += ["--host", host]
    # Two names make kpipe's many-file mode (one row per kernel) also for one file.
    cmd += files if len(files) > 1 else files * 2
    if given and entry.get("flags"):
        cmd += ["--"] + entry["flags"]
    done = subprocess.run(cmd, cwd=repo_dir, capture_output=True, text=True, timeout=3600)
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        sys.exit(f"kpipe gave no JSON in {repo_dir}: {done.stderr[-2000:]}")
    return report["files"], missing


def outcome_of(row):
    """pipelined / does-not-pay / already / refused / out-of-scope / error, from a many-file row."""
    code = row.get("code")
    if row["outcome"].startswith("rewritten"):
        return "pipelined"
    if row["outcome"] == "does not pay":
        # Rewritten and compiled, not written: its compile says it may run slower (spills).
        return "does-not-pay"
    if code == "K002":
        return "out-of-scope"
    if code == "K013":
        return "already"
    if row["outcome"] == "refused" or (code and code.startswith("K")):
        return "refused"
    return "error"


def compiled_of(row, compiled):
    """yes / no / not checked: both versions compiled with the project's flags."""
    if not compiled:
        return "not checked"
    checks = (row.get("report") or {}).get("checks") or {}
    if checks.get("status") == "done":
        return "yes"
    if row.get("code") in ("K031", "K030"):
        return "no"
    return "not checked"


def gpu_sample(kpipe, repo_dir, entry, row, args, given):
    """`auto` with the GPU on one pipelined kernel: (bit-identical, speedup, variant)."""
    cmd = [kpipe, "apply", "--json", "--dry-run", "--variant", "auto", "--bench",
           "--bench-size", args.bench_size, "--arch", args.arch, "--kernel", row["kernel"]]
    for host in entry.get("hosts", []) if given else []:
        cmd += ["--host", host]
    # The launch a user passes when kpipe cannot read it off the host code (the report says so).
    if given and row["file"] in entry.get("launch", {}):
        cmd += ["--launch", entry["launch"][row["file"]]]
    cmd.append(row["file"])
    if given and entry.get("flags"):
        cmd += ["--"] + entry["flags"]
    started = time.time()
    done = subprocess.run(cmd, cwd=repo_dir, capture_output=True, text=True, timeout=1800)
    seconds = time.time() - started
    if args.dump:
        name = (entry["repo"] + "_" + row["file"]).replace("/", "_")
        with open(os.path.join(args.dump, name + ".json"), "w") as f:
            f.write(done.stdout or done.stderr)
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        return ("no report", None, None, seconds)
    gpu = report.get("gpu") or {}
    if gpu.get("status") != "done":
        return (gpu.get("reason", "not run")[:80], None, None, seconds)
    identical = all(s.get("bit_identical") for s in gpu.get("sizes", []))
    bench = gpu.get("bench") or {}
    # The original first, then every candidate measured: `auto` takes the fastest (and writes
    # nothing when none beats the original).
    candidates = (bench.get("rows") or [])[1:]
    best = max(candidates, key=lambda r: r["speedup"], default=None)
    if best is None:
        return ("yes" if identical else "**NO**", None, None, seconds)
    if report.get("output") is None and report.get("not_written") not in (None, "--dry-run"):
        return (f"not written: {report['not_written'][:60]}", best["speedup"], best["variant"], seconds)
    return ("yes" if identical else "**NO**", best["speedup"], best["variant"], seconds)


def summary(rows, title):
    """One line of counts over `rows` (one set-up's classes)."""
    counts = {}
    for r in rows:
        counts[r["class"]] = counts.get(r["class"], 0) + 1
    in_scope = sum(v for k, v in counts.items() if k != "out-of-scope")
    eligible = in_scope - counts.get("already", 0)
    pipelined = counts.get("pipelined", 0)
    share = f"{100 * pipelined / eligible:.0f}%" if eligible else "-"
    return (f"{title}: kernels with a tiled K-loop: {in_scope}; already pipelined: "
            f"{counts.get('already', 0)}; the others: {eligible}, of which kpipe pipelined "
            f"**{pipelined} ({share})**; does not pay, statically: "
            f"{counts.get('does-not-pay', 0)}; refused: {counts.get('refused', 0)}; "
            f"errors: {counts.get('error', 0)}; out of scope (no tiled K-loop): "
            f"{counts.get('out-of-scope', 0)}.")


def cell(text, limit=160):
    text = (text or "").replace("|", "\\|").replace("\n", " ")
    return text if len(text) <= limit else text[:limit - 3] + "..."


def outcome_cell(row):
    if row is None:
        return "not seen"
    return row["class"] + (f" {row['code']}" if row.get("code") else "")


def table(results, setups):
    """The markdown of docs/CORPUS.md's summary and table. `results`: (repo, {setup: rows})."""
    lines = []
    for setup in setups:
        every = [r for _, by in results for r in by[setup]]
        lines.append("- " + summary(every, SETUP_TITLES[setup]))
    lines.append("")
    lines.append("| repository | " + " | ".join(SETUP_TITLES[s] for s in setups) + " |")
    lines.append("|---|" + "---|" * len(setups))
    for repo, by in results:
        lines.append(f"| {repo} | " + " | ".join(
            summary(by[s], "").split(": ", 1)[1].replace("kernels with a tiled K-loop", "K-loops")
            for s in setups) + " |")
    lines.append("")
    first = setups[0]
    header = ["repository", "file", "kernel"] + [f"outcome ({SETUP_TITLES[s]})" for s in setups]
    header += ["variant", "compiles (flags kpipe used)", "GPU: bit-identical, speedup", "reason"]
    lines.append("| " + " | ".join(header) + " |")
    lines.append("|" + "---|" * len(header))
    for repo, by in results:
        others = {s: {(r["file"], r.get("kernel")): r for r in by[s]} for s in setups[1:]}
        for r in by[first]:
            key = (r["file"], r.get("kernel"))
            outcomes = [outcome_cell(r)] + [outcome_cell(others[s].get(key)) for s in setups[1:]]
            verdict = (r.get("report") or {}).get("not_written") if r["class"] == "does-not-pay" else ""
            reason = cell(r.get("message") or verdict or "")
            lines.append(f"| {repo} | `{r['file']}` | `{r.get('kernel') or '-'}` | "
                         + " | ".join(outcomes)
                         + f" | {r.get('variant') or ''} | {r['compiled']} | {r.get('gpu', '')} | {reason} |")
    return "\n".join(lines) + "\n"


SETUP_TITLES = {"own": "kpipe's own set-up", "given": "hand-written set-up"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("root")
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--manifest", action="append",
                        help="a manifest of repositories and files (repeatable; default tools/corpus.json)")
    parser.add_argument("--kpipe", default=os.path.join(here, "..", "target", "release", "kpipe"))
    parser.add_argument("--setup", choices=["own", "given", "both"], default="both")
    parser.add_argument("--compile", action="store_true")
    parser.add_argument("--arch", default="sm_90")
    parser.add_argument("--gpu-sample", type=int, default=0,
                        help="run this many pipelined kernels of each repository on the GPU")
    parser.add_argument("--bench-size", default="2048x2048x2048")
    parser.add_argument("--out", help="write the table here (default: stdout)")
    parser.add_argument("--dump", help="keep each GPU sample's JSON report in this folder")
    parser.add_argument("--only", help="only the repositories whose name contains one of these (comma-separated)")
    args = parser.parse_args()
    kpipe = os.path.abspath(args.kpipe)
    setups = ["own", "given"] if args.setup == "both" else [args.setup]
    entries = []
    for path in args.manifest or [os.path.join(here, "corpus.json")]:
        entries += json.load(open(path))["repositories"]
    results = []
    for entry in entries:
        if args.only and not any(o in entry["repo"] for o in args.only.split(",")):
            continue
        repo_dir = os.path.join(args.root, entry["repo"].replace("/", "+"))
        if not os.path.isdir(repo_dir):
            print(f"skipped {entry['repo']}: no {repo_dir}", file=sys.stderr)
            continue
        by_setup = {}
        for setup in setups:
            started = time.time()
            rows, missing = kpipe_rows(kpipe, repo_dir, entry, args, setup == "given")
            for f in missing:
                print(f"{entry['repo']}: {f} is not in the checkout", file=sys.stderr)
            for r in rows:
                r["class"] = outcome_of(r)
                r["compiled"] = (compiled_of(r, args.compile)
                                 if r["class"] in ("pipelined", "does-not-pay") else "")
            by_setup[setup] = rows
            print(f"{entry['repo']} ({setup}): {time.time() - started:.0f} s, "
                  + summary(rows, "").split(": ", 1)[1], file=sys.stderr, flush=True)
        # The GPU sample: N pipelined kernels of each repository, spread over its list, run with
        # the first set-up (kpipe's own, unless only the given one was asked for).
        rows = by_setup[setups[0]]
        pipelined = [r for r in rows if r["class"] == "pipelined"]
        picks = sorted({round(i * len(pipelined) / args.gpu_sample)
                        for i in range(args.gpu_sample)} if pipelined and args.gpu_sample else [])
        for i in picks:
            r = pipelined[i]
            identical, speedup, variant, seconds = gpu_sample(
                kpipe, repo_dir, entry, r, args, setups[0] == "given")
            r["gpu"] = (f"{identical}, x{speedup:.2f} ({variant}, auto took {seconds:.0f} s)"
                        if speedup else identical)
            print(f"gpu: {entry['repo']} {r['file']} {r['gpu']}", file=sys.stderr, flush=True)
        results.append((entry["repo"], by_setup))
    text = table(results, setups)
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    print(text)


if __name__ == "__main__":
    main()
