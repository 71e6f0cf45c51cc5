"""Punctuation in the generated parts of the site follows each language's typography.

`verify` checks what translators write (the term base's typography rules); these tests read what the
templates and reference generators add around it: a label's colon, a list's commas. French puts a
(narrow) no-break space before : ; ! and ?; Chinese uses full-width punctuation after Han text.
Code, figures and scripts are left out: a selector's colon is not punctuation.
"""
from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

_SKIPPED = {"code", "pre", "script", "style", "svg", "kbd", "samp", "title"}
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class _ProseText(HTMLParser):
    """The text a reader sees as prose, with code and figures cut out (each cut leaves a gap marker)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.depth_skipped = 0
        self.stack: list[str] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag, attrs):
        if tag in _VOID:
            return
        self.stack.append(tag)
        if tag in _SKIPPED:
            self.depth_skipped += 1
            self.parts.append("\x00")

    def handle_endtag(self, tag):
        if tag in _VOID or tag not in self.stack:
            return
        while self.stack:
            open_tag = self.stack.pop()
            if open_tag in _SKIPPED:
                self.depth_skipped -= 1
            if open_tag == tag:
                break

    def handle_data(self, data):
        if self.depth_skipped == 0:
            self.parts.append(data)


def _prose(path: Path) -> str:
    parser = _ProseText()
    parser.feed(path.read_text(encoding="utf-8"))
    return "".join(parser.parts)


def _offences(site: Path, lang: str, pattern: re.Pattern) -> list[str]:
    found = []
    for page in sorted((site / lang).rglob("*.html")):
        text = _prose(page)
        for match in pattern.finditer(text):
            context = text[max(0, match.start() - 30): match.end() + 10].replace("\n", " ").replace("\x00", "…")
            found.append(f"{page.relative_to(site)}: {context!r}")
    return found


# A letter or closing mark right before : ; ! ? that a space or the end of the text follows.
_FRENCH_TIGHT = re.compile(r"[\w»)\]](?=[:;!?](\s|$))")
# A Han character right before an ASCII comma, colon or semicolon that a space follows.
_CHINESE_ASCII = re.compile(r"[\u3400-\u9fff](?=[,:;] )")


def test_french_puts_a_space_before_high_punctuation(site):
    offences = _offences(site, "fr", _FRENCH_TIGHT)
    assert not offences, f"{len(offences)} tight punctuation marks in French pages:\n" + "\n".join(offences[:20])


def test_chinese_uses_full_width_punctuation_after_han_text(site):
    offences = _offences(site, "zh-Hans", _CHINESE_ASCII)
    assert not offences, f"{len(offences)} ASCII marks after Han text:\n" + "\n".join(offences[:20])
