import Foundation
import Yams

/// `Site/site.yml`, the theme's settings. Sections are described by their `_section.md` files; a
/// `sections:` list from older sites is still accepted and ignored.
public struct SiteConfig: Sendable, Equatable {
    static let draftLanguagesKey = "draft-languages"

    /// Languages still being translated (`draft-languages: [ja]`): they build with English UI
    /// strings where theirs are missing, are left out of the language picker, of other languages'
    /// switchers and hreflang, and their pages say they are drafts.
    public var draftLanguages: Set<Language> = []

    /// `edit-url: https://example.org/docgen/edit/main/Content/{path}`: where a page's source can be
    /// edited, `{path}` standing for the page's path under `Content/` (`fr/scenes/scenes.md`).
    /// Absent: pages have no edit link.
    public var editURL: String?

    static let editURLKey = "edit-url"
    static let pathPlaceholder = "{path}"

    public init(draftLanguages: Set<Language> = [], editURL: String? = nil) {
        self.draftLanguages = draftLanguages
        self.editURL = editURL
    }

    /// The edit link of the page at `contentPath` (`fr/scenes/scenes.md`), if the site has one.
    func editLink(for contentPath: String) -> String? {
        guard let editURL else { return nil }
        let encoded = contentPath.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? contentPath
        return editURL.replacingOccurrences(of: Self.pathPlaceholder, with: encoded)
    }

    /// Reads the file, reporting what is wrong in it; a missing or unreadable file is an error.
    static func read(_ url: URL, displayBase: URL?) -> (SiteConfig, [Diagnostic]) {
        let display = ContentLoader.displayPath(of: url, base: displayBase)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            return (SiteConfig(), [.error(at: SourceLocation(file: display, line: 1),
                                          "missing site.yml: the theme's settings file (it may be empty)", rule: "site-config")])
        }
        return parse(text, file: display)
    }

    static func parse(_ text: String, file: String) -> (SiteConfig, [Diagnostic]) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            return (SiteConfig(), [.error(at: SourceLocation(file: file, line: 1), "site.yml is not valid YAML", rule: "site-config")])
        }
        guard let node, let mapping = node.mapping else {
            let empty = node == nil || node?.scalar?.string.isEmpty == true
            return (SiteConfig(), empty ? [] : [.error(at: SourceLocation(file: file, line: 1),
                                                       "site.yml must be a mapping of settings (or {})", rule: "site-config")])
        }
        var config = SiteConfig()
        var diagnostics: [Diagnostic] = []
        let at = { (node: Node) in SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1) }
        if let edit = mapping[Node(editURLKey)] {
            let written = edit.scalar?.string ?? ""
            if Self.isEditURL(written) {
                config.editURL = written
            } else {
                diagnostics.append(.error(at: at(edit), "'\(editURLKey)' is an http(s) address with '\(pathPlaceholder)' where the page's path "
                                              + "under Content/ goes, such as https://example.org/docgen/edit/main/Content/{path}",
                                          rule: "site-config"))
            }
        }
        guard let drafts = mapping[Node(draftLanguagesKey)] else { return (config, diagnostics) }
        guard let list = drafts.sequence else {
            return (config, diagnostics + [.error(at: at(drafts), "'\(draftLanguagesKey)' is a list of language tags, such as [ja]",
                                                  rule: "site-config")])
        }
        for item in list {
            let written = item.scalar?.string ?? ""
            switch LanguageTag.read(written) {
            case .canonical(let language):
                config.draftLanguages.insert(language)
            case .variant(let language):
                diagnostics.append(.error(at: at(item), "'\(written)' is written '\(language.code)' in docgen: use '\(language.code)'",
                                          rule: "site-config"))
            case .invalid(let suggestion):
                diagnostics.append(.error(at: at(item), "'\(written)' is not a language tag" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                                          rule: "site-config"))
            }
        }
        return (config, diagnostics)
    }

    /// An absolute http(s) address with a host, no spaces or quotes, and the path placeholder.
    static func isEditURL(_ text: String) -> Bool {
        guard text.contains(pathPlaceholder), !text.contains(where: { $0.isWhitespace || "\"<>".contains($0) }),
              let url = URL(string: text.replacingOccurrences(of: pathPlaceholder, with: "x")),
              let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host?.isEmpty == false else { return false }
        return true
    }
}
