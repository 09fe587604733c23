package org.variantc.compiler.diagnostics;

/** An error in a definition, at the exact place it was written. */
public record Diagnostic(Span span, String message) {
    /**
     * The form a person reads: {@code file:line:column: error: message}, the source line, and a
     * caret under the column. Tabs are kept in the caret line's indent so the caret lines up.
     */
    public String format(SourceFile source) {
        String line = source.line(span.line());
        StringBuilder caret = new StringBuilder();
        for (int i = 0; i < span.column() - 1; i++) {
            caret.append(i < line.length() && line.charAt(i) == '\t' ? '\t' : ' ');
        }
        caret.append('^');
        return span + ": error: " + message + "\n" + line + "\n" + caret;
    }
}
