"""A sequence step's note sits under its callback, not glued to the code ("(_:)then suspended"), and
an event's start state reads as one chip, apart from the word after it (issue 13, second review)."""
from __future__ import annotations

import pytest

from siteutil import LANGS, open_page

NOTES = """
return Array.from(document.querySelectorAll('.lifecycle-step .step-comment')).map(note => {
  const code = note.parentElement.querySelector('code');
  return [note.getBoundingClientRect().top - code.getBoundingClientRect().bottom, note.textContent];
});
"""

CHIPS = """
return Array.from(document.querySelectorAll('.event-example-from code')).map(code => {
  const rects = code.getClientRects();
  const after = code.parentElement.nextSibling;
  return [rects.length, code.textContent, after && after.nodeType === 3 ? after.textContent : null];
});
"""


@pytest.mark.parametrize("lang", LANGS)
def test_step_notes_sit_under_their_callback(driver, site, lang):
    notes = 0
    for width in (1440, 390):
        driver.set_window_size(width, 900)
        try:
            errors = open_page(driver, site / lang / "scenes" / "scene-delegate.html")
            assert not errors, "\n".join(errors)
            for gap, text in driver.execute_script(NOTES):
                notes += 1
                assert gap >= -1, f"{lang} at {width} px: the note {text!r} starts beside its code, not under it"
        finally:
            driver.set_window_size(1440, 900)
    assert notes > 10, f"{lang}: only {notes} step notes seen"


@pytest.mark.parametrize("lang", LANGS)
def test_event_start_states_stay_whole(driver, site, lang):
    errors = open_page(driver, site / lang / "reference" / "events.html")
    assert not errors, "\n".join(errors)
    chips = driver.execute_script(CHIPS)
    assert len(chips) > 20
    for lines, text, after in chips:
        assert lines == 1, f"{lang}: {text!r} breaks over {lines} lines"
        assert after is None or after.startswith(" "), f"{lang}: {text!r} runs into {after!r}"
