#!/usr/bin/env bash
# Installs the Debian packages the project needs, only those that are missing.
# Used by `make run`, `make test` and CI, so a new machine needs nothing by hand.
set -euo pipefail

packages=(
  libgtk-3-dev        # the window's toolkit (gtk+-3.0 through pkg-config)
  libhandy-1-dev      # adaptive widgets: the list and card fold into one pane when narrow
  pkg-config          # how SwiftPM finds GTK's flags
  librsvg2-common     # the SVG loader for gdk-pixbuf: pet pictures and the icon
  libchafa-dev        # pictures on terminal cards (chafa through pkg-config)
  libpq-dev           # PostgreSQL's client library: a shared catalogue (libpq through pkg-config)
  postgresql          # the throwaway server the tests start (scripts/test-postgres.sh)
  libgdk-pixbuf-2.0-dev  # decodes those pictures (also comes with GTK; named for the cards' own target)
  adwaita-icon-theme  # symbolic icons in the header bar
  fonts-dejavu-core   # text in the window
  fonts-wqy-microhei  # CJK names (小雪) drawn, not as boxes
  fonts-noto-color-emoji  # emoji in names and species glyphs drawn, not as boxes
  xvfb                # a display for the window's tests and screenshots
  xauth               # needed by xvfb-run
  dbus                # dbus-run-session: a session bus for the second-launch test
  libsecret-1-dev     # the desktop's keyring, for shared catalogues' passwords (libsecret-1 through pkg-config)
  gnome-keyring       # a keyring (Secret Service) the keyring tests start in their own session bus
  desktop-file-utils  # desktop-file-validate, for the install check
  appstream           # appstreamcli validate, for the metainfo check
  gettext             # xgettext, msgmerge, msgfmt: make pot, and the compiled translations
  locales             # locale-gen: the Japanese locale the translation tests run in
)
# `install-deps.sh bench` adds what scripts/compare.sh (make bench) measures with and against.
if [ "${1:-}" = bench ]; then
  packages+=(
    jq                # the peer of petcards list
    hyperfine         # repeated, side-by-side timing of whole commands
    time              # /usr/bin/time -f %M: peak memory
    gcc               # builds the minimal GTK window
    sqlite3           # the query near a place written by hand, beside petcards on the store
  )
fi

# The locales the tests and the README's examples run in, generated when missing.
ensure_locales() {
  local wanted=(ja_JP.UTF-8 en_US.UTF-8) generate=() name
  for name in "${wanted[@]}"; do
    locale -a 2>/dev/null | grep -qix "${name/UTF-8/utf8}" || generate+=("$name")
  done
  [ ${#generate[@]} -eq 0 ] && return 0
  echo "Generating locales: ${generate[*]}" >&2
  for name in "${generate[@]}"; do
    $sudo sed -i "s/^# *\(${name} UTF-8\)/\1/" /etc/locale.gen
    grep -q "^${name} UTF-8" /etc/locale.gen || echo "${name} UTF-8" | $sudo tee -a /etc/locale.gen >/dev/null
  done
  $sudo locale-gen >/dev/null
}

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing missing packages: ${missing[*]}" >&2
  if [ -n "$sudo" ]; then
    command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  fi
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
ensure_locales
