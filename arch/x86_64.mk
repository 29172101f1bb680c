# x86-64 (Debian's amd64): the reference architecture, with the 32-bit
# and x32 compat paths.  One file per architecture: the Makefile
# includes arch/$(ARCH).mk; arch/README.md says what each variable means.
KARCH         := x86_64
DEB_ARCH      := amd64
# 32-bit tasks: i386 programs of Debian's packages (DEBIAN_SUITES_32)
DEB_ARCH_32   := i386
CROSS_COMPILE :=
KIMAGE        := arch/x86/boot/bzImage
KCONFIG       := CONFIG_64BIT=y CONFIG_SERIAL_8250=y CONFIG_SERIAL_8250_CONSOLE=y \
		 CONFIG_IA32_EMULATION=y CONFIG_COMPAT_32BIT_TIME=y CONFIG_X86_X32_ABI=y \
		 CONFIG_HAS_IOPORT=y CONFIG_DEVPORT=y CONFIG_PCI=y CONFIG_PCI_DIRECT=y \
		 CONFIG_X86_INTEL_MEMORY_PROTECTION_KEYS=y \
		 CONFIG_FPROBE=y CONFIG_MODIFY_LDT_SYSCALL=y
QEMU          := qemu-system-x86_64 -machine q35 -cpu max -bios /usr/share/qemu/qboot.rom
CONSOLE       := ttyS0
# make system: SMBIOS for systemd's machine and virtualization detection;
# MSI for the virtio disks: qboot gives no table that routes PCI INTx
SYSTEM_KCONFIG := CONFIG_DMI=y CONFIG_DMIID=y CONFIG_PCI_MSI=y
# make system-debian: the configuration of make debian-kernel
SYSTEM_DEBIAN_FLAVOUR := cloud-amd64
PACKAGES      := qemu-system-x86 gcc-i686-linux-gnu libc6-dev-i386-cross \
		 gcc-x86-64-linux-gnux32 libc6-dev-x32-cross

# Guest programs (tests/guest/NAME.c): NAME_64 from each in GUEST_64,
# NAME_32 and NAME_x32 from the lists below, built with these compilers.
GUEST_CC      := gcc
GUEST_CC_32   := i686-linux-gnu-gcc
GUEST_CC_X32  := x86_64-linux-gnux32-gcc
GUEST_64      := bpf_multi cpu_protection devport epoll_events fpu_sigframe futex_value io_uring_compat \
		 pci_proc pci_proc_fix perf_callchain ptrace_regset sigevent smoke \
		 socket_addr syscall_dispatch uprobe_trap userstacktrace vhost_net \
		 x32_sigreturn sigframe
GUEST_32      := smoke socket_addr ptrace_regset epoll_events sigevent \
		 io_uring_compat perf_callchain compat_sigaction fpu_sigframe sigframe
GUEST_X32     := x32_sigreturn

# The kernel's own selftests (tools/testing/selftests): the make
# TARGETS, then dir:program for each one run in the guest.
SELFTEST_TARGETS := futex sigaltstack syscall_user_dispatch filesystems/epoll ptrace x86 \
		    rseq net/af_unix openat2
SELFTESTS     := futex/functional:futex_wait futex/functional:futex_wait_timeout \
	futex/functional:futex_wait_wouldblock futex/functional:futex_wait_uninitialized_heap \
	futex/functional:futex_wait_private_mapped_file futex/functional:futex_requeue \
	futex/functional:futex_requeue_pi futex/functional:futex_requeue_pi_mismatched_ops \
	futex/functional:futex_requeue_pi_signal_restart futex/functional:futex_waitv \
	sigaltstack:sas syscall_user_dispatch:sud_test filesystems/epoll:epoll_wakeup_test \
	ptrace:get_syscall_info ptrace:peeksiginfo ptrace:get_set_sud \
	x86:sigreturn_64 x86:sigreturn_32 x86:sigaltstack_64 x86:sigaltstack_32 \
	x86:syscall_arg_fault_64 x86:syscall_arg_fault_32 \
	x86:ptrace_syscall_64 x86:ptrace_syscall_32 x86:fsgsbase_restore_64 \
	x86:single_step_syscall_64 x86:single_step_syscall_32 x86:vdso_restorer_32 \
	x86:corrupt_xstate_header_64 \
	rseq:basic_test rseq:param_test \
	net/af_unix:msg_oob net/af_unix:scm_pidfd net/af_unix:scm_rights \
	net/af_unix:unix_connect net/af_unix:diag_uid \
	openat2:openat2_test openat2:resolve_test
# x86's Makefile builds ptrace_syscall_64 and ldt_gdt_64 (64-bit code
# that uses int $0x80) only if the 64-bit compiler also links -m32, which
# needs gcc-multilib, and that conflicts with the cross compilers.  Say
# it can, and build no *_32 program with it: those come from build32.
SELFTEST_MAKE_ARGS  := CAN_BUILD_I386=1 BINARIES_32=
# The x86 selftests' *_32 programs, with the 32-bit cross compiler
SELFTEST_CC_32      := i686-linux-gnu-gcc
SELFTEST_TARGETS_32 := x86
