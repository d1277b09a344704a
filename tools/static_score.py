#!/usr/bin/env python3
"""Scores kpipe's choice without a GPU against every candidate measured on one (docs/RESULTS.md).

    tools/static_score.py [--table tests/data/candidates.csv]
                          [--evidence tests/data/candidate_evidence.csv]
                          [--refresh KPIPE --corpus ROOT]

For each row (a kernel at one size) the best is the fastest candidate, or 1.00 when none beats the
original: writing nothing is then right. A choice is a hit when it is within 3% of the best; a
choice below x0.98 is slower than the original. The static choice is scored on all rows, on the
kernels of tests/data/measured.csv (the rows its rules were written from) and on the others.

It also scores, leaving one kernel out at a time, a rule fitted on the table: for the class of the
kernel (every copy a 16-byte chunk or not; the grid under one wave of the machine or not), the
candidate that was within 3% of the best on most rows of that class, skipping candidates whose
compile spills more than the original or loses blocks/SM while the loads stay exposed
(tests/data/candidate_evidence.csv). The rule is fitted without the kernel and scored on it.

It scores too, leaving one kernel out, the steps kpipe takes after its static choice
(src/choice/free_forms.rs and the bars of src/choice/late_loads.rs) as a family of rules with parameters
(`FittedSteps`), fitted without the kernel from the table's `base` column, the same family
fitted on every kernel, and the family with the parameters kpipe implements, read from its
thresholds table (src/analysis/thresholds.toml).

--refresh KPIPE reruns `KPIPE apply FILE --variant auto --no-gpu --bench-size SIZE --json` on every
row (--jobs at a time, and prints each choice) (this repository's files; public ones under --corpus ROOT, with the flags of tools/corpus.json
and the launch of heldout rows skipped when absent) and scores that choice instead of the `static`
column.
"""

import argparse
import collections
import csv
import json
import math
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SMS = 132  # an H100 SXM, the device of the table


def read_csv(path):
    with open(path) as f:
        return list(csv.DictReader(line for line in f if not line.startswith("#")))


def candidates_of(header):
    return [c for c in header
            if c not in ("file", "size", "device", "commit", "static", "base", "grid_blocks")]


def best(row, cands):
    return max([1.0] + [float(row[c]) for c in cands if row[c]])


def value(row, choice):
    """The speedup of `choice` on `row` (`none`: 1.00, writes nothing); None when not measured."""
    if choice == "none":
        return 1.0
    return float(row[choice]) if row.get(choice) else None


def tuning_set():
    """The kernels of tests/data/measured.csv: the rows the static rules were written from."""
    rows = read_csv(os.path.join(ROOT, "tests", "data", "measured.csv"))
    return {r["file"] for r in rows}


def column_of(decision):
    """The table's column for a JSON decision."""
    t = decision["tuning"]
    if decision["variant"] == "ldg":
        name = "ldg" + ("-bottom" if t["ldg_issue"] == "bottom" else "")
    elif t["stages"] > 2:
        name = f"cp-async-{t['stages']}stages"
    else:
        name = "cp-async" + ("-wait-after" if t["cp_async_wait"] == "after-compute" else "")
    return name + ("-unroll2" if t["unroll"] == 2 else "")


def refreshed_static(kpipe, corpus, row):
    """kpipe's static choice for `row` now, or None when the file is not here."""
    manifest = json.load(open(os.path.join(HERE, "corpus.json")))
    if ":" in row["file"]:
        repo, path = row["file"].split(":", 1)
        entry = next((e for e in manifest["repositories"] if e["repo"] == repo), None)
        if entry is None or corpus is None:
            return None
        cwd = os.path.join(corpus, repo.replace("/", "+"))
        argv = [kpipe, "apply", path]
        for host in entry.get("hosts", []):
            argv += ["--host", host]
        if path in entry.get("launch", {}):
            argv += ["--launch", entry["launch"][path]]
        tail = ["--"] + entry["flags"] if entry.get("flags") else []
    else:
        cwd, argv, tail = ROOT, [kpipe, "apply", row["file"]], []
    argv += ["--variant", "auto", "--no-gpu", "--dry-run", "--json", "--arch", "sm_90",
             "--bench-size", row["size"]] + tail
    done = subprocess.run(argv, cwd=cwd, capture_output=True, text=True, timeout=900)
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        return None
    if "does not pay" in (report.get("not_written") or ""):
        return "none"
    decision = (report.get("analysis") or {}).get("decision")
    return column_of(decision) if decision else None


def score(rows, cands, choose):
    """(hits, rows, geometric mean of choice/best, the rows below x0.98)."""
    hits, logs, slow = 0, 0.0, []
    for r in rows:
        choice = choose(r)
        v = value(r, choice) if choice else None
        v = 0.0 if v is None else v
        b = best(r, cands)
        hits += v >= 0.97 * b
        logs += math.log(max(v, 1e-3) / b)
        if v < 0.98:
            slow.append(f"{r['file']} {r['size']}: {choice} x{v:.2f} (best x{b:.2f})")
    return hits, len(rows), math.exp(logs / max(len(rows), 1)), slow


class Fitted:
    """The rule fitted on a class of kernels, with the evidence of each candidate's compile."""

    def __init__(self, rows, evidence, cands):
        self.cands = cands
        self.ev = {(e["file"], e["candidate"]): e for e in evidence}
        self.rows = rows

    def risky(self, row, c):
        if c == "none":
            return False
        e = self.ev.get((row["file"], c))
        if e is None or not row.get(c):
            return True  # not built, refused, or (a ring past the cliff) not a candidate
        lost = int(e["blocks_per_sm"]) < int(e["original_blocks_per_sm"])
        exposed = float(e["load_cover"]) < 0.25
        return e["spill_or_stack_grew"] == "1" or (lost and exposed)

    def klass(self, row):
        e = self.ev.get((row["file"], "ldg")) or next(
            (v for (f, _), v in self.ev.items() if f == row["file"]), None)
        if e is None:
            return None
        m, n, _ = (int(x) for x in row["size"].split("x"))
        bm, bn = int(e["bm"] or 0), int(e["bn"] or 0)
        wave = None if not (bm and bn) else (m // bm) * (n // bn) <= int(e["original_blocks_per_sm"]) * SMS
        return (e["copies_16_byte"], wave)

    def ranking(self, train, key):
        same = [r for r in train if self.klass(r) == key] or train
        scores = {}
        for c in self.cands + ["none"]:
            hits, logs = 0, 0.0
            for r in same:
                if self.risky(r, c):
                    continue
                v, b = value(r, c), best(r, self.cands)
                hits += v >= 0.97 * b
                logs += math.log(v / b)
            scores[c] = (hits, logs)
        return sorted(self.cands + ["none"], key=lambda c: scores[c], reverse=True)

    def left_out(self, row):
        train = [r for r in self.rows if r["file"] != row["file"]]
        return next(c for c in self.ranking(train, self.klass(row)) if not self.risky(row, c))


THRESHOLDS = os.path.join(ROOT, "src", "analysis", "thresholds.toml")


def implemented_steps():
    """The parameters of `FittedSteps` that kpipe implements, read from its thresholds table (the
    one src/choice/ reads)."""
    import tomllib
    with open(THRESHOLDS, "rb") as f:
        t = tomllib.load(f)
    ff, ll = t["free_forms"], t["late_loads"]
    return dict(simt2=ff.get("simt_two_stages_from_flop_per_byte"),
                ring=ff["deeper_ring"], two=ff["two_stages_if_ring_halves_blocks"],
                unroll=ff["unroll"], rings=ff["unroll_rings"], registers=ff["unroll_registers"],
                cover=ff["unroll_cover_loss"], cpl=ll["min_compute_per_load_for_bottom"])


class FittedSteps:
    """The steps kpipe fitted on this table after its static choice, as a family of rules with
    parameters, fitted without the kernel scored (tests/data/candidates.csv's `base` column: the
    choice before these steps):
    - cpl: the loads at the bottom replace cp.async (16-byte copies) only when the original's loop
      runs at least this many compute instructions per global load, and (not a parameter: always)
      only when cp.async runs no more blocks/SM than they do; else cp.async, as the stage table
      plans it (the 4-stage ring unrolled by two under one wave);
    - simt2: on a loop without tensor-core math whose tiles compute at least this many FLOP per
      byte (or say no ratio), the 4-stage ring unrolled by two becomes two stages unrolled by two,
      and `ring` is not tried (None: off);
    - ring: cp.async's two stages become a ring of 3 when its compile keeps their blocks/SM
      (src/choice/free_forms.rs);
    - two: the 4-stage ring unrolled by two becomes two stages unrolled by two when the ring runs at
      most half their blocks/SM;
    - unroll: the chosen loop is unrolled by two when that keeps its blocks/SM, spills no more, adds
      at most `registers` registers and loses at most `cover` of its load cover (rings too when
      `rings`).
    The fit takes the parameters with the most training rows within 3% of the best, less two for each
    training row below x0.98; among ties, the highest geometric mean of choice/best, then the first
    in GRID's order."""

    GRID = [dict(simt2=s2, ring=ring, two=two, unroll=u, rings=rings, registers=reg, cover=cov,
                 cpl=cpl)
            for s2 in (None, 0.0, 8.0, 12.0, 16.0, 24.0)
            for ring in (False, True) for two in (False, True)
            for u in (False, True) for rings in (True, False) for reg in (0, 8, 16, 32)
            for cov in (0.0, 0.1, 0.3, 1.0) for cpl in (None, 6.0, 8.0, 12.0)]

    def __init__(self, rows, evidence, cands):
        self.rows, self.cands = rows, cands
        self.ev = {(e["file"], e["candidate"]): e for e in evidence}
        self.per_kernel = {e["file"]: e for e in evidence}
        self.memo = {}

    def facts(self, row, c):
        e = self.ev.get((row["file"], c))
        if e is None or not row.get(c) or e["spill_or_stack_grew"] == "1":
            return None
        return int(e["registers"]), int(e["blocks_per_sm"]), float(e["load_cover"] or 0)

    def kernel(self, row, column):
        e = self.per_kernel.get(row["file"])
        return e[column] if e else ""

    def choose(self, row, p):
        key = (row["file"], row["size"], tuple(p.values()))
        if key not in self.memo:
            self.memo[key] = self.steps(row, p)
        return self.memo[key]

    def steps(self, row, p):
        c = row["base"]
        cpl = self.kernel(row, "original_compute_per_load")
        bottom, cp_async = self.facts(row, "ldg-bottom"), self.facts(row, "cp-async")
        gains = bool(bottom and cp_async) and cp_async[1] > bottom[1]
        if (c.startswith("ldg-bottom") and self.kernel(row, "copies_16_byte") == "1"
                and (gains or (p["cpl"] is not None and float(cpl or 0) < p["cpl"]))):
            grid, blocks = row.get("grid_blocks"), self.kernel(row, "original_blocks_per_sm")
            under = bool(grid) and int(grid) <= int(blocks) * SMS
            c = "cp-async-4stages-unroll2" if under else "cp-async"
        ratio = self.kernel(row, "flop_per_byte")
        simt_two = (p["simt2"] is not None and self.kernel(row, "original_tensor_cores") == "0"
                    and (not ratio or float(ratio) >= p["simt2"]))
        if simt_two and c == "cp-async-4stages-unroll2":
            c = "cp-async-unroll2"
        if p["ring"] and c == "cp-async" and not simt_two:
            two, three = self.facts(row, c), self.facts(row, "cp-async-3stages")
            if two and three and three[1] >= two[1]:
                c = "cp-async-3stages"
        if p["two"] and c == "cp-async-4stages-unroll2":
            ring, two = self.facts(row, c), self.facts(row, "cp-async-unroll2")
            if ring and two and two[1] >= 2 * ring[1]:
                c = "cp-async-unroll2"
        if p["unroll"] and c != "none" and "unroll2" not in c and (p["rings"] or "stages" not in c):
            was, now = self.facts(row, c), self.facts(row, c + "-unroll2")
            if (was and now and now[1] >= was[1] and now[0] <= was[0] + p["registers"]
                    and now[2] >= was[2] - p["cover"]):
                c = c + "-unroll2"
        return c

    def fitted(self, train):
        def merit(p):
            vs = [(value(r, self.choose(r, p)) or 0.0, best(r, self.cands)) for r in train]
            rows_merit = sum(v >= 0.97 * b for v, b in vs) - 2 * sum(v < 0.98 for v, _ in vs)
            return rows_merit, round(sum(math.log(max(v, 1e-3) / b) for v, b in vs), 6)
        return max(self.GRID, key=merit)

    def left_out(self, row):
        return self.choose(row, self.fitted([r for r in self.rows if r["file"] != row["file"]]))


def report(title, result):
    hits, n, geo, slow = result
    print(f"{title}: {hits} of {n} rows within 3% of the best ({100 * hits / max(n, 1):.0f}%), "
          f"geometric mean of choice/best {geo:.3f}, {len(slow)} rows below x0.98")
    for s in slow:
        print(f"    {s}")


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--table", default=os.path.join(ROOT, "tests", "data", "candidates.csv"))
    p.add_argument("--evidence", default=os.path.join(ROOT, "tests", "data", "candidate_evidence.csv"))
    p.add_argument("--refresh", metavar="KPIPE")
    p.add_argument("--corpus", metavar="ROOT")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                   help="kpipe runs at a time with --refresh (each runs nvcc)")
    args = p.parse_args()
    rows = read_csv(args.table)
    cands = candidates_of(rows[0].keys())
    if args.refresh:
        from concurrent.futures import ThreadPoolExecutor
        kpipe = os.path.abspath(args.refresh)
        with ThreadPoolExecutor(args.jobs) as pool:
            choices = pool.map(lambda r: refreshed_static(kpipe, args.corpus, r), rows)
            for r, choice in zip(rows, list(choices)):
                r["static"] = choice
        rows = [r for r in rows if r["static"]]
        for r in rows:
            print(f"  now: {r['file']} {r['size']}: {r['static']}")
    kernels = {r["file"] for r in rows}
    print(f"{len(rows)} rows, {len(kernels)} kernels, {len(cands)} candidates "
          f"({rows[0]['device']}, commit {rows[0]['commit']})")
    tuned = tuning_set()
    static = lambda r: r["static"]
    report("static choice, all kernels", score(rows, cands, static))
    report("static choice, the kernels its rules were written from",
           score([r for r in rows if r["file"] in tuned], cands, static))
    report("static choice, the other kernels",
           score([r for r in rows if r["file"] not in tuned], cands, static))
    fitted = Fitted(rows, read_csv(args.evidence), cands)
    report("rule fitted by class, leave one kernel out", score(rows, cands, fitted.left_out))
    picked = collections.Counter(fitted.left_out(r) for r in rows)
    print("    its choices: " + ", ".join(f"{c} {n}" for c, n in picked.most_common()))
    if "base" in rows[0]:
        steps = FittedSteps(rows, read_csv(args.evidence), cands)
        memo = {}
        for r in rows:
            memo.setdefault(r["file"], steps.fitted([t for t in rows if t["file"] != r["file"]]))
        left_out = lambda r: steps.choose(r, memo[r["file"]])
        report("the static choice with the fitted steps, each kernel left out of their fitting",
               score(rows, cands, left_out))
        for part, keep in (("the kernels of measured.csv", lambda f: f in tuned),
                           ("the others", lambda f: f not in tuned)):
            report(f"    of which {part}", score([r for r in rows if keep(r["file"])], cands, left_out))
        everywhere = steps.fitted(rows)
        report("the same steps fitted on every kernel",
               score(rows, cands, lambda r: steps.choose(r, everywhere)))
        print(f"    fitted on every kernel: {everywhere}")
        table = implemented_steps()
        report(f"the steps with kpipe's thresholds ({os.path.relpath(THRESHOLDS, ROOT)})",
               score(rows, cands, lambda r: steps.choose(r, table)))
        print(f"    kpipe's thresholds: {table}")


if __name__ == "__main__":
    sys.exit(main())
