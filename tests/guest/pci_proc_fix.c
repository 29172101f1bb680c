// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/proc.c with a faulting user buffer.  These cases test the
 * fix "PCI: proc: stop on a fault in config space read and write": on a
 * kernel without it they fail (the read reports success with nothing
 * copied, the write puts a zero into config space), so each is an xfail
 * rule of tests/expect/guest: expected to fail on base.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"
#include "pci_proc.h"

/* Faulting read buffers: -EFAULT (was: full count, nothing copied). */
TEST_F(pci, fault_read)
{
	void *bad[] = { NULL, unmapped_page(), readonly_page() };
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		errno = 0;
		EXPECT_EQ(-1, pread(self->fd, bad[i], 4, 0));
		EXPECT_EQ(EFAULT, errno) TH_LOG("buf %p", bad[i]);
	}
}

/* Faulting write buffers: -EFAULT, register unchanged (was: zeroed). */
TEST_F(pci, fault_write)
{
	void *bad[] = { NULL, unmapped_page() };
	unsigned char v = 0x5a, r, old = self->ref[INTLINE];
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		ASSERT_EQ(1, pwrite(self->fd, &v, 1, INTLINE));
		errno = 0;
		EXPECT_EQ(-1, pwrite(self->fd, bad[i], 1, INTLINE));
		EXPECT_EQ(EFAULT, errno) TH_LOG("buf %p", bad[i]);
		ASSERT_EQ(1, pread(self->sfd, &r, 1, INTLINE));
		EXPECT_EQ(0x5a, r);
	}
	pwrite(self->fd, &old, 1, INTLINE);
}

/* Partial: 8 bytes with the second dword unmapped -> short count 4. */
TEST_F(pci, fault_partial_read)
{
	char *end = hole_end();

	EXPECT_EQ(4, pread(self->fd, end - 4, 8, 0));
	EXPECT_EQ(0, memcmp(end - 4, self->ref, 4));
}

/*
 * CHECK() in the loops below: count a failed check and log the first
 * three failures of each check, so that a broken kernel shows every way
 * it is wrong (count, errno, position, data, config space) without
 * thousands of lines.
 */
#define CHECK(cond, fmt, ...) do {					\
	static int logged;						\
	if (!(cond)) {							\
		bad++;							\
		if (logged++ < 3)					\
			TH_LOG("%s: " fmt, #cond, ##__VA_ARGS__);	\
	}								\
} while (0)

/*
 * Every (offset, length) up to 8 + 11 read into a buffer that faults
 * from byte k on, for each k: each of the five pieces (byte, word,
 * dwords, word, byte) is the one that faults somewhere, at odd and even
 * offsets.  The call returns the bytes of the pieces before the fault,
 * copied right, and moves the file position by as much; or -EFAULT,
 * position unchanged, if the first piece faults.
 */
TEST_F(pci, fault_read_pieces)
{
	char *end = hole_end();
	int pos, len, k, bad = 0;

	for (pos = 0; pos < 8; pos++) {
		for (len = 1; len <= 11; len++) {
			for (k = 0; k < len; k++) {
				int want = fault_result(pos, len, k);
				ssize_t r;

				ASSERT_EQ(pos, lseek(self->fd, pos, SEEK_SET));
				errno = 0;
				r = read(self->fd, end - k, len);
				CHECK(r == (want < 0 ? -1 : want),
				      "pos %d len %d k %d: %zd", pos, len, k, r);
				if (want < 0) {
					CHECK(errno == EFAULT, "pos %d len %d k %d",
					      pos, len, k);
					want = 0;
				}
				CHECK(!memcmp(end - k, self->ref + pos, want),
				      "pos %d len %d k %d", pos, len, k);
				CHECK(lseek(self->fd, 0, SEEK_CUR) == pos + want,
				      "pos %d len %d k %d", pos, len, k);
			}
		}
	}
	EXPECT_EQ(0, bad);
}

/*
 * The same for writes, to 0x34..0x3f (pci_proc.h): the pieces before the
 * fault are written, the rest of config space is unchanged (read back
 * through sysfs): INTLINE keeps INTLINE_SET unless its piece was wholly
 * before the fault; a kernel without the fix writes a zero there.
 */
TEST_F(pci, fault_write_pieces)
{
	char *end = hole_end();
	unsigned char want[64], now[64];
	int pos, len, k, bad = 0;

	for (pos = WR_FIRST; pos < 0x40; pos++) {
		for (len = 1; pos + len <= 0x40; len++) {
			for (k = 0; k < len; k++) {
				unsigned char v = INTLINE_SET, *buf = (unsigned char *)end - k;
				int done = fault_result(pos, len, k);
				ssize_t r;

				ASSERT_EQ(1, pwrite(self->fd, &v, 1, INTLINE));
				ASSERT_EQ(0, read_header(self->sfd, want));
				/* only the first k bytes of the data exist */
				memcpy(buf, want + pos, k);
				if (pos <= INTLINE && INTLINE < pos + k)
					buf[INTLINE - pos] = WR_MARK;
				if (done > 0 && pos <= INTLINE && INTLINE < pos + done)
					want[INTLINE] = WR_MARK;

				ASSERT_EQ(pos, lseek(self->fd, pos, SEEK_SET));
				errno = 0;
				r = write(self->fd, buf, len);
				CHECK(r == (done < 0 ? -1 : done),
				      "pos %#x len %d k %d: %zd", pos, len, k, r);
				if (done < 0) {
					CHECK(errno == EFAULT, "pos %#x len %d k %d",
					      pos, len, k);
					done = 0;
				}
				CHECK(lseek(self->fd, 0, SEEK_CUR) == pos + done,
				      "pos %#x len %d k %d", pos, len, k);
				ASSERT_EQ(0, read_header(self->sfd, now));
				CHECK(!memcmp(want, now, 64),
				      "pos %#x len %d k %d: INTLINE %#x, want %#x",
				      pos, len, k, now[INTLINE], want[INTLINE]);
			}
		}
	}
	EXPECT_EQ(0, bad);
}

TEST_HARNESS_MAIN
