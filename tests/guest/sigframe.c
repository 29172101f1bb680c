// SPDX-License-Identifier: GPL-2.0
/*
 * The architecture's signal frame, from user space, the same source on
 * every architecture: the frame setup_rt_frame() writes (x86-64
 * x64_setup_rt_frame(), i386 ia32_setup_rt_frame(), powerpc
 * handle_rt_signal64()/handle_rt_signal32(), setup_rt_frame() on arm64,
 * arm, s390 and alpha) and the one the rt_sigreturn system call reads
 * back (sys_rt_sigreturn(), on alpha do_rt_sigreturn()), which the
 * series converts to scoped user access, put_user() and get_user()
 * (on hexagon and nios2 too, which sigreturn_at() does not know yet).
 *
 * siginfo_and_mask: an SA_SIGINFO handler gets the queued siginfo
 *	(copy_siginfo_to_user() into the frame) and a ucontext whose
 *	uc_sigmask is the blocked mask at delivery (the frame's copy of
 *	it); rt_sigreturn restores that mask exactly, upper word too, and
 *	the interrupted code's stack is intact.  Also with SA_NODEFER.
 * handler_edits_mask: a handler's change to uc->uc_sigmask is what
 *	rt_sigreturn installs: the frame is read back, not remembered.
 * altstack: SA_ONSTACK puts the frame on the alternate stack
 *	(get_sigframe(), sigsp()), for a signal nested there too, and
 *	uc_stack holds the alternate stack as sigaltstack() set it, its
 *	flags included (__save_altstack() or unsafe_save_altstack() write
 *	the task's sas_ss_flags, 0 here, whatever stack was interrupted);
 *	after the return the task is off the alternate stack again.
 * autodisarm_altstack: with SS_AUTODISARM the alternate stack is off
 *	while the handler runs, and rt_sigreturn sets it again from the
 *	frame's uc_stack (restore_altstack()): a size the handler writes
 *	there is the size sigaltstack() reports after the return.
 * unwritable_altstack: the alternate stack read-only, PROT_NONE or not
 *	mapped: writing the frame faults, setup_rt_frame() fails and
 *	signal_setup_done() kills the task with force_sigsegv().
 * sigreturn_bad_frame: rt_sigreturn with the stack pointer (alpha: the
 *	frame argument in a0 as well) in the middle of a PROT_NONE or an
 *	unmapped page, between PROT_NONE guard pages: the first read of the
 *	frame (uc_sigmask) faults and the task gets SIGSEGV (badframe:
 *	force_sig(), signal_fault(), arm64_notify_segfault()).  If
 *	rt_sigreturn returned instead, the task calls exit_group(3)
 *	without touching the stack.
 *
 * Built 32-bit for a 64-bit kernel (i386, armhf), it reaches the compat
 * frame code instead: signal_32.c built for ia32 on x86-64,
 * arch/arm64/kernel/signal32.c on arm64.
 *
 * Every case that kills a task does it in a forked child without core
 * dumps.  The last case needs a few instructions per architecture: an
 * architecture without them does not build.
 */
#define _GNU_SOURCE
#include <signal.h>
#include <stdint.h>
#include <ucontext.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include "kselftest_harness.h"

#define ALTSTACK_SIZE	(256 * 1024)	/* room for arm64 SVE/SME state */

static volatile sig_atomic_t handled;
static volatile int seen_signo, seen_code, seen_pid, seen_uc;
static void *volatile seen_ptr;
static volatile uint64_t seen_uc_mask, seen_cur_mask;
static volatile int edit_mask;
/* altstack: where each handler's local was, what it saw */
static volatile uintptr_t seen_local, seen_nested_local;
static volatile int seen_ss_flags, seen_uc_ss_flags, seen_nested_uc_ss_flags;
static void *volatile seen_uc_ss_sp;
static volatile size_t seen_uc_ss_size;
static int value_target;	/* the queued si_value points here */

/* Signals 1..64 of @set as bits 0..63: the kernel's 64-bit sigset. */
static uint64_t mask_bits(const sigset_t *set)
{
	uint64_t bits = 0;
	int sig;

	for (sig = 1; sig <= 64; sig++)
		if (sigismember(set, sig) == 1)
			bits |= 1ULL << (sig - 1);
	return bits;
}

static uint64_t bit(int sig)
{
	return 1ULL << (sig - 1);
}

static uint64_t blocked_now(void)
{
	sigset_t set;

	sigprocmask(SIG_BLOCK, NULL, &set);
	return mask_bits(&set);
}

/* Block exactly @bits; returns what the kernel then reports. */
static uint64_t set_blocked(uint64_t bits)
{
	sigset_t set;
	int sig;

	sigemptyset(&set);
	for (sig = 1; sig <= 64; sig++)
		if (bits & bit(sig))
			sigaddset(&set, sig);
	sigprocmask(SIG_SETMASK, &set, NULL);
	return blocked_now();
}

static void info_handler(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;

	handled++;
	seen_signo = si->si_signo;
	seen_code = si->si_code;
	seen_pid = si->si_pid;
	seen_ptr = si->si_value.sival_ptr;
	seen_uc = uc != NULL;
	if (!uc)
		return;
	seen_uc_mask = mask_bits(&uc->uc_sigmask);
	seen_cur_mask = blocked_now();
	if (edit_mask) {
		sigdelset(&uc->uc_sigmask, SIGUSR2);
		sigaddset(&uc->uc_sigmask, SIGHUP);
		sigaddset(&uc->uc_sigmask, SIGRTMIN + 5);
	}
}

static void install(int sig, void (*fn)(int, siginfo_t *, void *), int flags)
{
	struct sigaction sa = { .sa_sigaction = fn,
				.sa_flags = SA_SIGINFO | flags };

	sigemptyset(&sa.sa_mask);
	if (sigaction(sig, &sa, NULL))
		abort();
}

TEST(siginfo_and_mask)
{
	static const int flags[] = { 0, SA_NODEFER };
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(flags); i++) {
		/* SIGRTMIN + 4 is in the upper word of a 32-bit sigset */
		uint64_t pre = set_blocked(bit(SIGUSR2) | bit(SIGRTMIN + 4));
		uint64_t during = pre | (flags[i] ? 0 : bit(SIGUSR1));
		union sigval val = { .sival_ptr = &value_target };
		volatile unsigned long canary = 0x5a5aa5a5UL;

		ASSERT_EQ(bit(SIGUSR2) | bit(SIGRTMIN + 4), pre);
		install(SIGUSR1, info_handler, flags[i]);
		handled = 0;
		seen_uc_mask = seen_cur_mask = 0;
		ASSERT_EQ(0, sigqueue(getpid(), SIGUSR1, val));
		EXPECT_EQ(1, handled);
		EXPECT_EQ(SIGUSR1, seen_signo);
		EXPECT_EQ(SI_QUEUE, seen_code);
		EXPECT_EQ(getpid(), seen_pid);
		EXPECT_EQ((uintptr_t)&value_target, (uintptr_t)seen_ptr);
		EXPECT_EQ(1, seen_uc);
		/* the frame holds the mask at delivery, without SIGUSR1 */
		EXPECT_EQ(pre, seen_uc_mask)
			TH_LOG("flags %#x: uc_sigmask %#llx, blocked %#llx",
			       flags[i], (unsigned long long)seen_uc_mask,
			       (unsigned long long)pre);
		EXPECT_EQ(during, seen_cur_mask)
			TH_LOG("flags %#x: in the handler %#llx", flags[i],
			       (unsigned long long)seen_cur_mask);
		EXPECT_EQ(pre, blocked_now())
			TH_LOG("flags %#x: after return %#llx", flags[i],
			       (unsigned long long)blocked_now());
		EXPECT_EQ(0x5a5aa5a5UL, canary);
	}
	set_blocked(0);
}

TEST(handler_edits_mask)
{
	uint64_t pre = set_blocked(bit(SIGUSR2));

	ASSERT_EQ(bit(SIGUSR2), pre);
	install(SIGUSR1, info_handler, 0);
	handled = 0;
	edit_mask = 1;
	ASSERT_EQ(0, kill(getpid(), SIGUSR1));
	edit_mask = 0;
	EXPECT_EQ(1, handled);
	EXPECT_EQ(pre, seen_uc_mask);
	/* SIGUSR2 unblocked, SIGHUP and SIGRTMIN + 5 blocked */
	EXPECT_EQ(bit(SIGHUP) | bit(SIGRTMIN + 5), blocked_now())
		TH_LOG("after return %#llx",
		       (unsigned long long)blocked_now());
	set_blocked(0);
}

static void nested_handler(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	volatile char here = 0;

	seen_nested_local = (uintptr_t)&here;
	seen_nested_uc_ss_flags = uc->uc_stack.ss_flags;
}

/* A handler's view of the alternate stack: its @local, sigaltstack(), uc_stack */
static void see_altstack(const ucontext_t *uc, const volatile char *local)
{
	stack_t ss;

	handled++;
	seen_local = (uintptr_t)local;
	seen_ss_flags = sigaltstack(NULL, &ss) ? -1 : ss.ss_flags;
	seen_uc_ss_sp = uc->uc_stack.ss_sp;
	seen_uc_ss_size = uc->uc_stack.ss_size;
	seen_uc_ss_flags = uc->uc_stack.ss_flags;
}

static void onstack_handler(int sig, siginfo_t *si, void *ucv)
{
	volatile char here = 0;

	see_altstack(ucv, &here);
	/* delivered on the way out of kill(), on the alternate stack */
	kill(getpid(), SIGUSR2);
}

static int on_altstack(uintptr_t p, const char *alt)
{
	return p >= (uintptr_t)alt && p < (uintptr_t)alt + ALTSTACK_SIZE;
}

/* A new alternate stack of ALTSTACK_SIZE with @flags; NULL if it fails */
static char *set_altstack(int flags)
{
	stack_t ss = { .ss_size = ALTSTACK_SIZE, .ss_flags = flags };

	ss.ss_sp = mmap(NULL, ALTSTACK_SIZE, PROT_READ | PROT_WRITE,
			MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (ss.ss_sp == MAP_FAILED)
		return NULL;
	if (sigaltstack(&ss, NULL)) {
		munmap(ss.ss_sp, ALTSTACK_SIZE);
		return NULL;
	}
	return ss.ss_sp;
}

static int drop_altstack(char *alt)
{
	stack_t ss = { .ss_flags = SS_DISABLE };
	int ret = sigaltstack(&ss, NULL);

	munmap(alt, ALTSTACK_SIZE);
	return ret;
}

TEST(altstack)
{
	char *alt = set_altstack(0);
	stack_t old;

	ASSERT_TRUE(alt != NULL);
	install(SIGUSR1, onstack_handler, SA_ONSTACK);
	install(SIGUSR2, nested_handler, SA_ONSTACK);
	handled = 0;
	seen_nested_local = 0;
	seen_nested_uc_ss_flags = -1;
	ASSERT_EQ(0, kill(getpid(), SIGUSR1));
	EXPECT_EQ(1, handled);
	EXPECT_TRUE(on_altstack(seen_local, alt))
		TH_LOG("handler's local at %#lx, alternate stack %p",
		       (unsigned long)seen_local, alt);
	EXPECT_EQ(SS_ONSTACK, seen_ss_flags);
	EXPECT_EQ((uintptr_t)alt, (uintptr_t)seen_uc_ss_sp);
	EXPECT_EQ(ALTSTACK_SIZE, seen_uc_ss_size);
	/* interrupted on the main stack */
	EXPECT_EQ(0, seen_uc_ss_flags);
	EXPECT_TRUE(on_altstack(seen_nested_local, alt))
		TH_LOG("nested handler's local at %#lx, alternate stack %p",
		       (unsigned long)seen_nested_local, alt);
	/* the alternate stack's own flags, not SS_ONSTACK */
	EXPECT_EQ(0, seen_nested_uc_ss_flags);
	ASSERT_EQ(0, sigaltstack(NULL, &old));
	EXPECT_EQ(0, old.ss_flags);
	EXPECT_EQ((uintptr_t)alt, (uintptr_t)old.ss_sp);
	EXPECT_EQ(ALTSTACK_SIZE, old.ss_size);
	EXPECT_EQ(0, drop_altstack(alt));
}

#ifndef SS_AUTODISARM
#define SS_AUTODISARM	(1U << 31)	/* <linux/signal.h>, not in glibc's */
#endif

/*
 * alpha's rt_sigreturn does not read uc_stack back (6.12 has no
 * restore_altstack() in arch/alpha/kernel/signal.c), with or without the
 * series: an alternate stack that SS_AUTODISARM disarmed stays disarmed.
 */
#ifdef __alpha__
#define SIGRETURN_RESTORES_ALTSTACK	0
#else
#define SIGRETURN_RESTORES_ALTSTACK	1
#endif

static void autodisarm_handler(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	volatile char here = 0;

	see_altstack(uc, &here);
	uc->uc_stack.ss_size = ALTSTACK_SIZE / 2;
}

TEST(autodisarm_altstack)
{
	char *alt = set_altstack(SS_AUTODISARM);
	stack_t old;

	ASSERT_TRUE(alt != NULL);
	install(SIGUSR1, autodisarm_handler, SA_ONSTACK);
	handled = 0;
	ASSERT_EQ(0, kill(getpid(), SIGUSR1));
	EXPECT_EQ(1, handled);
	EXPECT_TRUE(on_altstack(seen_local, alt))
		TH_LOG("handler's local at %#lx, alternate stack %p",
		       (unsigned long)seen_local, alt);
	/* disarmed while the handler runs */
	EXPECT_EQ(SS_DISABLE, seen_ss_flags);
	EXPECT_EQ((uintptr_t)alt, (uintptr_t)seen_uc_ss_sp);
	EXPECT_EQ(ALTSTACK_SIZE, seen_uc_ss_size);
	EXPECT_EQ((int)SS_AUTODISARM, seen_uc_ss_flags);
	ASSERT_EQ(0, sigaltstack(NULL, &old));
	if (SIGRETURN_RESTORES_ALTSTACK) {
		/* set again by rt_sigreturn, with the size the handler wrote */
		EXPECT_EQ((uintptr_t)alt, (uintptr_t)old.ss_sp);
		EXPECT_EQ(ALTSTACK_SIZE / 2, old.ss_size);
		EXPECT_EQ((int)SS_AUTODISARM, old.ss_flags);
	} else {
		EXPECT_EQ(SS_DISABLE, old.ss_flags);
	}
	EXPECT_EQ(0, drop_altstack(alt));
}

/* Runs @fn(@arg) in a child without core dumps; returns its status. */
static int child_status(void (*fn)(int), int arg)
{
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		struct rlimit no_core = { 0, 0 };

		setrlimit(RLIMIT_CORE, &no_core);
		fn(arg);
		_exit(2);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid)
		return -1;
	return status;
}

static int killed_by_sigsegv(int status)
{
	return status != -1 && WIFSIGNALED(status) &&
	       WTERMSIG(status) == SIGSEGV;
}

enum bad_mem { READ_ONLY, NO_ACCESS, UNMAPPED };
static const char *const bad_mem_name[] = { "PROT_READ", "PROT_NONE",
					    "unmapped" };

/*
 * @size bytes that cannot be written: read-only, PROT_NONE, or not
 * mapped with PROT_NONE on both sides.  Exits the child on failure.
 */
static char *bad_memory(enum bad_mem kind, size_t size)
{
	char *p = mmap(NULL, 3 * size, PROT_NONE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		_exit(10);
	p += size;
	if (kind == READ_ONLY && mprotect(p, size, PROT_READ))
		_exit(11);
	if (kind == UNMAPPED && munmap(p, size))
		_exit(12);
	return p;
}

static void exit_handler(int sig)
{
	_exit(0);
}

static void raise_on_bad_altstack(int kind)
{
	struct sigaction sa = { .sa_handler = exit_handler,
				.sa_flags = SA_ONSTACK };
	stack_t ss = { .ss_size = ALTSTACK_SIZE };

	ss.ss_sp = bad_memory(kind, ALTSTACK_SIZE);
	if (sigaltstack(&ss, NULL) || sigaction(SIGUSR1, &sa, NULL))
		_exit(13);
	raise(SIGUSR1);
}

TEST(unwritable_altstack)
{
	int kind, st;

	for (kind = READ_ONLY; kind <= UNMAPPED; kind++) {
		st = child_status(raise_on_bad_altstack, kind);
		EXPECT_TRUE(killed_by_sigsegv(st))
			TH_LOG("%s alternate stack: status %#x (exit 0: the handler ran)",
			       bad_mem_name[kind], st);
	}
}

/*
 * rt_sigreturn with the stack pointer at @sp; exit_group(3) if it
 * returns.  Nothing here uses the stack after it is switched.
 */
static void __attribute__((noreturn)) sigreturn_at(uintptr_t sp)
{
#if defined(__x86_64__)
	/* sys_rt_sigreturn(): the frame is at sp - 8 */
	asm volatile("mov %0, %%rsp\n\t"
		     "mov %1, %%eax\n\t"
		     "syscall\n\t"
		     "mov %2, %%eax\n\t"
		     "mov $3, %%edi\n\t"
		     "syscall"
		     : : "r"(sp), "i"(__NR_rt_sigreturn), "i"(__NR_exit_group)
		     : "memory");
#elif defined(__i386__)
	/* the frame is at sp - 4 */
	asm volatile("mov %0, %%esp\n\t"
		     "mov %1, %%eax\n\t"
		     "int $0x80\n\t"
		     "mov %2, %%eax\n\t"
		     "mov $3, %%ebx\n\t"
		     "int $0x80"
		     : : "r"(sp), "i"(__NR_rt_sigreturn), "i"(__NR_exit_group)
		     : "memory");
#elif defined(__aarch64__)
	/* the frame is at sp, which must be 16-byte aligned */
	asm volatile("mov sp, %0\n\t"
		     "mov x8, %1\n\t"
		     "svc #0\n\t"
		     "mov x8, %2\n\t"
		     "mov x0, #3\n\t"
		     "svc #0"
		     : : "r"(sp), "i"(__NR_rt_sigreturn), "i"(__NR_exit_group)
		     : "memory");
#elif defined(__arm__) && defined(__ARM_EABI__)
	/* the frame is at sp, which must be 8-byte aligned */
	asm volatile("mov sp, %0\n\t"
		     "mov r7, %1\n\t"
		     "svc 0\n\t"
		     "mov r7, %2\n\t"
		     "mov r0, #3\n\t"
		     "svc 0"
		     : : "r"(sp), "i"(__NR_rt_sigreturn), "i"(__NR_exit_group)
		     : "memory");
#elif defined(__powerpc__)
	/* ppc64: the ucontext is at r1; ppc32: the frame at r1 + 64 + 16 */
	asm volatile("mr 1, %0\n\t"
		     "li 0, %1\n\t"
		     "sc\n\t"
		     "li 0, %2\n\t"
		     "li 3, 3\n\t"
		     "sc"
		     : : "r"(sp), "i"(__NR_rt_sigreturn), "i"(__NR_exit_group)
		     : "memory");
#elif defined(__s390x__)
	/* the frame is at r15; "svc NR" carries numbers below 256 */
	_Static_assert(__NR_rt_sigreturn < 256 && __NR_exit_group < 256,
		       "svc's immediate is 8 bits");
	asm volatile("lgr %%r15, %0\n\t"
		     "svc %1\n\t"
		     "lghi %%r2, 3\n\t"
		     "svc %2"
		     : : "r"(sp), "i"(__NR_rt_sigreturn), "i"(__NR_exit_group)
		     : "memory");
#elif defined(__alpha__)
	/*
	 * do_rt_sigreturn() takes the frame in a0 ($16), where the
	 * restorer puts sp ("mov $30, $16"): both point at the bad page.
	 */
	asm volatile("mov %0, $30\n\t"
		     "mov %0, $16\n\t"
		     "lda $0, %1($31)\n\t"
		     "callsys\n\t"
		     "lda $0, %2($31)\n\t"
		     "lda $16, 3($31)\n\t"
		     "callsys"
		     : : "r"(sp), "i"(__NR_rt_sigreturn), "i"(__NR_exit_group)
		     : "memory");
#else
#error "sigreturn_at(): say how to call rt_sigreturn with a given stack pointer"
#endif
	__builtin_unreachable();
}

static void sigreturn_in_bad_page(int kind)
{
	long pg = sysconf(_SC_PAGESIZE);

	sigreturn_at((uintptr_t)bad_memory(kind, pg) + pg / 2);
}

TEST(sigreturn_bad_frame)
{
	int kind, st;

	for (kind = NO_ACCESS; kind <= UNMAPPED; kind++) {
		st = child_status(sigreturn_in_bad_page, kind);
		EXPECT_TRUE(killed_by_sigsegv(st))
			TH_LOG("frame in %s memory: status %#x (exit 3: rt_sigreturn returned)",
			       bad_mem_name[kind], st);
	}
}

TEST_HARNESS_MAIN
