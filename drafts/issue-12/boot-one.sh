#!/bin/bash
# Ad-hoc: boot ARCH's VARIANT test kernel with only the given guest
# programs (built from /work/wt-ref/tests/guest) and print their KTAP.
# Usage: boot-one.sh ARCH VARIANT PROG_SUFFIXED...
set -eu
arch=$1 v=$2; shift 2
cd /work/wt-ref
eval "$(make -s LOCKED=1 ARCH=$arch --eval 'dumpvars: ; @$(foreach v,$(ARCH_VARS),echo "export $(v)='"'"'$(strip $($(v)))'"'"'";)' dumpvars)"
B=/root/.cache/uaccess-port/6.12.118-1~deb12u1/build/$arch
K=/root/.cache/uaccess-port/6.12.118-1~deb12u1/pristine
d=/tmp/boot-one-$arch; rm -rf $d; mkdir -p $d/t
for p; do
	n=${p%_*} s=${p##*_}
	case $s in 64) cc=$GUEST_CC ;; 32) cc=$GUEST_CC_32 ;; esac
	$cc -static -O2 -g -Wall -I$K/tools/testing/selftests -o $d/t/$p tests/guest/$n.c
done
mkdir -p $d/empty
scripts/build-initramfs $B/base/usr/gen_init_cpio /root/.cache/uaccess-port/busybox/$DEB_ARCH/busybox \
	tests/guest/init.sh $d/i.cpio $d/t
scripts/boot-guest $B/$v/$KIMAGE $d/i.cpio $d/console-$v.log
grep -E "^(not )?ok|# (PASSED|FAILED|Totals)|sigframe" $d/console-$v.log | head -40
