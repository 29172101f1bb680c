// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/compat.c: get_compat_sigevent(), used by timer_create() and
 * mq_notify() from a 32-bit task.  Build with -m32 for the compat path
 * (the 64-bit build checks the same contract on the native path).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <mqueue.h>
#include <signal.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <time.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

static volatile sig_atomic_t got;
static volatile int got_val;

static void handler(int sig, siginfo_t *si, void *uc)
{
	got++;
	got_val = si->si_value.sival_int;
}

static long sys_timer_create(clockid_t c, void *sev, int *id)
{
	return syscall(SYS_timer_create, c, sev, id);
}

/* A good sigevent: the timer fires with our signal and value. */
TEST(timer_good)
{
	struct sigaction sa = { .sa_sigaction = handler,
				.sa_flags = SA_SIGINFO };
	struct sigevent sev;
	struct itimerspec its = { .it_value = { 0, 1000000 } };
	int id;

	ASSERT_EQ(0, sigaction(SIGUSR1, &sa, NULL));
	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = SIGUSR1;
	sev.sigev_value.sival_int = 0x4242;
	ASSERT_EQ(0, sys_timer_create(CLOCK_MONOTONIC, &sev, &id));
	ASSERT_EQ(0, syscall(SYS_timer_settime, id, 0, &its, NULL));
	while (!got)
		usleep(1000);
	EXPECT_EQ(0x4242, got_val);
	EXPECT_EQ(0, syscall(SYS_timer_delete, id));

	/* invalid notify type is caught after the read: -EINVAL */
	sev.sigev_notify = 0x7777;
	errno = 0;
	EXPECT_EQ(-1, sys_timer_create(CLOCK_MONOTONIC, &sev, &id));
	EXPECT_EQ(EINVAL, errno);
}

/* Bad sigevent pointers: -EFAULT, and no timer is created. */
static void try_timer_bad(struct __test_metadata *_metadata, void *bad)
{
	int id = -1;

	errno = 0;
	EXPECT_EQ(-1, sys_timer_create(CLOCK_MONOTONIC, bad, &id));
	EXPECT_EQ(EFAULT, errno) TH_LOG("sigevent %p", bad);
}

static void no_timer_created(struct __test_metadata *_metadata)
{
	/* no timer id 0 was created behind our back */
	errno = 0;
	EXPECT_EQ(-1, syscall(SYS_timer_delete, 0));
	EXPECT_EQ(EINVAL, errno);
}

TEST(timer_bad)
{
	void *bad[] = { unmapped_page(), KERNEL_ADDR };
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_timer_bad(_metadata, bad[i]);
	no_timer_created(_metadata);
}

/*
 * Only the first 16 bytes are read by the compat helper, so a straddle
 * is only an error where the range check sees it.
 */
#if STRADDLE_IS_RANGE_CHECKED
TEST(timer_bad_straddle)
{
	void *p = straddle_end(sizeof(struct sigevent));

	if (no_top_page(_metadata, p))
		return;
	try_timer_bad(_metadata, p);
	no_timer_created(_metadata);
}
#endif

/* The last field the kernel reads lies in an unmapped page: -EFAULT. */
TEST(timer_partial)
{
	struct sigevent *sev;
	char *p;
	int id;

	p = mmap(NULL, 2 * PG, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(p != MAP_FAILED);
	ASSERT_EQ(0, munmap(p + PG, PG));
	/* sigev_value, sigev_signo, sigev_notify fit; the thread id does not */
	sev = (struct sigevent *)(p + PG - offsetof(struct sigevent, sigev_notify)
				  - sizeof(int));
	sev->sigev_value.sival_int = 1;
	sev->sigev_signo = SIGUSR1;
	sev->sigev_notify = SIGEV_SIGNAL;
	errno = 0;
	EXPECT_EQ(-1, sys_timer_create(CLOCK_MONOTONIC, sev, &id));
	EXPECT_EQ(EFAULT, errno);
}

/* mq_notify() reads the sigevent through the same helper. */
TEST(mq_notify_sigevent)
{
	struct mq_attr attr = { .mq_maxmsg = 1, .mq_msgsize = 8 };
	void *bad[] = { unmapped_page(), KERNEL_ADDR };
	struct sigevent sev;
	char name[32];
	unsigned int i;
	int q;

	snprintf(name, sizeof(name), "uaccess-%d", getpid());
	q = syscall(SYS_mq_open, name, O_CREAT | O_RDWR, 0600, &attr);
	if (q < 0)
		SKIP(return, "mq_open: %s", strerror(errno));
	syscall(SYS_mq_unlink, name);

	memset(&sev, 0, sizeof(sev));
	sev.sigev_notify = SIGEV_NONE;
	EXPECT_EQ(0, syscall(SYS_mq_notify, q, &sev));
	EXPECT_EQ(0, syscall(SYS_mq_notify, q, NULL));	/* unregister */

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		errno = 0;
		EXPECT_EQ(-1, syscall(SYS_mq_notify, q, bad[i]));
		EXPECT_EQ(EFAULT, errno) TH_LOG("sigevent %p", bad[i]);
	}
	/* nothing got registered by the failed calls */
	EXPECT_EQ(0, syscall(SYS_mq_notify, q, &sev));
	close(q);
}

TEST_HARNESS_MAIN
