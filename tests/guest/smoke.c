// SPDX-License-Identifier: GPL-2.0
/*
 * Plumbing check for the guest harness: a good and a bad user pointer
 * through read(2), which copies to user space with copy_to_user().
 *
 * Booted with uaccess_selfcheck=1 (make selfcheck), init exports
 * SELFCHECK=1 and bad_pointer_faults passes a good pointer instead, so
 * it must fail: that proves a failing guest test fails the run.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "kselftest_harness.h"

TEST(good_pointer_reads)
{
	char buf[8] = { 1 };
	int fd = open("/dev/zero", O_RDONLY);

	ASSERT_LE(0, fd);
	EXPECT_EQ(sizeof(buf), read(fd, buf, sizeof(buf)));
	EXPECT_EQ(0, buf[0]);
	close(fd);
}

TEST(bad_pointer_faults)
{
	static char buf[8];
	char *p = getenv("SELFCHECK") ? buf : NULL;
	int fd = open("/dev/zero", O_RDONLY);

	ASSERT_LE(0, fd);
	EXPECT_EQ(-1, read(fd, p, sizeof(buf)));
	EXPECT_EQ(EFAULT, errno);
	close(fd);
}

TEST_HARNESS_MAIN
