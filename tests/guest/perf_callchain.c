// SPDX-License-Identifier: GPL-2.0
/*
 * arch/x86/events/core.c: perf_callchain_user() (64-bit build) and
 * perf_callchain_user32() (-m32 build) walk the user frame-pointer chain
 * of a sampled task.  A task-clock event samples this program while it
 * spins in a known chain of frames; the user callchain of each sample
 * must follow it, and must stop short at a bad frame pointer.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <time.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#define NPAGES 32
#define FP_FUNC __attribute__((noinline, noclone, optimize("no-omit-frame-pointer")))

struct ring {
	int fd;
	struct perf_event_mmap_page *meta;
	char *data;
	uint64_t size;
};

/* one sample: its user callchain */
struct chain {
	unsigned int nr;
	uint64_t ip[16];
};

static int ring_open(struct ring *r)
{
	struct perf_event_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_TASK_CLOCK;
	attr.sample_period = 200000;	/* ns of task time */
	attr.sample_type = PERF_SAMPLE_IP | PERF_SAMPLE_CALLCHAIN;
	attr.exclude_kernel = 1;
	attr.exclude_hv = 1;
	attr.exclude_callchain_kernel = 1;
	attr.disabled = 1;
	r->fd = syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0);
	if (r->fd < 0)
		return -1;
	r->meta = mmap(NULL, (NPAGES + 1) * PG, PROT_READ | PROT_WRITE,
		       MAP_SHARED, r->fd, 0);
	if (r->meta == MAP_FAILED)
		return -1;
	r->data = (char *)r->meta + PG;
	r->size = NPAGES * PG;
	return 0;
}

static void ring_close(struct ring *r)
{
	munmap(r->meta, (NPAGES + 1) * PG);
	close(r->fd);
}

static void ring_copy(struct ring *r, uint64_t off, void *dst, size_t len)
{
	size_t i;

	for (i = 0; i < len; i++)
		((char *)dst)[i] = r->data[(off + i) % r->size];
}

/* Drain the ring; returns the number of samples stored in @out. */
static int ring_read(struct ring *r, struct chain *out, int max)
{
	uint64_t head = r->meta->data_head, tail = r->meta->data_tail;
	int n = 0;

	__sync_synchronize();
	while (tail < head) {
		struct perf_event_header h;
		uint64_t rec[4 + 256];

		ring_copy(r, tail, &h, sizeof(h));
		if (h.size < sizeof(h))
			break;
		if (h.type == PERF_RECORD_SAMPLE && h.size <= sizeof(rec) && n < max) {
			uint64_t nr, i;
			int user = 0;

			ring_copy(r, tail, rec, h.size);
			/* rec[0] header, rec[1] ip, rec[2] nr, rec[3..] ips */
			nr = rec[2];
			out[n].nr = 0;
			for (i = 0; i < nr && 3 + i < h.size / 8; i++) {
				uint64_t v = rec[3 + i];

				if (v >= (uint64_t)PERF_CONTEXT_MAX) {
					user = v == (uint64_t)PERF_CONTEXT_USER;
					continue;
				}
				if (user && out[n].nr < 16)
					out[n].ip[out[n].nr++] = v;
			}
			n++;
		}
		tail += h.size;
	}
	__sync_synchronize();
	r->meta->data_tail = head;
	return n;
}

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- a real frame-pointer chain: outer -> f1 -> f2 -> f3 (spins) ---- */
static volatile uintptr_t ra3, ra2;
static volatile unsigned long sink;

FP_FUNC static void f3(unsigned long n)
{
	ra3 = (uintptr_t)__builtin_return_address(0);
	while (n--)
		sink++;
}

FP_FUNC static void f2(unsigned long n)
{
	ra2 = (uintptr_t)__builtin_return_address(0);
	f3(n);
	sink++;
}

FP_FUNC static void f1(unsigned long n)
{
	f2(n);
	sink++;
}

/* ---- spinning with a chosen frame pointer ---- */
extern char badfp_loop[], badfp_end[];

static __attribute__((noinline, noclone)) void spin_fp(unsigned long fp,
							unsigned long n)
{
#ifdef __x86_64__
	asm volatile("lea -128(%%rsp), %%rsp\n\t"
		     "push %%rbp\n\t"
		     "mov %%rdx, %%rbp\n"
		     ".globl badfp_loop\n"
		     "badfp_loop:\n\t"
		     "dec %%rcx\n\t"
		     "jnz badfp_loop\n"
		     ".globl badfp_end\n"
		     "badfp_end:\n\t"
		     "pop %%rbp\n\t"
		     "lea 128(%%rsp), %%rsp"
		     : "+c"(n), "+d"(fp) : : "memory", "cc");
#else
	asm volatile("push %%ebp\n\t"
		     "mov %%edx, %%ebp\n"
		     ".globl badfp_loop\n"
		     "badfp_loop:\n\t"
		     "dec %%ecx\n\t"
		     "jnz badfp_loop\n"
		     ".globl badfp_end\n"
		     "badfp_end:\n\t"
		     "pop %%ebp"
		     : "+c"(n), "+d"(fp) : : "memory", "cc");
#endif
}

#define MAXS 4096
static struct chain samples[MAXS];

/*
 * Sample while spinning with frame pointer @fp; returns the number of
 * samples taken inside the loop (their chains in samples[0..]).
 */
static int sample_fp(struct __test_metadata *_metadata, struct ring *r,
		     unsigned long fp)
{
	double t;
	int i, n, k = 0;

	ring_read(r, samples, 0);	/* drain */
	ioctl(r->fd, PERF_EVENT_IOC_ENABLE, 0);
	t = now();
	while (now() - t < 0.4)
		spin_fp(fp, 1 << 20);
	ioctl(r->fd, PERF_EVENT_IOC_DISABLE, 0);
	n = ring_read(r, samples, MAXS);
	for (i = 0; i < n; i++)
		if (samples[i].nr &&
		    samples[i].ip[0] >= (uintptr_t)badfp_loop &&
		    samples[i].ip[0] <= (uintptr_t)badfp_end)
			samples[k++] = samples[i];
	TH_LOG("fp %#lx: %d samples, %d in the loop", fp, n, k);
	return k;
}

/* The walk follows the real frames: f3's caller f2, f2's caller f1. */
TEST(real_chain)
{
	struct ring r;
	double t;
	int i, n, hit = 0, bad = 0;

	if (ring_open(&r))
		SKIP(return, "perf_event_open/mmap: %s", strerror(errno));
	ioctl(r.fd, PERF_EVENT_IOC_ENABLE, 0);
	t = now();
	while (now() - t < 0.4)
		f1(1 << 20);
	ioctl(r.fd, PERF_EVENT_IOC_DISABLE, 0);
	n = ring_read(&r, samples, MAXS);
	ring_close(&r);
	for (i = 0; i < n; i++) {
		if (samples[i].nr < 2 || samples[i].ip[1] != ra3)
			continue;
		/* sampled in f3 with f3's frame: the next is f2's caller */
		if (samples[i].nr >= 3 && samples[i].ip[2] == ra2)
			hit++;
		else
			bad++;
	}
	TH_LOG("%d samples, %d through f3->f2->f1, %d broken", n, hit, bad);
	ASSERT_GT(n, 10);
	EXPECT_GT(hit, n / 4);
	EXPECT_EQ(0, bad);
}

/* A bad frame pointer: the chain is the sampled ip alone. */
static void try_bad_fp(struct __test_metadata *_metadata, struct ring *r,
		       unsigned long bad)
{
	int j, k;

	k = sample_fp(_metadata, r, bad);
	EXPECT_GT(k, 3) TH_LOG("fp %#lx: no samples in the loop", bad);
	for (j = 0; j < k; j++)
		if (samples[j].nr != 1)
			break;
	EXPECT_EQ(k, j) TH_LOG("fp %#lx: chain of %u entries, 2nd %#llx",
			       bad, samples[j].nr,
			       (unsigned long long)samples[j].ip[1]);
}

TEST(bad_fp)
{
	unsigned long bad[3];
	unsigned int i;
	struct ring r;

	if (ring_open(&r))
		SKIP(return, "perf_event_open/mmap: %s", strerror(errno));
	/* after the ring's mmap, so that it cannot fill the hole */
	bad[0] = 0;
	bad[1] = (uintptr_t)unmapped_page();
	bad[2] = (uintptr_t)KERNEL_ADDR;
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		try_bad_fp(_metadata, &r, bad[i]);
	ring_close(&r);
}

TEST(bad_fp_straddle)
{
	struct ring r;
	void *fp;

	if (ring_open(&r))
		SKIP(return, "perf_event_open/mmap: %s", strerror(errno));
	fp = straddle_end(2 * sizeof(long));
	if (no_top_page(_metadata, fp))
		return;
	try_bad_fp(_metadata, &r, (uintptr_t)fp);
	ring_close(&r);
}

/*
 * Forged frames in a read-only page: they are followed (a read-only
 * frame is a good one) until the link to a bad pointer.
 */
TEST(forged_frames)
{
	unsigned int i;
	struct ring r;
	int j, k;

	if (ring_open(&r))
		SKIP(return, "perf_event_open/mmap: %s", strerror(errno));
	for (i = 0; i < 3; i++) {
		unsigned long *fr = mmap(NULL, PG, PROT_READ | PROT_WRITE,
					 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		unsigned long end;

		ASSERT_TRUE(fr != MAP_FAILED);
		/* the hole is taken while fr is mapped: it is not fr */
		end = i == 0 ? (uintptr_t)unmapped_page() :
		      i == 1 ? (uintptr_t)KERNEL_ADDR : 0;
		fr[0] = (uintptr_t)&fr[2];
		fr[1] = 0x11110000;
		fr[2] = end;
		fr[3] = 0x22220000;
		ASSERT_EQ(0, mprotect(fr, PG, PROT_READ));
		k = sample_fp(_metadata, &r, (uintptr_t)fr);
		EXPECT_GT(k, 3);
		for (j = 0; j < k; j++)
			if (samples[j].nr != 3 || samples[j].ip[1] != 0x11110000 ||
			    samples[j].ip[2] != 0x22220000)
				break;
		EXPECT_EQ(k, j) TH_LOG("end %#lx: chain of %u entries: %#llx %#llx",
				       end, samples[j].nr,
				       (unsigned long long)samples[j].ip[1],
				       (unsigned long long)samples[j].ip[2]);
		munmap(fr, PG);
	}
	ring_close(&r);
}

TEST_HARNESS_MAIN
