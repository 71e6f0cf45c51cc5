/// A lock file laid out exactly as `docgen translated` writes it (`TranslationLock.serialized`), read
/// line by line from its bytes; nil for anything else (a hand edit, a quoted or unusual scalar, a
/// character YAML refuses), which `TranslationLock.parse` then reads with Yams, as before.
///
/// A lock keeps the English text of every section of every translated page: some 14 MB for 2,000
/// pages, each language its own. Yams composed a tree of it first, half a second a language on every
/// build, `verify` and `status`; this reads the same pages, texts and line numbers (a test holds the
/// two readers to the same answer) without one.
enum TranslationLockReader {
    static func read(_ text: String, file: String) -> TranslationLock? {
        var shared: [String: String] = [:]
        return read(text, file: file, sharing: &shared)
    }

    /// `shared`: texts read before, by fingerprint; a text with the same fingerprint and the same bytes
    /// is taken from there, and the others are added to it.
    static func read(_ text: String, file: String, sharing shared: inout [String: String]) -> TranslationLock? {
        var text = text
        return text.withUTF8 { read(bytes: $0, file: file, sharing: &shared) }
    }

    private static func read(bytes: UnsafeBufferPointer<UInt8>, file: String, sharing shared: inout [String: String]) -> TranslationLock? {
        guard !hasRefusedCharacter(bytes) else { return nil }
        let lines = Self.lines(of: bytes)
        func line(_ index: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
            index < lines.count ? bytes[lines[index]] : bytes[bytes.endIndex..<bytes.endIndex]
        }
        var index = 0
        while index < lines.count, line(index).isEmpty || line(index).first == UInt8(ascii: "#") { index += 1 }
        // An empty mapping is written `{}` on its key's line.
        let noPages = line(index + 1).elementsEqual("pages: {}".utf8)
        guard line(index).elementsEqual("version: \(TranslationLock.version)".utf8), noPages || line(index + 1).elementsEqual("pages:".utf8) else {
            return nil
        }
        index += 2
        var lock = TranslationLock()
        lock.file = file
        // `  <path>:`, then its sections, one `  - {section: <key>, level: <n>, sha256: <hex>}` a line.
        while !noPages, let key = keyLine(line(index)), key.value.isEmpty {
            let path = key.key
            // A key twice is an error to YAML (keys compare as Swift strings compare).
            guard lock.pages[path] == nil else { return nil }
            lock.lines[path] = index + 1
            index += 1
            var sections: [TranslationLock.Section] = []
            while let section = sectionLine(line(index)) {
                sections.append(section)
                index += 1
            }
            guard !sections.isEmpty else { return nil }
            lock.pages[path] = sections
        }
        let noTexts = line(index).elementsEqual("english: {}".utf8)
        guard noTexts || line(index).elementsEqual("english:".utf8) else { return nil }
        index += 1
        // `  <hex>: ''`, or `  <hex>: |-` and the text's lines, indented by four (blank lines empty).
        var english: [String: String] = [:], places: [String: LockFile.TextPlace] = [:]
        while !noTexts, index < lines.count, !line(index).isEmpty {
            guard let key = keyLine(line(index)), english[key.key] == nil else { return nil }
            index += 1
            if key.value.elementsEqual("''".utf8) {
                english[key.key] = ""
                places[key.key] = LockFile.TextPlace(offset: 0, count: 0, indentGiven: false)
                continue
            }
            guard let indentGiven = literalIndentation(key.value),
                  let (text, end) = literal(from: index, of: lines.count, line: line, indentGiven: indentGiven) else { return nil }
            places[key.key] = LockFile.TextPlace(offset: lines[index].lowerBound, count: lines[end - 1].upperBound - lines[index].lowerBound,
                                                 indentGiven: indentGiven)
            index = end
            if let known = shared[key.key], text.withUnsafeBufferPointer({ ByteSearch.same($0, known) }) {
                english[key.key] = known
            } else {
                let read = String(decoding: text, as: UTF8.self)
                english[key.key] = read
                shared[key.key] = read
            }
        }
        (lock.english, lock.textPlaces) = (english, places)
        // Nothing after the texts but blank lines.
        guard lines[index...].allSatisfy({ $0.isEmpty }) else { return nil }
        return lock
    }

    private static let indent = Array("    ".utf8)

    /// Whether a literal block's header gives its indentation: `|2-` (the key's two, and two), as
    /// libyaml writes it for a text that begins with spaces; `|-`, found from the first line, which
    /// must then begin with none. nil for any other header.
    private static func literalIndentation(_ header: Slice<UnsafeBufferPointer<UInt8>>) -> Bool? {
        if header.elementsEqual("|2-".utf8) { return true }
        return header.elementsEqual("|-".utf8) ? false : nil
    }

    /// The text of a literal block whose lines start at `start` (of `count` lines), and the line
    /// after it: its lines indented by four, blank lines empty, trailing blank lines dropped.
    private static func literal(from start: Int, of count: Int, line: (Int) -> Slice<UnsafeBufferPointer<UInt8>>,
                                indentGiven: Bool) -> (text: [UInt8], end: Int)? {
        var text: [UInt8] = [], blanks = 0, started = false, index = start
        while index < count {
            let content = line(index)
            if content.isEmpty {
                // Blank lines before the first line are the text's own, when the indentation is given.
                guard started || indentGiven else { return nil }
                blanks += 1
            } else if content.starts(with: indent) {
                let rest = content.dropFirst(indent.count)
                guard rest.contains(where: { $0 != UInt8(ascii: " ") }) else { return nil }
                guard indentGiven || started || (rest.first != UInt8(ascii: " ") && rest.first != UInt8(ascii: "\t")) else {
                    return nil
                }
                text.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: started ? blanks + 1 : blanks))
                text += rest
                (blanks, started) = (0, true)
            } else {
                break
            }
            index += 1
        }
        return started ? (text, index) : nil
    }

    /// One text of a lock, from the bytes `place` names in the file `read` found it in (the lines of
    /// its literal block, or nothing for an empty text); nil when they are not such a block.
    static func text(at place: LockFile.TextPlace, in bytes: [UInt8]) -> String? {
        guard place.count > 0 else { return "" }
        return bytes.withUnsafeBufferPointer { bytes in
            let lines = Self.lines(of: bytes)
            guard let (text, end) = literal(from: 0, of: lines.count, line: { bytes[lines[$0]] }, indentGiven: place.indentGiven),
                  end == lines.count else { return nil }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// `  <key>:` or `  <key>: <value>`, the key a plain scalar that means itself.
    private static func keyLine(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> (key: String, value: Slice<UnsafeBufferPointer<UInt8>>)? {
        guard line.count > 3, line.starts(with: [UInt8(ascii: " "), UInt8(ascii: " ")]),
              line[line.startIndex + 2] != UInt8(ascii: " "), line[line.startIndex + 2] != UInt8(ascii: "-"),
              let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let key = line[(line.startIndex + 2)..<colon]
        var value = line[line.index(after: colon)...]
        if !value.isEmpty {
            guard value.first == UInt8(ascii: " "), value.count > 1 else { return nil }
            value = value.dropFirst()
        }
        guard let text = scalar(key, inFlow: false) else { return nil }
        return (text, value)
    }

    /// `  - {section: <key>, level: <n>, sha256: <hex>}`, the level left out for the front matter and the lead.
    private static func sectionLine(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> TranslationLock.Section? {
        guard line.starts(with: sectionOpening), line.last == UInt8(ascii: "}") else { return nil }
        var fields = line[(line.startIndex + sectionOpening.count)..<(line.endIndex - 1)]
        // Each field is its name, `: ` and a scalar, the next after `, `.
        func field(_ name: [UInt8], last: Bool = false) -> Slice<UnsafeBufferPointer<UInt8>>? {
            guard fields.starts(with: name) else { return nil }
            let end = last ? fields.endIndex : fields.firstIndex(of: UInt8(ascii: ",")) ?? fields.endIndex
            let value = fields[(fields.startIndex + name.count)..<end]
            fields = fields[end...]
            if !last {
                guard fields.starts(with: [UInt8(ascii: ","), UInt8(ascii: " ")]) else { return nil }
                fields = fields.dropFirst(2)
            }
            return value
        }
        guard let keyField = field(sectionName), let key = scalar(keyField, inFlow: true) else { return nil }
        var level: Int?
        if fields.starts(with: levelName) {
            // Digits alone, as YAML reads them: a larger number, or another spelling, is left to Yams.
            guard let written = field(levelName), (1...18).contains(written.count),
                  written.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
            level = written.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        guard let fingerprintField = field(fingerprintName, last: true), let fingerprint = scalar(fingerprintField, inFlow: true) else {
            return nil
        }
        return TranslationLock.Section(key: key, level: level, fingerprint: fingerprint)
    }

    private static let sectionOpening = Array("  - {".utf8), sectionName = Array("section: ".utf8)
    private static let levelName = Array("level: ".utf8), fingerprintName = Array("sha256: ".utf8)

    /// The text of a scalar: plain, or in single quotes (as libyaml writes a text that would read as a
    /// number, a truth value or null: a fingerprint of twelve digits), holding no quote, and nothing
    /// that starts another kind of node, ends a key or a flow item, or starts a comment; nil for any other.
    private static func scalar(_ written: Slice<UnsafeBufferPointer<UInt8>>, inFlow: Bool) -> String? {
        var text = written
        if written.first == UInt8(ascii: "'") {
            guard written.count > 2, written.last == UInt8(ascii: "'") else { return nil }
            text = written.dropFirst().dropLast()
            guard !text.contains(UInt8(ascii: "'")) else { return nil }
        } else {
            guard let first = written.first, !indicators[Int(first)] else { return nil }
        }
        guard let first = text.first, let last = text.last, first != UInt8(ascii: " "), last != UInt8(ascii: " ") else { return nil }
        let refused = inFlow ? refusedInFlow : refusedInBlock
        guard !text.contains(where: { refused[Int($0)] }) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes that may not start a plain scalar, and those that may not stand in a key or a flow item, as tables.
    private static let indicators = table("-?:,[]{}#&*!|>'\"%@`")
    private static let refusedInBlock = table(":#\t"), refusedInFlow = table(":#,[]{}\t")

    private static func table(_ characters: String) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for byte in characters.utf8 { table[Int(byte)] = true }
        return table
    }

    /// Whether a character YAML refuses, or reads apart, stands in `bytes`: a control character (but
    /// the tab and the line feed), a C1 control (U+0080–U+009F), the byte-order mark, U+FFFE or U+FFFF.
    private static func hasRefusedCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        // Eight bytes at a time past printable ASCII (most of a lock), then byte by byte from a word that may hold one.
        let raw = UnsafeRawBufferPointer(bytes)
        let ones = UInt64(0x0101_0101_0101_0101), highs = UInt64(0x8080_8080_8080_8080)
        while true {
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // A byte below 0x20, or from 0x7f up (a false alarm only stops the skipping).
                let low = (word &- ones &* 0x20) & ~word & highs, high = (word | (word &+ ones)) & highs
                if low | high != 0 { break }
                index += 8
            }
            let end = min(index + 8, bytes.count)
            guard index < end else { return false }
            if hasRefusedCharacter(in: bytes, from: index, to: end) { return true }
            index = end
        }
    }

    /// `hasRefusedCharacter` from `start` to `end` (a character may run past `end`: its bytes after are read).
    private static func hasRefusedCharacter(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte < 0x20, byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\t") { return true }
            if byte == 0x7f { return true }
            if byte == 0xc2, index + 1 < bytes.count, (0x80...0x9f).contains(bytes[index + 1]) { return true }
            if byte == 0xef, index + 2 < bytes.count,
               (bytes[index + 1] == 0xbb && bytes[index + 2] == 0xbf) || (bytes[index + 1] == 0xbf && bytes[index + 2] >= 0xbe) {
                return true
            }
            index += 1
        }
        return false
    }

    /// Each line's range, without its line feed (a last line without one included; none after a final line feed).
    private static func lines(of bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var lines: [Range<Int>] = [], start = 0
        ByteSearch.forEachOffset(of: UInt8(ascii: "\n"), in: bytes) { end in
            lines.append(start..<end)
            start = end + 1
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }
}
