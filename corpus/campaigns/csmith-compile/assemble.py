#!/usr/bin/env python3
"""Pick campaign members from the hunt's found*/ folders, re-check each 3 times, write the campaign."""
import json, os, re, subprocess, sys, tempfile, shutil, glob
H = '/work/campaign-hunt'
OUT = sys.argv[1] if len(sys.argv) > 1 else '/work/main/corpus/campaigns/csmith-compile'
PP = ("gcc -E -P -Iinc -I/usr/include/csmith -U__GNUC__ -D__STRICT_ANSI__ '-D__attribute__(x)=' "
      "-D__extension__= -D__restrict= -D__inline=inline '-D__asm__(x)=' -D_Float32=csm_F32 "
      "-D_Float64=csm_F64 -D_Float32x=csm_F32x -D_Float64x=csm_F64x -D_Float128=csm_F128 orig.c -o prog.c")

def cause(cc, err, prog):
    if cc == 'chibicc':
        if 'not a compile-time constant' in err: return 'chibicc-const-addr-multidim-array-elem'
        if "expected '}'" in err: return 'chibicc-init-counts-unnamed-zero-width-bitfield'
        if err.strip() == '': return 'chibicc-segv-member-lookup-after-unnamed-bitfield'
    if cc == 'tcc' and "',' expected" in err: return 'tcc-pragma-pack-push-without-value'
    if cc == 'pcc' and 'Cannot generate code' in err and 'op %' in err:
        return 'pcc-umod-cast-of-late-folded-divisor'
    return None

CAP = {'chibicc-const-addr-multidim-array-elem': 14, 'chibicc-init-counts-unnamed-zero-width-bitfield': 15,
       'chibicc-segv-member-lookup-after-unnamed-bitfield': 12, 'tcc-pragma-pack-push-without-value': 14,
       'pcc-umod-cast-of-late-folded-divisor': 15}
cands = {}
for d in sorted(glob.glob(H + '/found*/s*-*')):
    name = os.path.basename(d); cc = name.split('-')[1]
    err = open(d + '/err.txt', errors='replace').read()
    c = cause(cc, err, None)
    if c is None:
        print('UNCLASSIFIED', d, err[:200].replace('\n', ' | ')); continue
    cands.setdefault(c, []).append((os.path.getsize(d + '/prog.c'), name, d))

def run(cmd, cwd):
    p = subprocess.run(['timeout', '30', 'nice', '-n', '19'] + cmd, cwd=cwd, capture_output=True, text=True, errors='replace')
    return p.returncode, p.stdout + p.stderr

labels, summary = {}, {}
for c, lst in sorted(cands.items()):
    lst.sort(); taken = 0
    for size, name, d in lst:
        if taken >= CAP[c]: break
        prog = open(d + '/prog.c').read()
        if c.startswith('chibicc-segv') and not re.search(r'\b(unsigned|signed|int)\s*:\s*0\s*;', prog):
            print('SKIP (no unnamed :0 bitfield)', name); continue
        cc = name.split('-')[1]
        results = []
        for i in range(3):
            t = tempfile.mkdtemp(prefix='chk.', dir='/tmp')
            shutil.copy(d + '/prog.c', t + '/prog.c')
            grc, _ = run(['gcc', '-std=c99', '-w', '-c', 'prog.c', '-o', 'ref.o'], t)
            brc, berr = run([cc, '-c', 'prog.c', '-o', 'bug.o'], t)
            made = os.path.exists(t + '/bug.o') and os.path.getsize(t + '/bug.o') > 0
            shutil.rmtree(t)
            results.append((grc, brc, made, berr))
        ok = all(g == 0 and (b != 0 or not m) for g, b, m, _ in results)
        same = len({cause(cc, e, None) for *_, e in results}) == 1 and cause(cc, results[0][3], None) == c
        if not (ok and same):
            print('NOT REPRODUCED 3/3', name, [(g, b, m) for g, b, m, _ in results]); continue
        opts = open(d + '/opts.txt').read().split()
        rc = results[0][1]; err = results[0][3]
        lines = [l for l in err.splitlines() if l.strip()]
        first = next((l.strip() for l in lines if re.search(r'\^ |error|rror:', l)), lines[0].strip() if lines else '')
        o = os.path.join(OUT, name); os.makedirs(o, exist_ok=True)
        shutil.copy(d + '/prog.c', o + '/prog.c')
        json.dump({'oracle': {'oracle': 'crash', 'cc': [cc], 'ref': 'gcc -std=c99 -w'}}, open(o + '/failure.json', 'w'), indent=1)
        json.dump({'seed': int(opts[1]), 'csmith': 'csmith 2.3.0', 'csmith_opts': opts, 'preprocess': PP,
                   'stdio_stub': 'inc/stdio.h = extern int printf(const char *, ...);',
                   'compiler': cc, 'compile_cmd': f'{cc} -c prog.c -o bug.o', 'ref_cmd': 'gcc -std=c99 -w -c prog.c -o ref.o',
                   'exit_code': rc, 'first_error_line': first, 'stderr': err[:2000],
                   'reproduced': f'3/3 (exit codes {[b for _, b, _, _ in results]})',
                   'prog_bytes': size, 'batch': os.path.basename(os.path.dirname(d))},
                  open(o + '/meta.json', 'w'), indent=1)
        labels[name] = c; taken += 1
    summary[c] = (taken, len(lst))
# The flat map; labels.json wraps it in the labels schema (docs/guide.md, "Labelled campaigns"),
# with each cause's compiler and summary written by hand.
json.dump(labels, open(os.path.join(OUT, 'labels-flat.json'), 'w'), indent=1, sort_keys=True)
for c, (t, n) in summary.items(): print(f'{c}: {t} taken of {n} found')
print('total', len(labels))
