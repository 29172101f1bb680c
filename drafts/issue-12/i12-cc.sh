#!/bin/bash
# Ad-hoc (session 9): compile the issue-12 draft patches' objects, base
# (pristine) against patched (i12-tree = series + drafts), W=1 C=2.
# Usage: i12-cc.sh TARGET...   (targets below)
set -u
P=/root/.cache/uaccess-port/6.12.118-1~deb12u1/pristine
T=/root/.cache/uaccess-port/i12-tree
B=/root/.cache/uaccess-port/i12-build
declare -A KARCH CROSS START OPTS OBJS SUF
t=alpha;   KARCH[$t]=alpha;   CROSS[$t]=alpha-linux-gnu-;   START[$t]=defconfig
OPTS[$t]="ALPHA_LARGE_VMALLOC";  OBJS[$t]="arch/alpha/kernel/signal.o arch/alpha/kernel/traps.o arch/alpha/mm/fault.o"
t=s390;    KARCH[$t]=s390;    CROSS[$t]=s390x-linux-gnu-;   START[$t]=defconfig
OPTS[$t]="COMPAT";  OBJS[$t]="arch/s390/kernel/signal.o arch/s390/kernel/compat_signal.o arch/s390/kernel/ptrace.o arch/s390/kernel/stacktrace.o"
t=hexagon; KARCH[$t]=hexagon; CROSS[$t]=LLVM;               START[$t]=defconfig
OPTS[$t]="";  OBJS[$t]="arch/hexagon/kernel/signal.o"
t=openrisc; KARCH[$t]=openrisc; CROSS[$t]=or1k-elf-;        START[$t]=defconfig; SUF[$t]=""
OPTS[$t]="";  OBJS[$t]="arch/openrisc/kernel/traps.o"
t=arm;     KARCH[$t]=arm;     CROSS[$t]=arm-linux-gnueabihf-; START[$t]=multi_v7_defconfig
OPTS[$t]="BINFMT_ELF_FDPIC";  OBJS[$t]="arch/arm/kernel/signal.o"
t=arm-oabi; KARCH[$t]=arm;    CROSS[$t]=arm-linux-gnueabi-;  START[$t]=multi_v5_defconfig
OPTS[$t]="AEABI OABI_COMPAT";  OBJS[$t]="arch/arm/kernel/sys_oabi-compat.o arch/arm/kernel/signal.o"
t=nwflash; KARCH[$t]=arm;     CROSS[$t]=arm-linux-gnueabi-;  START[$t]=footbridge_defconfig
OPTS[$t]="NWFLASH";  OBJS[$t]="drivers/char/nwflash.o"
t=ppc64;   KARCH[$t]=powerpc; CROSS[$t]=powerpc64le-linux-gnu-; START[$t]=ppc64le_defconfig
OPTS[$t]="COMPAT PPC_TRANSACTIONAL_MEM KVM_BOOK3S_64_HV PPC_POWERNV DEBUG_FS"
OBJS[$t]="arch/powerpc/kernel/align.o arch/powerpc/kernel/signal_64.o arch/powerpc/kernel/signal_32.o arch/powerpc/kvm/book3s_64_mmu_hv.o arch/powerpc/platforms/powernv/opal-lpc.o"
t=pmac32;  KARCH[$t]=powerpc; CROSS[$t]=powerpc-linux-gnu-; START[$t]=pmac32_defconfig
OPTS[$t]="ANSLCD";  OBJS[$t]="drivers/macintosh/ans-lcd.o arch/powerpc/kernel/align.o arch/powerpc/kernel/signal_32.o"

kmake() {	# tree out target...
	local tree=$1 out=$2; shift 2
	if [ "${CROSS[$t]}" = LLVM ]; then
		make -s -C "$tree" O="$out" ARCH="${KARCH[$t]}" LLVM=1 CC="ccache clang" "$@"
	else
		make -s -C "$tree" O="$out" ARCH="${KARCH[$t]}" CROSS_COMPILE="${CROSS[$t]}" \
			CC="ccache ${CROSS[$t]}gcc${SUF[$t]--12}" "$@"
	fi
}
warns() { grep -E '^[^ ]+:[0-9]+(:[0-9]+)?: (warning|error):' "$1" |
	sed -E 's/:[0-9]+(:[0-9]+)?:/:/; s|^(\./)?(/[^ ]*/)?||' | sort; }
rc=0
for t; do
	for v in base patched; do
		tree=$P; [ $v = patched ] && tree=$T
		out=$B/$t-$v; mkdir -p "$out"
		if [ ! -f "$out/.config" ]; then
			kmake "$tree" "$out" "${START[$t]}" >/dev/null
			for o in ${OPTS[$t]}; do "$P/scripts/config" --file "$out/.config" -e "$o"; done
			kmake "$tree" "$out" olddefconfig >/dev/null
		fi
		for o in ${OPTS[$t]}; do grep -q "^CONFIG_$o=y" "$out/.config" || echo "$t $v: CONFIG_$o not set"; done
		kmake "$tree" "$out" -j2 prepare >"$out/prepare.log" 2>&1 || { echo "$t $v: prepare failed"; tail -5 "$out/prepare.log"; }
		: >"$out/objs.log"
		for obj in ${OBJS[$t]}; do
			rm -f "$out/$obj"
			if kmake "$tree" "$out" W=1 C=2 "$obj" >>"$out/objs.log" 2>&1; then
				echo "$t $v $obj: built"
			else
				echo "$t $v $obj: FAILED"
			fi
		done
		warns "$out/objs.log" > "$out/warnings"
	done
	new=$(comm -13 "$B/$t-base/warnings" "$B/$t-patched/warnings")
	echo "$t: $(wc -l < $B/$t-base/warnings) warnings base, $(wc -l < $B/$t-patched/warnings) patched, new:"
	[ -z "$new" ] || { echo "$new" | sed 's/^/  /'; rc=1; }
done
exit $rc
