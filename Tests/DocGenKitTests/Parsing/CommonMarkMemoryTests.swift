import DocGenKit
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
    /// About 4 KB of Markdown and more of HTML: leaking one rendering per iteration would add
    /// 80 MB or more over the loop; leaking a parse tree far more.
    static let document: String = (1...20).map { index in
        "## Section \(index) 生命周期\n\nSome *text* with `applicationDidBecomeActive(_:)` and [a link](p\(index).md).\n\n"
            + "```swift\nlet value\(index) = \(index)\n```\n\n"
    }.joined()

    @Test("parsing and rendering 20 000 times does not grow resident memory by 20 MB",
          .enabled(if: residentBytes() != nil, "needs /proc/self/statm (Linux)"))
    func noLeak() throws {
        #expect(Self.document.utf8.count > 4000)
        var customization = RenderCustomization()
        customization.rewriteLink = { $0.replacingOccurrences(of: ".md", with: ".html") }
        customization.decorateHeading = { level, text in ("h\(level)-\(text.count)", "") }
        var checksum = 0
        func once() {
            checksum &+= CommonMark.html(Self.document).utf8.count
            checksum &+= CommonMark.html(Self.document, options: .init(), lineOffset: 3, customization: customization).utf8.count
            checksum &+= CommonMark.parse(Self.document, file: "m.md").children.count
        }
        for _ in 0..<500 { once() }  // warm up allocator caches
        let before = try #require(residentBytes())
        for _ in 0..<20_000 { once() }
        let after = try #require(residentBytes())
        let growth = after - before
        #expect(checksum > 0)
        #expect(growth < 20 * 1024 * 1024, "resident memory grew by \(growth / 1024) KB over 20 000 iterations")
    }
}
