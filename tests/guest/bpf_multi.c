// SPDX-License-Identifier: GPL-2.0
/*
 * kernel/trace/bpf_trace.c: the user arrays of BPF_LINK_CREATE for
 * kprobe_multi (copy_user_syms(): the array of symbol-name pointers) and
 * uprobe_multi (offsets, ref_ctr_offsets, cookies).  Good arrays, also
 * in a read-only page, attach; bad ones give the error base gives.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/syscall.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#define CMD_PROG_LOAD		5
#define CMD_LINK_CREATE		28
#define PROG_TYPE_KPROBE	2
#define TRACE_KPROBE_MULTI	42
#define TRACE_UPROBE_MULTI	48

struct insn {
	uint8_t code;
	uint8_t regs;
	int16_t off;
	int32_t imm;
};

struct prog_load {
	uint32_t prog_type, insn_cnt;
	uint64_t insns, license;
	uint32_t log_level, log_size;
	uint64_t log_buf;
	uint32_t kern_version, prog_flags;
	char name[16];
	uint32_t ifindex, expected_attach_type;
};

struct link_create {
	uint32_t prog_fd, target_fd, attach_type, flags;
	union {
		struct {
			uint32_t flags, cnt;
			uint64_t syms, addrs, cookies;
		} k;
		struct {
			uint64_t path, offsets, ref_ctr_offsets, cookies;
			uint32_t cnt, flags, pid;
		} u;
	};
};

static int prog_load(uint32_t attach)
{
	static const struct insn insns[] = {
		{ 0xb7, 0, 0, 0 },	/* r0 = 0 */
		{ 0x95, 0, 0, 0 },	/* exit */
	};
	struct prog_load a;

	memset(&a, 0, sizeof(a));
	a.prog_type = PROG_TYPE_KPROBE;
	a.insn_cnt = 2;
	a.insns = (uintptr_t)insns;
	a.license = (uintptr_t)"GPL";
	a.expected_attach_type = attach;
	return syscall(SYS_bpf, CMD_PROG_LOAD, &a, sizeof(a));
}

static int kmulti(int prog, void *syms, uint32_t cnt, void *cookies)
{
	struct link_create a;
	int fd;

	memset(&a, 0, sizeof(a));
	a.prog_fd = prog;
	a.attach_type = TRACE_KPROBE_MULTI;
	a.k.cnt = cnt;
	a.k.syms = (uintptr_t)syms;
	a.k.cookies = (uintptr_t)cookies;
	fd = syscall(SYS_bpf, CMD_LINK_CREATE, &a, sizeof(a));
	if (fd >= 0) {
		close(fd);
		return 0;
	}
	return -errno;
}

static int umulti(int prog, const char *path, void *off, void *ref,
		  void *cookies, uint32_t cnt)
{
	struct link_create a;
	int fd;

	memset(&a, 0, sizeof(a));
	a.prog_fd = prog;
	a.attach_type = TRACE_UPROBE_MULTI;
	a.u.path = (uintptr_t)path;
	a.u.offsets = (uintptr_t)off;
	a.u.ref_ctr_offsets = (uintptr_t)ref;
	a.u.cookies = (uintptr_t)cookies;
	a.u.cnt = cnt;
	fd = syscall(SYS_bpf, CMD_LINK_CREATE, &a, sizeof(a));
	if (fd >= 0) {
		close(fd);
		return 0;
	}
	return -errno;
}

/* @n longs in a page that is then made read-only */
static unsigned long *ro_array(const unsigned long *v, int n)
{
	unsigned long *p = mmap(NULL, PG, PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		abort();
	memcpy(p, v, n * sizeof(*p));
	mprotect(p, PG, PROT_READ);
	return p;
}

/* the last long of a page whose next page is unmapped */
static unsigned long *page_end_array(unsigned long first)
{
	unsigned long *end = (unsigned long *)hole_end();

	end[-1] = first;
	return end - 1;
}

#define SYM1 "do_nanosleep"
#define SYM2 "ksys_read"

/*
 * A kprobe_multi program, checked to attach to the good symbols: its
 * fd, or -1 once the test is a SKIP (no such program or link).
 */
static int kprobe_prog(struct __test_metadata *_metadata)
{
	const char *good[] = { SYM1, SYM2 };
	int prog, r;

	prog = prog_load(TRACE_KPROBE_MULTI);
	if (prog < 0)
		SKIP(return -1, "BPF_PROG_LOAD kprobe_multi: %s",
		     strerror(errno));

	r = kmulti(prog, good, 2, NULL);
	if (r == -EOPNOTSUPP || r == -ENOSYS)
		SKIP(return -1, "kprobe_multi link: %s", strerror(-r));
	EXPECT_EQ(0, r) TH_LOG("good syms: %s", strerror(-r));
	return prog;
}

TEST(kprobe_multi_syms)
{
	const char *good[] = { SYM1, SYM2 };
	unsigned long *ro = ro_array((unsigned long[]){ (uintptr_t)SYM1,
							(uintptr_t)SYM2 }, 2);
	unsigned long *pe = page_end_array((uintptr_t)SYM1);
	void *rop = readonly_page();	/* holds 0x5a5a... */
	const char *unknown[] = { "uaccess_no_such_function" };
	void *badstr[3], *hole;
	unsigned int i;
	int prog, r;

	/* reserved (uaccess_util.h): no later mmap can fill it */
	hole = unmapped_page();
	badstr[0] = NULL;
	badstr[1] = hole;
	badstr[2] = KERNEL_ADDR;

	prog = kprobe_prog(_metadata);
	if (prog < 0)
		return;
	EXPECT_EQ(0, kmulti(prog, good, 1, NULL));
	/* the array in a read-only page */
	EXPECT_EQ(0, kmulti(prog, ro, 2, NULL));
	/*
	 * No such function: with MODULES, ftrace_lookup_symbols() searches
	 * the modules too and fails with -ESRCH; without, the module walk's
	 * -EOPNOTSUPP counts as found and the attach fails with -EINVAL.
	 */
	r = kmulti(prog, unknown, 1, NULL);
	EXPECT_TRUE(r == -EINVAL || r == -ESRCH) TH_LOG("unknown sym: %s", strerror(-r));

	/* neither syms nor addrs */
	EXPECT_EQ(-EINVAL, kmulti(prog, NULL, 1, NULL));
	/* bad arrays */
	EXPECT_EQ(-EFAULT, kmulti(prog, hole, 1, NULL));
	EXPECT_EQ(-EFAULT, kmulti(prog, KERNEL_ADDR, 1, NULL));
	EXPECT_EQ(-EFAULT, kmulti(prog, rop, 1, NULL));	/* 0x5a5a... */
	/* first element good, the second in an unmapped page */
	EXPECT_EQ(0, kmulti(prog, pe, 1, NULL));
	EXPECT_EQ(-EFAULT, kmulti(prog, pe, 2, NULL));
	/* a bad pointer in the array */
	for (i = 0; i < sizeof(badstr) / sizeof(badstr[0]); i++) {
		const void *arr[] = { SYM1, badstr[i] };

		EXPECT_EQ(-EFAULT, kmulti(prog, arr, 2, NULL))
			TH_LOG("string %p", badstr[i]);
	}
	/* a bad cookies array is read before the names */
	EXPECT_EQ(-EFAULT, kmulti(prog, good, 2, hole));
	close(prog);
}

/* An array of names straddling the end of user space. */
TEST(kprobe_multi_syms_straddle)
{
	void *straddle = straddle_end(2 * sizeof(long));
	int prog;

	if (no_top_page(_metadata, straddle))
		return;
	prog = kprobe_prog(_metadata);
	if (prog < 0)
		return;
	EXPECT_EQ(-EFAULT, kmulti(prog, straddle, 2, NULL));
	close(prog);
}

static __attribute__((noinline, noclone)) int target(int x)
{
	asm volatile("" : "+r"(x) : : "memory");
	return x + 7;
}

/*
 * A uprobe_multi program, checked to attach to @exe at @offs[0]: its fd,
 * or -1 once the test is a SKIP (no such program or link).
 */
static int uprobe_prog(struct __test_metadata *_metadata, const char *exe,
		       unsigned long *offs)
{
	int prog, r;

	prog = prog_load(TRACE_UPROBE_MULTI);
	if (prog < 0)
		SKIP(return -1, "BPF_PROG_LOAD uprobe_multi: %s",
		     strerror(errno));

	r = umulti(prog, exe, offs, NULL, NULL, 1);
	if (r == -EOPNOTSUPP || r == -ENOSYS)
		SKIP(return -1, "uprobe_multi link: %s", strerror(-r));
	EXPECT_EQ(0, r) TH_LOG("good offsets: %s", strerror(-r));
	return prog;
}

/* A bad array as each of offsets, ref_ctr_offsets and cookies. */
static void try_bad_array(struct __test_metadata *_metadata, int prog,
			  const char *exe, unsigned long *offs,
			  unsigned long *b)
{
	EXPECT_EQ(-EFAULT, umulti(prog, exe, b, NULL, NULL, 2))
		TH_LOG("offsets %p", b);
	EXPECT_EQ(-EFAULT, umulti(prog, exe, offs, b, NULL, 2))
		TH_LOG("ref_ctr_offsets %p", b);
	EXPECT_EQ(-EFAULT, umulti(prog, exe, offs, NULL, b, 2))
		TH_LOG("cookies %p", b);
}

TEST(uprobe_multi_arrays)
{
	const char *exe = "/proc/self/exe";
	long off = file_offset((uintptr_t)target, NULL, 0);
	unsigned long offs[2], zero[2] = { 0, 0 }, cookies[2] = { 1, 2 };
	unsigned long *ro_offs, *pe, *bad_arrays[3];
	unsigned int i;
	int prog;

	ASSERT_GT(off, 0);
	offs[0] = offs[1] = off;
	ro_offs = ro_array(offs, 2);
	pe = page_end_array(off);
	bad_arrays[0] = unmapped_page();
	bad_arrays[1] = KERNEL_ADDR;
	bad_arrays[2] = pe;	/* 2nd element unmapped */

	prog = uprobe_prog(_metadata, exe, offs);
	if (prog < 0)
		return;
	EXPECT_EQ(0, umulti(prog, exe, offs, zero, cookies, 2));
	EXPECT_EQ(0, umulti(prog, exe, ro_offs, ro_offs + 2, ro_offs + 2, 2));
	EXPECT_EQ(0, umulti(prog, exe, pe, NULL, NULL, 1));
	/* the probed function still works after the links are gone */
	EXPECT_EQ(8, target(1));

	/* mandatory fields */
	EXPECT_EQ(-EINVAL, umulti(prog, NULL, offs, NULL, NULL, 1));
	EXPECT_EQ(-EINVAL, umulti(prog, exe, NULL, NULL, NULL, 1));
	EXPECT_EQ(-EINVAL, umulti(prog, exe, offs, NULL, NULL, 0));
	/* bad path */
	EXPECT_EQ(-EFAULT, umulti(prog, (char *)bad_arrays[0], offs, NULL, NULL, 1));
	EXPECT_EQ(-EFAULT, umulti(prog, KERNEL_ADDR, offs, NULL, NULL, 1));
	/* negative offset */
	offs[1] = -8;
	EXPECT_EQ(-EINVAL, umulti(prog, exe, offs, NULL, NULL, 2));
	offs[1] = off;

	for (i = 0; i < 3; i++)
		try_bad_array(_metadata, prog, exe, offs, bad_arrays[i]);
	EXPECT_EQ(8, target(1));
	close(prog);
}

/* The arrays straddling the end of user space. */
TEST(uprobe_multi_arrays_straddle)
{
	const char *exe = "/proc/self/exe";
	long off = file_offset((uintptr_t)target, NULL, 0);
	unsigned long offs[2], *straddle = straddle_end(2 * sizeof(long));
	int prog;

	ASSERT_GT(off, 0);
	if (no_top_page(_metadata, straddle))
		return;
	offs[0] = offs[1] = off;
	prog = uprobe_prog(_metadata, exe, offs);
	if (prog < 0)
		return;
	try_bad_array(_metadata, prog, exe, offs, straddle);
	EXPECT_EQ(8, target(1));
	close(prog);
}

TEST_HARNESS_MAIN
