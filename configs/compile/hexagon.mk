# hexagon: the signal frame.  Debian 12 has no GNU cross compiler for
# hexagon; clang 14 builds it (LLVM=1).
KARCH         := hexagon
CC            := clang
MAKE_ARGS     := LLVM=1
CONFIG        := defconfig
OBJECTS       := arch/hexagon/kernel/signal.o
PACKAGES      := clang lld llvm
