"""Shared fixtures for the real-tool checks of the generated site.

Run:  DOCGEN_SITE=/path/to/_site python3 -m pytest -q -n 2 --dist loadgroup Tests/Browser

`-n 2` (pytest-xdist) gives each of two workers its own Chromium; tests that add up totals across
a module (axe) share an `xdist_group`, so that one worker runs them all, in order, and so do the
layout checks of one language, which read one survey of its pages (layout_survey.py).

The site is opened from file:// (no server): it has to work that way for readers.
Needs: chromium + chromium-driver (Debian), fonts-noto-cjk, tidy, linkchecker, Java;
pip packages in Tests/Browser/requirements.txt.
"""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from siteutil import LANGS, make_driver

_REPORT_KEY = pytest.StashKey[list]()


# --------------------------------------------------------------------------- site
@pytest.fixture(scope="session")
def site() -> Path:
    value = os.environ.get("DOCGEN_SITE")
    if not value:
        pytest.fail(
            "DOCGEN_SITE is not set. Build the site and point DOCGEN_SITE at its _site folder, e.g.\n"
            "  swift build --scratch-path .build-browser --product docgen && "
            ".build-browser/debug/docgen build --output /tmp/site-browser/_site\n"
            "  DOCGEN_SITE=/tmp/site-browser/_site python3 -m pytest -q Tests/Browser",
            pytrace=False,
        )
    path = Path(value).resolve()
    if not (path / "index.html").is_file():
        pytest.fail(f"DOCGEN_SITE={value}: no index.html there (is the site built?)", pytrace=False)
    missing = [lang for lang in LANGS if not (path / lang / "index.html").is_file()]
    if missing:
        pytest.fail(f"DOCGEN_SITE={value}: no index.html for {missing}", pytrace=False)
    return path


# --------------------------------------------------------------------------- report lines
@pytest.fixture(scope="session")
def report(request):
    """Append a line to the summary printed at the end of the run (counts from each tool)."""
    lines = request.config.stash.setdefault(_REPORT_KEY, [])
    return lines.append


def pytest_sessionfinish(session):
    # A pytest-xdist worker hands its lines to the controller, which prints the summary.
    worker_output = getattr(session.config, "workeroutput", None)
    if worker_output is not None:
        worker_output["docgen_report"] = list(session.config.stash.get(_REPORT_KEY, []))


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error):
    lines = getattr(node, "workeroutput", {}).get("docgen_report", [])
    node.config.stash.setdefault(_REPORT_KEY, []).extend(lines)


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    lines = config.stash.get(_REPORT_KEY, [])
    if lines:
        terminalreporter.section("docgen site checks")
        for line in lines:
            terminalreporter.write_line(line)


# --------------------------------------------------------------------------- browser
@pytest.fixture(scope="session")
def driver():
    d = make_driver()
    yield d
    d.quit()


