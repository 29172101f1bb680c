// SPDX-License-Identifier: GPL-2.0
/*
 * net/socket.c: move_addr_to_user() (the address length write-back of
 * getsockname/getpeername/accept/recvfrom/recvmsg) and the msghdr/mmsghdr
 * result fields written back by recvmsg/sendmmsg/recvmmsg.  Build 64-bit
 * and -m32: the 32-bit build goes through the compat msghdr/mmsghdr paths.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stddef.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/un.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

FIXTURE(sock) {
	int sv[2];	/* AF_UNIX datagram pair */
	int lfd;	/* AF_UNIX listening socket, abstract name */
	struct sockaddr_un addr;
	socklen_t addrlen;
};

FIXTURE_SETUP(sock)
{
	ASSERT_EQ(0, socketpair(AF_UNIX, SOCK_DGRAM, 0, self->sv));
	self->lfd = socket(AF_UNIX, SOCK_STREAM, 0);
	ASSERT_LE(0, self->lfd);
	memset(&self->addr, 0, sizeof(self->addr));
	self->addr.sun_family = AF_UNIX;
	snprintf(self->addr.sun_path + 1, sizeof(self->addr.sun_path) - 1,
		 "uaccess-test-%d", getpid());
	self->addrlen = offsetof(struct sockaddr_un, sun_path) + 1 +
			strlen(self->addr.sun_path + 1);
	ASSERT_EQ(0, bind(self->lfd, (struct sockaddr *)&self->addr,
			  self->addrlen));
	ASSERT_EQ(0, listen(self->lfd, 4));
}

FIXTURE_TEARDOWN(sock)
{
	close(self->sv[0]);
	close(self->sv[1]);
	close(self->lfd);
}

/* Good pointers: the real length is written back. */
TEST_F(sock, getsockname_good)
{
	struct sockaddr_un a;
	socklen_t len = sizeof(a);

	memset(&a, 0, sizeof(a));
	ASSERT_EQ(0, getsockname(self->lfd, (struct sockaddr *)&a, &len));
	EXPECT_EQ(self->addrlen, len);
	EXPECT_EQ(0, memcmp(&a, &self->addr, self->addrlen));

	/* truncated buffer: the untruncated length is reported */
	len = 4;
	ASSERT_EQ(0, getsockname(self->lfd, (struct sockaddr *)&a, &len));
	EXPECT_EQ(self->addrlen, len);
}

/* Bad length pointers: -EFAULT, never a crash. */
static void try_bad_len(struct __test_metadata *_metadata, int lfd,
			void *bad)
{
	struct sockaddr_un a;

	errno = 0;
	EXPECT_EQ(-1, getsockname(lfd, (struct sockaddr *)&a, bad));
	EXPECT_EQ(EFAULT, errno) TH_LOG("len ptr %p", bad);
}

TEST_F(sock, getsockname_bad_len)
{
	void *bad[] = { NULL, unmapped_page(), KERNEL_ADDR };
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_bad_len(_metadata, self->lfd, bad[i]);
}

TEST_F(sock, getsockname_bad_len_straddle)
{
	void *p = straddle_end(sizeof(socklen_t));

	if (no_top_page(_metadata, p))
		return;
	try_bad_len(_metadata, self->lfd, p);
}

/*
 * Length readable but not writable: get_user() succeeds, the address is
 * copied, then the length write-back (the converted put_user()) fails.
 */
TEST_F(sock, getsockname_readonly_len)
{
	struct sockaddr_un a;
	socklen_t *ro = readonly_page();

	/* 0x5a5a5a5a is a large positive length: capped to the real one */
	memset(&a, 0, sizeof(a));
	errno = 0;
	EXPECT_EQ(-1, getsockname(self->lfd, (struct sockaddr *)&a, ro));
	EXPECT_EQ(EFAULT, errno);
	/* (whether the address was copied first is not specified) */
	EXPECT_EQ(0x5a5a5a5a, *(unsigned int *)ro);
}

/* Bad address buffer with a good length: -EFAULT. */
TEST_F(sock, getsockname_bad_addr)
{
	socklen_t len = sizeof(struct sockaddr_un);

	errno = 0;
	EXPECT_EQ(-1, getsockname(self->lfd, KERNEL_ADDR, &len));
	EXPECT_EQ(EFAULT, errno);
}

/* accept() writes the peer address length through the same helper. */
TEST_F(sock, accept_len)
{
	int c = socket(AF_UNIX, SOCK_STREAM, 0), a;
	struct sockaddr_un pa;
	socklen_t len;

	ASSERT_LE(0, c);
	ASSERT_EQ(0, connect(c, (struct sockaddr *)&self->addr, self->addrlen));
	len = sizeof(pa);
	a = accept(self->lfd, (struct sockaddr *)&pa, &len);
	ASSERT_LE(0, a);
	/* unbound client: only the family */
	EXPECT_EQ(sizeof(sa_family_t), len);
	close(a);

	ASSERT_EQ(0, connect(socket(AF_UNIX, SOCK_STREAM, 0),
			     (struct sockaddr *)&self->addr, self->addrlen));
	errno = 0;
	EXPECT_EQ(-1, accept(self->lfd, (struct sockaddr *)&pa,
			     (socklen_t *)KERNEL_ADDR));
	EXPECT_EQ(EFAULT, errno);
	close(c);
}

/* recvmsg(): msg_flags and msg_controllen are written back. */
TEST_F(sock, recvmsg_flags_controllen)
{
	char buf[8], cbuf[64];
	struct iovec iov = { buf, sizeof(buf) };
	struct msghdr m;

	ASSERT_EQ(10, send(self->sv[0], "0123456789", 10, 0));
	memset(&m, 0, sizeof(m));
	m.msg_iov = &iov;
	m.msg_iovlen = 1;
	m.msg_control = cbuf;
	m.msg_controllen = sizeof(cbuf);
	m.msg_flags = 0x12345678 & ~MSG_TRUNC;
	ASSERT_EQ(8, recvmsg(self->sv[1], &m, 0));
	EXPECT_EQ(MSG_TRUNC, m.msg_flags);	/* datagram was truncated */
	EXPECT_EQ(0, m.msg_controllen);		/* no control data */
}

/*
 * A msghdr that can be read but not written: the message is consumed and
 * the call fails with -EFAULT at the msg_flags write-back.
 */
TEST_F(sock, recvmsg_readonly_msghdr)
{
	static char buf[8];
	struct iovec *iov;
	struct msghdr *m;
	char *page;

	page = mmap(NULL, PG, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(page != MAP_FAILED);
	iov = (struct iovec *)page;
	m = (struct msghdr *)(page + 256);
	iov->iov_base = buf;
	iov->iov_len = sizeof(buf);
	memset(m, 0, sizeof(*m));
	m->msg_iov = iov;
	m->msg_iovlen = 1;
	ASSERT_EQ(0, mprotect(page, PG, PROT_READ));

	ASSERT_EQ(3, send(self->sv[0], "abc", 3, 0));
	errno = 0;
	EXPECT_EQ(-1, recvmsg(self->sv[1], m, MSG_DONTWAIT));
	EXPECT_EQ(EFAULT, errno);
	EXPECT_EQ(0, memcmp(buf, "abc", 3));
	/* the datagram was consumed before the write-back failed */
	errno = 0;
	EXPECT_EQ(-1, recv(self->sv[1], buf, sizeof(buf), MSG_DONTWAIT));
	EXPECT_EQ(EAGAIN, errno);
}

/* Bad msghdr pointers, with a datagram waiting: -EFAULT. */
static void try_bad_msghdr(struct __test_metadata *_metadata, int fd,
			   void *bad)
{
	errno = 0;
	EXPECT_EQ(-1, recvmsg(fd, bad, MSG_DONTWAIT));
	EXPECT_EQ(EFAULT, errno) TH_LOG("msghdr %p", bad);
}

TEST_F(sock, recvmsg_bad_msghdr)
{
	void *bad[] = { NULL, unmapped_page(), KERNEL_ADDR };
	unsigned int i;

	ASSERT_EQ(1, send(self->sv[0], "x", 1, 0));
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_bad_msghdr(_metadata, self->sv[1], bad[i]);
}

TEST_F(sock, recvmsg_bad_msghdr_straddle)
{
	void *p = straddle_end(sizeof(struct msghdr));

	if (no_top_page(_metadata, p))
		return;
	ASSERT_EQ(1, send(self->sv[0], "x", 1, 0));
	try_bad_msghdr(_metadata, self->sv[1], p);
}

/* recvfrom(): address length write-back, good and bad. */
TEST_F(sock, recvfrom_len)
{
	struct sockaddr_un from;
	socklen_t len = sizeof(from);
	char c;

	ASSERT_EQ(1, send(self->sv[0], "y", 1, 0));
	ASSERT_EQ(1, recvfrom(self->sv[1], &c, 1, 0,
			      (struct sockaddr *)&from, &len));
	EXPECT_EQ(0, len);	/* unbound peer of a socketpair: no address */

	ASSERT_EQ(1, send(self->sv[0], "z", 1, 0));
	errno = 0;
	EXPECT_EQ(-1, recvfrom(self->sv[1], &c, 1, 0,
			       (struct sockaddr *)&from, unmapped_page()));
	EXPECT_EQ(EFAULT, errno);
}

/* sendmmsg()/recvmmsg(): msg_len of each entry is written back. */
TEST_F(sock, mmsg_len)
{
	char b0[4], b1[4];
	struct iovec iov[2] = { { "ab", 2 }, { "cde", 3 } };
	struct iovec riov[2] = { { b0, 4 }, { b1, 4 } };
	struct mmsghdr mm[2], rm[2];

	memset(mm, 0, sizeof(mm));
	mm[0].msg_hdr.msg_iov = &iov[0];
	mm[0].msg_hdr.msg_iovlen = 1;
	mm[1].msg_hdr.msg_iov = &iov[1];
	mm[1].msg_hdr.msg_iovlen = 1;
	mm[0].msg_len = mm[1].msg_len = 0xdead;
	ASSERT_EQ(2, sendmmsg(self->sv[0], mm, 2, 0));
	EXPECT_EQ(2, mm[0].msg_len);
	EXPECT_EQ(3, mm[1].msg_len);

	memset(rm, 0, sizeof(rm));
	rm[0].msg_hdr.msg_iov = &riov[0];
	rm[0].msg_hdr.msg_iovlen = 1;
	rm[1].msg_hdr.msg_iov = &riov[1];
	rm[1].msg_hdr.msg_iovlen = 1;
	ASSERT_EQ(2, recvmmsg(self->sv[1], rm, 2, MSG_DONTWAIT, NULL));
	EXPECT_EQ(2, rm[0].msg_len);
	EXPECT_EQ(3, rm[1].msg_len);

	errno = 0;
	EXPECT_EQ(-1, sendmmsg(self->sv[0], KERNEL_ADDR, 1, 0));
	EXPECT_EQ(EFAULT, errno);
	errno = 0;
	EXPECT_EQ(-1, recvmmsg(self->sv[1], KERNEL_ADDR, 1, MSG_DONTWAIT,
			       NULL));
	EXPECT_EQ(EFAULT, errno);
}

/*
 * sendmmsg() with the mmsghdr array read-only: the first message is sent,
 * the msg_len store fails; the syscall reports the one datagram sent
 * (a later error is dropped once something was sent).
 */
TEST_F(sock, sendmmsg_readonly_len)
{
	struct iovec *iov;
	struct mmsghdr *mm;
	char *page, b[4];

	page = mmap(NULL, PG, PROT_READ | PROT_WRITE,
		    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(page != MAP_FAILED);
	iov = (struct iovec *)page;
	mm = (struct mmsghdr *)(page + 256);
	iov->iov_base = "qq";
	iov->iov_len = 2;
	memset(mm, 0, 2 * sizeof(*mm));
	mm[0].msg_hdr.msg_iov = iov;
	mm[0].msg_hdr.msg_iovlen = 1;
	mm[1] = mm[0];
	ASSERT_EQ(0, mprotect(page, PG, PROT_READ));

	/* the store for the first entry fails: nothing counted, EFAULT */
	errno = 0;
	EXPECT_EQ(-1, sendmmsg(self->sv[0], mm, 2, 0));
	EXPECT_EQ(EFAULT, errno);
	/* but the first datagram went out before the store */
	EXPECT_EQ(2, recv(self->sv[1], b, sizeof(b), MSG_DONTWAIT));
	EXPECT_EQ(-1, recv(self->sv[1], b, sizeof(b), MSG_DONTWAIT));
}

TEST_HARNESS_MAIN
