# The two commands a newcomer needs (both install what they need first):
#   make run    the main job: the window where there is a display, cards in the terminal where not
#   make test   the whole test suite: format lint, build, unit, end-to-end and window tests
#
# Also: make install PREFIX=~/.local, make screenshot, make lint, make format,
#   make pot    remakes po/pet-adoption.pot from the sources and merges it into po/*.po
#   make locale compiles po/*.po into .build/locale, where the built programs find them, and
#   make bench  the side-by-side comparisons at 100,000 and 1,000,000 pets, in a store and shared in
#               PostgreSQL (scripts/compare.sh; release; SHARED=0 leaves the shared catalogue out)
#   make fuzz SECONDS=N  the catalogue reader on mutated catalogues for N seconds

PREFIX     ?= /usr/local
DESTDIR    ?=
SWIFT      ?= swift
CONFIG     ?= debug
BUILD_FLAGS = -c $(CONFIG)
BIN         = $(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path)
DATADIR     = $(DESTDIR)$(PREFIX)/share
APP_ID      = org.shelterpets.PetBrowser

.PHONY: run test deps build lint format install uninstall screenshot clean bench fuzz fuzz-libfuzzer pot locale

deps:
	@bash scripts/install-deps.sh

build: deps locale
	$(SWIFT) build $(BUILD_FLAGS)

# Translations: the template from the sources (scripts/update-pot.sh), and the compiled catalogs.
pot: deps
	bash scripts/update-pot.sh

locale: deps
	bash scripts/build-locale.sh .build/locale

# The window when there is a display; otherwise the same cards in the terminal.
run: build
	@if [ -n "$$DISPLAY$$WAYLAND_DISPLAY" ]; then \
	  "$(BIN)/pet-browser" $(ARGS); \
	else \
	  echo "No display (DISPLAY is not set): showing the catalogue in the terminal." >&2; \
	  echo "For the window, run 'make run' on a desktop, or 'xvfb-run -a make screenshot'." >&2; \
	  "$(BIN)/petcards" list $(ARGS) && echo && "$(BIN)/petcards" show stuart $(ARGS); \
	fi

lint: deps
	$(SWIFT) format lint --strict --recursive Sources Tests Package.swift
	bash scripts/update-pot.sh --check
	msgfmt --check --output-file=/dev/null po/*.po

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Package.swift

# Everything, under a virtual display so the window's tests run on any machine, beside a
# throwaway PostgreSQL server for the shared catalogue's (scripts/test-postgres.sh: started
# here, stopped and removed after). A GTK critical aborts the run (G_DEBUG=fatal-criticals): it
# is a failure, never noise.
test: deps lint locale
	$(SWIFT) build --build-tests
	G_DEBUG=fatal-criticals bash scripts/test-postgres.sh \
	  xvfb-run -a -s "-screen 0 1280x1024x24" $(SWIFT) test

# The catalogue reader on mutated catalogues for SECONDS seconds, from fresh seeds: the fast path
# against the full reader (same pets or same problems, no crash). It prints the seed to replay
# with: PET_FUZZ_SEED=seed PET_FUZZ_SECONDS=N swift test --filter ReaderFuzzTests. Then as long
# again the reader against the store (StoreFuzzTests): each catalogue it takes, through a store
# and back, the same. Then as long again the shelters' listings (ListingFuzzTests): each mutated
# sample read or refused with problems, and its format from its first bytes the one its shape says.
# Then stores someone else changed (ForeignStoreFuzzTests: read or refused, never changed) and a
# picture server's answers (AnswerFuzzTests: each fetch ends, with a body the server sent or words).
SECONDS ?= 60
fuzz: deps
	$(SWIFT) build --build-tests
	PET_FUZZ_SECONDS=$(SECONDS) $(SWIFT) test --skip-build --filter ReaderFuzzTests.readersAgree_onMutatedCatalogues
	PET_FUZZ_SECONDS=$(SECONDS) $(SWIFT) test --skip-build --filter PetCatalogStoreTests.StoreFuzzTests
	PET_FUZZ_SECONDS=$(SECONDS) $(SWIFT) test --skip-build --filter ListingFuzzTests
	PET_FUZZ_SECONDS=$(SECONDS) $(SWIFT) test --skip-build --filter ForeignStoreFuzzTests
	PET_FUZZ_SECONDS=$(SECONDS) $(SWIFT) test --skip-build --filter AnswerFuzzTests

# The same comparison under libFuzzer (coverage-guided) for SECONDS seconds: Fuzz/ compiled with
# Sources/PetCatalog into one binary (beside the two modules it imports, built first as static
# libraries), seeded with the bundled catalogue. Findings (crash-*) are left in .build/fuzz; each
# becomes a regression test in TrickyCatalogs.corpus.
FUZZ_FLAGS = -sanitize=address -parse-as-library -O -I .build/fuzz -I Sources/CLibintl -I Sources/CMalloc
fuzz-libfuzzer:
	mkdir -p .build/fuzz/corpus
	cp data/pets.json .build/fuzz/corpus/bundled.json
	for module in PetLocalization PetInstallation; do \
	  $(SWIFT)c $(FUZZ_FLAGS) -module-name $$module -emit-module -emit-module-path .build/fuzz/$$module.swiftmodule \
	    -emit-library -static -o .build/fuzz/lib$$module.a Sources/$$module/*.swift || exit 1; \
	done
	$(SWIFT)c $(FUZZ_FLAGS) -sanitize=fuzzer -module-name PetCatalogFuzz \
	  Sources/PetCatalog/*.swift Fuzz/*.swift .build/fuzz/libPetLocalization.a .build/fuzz/libPetInstallation.a \
	  -o .build/fuzz/catalog-reader
	cd .build/fuzz && ./catalog-reader -max_total_time=$(SECONDS) -max_len=65536 corpus

# Not part of test: it builds release and takes over half an hour (ten minutes of it publishing a
# million pets into PostgreSQL). docs/performance.md explains it.
bench:
	bash scripts/compare.sh

# In a throw-away data folder where Stuart is a favourite, so the picture shows a star; then the
# same window in Japanese (README, Translating).
screenshot: build
	@data=$$(mktemp -d) && \
	PET_DATA_DIR=$$data "$(BIN)/petcards" favorite add stuart >/dev/null && \
	LC_ALL=C.UTF-8 LANGUAGE= PET_DATA_DIR=$$data "$(BIN)/pet-browser" --today 2026-11-21 --select stuart \
	  --screenshot docs/screenshot.png && \
	LC_ALL=ja_JP.UTF-8 LANGUAGE= PET_DATA_DIR=$$data "$(BIN)/pet-browser" --today 2026-11-21 --select stuart \
	  --screenshot docs/screenshot-ja.png && \
	LC_ALL=C.UTF-8 LANGUAGE= PET_DATA_DIR=$$data "$(BIN)/pet-browser" --today 2026-11-21 --select zoe \
	  --window-size 360x640 --screenshot docs/screenshot-narrow.png; \
	status=$$?; rm -rf "$$data"; exit $$status

install: deps
	$(SWIFT) build -c release
	install -d $(DESTDIR)$(PREFIX)/bin $(DATADIR)/pet-adoption/pictures
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/petcards" $(DESTDIR)$(PREFIX)/bin/petcards
	install -m 755 "$$($(SWIFT) build -c release --show-bin-path)/pet-browser" $(DESTDIR)$(PREFIX)/bin/pet-browser
	install -D -m 755 "$$($(SWIFT) build -c release --show-bin-path)/pet-picture-decoder" \
	  $(DESTDIR)$(PREFIX)/libexec/pet-adoption/pet-picture-decoder
	install -D -m 755 "$$($(SWIFT) build -c release --show-bin-path)/pet-picture-fetcher" \
	  $(DESTDIR)$(PREFIX)/libexec/pet-adoption/pet-picture-fetcher
	install -m 644 data/pets.json $(DATADIR)/pet-adoption/pets.json
	install -m 644 data/pictures/*.svg $(DATADIR)/pet-adoption/pictures/
	install -d $(DATADIR)/pet-adoption/gazetteer
	install -m 644 data/gazetteer/*.tsv data/gazetteer/README.md $(DATADIR)/pet-adoption/gazetteer/
	install -m 644 Resources/pictures/placeholder.svg $(DATADIR)/pet-adoption/pictures/placeholder.svg
	install -m 644 Resources/pet-browser.css $(DATADIR)/pet-adoption/pet-browser.css
	install -d $(DATADIR)/pet-adoption/ui
	install -m 644 Resources/ui/*.ui $(DATADIR)/pet-adoption/ui/
	bash scripts/build-locale.sh $(DATADIR)/locale .build/desktop
	install -D -m 644 .build/desktop/$(APP_ID).desktop $(DATADIR)/applications/$(APP_ID).desktop
	install -D -m 644 .build/desktop/$(APP_ID).metainfo.xml $(DATADIR)/metainfo/$(APP_ID).metainfo.xml
	install -D -m 644 Resources/icons/hicolor/scalable/apps/$(APP_ID).svg $(DATADIR)/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -D -m 644 Resources/icons/hicolor/48x48/apps/$(APP_ID).png $(DATADIR)/icons/hicolor/48x48/apps/$(APP_ID).png
	install -D -m 644 Resources/icons/hicolor/128x128/apps/$(APP_ID).png $(DATADIR)/icons/hicolor/128x128/apps/$(APP_ID).png

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/petcards $(DESTDIR)$(PREFIX)/bin/pet-browser
	rm -rf $(DESTDIR)$(PREFIX)/libexec/pet-adoption
	rm -rf $(DATADIR)/pet-adoption
	rm -f $(DATADIR)/applications/$(APP_ID).desktop $(DATADIR)/metainfo/$(APP_ID).metainfo.xml
	rm -f $(DATADIR)/locale/*/LC_MESSAGES/pet-adoption.mo
	rm -f $(DATADIR)/icons/hicolor/*/apps/$(APP_ID).*

clean:
	rm -rf .build
