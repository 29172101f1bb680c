// SPDX-License-Identifier: GPL-2.0
/*
 * arch/x86/kernel/stacktrace.c: copy_stack_frame(), the user stack walk
 * of ftrace's userstacktrace option.  With the option on, an event
 * (task/task_rename, from prctl(PR_SET_NAME)) is followed in the trace
 * by a "<user stack trace>" block; it must follow this program's frames
 * and stop at a bad frame pointer.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#define TR "/sys/kernel/tracing/"
#define EV TR "events/task/task_rename/enable"
#define FP_FUNC __attribute__((noinline, noclone, optimize("no-omit-frame-pointer")))
#define MAXE 8

static int wr(const char *path, const char *s)
{
	int fd = open(path, O_WRONLY | O_TRUNC);
	ssize_t n;

	if (fd < 0)
		return -errno;
	n = write(fd, s, strlen(s));
	close(fd);
	return n == (ssize_t)strlen(s) ? 0 : -EIO;
}

static char tbuf[1 << 20];

static char *read_trace(void)
{
	int fd = open(TR "trace", O_RDONLY);
	size_t len = 0;
	ssize_t n;

	if (fd < 0)
		return NULL;
	while (len < sizeof(tbuf) - 1 &&
	       (n = read(fd, tbuf + len, sizeof(tbuf) - 1 - len)) > 0)
		len += n;
	tbuf[len] = 0;
	close(fd);
	return tbuf;
}

/*
 * The user stack recorded after the rename to @comm: its entries in
 * @e, their number returned, -1 if there is no such event.
 */
static int user_stack(const char *trace, const char *comm, unsigned long *e)
{
	char key[64];
	const char *p;
	int n = 0;

	snprintf(key, sizeof(key), "newcomm=%s ", comm);
	p = strstr(trace, key);
	if (!p)
		return -1;
	p = strstr(p, "<user stack trace>");
	if (!p)
		return -1;
	p = strchr(p, '\n');
	while (p && !strncmp(p + 1, " => ", 4) && n < MAXE) {
		const char *lt = strchr(p + 1, '<');
		const char *nl = strchr(p + 1, '\n');

		if (!lt || (nl && lt > nl))
			break;
		e[n++] = strtoul(lt + 1, NULL, 16);
		p = nl;
	}
	return n;
}

extern char rename_ret[];

/* prctl(PR_SET_NAME) with %rbp set to @fp */
static __attribute__((noinline, noclone)) long rename_fp(const char *name,
							  unsigned long fp)
{
	long ret = SYS_prctl;

	asm volatile("lea -128(%%rsp), %%rsp\n\t"
		     "push %%rbp\n\t"
		     "mov %%rdx, %%rbp\n\t"
		     "syscall\n"
		     ".globl rename_ret\n"
		     "rename_ret:\n\t"
		     "pop %%rbp\n\t"
		     "lea 128(%%rsp), %%rsp"
		     : "+a"(ret), "+d"(fp)
		     : "D"((long)PR_SET_NAME), "S"(name)
		     : "rcx", "r11", "memory", "cc");
	return ret;
}

static volatile uintptr_t ra3, ra2;
static volatile long sink;

FP_FUNC static void f3(const char *name)
{
	ra3 = (uintptr_t)__builtin_return_address(0);
	sink = rename_fp(name, (uintptr_t)__builtin_frame_address(0));
}

FP_FUNC static void f2(const char *name)
{
	ra2 = (uintptr_t)__builtin_return_address(0);
	f3(name);
	sink++;
}

FP_FUNC static void f1(const char *name)
{
	f2(name);
	sink++;
}

FIXTURE(ust) {
	char comm[16];
};

FIXTURE_SETUP(ust)
{
	struct stat st;

	prctl(PR_GET_NAME, self->comm);
	if (stat(TR "options/userstacktrace", &st))
		SKIP(return, "no %soptions/userstacktrace: %s", TR, strerror(errno));
	if (stat(EV, &st))
		SKIP(return, "no %s: %s", EV, strerror(errno));
	ASSERT_EQ(0, wr(TR "trace", ""));
	ASSERT_EQ(0, wr(TR "options/userstacktrace", "1"));
	ASSERT_EQ(0, wr(EV, "1"));
}

FIXTURE_TEARDOWN(ust)
{
	wr(EV, "0");
	wr(TR "options/userstacktrace", "0");
	wr(TR "trace", "");
	prctl(PR_SET_NAME, self->comm);
}

/* The walk follows the real frames: f3 -> f2 -> f1. */
TEST_F(ust, real_chain)
{
	unsigned long e[MAXE];
	const char *t;
	int n;

	f1("uacc_real");
	ASSERT_EQ(0, wr(EV, "0"));
	t = read_trace();
	ASSERT_NE(NULL, t);
	n = user_stack(t, "uacc_real", e);
	ASSERT_GE(n, 3) TH_LOG("no user stack for the event in:\n%.2000s", t);
	EXPECT_EQ((uintptr_t)rename_ret, e[0]);
	EXPECT_EQ(ra3, e[1]);
	EXPECT_EQ(ra2, e[2]);
}

/*
 * A bad frame pointer: the stack is the ip alone.  Each of the @n_bad
 * frame pointers @bad[i] is checked in the event of a rename to
 * uacc_bad<@first + i>.
 */
static void try_bad_fp(struct __test_metadata *_metadata,
		       const unsigned long *bad, unsigned int n_bad,
		       unsigned int first)
{
	unsigned long e[MAXE];
	char name[16];
	const char *t;
	unsigned int i;
	int n;

	for (i = 0; i < n_bad; i++) {
		snprintf(name, sizeof(name), "uacc_bad%u", first + i);
		rename_fp(name, bad[i]);
	}
	ASSERT_EQ(0, wr(EV, "0"));
	t = read_trace();
	ASSERT_NE(NULL, t);
	for (i = 0; i < n_bad; i++) {
		snprintf(name, sizeof(name), "uacc_bad%u", first + i);
		n = user_stack(t, name, e);
		EXPECT_EQ(1, n) TH_LOG("fp %#lx: %d entries, 2nd %#lx", bad[i],
				       n, n > 1 ? e[1] : 0);
		if (n >= 1)
			EXPECT_EQ((uintptr_t)rename_ret, e[0]);
	}
}

TEST_F(ust, bad_fp)
{
	unsigned long bad[] = {
		0, (uintptr_t)unmapped_page(), (uintptr_t)KERNEL_ADDR,
	};

	try_bad_fp(_metadata, bad, sizeof(bad) / sizeof(bad[0]), 0);
}

TEST_F(ust, bad_fp_straddle)
{
	void *p = straddle_end(2 * sizeof(long));
	unsigned long bad = (uintptr_t)p;

	if (no_top_page(_metadata, p))
		return;
	try_bad_fp(_metadata, &bad, 1, 3);
}

/*
 * Forged frames on the stack (above the stack pointer, as the walk
 * wants): followed until the link to a bad pointer.
 */
TEST_F(ust, forged_frames)
{
	unsigned long ends[] = { 0, (uintptr_t)unmapped_page(),
				 (uintptr_t)KERNEL_ADDR };
	unsigned long fr[4], e[MAXE];
	char name[16];
	const char *t;
	unsigned int i;
	int n;

	for (i = 0; i < sizeof(ends) / sizeof(ends[0]); i++) {
		fr[0] = (uintptr_t)&fr[2];
		fr[1] = 0x11110000;
		fr[2] = ends[i];
		fr[3] = 0x22220000;
		snprintf(name, sizeof(name), "uacc_forged%u", i);
		rename_fp(name, (uintptr_t)fr);
	}
	ASSERT_EQ(0, wr(EV, "0"));
	t = read_trace();
	ASSERT_NE(NULL, t);
	for (i = 0; i < sizeof(ends) / sizeof(ends[0]); i++) {
		snprintf(name, sizeof(name), "uacc_forged%u", i);
		n = user_stack(t, name, e);
		ASSERT_EQ(3, n) TH_LOG("end %#lx: %d entries", ends[i], n);
		EXPECT_EQ((uintptr_t)rename_ret, e[0]);
		EXPECT_EQ(0x11110000, e[1]);
		EXPECT_EQ(0x22220000, e[2]);
	}
}

TEST_HARNESS_MAIN
