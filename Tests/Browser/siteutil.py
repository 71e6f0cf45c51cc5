"""Helpers shared by the browser tests (imported by conftest.py and the test modules)."""
from __future__ import annotations

import time
from pathlib import Path

import pytest

LANGS = ["en", "fr", "es", "zh-Hans", "ko"]
HERE = Path(__file__).resolve().parent
ARTIFACTS = HERE / "artifacts"
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def file_url(path: Path) -> str:
    """file:// URL of a path (percent-encoded as the browser shows it)."""
    return Path(path).resolve().as_uri()



def make_driver(javascript: bool = True, extra_args: tuple[str, ...] = ()):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    if not Path(CHROMIUM).exists() or not Path(CHROMEDRIVER).exists():
        pytest.fail("chromium / chromedriver missing: apt-get install -y chromium chromium-driver fonts-noto-cjk",
                    pytrace=False)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900",
                "--disable-dev-shm-usage", "--allow-file-access-from-files",
                "--hide-scrollbars", "--lang=en-US") + tuple(extra_args):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    if not javascript:
        options.add_argument("--blink-settings=scriptEnabled=false")
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_window_size(1280, 900)
    driver.set_page_load_timeout(30)
    return driver


def drain_console(driver) -> list[dict]:
    """Browser console entries since the last call (reading the log empties it)."""
    try:
        return driver.get_log("browser")
    except Exception:  # noqa: BLE001 - a driver without the log endpoint: nothing to read
        return []


def severe_console(entries: list[dict]) -> list[str]:
    return [f"{e.get('level')}: {e.get('message')}" for e in entries if e.get("level") == "SEVERE"]


def wait_ready(driver, timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if driver.execute_script("return document.readyState") == "complete":
            return
        time.sleep(0.05)
    raise AssertionError(f"{driver.current_url}: document not complete after {timeout}s")


def open_page(driver, path: Path) -> list[str]:
    """Open a site file from file://, wait for the load, return SEVERE console messages of that load."""
    path = Path(path)
    assert path.is_file(), f"missing page {path}"
    drain_console(driver)
    driver.get(file_url(path))
    wait_ready(driver)
    time.sleep(0.05)  # deferred scripts' errors land right after load
    return severe_console(drain_console(driver))


def set_color_scheme(driver, scheme: str | None) -> None:
    """Emulate prefers-color-scheme (None resets)."""
    features = [{"name": "prefers-color-scheme", "value": scheme}] if scheme else []
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})
