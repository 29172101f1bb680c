# Debian armhf: compile-check TARGET debian:armhf_FEATURESET_FLAVOUR.
KARCH         := arm
SRCARCH       := arm
CROSS_COMPILE := arm-linux-gnueabihf-
CC            := arm-linux-gnueabihf-gcc-12
# make check compiles this flavour
CHECK         := armhf_none_armmp
