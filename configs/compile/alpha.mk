# alpha: the signal code, the kernel oops code and the page fault
# handler.  6.12.118 does not build arch/alpha/mm/fault.c (it calls
# show_signal_msg(), which no alpha file defines), so the conversions
# are compared with the tree at the series' own build fix for it.
KARCH         := alpha
CROSS_COMPILE := alpha-linux-gnu-
CC            := alpha-linux-gnu-gcc-12
CONFIG        := defconfig
OBJECTS       := arch/alpha/kernel/signal.o arch/alpha/kernel/traps.o arch/alpha/mm/fault.o
BASE          := HEAD^{/^alpha: mm: fix the build of the hardware memory error path}
PACKAGES      := gcc-12-alpha-linux-gnu
