# powerpc allmodconfig made 64-bit little-endian: compile-check TARGET
# ppc64le (gcc) and ppc64le:clang.
KARCH         := powerpc
SRCARCH       := powerpc
CROSS_COMPILE := powerpc64le-linux-gnu-
CC            := powerpc64le-linux-gnu-gcc
OPTIONS       := CONFIG_PPC64=y CONFIG_CPU_LITTLE_ENDIAN=y
# make compile-check-all compiles it with clang (Debian ppc64el is the
# gcc build, in make check)
CHECK_ALL     := clang
