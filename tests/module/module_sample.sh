#!/bin/sh
# Guest side of make module-demo: load the sample module
# (tests/module/uaccess_sample.c) as its author wrote it, built against
# the base kernel (orig-base.ko), and as scripts/convert-uaccess
# converted it, built against base (conv-base.ko) and against patched
# (conv-patched.ko); drive each loaded module with uaccess_sample_test,
# 64-bit and 32-bit (compat ioctl): every case must pass, none skip.
# On the patched kernel the unconverted module must be refused, with
# "Unknown symbol" for a removed nocheck helper: the ABI break.
# The kernel is named on the command line: uaccess_variant=base|patched.
# Prints TAP; exits 1 if a case failed.
variant=
# shellcheck disable=SC2013 # the command line is words
for a in $(cat /proc/cmdline); do
	case $a in uaccess_variant=*) variant=${a#*=} ;; esac
done
case $variant in
base) mods="orig-base conv-base conv-patched"; echo "1..12" ;;
patched) mods="conv-base conv-patched"; echo "1..10" ;;
*) echo "1..0 # no uaccess_variant=base|patched on the command line"; exit 1 ;;
esac

n=0
fail=0
result() {	# STATUS DESCRIPTION
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n $2"; else echo "not ok $n $2"; fail=1; fi
}
# insmod KO, its messages and the kernel's as diagnostics
load() {
	dmesg -c >/dev/null
	insmod "/data/$1.ko" >/tmp/insmod.out 2>&1
	rc=$?
	sed 's/^/# insmod: /' /tmp/insmod.out
	dmesg | sed 's/^/# dmesg: /'
	return $rc
}
# the test program, BITS: passes only if it ran cases and all passed
drive() {
	/data/uaccess_sample_test_"$1" >/tmp/test.out 2>&1
	rc=$?
	sed 's/^/# /' /tmp/test.out
	[ $rc = 0 ] && grep -q 'Totals: pass:[1-9][0-9]* fail:0 xfail:0 xpass:0 skip:0 error:0' /tmp/test.out
}

if [ "$variant" = patched ]; then
	load orig-base
	[ $? != 0 ]
	result $? "orig-base.ko (not converted, built against base) is refused"
	grep -qE 'Unknown symbol __(get|put)_user_nocheck_[1248]' /tmp/insmod.out \
		|| dmesg | grep -qE 'Unknown symbol __(get|put)_user_nocheck_[1248]'
	result $? "orig-base.ko: the kernel reports an Unknown symbol __get/put_user_nocheck_N"
	rmmod uaccess_sample 2>/dev/null
fi
for m in $mods; do
	load "$m"
	result $? "$m.ko loads"
	drive 64
	result $? "$m.ko: uaccess_sample_test_64 passes"
	drive 32
	result $? "$m.ko: uaccess_sample_test_32 passes"
	rmmod uaccess_sample
	result $? "$m.ko unloads"
done
exit $fail
