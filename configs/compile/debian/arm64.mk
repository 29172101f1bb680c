# Debian arm64: compile-check TARGET debian:arm64_FEATURESET_FLAVOUR.
# The compat vDSO needs a 32-bit ARM compiler of its own.
KARCH         := arm64
SRCARCH       := arm64
CROSS_COMPILE := aarch64-linux-gnu-
CC            := aarch64-linux-gnu-gcc-12
MAKE_ARGS     := CROSS_COMPILE_COMPAT=arm-linux-gnueabihf-
# make check compiles this flavour
CHECK         := arm64_none_arm64
