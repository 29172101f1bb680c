// SPDX-License-Identifier: GPL-2.0
/// Report (do not rewrite) __get_user()/__put_user() reached, in the
/// same function, after a call that makes the context atomic or
/// disables page faults (pagefault_disable(), preempt_disable(),
/// local_irq_*/local_bh_disable(), spin/raw_spin/read/write_lock*(),
/// rcu_read_lock(), guard(pagefault)) with no matching release on the
/// way.
///
/// When it is right: always as a report.  __get_user() has no
/// might_fault(), so code in atomic context used it without a splat;
/// get_user() under pagefault_disable() is fine (what the upstream
/// series did for futex and uprobes), but under a spinlock or with
/// preemption off and page faults enabled it is a sleeping-in-atomic
/// bug.  A person must choose: get_user() inside pagefault_disable()/
/// guard(pagefault)(), get_kernel_nofault(), or moving the access out.
/// Not seen: atomic context entered by a caller (NMI, IRQ handlers,
/// functions called with a lock held).
///
/// Output: one line per site, "@uaccess FILE:LINE: atomic: MESSAGE".
//
// Confidence: Moderate (path-sensitive, function-local)
// Options: --no-includes --include-headers

@atomic exists@
identifier lk =~ "^(pagefault_disable|preempt_disable|preempt_disable_notrace|local_irq_disable|local_irq_save|local_bh_disable|spin_lock|spin_lock_irq|spin_lock_irqsave|spin_lock_bh|raw_spin_lock|raw_spin_lock_irq|raw_spin_lock_irqsave|read_lock|read_lock_irq|read_lock_irqsave|read_lock_bh|write_lock|write_lock_irq|write_lock_irqsave|write_lock_bh|rcu_read_lock|hard_irq_disable)$";
identifier ul =~ "^(pagefault_enable|preempt_enable|preempt_enable_notrace|preempt_enable_no_resched|local_irq_enable|local_irq_restore|local_bh_enable|spin_unlock|spin_unlock_irq|spin_unlock_irqrestore|spin_unlock_bh|raw_spin_unlock|raw_spin_unlock_irq|raw_spin_unlock_irqrestore|read_unlock|read_unlock_irq|read_unlock_irqrestore|read_unlock_bh|write_unlock|write_unlock_irq|write_unlock_irqrestore|write_unlock_bh|rcu_read_unlock)$";
identifier acc =~ "^(__get_user|__put_user)$";
symbol guard, pagefault;
position pos;
@@
(
lk(...);
|
guard(pagefault)();
)
... when != ul(...)
    when any
acc@pos(...)

@script:python depends on atomic@
pos << atomic.pos;
lk << atomic.lk = "guard(pagefault)";
acc << atomic.acc;
@@
print("@uaccess %s:%s: atomic: %s() after %s() in %s(); the checked accessor may fault and sleep: use pagefault_disable()/guard(pagefault)() or restructure"
      % (pos[0].file, pos[0].line, acc, lk, pos[0].current_element))
