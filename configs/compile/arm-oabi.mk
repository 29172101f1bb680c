# ARM, ARMv5 with the old ABI's system calls in an EABI kernel: the
# OABI epoll_wait() path and the signal frame.  Soft-float toolchain.
KARCH         := arm
CROSS_COMPILE := arm-linux-gnueabi-
CC            := arm-linux-gnueabi-gcc-12
CONFIG        := multi_v5_defconfig
OPTIONS       := CONFIG_AEABI=y CONFIG_OABI_COMPAT=y
OBJECTS       := arch/arm/kernel/sys_oabi-compat.o arch/arm/kernel/signal.o
PACKAGES      := gcc-12-arm-linux-gnueabi
