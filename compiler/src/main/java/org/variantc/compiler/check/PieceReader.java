package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.BetzaError;
import org.variantc.compiler.betza.Line;
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
import org.variantc.compiler.syntax.Text;
import org.variantc.compiler.syntax.Word;
import org.variantc.compiler.syntax.ZoneExpr;
import org.variantc.compiler.diagnostics.Span;

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
        this(board, ids, drops, moves, diagnostics, armies, java.util.Map.of());
    }

    /** @param zoneNames the zones named in {@code zones { … }} */
    PieceReader(Board board, PieceIds ids, boolean drops, MoveReader moves, Diagnostics diagnostics, boolean armies,
                java.util.Map<String, Zone> zoneNames) {
        this.armies = armies;
        this.board = board;
        this.ids = ids;
        this.drops = drops;
        this.moves = moves;
        this.zones = board == null ? null : new ZoneResolver(board, zoneNames, diagnostics);
        this.diagnostics = diagnostics;
    }

    /** The piece type; null parts stand where errors were reported. */
    PieceType read(PieceDecl decl) {
        refuseRepeatedFlags(decl);
        List<MoveClause> clauses = new ArrayList<>();
        refuseRepeatedPart(decl.betza());
        addClause(clauses, landing(moves.read(decl.betza()), decl.betza()), null, false, false);
        List<Promotion> promotions = new ArrayList<>();
        Zone dropZone = drops && board != null ? everywhere() : null;
        int perFile = 0;
        boolean mayNotMate = false;
        int plusOf = -1;
        Zone confinement = null;
        PieceItem.Confinement confined = null;
        long screensRefused = 0;
        long victimsRefused = 0;
        for (PieceItem item : decl.items()) {
            if (item instanceof PieceItem.ExtraMove m) {
                refuseRepeatedPart(m.betza());
                addClause(clauses, landing(moves.read(m.betza()), m.betza()),
                        m.from() == null ? null : zone(m.from()), m.withoutEnPassant(), m.withEnPassant() != null);
            } else if (item instanceof PieceItem.Promote p) {
                promotions.add(promotion(p, decl.id().text()));
            } else if (item instanceof PieceItem.DropZone d) {
                dropZone = dropZone(d, dropZone);
            } else if (item instanceof PieceItem.DropFileLimit d) {
                perFile = perFile(d);
            } else if (item instanceof PieceItem.DropMayNotMate d) {
                mayNotMate = needsDrops(d.span(), "drop may not mate");
            } else if (item instanceof PieceItem.WrittenPlus w) {
                plusOf = plusOf(w, decl.id().text());
            } else if (item instanceof PieceItem.Confinement c) {
                if (confined != null) {
                    diagnostics.error(c.span(), decl.name().text() + " is confined twice; the first is at line "
                            + confined.span().line() + ": join the zones with commas");
                }
                confined = c;
                confinement = zone(c.zone());
            } else if (item instanceof PieceItem.MoveWithin m) {
                refuseRepeatedPart(m.betza());
                PieceMove move = landing(moves.read(m.betza()), m.betza());
                if (move != null) {
                    clauses.add(new MoveClause(move, null, zone(m.zone())));
                }
            } else if (item instanceof PieceItem.HurdleLimit h) {
                screensRefused |= typeSet(h.ids());
            } else if (item instanceof PieceItem.CaptureLimit c) {
                victimsRefused |= typeSet(c.ids());
            }
        }
        refuseNeedlessEnPassantRight(decl, clauses);
        return new PieceType(decl.name().text(), decl.id().text(), decl.betza().value(), List.copyOf(clauses),
                has(decl, PieceFlag.Royal.class), value(decl), List.copyOf(promotions),
                has(decl, PieceFlag.Pawn.class), dropZone, perFile, mayNotMate, plusOf, confinement,
                has(decl, PieceFlag.Chiral.class), screensRefused, victimsRefused);
    }

    /** The types named (bit = type), each id reported when no piece has it. */
    private long typeSet(List<Word> words) {
        long types = 0;
        for (Word w : words) {
            int type = ids.index(w.text());
            if (type < 0) {
                diagnostics.error(w.span(), "no piece has the id '" + w.text() + "'");
            } else {
                types |= 1L << type;
            }
        }
        return types;
    }

    /**
     * Refuses {@code KK}, read as {@code K}: a repeated part is a slip. Not with armies, where a
     * piece's move is a basic move and an augmenter written together and the army check names
     * the repeat better ("the augmenter adds no move").
     */
    private void refuseRepeatedPart(Text betza) {
        if (armies) {
            return;
        }
        BetzaError repeated = Betza.repeatedPart(betza.value());
        if (repeated != null) {
            diagnostics.error(betza.spanAt(repeated.offset()), "Betza: " + repeated.message());
        }
    }

    /**
     * Refuses a leap that can never land on this board (a (9,0) on 8 x 8): one that lands in no
     * direction is a slip, not a move. The move is kept, so only this error is told.
     */
    private PieceMove landing(PieceMove move, Text text) {
        if (move == null || board == null) {
            return move;
        }
        java.util.Map<java.util.List<Integer>, Boolean> lands = new java.util.LinkedHashMap<>();
        for (var component : move.components()) {
            if (component instanceof Line line) {
                int a = Math.abs(line.dx());
                int b = Math.abs(line.dy());
                lands.merge(java.util.List.of(Math.min(a, b), Math.max(a, b)), a < board.files() && b < board.ranks(),
                        Boolean::logicalOr);
            }
        }
        lands.forEach((leap, ever) -> {
            if (!ever) {
                diagnostics.error(text.span(), "the (" + leap.get(0) + "," + leap.get(1) + ") leap of \"" + text.value()
                        + "\" can never land on a " + board.files() + " x " + board.ranks() + " board");
            }
        });
        return move;
    }

    /** {@code with en passant} on a piece that takes en passant says what its moves already do. */
    private void refuseNeedlessEnPassantRight(PieceDecl decl, List<MoveClause> clauses) {
        boolean takes = clauses.stream().flatMap(c -> c.move().components().stream())
                .anyMatch(c -> c instanceof org.variantc.compiler.betza.Line line && line.modes().enPassant());
        for (PieceItem item : decl.items()) {
            if (takes && item instanceof PieceItem.ExtraMove m && m.withEnPassant() != null) {
                diagnostics.error(m.withEnPassant(), decl.name().text() + " takes en passant ('e'), so its moves already"
                        + " give en-passant rights; 'with en passant' is for a man that takes none");
            }
        }
    }

    private static void addClause(List<MoveClause> clauses, PieceMove move, Zone from, boolean withoutEnPassant,
                                  boolean withEnPassant) {
        if (move != null) {
            clauses.add(new MoveClause(move, from, withoutEnPassant, withEnPassant));
        }
    }

    /** {@code royal royal} or {@code value 1 value 2}: the second says nothing, or contradicts the first. */
    private void refuseRepeatedFlags(PieceDecl decl) {
        java.util.Set<Class<?>> seen = new java.util.HashSet<>();
        for (PieceFlag flag : decl.flags()) {
            if (!seen.add(flag.getClass())) {
                diagnostics.error(flag.span(), "'" + flagWord(flag) + "' is given twice for " + decl.name().text()
                        + ": give it once");
            }
        }
    }

    /** The flag's word: its record is named after it ({@code Royal}: {@code royal}). */
    private static String flagWord(PieceFlag flag) {
        return flag.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }

    private Promotion promotion(PieceItem.Promote p, String self) {
        SidePromotions.check(p, diagnostics);
        if (p.armies()) {
            if (!armies) {
                diagnostics.error(p.span(), "promotion to armies needs an armies block: there are no armies to offer");
            }
            return new Promotion(zone(p.zone()), List.of(), p.optional(), 0, true, p.touching());
        }
        List<PromotionChoice> choices = new ArrayList<>();
        java.util.Set<String> offered = new java.util.HashSet<>();
        for (PieceItem.Choice choice : p.choices()) {
            String id = choice.id().text();
            if (id.equals(self)) {
                diagnostics.error(choice.id().span(), "a piece cannot promote to itself ('" + id + "'); leave it out");
            } else if (!offered.add(id)) {
                diagnostics.error(choice.id().span(), "'" + id + "' is offered twice in one promotion; name it once");
            }
            int piece = ids.index(id);
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
        Zone zone = p.zone() == null ? everywhere() : zone(p.zone());
        return new Promotion(zone, List.copyOf(choices), p.optional(), quota, false, p.touching(), p.capturing(),
                p.sides());
    }

    private int perFile(PieceItem.DropFileLimit d) {
        if (!needsDrops(d.span(), "drop at most " + d.limit().value() + " per file")) {
            return 0;
        }
        if (d.limit().value() < 1) {
            diagnostics.error(d.limit().span(), "a drop limit per file must be at least 1 (leave the line out"
                    + " for no limit; 'drop on' says where drops may go)");
            return 0;
        }
        return d.limit().value();
    }

    /** Whether drops are on; otherwise the drop rule says nothing, which is reported. */
    private boolean needsDrops(Span span, String rule) {
        if (!drops) {
            diagnostics.error(span, "'" + rule + "' needs drops to be on: add drops { promoted revert }");
        }
        return drops;
    }

    /** {@code written +P}: P's index; whether P really promotes to this type alone is {@link PlusForms}'s. */
    private int plusOf(PieceItem.WrittenPlus w, String self) {
        String id = w.base().text();
        int base = ids.index(id);
        if (base < 0) {
            diagnostics.error(w.base().span(), "'written +" + id + "' names undefined piece '" + id + "'");
        } else if (id.equals(self)) {
            diagnostics.error(w.base().span(), "a piece cannot be written as its own promoted form (+" + id
                    + "); name the piece it is promoted from");
            return -1;
        }
        return base;
    }

    private Zone dropZone(PieceItem.DropZone d, Zone current) {
        if (!drops) {
            diagnostics.error(d.span(), "a drop zone needs drops to be on: add drops { promoted keep }"
                    + " (or gating on rank 1)");
            return null;
        }
        return board == null ? current : zone(d.zone());
    }

    private Zone zone(ZoneExpr expr) {
        return zones == null ? null : zones.resolve(expr);
    }

    /** Every square; null without a board (its absence is reported where the board is read). */
    private Zone everywhere() {
        if (board == null) {
            return null;
        }
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
