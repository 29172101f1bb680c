#!/bin/sh
# PID 1 of the one boot that finishes the Debian system image
# (scripts/build-system-image): debootstrap's second stage, inside the
# guest, so that nothing of the guest's architecture runs on the host;
# then what the tests' boots need.  "uaccess-setup: done" is the last
# thing said, only when all of it worked; then the guest stops.
export PATH=/usr/sbin:/usr/bin:/sbin:/bin
set -e
trap '[ $? = 0 ] || echo "uaccess-setup: failed"' EXIT
if [ "${1:-}" != stop ]; then
	/debootstrap/debootstrap --second-stage
	# The host name resolves, as on an installed system (debootstrap
	# copied the host's /etc/hosts): CPython's test_socket looks it up
	echo uaccess >/etc/hostname
	printf '%s\n' '127.0.0.1	localhost' '127.0.1.1	uaccess' \
		'::1	localhost ip6-localhost ip6-loopback' >/etc/hosts
	passwd -d root
	# The tests' unit writes to the console; no login prompt on it
	systemctl enable uaccess-tests.service
	systemctl mask serial-getty@.service getty@.service
	# The tests' disk (scripts/build-test-disk) is mounted on /uaccess;
	# the programs are found in /tests, as in the initramfs
	mkdir /uaccess
	ln -s /uaccess/tests /tests
	# This shell still maps the dash and the C library of the first
	# stage, which the second replaced: deleted files in use, with which
	# ext4 refuses to go read-only.  The new ones take over.
	exec /bin/sh "$0" stop
fi
# Read-only before the stop, so that the image is left clean: first
# every process the packages' scripts may have left running; mount(8)
# reads /proc, which the second stage unmounted; systemd's reboot
# removes its parameter file from /run, so /run stays writable
kill -KILL -1 || true
mount -t proc proc /proc
mount -t tmpfs run /run
sync
mount -o remount,ro /
echo "uaccess-setup: done"
reboot -ff
