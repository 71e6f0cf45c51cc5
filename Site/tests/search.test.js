#!/usr/bin/env node
/* Tests for Site/assets/search.js (tokenizer and ranking), no npm packages.
   Run: node Site/tests/search.test.js
   Golden queries against a generated site: node Site/tests/search.test.js _site/fr/search-index.js "arriere-plan"
   (prints the results for that query instead of running the tests). */
"use strict";

const path = require("path");
const fs = require("fs");
const vm = require("vm");
const S = require(path.join(__dirname, "..", "assets", "search.js"));

/* Golden-query mode ------------------------------------------------------------ */
if (process.argv.length > 2) {
  const file = process.argv[2];
  const query = process.argv.slice(3).join(" ");
  const sandbox = { window: {} };
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox, { filename: file });
  let index = sandbox.window.DOCGEN_SEARCH_INDEX;
  if (!index) { console.error("no window.DOCGEN_SEARCH_INDEX in " + file); process.exit(2); }
  for (const name of index.parts || []) {
    const part = path.join(path.dirname(file), name);
    vm.runInNewContext(fs.readFileSync(part, "utf8"), sandbox, { filename: part });
  }
  index = S.withParts(index, sandbox.window.DOCGEN_SEARCH_PARTS || []);
  for (const r of S.search(index, query, 10)) {
    console.log(r.score.toFixed(2).padStart(7) + "  " + r.href + "  " + r.title + (r.context ? " · " + r.context : "") +
      (r.heading ? " › " + r.heading : ""));
    console.log("         " + r.snippetHTML);
  }
  process.exit(0);
}

/* Tiny harness ------------------------------------------------------------------- */
let passed = 0;
let failed = 0;
function test(name, fn) {
  try {
    fn();
    passed++;
    console.log("ok   " + name);
  } catch (e) {
    failed++;
    console.log("FAIL " + name + "\n     " + (e && e.message ? e.message : e));
  }
}
function assert(cond, msg) { if (!cond) { throw new Error(msg || "assertion failed"); } }
function eq(a, b, msg) {
  const A = JSON.stringify(a), B = JSON.stringify(b);
  if (A !== B) { throw new Error((msg ? msg + ": " : "") + "expected " + B + ", got " + A); }
}
function includesAll(list, items, msg) {
  items.forEach((it) => assert(list.includes(it), (msg || "tokens") + " lack " + JSON.stringify(it) + " in " + JSON.stringify(list)));
}
function topHref(index, q) {
  const r = S.search(index, q, 5);
  assert(r.length > 0, "no result for " + JSON.stringify(q));
  return r[0].href;
}

/* A small index per language, shaped like search-index.js -------------------------- */
const EN = {
  lang: "en",
  docs: [
    { title: "App states", href: "life-cycle/app-states.html", sections: [
      { heading: "", anchor: "", text: "An app is in one of five states: not running, inactive, active, background and suspended." },
      { heading: "Entering the background", anchor: "entering-the-background",
        text: "When the user presses Home, the system calls applicationWillResignActive(_:) and then applicationDidEnterBackground(_:). Save user data here." },
      { heading: "Suspended apps", anchor: "suspended-apps", text: "A suspended app stays in memory but runs no code." } ] },
    { title: "Scenes", href: "scenes/index.html", sections: [
      { heading: "", anchor: "", text: "With scenes, each window has its own life cycle." },
      { heading: "Scene callbacks", anchor: "scene-callbacks",
        text: "The scene delegate receives sceneWillEnterForeground(_:), sceneDidBecomeActive(_:) and sceneDidEnterBackground(_:)." } ] },
    { title: "Launching", href: "life-cycle/launch.html", sections: [
      { heading: "", anchor: "", text: "Launch starts with application(_:willFinishLaunchingWithOptions:) followed by application(_:didFinishLaunchingWithOptions:)." },
      { heading: "URL launches", anchor: "url-launches", text: "The URL arrives in the connection options, not in scene(_:openURLContexts:)." } ] }
  ]
};

const FR = {
  lang: "fr",
  docs: [
    { title: "États de l’app", href: "life-cycle/app-states.html", sections: [
      { heading: "", anchor: "", text: "Une app se trouve dans l’un de cinq états : non lancée, inactive, active, arrière-plan ou suspendue." },
      { heading: "Passage en arrière-plan", anchor: "passage-en-arriere-plan",
        text: "Quand l’utilisateur appuie sur le bouton principal, le système appelle applicationDidEnterBackground(_:). L’app passe à l’arrière-plan." } ] },
    { title: "Premier plan", href: "guides/foreground.html", sections: [
      { heading: "Retour au premier plan", anchor: "retour-au-premier-plan", text: "Le système appelle sceneWillEnterForeground(_:) avant que la scène ne revienne au premier plan." } ] }
  ]
};

const ES = {
  lang: "es",
  docs: [
    { title: "Estados de la app", href: "life-cycle/app-states.html", sections: [
      { heading: "Segundo plano", anchor: "segundo-plano", text: "Cuando la app pasa a segundo plano, el sistema llama a applicationDidEnterBackground(_:). La transición también ocurre al bloquear el dispositivo." } ] },
    { title: "Escenas", href: "scenes/index.html", sections: [
      { heading: "Primer plano", anchor: "primer-plano", text: "La escena vuelve al primer plano y se vuelve activa: sceneDidBecomeActive(_:)." } ] }
  ]
};

const ZH = {
  lang: "zh-Hans",
  docs: [
    { title: "应用的生命周期", href: "life-cycle/index.html", sections: [
      { heading: "", anchor: "", text: "每个 iOS 应用都有自己的生命周期：从未运行到激活，再到后台和挂起。系统会在状态改变时调用相应的回调方法，例如在进入后台时调用 applicationDidEnterBackground(_:)。" },
      { heading: "进入后台", anchor: "jin-ru-hou-tai", text: "用户按下主屏幕按钮后，应用先变为未激活，然后进入后台。" } ] },
    { title: "场景", href: "scenes/index.html", sections: [
      { heading: "前台与场景", anchor: "qian-tai", text: "每个场景都有独立的状态：前台激活、前台未激活和后台。" } ] },
    { title: "内存警告", href: "guides/memory.html", sections: [
      { heading: "", anchor: "", text: "收到内存警告时应释放缓存。" } ] }
  ]
};

const KO = {
  lang: "ko",
  docs: [
    { title: "앱 생명주기", href: "life-cycle/index.html", sections: [
      { heading: "", anchor: "", text: "모든 iOS 앱에는 생명주기가 있습니다. 앱은 실행 안 됨, 비활성, 활성, 백그라운드, 일시 중단 상태를 오갑니다." },
      { heading: "백그라운드로 전환", anchor: "baekgeuraundeu", text: "사용자가 홈으로 나가면 시스템이 applicationDidEnterBackground(_:)를 호출하고 앱은 백그라운드로 이동합니다." } ] },
    { title: "씬", href: "scenes/index.html", sections: [
      { heading: "포그라운드", anchor: "pogeuraundeu", text: "씬이 포그라운드로 돌아오면 sceneWillEnterForeground(_:)가 호출됩니다." } ] }
  ]
};

const JA = {
  lang: "ja",
  docs: [
    { title: "アプリの状態の概要", href: "life-cycle/app-states.html", sections: [
      { heading: "", anchor: "", text: "iOS アプリは、どの瞬間にも五つの状態のいずれかにあります。" },
      { heading: "非アクティブが長く続くとき", anchor: "非アクティブが長く続くとき", text: "着信画面やコントロールセンターに覆われると、アプリは applicationWillResignActive(_:) のあと非アクティブのままです。" },
      { heading: "サスペンドと、知らされないパージ", anchor: "サスペンドと-知らされないパージ", text: "バックグラウンドに入ったアプリは、数秒後にサスペンドされます。ユーザーには見えません。" } ] },
    { title: "シーン", href: "scenes/scenes.html", sections: [
      { heading: "", anchor: "", text: "シーンごとにフォアグラウンドとバックグラウンドの状態があります。" } ] }
  ]
};

/* tokenize --------------------------------------------------------------------- */
test("tokenize: lower case, accents folded", () => {
  includesAll(S.tokenize("Arrière-plan ÉTAT Não"), ["arriere", "plan", "etat", "nao"]);
});
test("tokenize: decomposed (NFD) input folds like composed input", () => {
  eq(S.tokenize("arrie\u0300re"), S.tokenize("arri\u00e8re"));
});
test("tokenize: API name whole, camelCase parts and tails", () => {
  const t = S.tokenize("applicationDidEnterBackground(_:)");
  includesAll(t, ["applicationdidenterbackground", "application", "did", "enter", "background", "didenterbackground", "enterbackground"]);
  assert(!t.includes("_"), "punctuation must not be a token");
});
test("tokenize: acronyms split sensibly", () => {
  includesAll(S.tokenize("URLSession UIApplication"), ["urlsession", "url", "session", "uiapplication", "ui", "application"]);
});
test("tokenize: Han characters and adjacent pairs", () => {
  const t = S.tokenize("生命周期");
  includesAll(t, ["生", "命", "周", "期", "生命", "命周", "周期"]);
  assert(!t.includes("生命周期"), "CJK runs are not whole tokens");
});
test("tokenize: Hangul syllables are not decomposed", () => {
  const t = S.tokenize("백그라운드");
  includesAll(t, ["백", "그", "백그", "그라", "라운", "운드"]);
});
test("tokenize: mixed CJK and Latin split at the script boundary", () => {
  includesAll(S.tokenize("进入后台时调用applicationDidEnterBackground"), ["后台", "applicationdidenterbackground", "did"]);
});
test("tokenize: empty and symbol-only input", () => {
  eq(S.tokenize(""), []);
  eq(S.tokenize("— (_:) …"), []);
});

/* search: English ---------------------------------------------------------------- */
test("en: camelCase fragment didEnter finds applicationDidEnterBackground", () => {
  const r = S.search(EN, "didEnter", 10);
  assert(r.some((x) => x.href === "life-cycle/app-states.html#entering-the-background"), JSON.stringify(r.map((x) => x.href)));
  assert(r.some((x) => x.href === "scenes/index.html#scene-callbacks"), "sceneDidEnterBackground too");
  // the whole matched term is marked, not the typed fragment
  assert(/application<mark>DidEnterBackground<\/mark>/.test(r[0].snippetHTML), "marked: " + r[0].snippetHTML);
});
test("en: full API signature as typed", () => {
  eq(topHref(EN, "applicationDidEnterBackground(_:)"), "life-cycle/app-states.html#entering-the-background");
});
test("en: multi-part API name by its inner parts", () => {
  eq(topHref(EN, "didFinishLaunching"), "life-cycle/launch.html");
});
test("en: prefix of a word", () => {
  eq(topHref(EN, "suspen"), "life-cycle/app-states.html#suspended-apps");
});
test("en: title beats text; title-only match points at the page top", () => {
  const r = S.search(EN, "scenes", 10);
  eq(r[0].href, "scenes/index.html");
  const idx = { lang: "en", docs: [{ title: "Memory warnings", href: "m.html", sections: [
    { heading: "", anchor: "", text: "Free caches." }, { heading: "Purge", anchor: "purge", text: "The system purges apps." }] }] };
  eq(S.search(idx, "warnings", 10).map((x) => x.href), ["m.html"]);
});
test("en: all words must match", () => {
  eq(S.search(EN, "memory home", 10).length, 0);
  eq(topHref(EN, "memory code"), "life-cycle/app-states.html#suspended-apps");
});
test("en: result shape and HTML escaping in snippets", () => {
  const idx = { lang: "en", docs: [{ title: "T", href: "t.html", sections: [{ heading: "H", anchor: "h", text: "Use <b>bold</b> & sceneDidDisconnect(_:) safely" }] }] };
  const r = S.search(idx, "disconnect", 5);
  eq(r.length, 1);
  eq(Object.keys(r[0]).sort(), ["context", "heading", "href", "score", "snippetHTML", "title"]);
  eq(r[0].heading, "H");
  assert(r[0].snippetHTML.includes("&lt;b&gt;") && r[0].snippetHTML.includes("&amp;"), r[0].snippetHTML);
  assert(r[0].snippetHTML.includes("<mark>Disconnect</mark>"), r[0].snippetHTML);
});
test("en: limit and rootPath option", () => {
  const r = S.search(EN, "a", 2, { rootPath: "../" });
  assert(r.length <= 2, "limit");
  assert(r.every((x) => x.href.startsWith("../")), "rootPath prefix");
});
test("en: empty query and unknown words give nothing", () => {
  eq(S.search(EN, "", 5), []);
  eq(S.search(EN, "   ", 5), []);
  eq(S.search(EN, "zzzqqq", 5), []);
});

/* search: French / Spanish ------------------------------------------------------------ */
test("fr: 'arriere-plan' (no accent) finds 'arrière-plan'", () => {
  const r = S.search(FR, "arriere-plan", 5);
  eq(r[0].href, "life-cycle/app-states.html#passage-en-arriere-plan");
  assert(/<mark>arrière<\/mark>-<mark>plan<\/mark>/.test(r[0].snippetHTML), r[0].snippetHTML);
});
test("fr: accented query works too; 'premier plan' ranks the titled page first", () => {
  eq(topHref(FR, "arrière-plan"), "life-cycle/app-states.html#passage-en-arriere-plan");
  assert(topHref(FR, "premier plan").startsWith("guides/foreground.html"));
});
test("fr: ETATS in capitals finds États", () => {
  eq(topHref(FR, "ETATS"), "life-cycle/app-states.html");
});
test("es: 'segundo plano' and accent-free 'transicion'", () => {
  eq(topHref(ES, "segundo plano"), "life-cycle/app-states.html#segundo-plano");
  eq(topHref(ES, "transicion"), "life-cycle/app-states.html#segundo-plano");
  eq(topHref(ES, "primer plano"), "scenes/index.html#primer-plano");
});
test("es: API fragment becomeActive", () => {
  eq(topHref(ES, "becomeActive"), "scenes/index.html#primer-plano");
});

/* search: Chinese ----------------------------------------------------------------------- */
test("zh: 生命周期 finds the life-cycle page", () => {
  const r = S.search(ZH, "生命周期", 5);
  eq(r[0].href, "life-cycle/index.html");
  assert(r[0].snippetHTML.includes("<mark>生命周期</mark>"), r[0].snippetHTML);
});
test("zh: 后台 ranks the heading match first", () => {
  const r = S.search(ZH, "后台", 5);
  eq(r[0].href, "life-cycle/index.html#jin-ru-hou-tai");
  assert(r.some((x) => x.href === "scenes/index.html#qian-tai"), "scenes page also mentions 后台");
});
test("zh: 前台 and a single character", () => {
  eq(topHref(ZH, "前台"), "scenes/index.html#qian-tai");
  eq(topHref(ZH, "存"), "guides/memory.html");
});
test("zh: pairs must all match (no false hit on scattered characters)", () => {
  eq(S.search(ZH, "台后", 5).length, 0);
});
test("zh: API name inside Chinese text", () => {
  eq(topHref(ZH, "didEnterBackground"), "life-cycle/index.html");
});

/* search: Korean ------------------------------------------------------------------------- */
test("ko: 생명주기 (with particles in the text)", () => {
  const r = S.search(KO, "생명주기", 5);
  eq(r[0].href, "life-cycle/index.html");
  assert(r[0].snippetHTML.includes("<mark>생명주기</mark>"), r[0].snippetHTML);
});
test("ko: 백그라운드 ranks the heading first", () => {
  eq(topHref(KO, "백그라운드"), "life-cycle/index.html#baekgeuraundeu");
});
test("ko: 포그라운드 finds the scenes page", () => {
  eq(topHref(KO, "포그라운드"), "scenes/index.html#pogeuraundeu");
});
test("ko: mixed Korean and API query", () => {
  eq(topHref(KO, "willEnter 포그라운드"), "scenes/index.html#pogeuraundeu");
});

/* search: Japanese (kana and kanji, no spaces between words) ------------------------------- */
test("ja: katakana word inside a sentence, heading ranked first", () => {
  eq(topHref(JA, "サスペンド"), "life-cycle/app-states.html#サスペンドと-知らされないパージ");
});
test("ja: kanji and katakana mixed, with hiragana around it", () => {
  const r = S.search(JA, "非アクティブ", 5);
  eq(r[0].href, "life-cycle/app-states.html#非アクティブが長く続くとき");
  assert(r[0].snippetHTML.includes("<mark>非アクティブ</mark>"), r[0].snippetHTML);
});
test("ja: the long vowel mark ー belongs to the word", () => {
  eq(topHref(JA, "ユーザー"), "life-cycle/app-states.html#サスペンドと-知らされないパージ");
});
test("ja: a single kanji, and pairs that must all match", () => {
  eq(topHref(JA, "態"), "life-cycle/app-states.html");
  eq(S.search(JA, "ドンサ", 5).length, 0);
});
test("ja: API name inside Japanese text", () => {
  eq(topHref(JA, "willResignActive"), "life-cycle/app-states.html#非アクティブが長く続くとき");
});

test("Markdown left in section text is neither indexed nor shown", () => {
  eq(S.plainText("| a | `b` |\n|---|:---:|\n| c | [d](x.md) |"), "a · b · c · d");
  const idx = { lang: "en", docs: [{ title: "T", href: "t.html", sections: [{ heading: "", anchor: "", text: "See [the scenes page](scenes/index.md) and `sceneDidDisconnect(_:)`." }] }] };
  eq(S.search(idx, "md", 5).length, 0);
  const r = S.search(idx, "scenes page", 5);
  eq(r.length, 1);
  assert(!r[0].snippetHTML.includes("index.md") && !r[0].snippetHTML.includes("`"), r[0].snippetHTML);
});

/* Forgiving search (issue 13, item 6) ------------------------------------------------------------ */
test("edit distance: insertions, deletions, substitutions and swaps count one each; cut off past max", () => {
  eq(S.editDistance("suspnded", "suspended", 2), 1);
  eq(S.editDistance("backgroud", "background", 2), 1);
  eq(S.editDistance("teh", "the", 1), 1);
  eq(S.editDistance("abcdef", "uvwxyz", 2), 3);
});
test("typos: one edit for 4-7 letters, two from 8, never below 4", () => {
  const idx = { lang: "en", docs: [
    { title: "App states", href: "s.html", sections: [{ heading: "", anchor: "", text: "A suspended app runs no code." }] },
    { title: "Leaving", href: "l.html", sections: [{ heading: "", anchor: "", text: "Then applicationDidEnterBackground(_:) runs in the background." }] },
    { title: "Sizes", href: "z.html", sections: [{ heading: "", anchor: "", text: "A cat and a car." }] }] };
  eq(topHref(idx, "suspnded"), "s.html");
  eq(topHref(idx, "backgroud"), "l.html");
  eq(topHref(idx, "didEnterBackgroud"), "l.html");
  eq(topHref(idx, "runz"), "s.html");             // 4 letters: one edit
  eq(S.search(idx, "rnz", 5).length, 0);          // 3 letters: none
  eq(S.search(idx, "spsnded", 5).length, 0);      // 7 letters, two edits: too far
  eq(topHref(idx, "bakcgroudn"), "l.html");       // 10 letters, a swap and a deletion
  // the typo is marked as the word it found, whole
  assert(S.search(idx, "suspnded", 5)[0].snippetHTML.includes("<mark>suspended</mark>"));
});
test("typos in accented words: fr and es", () => {
  eq(topHref(FR, "arrire-plan"), "life-cycle/app-states.html#passage-en-arriere-plan");
  eq(topHref(FR, "utilsateur"), "life-cycle/app-states.html#passage-en-arriere-plan");
  eq(topHref(ES, "transicón"), "life-cycle/app-states.html#segundo-plano");
  eq(topHref(ES, "dispositvo"), "life-cycle/app-states.html#segundo-plano");
});
test("a word typed right outranks a typo of another", () => {
  const idx = { lang: "en", docs: [
    { title: "A", href: "a.html", sections: [{ heading: "", anchor: "", text: "The scene is gone." }] },
    { title: "B", href: "b.html", sections: [{ heading: "", anchor: "", text: "The scent is gone." }] }] };
  eq(S.search(idx, "scent", 5).map((r) => r.href), ["b.html", "a.html"]);
});
const TITLES = { lang: "fr", docs: [
  { title: "Du délégué d'application au délégué de scène", href: "migration.html", sections: [
    { heading: "", anchor: "", text: "Depuis iOS 13, une app fonctionne dans l'un de deux modes : délégué d'application ou délégué de scène. Le délégué de scène reçoit les événements de chaque fenêtre ; le délégué de scène n'existe pas en iOS 12." }] },
  { title: "Délégué de scène", href: "scene-delegate.html", sections: [
    { heading: "", anchor: "", text: "Chaque fenêtre possède un délégué de scène." }] },
  { title: "Le cycle de vie du délégué de scène", href: "cycle.html", sections: [
    { heading: "", anchor: "", text: "Le délégué de scène suit la fenêtre." }] }] };
test("the page whose title is the query ranks first, then the one whose title mostly is", () => {
  eq(S.search(TITLES, "délégué de scène", 5).map((r) => r.href), ["scene-delegate.html", "cycle.html", "migration.html"]);
  eq(topHref(TITLES, "delegue de scene"), "scene-delegate.html");
  eq(topHref(TITLES, "Délégué de scèn"), "scene-delegate.html"); // still typing
});
test("zh and ko: the page titled with the query first", () => {
  const zh = { lang: "zh-Hans", docs: [
    { title: "从应用代理迁移到场景代理", href: "m.html", sections: [{ heading: "", anchor: "", text: "应用代理和场景代理：场景代理接收窗口的事件，场景代理很重要。" }] },
    { title: "场景代理的生命周期", href: "c.html", sections: [{ heading: "", anchor: "", text: "场景代理跟随窗口。" }] }] };
  eq(topHref(zh, "场景代理"), "c.html");
  const ko = { lang: "ko", docs: [
    { title: "앱 델리게이트에서 씬 델리게이트로", href: "m.html", sections: [{ heading: "", anchor: "", text: "씬 델리게이트와 앱 델리게이트. 씬 델리게이트가 창의 이벤트를 받습니다." }] },
    { title: "씬 델리게이트", href: "s.html", sections: [{ heading: "", anchor: "", text: "이 사이트에서 씬 델리게이트는 창마다 있습니다." }] }] };
  eq(topHref(ko, "씬 델리게이트"), "s.html");
  const html = S.search(ko, "씬 델리게이트", 5)[0].snippetHTML;
  assert(html.includes("<mark>씬</mark> <mark>델리게이트</mark>"), html);
  assert(html.includes("사이트") && !html.includes("사<mark>"), "no mark inside 사이트: " + html);
});
test("highlighting marks whole matched words: no De in Depuis, no de in deux", () => {
  const r = S.search(TITLES, "délégué de scène", 5).find((x) => x.href === "migration.html");
  const whole = S.makeSnippet(TITLES.docs[0].sections[0].text, { delegue: true, de: true, scene: true }, [], 400);
  assert(whole.startsWith("Depuis") && whole.includes("> deux modes"), whole);
  assert(!/<mark>De<\/mark>puis|<mark>de<\/mark>ux/i.test(r.snippetHTML), r.snippetHTML);
  assert(r.snippetHTML.includes("<mark>délégué</mark> <mark>de</mark> <mark>scène</mark>"), r.snippetHTML);
});
test("results of one title carry the kind that tells them apart", () => {
  const idx = { lang: "fr", docs: [
    { title: "Arrière-plan", href: "app-background.html", context: "États de l'app", sections: [{ heading: "", anchor: "", text: "L'app exécute du code en arrière-plan." }] },
    { title: "Arrière-plan", href: "scene-background.html", context: "États de scène", sections: [{ heading: "", anchor: "", text: "La scène est en arrière-plan." }] }] };
  const r = S.search(idx, "arrière-plan", 5);
  eq(r.map((x) => x.context).sort(), ["États de l'app", "États de scène"]);
});
test("snippets are prose: API names in keys are searched, shown only when there is no prose", () => {
  const idx = { lang: "en", docs: [
    { title: "Home", href: "h.html", sections: [{ heading: "", anchor: "", text: "Pressing Home sends the app to the background.",
      keys: "sceneWillResignActive(_:) sceneDidEnterBackground(_:)" }] },
    { title: "sceneDidDisconnect(_:)", href: "d.html", sections: [{ heading: "", anchor: "", text: "", keys: "sceneDidDisconnect(_:) sceneDidDisconnect:" }] }] };
  const r = S.search(idx, "sceneWillResignActive", 5);
  eq(r[0].href, "h.html");
  eq(r[0].snippetHTML, "Pressing Home sends the app to the background.");
  const d = S.search(idx, "disconnect", 5)[0].snippetHTML;
  assert(d.includes("sceneDid<mark>Disconnect</mark>"), d);
  // text with a list of selectors: the snippet starts at the prose mention
  const long = "sceneDidBecomeActive(_:) sceneWillResignActive(_:) sceneDidEnterBackground(_:) sceneWillEnterForeground(_:) " +
    "sceneDidDisconnect(_:) scene(_:willConnectTo:options:) applicationDidBecomeActive(_:) applicationWillResignActive(_:) " +
    "and later the app goes to the background when the user leaves it; nothing runs after suspension.";
  const s = S.makeSnippet(long, { background: true }, [], 120);
  assert(!s.includes("(_:)"), s);
});
test("the compact index (v 2) and its text parts join into the plain form", () => {
  const raw = { v: 2, lang: "en", parts: ["search-text-1.js", "search-text-2.js"], docs: [
    ["App states", "a.html", "Life cycle", [["Suspended", "suspended"]]],
    ["Scenes", "s.html", "", []]] };
  const parts = [{ lang: "en", first: 1, texts: [["With scenes, each window has a life cycle."]] },
    { lang: "en", first: 0, texts: [["Five states.", ["A suspended app runs nothing.", "applicationWillTerminate(_:)"]]] },
    { lang: "fr", first: 0, texts: [["ignoré"]] }];
  const joined = S.withParts(raw, parts);
  eq(joined.docs[0], { title: "App states", href: "a.html", context: "Life cycle", sections: [
    { heading: "App states", anchor: "", text: "Five states.", keys: "" },
    { heading: "Suspended", anchor: "suspended", text: "A suspended app runs nothing.", keys: "applicationWillTerminate(_:)" }] });
  eq(topHref(joined, "willTerminate"), "a.html#suspended");
  eq(topHref(joined, "window"), "s.html");
  // titles alone, before the text has loaded
  eq(topHref(raw, "suspended"), "a.html#suspended");
  eq(S.search(raw, "window", 5).length, 0);
});

/* Robustness ----------------------------------------------------------------------------- */
test("index without sections or with missing fields", () => {
  const idx = { lang: "en", docs: [{ title: "Only a title", href: "x.html" }, { title: "Other", href: "y.html", sections: [{ text: "body words" }] }] };
  eq(topHref(idx, "title"), "x.html");
  eq(topHref(idx, "words"), "y.html");
  eq(S.search({}, "x", 5), []);
  eq(S.search(null, "x", 5), []);
});
test("the built index is cached per index object", () => {
  assert(S.buildIndex(EN) === S.buildIndex(EN));
});

console.log(passed + " passed, " + failed + " failed");
process.exit(failed ? 1 : 0);
