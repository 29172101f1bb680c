#!/bin/sh
# The tests under systemd (uaccess-tests.service), from the tests' disk
# on /uaccess (scripts/build-test-disk).  First what the initramfs's
# init gives its programs: the files of its root that Debian's system
# lacks (the suites' 32-bit programs and their libraries, the
# selftests' libraries, the suites' own files), copied through
# Debian's /lib -> usr/lib links, Debian's own files kept; and a tmpfs
# on /tmp (openat2's resolve_test makes it private: a mount point).
# Then init.sh on /tests as on the host (INIT_HOST_ROOT=/: no mounts,
# no reboot), then the guest stops (QEMU: -no-reboot).
if [ -d /uaccess/root ]; then
	tar -C /uaccess/root -cf - . |
		tar -C / -xf - --skip-old-files --keep-directory-symlink ||
		echo "run.sh: the initramfs's root tree was not copied"
fi
mount -t tmpfs tmp /tmp || echo "run.sh: no tmpfs on /tmp"
INIT_HOST_ROOT=/ sh /uaccess/init.sh
systemctl reboot
