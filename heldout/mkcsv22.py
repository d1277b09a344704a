import json, csv, sys
src=open('/work/main/heldout/loko22.py').read().replace("if __name__ == '__main__':","if False:")
g={}; exec(src,g)
rows=g['rows']; ev=g['ev']; CANDS=g['CANDS']
paths={}
for l in open('/work/main/heldout/table22.txt'):
    name,d,args=l.rstrip('\n').split('|')
    if d=='.': paths[name.split('/')[-1][:-3]]=name
    else:
        repo=d.split('/')[-1].replace('+','/')
        f=[a for a in args.split() if a.endswith(('.cu','.cuh'))][-1]
        paths[name]=f'{repo}:{f}'
def static_col(k,size):
    st=ev[k][g['SIZES'][size]]['report']
    if 'does not pay' in (st.get('not_written') or ''): return 'none'
    return g['col_of'](st['analysis']['decision'])
order=[l.split('|')[0].split('/')[-1].replace('.cu','') for l in open('/work/main/heldout/table22.txt')]
rows.sort(key=lambda r:(order.index(r['kernel']), r['size']!='4096x4096x4096'))
w=csv.writer(open('/work/main/tests/data/candidates.csv','w'), lineterminator='\n')
hdr=open('/work/main/heldout/cand_header.txt').read()
open('/work/main/tests/data/candidates.csv','w').write(hdr)
w=csv.writer(open('/work/main/tests/data/candidates.csv','a'), lineterminator='\n')
w.writerow(['file','size','device','commit','static']+CANDS)
for r in rows:
    w.writerow([paths[r['kernel']], r['size'], 'H100 80GB HBM3', 'f2b21fe', static_col(r['kernel'],r['size'])]+[('%.2f'%r['sp'][c]) if c in r['sp'] else '' for c in CANDS])
# evidence: per kernel and candidate, from the compile on the device (nvcc 13.0, sm_90)
w=csv.writer(open('/work/main/tests/data/candidate_evidence.csv','w'), lineterminator='\n')
open('/work/main/tests/data/candidate_evidence.csv','w').write(open('/work/main/heldout/ev_header.txt').read())
w=csv.writer(open('/work/main/tests/data/candidate_evidence.csv','a'), lineterminator='\n')
w.writerow(['file','candidate','copies_16_byte','registers','original_registers','spill_or_stack_grew','blocks_per_sm','original_blocks_per_sm','load_cover','bm','bn'])
for k in order:
    if k not in ev: continue
    st=ev[k]['static-4096']['report']['analysis']; ra=st.get('ratio') or {}
    copies=st.get('copies') or []
    all16=bool(copies) and all(c.get('layout')=='vector' and (c.get('cp_async') or {}).get('Ok')==16 for c in copies)
    for c in CANDS:
        d=ev[k].get(c)
        if not d: continue
        ch=d['report']['checks']
        if ch.get('status')!='done' or d['report'].get('error'): continue
        o,rw=ch['original'],ch['rewritten']
        e=g['cand_ev'](k,c)
        w.writerow([paths[k],c,int(all16),rw['resources']['registers'],o['resources']['registers'],int(e['spill_grew']),e['blocks'],e['oblocks'],'%.2f'%(e['cover'] or 0),ra.get('bm',''),ra.get('bn','')])
