/// The templates a template includes (`{{> name}}`, `{{< parent}}`), each with where its tag is.
/// swift-mustache renders a name it does not know as nothing, so the theme checks them instead.
enum PartialReferences {
    struct Reference {
        let name: String
        let line: Int
        let column: Int
    }

    /// Dynamic names (`{{>*value}}`) are left out: only rendering knows them.
    static func references(in template: String) -> [Reference] {
        var references: [Reference] = []
        // Made once, not once a line: a regex literal is compiled where it is evaluated.
        let partialTag = /\{\{\s*[><]\s*([^\s}*][^\s}]*)\s*\}\}/
        for (index, line) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for match in line.matches(of: partialTag) {
                let column = line.utf8.distance(from: line.startIndex, to: match.range.lowerBound) + 1
                references.append(Reference(name: String(match.output.1), line: index + 1, column: column))
            }
        }
        return references
    }
}
