"""Golden search queries typed into the real search combobox (headless Chromium, file://).

The same queries run in Node with: node Tests/Browser/golden_queries.js <site>."""
from __future__ import annotations

import json
import shutil
import subprocess
import time
from urllib.parse import unquote, urldefrag

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from siteutil import HERE, drain_console, file_url, open_page, severe_console, wait_ready

GOLDEN = json.loads((HERE / "golden_queries.json").read_text(encoding="utf-8"))
TOP = GOLDEN.get("top", 3)
CASES = [(lang, q["query"], q["expect"]) for lang, qs in GOLDEN["queries"].items() for q in qs]
OPTIONS = {(lang, q["query"]): q for lang, qs in GOLDEN["queries"].items() for q in qs}


def result_hrefs(driver) -> list[str]:
    return driver.execute_script(
        "return Array.from(document.querySelectorAll('#search-results a')).map(a => a.href)")


def wait_for_results(driver, query: str, timeout: float = 8.0) -> list[str]:
    """Results for the whole query: present, and unchanged over two reads 150 ms apart (the UI debounces)."""
    end = time.monotonic() + timeout
    last = None
    while time.monotonic() < end:
        value = driver.execute_script("return document.getElementById('search-input').value")
        hrefs = result_hrefs(driver)
        if value == query and hrefs and hrefs == last:
            return hrefs
        last = hrefs if value == query else None
        time.sleep(0.15)
    status = driver.execute_script("return (document.querySelector('.search-status') || {}).textContent")
    raise AssertionError(f"no stable results for {query!r} after {timeout}s (status {status!r}, last {last})")


@pytest.mark.parametrize("lang,query,expect", CASES, ids=[f"{l}-{q}" for l, q, _ in CASES])
def test_golden_query_in_browser(driver, site, lang, query, expect):
    index_page = site / lang / "index.html"
    assert (site / lang / expect).is_file(), f"golden_queries.json: {lang}/{expect} does not exist"
    errors = open_page(driver, index_page)
    assert not errors, f"{lang}/index.html: SEVERE console messages:\n" + "\n".join(errors)

    box = driver.find_element(By.ID, "search-input")
    assert box.get_attribute("role") == "combobox"
    assert box.get_attribute("aria-expanded") == "false"
    box.click()
    # Focus loads the text parts (search-text-N.js) beside the title index; results count once all are in.
    WebDriverWait(driver, 10).until(
        lambda d: d.find_element(By.CSS_SELECTOR, ".search").get_attribute("data-search-ready") == "true")
    box.send_keys(query)
    hrefs = wait_for_results(driver, query)
    assert box.get_attribute("aria-expanded") == "true", "results shown but aria-expanded is not true"
    options = driver.find_elements(By.CSS_SELECTOR, "#search-results [role=option]")
    assert len(options) == len(hrefs) and options[0].is_displayed(), "result links are not visible options"

    # A result's address carries the query (?q=) for the page it leads to, which marks it.
    pages = [unquote(urldefrag(h)[0]).split("?q=")[0] for h in hrefs[:TOP]]
    expected_url = unquote(file_url(site / lang / expect))
    shown = [unquote(h).split("?q=")[0].replace(unquote(file_url(site / lang)) + "/", "") for h in hrefs[:TOP]]
    assert expected_url in pages, f"{lang} {query!r}: {expect} not in the first {TOP} results {shown}"
    golden = OPTIONS[(lang, query)]
    if golden.get("first"):
        assert pages[0] == expected_url, f"{lang} {query!r}: {expect} is not the first result {shown}"
    snippets = driver.execute_script(
        "return Array.from(document.querySelectorAll('#search-results .search-result-snippet')).map(s => s.innerHTML)")
    for bad in golden.get("snippets_exclude", []):
        assert not any(bad in html for html in snippets[:TOP]), f"{lang} {query!r}: a snippet holds {bad!r}"
    if golden.get("distinct_titles"):
        # what the reader sees: a title shown twice must carry different words beside it
        titles = driver.execute_script(
            "return Array.from(document.querySelectorAll('#search-results .search-result-title'))"
            ".map(t => [t.firstChild.textContent, t.textContent])")
        twins = [shown_text for first, shown_text in titles if sum(1 for f, _ in titles if f == first) > 1]
        assert len(twins) >= 2 and len(set(twins)) == len(twins), f"{lang} {query!r}: titles not told apart {titles}"

    # Keyboard: ArrowDown selects the first option, Enter opens it.
    box.send_keys(Keys.ARROW_DOWN)
    WebDriverWait(driver, 3).until(lambda d: box.get_attribute("aria-activedescendant") == "search-option-0")
    assert options[0].get_attribute("aria-selected") == "true"
    start = driver.current_url
    # The first result may be the page we are on (e.g. the home page): then Enter reloads it, which the
    # marker shows; a result with a #fragment on another page changes the URL.
    driver.execute_script("window.__beforeEnter = true")
    box.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(
        lambda d: d.current_url != start or not d.execute_script("return window.__beforeEnter === true"))
    wait_ready(driver)
    assert unquote(driver.current_url) == unquote(hrefs[0]), \
        f"{lang} {query!r}: Enter went to {unquote(driver.current_url)}, first result is {unquote(hrefs[0])}"
    assert driver.execute_script("return document.documentElement.lang") == lang
    fragment = unquote(urldefrag(driver.current_url)[1])
    if fragment:
        assert driver.execute_script("return !!document.getElementById(arguments[0])", fragment), \
            f"{lang} {query!r}: first result's anchor #{fragment} is not an id in the page"
    errors = severe_console(drain_console(driver))
    assert not errors, f"{unquote(driver.current_url)}: SEVERE console messages:\n" + "\n".join(errors)


def test_golden_queries_in_node(site, report):
    """The Node runner agrees (search.js used as a module, search-index.js evaluated with vm)."""
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is not installed (needed for Tests/Browser/golden_queries.js)", pytrace=False)
    proc = subprocess.run([node, str(HERE / "golden_queries.js"), str(site)],
                          capture_output=True, text=True, timeout=120)
    lines = proc.stdout.strip().splitlines()
    summary = lines[-1] if lines else ""
    report(f"golden queries (node): {summary}")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert summary == f"{len(CASES)} passed, 0 failed", proc.stdout


CATALOG = json.loads((HERE.parent.parent / "Localizations" / "ui.xcstrings").read_text(encoding="utf-8"))
# CLDR's cardinal categories for the counts a search can show (0…n): French puts 0 and 1 in "one",
# English and Spanish only 1, Chinese and Korean have no "one".
ONE = {"en": {1}, "es": {1}, "fr": {0, 1}, "zh-Hans": set(), "ko": set()}


@pytest.mark.parametrize("lang,query", [("fr", "scene"), ("fr", "bluetoothCentrals"), ("en", "scene"), ("en", "bluetoothCentrals"), ("ko", "scene")])
def test_result_count_uses_the_catalog_plural_forms(driver, site, lang, query):
    """The count above the results is the catalog's plural form for that number, in the page's language."""
    errors = open_page(driver, site / lang / "index.html")
    assert not errors, "\n".join(errors)
    box = driver.find_element(By.ID, "search-input")
    box.click()
    box.send_keys(query)
    count = len(wait_for_results(driver, query))
    forms = {category: variant["stringUnit"]["value"]
             for category, variant in CATALOG["strings"]["searchResultsCount"]["localizations"][lang]["variations"]["plural"].items()}
    form = forms["one"] if count in ONE[lang] and "one" in forms else forms["other"]
    status = driver.execute_script("return document.querySelector('.search-status').textContent")
    assert status == form.replace("%lld", str(count)), f"{count} results: status {status!r}, forms {forms}"
