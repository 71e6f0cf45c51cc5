/// What `docgen build` writes: the static site, one EPUB 3 book per language, and one HTML
/// book per language for print (a browser makes the PDF).
public enum OutputFormat: String, CaseIterable, Sendable {
    case site
    case epub
    case print
}
