/* docgen theme: offline client-side search.
   Reads window.DOCGEN_SEARCH_INDEX (set by the classic script search-index.js), builds an inverted index
   in memory and drives an ARIA 1.2 combobox + listbox in the header.

   Tokenizer (same for the index and the query):
   - Latin and other alphabetic text: NFKD, combining marks removed, lower case ("arrière" -> "arriere").
   - API names: the whole word, its camelCase parts, and every tail of parts joined, so
     "applicationDidEnterBackground" yields applicationdidenterbackground, application, didenterbackground,
     did, enterbackground, enter, background. A query "didEnter" ("didenter") then matches by prefix.
   - Han, Hangul and Kana: each character and each pair of adjacent characters.
     A CJK query needs all of its pairs (or its single character) to match.

   Pure API (browser and Node): DocgenSearch.tokenize(text) -> [string]
                                DocgenSearch.search(index, query, limit, options) -> [{href, title, heading, snippetHTML, score}]
   href is relative to the language root unless options.rootPath is given. */
(function (root) {
  "use strict";

  /* Character classes ------------------------------------------------------- */
  var CJK_RE = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u30FC]/u;
  var WORD_RE = /[\p{L}\p{N}\p{M}]/u;
  var MARKS_RE = /\p{M}+/gu;
  var UPPER_RE = /\p{Lu}/u;
  var LOWER_RE = /\p{Ll}/u;
  var DIGIT_RE = /\p{N}/u;

  function isCJK(ch) { return CJK_RE.test(ch); }
  function isWordChar(ch) { return WORD_RE.test(ch); }

  /* Fold one code point (non-CJK): compatibility decomposition, no accents, lower case. */
  var foldCache = Object.create(null);
  function foldChar(ch) {
    var f = foldCache[ch];
    if (f !== undefined) { return f; }
    if (isCJK(ch)) {
      f = ch;
    } else {
      f = ch.normalize("NFKD").replace(MARKS_RE, "").toLowerCase();
    }
    foldCache[ch] = f;
    return f;
  }

  function fold(s) {
    var out = "";
    for (var ch of s) { out += foldChar(ch); }
    return out;
  }

  /* Split an identifier into camelCase parts: "URLSessionDidFinish2" -> URL, Session, Did, Finish, 2 */
  function camelParts(word) {
    var chars = Array.from(word);
    var parts = [];
    var cur = "";
    for (var i = 0; i < chars.length; i++) {
      var c = chars[i];
      var prev = i > 0 ? chars[i - 1] : "";
      var next = i + 1 < chars.length ? chars[i + 1] : "";
      var boundary = false;
      if (cur) {
        if (UPPER_RE.test(c) && (LOWER_RE.test(prev) || DIGIT_RE.test(prev))) { boundary = true; }
        else if (UPPER_RE.test(c) && UPPER_RE.test(prev) && LOWER_RE.test(next)) { boundary = true; }
        else if (DIGIT_RE.test(c) !== DIGIT_RE.test(prev) && !/\p{M}/u.test(c)) { boundary = true; }
      }
      if (boundary) { parts.push(cur); cur = ""; }
      cur += c;
    }
    if (cur) { parts.push(cur); }
    return parts;
  }

  /* Segment text into runs: {type: "word"|"cjk", text} */
  function segments(text) {
    var out = [];
    var cur = "";
    var type = null;
    for (var ch of String(text || "")) {
      var t = isCJK(ch) ? "cjk" : (isWordChar(ch) ? "word" : null);
      if (t !== type) {
        if (type) { out.push({ type: type, text: cur }); }
        cur = "";
        type = t;
      }
      if (t) { cur += ch; }
    }
    if (type) { out.push({ type: type, text: cur }); }
    return out;
  }

  function wordTokens(word, out) {
    var whole = fold(word);
    if (!whole) { return; }
    out.push(whole);
    var parts = camelParts(word);
    if (parts.length > 1) {
      var folded = parts.map(fold);
      for (var i = 0; i < folded.length; i++) {
        if (i > 0 && i < folded.length - 1) { out.push(folded.slice(i).join("")); }
        if (folded[i]) { out.push(folded[i]); }
      }
    }
  }

  function cjkTokens(run, out) {
    var chars = Array.from(run);
    for (var i = 0; i < chars.length; i++) {
      out.push(chars[i]);
      if (i + 1 < chars.length) { out.push(chars[i] + chars[i + 1]); }
    }
  }

  /* Index-side tokenizer: every term, in order, repeats kept (for term counts). */
  function tokenize(text) {
    var out = [];
    segments(text).forEach(function (seg) {
      if (seg.type === "word") { wordTokens(seg.text, out); } else { cjkTokens(seg.text, out); }
    });
    return out;
  }

  /* Query-side: the same tokenizer, arranged into groups that must all match.
     {terms: [..], prefix: bool, needle: string for highlighting} */
  function parseQuery(query) {
    var groups = [];
    var needles = [];
    segments(query).forEach(function (seg) {
      if (seg.type === "word") {
        var whole = fold(seg.text);
        if (!whole) { return; }
        groups.push({ term: whole, prefix: true });
        needles.push({ text: whole, latin: true });
      } else {
        var chars = Array.from(seg.text);
        if (chars.length === 1) {
          groups.push({ term: chars[0], prefix: false });
        } else {
          for (var i = 0; i + 1 < chars.length; i++) { groups.push({ term: chars[i] + chars[i + 1], prefix: false }); }
        }
        needles.push({ text: seg.text, latin: false });
        if (chars.length > 2) {
          for (var j = 0; j + 1 < chars.length; j++) { needles.push({ text: chars[j] + chars[j + 1], latin: false }); }
        }
      }
    });
    // drop repeated groups ("plan plan")
    var seen = Object.create(null);
    groups = groups.filter(function (g) {
      var key = (g.prefix ? "p:" : "e:") + g.term;
      if (seen[key]) { return false; }
      seen[key] = true;
      return true;
    });
    return { groups: groups, needles: needles };
  }

  /* Inverted index ------------------------------------------------------------ */
  var FIELD_TITLE = 0, FIELD_HEADING = 1, FIELD_TEXT = 2;
  var FIELD_WEIGHT = [10, 5, 1];

  var builtCache = typeof WeakMap === "function" ? new WeakMap() : null;

  function countTerms(tokens) {
    var counts = Object.create(null);
    tokens.forEach(function (t) { counts[t] = (counts[t] || 0) + 1; });
    return counts;
  }

  /* Defensive clean-up of section text: Markdown left in the index (links, code ticks,
     emphasis, table pipes) is neither searched nor shown. */
  function plainText(text) {
    return String(text || "")
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .replace(/`+/g, "")
      .replace(/(\*\*|__)(?=\S)([^*_]+?)\1/g, "$2")
      .replace(/\|(\s*:?-{3,}:?\s*\|)+/g, "|")
      .replace(/(?:\s*\|)+\s*/g, " · ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^· | ·$/g, "");
  }

  function buildIndex(raw) {
    if (builtCache && raw && typeof raw === "object" && builtCache.has(raw)) { return builtCache.get(raw); }
    var docs = (raw && raw.docs) || [];
    var units = [];          // one per section
    var postings = new Map(); // term -> [[unit, field, count], ...]
    var unitCount = new Map(); // term -> number of units with the term (for idf)

    function add(term, unit, field, count) {
      var list = postings.get(term);
      if (!list) { list = []; postings.set(term, list); }
      list.push([unit, field, count]);
    }

    docs.forEach(function (d, di) {
      var sections = (d.sections && d.sections.length) ? d.sections : [{ heading: "", anchor: "", text: "" }];
      var titleCounts = countTerms(tokenize(d.title || ""));
      sections.forEach(function (s, si) {
        var u = units.length;
        units.push({ doc: di, section: si, title: d.title || "", heading: s.heading || "", anchor: s.anchor || "",
          text: plainText(s.text), href: d.href || "" });
        var seenHere = Object.create(null);
        var fields = [titleCounts, countTerms(tokenize(s.heading || "")), countTerms(tokenize(units[u].text))];
        fields.forEach(function (counts, field) {
          for (var term in counts) {
            add(term, u, field, counts[term]);
            seenHere[term] = true;
          }
        });
        for (var t in seenHere) { unitCount.set(t, (unitCount.get(t) || 0) + 1); }
      });
    });

    var terms = Array.from(postings.keys()).sort();
    var built = { units: units, postings: postings, unitCount: unitCount, terms: terms, lang: raw && raw.lang };
    if (builtCache && raw && typeof raw === "object") { builtCache.set(raw, built); }
    return built;
  }

  function lowerBound(arr, key) {
    var lo = 0, hi = arr.length;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (arr[mid] < key) { lo = mid + 1; } else { hi = mid; }
    }
    return lo;
  }

  /* Terms matched by one query group, with a closeness factor (exact 1, prefix less). */
  function expandGroup(built, group) {
    var matches = [];
    if (!group.prefix) {
      if (built.postings.has(group.term)) { matches.push([group.term, 1]); }
      return matches;
    }
    var i = lowerBound(built.terms, group.term);
    var qlen = group.term.length;
    for (; i < built.terms.length && matches.length < 400; i++) {
      var t = built.terms[i];
      if (t.lastIndexOf(group.term, 0) !== 0) { break; }
      matches.push([t, t.length === qlen ? 1 : 0.45 + 0.45 * (qlen / t.length)]);
    }
    return matches;
  }

  /* Snippets --------------------------------------------------------------------- */
  function escapeHTML(s) {
    return String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  }

  /* Folded copy of text with a map back to the original UTF-16 offsets. */
  function foldWithMap(text) {
    var folded = "";
    var map = [];
    var i = 0;
    for (var ch of text) {
      var f = foldChar(ch);
      for (var k = 0; k < f.length; k++) { map.push(i); }
      folded += f;
      i += ch.length;
    }
    map.push(text.length);
    return { folded: folded, map: map };
  }

  /* A Latin needle must start a word or a camelCase part. */
  function startsWordAt(original, origIndex) {
    if (origIndex === 0) { return true; }
    var prev = original[origIndex - 1];
    var cur = original[origIndex];
    if (!isWordChar(prev) || isCJK(prev)) { return true; }
    if (UPPER_RE.test(cur) && !UPPER_RE.test(prev)) { return true; }
    if (DIGIT_RE.test(cur) !== DIGIT_RE.test(prev)) { return true; }
    return false;
  }

  function findRanges(text, needles) {
    var fm = foldWithMap(text);
    var ranges = [];
    needles.forEach(function (n) {
      if (!n.text) { return; }
      var from = 0;
      var pos;
      var guard = 0;
      while ((pos = fm.folded.indexOf(n.text, from)) !== -1 && guard++ < 200) {
        var start = fm.map[pos];
        var end = fm.map[pos + n.text.length];
        if (!n.latin || startsWordAt(text, start)) { ranges.push([start, end]); }
        from = pos + 1;
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0] || b[1] - a[1]; });
    var merged = [];
    ranges.forEach(function (r) {
      var last = merged[merged.length - 1];
      if (last && r[0] <= last[1]) { last[1] = Math.max(last[1], r[1]); } else { merged.push([r[0], r[1]]); }
    });
    return merged;
  }

  function markHTML(text, ranges, from, to) {
    var html = "";
    var pos = from;
    ranges.forEach(function (r) {
      var s = Math.max(r[0], from), e = Math.min(r[1], to);
      if (e <= s) { return; }
      html += escapeHTML(text.slice(pos, s)) + "<mark>" + escapeHTML(text.slice(s, e)) + "</mark>";
      pos = e;
    });
    return html + escapeHTML(text.slice(pos, to));
  }

  function makeSnippet(text, needles, maxLen) {
    text = String(text || "").replace(/\s+/g, " ").trim();
    maxLen = maxLen || 160;
    if (!text) { return ""; }
    var ranges = findRanges(text, needles);
    var start = 0;
    if (ranges.length) {
      // a little context before the first match: fewer characters for CJK, which are wider
      var lead = isCJK(text.charAt(ranges[0][0])) ? 14 : Math.round(maxLen * 0.25);
      start = Math.max(0, ranges[0][0] - lead);
      if (start > 0) {
        var space = text.lastIndexOf(" ", ranges[0][0]);
        if (space > start && space < ranges[0][0]) { start = space + 1; }
        else if (/[\uD800-\uDBFF]/.test(text.charAt(start - 1))) { start -= 1; }
      }
    }
    var end = Math.min(text.length, start + maxLen);
    if (end < text.length) {
      var cut = text.lastIndexOf(" ", end);
      if (cut > start + maxLen * 0.6) { end = cut; }
      else if (/[\uD800-\uDBFF]/.test(text.charAt(end - 1))) { end -= 1; }
    }
    return (start > 0 ? "…" : "") + markHTML(text, ranges, start, end) + (end < text.length ? "…" : "");
  }

  /* Search -------------------------------------------------------------------- */
  function search(index, query, limit, options) {
    limit = limit || 10;
    options = options || {};
    var built = buildIndex(index);
    var q = parseQuery(query || "");
    if (!q.groups.length || !built.units.length) { return []; }

    var N = built.units.length;
    var perGroup = [];
    for (var g = 0; g < q.groups.length; g++) {
      var scores = new Map(); // unit -> {s: score, title: bool-only-title}
      expandGroup(built, q.groups[g]).forEach(function (m) {
        var term = m[0], closeness = m[1];
        var df = built.unitCount.get(term) || 1;
        var idf = Math.log(1 + N / df);
        built.postings.get(term).forEach(function (p) {
          var s = FIELD_WEIGHT[p[1]] * (1 + Math.log(p[2])) * closeness * idf;
          var cur = scores.get(p[0]);
          if (!cur) { cur = { f: [0, 0, 0], s: 0, body: false }; scores.set(p[0], cur); }
          // best term per field, fields added up: a section that also matches in its heading
          // or text outranks a sibling that only shares the page title
          if (s > cur.f[p[1]]) { cur.f[p[1]] = s; cur.s = cur.f[0] + cur.f[1] + cur.f[2]; }
          if (p[1] !== FIELD_TITLE) { cur.body = true; }
        });
      });
      if (!scores.size) { return []; }
      perGroup.push(scores);
    }

    // Units matching every group
    perGroup.sort(function (a, b) { return a.size - b.size; });
    var candidates = [];
    perGroup[0].forEach(function (v, u) {
      var total = 0, body = false;
      for (var i = 0; i < perGroup.length; i++) {
        var e = perGroup[i].get(u);
        if (!e) { return; }
        total += e.s;
        body = body || e.body;
      }
      var unit = built.units[u];
      // A match in the page title alone points at the top of the page, not at every section.
      if (!body && unit.section !== 0) { return; }
      candidates.push({ u: u, score: total });
    });

    // Phrase bonus: the whole query appears as typed (folded) in heading/title/text
    var phrase = fold(String(query || "").trim()).replace(/\s+/g, " ");
    if (phrase.length > 1 && (q.groups.length > 1)) {
      candidates.forEach(function (c) {
        var unit = built.units[c.u];
        if (fold(unit.title + " " + unit.heading).indexOf(phrase) !== -1) { c.score *= 1.6; }
        else if (fold(unit.text).replace(/\s+/g, " ").indexOf(phrase) !== -1) { c.score *= 1.3; }
      });
    }

    candidates.sort(function (a, b) { return b.score - a.score || a.u - b.u; });

    var perDoc = Object.create(null);
    var results = [];
    var rootPath = options.rootPath || "";
    for (var i = 0; i < candidates.length && results.length < limit; i++) {
      var unit = built.units[candidates[i].u];
      var n = perDoc[unit.doc] || 0;
      if (n >= 2) { continue; }
      perDoc[unit.doc] = n + 1;
      results.push({
        href: rootPath + unit.href + (unit.anchor ? "#" + unit.anchor : ""),
        title: unit.title,
        heading: unit.heading,
        snippetHTML: makeSnippet(unit.text, q.needles),
        score: Math.round(candidates[i].score * 1000) / 1000
      });
    }
    return results;
  }

  var api = {
    tokenize: tokenize,
    search: search,
    parseQuery: parseQuery,
    buildIndex: buildIndex,
    makeSnippet: makeSnippet,
    plainText: plainText,
    fold: fold
  };

  if (typeof module !== "undefined" && module.exports) { module.exports = api; }
  if (root) { root.DocgenSearch = api; }

  /* Browser UI ------------------------------------------------------------------ */
  if (typeof document === "undefined") { return; }

  function initUI() {
    var box = document.querySelector(".search");
    var input = document.getElementById("search-input");
    if (!box || !input) { return; }
    var panel = box.querySelector(".search-panel");
    var listbox = document.getElementById("search-results");
    var empty = box.querySelector(".search-empty");
    var status = box.querySelector(".search-status");
    var rootPath = box.getAttribute("data-root-path") || "";
    var noResults = box.getAttribute("data-no-results") || "No results";
    var countLabel = box.getAttribute("data-results-count") || "%lld results";
    // The count's plural forms from the string catalog ({"one": "%lld result", "other": …}),
    // picked by the page language's CLDR rules.
    var countForms = {};
    try { countForms = JSON.parse(box.getAttribute("data-results-count-plurals") || "{}"); } catch (e) { countForms = {}; }
    var pluralRules = window.Intl && Intl.PluralRules ? new Intl.PluralRules(document.documentElement.lang || "en") : null;
    function countText(n) {
      var form = (pluralRules && countForms[pluralRules.select(n)]) || countForms.other || countLabel;
      return form.replace(/%(?:1\$)?(?:ll|l)?d/, String(n));
    }
    var active = -1;
    var options = [];
    var timer = 0;

    function indexData() { return root.DOCGEN_SEARCH_INDEX || { docs: [] }; }

    function open() {
      panel.hidden = false;
      input.setAttribute("aria-expanded", "true");
    }
    function close() {
      panel.hidden = true;
      input.setAttribute("aria-expanded", "false");
      setActive(-1);
    }

    function setActive(i) {
      if (active >= 0 && options[active]) { options[active].setAttribute("aria-selected", "false"); }
      active = i;
      if (active >= 0 && options[active]) {
        options[active].setAttribute("aria-selected", "true");
        input.setAttribute("aria-activedescendant", options[active].id);
        options[active].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function render() {
      var q = input.value.trim();
      listbox.textContent = "";
      options = [];
      active = -1;
      input.removeAttribute("aria-activedescendant");
      if (!q) { close(); status.textContent = ""; return; }
      var results = search(indexData(), q, 12, { rootPath: rootPath });
      results.forEach(function (r, i) {
        var a = document.createElement("a");
        a.className = "search-result";
        a.id = "search-option-" + i;
        a.href = r.href;
        a.setAttribute("role", "option");
        a.setAttribute("aria-selected", "false");
        a.tabIndex = -1;
        var title = '<span class="search-result-title">' + escapeHTML(r.title) +
          (r.heading && r.heading !== r.title ? '<span class="search-result-heading">' + escapeHTML(r.heading) + "</span>" : "") +
          "</span>";
        a.innerHTML = title + (r.snippetHTML ? '<span class="search-result-snippet">' + r.snippetHTML + "</span>" : "");
        a.addEventListener("mousedown", function (e) { e.preventDefault(); }); // keep focus in the field
        listbox.appendChild(a);
        options.push(a);
      });
      empty.hidden = results.length > 0;
      open();
      status.textContent = results.length ? countText(results.length) : noResults;
    }

    input.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(render, 40);
    });
    input.addEventListener("focus", function () {
      if (input.value.trim() && panel.hidden) { render(); }
    });
    input.addEventListener("keydown", function (e) {
      if (e.isComposing || e.keyCode === 229) { return; } // IME composition (Chinese, Korean)
      switch (e.key) {
        case "ArrowDown":
          e.preventDefault();
          if (panel.hidden) { render(); }
          if (options.length) { setActive(active + 1 >= options.length ? 0 : active + 1); }
          break;
        case "ArrowUp":
          e.preventDefault();
          if (options.length) { setActive(active - 1 < 0 ? options.length - 1 : active - 1); }
          break;
        case "Enter":
          window.clearTimeout(timer);
          if (panel.hidden || !options.length) { render(); }
          var target = options[active >= 0 ? active : 0];
          if (target) { e.preventDefault(); window.location.href = target.href; }
          break;
        case "Escape":
          if (!panel.hidden) { e.preventDefault(); e.stopPropagation(); close(); }
          else if (input.value) { e.preventDefault(); input.value = ""; status.textContent = ""; }
          else { input.blur(); }
          break;
        default:
          break;
      }
    });
    box.addEventListener("focusout", function (e) {
      if (!box.contains(e.relatedTarget)) { close(); }
    });
    document.addEventListener("click", function (e) {
      if (!box.contains(e.target)) { close(); }
    });

    // "/" and Ctrl/Cmd+K focus the field
    document.addEventListener("keydown", function (e) {
      var t = e.target;
      var editing = t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
      if ((e.key === "k" || e.key === "K") && (e.metaKey || e.ctrlKey) && !e.altKey) {
        e.preventDefault();
        input.focus();
        input.select();
      } else if (e.key === "/" && !editing && !e.metaKey && !e.ctrlKey && !e.altKey) {
        e.preventDefault();
        input.focus();
        input.select();
      }
    });

    // Build the index while the browser is idle, so the first keystroke is instant.
    var warm = function () { try { buildIndex(indexData()); } catch (err) { /* index missing: search shows no results */ } };
    if ("requestIdleCallback" in root) { root.requestIdleCallback(warm, { timeout: 2000 }); } else { setTimeout(warm, 200); }
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", initUI);
  } else {
    initUI();
  }
})(typeof window !== "undefined" ? window : (typeof globalThis !== "undefined" ? globalThis : null));
