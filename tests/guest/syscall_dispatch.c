// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/entry/syscall_user_dispatch.c: the selector byte is read from
 * user memory on every syscall made outside the allowed region.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#ifndef PR_SET_SYSCALL_USER_DISPATCH
#define PR_SET_SYSCALL_USER_DISPATCH	59
#define PR_SYS_DISPATCH_OFF		0
#define PR_SYS_DISPATCH_ON		1
#define SYSCALL_DISPATCH_FILTER_ALLOW	0
#define SYSCALL_DISPATCH_FILTER_BLOCK	1
#endif

static volatile sig_atomic_t got_sigsys;
static volatile char selector;

static void sigsys(int sig, siginfo_t *si, void *uc)
{
	got_sigsys++;
	selector = SYSCALL_DISPATCH_FILTER_ALLOW;
}

/* prctl() refuses a selector that is not a user address. */
TEST(prctl_bad_selector)
{
	errno = 0;
	EXPECT_EQ(-1, prctl(PR_SET_SYSCALL_USER_DISPATCH, PR_SYS_DISPATCH_ON,
			    0, 0, KERNEL_ADDR));
	EXPECT_EQ(EFAULT, errno);
}

/* ALLOW lets syscalls through, BLOCK turns them into SIGSYS. */
TEST(allow_block)
{
	struct sigaction sa = { .sa_sigaction = sigsys,
				.sa_flags = SA_SIGINFO };

	ASSERT_EQ(0, sigaction(SIGSYS, &sa, NULL));
	selector = SYSCALL_DISPATCH_FILTER_ALLOW;
	ASSERT_EQ(0, prctl(PR_SET_SYSCALL_USER_DISPATCH, PR_SYS_DISPATCH_ON,
			   0, 0, &selector));
	EXPECT_EQ(getpid(), syscall(SYS_getpid));
	EXPECT_EQ(0, got_sigsys);

	selector = SYSCALL_DISPATCH_FILTER_BLOCK;
	syscall(SYS_getppid);	/* dispatched: the handler sets ALLOW */
	EXPECT_EQ(1, got_sigsys);
	EXPECT_EQ(SYSCALL_DISPATCH_FILTER_ALLOW, selector);

	EXPECT_EQ(0, prctl(PR_SET_SYSCALL_USER_DISPATCH, PR_SYS_DISPATCH_OFF,
			   0, 0, 0));
}

/*
 * The selector page goes away after prctl(): the next syscall cannot read
 * it and the task is killed with SIGSEGV.  An invalid selector value
 * kills it with SIGSYS.
 */
static int run_child(int mode)
{
	int status;
	pid_t pid = fork();

	if (!pid) {
		char *sel = mmap(NULL, PG, PROT_READ | PROT_WRITE,
				 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (sel == MAP_FAILED)
			_exit(2);
		*sel = SYSCALL_DISPATCH_FILTER_ALLOW;
		if (prctl(PR_SET_SYSCALL_USER_DISPATCH, PR_SYS_DISPATCH_ON,
			  0, 0, sel))
			_exit(3);
		if (mode == 0) {
			/* munmap itself is checked while the page exists */
			syscall(SYS_munmap, sel, PG);
		} else {
			*sel = 0x7f;	/* neither ALLOW nor BLOCK */
		}
		syscall(SYS_getpid);
		_exit(0);
	}
	waitpid(pid, &status, 0);
	return status;
}

TEST(selector_unmapped)
{
	int status = run_child(0);

	ASSERT_TRUE(WIFSIGNALED(status)) TH_LOG("status %x", status);
	EXPECT_EQ(SIGSEGV, WTERMSIG(status));
}

TEST(selector_invalid_value)
{
	int status = run_child(1);

	ASSERT_TRUE(WIFSIGNALED(status)) TH_LOG("status %x", status);
	EXPECT_EQ(SIGSYS, WTERMSIG(status));
}

TEST_HARNESS_MAIN
