# openrisc: show_registers().  Debian 12 has no Linux cross compiler
# for or1k; its bare-metal or1k-elf gcc 12 builds the kernel.
KARCH         := openrisc
CROSS_COMPILE := or1k-elf-
CC            := or1k-elf-gcc
CONFIG        := defconfig
OBJECTS       := arch/openrisc/kernel/traps.o
PACKAGES      := gcc-or1k-elf
