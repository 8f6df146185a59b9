#!/usr/bin/env python3
"""Makes the listings `make bench` imports: a Petfinder page of COUNT animals (each with three
photos, a contact and HTML in its story) and a county shelter's spreadsheet of COUNT rows (its
own headers, M/F/N/S/U, ages in words, sizes such as X-LRG), both in the shapes of the
samples in docs/formats/samples, from SEED. Usage: make-listings.py COUNT SEED FOLDER"""
import csv
import json
import random
import sys

count, seed, folder = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
rng = random.Random(seed)
names = ["Biscuit", "Clover", "Pickles", "Juniper", "Rosie", "Oliver", "Mochi", "Pepper", "Luna", "Max",
         "Bella", "Charlie", "Daisy", "Milo", "Nala", "Rocky", "Sadie", "Toby", "Willow", "Ziggy"]
breeds = ["Labrador Retriever", "Beagle", "Domestic Shorthair", "Pit Bull Terrier", "Siamese", "Poodle"]

animals = []
for n in range(count):
    species = rng.choice(["Dog", "Cat"])
    pid = 800000 + n
    animals.append({
        "id": pid, "organization_id": f"OR{n % 1000:03d}",
        "url": f"https://www.petfinder.com/{species.lower()}/{pid}/",
        "type": species, "species": species,
        "breeds": {"primary": rng.choice(breeds), "secondary": None, "mixed": rng.random() < 0.5, "unknown": False},
        "colors": {"primary": rng.choice(["Black", "White / Cream", "Brown Tabby", None]), "secondary": None,
                   "tertiary": None},
        "age": rng.choice(["Baby", "Young", "Adult", "Senior"]),
        "gender": rng.choice(["Male", "Female", "Unknown"]),
        "size": rng.choice(["Small", "Medium", "Large", "Extra Large"]),
        "coat": rng.choice(["Short", "Medium", "Long", None]),
        "attributes": {"spayed_neutered": rng.random() < 0.7, "house_trained": rng.random() < 0.5,
                       "shots_current": True},
        "environment": {"children": rng.choice([True, False, None]), "dogs": None, "cats": None},
        "name": f"{rng.choice(names)} {n}",
        "description": f"{rng.choice(names)} &amp; friends love walks.&#10;Ask about {n}...",
        "photos": [{size: f"https://pictures.example.org/pf/{pid}/{k}" + (f"?width={w}" if w else "")
                    for size, w in (("small", 100), ("medium", 300), ("large", 600), ("full", 0))}
                   for k in range(1, 4)],
        "status": "adoptable",
        "published_at": f"2026-{rng.randint(1, 10):02d}-{rng.randint(1, 28):02d}T09:00:00+0000",
        "contact": {"email": f"adopt{n % 1000}@shelter.example.org", "phone": None,
                    "address": {"city": "Springfield", "state": "OR", "postcode": "97477", "country": "US"}},
    })
with open(f"{folder}/petfinder-{count}.json", "w") as out:
    json.dump({"animals": animals, "pagination": {"count_per_page": count, "total_count": count,
                                                  "current_page": 1, "total_pages": 1}}, out)

with open(f"{folder}/county-{count}.csv", "w", newline="") as out:
    writer = csv.writer(out)
    writer.writerow(["Animal ID", "Intake Type", "In Date", "Pet name", "Animal Type", "Pet Age", "Pet Size",
                     "Color", "Breed", "Sex", "URL Link "])
    for n in range(count):
        years, months = rng.randint(0, 14), rng.randint(0, 11)
        age = rng.choice([f"{years} YEARS", f"{years} YEAR {months} MONTHS", f"{rng.randint(1, 20)} WEEKS"])
        writer.writerow([f"A{500000 + n}", rng.choice(["STRAY", "OWNER SUR"]),
                         f"{rng.randint(1, 10)}/{rng.randint(1, 28)}/2026 12:00:00 AM", f"{rng.choice(names).upper()}",
                         rng.choice(["DOG", "CAT", "RABBIT"]), age, rng.choice(["SMALL", "MED", "LARGE", "X-LRG"]),
                         rng.choice(["BLACK", "ORANGE TABBY", "WHITE/BROWN"]), rng.choice(breeds).upper(),
                         rng.choice("MFNSU"), f"http://www.petharbor.com/pet.asp?uaid=CNTY.A{500000 + n}"])
