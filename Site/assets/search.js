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

   Forgiving: a query word of 4-7 letters also finds words one edit away, 8 or more two ("suspnded",
   "backgroud"); a word before the last one is a whole word (the last may be cut short, as typed), and the
   longer ones may be camelCase fragments. A page whose title is the query ranks first, one whose title
   mostly is, next. Snippets mark whole matched words only and come from prose, not from API lists.

   The index comes in two kinds of classic script (docgen's SearchIndexScripts): search-index.js (titles,
   kinds, headings, anchors: small, loaded with the page) and search-text-N.js (the sections' text,
   loaded when the reader starts searching). Until the text arrives, titles and headings are searched.

   Pure API (browser and Node): DocgenSearch.tokenize(text) -> [string]
                                DocgenSearch.withParts(index, parts) -> index with the text of the parts
                                DocgenSearch.search(index, query, limit, options)
                                  -> [{href, title, context, heading, snippetHTML, score}]
   index is search-index.js's object (with parts joined) or the plain form {lang, docs: [{title, href,
   context, sections: [{heading, anchor, text, keys}]}]}. href is relative to the language root unless
   options.rootPath is given. */
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
     A Latin word: {term, prefix, fuzzy (edits allowed)}; a CJK run: its pairs, exact.
     needles: the CJK runs as typed, for highlighting (Latin words are marked by matched term). */
  function parseQuery(query) {
    var groups = [];
    var needles = [];
    var segs = segments(query);
    var lastWord = -1;
    segs.forEach(function (seg, i) { if (seg.type === "word") { lastWord = i; } });
    // A query that ends in a space has no word being typed.
    var typing = !/\s$/.test(String(query || ""));
    segs.forEach(function (seg, i) {
      if (seg.type === "word") {
        var whole = fold(seg.text);
        if (!whole) { return; }
        var length = Array.from(whole).length;
        groups.push({ term: whole, prefix: (typing && i === lastWord) || length >= 4,
          fuzzy: length >= 8 ? 2 : (length >= 4 ? 1 : 0) });
      } else {
        var chars = Array.from(seg.text);
        if (chars.length === 1) {
          groups.push({ term: chars[0], prefix: false, fuzzy: 0 });
        } else {
          for (var j = 0; j + 1 < chars.length; j++) { groups.push({ term: chars[j] + chars[j + 1], prefix: false, fuzzy: 0 }); }
        }
        needles.push(seg.text);
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
    return { groups: groups, needles: needles, words: queryWords(segs, typing, lastWord) };
  }

  /* The query's words in order, for comparing it with a title word by word. */
  function queryWords(segs, typing, lastWord) {
    var words = [];
    segs.forEach(function (seg, i) {
      if (seg.type !== "word") { words.push({ text: seg.text, cjk: true }); return; }
      var whole = fold(seg.text);
      var length = Array.from(whole).length;
      if (whole) {
        words.push({ text: whole, prefix: (typing && i === lastWord) || length >= 4,
          fuzzy: length >= 8 ? 2 : (length >= 4 ? 1 : 0) });
      }
    });
    return words;
  }

  /* Inverted index ------------------------------------------------------------ */
  var FIELD_TITLE = 0, FIELD_HEADING = 1, FIELD_TEXT = 2, FIELD_KEYS = 3;
  var FIELD_WEIGHT = [10, 5, 1, 1];

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

  /* search-index.js's compact form (v 2) and the text parts -> the plain form. Parts not given (or not
     loaded yet) leave their sections without text. */
  function withParts(raw, parts) {
    if (!raw || raw.v !== 2 || !Array.isArray(raw.docs)) { return raw; }
    var texts = [];
    (parts || []).forEach(function (part) {
      if (!part || (raw.lang && part.lang !== raw.lang) || !Array.isArray(part.texts)) { return; }
      part.texts.forEach(function (t, i) { texts[part.first + i] = t; });
    });
    return {
      lang: raw.lang,
      docs: raw.docs.map(function (d, di) {
        var heads = [["", ""]].concat(d[3] || []);
        var text = texts[di] || [];
        return { title: d[0], href: d[1], context: d[2] || "", sections: heads.map(function (h, si) {
          var t = text[si] === undefined ? "" : text[si];
          return { heading: si === 0 ? d[0] : h[0], anchor: h[1], text: Array.isArray(t) ? t[0] : t,
            keys: Array.isArray(t) ? t[1] : "" };
        }) };
      })
    };
  }

  function buildIndex(raw) {
    if (builtCache && raw && typeof raw === "object" && builtCache.has(raw)) { return builtCache.get(raw); }
    var given = raw;
    if (raw && raw.v === 2) { raw = withParts(raw, []); }
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
        units.push({ doc: di, section: si, title: d.title || "", context: d.context || "", heading: s.heading || "",
          anchor: s.anchor || "", text: plainText(s.text), keys: String(s.keys || ""), href: d.href || "" });
        var seenHere = Object.create(null);
        var fields = [titleCounts, countTerms(tokenize(s.heading || "")), countTerms(tokenize(units[u].text)),
          countTerms(tokenize(units[u].keys))];
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
    if (builtCache && given && typeof given === "object") { builtCache.set(given, built); }
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

  /* Edit distance (insertions, deletions, substitutions, swaps of neighbours), or max + 1 once it
     is sure to exceed max. */
  function editDistance(a, b, max) {
    if (Math.abs(a.length - b.length) > max) { return max + 1; }
    var prev2 = null, prev = [], cur;
    for (var j = 0; j <= b.length; j++) { prev.push(j); }
    for (var i = 1; i <= a.length; i++) {
      cur = [i];
      var best = i;
      for (j = 1; j <= b.length; j++) {
        var cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
        var d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
        if (prev2 && i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
          d = Math.min(d, prev2[j - 2] + 1);
        }
        cur.push(d);
        if (d < best) { best = d; }
      }
      if (best > max) { return max + 1; }
      prev2 = prev;
      prev = cur;
    }
    return prev[b.length];
  }

  /* Terms matched by one query group, with a closeness factor: exact 1, a longer word it starts less,
     a word within the allowed edits less again (a typo never outranks what was typed right). */
  function expandGroup(built, group) {
    var matches = [];
    if (!group.prefix && !group.fuzzy) {
      if (built.postings.has(group.term)) { matches.push([group.term, 1]); }
      return matches;
    }
    var found = Object.create(null);
    var qlen = group.term.length;
    if (built.postings.has(group.term)) { matches.push([group.term, 1]); found[group.term] = true; }
    if (group.prefix) {
      var i = lowerBound(built.terms, group.term);
      for (; i < built.terms.length && matches.length < 400; i++) {
        var t = built.terms[i];
        if (t.lastIndexOf(group.term, 0) !== 0) { break; }
        if (found[t]) { continue; }
        matches.push([t, 0.45 + 0.45 * (qlen / t.length)]);
        found[t] = true;
      }
    }
    if (group.fuzzy) {
      var fuzzy = [];
      for (var k = 0; k < built.terms.length; k++) {
        var term = built.terms[k];
        if (found[term] || Math.abs(term.length - qlen) > group.fuzzy) { continue; }
        var d = editDistance(group.term, term, group.fuzzy);
        if (d <= group.fuzzy) { fuzzy.push([term, d === 1 ? 0.4 : 0.25]); }
      }
      // the closest first, so that a cap keeps them
      fuzzy.sort(function (a, b) { return b[1] - a[1] || (a[0] < b[0] ? -1 : 1); });
      matches = matches.concat(fuzzy.slice(0, 50));
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

  /* Ranges of text to mark: every word, camelCase tail or part whose folded form is a matched term
     (the longest such span of each word, so "applicationDidEnterBackground" for "didEnter" marks
     DidEnterBackground, and "de" never marks the De of Depuis), and every CJK run of the query. */
  function findRanges(text, terms, needles) {
    var ranges = [];
    var re = /[\p{L}\p{N}\p{M}]+/gu;
    var m;
    while ((m = re.exec(text)) !== null) {
      var word = m[0];
      if (isCJK(word.charAt(0)) && Array.from(word).every(isCJK)) { continue; }
      var offset = m.index;
      // split off CJK inside the run (Latin glued to Chinese), keep the Latin stretches
      var pieces = word.split(/([\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\u3005\u30FC]+)/u);
      var at = offset;
      pieces.forEach(function (piece) {
        if (piece && !isCJK(piece.charAt(0))) { markWord(piece, at, terms, ranges); }
        at += piece.length;
      });
    }
    var fm = null;
    needles.forEach(function (n) {
      if (!n) { return; }
      fm = fm || foldWithMap(text);
      var from = 0, pos, guard = 0;
      while ((pos = fm.folded.indexOf(n, from)) !== -1 && guard++ < 200) {
        ranges.push([fm.map[pos], fm.map[pos + n.length]]);
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

  function markWord(word, offset, terms, ranges) {
    if (terms[fold(word)]) { ranges.push([offset, offset + word.length]); return; }
    var parts = camelParts(word);
    if (parts.length < 2) { return; }
    var starts = [0];
    parts.forEach(function (p) { starts.push(starts[starts.length - 1] + p.length); });
    for (var i = 0; i < parts.length; i++) {
      // the longest span from this part that is a matched term: a tail, else the part alone
      for (var j = parts.length; j > i; j--) {
        if (j !== parts.length && j !== i + 1) { continue; }
        if (terms[fold(word.slice(starts[i], starts[j]))]) {
          ranges.push([offset + starts[i], offset + starts[j]]);
          i = j - 1;
          break;
        }
      }
    }
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

  /* Share of a stretch of text made of API names ("sceneDidEnterBackground(_:)"): a snippet is prose. */
  var SELECTOR_RE = /[\p{L}_][\p{L}\p{N}_]*\((?:[\p{L}\p{N}_]*:)*\)|\b[a-z]+[A-Z][\p{L}\p{N}]*/gu;
  function codeShare(text) {
    var code = 0;
    text.replace(SELECTOR_RE, function (m) { code += m.length; return m; });
    return text.length ? code / text.length : 0;
  }

  /* terms: folded Latin words to mark (an object used as a set); needles: CJK runs. */
  function makeSnippet(text, terms, needles, maxLen) {
    text = String(text || "").replace(/\s+/g, " ").trim();
    maxLen = maxLen || 160;
    if (!text) { return ""; }
    if (Array.isArray(terms)) { // (needles) as before: CJK runs and Latin words alike
      needles = terms.map(function (n) { return typeof n === "string" ? n : n.text; });
      terms = Object.create(null);
      needles = needles.filter(function (n) { if (isCJK(n.charAt(0))) { return true; } terms[fold(n)] = true; return false; });
    }
    var ranges = findRanges(text, terms || {}, needles || []);
    var start = 0;
    if (ranges.length) {
      // the first match whose stretch of text is mostly prose, else the first match
      var pick = ranges[0];
      for (var r = 0; r < ranges.length && r < 40; r++) {
        if (codeShare(text.slice(Math.max(0, ranges[r][0] - 40), ranges[r][0] + maxLen - 40)) < 0.35) { pick = ranges[r]; break; }
      }
      // a little context before the match: fewer characters for CJK, which are wider
      var lead = isCJK(text.charAt(pick[0])) ? 14 : Math.round(maxLen * 0.25);
      start = Math.max(0, pick[0] - lead);
      if (start > 0) {
        var space = text.lastIndexOf(" ", pick[0]);
        if (space > start && space < pick[0]) { start = space + 1; }
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

  /* Folded, words separated by one space, no punctuation: how titles and the query are compared. */
  function phraseForm(text) {
    return segments(text).map(function (seg) { return seg.type === "word" ? fold(seg.text) : seg.text; }).join(" ");
  }

  /* How close one query word is to one word of a title: 1 the same, less a longer word it starts or a
     typo of it, 0 not at all. A CJK run needs to lie inside the title's run. */
  function wordCloseness(q, word) {
    if (q.cjk) { return word.indexOf(q.text) !== -1 ? 1 : 0; }
    if (word === q.text) { return 1; }
    if (q.prefix && word.lastIndexOf(q.text, 0) === 0) { return 0.45 + 0.45 * (q.text.length / word.length); }
    if (q.fuzzy) {
      var d = editDistance(q.text, word, q.fuzzy);
      if (d <= q.fuzzy) { return d === 1 ? 0.4 : 0.25; }
    }
    return 0;
  }

  /* How much of a title (or heading) the query is, when the title holds the query's words in a row:
     1 when it is the query, 0 when it does not hold it; lowered by prefixes and typos. */
  function titleShare(words, title) {
    if (!words.length) { return 0; }
    var tw = phraseForm(title).split(" ").filter(Boolean);
    var total = 0;
    tw.forEach(function (w) { total += w.length; });
    var best = 0;
    for (var i = 0; i + words.length <= tw.length; i++) {
      var closeness = 1, covered = 0;
      for (var k = 0; k < words.length && closeness > 0; k++) {
        var c = wordCloseness(words[k], tw[i + k]);
        closeness = Math.min(closeness, c);
        covered += words[k].cjk ? words[k].text.length : tw[i + k].length;
      }
      if (closeness > 0) { best = Math.max(best, closeness * covered / Math.max(1, total)); }
    }
    return best;
  }

  function search(index, query, limit, options) {
    limit = limit || 10;
    options = options || {};
    var built = buildIndex(index);
    var q = parseQuery(query || "");
    if (!q.groups.length || !built.units.length) { return []; }

    var N = built.units.length;
    var perGroup = [];
    var marked = Object.create(null); // matched Latin terms, for highlighting
    for (var g = 0; g < q.groups.length; g++) {
      var scores = new Map(); // unit -> {f: best score per field, s: their sum, body: matched outside the title}
      expandGroup(built, q.groups[g]).forEach(function (m) {
        var term = m[0], closeness = m[1];
        if (!isCJK(term.charAt(0))) { marked[term] = true; }
        var df = built.unitCount.get(term) || 1;
        var idf = Math.log(1 + N / df);
        built.postings.get(term).forEach(function (p) {
          var s = FIELD_WEIGHT[p[1]] * (1 + Math.log(p[2])) * closeness * idf;
          var cur = scores.get(p[0]);
          if (!cur) { cur = { f: [0, 0, 0, 0], s: 0, body: false }; scores.set(p[0], cur); }
          // best term per field, fields added up: a section that also matches in its heading
          // or text outranks a sibling that only shares the page title
          if (s > cur.f[p[1]]) { cur.f[p[1]] = s; cur.s = cur.f[0] + cur.f[1] + cur.f[2] + cur.f[3]; }
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

    // The query as a phrase: a page titled with it ranks by how much of the title it is (the page
    // whose title is the query first), a section by its heading, then text that holds it.
    var phrase = phraseForm(String(query || ""));
    candidates.forEach(function (c) {
      var unit = built.units[c.u];
      var share = unit.section === 0 ? titleShare(q.words, unit.title) : 0.5 * titleShare(q.words, unit.heading);
      if (share > 0) { c.score *= 1.3 + 16 * share * share; }
      else if (q.groups.length > 1 && phrase.length > 1 && phraseForm(unit.text).indexOf(phrase) !== -1) { c.score *= 1.3; }
    });

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
        context: unit.context,
        heading: unit.heading,
        // prose when the section has some; its API names only when it has nothing else
        snippetHTML: makeSnippet(unit.text || unit.keys, marked, q.needles),
        score: Math.round(candidates[i].score * 1000) / 1000
      });
    }
    return results;
  }

  var api = {
    tokenize: tokenize,
    withParts: withParts,
    editDistance: editDistance,
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

    /* The index: titles at once, the text when its parts have loaded (classic scripts added on
       demand, since file:// forbids fetch). data-search-ready says all of it is in. */
    var loaded = null; // the joined index once every part is in
    var loading = false;
    function indexData() { return loaded || root.DOCGEN_SEARCH_INDEX || { docs: [] }; }
    function loadText() {
      var raw = root.DOCGEN_SEARCH_INDEX;
      if (loading || !raw) { return; }
      loading = true;
      var names = Array.isArray(raw.parts) ? raw.parts : [];
      var script = document.querySelector('script[src$="search-index.js"]');
      var remaining = names.length;
      var done = function () {
        loaded = withParts(raw, root.DOCGEN_SEARCH_PARTS || []);
        box.setAttribute("data-search-ready", "true");
        if (input.value.trim() && !panel.hidden) { render(); }
      };
      if (!remaining || !script) { done(); return; }
      names.forEach(function (name) {
        var tag = document.createElement("script");
        tag.src = new URL(name, script.src).href;
        // a part that does not load leaves its pages searchable by title
        tag.onload = tag.onerror = function () { if (--remaining === 0) { done(); } };
        document.head.appendChild(tag);
      });
    }

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
        a.href = withQuery(r.href, q);
        a.setAttribute("role", "option");
        a.setAttribute("aria-selected", "false");
        a.tabIndex = -1;
        // two results of one title (an app state and a scene state) are told apart by their kind
        var twin = results.some(function (o) { return o !== r && o.title === r.title && o.context !== r.context; });
        var title = '<span class="search-result-title">' + escapeHTML(r.title) +
          (twin && r.context ? '<span class="search-result-context">' + escapeHTML(r.context) + "</span>" : "") +
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
      loadText();
      window.clearTimeout(timer);
      timer = window.setTimeout(render, 40);
    });
    input.addEventListener("focus", function () {
      loadText();
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

    // Build the title index while the browser is idle, so the first keystroke is instant; a pointer
    // over the field starts loading the text before it is focused.
    box.addEventListener("pointerenter", loadText);
    var warm = function () { try { buildIndex(indexData()); } catch (err) { /* index missing: search shows no results */ } };
    if ("requestIdleCallback" in root) { root.requestIdleCallback(warm, { timeout: 2000 }); } else { setTimeout(warm, 200); }
  }

  /* The page reached from a result ------------------------------------------------ */
  /* A result's address carries the query (?q=, which file:// keeps too); that page marks the
     query's whole words (and CJK runs) in its text, as the snippets do, until the reader clears them. */
  function withQuery(href, query) {
    var hash = href.indexOf("#") < 0 ? "" : href.slice(href.indexOf("#"));
    var base = href.slice(0, href.length - hash.length);
    return base + (base.indexOf("?") < 0 ? "?" : "&") + "q=" + encodeURIComponent(query) + hash;
  }

  var UNMARKED = /^(PRE|SCRIPT|STYLE|SVG|MARK|BUTTON|TEXTAREA)$/;

  function markPage() {
    var query = "";
    try { query = (new URLSearchParams(window.location.search).get("q") || "").trim(); } catch (e) { return; }
    var content = document.querySelector("main .content");
    if (!query || !content) { return; }
    var terms = Object.create(null), needles = [];
    segments(query).forEach(function (seg) {
      if (seg.type === "cjk") { needles.push(seg.text); } else if (fold(seg.text)) { terms[fold(seg.text)] = true; }
    });
    var walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT, { acceptNode: function (node) {
      for (var el = node.parentNode; el && el !== content; el = el.parentNode) {
        if (UNMARKED.test(el.nodeName.toUpperCase()) || (el.classList && el.classList.contains("heading-anchor"))) {
          return NodeFilter.FILTER_REJECT;
        }
      }
      return NodeFilter.FILTER_ACCEPT;
    } });
    var nodes = [];
    while (walker.nextNode()) { nodes.push(walker.currentNode); }
    var marks = [];
    nodes.forEach(function (node) {
      var text = node.data;
      var ranges = findRanges(text, terms, needles);
      if (!ranges.length) { return; }
      var pieces = document.createDocumentFragment();
      var pos = 0;
      ranges.forEach(function (r) {
        if (r[0] > pos) { pieces.appendChild(document.createTextNode(text.slice(pos, r[0]))); }
        var mark = document.createElement("mark");
        mark.className = "search-hit";
        mark.textContent = text.slice(r[0], r[1]);
        pieces.appendChild(mark);
        marks.push(mark);
        pos = r[1];
      });
      if (pos < text.length) { pieces.appendChild(document.createTextNode(text.slice(pos))); }
      node.parentNode.replaceChild(pieces, node);
    });
    if (!marks.length) { return; }
    var box = document.querySelector(".search");
    var bar = document.createElement("p");
    bar.className = "search-marks";
    var label = document.createElement("span");
    label.textContent = (box && box.getAttribute("data-marks-label")) || "Highlighted:";
    var shown = document.createElement("mark");
    shown.textContent = query;
    var clear = document.createElement("button");
    clear.type = "button";
    clear.className = "search-marks-clear";
    clear.textContent = (box && box.getAttribute("data-marks-clear")) || "Clear";
    bar.appendChild(label);
    bar.appendChild(document.createTextNode(" "));
    bar.appendChild(shown);
    bar.appendChild(clear);
    content.parentNode.insertBefore(bar, content);
    clear.addEventListener("click", function () {
      marks.forEach(function (mark) {
        var parent = mark.parentNode;
        if (!parent) { return; }
        parent.replaceChild(document.createTextNode(mark.textContent), mark);
        parent.normalize();
      });
      bar.parentNode.removeChild(bar);
      // A reload or a shared link no longer marks the page.
      try { window.history.replaceState(window.history.state, "", window.location.pathname + window.location.hash); } catch (e) { /* kept */ }
      var main = document.getElementById("main");
      if (main) { main.focus({ preventScroll: true }); }
    });
    if (!window.location.hash) { marks[0].scrollIntoView({ block: "center" }); }
  }

  function start() {
    initUI();
    markPage();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})(typeof window !== "undefined" ? window : (typeof globalThis !== "undefined" ? globalThis : null));
