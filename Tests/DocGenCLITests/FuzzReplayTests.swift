import DocGenTestSupport
import Foundation
import Testing

/// The fuzz target's seeds and every crash it ever found stay regression cases: the replay build of
/// `DocGenFuzz` (built with the package, without libFuzzer) runs them all through every stage.
@Suite("Fuzz regression cases")
struct FuzzReplayTests {
    @Test("every seed and every saved crash input goes through load, parse, verify and render without a crash")
    func replay() throws {
        let fuzz = try docGenBinary().deletingLastPathComponent().appendingPathComponent("DocGenFuzz")
        let folders = ["Tests/Fuzz/seeds", "Tests/Fuzz/crashes"].map { PackagePaths.root.appendingPathComponent($0).path }
        let result = try run(fuzz, folders, cwd: PackagePaths.root)
        #expect(result.status == 0, "\(result.stderr)")
        let count = Int(result.stdout.split(separator: " ").dropFirst().first ?? "") ?? 0
        #expect(count >= 30, "\(result.stdout)")
    }
}
