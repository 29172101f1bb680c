# s390: the signal frames, 64-bit and 31-bit compat, ptrace's
# PTRACE_PEEKUSR_AREA and friends, and the user stack walk.
KARCH         := s390
CROSS_COMPILE := s390x-linux-gnu-
CC            := s390x-linux-gnu-gcc-12
CONFIG        := defconfig
OPTIONS       := CONFIG_COMPAT=y
OBJECTS       := arch/s390/kernel/signal.o arch/s390/kernel/compat_signal.o \
		 arch/s390/kernel/ptrace.o arch/s390/kernel/stacktrace.o
PACKAGES      := gcc-12-s390x-linux-gnu
