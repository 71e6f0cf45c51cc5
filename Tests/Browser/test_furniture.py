"""Page furniture (issue 13, items 7 and 8): the phone navigation drawer, the colour theme toggle,
breadcrumbs, last-updated dates, edit links, the language switcher keeping the reader's place,
search terms marked on the page reached from search, glossary anchors.

Everything is driven the way a reader does it (taps, keys, clicks) in headless Chromium, from file://."""
from __future__ import annotations

import re
import unicodedata
from urllib.parse import unquote

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from layout_survey import by_language, readings, register
from siteutil import LANGS, make_driver, open_page, set_color_scheme

PHONE = (390, 844)


def fold(text: str) -> str:
    """Lower case without accents, as search compares words ("Scène" is "scene")."""
    return "".join(c for c in unicodedata.normalize("NFKD", text.lower()) if not unicodedata.combining(c))

DESKTOP = (1440, 900)
PAGE = "scenes/scene-delegate.html"


@pytest.fixture
def phone(driver):
    driver.set_window_size(*PHONE)
    yield driver
    driver.set_window_size(1280, 900)


def tap(driver, x: float, y: float) -> None:
    """A real pointer press and release at viewport coordinates (what a tap on the backdrop is)."""
    for kind in ("mousePressed", "mouseReleased"):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent",
                               {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})


def menu_open(driver) -> bool:
    return driver.execute_script("return document.querySelector('details.menu').open")


IN_DRAWER = ("const e = document.activeElement;"
             "return document.querySelector('details.menu').contains(e) || document.querySelector('.sidebar').contains(e)")


def open_menu(driver) -> None:
    driver.find_element(By.CSS_SELECTOR, "details.menu > summary").click()
    assert menu_open(driver), "the Menu button did not open the drawer"


# --------------------------------------------------------------------------- 1. phone navigation
@pytest.mark.parametrize("lang", LANGS)
def test_site_title_is_whole_on_a_phone(phone, site, lang):
    open_page(phone, site / lang / PAGE)
    box = phone.execute_script("""
        const name = document.querySelector('.brand-name'), lang = document.querySelector('.lang-switcher');
        const r = name.getBoundingClientRect();
        return {text: name.textContent, scrollW: name.scrollWidth, clientW: name.clientWidth,
                scrollH: name.scrollHeight, clientH: name.clientHeight, right: r.right,
                langLeft: lang.getBoundingClientRect().left, overflow: getComputedStyle(name).textOverflow};""")
    assert box["text"].strip(), f"{lang}: empty site title"
    assert box["scrollW"] <= box["clientW"] and box["scrollH"] <= box["clientH"] + 1, f"{lang}: the site title is cut: {box}"
    assert box["overflow"] != "ellipsis", f"{lang}: the site title still ends in an ellipsis"
    assert box["right"] <= box["langLeft"], f"{lang}: the site title runs under the language button: {box}"


@pytest.mark.parametrize("lang", LANGS)
def test_drawer_backdrop_closes_it_on_tap(phone, site, lang):
    open_page(phone, site / lang / PAGE)
    open_menu(phone)
    panel = phone.execute_script("return document.querySelector('.sidebar').getBoundingClientRect().toJSON()")
    width, height = phone.execute_script("return [innerWidth, innerHeight]")
    assert panel["right"] < width - 20, f"{lang}: the drawer leaves no backdrop to tap: {panel}"
    assert panel["top"] <= 0 and panel["bottom"] >= height - 1, f"{lang}: the drawer is not the viewport's height: {panel}"
    x, y = (panel["right"] + width) / 2, height / 2
    hit = phone.execute_script(
        "const e = document.elementFromPoint(arguments[0], arguments[1]);"
        "return e === document.querySelector('details.menu') ? 'backdrop' : e.outerHTML.slice(0, 80)", x, y)
    assert hit == "backdrop", f"{lang}: beside the drawer is {hit}, not its backdrop"
    assert phone.execute_script("return getComputedStyle(document.documentElement).overflow") == "hidden", \
        f"{lang}: the page behind the drawer still scrolls"
    tap(phone, x, y)
    assert not menu_open(phone), f"{lang}: a tap on the backdrop left the drawer open"


def test_escape_closes_the_drawer_and_focus_stays_inside(phone, site):
    open_page(phone, site / "en" / PAGE)
    open_menu(phone)
    links = phone.execute_script(
        "return Array.from(document.querySelectorAll('.sidebar a[href]')).filter(a => a.getClientRects().length).length")
    assert links >= 4
    outside = []
    for _ in range(links + 3):
        ActionChains(phone).send_keys(Keys.TAB).perform()
        if not phone.execute_script(IN_DRAWER):
            outside.append(phone.execute_script("return document.activeElement.outerHTML.slice(0, 80)"))
    assert not outside, f"Tab left the open drawer for {outside}"
    for _ in range(3):
        ActionChains(phone).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
        assert phone.execute_script(IN_DRAWER), \
            "Shift+Tab left the open drawer"
    ActionChains(phone).send_keys(Keys.ESCAPE).perform()
    assert not menu_open(phone), "Escape left the drawer open"
    assert phone.execute_script("return document.activeElement === document.querySelector('details.menu > summary')"), \
        "focus did not return to the Menu button"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", [PAGE, "reference/callbacks.html"])
def test_every_drawer_link_can_be_reached(driver, site, lang, page):
    """On a short phone screen the drawer scrolls: every section and page in it can be brought into view and tapped."""
    driver.set_window_size(390, 520)
    try:
        open_page(driver, site / lang / page)
        open_menu(driver)
        unreachable = driver.execute_script("""
            const panel = document.querySelector('.sidebar');
            const links = Array.from(panel.querySelectorAll('a[href]'));
            const bad = [];
            for (const a of links) {
              a.scrollIntoView({block: 'nearest'});
              const r = a.getBoundingClientRect();
              const hit = document.elementFromPoint(r.left + Math.min(20, r.width / 2), r.top + r.height / 2);
              if (!(hit && a.contains(hit))) bad.push(a.textContent.trim());
            }
            return [links.length, panel.scrollHeight > panel.clientHeight, bad];""")
        count, scrolls, bad = unreachable
        assert count >= 5, f"{lang}/{page}: only {count} links in the drawer"
        assert not bad, f"{lang}/{page}: drawer links that cannot be reached: {bad}"
    finally:
        driver.set_window_size(1280, 900)


@pytest.mark.parametrize("lang", LANGS)
def test_the_navigation_is_in_the_page_once(driver, site, lang):
    """The phone drawer shows the sidebar's navigation, not a copy of it (issue 11: with 250 pages
    in a section, the copy was a third of every page's bytes)."""
    open_page(driver, site / lang / PAGE)
    counts = driver.execute_script(
        "return [document.querySelectorAll('nav.site-nav').length, document.querySelectorAll('.sidebar a[aria-current]').length]")
    assert counts == [1, 1], f"{lang}: navigations, and links to this page in the sidebar: {counts}"


def test_the_drawer_opens_and_closes_without_javascript(site):
    d = make_driver(javascript=False)
    try:
        d.set_window_size(*PHONE)
        open_page(d, site / "fr" / PAGE)
        assert not d.find_element(By.CSS_SELECTOR, ".sidebar").is_displayed(), "the drawer shows before the Menu button is pressed"
        d.find_element(By.CSS_SELECTOR, "details.menu > summary").click()
        links = [a for a in d.find_elements(By.CSS_SELECTOR, ".sidebar a[href]") if a.is_displayed()]
        assert len(links) >= 5, f"the open drawer shows {len(links)} links"
        button = d.find_element(By.CSS_SELECTOR, "details.menu > summary")
        box = button.rect
        hit = d.execute_script("const e = document.elementFromPoint(arguments[0], arguments[1]); return e.closest('summary') !== null",
                               box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        assert hit, "the drawer covers its close button"
        button.click()
        assert not d.find_element(By.CSS_SELECTOR, ".sidebar").is_displayed(), "the close button left the drawer open"
    finally:
        d.quit()


# --------------------------------------------------------------------------- 2. colour theme
PALETTE_JS = """
    const style = getComputedStyle(document.documentElement), names = [];
    for (const sheet of document.styleSheets) for (const rule of sheet.cssRules)
      if (rule.style && rule.selectorText === ':root') for (const p of rule.style) if (p.startsWith('--')) names.push(p);
    return Object.fromEntries(names.map(n => [n, style.getPropertyValue(n).trim()]).concat(
      [['body', getComputedStyle(document.body).backgroundColor]]));"""


def palette(driver, system: str, choice: str | None) -> dict:
    set_color_scheme(driver, system)
    driver.execute_script(
        "arguments[0] ? document.documentElement.setAttribute('data-theme', arguments[0])"
        " : document.documentElement.removeAttribute('data-theme')", choice)
    return driver.execute_script(PALETTE_JS)


def test_chosen_theme_matches_the_system_theme(driver, site):
    """Dark chosen on a light system looks exactly like a dark system, and light chosen on a dark one like a light system."""
    open_page(driver, site / "en" / PAGE)
    try:
        system_dark, system_light = palette(driver, "dark", None), palette(driver, "light", None)
        assert system_dark["body"] != system_light["body"] and len(system_dark) > 20
        assert palette(driver, "light", "dark") == system_dark
        assert palette(driver, "dark", "light") == system_light
    finally:
        set_color_scheme(driver, None)
        driver.execute_script("localStorage.clear()")


def theme_button(driver):
    return driver.find_element(By.CSS_SELECTOR, ".theme-toggle")


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["390", "1440"])
def test_theme_toggle_cycles_and_is_remembered(driver, site, size):
    driver.set_window_size(*size)
    set_color_scheme(driver, "light")
    try:
        open_page(driver, site / "fr" / PAGE)
        driver.execute_script("localStorage.clear()")
        open_page(driver, site / "fr" / PAGE)
        button = theme_button(driver)
        assert button.is_displayed(), "the theme toggle is hidden with JavaScript on"
        search = driver.find_element(By.CSS_SELECTOR, ".search-input").rect
        mine = button.rect
        assert mine["x"] >= search["x"] + search["width"] or mine["y"] >= search["y"] + search["height"], \
            f"the toggle overlaps the search field: {mine} {search}"
        labels = []
        light_bg = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        for expected in ("light", "dark", "system"):
            button.click()
            labels.append(button.get_attribute("aria-label"))
            assert driver.execute_script("return document.documentElement.getAttribute('data-theme')") == \
                (None if expected == "system" else expected)
            stored = driver.execute_script("return localStorage.getItem('docgen-theme')")
            assert stored == (None if expected == "system" else expected)
            if expected == "dark":
                assert driver.execute_script("return getComputedStyle(document.body).backgroundColor") != light_bg
        assert len(set(labels)) == 3 and all(label and "%@" not in label for label in labels), labels
        # Remembered on another page, reached from file://.
        button.click()
        button.click()
        open_page(driver, site / "ko" / "index.html")
        assert driver.execute_script("return document.documentElement.getAttribute('data-theme')") == "dark"
        assert "다크" in theme_button(driver).get_attribute("aria-label")
        # The browser's colour follows: only the dark theme-color applies.
        applying = driver.execute_script(
            "return Array.from(document.querySelectorAll('meta[name=theme-color]')).filter(m => matchMedia(m.media).matches)"
            ".map(m => m.content)")
        dark = driver.execute_script("return document.querySelector('meta[name=theme-color][data-media*=dark]').content")
        assert applying == [dark], applying
    finally:
        driver.execute_script("localStorage.clear()")
        set_color_scheme(driver, None)
        driver.set_window_size(1280, 900)


def test_stored_theme_applies_before_the_body_exists(driver, site):
    """No flash: the stored choice is on <html> before the parser reaches <body>, so the first paint has it."""
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        new MutationObserver((records, observer) => {
          if (document.body) { window.__themeAtBody = document.documentElement.getAttribute('data-theme'); observer.disconnect(); }
        }).observe(document, {childList: true, subtree: true});"""})
    try:
        open_page(driver, site / "en" / "index.html")
        driver.execute_script("localStorage.setItem('docgen-theme', 'dark')")
        for page in ("en/" + PAGE, "zh-Hans/index.html", "index.html"):
            open_page(driver, site / page)
            assert driver.execute_script("return window.__themeAtBody") == "dark", f"{page}: the theme came after <body>"
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
        driver.execute_script("localStorage.clear()")


@pytest.fixture(scope="module")
def nojs_driver():
    d = make_driver(javascript=False)
    yield d
    d.quit()


def test_without_javascript_the_system_theme_applies(nojs_driver, site):
    backgrounds = {}
    try:
        for scheme in ("light", "dark"):
            set_color_scheme(nojs_driver, scheme)
            open_page(nojs_driver, site / "es" / PAGE)
            backgrounds[scheme] = nojs_driver.execute_script("return getComputedStyle(document.body).backgroundColor")
            assert not nojs_driver.find_element(By.CSS_SELECTOR, ".theme-toggle").is_displayed(), \
                "the theme toggle shows without JavaScript, where it cannot work"
    finally:
        set_color_scheme(nojs_driver, None)
    assert backgrounds["light"] != backgrounds["dark"], backgrounds


# --------------------------------------------------------------------------- 3. breadcrumbs
@pytest.mark.parametrize("lang", LANGS)
def test_breadcrumbs_on_every_page_but_home(driver, site, lang):
    open_page(driver, site / lang / "index.html")
    assert not driver.find_elements(By.CSS_SELECTOR, "nav.breadcrumbs"), f"{lang}: the home page has breadcrumbs"
    for size in (PHONE, DESKTOP):
        driver.set_window_size(*size)
        open_page(driver, site / lang / PAGE)
        crumbs = driver.find_element(By.CSS_SELECTOR, "nav.breadcrumbs")
        assert crumbs.is_displayed() and crumbs.get_attribute("aria-label"), f"{lang}: breadcrumbs hidden or unnamed"
        section = crumbs.find_element(By.CSS_SELECTOR, "a")
        # The section's name is the one the navigation gives it, in the page's language.
        nav_titles = driver.execute_script(
            "return Array.from(document.querySelectorAll('aside .nav-section-title')).map(e => e.textContent.trim())")
        assert section.text.strip().lower() in [t.lower() for t in nav_titles], f"{lang}: {section.text!r} not in {nav_titles}"
        current = crumbs.find_element(By.CSS_SELECTOR, "[aria-current=page]").text.strip()
        assert current == driver.find_element(By.CSS_SELECTOR, "h1").text.strip()
    driver.set_window_size(1280, 900)


# --------------------------------------------------------------------------- 6. language switcher keeps the place
HEADINGS_JS = "return Array.from(document.querySelectorAll('.content [id]:is(h2, h3, h4, h5, h6)')).map(h => h.id)"


def switch_to(driver, other: str) -> None:
    driver.find_element(By.CSS_SELECTOR, "nav.lang-switcher summary").click()
    link = driver.find_element(By.CSS_SELECTOR, f'nav.lang-switcher a[lang="{other}"]')
    link.click()
    from selenium.webdriver.support.ui import WebDriverWait
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.documentElement.lang") == other)


@pytest.mark.parametrize("origin,other", [("en", "fr"), ("fr", "zh-Hans"), ("zh-Hans", "ko"), ("ko", "es"), ("es", "en")])
def test_switching_language_keeps_the_section(driver, site, origin, other):
    open_page(driver, site / origin / PAGE)
    ids = driver.execute_script(HEADINGS_JS)
    assert len(ids) >= 4
    index = 3
    # From a #fragment.
    driver.get(driver.current_url.split("#")[0] + "#" + ids[index])
    switch_to(driver, other)
    landed = driver.execute_script("return decodeURIComponent(location.hash.slice(1))")
    assert landed == driver.execute_script(HEADINGS_JS)[index], f"{origin} #{ids[index]} → {other} #{landed}"
    top = driver.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().top", landed)
    assert 0 <= top < 200, f"{other}: the heading is not at the top of the window ({top}px)"
    # From where the reader scrolled to, without a fragment.
    open_page(driver, site / origin / PAGE)
    driver.execute_script("document.getElementById(arguments[0]).scrollIntoView()", ids[index + 1])
    switch_to(driver, other)
    landed = driver.execute_script("return decodeURIComponent(location.hash.slice(1))")
    assert landed == driver.execute_script(HEADINGS_JS)[index + 1], f"{origin} (scrolled) → {other} #{landed}"


def test_without_javascript_the_switcher_goes_to_the_page_top(nojs_driver, site):
    open_page(nojs_driver, site / "en" / PAGE)
    hrefs = nojs_driver.execute_script(
        "return Array.from(document.querySelectorAll('nav.lang-switcher a')).map(a => a.getAttribute('href'))")
    assert hrefs and all("#" not in h for h in hrefs), hrefs


# --------------------------------------------------------------------------- 7. search terms marked, glossary anchors
# Each mark: its text, and whether it cuts a word before or after it. A camelCase hump is a word
# boundary, as in search's snippets ("Scene" in UIScene or sceneDelegate).
MARKS_JS = """
    const letter = /[\\p{L}\\p{N}]/u, upper = /\\p{Lu}/u;
    return Array.from(document.querySelectorAll('main .content mark.search-hit')).map(m => {
      const text = m.textContent;
      const before = m.previousSibling && m.previousSibling.nodeType === 3 ? m.previousSibling.data.slice(-1) : '';
      const after = m.nextSibling && m.nextSibling.nodeType === 3 ? m.nextSibling.data.charAt(0) : '';
      return [text, letter.test(before) && !upper.test(text.charAt(0)), letter.test(after) && !upper.test(after)];
    });"""


def test_search_result_page_marks_the_query_and_clears(driver, site):
    from selenium.webdriver.support.ui import WebDriverWait
    open_page(driver, site / "en" / "index.html")
    box = driver.find_element(By.ID, "search-input")
    box.click()
    WebDriverWait(driver, 10).until(
        lambda d: d.find_element(By.CSS_SELECTOR, ".search").get_attribute("data-search-ready") == "true")
    box.send_keys("suspended")
    WebDriverWait(driver, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a"))
    first = driver.find_element(By.CSS_SELECTOR, "#search-results a").get_attribute("href")
    assert "?q=suspended" in first, first
    box.send_keys(Keys.ENTER)
    WebDriverWait(driver, 10).until(lambda d: "?q=" in d.current_url)
    marks = driver.execute_script(MARKS_JS)
    assert marks, f"{driver.current_url}: nothing marked"
    assert all(text.lower() == "suspended" and not before and not after for text, before, after in marks), marks
    bar = driver.find_element(By.CSS_SELECTOR, ".search-marks")
    assert bar.is_displayed() and "suspended" in bar.text
    bar.find_element(By.CSS_SELECTOR, "button").click()
    assert not driver.execute_script(MARKS_JS), "marks left after Clear"
    assert not driver.find_elements(By.CSS_SELECTOR, ".search-marks")
    assert "?q=" not in driver.current_url, "a reload would mark the page again"


@pytest.mark.parametrize("lang,page,query", [
    ("fr", PAGE, "délégué de scène"), ("es", PAGE, "delegado de escena"), ("en", PAGE, "scene delegate"),
])
def test_marks_are_whole_words(driver, site, lang, page, query):
    from siteutil import file_url
    from urllib.parse import quote
    driver.get(file_url(site / lang / page) + "?q=" + quote(query))
    marks = driver.execute_script(MARKS_JS)
    assert len(marks) >= 3, f"{lang} {query!r}: {marks}"
    partial = [m for m in marks if m[1] or m[2]]
    assert not partial, f"{lang} {query!r}: marks inside words: {partial[:5]}"
    words = {fold(w) for w in query.split()}

    def matches(text: str) -> bool:  # a word of the query, or camelCase humps that all are ("SceneDelegate")
        return fold(text) in words or all(fold(p) in words for p in re.findall(r"[A-Z]?[^A-Z]+|[A-Z]+(?![^A-Z])", text))
    assert all(matches(text) for text, _, _ in marks), [m for m in marks if not matches(m[0])]


@pytest.fixture(scope="module")
def mouse_driver():
    """Headless Chromium reports no hover-capable pointer ((hover: none), a touch screen); this one has a mouse."""
    d = make_driver(extra_args=("--blink-settings=primaryHoverType=2,availableHoverTypes=2,"
                                "primaryPointerType=4,availablePointerTypes=4",))
    yield d
    d.quit()


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_terms_have_anchors(mouse_driver, site, lang):
    driver = mouse_driver
    driver.set_window_size(*DESKTOP)
    try:
        assert driver.execute_script("return matchMedia('(hover: hover)').matches")
        open_page(driver, site / lang / "reference" / "glossary.html")
        terms = driver.execute_script("return Array.from(document.querySelectorAll('dl.glossary dt')).map(d => d.id)")
        assert terms and all(terms) and len(set(terms)) == len(terms), f"{lang}: term ids {terms[:5]}"
        dt = driver.find_elements(By.CSS_SELECTOR, "dl.glossary dt")[5]
        anchor = dt.find_element(By.CSS_SELECTOR, "a.term-anchor")
        assert unquote(anchor.get_attribute("href")).endswith("#" + dt.get_attribute("id"))
        # With a mouse the anchor shows on hover (touch screens show it always).
        ActionChains(driver).move_to_element(driver.find_element(By.CSS_SELECTOR, "h1")).perform()
        assert driver.execute_script("return getComputedStyle(arguments[0]).opacity", anchor) == "0"
        ActionChains(driver).move_to_element(dt).perform()
        assert driver.execute_script("return getComputedStyle(arguments[0]).opacity", anchor) == "1", "no anchor on hover"
        anchor.click()
        top = driver.execute_script("return arguments[0].getBoundingClientRect().top", dt)
        assert 0 <= top < 200, f"{lang}: the term is not at the top after following its anchor ({top}px)"
    finally:
        driver.set_window_size(1280, 900)


@pytest.mark.parametrize("lang", LANGS)
def test_events_reference_reads_on_a_phone_without_sideways_scrolling(phone, site, lang):
    """At 390 px each mode of an event is a card: nothing wider than the column, and each value
    under its column's label, in the reader's language."""
    errors = open_page(phone, site / lang / "reference/events.html")
    assert not errors, "\n".join(errors)
    tables = phone.execute_script("""return Array.from(document.querySelectorAll('table.events')).map(t => {
      const wrap = t.closest('.table-wrap');
      return {overflow: t.scrollWidth - wrap.clientWidth,
              labels: Array.from(t.querySelectorAll('td[data-label]')).map(td => getComputedStyle(td, '::before').content),
              headers: Array.from(t.querySelectorAll('thead th')).map(th => th.textContent)};
    })""")
    assert len(tables) > 20, f"{lang}: one table per event"
    for table in tables:
        assert table["overflow"] <= 1, f"{lang}: a table {table['overflow']} px wider than its column"
        shown = {label.split(" / ")[0].strip('"') for label in table["labels"]}
        assert shown and shown <= set(table["headers"][1:]), f"{lang}: labels {shown} are not the column headers"


# The last-updated dates a page shows: each one's machine-readable day and its text as drawn (empty when hidden).
UPDATED = """
return Array.from(document.querySelectorAll('.page-updated time'), time =>
  [time.getAttribute('datetime'), time.checkVisibility({visibilityProperty: true, opacityProperty: true}) ? time.innerText.trim() : '']);
"""
register("last updated", UPDATED)


def is_written(page) -> bool:
    """A page written in Markdown: not the reference generated from the model, not the search page."""
    return "reference" not in page.parts and page.name != "search.html"


@pytest.mark.parametrize("lang", by_language())
def test_written_pages_say_when_they_last_changed(driver, site, lang):
    """Every page written in Markdown (not the reference generated from the model) ends with the day
    its content last changed, from its front matter: a machine-readable day, shown in the page's
    language (not the ISO form)."""
    pages = list(readings(driver, site, lang, 1440, "last updated", pages=is_written))
    assert len(pages) >= 8, f"{lang}: only {len(pages)} written pages"
    for reading, times in pages:
        assert len(times) == 1, f"{reading.where(lang)}: {len(times)} last-updated dates"
        [(day, text)] = times
        assert re.fullmatch(r"20\d\d-\d\d-\d\d", day or ""), f"{reading.where(lang)}: datetime {day!r}"
        assert text and text != day, f"{reading.where(lang)}: the day is not written for readers"
