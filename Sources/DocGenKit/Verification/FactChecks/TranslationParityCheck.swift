import Lifecycle

/// A translation documents exactly the sequences of its English page: the same ids, each with
/// the same mode, starting state, events and callbacks. Only `//` comments may differ.
struct TranslationParityCheck: FactCheck {
    func diagnostics(for content: ParsedContent) -> [Diagnostic] {
        // Page by page, on every core; an unchanged pair's answer from the last build (it reads
        // the two pages' blocks alone).
        Array(content.pages.filter { !$0.source.language.isSource }.parallelMap { page -> [Diagnostic] in
            guard let english = content.page(.source, page.source.path) else {
                return [.error(at: SourceLocation(file: page.file, line: 1),
                               "translation has no English page '\(Language.source.code)/\(page.source.path)'", rule: "translation-orphan")]
            }
            guard let cache = content.pageCheckCache else { return Self.diagnostics(of: page, against: english) }
            return cache.diagnostics(of: Self.cacheName, for: page, comparedWith: english) {
                Self.diagnostics(of: page, against: english)
            }
        }.joined())
    }

    private static let cacheName = PageCheckCache.Check("translation-parity")

    private static func diagnostics(of page: ParsedPage, against english: ParsedPage) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let theirs = Dictionary(english.lifecycleBlocks.compactMap { b in b.id.map { ($0, b) } }, uniquingKeysWith: { a, _ in a })
        let ours = Set(page.lifecycleBlocks.compactMap(\.id))
        for block in page.lifecycleBlocks {
            guard let id = block.id else { continue }
            guard let original = theirs[id] else {
                diagnostics.append(.error(at: block.fence, "lifecycle block '\(id)' is not in the English page \(english.file)",
                                          rule: "translation-mismatch"))
                continue
            }
            if let difference = difference(block, original) {
                diagnostics.append(.error(at: difference.location,
                                          "lifecycle block '\(id)' differs from \(english.file):\(original.fence.line): \(difference.what)",
                                          rule: "translation-mismatch"))
            }
        }
        for block in english.lifecycleBlocks {
            guard let id = block.id, !ours.contains(id) else { continue }
            diagnostics.append(.error(at: SourceLocation(file: page.file, line: 1),
                                      "missing lifecycle block '\(id)' of \(english.file):\(block.fence.line)",
                                      rule: "translation-mismatch"))
        }
        return diagnostics
    }

    /// The first way `block` differs from `original`, if any.
    static func difference(_ block: LifecycleBlock, _ original: LifecycleBlock) -> (location: SourceLocation, what: String)? {
        for name in ["mode", "from", "events"] {
            let value = normalized(block.attribute(name)?.value, name), expected = normalized(original.attribute(name)?.value, name)
            if value != expected {
                return (block.attribute(name)?.location ?? block.fence, "\(name) is '\(value)', English has '\(expected)'")
            }
        }
        let count = max(block.lines.count, original.lines.count)
        for index in 0..<count {
            guard index < block.lines.count else {
                return (block.lines.last?.location ?? block.fence, "missing '\(original.lines[index].spelling)' at the end")
            }
            guard index < original.lines.count else {
                return (block.lines[index].location, "extra line '\(block.lines[index].spelling)'")
            }
            if canonical(block.lines[index].spelling) != canonical(original.lines[index].spelling) {
                return (block.lines[index].location,
                        "line \(index + 1) is '\(block.lines[index].spelling)', English has '\(original.lines[index].spelling)'")
            }
            let window = block.lines[index].window?.value, englishWindow = original.lines[index].window?.value
            if window != englishWindow {
                return (block.lines[index].window?.location ?? block.lines[index].location,
                        "line \(index + 1) names \(window.map { "window=" + $0 } ?? "no window"), "
                        + "English has \(englishWindow.map { "window=" + $0 } ?? "none")")
            }
        }
        return nil
    }

    private static func normalized(_ value: String?, _ name: String) -> String {
        let value = value ?? (name == "from" ? AppState.notRunning.rawValue : "")
        return value.split(separator: " ").joined(separator: " ")
    }

    /// Spellings of the same callback compare equal (`sceneDidBecomeActive` = `sceneDidBecomeActive(_:)`).
    private static func canonical(_ spelling: String) -> String {
        if case .callback(let callback) = CallbackSpelling.resolve(spelling) { return callback.swiftSelector }
        return spelling
    }
}
