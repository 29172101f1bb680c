# arm64 allmodconfig: compile-check TARGET arm64 (gcc) and arm64:clang.
KARCH         := arm64
SRCARCH       := arm64
CROSS_COMPILE := aarch64-linux-gnu-
CC            := aarch64-linux-gnu-gcc
# make compile-check-all compiles it with clang (Debian arm64 is the
# gcc build, in make check)
CHECK_ALL     := clang
