"""axe-core accessibility checks, one page of each kind per language (+ the root language picker).

axe.min.js comes from the installed axe-selenium-python package (AXE_CORE_JS=path overrides it).
It must be axe-core 4 or later: axe-selenium-python 2.x (the newest for Python < 3.12) bundles
axe-core 3.1.1 from 2018, whose ARIA 1.1 combobox rules reject the ARIA 1.2 combobox the search uses.
Install: pip install --ignore-requires-python "axe-selenium-python>=3"  (pure Python, runs on 3.11).
"""
from __future__ import annotations

import os
import re
from collections import Counter
from pathlib import Path

import pytest

from siteutil import LANGS, open_page, set_color_scheme

PAGE_KINDS = [
    "index.html",                                    # language home
    "life-cycle/app-states.html",                    # SVG state diagram
    "scenes/scene-delegate.html",                    # lifecycle sequence tables + SVG sequence diagrams
    "reference/callbacks.html",                      # reference table
    "reference/glossary.html",                       # definition list
    "reference/callbacks/scenedidbecomeactive.html",  # one callback page
    "guides/background.html",                        # content tabs
]
IMPACTS = ["critical", "serious", "moderate", "minor"]
BLOCKING = {"critical", "serious"}
# Light for every page; dark too for English (colour contrast of the dark theme).
# The draft language (Japanese): a translated page with its draft note, and a fallback page (English body
# with lang="en", the navigation's "not translated" badges).
DRAFT_PAGES = ["index.html", "life-cycle/app-states.html", "life-cycle/app-delegate.html"]
CASES = [(lang, page, "light") for lang in LANGS for page in PAGE_KINDS] + [("", "index.html", "light")] + \
        [("en", page, "dark") for page in PAGE_KINDS] + [("", "index.html", "dark")] + \
        [("ja", page, "light") for page in DRAFT_PAGES] + [("ja", "life-cycle/app-delegate.html", "dark")]

# The page checks add up here and test_axe_summary prints the totals: under pytest-xdist the
# module's tests go to one worker, in order, so that the totals are whole.
pytestmark = pytest.mark.xdist_group("axe")

_totals: Counter = Counter()
_pages = {"n": 0}


def axe_script() -> tuple[str, str]:
    override = os.environ.get("AXE_CORE_JS")
    if override:
        path = Path(override)
    else:
        try:
            import axe_selenium_python
        except ImportError:
            pytest.fail("axe-selenium-python is not installed (see Tests/Browser/requirements.txt)", pytrace=False)
        path = Path(axe_selenium_python.__file__).parent / "node_modules" / "axe-core" / "axe.min.js"
    source = path.read_text(encoding="utf-8")
    m = re.search(r"axe v(\d+\.\d+\.\d+)", source[:400]) or re.search(r'\.version="(\d+\.\d+\.\d+)"', source)
    version = m.group(1) if m else "unknown"
    if not m or int(version.split(".")[0]) < 4:
        pytest.fail(f"{path} is axe-core {version}; these checks need axe-core >= 4 "
                    "(pip install --ignore-requires-python 'axe-selenium-python>=3')", pytrace=False)
    return source, version


class AxeJS:
    """The axe-core script (kept out of pytest's failure output: it is half a megabyte)."""

    def __init__(self, source: str, version: str):
        self.source, self.version = source, version

    def __repr__(self) -> str:
        return f"<axe-core {self.version}>"


@pytest.fixture(scope="module")
def axe_js():
    return AxeJS(*axe_script())


def describe(v: dict) -> str:
    nodes = v.get("nodes", [])
    where = "; ".join(" ".join(n.get("target", [])) if isinstance(n.get("target"), list) else str(n.get("target"))
                      for n in nodes[:4])
    summary = nodes[0].get("failureSummary", "").replace("\n", " ") if nodes else ""
    return f"[{v.get('impact')}] {v['id']}: {v.get('help')} ({len(nodes)} nodes: {where}) {summary[:300]}"


def run_axe(driver, axe_js, path) -> list[dict]:
    open_page(driver, path)
    driver.execute_script(axe_js.source)
    driver.set_script_timeout(60)
    result = driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done({violations: r.violations}),"
        " e => done({error: String(e)}));")
    assert "error" not in result, f"axe failed on {path}: {result.get('error')}"
    return result["violations"]


def judge(violations: list[dict], report, name: str, version: str) -> None:
    counts = Counter(v.get("impact") or "none" for v in violations)
    _totals.update(counts)
    _pages["n"] += 1
    line = f"axe {version} {name}: " + ", ".join(f"{k} {counts.get(k, 0)}" for k in IMPACTS)
    print(line)
    for v in violations:
        print("   " + describe(v))
        if v.get("impact") not in BLOCKING:
            report(f"axe note {name}: {describe(v)}")
    blocking = [v for v in violations if v.get("impact") in BLOCKING]
    assert not blocking, f"{name}: {len(blocking)} serious/critical axe violations:\n" + \
        "\n".join(describe(v) for v in blocking)


@pytest.mark.parametrize("lang,page,scheme", CASES,
                         ids=[f"{lang or 'root'}-{page}-{scheme}" for lang, page, scheme in CASES])
def test_axe(driver, site, axe_js, report, lang, page, scheme):
    path = site / lang / page if lang else site / page
    set_color_scheme(driver, scheme)
    try:
        violations = run_axe(driver, axe_js, path)
    finally:
        set_color_scheme(driver, None)
    judge(violations, report, f"{lang or 'root'}/{page} ({scheme})", axe_js.version)


# The events reference turns its tables into cards on a phone (CSS display changes, labels from
# data-label): checked at that width too.
@pytest.mark.parametrize("lang", LANGS)
def test_axe_phone(driver, site, axe_js, report, lang):
    driver.set_window_size(390, 844)
    try:
        violations = run_axe(driver, axe_js, site / lang / "reference/events.html")
    finally:
        driver.set_window_size(1280, 900)
    judge(violations, report, f"{lang}/reference/events.html (390 px)", axe_js.version)


def test_axe_summary(report):
    """Runs after the page checks (same module, later in the file): one line with the totals."""
    if not _pages["n"]:
        pytest.skip("no axe page check ran")
    line = f"axe: {_pages['n']} pages checked; rule violations by impact: " + \
        ", ".join(f"{k} {_totals.get(k, 0)}" for k in IMPACTS)
    print(line)
    report(line)
