# arm64 (Debian's arm64) with hardware PAN: virt machine, -cpu max (an
# ARMv8.1+ CPU, so the kernel finds PAN and uses it for user access).
# arch/arm64-swpan.mk includes this file and boots the same
# configuration on a CPU without PAN, where user access is the TTBR0_EL1
# switch (ARM64_SW_TTBR0_PAN).
# Both have COMPAT: the 32-bit programs are Debian armhf binaries.
KARCH         := arm64
DEB_ARCH      := arm64
# 32-bit tasks: armhf programs of Debian's packages (DEBIAN_SUITES_32)
DEB_ARCH_32   := armhf
CROSS_COMPILE := aarch64-linux-gnu-
KIMAGE        := arch/arm64/boot/Image
# 4K pages, 48-bit VA, PAN and the TTBR0 PAN
# emulation both built (the kernel picks hardware PAN when the CPU has
# it).  48-bit VA pins the end of user space at 2^48 on every CPU model
# (52 bits is the default, used with LPA2, which -cpu max has).  SVE
# for the SVE records of the signal frame and SVE's ptrace register set;
# CROSS_MEMORY_ATTACH for fp-ptrace, which reads its child's saved
# registers with process_vm_readv() (ENOSYS without it).
KCONFIG       := CONFIG_ARM64_4K_PAGES=y CONFIG_ARM64_VA_BITS_48=y \
		 CONFIG_ARM64_PAN=y CONFIG_ARM64_SW_TTBR0_PAN=y \
		 CONFIG_COMPAT=y CONFIG_COMPAT_32BIT_TIME=y CONFIG_KUSER_HELPERS=y \
		 CONFIG_SERIAL_AMBA_PL011=y CONFIG_SERIAL_AMBA_PL011_CONSOLE=y \
		 CONFIG_ARM64_SVE=y CONFIG_CROSS_MEMORY_ATTACH=y
# pauth-impdef: QEMU's cheap pointer authentication, as kunit.py's arm64 config
QEMU          := qemu-system-aarch64 -machine virt -cpu max,pauth-impdef=on
CONSOLE       := ttyAMA0
# make system: the virt machine's PCIe host bridge, for the virtio disks
SYSTEM_KCONFIG := CONFIG_PCI_HOST_GENERIC=y
# arch/arm64/kernel/cpufeature.c, the cpucap ARM64_HAS_PAN
BOOT_MUST_SAY := CPU features: detected: Privileged Access Never
PACKAGES      := qemu-system-arm gcc-aarch64-linux-gnu libc6-dev-arm64-cross \
		 gcc-arm-linux-gnueabihf libc6-dev-armhf-cross

# The portable set of ppc64le without bpf_multi: kprobe_multi needs
# FPROBE, which needs HAVE_RETHOOK and DYNAMIC_FTRACE_WITH_REGS, and
# arm64 has neither in 6.12 (its kprobe_multi case would skip).
GUEST_CC      := aarch64-linux-gnu-gcc
GUEST_64      := smoke socket_addr ptrace_regset futex_value epoll_events sigevent \
		 io_uring_compat vhost_net sigframe
# AArch32 tasks (compat): the x86-64 32-bit set without perf_callchain
# (x86 callchains); compat_sigaction_32 reaches COMPAT_OLD_SIGACTION.
GUEST_CC_32   := arm-linux-gnueabihf-gcc
GUEST_32      := smoke socket_addr ptrace_regset epoll_events sigevent \
		 io_uring_compat compat_sigaction sigframe

# arm64/signal and arm64/fp: the signal frame's records handed back to
# rt_sigreturn (fake_sigreturn_*, mangle_pstate_*) and the FP/SVE
# register sets through PTRACE_{GET,SET}REGSET.  Not the SME, ZA, ZT,
# TPIDR2, FPMR and POE ones: 6.12.118 marks ARM64_SME BROKEN, and QEMU
# 7.2's CPUs have none of the others, so they only skip.
SELFTEST_TARGETS := futex sigaltstack ptrace rseq net/af_unix openat2 \
		    arm64/signal arm64/fp
SELFTESTS     := futex/functional:futex_wait futex/functional:futex_wait_timeout \
	futex/functional:futex_wait_wouldblock futex/functional:futex_wait_uninitialized_heap \
	futex/functional:futex_wait_private_mapped_file futex/functional:futex_requeue \
	futex/functional:futex_requeue_pi futex/functional:futex_requeue_pi_mismatched_ops \
	futex/functional:futex_requeue_pi_signal_restart futex/functional:futex_waitv \
	sigaltstack:sas ptrace:get_syscall_info ptrace:peeksiginfo \
	rseq:basic_test rseq:param_test \
	net/af_unix:msg_oob net/af_unix:scm_pidfd net/af_unix:scm_rights \
	net/af_unix:unix_connect net/af_unix:diag_uid \
	openat2:openat2_test openat2:resolve_test \
	$(addprefix arm64/signal:,fake_sigreturn_bad_magic fake_sigreturn_bad_size \
		fake_sigreturn_bad_size_for_magic0 fake_sigreturn_duplicated_fpsimd \
		fake_sigreturn_misaligned_sp fake_sigreturn_missing_fpsimd \
		fake_sigreturn_sve_change_vl mangle_pstate_invalid_compat_toggle \
		mangle_pstate_invalid_daif_bits mangle_pstate_invalid_mode_el1h \
		mangle_pstate_invalid_mode_el1t mangle_pstate_invalid_mode_el2h \
		mangle_pstate_invalid_mode_el2t mangle_pstate_invalid_mode_el3h \
		mangle_pstate_invalid_mode_el3t sve_regs sve_vl) \
	arm64/fp:fp-ptrace arm64/fp:sve-ptrace
