// SPDX-License-Identifier: GPL-2.0
/// Report (do not rewrite) __get_user()/__put_user() whose pointer is
/// cast to a __user pointer from an expression of a kernel pointer type
/// (no __user in its type): a kernel object's address "(T __user *)&obj",
/// a plain "char *" parameter of a function that takes "user or kernel"
/// pointers, or a local __user pointer initialised from such a cast.
///
/// When it is right: always as a report.  __get_user() on x86 did not
/// check the range, so it "worked" on kernel addresses; get_user() and
/// put_user() reject them with -EFAULT.  A person must pick
/// get_kernel_nofault()/copy_from_kernel_nofault() (the address is a
/// kernel address), or a local helper that says the pointer may be
/// either (x86 SEV #VC), or confirm that the address is really a user
/// address kept in a kernel-typed variable (then use get_user()).
/// Casts from integers (unsigned long, u64_to_user_ptr()) are not
/// reported: those are user addresses by convention.
///
/// Output: one line per site, "@uaccess FILE:LINE: kernel-pointer: MESSAGE".
//
// Confidence: Moderate (needs spatch's type inference; types it cannot
// infer are not reported)
// Options: --no-includes --include-headers

// kernel_typed(): T is the type of the cast operand, U the __user type
// cast to.  &ptr->field of a user pointer has a plain pointer type in
// spatch's inference, so only the address of named objects is reported.
@initialize:python@
@@
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
    print("@uaccess %s:%s: kernel-pointer: %s() on (%s)%s, cast from %s in %s(): get_user()/put_user() reject kernel addresses; use get_kernel_nofault() or a user-or-kernel helper"
          % (pos[0].file, pos[0].line, acc, U, E, T, pos[0].current_element))

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
    print("@uaccess %s:%s: kernel-pointer: %s() on %s = (%s)%s, cast from %s in %s(): get_user()/put_user() reject kernel addresses; use get_kernel_nofault() or a user-or-kernel helper"
          % (pos[0].file, pos[0].line, acc, t, U, E, T, pos[0].current_element))
