# SPDX-License-Identifier: GPL-2.0
#
#   make            main job on one architecture (ARCH, default x86_64):
#                   packages, tree, series, both kernels, boot, guest
#                   tests, summary
#   make check      what CI runs: the main job on x86_64, the self-check
#                   of the harness and the host-side checks, the
#                   compile check of x86_64 allmodconfig and of Debian's
#                   four architectures
#   make check-all  the main job on every architecture in arch/, in
#                   results-check-all/
#   make suites     the main job on ARCH with the long set of the suites
#                   of Debian's packages (tests/*/system, tests/*/long),
#                   in results-suites/
#   make compile-check-all   compile-check on every target, and that
#                   every object the series touches was compared (make
#                   check: x86_64 allmodconfig and Debian's)
#   make compile-check-debian   compile-check on every flavour of
#                   Debian's own configurations (make check: one each
#                   for amd64, arm64, armhf and ppc64el)
#   make system     a Debian 12 system with systemd (tests/system) on
#                   ARCH's test kernels, base and patched, the guest
#                   suite run under systemd, in results-system/
#   make system-debian   the same system on kernels of Debian's own
#                   configuration of ARCH (ppc64le: with PPC_KUAP_DEBUG),
#                   in results-system-debian/
#   make debian-kernel   Debian's cloud-amd64 configuration (or
#                   DEBIAN_FLAVOUR, with ARCH) built completely, base and
#                   patched, warnings compared, both booted with the
#                   guest suite, in results-debian-kernel/
#   make bench      what the series buys: code metrics and guest syscall
#                   costs, base against patched, in results-bench/ (x86_64)
#   make mutants    deliberately broken kernels (tests/mutants/), each
#                   booted: the suite must catch every one
#   make kunit      KUnit alone, with the kernel's kunit.py (ARCH=i386)
#   make edit       apply the series in the work tree, for editing
#   make format-patches  write the work tree's commits back to patches/
#   make export-series   the series in Debian's debian/patches layout,
#                   in export/ (EXPORT=dir)
#   make host-tests the host-side scripts' own tests (tests/host), no kernel
#   make drift      the series on every linux-source-6.12 version apt
#                   serves: applies, or the first patch that fails
#   make bench-host the nocheck against the checked helpers' instruction
#                   sequences timed on the host CPU (TSC), no kernel, in
#                   results-bench/host-seq.txt (x86-64 hosts)
#
# What differs between architectures is data: arch/$(ARCH).mk.
# The tree, the builds and ccache live under CACHE, never in here.
include pin.mk

SHELL := /bin/bash

ARCHES       := $(patsubst arch/%.mk,%,$(wildcard arch/*.mk))
CHECK_ARCHES := x86_64
ARCH         ?= x86_64
ifeq ($(filter $(ARCH),$(ARCHES)),)
$(error unknown ARCH=$(ARCH); supported: $(ARCHES) (one file each in arch/))
endif
# Each architecture sets what it has; nothing leaks from another's
# exported values when make check runs one after the other.
ARCH_VARS := KARCH CROSS_COMPILE DEB_ARCH KIMAGE KCONFIG QEMU CONSOLE BOOT_MUST_SAY \
	NOT_A_SPLAT PACKAGES GUEST_CC GUEST_CC_32 GUEST_CC_X32 GUEST_64 GUEST_32 \
	GUEST_X32 SELFTEST_TARGETS SELFTESTS SELFTEST_MAKE_ARGS SELFTEST_CC_32 \
	SELFTEST_TARGETS_32 KUNIT_QEMU_ARGS KCONFIG_CANNOT BUSYBOX_BUILD BASE_PATCHES \
	STATIC_LDFLAGS SYSTEM_KCONFIG SYSTEM_DEBIAN_FLAVOUR SYSTEM_DEBIAN_KCONFIG
$(foreach v,$(ARCH_VARS),$(eval $(v) :=))
include arch/$(ARCH).mk
export $(ARCH_VARS)

CACHE    ?= $(or $(XDG_CACHE_HOME),$(HOME)/.cache)/uaccess-port
VERDIR   := $(CACHE)/$(LINUX_VERSION)
PRISTINE := $(VERDIR)/pristine
WORK     := $(VERDIR)/work
BUILD    := $(VERDIR)/build
ABUILD   := $(BUILD)/$(ARCH)
RESULTS  ?= results
ARES     := $(RESULTS)/$(ARCH)
export CCACHE_DIR ?= $(CACHE)/ccache
# ccache's depend mode: on a miss the compiler alone runs, not the
# preprocessor first as well (about 30% less CPU time on the objects
# of a cold kernel build); kbuild's -MMD files name the headers, a hit needs
# the same source, headers and options, as in the direct mode, whose
# entries it also finds
export CCACHE_DEPEND ?= true

# Debian's own configurations (linux-config-6.12): compile-check builds
# the main flavour of each Debian architecture in make check, and every
# flavour in make compile-check-debian.
# What make check compiles is data (CHECK in configs/compile/, whose
# README.md says how): the allmodconfig targets with their compilers
# and the flavour of each Debian architecture.  make compile-check-all
# compiles the allmodconfig targets with every compiler their CHECK_ALL
# names, the same Debian flavours, and the architectures' defconfigs
# with the options that build what the series touches there, and
# requires that every touched object was compared (--cover): not in
# make check, for CI's time on a machine with a cold cache.
DEBIAN_CONFIGS := $(VERDIR)/debian-configs
DEBIAN_ARCHES  := $(patsubst configs/compile/debian/%.mk,%,$(wildcard configs/compile/debian/*.mk))
check_of = $(shell scripts/mk-vars $(1) $(or $(2),CHECK) | cut -d= -f2)
# fault_relock BUILD,OBJECTS,REPORT: scripts/check-fault-relock on each
# OBJECT[:FUNCTION] under BUILD, into REPORT, then "&&"; nothing when
# there are no OBJECTS
fault_relock = $(if $(2),{ { $(foreach o,$(2),scripts/check-fault-relock $(1)/$(subst :, ,$(o)) &&) \
	true; } > $(3) || { cat $(3); echo "check-fault-relock: a fault path leaves user access open" >&2; \
	false; }; } && sed -n 's/^check-fault-relock: //p' $(3) &&)
# allmod_targets VAR: NAME, or NAME:clang, for each compiler that VAR
# of each allmodconfig file names
allmod_targets = $(foreach f,$(wildcard configs/compile/allmodconfig/*.mk),$(patsubst \
	%:gcc,%,$(addprefix $(basename $(notdir $(f))):,$(call check_of,$(f),$(1)))))
ALLMOD_CHECK   = $(call allmod_targets,CHECK)
ALLMOD_CHECK_ALL = $(call allmod_targets,CHECK_ALL)
DEBIAN_CHECK   = $(foreach f,$(wildcard configs/compile/debian/*.mk),$(addprefix \
	debian:,$(call check_of,$(f))))
DEFCONFIG_CHECK := $(patsubst configs/compile/%.mk,defconfig:%,$(wildcard configs/compile/*.mk))
export DEBIAN_CONFIGS

# The architecture's own options (KCONFIG) as a fragment, then the common ones
ARCH_FRAGMENT     := $(ABUILD)/arch.config
BUSYBOX           := $(CACHE)/busybox/$(DEB_ARCH)/busybox
FRAGMENTS_base    := $(ARCH_FRAGMENT) configs/guest.config configs/paths.config configs/debug.config
FRAGMENTS_patched := $(FRAGMENTS_base) $(wildcard configs/patched.config)
SRC_base    := $(PRISTINE)
SRC_patched := $(WORK)
# An architecture whose base tree does not build names the patches of
# the series that make it build (BASE_PATCHES, arch/alpha.mk): its base
# kernel is built from pristine with those alone, in base-ARCH/.
ifneq ($(BASE_PATCHES),)
SRC_base    := $(VERDIR)/base-$(ARCH)
endif
VARIANTS    := base patched
# Suites of Debian's packages in the guest: each package's program
# /usr/bin/NAME with the libraries it loads (scripts/fetch-debs,
# scripts/copy-elf-closure), the runs of tests/NAME/check as test
# programs NAME-RUN; an architecture Debian 12 has no packages for says
# DEBIAN_SUITES := with the reason (alpha).  A suite may also have
# tests/NAME/packages (more packages), tests/NAME/files (more paths of
# them: python3.11's library) and tests/NAME/guest/ (files of its own,
# at their path in the guest).
DEBIAN_SUITES ?= stress-ng trinity python3.11
suite_lists = $(foreach s,$(DEBIAN_SUITES),$(if $(wildcard tests/$(s)/$(1)),$(shell cat tests/$(s)/$(1))))
SUITE_PACKAGES = $(DEBIAN_SUITES) $(call suite_lists,packages)
SUITE_FILES    = $(DEBIAN_SUITES:%=usr/bin/%) $(call suite_lists,files)
# Which lists of tests/SUITE/ become test programs: make check's; with
# make system the system set too (tests/SUITE/system: what a run on a
# real system is for); with make suites both, and the long set, in a
# guest budget of its own and a longer time for each program (s)
SUITE_LISTS    ?= check
SUITES_BUDGET  ?= 3000
SUITES_TIMEOUT ?= 600
# Where the architecture runs 32-bit tasks of another Debian architecture
# (DEB_ARCH_32), the suites that run its programs too, as NAME-RUN_32
# (trinity calls the 32-bit system calls itself)
DEBIAN_SUITES_32 ?= stress-ng
DEBS        := $(CACHE)/debs/$(DEB_ARCH)
GUEST_VARS  := GUEST_CC='$(GUEST_CC)' GUEST_CC_32='$(GUEST_CC_32)' \
	GUEST_CC_X32='$(GUEST_CC_X32)' GUEST_64='$(GUEST_64)' \
	GUEST_32='$(GUEST_32)' GUEST_X32='$(GUEST_X32)'

# The benchmark kernels: one config for both, without the debug options.
BENCH_FRAGMENTS := $(ARCH_FRAGMENT) configs/guest.config configs/paths.config

# $(call timed,phase,command): run command, record its time in times.tsv
timed = @s=$$(date +%s); $(2); rc=$$?; \
	echo "$(1)	$$(($$(date +%s) - s))" >> $(RESULTS)/times.tsv; exit $$rc

# $(call compile_check,phase,options,targets): Debian's configurations
# fetched, then scripts/compile-check of the targets, timed, into
# RESULTS/compile-check.txt
define compile_check
@scripts/fetch-debian-configs '$(LINUX_VERSION)' $(DEBIAN_CONFIGS) $(DEBIAN_ARCHES)
$(call timed,$(1),{ scripts/compile-check $(2) $(PRISTINE) $(WORK) $(BUILD) $(3) | \
	tee $(RESULTS)/compile-check.txt; test $${PIPESTATUS[0]} = 0; })
endef

# The host-side scripts on fabricated inputs (tests/host): no lock, no
# kernel; also part of host-checks.
host-tests:
	@KSRC=$(PRISTINE) tests/host/run

# The series in the layout of Debian's linux source package, in
# $(EXPORT)/debian/patches/ (patches/debian-dirs): no lock, no tree.
EXPORT ?= export
export-series:
	@scripts/export-series patches $(EXPORT)
.PHONY: export-series

ifeq ($(LOCKED),)
# One run at a time per cache: every entry point re-runs make under a lock.
.DEFAULT_GOAL := all
all check check-all compile-check-all compile-check-debian debian-kernel bench mutants kunit module-demo \
		suites system system-debian edit format-patches:
	@mkdir -p $(CACHE)
	@flock -n -E 75 $(CACHE)/lock $(MAKE) --no-print-directory LOCKED=1 \
		$(if $(filter check-all compile-check-all compile-check-debian debian-kernel bench mutants kunit module-demo suites \
		system system-debian,$@),RESULTS=$(RESULTS)-$@) $@ || \
	 { rc=$$?; [ $$rc != 75 ] || echo "make: another run holds $(CACHE)/lock" >&2; exit $$rc; }
.PHONY: all check check-all compile-check-all compile-check-debian debian-kernel bench mutants kunit module-demo \
	suites system system-debian edit format-patches
else

all: start audit
	@$(MAKE) --no-print-directory arch-run
	@scripts/summary patches $(RESULTS) | tee $(RESULTS)/report.md; exit $${PIPESTATUS[0]}

# The long set of the suites of Debian's packages (each tests/SUITE/long
# as well as its check and system lists) on ARCH, into results-suites/:
# not in make check, as it takes the guests far longer.
suites: start audit
	@$(MAKE) --no-print-directory SUITE_LISTS='check system long' GUEST_BUDGET=$(SUITES_BUDGET) \
		GUEST_TIMEOUT=$(SUITES_TIMEOUT) arch-run
	@scripts/summary patches $(RESULTS) | tee $(RESULTS)/report.md; exit $${PIPESTATUS[0]}

check: start audit
	@for a in $(CHECK_ARCHES); do $(MAKE) --no-print-directory ARCH=$$a arch-run \
		$$([ $$a != x86_64 ] || echo selfcheck) || exit; done
	@$(MAKE) --no-print-directory host-checks
	@scripts/summary patches $(RESULTS) | tee $(RESULTS)/report.md; exit $${PIPESTATUS[0]}

# Every architecture (arch/*.mk), one after the other, into
# results-check-all/: not in make check (CI time).  An architecture whose
# kernels do not build is reported and the next one runs.
check-all: start audit
	@rc=0; for a in $(ARCHES); do $(MAKE) --no-print-directory ARCH=$$a arch-run || \
		{ echo "check-all: $$a did not build, or its patched kernel has new build warnings" >&2; rc=1; }; done; \
	 scripts/summary patches $(RESULTS) | tee $(RESULTS)/report.md; \
	 [ $${PIPESTATUS[0]} = 0 ] && exit $$rc

# Packages for every architecture: one machine holds every toolchain.
start:
	@rm -rf $(RESULTS) && mkdir -p $(RESULTS)
	$(call timed,packages,scripts/install-deps '$(LINUX_VERSION)' arch/*.mk configs/compile/*.mk)
	$(call timed,unpack tree,scripts/unpack-tree '$(LINUX_VERSION)' $(PRISTINE))
	$(call timed,apply series,scripts/apply-series $(PRISTINE) $(WORK) patches)

# kernel_checks BASE,PATCHED: every fault path of FAULT_RELOCK in the
# build PATCHED locks user access first, and PATCHED has no build
# warning that BASE has not
define kernel_checks
@$(call fault_relock,$(2),$(FAULT_RELOCK),$(ARES)/fault-relock.txt) true
@scripts/compare-build-warnings $(1)/build.log $(2)/build.log \
	> $(ARES)/warnings.txt; rc=$$?; sed -n 1p $(ARES)/warnings.txt; [ $$rc = 0 ] || \
 { cat $(ARES)/warnings.txt; echo "$(ARCH): the patched test kernel has new build warnings" >&2; exit 1; }
endef

# What a boot of the test suite is for (scripts/list-expected): the
# programs in the initramfs, KUnit's usercopy, and the protection the
# console must report where the architecture names it
EXPECTED = $(ABUILD)/tests.run $(ABUILD)/selftests/bin kunit/usercopy \
	$(if $(BOOT_MUST_SAY),console/protection)

# One architecture: both kernels, the initramfs, then boot each; a
# failed result is the summary's to judge (it may be an expected one).
# ARES/expected names every result the boots are for, so that one
# neither kernel reports fails too.  Then the two kernels' build
# warnings are compared: a new one in patched fails.
arch-run: kernels initramfs
	@mkdir -p $(ARES) && scripts/list-expected $(EXPECTED) > $(ARES)/expected
	@for v in $(VARIANTS); do $(MAKE) --no-print-directory guest-$$v || true; done
	$(call kernel_checks,$(ABUILD)/base,$(ABUILD)/patched)

# Debian's static busybox for the guest's architecture; built from
# Debian's busybox source package where Debian 12 has no
# busybox-static for it (BUSYBOX_BUILD, arch/alpha.mk)
$(BUSYBOX):
	@$(if $(BUSYBOX_BUILD),scripts/build-busybox,scripts/fetch-busybox) $(DEB_ARCH) $@

$(ARCH_FRAGMENT): $(filter arch/%.mk,$(MAKEFILE_LIST))
	@mkdir -p $(@D)
	@printf '%s\n' '# from arch/$(ARCH).mk' $(KCONFIG) > $@

kernels: $(ARCH_FRAGMENT)
ifneq ($(BASE_PATCHES),)
	@rm -rf $(SRC_base).patches && mkdir -p $(SRC_base).patches && \
	 cp $(BASE_PATCHES:%=patches/%) $(SRC_base).patches/ && \
	 printf '%s\n' '# from arch/$(ARCH).mk: BASE_PATCHES' $(BASE_PATCHES) > $(SRC_base).patches/series && \
	 scripts/apply-series $(PRISTINE) $(SRC_base) $(SRC_base).patches
endif
	$(call timed,$(ARCH) build base kernel,scripts/build-kernel $(SRC_base) $(ABUILD)/base $(FRAGMENTS_base))
	$(call timed,$(ARCH) build patched kernel,scripts/build-kernel $(SRC_patched) $(ABUILD)/patched $(FRAGMENTS_patched))

# add_programs SUITES,DEB_ARCH[,SUFFIX]: the lists of SUITE_LISTS that
# each suite has, as test programs of the initramfs (scripts/add-programs)
# that run DEB_ARCH's program, their names ending in SUFFIX
add_programs = for s in $(1); do for l in $(SUITE_LISTS); do [ ! -f tests/$$s/$$l ] || \
	scripts/add-programs tests/$$s/$$l $(ABUILD)/tests.run $(2) $(3) || exit; done; done

initramfs: kernels $(BUSYBOX)
	$(call timed,$(ARCH) build guest tests,$(MAKE) -s -C tests/guest KSRC=$(PRISTINE) \
		OUT=$(ABUILD)/tests $(GUEST_VARS))
	$(call timed,$(ARCH) build selftests,scripts/build-selftests $(PRISTINE) $(ABUILD)/base $(ABUILD)/selftests)
	@rm -rf $(ABUILD)/tests.run && mkdir -p $(ABUILD)/tests.run && \
	 for p in $(GUEST_64:%=%_64) $(GUEST_32:%=%_32) $(GUEST_X32:%=%_x32); do \
		ln $(ABUILD)/tests/$$p $(ABUILD)/tests.run/ || exit; done
	@# the selftests tests/expect allows init to retry once (NAME.retry)
	@retry=$$(scripts/verdict.py expect --arch $(ARCH) retry) || exit; \
	 for t in $$(ls $(ABUILD)/selftests/bin | grep -v '\.'); do \
		for pat in $$retry; do case guest/$$t in $$pat) \
			echo "$$pat" > $(ABUILD)/tests.run/$$t.retry ;; esac; done; done
ifneq ($(DEBIAN_SUITES),)
	$(call timed,$(ARCH) fetch $(DEBIAN_SUITES),scripts/fetch-debs $(DEB_ARCH) $(DEBS) $(SUITE_PACKAGES))
	@scripts/copy-elf-closure $(DEBS) $(ABUILD)/root $(SUITE_FILES)
	@for s in $(DEBIAN_SUITES); do [ ! -d tests/$$s/guest ] || cp -R tests/$$s/guest/. $(ABUILD)/root/ || exit; done
	@# the selftests' own shared libraries (rseq's), beside that C library
	@[ ! -d $(ABUILD)/selftests/lib ] || cp $(ABUILD)/selftests/lib/* $(ABUILD)/root/lib/
	@$(call add_programs,$(DEBIAN_SUITES),$(DEB_ARCH))
endif
ifneq ($(and $(DEB_ARCH_32),$(DEBIAN_SUITES),$(DEBIAN_SUITES_32)),)
	@# all of DEBIAN_SUITES, as make ARCH=i386 or armhf asks for the same
	@# directory: it stays complete for both and is not fetched again
	$(call timed,$(ARCH) fetch $(DEBIAN_SUITES) $(DEB_ARCH_32),scripts/fetch-debs $(DEB_ARCH_32) \
		$(CACHE)/debs/$(DEB_ARCH_32) $(SUITE_PACKAGES))
	@scripts/copy-elf-closure --add $(CACHE)/debs/$(DEB_ARCH_32) $(ABUILD)/root \
		$(foreach s,$(DEBIAN_SUITES_32),usr/bin/$(s)=usr/bin/$(s)_32)
	@$(call add_programs,$(DEBIAN_SUITES_32),$(DEB_ARCH_32),_32)
endif
	@scripts/build-initramfs $(if $(DEBIAN_SUITES),--root $(ABUILD)/root) \
		$(ABUILD)/base/usr/gen_init_cpio $(BUSYBOX) tests/guest/init.sh \
		$(ABUILD)/initramfs.cpio $(ABUILD)/tests.run $(ABUILD)/selftests/bin

# No __get_user()/__put_user() left in code that builds for x86: the
# audit must find the call sites in base and none in patched.  It exits 3
# when it finds calls, 0 when none: anything else is the audit failing.
audit:
	@scripts/audit-uaccess $(PRISTINE) > $(RESULTS)/audit-base.txt; rc=$$?; \
	 [ $$rc = 3 ] || { echo "audit: base tree: exit $$rc, not 3 (calls found); the audit is broken" >&2; exit 1; }
	@scripts/audit-uaccess $(WORK) > $(RESULTS)/audit-patched.txt; rc=$$?; \
	 [ $$rc != 3 ] || sed -n '/^left in code/,$$p' $(RESULTS)/audit-patched.txt >&2; \
	 [ $$rc = 0 ] || { echo "audit: patched tree: exit $$rc" >&2; exit 1; }

# guest-VARIANT: boot, then judge the console; results/ARCH/VARIANT/.
guest-%:
	$(call timed,$(ARCH) boot $*,scripts/run-guest $(PRISTINE) $(ARES)/$* \
		$(ABUILD)/$*/$(KIMAGE) $(ABUILD)/initramfs.cpio || \
	 echo "guest-$(ARCH)-$*: not every result passed; the summary judges them")

# The harness must fail when a guest test fails and when the kernel
# warns: boot with uaccess_selfcheck=1, which does both (tests/guest).
# Part of make check, after arch-run on x86_64.
selfcheck: initramfs
	$(call timed,boot selfcheck,! scripts/run-guest $(PRISTINE) $(ARES)/selfcheck \
		$(ABUILD)/base/$(KIMAGE) $(ABUILD)/initramfs.cpio uaccess_selfcheck=1 2>/dev/null || \
	 { echo "selfcheck: the harness passed a broken run" >&2; exit 1; })
	@grep -qP '^guest/smoke_64\tFAIL' $(ARES)/selfcheck/results.tsv && \
	 grep -qP '^console/splats\tFAIL' $(ARES)/selfcheck/results.tsv || \
	 { echo "selfcheck: expected smoke_64 and splat failures" >&2; exit 1; }
	@echo "selfcheck: harness fails a failing test and a kernel warning, as it should"

host-checks: host-tests
	$(call timed,checkpatch,scripts/checkpatch-series $(WORK) patches)
	@echo "scoped read of four fields: one STAC, one CLAC, no LFENCE"
	@scripts/count-uaccess-insns --expect stac=1,clac=1,lfence=0 \
		$(BUILD)/x86_64/patched/vmlinux uaccess_kunit_scoped_read4
	$(call compile_check,compile check,,$(ALLMOD_CHECK) $(DEBIAN_CHECK))
	@$(foreach f,$(wildcard configs/compile/debian/*.mk),$(call fault_relock,$(BUILD)/debian-$(call \
		check_of,$(f))-patched,$(shell scripts/mk-vars $(f) FAULT_RELOCK | cut -d= -f2),\
		$(RESULTS)/fault-relock-debian-$(basename $(notdir $(f))).txt)) true

# Every target: make check's, the allmodconfig ones with every compiler
# of CHECK_ALL, and the defconfigs; every touched object compared
compile-check-all: start
	$(call compile_check,compile check all,--cover,$(ALLMOD_CHECK_ALL) $(DEBIAN_CHECK) $(DEFCONFIG_CHECK))

# Every flavour of Debian's configurations, amd64, arm64, armhf, ppc64el
compile-check-debian: start
	$(call compile_check,compile check debian,,$$(ls $(DEBIAN_CONFIGS) | sed 's/^config\./debian:/'))

bench: start
	@[ $(ARCH) = x86_64 ] || { echo "make bench: x86_64 only" >&2; exit 1; }
	@$(MAKE) --no-print-directory $(ARCH_FRAGMENT) $(BUSYBOX)
	$(call timed,build bench base kernel,scripts/build-kernel $(PRISTINE) $(BUILD)/bench-base $(BENCH_FRAGMENTS))
	$(call timed,build bench patched kernel,scripts/build-kernel $(WORK) $(BUILD)/bench-patched $(BENCH_FRAGMENTS))
	@$(MAKE) -s -C tests/bench OUT=$(BUILD)/bench-progs CC_32=$(GUEST_CC_32)
	@scripts/build-initramfs $(BUILD)/bench-base/usr/gen_init_cpio \
		$(BUSYBOX) tests/guest/init.sh \
		$(BUILD)/bench.cpio $(BUILD)/bench-progs
	@# time varies from boot to boot under TCG: three boots each, alternated
	@for m in time-1 time-2 time-3 icount; do for v in $(VARIANTS); do \
	  QEMU_ARGS="$$([ $$m != icount ] || echo -icount shift=0,sleep=off)" SMP=1 \
	    scripts/run-guest $(PRISTINE) $(RESULTS)/$$v-$$m $(BUILD)/bench-$$v/$(KIMAGE) \
		$(BUILD)/bench.cpio || exit; \
	  echo "boot bench $$v $$m	$$(cat $(RESULTS)/$$v-$$m/time)" >> $(RESULTS)/times.tsv; \
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


# KUnit alone on the patched tree, with the kernel's own kunit.py and its
# qemu_configs/$(KARCH).py, plus KUNIT_QEMU_ARGS (arch/*.mk): quick on an
# architecture the guest suite does not cover (make kunit ARCH=i386).
kunit: start
	@mkdir -p $(ABUILD)
	$(call timed,$(ARCH) kunit,python3 $(WORK)/tools/testing/kunit/kunit.py run \
		--arch=$(KARCH) --cross_compile='$(CROSS_COMPILE)' \
		--build_dir=$(ABUILD)/kunit --kunitconfig=$(CURDIR)/configs/kunit.config \
		--make_options CC='ccache $(CROSS_COMPILE)gcc' \
		$(if $(KUNIT_QEMU_ARGS),--qemu_args='$(KUNIT_QEMU_ARGS)') \
		| tee $(RESULTS)/kunit-$(ARCH).log; \
		test $${PIPESTATUS[0]} = 0)

# Deliberately broken kernels (tests/mutants/*.patch, or MUTANTS=...),
# each built and booted on its architecture: the suite must catch each.
MUTANTS ?= $(wildcard tests/mutants/*.patch)
mutants: start
	@for m in $(MUTANTS); do \
	  a=$$(sed -n 's/^Arch: *//p' $$m); \
	  s=$$(date +%s); \
	  $(MAKE) --no-print-directory ARCH=$$a mutant MUTANT=$$m; \
	  echo "mutant $$(basename $$m .patch)	$$(($$(date +%s) - s))" >> $(RESULTS)/times.tsv; \
	done; \
	scripts/mutant-report tests/mutants $(RESULTS) $(MUTANTS) > $(RESULTS)/report.md; \
	rc=$$?; cat $(RESULTS)/report.md; exit $$rc

# The control: the unmutated patched kernel, booted once per
# architecture in the same run; a mutant is killed by what passes there.
mutant: kernels initramfs
	@[ -s $(RESULTS)/control-$(ARCH)/results.tsv ] || \
	 scripts/run-guest $(PRISTINE) $(RESULTS)/control-$(ARCH) \
		$(ABUILD)/patched/$(KIMAGE) $(ABUILD)/initramfs.cpio || \
	 echo "mutant: the control boot of $(ARCH) failed some results; those kill no mutant"
	@scripts/run-mutant $(MUTANT) $(WORK) $(ABUILD)/patched $(ABUILD)/mutant \
		$(ABUILD)/initramfs.cpio $(PRISTINE) \
		$(RESULTS)/$(basename $(notdir $(MUTANT))) \
		$(RESULTS)/control-$(ARCH)/results.tsv $(FRAGMENTS_patched)

# The sample out-of-tree module (tests/module) and the ABI break, on
# x86_64: both kernels again with modules (configs/modules.config); the
# module as written built against each (against patched it must not
# build), converted by scripts/convert-uaccess and built against each;
# then each kernel boots with every module that built and
# tests/module/module_sample.sh loads and drives them.
MOD := $(ABUILD)/module
module-demo: start
	@[ $(ARCH) = x86_64 ] || { echo "make module-demo: x86_64 only" >&2; exit 1; }
	@$(MAKE) --no-print-directory $(ARCH_FRAGMENT) $(BUSYBOX)
	$(call timed,build module kernel base,scripts/build-kernel $(PRISTINE) \
		$(ABUILD)/mod-base $(FRAGMENTS_base) configs/modules.config)
	$(call timed,build module kernel patched,scripts/build-kernel $(WORK) \
		$(ABUILD)/mod-patched $(FRAGMENTS_patched) configs/modules.config)
	@rm -rf $(MOD) && mkdir -p $(MOD)/data $(MOD)/tests && cp -a tests/module $(MOD)/src
	$(call timed,convert and build the module,scripts/convert-uaccess --rewrite \
		--build $(ABUILD)/mod-base --build $(ABUILD)/mod-patched --keep $(MOD)/builds \
		$(MOD)/src | tee $(RESULTS)/convert-uaccess.txt; test $${PIPESTATUS[0]} = 0)
	@cd $(RESULTS) && grep -q '^build before 1 .*: ok$$' convert-uaccess.txt && \
	 grep -q '^build before 2 .*: FAILED: .*__[gp][eu]t_user' convert-uaccess.txt && \
	 grep -q '^build after 1 .*: ok$$' convert-uaccess.txt && \
	 grep -q '^build after 2 .*: ok$$' convert-uaccess.txt || \
	 { echo "module-demo: expected the module as written to build against base only," \
		"and converted against both" >&2; exit 1; }
	@cp $(MOD)/builds/before-1/uaccess_sample.ko $(MOD)/data/orig-base.ko
	@cp $(MOD)/builds/after-1/uaccess_sample.ko $(MOD)/data/conv-base.ko
	@cp $(MOD)/builds/after-2/uaccess_sample.ko $(MOD)/data/conv-patched.ko
	@$(MAKE) -s -C tests/module test test32 KSRC=$(PRISTINE) OUT=$(MOD)/data \
		CC=$(GUEST_CC) CC_32=$(GUEST_CC_32)
	@cp tests/module/module_sample.sh $(MOD)/tests/module_sample
	@scripts/build-initramfs --data $(MOD)/data $(ABUILD)/mod-base/usr/gen_init_cpio \
		$(BUSYBOX) tests/guest/init.sh $(MOD)/initramfs.cpio $(MOD)/tests
	@for v in $(VARIANTS); do \
	  scripts/run-guest $(PRISTINE) $(RESULTS)/$$v $(ABUILD)/mod-$$v/$(KIMAGE) \
		$(MOD)/initramfs.cpio uaccess_variant=$$v; \
	  echo "boot module $$v	$$(cat $(RESULTS)/$$v/time)" >> $(RESULTS)/times.tsv; \
	done
	@printf '%s\n' guest/module_sample console/finished console/splats > $(RESULTS)/expected
	@scripts/verdict.py pair --arch module-demo --series patches \
		--expected $(RESULTS)/expected $(RESULTS)/base/results.tsv \
		$(RESULTS)/patched/results.tsv | tee $(RESULTS)/report.md; \
	 test $${PIPESTATUS[0]} = 0 || { echo "module-demo: FAIL" >&2; exit 1; }
	@echo "module-demo: PASS"

# One of Debian's own configurations as Debian would ship it, with and
# without the series (DEBIAN_VARIANTS, patched first): each built
# completely (scripts/build-debian-kernel: vmlinux, image and every
# module; nothing signed, no BTF), then booted with the guest suite and
# the modules it needs (DEBIAN_MODULES) loaded from its build.  Then
# the two compared: no new warning in the patched build, the same
# results on both, no splat; what fails on both is the configuration's
# (no KUnit in Debian's) and is listed.  A run of one variant only
# reports it and fails: nothing was compared.
DEBIAN_FLAVOUR  ?= cloud-amd64
DEBIAN_MODULES  ?= vhost_net
DEBIAN_VARIANTS ?= patched base
DEBIAN_CONFIG := $(DEBIAN_CONFIGS)/config.$(DEB_ARCH)_none_$(DEBIAN_FLAVOUR)
DK := $(ABUILD)/debian-$(DEBIAN_FLAVOUR)
debian-kernel: start initramfs
	@scripts/fetch-debian-configs '$(LINUX_VERSION)' $(DEBIAN_CONFIGS) $(DEBIAN_ARCHES)
	@for v in $(DEBIAN_VARIANTS); do \
	  case $$v in base) src=$(SRC_base) ;; patched) src=$(SRC_patched) ;; \
		*) echo "debian-kernel: DEBIAN_VARIANTS: $$v is not base or patched" >&2; exit 1 ;; esac; \
	  s=$$(date +%s); \
	  scripts/build-debian-kernel $$src $(DK)-$$v $(DEBIAN_CONFIG) || exit; \
	  echo "build $(DEBIAN_FLAVOUR) $$v	$$(($$(date +%s) - s))" >> $(RESULTS)/times.tsv; \
	  echo "$(DEBIAN_FLAVOUR) $$v: options of Debian's configuration not in the build:" \
		"$$(tr '\n' ' ' < $(DK)-$$v/config-off)" | tee -a $(RESULTS)/config-off.txt; \
	  scripts/collect-modules $(DK)-$$v $(DK)-$$v.data $(DEBIAN_MODULES) && \
	  scripts/build-initramfs --data $(DK)-$$v.data $(if $(DEBIAN_SUITES),--root $(ABUILD)/root) \
		$(ABUILD)/base/usr/gen_init_cpio \
		$(BUSYBOX) tests/guest/init.sh $(DK)-$$v.cpio $(ABUILD)/tests.run \
		$(ABUILD)/selftests/bin || exit; \
	  scripts/run-guest $(PRISTINE) $(RESULTS)/$$v $(DK)-$$v/$(KIMAGE) $(DK)-$$v.cpio; \
	  echo "boot $(DEBIAN_FLAVOUR) $$v	$$(cat $(RESULTS)/$$v/time)" >> $(RESULTS)/times.tsv; \
	done
	@[ -f $(RESULTS)/base/results.tsv ] && [ -f $(RESULTS)/patched/results.tsv ] || \
	  { echo "debian-kernel: INCOMPLETE, only $(DEBIAN_VARIANTS) ran: nothing compared" >&2; exit 1; }
	@scripts/compare-build-warnings $(DK)-base/build.log $(DK)-patched/build.log | \
		tee $(RESULTS)/warnings.txt
	@# the guest suite's results, base against patched (tests/expect:
	@# what Debian's configuration cannot run is a "fails" rule)
	@scripts/list-expected $(ABUILD)/tests.run $(ABUILD)/selftests/bin > $(RESULTS)/expected
	@scripts/verdict.py pair --arch debian-$(DEBIAN_FLAVOUR) --series patches \
		--expected $(RESULTS)/expected $(RESULTS)/base/results.tsv \
		$(RESULTS)/patched/results.tsv | tee $(RESULTS)/report.md; \
	 test $${PIPESTATUS[0]} = 0 || { echo "debian-kernel: base and patched differ, or a kernel warned" >&2; exit 1; }
	@grep -q ' 0 new,' $(RESULTS)/warnings.txt || \
	  { echo "debian-kernel: the patched build has new warnings" >&2; exit 1; }
	@echo "debian-kernel: PASS"

# A Debian 12 system with systemd (tests/system) on ARCH's test kernels
# plus configs/system.config and SYSTEM_KCONFIG (arch/*.mk), in
# sys-base/ and sys-patched/: the system's image made once from Debian's
# archive, with systemd and the suites' packages, and kept in
# CACHE/system/ (scripts/build-system-image: its stamp names the
# packages and the files that made it); then both kernels boot it, to
# multi-user.target, read-only (-snapshot), and the guest suite runs
# there under systemd from a second disk (scripts/build-test-disk),
# with tests/system/tests/system_state and the suites' system set
# (SUITE_LISTS); compared as make's boots are, and the system kernels'
# fault paths and build warnings checked as make's kernels are.
SYSTEM_IMAGE     := $(CACHE)/system/$(DEB_ARCH).img
SYSTEM_PACKAGES   = $(shell cat tests/system/packages) $(SUITE_PACKAGES)
SYSTEM_STAMP      = $(shell { echo $(SYSTEM_PACKAGES); cat scripts/build-system-image \
	tests/system/setup.sh tests/system/uaccess-tests.service; } | sha256sum | cut -c1-16)
SYSTEM_FRAGMENT  := $(ABUILD)/system-arch.config
# The test programs' budget (s): systemd's boot and shutdown come on
# top, with 600 s for them before the guest is killed
SYSTEM_BUDGET    ?= 1500
FRAGMENTS_system  = $(ARCH_FRAGMENT) $(SYSTEM_FRAGMENT) configs/system.config
system: SUITE_LISTS = check system
system: start audit initramfs
	@printf '%s\n' '# from arch/$(ARCH).mk: SYSTEM_KCONFIG' $(SYSTEM_KCONFIG) > $(SYSTEM_FRAGMENT)
	$(call timed,$(ARCH) build system base kernel,scripts/build-kernel $(SRC_base) \
		$(ABUILD)/sys-base $(FRAGMENTS_base) $(FRAGMENTS_system))
	$(call timed,$(ARCH) build system patched kernel,scripts/build-kernel $(SRC_patched) \
		$(ABUILD)/sys-patched $(FRAGMENTS_patched) $(FRAGMENTS_system))
	$(system_run)

# system_run: the system's image (built with the base kernel if it is
# missing or stale), the tests' disk, then both kernels of SYS-base/
# and SYS-patched/ boot the system, their results and the kernels
# checked and compared
SYS := sys
define system_run
	@[ -f $(SYSTEM_IMAGE) ] && [ "$$(cat $(SYSTEM_IMAGE).stamp 2>/dev/null)" = $(SYSTEM_STAMP) ] || { \
	 rm -f $(SYSTEM_IMAGE).stamp; s=$$(date +%s); \
	 scripts/build-system-image $(DEB_ARCH) $(ABUILD)/$(SYS)-base/$(KIMAGE) $(SYSTEM_IMAGE) \
		$(SYSTEM_PACKAGES) || exit; \
	 echo $(SYSTEM_STAMP) > $(SYSTEM_IMAGE).stamp; \
	 echo "$(ARCH) build system image	$$(($$(date +%s) - s))" >> $(RESULTS)/times.tsv; }
	@scripts/build-test-disk $(ABUILD)/system-tests.img tests/guest/init.sh \
		$(if $(DEBIAN_SUITES),$(ABUILD)/root,-) $(ABUILD)/tests.run $(ABUILD)/selftests/bin \
		tests/system/tests
	@mkdir -p $(ARES) && scripts/list-expected $(EXPECTED) tests/system/tests > $(ARES)/expected
	@for v in $(VARIANTS); do \
	  DISKS="$(SYSTEM_IMAGE) $(ABUILD)/system-tests.img" QEMU_ARGS=-snapshot \
	  GUEST_BUDGET=$(SYSTEM_BUDGET) TIMEOUT=$$(($(SYSTEM_BUDGET) + 600)) \
	  scripts/run-guest $(PRISTINE) $(ARES)/$$v $(ABUILD)/$(SYS)-$$v/$(KIMAGE) - \
		root=/dev/vda rw rootwait; \
	  echo "$(ARCH) boot system $$v	$$(cat $(ARES)/$$v/time)" >> $(RESULTS)/times.tsv; \
	done
	$(call kernel_checks,$(ABUILD)/$(SYS)-base,$(ABUILD)/$(SYS)-patched)
	@scripts/summary patches $(RESULTS) | tee $(RESULTS)/report.md; exit $${PIPESTATUS[0]}
endef

# The same system on kernels of Debian's own configuration of ARCH,
# SYSTEM_DEBIAN_FLAVOUR (arch/*.mk), with configs/system-debian.config
# and SYSTEM_DEBIAN_KCONFIG: the boot image alone, no module
# (scripts/build-debian-kernel -i), in sys-debian-base/ and
# sys-debian-patched/.  Its results are in RESULTS/debian-FLAVOUR/,
# judged by tests/expect's rules for debian-FLAVOUR; no KUnit (Debian
# builds none), and the fault paths checked are those make check
# checks in Debian's configuration of DEB_ARCH (FAULT_RELOCK of
# configs/compile/debian/DEB_ARCH.mk).
SYSTEM_DEBIAN_CONFIG   = $(DEBIAN_CONFIGS)/config.$(DEB_ARCH)_none_$(SYSTEM_DEBIAN_FLAVOUR)
SYSTEM_DEBIAN_FRAGMENT := $(ABUILD)/system-debian-arch.config
system-debian: SUITE_LISTS = check system
system-debian: SYS = sys-debian
system-debian: ARES = $(RESULTS)/debian-$(SYSTEM_DEBIAN_FLAVOUR)
system-debian: EXPECTED = $(ABUILD)/tests.run $(ABUILD)/selftests/bin $(if $(BOOT_MUST_SAY),console/protection)
system-debian: FAULT_RELOCK = $(call check_of,configs/compile/debian/$(DEB_ARCH).mk,FAULT_RELOCK)
ifneq ($(filter system-debian,$(MAKECMDGOALS)),)
ifeq ($(SYSTEM_DEBIAN_FLAVOUR),)
$(error system-debian: arch/$(ARCH).mk names no SYSTEM_DEBIAN_FLAVOUR)
endif
endif
system-debian: start audit initramfs
	@scripts/fetch-debian-configs '$(LINUX_VERSION)' $(DEBIAN_CONFIGS) $(DEBIAN_ARCHES)
	@printf '%s\n' '# from arch/$(ARCH).mk: SYSTEM_DEBIAN_KCONFIG' $(SYSTEM_DEBIAN_KCONFIG) \
		> $(SYSTEM_DEBIAN_FRAGMENT)
	@for v in $(VARIANTS); do \
	  case $$v in base) src=$(SRC_base) ;; patched) src=$(SRC_patched) ;; esac; \
	  s=$$(date +%s); \
	  scripts/build-debian-kernel -i $$src $(ABUILD)/sys-debian-$$v $(SYSTEM_DEBIAN_CONFIG) \
		configs/system-debian.config $(SYSTEM_DEBIAN_FRAGMENT) || exit; \
	  echo "$(ARCH) build system $(SYSTEM_DEBIAN_FLAVOUR) $$v kernel	$$(($$(date +%s) - s))" \
		>> $(RESULTS)/times.tsv; \
	done
	$(system_run)

edit: start
	@echo "Work tree: $(WORK) (branch series, one commit per patch on tag base)"
	@echo "Edit there with git; then run: make format-patches"

format-patches:
	@scripts/format-patches $(WORK) patches

.PHONY: start arch-run kernels initramfs audit selfcheck host-checks host-tests bench mutant
endif

# Debian's other updates of linux-source-6.12, the series applied to
# each in a scratch repository (scripts/drift), DRIFT_VERSIONS or all
# that apt serves; its report in results-drift/report.md.  Outside the
# lock on purpose: it writes only under CACHE/drift (which has a lock of
# its own) and results-drift/, and only reads PRISTINE, which is never
# modified once unpacked; so it may run while kernels build, at the
# lowest priority.
DRIFT_VERSIONS ?=
drift:
	@mkdir -p $(RESULTS)-drift && nice -n 19 scripts/drift -p '$(LINUX_VERSION)' \
		-t $(PRISTINE) patches $(CACHE)/drift $(DRIFT_VERSIONS) | \
		tee $(RESULTS)-drift/report.md; exit $${PIPESTATUS[0]}
.PHONY: drift

# The instruction sequences of the nocheck and the checked uaccess
# helpers, timed on the host's own CPU (tests/bench/host): no lock, no
# kernel, no QEMU; builds under CACHE/build/host-bench, writes only
# results-bench/host-seq.txt.  Not part of make check.
bench-host:
	@CACHE=$(CACHE) scripts/bench-host-seq
.PHONY: bench-host
