#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0
"""The one verdict: compare the results of two boots, result by result
and case by case, under the expectations of tests/expect/.

Usage: verdict.py pair [--arch ARCH] [--expected FILE] [--added SUITE]...
                       [--series PATCHDIR] BASE.tsv PATCHED.tsv
       verdict.py mutant [--caught-by NAME]... CONTROL.tsv MUTANT.tsv
       verdict.py expect --arch ARCH RULE
       verdict.py lint ARCH...

A results file (scripts/check-console) has one line per result: name,
status (PASS, FAIL, SKIP, FLAKY), detail.  A result's cases are results
of their own, named RESULT/CASE; a kernel selftest's inner cases are
counted in RESULT/cases ("ok=N fail=N skip=N").

pair: base against patched.  Every result of either kernel and every
name of the expected file (one per line: what the run booted) is
judged; a line per result is printed and the exit status is 1 if any
failed.  Without an expectation, a result must pass on both kernels;
it may SKIP on both only where a may-skip rule allows it, and a SKIP on
patched of what passed on base always fails (the series disabled it).
A KUnit suite the series adds (--added, or each one PATCHDIR's patches
add) is n/a on base, and must run on patched.  The rules, per
architecture (tests/expect/*, "rule<TAB>arches<TAB>result<TAB>why"):

  may-skip  the result or case may skip (on base and patched alike)
  xfail     the case fails on base and passes on patched (the series
            fixes it): base must fail exactly the named cases of its
            result, and nothing else
  retry     the kernel selftest may be retried once (tests/guest/init.sh)
            and pass as FLAKY; then what failed the first time must be
            the same on both kernels, or base must not have been retried
            at all and patched was (that fails: flaky on patched alone)
  fails     fails on both kernels here, for the reason given (a
            configuration without the feature): the two must agree, on
            the result and on each of its cases
  not-run   not run on this architecture, for the reason given; a
            result reported anyway fails

mutant: a deliberately broken patched kernel against the unbroken one
booted in the same run (the control).  The mutant is killed when a
result or case that passes on the control fails on the mutant (FLAKY,
a pass on init's retry, is a pass);
each such one is printed, and "killed" says whether one named by
--caught-by is among them.  Exit status 0 killed, 1 survived.

expect: print the result patterns that RULE names for ARCH.
lint: check the expectation files (known rules and architectures).
"""
import argparse
import fnmatch
import glob
import os
import re
import sys

TOP = os.path.join(os.path.dirname(os.path.realpath(__file__)), '..')
EXPECT_DIR = os.environ.get('EXPECT_DIR') or os.path.join(TOP, 'tests', 'expect')
RULES = ('may-skip', 'xfail', 'retry', 'fails', 'not-run')
COUNTS = re.compile(r'ok=(\d+) fail=(\d+) skip=(\d+)')


def read_results(path):
    """{name: (status, detail)} in the file's order, or None if absent."""
    try:
        with open(path) as f:
            rows = [l.rstrip('\n').split('\t') for l in f if l.strip()]
    except FileNotFoundError:
        return None
    return {r[0]: (r[1], r[2] if len(r) > 2 else '') for r in rows}


def expect_lines():
    """(file, line number, [rule, arches, result, why] or None if the line
    is not that) for each rule line of the tests/expect files."""
    for path in sorted(glob.glob(os.path.join(EXPECT_DIR, '*'))):
        if path.endswith('README.md'):
            continue
        with open(path) as f:
            for n, line in enumerate(f, 1):
                if not line.strip() or line.startswith('#'):
                    continue
                f4 = line.rstrip('\n').split('\t')
                ok = len(f4) == 4 and f4[0] in RULES and f4[3].strip()
                yield path, n, f4 if ok else None


def read_expect(arch):
    """[(rule, pattern, why)] of every tests/expect file for ARCH."""
    out = []
    for path, n, f4 in expect_lines():
        if f4 is None:
            sys.exit(f'verdict: {path}:{n}: want rule<TAB>arches<TAB>'
                     f'result<TAB>why, rule one of {", ".join(RULES)}')
        rule, arches, pattern, why = f4
        if arches == '*' or arch in arches.split(','):
            out.append((rule, pattern, why))
    return out


class Expect:
    def __init__(self, rules):
        self.rules = rules

    def find(self, rule, name):
        """The reason of the first RULE whose pattern matches NAME."""
        return next((why for r, pat, why in self.rules
                     if r == rule and fnmatch.fnmatchcase(name, pat)), None)

    def xfail_cases(self, result):
        """The cases of RESULT that xfail rules name, and why."""
        return {f'{result}/{pat.split("/", 2)[2]}': why
                for r, pat, why in self.rules
                if r == 'xfail' and parent(pat) is not None and
                fnmatch.fnmatchcase(result, parent(pat))}

    def patterns(self, rule):
        return [pat for r, pat, _ in self.rules if r == rule]


def parent(name):
    """The result a case belongs to: guest/prog for guest/prog/case."""
    parts = name.split('/')
    return '/'.join(parts[:2]) if len(parts) > 2 else None


def cases_of(rows, result, status=None):
    return sorted(n for n, (s, _) in rows.items()
                  if parent(n) == result and (status is None or s == status))


def first_failures(detail):
    """The first run's failed cases of a FLAKY result (init.sh)."""
    m = re.search(r'failed: (.*)$', detail)
    return sorted(c.strip() for c in m.group(1).split(',') if c.strip()) if m else []


def judge_pair(base, patched, expect, expected=(), added=()):
    """[(name, base status, patched status, why)]: why is '' when fine."""
    base = base or {}
    patched = patched or {}
    names = list(base)
    names += [n for n in patched if n not in names]
    names += [n for n in expected if n not in names]
    names += [f'kunit/{s}' for s in added if f'kunit/{s}' not in names]
    # Each case named by an xfail must be reported, even if its result
    # never ran on base ("not run: budget spent" fails no case).
    for n in [n for n in names if parent(n) is None]:
        names += [x for x in expect.xfail_cases(n) if x not in names]
    out = []
    for n in names:
        b = base.get(n, ('MISSING', ''))[0]
        p = patched.get(n, ('MISSING', ''))[0]
        out.append((n, *judge_one(n, b, p, base, patched, expect, added)))
    return out


def judge_one(n, b, p, base, patched, expect, added):
    if expect.find('not-run', n) is not None:
        if b == p == 'MISSING':
            return 'n/a', 'n/a', ''
        return b, p, 'ran, though tests/expect says not-run here'
    top = n.split('/')
    if top[0] == 'kunit' and len(top) > 1 and top[1] in added and b == 'MISSING':
        b = 'n/a'
    xf = expect.xfail_cases(parent(n)).get(n) if parent(n) else None
    if xf is not None:
        b = {'FAIL': 'XFAIL', 'PASS': 'XPASS'}.get(b, b)
        if b != 'XFAIL':
            return b, p, f'base must fail this case ({xf}): the test cannot see the bug'
        if p != 'PASS':
            return b, p, 'the fix must pass on patched'
        return b, p, ''
    # A result whose cases are xfail: base may fail through them only
    named = sorted(expect.xfail_cases(n)) if parent(n) is None else []
    if named:
        failed = cases_of(base, n, 'FAIL')
        if b == 'FAIL':
            b = 'XFAIL'
            if failed != named:
                return b, p, ('base must fail exactly ' + ', '.join(named) +
                              '; it failed: ' + (', '.join(failed) or 'no case'))
        elif b == 'PASS':
            return 'XPASS', p, 'base must fail: the test cannot see the bug'
        if p != 'PASS':
            return b, p, f'{p} on patched'
        return b, p, ''
    fails = expect.find('fails', n)
    if fails is not None:
        if 'MISSING' in (b, p):
            return b, p, f'expected to fail on both ({fails}); not reported'
        if b != p:
            return b, p, f'expected to fail on both ({fails}); the kernels differ'
        if b == 'PASS' and parent(n) is None:
            return b, p, f'expected to fail on both ({fails}), passes: drop the entry'
        return b, p, ''
    if n.endswith('/cases') and b in ('PASS', 'FAIL', 'SKIP') and p in ('PASS', 'FAIL', 'SKIP'):
        cb = COUNTS.search(base[n][1]) if n in base else None
        cp = COUNTS.search(patched[n][1]) if n in patched else None
        if cb and cp and cb.groups() != cp.groups():
            return b, p, (f'inner cases differ: base {cb.group(0)}, '
                          f'patched {cp.group(0)}')
    if 'FLAKY' in (b, p):
        return judge_flaky(n, b, p, base, patched, expect)
    if b == 'PASS' and p != 'PASS':
        return b, p, f'passes on base, {p} on patched'
    may_skip = expect.find('may-skip', n)
    for v, s in (('base', b), ('patched', p)):
        if s == 'SKIP' and may_skip is None:
            return b, p, f'SKIP on {v}, and no may-skip rule for it'
    for v, s in (('base', b), ('patched', p)):
        if s not in ('PASS', 'SKIP', 'n/a'):
            return b, p, f'{s} on {v}'
    return b, p, ''


def judge_flaky(n, b, p, base, patched, expect):
    why = expect.find('retry', n)
    if why is None:
        return b, p, 'FLAKY, but no retry rule allows retrying it'
    if p == 'FLAKY' and b == 'PASS':
        return b, p, 'flaky on patched, not on base: look at it'
    if b == 'FLAKY' and p == 'FLAKY':
        fb, fp = first_failures(base[n][1]), first_failures(patched[n][1])
        if fb != fp:
            return b, p, (f'flaky on both, but first failed {", ".join(fp) or "?"} '
                          f'on patched and {", ".join(fb) or "?"} on base')
        return b, p, ''
    if b == 'FLAKY' and p == 'PASS':
        return b, p, ''
    return b, p, f'{b} on base, {p} on patched'


def added_suites(patchdir):
    """Names of the KUnit suites the series in PATCHDIR adds: a struct
    kunit_suite and its .name on the added lines of its patches."""
    suites = set()
    with open(os.path.join(patchdir, 'series')) as f:
        series = [l.strip() for l in f if l.strip() and not l.startswith('#')]
    for p in series:
        in_suite = False
        with open(os.path.join(patchdir, p), errors='replace') as f:
            for l in f:
                if not l.startswith('+'):
                    in_suite = False
                elif re.search(r'\bstruct kunit_suite\b.*=\s*\{', l):
                    in_suite = True
                elif in_suite:
                    m = re.match(r'\+\s*\.name\s*=\s*"([^"]+)"', l)
                    if m:
                        suites.add(m.group(1))
                        in_suite = False
    return sorted(suites)


def judge_mutant(control, mutant):
    """The results and cases that pass on the control and not on the
    mutant: [(name, mutant status)]."""
    control = control or {}
    mutant = mutant or {}
    return [(n, mutant.get(n, ('MISSING', ''))[0]) for n, (s, _) in control.items()
            if s == 'PASS' and mutant.get(n, ('MISSING', ''))[0] not in ('PASS', 'FLAKY')]


def detail(n, base, patched):
    """A result's detail, patched's if it has one."""
    return next((r[n][1] for r in (patched, base) if r and n in r and r[n][1]), '')


def line(n, b, p, why, det=''):
    """One row of a verdict table; "!" marks a failure."""
    if why:
        det = why + (f' ({det})' if det else '')
    return f'{"!" if why else " "} {n:40} {b:8} {p:8} {det}'.rstrip()


def cmd_pair(a):
    expect = Expect(read_expect(a.arch))
    expected = []
    if a.expected:
        with open(a.expected) as f:
            expected = [l.strip() for l in f if l.strip()]
    base, patched = read_results(a.base), read_results(a.patched)
    added = a.added + (added_suites(a.series) if a.series else [])
    bad = False
    for v, r in (('base', base), ('patched', patched)):
        if r is None:
            print(f'! {v}: no results ({getattr(a, v)})')
            bad = True
    for n, b, p, why in judge_pair(base, patched, expect, expected, added):
        bad |= bool(why)
        print(line(n, b, p, why, detail(n, base, patched)))
    print('== ' + ('FAIL' if bad else 'PASS'))
    return 1 if bad else 0


def cmd_mutant(a):
    control, mutant = read_results(a.control), read_results(a.mutant)
    if not control:
        print(f'no control results ({a.control}): nothing to compare with')
        return 2
    if mutant is None:
        print(f'no mutant results ({a.mutant})')
        return 2
    lost = judge_mutant(control, mutant)
    for n, s in lost:
        print(f'lost: {n}\tPASS on the control, {s} on the mutant')
    if not lost:
        print('survived: every result that passes on the control passes')
        return 1
    names = {n for n, _ in lost}
    by = [c for c in a.caught_by if c in names]
    print('killed' + (f' by {", ".join(by)}' if by else
                      ' (not by ' + (', '.join(a.caught_by) or 'a named result') + ')'))
    return 0


def cmd_expect(a):
    for pat in Expect(read_expect(a.arch)).patterns(a.rule):
        print(pat)
    return 0


def cmd_lint(a):
    known = set(a.arches) | {'*'}
    bad = 0
    for path, n, f4 in expect_lines():
        if f4 is None:
            print(f'{path}:{n}: not rule<TAB>arches<TAB>result<TAB>why')
            bad += 1
            continue
        for arch in f4[1].split(','):
            if arch not in known:
                print(f'{path}:{n}: unknown architecture {arch}')
                bad += 1
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    sub = ap.add_subparsers(dest='cmd', required=True)
    p = sub.add_parser('pair')
    p.add_argument('--arch', default='')
    p.add_argument('--expected')
    p.add_argument('--added', action='append', default=[])
    p.add_argument('--series', help='PATCHDIR: --added for each suite it adds')
    p.add_argument('base')
    p.add_argument('patched')
    m = sub.add_parser('mutant')
    m.add_argument('--caught-by', action='append', default=[])
    m.add_argument('control')
    m.add_argument('mutant')
    e = sub.add_parser('expect')
    e.add_argument('--arch', required=True)
    e.add_argument('rule', choices=RULES)
    li = sub.add_parser('lint')
    li.add_argument('arches', nargs='+')
    a = ap.parse_args()
    return {'pair': cmd_pair, 'mutant': cmd_mutant, 'expect': cmd_expect,
            'lint': cmd_lint}[a.cmd](a)


if __name__ == '__main__':
    sys.exit(main())
