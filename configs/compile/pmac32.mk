# 32-bit PowerMac: the ANS LCD driver (PPC_PMAC and PPC32 only), and
# the alignment handler and signal frames of a 32-bit kernel.
KARCH         := powerpc
CROSS_COMPILE := powerpc-linux-gnu-
CC            := powerpc-linux-gnu-gcc-12
CONFIG        := pmac32_defconfig
OPTIONS       := CONFIG_ANSLCD=y
OBJECTS       := drivers/macintosh/ans-lcd.o arch/powerpc/kernel/align.o \
		 arch/powerpc/kernel/signal_32.o
PACKAGES      := gcc-12-powerpc-linux-gnu
