#!/usr/bin/env node
/* Golden search queries against a generated site, in Node (no packages).
   Usage: node Tests/Browser/golden_queries.js <site folder>     e.g. /tmp/site-browser/_site
   Loads <site>/assets/search.js (module.exports = DocgenSearch) and each <site>/<lang>/search-index.js
   (a classic script that assigns window.DOCGEN_SEARCH_INDEX, evaluated with vm in a context with `window`),
   runs the queries of golden_queries.json and checks the expected page is among the first `top` results
   (first when "first" is set), no snippet holds a "snippets_exclude" string, and, with "distinct_titles",
   results of one title carry different contexts.
   Prints one line per query, then "N passed, M failed"; exits 1 on any failure. */
"use strict";

const fs = require("fs");
const path = require("path");
const vm = require("vm");

const siteArg = process.argv[2];
if (!siteArg) {
  console.error("usage: node golden_queries.js <site folder>");
  process.exit(2);
}
const site = path.resolve(siteArg);
const searchJS = path.join(site, "assets", "search.js");
if (!fs.existsSync(searchJS)) {
  console.error("no " + searchJS + " (is the site built?)");
  process.exit(2);
}

const golden = JSON.parse(fs.readFileSync(path.join(__dirname, "golden_queries.json"), "utf8"));
const top = golden.top || 3;

// search.js is a UMD-style file: in Node it sets module.exports and returns before the browser UI part.
const S = require(searchJS);
if (typeof S.search !== "function" || typeof S.tokenize !== "function") {
  console.error(searchJS + " does not export search() and tokenize()");
  process.exit(2);
}

// search-index.js (titles), then the text parts it names (search-text-N.js), as the browser loads them.
function loadIndex(lang) {
  const file = path.join(site, lang, "search-index.js");
  const sandbox = { window: {} };
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox, { filename: file });
  const index = sandbox.window.DOCGEN_SEARCH_INDEX;
  if (!index || !Array.isArray(index.docs)) { throw new Error("no window.DOCGEN_SEARCH_INDEX.docs in " + file); }
  for (const name of index.parts || []) {
    const part = path.join(site, lang, name);
    vm.runInNewContext(fs.readFileSync(part, "utf8"), sandbox, { filename: part });
  }
  return S.withParts(index, sandbox.window.DOCGEN_SEARCH_PARTS || []);
}

const pageOf = (href) => String(href).split("#")[0];

let passed = 0;
let failed = 0;
for (const [lang, queries] of Object.entries(golden.queries)) {
  let index;
  try {
    index = loadIndex(lang);
  } catch (e) {
    for (const q of queries) {
      failed++;
      console.log("FAIL " + lang + " " + JSON.stringify(q.query) + ": " + e.message);
    }
    continue;
  }
  if (index.lang && index.lang !== lang) {
    console.log("note " + lang + "/search-index.js says lang " + JSON.stringify(index.lang));
  }
  for (const q of queries) {
    const results = S.search(index, q.query, top);
    const pages = results.map((r) => pageOf(r.href));
    const rank = pages.indexOf(q.expect) + 1;
    const shown = results.map((r) => r.href).join(", ") || "(no results)";
    const badSnippet = (q.snippets_exclude || []).find((bad) => results.some((r) => r.snippetHTML.includes(bad)));
    const twins = results.filter((r) => results.some((o) => o !== r && o.title === r.title));
    const untold = q.distinct_titles && (twins.length < 2 || twins.some((r) => !r.context ||
      twins.some((o) => o !== r && o.title === r.title && o.context === r.context)));
    if (!fs.existsSync(path.join(site, lang, q.expect))) {
      failed++;
      console.log("FAIL " + lang + " " + JSON.stringify(q.query) + ": expected page " + q.expect + " does not exist");
    } else if (q.first && rank !== 1) {
      failed++;
      console.log("FAIL " + lang + " " + JSON.stringify(q.query) + ": " + q.expect + " is not first  [" + shown + "]");
    } else if (badSnippet) {
      failed++;
      console.log("FAIL " + lang + " " + JSON.stringify(q.query) + ": a snippet holds " + JSON.stringify(badSnippet));
    } else if (untold) {
      failed++;
      console.log("FAIL " + lang + " " + JSON.stringify(q.query) + ": results of one title are not told apart  [" +
        results.map((r) => r.title + " · " + (r.context || "?")).join(", ") + "]");
    } else if (rank > 0) {
      passed++;
      console.log("ok   " + lang + " " + JSON.stringify(q.query) + " -> " + q.expect + " at #" + rank + "  [" + shown + "]");
    } else {
      failed++;
      console.log("FAIL " + lang + " " + JSON.stringify(q.query) + ": " + q.expect + " not in top " + top + "  [" + shown + "]");
    }
  }
}
console.log(passed + " passed, " + failed + " failed");
process.exit(failed ? 1 : 0);
