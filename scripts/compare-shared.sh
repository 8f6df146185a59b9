#!/usr/bin/env bash
# The shared catalogue's part of `make bench` (scripts/compare.sh runs it beside a throwaway
# PostgreSQL server, scripts/test-postgres.sh): COUNT pets across SHELTERS shelters, published
# one shelter at a time as shelters publish (two at once, one a core), then
#
#   pet-browser's first frame on it      vs  the minimal GTK 3 window (target <= 3x), and
#     its settled screenshot (the whole answer in) beside them
#   typing "beagle" in that window           each keystroke's rows shown within 50 ms
#   one shelter re-publishing 500 pets       under 1 s, while ten `petcards list --search` run
#   petcards list --search beagle            beside the SQLite store of the same pets
#
# Usage: compare-shared.sh WORK BIN COUNT SHELTERS RUNS TODAY SEED. Writes its results into WORK
# (shared-*.json, shared-*.txt) for compare.sh's table.
set -euo pipefail
work=$1 bin=$2 count=$3 shelters=$4 runs=$5 today=$6 seed=$7

eval "$(tr ' ' '\n' <<<"$PET_TEST_POSTGRES" | sed -n 's/^host=/PGHOST=/p; s/^port=/PGPORT=/p')"
export PGHOST PGPORT PGUSER=postgres PGDATABASE=postgres
owner="postgresql:///bench?host=$PGHOST&port=$PGPORT&user=postgres"

echo "== Generating $count pets (seed $seed) for $shelters shelters, and as one file" >&2
"$bin/petcards" generate --count "$count" --shelters "$shelters" --seed "$seed" --today "$today" \
  --out "$work/shared" --force >&2
# The same pets, of the same shelters (placed), in one file for one store.
"$bin/petcards" generate --count "$count" --shelters "$shelters" --one-file --seed "$seed" --today "$today" \
  --out "$work/shared-whole" --force >&2

# SHARED_REUSE=1 measures a database `bench` a run before published on the same server (for
# measuring changes to the readers without publishing again).
if [ "${SHARED_REUSE:-0}" = 1 ] && [ -s "$work/shared-publish.txt" ]; then
  echo "== Reusing the published catalogue" >&2
else
psql -q -c "CREATE DATABASE bench"
echo "== Publishing them, one shelter at a time, two at once" >&2
start=$(date +%s.%N)
# shellcheck disable=SC2016
ls "$work"/shared/shelter-*.json | xargs -P 2 -n 1 sh -c \
  '"$0" import "$3" --into "$1" --shelter "$(basename "$3" .json)" --today "$2" >/dev/null' \
  "$bin/petcards" "$owner" "$today" 2>&1 | head -5 >&2 || true
end=$(date +%s.%N)
echo "$start $end" >"$work/shared-publish.txt"
psql -q -d bench -c "VACUUM ANALYZE"
# The load and the vacuum leave gigabytes of pages to write, which the server writes over the
# next minutes (a checkpoint) while the window and the publishes below are measured: the first
# keystrokes took 53 ms rather than 13, and the re-publishes twice as long. Written now, the
# measures are of a catalogue in use, not of one a million pets were poured into a minute ago.
psql -q -d bench -c "CHECKPOINT"
published=$(psql -At -d bench -c "SELECT count(*) FROM pet WHERE NOT gone")
[ "$published" = "$count" ] || { echo "compare-shared: $published of $count pets published" >&2; exit 1; }
psql -At -d bench -c "SELECT pg_size_pretty(pg_database_size('bench'))" >"$work/shared-size.txt"

# An adopter's desktop: its own login role, a password, over TCP.
psql -q -d bench -c "CREATE ROLE viewer LOGIN PASSWORD 'bench-viewer' IN ROLE pets_adopter"
fi
viewer="postgresql://viewer:bench-viewer@127.0.0.1:$PGPORT/bench"

echo "== The window on the shared catalogue vs the minimal window ($runs runs each)" >&2
# The first frame (its rows the answer's first page and count, the rest still coming), and the
# window settled with the whole answer in, as a screenshot waits for it.
hyperfine --style basic --warmup 1 --runs "$runs" --export-json "$work/shared-frame.json" \
  -n pet-browser-shared "'$bin/pet-browser' --catalog '$viewer' --today $today --benchmark-first-frame" \
  -n pet-browser-shared-settled "'$bin/pet-browser' --catalog '$viewer' --today $today --screenshot '$work/shared.png'" \
  -n minimal "'$work/minimal' '$work/minimal.png'" >&2
"$bin/pet-browser" --catalog "$viewer" --today "$today" --benchmark-typing beagle | tee "$work/shared-typing.txt" >&2
/usr/bin/time -f '%M' -o "$work/memory-shared.txt" \
  "$bin/pet-browser" --catalog "$viewer" --today "$today" --benchmark-typing beagle >/dev/null

echo "== petcards list --search beagle: shared vs the SQLite store of the same pets ($runs runs each)" >&2
store="$work/shared-whole/pets.sqlite"
[ -s "$store" ] || "$bin/petcards" import "$work/shared-whole/pets.json" --into "$store" --today "$today" >/dev/null
hyperfine --style basic --warmup 1 --runs "$runs" --export-json "$work/shared-list.json" \
  -n shared "'$bin/petcards' list --catalog '$viewer' --today $today --search beagle > '$work/shared-list.txt'" \
  -n store "'$bin/petcards' list --catalog '$store' --today $today --search beagle > '$work/store-list.txt'" >&2
cmp -s "$work/shared-list.txt" "$work/store-list.txt" \
  || { echo "compare-shared: the shared catalogue and the store list different pets" >&2; exit 1; }

echo "== Pets near a place (62704, within 50 mi): petcards and the window on the store and the server, vs the query by hand in sqlite3 and psql ($runs runs each)" >&2
# By hand as a person fluent in each would write it: the shelters in a box of latitude and
# longitude, kept within the great-circle distance, then their pets by the index of pets by
# shelter, in name order, with the miles. (SQLite, left to choose, walks the name index
# through all million pets: 1.6 s.)
lat=39.7725 lon=-89.6889 km=80.4672
cat >"$work/near-sqlite.sql" <<SQL
WITH near AS MATERIALIZED (
  SELECT id, 2 * 6371.0088 * asin(sqrt(
      pow(sin(radians(json_extract(json, '\$.latitude') - $lat) / 2), 2)
      + cos(radians($lat)) * cos(radians(json_extract(json, '\$.latitude')))
      * pow(sin(radians(json_extract(json, '\$.longitude') - ($lon)) / 2), 2))) AS km
  FROM shelter
  WHERE json_extract(json, '\$.latitude') BETWEEN $lat - 0.73 AND $lat + 0.73
    AND json_extract(json, '\$.longitude') BETWEEN $lon - 0.95 AND $lon + 0.95)
SELECT pet.id, pet.name, pet.species, pet.birthday, pet.rarity, round(near.km / 1.609344, 1)
FROM near JOIN pet INDEXED BY pet_by_shelter ON pet.gone = 0 AND pet.shelter = near.id
WHERE near.km <= $km AND pet.status != 'adopted'
ORDER BY pet.nameKey, pet.ordinal;
SQL
cat >"$work/near-psql.sql" <<SQL
WITH near AS MATERIALIZED (
  SELECT id, 2 * 6371.0088 * asin(sqrt(
      sin(radians(latitude - $lat) / 2) ^ 2
      + cos(radians($lat)) * cos(radians(latitude)) * sin(radians(longitude - ($lon)) / 2) ^ 2)) AS km
  FROM shelter
  WHERE latitude BETWEEN $lat - 0.73 AND $lat + 0.73 AND longitude BETWEEN $lon - 0.95 AND $lon + 0.95)
SELECT pet.id, pet.name, pet.species, pet.birthday, pet.rarity, round((near.km / 1.609344)::numeric, 1)
FROM near JOIN pet ON NOT pet.gone AND pet.shelter_id = near.id
WHERE near.km <= $km AND pet.status <> 'adopted'
ORDER BY pet.name_key, pet.shelter_id, pet.ordinal;
SQL
hyperfine --style basic --warmup 2 --runs "$runs" --export-json "$work/near.json" \
  -n store "'$bin/petcards' list --catalog '$store' --today $today --near 62704 --within 50mi > '$work/near-store.txt'" \
  -n sqlite3 "sqlite3 '$store' < '$work/near-sqlite.sql' > '$work/near-sqlite.txt'" \
  -n shared "'$bin/petcards' list --catalog '$viewer' --today $today --near 62704 --within 50mi > '$work/near-shared.txt'" \
  -n psql "psql -X -q -At '$viewer' -f '$work/near-psql.sql' > '$work/near-psql.txt'" \
  -n window-store "'$bin/pet-browser' --catalog '$store' --today $today --near 62704 --within 50 --benchmark-first-frame" \
  -n window-shared "'$bin/pet-browser' --catalog '$viewer' --today $today --near 62704 --within 50 --benchmark-first-frame" >&2
# The same pets each way: the rows of petcards (less its heading) against the hand queries'.
for file in near-store near-shared; do tail -n +2 "$work/$file.txt" | awk '{print $1}' | sort >"$work/$file.ids"; done
for file in near-sqlite near-psql; do cut -d'|' -f1 "$work/$file.txt" | sort >"$work/$file.ids"; done
for file in near-shared near-sqlite near-psql; do
  cmp -s "$work/near-store.ids" "$work/$file.ids" \
    || { echo "compare-shared: $file lists other pets near 62704 than the store" >&2; exit 1; }
done
wc -l <"$work/near-store.ids" >"$work/near-count.txt"
"$bin/pet-browser" --catalog "$store" --today "$today" --near 62704 --within 50 --benchmark-typing beagle \
  | tee "$work/near-typing.txt" >&2

echo "== One shelter re-publishing 500 pets, every one changed, with ten searches running beside" >&2
first="$work/shared/shelter-0001.json"
python3 - "$first" "$work/shared" <<'PY'
import json, sys
listing = json.load(open(sys.argv[1]))
listing["pets"] = listing["pets"][:500]
for turn in ("a", "b"):
    for pet in listing["pets"]:
        pet["description"] = pet["description"].rstrip(" ab") + " " + turn
    json.dump(listing, open(f"{sys.argv[2]}/republish-{turn}.json", "w"))
PY
# Each reader searches again until told to stop (a file), finishing the search it is in, and
# counts its searches: a stop file left by an earlier run in the same folder had the readers
# stop at once, and the publishes measured alone.
rm -f "$work/stop-readers" "$work/reader-searches"
readers=()
for _ in $(seq 10); do
  (while [ ! -e "$work/stop-readers" ]; do
    "$bin/petcards" list --catalog "$viewer" --today "$today" --search beagle >/dev/null
    echo >>"$work/reader-searches"
  done) &
  readers+=($!)
done
trap 'touch "$work/stop-readers"; wait "${readers[@]}" 2>/dev/null || true' EXIT
sleep 1
hyperfine --style basic --warmup 1 --runs "$runs" --export-json "$work/shared-republish.json" \
  -n republish-500 \
  "'$bin/petcards' import '$work/shared/republish-a.json' --into '$owner' --shelter shelter-0001 --today $today >/dev/null && '$bin/petcards' import '$work/shared/republish-b.json' --into '$owner' --shelter shelter-0001 --today $today >/dev/null" >&2
touch "$work/stop-readers"
wait "${readers[@]}"
searches=$(wc -l <"$work/reader-searches" 2>/dev/null || echo 0)
echo "== The ten readers ran $searches searches beside the publishes" >&2
[ "$searches" -ge 10 ] || { echo "compare-shared: the readers did not run beside the publishes" >&2; exit 1; }
trap - EXIT
