package org.variantc.compiler.lsp;

/** Text from a definition shown as Markdown: its markup characters escaped, so a name cannot style or link. */
final class Markdown {
    private Markdown() {
    }

    static String escape(String text) {
        return text.replaceAll("([\\\\`*_{}\\[\\]()#+\\-.!<>|~])", "\\\\$1");
    }
}
