# 32-bit x86 allmodconfig: compile-check TARGET i386 (gcc) and i386:clang.
KARCH         := i386
SRCARCH       := x86
CC            := gcc
# make check and make compile-check-all compile it with gcc
CHECK         := gcc
CHECK_ALL     := gcc
