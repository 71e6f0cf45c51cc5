import Foundation

extension BuildOptions {
    /// The content, site and localizations folders, which the output may neither lie in nor contain.
    public var projectFolders: [ProjectFolder] {
        [ProjectFolder("content", contentDirectory), ProjectFolder("site", siteDirectory),
         ProjectFolder("localizations", localizationsDirectory)]
    }

    /// Refuses an output docgen must not write into (a link, a file, a project folder or a
    /// folder holding files docgen did not write), reading as little as it can and writing
    /// nothing, so a build can say so at once instead of after rendering every page.
    public func checkOutputFolder() throws(BuildError) {
        let output = outputDirectory.standardizedFileURL
        try OutputLocation.check(output, apartFrom: projectFolders)
        try OutputOwnership.check(output)
    }
}
