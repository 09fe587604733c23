package org.variantc.compiler.lsp;

import java.util.Map;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.notation.MoveDiagram;
import org.variantc.runtime.rules.VariantRules;

/**
 * The page's move diagram as text for a hover: the squares around a White man in the middle of
 * an empty board (where the page's legend first shows it), each marked as the page marks it,
 * from the same tables ({@link MoveDiagram}), with the page's key in words.
 */
final class MoveGrid {
    static final String KEY = "`*` moves or captures · `o` moves only · `x` captures only · "
            + "`^` only by hopping over a man · `.` not reached";

    private MoveGrid() {
    }

    /** A fenced block and its key, for piece {@code type} whose id is {@code id}. */
    static String of(VariantRules rules, int type, String id) {
        boolean[] holes = Preparation.table(rules).start().holes();
        int square = MoveDiagram.middle(rules);
        for (int sq = 0; holes[square] && sq < rules.squares(); sq++) {
            square = sq;
        }
        Map<Integer, MoveDiagram.Mark> marks = MoveDiagram.of(rules, type, square).marks();
        int files = rules.files();
        int minFile = square % files;
        int maxFile = minFile;
        int minRank = square / files;
        int maxRank = minRank;
        for (int sq : marks.keySet()) {
            minFile = Math.min(minFile, sq % files);
            maxFile = Math.max(maxFile, sq % files);
            minRank = Math.min(minRank, sq / files);
            maxRank = Math.max(maxRank, sq / files);
        }
        // one square of margin, so a man's reach shows against squares it does not reach
        minFile = Math.max(0, minFile - 1);
        maxFile = Math.min(files - 1, maxFile + 1);
        minRank = Math.max(0, minRank - 1);
        maxRank = Math.min(rules.ranks() - 1, maxRank + 1);
        int width = Math.max(1, id.length());
        StringBuilder grid = new StringBuilder("```text\n");
        for (int rank = maxRank; rank >= minRank; rank--) {
            grid.append(String.format("%3d ", rank + 1));
            for (int file = minFile; file <= maxFile; file++) {
                int sq = file + rank * files;
                String cell = sq == square ? id : holes[sq] ? " " : symbol(marks.get(sq));
                grid.append(file > minFile ? " " : "").append(pad(cell, width));
            }
            grid.append('\n');
        }
        grid.append("    ");
        for (int file = minFile; file <= maxFile; file++) {
            grid.append(file > minFile ? " " : "").append(pad(String.valueOf((char) ('a' + file)), width));
        }
        grid.append("\n```\n\n").append(id).append(" on ").append((char) ('a' + square % files)).append(square / files + 1)
                .append(" of an empty board: ").append(KEY).append('\n');
        return grid.toString();
    }

    private static String symbol(MoveDiagram.Mark mark) {
        if (mark == null) {
            return ".";
        }
        return switch (mark) {
            case BOTH -> "*";
            case MOVE -> "o";
            case CAPTURE -> "x";
            case HOP -> "^";
        };
    }

    private static String pad(String cell, int width) {
        return cell + " ".repeat(Math.max(0, width - cell.length()));
    }
}
