package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.variantc.compiler.betza.PieceMove;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.PieceFlag;
import org.variantc.compiler.syntax.PieceItem;
import org.variantc.compiler.syntax.ZoneExpr;

/** One piece declaration to a piece type, once the board and every id are known. */
final class PieceReader {
    private final Board board;
    private final PieceIds ids;
    private final boolean drops;
    private final MoveReader moves;
    private final ZoneResolver zones;
    private final Diagnostics diagnostics;
    private final boolean armies;

    /** @param board the board, or null when it is wrong (zones are then not resolved) */
    PieceReader(Board board, PieceIds ids, boolean drops, MoveReader moves, Diagnostics diagnostics) {
        this(board, ids, drops, moves, diagnostics, false);
    }

    /** @param armies the definition has an armies block, so promotion may be {@code to armies} */
    PieceReader(Board board, PieceIds ids, boolean drops, MoveReader moves, Diagnostics diagnostics, boolean armies) {
        this.armies = armies;
        this.board = board;
        this.ids = ids;
        this.drops = drops;
        this.moves = moves;
        this.zones = board == null ? null : new ZoneResolver(board, diagnostics);
        this.diagnostics = diagnostics;
    }

    /** The piece type; null parts stand where errors were reported. */
    PieceType read(PieceDecl decl) {
        List<MoveClause> clauses = new ArrayList<>();
        addClause(clauses, moves.read(decl.betza()), null);
        List<Promotion> promotions = new ArrayList<>();
        Zone dropZone = drops && board != null ? everywhere() : null;
        for (PieceItem item : decl.items()) {
            if (item instanceof PieceItem.ExtraMove m) {
                addClause(clauses, moves.read(m.betza()), m.from() == null ? null : zone(m.from()));
            } else if (item instanceof PieceItem.Promote p) {
                promotions.add(promotion(p));
            } else if (item instanceof PieceItem.DropZone d) {
                dropZone = dropZone(d, dropZone);
            }
        }
        return new PieceType(decl.name().text(), decl.id().text(), decl.betza().value(), List.copyOf(clauses),
                has(decl, PieceFlag.Royal.class), value(decl), List.copyOf(promotions),
                has(decl, PieceFlag.Pawn.class), dropZone);
    }

    private static void addClause(List<MoveClause> clauses, PieceMove move, Zone from) {
        if (move != null) {
            clauses.add(new MoveClause(move, from));
        }
    }

    private Promotion promotion(PieceItem.Promote p) {
        if (p.armies()) {
            if (!armies) {
                diagnostics.error(p.span(), "promotion to armies needs an armies block: there are no armies to offer");
            }
            return new Promotion(zone(p.zone()), List.of(), p.optional(), 0, true);
        }
        List<PromotionChoice> choices = new ArrayList<>();
        for (PieceItem.Choice choice : p.choices()) {
            int piece = ids.index(choice.id().text());
            if (piece < 0) {
                diagnostics.error(choice.id().span(), "promotion to undefined piece '" + choice.id().text() + "'");
            }
            int limit = Integer.MAX_VALUE;
            if (choice.limit() != null) {
                limit = choice.limit().value();
                if (limit < 1) {
                    diagnostics.error(choice.limit().span(), "a promotion limit must be at least 1");
                }
            }
            choices.add(new PromotionChoice(piece, limit));
        }
        int quota = 0;
        if (p.quota() != null) {
            quota = p.quota().value();
            if (quota < 1) {
                diagnostics.error(p.quota().span(), "a promotion quota must be at least 1");
            }
        }
        return new Promotion(zone(p.zone()), List.copyOf(choices), p.optional(), quota);
    }

    private Zone dropZone(PieceItem.DropZone d, Zone current) {
        if (!drops) {
            diagnostics.error(d.span(), "a drop zone needs drops to be on: add drops { promoted keep }");
            return null;
        }
        return board == null ? current : zone(d.zone());
    }

    private Zone zone(ZoneExpr expr) {
        return zones == null ? null : zones.resolve(expr);
    }

    private Zone everywhere() {
        BitSet all = new BitSet(board.squares());
        all.set(0, board.squares());
        return new Zone(all);
    }

    private static boolean has(PieceDecl decl, Class<? extends PieceFlag> flag) {
        return decl.flags().stream().anyMatch(flag::isInstance);
    }

    private static int value(PieceDecl decl) {
        return decl.flags().stream()
                .filter(PieceFlag.Value.class::isInstance)
                .mapToInt(f -> ((PieceFlag.Value) f).value().value())
                .findFirst().orElse(0);
    }
}
