// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/char/mem.c: /dev/port read_port()/write_port() move one byte per
 * port between the user buffer and I/O ports 0..65535.
 *
 * Guest only (touches I/O ports).  Uses port 0x80 (POST code, write-only
 * sink on PC) and the CMOS index/data pair 0x70/0x71 (register 0x0e:
 * scratch-like, the diagnostic status byte in the battery-backed RAM).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#define CMOS_INDEX	0x70
#define CMOS_DATA	0x71
#define CMOS_REG	0x0e	/* diagnostic status: harmless to write */

FIXTURE(port) {
	int fd;
};

FIXTURE_SETUP(port)
{
	self->fd = open("/dev/port", O_RDWR);
	if (self->fd < 0)
		SKIP(return, "/dev/port: %s", strerror(errno));
}

FIXTURE_TEARDOWN(port)
{
	if (self->fd >= 0)
		close(self->fd);
}

static unsigned char cmos_read(int fd, unsigned char reg)
{
	unsigned char v = 0xee;

	pwrite(fd, &reg, 1, CMOS_INDEX);
	pread(fd, &v, 1, CMOS_DATA);
	return v;
}

static void cmos_write(int fd, unsigned char reg, unsigned char v)
{
	pwrite(fd, &reg, 1, CMOS_INDEX);
	pwrite(fd, &v, 1, CMOS_DATA);
}

/* Good buffers: a CMOS register written and read back through ports. */
TEST_F(port, good)
{
	unsigned char buf[2];

	cmos_write(self->fd, CMOS_REG, 0xa5);
	EXPECT_EQ(0xa5, cmos_read(self->fd, CMOS_REG));
	cmos_write(self->fd, CMOS_REG, 0x5a);
	EXPECT_EQ(0x5a, cmos_read(self->fd, CMOS_REG));

	/* reading two ports advances the position by two */
	ASSERT_EQ(0x80, lseek(self->fd, 0x80, SEEK_SET));
	EXPECT_EQ(2, read(self->fd, buf, 2));
	EXPECT_EQ(0x82, lseek(self->fd, 0, SEEK_CUR));

	/* the port space ends at 65536 */
	EXPECT_EQ(1, pread(self->fd, buf, 2, 65535));
	EXPECT_EQ(0, pread(self->fd, buf, 2, 65536));
}

/* Bad read buffers: -EFAULT. */
static void try_read_bad(struct __test_metadata *_metadata, int fd,
			 void *bad)
{
	errno = 0;
	EXPECT_EQ(-1, pread(fd, bad, 2, 0x80));
	EXPECT_EQ(EFAULT, errno) TH_LOG("buf %p", bad);
}

TEST_F(port, read_bad)
{
	void *bad[] = { NULL, unmapped_page(), KERNEL_ADDR, readonly_page() };
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_read_bad(_metadata, self->fd, bad[i]);
}

TEST_F(port, read_bad_straddle)
{
	void *p = straddle_end(2);

	if (no_top_page(_metadata, p))
		return;
	try_read_bad(_metadata, self->fd, p);
}

/*
 * Bad write buffers: -EFAULT and no port written.  The buffer holds
 * (index, value) for ports 0x70, 0x71; a bad buffer must not change the
 * CMOS register.
 */
static void try_write_bad(struct __test_metadata *_metadata, int fd,
			  void *bad)
{
	cmos_write(fd, CMOS_REG, 0x3c);
	errno = 0;
	EXPECT_EQ(-1, pwrite(fd, bad, 2, CMOS_INDEX));
	EXPECT_EQ(EFAULT, errno) TH_LOG("buf %p", bad);
	EXPECT_EQ(0x3c, cmos_read(fd, CMOS_REG));
}

TEST_F(port, write_bad)
{
	void *bad[] = { NULL, unmapped_page(), KERNEL_ADDR };
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_write_bad(_metadata, self->fd, bad[i]);
}

/*
 * The straddling buffer has its first byte (the index) readable: the
 * up-front range check must refuse it before any outb().  Only where
 * the range check sees it (STRADDLE_IS_RANGE_CHECKED, uaccess_util.h).
 */
#if STRADDLE_IS_RANGE_CHECKED
TEST_F(port, write_bad_straddle)
{
	void *p = straddle_end(2);

	if (no_top_page(_metadata, p))
		return;
	*(unsigned char *)p = CMOS_REG;
	try_write_bad(_metadata, self->fd, p);
}
#endif

/*
 * A write buffer whose second byte lies in an unmapped page: the first
 * byte is written, the call returns the short count 1.
 */
TEST_F(port, write_partial)
{
	char *end = hole_end();

	end[-1] = 0x42;
	EXPECT_EQ(1, pwrite(self->fd, end - 1, 2, 0x80));
}

TEST_HARNESS_MAIN
