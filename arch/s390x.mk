# s390x (Debian's s390x): QEMU's s390-ccw-virtio machine, -cpu qemu as
# kunit.py's s390.py.  User access on s390 goes through a separate
# address space (ALTERNATE_USER_ADDRESS_SPACE: MVCOS and the secondary
# ASCE), so access_ok() is always true and a kernel pointer handed in as
# a user pointer faults in the user address space instead of being
# rejected: usercopy_kunit skips its kernel/user confusion case here.
# No state of user access for KUnit to read, no compat tasks (Debian has
# no 31-bit user space).  KUnit and the portable signal frame test.
KARCH         := s390
DEB_ARCH      := s390x
CROSS_COMPILE := s390x-linux-gnu-
KIMAGE        := arch/s390/boot/bzImage
# The console: under QEMU the kernel finds the "KVM/Linux" hypervisor
# string (TCG's STSI says it too) and takes the SCLP VT220 console when
# the machine has one (conmode_default()); QEMU's first -serial is that
# console (sclpconsole), the Linux name ttysclp0.  tinyconfig has TTY
# off, so the VT220 options come only with it: both named here.
# Default processor type (MARCH_Z196), which -cpu qemu covers.  Nothing
# of kunit.py's EXPERT/TUNE_ZEC12/NUMA/MODULES is needed to boot.
KCONFIG       := CONFIG_SCLP_VT220_TTY=y CONFIG_SCLP_VT220_CONSOLE=y
QEMU          := qemu-system-s390x -machine s390-ccw-virtio -cpu qemu
CONSOLE       := ttysclp0
# gcc-s390x-linux-gnu: the unversioned s390x-linux-gnu-gcc for
# CROSS_COMPILE; install-deps adds s390x to dpkg for busybox-static:s390x
PACKAGES      := qemu-system-misc gcc-s390x-linux-gnu libc6-dev-s390x-cross

# smoke: the harness's plumbing; sigframe: the portable signal frame
# test (tests/guest/sigframe.c, which has s390x's rt_sigreturn case).
# The ppc64le portable set would likely run here too (not tried).
GUEST_CC      := s390x-linux-gnu-gcc
GUEST_64      := smoke sigframe

# build-selftests wants at least one: the portable sigaltstack test
SELFTEST_TARGETS := sigaltstack
SELFTESTS     := sigaltstack:sas
