"""Chinese and Korean emphasis is weight, not a fake italic slanted over Han or Hangul glyphs (issue 13)."""
from __future__ import annotations

import pytest

from siteutil import open_page

PAGES = [("zh-Hans", "life-cycle/app-launch.html"), ("ko", "life-cycle/app-launch.html")]


@pytest.mark.parametrize("lang,page", PAGES, ids=[l for l, _ in PAGES])
def test_cjk_emphasis_is_weight_not_italic(driver, site, lang, page):
    errors = open_page(driver, site / lang / page)
    assert not errors, "\n".join(errors)
    styles = driver.execute_script(
        "return Array.from(document.querySelectorAll('.content em')).map(e => {"
        " const s = getComputedStyle(e); return [e.textContent, s.fontStyle, s.fontWeight]; })")
    assert styles, f"{lang}/{page} has no <em> to check"
    for text, style, weight in styles:
        assert style == "normal", f"{lang} {text!r} is {style}"
        assert int(weight) >= 600, f"{lang} {text!r} has weight {weight}"


# Text that is italic in the Latin-script languages: the figures' event labels (an SVG attribute),
# code comments and the notes of sequence blocks. Over Han and Hangul it must stay upright.
SLANTED = ".diagram-label-event, .tok-comment, .lifecycle-empty, .lifecycle-body > p"
UPRIGHT_PAGES = [(lang, page) for lang in ("zh-Hans", "ko")
                 for page in ("life-cycle/app-states.html", "guides/observing.html", "life-cycle/app-launch.html")]


@pytest.mark.parametrize("lang,page", UPRIGHT_PAGES, ids=[f"{l}-{p}" for l, p in UPRIGHT_PAGES])
def test_cjk_text_is_never_slanted(driver, site, lang, page):
    errors = open_page(driver, site / lang / page)
    assert not errors, "\n".join(errors)
    styles = driver.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(e => [e.textContent.slice(0, 30),"
        " getComputedStyle(e).fontStyle]);", SLANTED)
    slanted = [text for text, style in styles if style != "normal"]
    assert not slanted, f"{lang}/{page}: slanted {slanted[:5]}"


def test_latin_event_labels_stay_italic(driver, site):
    """The rule above is for Han and Hangul only: English figures keep their italic event labels."""
    errors = open_page(driver, site / "en" / "life-cycle/app-states.html")
    assert not errors, "\n".join(errors)
    styles = driver.execute_script(
        "return Array.from(document.querySelectorAll('.diagram-label-event')).map(e => getComputedStyle(e).fontStyle);")
    assert styles and all(style == "italic" for style in styles), styles
