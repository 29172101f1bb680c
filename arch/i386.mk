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
		 CONFIG_OLD_SIGACTION=y CONFIG_FPROBE=y CONFIG_COMPAT_32BIT_TIME=y
# TCG's max CPU says AuthenticAMD, family 6 model 6 stepping 3: a 32-bit
# kernel takes that for an Athlon not certified for SMP, warns when it
# brings up the second CPU and turns lockdep off (TAINT_CPU_OUT_OF_SPEC,
# arch/x86/kernel/cpu/amd.c); as GenuineIntel it is a plain family 6,
# with the same features (SMAP, SMEP)
QEMU          := qemu-system-i386 -machine q35 -cpu max,vendor=GenuineIntel \
		 -bios /usr/share/qemu/qboot.rom
CONSOLE       := ttyS0
PACKAGES      := qemu-system-x86 gcc-i686-linux-gnu libc6-dev-i386-cross

# The programs that the x86-64 suite builds as NAME_32 run here
# natively: compat_sigaction_32 reaches the native old sigaction().
GUEST_CC_32   := i686-linux-gnu-gcc
GUEST_32      := smoke socket_addr ptrace_regset epoll_events sigevent \
		 io_uring_compat perf_callchain compat_sigaction sigframe

# Not futex_waitv nor futex_wait_timeout (its last case calls
# futex_waitv): the selftest hands futex_waitv() glibc's struct timespec,
# which has a 32-bit time_t here, where the system call reads a
# struct __kernel_timespec (64-bit tv_sec); the call fails with EINVAL,
# or reads a huge timeout and never returns.  Nothing of the series.
SELFTEST_TARGETS := futex sigaltstack x86
SELFTESTS     := futex/functional:futex_wait \
	futex/functional:futex_wait_wouldblock futex/functional:futex_requeue \
	sigaltstack:sas \
	x86:sigreturn_32 x86:sigaltstack_32 x86:syscall_arg_fault_32 \
	x86:ptrace_syscall_32 x86:single_step_syscall_32

# make kunit: QEMU's default i386 CPU has no SMAP; -cpu max has it, so
# KUnit's EFLAGS.AC checks run
KUNIT_QEMU_ARGS := -cpu max
