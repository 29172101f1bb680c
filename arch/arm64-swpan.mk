# arm64 (Debian's arm64) without PAN: arch/arm64.mk's configuration
# (built again, in its own build directory) on -cpu cortex-a57, an
# ARMv8.0 CPU without PAN, so user access is the TTBR0_EL1 switch of
# ARM64_SW_TTBR0_PAN: the kernel runs with a reserved, empty TTBR0 and
# installs the task's only inside uaccess_enable()/uaccess_disable().
# The CPU, what the console must say and some selftests differ.
include arch/arm64.mk
# cortex-a57: ARMv8.0, no PAN; AArch32 at EL0 (the 32-bit programs)
QEMU          := qemu-system-aarch64 -machine virt -cpu cortex-a57
# arch/arm64/kernel/cpufeature.c, printed when system_uses_ttbr0_pan()
BOOT_MUST_SAY := CPU features: emulated: Privileged Access Never (PAN) using TTBR0_EL1 switching

# Not futex_requeue (tests/expect/kselftest says why), nor the SVE
# selftests: a Cortex-A57 has no SVE, so they would only skip.
SELFTESTS     := $(filter-out futex/functional:futex_requeue \
	arm64/signal:fake_sigreturn_sve_change_vl arm64/signal:sve_regs \
	arm64/signal:sve_vl arm64/fp:sve-ptrace,$(SELFTESTS))
