/// Values a command-line run never frees: it exits right after, and the system takes a whole
/// process back at once, where freeing a 10,000-page build's pages one by one took a tenth of a
/// one-page rebuild. (Compilers do the same: clang's `-disable-free`.)
final class KeptUntilExit {
    private let values: [Any]

    private init(_ values: [Any]) { self.values = values }

    static func keep(_ values: Any...) {
        _ = Unmanaged.passRetained(KeptUntilExit(values))
    }
}
