# ARM, ARMv7 with FDPIC ELF binaries: the signal frame, and the FDPIC
# function descriptor of a handler, which only BINFMT_ELF_FDPIC builds.
KARCH         := arm
CROSS_COMPILE := arm-linux-gnueabihf-
CC            := arm-linux-gnueabihf-gcc-12
CONFIG        := multi_v7_defconfig
OPTIONS       := CONFIG_BINFMT_ELF_FDPIC=y
OBJECTS       := arch/arm/kernel/signal.o
PACKAGES      := gcc-12-arm-linux-gnueabihf
