# Debian amd64: compile-check TARGET debian:amd64_FEATURESET_FLAVOUR.
KARCH         := x86_64
SRCARCH       := x86
CROSS_COMPILE := x86_64-linux-gnu-
CC            := x86_64-linux-gnu-gcc-12
# make check compiles this flavour
CHECK         := amd64_none_amd64
