// swift-tools-version: 6.1
import Foundation
import PackageDescription

// The docgen executable runs on mimalloc (Sources/docgen/Allocator.swift), unless
// DOCGEN_SYSTEM_MALLOC is set: a sanitizer replaces malloc itself (scripts/sanitizers sets it).
let usesMimalloc = ProcessInfo.processInfo.environment["DOCGEN_SYSTEM_MALLOC"] == nil

let package = Package(
    name: "docgen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "docgen", targets: ["docgen"]),
        .library(name: "Lifecycle", targets: ["Lifecycle"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // `docgen serve`: the HTTP server (on SwiftNIO) and its graceful shutdown. No default traits:
        // serve needs neither swift-configuration nor the full-Foundation form coding.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
    ],
    targets: [
        // libcmark, found through pkg-config; the header path is never hard-coded.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        // Graphviz's layout library (dot), for the state figures: used while building the site only.
        .systemLibrary(name: "CGraphviz", pkgConfig: "libgvc", providers: [.apt(["libgraphviz-dev"])]),
        // glibc's malloc_trim: a build gives freed memory back between its stages.
        .systemLibrary(name: "CMalloc"),
        // mimalloc, the executable's allocator: glibc's malloc and free were an eighth of `verify`'s CPU.
        .systemLibrary(name: "CMimalloc", providers: [.apt(["libmimalloc-dev"])]),
        // The state machine: pure Swift, no dependencies, the single source of truth.
        .target(name: "Lifecycle"),
        // The pipeline: load → parse → verify → render → write.
        .target(
            name: "DocGenKit",
            dependencies: [
                "CCmark", "CGraphviz", "CMalloc", "Lifecycle",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // `docgen serve`: builds into a folder of its own, serves it, watches the sources, pushes reloads.
        .target(
            name: "DocGenServe",
            dependencies: [
                "DocGenKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(
            name: "docgen",
            dependencies: ["DocGenKit", "DocGenServe", .product(name: "ArgumentParser", package: "swift-argument-parser")]
                + (usesMimalloc ? ["CMimalloc"] : [])
        ),
        // libFuzzer target (scripts/fuzz); built normally, it replays inputs given as arguments.
        .executableTarget(name: "DocGenFuzz", dependencies: ["DocGenKit"]),
        .target(name: "DocGenTestSupport", dependencies: ["DocGenKit"], path: "Tests/DocGenTestSupport"),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
        .testTarget(name: "DocGenKitTests", dependencies: ["DocGenKit", "Lifecycle", "DocGenTestSupport",
                                                        .product(name: "Mustache", package: "swift-mustache")]),
        .testTarget(name: "DocGenCLITests", dependencies: ["DocGenTestSupport", "DocGenKit"]),
        // Browser/: the same server in headless Chromium (pytest + Selenium), run apart from swift test.
        .testTarget(name: "DocGenServeTests", dependencies: ["DocGenServe", "DocGenKit", "DocGenTestSupport"],
                    exclude: ["Browser"]),
    ],
    swiftLanguageModes: [.v6]
)
