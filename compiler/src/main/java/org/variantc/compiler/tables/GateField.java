package org.variantc.compiler.tables;

import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.SetupMan;
import org.variantc.compiler.model.Variant;

/**
 * The start FEN's gating rights: after each side's K and Q, the file of every gate square the
 * setup fills with a man of that side ({@code KQABCDEFGHkqabcdefgh}, as Fairy-Stockfish 11.1
 * writes Seirawan's start), so the runtime reads every such man as unmoved.
 */
final class GateField {
    private GateField() {
    }

    static String withGates(String castlingField, Variant variant) {
        Board board = variant.board();
        int[] owner = owners(variant.setup().men());
        String castling = castlingField.equals("-") ? "" : castlingField;
        int blackStart = 0;
        while (blackStart < castling.length() && Character.isUpperCase(castling.charAt(blackStart))) {
            blackStart++;
        }
        StringBuilder out = new StringBuilder(castling.substring(0, blackStart));
        out.append(files(variant, owner, 0));
        out.append(castling.substring(blackStart));
        out.append(files(variant, owner, 1));
        return out.length() == 0 ? "-" : out.toString();
    }

    private static String files(Variant variant, int[] owner, int side) {
        Board board = variant.board();
        boolean[] gates = variant.placing().gating().forSide(board, side);
        StringBuilder letters = new StringBuilder();
        for (int file = 0; file < board.files(); file++) {
            for (int sq = file; sq < board.squares(); sq += board.files()) {
                if (gates[sq] && owner[sq] == side) {
                    letters.append((char) ((side == 0 ? 'A' : 'a') + file));
                }
            }
        }
        return letters.toString();
    }

    /** Per square, the side of the setup's man there, -1 for none (or a hole). */
    private static int[] owners(SetupMan[] men) {
        int[] owner = new int[men.length];
        for (int sq = 0; sq < men.length; sq++) {
            owner[sq] = men[sq] == null ? -1 : men[sq].side();
        }
        return owner;
    }
}
