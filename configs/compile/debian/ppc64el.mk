# Debian ppc64el: compile-check TARGET debian:ppc64el_FEATURESET_FLAVOUR.
KARCH         := powerpc
SRCARCH       := powerpc
CROSS_COMPILE := powerpc64le-linux-gnu-
CC            := powerpc64le-linux-gnu-gcc-12
# make check compiles this flavour
CHECK         := ppc64el_none_powerpc64le
