#!/usr/bin/env bash
# Makes po/pet-adoption.pot, the template translators start from, from the files po/POTFILES
# lists (`make pot`), and merges it into each po/LANG.po that po/LINGUAS names.
#
# xgettext has no Swift parser, but its C lexer reads the calls: tr("…"), trn("…", "…", n) and
# trc("context", "…") with plain one-line string literals, and `// TRANSLATORS:` comments on
# the lines just above them (checked: a note that would be lost fails the script).
#
#   scripts/update-pot.sh           writes po/pet-adoption.pot and updates po/*.po
#   scripts/update-pot.sh --check   fails when po/pet-adoption.pot is out of date (make lint)
set -euo pipefail
cd "$(dirname "$0")/.."

pot=po/pet-adoption.pot
output=$(mktemp)
trap 'rm -f "$output"' EXIT

# Every Swift file that calls tr, trn or trc must be listed, or its words are never translated.
unlisted=$(grep -rlE '\b(tr|trn|trnf|trc)\("' Sources | sort | comm -23 - <(grep -v '^#' po/POTFILES | sort) || true)
if [ -n "$unlisted" ]; then
  echo "update-pot: these files call tr/trn/trc but are not in po/POTFILES:" >&2
  echo "$unlisted" >&2
  exit 1
fi

grep -v '^#' po/POTFILES | grep '\.swift$' > "$output.swift-files"
xgettext --language=C --from-code=UTF-8 --add-comments=TRANSLATORS: \
  --keyword= --keyword=tr --keyword=trn:1,2 --keyword=trnf:1,2 --keyword=trc:1c,2 \
  --package-name=pet-adoption --msgid-bugs-address=https://github.com/shelterpets/pet-browser/issues \
  --copyright-holder="The Pet Browser authors" --no-wrap --add-location=file \
  --files-from="$output.swift-files" --output="$output" \
  2> >(grep -v 'warning: unterminated \(string literal\|character constant\)' >&2)
# (Swift's """ blocks, such as --help texts, are not C: xgettext warns, and nothing in them is extracted.)
# A translator's note reaches the template only from the line just above the string it is about:
# above a line that only opens the call (`trf(`), xgettext drops it without a word.
lost=""
while IFS= read -r hit; do
  note=$(printf '%s' "$hit" | sed -E 's|^[^:]+:[0-9]+:[[:space:]]*// TRANSLATORS:[[:space:]]*||')
  grep -qxF "#. TRANSLATORS: $note" "$output" || lost+="$(printf '%s' "$hit" | cut -d: -f1,2)"$'\n'
done < <(xargs grep -nE '^[[:space:]]*// TRANSLATORS:' < "$output.swift-files")
rm -f "$output.swift-files"
if [ -n "$lost" ]; then
  echo "update-pot: these translator notes do not reach the template; put each on the line just above its string:" >&2
  printf '%s' "$lost" >&2
  exit 1
fi
# The desktop entry and the AppStream metainfo, through xgettext's own rules for them.
others=$(grep -v '^#' po/POTFILES | grep -v '\.swift$' || true)
if [ -n "$others" ]; then
  # shellcheck disable=SC2086
  xgettext --from-code=UTF-8 --join-existing --no-wrap --add-location=file --output="$output" $others
fi

same() { diff -q <(grep -v '^"POT-Creation-Date' "$pot") <(grep -v '^"POT-Creation-Date' "$output") >/dev/null; }
if [ "${1:-}" = --check ]; then
  if ! same; then
    echo "update-pot: $pot is out of date; run 'make pot' and commit it" >&2
    diff -u <(grep -v '^"POT-Creation-Date' "$pot") <(grep -v '^"POT-Creation-Date' "$output") | head -40 >&2
    exit 1
  fi
  exit 0
fi
# Only the date changed: keep the file as it is, so an unchanged template makes no diff.
[ -f "$pot" ] && same || cp "$output" "$pot"

for language in $(grep -v '^#' po/LINGUAS); do
  [ -f "po/$language.po" ] && msgmerge --quiet --update --backup=none --no-wrap --no-fuzzy-matching --add-location=file "po/$language.po" "$pot"
done
exit 0
