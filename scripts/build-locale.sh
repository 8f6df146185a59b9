#!/usr/bin/env bash
# Compiles each po/LANG.po that po/LINGUAS names into DIR/LANG/LC_MESSAGES/pet-adoption.mo
# (default DIR: .build/locale, where the built programs look), checking it as it goes.
#
#   scripts/build-locale.sh [DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
directory=${1:-.build/locale}
for language in $(grep -v '^#' po/LINGUAS); do
  mkdir -p "$directory/$language/LC_MESSAGES"
  msgfmt --check --output-file="$directory/$language/LC_MESSAGES/pet-adoption.mo" "po/$language.po"
done
