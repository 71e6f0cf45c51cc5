"""Nothing hides past the right edge of a phone (issue 13, items 2 and 3): at 390 px a table too wide
for the column becomes cards, each cell under its column's label, and a figure that keeps its natural
size says that it scrolls sideways. At 1440 px tables stay tables and no figure needs the hint."""
from __future__ import annotations

import json

import pytest

from layout_survey import by_language, readings, register
from siteutil import HERE

# Per table: does it scroll, is it cards, and each card cell's label against its column's header.
TABLES = """
return Array.from(document.querySelectorAll('.content .table-wrap')).map(wrap => {
  const headers = Array.from(wrap.querySelectorAll('thead th')).map(th => th.textContent.replace(/\\s+/g, ' ').trim());
  const cells = Array.from(wrap.querySelectorAll('tbody td[data-label]')).map(td => {
    const column = Array.from(td.parentElement.children).indexOf(td);
    const shown = getComputedStyle(td, '::before');
    return [td.getAttribute('data-label'), headers[column] ?? null, shown.display !== 'none' && shown.content !== 'none'];
  });
  const stacked = wrap.classList.contains('stacked');
  wrap.classList.remove('stacked');
  const wouldScroll = wrap.scrollWidth > wrap.clientWidth + 1;
  if (stacked) wrap.classList.add('stacked');
  return {stacked, scrolls: wrap.scrollWidth - wrap.clientWidth, wouldScroll, cells};
});
"""
register("tables", TABLES)

# Per figure: how far it scrolls, and the hint shown under it (null when there is none).
FIGURES = """
return Array.from(document.querySelectorAll('.figure-scroll')).map(scroller => {
  const hint = scroller.nextElementSibling;
  const shown = hint && hint.classList.contains('figure-scroll-hint') && hint.getClientRects().length > 0;
  return {overflow: scroller.scrollWidth - scroller.clientWidth, hint: shown ? hint.textContent : null};
});
"""
register("figures", FIGURES)


def pages_with(site, lang, marker):
    return [p for p in sorted((site / lang).rglob("*.html")) if marker in p.read_text(encoding="utf-8")]


def scroll_hint(lang):
    catalog = json.loads((HERE.parent.parent / "Localizations" / "ui.xcstrings").read_text(encoding="utf-8"))
    return catalog["strings"]["figureScrollHint"]["localizations"][lang]["stringUnit"]["value"]


def measured(driver, site, lang, pages, script, noun):
    """`script`'s result for each element on each of `pages`, at 390 and then 1440 px, with where it is."""
    wanted = {page.relative_to(site / lang) for page in pages}
    for width in (390, 1440):
        for reading, items in readings(driver, site, lang, width, script, pages=wanted.__contains__):
            for index, item in enumerate(items):
                yield f"{reading.where(lang)} {noun} {index + 1} at {width} px", item


@pytest.mark.parametrize("lang", by_language())
def test_tables_become_cards_where_they_do_not_fit(driver, site, lang):
    pages = pages_with(site, lang, 'class="table-wrap"')
    assert len(pages) > 10, f"{lang}: only {len(pages)} pages with tables"
    cards = 0
    for where, table in measured(driver, site, lang, pages, "tables", "table"):
        assert table["scrolls"] <= 1, f"{where}: scrolls {table['scrolls']} px sideways"
        assert table["stacked"] == table["wouldScroll"], (
            f"{where}: {'cards although the table fits' if table['stacked'] else 'a table too wide, not cards'}")
        if not table["stacked"]:
            continue
        cards += 1
        for label, header, shown in table["cells"]:
            assert shown, f"{where}: the label {label!r} is not shown above its cell"
            if header is not None:
                assert label == header, f"{where}: a cell labelled {label!r} under the column {header!r}"
    assert cards > 5, f"{lang}: only {cards} tables became cards at 390 px: the check saw too little"


@pytest.mark.parametrize("lang", by_language())
def test_figures_that_scroll_say_so(driver, site, lang):
    pages = pages_with(site, lang, 'class="figure-scroll"')
    assert len(pages) >= 3, f"{lang}: only {len(pages)} pages with figures"
    hint = scroll_hint(lang)
    hinted = 0
    for where, figure in measured(driver, site, lang, pages, "figures", "figure"):
        if figure["overflow"] > 1:
            assert figure["hint"] == hint, f"{where}: scrolls {figure['overflow']} px, hint {figure['hint']!r}"
            hinted += 1
        else:
            assert figure["hint"] is None, f"{where}: fits, yet says {figure['hint']!r}"
    assert hinted > 0, f"{lang}: no figure scrolled at 390 px: the check saw nothing"


# Per tab list: the top of each tab, and whether any tab reaches past the list's right edge.
TAB_ROWS = """
return Array.from(document.querySelectorAll('.content .tab-list')).map(list => {
  const edge = list.getBoundingClientRect().right;
  const tabs = Array.from(list.querySelectorAll('[role=tab]')).map(tab => tab.getBoundingClientRect());
  return {tops: tabs.map(box => Math.round(box.top)), past: tabs.some(box => box.right > edge + 1), count: tabs.length};
});
"""
register("tab rows", TAB_ROWS)


@pytest.mark.parametrize("lang", by_language())
def test_tabs_stay_on_one_row(driver, site, lang):
    """A mode's tab on a line of its own reads as a list, not as tabs (French and Spanish at 390 px)."""
    pages = pages_with(site, lang, 'class="tabs"')
    assert pages, f"{lang}: no page with content tabs"
    lists = 0
    for where, row in measured(driver, site, lang, pages, "tab rows", "tab list"):
        lists += 1
        assert row["count"] >= 2, f"{where}: {row['count']} tabs"
        assert len(set(row["tops"])) == 1, f"{where}: tabs on {len(set(row['tops']))} rows"
        assert not row["past"], f"{where}: a tab reaches past the edge"
    assert lists > 0, f"{lang}: site.js made no tab list"


# Per declaration: the names (identifiers) that a line break cuts in two, where the run of
# characters around the name (up to the spaces) would fit on a line of its own, indent included.
CUT_WORDS = """
return Array.from(document.querySelectorAll('pre.declaration code')).map(code => {
  const cut = [];
  const probe = document.createRange();
  const first = document.createTreeWalker(code, NodeFilter.SHOW_TEXT).nextNode();
  probe.setStart(first, 0); probe.setEnd(first, 1);
  const perLine = Math.floor(code.clientWidth / probe.getBoundingClientRect().width) - 4;
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  for (let node; (node = walker.nextNode());) {
    for (const run of node.textContent.matchAll(/\\S+/g)) {
      if (run[0].length > perLine) continue;  // too long for any line: it has to break somewhere
      for (const name of run[0].matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
        const range = document.createRange();
        range.setStart(node, run.index + name.index);
        range.setEnd(node, run.index + name.index + name[0].length);
        const lines = new Set(Array.from(range.getClientRects()).map(box => Math.round(box.top)));
        if (lines.size > 1) cut.push(name[0]);
      }
    }
  }
  return cut;
});
"""
register("cut words", CUT_WORDS)


@pytest.mark.parametrize("lang", by_language())
def test_declarations_wrap_between_words(driver, site, lang):
    """A long declaration has a parameter a line (as Apple lays it out) and wraps, where it must,
    between names, never inside one (`handleEventsForBackgroundURLSe|ssion`)."""
    pages = pages_with(site, lang, 'class="declaration"')
    assert len(pages) > 20, f"{lang}: only {len(pages)} pages with declarations"
    for where, cut in measured(driver, site, lang, pages, "cut words", "declaration"):
        assert not cut, f"{where}: names cut by a line break: {cut}"


# Per code block of the page's own text: how far it scrolls sideways, and its longest line.
CODE_OVERFLOW = """
return Array.from(document.querySelectorAll('.content pre:not(.declaration)')).map(pre => ({
  overflow: pre.scrollWidth - pre.clientWidth,
  longest: pre.textContent.split('\\n').reduce((a, line) => line.length > a.length ? line : a, '').trim(),
}));
"""
register("code overflow", CODE_OVERFLOW)


@pytest.mark.parametrize("lang", by_language())
def test_code_samples_fit_a_desktop_column(driver, site, lang):
    """At 1440 px a reader sees a sample's lines whole (the scenes page's configuration sample
    scrolled); a phone may scroll them."""
    pages = pages_with(site, lang, "<pre")
    assert pages, f"{lang}: no page with code"
    wanted = {page.relative_to(site / lang) for page in pages}
    blocks = 0
    for reading, found in readings(driver, site, lang, 1440, "code overflow", pages=wanted.__contains__):
        for block in found:
            blocks += 1
            assert block["overflow"] <= 1, f"{reading.where(lang)}: '{block['longest']}' scrolls {block['overflow']} px"
    assert blocks >= 5, f"{lang}: {blocks} code blocks"
