#!/bin/sh
# PID 1 of the test guest: run every program in /tests and report each
# as one result of a KTAP document, the way kselftest's runner does: the
# program's exit status is its result (4 is a skip).  A guest program's
# own TAP output is nested as the result's subtest (KTAP: indented by 4
# spaces, with a "# Subtest:" header), so that the parser sees every
# case and a case's SKIP; a kernel selftest's output (kst-*, not all of
# it TAP) is kept as "# " diagnostic lines, as is output without TAP.
# Then reboot, which QEMU (-no-reboot) turns into an exit.
#
# Time: each program gets at most uaccess_timeout= seconds (kernel
# command line, default 180: the longest, the epoll selftest, takes
# 47 s under TCG, 81 s with a kernel build beside it), and all of them
# together uaccess_budget= seconds (default 900, room for the suites of
# Debian's packages); scripts/boot-guest passes both and derives its
# own timeout from them, so a hung program costs one "not ok", never
# the whole run.
#
# INIT_HOST_ROOT=DIR runs it on the host for its test (tests/host/init):
# every path under DIR, no mount, no kill of every process, no reboot.
R=${INIT_HOST_ROOT:-}
if [ -z "$R" ]; then
	export PATH=/bin
	mount -t proc proc /proc
	mount -t sysfs sys /sys
	mount -t devtmpfs dev /dev
	mount -t tmpfs tmp /tmp
	mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null
	# TCP over loopback: net/af_unix's msg_oob, stress-ng's sock
	busybox ip link set lo up || echo "init: loopback is not up"
fi

per=180
budget=900
# shellcheck disable=SC2013 # the command line is words
for a in $(cat "$R/proc/cmdline"); do
	case $a in
	uaccess_selfcheck=1)
		export SELFCHECK=1
		echo "WARNING: CPU: 0 PID: 1 at uaccess_selfcheck: injected by init" >"$R/dev/kmsg"
		;;
	uaccess_timeout=*) per=${a#*=} ;;
	uaccess_budget=*) budget=${a#*=} ;;
	esac
done
deadline=$(($(date +%s) + budget))

# A kernel that has as modules what the tests need (make debian-kernel:
# Debian's configuration) gets them in /data, and /data/load names them,
# dependencies first (scripts/collect-modules).  A module that does not
# load fails the tests that need it.
# shellcheck disable=SC2013 # one name per line
if [ -f "$R/data/load" ]; then
	for m in $(cat "$R/data/load"); do
		insmod "$R/data/$m.ko" || echo "init: insmod /data/$m.ko failed"
	done
fi

# NAME.args, if there, holds the arguments for /tests/NAME; NAME.retry
# says that a failure of it may be retried once, and why (tests/expect).
set --
for t in "$R"/tests/*; do
	case $t in *.args | *.retry) ;; *) set -- "$@" "$t" ;; esac
done
# The self-check is about the harness: the smoke tests are enough.
[ -z "${SELFCHECK:-}" ] || set -- "$R"/tests/smoke_*

# run PROGRAM: run it into /tmp/out within its time; set rc, secs (its
# limit) and why (empty, or why it was killed or not run).
# SIGKILL, not TERM: a program that ignores TERM must die too; then
# every process left (a harness's forked test case) goes with it, so
# nothing hung keeps eating the guest's CPU.
run() {
	why=
	secs=$((deadline - $(date +%s)))
	[ "$secs" -le "$per" ] || secs=$per
	if [ "$secs" -le 0 ]; then
		why="not run: the guest's budget of $budget s is spent"
		rc=1
		: >"$R/tmp/out"
		return
	fi
	# shellcheck disable=SC2086 # split the arguments
	(cd "$R/tmp" && timeout -s KILL "$secs" "$1" $args) >"$R/tmp/out" 2>&1
	rc=$?
	if [ $rc = 137 ]; then
		why="killed after $secs s (uaccess_timeout=$per, budget $budget s)"
		[ -n "$R" ] || kill -KILL -1 2>/dev/null
	fi
}

# A guest program's TAP output as a subtest: its version line replaced
# by our header, and any line that is not TAP made a diagnostic, so
# stray output cannot be taken for a result.
nest() {
	echo "    KTAP version 1"
	echo "    # Subtest: $1"
	sed -e '/^K\{0,1\}TAP version [0-9]/d' \
		-e '/^\(not \)\{0,1\}ok [0-9]/b i' -e '/^1\.\.[0-9]/b i' \
		-e '/^#/b i' -e 's/^/# /' -e ':i' -e 's/^/    /' "$R/tmp/out"
}

# The failed cases of a kernel selftest's run, for the FLAKY line: TAP
# "not ok" lines and the x86 selftests' "[FAIL]" lines.
failed_cases() {
	sed -n -e 's/^not ok [0-9]* \(- \)\{0,1\}\([^#]*[^# ]\).*/\2/p' \
		-e 's/^\[FAIL\][[:space:]]*\(.\{1,60\}\).*/\1/p' "$R/tmp/out" |
		sed -e 's/[#;]/ /g' | { set --; while IFS= read -r c; do
			set -- "$@" "$c"; done; IFS=,; echo "$*"; }
}

echo "KTAP version 1"
echo "# guest tests"
echo "1..$#"
n=0
for t; do
	n=$((n + 1))
	name=${t##*/}
	start=$(date +%s)
	args=
	[ ! -f "$t.args" ] || args=$(cat "$t.args")
	run "$t"
	first=
	# Output without TAP (make bench's programs) stays diagnostics.
	case $name:$(sed -n '/^K\{0,1\}TAP version [0-9]/{p;q;}' "$R/tmp/out") in
	kst-*:* | *:) sed 's/^/# /' "$R/tmp/out" ;;
	*) nest "$name" ;;
	esac
	# Some of the kernel's own selftests have timing-dependent cases
	# that TCG sometimes misses: a failure of one allowed to (NAME.retry)
	# is retried once, and a pass on the retry is reported as FLAKY
	# (scripts/check-console).  Not after a timeout: a hung selftest
	# would double its cost.
	if [ "$rc" != 0 ] && [ "$rc" != 4 ] && [ -z "$why" ] && [ -f "$t.retry" ]; then
		first="exit status $rc; failed: $(failed_cases)"
		echo "# $name: exit status $rc, retrying once"
		run "$t"
		sed 's/^/# /' "$R/tmp/out"
	fi
	echo "# $name: $(($(date +%s) - start)) s"
	if [ -n "$why" ]; then
		echo "not ok $n $name # $why"
		continue
	fi
	case $rc:$first in
	0:) echo "ok $n $name" ;;
	0:*) echo "ok $n $name # FLAKY first run: $first" ;;
	4:*) echo "ok $n $name # SKIP" ;;
	*) echo "not ok $n $name # exit status $rc" ;;
	esac
done
echo "guest: done"
[ -n "$R" ] || reboot -f
