/// What the theme's partials must keep for the site to work, checked by rendering each with its
/// sample context: every value a tag names exists (swift-mustache renders an unknown name as
/// nothing, so a misspelt value would vanish from every page), and the ids that links point at
/// (`seq-<id>` of a block, a heading's id) are still written.
enum PartialContract {
    /// With `cache` (a build with the render cache), the last build's answer while the theme is the
    /// same: the cache's fingerprint covers docgen's binary (the contexts) and every file of the
    /// theme, and the templates are hashed too, with the paths diagnostics print. Reading the sample
    /// contexts' value names by reflection was 2 % of a one-page rebuild's instructions.
    static func diagnostics(for theme: Theme, cache: PageCheckCache?) -> [Diagnostic] {
        guard let cache else { return diagnostics(for: theme) }
        var inputs = StableHash()
        for partial in Partial.allCases {
            guard let source = theme.templateSources[partial.rawValue] else { inputs.add("-"); continue }
            inputs.add(partial.rawValue); inputs.add(source.display); inputs.add(source.text)
        }
        return cache.diagnostics(of: .init("partial-contract"), inputs: inputs) { diagnostics(for: theme) }
    }

    static func diagnostics(for theme: Theme) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for partial in Partial.allCases {
            guard let source = theme.templateSources[partial.rawValue] else { continue }
            let sample = partial.contextType.sample
            let known = valueNames(in: sample).union(["ui"])
            for tag in TemplateTags.names(in: source.text) where !known.contains(tag.name) {
                let hint = TextDistance.suggestion(for: tag.name, among: known.sorted()).map { "; did you mean '\($0)'?" }
                    ?? "; it has \(known.sorted().joined(separator: ", "))"
                diagnostics.append(.error(at: SourceLocation(file: source.display, line: tag.line, column: tag.column),
                                          "'\(tag.name)' is no value of \(partial.fileName)\(hint)", rule: "template-value"))
            }
            let html = theme.partials.render(sample)
            for target in sample.linkTargets where !html.contains("id=\"\(target)\"") {
                diagnostics.append(.error(at: SourceLocation(file: source.display, line: 1),
                                          "\(partial.fileName) must write id=\"…\" with its link target (here '\(target)'): links to it would lead nowhere",
                                          rule: "template-anchor"))
            }
        }
        return diagnostics
    }

    /// The stored properties of a context and of every value inside it (array elements,
    /// optionals, nested structs): the names its template can use.
    static func valueNames(in value: Any) -> Set<String> {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection:
            return mirror.children.first.map { valueNames(in: $0.value) } ?? []
        case .struct:
            var names = Set<String>()
            for child in mirror.children {
                guard let label = child.label else { continue }
                names.insert(label)
                names.formUnion(valueNames(in: child.value))
            }
            return names
        default:
            return []
        }
    }
}

/// The value names a Mustache template's tags use: variables and sections, their first
/// component (`ui` of `ui.key`), the argument of a transform (`items` of `reversed(items)`).
enum TemplateTags {
    struct Name {
        let name: String
        let line: Int
        let column: Int
    }

    static func names(in template: String) -> [Name] {
        var names: [Name] = []
        // Made once, not once a line: a regex literal is compiled where it is evaluated.
        let tag = /\{\{(\{?)\s*([#^&]?)\s*([^}!>\/<$%=][^}]*?)\s*\}?\}\}/
        for (index, line) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // Changed delimiters hide the tags; such a template is left unchecked from there.
            if line.contains("{{=") { break }
            for match in line.matches(of: tag) {
                guard let name = valueName(String(match.output.3)) else { continue }
                let column = line.utf8.distance(from: line.startIndex, to: match.range.lowerBound) + 1
                names.append(Name(name: name, line: index + 1, column: column))
            }
        }
        return names
    }

    /// `ui.key` → `ui`; `reversed(items)` → `items`; `.`, `first()` (the section's own
    /// position) → nil.
    private static func valueName(_ tag: String) -> String? {
        var name = Substring(tag)
        while let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            name = name[name.index(after: open)..<name.index(before: name.endIndex)]
        }
        let first = name.split(separator: ".").first.map(String.init) ?? ""
        return first.isEmpty ? nil : first
    }
}
