// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/proc.c: /proc/bus/pci/BB/DD.F read and write, in byte, word
 * and dword pieces depending on offset and length.  Compared with the
 * sysfs config file of the same device.  Guest only (writes config space
 * of the host bridge: only the Interrupt Line register 0x3c, a scratch
 * byte for software).
 *
 * The fault cases are in pci_proc_fix.c.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#include "pci_proc.h"

/* Every (offset, length) split into byte/word/dword pieces reads right. */
TEST_F(pci, read_pieces)
{
	unsigned char buf[16];
	int off, len;

	for (off = 0; off < 8; off++) {
		for (len = 1; len <= 11; len++) {
			memset(buf, 0xcc, sizeof(buf));
			ASSERT_EQ(len, pread(self->fd, buf, len, off));
			EXPECT_EQ(0, memcmp(buf, self->ref + off, len))
				TH_LOG("off %d len %d", off, len);
			EXPECT_EQ(0xcc, buf[len]);
		}
	}
}

/* Writes of 1, 2 (odd and even offsets) go to the right byte. */
TEST_F(pci, write_intline)
{
	unsigned char v = 0x5a, old = self->ref[INTLINE], r;

	ASSERT_EQ(1, pwrite(self->fd, &v, 1, INTLINE));
	ASSERT_EQ(1, pread(self->sfd, &r, 1, INTLINE));
	EXPECT_EQ(0x5a, r);
	ASSERT_EQ(1, pwrite(self->fd, &old, 1, INTLINE));
}

/*
 * Every (offset, length) in 0x34..0x3f written from a good buffer: byte,
 * word and dword pieces at odd and even offsets all land, each at its
 * own offset (INTLINE takes WR_MARK only when covered), and nothing
 * else in the header changes.
 */
TEST_F(pci, write_pieces)
{
	unsigned char buf[16], want[64], now[64];
	int pos, len;

	for (pos = WR_FIRST; pos < 0x40; pos++) {
		for (len = 1; pos + len <= 0x40; len++) {
			unsigned char v = INTLINE_SET;

			ASSERT_EQ(1, pwrite(self->fd, &v, 1, INTLINE));
			ASSERT_EQ(0, read_header(self->sfd, want));
			memcpy(buf, want + pos, len);
			if (pos <= INTLINE && INTLINE < pos + len) {
				buf[INTLINE - pos] = WR_MARK;
				want[INTLINE] = WR_MARK;
			}
			ASSERT_EQ(len, pwrite(self->fd, buf, len, pos));
			ASSERT_EQ(0, read_header(self->sfd, now));
			ASSERT_EQ(0, memcmp(want, now, 64))
				TH_LOG("pos %#x len %d: INTLINE %#x", pos, len,
				       now[INTLINE]);
		}
	}
	pwrite(self->fd, &self->ref[INTLINE], 1, INTLINE);
}

/*
 * Buffers outside user space: vfs_read()/vfs_write() refuse them with
 * -EFAULT before proc_bus_pci_read()/write() (whose own access_ok() would
 * say -EINVAL) is called.  The device is not touched: its Interrupt Line
 * read through @sfd (sysfs) is still @intline.
 */
static void try_range_bad(struct __test_metadata *_metadata, int fd, int sfd,
			  unsigned char intline, void *bad)
{
	unsigned char r;

	errno = 0;
	EXPECT_EQ(-1, pread(fd, bad, 8, 0));
	EXPECT_EQ(EFAULT, errno) TH_LOG("read buf %p", bad);
	errno = 0;
	EXPECT_EQ(-1, pwrite(fd, bad, 8, INTLINE));
	EXPECT_EQ(EFAULT, errno) TH_LOG("write buf %p", bad);
	ASSERT_EQ(1, pread(sfd, &r, 1, INTLINE));
	EXPECT_EQ(intline, r);
}

TEST_F(pci, range_bad)
{
	try_range_bad(_metadata, self->fd, self->sfd, self->ref[INTLINE],
		      KERNEL_ADDR);
}

/*
 * A buffer straddling the end of user space: only where the range check
 * refuses it as a whole (STRADDLE_IS_RANGE_CHECKED, uaccess_util.h).
 */
#if STRADDLE_IS_RANGE_CHECKED
TEST_F(pci, range_bad_straddle)
{
	void *p = straddle_end(8);

	if (no_top_page(_metadata, p))
		return;
	try_range_bad(_metadata, self->fd, self->sfd, self->ref[INTLINE],
		      p);
}
#endif

TEST_HARNESS_MAIN
