#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import DocGenServe
import DocGenTestSupport
import Foundation
import Testing

@Suite("What the server sends: site files, content types, the reload tag")
struct ServedBytesTests {
    @Test("the tag goes before </head>, once, whatever the case; the rest of the page is unchanged")
    func injection() {
        let tag = LiveReloadScript.tag(site: "s-1")
        let page = "<!DOCTYPE html>\n<html><head>\n<title>x</title>\n</head>\n<body>é</body></html>\n"
        let injected = String(decoding: LiveReloadScript.inject(into: Data(page.utf8), site: "s-1"), as: UTF8.self)
        #expect(injected == "<!DOCTYPE html>\n<html><head>\n<title>x</title>\n\(tag)\n</head>\n<body>é</body></html>\n")
        #expect(injected.replacingOccurrences(of: tag + "\n", with: "") == page)

        let upper = String(decoding: LiveReloadScript.inject(into: Data("<HTML><HEAD></HEAD></HTML>".utf8), site: nil), as: UTF8.self)
        #expect(upper == "<HTML><HEAD>\(LiveReloadScript.tag(site: nil))\n</HEAD></HTML>")
        let bodyOnly = String(decoding: LiveReloadScript.inject(into: Data("<p>a</p></body>".utf8), site: nil), as: UTF8.self)
        #expect(bodyOnly.hasPrefix("<p>a</p><script"))
        let neither = String(decoding: LiveReloadScript.inject(into: Data("<p>a</p>".utf8), site: nil), as: UTF8.self)
        #expect(neither.hasPrefix("<p>a</p><script") && neither.hasSuffix("</script>\n"))
        #expect(LiveReloadScript.firstRange(ofCaseInsensitive: "</head>", in: Data("</hea".utf8)) == nil)
    }

    @Test("content types", arguments: [
        ("en/index.html", "text/html; charset=utf-8"), ("assets/style.css", "text/css; charset=utf-8"),
        ("assets/site.js", "text/javascript; charset=utf-8"), ("assets/favicon.svg", "image/svg+xml"),
        ("epub/en/chapter.xhtml", "application/xhtml+xml; charset=utf-8"), ("epub/docgen-en.epub", "application/epub+zip"),
        ("data.json", "application/json"), ("a/b.PNG", "image/png"), ("fonts/x.woff2", "font/woff2"),
        ("noextension", "application/octet-stream"), (".hidden", "application/octet-stream"), ("x.unknown", "application/octet-stream"),
    ])
    func contentTypes(path: String, type: String) {
        #expect(MediaTypes.contentType(for: path) == type)
    }

    @Test("a link in the site that leads out of it, or to a folder, is not followed")
    func symlinksOut() throws {
        try withTemporaryDirectory { root in
            let site = root.appendingPathComponent("site")
            try writeFile("<p>page</p>", to: site.appendingPathComponent("en/index.html"))
            try writeFile("secret", to: root.appendingPathComponent("secret.txt"))
            try writeFile("inside", to: site.appendingPathComponent("en/real.txt"))
            try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("en/evil.html").path,
                                                       withDestinationPath: root.appendingPathComponent("secret.txt").path)
            try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("en/relative.html").path,
                                                       withDestinationPath: "../../secret.txt")
            try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("out").path, withDestinationPath: root.path)
            try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("etc").path, withDestinationPath: "/etc")

            let files = SiteFiles(root: site)
            #expect(files.read("en/index.html") == Data("<p>page</p>".utf8))
            #expect(files.read("en/evil.html") == nil)
            #expect(files.read("en/relative.html") == nil)
            #expect(files.read("out/secret.txt") == nil)
            #expect(files.read("etc/passwd") == nil)
            #expect(files.read("en") == nil, "a folder is not a file")
            #expect(files.read("en/missing.html") == nil)
            #expect(files.read("en/real.txt") == Data("inside".utf8))
        }
    }

    @Test("the script is valid JavaScript (node --check, when node is installed)")
    func scriptParses() throws {
        let node = ["/usr/bin/node", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let node else { return }
        try withTemporaryDirectory { root in
            let script = root.appendingPathComponent("live-reload.js")
            try writeFile(LiveReloadScript.source, to: script)
            let result = try run(URL(fileURLWithPath: node), ["--check", script.path], cwd: root)
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(!LiveReloadScript.source.contains("innerHTML"), "diagnostics are shown as text, never parsed as HTML")
    }

    @Test("server events are one JSON line each")
    func eventFormat() {
        let event = LiveSite.event("diagnostics", ["message": "line one\nline two </script>"])
        #expect(event.hasPrefix("event: diagnostics\ndata: {"))
        #expect(event.hasSuffix("}\n\n"))
        #expect(event.dropLast(2).split(separator: "\n").count == 2)
    }
}
