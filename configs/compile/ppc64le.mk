# 64-bit little-endian powerpc with gcc, the paths Debian's ppc64el
# configuration leaves out: 32-bit compat tasks and transactional
# memory (the signal frames), KVM HV's HPT file descriptor and the
# PowerNV LPC debugfs files; and KGDB and the instruction emulation
# test (KPROBES_SANITY_TEST), which include asm/inst.h.
KARCH         := powerpc
CROSS_COMPILE := powerpc64le-linux-gnu-
CC            := powerpc64le-linux-gnu-gcc-12
CONFIG        := ppc64le_defconfig
OPTIONS       := CONFIG_COMPAT=y CONFIG_PPC_TRANSACTIONAL_MEM=y CONFIG_VIRTUALIZATION=y \
		 CONFIG_KVM_BOOK3S_64=y CONFIG_KVM_BOOK3S_64_HV=y CONFIG_PPC_POWERNV=y \
		 CONFIG_DEBUG_FS=y CONFIG_DEBUG_KERNEL=y CONFIG_KGDB=y \
		 CONFIG_KPROBES=y CONFIG_KUNIT=y CONFIG_KPROBES_SANITY_TEST=m
OBJECTS       := arch/powerpc/kernel/align.o arch/powerpc/kernel/signal_32.o \
		 arch/powerpc/kernel/signal_64.o arch/powerpc/kvm/book3s_64_mmu_hv.o \
		 arch/powerpc/platforms/powernv/opal-lpc.o arch/powerpc/kernel/kgdb.o \
		 arch/powerpc/lib/test_emulate_step.o
PACKAGES      := gcc-12-powerpc64le-linux-gnu
