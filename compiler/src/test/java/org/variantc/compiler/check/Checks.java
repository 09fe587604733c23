package org.variantc.compiler.check;

import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostic;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/** Compiles small definitions written in a test and shows their diagnostics compactly. */
final class Checks {
    /** A correct small definition; tests change one line of it to make one error. */
    static final String BASE = """
            variant "Mini" { author "tests" }
            board 8 x 8
            piece King K "K" royal
            piece Rook R "R"
            piece Pawn P "fmWfceF" pawn {
              move "ifmnD" from rank 2
              promote on rank 8 to R
            }
            setup "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R"
            castling {
              king e1 to g1 with rook h1 to f1
            }
            """;

    private Checks() {
    }

    static Compilation compile(String text) {
        return VariantCompiler.compile(new SourceFile("test.variant", text));
    }

    /** Each diagnostic as "line:column: message". */
    static List<String> errors(String text) {
        return compile(text).diagnostics().stream().map(Checks::brief).toList();
    }

    static String brief(Diagnostic d) {
        return d.span().line() + ":" + d.span().column() + ": " + d.message();
    }

    /** BASE with the first occurrence of {@code from} replaced. */
    static String base(String from, String to) {
        if (!BASE.contains(from)) {
            throw new IllegalArgumentException(from);
        }
        return BASE.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
    }
}
