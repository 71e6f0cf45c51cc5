import Foundation

/// Everything a page's output depends on besides the page itself and the values its template
/// sees: the docgen binary (the model, the parser and the renderer live in it) and every file of
/// the theme and the string catalogs. A change to any of them renders every page again.
enum BuildFingerprint {
    /// Bumped when the cache's meaning changes in a way the binary's identity would not show.
    static let format = "docgen-render-cache 1"

    static func of(siteDirectory: URL, localizationsDirectory: URL) -> String {
        var hash = StableHash()
        hash.add(format)
        hash.add(executableIdentity)
        for folder in [siteDirectory, localizationsDirectory] {
            hash.add("folder")
            for path in Theme.files(under: folder) {
                hash.add(path)
                hash.add(bytes: FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) ?? Data())
            }
        }
        return hash.hex
    }

    /// The running binary, by path, size and modification time: a rebuilt docgen is a new one.
    /// Hashing its bytes would cost more than some incremental builds.
    private static var executableIdentity: String {
        guard let path = executablePath, let identity = FileIdentity(path: path) else {
            // Nothing to tell binaries apart by: a fresh key each run, so nothing is reused.
            return "unknown-\(UInt64.random(in: .min ... .max))"
        }
        return "\(path)|\(identity.size)|\(identity.modifiedSeconds).\(identity.modifiedNanoseconds)"
    }

    /// On Linux, the kernel's link to the running binary: `Bundle.main` first lists the binary's
    /// whole folder, looking for a bundle's Info.plist (every build read all of `/usr/local/bin`, or
    /// of `.build/release`, for nothing).
    private static var executablePath: String? {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath
    }
}
