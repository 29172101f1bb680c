// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/ptrace.c: PTRACE_GETREGSET/PTRACE_SETREGSET read the user iovec
 * and write back iov_len.  Build 64-bit and -m32 (32-bit tracer: the
 * compat_ptrace_request() twin).
 */
#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <signal.h>
#include <sys/ptrace.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

/* The NT_PRSTATUS register set, and its program counter */
#if defined(__x86_64__)
typedef struct user_regs_struct regs_t;
#define REGS_PC(r) ((r).rip)
#elif defined(__i386__)
typedef struct user_regs_struct regs_t;
#define REGS_PC(r) ((r).eip)
#elif defined(__powerpc64__)
#include <sys/procfs.h>
typedef struct { elf_gregset_t gpr; } regs_t;
#define REGS_PC(r) ((r).gpr[32])	/* PT_NIP */
#elif defined(__aarch64__)
typedef struct user_regs_struct regs_t;	/* struct user_pt_regs */
#define REGS_PC(r) ((r).pc)
#elif defined(__arm__)
typedef struct user_regs regs_t;	/* 18 registers, also a compat task's */
#define REGS_PC(r) ((r).uregs[15])	/* ARM_pc */
#else
#error "say where the program counter is in NT_PRSTATUS"
#endif

FIXTURE(tracee) {
	pid_t pid;
};

FIXTURE_SETUP(tracee)
{
	int status;

	self->pid = fork();
	ASSERT_LE(0, self->pid);
	if (!self->pid) {
		ptrace(PTRACE_TRACEME, 0, 0, 0);
		raise(SIGSTOP);
		_exit(0);
	}
	ASSERT_EQ(self->pid, waitpid(self->pid, &status, 0));
	ASSERT_TRUE(WIFSTOPPED(status));
}

FIXTURE_TEARDOWN(tracee)
{
	kill(self->pid, SIGKILL);
	waitpid(self->pid, NULL, 0);
}

/*
 * A buffer larger than the register set: the kernel copies the set and
 * writes back iov_len as its size.  The length passed in is larger, so
 * a write-back that is lost or mis-sized shows; it must be a multiple
 * of the regset's element size (8, or 4 for the compat set).
 */
TEST_F(tracee, getregset_good)
{
	struct {
		regs_t regs;
		unsigned char pad[64];
	} buf;
	struct iovec iov;
	unsigned int i;

	memset(&buf, 0xcc, sizeof(buf));
	iov.iov_base = &buf;
	iov.iov_len = sizeof(buf);
	ASSERT_EQ(0, ptrace(PTRACE_GETREGSET, self->pid,
			    (void *)NT_PRSTATUS, &iov));
	/* the used length is written back */
	EXPECT_EQ(sizeof(regs_t), iov.iov_len);
	EXPECT_NE(0, REGS_PC(buf.regs));
	for (i = 0; i < sizeof(buf.pad); i++)
		ASSERT_EQ(0xcc, buf.pad[i]) TH_LOG("byte %u past the set", i);
	/* round trip through SETREGSET, again with the larger length */
	iov.iov_len = sizeof(buf);
	ASSERT_EQ(0, ptrace(PTRACE_SETREGSET, self->pid,
			    (void *)NT_PRSTATUS, &iov));
	EXPECT_EQ(sizeof(regs_t), iov.iov_len);
}

/* A short buffer: the regset is truncated and the short length returned. */
TEST_F(tracee, getregset_short)
{
	char buf[16];
	struct iovec iov = { buf, sizeof(buf) };

	ASSERT_EQ(0, ptrace(PTRACE_GETREGSET, self->pid,
			    (void *)NT_PRSTATUS, &iov));
	EXPECT_EQ(sizeof(buf), iov.iov_len);
}

/* Bad iovec pointers: -EFAULT before anything is transferred. */
static void try_bad_iovec(struct __test_metadata *_metadata, pid_t pid,
			  void *bad)
{
	errno = 0;
	EXPECT_EQ(-1, ptrace(PTRACE_GETREGSET, pid,
			     (void *)NT_PRSTATUS, bad));
	EXPECT_EQ(EFAULT, errno) TH_LOG("get iovec %p", bad);
	errno = 0;
	EXPECT_EQ(-1, ptrace(PTRACE_SETREGSET, pid,
			     (void *)NT_PRSTATUS, bad));
	EXPECT_EQ(EFAULT, errno) TH_LOG("set iovec %p", bad);
}

TEST_F(tracee, bad_iovec)
{
	void *bad[] = { NULL, unmapped_page(), KERNEL_ADDR };
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_bad_iovec(_metadata, self->pid, bad[i]);
}

TEST_F(tracee, bad_iovec_straddle)
{
	void *p = straddle_end(sizeof(struct iovec));

	if (no_top_page(_metadata, p))
		return;
	try_bad_iovec(_metadata, self->pid, p);
}

/* Good iovec, bad data buffer: -EFAULT from the regset copy. */
TEST_F(tracee, bad_buffer)
{
	struct iovec iov = { KERNEL_ADDR, sizeof(regs_t) };

	errno = 0;
	EXPECT_EQ(-1, ptrace(PTRACE_GETREGSET, self->pid,
			     (void *)NT_PRSTATUS, &iov));
	EXPECT_EQ(EFAULT, errno);
	EXPECT_EQ(sizeof(regs_t), iov.iov_len);
}

/*
 * A read-only iovec: the fields are read, the regset is transferred into
 * the (writable) buffer, and the iov_len write-back fails with -EFAULT.
 */
TEST_F(tracee, readonly_iovec)
{
	static regs_t regs;
	struct iovec *iov;

	iov = mmap(NULL, PG, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(iov != MAP_FAILED);
	iov->iov_base = &regs;
	iov->iov_len = sizeof(regs) + 8;
	ASSERT_EQ(0, mprotect(iov, PG, PROT_READ));
	memset(&regs, 0, sizeof(regs));

	errno = 0;
	EXPECT_EQ(-1, ptrace(PTRACE_GETREGSET, self->pid,
			     (void *)NT_PRSTATUS, iov));
	EXPECT_EQ(EFAULT, errno);
	/* the registers were copied before the failing store */
	EXPECT_NE(0, REGS_PC(regs));
	EXPECT_EQ(sizeof(regs) + 8, iov->iov_len);
}

TEST_HARNESS_MAIN
