#!/bin/sh
# The tests under systemd (uaccess-tests.service), from the tests' disk
# on /uaccess (scripts/build-test-disk).  First what the initramfs's
# init gives its programs: the files of its root that Debian's system
# lacks (the suites' 32-bit programs and their libraries, the
# selftests' libraries, the suites' own files), copied through
# Debian's /lib -> usr/lib links, Debian's own files kept; and a tmpfs
# on /tmp (openat2's resolve_test makes it private: a mount point).
# No limit on the number of tasks of this service: systemd's default
# (DefaultTasksMax, 15% of the kernel's own limits) rejected a fork of
# the powerpc signal selftest on Debian's configuration.  Then
# init.sh on /tests as on the host (INIT_HOST_ROOT=/: no mounts, no
# reboot), then the guest stops (QEMU: -no-reboot).
if [ -d /uaccess/root ]; then
	tar -C /uaccess/root -cf - . |
		tar -C / -xf - --skip-old-files --keep-directory-symlink ||
		echo "run.sh: the initramfs's root tree was not copied"
fi
mount -t tmpfs tmp /tmp || echo "run.sh: no tmpfs on /tmp"
systemctl set-property --runtime uaccess-tests.service TasksMax=infinity ||
	echo "run.sh: the tests' service keeps its task limit"
INIT_HOST_ROOT=/ sh /uaccess/init.sh
systemctl reboot
