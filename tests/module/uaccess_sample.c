// SPDX-License-Identifier: GPL-2.0
/*
 * A misc device whose ioctls use __get_user()/__put_user() the way
 * out-of-tree drivers do, as input for scripts/convert-uaccess:
 * a struct read and written field by field after access_ok(), an array
 * read and written element by element, a length written back, and a
 * result returned with __put_user(); a compat ioctl reads the 32-bit
 * layout field by field.
 */
#include <linux/compat.h>
#include <linux/fs.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/uaccess.h>
#include "uaccess_sample.h"

struct compat_uas_buf {
	compat_uptr_t data;
	__u32 len;
	__u32 done;
};

static DEFINE_MUTEX(uas_lock);
static struct uas_req uas_req;
static u64 uas_sum;

static long uas_setreq(struct uas_req __user *ureq)
{
	struct uas_req req;

	if (!access_ok(ureq, sizeof(*ureq)))
		return -EFAULT;
	if (__get_user(req.op, &ureq->op) ||
	    __get_user(req.flags, &ureq->flags) ||
	    __get_user(req.value, &ureq->value))
		return -EFAULT;
	mutex_lock(&uas_lock);
	uas_req = req;
	mutex_unlock(&uas_lock);
	return 0;
}

static long uas_getreq(struct uas_req __user *ureq)
{
	struct uas_req req;
	int err = 0;

	mutex_lock(&uas_lock);
	req = uas_req;
	mutex_unlock(&uas_lock);
	if (!access_ok(ureq, sizeof(*ureq)))
		return -EFAULT;
	/* in order: a fault part way leaves the earlier fields written */
	err |= __put_user(req.op, &ureq->op);
	err |= __put_user(req.flags, &ureq->flags);
	err |= __put_user(req.value, &ureq->value);
	return err;
}

/*
 * The array ioctls: on a fault at element i > 0, done = i and success
 * (like a short read); at element 0, -EFAULT and done untouched.
 */
static long uas_array(unsigned int cmd, u32 __user *data, u32 len,
		      u32 __user *udone)
{
	u64 sum = 0;
	u32 i, v;

	if (len > UAS_MAX_LEN)
		return -EINVAL;
	if (!access_ok(data, len * sizeof(*data)))
		return -EFAULT;
	for (i = 0; i < len; i++) {
		if (cmd == UAS_IOC_SUM) {
			if (__get_user(v, data + i))
				break;
			sum += v;
		} else {
			if (__put_user(i + 1, &data[i]))
				break;
		}
	}
	if (i == 0 && len)
		return -EFAULT;
	if (cmd == UAS_IOC_SUM) {
		mutex_lock(&uas_lock);
		uas_sum = sum;
		mutex_unlock(&uas_lock);
	}
	return __put_user(i, udone);
}

static long uas_buf_ioctl(unsigned int cmd, struct uas_buf __user *ubuf)
{
	u32 __user *data;
	u32 len;

	if (!access_ok(ubuf, sizeof(*ubuf)))
		return -EFAULT;
	if (__get_user(data, &ubuf->data) || __get_user(len, &ubuf->len))
		return -EFAULT;
	return uas_array(cmd, data, len, &ubuf->done);
}

static long uas_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	void __user *uarg = (void __user *)arg;
	u64 sum;

	switch (cmd) {
	case UAS_IOC_SETREQ:
		return uas_setreq(uarg);
	case UAS_IOC_GETREQ:
		return uas_getreq(uarg);
	case UAS_IOC_SUM:
	case UAS_IOC_FILL:
		return uas_buf_ioctl(cmd, uarg);
	case UAS_IOC_RESULT:
		mutex_lock(&uas_lock);
		sum = uas_sum;
		mutex_unlock(&uas_lock);
		return put_user(sum, (u64 __user *)uarg);
	}
	return -ENOTTY;
}

#ifdef CONFIG_COMPAT
static long uas_compat_buf_ioctl(unsigned int cmd,
				 struct compat_uas_buf __user *ubuf)
{
	compat_uptr_t data;
	u32 len;

	if (!access_ok(ubuf, sizeof(*ubuf)))
		return -EFAULT;
	if (__get_user(data, &ubuf->data))
		return -EFAULT;
	if (__get_user(len, &ubuf->len))
		return -EFAULT;
	return uas_array(cmd, compat_ptr(data), len, &ubuf->done);
}

static long uas_compat_ioctl(struct file *file, unsigned int cmd,
			     unsigned long arg)
{
	void __user *uarg = compat_ptr(arg);

	switch (cmd) {
	case _IOC(_IOC_READ | _IOC_WRITE, 'u', 3, sizeof(struct compat_uas_buf)):
		return uas_compat_buf_ioctl(UAS_IOC_SUM, uarg);
	case _IOC(_IOC_READ | _IOC_WRITE, 'u', 4, sizeof(struct compat_uas_buf)):
		return uas_compat_buf_ioctl(UAS_IOC_FILL, uarg);
	}
	/* struct uas_req and u64 have the same layout */
	return uas_ioctl(file, cmd, (unsigned long)uarg);
}
#endif

static const struct file_operations uas_fops = {
	.owner		= THIS_MODULE,
	.unlocked_ioctl	= uas_ioctl,
#ifdef CONFIG_COMPAT
	.compat_ioctl	= uas_compat_ioctl,
#endif
};

static struct miscdevice uas_misc = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= "uaccess_sample",
	.fops	= &uas_fops,
	.mode	= 0666,
};
module_misc_device(uas_misc);

MODULE_DESCRIPTION("__get_user()/__put_user() conversion sample");
MODULE_LICENSE("GPL");
