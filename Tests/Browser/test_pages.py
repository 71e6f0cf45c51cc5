"""Pages open from file:// in headless Chromium and render; language switcher; screenshots; JavaScript off."""
from __future__ import annotations

import time
from urllib.parse import unquote

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from siteutil import (ARTIFACTS, LANGS, file_url, make_driver, open_page, set_color_scheme,
                      severe_console, drain_console, wait_ready)

# A plain page, and the two pages with the lifecycle sequences (tables + SVG sequence diagrams).
PAGES = ["index.html", "life-cycle/app-delegate.html", "scenes/scene-delegate.html"]
SWITCHER_PAGES = ["life-cycle/app-delegate.html", "scenes/scene-delegate.html"]
SCREENSHOT_PAGES = {"index": "index.html", "scene-delegate": "scenes/scene-delegate.html"}


def same_url(a: str, b: str) -> bool:
    return unquote(a).rstrip("#") == unquote(b).rstrip("#")


def html_lang(driver) -> str:
    return driver.execute_script("return document.documentElement.getAttribute('lang')")


def assert_rendered(driver, lang: str) -> None:
    url = driver.current_url
    assert driver.title.strip(), f"{url}: empty <title>"
    assert html_lang(driver) == lang, f"{url}: <html lang={html_lang(driver)!r}>, expected {lang!r}"
    mains = driver.find_elements(By.TAG_NAME, "main")
    assert len(mains) == 1, f"{url}: {len(mains)} <main> elements"
    main = mains[0]
    assert main.is_displayed(), f"{url}: <main> is not visible"
    size = main.size
    assert size["width"] > 200 and size["height"] > 100, f"{url}: <main> is only {size}"
    assert len(main.text.strip()) > 40, f"{url}: <main> shows almost no text: {main.text[:80]!r}"
    h1 = driver.find_elements(By.CSS_SELECTOR, "main h1")
    assert h1 and h1[0].is_displayed() and h1[0].text.strip(), f"{url}: no visible <h1> in <main>"
    # Every SVG diagram in the page has a real size (not collapsed by CSS).
    boxes = driver.execute_script(
        "return Array.from(document.querySelectorAll('main svg.diagram'))"
        ".map(s => { const r = s.getBoundingClientRect(); return [r.width, r.height]; })")
    small = [b for b in boxes if b[0] <= 50 or b[1] <= 30]
    assert not small, f"{url}: {len(small)} of {len(boxes)} SVG diagrams rendered with no real size: {small[:3]}"


def check_switcher_links(driver, site, lang: str, page: str) -> None:
    links = driver.execute_script(
        "return Array.from(document.querySelectorAll('nav.lang-switcher a[hreflang]'))"
        ".map(a => [a.hreflang, a.href, a.getAttribute('aria-current')])")
    found = {hl: href for hl, href, _ in links}
    assert sorted(found) == sorted(LANGS), f"{lang}/{page}: switcher languages {sorted(found)}"
    for other, href in found.items():
        assert same_url(href, file_url(site / other / page)), f"{lang}/{page}: switcher link for {other} is {href}"
    current = [hl for hl, _, cur in links if cur == "page"]
    assert current == [lang], f"{lang}/{page}: aria-current=page on {current}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_page_renders(driver, site, lang, page):
    errors = open_page(driver, site / lang / page)
    assert_rendered(driver, lang)
    assert not errors, f"{lang}/{page}: SEVERE console messages:\n" + "\n".join(errors)
    check_switcher_links(driver, site, lang, page)
    if page != "index.html":
        # sequence pages: the sequence tables are there and visible
        tables = driver.find_elements(By.CSS_SELECTOR, "main table")
        assert tables, f"{lang}/{page}: no table in <main>"
        assert tables[0].is_displayed()


def test_root_index_links_all_languages(driver, site):
    errors = open_page(driver, site / "index.html")
    assert driver.title.strip(), "root index.html: empty <title>"
    main = driver.find_element(By.TAG_NAME, "main")
    assert main.is_displayed()
    assert not errors, "root index.html: SEVERE console messages:\n" + "\n".join(errors)
    cards = driver.find_elements(By.CSS_SELECTOR, "main a[href]")
    hrefs = {c.get_attribute("href") for c in cards}
    for lang in LANGS:
        target = file_url(site / lang / "index.html")
        assert any(same_url(h, target) for h in hrefs), f"root index.html has no link to {lang}/index.html: {sorted(hrefs)}"
    # follow each one
    for lang in LANGS:
        open_page(driver, site / "index.html")
        link = driver.find_element(By.CSS_SELECTOR, f'main a[href="{lang}/index.html"]')
        assert link.is_displayed(), f"root index.html: link to {lang} not visible"
        link.click()
        WebDriverWait(driver, 10).until(lambda d: f"/{lang}/index.html" in unquote(d.current_url))
        wait_ready(driver)
        assert same_url(driver.current_url, file_url(site / lang / "index.html"))
        assert html_lang(driver) == lang
        errors = severe_console(drain_console(driver))
        assert not errors, f"{lang}/index.html (from the picker): SEVERE console messages:\n" + "\n".join(errors)


def click_language(driver, site, page: str, other: str) -> None:
    """Open the switcher menu the way a reader does, click a language, check where it leads."""
    origin = unquote(driver.current_url)
    driver.find_element(By.CSS_SELECTOR, "nav.lang-switcher summary").click()
    link = driver.find_element(By.CSS_SELECTOR, f'nav.lang-switcher a[hreflang="{other}"]')
    WebDriverWait(driver, 5).until(lambda d: link.is_displayed())
    link.click()
    WebDriverWait(driver, 10).until(lambda d: f"/{other}/" in unquote(d.current_url))
    wait_ready(driver)
    assert same_url(driver.current_url, file_url(site / other / page)), \
        f"{origin} → {other}: landed on {unquote(driver.current_url)}"
    assert html_lang(driver) == other, f"{origin} → {other}: html lang is {html_lang(driver)!r}"
    assert driver.find_element(By.TAG_NAME, "main").is_displayed()
    errors = severe_console(drain_console(driver))
    assert not errors, f"{other}/{page}: SEVERE console messages:\n" + "\n".join(errors)


@pytest.mark.parametrize("page", SWITCHER_PAGES)
def test_language_switcher(driver, site, page):
    """The switcher links lead to the same page in the other language.

    Every language's links are checked statically (test_page_renders); here they are followed by clicking:
    from English to each other language, then round the circle fr → es → zh-Hans → ko → en, so every
    language's switcher is clicked at least once and every language is reached."""
    for other in LANGS[1:]:
        open_page(driver, site / "en" / page)
        click_language(driver, site, page, other)
    open_page(driver, site / LANGS[1] / page)
    for other in LANGS[2:] + LANGS[:1]:
        click_language(driver, site, page, other)


@pytest.mark.parametrize("lang", LANGS)
def test_screenshots_light_and_dark(driver, site, lang, report):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    written = []
    try:
        for name, page in SCREENSHOT_PAGES.items():
            backgrounds = {}
            for scheme in ("light", "dark"):
                set_color_scheme(driver, scheme)
                errors = open_page(driver, site / lang / page)
                assert not errors, f"{lang}/{page} ({scheme}): SEVERE console messages:\n" + "\n".join(errors)
                assert driver.execute_script(
                    f"return matchMedia('(prefers-color-scheme: {scheme})').matches"), f"{scheme} not emulated"
                backgrounds[scheme] = driver.execute_script(
                    "return getComputedStyle(document.body).backgroundColor")
                driver.execute_script("return document.fonts ? document.fonts.ready : null")
                time.sleep(0.1)
                out = ARTIFACTS / f"{lang}-{name}-{scheme}.png"
                if out.exists():
                    out.unlink()
                assert driver.save_screenshot(str(out)), f"screenshot {out} failed"
                assert out.is_file() and out.stat().st_size > 5000, f"{out}: empty or tiny screenshot"
                written.append(out.name)
            assert backgrounds["light"] != backgrounds["dark"], \
                f"{lang}/{page}: same body background in light and dark ({backgrounds['light']})"
    finally:
        set_color_scheme(driver, None)
    report(f"screenshots {lang}: {len(written)} non-empty PNGs in Tests/Browser/artifacts ({lang}-*-light/dark.png)")


@pytest.fixture(scope="module")
def nojs_driver():
    d = make_driver(javascript=False)
    yield d
    d.quit()


@pytest.mark.parametrize("lang", LANGS)
def test_content_without_javascript(nojs_driver, site, lang):
    d = nojs_driver
    page = "scenes/scene-delegate.html"
    open_page(d, site / lang / page)
    # JavaScript is really off: the <noscript> note shows, and site.js added no copy buttons.
    nojs = d.find_elements(By.CSS_SELECTOR, ".search-nojs")
    assert nojs and nojs[0].is_displayed(), f"{lang}/{page}: <noscript> search note not shown with JS off"
    assert not d.find_elements(By.CSS_SELECTOR, ".copy-button"), "JavaScript ran (copy buttons present)"
    assert_rendered(d, lang)
    main = d.find_element(By.TAG_NAME, "main")
    text = main.text
    source = (site / lang / page).read_text(encoding="utf-8").replace("<wbr>", "")  # break hints in API names
    # The first sequence table's callbacks are in the visible text.
    assert "scene(_:willConnectTo:options:)" in source
    assert "scene(_:willConnectTo:options:)" in text, f"{lang}/{page}: sequence table text not visible with JS off"
    assert len(text) > 2000, f"{lang}/{page}: only {len(text)} characters of content with JS off"
    # The navigation is reachable without JS (sidebar visible at 1280px wide).
    # It is pruned: the page's own section in full, every other section as one link to its first page.
    nav_links = [a for a in d.find_elements(By.CSS_SELECTOR, "aside.sidebar nav a") if a.is_displayed()]
    assert len(nav_links) >= 6, f"{lang}/{page}: sidebar navigation not visible with JS off"
    collapsed = d.find_elements(By.CSS_SELECTOR, "aside.sidebar nav .nav-section-collapsed a")
    assert len(collapsed) >= 2, f"{lang}/{page}: the other sections are not linked"
