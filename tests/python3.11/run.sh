#!/bin/sh
# One of CPython 3.11's own test modules in the guest (Debian's
# libpython3.11-testsuite), run by init as a test program with the
# arguments of its .args (scripts/add-programs): the module, then the
# patterns of the cases to run, or "all".  uaccess_tap prints each
# case as TAP, which init nests as the program's cases; its exit status
# is the result (4: the module cannot run here).  The tests want the
# name tables (netbase's /etc/services and /etc/protocols, and a
# localhost), a writable /dev/shm and loopback up.
[ -e /etc/hosts ] || printf '127.0.0.1\tlocalhost\n::1\tlocalhost ip6-localhost\n' > /etc/hosts
if ! grep -q ' /dev/shm ' /proc/mounts; then
	mkdir -p /dev/shm && mount -t tmpfs shm /dev/shm || exit
fi
busybox ip link set lo up
export HOME=/tmp
exec /usr/bin/python3.11 -m uaccess_tap "$@"
