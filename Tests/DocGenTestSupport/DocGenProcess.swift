import Foundation
import Synchronization

/// What a run of the `docgen` binary printed and how it ended.
public struct ProcessOutput: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32
}

public enum DocGenBinaryError: Error, CustomStringConvertible {
    case notFound([String])

    public var description: String {
        switch self {
        case .notFound(let tried):
            "the docgen binary was not found (tried \(tried.joined(separator: ", "))); `swift test` builds it, "
                + "or run `swift build --scratch-path .build-tests` first, or set DOCGEN_BINARY"
        }
    }
}

/// The built `docgen` executable.
///
/// `swift test` builds every product of the package, so the binary sits in the same products
/// folder as the test bundle (`<scratch>/debug/docgen`, next to `docgenPackageTests.xctest`).
/// `DOCGEN_BINARY` overrides the search.
public func docGenBinary() throws -> URL {
    var candidates: [URL] = []
    if let override = ProcessInfo.processInfo.environment["DOCGEN_BINARY"] {
        candidates.append(URL(fileURLWithPath: override))
    }
    let bundle = Bundle.main.bundleURL
    candidates.append(bundle.appendingPathComponent("docgen"))
    candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("docgen"))
    if let first = CommandLine.arguments.first {
        let executable = URL(fileURLWithPath: first).resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("docgen"))
        candidates.append(executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docgen"))
    }
    for scratch in [".build-tests", ".build"] {
        candidates.append(PackagePaths.root.appendingPathComponent("\(scratch)/debug/docgen"))
    }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return candidate
        }
    }
    throw DocGenBinaryError.notFound(candidates.map(\.path))
}

/// Runs `docgen` with `args` in `cwd`, feeding `stdin` to it, and waits for it to end.
/// Output goes through temporary files, so a chatty process can never block on a full pipe.
public func runDocGen(_ args: [String], cwd: URL, stdin: String? = nil) throws -> ProcessOutput {
    try run(docGenBinary(), args, cwd: cwd, stdin: stdin)
}

/// Runs any executable the same way as `runDocGen`, with `environment` added to this process's.
public func run(_ executable: URL, _ args: [String], cwd: URL, stdin: String? = nil,
                environment: [String: String] = [:]) throws -> ProcessOutput {
    let scratch = try TemporaryDirectory(prefix: "docgen-process")
    defer { scratch.remove() }
    let outURL = scratch.appending("stdout"), errURL = scratch.appending("stderr"), inURL = scratch.appending("stdin")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: inURL.path, contents: Data((stdin ?? "").utf8))
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    let input = try FileHandle(forReadingFrom: inURL)
    defer { try? out.close(); try? err.close(); try? input.close() }

    let process = Process()
    process.executableURL = executable
    process.arguments = args
    if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
    process.currentDirectoryURL = cwd
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    process.waitUntilExit()
    let read = { (url: URL) in String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self) }
    return ProcessOutput(stdout: read(outURL), stderr: read(errURL), status: process.terminationStatus)
}

/// A command for `runSideBySide`: an executable, its arguments and the folder it runs in.
public struct Command: Sendable {
    public var executable: URL
    public var arguments: [String]
    public var cwd: URL

    public init(_ executable: URL, _ arguments: [String], cwd: URL) {
        self.executable = executable
        self.arguments = arguments
        self.cwd = cwd
    }

    /// A program found on the PATH, as `/usr/bin/env` finds it.
    public static func tool(_ name: String, _ arguments: [String], cwd: URL) -> Command {
        Command(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, cwd: cwd)
    }
}

/// Runs `commands` as `run` does, as many at once as there are cores, and returns their outputs in
/// the commands' order. For the slow outside checkers (epubcheck, Chromium printing, the Nu
/// validator), whose runs are independent: the test suite runs one test at a time, which left a
/// core idle while each ran.
public func runSideBySide(_ commands: [Command]) throws -> [ProcessOutput] {
    let outcomes = Mutex([Result<ProcessOutput, any Error>?](repeating: nil, count: commands.count))
    DispatchQueue.concurrentPerform(iterations: commands.count) { index in
        let command = commands[index]
        let outcome = Result { try run(command.executable, command.arguments, cwd: command.cwd) }
        outcomes.withLock { $0[index] = outcome }
    }
    return try outcomes.withLock { $0 }.map { try $0!.get() }
}
