@testable import DocGenKit
import Foundation
import Testing

/// `containsBytes` stands in for Foundation's `contains` where docgen looks for ASCII markers.
@Suite("Byte search")
struct ByteSearchTests {
    @Test("an ASCII needle is found where Foundation finds it, in text of any script")
    func agreesWithFoundation() {
        let pieces = ["docgen:", "|", "\\|", "OS", "iOS 17", "Catalyst", "é", "e\u{301}", "生命周期", "👩🏽‍💻", " ", "-", "<wbr>", "d", "ocgen"]
        let needles = ["docgen:", "|", "\\|", "OS", "Catalyst", "<wbr>", "-", " ", "gen:"]
        var random = SplitMix(seed: 3)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for needle in needles {
                #expect(text.containsBytes(needle) == text.contains(needle), "\(text) / \(needle)")
                #expect(text.dropFirst().containsBytes(needle) == text.dropFirst().contains(needle), "\(text) / \(needle)")
            }
        }
        #expect(!"abc".containsBytes(""))
    }

    @Test("a lifecycle line's comment and spelling are found where Foundation's range(of:) finds them, in 3,000 random lines")
    func firstRangeAsFoundation() {
        let pieces = ["//", "/", " ", "\t", "sceneDidBecomeActive", "app", "é", "e\u{301}", "\u{212A}", "K", "/\u{338}", "\u{338}", "生命",
                      "한", "\r\n", "\r", "Ａ", "→", "👩🏽‍💻", "window=2", ""]
        let needles = ["//", "sceneDidBecomeActive", "app", "é", "e\u{301}", "K", "生命", "window=2", "/ ", "한"]
        var random = SplitMix(seed: 17)
        var byBytes = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let line = Substring(text).dropFirst(Int.random(in: 0...1, using: &random))
            if line.unicodeScalars.allSatisfy(\.isCharacterOfItsOwn) { byBytes += 1 }
            for needle in needles {
                #expect(firstRange(of: needle, in: line) == line.range(of: needle), "\(line.debugDescription) / \(needle.debugDescription)")
                let offset = line.range(of: needle).map { line.utf8.distance(from: line.startIndex, to: $0.lowerBound) }
                #expect(byteOffset(of: needle, in: line) == offset, "\(line.debugDescription) / \(needle.debugDescription)")
            }
        }
        #expect(byBytes > 500, "only \(byBytes) lines were searched by bytes")
        #expect(firstRange(of: "", in: "abc") == nil)
    }

    @Test("strings sort by their UTF-8 bytes as byte arrays do, prefixes and empty strings included")
    func utf8Order() {
        let pieces = ["", "a", "b", "ab", "é", "e\u{301}", "生", "한", "👩🏽‍💻", "terms ", "en/", "page-1", "page-10", "\u{0}"]
        var random = SplitMix(seed: 29)
        for _ in 0..<3_000 {
            let make = { (random: inout SplitMix) in
                (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            let left = make(&random), right = make(&random)
            #expect(left.utf8Precedes(right) == Array(left.utf8).lexicographicallyPrecedes(Array(right.utf8)),
                    "\(left.debugDescription) / \(right.debugDescription)")
        }
        #expect(!"".utf8Precedes(""))
        #expect("".utf8Precedes("a"))
        #expect("page-1".utf8Precedes("page-10"))
    }

    @Test("a pattern found through memchr is found where the byte-by-byte search finds it, in 3,000 random texts")
    func patternThroughMemchr() {
        // The body placeholders' frame (U+F8FF), and bytes that share its lead byte or its tail.
        let frame = Array("\u{F8FF}".utf8)
        let pieces: [[UInt8]] = [frame, Array(frame.prefix(2)), Array(frame.suffix(2)), Array("，".utf8), Array("生".utf8), [0xEF], [0x61], []]
        var random = SplitMix(seed: 41)
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...10, using: &random)).flatMap { _ in pieces.randomElement(using: &random)! }
            for pattern in [frame, [0xEF], Array(frame.suffix(2))] {
                let found = bytes.withUnsafeBufferPointer { ByteSearch.firstIndex(of: pattern, inBuffer: $0) }
                #expect(found == ByteSearch.firstIndex(of: pattern, in: bytes, from: 0), "\(bytes) / \(pattern)")
            }
        }
        #expect([UInt8]().withUnsafeBufferPointer { ByteSearch.firstIndex(of: frame, inBuffer: $0) } == nil)
    }

    @Test("a byte is found by memchr wherever the UTF-8 holds it, and only there")
    func findsOneByte() {
        let pieces = ["line\r\n", "\r", "\n", "生命周期", "é", "👩🏽‍💻", "a", "", "\t"]
        var random = SplitMix(seed: 5)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for byte: UInt8 in [13, 10, 9, 0x61, 0xE7] {
                #expect(text.containsByte(byte) == text.utf8.contains(byte), "\(text.debugDescription) / \(byte)")
            }
        }
        #expect(!"".containsByte(13))
    }

    @Test("lines found by memchr are the lines Swift's split at \"\\n\" gives, in text with and without CR")
    func linesAsSplitGivesThem() {
        let pieces = ["line", "\n", "\n\n", "\n\u{301}", "\r\n", "\r", "生命周期", "é", "👩🏽‍💻", "", "\t", " "]
        var random = SplitMix(seed: 8)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let split = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(text.lines() == split, "\(text.debugDescription)")
            #expect(text.lines().map { $0.startIndex } == split.map { $0.startIndex }, "\(text.debugDescription)")
            #expect(text.byteLines() == split.map { Array($0.utf8) }, "\(text.debugDescription)")
        }
    }

    @Test("every scalar is trimmed as whitespace (and newline) exactly when Foundation's sets hold it")
    func whitespaceScalarsAsFoundation() {
        var wrong: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if scalar.isTrimmedWhitespace != CharacterSet.whitespaces.contains(scalar)
                || scalar.isTrimmedWhitespaceOrNewline != CharacterSet.whitespacesAndNewlines.contains(scalar) {
                wrong.append(String(value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    @Test("whitespace (and newlines) are trimmed as Foundation trims .whitespaces (and .whitespacesAndNewlines), scalar by scalar")
    func trimsAsFoundation() {
        let pieces = [" ", "\t", "\u{00A0}", "\u{3000}", "\u{2009}", "\u{202F}", "\u{1680}", "\n", "\r\n", "\u{85}", "\u{2028}", "\u{301}", "a", "é", "表", "👩🏽‍💻", "|", ""]
        var random = SplitMix(seed: 13)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(Array(text.trimmingWhitespace().utf8) == Array(text.trimmingCharacters(in: .whitespaces).utf8), "\(text.debugDescription)")
            #expect(Array(text.dropFirst().trimmingWhitespace().unicodeScalars) == Array(text.dropFirst().trimmingCharacters(in: .whitespaces).unicodeScalars),
                    "\(text.debugDescription)")
            #expect(Array(text.trimmingWhitespaceAndNewlines().utf8) == Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8),
                    "\(text.debugDescription)")
        }
        let differing = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
            $0.isTrimmedWhitespace != CharacterSet.whitespaces.contains($0)
                || $0.isTrimmedWhitespaceOrNewline != CharacterSet.whitespacesAndNewlines.contains($0)
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }

    @Test("a byte range is trimmed as trimmingWhitespace trims its text")
    func byteTrimmingAsStrings() {
        let pieces = [" ", "\t", "\u{00A0}", "\u{3000}", "\u{202F}", "\u{301}", "a", "é", "表", "👩🏽‍💻", "|"]
        var random = SplitMix(seed: 17)
        for _ in 0..<3_000 {
            var text = (0..<Int.random(in: 0...7, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let kept = text.withUTF8 { bytes in
                let range = ByteSearch.trimming(0..<bytes.count, of: bytes, where: \.isTrimmedWhitespace)
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            #expect(Array(kept.utf8) == Array(text.trimmingWhitespace().utf8), "\(text.debugDescription)")
        }
    }

    @Test("an ASCII marker is replaced as Foundation replaces it, beside accents, marks and CJK too")
    func replacingAsFoundation() {
        let pieces = ["%1$@", "%1$@", "%2$@", "%1", "$@", "%d", "a", " ", "é", "\u{301}", "\u{0600}", "\u{200D}", "中", "·", "（", "）",
                      "\u{FF9E}", "\u{1F3FD}", "👩", ""]
        var random = SplitMix(seed: 19)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for (needle, replacement) in [("%1$@", "X · Y"), ("%2$@", "2"), ("%1$@", ""), ("%d", "3")] {
                #expect(Array(text.replacingASCII(needle, with: replacement).utf8)
                        == Array(text.replacingOccurrences(of: needle, with: replacement).utf8), "\(text.debugDescription)")
            }
        }
    }

    @Test("an ASCII code name is cut at <wbr> as components(separatedBy:) cuts it")
    func codePartsAsFoundation() {
        let pieces = ["<wbr>", "<wbr>", "<wb", "r>", "<", ">", "a", "(", ":", "&amp;"]
        var random = SplitMix(seed: 23)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(text.components(separatedByASCII: "<wbr>") == text.components(separatedBy: "<wbr>"), "\(text.debugDescription)")
        }
    }
}
