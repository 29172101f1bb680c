#!/bin/sh
# One trinity run in the guest, run by init as a test program with the
# arguments of its .args (scripts/add-programs): the run's name, then
# trinity's options (a fixed seed, a fixed number of calls, the system
# calls).  As nobody (busybox's start-stop-daemon: trinity's own
# --dropprivs is "still in development"), in a directory of its own
# for its log files, loopback up.  trinity's exit status is the result.
# Its runs are not deterministic (its children race), and what it finds
# is a kernel splat, which fails the boot's console check: a run is
# evidence that patched has no splat base does not have.  The taints
# it stops at (-T) are those of a kernel fault: a warning, an oops, a
# bad page, a machine check; not AUX, which Debian's configuration sets
# by design when a task asks for fanotify permission events
# (FANOTIFY_ACCESS_PERMISSIONS, make system-debian), as trinity does.
name=${1:?usage: trinity-NAME NAME OPTION...}
shift
busybox ip link set lo up
dir=${TMPDIR:-/tmp}/trinity-$name
mkdir -p "$dir" && chmod 0777 "$dir" && cd "$dir" || exit 1
busybox start-stop-daemon -S -c 65534:65534 -x "${TRINITY:-/usr/bin/trinity}" -- \
	--quiet -T WARN,DIE,BAD_PAGE,MACHINE_CHECK "$@"
