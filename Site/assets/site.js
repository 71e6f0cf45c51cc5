/* docgen theme: small progressive enhancements. The site reads fine without this file.
   - copy buttons on code blocks (labels from <body data-copy-label / data-copied-label>)
   - light Swift syntax colouring (spans only: no layout change)
   - keyboard access to scrollable tables and code (tabindex on overflowing boxes)
   - <details> menus close on Escape / outside click; the phone drawer's backdrop closes it and
     keeps Tab inside it while it is open
   - "On this page" highlights the section being read
   - the language picker marks the browser's preferred language
   - the language switcher keeps the reader's section (the same heading in the other language) */
(function () {
  "use strict";

  var doc = document;
  var body = doc.body;

  function $all(selector, root) {
    return Array.prototype.slice.call((root || doc).querySelectorAll(selector));
  }

  /* Copy buttons ---------------------------------------------------------- */
  var copyLabel = (body && body.getAttribute("data-copy-label")) || "Copy";
  var copiedLabel = (body && body.getAttribute("data-copied-label")) || "Copied";
  var liveRegion = null;

  function announce(text) {
    if (!liveRegion) {
      liveRegion = doc.createElement("p");
      liveRegion.className = "visually-hidden";
      liveRegion.setAttribute("role", "status");
      body.appendChild(liveRegion);
    }
    liveRegion.textContent = "";
    window.setTimeout(function () { liveRegion.textContent = text; }, 30);
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext !== false) {
      return navigator.clipboard.writeText(text).catch(function () { return legacyCopy(text); });
    }
    return legacyCopy(text);
  }

  function legacyCopy(text) {
    return new Promise(function (resolve, reject) {
      var area = doc.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.position = "fixed";
      area.style.opacity = "0";
      body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = doc.execCommand("copy"); } catch (e) { ok = false; }
      body.removeChild(area);
      if (ok) { resolve(); } else { reject(new Error("copy failed")); }
    });
  }

  var copyIcon = '<svg class="icon" viewBox="0 0 16 16" width="13" height="13" aria-hidden="true" focusable="false">' +
    '<rect x="5.25" y="5.25" width="8.5" height="8.5" rx="1.75" fill="none" stroke="currentColor" stroke-width="1.4"/>' +
    '<path d="M10.75 3.25v-.5a1.5 1.5 0 0 0-1.5-1.5h-6a1.5 1.5 0 0 0-1.5 1.5v6a1.5 1.5 0 0 0 1.5 1.5h.5" fill="none" stroke="currentColor" stroke-width="1.4"/></svg>';

  function addCopyButtons() {
    $all("pre > code").forEach(function (code) {
      var pre = code.parentNode;
      if (pre.parentNode && pre.parentNode.classList && pre.parentNode.classList.contains("code-block")) { return; }
      var wrap = doc.createElement("div");
      wrap.className = "code-block";
      pre.parentNode.insertBefore(wrap, pre);
      wrap.appendChild(pre);

      var button = doc.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.innerHTML = copyIcon + "<span></span>";
      var label = button.lastChild;
      label.textContent = copyLabel;
      var timer = 0;
      button.addEventListener("click", function () {
        copyText(code.textContent.replace(/\n$/, "")).then(function () {
          label.textContent = copiedLabel;
          button.classList.add("is-copied");
          announce(copiedLabel);
          window.clearTimeout(timer);
          timer = window.setTimeout(function () {
            label.textContent = copyLabel;
            button.classList.remove("is-copied");
          }, 1800);
        }, function () { /* selection fallback: let the user copy by hand */
          var range = doc.createRange();
          range.selectNodeContents(code);
          var sel = window.getSelection();
          sel.removeAllRanges();
          sel.addRange(range);
        });
      });
      wrap.appendChild(button);
    });
  }

  /* Swift syntax colouring -------------------------------------------------- */
  var SWIFT_KEYWORDS = ("actor any as associatedtype async await break case catch class continue convenience default defer " +
    "deinit didSet do dynamic else enum extension fallthrough false fileprivate final for func get guard if import in " +
    "indirect init inout internal is lazy let mutating nil nonisolated nonmutating open operator optional override " +
    "private protocol public repeat required rethrows return self Self set some static struct subscript super switch " +
    "throw throws true try typealias unowned var weak where while willSet").split(" ");
  var KEYWORD_SET = Object.create(null);
  SWIFT_KEYWORDS.forEach(function (k) { KEYWORD_SET[k] = true; });

  var SWIFT_TOKEN = new RegExp([
    "(\\/\\/[^\\n]*|\\/\\*[\\s\\S]*?\\*\\/)",            // 1 comment
    "(\"\"\"[\\s\\S]*?\"\"\"|\"(?:\\\\.|[^\"\\\\\\n])*\")", // 2 string
    "(@[A-Za-z_][A-Za-z0-9_]*|#[A-Za-z_][A-Za-z0-9_]*)",    // 3 attribute / directive
    "(\\b\\d[\\d_]*(?:\\.\\d[\\d_]*)?\\b)",                  // 4 number
    "(\\b[A-Za-z_][A-Za-z0-9_]*\\b)"                         // 5 identifier
  ].join("|"), "g");

  function escapeHTML(s) {
    return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }

  function highlightSwift(code) {
    if (code.children.length > 0) { return; } // already marked up by the builder
    var src = code.textContent;
    if (src.length > 40000) { return; }
    var out = "";
    var last = 0;
    var m;
    SWIFT_TOKEN.lastIndex = 0;
    while ((m = SWIFT_TOKEN.exec(src)) !== null) {
      var cls = null;
      if (m[1]) { cls = "tok-comment"; }
      else if (m[2]) { cls = "tok-string"; }
      else if (m[3]) { cls = "tok-attr"; }
      else if (m[4]) { cls = "tok-number"; }
      else if (m[5]) {
        if (KEYWORD_SET[m[5]]) { cls = "tok-keyword"; }
        else if (/^[A-Z][A-Za-z0-9_]*[a-z][A-Za-z0-9_]*$/.test(m[5])) { cls = "tok-type"; }
      }
      if (!cls) { continue; }
      out += escapeHTML(src.slice(last, m.index)) + '<span class="' + cls + '">' + escapeHTML(m[0]) + "</span>";
      last = m.index + m[0].length;
    }
    out += escapeHTML(src.slice(last));
    code.innerHTML = out;
  }

  /* Tables too wide for their column become cards (style.css, .stacked) ----- */
  function fitTables() {
    $all(".table-wrap").forEach(function (wrap) {
      wrap.classList.remove("stacked");  // measured as a table, at the width it has now
      if (wrap.scrollWidth > wrap.clientWidth + 1) { wrap.classList.add("stacked"); }
    });
  }

  /* A figure wider than the screen keeps its size and scrolls: say so under it */
  function hintFigureScroll() {
    $all(".figure-scroll[data-scroll-hint]").forEach(function (scroller) {
      var hint = scroller.nextElementSibling;
      var has = hint && hint.classList.contains("figure-scroll-hint");
      var overflows = scroller.scrollWidth > scroller.clientWidth + 1;
      if (overflows && !has) {
        hint = doc.createElement("p");
        hint.className = "figure-scroll-hint";
        hint.setAttribute("aria-hidden", "true");  // the scroller is a focusable group already
        hint.textContent = scroller.getAttribute("data-scroll-hint");
        scroller.insertAdjacentElement("afterend", hint);
      } else if (!overflows && has) {
        hint.remove();
      }
    });
  }

  /* Focusable scroll areas (WCAG 2.1.1) ------------------------------------ */
  function markScrollable() {
    $all(".table-wrap, .content pre, .lifecycle-body").forEach(function (el) {
      var scrolls = el.scrollWidth > el.clientWidth;
      if (scrolls && !el.hasAttribute("tabindex")) {
        el.setAttribute("tabindex", "0");
        el.setAttribute("data-scroll-focus", "");
      } else if (!scrolls && el.hasAttribute("data-scroll-focus")) {
        el.removeAttribute("tabindex");
        el.removeAttribute("data-scroll-focus");
      }
    });
  }

  /* <details> menus ---------------------------------------------------------- */
  function setupMenus() {
    var menus = $all("details.lang-menu, details.menu");
    doc.addEventListener("click", function (event) {
      menus.forEach(function (d) {
        // A click on the details element itself is on the drawer's backdrop (its ::before).
        if (d.open && (!opensOnto(d, event.target) || event.target === d)) { d.open = false; }
      });
    });
    doc.addEventListener("keydown", function (event) {
      if (event.key !== "Escape") { return; }
      menus.forEach(function (d) {
        if (d.open) {
          d.open = false;
          var summary = d.querySelector("summary");
          if (summary && opensOnto(d, doc.activeElement)) { summary.focus(); }
        }
      });
    });
  }

  /* Whether `element` is in what the menu `d` shows when open: its own content or, for the phone
     menu, the sidebar it shows as a drawer. */
  function opensOnto(d, element) {
    var sidebar = d.classList.contains("menu") ? doc.querySelector(".sidebar") : null;
    return d.contains(element) || (sidebar !== null && sidebar.contains(element));
  }

  /* Phone navigation drawer (the sidebar, shown while details.menu is open): focus stays in it */
  function setupDrawer() {
    var menu = doc.querySelector("details.menu");
    var panel = doc.querySelector(".sidebar");
    if (!menu || !panel) { return; }
    var summary = menu.querySelector("summary");
    function isDrawer() { return menu.open && summary.getClientRects().length > 0; }
    function focusables() {
      return [summary].concat($all("a[href]", panel).filter(function (a) { return a.getClientRects().length > 0; }));
    }
    menu.addEventListener("toggle", function () {
      if (!isDrawer()) { return; }
      // Open at the reader's page, wherever it is in a long list.
      var current = panel.querySelector('[aria-current="page"]');
      if (current) {
        var top = current.offsetTop - panel.clientHeight / 3;
        panel.scrollTop = top > 0 ? top : 0;
      }
    });
    // The close button and the drawer are apart in the page (header, sidebar): Tab goes round
    // the two, in order, and never to what the backdrop covers.
    doc.addEventListener("keydown", function (event) {
      if (event.key !== "Tab" || !isDrawer()) { return; }
      event.preventDefault();
      var items = focusables();
      var at = items.indexOf(doc.activeElement);
      var next = at < 0 ? (event.shiftKey ? items.length - 1 : 0)
                        : (at + (event.shiftKey ? items.length - 1 : 1)) % items.length;
      items[next].focus();
    });
  }

  /* Scroll spy for the right-hand table of contents ------------------------- */
  function setupScrollSpy() {
    var toc = doc.querySelector(".toc");
    if (!toc || !("IntersectionObserver" in window)) { return; }
    var links = $all(".toc-list a", toc);
    var byId = Object.create(null);
    var headings = [];
    links.forEach(function (a) {
      var id = decodeURIComponent(a.getAttribute("href").slice(1));
      var h = doc.getElementById(id);
      if (h) { byId[id] = a; headings.push(h); }
    });
    if (!headings.length) { return; }
    var visible = Object.create(null);
    var current = null;
    function update() {
      var active = null;
      for (var i = 0; i < headings.length; i++) {
        if (visible[headings[i].id]) { active = headings[i]; break; }
      }
      if (!active) {
        // nothing in view: use the last heading above the viewport
        for (var j = headings.length - 1; j >= 0; j--) {
          if (headings[j].getBoundingClientRect().top < 120) { active = headings[j]; break; }
        }
      }
      var link = active ? byId[active.id] : null;
      if (link === current) { return; }
      if (current) { current.classList.remove("is-active"); }
      if (link) { link.classList.add("is-active"); }
      current = link;
    }
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) { visible[e.target.id] = e.isIntersecting; });
      update();
    }, { rootMargin: "-64px 0px -55% 0px" });
    headings.forEach(function (h) { observer.observe(h); });
  }

  /* Keep the current page visible in a long sidebar ------------------------- */
  function revealCurrentNav() {
    var sidebar = doc.querySelector(".sidebar");
    var current = sidebar && sidebar.querySelector('[aria-current="page"]');
    if (!current || sidebar.scrollHeight <= sidebar.clientHeight) { return; }
    var top = current.offsetTop - sidebar.offsetTop;
    if (top > sidebar.clientHeight * 0.6) { sidebar.scrollTop = top - sidebar.clientHeight / 3; }
  }

  /* Language switcher: keep the reader's place ------------------------------ */
  /* Headings correspond by position across languages when their levels do: the builder then puts
     the other page's heading ids on each switcher link (data-heading-ids), this page's on the
     switcher. The reader's place is the #fragment, or else the last heading scrolled past. */
  function currentHeadingIndex(ids) {
    var hash = decodeURIComponent(window.location.hash.slice(1));
    if (hash) { return ids.indexOf(hash); }
    var index = -1;
    for (var i = 0; i < ids.length; i++) {
      var heading = doc.getElementById(ids[i]);
      if (heading && heading.getBoundingClientRect().top < 120) { index = i; }
    }
    return index;
  }

  function setupLanguagePlace() {
    var switcher = doc.querySelector(".lang-switcher[data-heading-ids]");
    if (!switcher) { return; }
    var ids = switcher.getAttribute("data-heading-ids").split(" ").filter(Boolean);
    if (!ids.length) { return; }
    function keepPlace(event) {
      var link = event.target.closest && event.target.closest("a[lang]");
      if (!link) { return; }
      // The footer's list has no ids of its own: the header's link to the same language has them.
      var mapped = link.hasAttribute("data-heading-ids") ? link
        : switcher.querySelector('a[lang="' + link.getAttribute("lang") + '"][data-heading-ids]');
      var index = currentHeadingIndex(ids);
      if (!mapped || index < 0) { return; }
      var other = mapped.getAttribute("data-heading-ids").split(" ")[index];
      if (other) { link.href = link.href.split("#")[0] + "#" + encodeURIComponent(other); }
    }
    $all(".lang-switcher, .footer-langs").forEach(function (nav) {
      // mousedown/keydown too: the address is right before the browser follows it (and in "open in new tab").
      nav.addEventListener("click", keepPlace);
      nav.addEventListener("mousedown", keepPlace);
      nav.addEventListener("keydown", function (event) { if (event.key === "Enter") { keepPlace(event); } });
    });
  }

  /* Language picker: gently point at the browser's language ----------------- */
  function suggestLanguage() {
    if (!body || body.getAttribute("data-page") !== "languages") { return; }
    var cards = $all(".picker-card[data-lang]");
    var prefs = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""]);
    for (var i = 0; i < prefs.length; i++) {
      var pref = String(prefs[i]).toLowerCase();
      for (var j = 0; j < cards.length; j++) {
        var code = cards[j].getAttribute("data-lang").toLowerCase();
        var base = code.split("-")[0];
        if (pref === code || pref.split("-")[0] === base) {
          if (base === "zh" && /-(tw|hk|mo|hant)/.test(pref)) { continue; }
          cards[j].classList.add("is-suggested");
          return;
        }
      }
    }
  }

  /* Content tabs --------------------------------------------------------------
     The HTML has every tab under its label (.tab-label), so it reads without JavaScript and in
     print. Here the labels become an ARIA tab list (arrow keys, Home, End); the chosen label is
     remembered, and every group on every page that has it opens on it. */
  var TAB_KEY = "docgen-tab";

  function storedTab() {
    try { return window.localStorage.getItem(TAB_KEY); } catch (e) { return null; }
  }

  function storeTab(key) {
    try { window.localStorage.setItem(TAB_KEY, key); } catch (e) { /* this page still switches */ }
  }

  function setupTabs() {
    var groups = $all(".content .tabs");
    groups.forEach(function (group, groupIndex) {
      var panels = $all(":scope > .tab-panel", group);
      var list = doc.createElement("div");
      list.className = "tab-list";
      list.setAttribute("role", "tablist");
      panels.forEach(function (panel, index) {
        var label = panel.querySelector(":scope > .tab-label");
        var id = "tabs-" + (groupIndex + 1) + "-" + (index + 1);
        var tab = doc.createElement("button");
        tab.type = "button";
        tab.className = "tab";
        tab.id = id;
        tab.setAttribute("role", "tab");
        tab.setAttribute("aria-controls", id + "-panel");
        tab.setAttribute("data-tab", panel.getAttribute("data-tab"));
        tab.textContent = label ? label.textContent : panel.getAttribute("data-tab");
        panel.id = id + "-panel";
        panel.setAttribute("role", "tabpanel");
        panel.setAttribute("aria-labelledby", id);
        panel.setAttribute("tabindex", "0");
        tab.addEventListener("click", function () { choose(tab.getAttribute("data-tab"), group); });
        tab.addEventListener("keydown", function (event) {
          var tabs = $all(":scope > .tab-list > .tab", group);
          var at = tabs.indexOf(tab), next = -1;
          if (event.key === "ArrowRight") { next = (at + 1) % tabs.length; }
          else if (event.key === "ArrowLeft") { next = (at - 1 + tabs.length) % tabs.length; }
          else if (event.key === "Home") { next = 0; }
          else if (event.key === "End") { next = tabs.length - 1; }
          if (next < 0) { return; }
          event.preventDefault();
          choose(tabs[next].getAttribute("data-tab"), group);
          tabs[next].focus();
        });
        list.appendChild(tab);
      });
      group.insertBefore(list, group.firstChild);
      group.classList.add("tabs-ready");
    });
    var remembered = storedTab();
    groups.forEach(function (group) {
      var keys = $all(":scope > .tab-panel", group).map(function (p) { return p.getAttribute("data-tab"); });
      show(group, keys.indexOf(remembered) >= 0 ? remembered : keys[0]);
    });

    function show(group, key) {
      $all(":scope > .tab-list > .tab", group).forEach(function (tab) {
        var selected = tab.getAttribute("data-tab") === key;
        tab.setAttribute("aria-selected", selected ? "true" : "false");
        tab.tabIndex = selected ? 0 : -1;
      });
      $all(":scope > .tab-panel", group).forEach(function (panel) {
        panel.hidden = panel.getAttribute("data-tab") !== key;
      });
    }

    // The clicked group keeps its place on screen while the others change length above it.
    function choose(key, clicked) {
      var before = clicked.getBoundingClientRect().top;
      storeTab(key);
      groups.forEach(function (group) {
        var has = $all(":scope > .tab-panel", group).some(function (p) { return p.getAttribute("data-tab") === key; });
        if (has) { show(group, key); }
      });
      window.scrollBy(0, clicked.getBoundingClientRect().top - before);
    }
  }

  // Print every legend and every tab whole, as paper cannot open them; put back what the reader had closed.
  function setupPrintLegends() {
    var opened = [];
    window.addEventListener("beforeprint", function () {
      opened = $all("details.lifecycle-legend:not([open])");
      $all(".tab-panel[hidden]").forEach(function (panel) { panel.setAttribute("data-print-hidden", ""); panel.hidden = false; });
      opened.forEach(function (legend) { legend.open = true; });
    });
    window.addEventListener("afterprint", function () {
      opened.forEach(function (legend) { legend.open = false; });
      opened = [];
      $all(".tab-panel[data-print-hidden]").forEach(function (panel) { panel.removeAttribute("data-print-hidden"); panel.hidden = true; });
    });
  }

  function init() {
    if (!body) { return; }
    $all("pre > code.language-swift").forEach(highlightSwift);
    addCopyButtons();
    fitTables();
    markScrollable();
    hintFigureScroll();
    setupMenus();
    setupDrawer();
    setupScrollSpy();
    revealCurrentNav();
    suggestLanguage();
    setupLanguagePlace();
    setupPrintLegends();
    setupTabs();
    var resizeTimer = 0;
    window.addEventListener("resize", function () {
      window.clearTimeout(resizeTimer);
      resizeTimer = window.setTimeout(function () { fitTables(); markScrollable(); hintFigureScroll(); }, 150);
    });
  }

  if (doc.readyState === "loading") {
    doc.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
