import DocGenTestSupport
import Foundation
import Testing

/// `docgen build --format epub`: one EPUB 3 book per language that epubcheck (Debian's package)
/// finds clean, byte-identical from one build to the next.
@Suite("EPUB books")
struct EPUBFormatTests {
    static let epubcheck = URL(fileURLWithPath: "/usr/share/java/epubcheck.jar")

    @Test("every language's book passes epubcheck with no error and no warning, and rebuilds byte for byte")
    func epubcheckClean() throws {
        try withTemporaryDirectory { root in
            let arguments = ["build", "--format", "epub", "--quiet", "--content", PackagePaths.content.path] + CLIFixture.themeArguments
            let builds = try runSideBySide(["one", "two"].map {
                Command(try docGenBinary(), arguments + ["--output", root.appendingPathComponent($0).path], cwd: root)
            })
            for build in builds { #expect(build.status == 0, "\(build.stderr)") }
            let books = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("one/epub").path).sorted()
            #expect(books == ["en.epub", "es.epub", "fr.epub", "ko.epub", "zh-Hans.epub"])
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("one/en/index.html").path),
                    "--format epub alone writes no site")
            for book in books {
                let one = try Data(contentsOf: root.appendingPathComponent("one/epub/\(book)"))
                #expect(one == (try Data(contentsOf: root.appendingPathComponent("two/epub/\(book)"))), "\(book) is deterministic")
                #expect(one.prefix(58).suffix(28) == Data("mimetypeapplication/epub+zip".utf8), "\(book): mimetype first, stored")
            }
            // The JVM's first tier of compilation only: a run of seconds spent more time in the
            // optimizing compiler than it saved (7 s against 11 s a book here, and 8.7 s of CPU against 19.6).
            let checks = try runSideBySide(books.map { book in
                .tool("java", ["-XX:TieredStopAtLevel=1", "-jar", Self.epubcheck.path, root.appendingPathComponent("one/epub/\(book)").path], cwd: root)
            })
            for (book, check) in zip(books, checks) {
                #expect(check.status == 0, "\(book): \(check.stdout)\(check.stderr)")
                #expect((check.stdout + check.stderr).contains("0 fatals / 0 errors / 0 warnings"), "\(book): \(check.stdout)\(check.stderr)")
            }
        }
    }
}
