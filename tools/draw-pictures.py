#!/usr/bin/env python3
"""Draw the catalogue's pet pictures.

Every picture in data/pictures/ is made by this script: a flat, friendly
illustration composed from one template per species, coloured per pet by the
STYLES table below. Nothing is downloaded or traced.

    python3 tools/draw-pictures.py            # (re)draw data/pictures/<id>.svg
    python3 tools/draw-pictures.py --check    # fail if a picture is out of date

Pets in data/pets.json with no entry in STYLES get their species' default
colours, so a new pet always gets a picture. The pictures are 256x256 SVG 1.1,
with no text, fonts or external references, and are meant to read as their
species even when shown as a 48x48 thumbnail.
"""

import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTLINE = "#2e2622"
DARK = "#231d1a"
PINK = "#e9959b"


def el(tag, **attrs):
    """One SVG element; trailing underscores and underscores map to '-'."""
    parts = []
    for key, value in attrs.items():
        key = key.rstrip("_").replace("_", "-")
        if isinstance(value, float):
            value = f"{value:g}"
        parts.append(f'{key}="{value}"')
    return f"<{tag} {' '.join(parts)}/>"


def mirror(x):
    return 256 - x


def eye(x, y, r=9, sclera=None, colour=DARK):
    out = []
    if sclera:
        out.append(el("circle", cx=x, cy=y, r=r + 4, fill=sclera, stroke="none"))
    out.append(el("circle", cx=x, cy=y, r=r, fill=colour, stroke="none"))
    out.append(el("circle", cx=x + r * 0.35, cy=y - r * 0.35, r=max(2, r * 0.33), fill="#fff", stroke="none"))
    return out


def whiskers(cx, cy, colour, length=52, spread=(-8, 2, 12)):
    d = []
    for dy in spread:
        d.append(f"M{cx - 18} {cy}l-{length} {dy}")
        d.append(f"M{cx + 18} {cy}l{length} {dy}")
    return [el("path", d="".join(d), fill="none", stroke=colour, stroke_width=3)]


# ---------------------------------------------------------------- dog (front)

def dog(s):
    out = []
    head, ear, muzzle = s["head"], s.get("ear", s["head"]), s.get("muzzle", s["head"])
    ears = s.get("ears", "floppy")
    if ears == "floppy":
        ry = s.get("ear_len", 46)
        for x, a in ((66, 16), (190, -16)):
            out.append(el("ellipse", cx=x, cy=92 + ry, rx=26, ry=ry, fill=ear,
                          transform=f"rotate({a} {x} {92 + ry})"))
    else:
        big = ears == "big"
        for sign in (1, -1):
            bx = 128 - sign * 58
            tip = (128 - sign * (56 if big else 50), 22 if big else 36)
            inner = 128 - sign * 20
            out.append(el("path", d=f"M{bx} {118}L{tip[0]} {tip[1]}L{inner} {84}Z", fill=ear))
            out.append(el("path", d=f"M{bx + sign * 12} {104}L{tip[0] + sign * 3} {tip[1] + 22}L{inner - sign * 12} {88}Z",
                          fill=s.get("inner", "#f2c2a8"), stroke="none"))
    out.append(el("ellipse", cx=128, cy=132, rx=64, ry=s.get("head_ry", 60), fill=head))
    for x, y, rx, ry, c in s.get("patches", []):
        out.append(el("ellipse", cx=x, cy=y, rx=rx, ry=ry, fill=c, stroke="none"))
    if "blaze" in s:
        out.append(el("path", d="M128 76Q116 112 112 150L144 150Q140 112 128 76Z", fill=s["blaze"], stroke="none"))
    out.append(el("ellipse", cx=128, cy=166, rx=s.get("muzzle_rx", 38), ry=28, fill=muzzle, stroke="none"))
    if s.get("tongue"):
        out.append(el("path", d="M119 181Q128 204 137 181Z", fill="#e46b78", stroke=OUTLINE, stroke_width=3))
    out.append(el("path", d="M128 164V178M112 178Q120 188 128 178Q136 188 144 178", fill="none", stroke=DARK, stroke_width=4))
    out.append(el("path", d="M111 151Q128 142 145 151Q141 166 128 168Q115 166 111 151Z", fill=s.get("nose", DARK), stroke="none"))
    for x in (102, 154):
        out += eye(x, 122, 9, s.get("sclera"))
    if s.get("brows"):
        for x in (102, 154):
            out.append(el("ellipse", cx=x, cy=104, rx=8, ry=5, fill=s["brows"], stroke="none"))
    return out


# ---------------------------------------------------------------- cat (front)

def cat(s):
    out = []
    fur, ear = s["fur"], s.get("ear", s["fur"])
    big = s.get("big_ears", False)
    for sign in (1, -1):
        bx, tx, ix = 128 - sign * 68, 128 - sign * (70 if big else 60), 128 - sign * (8 if big else 14)
        ty = 20 if big else 36
        out.append(el("path", d=f"M{bx} 116L{tx} {ty}L{ix} 82Z", fill=ear))
        out.append(el("path", d=f"M{bx + sign * 12} 102L{tx + sign * 4} {ty + 22}L{ix - sign * 16} 86Z",
                      fill=s.get("inner", PINK), stroke="none"))
        if s.get("tufts"):
            out.append(el("path", d=f"M{tx} {ty}l{-sign * 2} -18M{tx} {ty}l{sign * 8} -14", fill="none", stroke=OUTLINE, stroke_width=4))
    if s.get("ruff"):  # long-haired cheeks and chin
        pts = ((-66, -18), (-92, -8), (-74, 2), (-96, 16), (-72, 22), (-86, 40), (-56, 40), (-52, 60), (-30, 50),
               (-16, 68), (0, 56), (16, 68), (30, 50), (52, 60), (56, 40), (86, 40), (72, 22), (96, 16), (74, 2), (92, -8), (66, -18))
        out.append(el("polygon", points=" ".join(f"{128 + dx},{150 + dy}" for dx, dy in pts), fill=s["ruff"]))
    out.append(el("ellipse", cx=128, cy=136, rx=72, ry=60, fill=fur))
    if "mask" in s:
        out.append(el("ellipse", cx=128, cy=150, rx=36, ry=34, fill=s["mask"], stroke="none"))
    if "stripes" in s:
        out.append(el("path", d="M128 80V102M110 84L114 102M146 84L142 102M58 128H78M58 142H76M198 128H178M198 142H180",
                      fill="none", stroke=s["stripes"], stroke_width=7))
    if s.get("wrinkles"):
        out.append(el("path", d="M108 96Q128 88 148 96M112 106Q128 100 144 106", fill="none", stroke=s["wrinkles"], stroke_width=3))
    if "muzzle" in s:
        for x in (116, 140):
            out.append(el("ellipse", cx=x, cy=164, rx=18, ry=14, fill=s["muzzle"], stroke="none"))
    eyec = s.get("eyes", "#9bc53d")
    for x in (100, 156):
        ry = 13 if s.get("big_eyes") else 11
        out.append(el("ellipse", cx=x, cy=128, rx=ry + 2, ry=ry, fill=eyec, stroke=DARK, stroke_width=3))
        out.append(el("ellipse", cx=x, cy=128, rx=3.5 if not s.get("big_eyes") else 5, ry=ry - 2, fill=DARK, stroke="none"))
        out.append(el("circle", cx=x + 5, cy=123, r=2.5, fill="#fff", stroke="none"))
    out.append(el("path", d="M119 151H137L128 160Z", fill=s.get("nose", PINK), stroke="none"))
    out.append(el("path", d="M128 160Q128 170 117 169M128 160Q128 170 139 169", fill="none", stroke=s.get("mouth", DARK), stroke_width=3.5))
    out += whiskers(128, 160, s.get("whisker", "#4a403a"), 46 if not s.get("short_whiskers") else 24)
    return out


# ---------------------------------------------------------------- rabbit (front)

def rabbit(s):
    out = []
    fur, ear = s["fur"], s.get("ear", s["fur"])
    ry = s.get("ear_len", 54)
    for x, a in ((98, -10), (158, 10)):
        cy = 100 - ry
        out.append(el("ellipse", cx=x, cy=cy + 20, rx=20, ry=ry, fill=ear, transform=f"rotate({a} {x} 150)"))
        out.append(el("ellipse", cx=x, cy=cy + 26, rx=9, ry=ry - 16, fill=s.get("inner", PINK), stroke="none",
                      transform=f"rotate({a} {x} 150)"))
    out.append(el("ellipse", cx=128, cy=152, rx=62, ry=54, fill=fur))
    if "face" in s:  # Dutch pattern: white blaze and lower face
        out.append(el("path", d="M128 100L114 146Q94 162 76 176Q128 218 180 176Q162 162 142 146Z", fill=s["face"], stroke="none"))
    out.append(el("ellipse", cx=128, cy=176, rx=30, ry=20, fill=s.get("muzzle", fur), stroke="none"))
    for x in (102, 154):
        out += eye(x, 144, 9, s.get("sclera"))
    out.append(el("path", d="M121 168H135L128 175Z", fill=PINK, stroke="none"))
    out.append(el("rect", x=121, y=181, width=14, height=12, rx=2, fill="#fff", stroke=DARK, stroke_width=2.5))
    out.append(el("path", d="M128 175V182M128 182Q120 184 116 180M128 182Q136 184 140 180M128 182V193",
                  fill="none", stroke=DARK, stroke_width=3))
    out += whiskers(128, 178, s.get("whisker", "#4a403a"), 40)
    return out


# ---------------------------------------------------------------- bird (perched, facing right)

def bird(s):
    out = [el("path", d="M28 206Q128 190 228 204", fill="none", stroke="#7a5230", stroke_width=14),
           el("path", d="M206 200q14-22 34-18q-12 22-34 18Z", fill="#7fb069", stroke="none")]
    tail_len = s.get("tail_len", 0)
    out.append(el("path", d=f"M96 168L{52 - tail_len // 2} {226 + tail_len // 3}L{80 - tail_len // 3} {234 + tail_len // 3}L118 182Z", fill=s["tail"]))
    out.append(el("ellipse", cx=124, cy=146, rx=46, ry=58, fill=s["body"], transform="rotate(24 124 146)"))
    if "belly" in s:
        out.append(el("ellipse", cx=140, cy=156, rx=26, ry=38, fill=s["belly"], stroke="none", transform="rotate(24 140 156)"))
    if "crest" in s:
        out.append(el("path", d="M140 66Q126 32 146 14Q146 40 160 62Z", fill=s["crest"]))
    out.append(el("circle", cx=150, cy=90, r=36, fill=s["head"]))
    if "bars" in s:
        out.append(el("path", d="M120 84q6 4 12 0M118 96q6 4 12 0M124 72q6 4 12 0", fill="none", stroke=s["bars"], stroke_width=3.5))
    if "face" in s:
        out.append(el("ellipse", cx=162, cy=88, rx=16, ry=14, fill=s["face"], stroke="none"))
    if "cheek" in s:
        out.append(el("circle", cx=162, cy=106, r=10, fill=s["cheek"], stroke="none"))
    out.append(el("ellipse", cx=110, cy=150, rx=26, ry=46, fill=s["wing"], transform="rotate(24 110 150)"))
    if "wingbar" in s:
        out.append(el("path", d="M112 120Q102 146 90 170M124 128Q114 154 104 178", fill="none", stroke=s["wingbar"], stroke_width=4))
    out.append(el("path", d="M178 80Q206 84 200 116Q190 104 176 106Z", fill=s["beak"]))
    if "cere" in s:
        out.append(el("path", d="M176 80Q184 76 190 82L180 88Z", fill=s["cere"], stroke="none"))
    out += eye(162, 84, 6.5, s.get("ring"))
    for x in (120, 140):
        out.append(el("path", d=f"M{x} 188v10m-6 0h14", fill="none", stroke="#8c7a6b", stroke_width=5))
    return out


# ---------------------------------------------------------------- guinea pig (side, facing right)

GP_BODY = "M48 182Q36 124 96 106Q150 92 188 114Q224 134 218 170Q214 198 184 200L76 200Q50 198 48 182Z"


def guinea_pig(s):
    out = ['<clipPath id="b"><path d="' + GP_BODY + '"/></clipPath>']
    for x in (92, 176):
        out.append(el("ellipse", cx=x, cy=202, rx=14, ry=8, fill=PINK))
    if s.get("tufts"):
        out.append(el("path", d="M44 178Q30 170 34 160Q40 150 46 152Q34 136 44 128Q54 124 60 130Q58 110 74 108Q84 108 86 116Q92 96 108 98Q116 100 116 108Q124 90 140 94Q146 98 146 110Z", fill=s["fur"]))
    out.append(el("path", d=GP_BODY, fill=s["fur"], stroke="none"))
    out.append('<g clip-path="url(#b)" stroke="none">')
    for x, y, rx, ry, c in s.get("patches", []):
        out.append(el("ellipse", cx=x, cy=y, rx=rx, ry=ry, fill=c))
    out.append("</g>")
    out.append(el("path", d=GP_BODY, fill="none"))
    out.append(el("path", d="M150 116Q150 90 172 94Q180 110 164 122Z", fill=s.get("ear", "#c98f7a")))
    out += eye(180, 138, 8)
    out.append(el("ellipse", cx=212, cy=160, rx=7, ry=5, fill=PINK, stroke="none"))
    out.append(el("path", d="M212 166q-2 8-10 8", fill="none", stroke=DARK, stroke_width=3))
    out.append(el("path", d="M204 162l-30-10M204 166l-32 4M212 162l26-14M212 166l30 0", fill="none",
                  stroke=s.get("whisker", "#4a403a"), stroke_width=3 if not s.get("long_whiskers") else 3.5))
    if s.get("long_whiskers"):
        out.append(el("path", d="M212 164l30 16M204 164l-36 20", fill="none", stroke=s.get("whisker", "#4a403a"), stroke_width=3.5))
    return out


# ---------------------------------------------------------------- hamster (front)

def hamster(s):
    fur, belly = s["fur"], s.get("belly", "#fff6e8")
    out = []
    for x in (86, 170):
        out.append(el("circle", cx=x, cy=78, r=18, fill=fur))
        out.append(el("circle", cx=x, cy=80, r=10, fill=PINK, stroke="none"))
    out.append(el("ellipse", cx=128, cy=156, rx=78, ry=76, fill=fur))
    for x in (74, 182):
        out.append(el("ellipse", cx=x, cy=148, rx=30, ry=28, fill=s.get("cheek", fur)))
    out.append(el("ellipse", cx=128, cy=192, rx=48, ry=38, fill=belly, stroke="none"))
    out.append(el("ellipse", cx=128, cy=140, rx=28, ry=20, fill=belly, stroke="none"))
    for x in (104, 152):
        out += eye(x, 118, 10)
    out.append(el("ellipse", cx=128, cy=134, rx=7, ry=5, fill=PINK, stroke="none"))
    out.append(el("path", d="M128 139v6M120 148q8 4 8-3q0 7 8 3", fill="none", stroke=DARK, stroke_width=3))
    out.append(el("path", d="M121 160Q128 150 135 160Q136 180 128 184Q120 180 121 160Z", fill="#5b5550"))
    out.append(el("path", d="M126 160v20M130 160v20", fill="none", stroke="#ece6dc", stroke_width=2.5))
    for x in (112, 144):
        out.append(el("ellipse", cx=x, cy=174, rx=10, ry=8, fill=PINK))
    for x in (96, 160):
        out.append(el("ellipse", cx=x, cy=228, rx=14, ry=7, fill=PINK))
    out += whiskers(128, 140, s.get("whisker", "#4a403a"), 36)
    return out


# ---------------------------------------------------------------- ferret (side, facing right)

def ferret(s):
    body, legs, face, mask = s["body"], s.get("legs", s["body"]), s.get("face", "#f3e6cf"), s.get("mask", s["body"])
    out = [el("path", d="M56 158Q16 150 10 196Q12 212 22 204Q30 178 60 184Z", fill=legs)]
    for x in (70, 92, 160, 178):
        out.append(el("rect", x=x - 9, y=168, width=18, height=40, rx=9, fill=legs))
    out.append(el("path", d="M44 170Q40 118 104 116Q150 114 178 118L212 150Q184 186 118 188Q52 192 44 170Z", fill=body))
    out.append(el("ellipse", cx=194, cy=108, rx=14, ry=14, fill=face))
    out.append(el("path", d="M168 132Q164 86 204 88Q238 96 244 126Q238 140 212 144Q180 148 168 132Z", fill=face))
    out.append(el("path", d="M178 112Q204 98 236 114L238 124Q206 112 180 128Z", fill=mask, stroke="none"))
    out += eye(210, 114, 6.5)
    out.append(el("ellipse", cx=240, cy=126, rx=6, ry=5, fill=PINK, stroke="none"))
    out.append(el("path", d="M238 132q-6 8-16 6", fill="none", stroke=DARK, stroke_width=3))
    out.append(el("path", d="M232 128l-28 8M232 132l-26 16", fill="none", stroke="#4a403a", stroke_width=2.5))
    return out


# ---------------------------------------------------------------- reptiles

def tortoise(s):
    skin, shell, lines = s.get("skin", "#b9a57a"), s.get("shell", "#8c7a40"), s.get("lines", "#5e4f22")
    out = []
    for x in (80, 168):
        out.append(el("rect", x=x - 16, y=150, width=32, height=48, rx=14, fill=skin))
    out.append(el("path", d="M40 164l-16 10 20 2Z", fill=skin))
    out.append(el("path", d="M190 156Q206 118 236 128Q250 142 240 160Q226 172 200 170Z", fill=skin))
    out += eye(224, 138, 6)
    out.append(el("path", d="M232 158q6-2 9-6", fill="none", stroke=DARK, stroke_width=3))
    out.append(el("path", d="M40 168Q44 68 128 66Q212 68 216 168Z", fill=shell))
    out.append(el("path", d="M96 72L88 112L104 140L152 140L168 112L160 72M88 112L48 122M168 112L208 122M104 140L96 166M152 140L160 166M128 66V68",
                  fill="none", stroke=lines, stroke_width=4))
    out.append(el("rect", x=34, y=160, width=188, height=20, rx=10, fill=s.get("rim", "#6f5f2e")))
    return out


def lizard(s):
    body, pattern = s.get("body", "#d9a45b"), s.get("pattern", "#a8702f")
    out = [el("path", d="M128 176Q124 214 88 226Q60 234 50 220Q76 222 96 206Q112 192 116 172Z", fill=body)]
    for sx in (1, -1):
        for y, dy in ((110, -1), (164, 1)):
            x0 = 128 - sx * 26
            out.append(el("path", d=f"M{x0} {y}L{x0 - sx * 34} {y + dy * 14}L{x0 - sx * 40} {y + dy * 32}", fill="none", stroke=body, stroke_width=14))
            out.append(el("path", d=f"M{x0 - sx * 40} {y + dy * 32}l{-sx * 10} {dy * 2}m{sx * 10} {-dy * 2}l{-sx * 2} {dy * 10}", fill="none", stroke=OUTLINE, stroke_width=4))
    spikes = "".join(f"M{128 - 34 + (abs(y - 138) // 6)} {y}l-10 6 10 6" for y in range(108, 170, 12))
    spikes += "".join(f"M{128 + 34 - (abs(y - 138) // 6)} {y}l10 6 -10 6" for y in range(108, 170, 12))
    out.append(el("path", d=spikes, fill=body))
    out.append(el("ellipse", cx=128, cy=140, rx=36, ry=46, fill=body))
    out.append(el("path", d="M116 118l12 10 12-10M116 142l12 10 12-10M118 164l10 8 10-8", fill="none", stroke=pattern, stroke_width=5, stroke_linejoin="round"))
    out.append(el("path", d="M90 84l-14-6 10 14-12 4 14 6-8 10 16-2M166 84l14-6-10 14 12 4-14 6 8 10-16-2", fill=s.get("beard", pattern)))
    out.append(el("path", d="M96 86Q98 40 128 38Q158 40 160 86Q152 104 128 104Q104 104 96 86Z", fill=body))
    for x in (110, 146):
        out += eye(x, 66, 6.5)
    out.append(el("path", d="M120 48h2M134 48h2", fill="none", stroke=DARK, stroke_width=4))
    return out


def reptile(s):
    return tortoise(s) if s.get("kind") == "tortoise" else lizard(s)


# ---------------------------------------------------------------- horse (profile, facing left)

def horse(s):
    coat, mane = s["coat"], s["mane"]
    out = [el("path", d="M124 50Q196 58 222 132L236 236L204 236Q200 140 150 76Z", fill=mane),
           el("path", d="M110 68L114 24L142 60Z", fill=coat),
           el("path", d="M136 56Q186 70 206 130L218 236L128 236Q130 190 120 168Q104 176 86 186Q60 196 50 180Q40 162 52 142Q70 102 100 70Q114 56 136 56Z", fill=coat),
           el("path", d="M112 60Q96 76 104 86Q118 76 132 64Z", fill=mane)]
    if "blaze" in s:
        out.append(el("path", d="M100 82Q82 112 60 152L72 158Q92 118 110 86Z", fill=s["blaze"], stroke="none"))
    out.append(el("path", d="M128 152Q150 126 134 104", fill="none", stroke="#000", stroke_opacity=0.2, stroke_width=4))
    out += eye(114, 102, 7.5)
    out.append(el("ellipse", cx=64, cy=164, rx=6, ry=9, fill=DARK, stroke="none", transform="rotate(20 64 164)"))
    out.append(el("path", d="M52 182Q66 184 78 176", fill="none", stroke=DARK, stroke_width=3.5))
    return out


SPECIES = {"dog": dog, "cat": cat, "rabbit": rabbit, "bird": bird, "guinea-pig": guinea_pig,
           "hamster": hamster, "ferret": ferret, "reptile": reptile, "horse": horse}

DEFAULTS = {
    "dog": dict(bg="#dcebf7", head="#c8955a", ear="#9c6a3a", muzzle="#f1dcbc"),
    "cat": dict(bg="#f3e4f1", fur="#a3a6ab", eyes="#9bc53d"),
    "rabbit": dict(bg="#e3f2dc", fur="#b49a82", muzzle="#ece1d4"),
    "bird": dict(bg="#e1f0f7", body="#6cc04a", head="#8fd46a", wing="#3f8f36", tail="#3f8f36", beak="#e8b04a"),
    "guinea-pig": dict(bg="#f6ebd9", fur="#c8925a"),
    "hamster": dict(bg="#f7e6d6", fur="#e0a45c"),
    "ferret": dict(bg="#e5eef0", body="#8b6546"),
    "reptile": dict(bg="#eef1d7"),
    "horse": dict(bg="#e4eedb", coat="#8a5a33", mane="#3a2618"),
    "other": dict(bg="#e8e8e8"),
}

# Colours and markings per pet, chosen to match the breed and the description.
STYLES = {
    "stuart": dict(bg="#fbe3d8", head="#fbf4ea", ear="#b5562a", muzzle="#fffaf2", ear_len=54, tongue=True,
                   patches=[(98, 114, 26, 24, "#b5562a"), (158, 114, 26, 24, "#b5562a")], blaze="#fbf4ea"),
    "biscuit": dict(bg="#d9ecf8", head="#e8c07a", ear="#cf9f55", muzzle="#f3dcaa", tongue=True),
    "koyuki": dict(bg="#fde8e8", head="#d9823b", ear="#d9823b", ears="pointed", inner="#fbe9d4",
                   muzzle="#fff7ea", muzzle_rx=46, brows="#fff7ea"),
    "moose": dict(bg="#e4e9d2", head="#7d8a99", ear="#6a7786", muzzle="#5d6875", head_ry=64, ear_len=44, blaze="#eef0f2"),
    "rosie": dict(bg="#f4ecd4", head="#c98a4b", ear="#8a4b22", muzzle="#dedad4", blaze="#faf7f2", ear_len=56),
    "pepper": dict(bg="#fbe7c6", head="#2a2a2e", ear="#2a2a2e", muzzle="#f7f5f0", blaze="#f7f5f0",
                   sclera="#f7f5f0", ear_len=40, tongue=True),
    "waffles": dict(bg="#dcefe6", head="#d8843a", ear="#d8843a", ears="big", inner="#f6c9a8", muzzle="#fffaf2",
                    blaze="#fffaf2", tongue=True),
    "midnight": dict(bg="#e9dcf5", fur="#1f1d22", eyes="#e08a2e", inner="#7a4a5a", whisker="#d8d4dc", nose="#8a5a66", mouth="#9a7a86"),
    "zoe": dict(bg="#dbe8f7", fur="#efe3cf", ear="#5a4032", inner="#8a6a5a", mask="#6b4c3b", eyes="#5aa7e6",
                whisker="#f4efe6"),
    "marmalade": dict(bg="#e0f0e4", fur="#e58a3a", stripes="#bc5f1d", muzzle="#fbf2e4", eyes="#e6c22e"),
    "luna": dict(bg="#efe6d2", fur="#9a7450", stripes="#5e432c", muzzle="#f4ece0", ruff="#c4a27a", tufts=True,
                 eyes="#c9b23a"),
    "tiny": dict(bg="#fde4ec", fur="#9aa0a6", stripes="#62676d", muzzle="#f2f2f2", eyes="#7fb3e0", big_eyes=True),
    "cleo": dict(bg="#f8e6d2", fur="#e8c4b4", inner="#d99a9a", big_ears=True, big_eyes=True, eyes="#b8d44a",
                 wrinkles="#c4988a", short_whiskers=True, whisker="#b48a7c"),
    "clover": dict(bg="#e3f2dc", fur="#2a2a2e", face="#f7f5f0", muzzle="#f7f5f0", inner="#c77c88",
                   sclera="#f7f5f0", whisker="#7a7a7a"),
    "thumper": dict(bg="#f6ead9", fur="#8e8e94", ear="#808088", muzzle="#b8b8be", ear_len=60),
    "hazel": dict(bg="#e6e9f8", fur="#a87a52", muzzle="#e6d3bd", ear_len=40),
    "kiwi": dict(bg="#fdf3cf", body="#6cc04a", head="#f4e04d", wing="#3f8f36", wingbar="#1e3a1e", tail="#2f6f8f",
                 beak="#e8b04a", cere="#4a7fd4", bars="#2a2a2a"),
    "sunny": dict(bg="#dff1ef", body="#f59a2c", head="#f8c63a", face="#f47a2a", wing="#8fbf3a", wingbar="#3a78c8",
                  tail="#3f8f5a", beak="#2a2a2a", ring="#ffffff"),
    "captain": dict(bg="#f6e0dc", body="#8d9299", head="#a8acb2", face="#f0f0f0", wing="#6d7279", tail="#c8202c",
                    beak="#2a2a2a", wingbar="#55595f"),
    "pearl": dict(bg="#e4e6f6", body="#c9c6c0", head="#f7e27a", cheek="#f08a3a", crest="#f2d35a", wing="#8f8b85",
                  wingbar="#f7f3ea", tail="#8f8b85", beak="#a09890", tail_len=24),
    "senor-bigotes": dict(bg="#f9e7d4", fur="#c58a4e", tufts=True, long_whiskers=True,
                          patches=[(214, 150, 30, 60, "#f7efe4"), (70, 160, 34, 44, "#8a5a2e")],
                          whisker="#3a302a"),
    "butterscotch": dict(bg="#e2eef8", fur="#fbf6ee",
                         patches=[(110, 120, 50, 34, "#d9913f"), (186, 128, 30, 24, "#d9913f"), (64, 180, 30, 30, "#d9913f")]),
    "nibbles": dict(bg="#e6f0da", fur="#e0a45c", cheek="#e6ad68"),
    "bandit": dict(bg="#f0e6f4", body="#7a5436", legs="#4a3222", face="#f3e6cf", mask="#4a3222"),
    "sheldon": dict(bg="#e2f0ea", kind="tortoise", shell="#a08a46", lines="#5e4f22", skin="#b9a57a", rim="#6f5f2e"),
    "spike": dict(bg="#f8ecd8", kind="lizard", body="#d9a45b", pattern="#a8702f", beard="#8a5a28"),
    "maple": dict(bg="#e4eedb", coat="#b5582a", mane="#6e2e12", blaze="#fbf6ee"),
}


def paw(cx, cy, scale, colour):
    s = scale
    parts = [el("ellipse", cx=cx, cy=cy + 18 * s, rx=30 * s, ry=25 * s, fill=colour, stroke="none")]
    for dx, dy, a in ((-34, -14, -20), (-13, -36, -6), (13, -36, 6), (34, -14, 20)):
        x, y = cx + dx * s, cy + dy * s
        parts.append(el("ellipse", cx=x, cy=y, rx=11 * s, ry=14 * s, fill=colour, stroke="none",
                        transform=f"rotate({a} {x:g} {y:g})"))
    return parts


def svg(body, bg):
    return "\n".join([
        '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="256" height="256" viewBox="0 0 256 256">',
        el("rect", x=0, y=0, width=256, height=256, rx=48, fill=bg),
        f'<g stroke="{OUTLINE}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round">',
        *body,
        "</g>",
        "</svg>",
        "",
    ])


def picture(pet):
    species = pet["species"] if pet["species"] in SPECIES else "other"
    style = dict(DEFAULTS[species])
    style.update(STYLES.get(pet["id"], {}))
    if species == "other":
        return svg(paw(128, 140, 1.6, "#9a9ea4"), style["bg"])
    return svg(SPECIES[species](style), style["bg"])


def placeholder():
    return svg(paw(128, 140, 1.6, "#a4a8ae"), "#dfe1e4")


def main():
    check = "--check" in sys.argv[1:]
    with open(os.path.join(ROOT, "data", "pets.json"), encoding="utf-8") as f:
        pets = json.load(f)["pets"]
    outputs = {os.path.join(ROOT, "Resources", "pictures", "placeholder.svg"): placeholder()}
    for pet in pets:
        image = pet["image"]
        if not image.startswith("pictures/") or not image.endswith(".svg"):
            continue  # a picture that is not drawn here
        outputs[os.path.join(ROOT, "data", image)] = picture(pet)
    stale = []
    for path, text in outputs.items():
        try:
            with open(path, encoding="utf-8") as f:
                current = f.read()
        except FileNotFoundError:
            current = None
        if current == text:
            continue
        stale.append(os.path.relpath(path, ROOT))
        if not check:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    if check and stale:
        print("out of date: " + ", ".join(stale), file=sys.stderr)
        return 1
    print(f"{len(outputs)} pictures, {len(stale)} {'stale' if check else 'written'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
