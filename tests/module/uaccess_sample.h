/* SPDX-License-Identifier: GPL-2.0 WITH Linux-syscall-note */
/* Interface of the uaccess_sample misc device (/dev/uaccess_sample). */
#ifndef UACCESS_SAMPLE_H
#define UACCESS_SAMPLE_H

#include <linux/ioctl.h>
#include <linux/types.h>

/* Same layout for 64-bit and 32-bit tasks. */
struct uas_req {
	__u32 op;
	__u32 flags;
	__u64 value;
};

/* Has a pointer: 32-bit tasks use struct compat_uas_buf in the driver. */
struct uas_buf {
	__u32 *data;		/* array of @len u32 */
	__u32 len;		/* in: elements */
	__u32 done;		/* out: elements handled */
};

#define UAS_MAX_LEN	64

#define UAS_IOC_SETREQ	_IOW('u', 1, struct uas_req)	/* store a request */
#define UAS_IOC_GETREQ	_IOR('u', 2, struct uas_req)	/* read it back */
#define UAS_IOC_SUM	_IOWR('u', 3, struct uas_buf)	/* sum data[0..len) */
#define UAS_IOC_FILL	_IOWR('u', 4, struct uas_buf)	/* data[i] = i + 1 */
#define UAS_IOC_RESULT	_IOR('u', 5, __u64)		/* last sum */

#endif
