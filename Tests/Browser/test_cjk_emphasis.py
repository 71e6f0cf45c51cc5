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
