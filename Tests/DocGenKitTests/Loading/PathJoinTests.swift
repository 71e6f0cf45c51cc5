@testable import DocGenKit
import Testing

@Suite("Path join")
struct PathJoinTests {
    @Test("String.path(a, b) is a + \"/\" + b, for empty, short, long and non-ASCII parts")
    func sameAsConcatenation() {
        let parts = ["", "a", "en", "zh-Hans", "launch/page-1.md", "/tmp/c10k/Content/ko", "생명 주기/상태.md", "é\u{301}", "😀/x",
                     String(repeating: "long-folder-name/", count: 20)]
        for folder in parts {
            for name in parts {
                let joined = String.path(folder, name)
                #expect(joined == folder + "/" + name)
                #expect(Array(joined.utf8) == Array(folder.utf8) + [UInt8(ascii: "/")] + Array(name.utf8))
            }
        }
        // A part that is a slice of a larger string, and one that is not native.
        let slice = String("xx/sub/page.md".dropFirst(3))
        #expect(String.path("root", slice) == "root/sub/page.md")
    }
}
