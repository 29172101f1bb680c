// SPDX-License-Identifier: GPL-2.0
/*
 * include/linux/eventpoll.h: epoll_put_uevent() stores each ready event
 * into the epoll_wait() array; a fault returns the item to the ready list.
 * Build 64-bit (and -m32: same path, 32-bit array layout is identical
 * on x86 since struct epoll_event is packed).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

FIXTURE(ep) {
	int epfd, efd[2];
};

FIXTURE_SETUP(ep)
{
	struct epoll_event ev;
	int i;

	self->epfd = epoll_create1(0);
	ASSERT_LE(0, self->epfd);
	for (i = 0; i < 2; i++) {
		self->efd[i] = eventfd(1, 0);	/* readable: EPOLLIN */
		ASSERT_LE(0, self->efd[i]);
		ev.events = EPOLLIN;
		ev.data.u64 = 0x1122334455667700ULL + i;
		ASSERT_EQ(0, epoll_ctl(self->epfd, EPOLL_CTL_ADD,
				       self->efd[i], &ev));
	}
}

FIXTURE_TEARDOWN(ep)
{
	close(self->efd[0]);
	close(self->efd[1]);
	close(self->epfd);
}

static int count_ready(int epfd, unsigned long long *mask)
{
	struct epoll_event evs[4];
	int n, i;

	n = epoll_wait(epfd, evs, 4, 0);
	*mask = 0;
	for (i = 0; i < n; i++)
		*mask |= 1ULL << (evs[i].data.u64 & 0xff);
	return n;
}

TEST_F(ep, good)
{
	struct epoll_event evs[4];
	unsigned long long seen = 0;
	int n, i;

	memset(evs, 0xff, sizeof(evs));
	n = epoll_wait(self->epfd, evs, 4, 0);
	ASSERT_EQ(2, n);
	for (i = 0; i < n; i++) {
		EXPECT_EQ(EPOLLIN, evs[i].events);
		EXPECT_EQ(0x1122334455667700ULL,
			  evs[i].data.u64 & ~0xffULL);
		seen |= 1ULL << (evs[i].data.u64 & 0xff);
	}
	EXPECT_EQ(3, seen);
	/* untouched past the returned events */
	EXPECT_EQ(0xffffffffU, evs[2].events);
}

/* Bad arrays: -EFAULT, and the events stay ready. */
static void try_bad_array(struct __test_metadata *_metadata, int epfd,
			  void *bad)
{
	unsigned long long seen;

	errno = 0;
	EXPECT_EQ(-1, epoll_wait(epfd, bad, 2, 0));
	EXPECT_EQ(EFAULT, errno) TH_LOG("events %p", bad);
	EXPECT_EQ(2, count_ready(epfd, &seen)) TH_LOG("lost");
	EXPECT_EQ(3, seen);
}

TEST_F(ep, bad_array)
{
	void *bad[] = { NULL, unmapped_page(), KERNEL_ADDR, readonly_page() };
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_bad_array(_metadata, self->epfd, bad[i]);
}

/*
 * An array straddling the end of user space: only where the range check
 * refuses it as a whole (STRADDLE_IS_RANGE_CHECKED, uaccess_util.h).
 */
#if STRADDLE_IS_RANGE_CHECKED
TEST_F(ep, bad_array_straddle)
{
	void *p = straddle_end(2 * sizeof(struct epoll_event));

	if (no_top_page(_metadata, p))
		return;
	try_bad_array(_metadata, self->epfd, p);
}
#endif

/*
 * Room for one event before an unmapped page: the first event is
 * delivered, the second store faults and that event stays ready.
 */
TEST_F(ep, partial)
{
	struct epoll_event *evs;
	unsigned long long seen;
	char *end = hole_end();
	int n;

	evs = (struct epoll_event *)(end - sizeof(*evs));

	n = epoll_wait(self->epfd, evs, 2, 0);
	EXPECT_EQ(1, n);
	EXPECT_EQ(EPOLLIN, evs[0].events);
	/* the other one is still ready */
	EXPECT_EQ(2, count_ready(self->epfd, &seen));

	/* second slot straddles into the hole: mask fits, data does not */
	evs = (struct epoll_event *)(end - sizeof(*evs) - 4);
	n = epoll_wait(self->epfd, evs, 2, 0);
	EXPECT_EQ(1, n);
	EXPECT_EQ(2, count_ready(self->epfd, &seen));
}

TEST_HARNESS_MAIN
