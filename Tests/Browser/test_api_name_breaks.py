"""API names in titles wrap only where a reader would cut them (issue 13, item 4): after `.`, `:` or
`(`, and at camelCase humps; never before a lone `)`. Checked at phone width, where callback titles
wrap, in the page title and in the previous/next links of every callback page."""
from __future__ import annotations

from pathlib import Path

import pytest

from layout_survey import by_language, readings, register

# For each element, the characters on either side of every line break the browser made.
LINE_BREAKS = """
const pairs = [];
for (const element of document.querySelectorAll(arguments[0])) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const chars = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.length; i++) {
      const range = document.createRange();
      range.setStart(node, i); range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (rect) chars.push([node.data[i], rect.top]);
    }
  }
  for (let i = 1; i < chars.length; i++) {
    if (chars[i][1] > chars[i - 1][1] + 2) pairs.push([element.textContent, chars[i - 1][0], chars[i][0]]);
  }
}
return pairs;
"""
register("title breaks", LINE_BREAKS, ".page-title, .pager-title")


def allowed(before: str, after: str) -> bool:
    if before.isspace() or after.isspace() or before in ".:(":
        return True
    # A hump: lower to upper (didEnter|Background), or where an acronym ends (URL|Session).
    return after.isupper() and (before.islower() or before.isupper())


def is_callback(page) -> bool:
    return page.parent.parts == ("reference", "callbacks")


@pytest.mark.parametrize("lang", by_language(["en", "zh-Hans"]))
def test_callback_titles_break_between_words(driver, site, lang):
    assert len(list((site / lang / "reference" / "callbacks").glob("*.html"))) > 20, f"{lang}: too few callback pages"
    breaks = 0
    for reading, pairs in readings(driver, site, lang, 390, "title breaks", pages=is_callback):
        for text, before, after in pairs:
            breaks += 1
            assert allowed(before, after), f"{reading.where(lang)}: {text!r} breaks between {before!r} and {after!r}"
    assert breaks > 0, "no title wrapped at 390 px: the check saw nothing"


# Per element whose text may not wrap (computed `white-space: nowrap`) and that holds a break hint:
# its text and how many lines it takes.
KEPT_WHOLE = """
const found = [];
for (const element of document.querySelectorAll('.content :has(> wbr)')) {
  if (getComputedStyle(element).textWrapMode !== 'nowrap' || !element.getClientRects().length) continue;
  const range = document.createRange();
  range.selectNodeContents(element);
  const lines = new Set(Array.from(range.getClientRects(), rect => Math.round(rect.top)));
  found.push([element.textContent, lines.size]);
}
return found;
"""
register("kept whole", KEPT_WHOLE)


@pytest.mark.parametrize("lang", by_language(["en", "fr"]))
def test_names_kept_whole_stay_on_one_line(driver, site, lang):
    """Where the stylesheet keeps an API name whole (a table's first column on a wide screen, an
    event's starting states), a break hint inside it must not cut it: Chromium breaks at `<wbr>`
    even in `nowrap` text, and `sceneWillEnterForeground(_:)` took two lines beside an empty column."""
    seen = 0
    for reading, found in readings(driver, site, lang, 1440, "kept whole"):
        for text, lines in found:
            seen += 1
            assert lines == 1, f"{reading.where(lang)}: {text!r} is kept whole but takes {lines} lines"
    assert seen > 20, f"{lang}: only {seen} names kept whole: the check saw too little"


# For each element a CSS selector finds: its text, and how many lines it is drawn on.
LINES_OF = """
return Array.from(document.querySelectorAll(arguments[0]), element => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return [element.textContent, new Set(Array.from(range.getClientRects(), rect => Math.round(rect.top))).size];
});
"""


# A callback's Swift and Objective-C selectors: the facts table's first two rows.
SELECTORS = ".content table.facts tr:nth-child(-n+2) code"
register("selector lines", LINES_OF, SELECTORS)
register("state description lines", LINES_OF, ".content table.states td:nth-child(2)")


@pytest.mark.parametrize("lang", by_language(["en", "fr", "ko"]))
def test_callback_facts_read_on_a_phone(driver, site, lang):
    """At 390 px a callback's selectors take the column's whole width, under their labels: beside
    the labels, `application(_:didFinishLaunchingWithOptions:)` took four lines of a dozen characters.
    Each line must hold 16 characters on average."""
    assert len(list((site / lang / "reference" / "callbacks").glob("*.html"))) > 20, f"{lang}: too few callback pages"
    longest = 0
    for reading, found in readings(driver, site, lang, 390, "selector lines", pages=is_callback):
        for text, lines in found:
            longest = max(longest, len(text))
            # About 36 characters fit a line at this width; the longest selectors (77) need three.
            assert len(text) / lines >= 16, f"{reading.where(lang)}: {text!r} takes {lines} lines at 390 px"
    assert longest > 45, "no long selector in the facts tables: the check saw too little"


@pytest.mark.parametrize("lang", by_language(["en", "fr", "es"]))
def test_state_descriptions_read_on_a_phone(driver, site, lang):
    """At 390 px a state's description takes the table's whole width, under the state's name: beside
    the name kept whole ("Inactive au premier plan"), it ran four words a line. Each line must hold
    24 characters on average (about 40 fit)."""
    states = Path("reference/states.html")
    found = list(readings(driver, site, lang, 390, "state description lines", pages=states.__eq__))
    assert len(found) == 1, f"{lang}: no page {states}"
    [(_, cells)] = found
    assert len(cells) >= 9, f"{lang}: only {len(cells)} state descriptions"
    for text, lines in cells:
        assert len(text) / lines >= 24, f"{lang}: {text[:40]!r}… takes {lines} lines at 390 px"
