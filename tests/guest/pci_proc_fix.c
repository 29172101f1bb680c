// SPDX-License-Identifier: GPL-2.0
/*
 * drivers/pci/proc.c with a faulting user buffer.  These cases test the
 * fix "PCI: proc: stop on a fault in config space read and write": on a
 * kernel without it they fail (the read reports success with nothing
 * copied, the write puts a zero into config space), so they are listed
 * in fixed-by-series and expected to fail on base.
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

TEST_HARNESS_MAIN
