# armhf (Debian's armhf): virt machine, Cortex-A15 (ARMv7-A), classic
# page tables, user access behind the domain switch of CPU_SW_DOMAIN_PAN
# as in Debian's armmp flavour: the kernel runs with the user domain set
# to no access and opens it in uaccess_save_and_enable().  No asm goto
# accessors in 6.12: the generic unsafe_*_user() fallbacks on
# __get_user()/__put_user().  arch/armhf-lpae.mk is the LPAE variant
# (it includes this file).
KARCH         := arm
DEB_ARCH      := armhf
CROSS_COMPILE := arm-linux-gnueabihf-
KIMAGE        := arch/arm/boot/zImage
# ARCH_MULTI_V7 + ARCH_VIRT: the virt machine (GIC, PSCI, arch timer,
# AMBA); AEABI, VFP and NEON for Debian's hard-float EABI user space;
# COMPAT_32BIT_TIME: the time32 system calls (futex, timer_settime)
# that the guest programs and futex selftests call with a 32-bit time_t;
# ARM_PAN gives CPU_SW_DOMAIN_PAN without LPAE.  VMSPLIT_3G (the
# default): user space ends at 0xbf000000.
KCONFIG       := CONFIG_MMU=y CONFIG_ARCH_MULTIPLATFORM=y CONFIG_ARCH_MULTI_V7=y CONFIG_ARCH_VIRT=y \
		 CONFIG_AEABI=y CONFIG_VFP=y CONFIG_NEON=y CONFIG_VMSPLIT_3G=y \
		 CONFIG_COMPAT_32BIT_TIME=y \
		 CONFIG_ARM_PAN=y CONFIG_CPU_SW_DOMAIN_PAN=y \
		 CONFIG_SERIAL_AMBA_PL011=y CONFIG_SERIAL_AMBA_PL011_CONSOLE=y
# highmem=off: the PCIe ECAM in the low 4 GiB, where a kernel without
# LPAE reaches it (make system's virtio disks)
QEMU          := qemu-system-arm -machine virt,highmem=off -cpu cortex-a15
CONSOLE       := ttyAMA0
# make system: the virt machine's PCIe host bridge, for the virtio disks
SYSTEM_KCONFIG := CONFIG_PCI_HOST_GENERIC=y
PACKAGES      := qemu-system-arm gcc-arm-linux-gnueabihf libc6-dev-armhf-cross

# Native 32-bit programs, built as NAME_32 as on i386: the ppc64le
# portable set without bpf_multi (kprobe_multi needs FPROBE, which arm
# cannot have in 6.12: no HAVE_RETHOOK), plus compat_sigaction, which
# here reaches the native old sigaction() (ARM selects OLD_SIGACTION).
GUEST_CC_32   := arm-linux-gnueabihf-gcc
GUEST_32      := smoke socket_addr ptrace_regset futex_value epoll_events sigevent \
		 io_uring_compat vhost_net compat_sigaction sigframe

# Not futex_waitv, futex_wait_timeout nor futex_requeue
# (tests/expect/kselftest says why).
SELFTEST_TARGETS := futex sigaltstack ptrace
SELFTESTS     := futex/functional:futex_wait \
	futex/functional:futex_wait_wouldblock futex/functional:futex_wait_uninitialized_heap \
	futex/functional:futex_wait_private_mapped_file \
	futex/functional:futex_requeue_pi futex/functional:futex_requeue_pi_mismatched_ops \
	futex/functional:futex_requeue_pi_signal_restart \
	sigaltstack:sas ptrace:get_syscall_info ptrace:peeksiginfo
