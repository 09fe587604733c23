package org.variantc.compiler.lsp;

import java.util.ArrayList;
import java.util.List;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.pipeline.Compilation;

/**
 * The checker's errors as the protocol's diagnostics. A span is a line and column; the range
 * runs to the end of the word written there. An error found in a base the file extends is
 * shown on the file's first line, naming where it is.
 */
final class DiagnosticRanges {
    private DiagnosticRanges() {
    }

    static List<Diagnostic> of(Compilation compilation, String text) {
        List<Diagnostic> shown = new ArrayList<>();
        String own = compilation.source().name();
        for (org.variantc.compiler.diagnostics.Diagnostic d : compilation.diagnostics()) {
            Span span = d.span();
            boolean here = span != null && own.equals(span.file());
            int line = here ? Math.max(0, span.line() - 1) : 0;
            int column = here ? Math.max(0, span.column() - 1) : 0;
            int length = TextAt.wordLength(TextAt.line(text, line), column);
            String message = here || span == null ? d.message() : span + ": " + d.message();
            Diagnostic shownOne = new Diagnostic(new Range(new Position(line, column), new Position(line, column + length)),
                    message, DiagnosticSeverity.Error, "variantc");
            shown.add(shownOne);
        }
        return shown;
    }
}
