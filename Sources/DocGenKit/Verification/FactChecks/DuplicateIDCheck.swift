/// A lifecycle block's `id` is unique within its page: translations are matched by it.
struct DuplicateIDCheck: FactCheck {
    func diagnostics(for content: ParsedContent) -> [Diagnostic] {
        // Page by page, an unchanged page's answer from the last build: its blocks are not read.
        content.diagnosticsOfEachPage("duplicate-id") { page in
            var diagnostics: [Diagnostic] = []
            var first: [String: SourceLocation] = [:]
            for block in page.lifecycleBlocks {
                guard let id = block.id, let attribute = block.attribute("id") else { continue }
                if let earlier = first[id] {
                    diagnostics.append(.error(at: attribute.location,
                                              "duplicate lifecycle id '\(id)' (first used on line \(earlier.line))",
                                              rule: "duplicate-id"))
                } else {
                    first[id] = attribute.location
                }
            }
            return diagnostics
        }
    }
}
