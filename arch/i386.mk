# i386 (32-bit x86): upstream's removal covers it, it builds every
# converted x86 file, and it is where x86 has no masked user access, so
# the scopes' range check runs (KUnit uaccess_scoped), and where the
# native old sigaction() (OLD_SIGACTION) exists.  Not a Debian
# architecture of linux-source-6.12; run it with make ARCH=i386.
KARCH         := i386
DEB_ARCH      := i386
CROSS_COMPILE := i686-linux-gnu-
KIMAGE        := arch/x86/boot/bzImage
KCONFIG       := CONFIG_X86_32=y CONFIG_SERIAL_8250=y CONFIG_SERIAL_8250_CONSOLE=y \
		 CONFIG_HAS_IOPORT=y CONFIG_DEVPORT=y CONFIG_PCI=y \
		 CONFIG_OLD_SIGACTION=y CONFIG_FPROBE=y CONFIG_COMPAT_32BIT_TIME=y \
		 CONFIG_MODIFY_LDT_SYSCALL=y
# TCG's max CPU says AuthenticAMD, family 6 model 6 stepping 3: a 32-bit
# kernel takes that for an Athlon not certified for SMP, warns when it
# brings up the second CPU and turns lockdep off (TAINT_CPU_OUT_OF_SPEC,
# arch/x86/kernel/cpu/amd.c); as GenuineIntel it is a plain family 6,
# with the same features (SMAP, SMEP)
QEMU          := qemu-system-i386 -machine q35 -cpu max,vendor=GenuineIntel \
		 -bios /usr/share/qemu/qboot.rom
CONSOLE       := ttyS0
# make system: as x86_64's (arch/x86_64.mk)
SYSTEM_KCONFIG := CONFIG_DMI=y CONFIG_DMIID=y CONFIG_PCI_MSI=y
PACKAGES      := qemu-system-x86 gcc-i686-linux-gnu libc6-dev-i386-cross

# x86-64's programs, built 32-bit and run natively: compat_sigaction_32
# reaches the native old sigaction(), cpu_protection_32 that SMAP and
# SMEP are on.  Not here, with the reasons: tests/expect/guest.
GUEST_CC_32   := i686-linux-gnu-gcc
GUEST_32      := smoke socket_addr ptrace_regset epoll_events sigevent \
		 io_uring_compat perf_callchain compat_sigaction sigframe \
		 cpu_protection fpu_sigframe devport futex_value pci_proc pci_proc_fix \
		 syscall_dispatch vhost_net

# Not futex_waitv nor futex_wait_timeout (tests/expect/kselftest says
# why: a 32-bit time_t where the system call reads a 64-bit one).
SELFTEST_TARGETS := futex sigaltstack x86
SELFTESTS     := futex/functional:futex_wait \
	futex/functional:futex_wait_wouldblock futex/functional:futex_requeue \
	sigaltstack:sas \
	x86:sigreturn_32 x86:sigaltstack_32 x86:syscall_arg_fault_32 \
	x86:ptrace_syscall_32 x86:single_step_syscall_32

# make kunit: QEMU's default i386 CPU has no SMAP; -cpu max has it, so
# KUnit's EFLAGS.AC checks run
KUNIT_QEMU_ARGS := -cpu max
