"""API names in titles wrap only where a reader would cut them (issue 13, item 4): after `.`, `:` or
`(`, and at camelCase humps; never before a lone `)`. Checked at phone width, where callback titles
wrap, in the page title and in the previous/next links of every callback page."""
from __future__ import annotations

import pytest

from siteutil import open_page

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


def allowed(before: str, after: str) -> bool:
    if before.isspace() or after.isspace() or before in ".:(":
        return True
    # A hump: lower to upper (didEnter|Background), or where an acronym ends (URL|Session).
    return after.isupper() and (before.islower() or before.isupper())


@pytest.mark.parametrize("lang", ["en", "zh-Hans"])
def test_callback_titles_break_between_words(driver, site, lang):
    pages = sorted((site / lang / "reference" / "callbacks").glob("*.html"))
    assert len(pages) > 20, f"{lang}: only {len(pages)} callback pages"
    driver.set_window_size(390, 900)
    breaks = 0
    try:
        for page in pages:
            errors = open_page(driver, page)
            assert not errors, "\n".join(errors)
            for text, before, after in driver.execute_script(LINE_BREAKS, ".page-title, .pager-title"):
                breaks += 1
                assert allowed(before, after), f"{lang}/{page.name}: {text!r} breaks between {before!r} and {after!r}"
    finally:
        driver.set_window_size(1440, 900)
    assert breaks > 0, "no title wrapped at 390 px: the check saw nothing"
