// SPDX-License-Identifier: GPL-2.0
/*
 * arch/x86/kernel/fpu/signal.c and xstate.h: the single fields of the
 * FPU part of a signal frame, around the XSAVE image.  Delivery writes
 * the second magic word after the image (save_xstate_epilog()), sets
 * FP|SSE in the XSAVE header (set_xfeature_in_sigframe()), stores the
 * task's PKRU (update_pkru_in_sigframe()) and, in a 32-bit frame, the
 * fsave header's status and magic words (save_fsave_header()).
 * Sigreturn reads the second magic word (check_xstate_in_sigframe()):
 * present, the whole XSAVE image is restored; not there, only the
 * legacy FP/SSE part, and the AVX upper halves are reset; in an
 * unmapped page, sigreturn fails and the task gets SIGSEGV.
 *
 * Built 64-bit (native frames) and 32-bit (ia32 frames with the fsave
 * header).  The signal is delivered on an alternate stack filled with
 * 0xa5 first, so a field the kernel failed to store shows as 0xa5.
 */
#define _GNU_SOURCE
#include <cpuid.h>
#include <signal.h>
#include <stdint.h>
#include <ucontext.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include "kselftest_harness.h"
#include "uaccess_util.h"

#define ALTSTACK_SIZE	(64 * 1024)
#define FSAVE_HDR	112	/* struct fregs_state: the ia32 frame's header */
#define MIN_XSTATE	576	/* legacy area + XSAVE header */
#define PKRU_TEST	0x55555558u	/* pkey 1 write-disabled, others as init */

/* the software bytes at offset 464 of the legacy area (uapi sigcontext.h) */
struct sw_bytes {
	uint32_t magic1;
	uint32_t extended_size;
	uint64_t xfeatures;
	uint32_t xstate_size;
	uint32_t padding[7];
};

/* the start of an ia32 frame's fpstate (uapi struct _fpstate_32) */
struct fsave_hdr {
	uint32_t cw, sw, tag, ipoff, cssel, dataoff, datasel;
	uint8_t st[80];
	uint16_t status;
	uint16_t magic;
};

enum action { LOOK, CLEAR_MAGIC2, MOVE_GOOD, MOVE_TO_HOLE };

static char *altstack;
static volatile enum action action;
static volatile int handled;
/* what the handler saw in the frame */
static volatile uint32_t seen_magic1, seen_magic2, seen_pkru;
static volatile uint64_t seen_xfeatures;
static volatile uint16_t seen_status, seen_sw, seen_magic;
static char *moved;	/* where MOVE_* copies the FPU state to */

/* CPUID(0xd, 9).EBX: the offset of PKRU in a standard-format XSAVE image */
static unsigned int pkru_offset(void)
{
	unsigned int a, b, c, d;

	__cpuid_count(0xd, 9, a, b, c, d);
	return b;
}

static int cpu_has_avx(void)
{
	unsigned int a, b, c, d;

	__cpuid(1, a, b, c, d);
	return (c & bit_AVX) && (c & bit_OSXSAVE);
}

static int cpu_has_ospke(void)
{
	unsigned int a, b, c, d;

	__cpuid_count(7, 0, a, b, c, d);
	return !!(c & bit_OSPKE);
}

static uint32_t rdpkru(void)
{
	uint32_t eax, edx;

	asm volatile(".byte 0x0f,0x01,0xee" : "=a"(eax), "=d"(edx) : "c"(0));
	return eax;
}

static void wrpkru(uint32_t v)
{
	asm volatile(".byte 0x0f,0x01,0xef" : : "a"(v), "c"(0), "d"(0) : "memory");
}

static void handler(int sig, siginfo_t *si, void *ucv)
{
	ucontext_t *uc = ucv;
	char *buf = (char *)uc->uc_mcontext.fpregs;	/* the frame's fpstate */
	char *fx = buf;
	struct sw_bytes *sw;
	size_t hdr = 0;

#ifndef __x86_64__
	struct fsave_hdr *f32 = (struct fsave_hdr *)buf;

	seen_status = f32->status;
	seen_magic = f32->magic;
	seen_sw = (uint16_t)f32->sw;
	hdr = FSAVE_HDR;
	fx = buf + hdr;
#endif
	sw = (struct sw_bytes *)(fx + 464);
	handled++;
	seen_magic1 = sw->magic1;
	seen_magic2 = *(uint32_t *)(fx + sw->xstate_size);
	seen_xfeatures = *(uint64_t *)(fx + 512);
	seen_pkru = *(uint32_t *)(fx + pkru_offset());

	switch (action) {
	case LOOK:
		break;
	case CLEAR_MAGIC2:
		*(uint32_t *)(fx + sw->xstate_size) = 0;
		break;
	case MOVE_GOOD:
		/* the whole state, magic2 included; the XSAVE image 64-byte aligned */
		memcpy(moved + 128 - hdr, buf, hdr + sw->xstate_size + 4);
		uc->uc_mcontext.fpregs = (void *)(moved + 128 - hdr);
		break;
	case MOVE_TO_HOLE:
		/*
		 * A state that says it is MIN_XSTATE bytes long and ends where
		 * an unmapped page begins: its second magic word is there.
		 */
		sw->xstate_size = MIN_XSTATE;
		memcpy(moved - MIN_XSTATE - hdr, buf, hdr + MIN_XSTATE);
		uc->uc_mcontext.fpregs = (void *)(moved - MIN_XSTATE - hdr);
		break;
	}
}

static void setup(void)
{
	struct sigaction sa = { .sa_sigaction = handler,
				.sa_flags = SA_SIGINFO | SA_ONSTACK };
	stack_t ss = { .ss_size = ALTSTACK_SIZE };

	if (!altstack) {
		altstack = mmap(NULL, ALTSTACK_SIZE, PROT_READ | PROT_WRITE,
				MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (altstack == MAP_FAILED)
			abort();
	}
	ss.ss_sp = altstack;
	if (sigaltstack(&ss, NULL) || sigaction(SIGUSR1, &sa, NULL))
		abort();
	memset(altstack, 0xa5, ALTSTACK_SIZE);
	handled = 0;
}

/* kill(getpid(), SIGUSR1) with ymm0 = @in; ymm0 after it in @out */
static void raise_ymm(const uint8_t *in, uint8_t *out)
{
#ifdef __x86_64__
	long nr = SYS_kill;

	asm volatile("vmovdqu (%[in]), %%ymm0\n\t"
		     "syscall\n\t"
		     "vmovdqu %%ymm0, (%[out])"
		     : "+a"(nr)
		     : [in] "r"(in), [out] "r"(out), "D"((long)getpid()),
		       "S"((long)SIGUSR1)
		     : "rcx", "r11", "xmm0", "memory");
#else
	long nr = SYS_kill;

	asm volatile("vmovdqu (%[in]), %%ymm0\n\t"
		     "int $0x80\n\t"
		     "vmovdqu %%ymm0, (%[out])"
		     : "+a"(nr)
		     : [in] "S"(in), [out] "D"(out), "b"((long)getpid()),
		       "c"((long)SIGUSR1)
		     : "memory");	/* i686: the compiler uses no SSE register */
#endif
}

/* kill(getpid(), SIGUSR1) with one value pushed on the x87 stack */
static void raise_x87(void)
{
#ifdef __x86_64__
	long nr = SYS_kill;

	asm volatile("fld1\n\tsyscall\n\tfstp %%st(0)"
		     : "+a"(nr) : "D"((long)getpid()), "S"((long)SIGUSR1)
		     : "rcx", "r11", "memory");
#else
	long nr = SYS_kill;

	asm volatile("fld1\n\tint $0x80\n\tfstp %%st(0)"
		     : "+a"(nr) : "b"((long)getpid()), "c"((long)SIGUSR1)
		     : "memory");
#endif
}

/* ymm0 through a signal whose handler does @a: 1 if its upper half came back */
static int ymm_upper_kept(struct __test_metadata *_metadata, enum action a)
{
	uint8_t in[32], out[32];
	int i;

	for (i = 0; i < 32; i++)
		in[i] = i + 1;
	memset(out, 0, sizeof(out));
	setup();
	action = a;
	raise_ymm(in, out);
	EXPECT_EQ(1, handled);
	EXPECT_EQ(FP_XSTATE_MAGIC2, seen_magic2);
	/* the legacy (SSE) half is restored in every case */
	EXPECT_EQ(0, memcmp(in, out, 16));
	if (!memcmp(in + 16, out + 16, 16))
		return 1;
	for (i = 16; i < 32; i++)
		EXPECT_EQ(0, out[i]);
	return 0;
}

/* Delivery: every single field the kernel writes is there. */
TEST(frame_fields)
{
	setup();
	action = LOOK;
	raise_x87();
	ASSERT_EQ(1, handled);
	EXPECT_EQ(FP_XSTATE_MAGIC1, seen_magic1);
	EXPECT_EQ(FP_XSTATE_MAGIC2, seen_magic2);
	EXPECT_EQ(3, seen_xfeatures & 3);	/* FP | SSE */
#ifndef __x86_64__
	/* fld1 left TOP = 7 in the status word; magic 0: FXSR state follows */
	EXPECT_EQ(7, (seen_sw >> 11) & 7);
	EXPECT_EQ(seen_sw, seen_status);
	EXPECT_EQ(0, seen_magic);
#endif
}

/* Delivery: the frame holds the task's PKRU, not the handler's. */
TEST(frame_pkru)
{
	struct utsname u;
	uint32_t old;

	/* X86_INTEL_MEMORY_PROTECTION_KEYS is only in 64-bit kernels */
	ASSERT_EQ(0, uname(&u));
	if (strcmp(u.machine, "x86_64"))
		SKIP(return, "a %s kernel has no protection keys", u.machine);
	ASSERT_TRUE(cpu_has_ospke()) TH_LOG("no PKU: the config pins it, -cpu max has it");
	old = rdpkru();
	setup();
	action = LOOK;
	wrpkru(PKRU_TEST);
	kill(getpid(), SIGUSR1);
	EXPECT_EQ(PKRU_TEST, rdpkru());
	wrpkru(old);
	ASSERT_EQ(1, handled);
	EXPECT_EQ(PKRU_TEST, seen_pkru);
	EXPECT_EQ(1, (seen_xfeatures >> 9) & 1);	/* XFEATURE_PKRU */
}

/* Sigreturn, magic2 in place: the whole XSAVE image comes back. */
TEST(sigreturn_good)
{
	ASSERT_TRUE(cpu_has_avx()) TH_LOG("no AVX: -cpu max has it");
	EXPECT_EQ(1, ymm_upper_kept(_metadata, LOOK));
}

/* Sigreturn, magic2 cleared by the handler: legacy state only. */
TEST(sigreturn_magic2_cleared)
{
	ASSERT_TRUE(cpu_has_avx()) TH_LOG("no AVX: -cpu max has it");
	EXPECT_EQ(0, ymm_upper_kept(_metadata, CLEAR_MAGIC2));
}

/* Sigreturn from a state the handler moved elsewhere: good pointer. */
TEST(sigreturn_moved)
{
	ASSERT_TRUE(cpu_has_avx()) TH_LOG("no AVX: -cpu max has it");
	moved = mmap(NULL, 4 * PG, PROT_READ | PROT_WRITE,
		     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_TRUE(moved != MAP_FAILED);
	EXPECT_EQ(1, ymm_upper_kept(_metadata, MOVE_GOOD));
	munmap(moved, 4 * PG);
}

/* Sigreturn whose magic2 lies in an unmapped page: SIGSEGV. */
TEST(sigreturn_magic2_unmapped)
{
	uint8_t in[32] = { 1 }, out[32];
	int status;
	pid_t pid;

	ASSERT_TRUE(cpu_has_avx()) TH_LOG("no AVX: -cpu max has it");
	moved = hole_end();
	pid = fork();
	ASSERT_LE(0, pid);
	if (pid == 0) {
		setup();
		action = MOVE_TO_HOLE;
		raise_ymm(in, out);
		_exit(handled == 1 ? 0 : 2);	/* sigreturn succeeded */
	}
	ASSERT_EQ(pid, waitpid(pid, &status, 0));
	EXPECT_TRUE(WIFSIGNALED(status)) TH_LOG("exited %d", WEXITSTATUS(status));
	if (WIFSIGNALED(status))
		EXPECT_EQ(SIGSEGV, WTERMSIG(status));
}

TEST_HARNESS_MAIN
