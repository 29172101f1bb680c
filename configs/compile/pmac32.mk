# 32-bit PowerMac: the ANS LCD driver (PPC_PMAC and PPC32 only), the
# alignment handler of a 32-bit kernel, and the SMP code of the
# PowerMac and 86xx platforms (SMP, PPC_86xx), which include
# asm/inst.h.  Not signal_32.o: a 32-bit kernel builds it as
# signal_$(BITS).o, which compile-check's reading of the kbuild files
# cannot resolve; defconfig:ppc64le compiles it (COMPAT).
KARCH         := powerpc
CROSS_COMPILE := powerpc-linux-gnu-
CC            := powerpc-linux-gnu-gcc-12
CONFIG        := pmac32_defconfig
OPTIONS       := CONFIG_ANSLCD=y CONFIG_SMP=y CONFIG_PPC_86xx=y
OBJECTS       := drivers/macintosh/ans-lcd.o arch/powerpc/kernel/align.o \
		 arch/powerpc/platforms/powermac/smp.o \
		 arch/powerpc/platforms/86xx/mpc86xx_smp.o
PACKAGES      := gcc-12-powerpc-linux-gnu
