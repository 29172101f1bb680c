# ARM footbridge (NetWinder): the NetWinder flash driver, which builds
# only for ARCH_NETWINDER.
KARCH         := arm
CROSS_COMPILE := arm-linux-gnueabi-
CC            := arm-linux-gnueabi-gcc-12
CONFIG        := footbridge_defconfig
OPTIONS       := CONFIG_NWFLASH=y
OBJECTS       := drivers/char/nwflash.o
PACKAGES      := gcc-12-arm-linux-gnueabi
