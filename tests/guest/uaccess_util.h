/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Bad user pointers for the __get_user()/__put_user() removal tests.
 * Every test checks that a call with such a pointer fails the same way
 * before and after the conversion.
 */
#ifndef UACCESS_UTIL_H
#define UACCESS_UTIL_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#define PG 4096UL

#if __SIZEOF_POINTER__ == 8
/*
 * 64-bit task: the end of its address space is the end of user space,
 * so a range straddling it fails the kernel's range check as a whole.
 * For a 32-bit task the end of its space is an ordinary hole to the
 * kernel: a straddling range faults part way, like an unmapped page.
 */
#define STRADDLE_IS_RANGE_CHECKED 1
/* A kernel text address: never accessible from user space. */
#if defined(__x86_64__)
#define KERNEL_ADDR ((void *)0xffffffff81000000UL)
#elif defined(__powerpc64__)
#define KERNEL_ADDR ((void *)0xc000000000000000UL)
#elif defined(__aarch64__)
/* KIMAGE_VADDR with 48-bit VA and no KASLR: the start of the kernel image */
#define KERNEL_ADDR ((void *)0xffff800080000000UL)
#else
#error "say where the kernel is"
#endif
#else
#define STRADDLE_IS_RANGE_CHECKED 0
/*
 * 32-bit task: the top page lies above the compat TASK_SIZE (x86-64,
 * arm64) or in the kernel's half (i386, arm: above PAGE_OFFSET).
 */
#define KERNEL_ADDR ((void *)0xfffff000UL)
#endif

/*
 * True if @p lies in no mapping at all: mincore() says -ENOMEM for an
 * address without a VMA (a PROT_NONE page is a VMA: 0), and a write(2)
 * from it into a pipe faults with -EFAULT.
 */
static inline int page_is_unmapped(const void *p)
{
	unsigned char vec;
	int fd[2], r, e;

	if (pipe(fd))
		abort();
	errno = 0;
	r = write(fd[1], p, 1);
	e = errno;
	close(fd[0]);
	close(fd[1]);
	if (r != -1 || e != EFAULT)
		return 0;
	errno = 0;
	return mincore((void *)((uintptr_t)p & ~(PG - 1)), PG, &vec) == -1 &&
	       errno == ENOMEM;
}

/*
 * @n pages of PROT_NONE at a fixed address far below where mmap(NULL)
 * places mappings (top-down from below the stack, or bottom-up from
 * TASK_UNMAPPED_BASE, which is higher still): a hole punched in it is
 * never filled by a later mmap() of the test, as a hole next to the
 * last mapping is (the allocator takes the highest free gap that fits).
 * MAP_FIXED_NOREPLACE never takes an address already mapped.
 */
static inline char *reserve_pages(unsigned int n)
{
#if __SIZEOF_POINTER__ == 8
	uintptr_t base = 1UL << 40;
#else
	uintptr_t base = 0x20000000UL;	/* i386 and x32: below 4G */
#endif
	unsigned int i;

	for (i = 0; i < 256; i++) {
		char *want = (char *)(base + i * 64 * PG);
		char *p = mmap(want, n * PG, PROT_NONE, MAP_PRIVATE |
			       MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);

		if (p == want)
			return p;
		if (p != MAP_FAILED)
			munmap(p, n * PG);
	}
	abort();
}

/*
 * A page that is certainly not mapped, now and after any later mmap():
 * the middle of three reserved pages, unmapped, between two PROT_NONE
 * guard pages.
 */
static inline void *unmapped_page(void)
{
	char *p = reserve_pages(3);

	if (munmap(p + PG, PG) || !page_is_unmapped(p + PG))
		abort();
	return p + PG;
}

/*
 * The end of a read-write page whose next page is unmapped (and stays
 * so, see reserve_pages()): a buffer that starts below the returned
 * address and runs past it faults part way.
 */
static inline char *hole_end(void)
{
	char *p = reserve_pages(3);

	if (mprotect(p, PG, PROT_READ | PROT_WRITE) || munmap(p + PG, PG) ||
	    !page_is_unmapped(p + PG))
		abort();
	memset(p, 0, PG);
	return p + PG;
}

/* A page that is mapped read-only (its contents are 0x5a bytes). */
static inline void *readonly_page(void)
{
	void *p = mmap(NULL, PG, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		abort();
	memset(p, 0x5a, PG);
	mprotect(p, PG, PROT_READ);
	return p;
}

/*
 * The highest page a task can map, read-write: the page just below the
 * end of user space.  A buffer that starts in it and runs past its end
 * straddles the end of the address space, and must be refused as a
 * whole.  On x86-64 the end is at 2^56 with 5-level paging, else at
 * 2^47; on arm64 with 48-bit VA at 2^48; on ppc64 with 4K pages at 2^46
 * (for a 32-bit task: 0xffffe000 on x86-64, 0xfffff000 on arm64,
 * 0xbf000000 on arm).  Returns NULL if no
 * such page could be mapped.
 */
static inline void *top_page(void)
{
	static const unsigned long cand[] = {
#if __SIZEOF_POINTER__ == 8
		(1UL << 56) - 2 * PG,	/* x86-64, 5-level paging */
		(1UL << 48) - PG,	/* arm64, 48-bit VA (no guard page) */
		(1UL << 47) - 2 * PG,	/* x86-64 */
		(1UL << 46) - PG,	/* ppc64, 4K pages (no guard page) */
#else
		0xffffe000UL - PG,
		0xbffff000UL - PG,
		0xfffff000UL - PG,	/* arm64 compat: TASK_SIZE_32 */
		0xbf000000UL - PG,	/* arm, VMSPLIT_3G: PAGE_OFFSET - 16M */
#endif
	};
	unsigned int i;

	for (i = 0; i < sizeof(cand) / sizeof(cand[0]); i++) {
		void *p = mmap((void *)cand[i], PG, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE,
			       -1, 0);

		if (p == (void *)cand[i]) {
			/* the page after it must not be mappable/mapped */
			void *q = mmap((char *)p + PG, PG, PROT_READ,
				       MAP_PRIVATE | MAP_ANONYMOUS |
				       MAP_FIXED_NOREPLACE, -1, 0);
			if (q == MAP_FAILED)
				return p;
			munmap(q, PG);
			munmap(p, PG);
			continue;
		}
		if (p != MAP_FAILED)
			munmap(p, PG);
	}
	return NULL;
}

/* A pointer such that an object of @size at it straddles the end of user space. */
static inline void *straddle_end(size_t size)
{
	char *p = top_page();

	if (!p)
		return NULL;
	return p + PG - size / 2;
}

#ifdef __KSELFTEST_HARNESS_H
/*
 * In a test of the end of user space, with @p from top_page() or
 * straddle_end(): true if there is no such page, and then the test is a
 * SKIP result of its own, which fails the run unless a skip is allowed
 * there, rather than a case that silently vanishes from a program that
 * still passes.  Each straddling case is a test of its own for that
 * reason, so the plan is the same whether it runs or not.
 */
static inline bool no_top_page(struct __test_metadata *_metadata,
			       const void *p)
{
	if (p)
		return false;
	SKIP(return true, "top_page(): no page at the end of user space");
}
#endif

/*
 * Offset in its file of @addr, from /proc/self/maps, and the file's path
 * in @path (if not NULL): where a uprobe on that code has to go.
 */
static inline long file_offset(uintptr_t addr, char *path, size_t len)
{
	FILE *f = fopen("/proc/self/maps", "r");
	char line[512];
	long off = -1;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		unsigned long s, e, o;
		char p[256] = "";

		if (sscanf(line, "%lx-%lx %*s %lx %*s %*s %255s", &s, &e, &o, p) < 3)
			continue;
		if (addr >= s && addr < e && p[0] == '/') {
			off = addr - s + o;
			if (path)
				snprintf(path, len, "%s", p);
			break;
		}
	}
	fclose(f);
	return off;
}

#endif
