import Yams

/// Splits a page into front matter and Markdown body, and reads the front matter: plain
/// `key: value` lines directly (`PlainFrontMatter`), any other YAML with Yams.
/// Every problem becomes a `Diagnostic` at the line and column it is on.
public enum FrontMatterReader {
    public struct Result: Sendable {
        public var frontMatter: FrontMatter?
        /// The Markdown after the closing `---`.
        public var body: String
        /// Lines above the body, to add to positions found in it.
        public var bodyLineOffset: Int
        public var diagnostics: [Diagnostic]
    }

    /// `readsPlainLines: false` has Yams read every block, for the tests that compare the two readings.
    public static func read(_ text: String, file: String, readsPlainLines: Bool = true) -> Result {
        let text = LineEndings.normalized(text)
        let lines = text.lines()
        let at = { (line: Int, column: Int) in SourceLocation(file: file, line: line, column: column) }
        guard lines.first.map({ $0.trimmingWhitespace() }) == "---" else {
            return Result(frontMatter: nil, body: text, bodyLineOffset: 0, diagnostics: [
                .error(at: at(1, 1), "missing front matter: a page starts with '---' and 'title:'",
                       rule: "front-matter"),
            ])
        }
        guard let close = lines.dropFirst().firstIndex(where: { $0.trimmingWhitespace() == "---" })
        else {
            // Without a closing line there is no front matter: the text is all Markdown (a `---` rule).
            return Result(frontMatter: nil, body: text, bodyLineOffset: 0, diagnostics: [
                .error(at: at(1, 1), "front matter is not closed: add a '---' line after it", rule: "front-matter"),
            ])
        }
        // The lines joined again are the text between them, taken whole.
        let yaml = close > 1 ? String(text[lines[1].startIndex..<lines[close - 1].endIndex]) : ""
        let body = close + 1 < lines.count ? String(text[lines[close + 1].startIndex...]) : ""
        let (frontMatter, diagnostics) = decode(yaml, file: file, readsPlainLines: readsPlainLines)
        return Result(frontMatter: frontMatter, body: body, bodyLineOffset: close + 1, diagnostics: diagnostics)
    }

    private static func decode(_ yaml: String, file: String, readsPlainLines: Bool) -> (FrontMatter?, [Diagnostic]) {
        if readsPlainLines, let fields = PlainFrontMatter.fields(of: yaml[...]) {
            return checked(fields, diagnostics: [], file: file)
        }
        // The YAML starts on the file's second line.
        let at = { (line: Int, column: Int) in SourceLocation(file: file, line: line + 1, column: column) }
        let node: Node?
        do {
            // UTF-8, what Yams picks by default, named here because picking it reads the process's
            // environment on every call (1.4 % of a 10,000-page verify).
            node = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch let error as YamlError {
            return (nil, [.error(at: position(of: error).map { at($0.line, $0.column) } ?? at(1, 1),
                                 "malformed front matter: \(problem(of: error))", rule: "front-matter")])
        } catch {
            return (nil, [.error(at: at(1, 1), "malformed front matter: \(error)", rule: "front-matter")])
        }
        guard let mapping = node?.mapping else {
            return (nil, [.error(at: at(1, 1), "front matter must be a mapping with 'title:' (and optionally 'order:', 'description:')",
                                 rule: "front-matter")])
        }
        var diagnostics: [Diagnostic] = []
        var fields: [String: FrontMatterField] = [:]
        for (key, value) in mapping {
            let name = key.string ?? ""
            if FrontMatter.knownKeys.contains(name) {
                fields[name] = FrontMatterField(text: value.string, scalarText: value.scalar?.string, bool: value.bool,
                                                line: value.mark?.line ?? 0, column: value.mark?.column ?? 1)
            } else {
                let mark = key.mark.map { at($0.line, $0.column) } ?? at(1, 1)
                let hint = TextDistance.suggestion(for: name, among: FrontMatter.knownKeys.sorted())
                    .map { "; did you mean '\($0)'?" } ?? ""
                diagnostics.append(.error(at: mark, "unknown front matter key '\(name)'\(hint)", rule: "front-matter"))
            }
        }
        return checked(fields, diagnostics: diagnostics, file: file)
    }

    /// The front matter that the known keys' values make, or the errors that stop it.
    private static func checked(_ values: [String: FrontMatterField], diagnostics: [Diagnostic], file: String)
        -> (FrontMatter?, [Diagnostic]) {
        var diagnostics = diagnostics
        let at = { (line: Int, column: Int) in SourceLocation(file: file, line: line + 1, column: column) }
        // A value without a mark (line 0) is placed at the block's start.
        let markOf = { (value: FrontMatterField) in value.line > 0 ? at(value.line, value.column) : at(1, 1) }
        guard let title = values["title"]?.text, !title.isEmpty else {
            diagnostics.append(.error(at: at(1, 1), "front matter needs a 'title'", rule: "front-matter"))
            return (nil, diagnostics)
        }
        var order: Int?
        if let orderField = values["order"] {
            guard let number = orderField.scalarText.flatMap(Self.wholeNumber) else {
                diagnostics.append(.error(at: markOf(orderField), "'order' must be a whole number", rule: "front-matter"))
                return (nil, diagnostics)
            }
            order = number
        }
        var rawHTML = false
        if let flag = values["unsafe-html"] {
            guard let value = flag.bool else {
                diagnostics.append(.error(at: markOf(flag), "'unsafe-html' must be true or false", rule: "front-matter"))
                return (nil, diagnostics)
            }
            rawHTML = value
        }
        var updated: ContentDate?
        if let dateField = values["updated"] {
            let written = dateField.scalarText ?? ""
            guard let date = ContentDate(iso: written) else {
                diagnostics.append(.error(at: markOf(dateField), "'updated' must be a day written YYYY-MM-DD, such as 2026-11-20"
                                              + (written.isEmpty ? "" : " ('\(written)' is not one)"), rule: "front-matter"))
                return (nil, diagnostics)
            }
            updated = date
        }
        let frontMatter = FrontMatter(title: title, order: order, description: values["description"]?.text,
                                      allowsRawHTML: rawHTML, updated: updated)
        return (diagnostics.isEmpty ? frontMatter : nil, diagnostics)
    }

    private static func position(of error: YamlError) -> (line: Int, column: Int)? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return (mark.line, mark.column)
        default:
            return nil
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _):
            return problem
        default:
            return "\(error)".split(separator: "\n").first.map(String.init) ?? "invalid YAML"
        }
    }

    /// A whole number as YAML writes one: decimal (`12`, `-3`, `1_000`), `0x`, `0o`, `0b`, or
    /// YAML 1.1's base 60 (`1:30` is 90). Not Yams's `Node.int`, whose base-60 reading traps on
    /// overflow (`6666666666666666:59:59`, found by fuzzing): here overflow is a plain error.
    static func wholeNumber(_ text: String) -> Int? {
        if text.contains(":") {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            guard var total = wholeNumber(parts[0]) else { return nil }
            let negative = parts[0].hasPrefix("-")
            for part in parts.dropFirst() {
                guard !part.isEmpty, part.count <= 2, part.allSatisfy({ $0.isASCII && $0.isNumber }),
                      let digit = Int(part), digit < 60 else { return nil }
                let (shifted, overflowA) = total.multipliedReportingOverflow(by: 60)
                let (sum, overflowB) = shifted.addingReportingOverflow(negative ? -digit : digit)
                guard !overflowA, !overflowB else { return nil }
                total = sum
            }
            return total
        }
        var digits = text.replacingASCII("_", with: "")
        var sign = ""
        if let first = digits.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            digits.removeFirst()
        }
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.lowercased().hasPrefix(prefix) {
            return Int(sign + digits.dropFirst(2), radix: radix)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(sign + digits)
    }
}
