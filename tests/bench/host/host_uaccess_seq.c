// SPDX-License-Identifier: GPL-2.0
/*
 * Host-side microbenchmark of the instruction sequences that the removal
 * of x86's __get_user()/__put_user() trades: the nocheck helpers of
 * arch/x86/lib/getuser.S and putuser.S (6.12) against the checked ones.
 *
 *   R0  __get_user_nocheck_8: lfence; movq (%rax),%rdx
 *   R1  __get_user_8:         movabs $USER_PTR_MAX,%rdx; cmp %rdx,%rax;
 *                             cmova %rdx,%rax; movq (%rax),%rdx
 *   W0  __put_user_nocheck_8: movq %rax,(%rcx)
 *   W1  __put_user_8:         mov %rcx,%rbx; sar $63,%rbx; or %rbx,%rcx;
 *                             movq %rax,(%rcx)
 *
 * USER_PTR_MAX is a runtime constant (RUNTIME_CONST_PTR, an imm64 patched
 * at boot) of TASK_SIZE_MAX, 0x00007ffffffff000 with 4-level paging.
 * What both helpers share (the call, STAC, xor of the error register,
 * CLAC, ret) is left out: user space cannot run STAC/CLAC.  The address
 * is a user address below USER_PTR_MAX, so the masking leaves it as is.
 *
 * Each variant is a loop of N iterations of 8 copies of its sequence,
 * timed with the TSC (lfence; rdtsc; lfence before, rdtscp; lfence or
 * lfence; rdtsc; lfence after), in two forms: independent (the address
 * comes from a register every time, nothing carries from one sequence to
 * the next) and dependent (the next address is the value just loaded:
 * pointer chasing on a self-pointing cell; for writes, the store's
 * address comes from such a chase, and the checked write's masked
 * address feeds the next load).  A chain of 1-cycle adds (ADDd), timed
 * in every run, converts ticks to estimated core cycles run by run.
 * The runs interleave the variants, rotating their order, and the table
 * gives median and spread of the TSC ticks per sequence over the runs.
 *
 * This is a measurement, not a test: exit status 0 unless it cannot run.
 * Usage: host_uaccess_seq [RUNS [N]]   (x86-64 only)
 */
#define _GNU_SOURCE
#include <cpuid.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef __x86_64__
#error "host_uaccess_seq: x86-64 only"
#endif

#define USER_PTR_MAX_STR "0x00007ffffffff000"
#define REPT ".rept 8\n"
#define UNROLL 8

/* the self-pointing cell of the read chains, and the write targets */
static uint64_t rcell[8] __attribute__((aligned(64)));
static uint64_t wcell[8] __attribute__((aligned(64)));

typedef void (*loop_fn)(uint64_t n, uint64_t *p);

/* Each loop: asm volatile, explicit registers as in the helpers */
#define LOOP(name, pre, body, ...)					\
static __attribute__((noinline)) void name(uint64_t n, uint64_t *p)	\
{									\
	asm volatile(pre						\
		     ".p2align 6\n"					\
		     "1:\n"						\
		     REPT body ".endr\n"				\
		     "dec %[n]\n"					\
		     "jnz 1b\n"						\
		     : [n] "+r" (n)					\
		     : [p] "r" (p)					\
		     : "memory", "cc", ##__VA_ARGS__);			\
}

/* baselines */
LOOP(b_empty, "", "")
LOOP(b_load, "",
     "mov %[p],%%rax\n\t"
     "movq (%%rax),%%rdx\n", "rax", "rdx")
/* independent */
LOOP(r0_ind, "",
     "mov %[p],%%rax\n\t"
     "lfence\n\t"
     "movq (%%rax),%%rdx\n", "rax", "rdx")
LOOP(r1_ind, "",
     "mov %[p],%%rax\n\t"
     "movabsq $" USER_PTR_MAX_STR ",%%rdx\n\t"
     "cmp %%rdx,%%rax\n\t"
     "cmova %%rdx,%%rax\n\t"
     "movq (%%rax),%%rdx\n", "rax", "rdx")
LOOP(w0_ind, "mov $0x5a,%%eax\n",
     "mov %[p],%%rcx\n\t"
     "movq %%rax,(%%rcx)\n", "rax", "rcx")
LOOP(w1_ind, "mov $0x5a,%%eax\n",
     "mov %[p],%%rcx\n\t"
     "mov %%rcx,%%rbx\n\t"
     "sar $63,%%rbx\n\t"
     "or %%rbx,%%rcx\n\t"
     "movq %%rax,(%%rcx)\n", "rax", "rbx", "rcx")
/* dependent: *p == p, the loaded value is the next address */
LOOP(b_load_dep, "mov %[p],%%rax\n",
     "movq (%%rax),%%rdx\n\t"
     "mov %%rdx,%%rax\n", "rax", "rdx")
LOOP(r0_dep, "mov %[p],%%rax\n",
     "lfence\n\t"
     "movq (%%rax),%%rdx\n\t"
     "mov %%rdx,%%rax\n", "rax", "rdx")
LOOP(r1_dep, "mov %[p],%%rax\n",
     "movabsq $" USER_PTR_MAX_STR ",%%rdx\n\t"
     "cmp %%rdx,%%rax\n\t"
     "cmova %%rdx,%%rax\n\t"
     "movq (%%rax),%%rdx\n\t"
     "mov %%rdx,%%rax\n", "rax", "rdx")
/*
 * dependent writes: the store to (%rcx) as in the helper, then the next
 * address is loaded from the cell next to it, 8(%rcx), which points back
 * at the cell: the store address sits on a pointer chase, and the checked
 * helper's mask on the chain.  (Storing the address and loading it back
 * from (%rcx) is no chain on CPUs that rename memory, Zen 5 among them.)
 */
LOOP(w0_dep, "mov %[p],%%rcx\n" "mov $0x5a,%%eax\n",
     "movq %%rax,(%%rcx)\n\t"
     "movq 8(%%rcx),%%rcx\n", "rax", "rcx")
LOOP(w1_dep, "mov %[p],%%rcx\n" "mov $0x5a,%%eax\n",
     "mov %%rcx,%%rbx\n\t"
     "sar $63,%%rbx\n\t"
     "or %%rbx,%%rcx\n\t"
     "movq %%rax,(%%rcx)\n\t"
     "movq 8(%%rcx),%%rcx\n", "rax", "rbx", "rcx")
/* calibration: a chain of 1-cycle adds, core cycles per TSC tick */
LOOP(add_dep, "xor %%eax,%%eax\n",
     "add $1,%%rax\n", "rax")

struct variant {
	const char *name, *what;
	loop_fn fn;
	uint64_t *arg;
};

static struct variant variants[] = {
	{ "B0",   "empty loop (dec/jnz per 8)",      b_empty,    rcell },
	{ "BL",   "plain load, no fence",            b_load,     rcell },
	{ "R0",   "nocheck read: lfence + load",     r0_ind,     rcell },
	{ "R1",   "checked read: mask + load",       r1_ind,     rcell },
	{ "W0",   "nocheck write: store",            w0_ind,     wcell },
	{ "W1",   "checked write: mask + store",     w1_ind,     wcell },
	{ "BLd",  "plain pointer chase",             b_load_dep, rcell },
	{ "R0d",  "nocheck read chain",              r0_dep,     rcell },
	{ "R1d",  "checked read chain",              r1_dep,     rcell },
	{ "W0d",  "nocheck write in a chase",        w0_dep,     wcell },
	{ "W1d",  "checked write in a chase",        w1_dep,     wcell },
	{ "ADDd", "add chain (1 core cycle each)",   add_dep,    rcell },
};
#define NV (sizeof(variants) / sizeof(variants[0]))
enum { B0, BL, R0, R1, W0, W1, BLD, R0D, R1D, W0D, W1D, ADD };

static const struct { const char *label; int a, b; } cmps[] = {
	{ "read,  independent: R1/R0",  R1,  R0 },
	{ "write, independent: W1/W0",  W1,  W0 },
	{ "read,  dependent: R1d/R0d",  R1D, R0D },
	{ "write, dependent: W1d/W0d",  W1D, W0D },
	{ "lfence alone: R0/BL",        R0,  BL },
	{ "lfence in a chain: R0d/BLd", R0D, BLD },
	{ "mask in a chain: R1d/BLd",   R1D, BLD },
};

static int have_rdtscp;

static inline uint64_t tsc_begin(void)
{
	uint32_t lo, hi;

	asm volatile("lfence\n\trdtsc\n\tlfence" : "=a" (lo), "=d" (hi) :: "memory");
	return (uint64_t)hi << 32 | lo;
}

static inline uint64_t tsc_end(void)
{
	uint32_t lo, hi, aux;

	if (have_rdtscp)
		asm volatile("rdtscp\n\tlfence" : "=a" (lo), "=d" (hi), "=c" (aux) :: "memory");
	else
		asm volatile("lfence\n\trdtsc\n\tlfence" : "=a" (lo), "=d" (hi) :: "memory");
	return (uint64_t)hi << 32 | lo;
}

static double ticks_per_seq(const struct variant *v, uint64_t n)
{
	uint64_t t0, t1;

	t0 = tsc_begin();
	v->fn(n, v->arg);
	t1 = tsc_end();
	return (double)(t1 - t0) / (double)(n * UNROLL);
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* the value at fraction q of the sorted array, interpolated */
static double quantile(const double *s, int n, double q)
{
	double i = q * (n - 1);
	int k = (int)i;

	return k + 1 < n ? s[k] + (i - k) * (s[k + 1] - s[k]) : s[k];
}

static void cpuinfo_line(const char *key, char *out, size_t len)
{
	FILE *f = fopen("/proc/cpuinfo", "r");
	char line[4096];
	size_t kl = strlen(key);

	snprintf(out, len, "?");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		char *c = strchr(line, ':');

		if (strncmp(line, key, kl) || !c || (line[kl] != ' ' && line[kl] != '\t'))
			continue;
		c += 1 + (c[1] == ' ');
		c[strcspn(c, "\n")] = 0;
		snprintf(out, len, "%s", c);
		break;
	}
	fclose(f);
}

static int has_flag(const char *flags, const char *flag)
{
	size_t l = strlen(flag);

	for (const char *s = flags; (s = strstr(s, flag)); s += l)
		if ((s == flags || s[-1] == ' ') && (s[l] == ' ' || !s[l]))
			return 1;
	return 0;
}

static double tsc_mhz(void)
{
	struct timespec a, b;
	uint64_t t0, t1;

	clock_gettime(CLOCK_MONOTONIC, &a);
	t0 = tsc_begin();
	do
		clock_gettime(CLOCK_MONOTONIC, &b);
	while ((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec) < 50e6);
	t1 = tsc_end();
	return (t1 - t0) / (((b.tv_sec - a.tv_sec) * 1e9 + (b.tv_nsec - a.tv_nsec)) / 1e3);
}

static void header(void)
{
	static char model[256], fam[32], mod[32], step[32], flags[4096];
	unsigned a, b, c, d, maxext = __get_cpuid_max(0x80000000, NULL);
	int inv = 0, lfser = -1;

	cpuinfo_line("model name", model, sizeof(model));
	cpuinfo_line("cpu family", fam, sizeof(fam));
	cpuinfo_line("model", mod, sizeof(mod));
	cpuinfo_line("stepping", step, sizeof(step));
	cpuinfo_line("flags", flags, sizeof(flags));
	if (maxext >= 0x80000001 && __get_cpuid(0x80000001, &a, &b, &c, &d))
		have_rdtscp = !!(d & (1u << 27));
	if (maxext >= 0x80000007 && __get_cpuid(0x80000007, &a, &b, &c, &d))
		inv = !!(d & (1u << 8));
	if (maxext >= 0x80000021 && __get_cpuid(0x80000021, &a, &b, &c, &d))
		lfser = !!(a & (1u << 2));

	printf("cpu: %s (family %s model %s stepping %s), on cpu %d\n",
	       model, fam, mod, step, sched_getcpu());
	printf("tsc: constant_tsc %s, nonstop_tsc %s (/proc/cpuinfo); "
	       "invariant TSC in CPUID 0x80000007: %s; ~%.0f MHz\n",
	       has_flag(flags, "constant_tsc") ? "yes" : "no",
	       has_flag(flags, "nonstop_tsc") ? "yes" : "no",
	       inv ? "yes" : "no (not passed through?)", tsc_mhz());
	printf("rdtscp: %s; LFENCE always serializing (CPUID 0x80000021 EAX[2]): %s\n",
	       have_rdtscp ? "yes, end of timing: rdtscp; lfence"
			   : "not advertised, end of timing: lfence; rdtsc; lfence",
	       lfser < 0 ? "leaf absent" : lfser ? "yes" : "no");
}

int main(int argc, char **argv)
{
	int runs = argc > 1 ? atoi(argv[1]) : 21;
	uint64_t n = argc > 2 ? strtoull(argv[2], NULL, 0) : 1 << 15;
	static double t[NV][1001], s[1001], med[NV], cyc[NV];
	char load[128] = "?";
	FILE *f;

	if (runs < 1 || runs > 1001 || n < 1) {
		fprintf(stderr, "usage: host_uaccess_seq [RUNS(1..1001) [N]]\n");
		return 2;
	}
	rcell[0] = (uint64_t)(uintptr_t)rcell;
	wcell[1] = (uint64_t)(uintptr_t)wcell;
	if ((uint64_t)(uintptr_t)rcell >= 0x00007ffffffff000ull ||
	    (uint64_t)(uintptr_t)wcell >= 0x00007ffffffff000ull) {
		fprintf(stderr, "host_uaccess_seq: cells above USER_PTR_MAX\n");
		return 2;
	}
	f = fopen("/proc/loadavg", "r");
	if (f) {
		if (fgets(load, sizeof(load), f))
			load[strcspn(load, "\n")] = 0;
		fclose(f);
	}
	header();
	printf("runs: %d, each every variant once in rotated order; "
	       "N = %llu loops x %d sequences per timing\n",
	       runs, (unsigned long long)n, UNROLL);
	printf("loadavg at start: %s\n", load);

	for (unsigned i = 0; i < NV; i++)	/* warm up code, data, predictors */
		ticks_per_seq(&variants[i], n);
	for (int r = 0; r < runs; r++)
		for (unsigned k = 0; k < NV; k++) {
			unsigned i = (k + r) % NV;

			t[i][r] = ticks_per_seq(&variants[i], n);
		}
	/* the chains must still point at their cells */
	if (rcell[0] != (uint64_t)(uintptr_t)rcell || wcell[1] != (uint64_t)(uintptr_t)wcell ||
	    wcell[0] != 0x5a) {
		fprintf(stderr, "host_uaccess_seq: a cell changed\n");
		return 1;
	}

	/* per run, ticks over that run's ticks per add: core cycles, roughly */
	for (unsigned i = 0; i < NV; i++) {
		for (int r = 0; r < runs; r++)
			s[r] = t[i][r] / t[ADD][r];
		qsort(s, runs, sizeof(double), cmp_double);
		cyc[i] = quantile(s, runs, 0.5);
	}
	printf("\nTSC ticks per sequence (reference cycles at the TSC rate, not core\n"
	       "cycles) over %d runs; cyc~: median over runs of ticks / ADDd ticks\n"
	       "of the same run, an estimate of core cycles\n", runs);
	printf("%-5s %-30s %7s %7s %7s %7s %7s %7s %7s\n", "var", "sequence",
	       "median", "min", "q1", "q3", "max", "-B0", "cyc~");
	for (unsigned i = 0; i < NV; i++) {
		memcpy(s, t[i], runs * sizeof(double));
		qsort(s, runs, sizeof(double), cmp_double);
		med[i] = quantile(s, runs, 0.5);
		printf("%-5s %-30s %7.3f %7.3f %7.3f %7.3f %7.3f %7.3f %7.2f\n",
		       variants[i].name, variants[i].what, med[i], s[0],
		       quantile(s, runs, 0.25), quantile(s, runs, 0.75),
		       s[runs - 1], med[i] - med[0], cyc[i]);
	}
	printf("\nADDd median %.3f ticks per 1-cycle add: ~%.2f core cycles per TSC tick\n",
	       med[ADD], 1.0 / med[ADD]);

	printf("\n%-28s %7s %7s %9s %7s %9s\n", "checked vs nocheck (medians)",
	       "ratio", "diff", "ratio-B0", "cyc~", "diff cyc~");
	for (unsigned k = 0; k < sizeof(cmps) / sizeof(cmps[0]); k++) {
		int a = cmps[k].a, b = cmps[k].b;

		printf("%-28s %7.3f %7.3f %9.3f %7.3f %9.2f\n", cmps[k].label,
		       med[a] / med[b], med[a] - med[b],
		       (med[a] - med[0]) / (med[b] - med[0]),
		       cyc[a] / cyc[b], cyc[a] - cyc[b]);
	}
	return 0;
}
