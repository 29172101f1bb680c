// SPDX-License-Identifier: GPL-2.0
/*
 * arch/x86/kernel/signal_64.c: rt_sigreturn reads the signal mask and
 * uc_flags from the frame at the stack pointer.  Built with -mx32 this
 * drives x32_rt_sigreturn(), built 64-bit the native rt_sigreturn().
 * A handler's changes to the frame (a register, the mask) take effect;
 * a frame in a read-only page is a good one; a stack pointer at a bad
 * address when rt_sigreturn is called kills the task with SIGSEGV.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <ucontext.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#define M12 0x1212121212121212LL
#define M13 0x1313131313131313LL
#define M14 0x1414141414141414LL
#define M15 0x1515151515151515LL
#define NEW12 0x7777777700000001LL

static volatile int seen_ok, handled;
static char *altstack;
static volatile int ro_frame;

static void handler(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	greg_t *g = uc->uc_mcontext.gregs;

	handled++;
	seen_ok = g[REG_R12] == M12 && g[REG_R13] == M13 &&
		  g[REG_R14] == M14 && g[REG_R15] == M15;
	g[REG_R12] = NEW12;
	sigaddset(&uc->uc_sigmask, SIGUSR2);
	/* last: the frame (and this handler's stack) becomes read-only */
	if (ro_frame)
		mprotect(altstack, 16 * PG, PROT_READ);
}

/* kill(getpid(), SIGUSR1) with r12-r15 set; returns them after. */
static void raise_regs(long long out[4])
{
	register long long r12 asm("r12") = M12;
	register long long r13 asm("r13") = M13;
	register long long r14 asm("r14") = M14;
	register long long r15 asm("r15") = M15;
	long long nr = SYS_kill;

	asm volatile("syscall"
		     : "+a"(nr), "+r"(r12), "+r"(r13), "+r"(r14), "+r"(r15)
		     : "D"((long long)getpid()), "S"((long long)SIGUSR1)
		     : "rcx", "r11", "memory");
	out[0] = r12;
	out[1] = r13;
	out[2] = r14;
	out[3] = r15;
}

static void check_return(struct __test_metadata *_metadata)
{
	long long r[4];
	sigset_t set;

	handled = seen_ok = 0;
	raise_regs(r);
	EXPECT_EQ(1, handled);
	EXPECT_EQ(1, seen_ok);
	EXPECT_EQ(NEW12, r[0]);
	EXPECT_EQ(M13, r[1]);
	EXPECT_EQ(M14, r[2]);
	EXPECT_EQ(M15, r[3]);
	/* the mask came from the frame: SIGUSR2 blocked, SIGUSR1 not */
	ASSERT_EQ(0, sigprocmask(SIG_BLOCK, NULL, &set));
	EXPECT_EQ(1, sigismember(&set, SIGUSR2));
	EXPECT_EQ(0, sigismember(&set, SIGUSR1));
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
}

TEST(sigreturn_good)
{
	struct sigaction sa = { .sa_sigaction = handler, .sa_flags = SA_SIGINFO };

	ASSERT_EQ(0, sigaction(SIGUSR1, &sa, NULL));
	check_return(_metadata);
	check_return(_metadata);
}

/* The frame is on an alternate stack made read-only by the handler. */
TEST(sigreturn_readonly_frame)
{
	struct sigaction sa = { .sa_sigaction = handler,
				.sa_flags = SA_SIGINFO | SA_ONSTACK };
	stack_t ss;

	altstack = mmap(NULL, 16 * PG, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(altstack != MAP_FAILED);
	ss.ss_sp = altstack;
	ss.ss_size = 16 * PG;
	ss.ss_flags = 0;
	ASSERT_EQ(0, sigaltstack(&ss, NULL));
	ASSERT_EQ(0, sigaction(SIGUSR1, &sa, NULL));
	ro_frame = 1;
	check_return(_metadata);
	ro_frame = 0;
	ASSERT_EQ(0, mprotect(altstack, 16 * PG, PROT_READ | PROT_WRITE));
	ss.ss_flags = SS_DISABLE;
	EXPECT_EQ(0, sigaltstack(&ss, NULL));
}

/* rt_sigreturn with the stack pointer at @sp, in a child: its fate. */
static int sigreturn_at(unsigned long long sp)
{
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		long long nr = SYS_rt_sigreturn;

		asm volatile("mov %1, %%rsp\n\t"
			     "syscall"
			     : "+a"(nr) : "r"(sp) : "rcx", "r11", "memory");
		_exit(1);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return status;
}

/* The frame is 8 bytes below the stack pointer at rt_sigreturn. */
static void try_bad_frame(struct __test_metadata *_metadata,
			  unsigned long long sp)
{
	int st = sigreturn_at(sp);

	EXPECT_TRUE(WIFSIGNALED(st) && WTERMSIG(st) == SIGSEGV)
		TH_LOG("sp %#llx: status %#x", sp, st);
}

TEST(sigreturn_bad_frame)
{
	unsigned long long bad[] = {
		8, (uintptr_t)unmapped_page() + 8,
		0xffffffff81000000ULL + 8,
	};
	unsigned int i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_bad_frame(_metadata, bad[i]);
}

TEST(sigreturn_bad_frame_straddle)
{
	void *p = straddle_end(256);

	if (no_top_page(_metadata, p))
		return;
	try_bad_frame(_metadata, (uintptr_t)p + 8);
}

TEST_HARNESS_MAIN
