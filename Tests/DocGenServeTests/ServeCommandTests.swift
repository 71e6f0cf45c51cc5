#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocGenServe
import DocGenTestSupport
import Foundation
import Testing

/// The real `docgen serve` binary, on a loopback port, against a temporary copy of a small project.
/// One server at a time: they share two cores with everything else.
@Suite("docgen serve (the binary, on loopback)", .serialized)
struct ServeCommandTests {
    /// The page's HTML as `build` wrote it: the served bytes without the one tag the server adds.
    static func withoutReloadTag(_ html: String, site: String?) -> String {
        html.replacingOccurrences(of: LiveReloadScript.tag(site: site) + "\n", with: "")
    }

    @Test("a page is served with the reload script; HEAD, redirects, 404 and content types", .timeLimit(.minutes(activeSanitizer == nil ? 2 : 10 * 2)))
    func servesPages() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            let server = try ServeProcess(root: root)
            let status = try server.waitForStatus { $0.site != nil }

            let page = try HTTP.get(port: server.port, "/en/")
            #expect(page.status == 200)
            #expect(page.header("content-type") == "text/html; charset=utf-8")
            #expect(page.text.contains("The first text."))
            #expect(page.text.contains(LiveReloadScript.tag(site: status.site)))
            #expect(page.text.components(separatedBy: "/__docgen/live-reload.js").count == 2, "one tag, once")
            #expect(page.header("cache-control") == "no-store")

            let head = try HTTP.request(port: server.port, method: "HEAD", "/en/")
            #expect(head.status == 200)
            #expect(head.header("content-length") == page.header("content-length"))

            let redirect = try HTTP.get(port: server.port, "/en")
            #expect(redirect.status == 301)
            #expect(redirect.header("location") == "/en/")

            #expect(try HTTP.get(port: server.port, "/").status == 200)
            #expect(try HTTP.get(port: server.port, "/en/no-such-page.html").status == 404)
            #expect(try HTTP.get(port: server.port, "/assets/").status == 404, "no folder listing")
            #expect(try HTTP.get(port: server.port, "/.docgen-manifest").status == 404, "only the files the build wrote")

            let types = ["/assets/style.css": "text/css; charset=utf-8", "/assets/site.js": "text/javascript; charset=utf-8",
                         "/assets/favicon.svg": "image/svg+xml", "/__docgen/live-reload.js": "text/javascript; charset=utf-8",
                         "/__docgen/status": "application/json"]
            for (path, type) in types {
                let response = try HTTP.get(port: server.port, path)
                #expect(response.status == 200, "\(path)")
                #expect(response.header("content-type") == type, "\(path)")
            }
            // CSS and scripts are served as written: only HTML pages get the tag.
            let css = try HTTP.get(port: server.port, "/assets/style.css")
            #expect(css.body == FileManager.default.contents(atPath: root.appendingPathComponent("Site/assets/style.css").path))
            #expect(server.stop() == 0)
        }
    }

    @Test("an edit reaches an open page within 2 s: a reload event, then the new text", .timeLimit(.minutes(activeSanitizer == nil ? 2 : 10 * 2)))
    func editReloads() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            let server = try ServeProcess(root: root)
            var site = try server.waitForStatus { $0.site != nil && !$0.building }.site
            let events = try EventStreamClient(port: server.port)
            let first = try #require(events.waitFor("diagnostics", timeout: 5), "the stream starts with the status")
            #expect(first.data.contains(site ?? "?"))

            // Three edits; the median decides, so that one edit slowed by other tests sharing the
            // two cores does not fail the run. Each must arrive, and show, all the same.
            var delays: [TimeInterval] = []
            for edit in 1...3 {
                let seen = events.all.count
                let saved = Date()
                try ServeFixture.setEnglish("Sentence number \(edit), written while the server ran.", in: root)
                let reload = try #require(events.waitFor("reload", after: seen, timeout: 10), "no reload event; stderr: \(server.stderr)")
                delays.append(reload.received.timeIntervalSince(saved))
                #expect(!reload.data.contains(site ?? "?"), "the reload names the new site")
                site = try server.waitForStatus { _ in true }.site

                let page = try HTTP.get(port: server.port, "/en/")
                #expect(page.text.contains("Sentence number \(edit), written while the server ran."))
                #expect(!page.text.contains("The first text."))
                _ = try server.waitForStatus { !$0.building }
            }
            // Only the edited page and the pages that show it were rendered again.
            #expect(server.stdout.contains("unchanged pages taken from the last build"), "\(server.stdout)")
            let median = delays.sorted()[1]
            // Under a sanitizer the build itself is several times slower: the bound is for plain builds.
            #expect(median < (activeSanitizer == nil ? 2 : 10), "the reload events came \(delays) s after the saves")
            events.close()
            #expect(server.stop() == 0)
        }
    }

    @Test("a broken lifecycle block: the diagnostic reaches the page, the old site is still served; the fix clears it",
          .timeLimit(.minutes(activeSanitizer == nil ? 2 : 10 * 2)))
    func brokenBlockShowsDiagnostics() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            let server = try ServeProcess(root: root)
            let good = try server.waitForStatus { $0.site != nil && !$0.building }
            let events = try EventStreamClient(port: server.port)
            _ = try #require(events.waitFor("diagnostics", timeout: 5))
            let seen = events.all.count

            try ServeFixture.setEnglish("Broken now.", block: ServeFixture.swapped, in: root)
            let broken = try #require(events.waitFor("diagnostics", after: seen, timeout: 10) { $0.data.contains("\"errors\":[{") },
                                      "no diagnostics event; stderr: \(server.stderr)")
            let status = try JSONDecoder().decode(ServeStatus.self, from: Data(broken.data.utf8))
            let error = try #require(status.errors.first { $0.rule == "docgen.callback-order" }, "\(status.errors)")
            #expect(error.file == "Content/en/index.md")
            #expect(error.line == ServeFixture.brokenLine)
            #expect(error.column == 1)
            #expect(error.message.contains("out of order"))
            #expect(status.site == good.site, "the last good site is still the one served")
            #expect(events.all.dropFirst(seen).allSatisfy { $0.name != "reload" }, "a failed build does not reload pages")

            let page = try HTTP.get(port: server.port, "/en/")
            #expect(page.status == 200)
            #expect(page.text.contains("The first text."), "the last good page")
            #expect(!page.text.contains("Broken now."))
            #expect(server.stderr.contains("Content/en/index.md:\(ServeFixture.brokenLine):1: error: "))
            // A page opened now gets the errors at once, with the status the stream starts with.
            let late = try EventStreamClient(port: server.port)
            let lateStatus = try #require(late.waitFor("diagnostics", timeout: 5))
            #expect(lateStatus.data.contains("docgen.callback-order"))
            late.close()

            let seenBeforeFix = events.all.count
            try ServeFixture.setEnglish("Fixed again.", in: root)
            let fixed = try #require(events.waitFor("diagnostics", after: seenBeforeFix, timeout: 10) { $0.data.contains("\"errors\":[]") },
                                     "the errors did not clear; stderr: \(server.stderr)")
            #expect(!fixed.data.contains(good.site ?? "?"), "a new site")
            #expect(events.waitFor("reload", after: seenBeforeFix, timeout: 5) != nil)
            #expect(try HTTP.get(port: server.port, "/en/").text.contains("Fixed again."))
            events.close()
            #expect(server.stop() == 0)
        }
    }

    @Test("warnings are pushed with the site, which is served", .timeLimit(.minutes(activeSanitizer == nil ? 2 : 10 * 2)))
    func warningsArePushed() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            let server = try ServeProcess(root: root)
            _ = try server.waitForStatus { $0.site != nil && !$0.building }
            let events = try EventStreamClient(port: server.port)
            _ = try #require(events.waitFor("diagnostics", timeout: 5))
            let seen = events.all.count
            let french = ContentFixture.page(title: "Accueil", body: "# Accueil\n\nLe texte.\n\n" + ServeFixture.block + "\n" + ServeFixture.kill)
            try writeFile(french, to: root.appendingPathComponent("Content/fr/index.md"))
            try ServeFixture.setEnglish("With a warning.", block: ServeFixture.block + "\n" + ServeFixture.kill, in: root)
            let warned = events.waitFor("diagnostics", after: seen, timeout: 10) {
                $0.data.contains("\"errors\":[]") && $0.data.contains("optional-step-omitted")
            }
            let event = try #require(warned, "stderr: \(server.stderr)")
            let status = try JSONDecoder().decode(ServeStatus.self, from: Data(event.data.utf8))
            #expect(status.errors.isEmpty)
            #expect(status.warnings.contains { $0.file == "Content/en/index.md" && $0.rule == "docgen.optional-step-omitted" }, "\(status.warnings)")
            #expect(events.waitFor("reload", after: seen, timeout: 5) != nil, "warnings do not stop the site")
            #expect(try HTTP.get(port: server.port, "/en/").text.contains("With a warning."))
            events.close()
            #expect(server.stop() == 0)
        }
    }

    @Test("traversal, encoded slashes, NUL bytes and other methods are refused", .timeLimit(.minutes(activeSanitizer == nil ? 2 : 10 * 2)))
    func refusesUnsafeRequests() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            try writeFile("secret", to: root.appendingPathComponent("secret.txt"))
            let server = try ServeProcess(root: root)
            _ = try server.waitForStatus { $0.site != nil }
            let refused: [(String, Int)] = [
                ("/../Package.swift", 400), ("/%2e%2e/x", 400), ("/%2E%2E/%2e%2e/secret.txt", 400), ("/en/../../secret.txt", 400),
                ("/a%2fb", 400), ("/en%2Findex.html", 400), ("/x%00", 400), ("/en/index.html%00.css", 400),
                ("/./en/", 400), ("//etc/passwd", 400), ("/%5c..%5csecret.txt", 400), ("/%zz", 400), ("/%c0%ae%c0%ae/x", 400),
                ("/secret.txt", 404), ("/serve.stdout", 404), ("/etc/passwd", 404),
            ]
            for (target, status) in refused {
                let response = try HTTP.get(port: server.port, target)
                #expect(response.status == status, "GET \(target) → \(response.status)")
                #expect(!response.text.contains("PackageDescription") && response.text != "secret", "GET \(target) leaked a file")
            }
            for method in ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
                let response = try HTTP.request(port: server.port, method: method, "/en/", body: method == "OPTIONS" ? nil : "x")
                #expect(response.status == 405, "\(method) → \(response.status)")
                #expect(response.header("allow") == "GET, HEAD")
            }
            // DNS rebinding: another site's name in Host is refused; the loopback names are answered.
            for host in ["evil.example", "evil.example:\(server.port)", "127.0.0.1.evil.example", "127.evil.example", "[::2]:80"] {
                let response = try HTTP.request(port: server.port, method: "GET", "/en/", host: host)
                #expect(response.status == 421, "Host: \(host) → \(response.status)")
                #expect(!response.text.contains("<html"), "Host: \(host) got the page")
            }
            for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "LOCALHOST", "[::1]:\(server.port)", "127.1.2.3"] {
                #expect(try HTTP.request(port: server.port, method: "GET", "/en/", host: host).status == 200, "Host: \(host)")
            }
            #expect(try HTTP.get(port: server.port, "/en/").status == 200, "still serving")
            #expect(server.stop() == 0)
        }
    }

    @Test("1,000 requests from 50 concurrent clients are all answered, memory stays flat", .timeLimit(.minutes(activeSanitizer == nil ? 3 : 10 * 3)))
    func concurrentClients() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            let server = try ServeProcess(root: root)
            _ = try server.waitForStatus { $0.site != nil && !$0.building }
            let paths = ["/en/", "/fr/", "/", "/assets/style.css", "/assets/site.js", "/en/search-index.js", "/en/missing.html"]
            let expected = try paths.map { try HTTP.get(port: server.port, $0) }

            func round() -> [String] {
                let failures = Shared<[String]>([])
                let group = DispatchGroup()
                // Threads, not concurrentPerform, which runs only as many at once as there are cores.
                for client in 0..<50 {
                    group.enter()
                    Thread.detachNewThread {
                        defer { group.leave() }
                        for request in 0..<20 {
                            let index = (client + request) % paths.count
                            do {
                                let response = try HTTP.get(port: server.port, paths[index])
                                if response.status != expected[index].status || response.body != expected[index].body {
                                    failures.withLock { $0.append("\(paths[index]): \(response.status), \(response.body.count) bytes") }
                                }
                            } catch {
                                failures.withLock { $0.append("\(paths[index]): \(error)") }
                            }
                        }
                    }
                }
                if group.wait(timeout: .now() + 60) == .timedOut { failures.withLock { $0.append("round timed out") } }
                return failures.withLock { $0 }
            }

            let first = round()
            #expect(first.isEmpty, "\(first.count) of 1,000 failed: \(first.prefix(5))")
            let afterFirst = server.residentKiB
            let second = round()
            #expect(second.isEmpty, "\(second.count) of 1,000 failed: \(second.prefix(5))")
            // Under AddressSanitizer, freed memory waits in quarantine and LeakSanitizer checks leaks instead.
            if let afterFirst, let afterSecond = server.residentKiB, activeSanitizer != "address" {
                // Another 1,000 requests must not keep what the first left (a leak per request would show).
                #expect(afterSecond - afterFirst < 16 * 1024, "resident memory grew from \(afterFirst) KiB to \(afterSecond) KiB")
            }
            #expect(server.stop() == 0)
        }
    }

    /// Waits until the English page shows `text`, no build runs, and none starts within a second.
    static func settle(_ server: ServeProcess, on text: String) throws -> ServeStatus {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            let now = try server.waitForStatus { !$0.building }
            if now.errors.isEmpty, try HTTP.get(port: server.port, "/en/").text.contains(text) {
                Thread.sleep(forTimeInterval: 1)
                let later = try server.waitForStatus { _ in true }
                if !later.building, later.builds == now.builds { return now }
            } else {
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        throw HarnessError("the server did not settle on '\(text)'; stderr: \(server.stderr)")
    }

    @Test("20 saves in one second make few builds; a save during a build makes one more; the site ends as a clean build's",
          .timeLimit(.minutes(activeSanitizer == nil ? 3 : 10 * 3)))
    func savesEndWithCleanBuild() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            let server = try ServeProcess(root: root)
            let initial = try server.waitForStatus { $0.site != nil && !$0.building }

            for index in 0..<20 {
                try ServeFixture.setEnglish("Save number \(index).", in: root)
                Thread.sleep(forTimeInterval: 0.05)
            }
            let afterBurst = try Self.settle(server, on: "Save number 19.")
            #expect(afterBurst.builds - initial.builds <= 5, "debounced: \(afterBurst.builds - initial.builds) builds for 20 saves")

            try ServeFixture.setEnglish("Saved before the build.", in: root)
            _ = try server.waitForStatus(timeout: 10) { $0.building }
            try ServeFixture.setEnglish("Saved during the build.", in: root)
            let afterBoth = try Self.settle(server, on: "Saved during the build.")
            #expect(afterBoth.builds - afterBurst.builds == 2, "one build, then one more for the save made during it")

            let clean = root.appendingPathComponent("clean")
            let build = try runDocGen(["build", "--quiet", "--output", clean.path], cwd: root)
            try #require(build.status == 0, "\(build.stderr)")
            let files = snapshotFiles(in: clean).filter { $0.key != ".docgen-manifest" }
            #expect(files.count > 10)
            for (path, data) in files.sorted(by: { $0.key < $1.key }) {
                let response = try HTTP.get(port: server.port, "/" + path)
                #expect(response.status == 200, "\(path)")
                if path.hasSuffix(".html") {
                    #expect(Self.withoutReloadTag(response.text, site: afterBoth.site) == String(decoding: data, as: UTF8.self), "\(path)")
                } else {
                    #expect(response.body == data, "\(path)")
                }
            }
            #expect(server.stop() == 0)
        }
    }

    @Test("SIGINT and SIGTERM: exit 0, open event streams closed, the build folder removed", .timeLimit(.minutes(activeSanitizer == nil ? 2 : 10 * 2)),
          arguments: [SIGINT, SIGTERM])
    func cleanShutdown(signal: Int32) throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            let server = try ServeProcess(root: root)
            _ = try server.waitForStatus { $0.site != nil && !$0.building }
            #expect(server.workspaces.count == 1, "the build folder exists while serving")
            let events = try EventStreamClient(port: server.port)
            _ = try #require(events.waitFor("diagnostics", timeout: 5))
            let started = Date()
            #expect(server.stop(with: signal) == 0, "stderr: \(server.stderr)")
            #expect(Date().timeIntervalSince(started) < 5, "an open event stream does not hold the shutdown up")
            #expect(events.waitForEnd(timeout: 5))
            #expect(server.workspaces.isEmpty, "left behind: \(server.workspaces)")
        }
    }

    @Test("SIGINT during a rebuild: exit 0, nothing left behind", .timeLimit(.minutes(activeSanitizer == nil ? 2 : 10 * 2)))
    func interruptDuringBuild() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            let server = try ServeProcess(root: root)
            _ = try server.waitForStatus { $0.site != nil && !$0.building }
            try ServeFixture.setEnglish("Interrupted.", in: root)
            _ = try server.waitForStatus(timeout: 10) { $0.building }
            #expect(server.stop() == 0, "stderr: \(server.stderr)")
            #expect(server.workspaces.isEmpty, "left behind: \(server.workspaces)")
        }
    }

    @Test("a port that is taken is said clearly, exit 1", .timeLimit(.minutes(activeSanitizer == nil ? 2 : 10 * 2)))
    func portInUse() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            let first = try ServeProcess(root: root)
            let second = try ServeProcess(root: root, name: "second", port: first.port, waitForAddress: false)
            second.process.waitUntilExit()
            #expect(second.process.terminationStatus == 1)
            #expect(second.stderr.contains("port \(first.port) on 127.0.0.1 is already in use"), "\(second.stderr)")
            #expect(second.workspaces.isEmpty)
            #expect(first.stop() == 0)
        }
    }

    @Test("a bad --port is a usage error (exit 64); serve is listed in --help")
    func usage() throws {
        let bad = try runDocGen(["serve", "--port", "70000"], cwd: PackagePaths.root)
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("--port must be between 0 and 65535"))
        let help = try runDocGen(["--help"], cwd: PackagePaths.root)
        #expect(help.stdout.contains("serve"))
    }

    @Test("with errors from the start: 503 page with the script, then the site once fixed", .timeLimit(.minutes(activeSanitizer == nil ? 2 : 10 * 2)))
    func errorsFromTheStart() throws {
        try withTemporaryDirectory { root in
            try ServeFixture.write(into: root)
            try ServeFixture.setEnglish("Broken.", block: ServeFixture.swapped, in: root)
            let server = try ServeProcess(root: root)
            let failed = try server.waitForStatus { $0.builds >= 1 && !$0.building }
            #expect(failed.site == nil)
            #expect(failed.errors.contains { $0.file == "Content/en/index.md" && $0.line == ServeFixture.brokenLine })
            let page = try HTTP.get(port: server.port, "/en/")
            #expect(page.status == 503)
            #expect(page.text.contains(LiveReloadScript.path))
            try ServeFixture.setEnglish("Working.", in: root)
            let fixed = try server.waitForStatus { $0.site != nil }
            #expect(fixed.errors.isEmpty)
            #expect(try HTTP.get(port: server.port, "/en/").text.contains("Working."))
            #expect(server.stop() == 0)
        }
    }
}

/// A value shared by test threads.
final class Shared<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
