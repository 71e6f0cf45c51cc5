import Foundation

/// The script `docgen serve` adds to the HTML pages it sends (and to no file `build` writes): it
/// listens to `/__docgen/events`, reloads the page when a newer site is served, shows the
/// verifier's errors over the page and its warnings in a bar that can be dismissed.
///
/// It lives in the binary, not in `Site/assets/`, so that the site `build` writes stays exactly
/// what it was, and so that it works with any theme given as `--site`.
public enum LiveReloadScript {
    /// Where the server answers with `source`.
    public static let path = "/\(RequestPath.internalPrefix)/live-reload.js"

    /// The tag added to a page: `site` is the id of the build the page comes from, so that a page
    /// older than the site being served reloads as soon as it connects.
    public static func tag(site: String?) -> String {
        "<script src=\"\(path)\" data-docgen-site=\"\(site ?? "")\" defer></script>"
    }

    /// `html` with `tag` inserted before `</head>` (or `</body>`, or at the end); the page's
    /// own bytes are otherwise kept as they are.
    public static func inject(into html: Data, site: String?) -> Data {
        let tag = Data((tag(site: site) + "\n").utf8)
        for closing in ["</head>", "</body>"] {
            if let range = firstRange(ofCaseInsensitive: closing, in: html) {
                var result = Data(capacity: html.count + tag.count)
                result.append(html[html.startIndex..<range.lowerBound])
                result.append(tag)
                result.append(html[range.lowerBound...])
                return result
            }
        }
        return html + tag
    }

    /// The first place `needle` (ASCII) occurs in `haystack`, ignoring ASCII case.
    static func firstRange(ofCaseInsensitive needle: String, in haystack: Data) -> Range<Data.Index>? {
        let pattern = Array(needle.lowercased().utf8)
        guard let first = pattern.first, haystack.count >= pattern.count else { return nil }
        return haystack.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Range<Data.Index>? in
            let lastStart = bytes.count - pattern.count
            var index = 0
            while index <= lastStart {
                if lower(bytes[index]) == first {
                    var matched = 1
                    while matched < pattern.count, lower(bytes[index + matched]) == pattern[matched] { matched += 1 }
                    if matched == pattern.count {
                        let start = haystack.startIndex + index
                        return start..<(start + pattern.count)
                    }
                }
                index += 1
            }
            return nil
        }
    }

    private static func lower(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// The script. Diagnostics are put on the page with `textContent` only, never as HTML: a
    /// message quotes the page's own text. The overlay and the bar live in shadow roots, so the
    /// theme's CSS does not reach them and theirs does not reach the page.
    public static let source = #"""
    // docgen serve: live reload and the verifier's diagnostics. Added by `docgen serve` to the pages
    // it sends; `docgen build` never writes it.
    (function () {
      "use strict";
      if (!window.EventSource || window.__docgenServe) return;
      window.__docgenServe = true;
      var script = document.currentScript;
      var served = (script && script.getAttribute("data-docgen-site")) || "";
      var ERRORS = "docgen-serve-errors", WARNINGS = "docgen-serve-warnings";
      var errorsHidden = false;

      var CSS = [
        ":host { all: initial; }",
        "* { box-sizing: border-box; }",
        ".backdrop { position: fixed; inset: 0; z-index: 2147483647; overflow: auto; padding: 6vh 16px;",
        "  background: rgba(17, 19, 24, 0.72); font: 14px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; }",
        ".panel { max-width: 60rem; margin: 0 auto; padding: 20px 24px; border-radius: 8px; border-top: 6px solid #d1242f;",
        "  background: #ffffff; color: #1b1b1f; box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35); }",
        "h2 { margin: 0 0 4px; font-size: 18px; color: #b3141f; }",
        "p { margin: 0; }",
        "ol { list-style: none; margin: 14px 0; padding: 0; }",
        "li { padding: 9px 0; border-top: 1px solid rgba(127, 127, 127, 0.3); overflow-wrap: anywhere; }",
        ".where { display: block; font: 600 13px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }",
        ".rule { margin-left: 6px; font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; color: #6b6f7b; }",
        ".hint { color: #55596a; }",
        "button { font: 600 13px system-ui, sans-serif; cursor: pointer; border-radius: 6px; }",
        ".hide { float: right; padding: 4px 10px; border: 1px solid rgba(127, 127, 127, 0.5); background: transparent; color: inherit; }",
        ".pill { position: fixed; right: 16px; bottom: 16px; z-index: 2147483647; padding: 8px 14px; border: 0;",
        "  border-radius: 999px; background: #d1242f; color: #ffffff; box-shadow: 0 4px 14px rgba(0, 0, 0, 0.3); }",
        ".bar { position: fixed; left: 0; right: 0; bottom: 0; z-index: 2147483646; display: flex; gap: 12px;",
        "  align-items: flex-start; max-height: 40vh; overflow: auto; padding: 8px 16px; border-top: 1px solid #d4a72c;",
        "  background: #fff8c5; color: #3b2e00; font: 13px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; }",
        ".bar details { flex: 1; }",
        ".bar summary { cursor: pointer; font-weight: 600; }",
        ".bar ol { margin: 6px 0 0; }",
        ".bar li { padding: 4px 0; }",
        ".dismiss { padding: 2px 9px; border: 1px solid #d4a72c; background: transparent; color: inherit; }",
        "@media (prefers-color-scheme: dark) {",
        "  .panel { background: #1d2029; color: #e8e8ec; }",
        "  h2 { color: #ff7b72; }",
        "  .hint, .rule { color: #a0a4b0; }",
        "  .bar { background: #3b2e00; color: #fff8c5; }",
        "}"
      ].join("\n");

      function make(tag, className, text) {
        var node = document.createElement(tag);
        if (className) node.className = className;
        if (text != null) node.textContent = text;
        return node;
      }

      function host(id) {
        var node = document.getElementById(id);
        if (!node) {
          node = document.createElement("div");
          node.id = id;
          node.attachShadow({ mode: "open" });
          (document.body || document.documentElement).appendChild(node);
        }
        var root = node.shadowRoot;
        root.textContent = "";
        root.appendChild(make("style", null, CSS));
        return root;
      }

      function removeHost(id) {
        var node = document.getElementById(id);
        if (node) node.remove();
      }

      function list(entries) {
        var ol = make("ol");
        entries.forEach(function (d) {
          var li = make("li");
          if (d.file) li.appendChild(make("code", "where", d.file + ":" + d.line + ":" + d.column));
          li.appendChild(make("span", "message", d.message));
          if (d.rule) li.appendChild(make("span", "rule", "[" + d.rule + "]"));
          ol.appendChild(li);
        });
        return ol;
      }

      function plural(count, word) { return count + " " + word + (count === 1 ? "" : "s"); }

      function showErrors(status) {
        if (!status.errors.length) { removeHost(ERRORS); errorsHidden = false; return; }
        var root = host(ERRORS);
        var count = plural(status.errors.length, "error");
        if (errorsHidden) {
          var pill = make("button", "pill", count);
          pill.type = "button";
          pill.addEventListener("click", function () { errorsHidden = false; showErrors(status); });
          root.appendChild(pill);
          return;
        }
        var backdrop = make("div", "backdrop");
        var panel = make("section", "panel");
        panel.setAttribute("role", "alert");
        var hide = make("button", "hide", "Hide");
        hide.type = "button";
        hide.addEventListener("click", function () { errorsHidden = true; showErrors(status); });
        panel.appendChild(hide);
        panel.appendChild(make("h2", null, "docgen: " + count));
        panel.appendChild(make("p", "hint", status.site
          ? "The page shows the last build that verified. Fix the file and save: it reloads by itself."
          : "Nothing could be built yet. Fix the file and save: this page reloads by itself."));
        panel.appendChild(list(status.errors));
        backdrop.appendChild(panel);
        root.appendChild(backdrop);
      }

      function showWarnings(status) {
        var key = JSON.stringify(status.warnings);
        var dismissed = null;
        try { dismissed = sessionStorage.getItem(WARNINGS); } catch (e) {}
        if (!status.warnings.length || dismissed === key) { removeHost(WARNINGS); return; }
        var root = host(WARNINGS);
        var bar = make("div", "bar");
        bar.setAttribute("role", "status");
        var details = make("details");
        details.appendChild(make("summary", null, "docgen: " + plural(status.warnings.length, "warning")));
        details.appendChild(list(status.warnings));
        bar.appendChild(details);
        var dismiss = make("button", "dismiss", "\u00d7");
        dismiss.type = "button";
        dismiss.setAttribute("aria-label", "Dismiss the warnings");
        dismiss.addEventListener("click", function () {
          try { sessionStorage.setItem(WARNINGS, key); } catch (e) {}
          removeHost(WARNINGS);
        });
        bar.appendChild(dismiss);
        root.appendChild(bar);
      }

      function reloadIfNewer(site) {
        if (site && site !== served) { location.reload(); return true; }
        return false;
      }

      function connect() {
        var events = new EventSource("/__docgen/events");
        events.addEventListener("reload", function (event) {
          reloadIfNewer(JSON.parse(event.data).site);
        });
        events.addEventListener("diagnostics", function (event) {
          var status = JSON.parse(event.data);
          if (reloadIfNewer(status.site)) return;
          showErrors(status);
          showWarnings(status);
        });
      }

      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", connect);
      else connect();
    })();

    """#
}
