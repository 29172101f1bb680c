# arm64 (Debian's arm64) without PAN: virt machine, -cpu cortex-a57 (an
# ARMv8.0 CPU, no PAN), so user access is the TTBR0_EL1 switch of
# ARM64_SW_TTBR0_PAN: the kernel runs with a reserved, empty TTBR0 and
# installs the task's only inside uaccess_enable()/uaccess_disable().
# The kernel configuration is arch/arm64.mk's (built again, in its own
# build directory); only the CPU and what the console must say differ.
KARCH         := arm64
DEB_ARCH      := arm64
CROSS_COMPILE := aarch64-linux-gnu-
KIMAGE        := arch/arm64/boot/Image
# 4K pages, 48-bit VA, PAN and the TTBR0 PAN
# emulation both built (the kernel picks hardware PAN when the CPU has
# it).  48-bit VA pins the end of user space at 2^48 on every CPU model
# (52 bits is the default, used with LPA2, which -cpu max has).
KCONFIG       := CONFIG_ARM64_4K_PAGES=y CONFIG_ARM64_VA_BITS_48=y \
		 CONFIG_ARM64_PAN=y CONFIG_ARM64_SW_TTBR0_PAN=y \
		 CONFIG_COMPAT=y CONFIG_COMPAT_32BIT_TIME=y CONFIG_KUSER_HELPERS=y \
		 CONFIG_SERIAL_AMBA_PL011=y CONFIG_SERIAL_AMBA_PL011_CONSOLE=y
# cortex-a57: ARMv8.0, no PAN; AArch32 at EL0 (the 32-bit programs)
QEMU          := qemu-system-aarch64 -machine virt -cpu cortex-a57
CONSOLE       := ttyAMA0
# arch/arm64/kernel/cpufeature.c, printed when system_uses_ttbr0_pan()
BOOT_MUST_SAY := CPU features: emulated: Privileged Access Never (PAN) using TTBR0_EL1 switching
PACKAGES      := qemu-system-arm gcc-aarch64-linux-gnu libc6-dev-arm64-cross \
		 gcc-arm-linux-gnueabihf libc6-dev-armhf-cross

# The portable set of ppc64le without bpf_multi: kprobe_multi needs
# FPROBE, which needs HAVE_RETHOOK and DYNAMIC_FTRACE_WITH_REGS, and
# arm64 has neither in 6.12 (its kprobe_multi case would skip).
GUEST_CC      := aarch64-linux-gnu-gcc
GUEST_64      := smoke socket_addr ptrace_regset futex_value epoll_events sigevent \
		 io_uring_compat vhost_net
# AArch32 tasks (compat): the x86-64 32-bit set without perf_callchain
# (x86 callchains); compat_sigaction_32 reaches COMPAT_OLD_SIGACTION.
GUEST_CC_32   := arm-linux-gnueabihf-gcc
GUEST_32      := smoke socket_addr ptrace_regset epoll_events sigevent \
		 io_uring_compat compat_sigaction

# Not futex_requeue: its "many" case starts ten waiters with a 30 ms
# timeout and requeues them 10 ms later; on the emulated Cortex-A57 the
# waiters time out first (base, 2026-12-04, twice in a row).  Its
# requeue path is futex_value_64's cmp_requeue, and it runs on arm64.
SELFTEST_TARGETS := futex sigaltstack ptrace
SELFTESTS     := futex/functional:futex_wait futex/functional:futex_wait_timeout \
	futex/functional:futex_wait_wouldblock futex/functional:futex_wait_uninitialized_heap \
	futex/functional:futex_wait_private_mapped_file \
	futex/functional:futex_requeue_pi futex/functional:futex_requeue_pi_mismatched_ops \
	futex/functional:futex_requeue_pi_signal_restart futex/functional:futex_waitv \
	sigaltstack:sas ptrace:get_syscall_info ptrace:peeksiginfo
