import re, glob, json
COL = {'ldg':'ldg','ldg, loads at the bottom':'ldg-bottom','cp-async':'cp-async','cp-async, wait after compute':'cp-async-wait-after',
 'ldg, unroll 2':'ldg-unroll2','ldg, loads at the bottom, unroll 2':'ldg-bottom-unroll2','cp-async, unroll 2':'cp-async-unroll2',
 'cp-async, wait after compute, unroll 2':'cp-async-wait-after-unroll2'}
for n in range(3, 9):
    COL[f'cp-async, {n} stages'] = f'cp-async-{n}stages'; COL[f'cp-async, {n} stages, unroll 2'] = f'cp-async-{n}stages-unroll2'
rows = {}
order = [1, 4, 3, 2, 5]  # later runs win (5 re-measured lines 1-21 at 4096)
for run in order:
    for line in open(f'/work/.device/{run}/times.txt'):
        m = re.match(r'(\d+) (\S+) (\S+) rc=(\d+) t=\d+: ?(.*)', line.strip())
        if not m: continue
        n, name, size, rc, meas = m.groups()
        if not meas: continue
        full = meas.rstrip().endswith('against the original')
        if (name, size) in rows and not full: continue
        body = meas[len('measured on the GPU: '):].replace(' against the original', '').strip()
        vals = {}
        for part in re.finditer(r'((?:ldg|cp-async)[^x]*?) x(\d+\.\d+)', body):
            lab = part.group(1).strip().rstrip(',').strip()
            vals[COL[lab]] = float(part.group(2))
        rows[(name, size)] = {'line': int(n), 'rc': int(rc), 'full': full, 'speedups': vals}
json.dump({f'{k[0]}|{k[1]}': v for k, v in rows.items()}, open('/work/main/heldout/ev/gpu.json', 'w'), indent=0)
print(len(rows), sum(1 for v in rows.values() if not v['full']))
