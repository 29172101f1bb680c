#!/bin/sh
# One stress-ng stressor in the guest, run by init as a test program
# with the arguments of its .args (scripts/add-programs): the stressor,
# then its options; a program named *_32 runs the 32-bit stress-ng (the
# compat system calls).  One instance, bounded by operations, its
# results verified, the kernel log checked, loopback up.  --as-nobody
# among them runs it as user and group 65534 (a stressor that refuses
# root; busybox's start-stop-daemon, which takes the user from the
# guest's /etc/passwd).
# Exit 0 when it passes; 4, a skip, when stress-ng says it cannot run
# here (exit status 3: no resource, 4: not implemented, "No stress
# workers invoked", or a "skipped:" count that is not 0); 1 when a
# "fail:" line says a stressor failed though stress-ng exits 0; any
# other status is stress-ng's own failure.
stressor=${1:?usage: stress-ng-STRESSOR STRESSOR OPTION...}
shift
as=''
for a; do
	shift
	case $a in
	--as-nobody) as='busybox start-stop-daemon -S -c 65534:65534 -x' ;;
	*) set -- "$@" "$a" ;;
	esac
done
busybox ip link set lo up
bin=${STRESS_NG:-/usr/bin/stress-ng}
case ${0##*/} in *_32) bin=${bin}_32 ;; esac
out=/tmp/stress-ng.$$
$as "$bin" ${as:+--} --verify --klog-check --oomable --metrics-brief \
	"--$stressor" 1 "$@" >"$out" 2>&1
rc=$?
cat "$out"
skipped=$(sed -n 's/.* skipped: \([0-9]*\).*/\1/p' "$out" | sed -n 1p)
grep -q 'No stress workers invoked' "$out" && skipped=${skipped:-all}
failed=$(grep -c '^stress-ng: fail:' "$out")
rm -f "$out"
case $rc:$failed:${skipped:-0} in
0:0:0) exit 0 ;;
0:0:* | [34]:0:*)
	echo "stress-ng: exit status $rc, skipped: ${skipped:-0}: it cannot run here"
	exit 4
	;;
[034]:*)
	echo "stress-ng: exit status $rc, but $failed \"fail:\" lines"
	exit 1
	;;
*) exit "$rc" ;;
esac
