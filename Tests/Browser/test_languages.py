"""Draft languages, fallback pages and per-language fonts, in headless Chromium from file://.

Japanese (ja) is a draft in Site/site.yml: reachable by its address only, English UI strings where
its own are missing, a note on every page. It has translated only some pages, so it also shows
fallback pages: English title and body (lang="en") inside Japanese chrome.
"""
from __future__ import annotations

import re

import pytest
from selenium.webdriver.common.by import By

from siteutil import LANGS, open_page

DRAFT = "ja"
TRANSLATED = "life-cycle/app-states.html"   # translated into Japanese
FALLBACK = "life-cycle/app-delegate.html"   # not yet: the English page in the Japanese tree


@pytest.fixture(scope="module")
def draft_site(site):
    if not (site / DRAFT / "index.html").is_file():
        pytest.fail(f"{site}: no {DRAFT}/index.html: is Japanese still listed in Site/site.yml and Content/ja?", pytrace=False)
    return site


def test_draft_page_says_it_is_a_draft(driver, draft_site):
    errors = open_page(driver, draft_site / DRAFT / TRANSLATED)
    assert not errors, "\n".join(errors)
    assert driver.execute_script("return document.documentElement.lang") == DRAFT
    note = driver.find_element(By.CSS_SELECTOR, "main .draft-notice[role=note]")
    assert note.is_displayed() and "日本語" in note.text, note.text
    assert driver.find_element(By.CSS_SELECTOR, "main h1").text == "アプリの状態の概要"


def test_draft_is_hidden_from_the_picker_and_other_languages(driver, draft_site):
    open_page(driver, draft_site / "index.html")
    picker = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, "main a[href]")]
    assert not [h for h in picker if f"/{DRAFT}/" in h], picker
    for lang in LANGS:
        open_page(driver, draft_site / lang / TRANSLATED)
        assert not driver.find_elements(By.CSS_SELECTOR, f'[hreflang="{DRAFT}"], a[href*="/{DRAFT}/"]'), lang
        assert not driver.find_elements(By.CSS_SELECTOR, ".draft-notice"), lang


def test_fallback_page_is_english_inside_japanese_chrome(driver, draft_site):
    open_page(driver, draft_site / DRAFT / FALLBACK)
    assert driver.execute_script("return document.documentElement.lang") == DRAFT
    # The reader's language for the chrome, English for what is English.
    assert driver.execute_script("return document.querySelector('main .content').lang") == "en"
    assert driver.execute_script("return document.querySelector('main h1').lang") == "en"
    assert driver.find_element(By.CSS_SELECTOR, ".fallback-notice").is_displayed()
    # No alternate claims this English page is Japanese; the others' alternates are real translations.
    alternates = driver.execute_script(
        "return Array.from(document.querySelectorAll('link[rel=alternate]')).map(l => l.hreflang)")
    assert DRAFT not in alternates and "en" in alternates, alternates
    # The navigation marks it, with a visible, localised badge.
    badges = driver.find_elements(By.CSS_SELECTOR, ".sidebar .nav-untranslated")
    assert badges and all(b.is_displayed() and b.text == "未翻訳" for b in badges), [b.text for b in badges]
    current = driver.find_element(By.CSS_SELECTOR, '.sidebar a[aria-current="page"]')
    assert current.find_elements(By.CSS_SELECTOR, ".nav-untranslated"), "the current page is a fallback"
    translated = driver.find_element(By.CSS_SELECTOR, f'.sidebar a[href$="{TRANSLATED.split("/")[-1]}"]')
    assert not translated.find_elements(By.CSS_SELECTOR, ".nav-untranslated"), "a translated page carries no badge"


def test_each_cjk_language_draws_han_with_its_own_glyphs(driver, draft_site):
    """The same Han characters, under lang=ja, zh-Hans and ko with the site's stylesheet, must come out as
    three different pictures: with one font for all, Japanese would be drawn in Chinese shapes."""
    open_page(driver, draft_site / DRAFT / TRANSLATED)
    driver.execute_script("""
        const box = document.createElement('div');
        box.id = 'glyph-probe';
        box.style.cssText = 'position:fixed;top:0;left:0;z-index:9999;background:#fff;color:#000;font-size:48px;line-height:1.2';
        for (const lang of ['ja', 'zh-Hans', 'ko']) {
          const s = document.createElement('span');
          s.lang = lang; s.id = 'probe-' + lang; s.textContent = '直骨今述';
          s.style.cssText = 'display:inline-block;padding:4px';
          box.appendChild(s);
        }
        document.body.appendChild(box);""")
    families = {lang: driver.execute_script(f"return getComputedStyle(document.getElementById('probe-{lang}')).fontFamily")
                for lang in ("ja", "zh-Hans", "ko")}
    assert re.search(r"Noto Sans CJK JP", families["ja"]) and "CJK SC" not in families["ja"], families["ja"]
    shots = {lang: driver.find_element(By.ID, f"probe-{lang}").screenshot_as_png for lang in ("ja", "zh-Hans", "ko")}
    driver.execute_script("document.getElementById('glyph-probe').remove()")
    assert shots["ja"] != shots["zh-Hans"], "Japanese and Chinese Han glyphs are drawn the same"
    assert shots["ja"] != shots["ko"] and shots["zh-Hans"] != shots["ko"]
