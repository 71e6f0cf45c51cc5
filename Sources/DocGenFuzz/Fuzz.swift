// A libFuzzer target for what untrusted content reaches: page loading (UTF-8, front matter),
// parsing (libcmark, lifecycle blocks, tables), verification against the model, and rendering.
//
//     scripts/fuzz [seconds]            builds with -sanitize=fuzzer,address and runs the corpus
//     swift run DocGenFuzz FILE…        replays inputs (the regression cases in Tests/Fuzz/crashes)
import DocGenKit
import Foundation

/// One input as the English page of a one-page site, through every stage docgen runs on it.
func exercise(_ data: Data) {
    guard let text = String(data: data, encoding: .utf8) else { return }
    let page = SourcePage(language: .source, path: "index.md", displayPath: "Content/en/index.md", text: text)
    let parsed = PageParser.parse(page)
    let report = Verifier.verify(ParsedContent(pages: [parsed]))
    _ = DiagnosticFormatter.text(report.diagnostics)
    _ = CommonMark.html(text, options: .init(allowsRawHTML: false))
}

#if DOCGEN_FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// A page that reaches every lazily built table and pattern (callback names, the API catalogue, the
/// version-claim and deprecation patterns), run once before fuzzing: otherwise the first input to
/// reach one would be blamed by LeakSanitizer for memory that lives as long as the process.
let warmUp = """
    ---
    title: Warm-up
    ---
    Since iOS 13, `sceneDidBecomeActive(_:)` is called. `applicationDidBecomeActive(_:)` is deprecated.

    | Callback | Since |
    |---|---|
    | `applicationDidBecomeActiv(_:)` | iOS 2 |

    ```lifecycle id=w mode=scenes from=active events="open-window home"
    sceneWillResignActive(_:)
    ```
    """

/// SwiftPM links an executable's entry point under this name; libFuzzer's driver takes over from it.
/// The term check reads `Terms/` and `Localizations/` beside `Content/`, that is, in the current
/// folder, for every input. Fuzzing runs in a folder of its own holding a copy of the term base
/// only: the fuzzed page is still checked against it, but the project's string catalogs (not
/// input, and costly to read) are not parsed again for every execution.
func enterFuzzingFolder() {
    let folder = fuzzingFolder
    // libFuzzer ends the process with exit(): the folder goes then, not at the end of a scope.
    atexit { try? FileManager.default.removeItem(at: fuzzingFolder) }
    let terms = folder.appendingPathComponent("Terms")
    try? FileManager.default.createDirectory(at: terms, withIntermediateDirectories: true)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: "Terms")) ?? [] {
        try? FileManager.default.copyItem(atPath: "Terms/" + name, toPath: terms.appendingPathComponent(name).path)
    }
    FileManager.default.changeCurrentDirectoryPath(folder.path)
}

/// This process's folder (`enterFuzzingFolder`).
let fuzzingFolder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("docgen-fuzz-\(getpid())")

/// libFuzzer reads its corpus folders and replay files after `enterFuzzingFolder` has moved the
/// process elsewhere: give it those paths made absolute from where the fuzzer was started.
func absoluteArguments(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
    let start = FileManager.default.currentDirectoryPath
    return (0..<Int(argc)).map { index in
        let argument = argv.flatMap { $0[index] }.map { String(cString: $0) } ?? ""
        guard index > 0, !argument.hasPrefix("-"), !argument.hasPrefix("/") else { return argument }
        return URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: start, isDirectory: true)).path
    }
}

@_cdecl("DocGenFuzz_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    // Copies that live as long as the process, as libFuzzer expects of argv.
    let copies = absoluteArguments(argc, argv).map { strdup($0) }
    let rebuilt = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: copies.count + 1)
    for (index, copy) in copies.enumerated() { rebuilt[index] = copy }
    rebuilt[copies.count] = nil
    enterFuzzingFolder()
    exercise(Data(warmUp.utf8))
    var count = argc, arguments = Optional(rebuilt)
    return runFuzzerDriver(&count, &arguments) { bytes, size in
        exercise(bytes.map { Data(bytes: $0, count: size) } ?? Data())
        return 0
    }
}
#else
/// Without libFuzzer: replays the files and folders given as arguments.
@main
enum Replay {
    static func main() {
        var replayed = 0
        for path in CommandLine.arguments.dropFirst() {
            let url = URL(fileURLWithPath: path)
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let files = isDirectory.boolValue
                ? ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().map { url.appendingPathComponent($0) }
                : [url]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                exercise(data)
                replayed += 1
            }
        }
        print("replayed \(replayed) inputs without a crash")
    }
}
#endif
