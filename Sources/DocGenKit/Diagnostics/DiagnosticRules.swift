/// Every rule a diagnostic can carry, with what it means, a failing example and its fix.
/// SARIF output lists them, and `Documentation/Diagnostics.md` is generated from them
/// (`docgen rules`); a test fails when the sources use a rule that is not here.
public enum DiagnosticRules {
    public struct Rule: Sendable {
        public let id: String
        public let summary: String
        public let example: String
        public let fix: String
    }

    public static func rule(_ id: String) -> Rule? { byID[id] }
    private static let byID = Dictionary(uniqueKeysWithValues: all.map { ("docgen." + $0.id, $0) })

    public static let all: [Rule] = [
        // Sequences against the model
        .init(id: "callback-order", summary: "A callback comes before one the model puts first.",
              example: "`applicationDidEnterBackground(_:)` listed before `applicationWillResignActive(_:)` for `home`",
              fix: "Swap the lines; `docgen events` shows the order."),
        .init(id: "callback-missing", summary: "A step the events always produce is not listed.",
              example: "`events=\"home\"` from `active` without `applicationWillResignActive(_:)`",
              fix: "Add the step, or change `from=`/`events=` to the situation the block describes."),
        .init(id: "callback-extra", summary: "A listed callback that these events do not produce, or a real method the model never produces.",
              example: "`application(_:configurationForConnecting:options:)` after `purge launch` (the session is remembered)",
              fix: "Remove the line, or add the event that produces it."),
        .init(id: "callback-mode", summary: "A callback of the other mode.",
              example: "`sceneDidBecomeActive(_:)` in a `mode=app-delegate` block",
              fix: "Use the mode's own callback or change `mode=`."),
        .init(id: "callback-repeated", summary: "A callback listed more often than the events produce it.",
              example: "`sceneWillResignActive(_:)` twice for `home` with one window",
              fix: "Remove the repeat, or add the window (`open-window`) that would send it."),
        .init(id: "callback-group", summary: "Steps that come together are split: both or neither, or exactly one of two.",
              example: "Split View with `applicationWillResignActive(_:)` but no `applicationDidBecomeActive(_:)`",
              fix: "List both steps or neither; list a killed session's discard once."),
        .init(id: "optional-step-omitted", summary: "Warning: a step the facts say may be skipped is left out.",
              example: "`open-switcher kill` without `applicationWillTerminate(_:)`",
              fix: "Nothing, if the page means it; otherwise list the step."),
        .init(id: "tolerated-anomaly", summary: "Warning: a step the facts accept only as an anomaly seen in some logs.",
              example: "a second scene's `sceneWillEnterForeground(_:)` during a kill",
              fix: "Keep it only where the page explains the anomaly."),
        .init(id: "impossible-event", summary: "An event that cannot happen where the block is.",
              example: "`events=\"foreground\"` while not running; `unlock` when the device is not locked",
              fix: "Start the block elsewhere (`from=`) or add the event that makes it possible."),
        // The block's info string
        .init(id: "unknown-event", summary: "An event name the model does not know.", example: "`events=\"hom\"`",
              fix: "Use the suggested name; `Documentation/Events.md` lists them."),
        .init(id: "unknown-state", summary: "A `from=` the model does not know.", example: "`from=actve`", fix: "Use the suggested state."),
        .init(id: "unknown-mode", summary: "A `mode=` other than `app-delegate` or `scenes`.", example: "`mode=scene`", fix: "Use `scenes`."),
        .init(id: "unknown-attribute", summary: "An attribute the block does not take.", example: "`modes=scenes`",
              fix: "Use `id`, `mode`, `from` or `events`."),
        .init(id: "missing-attribute", summary: "A required attribute is absent.", example: "a block without `events=`",
              fix: "Add `id=`, `mode=` and `events=`."),
        .init(id: "malformed-attribute", summary: "An attribute's value cannot be read.",
              example: "an unclosed quote, an empty `id=`, `close-window:x`, an id with spaces",
              fix: "Quote lists (`events=\"a b\"`); ids use letters, digits, `-` and `_`."),
        .init(id: "duplicate-attribute", summary: "An attribute given twice.", example: "`mode=scenes mode=app-delegate`",
              fix: "Keep one."),
        .init(id: "duplicate-id", summary: "Two blocks with one id in a page.", example: "two `id=launch` blocks",
              fix: "Give each block its own id, the same in every translation."),
        // Callback names in blocks and prose
        .init(id: "unknown-callback", summary: "A name that is no delegate method.", example: "`applicationDidBecomeActiv(_:)`",
              fix: "Use the suggested name."),
        .init(id: "ambiguous-callback", summary: "A bare name that fits several methods.", example: "`performActionFor`",
              fix: "Write the full selector."),
        // API versions
        .init(id: "version-claim", summary: "A sentence or table row naming one catalogued API and an OS version that is none of its versions, or calling it deprecated when the catalogue records no deprecation.",
              example: "\"Since iOS 12, `sceneDidBecomeActive(_:)` …\" (it came with iOS 13)",
              fix: "Correct the version; if the version is about something else (a log, a note), add `<!-- docgen: reviewed -->` to the paragraph."),
        // Translations
        .init(id: "term", summary: "A variant the term base (`Terms/termbase.yml`) forbids, in a page's prose, headings, tables or a UI string, or a break of the language's typography (French: U+202F before `; : ! ?`, one apostrophe).",
              example: "French \"le rappel\" (write \"callback\"); \"callback :\" with an ordinary space",
              fix: "Write the preferred term the message names; code spans are never checked. A new term or variant goes into `Terms/termbase.yml`."),
        .init(id: "translation-mismatch", summary: "A translation's blocks differ from its English page's.",
              example: "a French block with one line fewer than the English one",
              fix: "Copy the English block; translate only `//` comments."),
        .init(id: "translation-orphan", summary: "A translated page with no English page.", example: "`fr/extra.md` without `en/extra.md`",
              fix: "Add the English page or remove the translation."),
        .init(id: "parity-heading", summary: "Warning: a translation's headings differ from its English page's in number or level (a heading left out, added, or moved to another level).",
              example: "a French page without the English `## Suspension`, or with `###` where English has `##`",
              fix: "Keep every English heading, in order and at its level; translate only its text."),
        .init(id: "parity-table", summary: "Warning: a translation's table has another shape (rows × columns) than the English table at its place, or the page has more or fewer tables.",
              example: "a Spanish table with one row fewer than the English one",
              fix: "Translate every row and column of the English table; add or remove rows in English first."),
        .init(id: "parity-code-block", summary: "Warning: a translation's code block (not a lifecycle block) differs from the English one at its place; only `//` comments may be translated.",
              example: "a Korean Swift sample with one line of the English sample left out",
              fix: "Copy the English block; translate only its comments."),
        .init(id: "parity-code-span", summary: "Warning: a translation's code spans differ from its English section's (or page's, when the headings do not correspond), compared as multisets.",
              example: "French `sceneWillEnterForeground(_:)` where the English section has `sceneDidEnterBackground(_:)`",
              fix: "Write the English code span unchanged; code is never translated."),
        .init(id: "parity-link", summary: "Warning: a translation links to a page or an external URL its English page does not link to, or leaves one out. Link text may be reworded; a `#fragment` names the translation's own heading.",
              example: "a Chinese link to `scenes.md` where the English links to `scene-delegate.md`",
              fix: "Point the link where the English one points."),
        .init(id: "outdated-translation", summary: "Warning: an English section changed, or went away, since the translation was marked translated; at the translated heading (`docgen status` shows the English diff).",
              example: "a reworded paragraph under `## Suspension` in `en/guides/background.md` after `docgen translated Content/fr/guides/background.md`",
              fix: "Bring the translated section in line with the English, then run `docgen translated` on the page."),
        .init(id: "untranslated-section", summary: "Warning: the English page has a section that is new since the translation was marked translated; at the heading it goes before.",
              example: "a new `## Scene sessions` in `en/scenes/scenes.md`",
              fix: "Translate the section, at the same place and level, then run `docgen translated` on the page."),
        .init(id: "translation-unrecorded", summary: "Warning: a translation that was never marked translated, so nothing says which English it follows.",
              example: "a new `fr/guides/x.md`, never named to `docgen translated`",
              fix: "Once it says what the English page says, run `docgen translated Content/fr/guides/x.md`."),
        .init(id: "translation-headings", summary: "`docgen translated` refused a page whose headings do not correspond one for one, by level, to its English page's.",
              example: "a French page with a `###` where English has a `##`, or one heading fewer",
              fix: "Keep the English headings, in order and at their levels (translate their text), then run it again."),
        .init(id: "translations-lock", summary: "A `translations.lock` that cannot be read (error), or that records a page that no longer exists (warning).",
              example: "a lock file edited by hand into invalid YAML; `fr/old.md` recorded after it was deleted",
              fix: "Run `docgen translated` on the language's pages: it rewrites the file and drops missing pages (delete a broken file first)."),
        // Pages
        .init(id: "front-matter", summary: "Missing or malformed front matter, or an unknown key.", example: "a page without `title:`",
              fix: "Start the page with `---`, `title:` (and optionally `order:`, `description:`), `---`."),
        .init(id: "broken-link", summary: "A relative link to no page, or to no heading in it.", example: "`[gone](missing-page.md)`",
              fix: "Point the link at an existing page and heading id."),
        .init(id: "table", summary: "A table whose rows do not fit its header.", example: "a row with three cells under a two-column header",
              fix: "Give every row one cell per column; escape a literal pipe as `\\|`."),
        .init(id: "unknown-diagram", summary: "A `diagram` block naming no diagram.", example: "```` ```diagram app-state ````",
              fix: "Use `app-states`, `app-states-scenes` or `scene-states`."),
        .init(id: "nesting-too-deep", summary: "Block quotes or lists nested deeper than docgen publishes.",
              example: "thousands of `> ` on one line", fix: "Flatten the structure."),
        // Files
        .init(id: "file-name", summary: "A page path with a character that changes a URL or breaks a line.",
              example: "`javascript:x.md`, `a#b.md`, a name with a newline", fix: "Rename the file."),
        .init(id: "encoding", summary: "A byte that is not UTF-8, at its line and column.", example: "a page saved as Latin-1",
              fix: "Save the file as UTF-8."),
        .init(id: "io", summary: "A file or folder that cannot be read, or a link out of the content folder.",
              example: "an unreadable folder; `en/x.md` linking to `/etc/passwd`", fix: "Fix the permissions or replace the link with the file."),
        .init(id: "no-source-language", summary: "No English pages in the content folder.", example: "a folder with only `fr/`",
              fix: "Add `en/`: English is the source."),
        .init(id: "language", summary: "A language folder the string catalogs have no strings for.",
              example: "`Content/jp/` (Japanese is `ja`)", fix: "Rename the folder to the language's BCP 47 tag, or add the language to the catalogs."),
        .init(id: "generated-path", summary: "A page where docgen writes a generated page.",
              example: "`Content/en/reference/glossary.md`", fix: "Move the page out of `reference/`."),
        // Theme and strings
        .init(id: "template", summary: "A Mustache template that does not parse, is missing, or includes a partial that does not exist.",
              example: "`{{#section}}` never closed; no `lifecycle-block.mustache`; `{{> sidebar}}` without `sidebar.mustache`",
              fix: "Close the section; keep `page.mustache`, `languages.mustache` and every partial `Site/README.md` lists."),
        .init(id: "template-value", summary: "A partial of docgen's names a value its context does not have (it would render as nothing).",
              example: "`{{modeNmae}}` in `lifecycle-block.mustache`",
              fix: "Use a value `Site/README.md` lists for that partial, or a `{{ui.key}}` string."),
        .init(id: "template-anchor", summary: "A partial no longer writes the id that links point at.",
              example: "`lifecycle-block.mustache` without `id=\"{{anchor}}\"`; `heading.mustache` without `id=\"{{id}}\"`",
              fix: "Keep the id on the element; change anything else."),
        .init(id: "site-config", summary: "`site.yml`, the theme's settings, is missing or not YAML.",
              example: "a theme folder without `site.yml`", fix: "Add `site.yml` (it may hold just `{}`)."),
        .init(id: "section", summary: "A section folder without its `_section.md` (title, order, description).",
              example: "`Content/en/extra/page.md` with no `Content/en/extra/_section.md`",
              fix: "Add `_section.md` with `title:` (and `order:`, `description:`) to the folder, and translate it."),
        .init(id: "ui-string-missing", summary: "A UI string is used but not defined, or not translated into a language of the content.",
              example: "`siteTitle` without a French value", fix: "Add the string to the `.xcstrings` catalog."),
        .init(id: "ui-string-placeholder", summary: "A translated UI string (or one of its plural forms) whose placeholders (`%@`, `%d`, `%lld`, `%1$@`) are not the English string's: another type, another count or another argument.",
              example: "French `Résultats : %@` for English `Results: %d`",
              fix: "Keep the English placeholders; reorder them with positions (`%2$@ … %1$d`) if the sentence needs it. A plural form other than `other` may leave the number out."),
        .init(id: "ui-string-state", summary: "Warning: a translated UI string whose `state` is not `translated` (`new`, `needs_review`), as a CAT tool or Xcode marks a value to check.",
              example: "`\"state\": \"needs_review\"` on the French `siteTitle`",
              fix: "Review the value, then set its state to `translated`."),
        .init(id: "ui-string-comment", summary: "Warning: a UI string key without a `comment` telling translators where it appears and what it means.",
              example: "a new `searchHint` key with only `localizations`",
              fix: "Add `\"comment\": \"…\"` to the key (Xcode: the Comment column)."),
        .init(id: "internal", summary: "A bug in docgen: a later stage found no result for something the parser saw.",
              example: "none that content can cause", fix: "Report it with the page that caused it."),
        .init(id: "ui-strings", summary: "A string catalog that cannot be read.", example: "invalid JSON in `ui.xcstrings`",
              fix: "Repair the JSON (Xcode or any JSON tool)."),
    ]

    /// `Documentation/Diagnostics.md`, whole.
    public static func markdown() -> String {
        var lines = [
            "# Diagnostics",
            "",
            "Every rule docgen reports, generated from `Sources/DocGenKit/Diagnostics/DiagnosticRules.swift`",
            "(`swift run docgen rules > Documentation/Diagnostics.md`; a test keeps the two in step). `verify --format`",
            "prints them as `text` (compiler style), `json`, `github` (workflow annotations) or `sarif` (SARIF 2.1.0).",
            "",
            "| rule | what it means | a failing example | the fix |",
            "|---|---|---|---|",
        ]
        for rule in all {
            let cells = ["`docgen.\(rule.id)`", rule.summary, rule.example, rule.fix].map { $0.replacingOccurrences(of: "|", with: "\\|") }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n")
    }
}
