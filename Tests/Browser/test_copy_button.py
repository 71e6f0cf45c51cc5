"""A code block's copy button never covers its code (issue 13 review: on a phone it hid the first
line of a callback's wrapped declarations). Checked at 390 and 1440 px, with JavaScript (which adds
the button), on a callback page in every language: no character of a declaration lies under it."""
from __future__ import annotations

import pytest

from siteutil import LANGS, open_page

COVERED = """
const covered = [];
for (const block of document.querySelectorAll('.code-block')) {
  const button = block.querySelector('.copy-button');
  const code = block.querySelector('pre code');
  if (!button || !code || getComputedStyle(button).opacity === '0') continue;
  const b = button.getBoundingClientRect();
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.length; i++) {
      if (/\\s/.test(node.data[i])) continue;
      const range = document.createRange();
      range.setStart(node, i); range.setEnd(node, i + 1);
      for (const r of range.getClientRects()) {
        if (r.right > b.left && r.left < b.right && r.bottom > b.top && r.top < b.bottom) covered.push(node.data[i]);
      }
    }
  }
}
return [document.querySelectorAll('.code-block .copy-button').length, covered.join('')];
"""


@pytest.mark.parametrize("width", [390, 1440])
@pytest.mark.parametrize("lang", LANGS)
def test_copy_button_covers_no_code(driver, site, lang, width):
    driver.set_window_size(width, 900)
    try:
        errors = open_page(driver, site / lang / "reference" / "callbacks" / "applicationdidbecomeactive.html")
        assert not errors, "\n".join(errors)
        buttons, covered = driver.execute_script(COVERED)
    finally:
        driver.set_window_size(1440, 900)
    assert buttons >= 2, f"{lang}: {buttons} copy buttons (the two declarations should have one each)"
    assert not covered, f"{lang} at {width} px: the copy button covers {covered!r}"
