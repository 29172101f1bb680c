// SPDX-License-Identifier: GPL-2.0
/*
 * Drive /dev/uaccess_sample (tests/module/uaccess_sample.c) with good
 * and bad pointers: NULL, an unmapped hole, a kernel address, a
 * read-only page and a range straddling the end of user space, and
 * check return values, errno and partial writes.  The same checks hold
 * before the module is converted (__get_user/__put_user) and after.
 * Built 64-bit and -m32 (compat ioctl).  Skips if the device is absent.
 */
#include <fcntl.h>
#include <stdint.h>
#include <sys/ioctl.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"
#include "uaccess_sample.h"

/*
 * The bad pointers every ioctl must refuse with EFAULT, untouched.  A
 * range straddling the end of user space is one too where access_ok()
 * checks the range (64-bit): those cases are the *_straddle tests.
 */
static void *bad_ptr(int i)
{
	switch (i) {
	case 0: return NULL;
	case 1: return unmapped_page();
	case 2: return KERNEL_ADDR;
	}
	return NULL;
}
#define NBAD 3

FIXTURE(dev) {
	int fd;
};

FIXTURE_SETUP(dev)
{
	self->fd = open("/dev/uaccess_sample", O_RDWR);
	if (self->fd < 0)
		SKIP(return, "no /dev/uaccess_sample (module not loaded)");
}

FIXTURE_TEARDOWN(dev)
{
	if (self->fd >= 0)
		close(self->fd);
}

static int xioctl(int fd, unsigned long cmd, void *arg, int *err)
{
	int r;

	errno = 0;
	r = ioctl(fd, cmd, arg);
	*err = errno;
	return r;
}

TEST_F(dev, req_roundtrip)
{
	struct uas_req in = { 1, 2, 0x1122334455667788ULL }, out;
	int e;

	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_SETREQ, &in, &e));
	memset(&out, 0xaa, sizeof(out));
	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_GETREQ, &out, &e));
	EXPECT_EQ(0, memcmp(&in, &out, sizeof(in)));
	/* read-only is fine for SETREQ, which only reads */
	struct uas_req *ro = readonly_page();
	EXPECT_EQ(0, xioctl(self->fd, UAS_IOC_SETREQ, ro, &e));
}

TEST_F(dev, req_bad)
{
	struct uas_req in = { 3, 4, 5 };
	int i, e;

	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_SETREQ, &in, &e));
	for (i = 0; i < NBAD; i++) {
		void *p = bad_ptr(i);

		EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_SETREQ, p, &e));
		EXPECT_EQ(EFAULT, e);
		EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_GETREQ, p, &e));
		EXPECT_EQ(EFAULT, e);
	}
	/* GETREQ into a read-only page: EFAULT, page unchanged */
	char *ro = readonly_page();
	char before[sizeof(struct uas_req)];

	memcpy(before, ro, sizeof(before));
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_GETREQ, ro, &e));
	EXPECT_EQ(EFAULT, e);
	EXPECT_EQ(0, memcmp(before, ro, sizeof(before)));
	/* the stored request was not changed by the failed SETREQs */
	struct uas_req out;

	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_GETREQ, &out, &e));
	EXPECT_EQ(0, memcmp(&in, &out, sizeof(in)));
}

TEST_F(dev, req_partial_write)
{
	/* op and flags before the hole, value in it */
	struct uas_req in = { 7, 8, 9 };
	struct uas_req *p = (struct uas_req *)(hole_end() - 8);
	int e;

	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_SETREQ, &in, &e));
	p->op = p->flags = 0;
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_GETREQ, p, &e));
	EXPECT_EQ(EFAULT, e);
	/* written in order: the fields before the fault are there */
	EXPECT_EQ(7, p->op);
	EXPECT_EQ(8, p->flags);
	/* and SETREQ from it fails as a whole */
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_SETREQ, p, &e));
	EXPECT_EQ(EFAULT, e);
}

TEST_F(dev, sum_and_fill)
{
	uint32_t data[5] = { 1, 2, 3, 4, 5 };
	struct uas_buf b = { data, 5, 0 };
	uint64_t res = 0;
	int e, i;

	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_SUM, &b, &e));
	EXPECT_EQ(5, b.done);
	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_RESULT, &res, &e));
	EXPECT_EQ(15, res);
	memset(data, 0, sizeof(data));
	b.done = 0;
	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_FILL, &b, &e));
	EXPECT_EQ(5, b.done);
	for (i = 0; i < 5; i++)
		EXPECT_EQ(i + 1, data[i]);
	b.len = UAS_MAX_LEN + 1;
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_SUM, &b, &e));
	EXPECT_EQ(EINVAL, e);
	/* RESULT to bad pointers */
	for (i = 0; i < NBAD; i++) {
		void *p = bad_ptr(i);

		EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_RESULT, p, &e));
		EXPECT_EQ(EFAULT, e);
	}
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_RESULT, readonly_page(), &e));
	EXPECT_EQ(EFAULT, e);
}

TEST_F(dev, array_bad)
{
	struct uas_buf b;
	int i, e;

	for (i = 0; i < NBAD; i++) {
		void *p = bad_ptr(i);

		b.data = p;
		b.len = 4;
		b.done = 99;
		EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_SUM, &b, &e));
		EXPECT_EQ(EFAULT, e);
		EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_FILL, &b, &e));
		EXPECT_EQ(EFAULT, e);
		EXPECT_EQ(99, b.done);
		/* the struct itself at the bad pointer */
		EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_SUM, p, &e));
		EXPECT_EQ(EFAULT, e);
	}
	b.data = readonly_page();
	b.len = 4;
	b.done = 99;
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_FILL, &b, &e));
	EXPECT_EQ(EFAULT, e);
	EXPECT_EQ(99, b.done);
	/* done is written back: a read-only struct fails after the work */
	struct uas_buf *rob = mmap(NULL, PG, PROT_READ | PROT_WRITE,
				   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	ASSERT_TRUE(rob != MAP_FAILED);
	rob->data = NULL;
	rob->len = 0;
	rob->done = 99;
	ASSERT_EQ(0, mprotect(rob, PG, PROT_READ));
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_SUM, rob, &e));
	EXPECT_EQ(EFAULT, e);
	EXPECT_EQ(99, rob->done);
}

TEST_F(dev, array_partial)
{
	/* 4 elements: two before the hole, two in it */
	uint32_t *d = (uint32_t *)(hole_end() - 8);
	struct uas_buf b = { d, 4, 0 };
	uint64_t res = 0;
	int e;

	d[0] = 10;
	d[1] = 20;
	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_SUM, &b, &e));
	EXPECT_EQ(2, b.done);
	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_RESULT, &res, &e));
	EXPECT_EQ(30, res);
	d[0] = d[1] = 0;
	b.done = 0;
	ASSERT_EQ(0, xioctl(self->fd, UAS_IOC_FILL, &b, &e));
	EXPECT_EQ(2, b.done);
	EXPECT_EQ(1, d[0]);
	EXPECT_EQ(2, d[1]);
}

#if STRADDLE_IS_RANGE_CHECKED
/*
 * A range straddling the end of user space, each a test of its own: a
 * SKIP when top_page() finds no page there, never a case left out.
 */
TEST_F(dev, req_straddle)
{
	void *p = straddle_end(sizeof(struct uas_req));
	int e;

	if (no_top_page(_metadata, p))
		return;
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_SETREQ, p, &e));
	EXPECT_EQ(EFAULT, e);
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_GETREQ, p, &e));
	EXPECT_EQ(EFAULT, e);
}

TEST_F(dev, result_straddle)
{
	void *p = straddle_end(sizeof(uint64_t));
	int e;

	if (no_top_page(_metadata, p))
		return;
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_RESULT, p, &e));
	EXPECT_EQ(EFAULT, e);
}

/*
 * Only the struct: an array straddling the end of user space is not
 * refused as a whole.  The compiler bounds len * 4 by UAS_MAX_LEN, so
 * x86-64's access_ok() checks only its start (the guard page after
 * user space does the rest), and the elements before the end are
 * handled, as in array_partial.
 */
TEST_F(dev, array_straddle)
{
	void *p = straddle_end(sizeof(struct uas_buf));
	int e;

	if (no_top_page(_metadata, p))
		return;
	EXPECT_EQ(-1, xioctl(self->fd, UAS_IOC_SUM, p, &e));
	EXPECT_EQ(EFAULT, e);
}
#endif

TEST_HARNESS_MAIN
