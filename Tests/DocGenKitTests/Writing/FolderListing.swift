import Foundation

/// Everything below `root` by relative path, links not followed: `dir`, `link -> target`, or a
/// file's text. Two equal listings mean nothing was written, moved or removed there.
func folderListing(_ root: URL) -> [String: String] {
    var listing: [String: String] = [:]
    var pending = [""]
    let fileManager = FileManager.default
    while let relative = pending.popLast() {
        let folder = relative.isEmpty ? root.path : root.path + "/" + relative
        for name in (try? fileManager.contentsOfDirectory(atPath: folder)) ?? [] {
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = root.path + "/" + path
            switch (try? fileManager.attributesOfItem(atPath: full))?[.type] as? FileAttributeType {
            case .typeDirectory?:
                listing[path] = "dir"
                pending.append(path)
            case .typeSymbolicLink?:
                listing[path] = "link -> " + ((try? fileManager.destinationOfSymbolicLink(atPath: full)) ?? "?")
            default:
                listing[path] = String(decoding: fileManager.contents(atPath: full) ?? Data(), as: UTF8.self)
            }
        }
    }
    return listing
}
