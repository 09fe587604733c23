package org.variantc.compiler.imports.diagram;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.variantc.compiler.diagnostics.Diagnostic;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.imports.GameName;
import org.variantc.compiler.imports.ImportProblem;
import org.variantc.compiler.imports.ImportedGame;
import org.variantc.compiler.imports.VariantText;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * Interactive Diagram blocks made into definitions: the board, each piece line as a piece (its
 * image kept as a comment), White's squares and Black's by the block's symmetry, the royal
 * piece, the first {@code maxPromote} pieces promoting on the last {@code promoZone} ranks to
 * {@code promoChoice}, the royal piece's XBetza castling ({@code isO2}) as castling lines, and
 * {@code holdingsType} as drops. The diagram states no end rules, so FIDE's apply, as the
 * header says.
 */
public final class DiagramImport {
    /** Parameters that change how the diagram looks, never how it plays. */
    private static final Set<String> LOOKS = Set.of("graphicsDir", "whitePrefix", "blackPrefix", "graphicsType",
            "squareSize", "lightShade", "darkShade", "startShade", "satellite", "coordColor", "borders",
            "markers", "useMarkers", "rimColor", "hlColor", "flipSide");
    private static final Set<String> READ = Set.of("files", "ranks", "royal", "maxPromote", "promoZone",
            "promoChoice", "symmetry", "holdingsType");
    private static final Pattern CASTLING = Pattern.compile("([a-z]*)O([0-9]+)");

    private DiagramImport() {
    }

    public static boolean looksLikeDiagram(String text) {
        return text.contains("class=\"idiagram\"") || text.matches("(?s).*(^|\\s)files=\\d+\\s.*ranks=\\d+.*");
    }

    public static List<ImportedGame> read(String fileName, String text, String only, boolean lossy,
                                          List<ImportProblem> errors) {
        List<ImportedGame> games = new ArrayList<>();
        List<DiagramBlock> blocks = DiagramBlock.all(fileName, text, errors);
        String name = gameName(text);
        for (int i = 0; i < blocks.size(); i++) {
            String stem = blocks.size() == 1 ? name : name + "-" + (i + 1);
            if (only == null || only.equals(stem)) {
                games.add(translate(blocks.get(i), stem, fileName, lossy, zoned(text)));
            }
        }
        return games;
    }

    /** The game's name: the one our export writes in its comment, else the text's first line. */
    static String gameName(String text) {
        Matcher m = Pattern.compile("Interactive Diagram of (.+?), exported").matcher(text);
        String title = m.find() ? m.group(1) : text.strip().lines().findFirst().orElse("diagram");
        String stem = title.toLowerCase().replaceAll("\\(.*?\\)", "").replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-+|-+$", "");
        return stem.isEmpty() ? "diagram" : stem.substring(0, Math.min(stem.length(), 60));
    }

    /** Whether the page defines the diagram's BadZone hook, which restricts moves by square in script. */
    static boolean zoned(String text) {
        return Pattern.compile("function\\s+BadZone\\s*\\(").matcher(text).find();
    }

    private static ImportedGame translate(DiagramBlock block, String stem, String fileName, boolean lossy, boolean zoned) {
        List<ImportProblem> lost = new ArrayList<>(GameName.problems(stem, block.span()));
        if (zoned) {
            lost.add(new ImportProblem(block.span(), "the page's BadZone function keeps some men's moves to some squares;"
                    + " a script is not read, so they would move from every square"));
        }
        VariantText body = new DiagramTranslation(block, lost).write(stem);
        for (Map.Entry<String, String> p : block.parameters().entrySet()) {
            if (!READ.contains(p.getKey()) && !LOOKS.contains(p.getKey())) {
                lost.add(new ImportProblem(block.places().get(p.getKey()), "parameter '" + p.getKey()
                        + "' is not carried over"));
            }
        }
        if (lost.isEmpty() || lossy) {
            Compilation compiled = VariantCompiler.compile(new SourceFile(stem + ".variant", body.text()));
            for (Diagnostic d : compiled.diagnostics()) {
                Span origin = body.origin(d.span().line());
                lost.add(new ImportProblem(origin == null ? block.span() : origin,
                        "the definition written for it does not check: " + d.message()));
            }
        }
        if (!lost.isEmpty() && !lossy) {
            return new ImportedGame(stem, "", lost);
        }
        VariantText head = new VariantText();
        head.comment("Imported by 'variantc import' from the Interactive Diagram block at line "
                + block.span().line() + " of " + java.nio.file.Path.of(fileName).getFileName() + ".", block.span());
        head.comment("The diagram states no end rules: FIDE's apply (mate wins, stalemate draws, 50 moves, "
                + "3 repetitions).", block.span());
        if (!lost.isEmpty()) {
            head.comment("Left out (--lossy), so this game is not the diagram's:", block.span());
            lost.forEach(p -> head.comment("  line " + p.span().line() + ": " + p.message(), p.span()));
        }
        head.line("", block.span());
        return new ImportedGame(stem, head.text() + body.text(), lost);
    }

    /** The castling components of a royal piece's XBetza, and the rest of it. */
    record Castlings(String rest, List<String> parts) {
        static Castlings of(String betza) {
            List<String> parts = new ArrayList<>();
            Matcher m = CASTLING.matcher(betza);
            StringBuilder rest = new StringBuilder();
            while (m.find()) {
                parts.add(m.group());
                m.appendReplacement(rest, "");
            }
            m.appendTail(rest);
            return new Castlings(rest.toString(), parts);
        }
    }
}
