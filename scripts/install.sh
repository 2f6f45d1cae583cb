#!/usr/bin/env bash
# Installs the insetfix executable into $PREFIX/bin (default PREFIX: /usr/local) and its rule and
# problem pages into $PREFIX/share/insetfix/docs (where the reports' `docs` links point).
#   scripts/install.sh                  # release build, /usr/local/bin/insetfix
#   PREFIX=~/.local scripts/install.sh  # ~/.local/bin/insetfix
#   CONFIGURATION=debug PREFIX=/tmp/x scripts/install.sh   # a quick debug install
# `make install` and `make uninstall` call this.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
prefix=${PREFIX:-/usr/local}
configuration=${CONFIGURATION:-release}
case "${1:-install}" in
  install)
    cd "$root"
    if [ "$configuration" = release ] && [ "$(uname -s)" != Darwin ]; then
      flags=(--static-swift-stdlib)
    else
      flags=()
    fi
    swift build -c "$configuration" --product insetfix ${flags[@]+"${flags[@]}"} >&2
    bin=$(swift build -c "$configuration" --product insetfix ${flags[@]+"${flags[@]}"} --show-bin-path)
    install -d "$prefix/bin"
    install -m 755 "$bin/insetfix" "$prefix/bin/insetfix"
    install -d "$prefix/share/insetfix"
    rm -rf "$prefix/share/insetfix/docs"
    cp -R "$root/docs" "$prefix/share/insetfix/docs"
    echo "installed $prefix/bin/insetfix and $prefix/share/insetfix/docs"
    ;;
  uninstall)
    rm -f "$prefix/bin/insetfix"
    rm -rf "$prefix/share/insetfix"
    echo "removed $prefix/bin/insetfix and $prefix/share/insetfix"
    ;;
  *) echo "usage: scripts/install.sh [install|uninstall]   (PREFIX, CONFIGURATION from the environment)" >&2; exit 2 ;;
esac
