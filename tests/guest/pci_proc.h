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
	/* INTLINE back as it was, also after a failed ASSERT */
	if (self->fd >= 0 && self->sfd >= 0)
		pwrite(self->fd, &self->ref[INTLINE], 1, INTLINE);
	if (self->fd >= 0)
		close(self->fd);
	if (self->sfd >= 0)
		close(self->sfd);
}

/*
 * proc_bus_pci_read() and proc_bus_pci_write() move (pos, len) in
 * pieces: a byte to reach an even offset, a word to reach a multiple of
 * four, dwords, then a word and a byte for the rest.  pieces() puts in
 * @end where each piece ends, counted from the start of the buffer, and
 * returns how many there are.
 */
static inline int pieces(int pos, int len, int *end)
{
	int n = 0, done = 0;

	if ((pos & 1) && len) {
		end[n++] = done += 1;
		pos += 1;
		len -= 1;
	}
	if ((pos & 3) && len > 2) {
		end[n++] = done += 2;
		pos += 2;
		len -= 2;
	}
	while (len >= 4) {
		end[n++] = done += 4;
		pos += 4;
		len -= 4;
	}
	if (len >= 2) {
		end[n++] = done += 2;
		len -= 2;
	}
	if (len)
		end[n++] = done += 1;
	return n;
}

/*
 * What a read or write of (pos, len) returns when its buffer faults
 * from byte @k on: the pieces wholly before the fault were done, and
 * the piece the fault is in was not; nothing done is -EFAULT.
 */
static inline int fault_result(int pos, int len, int k)
{
	int end[16], n = pieces(pos, len, end), i, r = 0;

	for (i = 0; i < n && end[i] <= k; i++)
		r = end[i];
	return r ? r : -EFAULT;
}

/*
 * Writes go to 0x34..0x3f of the host bridge: read-only registers
 * (capability pointer, reserved, interrupt pin, min grant, max latency),
 * written with the values they have, and the Interrupt Line, a scratch
 * byte for software, written with WR_MARK over INTLINE_SET; so every
 * piece size at odd and even offsets is written, and INTLINE shows
 * which were.
 */
#define WR_FIRST	0x34
#define INTLINE_SET	0xa5
#define WR_MARK		0x4b

/* Config space header as sysfs reads it, status register masked. */
static inline int read_header(int sfd, unsigned char *hdr)
{
	if (pread(sfd, hdr, 64, 0) != 64)
		return -1;
	hdr[6] = hdr[7] = 0;	/* PCI_STATUS: bits the device sets itself */
	return 0;
}

