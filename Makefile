# SPDX-License-Identifier: GPL-2.0
#
#   make            main job: packages, tree, series, both kernels, boot,
#                   guest tests, summary
#   make check      everything make does, plus the self-check of the
#                   harness and the host-side checks (what .ci/run runs)
#   make bench      what the series buys: code metrics and guest syscall
#                   costs, base against patched, in results-bench/
#   make edit       apply the series in the work tree, for editing
#   make export-series   write the work tree's commits back to patches/
#
# The tree, the builds and ccache live under CACHE, never in here.
include pin.mk

SHELL := /bin/bash

CACHE    ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/uaccess-port
VERDIR   := $(CACHE)/$(LINUX_VERSION)
PRISTINE := $(VERDIR)/pristine
WORK     := $(VERDIR)/work
BUILD    := $(VERDIR)/build
RESULTS  ?= results
export CCACHE_DIR ?= $(CACHE)/ccache

FRAGMENTS_base    := configs/guest.config configs/paths.config configs/debug.config
FRAGMENTS_patched := $(FRAGMENTS_base) $(wildcard configs/patched.config)
SRC_base    := $(PRISTINE)
SRC_patched := $(WORK)
VARIANTS    := base patched

# The benchmark kernels: one config for both, without the debug options.
BENCH_FRAGMENTS := configs/guest.config configs/paths.config

# $(call timed,phase,command): run command, record its time in times.tsv
timed = @s=$$(date +%s); $(2); rc=$$?; \
	echo "$(1)	$$(($$(date +%s) - s))" >> $(RESULTS)/times.tsv; exit $$rc

ifeq ($(LOCKED),)
# One run at a time per cache: every entry point re-runs make under a lock.
.DEFAULT_GOAL := all
all check selfcheck bench edit export-series:
	@mkdir -p $(CACHE)
	@flock -n -E 75 $(CACHE)/lock $(MAKE) --no-print-directory LOCKED=1 \
		$(if $(filter bench,$@),RESULTS=$(RESULTS)-bench) $@ || \
	 { rc=$$?; [ $$rc != 75 ] || echo "make: another run holds $(CACHE)/lock" >&2; exit $$rc; }
.PHONY: all check selfcheck bench edit export-series
else

all: run
	@scripts/summary patches $(RESULTS) tests/guest/fixed-by-series

check: run selfcheck host-checks
	@scripts/summary patches $(RESULTS) tests/guest/fixed-by-series

run: kernels initramfs audit
	@for v in $(VARIANTS); do $(MAKE) --no-print-directory guest-$$v || true; done

start:
	@rm -rf $(RESULTS) && mkdir -p $(RESULTS)
	$(call timed,packages,scripts/install-deps '$(LINUX_VERSION)')
	$(call timed,unpack tree,scripts/unpack-tree '$(LINUX_VERSION)' $(PRISTINE))

series: start
	$(call timed,apply series,scripts/apply-series $(PRISTINE) $(WORK) patches)

kernels: series
	$(call timed,build base kernel,scripts/build-kernel $(SRC_base) $(BUILD)/base $(FRAGMENTS_base))
	$(call timed,build patched kernel,scripts/build-kernel $(SRC_patched) $(BUILD)/patched $(FRAGMENTS_patched))

initramfs: kernels
	$(call timed,build guest tests,$(MAKE) -s -C tests/guest KSRC=$(PRISTINE) OUT=$(BUILD)/tests)
	$(call timed,build selftests,scripts/build-selftests $(PRISTINE) $(BUILD)/base $(BUILD)/selftests)
	@scripts/build-initramfs $(BUILD)/base/usr/gen_init_cpio tests/guest/init.sh \
		$(BUILD)/initramfs.cpio $(BUILD)/tests $(BUILD)/selftests/bin

# No __get_user()/__put_user() left in code that builds for x86: the
# audit must find the call sites in base and none in patched.
audit: series
	@if scripts/audit-uaccess $(PRISTINE) > $(RESULTS)/audit-base.txt; then \
	 echo "audit: found nothing in the base tree; the audit is broken" >&2; exit 1; fi
	@scripts/audit-uaccess $(WORK) > $(RESULTS)/audit-patched.txt || \
	 { sed -n '/^left in code/,$$p' $(RESULTS)/audit-patched.txt >&2; exit 1; }

# guest-VARIANT: boot, then judge the console; results/VARIANT/results.tsv.
# A failed result is the summary's to judge (it may be an expected one).
guest-%:
	@mkdir -p $(RESULTS)/$*
	$(call timed,boot $*,scripts/boot-guest $(BUILD)/$*/arch/x86/boot/bzImage \
		$(BUILD)/initramfs.cpio $(RESULTS)/$*/console.log)
	@scripts/check-console $(PRISTINE) $(RESULTS)/$*/console.log \
		$(RESULTS)/$*/results.tsv > $(RESULTS)/$*/ktap.txt || \
	 echo "guest-$*: not every result passed; the summary says which, and if expected"

# The harness must fail when a guest test fails and when the kernel
# warns: boot with uaccess_selfcheck=1, which does both (tests/guest).
selfcheck: initramfs
	@mkdir -p $(RESULTS)/selfcheck
	$(call timed,boot selfcheck,scripts/boot-guest $(BUILD)/base/arch/x86/boot/bzImage \
		$(BUILD)/initramfs.cpio $(RESULTS)/selfcheck/console.log uaccess_selfcheck=1)
	@if scripts/check-console $(PRISTINE) $(RESULTS)/selfcheck/console.log \
		$(RESULTS)/selfcheck/results.tsv > $(RESULTS)/selfcheck/ktap.txt 2>&1; then \
		echo "selfcheck: the harness passed a broken run" >&2; exit 1; fi
	@grep -qP '^guest/smoke_64\tFAIL' $(RESULTS)/selfcheck/results.tsv && \
	 grep -qP '^console/splats\tFAIL' $(RESULTS)/selfcheck/results.tsv || \
	 { echo "selfcheck: expected smoke_64 and splat failures" >&2; exit 1; }
	@echo "selfcheck: harness fails a failing test and a kernel warning, as it should"

host-checks: series kernels
	$(call timed,checkpatch,scripts/checkpatch-series $(WORK) patches)
	@echo "scoped read of four fields: one STAC, one CLAC, no LFENCE"
	@scripts/count-uaccess-insns --expect stac=1,clac=1,lfence=0 \
		$(BUILD)/patched/vmlinux uaccess_kunit_scoped_read4
	$(call timed,compile check,{ scripts/compile-check $(PRISTINE) $(WORK) $(BUILD) x86_64 i386 \
		| tee $(RESULTS)/compile-check.txt; test $${PIPESTATUS[0]} = 0; })

# What the series buys (results-bench/): the code metrics of the functions
# the series touches, and guest syscall costs, base against patched, timed
# under plain TCG and counted in instructions under -icount.
bench: series
	$(call timed,build bench base kernel,scripts/build-kernel $(PRISTINE) $(BUILD)/bench-base $(BENCH_FRAGMENTS))
	$(call timed,build bench patched kernel,scripts/build-kernel $(WORK) $(BUILD)/bench-patched $(BENCH_FRAGMENTS))
	@$(MAKE) -s -C tests/bench OUT=$(BUILD)/bench-progs
	@scripts/build-initramfs $(BUILD)/bench-base/usr/gen_init_cpio tests/guest/init.sh \
		$(BUILD)/bench.cpio $(BUILD)/bench-progs
	@# time varies from boot to boot under TCG: three boots each, alternated
	@for m in time-1 time-2 time-3 icount; do for v in $(VARIANTS); do \
	  mkdir -p $(RESULTS)/$$v-$$m; s=$$(date +%s); \
	  QEMU_ARGS="$$([ $$m != icount ] || echo -icount shift=0,sleep=off)" SMP=1 \
	    scripts/boot-guest $(BUILD)/bench-$$v/arch/x86/boot/bzImage $(BUILD)/bench.cpio \
		$(RESULTS)/$$v-$$m/console.log || exit; \
	  echo "boot bench $$v $$m	$$(($$(date +%s) - s))" >> $(RESULTS)/times.tsv; \
	  scripts/check-console $(PRISTINE) $(RESULTS)/$$v-$$m/console.log \
		$(RESULTS)/$$v-$$m/results.tsv > $(RESULTS)/$$v-$$m/ktap.txt || exit; \
	done; done
	@scripts/series-functions $(WORK) > $(RESULTS)/functions.txt
	@for v in $(VARIANTS); do scripts/count-uaccess-insns $(BUILD)/bench-$$v/vmlinux \
		$$(cat $(RESULTS)/functions.txt) > $(RESULTS)/counts-$$v.tsv || exit; done
	@scripts/bench-report $(RESULTS) > /dev/null
	@{ echo "# What the series buys: base -> patched"; echo; \
	   echo "$$(date -u +%F), series at $$(git -C $(WORK) log -1 --format=%h)" \
		"($$(git log -1 --format=%h) of this repository) on linux-source-6.12" \
		"$(LINUX_VERSION), benchmark kernels ($(BENCH_FRAGMENTS), no debug options)."; \
	   echo; echo "## Code metrics of the functions the series touches"; echo; \
	   scripts/compare-uaccess-counts $(RESULTS)/counts-base.tsv $(RESULTS)/counts-patched.tsv; \
	   echo; echo '```'; python3 $(PRISTINE)/scripts/bloat-o-meter \
		$(BUILD)/bench-base/vmlinux $(BUILD)/bench-patched/vmlinux | head -n 40; echo '```'; \
	   echo; echo "## Guest syscall costs"; echo; \
	   echo "Each case: 7 repetitions of N operations per boot; time from three boots"; \
	   echo "per kernel under plain TCG (21 repetitions), instructions from one boot"; \
	   echo "per kernel under -icount shift=0 (7 repetitions); plot: syscalls.png."; echo; \
	   cat $(RESULTS)/syscalls.md; \
	 } > $(RESULTS)/report.md
	@cat $(RESULTS)/report.md

edit: series
	@echo "Work tree: $(WORK) (branch series, one commit per patch on tag base)"
	@echo "Edit there with git; then run: make export-series"

export-series:
	@scripts/export-series $(WORK) patches

.PHONY: run start series kernels initramfs audit selfcheck host-checks bench
endif
