import math, sys
src=open('/work/main/heldout/loko22.py').read().replace("if __name__ == '__main__':","if False:")
g={}; exec(src,g)
rows=g['rows']; ev=g['ev']; CANDS=g['CANDS']; val=g['val']; best=g['best']
LATE=float(sys.argv[1]) if len(sys.argv)>1 else 0.5
def current(r):
    st=ev[r['kernel']][g['SIZES'][r['size']]]['report']
    if 'does not pay' in (st.get('not_written') or ''): return None
    return g['col_of'](st['analysis']['decision'])
def risky(r,c,mode):
    e=r['ev'].get(c) if c else None
    if c is None: return False
    if e is None: return True
    lost = e['blocks'] is not None and e['oblocks'] and e['blocks'] < e['oblocks']
    exposed = (e['cover'] or 0) < LATE
    if 'a' in mode and lost and exposed: return True
    if 'c' in mode and exposed: return True
    return False
def alt(r,c,mode):
    # the same form in the other variant, rolled, then none
    order=['cp-async','ldg-bottom','ldg'] if c and c.startswith('ldg') else ['ldg-bottom','ldg']
    for o in order:
        if o!=c and val(r,o) is not None and not risky(r,o,mode): return o
    return None
for mode in ['', 'a', 'c', 'ac', 'a+alt', 'c+alt', 'ac+alt']:
    ok=0; low=[]; 
    for r in rows:
        c=current(r)
        if risky(r,c,mode): c = alt(r,c,mode) if 'alt' in mode else None
        x=val(r,c); x=0 if x is None else x; b=best(r)
        ok+= x>=0.97*b
        if x<0.98: low.append((r['kernel'],r['size'],c,x))
    print(mode, ok, len(rows), 'below 0.98:', len(low), low[:8])
print('changed by a:')
for r in rows:
    c=current(r)
    if risky(r,c,'a'):
        e=r['ev'][c]
        print('  ',r['kernel'],r['size'],c,val(r,c),'best',best(r),'blocks',e['blocks'],e['oblocks'],'cover',e['cover'], 'cp-async', val(r,'cp-async'), r['ev'].get('cp-async') and (r['ev']['cp-async']['blocks'], r['ev']['cp-async']['cover']))
print('misses of the current rule, with the best:')
import collections
cnt=collections.Counter()
for r in rows:
    c=current(r); x=val(r,c) or 0; b=best(r)
    if x<0.97*b:
        top=sorted(r['sp'].items(), key=lambda kv:-kv[1])[:3]
        print('  %-28s %-15s %-26s %.2f best %s | all16=%s wave=%s' % (r['kernel'], r['size'][:9], c, x, top, r['f']['all16'], r['f']['under_wave']))
print('--- ldg-bottom chosen for 16-byte copies (replacing cp.async):')
for r in rows:
    c=current(r)
    if c and c.startswith('ldg-bottom') and r['f']['all16']:
        e=r['ev'][c]; ec=r['ev'].get('cp-async')
        print('  %-28s %s %s=%.2f cp-async=%s best=%.2f  bottom blocks %s/%s cover %.2f | cp blocks %s cover %s' % (r['kernel'], r['size'][:9], c, val(r,c), val(r,'cp-async'), best(r), e['blocks'], e['oblocks'], e['cover'] or 0, ec and ec['blocks'], ec and ec['cover']))
print('--- rolled ldg chosen: ldg-unroll2 instead')
for size in ['4096x4096x4096','1024x1024x8192']:
    a=b=n=0; worse=[]
    for r in rows:
        c=current(r)
        if r['size']!=size or c not in ('ldg',): continue
        n+=1; x=val(r,c); y=val(r,'ldg-unroll2') or 0; bb=best(r)
        a+= x>=0.97*bb; b+= y>=0.97*bb
        if y < x - 0.02: worse.append((r['kernel'], x, y))
    print(size, 'rows', n, 'ldg hits', a, 'ldg-unroll2 hits', b, 'worse', worse)
LATE_C=0.5
def rule_b(r):
    c=current(r)
    if c not in ('ldg-bottom',) : return c
    # re-decide the late-load step with the original's blocks
    top=r['ev']['ldg']; bot=r['ev']['ldg-bottom']
    if bot['blocks'] >= bot['oblocks']: return c
    if r['f']['all16']: return 'cp-async'
    un=r['ev'].get('ldg-unroll2')
    if un and (un['cover'] or 0) >= (top['cover'] or 0) + 0.05: return 'ldg-unroll2'
    return 'ldg'
ok=0; low=[]
for r in rows:
    c=rule_b(r); x=val(r,c) or 0; b=best(r); ok+= x>=0.97*b
    if c!=current(r): print('  changed', r['kernel'], r['size'][:9], current(r), val(r,current(r)), '->', c, x, 'best', b)
    if x<0.98: low.append((r['kernel'], r['size'][:9], c, x))
print('rule b', ok, len(rows), low)
def rule_b16(r):
    c=current(r)
    if c=='ldg-bottom' and r['f']['all16'] and r['ev']['ldg-bottom']['blocks'] < r['ev']['ldg-bottom']['oblocks']: return 'cp-async'
    return c
old=set()
for l in open('/work/main/tests/data/measured.csv'):
    if l.startswith('#') or l.startswith('file,'): continue
    old.add(l.split(',')[0].split('/')[-1][:-3])
for name,rule in [('current',current),('b16',rule_b16)]:
    for subset in ['all','old','new']:
        rs=[r for r in rows if subset=='all' or ((r['kernel'] in old)==(subset=='old'))]
        ok=sum((val(r,rule(r)) or 0)>=0.97*best(r) for r in rs)
        low=[(r['kernel'],r['size'][:4],round(val(r,rule(r)) or 0,2)) for r in rs if (val(r,rule(r)) or 0)<0.98]
        ks=len({r['kernel'] for r in rs})
        gm=math.exp(sum(math.log((val(r,rule(r)) or 1)/best(r)) for r in rs)/len(rs))
        print(name, subset, 'kernels',ks,'rows',len(rs),'within3',ok, 'geo ratio to best %.3f'%gm, 'below0.98',low)
print('--- ldg chosen, its cover < 0.25 after the late-load steps, cp-async candidate exists:')
for r in rows:
    c=current(r)
    if c not in ('ldg','ldg-unroll2'): continue
    e=r['ev'][c]
    if (e['cover'] or 0) >= 0.25: continue
    ec=r['ev'].get('cp-async')
    if ec is None or val(r,'cp-async') is None: continue
    print('  %-28s %s %s=%.2f cover %.2f blocks %s/%s | cp-async=%.2f cover %.2f blocks %s spill %s | best %.2f' % (r['kernel'], r['size'][:4], c, val(r,c), e['cover'] or 0, e['blocks'], e['oblocks'], val(r,'cp-async'), ec['cover'] or 0, ec['blocks'], ec['spill_grew'], best(r)))
print('--- ldg path, the loads at the bottom lose a block against the original:')
for r in rows:
    c=current(r)
    if c!='ldg-bottom' or r['f']['all16']: continue
    e=r['ev']['ldg-bottom']
    if e['blocks']>=e['oblocks']: continue
    bu=r['ev'].get('ldg-bottom-unroll2'); un=r['ev'].get('ldg-unroll2'); top=r['ev']['ldg']
    print('  %-28s %s bottom=%.2f (%s/%s cov %.2f) | bottom-u2=%s (%s cov %.2f) | u2=%s (%s cov %.2f) | top=%.2f (%s cov %.2f) best %.2f' % (r['kernel'], r['size'][:4], val(r,c), e['blocks'], e['oblocks'], e['cover'] or 0, val(r,'ldg-bottom-unroll2'), bu and bu['blocks'], (bu and bu['cover']) or 0, val(r,'ldg-unroll2'), un and un['blocks'], (un and un['cover']) or 0, val(r,'ldg'), top['blocks'], top['cover'] or 0, best(r)))
print('--- bottom rejected for losing blocks against the top, rows with ldg late:')
for r in rows:
    c=current(r)
    top=r['ev'].get('ldg'); bot=r['ev'].get('ldg-bottom'); bu=r['ev'].get('ldg-bottom-unroll2')
    if not top or not bot or (top['cover'] or 0)>=0.25: continue
    if (bot['cover'] or 0) < (top['cover'] or 0)+0.05: continue
    if bot['blocks'] >= top['blocks']: continue
    keeps = bu and bu['blocks']>=bu['oblocks'] and (bu['cover'] or 0)>=(top['cover'] or 0)+0.05 and not bu['spill_grew']
    print('  %-28s %s current %s=%.2f | bottom-u2=%s keeps=%s | best %.2f' % (r['kernel'], r['size'][:4], c, val(r,c) or 0, val(r,'ldg-bottom-unroll2'), keeps, best(r)))
