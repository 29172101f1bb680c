// SPDX-License-Identifier: GPL-2.0
/*
 * What clang before 17 cannot build in a scoped user access region (the
 * comment of __scoped_user_access() in include/linux/uaccess.h says why):
 * scripts/compile-check compiles this file in the patched tree of each
 * clang target, once with ONE_REGION, which must build, and once with
 * TWO_REGIONS, which such a clang must reject.  So the clang build of the
 * objects the series touches is shown to fail on a function that would
 * hit the constraint.
 */
#include <linux/types.h>
#include <linux/uaccess.h>

#ifdef ONE_REGION
int probe_one_region(u32 __user *p, u32 a, u32 b);
int probe_one_region(u32 __user *p, u32 a, u32 b)
{
	scoped_user_write_access_size(p, 2 * sizeof(*p), efault) {
		unsafe_put_user(a, p, efault);
		unsafe_put_user(b, p + 1, efault);
	}
	return 0;
efault:
	return -EFAULT;
}
#endif

#ifdef TWO_REGIONS
int probe_two_regions(u32 __user *p, u32 __user *q, u32 a);
int probe_two_regions(u32 __user *p, u32 __user *q, u32 a)
{
	scoped_user_write_access(p, efault) {
		unsafe_put_user(a, p, efault);
	}
	scoped_user_write_access(q, efault) {
		unsafe_put_user(a, q, efault);
	}
	return 0;
efault:
	return -EFAULT;
}
#endif
