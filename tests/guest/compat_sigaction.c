// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/signal.c: the old sigaction() system call (number 67 on i386
 * and on arm EABI), reached from a 32-bit task:
 * COMPAT_SYSCALL_DEFINE3(sigaction) on an x86-64 or arm64 kernel (the
 * native one on an i386 or arm kernel).  Build for i386 or armhf.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <sys/syscall.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#if !defined(__i386__) && !defined(__arm__)
#error "build for i386 or arm: the old sigaction() exists only for their 32-bit tasks"
#endif

struct old_sigaction32 {
	uint32_t o_handler;
	uint32_t o_mask;
	uint32_t o_flags;
	uint32_t o_restorer;
};

static long old_sigaction(int sig, const void *act, void *oact)
{
	return syscall(67, sig, act, oact);
}

static void handler(int sig) { }

static uint32_t current_handler(int sig)
{
	struct sigaction sa;

	sigaction(sig, NULL, &sa);
	return (uint32_t)(uintptr_t)sa.sa_handler;
}

TEST(good)
{
	struct old_sigaction32 act = {
		.o_handler = (uint32_t)(uintptr_t)handler,
		.o_mask = 1u << (SIGUSR2 - 1),
		.o_flags = SA_RESTART,
	}, oact;

	signal(SIGUSR1, SIG_DFL);
	ASSERT_EQ(0, old_sigaction(SIGUSR1, &act, NULL));
	memset(&oact, 0xff, sizeof(oact));
	ASSERT_EQ(0, old_sigaction(SIGUSR1, NULL, &oact));
	EXPECT_EQ(act.o_handler, oact.o_handler);
	EXPECT_EQ(act.o_mask, oact.o_mask);
	EXPECT_EQ(SA_RESTART, oact.o_flags & SA_RESTART);
	signal(SIGUSR1, SIG_DFL);
}

/* Bad act: -EFAULT and the action is not changed. */
static void try_bad_act(struct __test_metadata *_metadata, void *bad)
{
	errno = 0;
	EXPECT_EQ(-1, old_sigaction(SIGUSR1, bad, NULL));
	EXPECT_EQ(EFAULT, errno) TH_LOG("act %p", bad);
	EXPECT_EQ((uint32_t)(uintptr_t)SIG_DFL, current_handler(SIGUSR1));
}

TEST(bad_act)
{
	void *bad[] = { unmapped_page(), KERNEL_ADDR };
	unsigned int i;

	signal(SIGUSR1, SIG_DFL);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_bad_act(_metadata, bad[i]);
}

TEST(bad_act_straddle)
{
	void *p = straddle_end(sizeof(struct old_sigaction32));

	if (no_top_page(_metadata, p))
		return;
	signal(SIGUSR1, SIG_DFL);
	try_bad_act(_metadata, p);
}

/*
 * Bad oact: -EFAULT, but the new action has been installed already
 * (the old action is written after do_sigaction()).
 */
static void try_bad_oact(struct __test_metadata *_metadata, void *bad)
{
	struct old_sigaction32 act = {
		.o_handler = (uint32_t)(uintptr_t)handler,
	};

	signal(SIGUSR1, SIG_DFL);
	errno = 0;
	EXPECT_EQ(-1, old_sigaction(SIGUSR1, &act, bad));
	EXPECT_EQ(EFAULT, errno) TH_LOG("oact %p", bad);
	EXPECT_EQ(act.o_handler, current_handler(SIGUSR1));
}

TEST(bad_oact)
{
	void *bad[] = { unmapped_page(), KERNEL_ADDR, readonly_page() };
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_bad_oact(_metadata, bad[i]);
	signal(SIGUSR1, SIG_DFL);
}

TEST(bad_oact_straddle)
{
	void *p = straddle_end(sizeof(struct old_sigaction32));

	if (no_top_page(_metadata, p))
		return;
	try_bad_oact(_metadata, p);
	signal(SIGUSR1, SIG_DFL);
}

/*
 * oact straddling an unmapped page: the fields before the hole are
 * written, the call fails with -EFAULT.
 */
TEST(partial_oact)
{
	struct old_sigaction32 act = {
		.o_handler = (uint32_t)(uintptr_t)handler,
		.o_mask = 0x1234,
	}, *oact;

	oact = (struct old_sigaction32 *)(hole_end() - 8); /* handler, mask fit */
	ASSERT_EQ(0, old_sigaction(SIGUSR1, &act, NULL));
	errno = 0;
	EXPECT_EQ(-1, old_sigaction(SIGUSR1, NULL, oact));
	EXPECT_EQ(EFAULT, errno);
	EXPECT_EQ(act.o_handler, oact->o_handler);
	signal(SIGUSR1, SIG_DFL);
}

TEST_HARNESS_MAIN
