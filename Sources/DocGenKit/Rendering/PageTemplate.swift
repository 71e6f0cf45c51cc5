
/// The page template, with each partial it includes more than once (a theme's navigation, say,
/// in a menu and in a sidebar) rendered once per page and pasted into every place that includes it.
///
/// The navigation of a large section is much of a page's template work, so this halves it for
/// such a theme (docgen's own includes it once: a phone shows the sidebar as its drawer).
/// A partial is shared only where sharing cannot change a byte: every inclusion of it is at the
/// template's top level (outside any section, so it sees the page's own values, as the single
/// rendering does) and none is an indented standalone tag (Mustache would indent each of the
/// partial's lines). Otherwise the template renders as written.
struct PageTemplate: Sendable {
    static let name = "page"
    /// Where the shared partials' HTML goes in the page's values.
    static let renderedKey = "docgenRenderedPartials"

    /// The theme's templates as written.
    private let plain: TemplateLibrary
    /// The same, with the page template's inclusions of `shared` partials replaced by their text.
    private let sharing: TemplateLibrary
    /// The partials rendered once per page, by name.
    let shared: [String]

    init(library: TemplateLibrary, pageText: String) {
        plain = library
        shared = Self.sharedPartials(in: pageText)
        var sharing = library
        if !shared.isEmpty {
            let names = Set(shared)
            let text = pageText.replacing(/\{\{\s*>\s*([^\s}]+)\s*\}\}/) { match in
                names.contains(String(match.output.1)) ? "{{> " + Self.standIn(for: String(match.output.1)) + "}}" : String(match.output.0)
            }
            for name in shared {
                // A partial of one triple tag: pasted where the original was, as Mustache pastes a partial.
                try? sharing.register("{{{" + Self.renderedKey + "." + name + "}}}", named: Self.standIn(for: name))
            }
            try? sharing.register(HTMLEscaping.pragma + text, named: Self.name)
        }
        self.sharing = sharing
    }

    func render(_ values: [String: TemplateValue]) -> String? {
        guard !shared.isEmpty else { return plain.render(.dictionary(values), withTemplate: Self.name) }
        var values = values
        var rendered: [String: String] = [:]
        for name in shared {
            guard let html = plain.render(.dictionary(values), withTemplate: name) else { return nil }
            rendered[name] = html
        }
        values[Self.renderedKey] = .strings(rendered)
        return sharing.render(.dictionary(values), withTemplate: Self.name)
    }

    private static func standIn(for name: String) -> String { "docgen-shared-" + name }

    /// Partials included at least twice, each time at the top level and not as an indented
    /// standalone tag. A template that changes its delimiters (`{{=`) shares nothing.
    static func sharedPartials(in template: String) -> [String] {
        var depth = 0
        var counts: [String: Int] = [:]
        var ineligible: Set<String> = []
        // Made once, not once a line: a regex literal is compiled where it is evaluated.
        let tag = /\{\{(\{?)\s*([#^\/$<>=!&]?)\s*([^}]*?)\s*\}\}(\}?)/
        for line in template.split(separator: "\n", omittingEmptySubsequences: false) {
            for match in line.matches(of: tag) {
                let sigil = match.output.2
                let name = String(match.output.3)
                switch sigil {
                case "=": return []
                case "#", "^", "$", "<": depth += 1
                case "/": depth -= 1
                case ">" where !name.hasPrefix("*"):
                    let before = line[line.startIndex..<match.range.lowerBound]
                    let indented = !before.isEmpty && before.allSatisfy(\.isWhitespace)
                    if depth != 0 || indented { ineligible.insert(name) }
                    counts[name, default: 0] += 1
                default: break
                }
            }
        }
        return counts.filter { $0.value > 1 && !ineligible.contains($0.key) }.map(\.key).sorted()
    }
}
