"""The sequence legend, folded on screen, prints whole: paper cannot open it (issue 13, item 10)."""
from __future__ import annotations

import pytest

from siteutil import open_page

LANGUAGES = ["en", "fr", "es", "zh-Hans", "ko"]
LEGEND_TEXT = ("return Array.from(document.querySelectorAll('details.lifecycle-legend > p'))"
               ".map(p => p.checkVisibility() && p.getBoundingClientRect().height > 0)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_legend_prints_whole(driver, site, lang):
    errors = open_page(driver, site / lang / "life-cycle" / "app-delegate.html")
    assert not errors, "\n".join(errors)
    try:
        on_screen = driver.execute_script(LEGEND_TEXT)
        assert on_screen and not any(on_screen), "on screen the legend starts folded"
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        assert all(driver.execute_script(LEGEND_TEXT)), "in print (CSS alone) every paragraph shows"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
    # Printing from the browser also opens it through site.js, and closes it again afterwards.
    states = driver.execute_script(
        "const d = document.querySelector('details.lifecycle-legend'); const seen = [];"
        "window.dispatchEvent(new Event('beforeprint')); seen.push(d.open);"
        "window.dispatchEvent(new Event('afterprint')); seen.push(d.open); return seen;")
    assert states == [True, False]
