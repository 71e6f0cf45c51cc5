/*
 * The libcmark floor for scripts/benchmark: what rendering a docgen corpus costs with nothing but
 * libcmark, in one process.
 *
 *   cmark-floor CONTENT_DIR OUT_DIR      every .md page under CONTENT_DIR → OUT_DIR/<same path>.html
 *                                        (not the sections' _section.md, which are front matter only)
 *   cmark-floor --parse-only CONTENT_DIR every page read and parsed, nothing rendered or written
 *
 * Each page's YAML front matter (a first line '---' up to the next '---' line) is skipped, as docgen
 * does; the body goes through cmark with docgen's options (UTF-8 validation, safe mode) and cmark's
 * HTML is written as is: no template, navigation or search index. Prints "<pages> pages, <bytes> bytes"
 * on standard error.
 *
 *   cc -O2 -o cmark-floor cmark-floor.c $(pkg-config --cflags --libs libcmark)
 */
#define _XOPEN_SOURCE 700
#include <cmark.h>
#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static const char *content_dir, *out_dir;
static size_t content_len;
static int parse_only;
static long pages;
static unsigned long long bytes;

static void die(const char *what, const char *path) {
    fprintf(stderr, "cmark-floor: %s %s: %s\n", what, path, strerror(errno));
    exit(1);
}

static char *read_file(const char *path, size_t *length) {
    FILE *file = fopen(path, "rb");
    if (!file) die("cannot open", path);
    struct stat info;
    if (fstat(fileno(file), &info) != 0) die("cannot stat", path);
    char *data = malloc((size_t)info.st_size + 1);
    if (!data) die("out of memory reading", path);
    *length = fread(data, 1, (size_t)info.st_size, file);
    data[*length] = 0;
    fclose(file);
    return data;
}

/* The body after the front matter: from the line after the closing '---', or the whole text. */
static const char *skip_front_matter(const char *text, size_t *length) {
    if (strncmp(text, "---\n", 4) != 0) return text;
    const char *close = strstr(text + 3, "\n---\n");
    if (!close) return text;
    const char *body = close + 5;
    *length -= (size_t)(body - text);
    return body;
}

/* mkdir -p for every folder above `path`. */
static void make_parents(char *path) {
    for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = 0;
        if (mkdir(path, 0755) != 0 && errno != EEXIST) die("cannot make folder", path);
        *slash = '/';
    }
}

static int visit(const char *path, const struct stat *info, int type, struct FTW *where) {
    (void)info;
    size_t path_length = strlen(path);
    if (type != FTW_F || path_length < 3 || strcmp(path + path_length - 3, ".md") != 0) return 0;
    if (strcmp(path + where->base, "_section.md") == 0) return 0; /* a section's description, not a page */
    size_t length;
    char *text = read_file(path, &length);
    const char *body = skip_front_matter(text, &length);
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_VALIDATE_UTF8);
    cmark_parser_feed(parser, body, length);
    cmark_node *document = cmark_parser_finish(parser);
    if (!parse_only) {
        char *html = cmark_render_html(document, CMARK_OPT_DEFAULT);
        const char *relative = path + content_len;
        size_t out_length = strlen(out_dir) + strlen(relative) + 8;
        char *out_path = malloc(out_length);
        snprintf(out_path, out_length, "%s%s", out_dir, relative);
        strcpy(out_path + strlen(out_path) - 3, ".html");
        make_parents(out_path);
        FILE *out = fopen(out_path, "wb");
        if (!out) die("cannot write", out_path);
        fputs(html, out);
        if (fclose(out) != 0) die("cannot write", out_path);
        free(out_path);
        free(html);
    }
    cmark_node_free(document);
    cmark_parser_free(parser);
    free(text);
    pages += 1;
    bytes += length;
    return 0;
}

int main(int argc, char **argv) {
    int first = 1;
    if (argc > 1 && strcmp(argv[1], "--parse-only") == 0) {
        parse_only = 1;
        first = 2;
    }
    if (argc - first != (parse_only ? 1 : 2)) {
        fprintf(stderr, "usage: cmark-floor CONTENT_DIR OUT_DIR\n       cmark-floor --parse-only CONTENT_DIR\n");
        return 64;
    }
    content_dir = argv[first];
    content_len = strlen(content_dir);
    while (content_len > 1 && content_dir[content_len - 1] == '/') content_len--;
    if (!parse_only) {
        out_dir = argv[first + 1];
        if (mkdir(out_dir, 0755) != 0 && errno != EEXIST) die("cannot make folder", out_dir);
    }
    if (nftw(content_dir, visit, 32, FTW_PHYS) != 0) die("cannot walk", content_dir);
    fprintf(stderr, "cmark-floor: %ld pages, %llu bytes of Markdown%s\n", pages, bytes,
            parse_only ? " parsed" : " rendered");
    return 0;
}
