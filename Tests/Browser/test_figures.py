"""Figures that are right at any size: every state and sequence figure of every page, in all five
languages, at 1440 and 390 CSS px, measured in Chromium from the rendered SVG geometry.

- no two text boxes of a figure intersect;
- no label box crosses an edge (line or arrowhead), its own included, nor a state's box;
- each edge label lies within a few px of its own edge;
- every arrowhead touches the box (or lifeline) its edge goes to;
- at 390 px, every text is at least 11 CSS px, the figure scrolls inside a focusable, named group
  and the page itself does not scroll sideways;
- at 1440 px, every figure fits its column at its natural size: a desktop reader never scrolls one sideways.

The SVG says which label and arrowhead belong to which edge (data-edge) and where each edge goes
(data-to, matching a node's data-node); the geometry itself comes from the browser.
"""
from __future__ import annotations

import pytest

from siteutil import LANGS, open_page

WIDTHS = [1440, 390]
LABEL_DISTANCE = 8.0   # CSS px between a label's box and its own edge, at most
TOUCH = 1.5            # CSS px between an arrowhead and its target, at most
MIN_TEXT = 11.0        # CSS px, at 390

MEASURE = r"""
const LABEL_DISTANCE = arguments[0], TOUCH = arguments[1];
const problems = [];
const stats = {figures: 0, labels: 0, edges: 0, minText: Infinity, maxLabelDistance: 0, scrolling: []};
const rectOf = el => { const r = el.getBoundingClientRect(); return {l: r.left, t: r.top, r: r.right, b: r.bottom}; };
const overlap = (a, b, inset) => a.l + inset < b.r && b.l + inset < a.r && a.t + inset < b.b && b.t + inset < a.b;
const inside = (p, a, inset) => p.x > a.l + inset && p.x < a.r - inset && p.y > a.t + inset && p.y < a.b - inset;
const distance = (p, a) => Math.hypot(Math.max(a.l - p.x, 0, p.x - a.r), Math.max(a.t - p.y, 0, p.y - a.b));
// Points along a path every ~1 CSS px, in the page's coordinates.
const samples = path => {
  const m = path.getScreenCTM(), total = path.getTotalLength(), scale = Math.hypot(m.a, m.b) || 1;
  const n = Math.max(2, Math.ceil(total * scale)), pts = [];
  for (let i = 0; i <= n; i++) {
    const q = path.getPointAtLength(total * i / n);
    pts.push({x: m.a * q.x + m.c * q.y + m.e, y: m.b * q.x + m.d * q.y + m.f});
  }
  return pts;
};
document.querySelectorAll('svg.diagram').forEach((svg, index) => {
  stats.figures++;
  const name = `${svg.getAttribute('aria-labelledby') || 'figure'}#${index}`;
  const scale = svg.getScreenCTM().a;
  const texts = [...svg.querySelectorAll('text')].map(t => ({el: t, box: rectOf(t), edge: t.getAttribute('data-edge'),
      text: t.textContent, size: parseFloat(getComputedStyle(t).fontSize) * scale}));
  const nodes = {};
  svg.querySelectorAll('[data-node]').forEach(n => {
    const shape = n.tagName === 'g' ? n.querySelector('rect') : n;
    nodes[n.getAttribute('data-node')] = {box: rectOf(shape), isBox: n.tagName === 'g'};
  });
  const edges = [...svg.querySelectorAll('g.diagram-edge')].map(g => ({
    id: g.getAttribute('data-edge'), to: g.getAttribute('data-to'),
    line: samples(g.querySelector('.diagram-edge-line')), head: samples(g.querySelector('.diagram-arrowhead'))}));
  stats.edges += edges.length;
  for (const t of texts) stats.minText = Math.min(stats.minText, t.size);
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++)
      if (overlap(texts[i].box, texts[j].box, 0.5))
        problems.push(`${name}: labels overlap: "${texts[i].text}" and "${texts[j].text}"`);
  for (const t of texts.filter(t => t.edge !== null)) {
    stats.labels++;
    const own = edges.find(e => e.id === t.edge);
    if (!own) { problems.push(`${name}: label "${t.text}" names edge ${t.edge}, which is not drawn`); continue; }
    const d = Math.min(...own.line.map(p => distance(p, t.box)));
    stats.maxLabelDistance = Math.max(stats.maxLabelDistance, d);
    if (d > LABEL_DISTANCE) problems.push(`${name}: label "${t.text}" is ${d.toFixed(1)} px from its edge`);
    for (const e of edges)
      if (e.line.concat(e.head).some(p => inside(p, t.box, 1)))
        problems.push(`${name}: label "${t.text}" crosses ${e.id === t.edge ? 'its own edge' : 'edge'} ${e.id} (to ${e.to})`);
    for (const [id, n] of Object.entries(nodes))
      if (n.isBox && overlap(n.box, t.box, 0.5)) problems.push(`${name}: label "${t.text}" covers the box of ${id}`);
  }
  for (const e of edges) {
    const target = nodes[e.to];
    if (!target) { problems.push(`${name}: edge ${e.id} goes to ${e.to}, which is not drawn`); continue; }
    const gap = Math.min(...e.head.map(p => distance(p, target.box)));
    if (gap > TOUCH) problems.push(`${name}: the arrowhead of edge ${e.id} ends ${gap.toFixed(1)} px from ${e.to}`);
  }
  const scroller = svg.parentElement;
  if (!scroller.classList.contains('figure-scroll') || scroller.getAttribute('tabindex') !== '0'
      || scroller.getAttribute('role') !== 'group' || !(scroller.getAttribute('aria-label') || '').trim())
    problems.push(`${name}: not inside a focusable, named .figure-scroll group`);
  else if (scroller.scrollWidth > scroller.clientWidth + 1) {
    stats.scrolling.push(`${name} (${scroller.scrollWidth} px in ${scroller.clientWidth})`);
    if (!['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) problems.push(`${name}: wider than its column and cannot scroll`);
  }
});
stats.pageOverflow = document.documentElement.scrollWidth - window.innerWidth;
return {problems, stats};
"""


def figure_pages(site) -> list[str]:
    """Pages of the English site with a figure (every language has the same pages)."""
    return sorted(str(p.relative_to(site / "en")) for p in (site / "en").rglob("*.html")
                  if 'class="diagram"' in p.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def pages(site):
    found = figure_pages(site)
    assert len(found) >= 3, f"expected the state and sequence figures on several pages, found {found}"
    return found


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGS)
def test_figures_are_legible(driver, site, pages, lang, width, report):
    driver.set_window_size(width, 900)
    problems, figures, labels, min_text, max_distance = [], 0, 0, float("inf"), 0.0
    try:
        for page in pages:
            errors = open_page(driver, site / lang / page)
            assert not errors, f"{lang}/{page}: console errors {errors}"
            # The window's inner width is what the media queries see.
            inner = driver.execute_script("return window.innerWidth")
            if inner != width:
                driver.set_window_size(width + (width - inner), 900)
                open_page(driver, site / lang / page)
            result = driver.execute_script(MEASURE, LABEL_DISTANCE, TOUCH)
            stats = result["stats"]
            problems += [f"{lang}/{page} @{width}: {p}" for p in result["problems"]]
            figures += stats["figures"]
            labels += stats["labels"]
            max_distance = max(max_distance, stats["maxLabelDistance"])
            if stats["figures"]:
                min_text = min(min_text, stats["minText"])
            if width == 1440:
                problems += [f"{lang}/{page} @1440: {figure} scrolls sideways" for figure in stats["scrolling"]]
            if width == 390:
                if stats["figures"] and stats["minText"] < MIN_TEXT - 0.01:
                    problems.append(f"{lang}/{page} @390: text at {stats['minText']:.1f} px (< {MIN_TEXT})")
                if stats["pageOverflow"] > 1:
                    problems.append(f"{lang}/{page} @390: the page scrolls sideways by {stats['pageOverflow']} px")
    finally:
        driver.set_window_size(1280, 900)
    report(f"figures {lang} @{width}: {figures} figures, {labels} edge labels on {len(pages)} pages; "
           f"smallest text {min_text:.1f} px, farthest label {max_distance:.1f} px from its edge; {len(problems)} problem(s)")
    assert figures > 0
    assert not problems, "\n".join(problems[:40]) + (f"\n… {len(problems) - 40} more" if len(problems) > 40 else "")
