# Routes a user or CI takes; each calls a script so the two cannot drift.
PREFIX ?= /usr/local
CONFIGURATION ?= release

.PHONY: build test install uninstall docs artifactbundle

build:
	swift build --product insetfix

test:
	bash .ci/run

install:
	PREFIX="$(PREFIX)" CONFIGURATION="$(CONFIGURATION)" bash scripts/install.sh install

uninstall:
	PREFIX="$(PREFIX)" bash scripts/install.sh uninstall

docs:
	swift run insetfix docs --output docs

artifactbundle:
	bash scripts/build-artifactbundle.sh
