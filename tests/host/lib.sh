# SPDX-License-Identifier: GPL-2.0
# Sourced by each tests/host test: TAP output, a scratch directory, and
# the scripts under test (SCRIPTS=dir to test other versions of them,
# such as the ones before a fix, to see the test fail there).
top=$(cd "$(dirname "$0")/../.." && pwd)
SCRIPTS=${SCRIPTS:-$top/scripts}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/host-test.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
n=0
failed=0

# check WANT DESCRIPTION COMMAND...: run COMMAND, its output in
# $tmp/out; WANT is pass (exit 0), fail (any other) or an exit status.
check() {
	want=$1 desc=$2
	shift 2
	rc=0
	"$@" >"$tmp/out" 2>&1 || rc=$?
	case $want in
	pass) [ $rc = 0 ] ;;
	fail) [ $rc != 0 ] ;;
	*) [ $rc = "$want" ] ;;
	esac
	result $? "$desc" "want $want, got exit $rc"
}

# saw REGEX DESCRIPTION: the last check's output matches REGEX
saw() {
	grep -qE -- "$1" "$tmp/out"
	result $? "$2" "no line matches /$1/"
}

result() {
	n=$((n + 1))
	if [ "$1" = 0 ]; then
		echo "ok $n - $2"
	else
		failed=$((failed + 1))
		echo "not ok $n - $2"
		echo "# $3; output:"
		sed 's/^/# /' "$tmp/out"
	fi
}

done_testing() {
	echo "1..$n"
	[ "$failed" = 0 ]
}
