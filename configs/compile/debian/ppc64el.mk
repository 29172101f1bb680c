# Debian ppc64el: compile-check TARGET debian:ppc64el_FEATURESET_FLAVOUR.
KARCH         := powerpc
SRCARCH       := powerpc
CROSS_COMPILE := powerpc64le-linux-gnu-
CC            := powerpc64le-linux-gnu-gcc-12
# make check compiles this flavour
CHECK         := ppc64el_none_powerpc64le
# Each user access fault path in these (OBJECT, or OBJECT:FUNCTION) of
# its patched build locks user access first: scripts/check-fault-relock,
# where the KUAP test is a static branch (JUMP_LABEL_FEATURE_CHECKS)
FAULT_RELOCK  := fs/eventpoll.o kernel/signal.o \
		 arch/powerpc/kernel/signal_64.o:handle_rt_signal64
