import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The resident set size of this process, from /proc/self/statm (Linux).
func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(getpagesize())
}

@Suite("CommonMark memory")
struct CommonMarkMemoryTests {
    /// Headings, inlines and links, plus a long code block that is cheap to parse but makes the
    /// rendered HTML big: leaking one rendering per iteration would add more than 40 MB.
    static let document: String = (1...3).map { index in
        "## Section \(index) 生命周期\n\nSome *text* with `applicationDidBecomeActive(_:)` and [a link](p\(index).md).\n\n"
    }.joined() + "```swift\n" + String(repeating: "let value = \"<生命周期>\" // & more\n", count: 60) + "```\n"

    @Test("parsing and rendering 20 000 times grows resident memory by less than 20 MB",
          .enabled(if: residentBytes() != nil, "needs /proc/self/statm (Linux)"),
          .disabled(if: activeSanitizer != nil, "a sanitizer keeps freed memory in quarantine; LeakSanitizer checks leaks there"))
    func noLeak() throws {
        let rendered = CommonMark.html(Self.document)
        #expect(rendered.utf8.count > 2100, "a leaked rendering must be big enough to show")
        var customization = RenderCustomization()
        customization.rewriteLink = { $0.replacingOccurrences(of: ".md", with: ".html") }
        customization.decorateHeading = { level, text in ("h\(level)-\(text.count)", " <a href=\"#\">#</a>") }
        customization.replaceCodeBlock = { _, literal, _ in "<pre>\(literal.count)</pre>\n" }
        var checksum = 0
        func iteration(_ index: Int) {
            checksum &+= CommonMark.html(Self.document).utf8.count
            // The customized path (nodes replaced and freed) and the tree copy, less often: they cost more.
            if index % 4 == 0 {
                checksum &+= CommonMark.html(Self.document, options: .init(), lineOffset: 3, customization: customization).utf8.count
                checksum &+= CommonMark.parse(Self.document, file: "m.md").children.count
            }
        }
        for index in 0..<400 { iteration(index) }  // warm up the allocator's caches
        let before = try #require(residentBytes())
        for index in 0..<20_000 { iteration(index) }
        let after = try #require(residentBytes())
        let growth = after - before
        #expect(checksum > 0)
        #expect(growth < 20 * 1024 * 1024, "resident memory grew by \(growth / 1024) KB over 20 000 iterations")
    }
}
