package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.MakrukFamily;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.syntax.EndDecl;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.PieceItem;
import org.variantc.compiler.syntax.UnmovedFieldDecl;
import org.variantc.compiler.tables.MoveTableBuilder;
import org.variantc.runtime.rules.Counting;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.compiler.betza.Line;

/**
 * The Makruk family's statements: {@code counting …} in {@code end}, {@code checked king only
 * captures}, {@code unmoved men written in castling field} and {@code move "…" not in check},
 * each refused at its place where the engines could not honour it.
 */
final class MakrukReader {
    private final Board board;
    private final PieceIds ids;
    private final Diagnostics diagnostics;

    MakrukReader(Board board, PieceIds ids, Diagnostics diagnostics) {
        this.board = board;
        this.ids = ids;
        this.diagnostics = diagnostics;
    }

    MakrukFamily read(Statements statements, List<PieceType> pieces, List<Castling> castlings) {
        Counting counting = counting(statements.end());
        boolean onlyCaptures = statements.checkedKing() != null;
        if (onlyCaptures && pieces.stream().noneMatch(PieceType::royal)) {
            diagnostics.error(statements.checkedKing().span(),
                    "'checked king only captures' needs a royal piece: nothing here is ever in check");
        }
        UnmovedFieldDecl field = statements.unmovedField();
        if (field != null && !castlings.isEmpty()) {
            diagnostics.error(field.span(), "the castling field cannot hold both castling rights and the unmoved men;"
                    + " drop the castling or this statement");
        }
        if (field != null && pieces.stream().noneMatch(MakrukReader::hasInitialMoves)) {
            diagnostics.error(field.span(), "no piece has first moves (the 'i' modifier): the field would always be '-'");
        }
        List<MakrukFamily.Barred> barred = barred(statements.pieces(), pieces);
        if (counting == null && !onlyCaptures && field == null && barred.isEmpty()) {
            return MakrukFamily.NONE;
        }
        return new MakrukFamily(counting, onlyCaptures, field != null, List.copyOf(barred));
    }

    private static boolean hasInitialMoves(PieceType piece) {
        return piece.moves().stream().anyMatch(c -> c.move().components().stream()
                .anyMatch(k -> k instanceof Line line && line.modes().initial()));
    }

    /** {@code counting makruk with rook R khon S knight N}; ASEAN names the Met too. */
    private Counting counting(EndDecl end) {
        if (end == null) {
            return null;
        }
        EndDecl.CountingRule rule = null;
        for (EndDecl.Rule r : end.rules()) {
            if (r instanceof EndDecl.CountingRule c) {
                if (rule != null) {
                    diagnostics.error(c.span(), "this end rule is given twice");
                }
                rule = c;
            }
        }
        if (rule == null) {
            return null;
        }
        Counting.Style style = switch (rule.style().text()) {
            case "makruk" -> Counting.Style.MAKRUK;
            case "asean" -> Counting.Style.ASEAN;
            default -> null;
        };
        if (style == null) {
            diagnostics.error(rule.style().span(), "unknown counting rule '" + rule.style().text()
                    + "'; expected makruk or asean");
            return null;
        }
        int[] roles = {-1, -1, -1, -1};
        boolean[] named = new boolean[4];
        List<String> names = List.of("rook", "khon", "knight", "met");
        for (EndDecl.Role role : rule.roles()) {
            int at = names.indexOf(role.role());
            int type = ids.index(role.id().text());
            if (type < 0) {
                diagnostics.error(role.id().span(), "unknown piece id '" + role.id().text() + "' in the counting rule");
            } else if (named[at]) {
                diagnostics.error(role.id().span(), "the " + role.role() + " is named twice");
            }
            named[at] = true;
            roles[at] = type;
        }
        List<String> needed = style == Counting.Style.MAKRUK ? names.subList(0, 3) : names;
        for (String name : needed) {
            if (!named[names.indexOf(name)]) {
                diagnostics.error(rule.span(), "the " + rule.style().text() + " counting rule needs its " + name
                        + ": add '" + name + " ID'");
            }
        }
        if (style == Counting.Style.MAKRUK && named[3]) {
            diagnostics.error(rule.span(), "Makruk's counting never names the Met; remove 'met'");
        }
        return new Counting(style, roles[0], roles[1], roles[2], roles[3]);
    }

    /**
     * The clauses written {@code not in check}: leaps only, and none that another clause of the
     * piece can also make from the same square, so that the engines can tell the move apart.
     */
    private List<MakrukFamily.Barred> barred(List<PieceDecl> decls, List<PieceType> pieces) {
        List<MakrukFamily.Barred> out = new ArrayList<>();
        for (int type = 0; type < decls.size() && type < pieces.size(); type++) {
            int clause = 0;
            for (PieceItem item : decls.get(type).items()) {
                if (!(item instanceof PieceItem.ExtraMove m)) {
                    continue;
                }
                clause++;
                if (m.notInCheck() != null && board != null && clause < pieces.get(type).moves().size()) {
                    MoveClause barred = pieces.get(type).moves().get(clause);
                    if (distinct(pieces.get(type), barred, m.notInCheck())) {
                        out.add(new MakrukFamily.Barred(type, barred));
                    }
                }
            }
        }
        return out;
    }

    private boolean distinct(PieceType piece, MoveClause barred, Span at) {
        List<MoveClause> others = piece.moves().stream().filter(c -> c != barred).toList();
        for (int side = 0; side < 2; side++) {
            SquareMoves[] mine = new MoveTableBuilder(board, side, false).build(List.of(barred));
            SquareMoves[] theirs = new MoveTableBuilder(board, side, false).build(others);
            for (int sq = 0; sq < mine.length; sq++) {
                if (mine[sq].rays().length > 0 || mine[sq].paths().length > 0) {
                    diagnostics.error(at, "only leaps may be barred in check; this line also slides or steps in legs");
                    return false;
                }
                BitSet reached = destinations(theirs[sq]);
                for (Leap leap : mine[sq].leaps()) {
                    if (reached.get(leap.target())) {
                        diagnostics.error(at, "the " + piece.name() + "'s other moves reach "
                                + name(leap.target()) + " from " + name(sq)
                                + " too, so a move there could not be told apart in check");
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private String name(int sq) {
        return (char) ('a' + sq % board.files()) + Integer.toString(sq / board.files() + 1);
    }

    private static BitSet destinations(SquareMoves moves) {
        BitSet out = new BitSet();
        for (Leap leap : moves.leaps()) {
            out.set(leap.target());
        }
        for (Ray ray : moves.rays()) {
            for (int sq : ray.squares()) {
                out.set(sq);
            }
        }
        for (Path path : moves.paths()) {
            out.set(path.squares()[path.squares().length - 1]);
        }
        return out;
    }
}
