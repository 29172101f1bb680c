// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/events/uprobes.c: is_trap_at_addr().  In an mm with a uprobe,
 * a breakpoint trap at an address without a uprobe is looked up: the
 * kernel reads the instruction there and, for an int3, sends SIGTRAP.
 * A uprobe is placed on probed() through tracefs; then int3s elsewhere
 * (in the program's text and in an anonymous page) must still give
 * SIGTRAP, exactly as without a uprobe, and the process goes on.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <ucontext.h>
#include <sys/stat.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#define TR "/sys/kernel/tracing/"

static int wr(const char *path, const char *s, int flags)
{
	int fd = open(path, O_WRONLY | flags);
	ssize_t n;

	if (fd < 0)
		return -errno;
	n = write(fd, s, strlen(s));
	n = n < 0 ? -errno : n;
	close(fd);
	return n == (ssize_t)strlen(s) ? 0 : (n < 0 ? n : -EIO);
}

static __attribute__((noinline, noclone)) int probed(int x)
{
	asm volatile("" : "+r"(x) : : "memory");
	return x * 3 + 1;
}

extern char after_int3[];

static __attribute__((noinline, noclone)) void text_int3(void)
{
	asm volatile("int3\n"
		     ".globl after_int3\n"
		     "after_int3:\n\t"
		     "nop" : : : "memory");
}

static volatile sig_atomic_t traps;
static volatile uintptr_t trap_ip;
static volatile int trap_sig;

static void on_trap(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;

	traps++;
	trap_sig = sig;
	trap_ip = uc->uc_mcontext.gregs[REG_RIP];
}

/* Hits of uaccess/probe in uprobe_profile, -1 if not listed. */
static long hits(void)
{
	FILE *f = fopen(TR "uprobe_profile", "r");
	char line[512];
	long n = -1;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char file[300], ev[64];
		long h;

		if (sscanf(line, "%299s %63s %ld", file, ev, &h) == 3 &&
		    !strcmp(ev, "probe"))
			n = h;
	}
	fclose(f);
	return n;
}

/* int3 in the text and in an anonymous page: SIGTRAP, ip after it. */
static void check_traps(struct __test_metadata *_metadata, unsigned char *page)
{
	void (*fn)(void) = (void (*)(void))page;

	traps = 0;
	text_int3();
	EXPECT_EQ(1, traps);
	EXPECT_EQ(SIGTRAP, trap_sig);
	EXPECT_EQ((uintptr_t)after_int3, trap_ip);

	traps = 0;
	fn();
	EXPECT_EQ(1, traps);
	EXPECT_EQ(SIGTRAP, trap_sig);
	EXPECT_EQ((uintptr_t)page + 1, trap_ip);
}

TEST(trap_without_uprobe)
{
	struct sigaction sa = { .sa_sigaction = on_trap, .sa_flags = SA_SIGINFO };
	unsigned char *page;

	ASSERT_EQ(0, sigaction(SIGTRAP, &sa, NULL));
	page = mmap(NULL, PG, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(page != MAP_FAILED);
	page[0] = 0xcc;	/* int3 */
	page[1] = 0xc3;	/* ret */
	ASSERT_EQ(0, mprotect(page, PG, PROT_READ | PROT_EXEC));
	check_traps(_metadata, page);
}

TEST(trap_with_uprobe)
{
	struct sigaction sa = { .sa_sigaction = on_trap, .sa_flags = SA_SIGINFO };
	char path[256], def[400];
	unsigned char *page;
	struct stat st;
	long off, h0;
	int i, r;

	if (stat(TR "uprobe_events", &st))
		SKIP(return, "no %suprobe_events: %s", TR, strerror(errno));
	off = file_offset((uintptr_t)probed, path, sizeof(path));
	ASSERT_GT(off, 0);
	ASSERT_EQ(0, sigaction(SIGTRAP, &sa, NULL));
	page = mmap(NULL, PG, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(page != MAP_FAILED);
	page[0] = 0xcc;
	page[1] = 0xc3;
	ASSERT_EQ(0, mprotect(page, PG, PROT_READ | PROT_EXEC));

	wr(TR "uprobe_events", "-:uaccess/probe", O_APPEND);
	snprintf(def, sizeof(def), "p:uaccess/probe %s:0x%lx", path, off);
	r = wr(TR "uprobe_events", def, O_APPEND);
	ASSERT_EQ(0, r) TH_LOG("%s: %s", def, strerror(-r));
	r = wr(TR "events/uaccess/probe/enable", "1", O_TRUNC);
	EXPECT_EQ(0, r) TH_LOG("enable: %s", strerror(-r));
	if (r)
		goto out;

	h0 = hits();
	for (i = 0; i < 5; i++)
		EXPECT_EQ(i * 3 + 1, probed(i));
	EXPECT_EQ(h0 + 5, hits()) TH_LOG("uprobe hits before %ld", h0);

	/* no uprobe at these int3s: is_trap_at_addr() reads them */
	check_traps(_metadata, page);
	check_traps(_metadata, page);
	/* they were not counted as hits of the uprobe */
	EXPECT_EQ(h0 + 5, hits());
	EXPECT_EQ(4, probed(1));
	EXPECT_EQ(h0 + 6, hits());

	wr(TR "events/uaccess/probe/enable", "0", O_TRUNC);
out:
	EXPECT_EQ(0, wr(TR "uprobe_events", "-:uaccess/probe", O_APPEND));
	/* and without it again */
	check_traps(_metadata, page);
}

TEST_HARNESS_MAIN
