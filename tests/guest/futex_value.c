// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/futex/core.c: futex_get_value_locked() reads the futex word with
 * page faults disabled under the hash bucket lock; on a fault the caller
 * drops the lock, faults the page in and retries.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/futex.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <time.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

static long futex(void *uaddr, int op, uint32_t val, struct timespec *ts,
		  void *uaddr2, uint32_t val3)
{
	return syscall(SYS_futex, uaddr, op, val, ts, uaddr2, val3);
}

static struct timespec short_ts = { 0, 1000000 };	/* 1ms */

/* Value mismatch: -EAGAIN; value match: sleeps until the timeout. */
TEST(wait_good)
{
	static uint32_t f = 1;

	errno = 0;
	EXPECT_EQ(-1, futex(&f, FUTEX_WAIT_PRIVATE, 0, &short_ts, NULL, 0));
	EXPECT_EQ(EAGAIN, errno);
	errno = 0;
	EXPECT_EQ(-1, futex(&f, FUTEX_WAIT_PRIVATE, 1, &short_ts, NULL, 0));
	EXPECT_EQ(ETIMEDOUT, errno);
}

/*
 * A futex word in a page that is mapped but has never been touched: the
 * first read under the lock faults, fails, and the slow path faults the
 * page in and retries; the word reads as 0.  Same for a shared file-less
 * mapping (a shared futex key) and a read-only mapping (WAIT only reads).
 */
TEST(wait_not_present)
{
	int flags[] = { MAP_PRIVATE, MAP_SHARED };
	unsigned int i;

	for (i = 0; i < 2; i++) {
		uint32_t *p = mmap(NULL, PG, PROT_READ | PROT_WRITE,
				   flags[i] | MAP_ANONYMOUS, -1, 0);
		int op = i ? FUTEX_WAIT : FUTEX_WAIT_PRIVATE;

		ASSERT_TRUE(p != MAP_FAILED);
		errno = 0;
		EXPECT_EQ(-1, futex(p, op, 1, &short_ts, NULL, 0));
		EXPECT_EQ(EAGAIN, errno);
		/* and once more with the matching value */
		errno = 0;
		EXPECT_EQ(-1, futex(p + 1, op, 0, &short_ts, NULL, 0));
		EXPECT_EQ(ETIMEDOUT, errno);
		munmap(p, PG);
	}

	{
		uint32_t *ro = readonly_page();

		errno = 0;
		EXPECT_EQ(-1, futex(ro, FUTEX_WAIT_PRIVATE, 0, &short_ts,
				    NULL, 0));
		EXPECT_EQ(EAGAIN, errno);	/* reads 0x5a5a5a5a */
	}
}

/* Bad futex addresses: -EFAULT (never a hang or an oops). */
static void try_wait_bad(struct __test_metadata *_metadata, void *bad)
{
	errno = 0;
	EXPECT_EQ(-1, futex(bad, FUTEX_WAIT_PRIVATE, 0, &short_ts, NULL, 0));
	EXPECT_EQ(EFAULT, errno) TH_LOG("uaddr %p", bad);
}

TEST(wait_bad)
{
	void *bad[] = { NULL, unmapped_page(), KERNEL_ADDR };
	void *none;
	unsigned int i;

	none = mmap(NULL, PG, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(none != MAP_FAILED);

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_wait_bad(_metadata, bad[i]);
	/* mapped but inaccessible: the fault-in in the slow path fails */
	errno = 0;
	EXPECT_EQ(-1, futex(none, FUTEX_WAIT_PRIVATE, 0, &short_ts, NULL, 0));
	EXPECT_EQ(EFAULT, errno);
}

/* A futex word is aligned and cannot straddle: the end itself. */
TEST(wait_bad_end)
{
	char *top = top_page();

	if (no_top_page(_metadata, top))
		return;
	try_wait_bad(_metadata, top + PG);
}

/* FUTEX_CMP_REQUEUE compares the first word under both bucket locks. */
TEST(cmp_requeue)
{
	static uint32_t f1 = 7, f2;
	uint32_t *fresh;

	EXPECT_EQ(0, futex(&f1, FUTEX_CMP_REQUEUE_PRIVATE, 1,
			   (void *)1UL, &f2, 7));
	errno = 0;
	EXPECT_EQ(-1, futex(&f1, FUTEX_CMP_REQUEUE_PRIVATE, 1,
			    (void *)1UL, &f2, 8));
	EXPECT_EQ(EAGAIN, errno);

	/* first word not yet faulted in: retried after the fault-in */
	fresh = mmap(NULL, PG, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(fresh != MAP_FAILED);
	EXPECT_EQ(0, futex(fresh, FUTEX_CMP_REQUEUE_PRIVATE, 1,
			   (void *)1UL, &f2, 0));

	errno = 0;
	EXPECT_EQ(-1, futex(KERNEL_ADDR, FUTEX_CMP_REQUEUE_PRIVATE, 1,
			    (void *)1UL, &f2, 0));
	EXPECT_EQ(EFAULT, errno);
	errno = 0;
	EXPECT_EQ(-1, futex(unmapped_page(), FUTEX_CMP_REQUEUE_PRIVATE, 1,
			    (void *)1UL, &f2, 0));
	EXPECT_EQ(EFAULT, errno);
}

TEST_HARNESS_MAIN
