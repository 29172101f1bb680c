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

set -- /tests/*
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
	(cd /tmp && timeout 120 "$t") >/tmp/out 2>&1
	rc=$?
	sed 's/^/# /' /tmp/out
	echo "# $name: $(($(date +%s) - start)) s"
	case $rc in
	0) echo "ok $n $name" ;;
	4) echo "ok $n $name # SKIP" ;;
	*) echo "not ok $n $name # exit status $rc" ;;
	esac
done
echo "guest: done"
reboot -f
