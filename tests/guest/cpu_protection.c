// SPDX-License-Identifier: GPL-2.0
/*
 * The protections the series must keep intact are on in the guest:
 * SMAP (user access only inside STAC/CLAC, which the KUnit suites'
 * EFLAGS.AC checks read, and which return silently without it) and SMEP.
 * Both come from QEMU's -cpu max (arch/x86_64.mk, arch/i386.mk); a CPU
 * model or a kernel (nosmap, nosmep) without them must fail the run, not
 * skip.  ppc64le's KUAP and arm64's PAN are checked on the console
 * instead (BOOT_MUST_SAY).
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include "kselftest_harness.h"

#if !defined(__x86_64__) && !defined(__i386__)
#error "x86 only: the other architectures check theirs with BOOT_MUST_SAY"
#endif

/* Is @flag a word of every CPU's "flags" line?  Returns the CPU count. */
static int every_cpu_has(const char *flag, int *missing)
{
	char line[4096], want[64];
	FILE *f = fopen("/proc/cpuinfo", "r");
	int cpus = 0;

	*missing = 0;
	if (!f)
		return -1;
	snprintf(want, sizeof(want), " %s ", flag);
	while (fgets(line, sizeof(line), f)) {
		char *v;

		if (strncmp(line, "flags", 5) || !(v = strchr(line, ':')))
			continue;
		/* words are space-separated: pad both ends to match one */
		*v = ' ';
		v[strcspn(v, "\n")] = ' ';
		cpus++;
		if (!strstr(v, want))
			(*missing)++;
	}
	fclose(f);
	return cpus;
}

static void check(struct __test_metadata *_metadata, const char *flag)
{
	int missing, cpus = every_cpu_has(flag, &missing);

	ASSERT_LT(0, cpus) TH_LOG("no flags line in /proc/cpuinfo");
	EXPECT_EQ(0, missing) TH_LOG("%s missing on %d of %d CPUs", flag,
				      missing, cpus);
}

TEST(smap)
{
	check(_metadata, "smap");
}

TEST(smep)
{
	check(_metadata, "smep");
}

TEST_HARNESS_MAIN
