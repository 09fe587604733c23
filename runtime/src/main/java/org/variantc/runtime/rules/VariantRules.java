package org.variantc.runtime.rules;

import java.io.Serializable;
import java.util.List;

/**
 * A compiled variant: everything the runtime needs to play it, and nothing more.
 *
 * @param name      the variant's name
 * @param files     board width, 3 to 16
 * @param ranks     board height, 3 to 16
 * @param pieces    the piece types; an index into this list is a piece type
 * @param startFen  the start position in our FEN (see the README)
 * @param castlings every castling move of both sides
 * @param drops     drop rules
 * @param end       end rules besides checkmate
 * @param armies    army selection and the two armies these rules are for, or null when the variant
 *                  has none
 * @param captures  whether captures are compulsory
 * @param checks    check counting and checks forbidden
 * @param shuffle   the shuffled first rank (Chess960), or null when every game starts from the setup
 * @param explosion captures that explode, or null
 * @param petrification capturers turned into walls, or null
 * @param facing    whether the two sides' royal men may face on an open file (Xiangqi: not)
 * @param makruk    the Makruk family's counting, check and first-move rules ({@link MakrukRules#NONE})
 * @param hands     where captures go and when a hand must be emptied (Placement's setup phase)
 * @param promotionsInPlace promotions that are moves of their own (Sittuyin's Pawn), none for most
 * @param gating    men in hand gated onto the squares unmoved men leave (Seirawan), or null
 * @param walling   the wall every move places besides moving its man (Duck chess), or null
 * @param passing   passing a turn (Janggi)
 * @param hopLimits what some pieces may not jump over or capture (Janggi's Cannon), or null
 * @param points    the point count deciding drawn endings (Janggi), or null
 * @param royalCheck when a side with several royal men is in check: any attacked, or all (duple check)
 */
public record VariantRules(String name, int files, int ranks, List<PieceRules> pieces, String startFen,
                           List<CastlingMove> castlings, DropRules drops, EndRules end, ArmyRules armies,
                           CaptureObligation captures, CheckRules checks, Shuffle shuffle,
                           Explosion explosion, Petrification petrification, RoyalFacing facing,
                           MakrukRules makruk, HandRules hands, List<PromotionInPlace> promotionsInPlace,
                           Gating gating, Walling walling,
                           Passing passing, HopLimits hopLimits, PointCount points,
                           RoyalCheck royalCheck)
        implements Serializable {

    public VariantRules(String name, int files, int ranks, List<PieceRules> pieces, String startFen,
                        List<CastlingMove> castlings, DropRules drops, EndRules end, ArmyRules armies,
                        CaptureObligation captures, CheckRules checks, Shuffle shuffle,
                        Explosion explosion, Petrification petrification, RoyalFacing facing) {
        this(name, files, ranks, pieces, startFen, castlings, drops, end, armies, captures, checks, shuffle,
                explosion, petrification, facing, MakrukRules.NONE, HandRules.CAPTURES, List.of(), null, null,
                Passing.NONE, null, null, RoyalCheck.ANY);
    }

    public VariantRules(String name, int files, int ranks, List<PieceRules> pieces, String startFen,
                        List<CastlingMove> castlings, DropRules drops, EndRules end, ArmyRules armies) {
        this(name, files, ranks, pieces, startFen, castlings, drops, end, armies, CaptureObligation.FREE,
                CheckRules.NONE, null, null, null, RoyalFacing.ALLOWED);
    }

    public VariantRules(String name, int files, int ranks, List<PieceRules> pieces, String startFen,
                        List<CastlingMove> castlings, DropRules drops, EndRules end) {
        this(name, files, ranks, pieces, startFen, castlings, drops, end, null);
    }

    /**
     * The rules of a game between two armies (indexes into {@code armies().armies()}): the slots
     * filled in the start position, and promotion {@code to armies} offering every type of the
     * two armies, each once, never a royal piece or a Pawn.
     *
     * @throws IllegalStateException    when the variant has no army selection
     * @throws IllegalArgumentException when an index is out of range
     */
    public VariantRules withArmies(int white, int black) {
        if (armies == null) {
            throw new IllegalStateException(name + " has no army selection");
        }
        ArmyRules chosen = armies.with(white, black);
        int[] offered = java.util.Arrays.stream(chosen.typesInGame())
                .filter(t -> !pieces.get(t).royal() && !pieces.get(t).resetsClock()).toArray();
        List<PieceRules> specialised = new java.util.ArrayList<>();
        for (PieceRules p : pieces) {
            List<PromotionRule> promotions = p.promotions().stream()
                    .map(r -> r.armies() ? r.offering(offered) : r).toList();
            specialised.add(new PieceRules(p.name(), p.id(), p.betza(), p.royal(), p.value(), p.moves(),
                    promotions, p.resetsClock(), p.dropZone(), p.dropLimit(), p.plusOf()));
        }
        VariantRules shell = new VariantRules(name, files, ranks, List.copyOf(specialised), "", castlings, drops,
                end, chosen, captures, checks, shuffle, explosion, petrification, facing, makruk, hands, promotionsInPlace, gating, walling,
                passing, hopLimits, points, royalCheck);
        return new VariantRules(name, files, ranks, shell.pieces, ArmyStart.fen(shell, chosen), castlings, drops,
                end, chosen, captures, checks, shuffle, explosion, petrification, facing, makruk, hands, promotionsInPlace, gating, walling,
                passing, hopLimits, points, royalCheck);
    }

    /** The same game from another start position (an ending to play out, a test position). */
    public VariantRules withStartFen(String fen) {
        return new VariantRules(name, files, ranks, pieces, fen, castlings, drops, end, armies, captures, checks,
                shuffle, explosion, petrification, facing, makruk, hands, promotionsInPlace, gating, walling,
                passing, hopLimits, points, royalCheck);
    }

    public int squares() {
        return files * ranks;
    }

    public int square(int file, int rank) {
        return file + rank * files;
    }

    public int fileOf(int square) {
        return square % files;
    }

    public int rankOf(int square) {
        return square / files;
    }

    /** The square's name: files a, b, …, ranks from 1: "a1", "l12". */
    public String squareName(int square) {
        return (char) ('a' + fileOf(square)) + Integer.toString(rankOf(square) + 1);
    }

    /** Whether any piece type is royal: without one there is no check, and castling ignores attacks. */
    public boolean hasRoyalType() {
        return pieces.stream().anyMatch(PieceRules::royal);
    }

    /** The type with this id (upper case), or -1. */
    public int pieceType(String id) {
        for (int i = 0; i < pieces.size(); i++) {
            if (pieces.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }
}
