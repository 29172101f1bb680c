# 32-bit PowerMac: the ANS LCD driver (PPC_PMAC and PPC32 only), and
# the alignment handler of a 32-bit kernel.  Not signal_32.o: a 32-bit
# kernel builds it as signal_$(BITS).o, which compile-check's reading of
# the kbuild files cannot resolve; defconfig:ppc64le compiles it (COMPAT).
KARCH         := powerpc
CROSS_COMPILE := powerpc-linux-gnu-
CC            := powerpc-linux-gnu-gcc-12
CONFIG        := pmac32_defconfig
OPTIONS       := CONFIG_ANSLCD=y
OBJECTS       := drivers/macintosh/ans-lcd.o arch/powerpc/kernel/align.o
PACKAGES      := gcc-12-powerpc-linux-gnu
