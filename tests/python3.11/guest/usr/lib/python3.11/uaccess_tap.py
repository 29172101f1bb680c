# SPDX-License-Identifier: GPL-2.0
"""Run one of CPython's own test modules (Lib/test/NAME.py) with
unittest and print each of its cases as a TAP result, so that the
guest's init nests them as cases of their own: "ok", "not ok", or
"ok ... # SKIP why".  An expected failure is ok; an unexpected success
and a failed subtest are not.  The cases' own output comes first, the
TAP document after it.  PATTERN selects cases as unittest's -k does,
or "all" (the shell that passes it could expand "*").  Exit 0 when
cases ran and none failed, 4 (a skip) when the module itself says it
cannot run here, 1 otherwise: a failure, or no case at all.

Usage: python3.11 -m uaccess_tap NAME all|PATTERN...
"""
import importlib
import sys
import unittest


def name(test):
    return test.id().removeprefix('test.').replace(' ', '_')


class Tap(unittest.TestResult):
    """Each case's TAP status, name and directive, in the order run."""
    def __init__(self):
        super().__init__()
        self.cases = []

    def addSuccess(self, test):
        self.cases.append(('ok', name(test), ''))

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self.cases.append(('not ok', name(test), ''))

    def addError(self, test, err):
        super().addError(test, err)
        self.cases.append(('not ok', name(test), ''))

    def addSkip(self, test, reason):
        self.cases.append(('ok', name(test), ' # SKIP ' + ' '.join(reason.split())))

    def addExpectedFailure(self, test, err):
        self.cases.append(('ok', name(test), ' # expected failure'))

    def addUnexpectedSuccess(self, test):
        self.unexpectedSuccesses.append(test)
        self.cases.append(('not ok', name(test), ' # unexpected success'))

    def addSubTest(self, test, subtest, err):
        super().addSubTest(test, subtest, err)
        if err is not None:
            self.cases.append(('not ok', name(subtest), ''))


def main(module_name, patterns):
    try:
        module = importlib.import_module('test.' + module_name)
    except unittest.SkipTest as e:
        print('TAP version 13')
        print(f'1..0 # SKIP {e}')
        return 4
    loader = unittest.TestLoader()
    if patterns != ['all']:
        loader.testNamePatterns = [p if '*' in p else f'*{p}*' for p in patterns]
    suite = loader.loadTestsFromModule(module)
    result = Tap()
    suite.run(result)
    for test, trace in result.errors + result.failures:
        print(f'{name(test)}:\n{trace}', file=sys.stderr)
    sys.stdout.flush()
    sys.stderr.flush()
    print('TAP version 13')
    print(f'1..{len(result.cases)}')
    for n, (status, case, note) in enumerate(result.cases, 1):
        print(f'{status} {n} {case}{note}')
    if not result.cases:
        print(f'# no case of {module_name} matches {" ".join(patterns)}')
        return 1
    return 0 if result.wasSuccessful() else 1


if __name__ == '__main__':
    if len(sys.argv) < 3:
        sys.exit('usage: python3.11 -m uaccess_tap NAME all|PATTERN...')
    sys.exit(main(sys.argv[1], sys.argv[2:]))
