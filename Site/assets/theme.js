/* docgen theme: the reader's colour theme (system, light or dark), remembered in localStorage.
   Loaded without defer in <head>, so that a stored choice is on <html data-theme> before the first
   paint: no flash of the other theme. Without JavaScript (or with "system") style.css follows
   prefers-color-scheme. The toggle (.theme-toggle, hidden in the HTML) is shown and wired once
   the page is parsed. */
(function () {
  "use strict";

  var KEY = "docgen-theme";
  var CHOICES = ["system", "light", "dark"];
  var root = document.documentElement;

  // localStorage can throw (file:// in some browsers, private modes, storage disabled).
  function stored() {
    try {
      var value = window.localStorage.getItem(KEY);
      return CHOICES.indexOf(value) > 0 ? value : "system";
    } catch (e) { return "system"; }
  }

  function store(choice) {
    try {
      if (choice === "system") { window.localStorage.removeItem(KEY); } else { window.localStorage.setItem(KEY, choice); }
    } catch (e) { /* not remembered: this page still shows it */ }
  }

  // The browser's own colour (the address bar on phones) follows the choice too: the <meta
  // name="theme-color"> of the chosen scheme applies to all media, the other to none.
  var metas = Array.prototype.slice.call(document.querySelectorAll('meta[name="theme-color"][media]'));
  metas.forEach(function (meta) { meta.setAttribute("data-media", meta.getAttribute("media")); });

  function apply(choice) {
    if (choice === "system") { root.removeAttribute("data-theme"); } else { root.setAttribute("data-theme", choice); }
    metas.forEach(function (meta) {
      var media = meta.getAttribute("data-media");
      meta.setAttribute("media", choice === "system" ? media : (media.indexOf(choice) >= 0 ? "all" : "not all"));
    });
  }

  apply(stored());

  function setUpToggle() {
    var button = document.querySelector(".theme-toggle");
    if (!button) { return; }
    function show(choice) {
      button.setAttribute("data-choice", choice);
      var label = button.getAttribute("data-label-" + choice) || choice;
      button.setAttribute("aria-label", label);
      button.setAttribute("title", label);
    }
    show(stored());
    button.hidden = false;
    button.addEventListener("click", function () {
      var next = CHOICES[(CHOICES.indexOf(button.getAttribute("data-choice")) + 1) % CHOICES.length];
      store(next);
      apply(next);
      show(next);
    });
    // Another tab (or page) changed the choice: follow it.
    window.addEventListener("storage", function (event) {
      if (event.key === KEY || event.key === null) { apply(stored()); show(stored()); }
    });
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUpToggle);
  } else {
    setUpToggle();
  }
})();
