import json, math, sys, collections
gpu = json.load(open('/work/main/heldout/ev/gpu.json'))
ev = collections.defaultdict(dict)
for l in open('/work/main/heldout/ev/evidence.jsonl'):
    d = json.loads(l); ev[d['kernel']][d['cand']] = d
CANDS = ['ldg','ldg-bottom','ldg-unroll2','ldg-bottom-unroll2','cp-async','cp-async-wait-after','cp-async-unroll2','cp-async-wait-after-unroll2','cp-async-3stages','cp-async-3stages-unroll2','cp-async-4stages','cp-async-4stages-unroll2']
SIZES = {'4096x4096x4096': 'static-4096', '1024x1024x8192': 'static-1024'}
def facts(kernel, size):
    e = ev[kernel]; st = e.get(SIZES[size])
    if not st: return None
    r = st['report']; a = r.get('analysis') or {}
    copies = a.get('copies') or []
    all16 = bool(copies) and all(c.get('layout') == 'vector' and (c.get('cp_async') or {}).get('Ok') == 16 for c in copies)
    o = ((r.get('checks') or {}).get('original') or {})
    ob = (o.get('occupancy') or {}).get('blocks_per_sm')
    grid = (r.get('stage_plan') or {}).get('grid_blocks')
    wave = None if not (grid and ob) else grid <= ob * 132
    return {'all16': all16, 'under_wave': wave, 'orig_blocks': ob, 'elem': a.get('ratio', {}).get('elem_bytes') if a.get('ratio') else None}
def cand_ev(kernel, c):
    d = ev[kernel].get(c)
    if not d: return None
    r = d['report']; ch = r.get('checks') or {}
    if ch.get('status') != 'done' or r.get('error'): return None
    o, w = ch['original'], ch['rewritten']
    ores, wres = o.get('resources') or {}, w.get('resources') or {}
    spill = lambda x: x.get('spill_loads', 0) + x.get('spill_stores', 0)
    return {'spill_grew': spill(wres) > spill(ores) or wres.get('stack_bytes', 0) > ores.get('stack_bytes', 0),
            'blocks': (w.get('occupancy') or {}).get('blocks_per_sm'), 'oblocks': (o.get('occupancy') or {}).get('blocks_per_sm'),
            'cover': (w.get('sass') or {}).get('load_cover'), 'overlap': (w.get('sass') or {}).get('overlap')}
rows = []
for key, g in gpu.items():
    k, size = key.split('|')
    f = facts(k, size)
    if f is None: continue
    rows.append({'kernel': k, 'size': size, 'sp': g['speedups'], 'f': f, 'ev': {c: cand_ev(k, c) for c in CANDS}})
def best(r): return max([1.0] + list(r['sp'].values()))
def val(r, c): return 1.0 if c is None else r['sp'].get(c)
def cls(r, mode):
    f = r['f']
    if mode == 0: return ()
    if mode == 1: return (f['all16'],)
    if mode == 2: return (f['all16'], f['under_wave'])
    if mode == 3: return (f['all16'], f['under_wave'], f['elem'] == 4)
def ranking(train, key, mode):
    sub = [r for r in train if cls(r, mode) == key] or train
    score = {}
    for c in CANDS + [None]:
        ok = 0; lg = 0; n = 0
        for r in sub:
            v = val(r, c)
            if v is None: v = 0.9  # not built: the rule falls through; count as a loss
            b = best(r); ok += v >= 0.97 * b; lg += math.log(v / b); n += 1
        score[c] = (ok, lg)
    return sorted(CANDS + [None], key=lambda c: score[c], reverse=True)
def vetoed(r, c, veto):
    if c is None: return False
    e = r['ev'][c]
    if e is None: return True  # refused or failed to compile
    if 'spill' in veto and e['spill_grew']: return True
    if 'blocks' in veto and e['blocks'] is not None and e['oblocks'] and e['blocks'] < e['oblocks'] and (e['cover'] or 0) < 0.5: return True
    if 'late' in veto and e['overlap'] and (e['cover'] or 0) < 0.5: return True
    return False
def pick(train, r, mode, veto):
    for c in ranking(train, cls(r, mode), mode):
        if not vetoed(r, c, veto): return c
    return None
def evaluate(mode, veto, loko=True, show=False):
    ok = 0; worst = (9, None); res = []
    for r in rows:
        train = [t for t in rows if t['kernel'] != r['kernel']] if loko else rows
        c = pick(train, r, mode, veto); v = val(r, c) or 0.0
        b = best(r); hit = v >= 0.97 * b; ok += hit
        worst = min(worst, (v, r['kernel'] + ' ' + r['size'] + ' ' + str(c)))
        res.append((r['kernel'], r['size'], c, v, b, hit))
    if show:
        for x in res:
            if not x[5]: print('  miss', x)
    return ok, len(rows), worst
if __name__ == '__main__':
    print(len(rows), 'rows', len({r['kernel'] for r in rows}), 'kernels')
    for mode in range(4):
        for veto in [(), ('spill',), ('spill', 'blocks'), ('spill', 'blocks', 'late')]:
            print(mode, veto, evaluate(mode, veto))
def col_of(dec):
    t = dec['tuning']; v = dec['variant']
    if v == 'ldg':
        c = 'ldg' + ('-bottom' if t['ldg_issue'] == 'bottom' else '')
    elif t['stages'] > 2:
        c = f"cp-async-{t['stages']}stages"
    else:
        c = 'cp-async' + ('-wait-after' if t['cp_async_wait'] == 'after-compute' else '')
    return c + ('-unroll2' if t['unroll'] == 2 else '')
def current():
    ok = 0; miss = []
    for r in rows:
        st = ev[r['kernel']][SIZES[r['size']]]['report']
        nw = st.get('not_written') or ''
        c = None if 'does not pay' in nw else col_of(st['analysis']['decision'])
        v = val(r, c); v = 0.0 if v is None else v
        b = best(r)
        if v >= 0.97 * b: ok += 1
        else: miss.append((r['kernel'], r['size'], c, v, round(b, 2)))
    return ok, miss
def fix_missing():
    for r in rows:
        for c in CANDS:
            if c not in r['sp']: r['ev'][c] = None
fix_missing()
if __name__ == '__main__':
    ok, miss = current(); print('current rule', ok, len(rows))
    for m in miss: print('  ', m)
    print('after fix')
    for mode in range(4):
        for veto in [(), ('spill',), ('spill', 'blocks')]:
            print(mode, veto, evaluate(mode, veto))
def dump(k):
    for r in rows:
        if r['kernel'] != k: continue
        print(r['kernel'], r['size'], r['f'])
        for c in CANDS:
            e = r['ev'][c]; d = ev[k].get(c)
            res = (d['report']['checks'].get('rewritten') or {}).get('resources') if d else None
            ores = (d['report']['checks'].get('original') or {}).get('resources') if d else None
            print('   %-28s %5s %s regs %s/%s' % (c, r['sp'].get(c), e and {x: e[x] for x in ('spill_grew','blocks','oblocks','cover','overlap')}, res and res.get('registers'), ores and ores.get('registers')))
