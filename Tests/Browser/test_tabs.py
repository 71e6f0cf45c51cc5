"""Content tabs (issue 13, item 8): one panel at a time, keyboard operable, the reader's choice
remembered across pages; every panel in print."""
from __future__ import annotations

import pytest

from siteutil import open_page

PAGE = "guides/background.html"
STATE = """return Array.from(document.querySelectorAll('.content .tabs')).map(group => ({
  tabs: Array.from(group.querySelectorAll(':scope > [role=tablist] > [role=tab]')).map(t =>
    [t.dataset.tab, t.getAttribute('aria-selected'), t.textContent]),
  shown: Array.from(group.querySelectorAll(':scope > [role=tabpanel]')).filter(p => p.checkVisibility()).map(p => p.dataset.tab),
  labelsShown: Array.from(group.querySelectorAll('.tab-label')).filter(l => l.checkVisibility()).length,
}));"""


def selected(groups):
    return [[key for key, state, _ in group["tabs"] if state == "true"] for group in groups]


@pytest.mark.parametrize("lang", ["en", "fr", "es", "zh-Hans", "ko"])
def test_tabs_switch_together_and_are_remembered(driver, site, lang):
    errors = open_page(driver, site / lang / PAGE)
    assert not errors, "\n".join(errors)
    driver.execute_script("localStorage.removeItem('docgen-tab'); location.reload();")
    groups = driver.execute_script(STATE)
    assert len(groups) == 3, f"{lang}: the three mode groups of {PAGE}"
    for group in groups:
        assert [key for key, _, _ in group["tabs"]] == ["app-delegate", "scenes"]
        assert all(label.strip() for _, _, label in group["tabs"]), "tabs carry the label in the reader's language"
        assert group["shown"] == ["app-delegate"] and group["labelsShown"] == 0
    # A click on one group's second tab switches every group, and is remembered on the next page.
    driver.execute_script("document.querySelector('.content .tabs [role=tab][data-tab=scenes]').click()")
    assert selected(driver.execute_script(STATE)) == [["scenes"]] * 3
    assert all(group["shown"] == ["scenes"] for group in driver.execute_script(STATE))
    open_page(driver, site / lang / PAGE)
    assert selected(driver.execute_script(STATE)) == [["scenes"]] * 3, "the choice survives a new page load"
    # Keyboard: the selected tab is the one in the tab order; arrows move and select.
    tab_index = driver.execute_script(
        "return Array.from(document.querySelectorAll('.content .tabs')[0].querySelectorAll('[role=tab]')).map(t => t.tabIndex)")
    assert tab_index == [-1, 0]
    driver.execute_script(
        "const t = document.querySelector('.content .tabs [role=tab][aria-selected=true]'); t.focus();"
        "t.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));")
    assert selected(driver.execute_script(STATE)) == [["app-delegate"]] * 3, "ArrowRight wraps to the first tab"
    assert driver.execute_script("return document.activeElement.dataset.tab") == "app-delegate"
    # In print every panel shows, under its label.
    try:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        for group in driver.execute_script(STATE):
            assert group["shown"] == ["app-delegate", "scenes"] and group["labelsShown"] == 2
        legends = driver.execute_script(
            "return Array.from(document.querySelectorAll('details.lifecycle-legend')).filter(l => l.checkVisibility()).length")
        assert legends == 1, "the legend prints once, not once per tab"
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})
        driver.execute_script("localStorage.removeItem('docgen-tab')")


def test_tabs_without_javascript_show_every_panel(site):
    """The HTML as written: no panel hidden, each under its label, so it reads without JavaScript."""
    html = (site / "fr" / PAGE).read_text(encoding="utf-8")
    assert html.count('<div class="tab-panel"') == 6
    assert html.count('<p class="tab-label">') == 6
    assert " hidden" not in html.split('<div class="tabs">', 1)[1].split("</main>", 1)[0]
