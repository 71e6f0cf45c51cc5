import Foundation

/// Escaping for text and attribute values in the HTML docgen writes itself.
enum HTML {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The text of HTML that `escape` or cmark wrote (the four entities and `&#39;`).
    static func unescape(_ html: String) -> String {
        guard html.utf8.contains(UInt8(ascii: "&")) else { return html }
        return html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Where a long API name may wrap: after `.`, `:` or `(` when a name goes on, and where a
    /// camel-case word starts (`applicationWill<wbr>Enter<wbr>Foreground(<wbr>_:)`), never inside a
    /// word, never before a lone `)`; humps need three letters on each side, so `iOS` stays whole.
    /// `escaped` is HTML already: tags and entities pass through untouched.
    static func breakableCode(_ escaped: String) -> String {
        if let ascii = breakableASCII(escaped) { return ascii }
        return breakableCharacters(escaped)
    }

    /// `breakableCode` read Character by Character: any text.
    static func breakableCharacters(_ escaped: String) -> String {
        let characters = Array(escaped)
        var result = ""
        result.reserveCapacity(escaped.utf8.count + 16)
        var index = 0
        var letters = 0  // letters since the last break or punctuation
        while index < characters.count {
            let character = characters[index]
            if character == "<" || character == "&" {  // a tag or an entity: copy it whole
                let end: Character = character == "<" ? ">" : ";"
                while index < characters.count {
                    result.append(characters[index])
                    index += 1
                    if characters[index - 1] == end { break }
                }
                letters = 0
                continue
            }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if character.isUppercase, letters >= 3, let previous = result.last, startsHump(previous, character, next),
               remainingLetters(characters, from: index) >= 3 {
                result += "<wbr>"
                letters = 0
            }
            result.append(character)
            letters = character.isLetter || character.isNumber ? letters + 1 : 0
            if character == "." || character == ":" || character == "(", let next, next.isLetter {
                result += "<wbr>"
            }
            index += 1
        }
        return result
    }

    /// `breakableCode` for text all in ASCII, read by bytes, where a Character is a byte (or
    /// "\r\n", which no rule tells from its two bytes): the same steps as `breakableCharacters`,
    /// without making a Character of each byte of every code span (5 % of a clean build). Nil for
    /// other text.
    static func breakableASCII(_ escaped: String) -> String? {
        var escaped = escaped
        return escaped.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
            func isLower(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
            func isLetterOrDigit(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) || (0x30...0x39).contains(byte) }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count + 16)
            let hint = Array("<wbr>".utf8)
            var index = 0
            var letters = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") {
                    let end = byte == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: ";")
                    while index < bytes.count {
                        result.append(bytes[index])
                        index += 1
                        if bytes[index - 1] == end { break }
                    }
                    letters = 0
                    continue
                }
                let next = index + 1 < bytes.count ? bytes[index + 1] : nil
                if isUpper(byte), letters >= 3, let previous = result.last,
                   isLower(previous) || (0x30...0x39).contains(previous) || (isUpper(previous) && next.map(isLower) == true),
                   index + 2 < bytes.count, isLetterOrDigit(bytes[index + 1]), isLetterOrDigit(bytes[index + 2]) {
                    result += hint
                    letters = 0
                }
                result.append(byte)
                letters = isLetterOrDigit(byte) ? letters + 1 : 0
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "("), let next, isUpper(next) || isLower(next) {
                    result += hint
                }
                index += 1
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// `aB` (lower, then upper) or `ABc` (the last capital of an acronym before a lower-case letter).
    private static func startsHump(_ previous: Character, _ current: Character, _ next: Character?) -> Bool {
        previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true)
    }

    private static func remainingLetters(_ characters: [Character], from index: Int) -> Int {
        var count = 0
        for character in characters[index...] {
            guard character.isLetter || character.isNumber else { break }
            count += 1
            if count >= 3 { break }
        }
        return count
    }

    /// Every break hint a page body gets, in one place for written and generated pages: in code
    /// spans, in links that are one long name, in headings' long names.
    static func breakingNames(in html: String) -> String {
        breakingHeadingNames(in: breakingLinkedNames(in: breakingCodeSpans(in: html)))
    }

    /// `breakableCode` applied to the text of every inline `<code>` element of an HTML fragment
    /// (with or without attributes), not to code blocks (`<pre><code>`), and once only.
    static func breakingCodeSpans(in html: String) -> String {
        rewritingElements(["code"], in: html) { tag, inner, afterPre in
            let isSpan = (tag == "<code>" || tag.hasPrefix("<code ")) && !afterPre
            return isSpan && !inner.containsBytes("<wbr>") ? breakableCode(inner) : nil
        }
    }

    /// `breakableCode` applied to a link whose text is one long name, an API's or an address
    /// (`UISceneSession.stateRestorationActivity`, a Sources list's links): without it a phone's
    /// narrow column broke it anywhere (`…Activit|y`, a lone `:)`). Links with spaces or markup
    /// inside (a code span has had its turn) stay as they are.
    static func breakingLinkedNames(in html: String) -> String {
        // A name of 12 characters has 12 bytes or more: shorter links are passed over unread.
        rewritingElements(["a"], in: html, ifInner: { $0.count >= 12 }) { tag, inner, _ in
            let isName = tag.hasPrefix("<a ") && inner.count >= 12 && !inner.containsBytes("<") && !inner.contains(where: \.isWhitespace)
            return isName ? breakableCode(inner) : nil
        }
    }

    /// `html` with the content of each `<name …>…</name>` element, `name` one of `names` (not
    /// nested in one of its kind), replaced by `rewrite(openingTag, content, whetherTheTagBeforeIsPre)`,
    /// or kept where it gives nil. It reads bytes (every delimiter is ASCII): Foundation's search and
    /// regular expressions over a 300 KB reference page were a third of a build.
    /// `ifInner` passes over, unread, an element whose content's bytes cannot be rewritten: making
    /// the strings of every heading was most of the heading names' pass.
    private static func rewritingElements(_ names: [String], in html: String,
                                          ifInner worthReading: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in true },
                                          _ rewrite: (_ tag: String, _ inner: String, _ afterPre: Bool) -> String?) -> String {
        let openings = names.map { Array(("<" + $0).utf8) }, closings = names.map { Array("</\($0)>".utf8) }
        // Most tags start with no name's first letter: they are passed over on that byte alone.
        var firstLetters = [Bool](repeating: false, count: 256)
        for opening in openings where opening.count > 1 { firstLetters[Int(opening[1])] = true }
        var text = html
        // The page's bytes read in place, each `<` found by `memchr` (a copy of the page and a
        // search byte by byte were half of this pass).
        return text.withUTF8 { bytes -> String in
            guard let base = bytes.baseAddress else { return html }
            var result: StringSplice?, copied = 0, from = 0
            while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: "<")), bytes.count - from) {
                let open = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                // `<a` must not take `<abbr>` for a link: the name ends at a space or the tag's end.
                guard open + 1 < bytes.count, firstLetters[Int(bytes[open + 1])], let name = names.indices.first(where: { index in
                          let after = open + openings[index].count
                          return after < bytes.count && bytes[open...].starts(with: openings[index])
                              && (bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: ">"))
                      }) else {
                    from = open + 1
                    continue
                }
                let closing = closings[name]
                guard let tagEnd = bytes[(open + openings[name].count)...].firstIndex(of: UInt8(ascii: ">")),
                      let closeOffset = ByteSearch.firstIndex(of: closing, inBuffer: UnsafeBufferPointer(rebasing: bytes[tagEnd...])) else { break }
                let close = tagEnd + closeOffset
                let inner = UnsafeBufferPointer(rebasing: bytes[(tagEnd + 1)..<close])
                guard worthReading(inner) else {
                    from = close + closing.count
                    continue
                }
                let tag = String(decoding: UnsafeBufferPointer(rebasing: bytes[open...tagEnd]), as: UTF8.self)
                let afterPre = bytes[..<open].lastIndex(of: UInt8(ascii: "<")).map { bytes[$0...].starts(with: "<pre".utf8) } ?? false
                if let rewritten = rewrite(tag, String(decoding: inner, as: UTF8.self), afterPre) {
                    if result == nil { result = StringSplice(of: html, capacity: bytes.count + bytes.count / 16) }
                    result?.copy(copied..<(tagEnd + 1))  // up to a `>`
                    result?.append(rewritten)
                    copied = close  // a `<`
                }
                from = close + closing.count
            }
            // Nothing rewritten (no long name in the page's headings, say): the page as it came.
            guard var result else { return html }
            result.copy(copied..<bytes.count)
            return result.text
        }
    }

    /// `breakableCode` applied to the long names in headings' text (`"applicationWillResignActive
    /// means…"` in a heading of its own): a phone broke them anywhere (`…Activ|e`). Only words of
    /// 16 letters or more with a camel-case hump; code spans (already hinted) and tags are left alone.
    static func breakingHeadingNames(in html: String) -> String {
        rewritingElements((1...6).map { "h\($0)" }, in: html, ifInner: mayHoldLongName) { _, inner, _ in
            var inCode = false, rewritten = ""
            for piece in tagsAndText(inner[...]) {
                if piece.hasPrefix("<") {
                    if piece.hasPrefix("<code") { inCode = true } else if piece.hasPrefix("</code") { inCode = false }
                    rewritten += piece
                } else if inCode {
                    rewritten += piece
                } else {
                    rewritten += breakingLongNames(in: piece)
                }
            }
            return rewritten
        }
    }

    /// Whether `bytes` hold 16 ASCII letters and digits in a row with a lower-case letter before an
    /// upper-case one among them: every long name `breakingLongNames` breaks is such a run (a word
    /// is ASCII letters and digits, each a byte), so an element without one is left as it is.
    private static func mayHoldLongName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var run = 0, humped = false, previous: UInt8 = 0
        for byte in bytes {
            let isLower = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte), isUpper = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            guard isLower || isUpper || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else {
                (run, humped) = (0, false)
                continue
            }
            if run > 0, isUpper, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(previous) { humped = true }
            run += 1
            previous = byte
            if run >= 16, humped { return true }
        }
        return false
    }

    /// `text` with each word of 16 ASCII letters and digits or more (from its first letter) that
    /// has a camel-case hump made breakable. A loop, not a regular expression: over every heading
    /// of 10,000 pages, `replacing(/…/)` was 6 % of a build.
    private static func breakingLongNames(in text: Substring) -> String {
        var result = "", word = ""
        func endWord() {
            let isLongName = word.utf8.count >= 16 && zip(word.utf8, word.utf8.dropFirst()).contains { pair in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(pair.0) && (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(pair.1)
            }
            result += isLongName ? breakableCode(word) : word
            word = ""
        }
        for character in text {
            if character.isASCII, character.isLetter || (character.isNumber && !word.isEmpty) {
                word.append(character)
            } else {
                endWord()
                result.append(character)
            }
        }
        endWord()
        return result
    }

    /// `html` cut into its tags (`<…>`) and the text between them, in order.
    private static func tagsAndText(_ html: Substring) -> [Substring] {
        var pieces: [Substring] = [], rest = html
        while !rest.isEmpty {
            let end = rest.first == "<" ? (rest.firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex)
                                        : (rest.firstIndex(of: "<") ?? rest.endIndex)
            pieces.append(rest[..<end])
            rest = rest[end...]
        }
        return pieces
    }
}
