// SPDX-License-Identifier: GPL-2.0
/// Rewrite __get_user(x, p) -> get_user(x, p) and __put_user(x, p) ->
/// put_user(x, p), the mechanical case.
///
/// When it is right: in process context, on a user pointer, whatever
/// the result is used for (tested as an error, assigned, returned,
/// or'ed into an error, or ignored): both return 0 or -EFAULT, and for a
/// bad pointer the checked accessor gives the same -EFAULT, having also
/// checked the range (so an access_ok() kept only for __get_user() is
/// now redundant but harmless; remove it by hand).  It is NOT right, and
/// this rule leaves the call alone, where uaccess-atomic.cocci or
/// uaccess-kernel-pointer.cocci report it: get_user() may fault and
/// sleep (might_fault()) and rejects kernel addresses.  A result that
/// was ignored stays ignored: the rewrite keeps the old behaviour, a
/// person should still decide whether to check it.  Sites inside a
/// #define body are not seen by spatch and stay for a person.
///
/// Output: the rewrite, and per rewritten site one line
/// "@uaccess FILE:LINE: mechanical: __get_user() -> get_user()" and one
/// "@realign FILE:LINE:COLUMN" (where the name starts, from 0).
//
// Confidence: High
// Options: --no-includes --include-headers

// (no virtual rules)

@initialize:python@
@@
skip = set()

def kernel_typed(T, U, E):
    if "__user" not in U or "*" not in T or "__user" in T:
        return False
    if E.lstrip().startswith("&") and "->" in E:
        return False
    return True

@kcast@
type T, U;
T E;
expression x;
identifier acc =~ "^(__get_user|__put_user)$";
position pos;
@@
acc@pos(x, (U)E)

@script:python@
T << kcast.T;
U << kcast.U;
E << kcast.E;
acc << kcast.acc;
pos << kcast.pos;
@@
if kernel_typed(T, U, E):
    skip.add((pos[0].file, pos[0].line, pos[0].column))

@klocal@
type T, U;
T E;
identifier t;
expression E2;
expression x;
identifier acc =~ "^(__get_user|__put_user)$";
position pos;
@@
(
U t = (U)E;
|
t = (U)E;
)
... when != t = E2
acc@pos(x, t)

@script:python@
T << klocal.T;
U << klocal.U;
E << klocal.E;
t << klocal.t;
acc << klocal.acc;
pos << klocal.pos;
@@
if kernel_typed(T, U, E):
    skip.add((pos[0].file, pos[0].line, pos[0].column))

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
skip.add((pos[0].file, pos[0].line, pos[0].column))

// Only the name is replaced, so that spatch keeps the layout of the
// call; a continuation line aligned with its open parenthesis is then
// two columns off, which scripts/convert-uaccess puts right from the
// "@realign" lines.
@mech@
identifier acc =~ "^(__get_user|__put_user)$";
fresh identifier checked = script:python(acc) { acc[2:] };
position pos : script:python() { (pos[0].file, pos[0].line, pos[0].column) not in skip };
expression x, ptr;
@@
- acc@pos
+ checked
  (x, ptr)

@script:python depends on mech@
pos << mech.pos;
acc << mech.acc;
@@
print("@uaccess %s:%s: mechanical: %s() -> %s() in %s()" % (pos[0].file, pos[0].line, acc, acc[2:], pos[0].current_element))
print("@realign %s:%s:%s" % (pos[0].file, pos[0].line, pos[0].column))
