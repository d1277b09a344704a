#!/usr/bin/env python3
"""Differential GPU checker for kpipe's rewrites (a developer tool; needs a CUDA GPU).

How to launch each kernel is read from the kernel's own `// kpipe:` launch directive in
kernels/<name>.cu (the format is described at the top of src/launch/spec.rs): operand dtypes, B's
layout, the epilogue, the argument order, grid and block (expressions of M, N, K and SMS), the
multiples M, N, K must be, and the dynamic shared memory (`smem=`, evaluated with the file's own
`#define` / `constexpr` constants). The kernel is the `__global__` function after the directive (with
several directives in a file, each names the next `__global__` definition). Everything else is this
script's own: the inputs, the float64 reference, the launching (cupy), the sanitizer runs. A rewrite
is launched like its original, with the dynamic shared memory kpipe's note in it asks for ("... needs
N bytes of dynamic shared memory" or "// kpipe: N bytes at launch"; else its own directive's smem=,
else the original's), opted in above 48 KiB. A kernel whose directive does not parse, or whose smem=
cannot be evaluated from the file's constants, is skipped with the reason (logged, and in --list).

For every kernel in kernels/ with a directive that has rewritten versions in the given case
directories, on seeded random inputs (never zeros) at several sizes from its `multiple=` (1 K-tile,
2, an odd count, a large one; ragged sizes for the bounds-checked kernels, those with a multiple 1):

  * the ORIGINAL and each REWRITTEN kernel run on the same inputs, with the output poisoned
    (NaN / int sentinel) before every launch, and their outputs must be BIT-IDENTICAL (raw bytes);
    each kernel runs twice per size, so non-determinism (a race) shows as well;
  * the original is checked against a float64 reference on upcast inputs:
    |out - ref| <= tol * (1 + |ref|), tol from the dtypes of A, B and C (the loosest of them):
    fp32/fp64 1e-3, tf32/fp16/bf16 1e-2, int8->int32 exact; and every output element must be
    written (no poison left);
  * each rewrite (and each original, as a baseline) runs once at a small size (3 K-tiles) under
    compute-sanitizer racecheck, synccheck and memcheck (one process per case and tool, the cupy
    memory pool off so that memcheck sees exact allocation bounds).

Case directories may hold `<kernel>.<variant>.cu` files (devcheck/cases) or `<kernel>/<variant>.cu`
(golden/). Usage, from the repository root on a machine with nvcc, cuobjdump, cupy and a GPU:

    python3 tools/gpucheck.py devcheck/cases [golden ...] --out DIR [--arch sm_90] [--jobs 8]
    python3 tools/gpucheck.py devcheck/cases --fake      # host-only self-test of the checker (numpy)
    python3 tools/gpucheck.py --list                     # the launch spec read for every kernel

Writes DIR/gpucheck.log (everything), DIR/sanitizer.log, DIR/results.json, DIR/table.md, and prints
the final table last. Exit status 1 if anything failed.
"""
import argparse, ast, concurrent.futures as cf, functools, glob, json, os, re, shutil, subprocess, sys, tempfile, time, zlib

try:  # numpy is needed for checking; --list works without it
    import numpy as np
except ImportError:  # pragma: no cover
    np = None

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS_DIR = os.path.join(ROOT, "kernels")
ALPHA, BETA = 1.25, -0.75
SEED = int(os.environ.get("GPUCHECK_SEED", "1"))  # set by --seed, inherited by the worker processes
INT_POISON = -123456789  # outside the range of any int8 x int8 sum over K <= 2048
LIST_SMS = 132  # the SM count --list evaluates grids with (an H100 SXM)
NO_REWRITE = {"sgemm_already_pipelined", "sgemm_unsafe_branch_barrier"}  # kpipe must refuse these


def _cdiv(a, b):
    return (a + b - 1) // b


def _up(x, m):
    """x rounded up to a multiple of m."""
    return _cdiv(x, m) * m

# ----------------------------------------------------------------------------------------------
# Reading a kernel file: comments, constants, a small safe integer expression evaluator
# ----------------------------------------------------------------------------------------------
DIRECTIVE = "// kpipe:"
DTYPES_IN = {"f32", "tf32", "f16", "bf16", "i8", "f64"}
DTYPES_OUT = {"f32", "f16", "bf16", "i32", "f64"}
TOLERANCE = {"f32": 1e-3, "f64": 1e-3, "tf32": 1e-2, "f16": 1e-2, "bf16": 1e-2, "i8": 0.0, "i32": 0.0}
TYPE_SIZES = {"char": 1, "signed char": 1, "unsigned char": 1, "int8_t": 1, "uint8_t": 1, "bool": 1,
              "half": 2, "__half": 2, "__nv_bfloat16": 2, "nv_bfloat16": 2, "short": 2, "unsigned short": 2,
              "float": 4, "int": 4, "unsigned": 4, "unsigned int": 4, "uint": 4, "int32_t": 4, "uint32_t": 4,
              "half2": 4, "__half2": 4, "__nv_bfloat162": 4,
              "double": 8, "long": 8, "long long": 8, "unsigned long long": 8, "int64_t": 8, "uint64_t": 8,
              "size_t": 8, "float2": 8, "int2": 8, "float4": 16, "int4": 16, "uint4": 16, "double2": 16}
# Name of a file constant that is the K-tile depth of a bounds-checked kernel (multiple= says nothing
# about it): used for its check sizes and the K-tile counts in the table only.
K_TILE_NAMES = ["BK", "kBK", "K_TILE", "TILE_K", "TILE", "BS", "BLOCK_SIZE"]


def strip_comments(text):
    """The text with // and /* */ comments blanked out (same length, newlines kept)."""
    def blank(m):
        return re.sub(r"[^\n]", " ", m.group(0))
    return re.sub(r"//[^\n]*|/\*.*?\*/", blank, text, flags=re.S)


class Unresolved(Exception):
    """An expression this evaluator will not (or cannot) evaluate."""


_BINOPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b, ast.Mult: lambda a, b: a * b,
           ast.Div: lambda a, b: _c_div(a, b), ast.Mod: lambda a, b: a - b * _c_div(a, b),
           ast.LShift: lambda a, b: a << b, ast.RShift: lambda a, b: a >> b,
           ast.BitAnd: lambda a, b: a & b, ast.BitOr: lambda a, b: a | b}
_FUNCS = {"min": min, "max": max}


def _c_div(a, b):
    """C integer division (truncates toward zero)."""
    if b == 0:
        raise Unresolved("division by zero")
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _c_to_python(expr):
    """A C integer expression in Python syntax: sizeof(T) as its byte count, integer suffixes
    (16u, 4UL) and casts to integer types dropped. Unknown constructs are left to fail in ast."""
    def size(m):
        t = " ".join(m.group(1).replace("const", " ").split())
        if t not in TYPE_SIZES:
            raise Unresolved(f"sizeof({t})")
        return str(TYPE_SIZES[t])
    e = re.sub(r"\bsizeof\s*\(\s*([A-Za-z_][\w ]*?)\s*\)", size, expr)
    e = re.sub(r"\((?:unsigned\s+)?(?:int|long|size_t|uint)\)", "", e)
    e = re.sub(r"\b(0[xX][0-9a-fA-F]+|\d+)[uUlL]+\b", r"\1", e)
    return e.strip()


def eval_int(expr, names, resolve=None):
    """Value of a C integer expression over `names` (a dict of ints), by walking its Python ast
    with a whitelist of node types: integer literals, known names, + - * / % << >> & |, unary - +,
    parentheses, min() and max(). `resolve(name)` may supply names not in `names` (file constants).
    Anything else raises Unresolved; nothing is ever passed to eval()."""
    try:
        tree = ast.parse(_c_to_python(expr), mode="eval")
    except SyntaxError as e:
        raise Unresolved(f"`{expr}`: not an integer expression") from e

    def walk(node):
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and type(node.value) is int:
            return node.value
        if isinstance(node, ast.Name):
            if node.id in names:
                return names[node.id]
            if resolve is not None:
                return resolve(node.id)
            raise Unresolved(f"unknown name `{node.id}`")
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](walk(node.left), walk(node.right))
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            v = walk(node.operand)
            return -v if isinstance(node.op, ast.USub) else v
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _FUNCS
                and node.args and not node.keywords):
            return _FUNCS[node.func.id](*(walk(a) for a in node.args))
        raise Unresolved(f"`{expr}`: {type(node).__name__} is not allowed")
    return walk(tree)


def file_constants(text):
    """{name: expression text} of the file's object-like `#define NAME value` lines (continuations
    joined) and `constexpr <int type> NAME = value[, NAME2 = value2];` declarations."""
    consts = {}
    code = strip_comments(text).replace("\\\n", " ")
    for m in re.finditer(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)(?!\()[ \t]*(.*)$", code, re.M):
        if m.group(2).strip():
            consts[m.group(1)] = m.group(2).strip()
    for m in re.finditer(r"\bconstexpr\s+(?:static\s+)?(?:const\s+)?(?:unsigned\s+|signed\s+)?"
                         r"(?:int|uint|long|size_t|short|char|int32_t|uint32_t|int64_t)?\s*([^;{}()]*?=[^;{}]*);", code):
        for decl in split_top_level(m.group(1)):
            name, eq, value = decl.partition("=")
            if eq and re.fullmatch(r"[A-Za-z_]\w*", name.strip()):
                consts[name.strip()] = value.strip()
    return consts


def const_resolver(consts):
    """A `resolve(name)` for eval_int over the file's constants (each evaluated on demand, with a
    depth limit against circular definitions)."""
    cache, active = {}, set()

    def resolve(name):
        if name in cache:
            return cache[name]
        if name not in consts or name in active or len(active) > 32:
            raise Unresolved(f"unknown constant `{name}`")
        active.add(name)
        try:
            cache[name] = eval_int(consts[name], {}, resolve)
        finally:
            active.discard(name)
        return cache[name]
    return resolve


def split_top_level(text):
    """Splits on commas outside parentheses: `min(a,b),c` is two items."""
    items, depth, cur = [], 0, ""
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if ch == "," and depth == 0:
            items.append(cur.strip())
            cur = ""
        else:
            cur += ch
    items.append(cur.strip())
    return items

# ----------------------------------------------------------------------------------------------
# The launch spec of a kernel, from its `// kpipe:` directive (see src/launch/spec.rs)
#   file   : kernels/<file>.cu;  fn: the __global__ function after the directive (looked up in the
#            cubin by name; a template by its instantiation)
#   a, b   : operand dtypes (f32, tf32, f16, bf16, i8, f64);  b_col: B stored N x K (C = A * B^T)
#   c      : output dtype (f32, f16, bf16, i32, f64);  c_in: C = alpha*A*B + beta*C (C in/out)
#   args, grid, block : expressions (A, B, C, alpha, beta, or integers of M, N, K; grid/block of SMS)
#   multiple : the multiples M, N, K must be (a 1 anywhere: a bounds-checked kernel, ragged sizes)
#   smem   : dynamic shared memory bytes of the original (0 without smem=)
#   tol    : tolerance of the original against the float64 reference, from the dtypes
# ----------------------------------------------------------------------------------------------
def parse_directive(line):
    """The fields of one directive line as a dict; raises ValueError naming a bad field."""
    s = dict(a="f32", b="f32", b_col=False, c="f32", c_in=False, args=[], grid=[], block=[],
             multiple=(1, 1, 1), smem_expr=None)
    for field in line.split(DIRECTIVE, 1)[1].split():
        key, eq, value = field.partition("=")
        if not eq:
            raise ValueError(f"`{field}` is not key=value")
        dtype, _, mode = value.partition(":")
        if key in ("a", "b"):
            if dtype not in DTYPES_IN:
                raise ValueError(f"{key}={value}: unknown dtype")
            if key == "a" and mode not in ("", "row"):
                raise ValueError(f"a={value}: A must be row-major")
            s[key] = dtype
            if key == "b":
                s["b_col"] = mode == "col"
        elif key == "c":
            if dtype not in DTYPES_OUT:
                raise ValueError(f"c={value}: not an output dtype")
            s["c"], s["c_in"] = dtype, mode == "in"
        elif key in ("args", "grid", "block"):
            s[key] = split_top_level(value)
        elif key == "multiple":
            m = [int(x) for x in value.split(",") if x.strip().isdigit()]
            if len(m) != 3:
                raise ValueError("multiple= needs three numbers")
            s["multiple"] = tuple(m)
        elif key == "smem":
            s["smem_expr"] = value
        else:
            raise ValueError(f"unknown field `{key}`")
    for key in ("args", "grid", "block"):
        if not s[key]:
            raise ValueError(f"no {key}=")
    return s


def global_function_after(code, pos):
    """Name of the first `__global__` function defined after offset `pos` of comment-free `code`
    (`__launch_bounds__(...)`, return type and qualifiers skipped), or None."""
    for m in re.finditer(r"\b__global__\b", code[pos:]):
        rest = code[pos + m.end():]
        rest = re.sub(r"^\s*(?:void|static|inline|__noinline__|__forceinline__|\s)*", "", rest)
        lb = re.match(r"__launch_bounds__\s*\(", rest)
        if lb:  # skip the balanced parentheses of __launch_bounds__(...)
            depth, i = 1, lb.end()
            while i < len(rest) and depth:
                depth += (rest[i] == "(") - (rest[i] == ")")
                i += 1
            rest = rest[i:]
        name = re.match(r"\s*(?:void\s+)?([A-Za-z_]\w*)\s*[(<]", rest)
        if name:
            return name.group(1)
    return None


def directives_of(text):
    """[(offset, line number, line text)] of the file's directive lines."""
    out, at = [], 0
    for i, line in enumerate(text.splitlines(keepends=True)):
        if line.lstrip().startswith(DIRECTIVE):
            out.append((at, i + 1, line.strip()))
        at += len(line)
    return out


def guess_k_tile(spec, resolve):
    """K-tile depth: the K multiple of a tiled kernel; for a bounds-checked one the first file
    constant named like a K tile (BK, TILE, ...), else 16."""
    if 1 not in spec["multiple"]:
        return spec["multiple"][2]
    for name in K_TILE_NAMES:
        try:
            v = resolve(name)
        except Unresolved:
            continue
        if v >= max(1, spec["multiple"][2]) and v % max(1, spec["multiple"][2]) == 0:
            return v
    return 16


def read_specs(path):
    """[(key, spec or None, reason)] for the directives of one kernel file. The key is the file's
    name, or `<file>@<function>` when the file has several directives. A spec is None (with the
    reason) when its directive does not parse, names no kernel, or its smem= cannot be evaluated."""
    text = open(path).read()
    file = os.path.basename(path)[:-3]
    code, consts = strip_comments(text), file_constants(text)
    resolve = const_resolver(consts)
    dirs = directives_of(text)
    out = []
    for at, line_no, line in dirs:
        fn = global_function_after(code, at)
        key = f"{file}@{fn}" if len(dirs) > 1 else file
        try:
            s = parse_directive(line)
        except ValueError as e:
            out.append((key, None, f"line {line_no}: {e}"))
            continue
        if fn is None:
            out.append((key, None, f"line {line_no}: no __global__ function after the directive"))
            continue
        s.update(file=file, path=os.path.relpath(path, ROOT), line=line_no, directive=line, fn=fn,
                 tol=max(TOLERANCE[d] for d in (s["a"], s["b"], s["c"])))
        try:
            s["smem"] = eval_int(s["smem_expr"], {}, resolve) if s["smem_expr"] else 0
        except Unresolved as e:
            out.append((key, None, f"smem={s['smem_expr']}: cannot evaluate ({e}) from the file's constants"))
            continue
        s["k_tile"] = guess_k_tile(s, resolve)
        out.append((key, s, None))
    return out


@functools.lru_cache(maxsize=None)
def all_specs():
    """({key: spec}, {key or file: reason skipped}) for every kernels/*.cu."""
    specs, skipped = {}, {}
    for p in sorted(glob.glob(os.path.join(KERNELS_DIR, "*.cu"))):
        entries = read_specs(p)
        if not entries:
            skipped[os.path.basename(p)[:-3]] = "no // kpipe: directive"
        for key, s, why in entries:
            if s is None:
                skipped[key] = why
            else:
                specs[key] = s
    return specs, skipped


def spec_of(name):
    return all_specs()[0][name]


REWRITE_SMEM_NOTES = [r"needs (\d+) bytes of dynamic shared memory",  # "THE LAUNCH MUST CHANGE. ..."
                      r"// kpipe: (\d+) bytes at launch"]  # beside `extern __shared__ ... kp_smem[]`


def rewrite_smem(path, orig):
    """Dynamic shared memory bytes for a rewrite: what kpipe's note in it asks for ("THE LAUNCH MUST
    CHANGE ... needs N bytes of dynamic shared memory", or "// kpipe: N bytes at launch" beside the
    extern buffer), else its own directive's smem= (with its own constants), else the original's."""
    text = open(path).read()
    for pattern in REWRITE_SMEM_NOTES:
        m = re.search(pattern, text)
        if m:
            return int(m.group(1))
    for _, s, _ in read_specs(path):
        if s is not None and s["fn"] == orig["fn"]:
            return s["smem"]
    return orig["smem"]


def geometry(s, M, N, K, sms):
    """(grid, block) of the directive at M, N, K on a GPU of `sms` SMs (3-tuples)."""
    names = dict(M=M, N=N, K=K, SMS=sms)
    grid = [eval_int(e, names) for e in s["grid"][:3]]
    block = [eval_int(e, names) for e in s["block"][:3]]
    return tuple(grid + [1] * (3 - len(grid))), tuple(block + [1] * (3 - len(block)))


def int_args(s, M, N, K):
    """{position: value} of the integer arguments (the expressions of M, N, K)."""
    return {i: eval_int(e, dict(M=M, N=N, K=K)) for i, e in enumerate(s["args"])
            if e not in ("A", "B", "C", "alpha", "beta")}


def uses_sms(s):
    return any(re.search(r"\bSMS\b", e) for e in s["grid"])


def bounds_checked(s):
    return 1 in s["multiple"]


def sizes_for(name):
    """(M, N, K) list: 1 K-tile (one block and several), 2, 3, 5, 17 K-tiles, and a large one; for a
    bounds-checked kernel also ragged sizes (each rounded up to the directive's multiples)."""
    s = spec_of(name)
    mm, mn, mk = s["multiple"]
    if bounds_checked(s):
        t = s["k_tile"]
        sizes = [(16, 16, t), (48, 32, 2 * t), (32, 48, 3 * t), (16, 32, 5 * t), (1024, 1024, 1024),
                 # ragged: M, N, K not multiples of the tiles (K-tiles of 16: 1, 1, 2, 3, 5, 3, 63)
                 (1, 1, 1), (37, 53, 7), (100, 33, 17), (65, 47, 40), (129, 200, 79), (17, 300, 33),
                 (1000, 999, 1001)]
    else:
        bm, bn, bk = mm, mn, mk
        sizes = [(bm, bn, bk), (2 * bm, 3 * bn, bk), (3 * bm, 2 * bn, 2 * bk), (2 * bm, 2 * bn, 3 * bk),
                 (bm, 2 * bn, 5 * bk), (512, 384, 17 * bk), (1024, 1024, (1024 // bk) * bk)]
    out = []
    for M, N, K in sizes:
        size = (_up(M, mm), _up(N, mn), _up(K, mk))
        if size not in out:
            out.append(size)
    return out


def sanitize_size(name):
    """One small launch with 3 K-tiles (ragged for a bounds-checked kernel; for a grid of SMS, one
    with more output tiles than the sanitizer run's grid of SMS=1, so that blocks loop)."""
    s = spec_of(name)
    mm, mn, mk = s["multiple"]
    if bounds_checked(s):
        return (_up(37, mm), _up(53, mn), _up(40, mk))
    if uses_sms(s):
        return (2 * mm, 3 * mn, 3 * mk)
    return (mm, 2 * mn, 3 * mk)


def sanitize_sms(name):
    """The SM count the sanitizer launch uses: 1 for a grid of SMS (a persistent kernel), so that
    each block handles several tiles; None (the GPU's) otherwise."""
    return 1 if uses_sms(spec_of(name)) else None


def ktiles(name, K):
    return _cdiv(K, spec_of(name)["k_tile"])


def list_specs():
    """--list: the spec read for every kernel with a directive, at M=N=K=its first checked size."""
    specs, skipped = all_specs()
    for k, s in specs.items():
        M, N, K = sizes_for(k)[0]
        BM, BN, BK = [z for z in sizes_for(k) if z[0] != z[1]][-1]  # non-square: shows the grid's orientation
        try:
            grid, block = geometry(s, M, N, K, LIST_SMS)
            ints = int_args(s, M, N, K)
            args = [str(ints[i]) if i in ints else e for i, e in enumerate(s["args"])]
            big = geometry(s, BM, BN, BK, LIST_SMS)[0]
        except Unresolved as e:
            grid = block = args = big = f"ERROR {e}"
        print(f"{k}  ({s['path']}:{s['line']})\n"
              f"  fn={s['fn']}  a={s['a']} b={s['b']}:{'col (N x K)' if s['b_col'] else 'row (K x N)'}  "
              f"c={s['c']}{' (alpha*A*B + beta*C)' if s['c_in'] else ' (A*B)'}  tol={s['tol']:g}  multiple={s['multiple']}\n"
              f"  args=({', '.join(s['args'])})\n"
              f"  at {M}x{N}x{K}, SMS={LIST_SMS}: args=({', '.join(args)}) grid={grid} block={block} "
              f"smem={s['smem']}{' (' + s['smem_expr'] + ')' if s['smem_expr'] else ''}  k_tile={s['k_tile']}\n"
              f"  at {BM}x{BN}x{BK}: grid={big}\n"
              f"  sizes: {' '.join('x'.join(map(str, z)) for z in sizes_for(k))}  "
              f"(sanitizer: {'x'.join(map(str, sanitize_size(k)))}{', SMS=1' if sanitize_sms(k) else ''})")
    for k, why in skipped.items():
        print(f"SKIPPED {k}: {why}")
    print(f"{len(specs)} kernels with a launch spec, {len(skipped)} skipped")

# ----------------------------------------------------------------------------------------------
# Inputs and reference (host, numpy)
# ----------------------------------------------------------------------------------------------
def bf16_bits(a):
    """float32 array -> bfloat16 raw bits (uint16), rounded to nearest even."""
    u = a.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)


def rnd(shape, kind, rng):
    """Random array of `kind` (never zero): ints in [-128, 128) for i8, [-1000, 1000) for i32,
    uniform in [-1, 1) otherwise; bf16 as raw bits, tf32 as float32 storage."""
    if kind in ("i8", "i32"):
        lim = 128 if kind == "i8" else 1000
        a = rng.integers(-lim, lim, size=shape).astype(np.int8 if kind == "i8" else np.int32)
        a[a == 0] = 1
        return a
    a = rng.uniform(-1.0, 1.0, size=shape).astype(np.float32)
    a[np.abs(a) < 1e-3] = 0.5
    if kind == "f16":
        return a.astype(np.float16)
    if kind == "bf16":
        return bf16_bits(a)
    if kind == "f64":
        return a.astype(np.float64)
    return a


def to_f64(a, kind):
    if kind == "bf16":
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)


def poison(kind, shape):
    """An output array full of the poison value: NaN of the dtype, or INT_POISON for i32."""
    if kind == "i32":
        return np.full(shape, INT_POISON, dtype=np.int32)
    if kind == "bf16":
        return np.full(shape, 0x7FC0, dtype=np.uint16)
    return np.full(shape, np.nan, dtype={"f32": np.float32, "f16": np.float16, "f64": np.float64}[kind])


def bits(a):
    """The raw bits of an array, as unsigned integers of its element size."""
    return a.view({1: np.uint8, 2: np.uint16, 4: np.uint32, 8: np.uint64}[a.itemsize])


def make_inputs(name, M, N, K, salt=""):
    s = spec_of(name)
    rng = np.random.default_rng(zlib.crc32(f"{name}:{M}x{N}x{K}{salt}:{SEED}".encode()))
    A = rnd((M, K), s["a"], rng)
    B = rnd((N, K) if s["b_col"] else (K, N), s["b"], rng)
    C0 = rnd((M, N), s["c"], rng) if s["c_in"] else poison(s["c"], (M, N))
    return A, B, C0


def reference(name, A, B, C0):
    """float64 reference, and the scale of each element's rounding error bound: sum_k |a_ik * b_kj|
    (times |alpha|, plus |beta * c_ij| for the alpha/beta kernels)."""
    s = spec_of(name)
    a, b = to_f64(A, s["a"]), to_f64(B, s["b"])
    bb = b.T if s["b_col"] else b
    ref = a @ bb  # int8: exact in float64 (|sum| < 2^53)
    scale = np.abs(a) @ np.abs(bb)
    if s["c_in"]:
        c = to_f64(C0, s["c"])
        ref = ALPHA * ref + BETA * c
        scale = abs(ALPHA) * scale + abs(BETA) * np.abs(c)
    return ref, scale


def unwritten(name, out, C0):
    s = spec_of(name)
    if s["c_in"]:  # C is in/out: an element still bit-equal to its input was (most likely) not written
        return int((bits(out) == bits(C0)).sum())
    if s["c"] == "i32":
        return int((out == INT_POISON).sum())
    return int(np.isnan(to_f64(out, s["c"])).sum())


def scalar(s, value):
    """alpha / beta as the kernel takes it: float (double for an f64 output)."""
    return np.float64(value) if s["c"] == "f64" else np.float32(value)


def kernel_args(s, M, N, K, A, B, C):
    """The kernel's arguments in the directive's order: the arrays, alpha and beta (1 and 0 without
    the C input), and the integer expressions as int32."""
    ints = int_args(s, M, N, K)
    fixed = dict(A=A, B=B, C=C, alpha=scalar(s, ALPHA if s["c_in"] else 1.0),
                 beta=scalar(s, BETA if s["c_in"] else 0.0))
    return tuple(fixed[e] if i not in ints else np.int32(ints[i]) for i, e in enumerate(s["args"]))

# ----------------------------------------------------------------------------------------------
# Backends: cupy (real) and numpy emulation (--fake, a host-only self-test of this script)
# ----------------------------------------------------------------------------------------------
class CupyBackend:
    def __init__(self, exact_alloc=False):
        import cupy as cp
        self.cp = cp
        if exact_alloc:
            cp.cuda.set_allocator(None)  # plain cudaMalloc per array: memcheck sees exact bounds
        self.sms = cp.cuda.Device().attributes["MultiProcessorCount"]

    def load(self, cubin, sym, name, label, smem=0):
        """(kernel, dynamic smem bytes); above 48 KiB the kernel is opted in to that much."""
        fn = self.cp.RawModule(path=cubin).get_function(sym)
        if smem > 48 * 1024:
            fn.max_dynamic_shared_size_bytes = smem
        return fn, smem

    def launch(self, fn, name, M, N, K, A, B, C0, sms=None):
        cp, s = self.cp, spec_of(name)
        kern, smem = fn
        dA, dB, dC = cp.asarray(A), cp.asarray(B), cp.asarray(C0)
        grid, block = geometry(s, M, N, K, sms or self.sms)
        kern(grid, block, kernel_args(s, M, N, K, dA, dB, dC), shared_mem=smem)
        cp.cuda.Device().synchronize()
        return dC.get()


def tf32_round(a):
    """float32 values rounded to tf32 (10 mantissa bits, nearest)."""
    u = a.astype(np.float32).view(np.uint32).astype(np.uint64)
    return ((u + 0xFFF + ((u >> 13) & 1)) & ~np.uint64(0x1FFF)).astype(np.uint32).view(np.float32)


def from_f32(out, kind):
    """A float32 result as an output array of `kind`."""
    if kind == "f16":
        return out.astype(np.float16)
    if kind == "bf16":
        return bf16_bits(out)
    return out.astype({"f32": np.float32, "f64": np.float64}[kind])


class FakeBackend:
    """Emulates the kernels in float32 numpy (tf32 operands rounded first); the cp-async rewrite of
    sgemm_tile_in_loop is made wrong on purpose, so that the self-test sees the mismatch path."""
    sms = LIST_SMS

    def load(self, cubin, sym, name, label, smem=0):
        return (name, label, smem)

    def launch(self, fn, name, M, N, K, A, B, C0, sms=None):
        s = spec_of(name)
        geometry(s, M, N, K, sms or self.sms), kernel_args(s, M, N, K, A, B, C0)  # must evaluate
        a, b = to_f64(A, s["a"]), to_f64(B, s["b"])
        bb = b.T if s["b_col"] else b
        if s["c"] == "i32":
            out = (a @ bb).astype(np.int32)
            if s["c_in"]:
                out = (ALPHA * out + BETA * C0).astype(np.int32)
        else:
            a32, b32 = a.astype(np.float32), bb.astype(np.float32)
            if "tf32" in (s["a"], s["b"]):
                a32, b32 = tf32_round(a32), tf32_round(b32)
            r = a32 @ b32
            if s["c_in"]:
                r = np.float32(ALPHA) * r + np.float32(BETA) * to_f64(C0, s["c"]).astype(np.float32)
            out = from_f32(r, s["c"])
        if fn[0] == "sgemm_tile_in_loop" and "cp-async" in fn[1] and K >= 3 * 16:
            out = out.copy()
            out.flat[M * N // 2] = np.nextafter(out.flat[M * N // 2], np.float32(np.inf))
        return out

# ----------------------------------------------------------------------------------------------
# Worker: the differential check of one kernel (runs in its own process)
# ----------------------------------------------------------------------------------------------
def err_metrics(out, ref, scale, kind="f32"):
    """max |d|/(1+|ref|) (abs+rel), max |d|/sum|a*b| (relative to the GEMM error bound's scale), ||d||/||ref||."""
    o = to_f64(out, kind)
    if not np.isfinite(o).all():
        return float("inf"), float("inf"), float("inf")
    d = np.abs(o - ref)
    return (float((d / (1.0 + np.abs(ref))).max()), float((d / np.maximum(scale, 1e-300)).max()),
            float(np.linalg.norm(d) / max(np.linalg.norm(ref), 1e-300)))


def diff_detail(name, M, N, o, r, ref, C0):
    """Where and how a rewrite's output differs from the original's."""
    kind = spec_of(name)["c"]
    ou, ru = bits(o).ravel(), bits(r).ravel()
    idx = np.flatnonzero(ou != ru)
    first = int(idx[0])
    row, col = divmod(first, N)
    of, rf = to_f64(o, kind).ravel(), to_f64(r, kind).ravel()
    fmt = int if kind == "i32" else float
    ad = np.abs(of[idx] - rf[idx])
    rows = np.unique(idx // N)
    cols = np.unique(idx % N)
    width = 2 * o.itemsize
    return dict(count=int(idx.size), total=int(o.size), first_index=first, first_rc=[row, col],
                orig=fmt(of[first]), rewritten=fmt(rf[first]),
                orig_hex=f"{int(ou[first]):0{width}x}", rewritten_hex=f"{int(ru[first]):0{width}x}",
                ref=float(ref.ravel()[first]), max_abs_diff=float(np.nan_to_num(ad, nan=np.inf).max()),
                rewritten_unwritten=unwritten(name, r, C0),
                first_indices=[[int(i // N), int(i % N)] for i in idx[:8]],
                rows_with_diff=int(rows.size), cols_with_diff=int(cols.size))


def worker(job, fake):
    name = job["name"]
    s = spec_of(name)
    be = FakeBackend() if fake else CupyBackend()
    res = dict(name=name, sizes=[], errors=[])
    log = lambda *a: print(*a, flush=True)
    try:
        orig = be.load(job["orig"]["cubin"], job["orig"]["sym"], name, "original", job["orig"]["dyn_smem"])
        vars_ = {}
        for label, v in job["variants"].items():
            vars_[label] = be.load(v["cubin"], v["sym"], name, label, v["dyn_smem"])
    except Exception as e:  # noqa: BLE001
        res["errors"].append(f"load: {e!r}")
        return res
    for (M, N, K) in sizes_for(name):
        A, B, C0 = make_inputs(name, M, N, K)
        ref, scale = reference(name, A, B, C0)
        rec = dict(M=M, N=N, K=K, ktiles=ktiles(name, K), variants={})
        try:
            o1 = be.launch(orig, name, M, N, K, A, B, C0)
            o2 = be.launch(orig, name, M, N, K, A, B, C0)
        except Exception as e:  # noqa: BLE001
            rec["orig_error"] = repr(e)
            res["sizes"].append(rec)
            log(f"{name} {M}x{N}x{K}: original launch failed: {e!r}")
            continue
        rec["orig_deterministic"] = o1.tobytes() == o2.tobytes()
        rec["err"], rec["scaled_err"], rec["norm_err"] = err_metrics(o1, ref, scale, s["c"])
        rec["unwritten"] = unwritten(name, o1, C0)
        # pass: within tol abs+rel, or within tol of the error bound's scale sum|a*b| (tf32 at large K
        # exceeds 1e-2 abs+rel where |ref| is small by cancellation; its normwise error stays ~3e-4)
        rec["orig_ok"] = bool(min(rec["err"], rec["scaled_err"]) <= s["tol"] and rec["unwritten"] == 0 and rec["orig_deterministic"])
        line = (f"{name} {M}x{N}x{K} ({rec['ktiles']} K-tiles): orig err/(1+|ref|)={rec['err']:.3e} "
                f"err/sum|ab|={rec['scaled_err']:.3e} norm={rec['norm_err']:.3e} unwritten={rec['unwritten']} det={rec['orig_deterministic']}")
        for label, fn in vars_.items():
            vr = {}
            try:
                r1 = be.launch(fn, name, M, N, K, A, B, C0)
                r2 = be.launch(fn, name, M, N, K, A, B, C0)
            except Exception as e:  # noqa: BLE001
                vr = dict(identical=False, error=repr(e))
                rec["variants"][label] = vr
                line += f" | {label}: LAUNCH ERROR {e!r}"
                continue
            vr["identical"] = r1.tobytes() == o1.tobytes() and r2.tobytes() == o1.tobytes()
            vr["deterministic"] = r1.tobytes() == r2.tobytes()
            if not vr["identical"]:
                bad = r1 if r1.tobytes() != o1.tobytes() else r2
                vr["diff"] = diff_detail(name, M, N, o1, bad, ref, C0)
                vr["err"] = err_metrics(bad, ref, scale, s["c"])[0]
            rec["variants"][label] = vr
            line += f" | {label}: {'identical' if vr['identical'] else 'DIFFERS ' + json.dumps(vr['diff'])}"
        log(line)
        res["sizes"].append(rec)
    return res


def launch_once(job, fake):
    """One launch for a sanitizer run (only this kernel runs on the GPU in this process)."""
    name = job["name"]
    M, N, K = job["size"]
    be = FakeBackend() if fake else CupyBackend(exact_alloc=True)
    fn = be.load(job["cubin"], job["sym"], name, job["label"], job["dyn_smem"])
    A, B, C0 = make_inputs(name, M, N, K, salt=":san")
    out = be.launch(fn, name, M, N, K, A, B, C0, sms=sanitize_sms(name))
    e = err_metrics(out, *reference(name, A, B, C0), spec_of(name)["c"])
    print(f"LAUNCH_OK {name} {job['label']} {M}x{N}x{K} unwritten={unwritten(name, out, C0)} err/(1+|ref|)={e[0]:.3e} "
          f"err/sum|ab|={e[1]:.3e}", flush=True)

# ----------------------------------------------------------------------------------------------
# Driver
# ----------------------------------------------------------------------------------------------
def discover(dirs):
    """{kernel: {label: path}} from each directory, in either layout."""
    found = {}
    multi = len(dirs) > 1
    for i, d in enumerate(dirs):
        tag = os.path.basename(os.path.normpath(d))
        pref = f"{tag}:" if multi and i > 0 else ""
        for p in sorted(glob.glob(os.path.join(d, "*.cu"))):
            base = os.path.basename(p)[:-3]
            if "." in base:
                k, v = base.split(".", 1)
                found.setdefault(k, {})[pref + v] = p
        for p in sorted(glob.glob(os.path.join(d, "*", "*.cu"))):
            k = os.path.basename(os.path.dirname(p))
            v = os.path.basename(p)[:-3]
            found.setdefault(k, {})[pref + v] = p
    return found


def find_tool(name):
    p = shutil.which(name)
    if p:
        return p
    for c in [f"/usr/local/cuda/bin/{name}", f"/usr/local/cuda/compute-sanitizer/{name}"]:
        if os.path.exists(c):
            return c
    hits = glob.glob(f"/usr/local/cuda*/**/{name}", recursive=True)
    return hits[0] if hits else None


def build(src, fn, arch, tmp, key, nvcc, cuobjdump):
    cubin = os.path.join(tmp, re.sub(r"[^A-Za-z0-9_.-]", "_", key) + ".cubin")
    cmd = [nvcc, "-cubin", "-O3", "-std=c++17", f"-arch={arch}", "--resource-usage", "-o", cubin, src]
    p = subprocess.run(cmd, capture_output=True, text=True)
    info = dict(src=os.path.relpath(src, ROOT), cmd=" ".join(cmd), log=(p.stdout + p.stderr).strip(), ok=p.returncode == 0)
    if not info["ok"]:
        return info
    syms = []
    if cuobjdump:
        out = subprocess.run([cuobjdump, "-symbols", cubin], capture_output=True, text=True).stdout
        syms = [l.split()[-1] for l in out.splitlines() if "STT_FUNC" in l and "STB_GLOBAL" in l]
    if not syms:  # fall back to the mangled names in the ELF string table
        syms = sorted(set(m.decode() for m in re.findall(rb"_Z[0-9A-Za-z_]+", open(cubin, "rb").read())))
    match = [s for s in syms if s == fn or s.startswith(f"_Z{len(fn)}{fn}")]
    match = sorted(set(match))
    if len(match) != 1:
        info.update(ok=False, log=info["log"] + f"\nsymbol lookup for {fn}: {match or syms}")
        return info
    m = re.search(r"Used (\d+) registers", info["log"])
    sm = re.search(r"(\d+) bytes smem", info["log"])
    sp = re.search(r"(\d+) bytes spill stores", info["log"])
    info.update(cubin=cubin, sym=match[0], regs=int(m.group(1)) if m else None,
                smem=int(sm.group(1)) if sm else None, spill=int(sp.group(1)) if sp else None)
    return info


def parse_sanitizer(tool, rc, text):
    if "LAUNCH_OK" not in text:
        return "NO LAUNCH (rc=%d)" % rc
    if tool == "racecheck":
        m = re.search(r"RACECHECK SUMMARY: (\d+) hazards? displayed \((\d+) errors?, (\d+) warnings?\)", text)
        if m:
            h, e, w = map(int, m.groups())
            return "clean" if h == 0 and rc == 0 else f"{h} hazards ({e} err, {w} warn)"
    m = re.search(r"ERROR SUMMARY: (\d+) errors?", text)
    if m:
        n = int(m.group(1))
        return "clean" if n == 0 and rc == 0 else f"{n} errors"
    return "clean" if rc == 0 else f"rc={rc}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("dirs", nargs="*", default=["devcheck/cases"])
    ap.add_argument("--out", default=None)
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--jobs", type=int, default=min(8, os.cpu_count() or 4))
    ap.add_argument("--only", default=None, help="comma-separated kernel names")
    ap.add_argument("--fake", action="store_true", help="host-only self-test: numpy emulation, no GPU")
    ap.add_argument("--list", action="store_true", help="print the launch spec read from every kernel's directive")
    ap.add_argument("--no-sanitize", action="store_true")
    ap.add_argument("--seed", type=int, default=None, help="input seed (default 1; env GPUCHECK_SEED)")
    ap.add_argument("--san-jobs", type=int, default=min(12, os.cpu_count() or 4), help="parallel sanitizer processes")
    ap.add_argument("--budget", type=float, default=480, help="seconds after which no new sanitizer run starts")
    ap.add_argument("--worker", help=argparse.SUPPRESS)
    ap.add_argument("--launch", help=argparse.SUPPRESS)
    opts = ap.parse_args()
    if opts.list:
        list_specs()
        return
    if np is None:
        sys.exit("gpucheck needs numpy (only --list works without it)")
    global SEED
    if opts.seed is not None:
        SEED = opts.seed
        os.environ["GPUCHECK_SEED"] = str(opts.seed)
    if opts.worker:
        job = json.load(open(opts.worker))
        res = worker(job, opts.fake)
        json.dump(res, open(job["result"], "w"))
        return
    if opts.launch:
        launch_once(json.load(open(opts.launch)), opts.fake)
        return

    t0 = time.time()
    out_dir = opts.out or tempfile.mkdtemp(prefix="gpucheck-")
    os.makedirs(out_dir, exist_ok=True)
    logf = open(os.path.join(out_dir, "gpucheck.log"), "w")
    sanf = open(os.path.join(out_dir, "sanitizer.log"), "w")

    def log(*a, console=True):
        s = " ".join(str(x) for x in a)
        logf.write(s + "\n")
        logf.flush()
        if console:
            print(s, flush=True)

    dirs = [d if os.path.isabs(d) else os.path.join(ROOT, d) for d in opts.dirs]
    found = discover(dirs)
    only = set(opts.only.split(",")) if opts.only else None
    specs, skipped = all_specs()
    for k, why in skipped.items():
        log(f"WARNING: kernels/{k.split('@')[0]}.cu: no launch spec for {k} ({why}): skipped")
    spec_files = {s["file"] for s in specs.values()}
    for k in sorted(found):
        if k not in spec_files:
            log(f"WARNING: {k} has rewrites but no kernels/{k}.cu with a launch directive: skipped")
    # rewrites of each spec's kernel: those of its file
    found = {k: found[s["file"]] for k, s in specs.items() if s["file"] in found}
    kernels = [k for k in specs if k in found and (only is None or k in only or specs[k]["file"] in only)]
    log(f"case dirs: {opts.dirs}; kernels: {len(kernels)}; variants: "
        + ", ".join(f"{k}[{'/'.join(found[k])}]" for k in kernels))
    for k in sorted(specs):
        if k not in found and specs[k]["file"] not in NO_REWRITE:
            log(f"note: {specs[k]['path']} ({k}) has no rewrite in {opts.dirs}")

    nvcc = cuobjdump = sanitizer = None
    if not opts.fake:
        nvcc, cuobjdump, sanitizer = find_tool("nvcc"), find_tool("cuobjdump"), find_tool("compute-sanitizer")
        for cmd in (["nvidia-smi", "-L"], [nvcc, "--version"], [sanitizer or "true", "--version"],
                    [sys.executable, "-c", "import cupy, numpy; print('cupy', cupy.__version__, 'numpy', numpy.__version__)"]):
            try:
                log("$ " + " ".join(cmd) + "\n" + subprocess.run(cmd, capture_output=True, text=True, timeout=60).stdout.strip(), console=False)
            except Exception as e:  # noqa: BLE001
                log(f"$ {cmd}: {e!r}", console=False)
        log(f"nvcc={nvcc} cuobjdump={cuobjdump} compute-sanitizer={sanitizer}")
        if not nvcc:
            sys.exit("nvcc not found")

    tmp = tempfile.mkdtemp(prefix="gpucheck-build-")
    # ---- build everything in parallel
    builds = {}
    todo = [(k, "original", os.path.join(ROOT, specs[k]["path"])) for k in kernels]
    todo += [(k, lbl, p) for k in kernels for lbl, p in found[k].items()]
    if opts.fake:
        for k, lbl, p in todo:
            builds[(k, lbl)] = dict(src=os.path.relpath(p, ROOT), ok=True, cubin="fake", sym=specs[k]["fn"], regs=None, smem=None, spill=None)
    else:
        with cf.ThreadPoolExecutor(max(2, os.cpu_count() or 4)) as ex:
            futs = {ex.submit(build, p, specs[k]["fn"], opts.arch, tmp, f"{k}.{lbl}", nvcc, cuobjdump): (k, lbl) for k, lbl, p in todo}
            for f in cf.as_completed(futs):
                builds[futs[f]] = f.result()
    for k, lbl, p in todo:  # the dynamic shared memory each launch gets
        builds[(k, lbl)]["dyn_smem"] = specs[k]["smem"] if lbl == "original" else rewrite_smem(p, specs[k])
    log(f"\n== build ({opts.arch}, -O3) {time.time() - t0:.0f}s")
    for (k, lbl), b in sorted(builds.items()):
        log(f"{k} {lbl}: {'ok' if b['ok'] else 'FAILED'} sym={b.get('sym')} regs={b.get('regs')} smem={b.get('smem')} "
            f"dynamic smem={b.get('dyn_smem')} spill={b.get('spill')}",
            console=not b["ok"])
        if b.get("log"):
            log("    " + b["log"].replace("\n", "\n    "), console=not b["ok"])

    # ---- differential check, one process per kernel
    def run_worker(k):
        if not builds[(k, "original")]["ok"]:
            return k, dict(name=k, sizes=[], errors=["original failed to build"]), ""
        job = dict(name=k, orig=builds[(k, "original")],
                   variants={lbl: builds[(k, lbl)] for lbl in found[k] if builds[(k, lbl)]["ok"]},
                   result=os.path.join(tmp, f"{k}.result.json"))
        jf = os.path.join(tmp, f"{k}.job.json")
        json.dump(job, open(jf, "w"))
        cmd = [sys.executable, os.path.abspath(__file__), "--worker", jf] + (["--fake"] if opts.fake else [])
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=400)
            text, rc = p.stdout + p.stderr, p.returncode
        except subprocess.TimeoutExpired as e:
            text, rc = f"TIMEOUT {e}", -1
        if rc == 0 and os.path.exists(job["result"]):
            return k, json.load(open(job["result"])), text
        return k, dict(name=k, sizes=[], errors=[f"worker rc={rc}"]), text

    log(f"\n== differential check {time.time() - t0:.0f}s")
    results = {}
    with cf.ThreadPoolExecutor(min(4, opts.jobs)) as ex:
        for k, res, text in ex.map(run_worker, kernels):
            results[k] = res
            log(f"-- {k}\n{text.strip()}", console=False)
            for e in res.get("errors", []):
                log(f"{k}: ERROR {e}")
            for rec in res["sizes"]:
                for lbl, vr in rec["variants"].items():
                    if not vr.get("identical"):
                        log(f"MISMATCH {k} {lbl} M={rec['M']} N={rec['N']} K={rec['K']} ({rec['ktiles']} K-tiles): "
                            + json.dumps(vr.get("diff") or vr.get("error")))
                if not rec.get("orig_ok"):
                    log(f"ORIGINAL FAILS {k} {rec['M']}x{rec['N']}x{rec['K']}: err={rec.get('err')} unwritten={rec.get('unwritten')} "
                        f"det={rec.get('orig_deterministic')} {rec.get('orig_error', '')}")

    # ---- compute-sanitizer, one process per (case, tool)
    san = {}
    tools = ["racecheck", "synccheck", "memcheck"]
    if not opts.fake and not opts.no_sanitize and sanitizer:
        log(f"\n== compute-sanitizer {time.time() - t0:.0f}s")
        sjobs = []
        for k in kernels:
            for lbl in ["original"] + list(found[k]):
                b = builds[(k, lbl)]
                if not b["ok"]:
                    continue
                jf = os.path.join(tmp, re.sub(r"[^A-Za-z0-9_.-]", "_", f"{k}.{lbl}") + ".launch.json")
                json.dump(dict(name=k, label=lbl, cubin=b["cubin"], sym=b["sym"], dyn_smem=b["dyn_smem"],
                               size=sanitize_size(k)), open(jf, "w"))
                group = 1 if lbl == "original" else (0 if ":" not in lbl else 4)
                for t in tools:
                    prio = group + (2 if t == "memcheck" and group < 4 else 0) + (1 if t == "memcheck" and group == 4 else 0)
                    sjobs.append((prio, k, lbl, t, jf))
        sjobs = [j[1:] for j in sorted(sjobs, key=lambda j: j[0])]  # stable: rewrites of the first dir first

        def run_san(j):
            k, lbl, t, jf = j
            if time.time() - t0 > opts.budget:
                return j, None, "skipped: over the time budget"
            cmd = [sanitizer, "--tool", t, "--error-exitcode", "86", "--print-limit", "20",
                   sys.executable, os.path.abspath(__file__), "--launch", jf]
            try:
                p = subprocess.run(cmd, capture_output=True, text=True, timeout=150)
                text, rc = p.stdout + p.stderr, p.returncode
            except subprocess.TimeoutExpired as e:
                text, rc = f"TIMEOUT {e}", -1
            return j, rc, text

        with cf.ThreadPoolExecutor(opts.san_jobs) as ex:
            for (k, lbl, t, jf), rc, text in ex.map(run_san, sjobs):
                verdict = "skipped (time)" if rc is None else parse_sanitizer(t, rc, text)
                san[(k, lbl, t)] = verdict
                sanf.write(f"===== {k} {lbl} {t} size={sanitize_size(k)} rc={rc} -> {verdict}\n{text.strip()}\n\n")
                sanf.flush()
                if verdict not in ("clean", "skipped (time)"):
                    log(f"SANITIZER {t} {k} {lbl}: {verdict}")
        log(f"compute-sanitizer done {time.time() - t0:.0f}s")
    else:
        log("compute-sanitizer: skipped" + ("" if sanitizer or opts.fake else " (not found)"))

    # ---- table
    rows, failures = [], 0
    hdr = ["kernel", "variant", "sizes checked", "K-tiles", "bit-identical", "orig vs fp64: max |d|/(1+|ref|), max |d|/sum|ab|",
           "orig written+det", "racecheck", "synccheck", "memcheck"]
    for k in kernels:
        res = results.get(k, dict(sizes=[], errors=["no result"]))
        recs = [r for r in res["sizes"] if "err" in r]
        worst = max((r["err"] for r in recs), default=float("nan"))
        worst_s = max((r["scaled_err"] for r in recs), default=float("nan"))
        orig_ok = bool(recs) and all(r["orig_ok"] for r in recs) and len(recs) == len(sizes_for(k)) and not res.get("errors")
        ktiles = ",".join(str(r["ktiles"]) for r in res["sizes"])
        written = "yes" if recs and all(r["unwritten"] == 0 and r["orig_deterministic"] for r in recs) else "NO"
        lbls = ["original"] + list(found[k])
        for lbl in lbls:
            if lbl == "original":
                ident = "-"
                ok_v = True
            else:
                b = builds[(k, lbl)]
                vrs = [r["variants"].get(lbl) for r in res["sizes"]]
                if not b["ok"]:
                    ident, ok_v = "BUILD FAILED", False
                elif not vrs or any(v is None for v in vrs):
                    ident, ok_v = "NOT RUN", False
                else:
                    nbad = sum(not v["identical"] for v in vrs)
                    ident = "yes" if nbad == 0 else f"NO ({nbad}/{len(vrs)} sizes)"
                    ok_v = nbad == 0
            sv = [san.get((k, lbl, t), "n/a") for t in tools]
            ok_s = all(v in ("clean", "n/a", "skipped (time)") for v in sv)
            failures += (not ok_v) + (not ok_s) + (lbl == "original" and not orig_ok)
            rows.append([k, lbl, f"{len(recs)}/{len(sizes_for(k))}", ktiles, ident,
                         f"{worst:.2e}, {worst_s:.2e}" + ("" if orig_ok else " FAIL"), written, *sv])
    table = ["| " + " | ".join(hdr) + " |", "|" + "---|" * len(hdr)] + ["| " + " | ".join(str(x) for x in r) + " |" for r in rows]
    sizes_note = "\n".join(f"  {k}: " + " ".join(f"{M}x{N}x{K}" for M, N, K in sizes_for(k)) + f"  (sanitizer: {'x'.join(map(str, sanitize_size(k)))})" for k in kernels)
    res_note = "\n".join(f"  {k} {lbl}: regs={b.get('regs')} smem={b.get('smem')} dynamic smem={b.get('dyn_smem')} spill={b.get('spill')}"
                         for (k, lbl), b in sorted(builds.items()))
    summary = (f"\n== sizes (MxNxK)\n{sizes_note}\n\n== ptxas resource usage ({opts.arch})\n{res_note}\n\n== result\n"
               + "\n".join(table) + f"\n\n{len(rows)} rows, {failures} failures, {time.time() - t0:.0f}s"
               + f" (seed {SEED})" + ("  [FAKE self-test: numpy emulation, no GPU]" if opts.fake else ""))
    log(summary)
    open(os.path.join(out_dir, "table.md"), "w").write("\n".join(table) + "\n")
    json.dump(dict(results=results, sanitizer={"|".join(k): v for k, v in san.items()},
                   builds={"|".join(k): {x: y for x, y in b.items() if x != "log"} for k, b in builds.items()}),
              open(os.path.join(out_dir, "results.json"), "w"), indent=1, default=str)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
