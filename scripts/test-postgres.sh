#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL server: `test-postgres.sh COMMAND...`.
#
# The server lives in a temporary folder (initdb there, its socket there, a port of its own on
# 127.0.0.1) and is stopped and removed when the command ends, however it ends. The command
# gets PET_TEST_POSTGRES, a libpq connection string for the server's superuser. Nothing must be
# running beforehand; when the server cannot start this fails, and so do the tests that need it
# (they never skip). PET_POSTGRES_OPTIONS adds server options (make bench gives it the memory a
# server for a million pets would have).
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "test-postgres: no PostgreSQL server installed (scripts/install-deps.sh installs it)" >&2
  exit 69
fi

folder=$(mktemp -d /tmp/pet-postgres.XXXXXX)
chmod 755 "$folder"
# initdb and the server refuse to run as root: as root, they run as postgres.
as_server=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$folder"
  as_server=(runuser -u postgres --)
fi
stop() {
  "${as_server[@]}" "$bin/pg_ctl" -D "$folder/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$folder"
}
trap stop EXIT

# A free port: the first of a few that nothing listens on.
port=""
for candidate in $(shuf -i 20000-60000 -n 20); do
  if ! (exec 3<>"/dev/tcp/127.0.0.1/$candidate") 2>/dev/null; then
    port=$candidate
    break
  fi
done
[ -n "$port" ] || { echo "test-postgres: no free port" >&2; exit 69; }

"${as_server[@]}" "$bin/initdb" -D "$folder/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
  >"$folder/initdb.log" 2>&1 || { cat "$folder/initdb.log" >&2; exit 69; }
# Passwords over TCP (what a desktop does), trust on the socket (what the tests set up with).
cat >"$folder/data/pg_hba.conf" <<HBA
local all all trust
host all all 127.0.0.1/32 scram-sha-256
HBA
"${as_server[@]}" "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w -t 60 start \
  -o "-k $folder -p $port -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${PET_POSTGRES_OPTIONS:-}" \
  >/dev/null || { cat "$folder/server.log" >&2; exit 69; }

export PET_TEST_POSTGRES="host=$folder port=$port user=postgres dbname=postgres"
export PET_TEST_POSTGRES_TCP="host=127.0.0.1 port=$port"
# For a test that stops and starts its own server (`test-postgres.sh` run by the test itself):
# `pg_ctl -D "$PET_TEST_POSTGRES_DATA" stop`, then `restart` takes the same options again.
export PET_TEST_POSTGRES_DATA="$folder/data"
export PET_TEST_POSTGRES_CTL="$bin/pg_ctl"
echo "test-postgres: a throwaway server on port $port ($folder)" >&2
status=0
"$@" || status=$?
exit $status
