import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Input an attacker or a careless writer might give: each is refused with a clear diagnostic
/// at the right place, and nothing crashes or hangs.
/// Carries a result out of a thread that is joined by a semaphore before it is read.
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

@Suite("Hostile input")
struct HostileInputTests {
    /// Runs `body` on a thread with a 512 KiB stack, the size of a worker thread's, and waits.
    static func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>(), done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        return box.value!
    }

    @Test("deep nesting is refused at its line, on a small worker stack, not a stack overflow", arguments: [
        ("block quotes", String(repeating: "> ", count: 20_000) + "deep\n"),
        ("list items", String(repeating: "- ", count: 8_000) + "item\n"),
        ("quotes and lists", String(repeating: "> - ", count: 5_000) + "item\n"),
    ])
    func deepNesting(_ name: String, _ body: String) throws {
        let page = ContentFixture.page(body: "Intro.\n\n" + body)
        let diagnostics = Self.onSmallStack { (try? verify(["en/index.md": page])) ?? [] }
        let deep = try #require(diagnostics.with(rule: "nesting-too-deep").first, "\(name): \(diagnostics.listing)")
        #expect(deep.location.file == "Content/en/index.md")
        // The line where the nesting passes the limit: inside the deep part, never before it.
        #expect(deep.location.line >= ContentFixture.frontMatterLines + 3, "\(name)")
    }

    @Test("invalid UTF-8 is reported at its line and byte column")
    func invalidUTF8() throws {
        try withTemporaryDirectory { root in
            let content = try ContentFixture.write(["en/index.md": ContentFixture.page(body: "fine\n")], into: root)
            var bytes = Array(ContentFixture.page(body: "first\nsecond ").utf8)
            bytes += [0xC3, 0x28] + Array(" rest\n".utf8)
            try Data(bytes).write(to: content.appendingPathComponent("en/bad.md"))
            let diagnostics = Pipeline.verify(contentDirectory: content, displayBase: root).diagnostics
            let encoding = try #require(diagnostics.with(rule: "encoding").first, "\(diagnostics.listing)")
            #expect(encoding.location.file == "Content/en/bad.md")
            #expect(encoding.location.line == ContentFixture.frontMatterLines + 2)
            #expect(encoding.location.column == 8)
        }
    }

    @Test("page file names that would change a URL or break a line are refused", arguments: [
        "javascript:alert(1);x.md", "a#b.md", "q?x.md", "pct%41.md", "new\nline.md",
    ])
    func badFileNames(_ name: String) throws {
        try withTemporaryDirectory { root in
            let content = try ContentFixture.write(["en/index.md": ContentFixture.page(body: "fine\n")], into: root)
            try ContentFixture.page(body: "x\n").write(to: content.appendingPathComponent("en").appendingPathComponent(name),
                                                       atomically: true, encoding: .utf8)
            let diagnostics = Pipeline.verify(contentDirectory: content, displayBase: root).diagnostics
            let refused = try #require(diagnostics.with(rule: "file-name").first, "\(diagnostics.listing)")
            #expect(!refused.location.file.contains("\n"), "the path is printed on one line")
            #expect(refused.summary.contains("rename"))
        }
    }

    @Test("a page that links to a file outside the content folder is refused")
    func symlinkOutside() throws {
        try withTemporaryDirectory { root in
            let content = try ContentFixture.write(["en/index.md": ContentFixture.page(body: "fine\n")], into: root)
            let secret = root.appendingPathComponent("secret.md")
            try ContentFixture.page(body: "secret\n").write(to: secret, atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(at: content.appendingPathComponent("en/leak.md"), withDestinationURL: secret)
            let diagnostics = Pipeline.verify(contentDirectory: content, displayBase: root).diagnostics
            #expect(diagnostics.with(rule: "io").contains { $0.summary.contains("outside the content folder") }, "\(diagnostics.listing)")
        }
    }

    @Test("pages in a folder that links outside the content folder are refused; a link to a folder inside is read")
    func folderSymlinks() throws {
        try withTemporaryDirectory { root in
            let content = try ContentFixture.write(["en/index.md": ContentFixture.page(body: "fine\n"),
                                                    "en/guide/page.md": ContentFixture.page(body: "inside\n")], into: root)
            let elsewhere = root.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            try ContentFixture.page(body: "secret\n").write(to: elsewhere.appendingPathComponent("secret.md"), atomically: true, encoding: .utf8)
            try FileManager.default.createSymbolicLink(at: content.appendingPathComponent("en/outside"), withDestinationURL: elsewhere)
            try FileManager.default.createSymbolicLink(at: content.appendingPathComponent("en/alias"),
                                                       withDestinationURL: content.appendingPathComponent("en/guide"))
            let loaded = ContentLoader.load(contentDirectory: content, displayBase: root)
            let refused = loaded.diagnostics.filter { $0.summary.contains("outside the content folder") }.map(\.location.file)
            #expect(!loaded.pages.contains { $0.path.hasPrefix("outside/") }, "\(loaded.pages.map(\.path))")
            #expect(refused.allSatisfy { $0.hasSuffix("outside/secret.md") }, "\(refused)")
            #expect(loaded.pages.contains { $0.path == "guide/page.md" })
        }
    }

    @Test("a block id that would leave its attribute is refused")
    func hostileBlockID() throws {
        let id = "x\"><img src=x onerror=alert(1)>"
        let diagnostics = try verify(["en/index.md": pageWithBlock("id='\(id)' mode=app-delegate from=active events=\"home\"",
                                                                   ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])])
        #expect(!diagnostics.with(rule: "malformed-attribute").isEmpty, "\(diagnostics.listing)")
    }

    @Test("a one-megabyte callback name is answered at once")
    func hugeCallbackName() throws {
        let huge = String(repeating: "sceneDidBecomeActiv", count: 55_000)
        let started = ContinuousClock.now
        let diagnostics = try verify(["en/index.md": pageWithBlock("id=h mode=scenes from=active events=\"home\"", [huge])])
        #expect(!diagnostics.with(rule: "unknown-callback").isEmpty)
        #expect(ContinuousClock.now - started < .seconds(20), "no quadratic did-you-mean over a huge name")
    }

    @Test("an unknown language folder and a page where docgen writes its own pages are refused")
    func languageAndGeneratedPath() throws {
        try withTemporaryDirectory { root in
            let content = try ContentFixture.write([
                "en/index.md": ContentFixture.page(body: "x\n"),
                "fe/index.md": ContentFixture.page(body: "x\n"),
                "en/reference/glossary.md": ContentFixture.page(body: "x\n"),
                "en/reference/_section.md": ContentFixture.page(body: ""),
            ], into: root)
            let diagnostics = Pipeline.verify(contentDirectory: content, displayBase: root,
                                              theme: (PackagePaths.site, PackagePaths.localizations)).diagnostics
            let language = try #require(diagnostics.first { $0.rule == "docgen.language" }, "\(diagnostics)")
            #expect(language.summary.contains("'fe' is not a language tag; did you mean 'fr'?"), "\(language.summary)")
            #expect(language.location.file == "Content/fe", "at the folder, whose pages are not read")
            #expect(diagnostics.contains { $0.rule == "docgen.generated-path" && $0.location.file == "Content/en/reference/glossary.md" })
        }
    }

    @Test("no written file of a built site carries a script injection: no javascript: link, no event handler")
    func noInjectionInWrittenFiles() throws {
        try withTemporaryDirectory { root in
            var pages = SiteFixture.pages
            pages["en/life-cycle/hostile.md"] = ContentFixture.page(title: "<img src=x onerror=alert(1)>", order: 9,
                body: "[x](javascript:alert(1)) <script>alert(1)</script> `\"><svg onload=alert(1)>`\n")
            _ = try SiteFixture.build(root: root, pages: pages)
            let site = root.appendingPathComponent("_site")
            let files = FileManager.default.enumerator(at: site, includingPropertiesForKeys: nil)
            var checked = 0
            while let url = files?.nextObject() as? URL {
                guard ["html", "js", "svg", "xhtml"].contains(url.pathExtension), !url.path.contains("/assets/") else { continue }
                let text = try String(contentsOf: url, encoding: .utf8)
                checked += 1
                if url.pathExtension == "js" {
                    // The search index holds page text as JSON strings, shown with textContent-safe escaping;
                    // what matters there is that no "</" can close a script element.
                    #expect(!text.contains("</"), "\(url.lastPathComponent)")
                    continue
                }
                #expect(!text.contains("href=\"javascript:"), "\(url.lastPathComponent)")
                #expect(!text.contains("<img src=x onerror"), "\(url.lastPathComponent)")
                #expect(!text.contains("<script>alert"), "\(url.lastPathComponent)")
                #expect(!text.contains("<svg onload"), "\(url.lastPathComponent)")
            }
            #expect(checked > 10)
        }
    }
}
