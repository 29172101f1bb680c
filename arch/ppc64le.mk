# ppc64le (Debian's ppc64el): pseries guest on POWER9 with the radix MMU,
# where user access is locked in the AMR (KUAP) and KUAP_DEBUG warns
# whenever the kernel finds it unlocked.  No compat tasks: Debian has no
# 32-bit little-endian powerpc user space.
KARCH         := powerpc
DEB_ARCH      := ppc64el
CROSS_COMPILE := powerpc64le-linux-gnu-
KIMAGE        := vmlinux
KCONFIG       := CONFIG_PPC64=y CONFIG_CPU_LITTLE_ENDIAN=y CONFIG_PPC_BOOK3S_64=y \
		 CONFIG_PPC_PSERIES=y CONFIG_PPC_RADIX_MMU=y CONFIG_PPC_4K_PAGES=y \
		 CONFIG_PPC_KUAP=y CONFIG_PPC_KUAP_DEBUG=y CONFIG_PPC_KUEP=y \
		 CONFIG_PPC_OF_BOOT_TRAMPOLINE=y CONFIG_ALTIVEC=y CONFIG_VSX=y \
		 CONFIG_HVC_CONSOLE=y CONFIG_FPROBE=y
# x-vof=on: QEMU's own small firmware instead of SLOF, much faster
QEMU          := qemu-system-ppc64 -machine pseries,x-vof=on -cpu power9
CONSOLE       := hvc0
# make system: nothing more; PPC_PSERIES selects PCI and PCI_MSI itself
SYSTEM_KCONFIG :=
# make system-debian: Debian's own configuration, with KUAP_DEBUG, so
# that KUAP's checks meet the code Debian ships (static branches)
SYSTEM_DEBIAN_FLAVOUR := powerpc64le
SYSTEM_DEBIAN_KCONFIG := CONFIG_PPC_KUAP_DEBUG=y
# What the console must say for the run to count: KUAP in use.
BOOT_MUST_SAY := Activating Kernel Userspace Access Prevention
# pseries' empty NVRAM, as the firmware leaves it: a pr_warn(), no splat
NOT_A_SPLAT   := ^WARNING: nvram corruption detected: 0-length partition$$
PACKAGES      := qemu-system-ppc gcc-powerpc64le-linux-gnu libc6-dev-ppc64el-cross

GUEST_CC      := powerpc64le-linux-gnu-gcc
GUEST_64      := smoke socket_addr ptrace_regset futex_value epoll_events sigevent \
		 io_uring_compat vhost_net bpf_multi sigframe

# Each user access fault path in these (OBJECT, or OBJECT:FUNCTION) of
# the patched test kernel locks user access first: scripts/check-fault-relock
FAULT_RELOCK  := fs/eventpoll.o kernel/signal.o lib/uaccess_scoped_kunit.o \
		 arch/powerpc/kernel/signal_64.o:handle_rt_signal64

SELFTEST_TARGETS := futex sigaltstack ptrace rseq net/af_unix openat2 \
		    powerpc/signal powerpc/ptrace
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
	powerpc/signal:signal powerpc/signal:sigfuz powerpc/signal:sigreturn_kernel \
	powerpc/signal:sigreturn_unaligned powerpc/signal:sigreturn_vdso \
	powerpc/signal:sig_sc_double_restart powerpc/ptrace:ptrace-gpr \
	powerpc/ptrace:ptrace-vsx powerpc/ptrace:ptrace-tar powerpc/ptrace:ptrace-syscall
