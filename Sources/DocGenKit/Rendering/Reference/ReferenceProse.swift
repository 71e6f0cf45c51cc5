import Lifecycle

/// The hand-written part of a callback's reference page, `Content/<lang>/reference/callbacks/<slug>.md`:
/// what UIKit guarantees, what belongs in the method, its time limits. Translated and verified like
/// any page, it is not a page of its own: it joins the page generated from the model, below the
/// declaration (`ReferencePages.callbackPage`).
enum ReferenceProse {
    static let folder = ReferencePages.section + "/callbacks/"

    /// Where the rendered prose goes in the generated page's HTML (a private-use character, as
    /// `BodyPlaceholder` uses, so no text of a page can spell it).
    static let token = "\u{F8FF}reference-prose\u{F8FF}"

    /// Whether `path` (inside a language folder) is a file of the prose folder: one level deep, Markdown.
    static func isProsePath(_ path: String) -> Bool {
        path.hasPrefix(folder) && path.hasSuffix(".md") && !path.dropFirst(folder.count).contains("/")
    }

    /// `reference/callbacks/scenedidbecomeactive.md` → `scenedidbecomeactive`.
    static func slug(ofProsePath path: String) -> String { String(path.dropFirst(folder.count).dropLast(3)) }

    /// The callback a prose file is about, `nil` when its name is no callback's slug.
    static func callback(forProsePath path: String) -> Callback? {
        isProsePath(path) ? bySlug[slug(ofProsePath: path)] : nil
    }

    static func path(of callback: Callback) -> String { folder + ReferencePages.slug(callback.swiftSelector) + ".md" }

    static let bySlug: [String: Callback] = Dictionary(
        CallbackCatalogue.all.map { (ReferencePages.slug($0.swiftSelector), $0) }, uniquingKeysWith: { first, _ in first })

    /// Each callback's prose in `language`, or the English when it is not translated yet.
    static func pages(in content: ParsedContent, language: Language) -> [String: ParsedPage] {
        var pages: [String: ParsedPage] = [:]
        for callback in CallbackCatalogue.all {
            let path = path(of: callback)
            let page = content.page(language, path).flatMap { $0.frontMatter == nil ? nil : $0 } ?? content.page(.source, path)
            if let page, page.frontMatter != nil { pages[ReferencePages.slug(callback.swiftSelector)] = page }
        }
        return pages
    }
}
