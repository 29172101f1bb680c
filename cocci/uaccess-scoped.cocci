// SPDX-License-Identifier: GPL-2.0
/// Report (do not rewrite) groups of two or more __get_user()/
/// __put_user() in one function on fields of the same base pointer p
/// (&p->field, &p->a[i], p + i, or p itself, optionally cast) after an
/// access_ok(p, ...) of that base: candidates for one
/// scoped_user_read_access() (all reads), scoped_user_write_access()
/// (all writes) or scoped_user_rw_access() (both) region, with
/// unsafe_get_user()/unsafe_put_user() and a fault label;
/// scoped_user_*_access_size(p, size, label) when the access_ok() size
/// is not sizeof(*p).
///
/// Report mode on purpose: the rewrite needs a fault label that lies
/// outside the region and a path from it that returns what the old
/// code returned (-EFAULT, a goto badframe, a break out of a loop,
/// a partial count), and the region must contain nothing that can
/// sleep or fault otherwise, and p must be a variable, not an
/// expression.  SmPL sees neither the intent of the error path nor the
/// side effects of calls, so spatch cannot do this safely; a person
/// writes the region.  Until then uaccess-checked.cocci's get_user()/
/// put_user() is a correct (slower) conversion of these sites.
///
/// Output: one line per access, "@uaccess FILE:LINE: scoped: MESSAGE".
//
// Confidence: Moderate (line order within a function, not control flow)
// Options: --no-includes --include-headers

@initialize:python@
@@
import re
oks = {}      # (file, function, base) -> [(line, size)]
accs = []     # (file, function, line, acc, ptr)

def base_of(ptr, bases):
    s = re.sub(r'\s+', '', ptr)
    s = re.sub(r'^\((const)?[A-Za-z_][\w]*(__user|__force|const|\*|[A-Za-z_]\w*)*\)', '', s)
    for b in bases:
        e = re.escape(re.sub(r'\s+', '', b))
        if re.match(r'^&\(?' + e + r'\)?(->|\[)', s) or \
           re.match(r'^\(?' + e + r'\)?(\+|$)', s):
            return b
    return None

@ok@
expression p, sz;
position pa;
@@
access_ok@pa(p, sz)

@script:python@
p << ok.p;
sz << ok.sz;
pa << ok.pa;
@@
oks.setdefault((pa[0].file, pa[0].current_element), []).append((int(pa[0].line), p, sz))

@acc@
identifier a =~ "^(__get_user|__put_user)$";
expression x, ptr;
position pos;
@@
a@pos(x, ptr)

@script:python@
a << acc.a;
ptr << acc.ptr;
pos << acc.pos;
@@
accs.append((pos[0].file, pos[0].current_element, int(pos[0].line), a, ptr))

@finalize:python@
@@
groups = {}
for f, fn, line, a, ptr in accs:
    cands = [(l, p, sz) for l, p, sz in oks.get((f, fn), []) if l <= line]
    if not cands:
        continue
    b = base_of(ptr, [p for _, p, _ in cands])
    if b is None:
        continue
    l, p, sz = [c for c in cands if c[1] == b][-1]
    groups.setdefault((f, fn, l, p, sz), []).append((line, a))
for (f, fn, l, p, sz), sites in sorted(groups.items()):
    if len(sites) < 2:
        continue
    kinds = set(a for _, a in sites)
    mode = 'rw' if len(kinds) == 2 else ('read' if '__get_user' in kinds else 'write')
    whole = re.sub(r'\s+', '', sz) == 'sizeof(*' + re.sub(r'\s+', '', p) + ')'
    region = 'scoped_user_%s_access(%s, efault)' % (mode, p) if whole else \
             'scoped_user_%s_access_size(%s, %s, efault)' % (mode, p, sz)
    for n, (line, a) in enumerate(sorted(sites)):
        print("@uaccess %s:%d: scoped: %s() %d of %d on %s after access_ok() at line %d in %s(): use %s with unsafe_%s()"
              % (f, line, a, n + 1, len(sites), p, l, fn, region, a[2:]))
