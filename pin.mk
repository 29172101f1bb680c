# The one place the base tree is pinned.  Override on the command line:
#   make LINUX_VERSION=6.12.117-1~deb12u1
LINUX_VERSION ?= 6.12.118-1~deb12u1
