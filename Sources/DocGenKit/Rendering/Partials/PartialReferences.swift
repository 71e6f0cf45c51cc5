/// The partials a template includes (`{{> name}}`, or `{{< name}}`), each with its line and column.
enum PartialReferences {
    struct Reference: Equatable {
        let name: String
        let line: Int
        let column: Int
    }

    /// Dynamic names (`{{>*value}}`) are left out: only rendering knows them. A tag is on one line:
    /// `{{`, white space, `>` or `<`, white space, the name (up to white space or `}`), white space, `}}`.
    /// The column counts bytes from 1.
    static func references(in template: String) -> [Reference] {
        var template = template
        return template.withUTF8 { bytes in
            let text = TemplateBytes(bytes: bytes)
            var references: [Reference] = []
            var line = 1, lineStart = 0, counted = 0
            text.forEachOpening { at in
                var index = text.afterSpace(from: at + 2, acrossLines: false)
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "<") else { return nil }
                index = text.afterSpace(from: index + 1, acrossLines: false)
                guard index < bytes.count, bytes[index] != UInt8(ascii: "*") else { return nil }
                let nameEnd = text.endOfRun(from: index) { !TemplateBytes.isSpace($0) && $0 != UInt32(UInt8(ascii: "}")) }
                let close = text.afterSpace(from: nameEnd, acrossLines: false)
                guard nameEnd > index, text.has("}}", at: close) else { return nil }
                // Lines counted up to the tag, once over the whole template.
                for offset in counted..<at where bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                counted = at
                references.append(Reference(name: text.text(index..<nameEnd), line: line, column: at - lineStart + 1))
                return close + 2
            }
            return references
        }
    }
}
