#!/usr/bin/env python3
"""Static evidence of every candidate of every kernel in table22.txt (compile only, sm_90): JSONL."""
import json, os, shlex, subprocess, sys, concurrent.futures as cf
ROOT = os.getcwd(); K = ROOT + '/' + os.environ.get('KPIPE', 'target/kpipe-20')
CANDS = {
 'ldg': ['--variant', 'ldg', '--unroll', '1', '--ldg-issue', 'top'],
 'ldg-bottom': ['--variant', 'ldg', '--unroll', '1', '--ldg-issue', 'bottom'],
 'ldg-unroll2': ['--variant', 'ldg', '--unroll', '2', '--ldg-issue', 'top'],
 'ldg-bottom-unroll2': ['--variant', 'ldg', '--unroll', '2', '--ldg-issue', 'bottom'],
 'cp-async': ['--variant', 'cp-async', '--unroll', '1', '--cp-async-wait', 'top'],
 'cp-async-wait-after': ['--variant', 'cp-async', '--unroll', '1', '--cp-async-wait', 'after-compute'],
 'cp-async-unroll2': ['--variant', 'cp-async', '--unroll', '2', '--cp-async-wait', 'top'],
 'cp-async-wait-after-unroll2': ['--variant', 'cp-async', '--unroll', '2', '--cp-async-wait', 'after-compute'],
 'cp-async-3stages': ['--variant', 'cp-async', '--stages', '3', '--unroll', '1'],
 'cp-async-3stages-unroll2': ['--variant', 'cp-async', '--stages', '3', '--unroll', '2'],
 'cp-async-4stages': ['--variant', 'cp-async', '--stages', '4', '--unroll', '1'],
 'cp-async-4stages-unroll2': ['--variant', 'cp-async', '--stages', '4', '--unroll', '2'],
 'static-4096': ['--variant', 'auto', '--bench-size', '4096x4096x4096'],
 'static-1024': ['--variant', 'auto', '--bench-size', '1024x1024x8192'],
}
def job(name, d, args, cand):
    if d == '.':
        f = name; name = os.path.basename(f)[:-3]; wd = f'/tmp/evw/{name}.{cand}'
        os.makedirs(wd, exist_ok=True); subprocess.run(['cp', ROOT + '/' + f, wd])
        argv = [K, 'apply', os.path.basename(f)]
    else:
        wd = ROOT + '/' + d
        argv = [K, 'apply'] + shlex.split(args)
    # kpipe flags go before any `--`
    if '--' in argv:
        i = argv.index('--'); argv = argv[:i] + CANDS[cand] + ['--arch', 'sm_90', '--no-gpu', '--dry-run', '--json'] + argv[i:]
    else:
        argv += CANDS[cand] + ['--arch', 'sm_90', '--no-gpu', '--dry-run', '--json']
    p = subprocess.run(argv, cwd=wd, capture_output=True, text=True, timeout=600)
    try: j = json.loads(p.stdout)
    except Exception: j = {'raw_error': p.stderr[-500:]}
    return {'kernel': name, 'cand': cand, 'rc': p.returncode, 'report': slim(j)}
def slim(j):
    a = j.get('analysis') or {}
    ch = j.get('checks') or {}
    def side(s):
        s = s or {}; sass = s.get('sass') or {}
        return {'resources': s.get('resources'), 'occupancy': s.get('occupancy'),
                'sass': {k: sass.get(k) for k in ('load_cover', 'overlap', 'reason', 'mix', 'compute_per_load')}}
    return {'analysis': {k: a.get(k) for k in ('copies', 'ratio', 'decision', 'threads', 'smem_single', 'smem_doubled', 'kernel', 'instantiation')},
            'stage_plan': {k: (j.get('stage_plan') or {}).get(k) for k in ('grid_blocks', 'chosen', 'largest')},
            'checks': {'status': ch.get('status'), 'original': side(ch.get('original')), 'rewritten': side(ch.get('rewritten'))},
            'not_written': j.get('not_written'), 'error': j.get('error'), 'raw_error': j.get('raw_error')}
rows = [l.rstrip('\n').split('|') for l in open(ROOT + '/' + os.environ.get('TABLE', 'heldout/table22.txt')) if l.strip()]
out = open(os.environ.get('OUT', ROOT + '/heldout/ev') + '/evidence.jsonl', 'w')
with cf.ThreadPoolExecutor(int(sys.argv[1]) if len(sys.argv) > 1 else 2) as ex:
    futs = [ex.submit(job, n, d, a, c) for n, d, a in rows for c in CANDS]
    for f in cf.as_completed(futs):
        r = f.result(); out.write(json.dumps(r) + '\n'); out.flush()
