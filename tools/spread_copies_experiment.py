#!/usr/bin/env python3
"""Hand experiment for issue 32 (a developer tool): moves the steady-state copies of a kpipe cp.async
rewrite into the compute's k-step loop, a share of each copy loop per k-step, and the commit after
the compute. The result is for timing with tools/bench_hand.py (which checks it bit-identical to the
original first); kpipe does not write this form yet (docs/RESULTS.md, "cp.async copies spread").

    python3 tools/spread_copies_experiment.py REWRITE.cu OUT.cu STEPS STEP_EXPR first|last VAR

STEPS: the k-step loop's trip count; STEP_EXPR: the k-step's index from its variable (`kk / 16`);
first|last: at the top of each k-step or at its end; VAR: the k-step loop's variable (`kk`).
Copy loops must be written `for (int i = 0; i < N; ++i)` (or `i++`).
"""
import re, sys
src, dst, steps, stepexpr, where, var = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5], sys.argv[6]
lines = open(src).read().split("\n")
start = next(i for i, l in enumerate(lines) if ("async copies into the freed stage" in l or "async copies into the other stage" in l)) + 1
assert lines[start].strip().startswith("if (") or lines[start].strip() == "{"
ind = len(lines[start]) - len(lines[start].lstrip())
end = next(i for i in range(start + 1, len(lines)) if lines[i] == " " * ind + "}")
block = lines[start:end + 1]
del lines[start:end + 1]
assert lines[start].strip() == "__pipeline_commit();"
del lines[start]
# loops: for (int i = 0; i < NAME; ++i) -> a share of them per k-step
out = []
for l in block:
    m = re.match(r"(\s*)for \(int i = 0; i < (\w+); (?:\+\+i|i\+\+)\) \{", l)
    if m:
        n = m.group(2)
        l = f"{m.group(1)}for (int i = kp_step * ({n} / {steps}); i < (kp_step + 1) * ({n} / {steps}); ++i) {{"
    out.append(l)
kk = next(i for i in range(start, len(lines)) if re.match(r"\s*for \(int " + var + " = 0;", lines[i]))
ins = [" " * (ind + 2) + f"const int kp_step = {stepexpr};"] + ["  " + l for l in out]
kind = len(lines[kk]) - len(lines[kk].lstrip())
close = next(i for i in range(kk + 1, len(lines)) if lines[i] == " " * kind + "}")
lines[close + 1:close + 1] = [" " * kind + "__pipeline_commit();"]
if where == "first":
    lines[kk + 1:kk + 1] = ins
else:  # last: before the closing brace of the kk loop
    lines[close:close] = ins
open(dst, "w").write("\n".join(lines))
