import Lifecycle

/// Inline code in prose that looks like a callback (`applicationDidBecomeActive`,
/// `scene(_:willConnectTo:options:)`) must name a real one, so prose cannot drift either.
struct InlineCallbackCheck: FactCheck {
    func diagnostics(for content: ParsedContent) -> [Diagnostic] {
        content.diagnosticsOfEachPage("inline-callback") { page in
            var diagnostics: [Diagnostic] = []
            for span in page.facts.codeSpans where Self.looksLikeCallback(span.text) {
                let (literal, at) = (span.text, span.location)
                switch CallbackSpelling.resolve(literal) {
                case .callback:
                    break
                case .ambiguous(let candidates):
                    let names = candidates.map { "'\($0.swiftSelector)'" }.joined(separator: ", ")
                    diagnostics.append(.error(at: at, "'\(literal)' could be any of \(names); write the full selector",
                                              rule: "ambiguous-callback"))
                case .unknown(let suggestion):
                    let hint = suggestion.map { "; did you mean '\($0.swiftSelector)'?" } ?? ""
                    diagnostics.append(.error(at: at, "'\(literal)' is not a callback\(hint)", rule: "unknown-callback"))
                }
            }
            return diagnostics
        }
    }

    /// `application`, `scene`, `windowScene` or `userNotificationCenter`, then a selector or a
    /// Did/Will/Should verb.
    static func looksLikeCallback(_ literal: String) -> Bool {
        // Nearly every code span is ASCII, where Characters are bytes: compared as bytes (by
        // Characters, this was 2 % of `verify`).
        if let answer = literal.utf8.withContiguousStorageIfAvailable(looksLikeCallback(ascii:)), let answer { return answer }
        guard !literal.containsBytes(" "), !literal.containsBytes(".") else { return false }
        for prefix in ["userNotificationCenter", "windowScene", "application", "scene"] where literal.hasPrefix(prefix) {
            let rest = literal.dropFirst(prefix.count)
            return rest.hasPrefix("(") || rest.hasPrefix(":")
                || ["Did", "Will", "Should"].contains { rest.hasPrefix($0) }
        }
        return false
    }

    private static let prefixes = ["userNotificationCenter", "windowScene", "application", "scene"].map { Array($0.utf8) }
    private static let verbs = ["(", ":", "Did", "Will", "Should"].map { Array($0.utf8) }

    /// `looksLikeCallback` of ASCII `bytes`; nil for any other text.
    private static func looksLikeCallback(ascii bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        guard !bytes.contains(UInt8(ascii: " ")), !bytes.contains(UInt8(ascii: ".")),
              let prefix = prefixes.first(where: { bytes.starts(with: $0) }) else { return false }
        let rest = bytes.dropFirst(prefix.count)
        return verbs.contains { rest.starts(with: $0) }
    }
}
