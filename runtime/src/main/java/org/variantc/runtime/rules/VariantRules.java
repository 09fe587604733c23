package org.variantc.runtime.rules;

import java.io.Serializable;
import java.util.List;

/**
 * A compiled variant: everything the runtime needs to play it, and nothing more.
 *
 * @param name      the variant's name
 * @param files     board width, 5 to 16
 * @param ranks     board height, 5 to 16
 * @param pieces    the piece types; an index into this list is a piece type
 * @param startFen  the start position in our FEN (see the README)
 * @param castlings every castling move of both sides
 * @param drops     drop rules
 * @param end       end rules besides checkmate
 */
public record VariantRules(String name, int files, int ranks, List<PieceRules> pieces, String startFen,
                           List<CastlingMove> castlings, DropRules drops, EndRules end)
        implements Serializable {

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
