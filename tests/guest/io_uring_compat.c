// SPDX-License-Identifier: GPL-2.0
/*
 * io_uring/rw.c io_iov_compat_buffer_select_prep() and io_uring/net.c
 * io_compat_msg_copy_hdr(): with IOSQE_BUFFER_SELECT a 32-bit task's
 * single compat_iovec only supplies iov_len.  Build with -m32 for the
 * compat paths (the 64-bit build checks the native twins).  Raw
 * syscalls, no liburing.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <linux/io_uring.h>
#include <stdint.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#ifndef __NR_io_uring_setup
#define __NR_io_uring_setup 425
#define __NR_io_uring_enter 426
#endif

struct ring {
	int fd;
	unsigned int *sq_tail, *sq_mask, *sq_array, *cq_head, *cq_tail,
		     *cq_mask;
	struct io_uring_sqe *sqes;
	struct io_uring_cqe *cqes;
};

static int ring_init(struct ring *r)
{
	struct io_uring_params p;
	char *sq, *cq;

	memset(&p, 0, sizeof(p));
	r->fd = syscall(__NR_io_uring_setup, 8, &p);
	if (r->fd < 0)
		return -errno;
	sq = mmap(NULL, p.sq_off.array + p.sq_entries * 4,
		  PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, r->fd,
		  IORING_OFF_SQ_RING);
	cq = mmap(NULL, p.cq_off.cqes +
		  p.cq_entries * sizeof(struct io_uring_cqe),
		  PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE, r->fd,
		  IORING_OFF_CQ_RING);
	r->sqes = mmap(NULL, p.sq_entries * sizeof(struct io_uring_sqe),
		       PROT_READ | PROT_WRITE, MAP_SHARED | MAP_POPULATE,
		       r->fd, IORING_OFF_SQES);
	if (sq == MAP_FAILED || cq == MAP_FAILED || r->sqes == MAP_FAILED)
		return -ENOMEM;
	r->sq_tail = (unsigned int *)(sq + p.sq_off.tail);
	r->sq_mask = (unsigned int *)(sq + p.sq_off.ring_mask);
	r->sq_array = (unsigned int *)(sq + p.sq_off.array);
	r->cq_head = (unsigned int *)(cq + p.cq_off.head);
	r->cq_tail = (unsigned int *)(cq + p.cq_off.tail);
	r->cq_mask = (unsigned int *)(cq + p.cq_off.ring_mask);
	r->cqes = (struct io_uring_cqe *)(cq + p.cq_off.cqes);
	return 0;
}

/* Submit one SQE and wait for its completion; return cqe->res. */
static int submit1(struct ring *r, const struct io_uring_sqe *in)
{
	unsigned int tail = *r->sq_tail, idx = tail & *r->sq_mask, head;
	struct io_uring_cqe *cqe;
	int res;

	r->sqes[idx] = *in;
	r->sq_array[idx] = idx;
	__atomic_store_n(r->sq_tail, tail + 1, __ATOMIC_RELEASE);
	if (syscall(__NR_io_uring_enter, r->fd, 1, 1,
		    IORING_ENTER_GETEVENTS, NULL, 0) < 0)
		return -1000 - errno;
	head = *r->cq_head;
	cqe = &r->cqes[head & *r->cq_mask];
	res = cqe->res;
	__atomic_store_n(r->cq_head, head + 1, __ATOMIC_RELEASE);
	return res;
}

#define BGID	7
static char bufs[4][64];

static int provide(struct ring *r)
{
	struct io_uring_sqe sqe;

	memset(&sqe, 0, sizeof(sqe));
	sqe.opcode = IORING_OP_PROVIDE_BUFFERS;
	sqe.fd = 4;			/* number of buffers */
	sqe.addr = (uintptr_t)bufs;
	sqe.len = sizeof(bufs[0]);
	sqe.buf_group = BGID;
	sqe.off = 0;			/* first buffer id */
	return submit1(r, &sqe);
}

FIXTURE(uring) {
	struct ring r;
	int sv[2];
};

FIXTURE_SETUP(uring)
{
	int ret = ring_init(&self->r);

	if (ret)
		SKIP(return, "io_uring_setup: %s", strerror(-ret));
	ASSERT_EQ(0, provide(&self->r));
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, self->sv));
}

FIXTURE_TEARDOWN(uring)
{
	close(self->sv[0]);
	close(self->sv[1]);
	close(self->r.fd);
}

static int readv_select(struct ring *r, int fd, void *iov)
{
	struct io_uring_sqe sqe;

	memset(&sqe, 0, sizeof(sqe));
	sqe.opcode = IORING_OP_READV;
	sqe.flags = IOSQE_BUFFER_SELECT;
	sqe.fd = fd;
	sqe.addr = (uintptr_t)iov;
	sqe.len = 1;
	sqe.buf_group = BGID;
	return submit1(r, &sqe);
}

/* Good iovec: the read goes to a selected buffer, bounded by iov_len. */
TEST_F(uring, readv_good)
{
	struct iovec iov = { NULL, 5 };

	ASSERT_EQ(10, write(self->sv[0], "0123456789", 10));
	EXPECT_EQ(5, readv_select(&self->r, self->sv[1], &iov));

}

/* Bad iovec pointers: -EFAULT in the CQE. */
static void try_readv_bad(struct __test_metadata *_metadata, struct ring *r,
			  int fd, void *bad)
{
	EXPECT_EQ(-EFAULT, readv_select(r, fd, bad))
		TH_LOG("iov %p", bad);
}

TEST_F(uring, readv_bad)
{
	void *bad[] = { unmapped_page(), KERNEL_ADDR };
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_readv_bad(_metadata, &self->r, self->sv[1], bad[i]);
}

/*
 * An iovec straddling the end of user space: only where the range check
 * refuses it as a whole (STRADDLE_IS_RANGE_CHECKED, uaccess_util.h).
 */
#if STRADDLE_IS_RANGE_CHECKED
TEST_F(uring, readv_bad_straddle)
{
	void *p = straddle_end(sizeof(struct iovec));

	if (no_top_page(_metadata, p))
		return;
	try_readv_bad(_metadata, &self->r, self->sv[1], p);
}
#endif

static int recvmsg_select(struct ring *r, int fd, struct msghdr *m)
{
	struct io_uring_sqe sqe;

	memset(&sqe, 0, sizeof(sqe));
	sqe.opcode = IORING_OP_RECVMSG;
	sqe.flags = IOSQE_BUFFER_SELECT;
	sqe.fd = fd;
	sqe.addr = (uintptr_t)m;
	sqe.buf_group = BGID;
	return submit1(r, &sqe);
}

TEST_F(uring, recvmsg_good_and_bad)
{
	struct iovec iov = { NULL, 3 };
	struct msghdr m;

	memset(&m, 0, sizeof(m));
	m.msg_iov = &iov;
	m.msg_iovlen = 1;
	ASSERT_EQ(5, write(self->sv[0], "abcde", 5));
	EXPECT_EQ(3, recvmsg_select(&self->r, self->sv[1], &m));

	m.msg_iov = unmapped_page();
	EXPECT_EQ(-EFAULT, recvmsg_select(&self->r, self->sv[1], &m));
	m.msg_iov = KERNEL_ADDR;
	EXPECT_EQ(-EFAULT, recvmsg_select(&self->r, self->sv[1], &m));
}

TEST_HARNESS_MAIN
