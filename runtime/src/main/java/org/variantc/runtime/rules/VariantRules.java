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
 * @param start     how the start position is chosen besides the FEN: armies, shuffled rank
 * @param moves     moves besides the men's tables: castling, promotions in place, passing, hop limits
 * @param captures  compulsory captures and what a capture does besides removing a man
 * @param placing   men put on the board from outside it: drops, hands, gating, walls
 * @param royals    what check is and what it forbids (check counting, facing, several royal men,
 *                  the Makruk family)
 * @param ending    end rules besides checkmate, and the point count
 */
public record VariantRules(String name, int files, int ranks, List<PieceRules> pieces, String startFen,
                           StartRules start, MoveRules moves, CaptureRules captures, PlacingRules placing,
                           RoyalRules royals, EndingRules ending)
        implements Serializable {

    /** A game with these castlings, drops and end rules and chess's for everything else. */
    public VariantRules(String name, int files, int ranks, List<PieceRules> pieces, String startFen,
                        List<CastlingMove> castlings, DropRules drops, EndRules end) {
        this(name, files, ranks, pieces, startFen, StartRules.SETUP, MoveRules.castling(castlings),
                CaptureRules.PLAIN, PlacingRules.dropping(drops), RoyalRules.CHESS, EndingRules.of(end));
    }

    /**
     * The rules of a game between two armies (indexes into {@code start().armies().armies()}): the slots
     * filled in the start position, and promotion {@code to armies} offering every type of the
     * two armies, each once, never a royal piece or a Pawn.
     *
     * @throws IllegalStateException    when the variant has no army selection
     * @throws IllegalArgumentException when an index is out of range
     */
    public VariantRules withArmies(int white, int black) {
        if (start.armies() == null) {
            throw new IllegalStateException(name + " has no army selection");
        }
        ArmyRules chosen = start.armies().with(white, black);
        int[] offered = java.util.Arrays.stream(chosen.typesInGame())
                .filter(t -> !pieces.get(t).royal() && !pieces.get(t).resetsClock()).toArray();
        List<PieceRules> specialised = new java.util.ArrayList<>();
        for (PieceRules p : pieces) {
            List<PromotionRule> promotions = p.promotions().stream()
                    .map(r -> r.armies() ? r.offering(offered) : r).toList();
            specialised.add(new PieceRules(p.name(), p.id(), p.betza(), p.royal(), p.value(), p.moves(),
                    promotions, p.resetsClock(), p.dropZone(), p.dropLimit(), p.plusOf()));
        }
        StartRules chosenStart = new StartRules(chosen, start.shuffle());
        VariantRules shell = new VariantRules(name, files, ranks, List.copyOf(specialised), "", chosenStart, moves,
                captures, placing, royals, ending);
        return new VariantRules(name, files, ranks, shell.pieces, ArmyStart.fen(shell, chosen), chosenStart, moves,
                captures, placing, royals, ending);
    }

    /** The same game from another start position (an ending to play out, a test position). */
    public VariantRules withStartFen(String fen) {
        return new VariantRules(name, files, ranks, pieces, fen, start, moves, captures, placing, royals, ending);
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
