#!/usr/bin/env python3
"""Builds Sources/InsetEngine/Devices/devices.json from the reference facts in ../shared/reference/devices.json.

Kept so that the data's derivation can be re-run and reviewed; the product reads only
Sources/InsetEngine/Devices/devices.json. Run from the package root: python3 scripts/make-devices.py
"""
import json, re, sys

ref = json.load(open(sys.argv[1] if len(sys.argv) > 1 else "../shared/reference/devices.json"))

def slug(name):
    special = {
        "iPhone SE (1st gen)": "iphone-se-1", "iPhone SE (2nd/3rd gen)": "iphone-se-3",
        "iPad mini (7.9in, home button)": "ipad-mini-5", "iPad mini (8.3in, 6th gen+)": "ipad-mini-6",
        "iPad 10.2in": "ipad-10-2", "iPad Pro 10.5in": "ipad-pro-10-5", "iPad Pro 11in": "ipad-pro-11",
        "iPad Pro 12.9in (1st/2nd gen, home button)": "ipad-pro-12-9-2",
        "iPad Pro 12.9in (3rd gen+, Face ID)": "ipad-pro-12-9",
        "iPhone Duo (closed, outer display)": "iphone-duo-closed", "iPhone Duo (open, inner display)": "iphone-duo-open",
    }
    if name in special: return special[name]
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")

def insets(d): return {k: d[k] for k in ("top", "left", "bottom", "right")}

# iOS each device shipped with (clamped to 13.0, the oldest release the engine knows), and the
# last release it gets (absent: still supported).
# Launch versions are public record; the last supported release is inferred from Apple's
# compatibility lists as of 2026 and marked so in "inferred".
OS_RANGE = {
    "iphone-se-1": ("13.0", "15.8"), "iphone-se-3": ("13.0", None), "iphone-8": ("13.0", "16.7"),
    "iphone-8-plus": ("13.0", "16.7"), "iphone-x": ("13.0", "16.7"), "iphone-xs-max": ("13.0", "18.7"),
    "iphone-xr": ("13.0", "18.7"), "iphone-11": ("13.0", None), "iphone-12-mini": ("14.1", None),
    "iphone-12": ("14.1", None), "iphone-12-pro-max": ("14.1", None), "iphone-14-pro": ("16.0", None),
    "iphone-14-pro-max": ("16.0", None), "iphone-15": ("17.0", None), "iphone-15-pro": ("17.0", None),
    "iphone-15-pro-max": ("17.0", None), "iphone-16-pro": ("18.0", None), "iphone-16-pro-max": ("18.0", None),
    "iphone-18-pro-max": ("27.0", None), "ipad-mini-5": ("13.0", None), "ipad-mini-6": ("15.0", None),
    "ipad-10-2": ("13.1", "18.7"), "ipad-pro-10-5": ("13.0", "17.7"), "ipad-pro-11": ("13.0", None),
    "ipad-pro-12-9-2": ("13.0", "17.7"), "ipad-pro-12-9": ("13.0", None),
    "iphone-duo-closed": ("27.1", None), "iphone-duo-open": ("27.1", None),
}

out = []
for d in ref:
    name = d["name"]; did = slug(name)
    w, h = d["screen"]["w"], d["screen"]["h"]
    p, l = d["portrait"], d["landscape"]
    entry = {"id": did, "name": name, "aliases": d.get("aliases", []), "screen": {"width": w, "height": h}}
    bar = "Duo" in name
    entry["homeIndicator"] = bool(d.get("homeIndicator")) if d.get("homeIndicator") is not None else False
    entry["verticalBar"] = bar and "closed" in name
    o = {}
    if not bar:
        for orient, src in (("portrait", p), ("landscape-left", l), ("landscape-right", l)):
            sa = insets(src["safeArea"]); m = src["systemMargin"]
            o[orient] = {"safeArea": sa, "systemMargins": {"left": m, "right": m}}
        inferred = []
    elif "closed" in name:
        # Portrait: vertical bar on the right (84 pt); margin 0 next to it, 20 opposite (seed 002).
        # Landscape: the bar is on one side; rotation swaps the side (seed 002). Inferred: it is on
        # the left in landscape-left and on the right in landscape-right.
        def with_bar(side):
            sa = {"top": 0, "left": 84 if side == "left" else 0, "bottom": 0, "right": 84 if side == "right" else 0}
            sm = {"left": 0 if side == "left" else 20, "right": 0 if side == "right" else 20}
            return {"safeArea": sa, "systemMargins": sm}
        o = {"portrait": with_bar("right"), "landscape-left": with_bar("left"), "landscape-right": with_bar("right")}
        inferred = ["landscape bar side per orientation", "landscape margins"]
    else:
        sa = insets(p["safeArea"])
        o["portrait"] = {"safeArea": sa, "systemMargins": {"left": 20, "right": 20}}
        for orient, side in (("landscape-left", "left"), ("landscape-right", "right")):
            s2 = {"top": 0, "left": 84 if side == "left" else 0, "bottom": 0, "right": 84 if side == "right" else 0}
            sm = {"left": 0 if side == "left" else 20, "right": 0 if side == "right" else 20}
            o[orient] = {"safeArea": s2, "systemMargins": sm}
        inferred = ["system margins (20 per the DUO table, 0 next to the bar by analogy)", "landscape bar side"]
    entry["orientations"] = o
    lo, hi = OS_RANGE[did]
    entry["os"] = {"from": lo, "to": hi} if hi else {"from": lo}
    entry["source"] = d.get("source", "")
    entry["inferred"] = inferred + ["os.to (last supported release)"]
    out.append(entry)

print(json.dumps({"devices": out}, indent=2))
