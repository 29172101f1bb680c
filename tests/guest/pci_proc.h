/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Shared by pci_proc.c and pci_proc_fix.c: the device under test (the
 * host bridge) and a fixture that opens it in /proc and in sysfs.
 */
#define PROC_DEV	"/proc/bus/pci/00/00.0"
#define SYSFS_DEV	"/sys/bus/pci/devices/0000:00:00.0/config"
#define INTLINE		0x3c

FIXTURE(pci) {
	int fd, sfd;
	unsigned char ref[256];
};

FIXTURE_SETUP(pci)
{
	self->fd = open(PROC_DEV, O_RDWR);
	if (self->fd < 0)
		SKIP(return, PROC_DEV ": %s", strerror(errno));
	self->sfd = open(SYSFS_DEV, O_RDONLY);
	if (self->sfd < 0)
		SKIP(return, SYSFS_DEV ": %s", strerror(errno));
	ASSERT_EQ(256, pread(self->sfd, self->ref, 256, 0));
}

FIXTURE_TEARDOWN(pci)
{
	if (self->fd >= 0)
		close(self->fd);
	if (self->sfd >= 0)
		close(self->sfd);
}

