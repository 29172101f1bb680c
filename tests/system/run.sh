#!/bin/sh
# The tests under systemd (uaccess-tests.service), from the tests' disk
# on /uaccess (scripts/build-test-disk).  First what the initramfs's
# init gives its programs: the files of its root that Debian's system
# lacks (the suites' 32-bit programs and their libraries, the
# selftests' libraries, the suites' own files), copied through
# Debian's /lib -> usr/lib links, Debian's own files kept; and a tmpfs
# on /tmp (openat2's resolve_test makes it private: a mount point).
# Memory that outlives the processes that filled it is capped at a
# quarter of the guest's each: files on /tmp and /dev/shm, and System V
# shared memory.  With no swap it cannot be reclaimed, and a fuzzer
# (trinity: its test files, fallocate, shmget) can leave enough of it
# to drive the guest out of memory.
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
mount -t tmpfs -o size=25% tmp /tmp || echo "run.sh: no tmpfs on /tmp"
mount -o remount,size=25% /dev/shm || echo "run.sh: /dev/shm keeps its size"
kb=$(sed -n 's/^MemTotal: *\([0-9]*\) kB$/\1/p' /proc/meminfo)
echo $((kb / 4 * 1024 / $(getconf PAGESIZE))) >/proc/sys/kernel/shmall ||
	echo "run.sh: System V shared memory keeps its limit"
systemctl set-property --runtime uaccess-tests.service TasksMax=infinity ||
	echo "run.sh: the tests' service keeps its task limit"
INIT_HOST_ROOT=/ sh /uaccess/init.sh
systemctl reboot
