# alpha (not a Debian 12 architecture; Debian ports builds it): QEMU's
# clipper (DP264/Tsunami) machine with its own PALcode, which the
# kernel takes for SRM.  No user access protection to check: alpha's
# accessors are plain loads and stores behind access_ok() and the
# exception table, and 6.12 has no asm goto accessors there, so the
# series reaches alpha through the generic unsafe_*_user() fallbacks
# (unsafe_op_wrap() on __get_user()/__put_user()).  KUnit and the
# portable signal frame test only.  Run it with make ARCH=alpha.
KARCH         := alpha
# busybox: no busybox-static:alpha in Debian 12; BUSYBOX_BUILD says
# scripts/build-busybox makes it from Debian's busybox source package
DEB_ARCH      := alpha
BUSYBOX_BUILD := yes
# Nor any other package: no stress-ng or trinity in the guest
DEBIAN_SUITES :=
CROSS_COMPILE := alpha-linux-gnu-
# The ELF vmlinux: QEMU's -kernel loads an ELF and passes the command
# line and the initramfs in the kernel's parameter page (ZERO_PGE,
# INITRD_START/INITRD_SIZE of arch/alpha/include/asm/setup.h).  Not
# kunit.py's arch/alpha/boot/vmlinux: build-kernel makes only the
# target named by the basename, and "make vmlinux" is the top-level one.
KIMAGE        := vmlinux
# 6.12.118 does not build for alpha (arch/alpha/mm/fault.c calls a
# show_signal_msg() no alpha file defines): the base kernel is pristine
# with the series' build fix alone
BASE_PATCHES  := 0046-alpha-mm-fix-the-build-of-the-hardware-memory-error-.patch
# ALPHA_GENERIC, as kunit.py's alpha.py gets it by default: the kernel
# picks the Clipper machine vector from the HWRPB that QEMU's PALcode
# fills in.  tinyconfig has TTY off, which ALPHA_GENERIC depends on, so
# its choice starts on another system type and must be set here.
# The 8250 console: QEMU's -serial is the ISA UART at 0x3f8, which the
# kernel knows from SERIAL_PORT_DFNS (asm/serial.h).
# ALPHA_LEGACY_START_ADDRESS stays y (tinyconfig sets it while the
# system type is not generic; a fragment cannot unset it and have it
# checked): the kernel at 0x310000, which QEMU's ELF loader takes as well.
KCONFIG       := CONFIG_ALPHA_GENERIC=y CONFIG_SERIAL_8250=y CONFIG_SERIAL_8250_CONSOLE=y
# Options of configs/*.config that alpha cannot have in 6.12 (checked
# with Kconfig): no TRACE_IRQFLAGS_SUPPORT, STACKTRACE_SUPPORT
# or LOCKDEP_SUPPORT (so no TRACING_SUPPORT, FTRACE or PROVE_LOCKING), no
# HAVE_FUNCTION_TRACER, HAVE_KPROBES or ARCH_SUPPORTS_UPROBES (BPF_EVENTS
# needs kprobe or uprobe events), HAVE_RSEQ, and ARCH_NO_PREEMPT, which rules out
# DEBUG_ATOMIC_SLEEP.  build-kernel checks that each is indeed unset.
KCONFIG_CANNOT := CONFIG_FTRACE CONFIG_FUNCTION_TRACER CONFIG_DYNAMIC_FTRACE \
		 CONFIG_KPROBES CONFIG_KPROBE_EVENTS CONFIG_UPROBES CONFIG_UPROBE_EVENTS \
		 CONFIG_BPF_EVENTS CONFIG_DEBUG_ATOMIC_SLEEP CONFIG_PROVE_LOCKING CONFIG_RSEQ
# ev67 is QEMU's default alpha CPU (BWX, CIX, FIX, MVI); kunit.py's
# alpha.py passes no -cpu at all
QEMU          := qemu-system-alpha -machine clipper -cpu ev67
CONSOLE       := ttyS0
# gcc-alpha-linux-gnu: the unversioned alpha-linux-gnu-gcc that
# CROSS_COMPILE needs (only gcc-12-alpha-linux-gnu gives a compiler);
# curl, dpkg-dev (dpkg-source) and bzip2: build-busybox
PACKAGES      := qemu-system-misc gcc-alpha-linux-gnu libc6.1-dev-alpha-cross \
		 curl dpkg-dev bzip2

# smoke: the harness's plumbing; sigframe: the portable signal frame
# test (tests/guest/sigframe.c, which has alpha's rt_sigreturn case).
# No compat tasks: alpha has none.
# Static programs need the linker's relaxation off: Debian 12's alpha
# glibc and binutils otherwise make static binaries that die with
# SIGSEGV (address 0) in glibc's start-up, before main() (seen under
# qemu-alpha and as init in the guest); busybox, the guest programs
# and the selftests are all linked with it.
STATIC_LDFLAGS := -Wl,--no-relax
GUEST_CC      := alpha-linux-gnu-gcc $(STATIC_LDFLAGS)
GUEST_64      := smoke sigframe

# No kernel selftest: the portable one, sigaltstack's sas, fails on
# alpha with and without the series ("ss_flags=2, should be
# SS_AUTODISARM"): alpha's rt_sigreturn does not restore the alternate
# stack from uc_stack, which sigframe's autodisarm_altstack checks there.
