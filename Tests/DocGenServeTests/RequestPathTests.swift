@testable import DocGenServe
import Testing

@Suite("Request paths: only files the build wrote, nothing outside")
struct RequestPathTests {
    static let files: Set<String> = ["index.html", "en/index.html", "en/guides/background.html", "assets/style.css",
                                     "fr/scènes/index.html"]

    func resolve(_ target: String) -> RequestPath.Resolution {
        RequestPath.resolve(target: target, files: Self.files)
    }

    @Test("files, folder index pages and redirects to the trailing slash")
    func files() {
        #expect(resolve("/") == .file("index.html"))
        #expect(resolve("/en/") == .file("en/index.html"))
        #expect(resolve("/en/guides/background.html") == .file("en/guides/background.html"))
        #expect(resolve("/en/guides/background.html?q=1#top") == .file("en/guides/background.html"))
        #expect(resolve("/assets/style.css") == .file("assets/style.css"))
        #expect(resolve("/fr/sc%C3%A8nes/") == .file("fr/scènes/index.html"))
        #expect(resolve("/en") == .redirect(location: "/en/"))
        #expect(resolve("/en?x=1") == .redirect(location: "/en/?x=1"))
    }

    @Test("no folder listings, nothing unlisted")
    func notFound() {
        #expect(resolve("/assets/") == .notFound)
        #expect(resolve("/assets") == .notFound)
        #expect(resolve("/en/guides/") == .notFound)
        #expect(resolve("/.docgen-manifest") == .notFound)
        #expect(resolve("/Package.swift") == .notFound)
        #expect(RequestPath.resolve(target: "/", files: []) == .notFound)
    }

    @Test("docgen's endpoints", arguments: ["events", "live-reload.js", "status"])
    func internalEndpoints(name: String) {
        #expect(resolve("/__docgen/\(name)") == .internalEndpoint(name))
        #expect(resolve("/__docgen/\(name)?t=1") == .internalEndpoint(name))
        #expect(resolve("/__docgen/\(name)/") == .notFound)
    }

    @Test("refused", arguments: [
        "/../Package.swift", "/en/../../x", "/..", "/.", "/./en/", "/%2e%2e/x", "/%2E%2e/x", "/en/%2e%2e/%2e%2e/x",
        "/a%2fb", "/a%2Fb", "/%2f", "/a%5cb", "/..%5c..%5cx", "/x%00", "/x%00.html", "/%0a", "/x%7f",
        "//etc/passwd", "/en//index.html", "/%", "/%2", "/%zz", "/%c0%ae%c0%ae/x", "/%ff",
        "http://example.com/en/", "*", "", "en/index.html",
    ])
    func refused(target: String) {
        guard case .badRequest = resolve(target) else {
            Issue.record("\(target) was not refused: \(resolve(target))")
            return
        }
    }

    @Test("percent-decoding")
    func decoding() {
        #expect(RequestPath.percentDecode("a%20b") == "a b")
        #expect(RequestPath.percentDecode("%E4%B8%AD") == "中")
        #expect(RequestPath.percentDecode("%e4%b8%ad") == "中")
        #expect(RequestPath.percentDecode("%E4%B8") == nil, "cut UTF-8")
        #expect(RequestPath.percentDecode("100%") == nil)
    }
}
