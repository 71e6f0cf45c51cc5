"""Every page of a language opened once per window width, for the checks that read its layout.

Opening a page is most of a layout check's time (about a quarter of a second here, against a few
milliseconds for a measuring script), and the checks of narrow screens and of API names each went
through the same pages: the tables, the declarations, the code samples, the titles. A survey opens
each page of a language once at a width, runs every registered script on it in one call, and keeps
the readings for the rest of the worker's session; the checks then read them.

A check's tests take `by_language(...)` as their parameters: that puts one language's checks in one
xdist group, so that one worker surveys each language once.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from siteutil import LANGS, open_page

HEIGHT = 900
_SCRIPTS: dict[str, tuple[str, tuple]] = {}
_SURVEYS: dict[tuple[str, str, int], list["Reading"]] = {}


@dataclass(frozen=True)
class Reading:
    page: Path             # relative to the language's folder
    errors: list[str]      # the console's SEVERE messages while it loaded
    results: dict          # script name -> what the script returned

    def where(self, lang: str) -> str:
        return f"{lang}/{self.page}"


def register(name: str, script: str, *arguments) -> None:
    """Adds a script (a function body that returns JSON-able values; `arguments` as in Selenium's
    execute_script) to every survey. Register at import time, before any survey runs."""
    assert not _SURVEYS, f"{name}: registered after a survey ran, which would not have run it"
    _SCRIPTS[name] = (script, arguments)


def by_language(languages=LANGS):
    """Parameters for a check run per language, grouped so that one worker surveys each language."""
    return [pytest.param(lang, marks=pytest.mark.xdist_group(f"layout-{lang}")) for lang in languages]


def _all_scripts() -> str:
    # Each script runs as its own function, so that `arguments` and `return` are its own.
    calls = ",\n".join(f"{name!r}: (function () {{\n{script}\n}}).apply(null, arguments[0][{name!r}])"
                       for name, (script, _) in _SCRIPTS.items())
    return "return {\n" + calls + "\n};"


def survey(driver, site: Path, lang: str, width: int) -> list[Reading]:
    """Each page of `lang`, in path order, opened at `width` px, with every script's result."""
    key = (str(site), lang, width)
    if key not in _SURVEYS:
        script = _all_scripts()
        arguments = {name: list(args) for name, (_, args) in _SCRIPTS.items()}
        readings = []
        driver.set_window_size(width, HEIGHT)
        try:
            for page in sorted((site / lang).rglob("*.html")):
                errors = open_page(driver, page)
                readings.append(Reading(page.relative_to(site / lang), errors, driver.execute_script(script, arguments)))
        finally:
            driver.set_window_size(1440, HEIGHT)
        assert readings, f"{lang}: no pages to survey"
        _SURVEYS[key] = readings
    return _SURVEYS[key]


def readings(driver, site: Path, lang: str, width: int, name: str, pages=None):
    """(reading, result of the script `name`) for each page at `width`, or only those `pages` keeps
    (a predicate on the page's path in its language). A page that logged console errors fails."""
    assert name in _SCRIPTS, f"{name}: not a registered script"
    for reading in survey(driver, site, lang, width):
        if pages is not None and not pages(reading.page):
            continue
        assert not reading.errors, f"{reading.where(lang)} at {width} px:\n" + "\n".join(reading.errors)
        yield reading, reading.results[name]
