# 32-bit x86 allmodconfig: compile-check TARGET i386 (gcc) and i386:clang.
KARCH         := i386
SRCARCH       := x86
CC            := gcc
# make compile-check-all compiles it with gcc (make check: x86_64's
# allmodconfig, for CI's time)
CHECK_ALL     := gcc
