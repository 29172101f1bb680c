// SPDX-License-Identifier: GPL-2.0
/// Report (information only, never rewrite) __copy_from_user() and
/// __copy_to_user() (and their _inatomic forms) in a function with no
/// access_ok() before them.
///
/// When it is right: as information.  These were not removed by the
/// series (they stay in 6.12 and upstream), but they skip the range
/// check just like __get_user(): without an access_ok() of the same
/// range earlier in the function (or in every caller) they are a hole.
/// Usually copy_from_user()/copy_to_user() is the fix; in atomic
/// context keep the _inatomic form under pagefault_disable().
///
/// Output: one line per site, "@uaccess FILE:LINE: copy-unchecked: MESSAGE".
//
// Confidence: Low (any access_ok() earlier in the function counts)
// Options: --no-includes --include-headers

@initialize:python@
@@
oks = {}
copies = []

@ok@
expression p, sz;
position pa;
@@
access_ok@pa(p, sz)

@script:python@
pa << ok.pa;
@@
k = (pa[0].file, pa[0].current_element)
oks[k] = min(oks.get(k, 1 << 30), int(pa[0].line))

@cp@
identifier c =~ "^__copy_(from|to)_user(_inatomic)?$";
position pos;
@@
c@pos(...)

@script:python@
c << cp.c;
pos << cp.pos;
@@
copies.append((pos[0].file, pos[0].current_element, int(pos[0].line), c))

@finalize:python@
@@
for f, fn, line, c in sorted(copies):
    if oks.get((f, fn), 1 << 30) <= line:
        continue
    print("@uaccess %s:%d: copy-unchecked: %s() with no access_ok() before it in %s() (information)"
          % (f, line, c, fn))
