package org.variantc.compiler.tables;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.betza.Component;
import org.variantc.compiler.betza.Line;
import org.variantc.compiler.model.Armies;
import org.variantc.compiler.model.Army;
import org.variantc.compiler.model.ArmySlot;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Captures;
import org.variantc.compiler.model.Drops;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.model.Ending;
import org.variantc.compiler.model.Moves;
import org.variantc.compiler.model.Placing;
import org.variantc.compiler.model.Royals;
import org.variantc.compiler.model.SlotOption;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.CastlingSides;
import org.variantc.compiler.model.Goal;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.model.Zone;
import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.ArmyRules;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.CheckRules;
import org.variantc.runtime.rules.DropLimit;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.GoalRule;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.Gating;
import org.variantc.runtime.rules.HopLimits;
import org.variantc.runtime.rules.RoyalFacing;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.rules.Walling;
import org.variantc.runtime.rules.StartRules;
import org.variantc.runtime.rules.MoveRules;
import org.variantc.runtime.rules.CaptureRules;
import org.variantc.runtime.rules.PlacingRules;
import org.variantc.runtime.rules.RoyalRules;
import org.variantc.runtime.rules.EndingRules;
import org.variantc.runtime.notation.Holes;

/**
 * Lowers a checked variant to the runtime tables: geometry resolved once, for both sides; each of the
 * model's six rule groups to the runtime's group of the same place in {@link VariantRules}.
 */
public final class Lowering {
    private Lowering() {
    }

    public static VariantRules lower(Variant variant) {
        Board board = variant.board();
        List<PieceRules> pieces = new ArrayList<>();
        boolean[] holes = new boolean[board.squares()];
        variant.setup().holes().stream().forEach(sq -> holes[sq] = true);
        for (PieceType piece : variant.pieces()) {
            // Gating enters men from hand where their type may be dropped: the drop zones are kept.
            pieces.add(piece(piece, board, variant.placing().keepsHand(), holes));
        }
        List<CastlingMove> castlings = castlings(variant.moves(), board);
        String start = StartFen.of(variant, castlings);
        VariantRules rules = new VariantRules(variant.metadata().name(), board.files(), board.ranks(),
            List.copyOf(pieces), start, start(variant, start), moves(variant.moves(), castlings, variant.pieces(), board),
            captures(variant.captures()), placing(variant.placing(), board),
            royals(variant.royals(), variant.ending().end(), board, variant.pieces().size()),
            ending(variant.ending(), board));
        // A game needs two armies: the first legal one for each side until a player chooses.
        return rules.start().armies() == null ? rules : rules.withArmies(0, 0);
    }

    private static StartRules start(Variant variant, String templateFen) {
        return new StartRules(armies(variant, templateFen), variant.start().shuffle());
    }

    /** The castlings already both sides' (the start FEN's castling field needs them first). */
    private static MoveRules moves(Moves moves, List<CastlingMove> castlings, List<PieceType> pieces, Board board) {
        return new MoveRules(List.copyOf(castlings), moves.promotionsInPlace(), moves.passing(), hopLimits(pieces),
            board.cylinder() || pieces.stream().anyMatch(Lowering::wraps));
    }

    /** The piece has a move that goes round the side edges (XBetza's o). */
    private static boolean wraps(PieceType piece) {
        return piece.moves().stream().flatMap(c -> c.move().components().stream())
            .anyMatch(c -> c instanceof Line line && line.wraps());
    }

    private static CaptureRules captures(Captures captures) {
        return new CaptureRules(captures.obligation(), CaptureEffectsLowering.explosion(captures.explosion()),
            CaptureEffectsLowering.petrification(captures.petrification()),
            CaptureEffectsLowering.lionTrading(captures.lionTrading()),
            CaptureEffectsLowering.burning(captures.burning()),
            CaptureEffectsLowering.rangeJumping(captures.rangeJumping()));
    }

    private static PlacingRules placing(Placing placing, Board board) {
        Drops drops = placing.drops();
        return new PlacingRules(new DropRules(drops.enabled(), drops.promotedRevert(), drops.eitherFace()),
            placing.hands(),
            placing.gating() == null ? null : new Gating(sides(placing.gating(), board)),
            placing.duck() ? Walling.DUCK : null);
    }

    /** Check counting is written among the end conditions but is check's rule at run time. */
    private static RoyalRules royals(Royals royals, EndConditions end, Board board, int types) {
        RoyalFacing facing = royals.flyingGeneral() ? RoyalFacing.FORBIDDEN
            : royals.bikjang() ? RoyalFacing.BIKJANG : RoyalFacing.ALLOWED;
        return new RoyalRules(new CheckRules(end.checksToWin(), royals.givingCheckForbidden()), facing,
            royals.royalCheck(), MakrukLowering.lower(royals.makruk(), board, types), royals.passingCheckForbidden());
    }

    private static EndingRules ending(Ending ending, Board board) {
        return new EndingRules(end(ending.end(), board), ending.points());
    }

    /** The pieces' screens and victims refused, or null when no piece refuses any. */
    private static HopLimits hopLimits(List<PieceType> pieces) {
        long[] screens = pieces.stream().mapToLong(PieceType::screensRefused).toArray();
        long[] victims = pieces.stream().mapToLong(PieceType::victimsRefused).toArray();
        boolean any = java.util.Arrays.stream(screens).anyMatch(t -> t != 0)
                || java.util.Arrays.stream(victims).anyMatch(t -> t != 0);
        return any ? new HopLimits(screens, victims) : null;
    }

    private static ArmyRules armies(Variant variant, String templateFen) {
        Armies armies = variant.start().armies();
        if (armies == null) {
            return null;
        }
        List<String> names = armies.slots().stream().map(ArmySlot::name).toList();
        int[][] squares = armies.slots().stream()
            .map(s -> s.squares().squares().stream().toArray()).toArray(int[][]::new);
        List<ArmyChoice> choices = new ArrayList<>();
        for (Army army : armies.legal()) {
            List<SlotOption> chosen = armies.chosen(army.options());
            int[] types = chosen.stream().mapToInt(SlotOption::piece).toArray();
            String betza = chosen.stream().map(o -> variant.pieces().get(o.piece()).betza())
                .collect(java.util.stream.Collectors.joining(","));
            choices.add(new ArmyChoice(army.code(), army.name(), types, betza));
        }
        return new ArmyRules(names, squares, List.copyOf(choices), templateFen, 0, 0);
    }

    private static PieceRules piece(PieceType piece, Board board, boolean drops, boolean[] holes) {
        boolean enPassant = capturesEnPassant(piece.moves());
        SquareMoves[][] moves = new SquareMoves[2][];
        for (int side = 0; side < 2; side++) {
            moves[side] = new MoveTableBuilder(board, side, enPassant, piece.chiral()).build(piece.moves());
            if (piece.confinement() != null) {
                boolean[] zone = piece.confinement().forSide(board, side);
                for (int sq = 0; sq < moves[side].length; sq++) {
                    moves[side][sq] = Confinement.apply(moves[side][sq], zone);
                }
            }
            for (int sq = 0; sq < moves[side].length && Holes.any(holes); sq++) {
                moves[side][sq] = HolesLowering.apply(moves[side][sq], sq, holes);
            }
        }
        List<PromotionRule> promotions = piece.promotions().stream().map(p -> promotion(p, board)).toList();
        boolean[][] dropZone = null;
        if (drops) {
            dropZone = piece.dropZone() == null ? everywhere(board) : sides(piece.dropZone(), board);
        }
        return new PieceRules(piece.name(), piece.id(), piece.betza(), piece.royal(), piece.value(), moves,
            promotions, piece.pawn(), dropZone, new DropLimit(piece.perFile(), piece.dropMayNotMate()),
            piece.plusOf());
    }

    /** A piece that can capture en passant is one whose own multi-square moves create en-passant squares. */
    private static boolean capturesEnPassant(List<MoveClause> clauses) {
        for (MoveClause clause : clauses) {
            for (Component c : clause.move().components()) {
                if (c instanceof Line line && line.modes().enPassant()) {
                    return true;
                }
            }
        }
        return false;
    }

    private static PromotionRule promotion(Promotion p, Board board) {
        int[] choices = p.choices().stream().mapToInt(PromotionChoice::piece).toArray();
        int[] limits = p.choices().stream().mapToInt(PromotionChoice::limit).toArray();
        boolean[][] zone = {p.forSide(board, 0), p.forSide(board, 1)};
        return new PromotionRule(zone, choices, limits, p.quota(), p.optional(), p.armies(),
            p.touching(), p.capturing());
    }

    /** White's castlings, and their mirror for Black, for the sides that castle. */
    private static List<CastlingMove> castlings(Moves moves, Board board) {
        CastlingSides sides = moves.castlingSides();
        List<CastlingMove> out = new ArrayList<>();
        for (Castling c : sides.includes(0) ? moves.castlingsOf(0) : List.<Castling>of()) {
            out.add(new CastlingMove(0, c.kingFrom(), c.kingTo(), c.rookFrom(), c.rookTo()));
        }
        for (Castling c : sides.includes(1) ? moves.castlingsOf(1) : List.<Castling>of()) {
            out.add(new CastlingMove(1, board.mirror(c.kingFrom()), board.mirror(c.kingTo()),
                board.mirror(c.rookFrom()), board.mirror(c.rookTo())));
        }
        return out;
    }

    private static EndRules end(EndConditions end, Board board) {
        List<GoalRule> goals = new ArrayList<>();
        for (Goal g : end.goals()) {
            goals.add(new GoalRule(g.piece(), g.side() < 0 ? sides(g.zone(), board) : oneSide(g.zone(), board, g.side()),
                g.follower(), g.manner()));
        }
        return new EndRules(end.stalemate(), end.moveRulePlies(), end.repetitions(), List.copyOf(goals),
            end.pawnDropsReset(), end.extinction(), end.scoring(), end.repetition(), end.capturesOnlyReset());
    }

    private static boolean[][] sides(Zone zone, Board board) {
        return new boolean[][] {zone.forSide(board, 0), zone.forSide(board, 1)};
    }

    /** One side's goal: the squares as written, not mirrored; the other side has none by it. */
    private static boolean[][] oneSide(Zone zone, Board board, int side) {
        boolean[][] out = new boolean[2][board.squares()];
        out[side] = zone.forSide(board, 0);
        return out;
    }

    private static boolean[][] everywhere(Board board) {
        boolean[][] all = new boolean[2][board.squares()];
        java.util.Arrays.fill(all[0], true);
        java.util.Arrays.fill(all[1], true);
        return all;
    }
}
