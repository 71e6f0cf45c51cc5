// swift-tools-version: 6.1
import PackageDescription

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
    ],
    targets: [
        // libcmark, found through pkg-config; the header path is never hard-coded.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        // The state machine: pure Swift, no dependencies, the single source of truth.
        .target(name: "Lifecycle"),
        // The pipeline: load → parse → verify → render → write.
        .target(
            name: "DocGenKit",
            dependencies: [
                "CCmark", "Lifecycle",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .executableTarget(
            name: "docgen",
            dependencies: ["DocGenKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // libFuzzer target (scripts/fuzz); built normally, it replays inputs given as arguments.
        .executableTarget(name: "DocGenFuzz", dependencies: ["DocGenKit"]),
        .target(name: "DocGenTestSupport", dependencies: ["DocGenKit"], path: "Tests/DocGenTestSupport"),
        .testTarget(name: "LifecycleTests", dependencies: ["Lifecycle"]),
        .testTarget(name: "DocGenKitTests", dependencies: ["DocGenKit", "Lifecycle", "DocGenTestSupport"]),
        .testTarget(name: "DocGenCLITests", dependencies: ["DocGenTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
