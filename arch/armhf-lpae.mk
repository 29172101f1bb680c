# armhf with LPAE (Debian's armmp-lpae flavour): arch/armhf.mk with
# three-level page tables.  Domains do not exist with LPAE, so user
# access is behind CPU_TTBR0_PAN instead of CPU_SW_DOMAIN_PAN: TTBR0 page
# table walks are disabled (TTBCR.EPD0) while the kernel runs, and
# enabled inside uaccess_save_and_enable().  ARM_PAN gives CPU_TTBR0_PAN
# with LPAE.  The Cortex-A15 of arch/armhf.mk implements LPAE; the
# programs and selftests are armhf's.
include arch/armhf.mk
KCONFIG := $(filter-out CONFIG_CPU_SW_DOMAIN_PAN=y,$(KCONFIG)) \
	   CONFIG_ARM_LPAE=y CONFIG_CPU_TTBR0_PAN=y
