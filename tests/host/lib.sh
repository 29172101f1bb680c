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

# series_fixture: $tmp/pristine, a git tree tagged base, and
# $tmp/patches, a series of three patches on it (0001 to 0003)
series_fixture() {
	gi() { git -C "$tmp/mk" -c user.name=t -c user.email=t@localhost "$@"; }
	mkdir -p "$tmp/mk" "$tmp/patches"
	gi init -q
	for f in a b c untouched; do echo "$f 1" > "$tmp/mk/$f"; done
	gi add -A && gi commit -q -m base && gi tag base
	for f in a b c; do
		echo "$f 2" > "$tmp/mk/$f" && gi commit -q -am "change $f"
	done
	gi format-patch -q -N --zero-commit --no-signature -o "$tmp/patches" base..HEAD
	{ echo '# order'; (cd "$tmp/patches" && ls *.patch); } > "$tmp/patches/series"
	git clone -q "$tmp/mk" "$tmp/pristine" && git -C "$tmp/pristine" checkout -q --detach base
	rm -rf "$tmp/mk"
}
