"""Links: linkchecker follows every file:// link from the root index; a Python check of #anchors."""
from __future__ import annotations

import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

from siteutil import file_url

SUMMARY = re.compile(r"That's it\. (\d+) links? in (\d+) URLs? checked\. (\d+) warnings? found\. (\d+) errors? found\.")


def test_linkchecker(site, report):
    exe = shutil.which("linkchecker")
    if exe is None:
        pytest.fail("linkchecker is not installed (apt-get install -y linkchecker)", pytrace=False)
    # Internal (file://) URLs only: external checking is off unless --check-extern is given.
    # --no-warnings and the "text" output list failures only, then the summary line.
    proc = subprocess.run(
        [exe, "--no-status", "--no-warnings", "-o", "text", "--recursion-level", "-1",
         file_url(site / "index.html")],
        capture_output=True, text=True, timeout=600)
    out = proc.stdout + proc.stderr
    m = SUMMARY.search(out)
    assert m, f"no linkchecker summary line (exit {proc.returncode}):\n{out[-3000:]}"
    links, urls, warnings, errors = map(int, m.groups())
    line = f"linkchecker: {links} links in {urls} URLs checked, {errors} errors"
    print(line)
    report(line)
    html_pages = len(list(site.rglob("*.html")))
    assert urls >= html_pages, f"linkchecker reached {urls} URLs but the site has {html_pages} pages"
    assert errors == 0, f"linkchecker found {errors} broken links:\n{out[-6000:]}"
    assert proc.returncode == 0, f"linkchecker exit {proc.returncode}:\n{out[-3000:]}"


class _Collector(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.links: list[tuple[int, str]] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag == "a" and a.get("name"):
            self.ids.add(a["name"])
        if tag in ("a", "area", "link") and a.get("href") is not None:
            self.links.append((self.getpos()[0], a["href"]))

    handle_startendtag = handle_starttag


def parse(path: Path) -> _Collector:
    c = _Collector()
    c.feed(path.read_text(encoding="utf-8"))
    c.close()
    return c


def test_anchors_exist(site, report):
    """Every href="…#anchor" to a page of the site names an id (or <a name>) in that page."""
    pages = sorted(site.rglob("*.html"))
    parsed = {p.resolve(): parse(p) for p in pages}
    checked, missing, missing_files = 0, [], []
    for page, info in parsed.items():
        for line, href in info.links:
            parts = urlsplit(href)
            if parts.scheme or parts.netloc or href.startswith("//"):
                continue  # external: not ours to check offline
            target = page if not parts.path else (page.parent / unquote(parts.path)).resolve()
            if parts.path and not target.exists():
                missing_files.append(f"{page.relative_to(site)}:{line}: {href} (no such file)")
                continue
            if not parts.fragment or target.suffix != ".html":
                continue
            fragment = unquote(parts.fragment)
            checked += 1
            if target not in parsed:
                parsed[target] = parse(target)
            if fragment not in parsed[target].ids:
                missing.append(f"{page.relative_to(site)}:{line}: {href} → no id {fragment!r} in "
                               f"{target.relative_to(site) if target.is_relative_to(site) else target}")
    line = f"anchors: {len(pages)} pages, {checked} #fragment links checked, {len(missing)} missing ids, " \
           f"{len(missing_files)} missing files"
    print(line)
    report(line)
    assert checked > 100, f"only {checked} fragment links found: is the parser seeing the pages?"
    assert not missing_files, "links to missing files:\n" + "\n".join(missing_files[:30])
    assert not missing, f"{len(missing)} links to missing anchors:\n" + "\n".join(missing[:30])
