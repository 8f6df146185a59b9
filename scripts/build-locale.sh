#!/usr/bin/env bash
# Compiles each po/LANG.po that po/LINGUAS names into LOCALE_DIR/LANG/LC_MESSAGES/pet-adoption.mo
# (default .build/locale, where the built programs look), checking it as it goes, and writes the
# desktop entry and the AppStream metainfo with every language's translations merged in
# (msgfmt --desktop / --xml) into DESKTOP_DIR (default .build/desktop), then validates both.
#
#   scripts/build-locale.sh [LOCALE_DIR] [DESKTOP_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
directory=${1:-.build/locale}
desktop_directory=${2:-.build/desktop}
app_id=org.shelterpets.PetBrowser

for language in $(grep -v '^#' po/LINGUAS); do
  mkdir -p "$directory/$language/LC_MESSAGES"
  msgfmt --check --output-file="$directory/$language/LC_MESSAGES/pet-adoption.mo" "po/$language.po"
done

mkdir -p "$desktop_directory"
msgfmt --desktop --template="Resources/$app_id.desktop" -d po --output-file="$desktop_directory/$app_id.desktop"
msgfmt --xml --template="Resources/$app_id.metainfo.xml" -d po --output-file="$desktop_directory/$app_id.metainfo.xml"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$desktop_directory/$app_id.desktop"
fi
if command -v appstreamcli >/dev/null; then
  report=$(appstreamcli validate --no-net "$desktop_directory/$app_id.metainfo.xml") || {
    echo "$report" >&2
    exit 1
  }
fi
