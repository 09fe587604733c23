package org.variantc.compiler.cli;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.model.PieceType;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.XBetza;

/** Test access to the command line's package-private parts. */
public final class MainAccess {
    private MainAccess() {
    }

    public static List<XBetza> xbetza(Path definition) {
        try {
            Compilation compilation = VariantCompiler.compile(definition);
            return ProtocolPieces.of(compilation.variant().orElseThrow(), compilation.rules(), Rulebooks.table());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A move string told with XBetza's o on every leg, as for a cylinder board. */
    public static String wrapping(String text) {
        return ProtocolPieces.wrapping(text);
    }

    /** The XBetza of a piece with these move strings, none restricted to squares. */
    public static XBetza xbetza(String... moves) {
        List<MoveClause> clauses = new ArrayList<>();
        for (String m : moves) {
            clauses.add(new MoveClause(((BetzaResult.Parsed) Betza.parse(m)).move(), null));
        }
        return ProtocolPieces.of(new PieceType("Test", "T", moves[0], clauses, false, 0, List.of(), false, null));
    }

    /** Runs the command line with {@code input} as standard input; returns what it printed. */
    public static synchronized String run(String input, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Main.setInput(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        try {
            Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        } finally {
            Main.setInput(System.in);
        }
        return out + err.toString();
    }

    /** What {@code check} prints for a checked variant. */
    public static String summary(org.variantc.compiler.model.Variant v) {
        return Summary.of(v);
    }
}
