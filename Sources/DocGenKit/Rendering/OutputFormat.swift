/// What `docgen build` writes: the static site, and one EPUB 3 book per language.
public enum OutputFormat: String, CaseIterable, Sendable {
    case site
    case epub
}
