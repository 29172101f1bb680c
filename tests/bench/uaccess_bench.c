// SPDX-License-Identifier: GPL-2.0
/*
 * Microbenchmarks of the converted paths that user space reaches, one
 * case per path.  Each case runs REPS repetitions of N operations and
 * prints, per repetition, one line
 *
 *	bench CASE_ABI REP N NS TSC
 *
 * with the wall time (CLOCK_MONOTONIC, ns) and the TSC ticks the N
 * operations took.  Under QEMU -icount shift=0 the guest's TSC counts
 * executed instructions (case "calibrate": two per iteration), so the
 * host reads TSC as instructions there and NS as time otherwise.
 *
 * Every case first checks once that its call does what it should; the
 * exit status is 1 if one did not.  Build 64-bit and -m32 (compat).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/futex.h>
#include <linux/perf_event.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <sys/ptrace.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <sys/un.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <elf.h>

#define REPS 7
#define PG 4096

#ifdef __i386__
#define ABI "32"
#else
#define ABI "64"
#endif

static int failed;

#define CHECK(cond, ...) do {						\
	if (!(cond)) {							\
		printf("bench: " __VA_ARGS__);				\
		printf(" (errno %d)\n", errno);				\
		failed = 1;						\
		return;							\
	}								\
} while (0)

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000000000ULL + ts.tv_nsec;
}

static uint64_t tsc(void)
{
	uint32_t lo, hi;

	asm volatile("lfence; rdtsc" : "=a" (lo), "=d" (hi));
	return (uint64_t)hi << 32 | lo;
}

/* Time REPS repetitions of n calls of op(arg); print one line each. */
static void run(const char *name, long n, void (*op)(void *), void *arg)
{
	int rep;
	long i;

	for (i = 0; i < n / 10; i++)	/* warm up */
		op(arg);
	for (rep = 0; rep < REPS; rep++) {
		uint64_t t0 = now_ns(), c0 = tsc(), t1, c1;

		for (i = 0; i < n; i++)
			op(arg);
		c1 = tsc();
		t1 = now_ns();
		printf("bench %s_%s %d %ld %llu %llu\n", name, ABI, rep, n,
		       (unsigned long long)(t1 - t0),
		       (unsigned long long)(c1 - c0));
	}
	fflush(stdout);
}

/* Two instructions per iteration: what TSC counts under -icount. */
static void op_calibrate(void *arg)
{
	unsigned long k = 1000;

	asm volatile("1: dec %0; jnz 1b" : "+r" (k));
}

static void bench_calibrate(void)
{
	run("calibrate", 1000, op_calibrate, NULL);
}

/* futex_get_value_locked(): FUTEX_WAIT on a value that has changed. */
static uint32_t futex_word;

static void op_futex(void *arg)
{
	syscall(SYS_futex, &futex_word, FUTEX_WAIT_PRIVATE, futex_word + 1,
		NULL, NULL, 0);
}

static void bench_futex(void)
{
	errno = 0;
	CHECK(syscall(SYS_futex, &futex_word, FUTEX_WAIT_PRIVATE,
		      futex_word + 1, NULL, NULL, 0) == -1 && errno == EAGAIN,
	      "futex wait on a changed value did not fail with EAGAIN");
	run("futex_wait_changed", 20000, op_futex, NULL);
}

/* epoll_put_uevent(): epoll_wait() returning one ready event. */
static int epfd;

static void op_epoll(void *arg)
{
	struct epoll_event ev;

	epoll_wait(epfd, &ev, 1, 0);
}

static void bench_epoll(void)
{
	struct epoll_event ev = { .events = EPOLLIN, .data.u64 = 42 };
	int efd = eventfd(1, 0);

	epfd = epoll_create1(0);
	CHECK(efd >= 0 && epfd >= 0, "eventfd or epoll_create1 failed");
	CHECK(!epoll_ctl(epfd, EPOLL_CTL_ADD, efd, &ev), "epoll_ctl failed");
	memset(&ev, 0, sizeof(ev));
	CHECK(epoll_wait(epfd, &ev, 1, 0) == 1 && ev.data.u64 == 42 &&
	      ev.events == EPOLLIN, "epoll_wait did not return the event");
	run("epoll_wait", 20000, op_epoll, NULL);
	close(epfd);
	close(efd);
}

/* move_addr_to_user() and the recvmsg result fields. */
static int sock[2];

static void op_recvmsg(void *arg)
{
	struct sockaddr_un from;
	char buf[8];
	struct iovec iov = { buf, sizeof(buf) };
	struct msghdr msg = {
		.msg_name = &from, .msg_namelen = sizeof(from),
		.msg_iov = &iov, .msg_iovlen = 1,
	};

	send(sock[1], "x", 1, 0);
	recvmsg(sock[0], &msg, 0);
}

static void bench_recvmsg(void)
{
	struct sockaddr_un a = { AF_UNIX }, b = { AF_UNIX }, from;
	socklen_t alen = offsetof(struct sockaddr_un, sun_path) + 7;
	char buf[8];
	struct iovec iov = { buf, sizeof(buf) };
	struct msghdr msg = {
		.msg_name = &from, .msg_namelen = sizeof(from),
		.msg_iov = &iov, .msg_iovlen = 1,
	};

	/* abstract names: "\0bench" + A or B */
	memcpy(a.sun_path, "\0benchA", 7);
	memcpy(b.sun_path, "\0benchB", 7);
	sock[0] = socket(AF_UNIX, SOCK_DGRAM, 0);
	sock[1] = socket(AF_UNIX, SOCK_DGRAM, 0);
	CHECK(sock[0] >= 0 && sock[1] >= 0, "socket failed");
	CHECK(!bind(sock[0], (void *)&a, alen) &&
	      !bind(sock[1], (void *)&b, alen) &&
	      !connect(sock[1], (void *)&a, alen), "bind or connect failed");
	send(sock[1], "x", 1, 0);
	CHECK(recvmsg(sock[0], &msg, 0) == 1 && msg.msg_namelen == alen &&
	      !memcmp(from.sun_path, b.sun_path, 7),
	      "recvmsg did not return the sender's address");
	run("recvmsg_addr", 10000, op_recvmsg, NULL);
	close(sock[0]);
	close(sock[1]);
}

/* Signal delivery and rt_sigreturn (signal frame, altstack, FPU). */
static volatile int signals;

static void handler(int sig)
{
	signals++;
}

static void op_signal(void *arg)
{
	raise(SIGUSR1);
}

static void bench_sigreturn(void)
{
	struct sigaction sa = { .sa_handler = handler };

	CHECK(!sigaction(SIGUSR1, &sa, NULL), "sigaction failed");
	raise(SIGUSR1);
	CHECK(signals == 1, "the handler did not run");
	run("signal_sigreturn", 5000, op_signal, NULL);
	signal(SIGUSR1, SIG_DFL);
}

/* PTRACE_GETREGSET: the regset iovec (and the x86 register set). */
static pid_t tracee;

static void op_getregset(void *arg)
{
	struct user_regs_struct regs;
	struct iovec iov = { &regs, sizeof(regs) };

	ptrace(PTRACE_GETREGSET, tracee, (void *)NT_PRSTATUS, &iov);
}

static void bench_getregset(void)
{
	struct user_regs_struct regs;
	struct iovec iov = { &regs, sizeof(regs) + 64 };
	int status;

	tracee = fork();
	if (!tracee) {
		ptrace(PTRACE_TRACEME, 0, 0, 0);
		raise(SIGSTOP);
		_exit(0);
	}
	CHECK(tracee > 0 && waitpid(tracee, &status, 0) == tracee &&
	      WIFSTOPPED(status), "the tracee did not stop");
	CHECK(!ptrace(PTRACE_GETREGSET, tracee, (void *)NT_PRSTATUS, &iov) &&
	      iov.iov_len == sizeof(regs),
	      "PTRACE_GETREGSET did not write back iov_len");
	run("ptrace_getregset", 10000, op_getregset, NULL);
	kill(tracee, SIGKILL);
	waitpid(tracee, &status, 0);
}

/*
 * perf_callchain_user(): a page-fault event sampling every fault with
 * the user callchain; one operation is one fault, four frames deep.
 */
#define FP_FUNC __attribute__((noinline, noclone, optimize("no-omit-frame-pointer")))
#define RING_PAGES 16
static struct perf_event_mmap_page *ring;
static char *pages;
static long next_page;

static FP_FUNC void touch(void)
{
	pages[next_page++ * PG] = 1;
	ring->data_tail = ring->data_head;	/* drop the sample */
}

static FP_FUNC void frame3(void) { touch(); asm volatile(""); }
static FP_FUNC void frame2(void) { frame3(); asm volatile(""); }
static FP_FUNC void op_fault(void *arg) { frame2(); asm volatile(""); }

static void bench_perf(void)
{
	struct perf_event_attr attr = {
		.size = sizeof(attr),
		.type = PERF_TYPE_SOFTWARE,
		.config = PERF_COUNT_SW_PAGE_FAULTS,
		.sample_period = 1,
		.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_CALLCHAIN,
		.exclude_kernel = 1,
		.exclude_callchain_kernel = 1,
	};
	long n = 2000, total = n + n / 10 + REPS * n;
	int fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
	uint64_t before;

	CHECK(fd >= 0, "perf_event_open failed");
	ring = mmap(NULL, (RING_PAGES + 1) * PG, PROT_READ | PROT_WRITE,
		    MAP_SHARED, fd, 0);
	pages = mmap(NULL, total * PG, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	CHECK(ring != MAP_FAILED && pages != MAP_FAILED, "mmap failed");
	before = ring->data_head;
	pages[next_page++ * PG] = 1;
	CHECK(ring->data_head > before, "a page fault gave no sample");
	ring->data_tail = ring->data_head;
	run("perf_fault_callchain", n, op_fault, NULL);
	munmap(pages, total * PG);
	munmap(ring, (RING_PAGES + 1) * PG);
	close(fd);
}

#ifdef __i386__
/* do_fast_syscall_32(): the EBP argument read on every vDSO syscall. */
static void op_getppid(void *arg)
{
	syscall(SYS_getppid);
}

/* The old sigaction(), act and oact both given. */
struct old_sigaction32 {
	uint32_t handler, mask, flags, restorer;
};

static void op_old_sigaction(void *arg)
{
	struct old_sigaction32 act = { (uint32_t)(uintptr_t)handler }, oact;

	syscall(67, SIGUSR2, &act, &oact);
}

/* get_compat_sigevent(): a 32-bit timer_create(), then timer_delete(). */
static void op_timer_create(void *arg)
{
	struct sigevent sev = {
		.sigev_notify = SIGEV_SIGNAL, .sigev_signo = SIGUSR2,
	};
	int id;

	syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &id);
	syscall(SYS_timer_delete, id);
}

static void bench_compat(void)
{
	struct old_sigaction32 act = { (uint32_t)(uintptr_t)handler }, oact;
	struct sigevent sev = {
		.sigev_notify = SIGEV_SIGNAL, .sigev_signo = SIGUSR2,
	};
	int id = -1;

	CHECK(syscall(SYS_getppid) == getppid(), "getppid failed");
	run("fast_syscall", 20000, op_getppid, NULL);

	CHECK(!syscall(67, SIGUSR2, &act, NULL) &&
	      !syscall(67, SIGUSR2, &act, &oact) &&
	      oact.handler == act.handler, "old sigaction failed");
	run("old_sigaction", 20000, op_old_sigaction, NULL);
	signal(SIGUSR2, SIG_DFL);

	CHECK(!syscall(SYS_timer_create, CLOCK_MONOTONIC, &sev, &id) &&
	      id >= 0 && !syscall(SYS_timer_delete, id),
	      "timer_create failed");
	run("timer_create", 10000, op_timer_create, NULL);
}
#else
static void bench_compat(void) { }
#endif

int main(void)
{
	bench_calibrate();
	bench_futex();
	bench_epoll();
	bench_recvmsg();
	bench_sigreturn();
	bench_getregset();
	bench_perf();
	bench_compat();
	return failed;
}
