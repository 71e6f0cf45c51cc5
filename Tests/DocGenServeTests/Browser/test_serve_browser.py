"""`docgen serve` in a real browser (headless Chromium through Selenium), on loopback only.

Run:  python3 -m pytest -q Tests/DocGenServeTests/Browser
The docgen binary: $DOCGEN_BINARY, else .build-serve/debug/docgen, .build-tests/debug/docgen or .build/debug/docgen
(`swift build --product docgen` first). Needs what Tests/Browser needs: chromium, chromium-driver, selenium.

A page is opened; the test edits that page's Markdown and the new text must be on screen within 2 s without a manual
reload. A broken lifecycle block brings the overlay with the right file and line, fixing it removes it; warnings show
in a bar that can be dismissed.
"""
from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
from siteutil import make_driver  # noqa: E402

ARTIFACTS = ROOT / "Tests" / "Browser" / "artifacts"

BLOCK = ('```lifecycle id=home mode=app-delegate from=active events="home"\n'
         "applicationWillResignActive(_:)\napplicationDidEnterBackground(_:)\n```\n")
SWAPPED = ('```lifecycle id=home mode=app-delegate from=active events="home"\n'
           "applicationDidEnterBackground(_:)\napplicationWillResignActive(_:)\n```\n")
# A kill from the background without applicationWillTerminate(_:): valid, with an optional-step-omitted warning.
KILL = '```lifecycle id=kill mode=app-delegate from=inactive events="kill"\napplicationDidEnterBackground(_:)\n```\n'


def page(title: str, text: str, block: str = BLOCK, extra: str = "") -> str:
    # Front matter on lines 1-4, heading 5, text 7, fence 9: an error in the swapped block is on line 10.
    return f"---\ntitle: {title}\norder: 1\n---\n# {title}\n\n{text}\n\n{block}{extra}"


def binary() -> Path:
    candidates = [os.environ.get("DOCGEN_BINARY", "")] + [str(ROOT / f"{scratch}/debug/docgen")
                                                         for scratch in (".build-serve", ".build-tests", ".build")]
    for candidate in candidates:
        if candidate and os.access(candidate, os.X_OK):
            return Path(candidate)
    pytest.fail(f"no docgen binary (tried {candidates}); run `swift build --product docgen`", pytrace=False)


@pytest.fixture()
def project(tmp_path: Path) -> Path:
    (tmp_path / "Content" / "en").mkdir(parents=True)
    (tmp_path / "Content" / "fr").mkdir(parents=True)
    (tmp_path / "Content" / "en" / "index.md").write_text(page("Home", "The first text."))
    (tmp_path / "Content" / "fr" / "index.md").write_text(page("Accueil", "Le texte."))
    for folder in ("Site", "Localizations"):
        shutil.copytree(ROOT / folder, tmp_path / folder)
    return tmp_path


@pytest.fixture()
def server(project: Path):
    out = open(project / "serve.stdout", "w+")
    err = open(project / "serve.stderr", "w+")
    process = subprocess.Popen([str(binary()), "serve", "--port", "0"], cwd=project, stdout=out, stderr=err,
                               stdin=subprocess.DEVNULL)
    url = None
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and url is None and process.poll() is None:
        match = re.search(r"Serving (http://127\.0\.0\.1:\d+/)", (project / "serve.stdout").read_text())
        url = match.group(1) if match else None
        time.sleep(0.05)
    if url is None:
        process.kill()
        pytest.fail(f"docgen serve did not start: {(project / 'serve.stderr').read_text()}")
    # The first build: wait for its line.
    while time.monotonic() < deadline and "Built " not in (project / "serve.stdout").read_text():
        time.sleep(0.05)
    yield url
    process.send_signal(signal.SIGINT)
    try:
        assert process.wait(timeout=15) == 0
    finally:
        if process.poll() is None:
            process.kill()
        out.close()
        err.close()


@pytest.fixture()
def driver():
    d = make_driver()
    yield d
    d.quit()


def wait_for(condition, timeout: float, step: float = 0.02):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(step)
    return condition()


def shadow_text(driver, host_id: str) -> str | None:
    return driver.execute_script(
        "var h = document.getElementById(arguments[0]); return h && h.shadowRoot ? h.shadowRoot.textContent : null;",
        host_id)


def main_text(driver) -> str:
    try:
        return driver.execute_script("var m = document.querySelector('main'); return m ? m.innerText : '';")
    except Exception:  # noqa: BLE001 - the page is being reloaded
        return ""


def test_edit_reload_overlay_and_fix(project: Path, server: str, driver):
    english = project / "Content" / "en" / "index.md"
    driver.get(server + "en/")
    assert "The first text." in main_text(driver)
    assert wait_for(lambda: driver.execute_script("return window.__docgenServe === true"), 5), "the reload script runs"
    time.sleep(0.3)  # the event stream connects

    # An edit: on screen within 2 s, without a manual reload.
    saved = time.monotonic()
    english.write_text(page("Home", "Text changed while the page was open."))
    assert wait_for(lambda: "Text changed while the page was open." in main_text(driver), 10), "the page never showed the edit"
    elapsed = time.monotonic() - saved
    assert elapsed < 2.0, f"the edit took {elapsed:.2f} s to reach the screen"
    assert shadow_text(driver, "docgen-serve-errors") is None

    # A broken block: the overlay, with the file and line; the page underneath is the last good one.
    english.write_text(page("Home", "Broken text.", block=SWAPPED))
    overlay = wait_for(lambda: shadow_text(driver, "docgen-serve-errors"), 10)
    assert overlay, "no overlay"
    assert "Content/en/index.md:10:1" in overlay
    assert "docgen.callback-order" in overlay
    assert "out of order" in overlay
    assert "Text changed while the page was open." in main_text(driver)
    assert "Broken text." not in main_text(driver)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(ARTIFACTS / "serve-error-overlay.png"))

    # "Hide" folds the overlay into a button; the errors are still one click away.
    driver.execute_script("document.getElementById('docgen-serve-errors').shadowRoot.querySelector('.hide').click()")
    assert wait_for(lambda: (shadow_text(driver, "docgen-serve-errors") or "").strip().endswith("error")
                    or "error" in (shadow_text(driver, "docgen-serve-errors") or ""), 2)
    assert driver.execute_script(
        "return !!document.getElementById('docgen-serve-errors').shadowRoot.querySelector('.pill')")

    # Fixed: the overlay goes, the new text comes.
    english.write_text(page("Home", "Fixed text."))
    assert wait_for(lambda: "Fixed text." in main_text(driver), 10), "the fix never reached the page"
    assert wait_for(lambda: shadow_text(driver, "docgen-serve-errors") is None, 5), "the overlay stayed"


def test_warnings_bar_can_be_dismissed(project: Path, server: str, driver):
    english = project / "Content" / "en" / "index.md"
    french = project / "Content" / "fr" / "index.md"
    driver.get(server + "en/")
    assert wait_for(lambda: driver.execute_script("return window.__docgenServe === true"), 5)
    time.sleep(0.3)
    french.write_text(page("Accueil", "Le texte.", extra="\n" + KILL))
    english.write_text(page("Home", "With a warning.", extra="\n" + KILL))
    bar = wait_for(lambda: "With a warning." in main_text(driver) and shadow_text(driver, "docgen-serve-warnings"), 10)
    assert bar, "no warnings bar"
    assert "warning" in bar
    assert "optional step 'applicationWillTerminate(_:)' is omitted" in bar
    assert "Content/en/index.md:" in bar
    assert shadow_text(driver, "docgen-serve-errors") is None, "warnings are not errors"
    driver.save_screenshot(str(ARTIFACTS / "serve-warnings-bar.png"))

    driver.execute_script("document.getElementById('docgen-serve-warnings').shadowRoot.querySelector('.dismiss').click()")
    assert wait_for(lambda: shadow_text(driver, "docgen-serve-warnings") is None, 2), "the bar was not dismissed"
    # The same warnings after a reload stay dismissed (this tab); new text, same warnings.
    english.write_text(page("Home", "Still a warning.", extra="\n" + KILL))
    assert wait_for(lambda: "Still a warning." in main_text(driver), 10)
    time.sleep(0.5)
    assert shadow_text(driver, "docgen-serve-warnings") is None
