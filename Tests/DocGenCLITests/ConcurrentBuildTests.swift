#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocGenTestSupport
import Foundation
import DocGenKit
import Testing

/// Real `docgen build` processes into one output folder: at the same time, and killed.
@Suite("Concurrent and interrupted builds")
struct ConcurrentBuildTests {
    /// Two projects whose sites differ in every page, so a mix of them shows.
    static let projects: [String: [String: String]] = [
        "a": CLIFixture.clean,
        "b": CLIFixture.clean.mapValues { $0.replacingOccurrences(of: "# Home", with: "# Home, second edition") },
    ]

    /// Writes both projects under `root`, builds each once alone into `root/<name>-reference`,
    /// and returns the two reference sites.
    static func references(in root: URL) throws -> [String: [String: Data]] {
        var sites: [String: [String: Data]] = [:]
        for (name, pages) in projects {
            let project = root.appendingPathComponent(name)
            // Marked translated, so that the builds print nothing at all.
            try CLIFixture.writeMarked(pages, into: project)
            let reference = root.appendingPathComponent("\(name)-reference")
            let result = try runDocGen(["build", "--quiet", "--output", reference.path] + CLIFixture.themeArguments, cwd: project)
            try #require(result.status == 0, "\(result.stderr)")
            sites[name] = snapshotFiles(in: reference)
        }
        #expect(sites["a"] != sites["b"])
        return sites
    }

    static func buildArguments(into output: URL) -> [String] {
        ["build", "--quiet", "--output", output.path] + CLIFixture.themeArguments
    }

    @Test("20 builds into one folder at the same time all succeed and leave one whole site",
          .timeLimit(.minutes(activeSanitizer == nil ? 3 : 10 * 3)))
    func twentyConcurrentBuilds() throws {
        try withTemporaryDirectory { root in
            let references = try Self.references(in: root)
            let output = root.appendingPathComponent("out")
            // Threads, not concurrentPerform, which would run only as many builds at once as there are cores.
            let results = Results()
            let group = DispatchGroup()
            for index in 0..<20 {
                group.enter()
                Thread.detachNewThread {
                    defer { group.leave() }
                    let project = root.appendingPathComponent(index.isMultiple(of: 2) ? "a" : "b")
                    do {
                        let result = try runDocGen(Self.buildArguments(into: output), cwd: project)
                        results.append(BuildRun(status: result.status, stderr: result.stderr))
                    } catch {
                        results.append(BuildRun(status: -1, stderr: "could not run docgen: \(error)"))
                    }
                }
            }
            group.wait()
            let outputs = results.all
            #expect(outputs.count == 20)
            for result in outputs {
                #expect(result.status == 0, "\(result.stderr)")
                let unexpected = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("docgen: waiting for another build") }
                #expect(unexpected.isEmpty, "\(result.stderr)")
            }
            let site = snapshotFiles(in: output)
            let manifest = String(decoding: site[".docgen-manifest"] ?? Data(), as: UTF8.self)
            let listed = Set(manifest.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init) + [".docgen-manifest"])
            #expect(Set(site.keys) == listed, "the manifest lists exactly the files present")
            #expect(site == references["a"] || site == references["b"], "the site is not one clean build's")
            #expect(Self.leftovers(in: root).isEmpty)
        }
    }

    @Test("a build killed with SIGKILL at any moment leaves the old site or the new one, never a mix",
          .timeLimit(.minutes(activeSanitizer == nil ? 3 : 10 * 3)))
    func killedBuildsLeaveAWholeSite() throws {
        try withTemporaryDirectory { root in
            let references = try Self.references(in: root)
            let output = root.appendingPathComponent("out")
            let first = try runDocGen(Self.buildArguments(into: output), cwd: root.appendingPathComponent("a"))
            try #require(first.status == 0, "\(first.stderr)")
            // Timed as the trials run: over the other project's site, its caches beside it (a build
            // into an empty folder takes longer, and sleeping that long, every trial's build had ended).
            let timing = root.appendingPathComponent("timing")
            _ = try runDocGen(Self.buildArguments(into: timing), cwd: root.appendingPathComponent("a"))
            let started = ContinuousClock.now
            _ = try runDocGen(Self.buildArguments(into: timing), cwd: root.appendingPathComponent("b"))
            let buildTime = ContinuousClock.now - started
            let seconds = Double(buildTime.components.seconds) + Double(buildTime.components.attoseconds) / 1e18

            var killed = 0
            for trial in 0..<16 {
                let project = root.appendingPathComponent(trial.isMultiple(of: 2) ? "b" : "a")
                let process = try Self.start(Self.buildArguments(into: output), cwd: project)
                // Half the trials within the build's first half: a noisy machine's timing may be long.
                Thread.sleep(forTimeInterval: Double.random(in: 0...seconds) * (trial < 8 ? 1 : 0.5))
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                if process.terminationReason == .uncaughtSignal { killed += 1 }
                let site = snapshotFiles(in: output)
                #expect(site == references["a"] || site == references["b"], "trial \(trial): a torn site")
            }
            #expect(killed > 0, "no build was interrupted; the test proved nothing")
            // The killed builds' locks died with them, and their staging folders are cleared.
            let last = try runDocGen(Self.buildArguments(into: output), cwd: root.appendingPathComponent("b"))
            #expect(last.status == 0, "\(last.stderr)")
            #expect(snapshotFiles(in: output) == references["b"])
            #expect(Self.leftovers(in: root).isEmpty, "\(Self.described(leftoversIn: root)); the last build said: \(last.stderr)")
        }
    }

    /// Each leftover with the names in it (a few) and the start of its mark, for a failure to explain itself.
    static func described(leftoversIn root: URL) -> String {
        leftovers(in: root).map { name in
            let folder = root.appendingPathComponent(name)
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            let mark = (try? Data(contentsOf: folder.appendingPathComponent(".docgen-manifest"))).map {
                String(decoding: $0.prefix(120), as: UTF8.self).debugDescription
            } ?? "none"
            return "\(name): \(entries.count) entries \(entries.prefix(8)), mark \(mark)"
        }.joined(separator: "; ")
    }

    /// Starts `docgen` without waiting for it; its output is thrown away.
    static func start(_ args: [String], cwd: URL) throws -> Process {
        let process = Process()
        process.executableURL = try docGenBinary()
        process.arguments = args
        process.currentDirectoryURL = cwd
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Staging or previous folders beside the outputs in `root`.
    static func leftovers(in root: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.contains("docgen-staging") || $0.contains("docgen-previous") }
    }
}

struct BuildRun: Sendable {
    var status: Int32
    var stderr: String
}

/// Build results collected from several threads.
final class Results: Sendable {
    private let storage = Locked<[BuildRun]>([])
    func append(_ run: BuildRun) { storage.withLock { $0.append(run) } }
    var all: [BuildRun] { storage.withLock { $0 } }
}
