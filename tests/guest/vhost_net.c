// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/vhost/vhost.c: vhost_get_user()/vhost_put_user() read and write
 * the ring index and flag fields in the owner's memory.  Two callers:
 *  - VHOST_NET_SET_BACKEND (ioctl, process context): vhost_vq_init_access()
 *    writes used->flags and reads used->idx; a fault fails the ioctl with
 *    -EFAULT;
 *  - the vhost worker, which shares the owner's mm, on a TX kick: reads
 *    avail->idx and the avail ring, writes used->idx and the used ring;
 *    a fault is reported on the error eventfd and nothing is used.
 * The backend is an unbound AF_PACKET socket: its sendmsg() fails
 * (-ENXIO), and vhost-net still returns the buffer to the used ring.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdint.h>
#include <arpa/inet.h>
#include <linux/if_ether.h>
#include <linux/vhost.h>
#include <linux/virtio_ring.h>
#include <sys/eventfd.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#define QSIZE 16
#define TX 1			/* vhost-net's TX queue */

/* Page 0: descriptors, page 1: avail ring, page 2: used ring, page 3: data */
FIXTURE(vhost) {
	int dev, sock, kick, call, err;
	char *mem;
	struct vring_desc *desc;
	struct vring_avail *avail;
	struct vring_used *used;
};

FIXTURE_SETUP(vhost)
{
	struct {
		struct vhost_memory m;
		struct vhost_memory_region r;
	} table = { { .nregions = 1 } };
	struct vhost_vring_state num = { TX, QSIZE }, base = { TX, 0 };
	struct vhost_vring_addr addr = { .index = TX };
	struct vhost_vring_file f = { .index = TX };

	self->mem = mmap(NULL, 4 * PG, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(self->mem != MAP_FAILED);
	memset(self->mem, 0, 4 * PG);
	self->desc = (void *)self->mem;
	self->avail = (void *)(self->mem + PG);
	self->used = (void *)(self->mem + 2 * PG);

	self->dev = open("/dev/vhost-net", O_RDWR);
	ASSERT_LE(0, self->dev) TH_LOG("/dev/vhost-net: %s", strerror(errno));
	self->sock = socket(AF_PACKET, SOCK_RAW, htons(ETH_P_ALL));
	ASSERT_LE(0, self->sock);
	self->kick = eventfd(0, EFD_NONBLOCK);
	self->call = eventfd(0, EFD_NONBLOCK);
	self->err = eventfd(0, EFD_NONBLOCK);
	ASSERT_LE(0, self->kick | self->call | self->err);

	ASSERT_EQ(0, ioctl(self->dev, VHOST_SET_OWNER));
	/* identity map: "guest physical" addresses are our addresses */
	table.r.guest_phys_addr = (uintptr_t)self->mem;
	table.r.userspace_addr = (uintptr_t)self->mem;
	table.r.memory_size = 4 * PG;
	ASSERT_EQ(0, ioctl(self->dev, VHOST_SET_MEM_TABLE, &table));
	ASSERT_EQ(0, ioctl(self->dev, VHOST_SET_VRING_NUM, &num));
	ASSERT_EQ(0, ioctl(self->dev, VHOST_SET_VRING_BASE, &base));
	addr.desc_user_addr = (uintptr_t)self->desc;
	addr.avail_user_addr = (uintptr_t)self->avail;
	addr.used_user_addr = (uintptr_t)self->used;
	ASSERT_EQ(0, ioctl(self->dev, VHOST_SET_VRING_ADDR, &addr));
	f.fd = self->kick;
	ASSERT_EQ(0, ioctl(self->dev, VHOST_SET_VRING_KICK, &f));
	f.fd = self->call;
	ASSERT_EQ(0, ioctl(self->dev, VHOST_SET_VRING_CALL, &f));
	f.fd = self->err;
	ASSERT_EQ(0, ioctl(self->dev, VHOST_SET_VRING_ERR, &f));
}

FIXTURE_TEARDOWN(vhost)
{
	close(self->dev);
	close(self->sock);
	close(self->kick);
	close(self->call);
	close(self->err);
	munmap(self->mem, 4 * PG);
}

static int set_backend(struct _test_data_vhost *self)
{
	struct vhost_vring_file b = { .index = TX, .fd = self->sock };

	return ioctl(self->dev, VHOST_NET_SET_BACKEND, &b);
}

/* Put one 64-byte buffer in the avail ring and kick the worker. */
static void post_buffer(struct _test_data_vhost *self)
{
	uint64_t one = 1;

	self->desc[0].addr = (uintptr_t)(self->mem + 3 * PG);
	self->desc[0].len = 64;
	self->avail->ring[0] = 0;
	__atomic_store_n(&self->avail->idx, 1, __ATOMIC_RELEASE);
	if (write(self->kick, &one, 8) != 8)
		abort();
}

/* Wait up to 5 s for @fd (an eventfd) to be signalled. */
static int signalled(int fd)
{
	struct pollfd p = { fd, POLLIN };

	return poll(&p, 1, 5000) == 1;
}

/*
 * Good rings: the ioctl writes used->flags and reads used->idx; the
 * worker uses the buffer (used->idx 1, used->ring[0].id 0) and signals
 * the call eventfd, not the error one.
 */
TEST_F(vhost, good)
{
	self->used->flags = 0xffff;
	self->used->idx = 0;
	ASSERT_EQ(0, set_backend(self));
	EXPECT_NE(0xffff, self->used->flags);
	post_buffer(self);
	ASSERT_TRUE(signalled(self->call));
	EXPECT_EQ(1, __atomic_load_n(&self->used->idx, __ATOMIC_ACQUIRE));
	EXPECT_EQ(0, self->used->ring[0].id);
	EXPECT_EQ(-1, read(self->err, &(uint64_t){ 0 }, 8));	/* no error */
}

/* The used ring's page is gone: VHOST_NET_SET_BACKEND fails, -EFAULT. */
TEST_F(vhost, used_unmapped)
{
	ASSERT_EQ(0, munmap(self->used, PG));
	errno = 0;
	EXPECT_EQ(-1, set_backend(self));
	EXPECT_EQ(EFAULT, errno);
}

/*
 * The used ring is read-only: writing used->flags faults and the ioctl
 * fails with -EFAULT; used->idx is left as it was.
 */
TEST_F(vhost, used_readonly)
{
	self->used->idx = 7;
	ASSERT_EQ(0, mprotect(self->used, PG, PROT_READ));
	errno = 0;
	EXPECT_EQ(-1, set_backend(self));
	EXPECT_EQ(EFAULT, errno);
	EXPECT_EQ(7, self->used->idx);
}

/*
 * The avail ring's page goes away after the backend is set: the worker
 * cannot read avail->idx, reports it on the error eventfd, and uses
 * nothing.
 */
TEST_F(vhost, avail_unmapped)
{
	uint64_t one = 1;

	ASSERT_EQ(0, set_backend(self));
	ASSERT_EQ(0, munmap(self->avail, PG));
	ASSERT_EQ(8, write(self->kick, &one, 8));
	EXPECT_TRUE(signalled(self->err));
	EXPECT_EQ(0, self->used->idx);
}

TEST_HARNESS_MAIN
