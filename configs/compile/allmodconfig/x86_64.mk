# x86-64 allmodconfig: compile-check TARGET x86_64 (gcc) and x86_64:clang.
# Without X86_KERNEL_IBT, which would defer objtool to the final link.
KARCH         := x86_64
SRCARCH       := x86
CC            := gcc
OPTIONS       := CONFIG_X86_KERNEL_IBT=n
# make check compiles it with gcc, make compile-check-all with clang too
CHECK         := gcc
CHECK_ALL     := gcc clang
