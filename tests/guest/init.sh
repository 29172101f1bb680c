#!/bin/sh
# PID 1 of the test guest: run every program in /tests and report each
# as one result of a KTAP document, the way kselftest's runner does: the
# program's exit status is its result (4 is a skip), its own output is
# kept as "# " diagnostic lines.  Then reboot, which QEMU (-no-reboot)
# turns into an exit.
export PATH=/bin
mount -t proc proc /proc
mount -t sysfs sys /sys
mount -t devtmpfs dev /dev
mount -t tmpfs tmp /tmp
mount -t tracefs tracefs /sys/kernel/tracing 2>/dev/null

case " $(cat /proc/cmdline) " in
*" uaccess_selfcheck=1 "*)
	export SELFCHECK=1
	echo "WARNING: CPU: 0 PID: 1 at uaccess_selfcheck: injected by init" >/dev/kmsg
	;;
esac

# NAME.args, if there, holds the arguments for /tests/NAME.
set --
for t in /tests/*; do
	case $t in *.args) ;; *) set -- "$@" "$t" ;; esac
done
# The self-check is about the harness: the smoke tests are enough.
[ -z "${SELFCHECK:-}" ] || set -- /tests/smoke_*
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
	# shellcheck disable=SC2086 # split the arguments
	(cd /tmp && timeout 120 "$t" $args) >/tmp/out 2>&1
	rc=$?
	sed 's/^/# /' /tmp/out
	# The kernel's own selftests have timing-dependent cases that TCG
	# sometimes misses: a failure of one is retried once, said so.
	case $name:$rc in
	kst-*:0 | kst-*:4) ;;
	kst-*)
		echo "# $name: exit status $rc, retrying once"
		# shellcheck disable=SC2086
		(cd /tmp && timeout 120 "$t" $args) >/tmp/out 2>&1
		rc=$?
		sed 's/^/# /' /tmp/out
		;;
	esac
	echo "# $name: $(($(date +%s) - start)) s"
	case $rc in
	0) echo "ok $n $name" ;;
	4) echo "ok $n $name # SKIP" ;;
	*) echo "not ok $n $name # exit status $rc" ;;
	esac
done
echo "guest: done"
reboot -f
