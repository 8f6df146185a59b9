#!/usr/bin/env bash
# Side by side, in one run: our tools on 100,000 pets against what a user would pick instead.
#
#   petcards list           vs  jq printing the same columns from the same file
#   pet-browser first frame vs  a minimal GTK 3 window (Benchmarks/minimal-gtk/minimal.c),
#                               both under one Xvfb server started here
#   keystrokes in the window    (pet-browser --benchmark-typing) against one frame, 16 ms
#   the window's peak memory    against 300 MiB
#
# Prints a table: what | ours | peer | ratio | target | ok?. `make bench` runs it.
# Our tools run twice where it matters: with the catalogue's binary copy warm (what every run
# after the first does) and with no copy (the JSON read and checked, as on a first run).
# Environment: RUNS (hyperfine runs per command, default 10), KEEP=1 keeps the temp folder.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${RUNS:-10}
today=2026-11-21
seed=5
count=100000

bash scripts/install-deps.sh bench

echo "== Building (release)" >&2
swift build -c release >&2
bin=$(swift build -c release --show-bin-path)

work=$(mktemp -d "${TMPDIR:-/tmp}/pet-compare.XXXXXX")
xvfb_pid=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  [ "${KEEP:-0}" = 1 ] && echo "kept $work" >&2 || rm -rf "$work"
}
trap cleanup EXIT

echo "== Generating $count pets (seed $seed) into $work" >&2
"$bin/petcards" generate --count "$count" --seed "$seed" --today "$today" --out "$work/catalog" >&2
catalog="$work/catalog/pets.json"

echo "== Building the minimal GTK 3 window" >&2
gcc -O2 -o "$work/minimal" Benchmarks/minimal-gtk/minimal.c $(pkg-config --cflags --libs gtk+-3.0)

# One display for every window run, so no run pays for starting a server.
Xvfb -displayfd 4 -screen 0 1280x1024x24 -nolisten tcp 4>"$work/display" 2>"$work/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 50); do [ -s "$work/display" ] && break; sleep 0.1; done
[ -s "$work/display" ] || { echo "compare: Xvfb did not start; see $work/xvfb.log" >&2; exit 69; }
export DISPLAY=":$(head -n1 "$work/display")"
# The catalogue's binary copy and the user data live in the temp folder, not in ~.
export PET_CACHE_DIR="$work/cache" PET_DATA_DIR="$work/data"

echo "== petcards list vs jq ($runs runs each)" >&2
hyperfine --style basic --warmup 2 --runs "$runs" --export-json "$work/list.json" \
  -n petcards "'$bin/petcards' list --catalog '$catalog' --today $today > '$work/petcards.txt'" \
  -n petcards-json "PET_CACHE_DIR= '$bin/petcards' list --catalog '$catalog' --today $today > '$work/petcards.txt'" \
  -n jq "jq -r '.pets[] | [.name, .species, .birthday, .rarity] | @tsv' '$catalog' > '$work/jq.txt'" >&2

echo "== First frame: pet-browser vs the minimal window ($runs runs each, display $DISPLAY)" >&2
hyperfine --style basic --warmup 2 --runs "$runs" --export-json "$work/frame.json" \
  -n pet-browser "'$bin/pet-browser' --catalog '$catalog' --today $today --screenshot '$work/pet-browser.png'" \
  -n pet-browser-json "PET_CACHE_DIR= '$bin/pet-browser' --catalog '$catalog' --today $today --screenshot '$work/pet-browser.png'" \
  -n minimal "'$work/minimal' '$work/minimal.png'" >&2

echo "== Typing into the search of 100,000 pets" >&2
for text in "beagle gentle" "stuart"; do
  "$bin/pet-browser" --catalog "$catalog" --today "$today" --benchmark-typing "$text" | tee -a "$work/typing.txt" >&2
done

echo "== Peak memory" >&2
/usr/bin/time -f '%M' -o "$work/memory-frame.txt" \
  "$bin/pet-browser" --catalog "$catalog" --today "$today" --screenshot "$work/memory.png" >/dev/null
/usr/bin/time -f '%M' -o "$work/memory-typing.txt" \
  "$bin/pet-browser" --catalog "$catalog" --today "$today" --benchmark-typing "beagle gentle" >/dev/null
/usr/bin/time -f '%M' -o "$work/memory-minimal.txt" "$work/minimal" "$work/memory-minimal.png" >/dev/null

python3 - "$work" <<'PY'
import json, re, sys
work = sys.argv[1]

def results(name):
    return {r["command"]: r for r in json.load(open(f"{work}/{name}.json"))["results"]}

rows = []
def row(what, ours, peer, ratio, target, ok):
    rows.append((what, ours, peer, ratio, target, "yes" if ok else "NO"))

listing = results("list")
peer = listing["jq"]
for name, what in (("petcards", "copy warm"), ("petcards-json", "JSON, no copy")):
    ours = listing[name]
    ratio = ours["mean"] / peer["mean"]
    row(f"petcards list, 100k pets, {what} (wall)", f"{ours['mean']:.3f} s", f"jq {peer['mean']:.3f} s",
        f"{ratio:.2f}x", "<= 0.5x jq", ratio <= 0.5)
    ours_cpu, peer_cpu = ours["user"] + ours["system"], peer["user"] + peer["system"]
    ratio = ours_cpu / peer_cpu
    row(f"petcards list, 100k pets, {what} (CPU)", f"{ours_cpu:.3f} s", f"jq {peer_cpu:.3f} s",
        f"{ratio:.2f}x", "<= 0.5x jq", ratio <= 0.5)

frame = results("frame")
peer = frame["minimal"]
for name, what in (("pet-browser", "copy warm"), ("pet-browser-json", "JSON, no copy")):
    ours = frame[name]
    ratio = ours["mean"] / peer["mean"]
    row(f"pet-browser first frame, 100k, {what}", f"{ours['mean']:.3f} s", f"minimal {peer['mean']:.3f} s",
        f"{ratio:.1f}x", "< 1 s", ours["mean"] < 1.0)
    row(f"  ... against the minimal GTK window", f"{ours['mean']:.3f} s", f"minimal {peer['mean']:.3f} s",
        f"{ratio:.1f}x", "<= 3x minimal", ratio <= 3.0)

text = open(f"{work}/typing.txt").read()
updates = [float(m) for m in re.findall(r'rows, ([\d.]+) ms \(query', text)]
queries = [float(m) for m in re.findall(r'query ([\d.]+) ms', text)]
slices = [float(m) for m in re.findall(r'longest slice ([\d.]+) ms,', text)]
settled = [float(m) for m in re.findall(r'settled ([\d.]+) ms\)', text)]
updates.sort(); queries.sort(); slices.sort(); settled.sort()
p50 = lambda xs: xs[len(xs) // 2]
row(f"keystroke: filter + list update, max of {len(updates)}", f"{updates[-1]:.1f} ms",
    f"p50 {p50(updates):.1f} ms", "", "< 16 ms", updates[-1] < 16)
row(f"keystroke: filter (query) alone, max", f"{queries[-1]:.1f} ms", f"p50 {p50(queries):.1f} ms",
    "", "< 16 ms", queries[-1] < 16)
row(f"keystroke: longest slice while the row count catches up", f"{slices[-1]:.1f} ms",
    f"p50 {p50(slices):.1f} ms", "", "< 16 ms", slices[-1] < 16)
row(f"keystroke: until the row count has caught up, max", f"{settled[-1]:.1f} ms", f"p50 {p50(settled):.1f} ms",
    "", "(info)", True)

kb = lambda name: int(open(f"{work}/memory-{name}.txt").read().split()[-1])
peak = max(kb("frame"), kb("typing"))
row("pet-browser peak RSS, 100k", f"{peak / 1024:.0f} MiB", f"minimal {kb('minimal') / 1024:.0f} MiB",
    f"{peak / kb('minimal'):.1f}x", "< 300 MiB", peak < 300 * 1024)

headers = ("what", "ours", "peer", "ratio", "target", "ok?")
widths = [max(len(str(r[i])) for r in rows + [headers]) for i in range(6)]
line = lambda r: " | ".join(str(c).ljust(w) for c, w in zip(r, widths))
print(line(headers))
print("-+-".join("-" * w for w in widths))
for r in rows:
    print(line(r))
PY
