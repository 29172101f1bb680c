/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Bad user pointers for the __get_user()/__put_user() removal tests.
 * Every test checks that a call with such a pointer fails the same way
 * before and after the conversion.
 */
#ifndef UACCESS_UTIL_H
#define UACCESS_UTIL_H

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
#else
#error "say where the kernel is"
#endif
#else
#define STRADDLE_IS_RANGE_CHECKED 0
/* 32-bit task: the top page lies above the compat TASK_SIZE. */
#define KERNEL_ADDR ((void *)0xfffff000UL)
#endif

/* A page that is certainly not mapped. */
static inline void *unmapped_page(void)
{
	void *p = mmap(NULL, PG, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		abort();
	munmap(p, PG);
	return p;
}

/*
 * The end of a read-write page whose next page is unmapped: a buffer that
 * starts below the returned address and runs past it faults part way.
 */
static inline char *hole_end(void)
{
	char *p = mmap(NULL, 2 * PG, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED || munmap(p + PG, PG))
		abort();
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
 * 2^47; on ppc64 with 4K pages at 2^46 (0xffffe000 for a 32-bit task on
 * a 64-bit kernel).  Returns NULL if no
 * such page could be mapped.
 */
static inline void *top_page(void)
{
	static const unsigned long cand[] = {
#if __SIZEOF_POINTER__ == 8
		(1UL << 56) - 2 * PG,	/* x86-64, 5-level paging */
		(1UL << 47) - 2 * PG,	/* x86-64 */
		(1UL << 46) - 2 * PG,	/* ppc64, 4K pages */
#else
		0xffffe000UL - PG,
		0xbffff000UL - PG,
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
