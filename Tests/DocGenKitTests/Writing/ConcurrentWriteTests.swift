#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Writers into one output folder at the same time take turns through the lock.
@Suite("Concurrent writes")
struct ConcurrentWriteTests {
    /// A site that differs in every file, and in one file name, from every other generation's.
    static func generation(_ number: Int) -> [OutputFile] {
        ["index.html", "en/index.html", "en/guide/a.html", "assets/style.css", "only-\(number).html"]
            .map { OutputFile(path: $0, text: "generation \(number): \($0)") }
    }

    /// What `generation(number)` looks like on disk, manifest included.
    static func expectedFiles(_ number: Int) -> [String: Data] {
        let files = generation(number)
        var expected = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.data) })
        expected[OutputManifest.fileName] = OutputManifest(paths: files.map(\.path)).encoded()
        return expected
    }

    @Test("20 threads writing different sites into one folder leave exactly one of them, whole",
          .timeLimit(.minutes(activeSanitizer == nil ? 1 : 10)))
    func twentyWritersLeaveOneWholeSite() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            let failures = CollectedLines()
            let group = DispatchGroup()
            for number in 0..<20 {
                group.enter()
                Thread.detachNewThread {
                    defer { group.leave() }
                    do {
                        try SiteWriter(outputDirectory: output, report: { _ in }).write(Self.generation(number))
                    } catch {
                        failures.append("writer \(number): \(error)")
                    }
                }
            }
            group.wait()
            #expect(failures.lines.isEmpty)
            let site = snapshotFiles(in: output)
            let manifest = try #require(OutputManifest.read(from: output))
            #expect(Set(site.keys) == Set(manifest.paths + [OutputManifest.fileName]), "the manifest lists exactly what is there")
            let winner = try #require(manifest.paths.lazy.compactMap { Int($0.dropFirst(5).dropLast(5)) }.first)
            #expect(site == Self.expectedFiles(winner), "a mix of generations")
            #expect(SiteFixture.leftovers(beside: output).isEmpty)
        }
    }

    @Test("a write waits while another process holds the lock, says so once, and finishes when it is released",
          .timeLimit(.minutes(activeSanitizer == nil ? 1 : 10)))
    func waitsForTheLock() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            let lockPath = root.appendingPathComponent(".out.docgen-lock").path
            // Held the way another docgen would hold it: its own open file, its own flock.
            let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            #expect(flock(descriptor, LOCK_EX) == 0)

            let messages = CollectedLines()
            let finished = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                do {
                    try SiteWriter(outputDirectory: output, report: messages.append).write(Self.generation(1))
                } catch {
                    messages.append("failed: \(error)")
                }
                finished.signal()
            }
            let deadline = ContinuousClock.now + .seconds(10)
            while messages.lines.isEmpty && ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.01) }
            #expect(finished.wait(timeout: .now() + 0.3) == .timedOut, "the write did not wait")
            #expect(!FileManager.default.fileExists(atPath: output.path))

            #expect(flock(descriptor, LOCK_UN) == 0)
            #expect(finished.wait(timeout: .now() + 10) == .success)
            #expect(messages.lines == ["docgen: waiting for another build writing \(output.path) to finish (lock: \(lockPath))"])
            #expect(snapshotFiles(in: output) == Self.expectedFiles(1))
        }
    }

    @Test("a write that finds the lock free says nothing")
    func freeLockIsSilent() throws {
        try withTemporaryDirectory { root in
            let messages = CollectedLines()
            try SiteWriter(outputDirectory: root.appendingPathComponent("out"), report: messages.append).write(Self.generation(2))
            #expect(messages.lines.isEmpty)
        }
    }
}

/// Lines collected from several threads.
final class CollectedLines: Sendable {
    private let storage = Locked<[String]>([])
    func append(_ line: String) { storage.withLock { $0.append(line) } }
    var lines: [String] { storage.withLock { $0 } }
}
