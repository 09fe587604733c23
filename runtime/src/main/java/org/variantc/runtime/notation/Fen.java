package org.variantc.runtime.notation;

import java.util.ArrayList;
import java.util.List;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.moves.FlyingGeneral;
import org.variantc.runtime.moves.Gates;
import org.variantc.runtime.position.Capacity;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Snapshot;
import org.variantc.runtime.position.StartBoard;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;

/**
 * Reading and writing positions in our FEN: the board from the top rank, runs of empty squares
 * as numbers (10 and more allowed), one-letter ids as letters and two-letter ids in parentheses
 * ({@code (SC)}, {@code (sc)}), {@code ~} after a promoted man ({@code +P} for a promoted form
 * declared {@code written +P}, as Fairy-Stockfish writes Shogi's), holdings in brackets right
 * after the board, side, castling rights ({@code KQkq} where each side has at most one partner
 * on each side of its King, otherwise the partners' file letters, e.g. {@code ABJKabjk}),
 * en-passant squares ({@code e3e4e5}, with {@code >d5} when the victim is not the man straight
 * beyond the last one), in n-check the checks each side has still to give ({@code 3+3}, as
 * Fairy-Stockfish writes them; see {@link CheckField}), in Chu Shogi's Lion trading the word
 * {@code counterstrike} while the counterstrike ban holds ({@link CounterstrikeField}), half-move
 * clock and move number.
 */
public final class Fen {
    private final Rulebook book;
    private final String fen;
    /** Squares whose man the board field marks {@value #MOVED}: moved, though on its start square. */
    private final java.util.BitSet moved = new java.util.BitSet();
    /** Squares whose man the castling field names as an open gate (Seirawan: its file letter). */
    private final List<Integer> gates = new ArrayList<>();
    /** Reading the setup itself: its {@code *} squares are the holes, and it makes the book's start. */
    private final boolean setup;
    /**
     * What the start says of any FEN read against it: its men without marks, its holes, and what a
     * board may hold. The book's start; while the setup itself is read, what its board reads.
     */
    private int[] startMen;
    private boolean[] holes;
    private Reachability reach;

    private Fen(Rulebook book, String fen) {
        this(book, fen, false);
    }

    private Fen(Rulebook book, String fen, boolean setup) {
        this.book = book;
        this.fen = fen;
        this.setup = setup;
        if (!setup) {
            StartBoard start = book.start();
            startMen = start.men();
            holes = start.holes();
            reach = new Reachability(book.rules, startMen, start.hand());
        }
    }

    /**
     * The start position of the variant, with a table-engine rulebook built for it alone (for a
     * one-off look; whatever plays on is handed a {@code Rulebooks} and asks it).
     */
    public static Position start(VariantRules rules) {
        return start(Preparation.table(rules));
    }

    /**
     * With army selection, a FEN that names the armies (its seventh field) is read with the
     * rules of that pair; {@link Position#rules()} then returns them. Read with a table-engine
     * rulebook built for this position alone, as {@link #start(VariantRules)}.
     *
     * @throws FenException when the FEN is malformed or does not fit the variant
     */
    public static Position read(VariantRules rules, String fen) {
        return read(Preparation.table(rulesFor(rules, fen)), fen);
    }

    /** The start position, played with {@code book}'s generator: a copy of the start the book read once. */
    public static Position start(Rulebook book) {
        return book.start().position(book);
    }

    /** @throws FenException when the FEN is malformed or does not fit the variant */
    public static Position read(Rulebook book, String fen) {
        if (fen == null || fen.isBlank()) {
            throw new FenException("empty FEN");
        }
        return new Fen(book, fen.trim()).read();
    }

    /**
     * The rules a FEN is read with: for a variant with army selection whose FEN names the armies
     * (a seventh field, {@code RF-NW-BC-CA/RA-NF-BD-QH}), the rules of that pair.
     */
    public static VariantRules rulesFor(VariantRules rules, String fen) {
        if (rules.start().armies() == null || fen == null) {
            return rules;
        }
        String[] fields = fen.trim().split("\\s+");
        if (fields.length != 7) {
            return rules;
        }
        String[] codes = fields[6].split("/", -1);
        if (codes.length != 2) {
            throw new FenException("bad FEN (armies): expected White's army, '/', Black's army, found '"
                    + fields[6] + "' in \"" + fen.trim() + "\"");
        }
        int[] chosen = new int[2];
        for (int side = 0; side < 2; side++) {
            chosen[side] = rules.start().armies().find(codes[side]);
            if (chosen[side] < 0) {
                throw new FenException("bad FEN (armies): '" + codes[side] + "' is no army of " + rules.name()
                        + " in \"" + fen.trim() + "\"");
            }
        }
        boolean same = chosen[0] == rules.start().armies().white() && chosen[1] == rules.start().armies().black();
        return same ? rules : rules.withArmies(chosen[0], chosen[1]);
    }

    /**
     * The setup read once, as the book's start: every {@code *} it writes is a hole. The reader
     * takes its holes, start men and hands as soon as it has read them, then checks the rest of
     * the start against them as it checks any FEN; the book is handed the result, complete.
     *
     * @throws FenException when the setup is malformed or does not fit the variant
     */
    public static StartBoard readStart(Rulebook book) {
        String fen = book.rules.startFen();
        if (fen == null || fen.isBlank()) {
            throw new FenException("empty FEN");
        }
        Fen reader = new Fen(book, fen.trim(), true);
        Position start = reader.read();
        return StartBoard.of(start, reader.startMen, reader.holes);
    }

    /** The setup's board and hands read: its holes (its {@code *} squares), its men and what they let a FEN hold. */
    private void takeStart(int[] values, int[][] hand) {
        holes = new boolean[book.squares];
        startMen = new int[book.squares];
        for (int sq = 0; sq < book.squares; sq++) {
            holes[sq] = values[sq] == Man.WALL;
            startMen[sq] = holes[sq] ? 0 : values[sq] & Man.PIECE;
        }
        reach = new Reachability(book.rules, startMen, hand);
    }

    /** The Duck's square: the board's one wall, or -1 before the first move placed it. */
    private int duckSquare(int[] values) {
        int duck = -1;
        for (int sq = 0; sq < values.length; sq++) {
            if (values[sq] == Man.WALL) {
                if (duck >= 0) {
                    throw error("board", "there is one Duck ('*'), found a second on "
                            + book.rules.squareName(sq) + " besides " + book.rules.squareName(duck));
                }
                duck = sq;
            }
        }
        return duck;
    }

    private FenException error(String field, String what) {
        return new FenException("bad FEN (" + field + "): " + what + " in \"" + fen + "\"");
    }

    private Position read() {
        for (int i = 0; i < fen.length(); i++) {
            char c = fen.charAt(i);
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c > 0x7E) {
                // Only ASCII: Character.isDigit would read '٨' and '８' as 8, and case folding 'ſ' as 's'.
                throw new FenException("bad FEN: character " + (i + 1) + " is '" + PrintableText.line(fen.substring(i, i + 1))
                        + "'; a FEN is written in ASCII letters, digits and signs");
            }
        }
        String[] fields = fen.split("\\s+");
        int[] checksLeft = null;
        if (book.rules.royals().checks().countsChecks()) {
            CheckField counts = CheckField.take(fields, book.rules.royals().checks().checksToWin());
            if (counts.problem() != null) {
                throw error("checks", counts.problem());
            }
            fields = counts.rest();
            checksLeft = counts.left();
        }
        boolean lionStruck = false;
        if (book.lionTrading != null) {
            CounterstrikeField ban = CounterstrikeField.take(fields);
            fields = ban.rest();
            lionStruck = ban.banned();
        }
        int most = book.rules.start().armies() == null ? 6 : 7;
        if (fields.length > most) {
            throw error("fields", "expected at most " + most + " fields, found " + fields.length);
        }
        if (fields.length == 7 && !fields[6].equals(book.rules.start().armies().fenField())) {
            throw error("armies", "'" + fields[6] + "' are not the armies of these rules, "
                    + book.rules.start().armies().fenField());
        }
        String boardField = fields[0];
        int bracket = boardField.indexOf('[');
        int[] values = new int[book.squares];
        int[][] hand = new int[2][book.types];
        readBoard(bracket >= 0 ? boardField.substring(0, bracket) : boardField, values);
        if (!setup) {
            requireHoles(values); // the setup's '*' are the holes
        }
        if (bracket >= 0) {
            if (!hasHand(book)) {
                throw error("holdings", "this variant has no drops, so no holdings");
            }
            readHoldings(boardField.substring(bracket), hand);
        }
        if (setup) {
            takeStart(values, hand);
        }
        requireReachable(values, hand);
        int side = fields.length > 1 ? readSide(fields[1]) : 0;
        boolean unmovedField = book.rules.royals().makruk().unmovedInCastlingField();
        int[] castlingSquares = fields.length < 3 || unmovedField ? new int[0]
                : book.rules.start().shuffle() != null ? ShuffledCastlingField.read(book, fields[2], values, fen)
                : readCastling(fields[2], values);
        applyVirginity(values, castlingSquares);
        if (unmovedField && fields.length >= 3) {
            UnmovedField.read(book, fields[2], values, fen);
        }
        int duck = book.rules.placing().walling() != null ? duckSquare(values) : -1;
        boolean counting = book.rules.royals().makruk().counting() != null;
        int countLimit = 0;
        EnPassantField enPassant = EnPassantField.NONE;
        if (fields.length > 3 && counting && !fields[3].isEmpty() && Character.isDigit(fields[3].charAt(0))) {
            countLimit = number(fields[3], "counting limit", 1);
        } else if (fields.length > 3) {
            enPassant = readEnPassant(fields[3], values, side);
        }
        int halfmoveClock = fields.length > 4 ? number(fields[4], "half-move clock", 0) : 0;
        int countPly = 0;
        if (countLimit > 0) {
            // Fairy-Stockfish 11.1 writes the count where the half-move clock stands while one runs.
            countPly = halfmoveClock;
            halfmoveClock = 0;
        }
        int fullmoveNumber = fields.length > 5 ? number(fields[5], "move number", 1) : 1;
        int[] checksGiven = new int[2];
        if (checksLeft != null) {
            int needed = book.rules.royals().checks().checksToWin();
            checksGiven[0] = needed - checksLeft[0];
            checksGiven[1] = needed - checksLeft[1];
        }
        Position pos = Position.load(book, new Snapshot(values, hand, side, enPassant.squares(), enPassant.victim(),
                halfmoveClock, fullmoveNumber, checksGiven, countLimit, countPly, duck, lionStruck));
        requireMoverCannotTakeRoyal(pos);
        if (book.royalsMayNotFace && FlyingGeneral.facing(pos)) {
            throw error("position", "the royal men face each other on an open file, which the flying-general rule"
                    + " never lets a move leave");
        }
        return pos;
    }

    /** Refuses a position where the side that has just moved left a royal man attacked: no game reaches it. */
    private void requireMoverCannotTakeRoyal(Position pos) {
        int mover = pos.sideToMove();
        int moved = mover ^ 1;
        if (!pos.inCheck(moved)) {
            return;
        }
        String royal = "royal man";
        for (int sq = 0; sq < book.squares; sq++) {
            int type = pos.typeAt(sq);
            if (type >= 0 && pos.sideAt(sq) == moved && book.royal[type] && pos.isAttacked(sq, mover)) {
                royal = book.rules.pieces().get(type).name();
                break;
            }
        }
        throw error("position", sideName(moved) + ", who has just moved, is in check ("
                + sideName(mover) + " could take the " + royal + ")");
    }

    private static String sideName(int side) {
        return side == 0 ? "White" : "Black";
    }

    // ---- board ----

    private void readBoard(String field, int[] values) {
        String[] rows = field.split("/", -1);
        if (rows.length != book.ranks) {
            throw error("board", "expected " + book.ranks + " ranks separated by '/', found " + rows.length);
        }
        for (int row = 0; row < rows.length; row++) {
            readRank(rows[row], book.ranks - 1 - row, values);
        }
    }

    private void readRank(String text, int rank, int[] values) {
        String where = "rank " + (rank + 1);
        int file = 0;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isDigit(c)) {
                int j = i;
                while (j < text.length() && Character.isDigit(text.charAt(j))) {
                    j++;
                }
                String digits = text.substring(i, j);
                // Read only as many digits as a board can need, so no run overflows an int.
                int run = digits.length() > 3 ? Integer.MAX_VALUE : Integer.parseInt(digits);
                if (run == 0) {
                    throw error("board", where + ": an empty run of 0 squares at '" + digits + "'");
                }
                if (run > book.files - file) {
                    throw error("board", where + " \"" + text + "\": a run of " + digits
                            + " empty squares goes past the board's " + book.files + " files");
                }
                file += run;
                i = j;
                continue;
            }
            if (c == WALL) {
                if (book.rules.captures().petrification() == null && book.rules.placing().walling() == null
                        && !(file < book.files && (setup || holes[book.rules.square(file, rank)]))) {
                    throw error("board", where + ": '*' is a wall or a hole, and this variant has none "
                            + (file < book.files ? "on " + book.rules.squareName(book.rules.square(file, rank)) : "there"));
                }
                if (file < book.files) {
                    values[book.rules.square(file, rank)] = Man.WALL;
                }
                file++;
                i++;
                continue;
            }
            int[] parsed = text.charAt(i) == '+' ? plusPiece(text, i, where) : piece(text, i, where);
            i = parsed[1];
            int value = parsed[0];
            int plusOf = book.plusOf[Man.type(value)];
            if (plusOf >= 0) {
                // A promoted form is a promoted man however it is written.
                value |= (plusOf + 1) << Man.PROMOTED_SHIFT;
            }
            if (i < text.length() && text.charAt(i) == '~') {
                int from = book.promotedFromDefault[Man.type(value)];
                value |= (from >= 0 ? from + 1 : Man.type(value) + 1) << Man.PROMOTED_SHIFT;
                i++;
            }
            if (i < text.length() && text.charAt(i) == MOVED && file < book.files) {
                requireMovedMeaningful(value, book.rules.square(file, rank), where);
                moved.set(book.rules.square(file, rank));
                i++;
            }
            if (file < book.files) {
                values[book.rules.square(file, rank)] = value;
            }
            file++;
        }
        if (file != book.files) {
            throw error("board", where + " \"" + text + "\" has " + file + " squares, the board has "
                    + book.files + " files");
        }
    }

    /** Refuses a board that does not write '*' on a hole: the hole is no square a man may stand on. */
    private void requireHoles(int[] values) {
        for (int sq = 0; sq < values.length; sq++) {
            if (holes[sq] && values[sq] != Man.WALL) {
                throw error("board", book.rules.squareName(sq) + " is a hole, not part of the board: write '*' there");
            }
        }
    }

    /**
     * Refuses a board the game could never reach: a side with more or fewer royal men than its
     * setup and promotions allow, or an unpromoted man where its promotion is compulsory.
     */
    private void requireReachable(int[] values, int[][] hand) {
        int[][] counts = new int[2][book.types];
        for (int side = 0; side < 2; side++) {
            for (int type = 0; type < book.types; type++) {
                counts[side][type] = book.royal[type] ? hand[side][type] : 0; // a royal man still to be placed
            }
        }
        for (int sq = 0; sq < values.length; sq++) {
            int v = values[sq];
            if (v == 0 || v == Man.WALL) {
                continue;
            }
            int type = Man.type(v);
            counts[v & 1][type]++;
            boolean promoted = v >>> Man.PROMOTED_SHIFT != 0;
            if (reach.neverUnpromoted(type, v & 1, sq) && !(promoted && reach.madeByPromotion(type))) {
                throw error("board", "a " + ((v & 1) == 0 ? "White " : "Black ")
                        + book.rules.pieces().get(type).name() + " on " + book.rules.squareName(sq)
                        + " cannot stand there: it must promote on arriving");
            }
        }
        for (int side = 0; side < 2; side++) {
            for (int type = 0; type < book.types; type++) {
                String problem = reach.royalProblem(book.rules, side, type, counts[side][type]);
                if (problem != null) {
                    throw error("board", problem);
                }
            }
        }
    }

    /** Reads one man's id at {@code i}: returns {piece code, index after it}. */
    /**
     * A man written {@code +X}, as Fairy-Stockfish writes Shogi's promoted men: X promoted, that
     * is the type declared {@code written +X}.
     */
    private int[] plusPiece(String text, int i, String where) {
        if (i + 1 >= text.length()) {
            throw error("board", where + ": '+' must be followed by a piece id");
        }
        int[] base = piece(text, i + 1, where);
        int type = Man.type(base[0]);
        int promoted = book.plusForm[type];
        if (promoted < 0) {
            throw error("board", where + ": '+" + text.substring(i + 1, base[1]) + "' names no promoted man: no"
                    + " piece is written +" + book.rules.pieces().get(type).id());
        }
        return new int[] {Man.of(base[0] & 1, promoted), base[1]};
    }

    private int[] piece(String text, int i, String where) {
        char c = text.charAt(i);
        String id;
        int next;
        if (c == '(') {
            int close = text.indexOf(')', i);
            if (close < 0) {
                throw error("board", where + ": '(' at \"" + text.substring(i) + "\" is not closed by ')'");
            }
            id = text.substring(i + 1, close);
            next = close + 1;
        } else {
            id = String.valueOf(c);
            next = i + 1;
        }
        boolean upper = id.equals(id.toUpperCase());
        boolean lower = id.equals(id.toLowerCase());
        if (id.isEmpty() || !id.chars().allMatch(Character::isLetter) || upper == lower) {
            throw error("board", where + ": '" + (c == '(' ? "(" + id + ")" : id) + "' is no piece id");
        }
        int type = book.rules.pieceType(id.toUpperCase());
        if (type < 0) {
            throw error("board", where + ": unknown piece id '" + id + "'");
        }
        return new int[] {Man.of(upper ? 0 : 1, type), next};
    }

    private void readHoldings(String text, int[][] hand) {
        if (!text.endsWith("]")) {
            throw error("holdings", "\"" + text + "\" does not end with ']'");
        }
        String inner = text.substring(1, text.length() - 1);
        int i = 0;
        while (i < inner.length()) {
            int[] parsed = piece(inner, i, "holdings");
            int value = parsed[0];
            int type = Man.type(value);
            // A royal man is never captured, so never in hand, unless a setup phase places him from it.
            if (book.royal[type] && !book.rules.placing().hands().dropFirst()) {
                throw error("holdings", "a " + book.rules.pieces().get(type).name() + " is never captured, so never in hand");
            }
            // More men of a kind than squares could never have been captured (and would overflow the hash keys).
            if (++hand[value & 1][type] > Capacity.inHand(book.squares)) {
                throw error("holdings", "more than " + Capacity.inHand(book.squares) + " men of one kind in hand");
            }
            i = parsed[1];
        }
    }

    // ---- side, castling, virginity ----

    private int readSide(String field) {
        switch (field) {
            case "w": return 0;
            case "b": return 1;
            default: throw error("side to move", "expected 'w' or 'b', found '" + field + "'");
        }
    }

    /** The castling partners' squares the field names. */
    private int[] readCastling(String field, int[] values) {
        if (field.equals("-")) {
            return new int[0];
        }
        List<Integer> partners = new ArrayList<>();
        for (char c : field.toCharArray()) {
            int side = Character.isUpperCase(c) ? 0 : 1;
            if (book.gates != null && !isKingOrQueen(c, side)) {
                gates.add(gate(c, side, values));
                continue;
            }
            int partner = partner(c, side);
            if (partner < 0) {
                throw error("castling rights", "'" + c + "' names no castling partner of "
                        + (side == 0 ? "White" : "Black"));
            }
            for (CastlingMove cm : book.castlings) {
                if (cm.side() == side && cm.rookFrom() == partner) {
                    requireCastler(values, cm.kingFrom(), side, c, true);
                    requireCastler(values, cm.rookFrom(), side, c, false);
                }
            }
            partners.add(partner);
        }
        return partners.stream().mapToInt(Integer::intValue).toArray();
    }

    private boolean isKingOrQueen(char c, int side) {
        char lower = Character.toLowerCase(c);
        return kingQueenStyle(side) && (lower == 'k' || lower == 'q');
    }

    /**
     * The gate square a file letter names (Fairy-Stockfish's gating rights: {@code KQBCDFGkqbcdfg}
     * as the variant's start string has it, or every unmoved back-rank man's file, {@code
     * KQABCDEFGHkqabcdefgh}, as 11.1 writes it): it must hold a man of the side.
     */
    private int gate(char c, int side, int[] values) {
        int file = Character.toLowerCase(c) - 'a';
        for (int sq = 0; sq < book.squares; sq++) {
            if (book.gates[side][sq] && book.fileOf(sq) == file) {
                requireMan(values, sq, side, c);
                return sq;
            }
        }
        throw error("castling rights", "'" + c + "' names no castling partner or gate of "
                + (side == 0 ? "White" : "Black"));
    }

    private void requireMan(int[] values, int sq, int side, char right) {
        if (values[sq] == 0 || values[sq] == Man.WALL || (values[sq] & 1) != side) {
            throw error("castling rights", "'" + right + "' needs a " + (side == 0 ? "White" : "Black")
                    + " man on " + book.rules.squareName(sq));
        }
    }

    /**
     * A castling right claims the man has never moved: a promoted man has (as a Pawn), and the
     * King's square must hold a royal man (in a variant with royal pieces), the partner's square a
     * man that is not. Where the
     * start position has a man of the side, it must be that type: only it castles (the Rook, or
     * whatever fills an army's Rook slot).
     */
    private void requireCastler(int[] values, int sq, int side, char right, boolean king) {
        requireMan(values, sq, side, right);
        int v = values[sq];
        boolean promoted = v >>> Man.PROMOTED_SHIFT != 0;
        int start = startMen[sq];
        boolean startType = start != 0 && (start & 1) == side;
        // Without royal pieces the King is a common man: the start position's type alone says who castles.
        boolean royalMismatch = book.rules.hasRoyalType() && book.royal[Man.type(v)] != king;
        if (promoted || royalMismatch || startType && (v & Man.PIECE) != start) {
            String wanted = startType ? book.rules.pieces().get(Man.type(start)).name()
                    : king ? "King" : "castling partner";
            throw error("castling rights", "'" + right + "' needs an unmoved " + (side == 0 ? "White " : "Black ")
                    + wanted + " on " + book.rules.squareName(sq) + ", not "
                    + (promoted ? "a promoted " : "a ") + book.rules.pieces().get(Man.type(v)).name());
        }
    }

    private int partner(char c, int side) {
        char lower = Character.toLowerCase(c);
        if (kingQueenStyle(side) && (lower == 'k' || lower == 'q')) {
            return CastlingField.outermostPartner(book.rules.moves().castlings(), side, lower == 'k', book.files);
        }
        int file = lower - 'a';
        for (CastlingMove cm : book.castlings) {
            if (cm.side() == side && book.fileOf(cm.rookFrom()) == file) {
                return cm.rookFrom();
            }
        }
        return -1;
    }

    /** At most one castling partner on each side of the King: rights are written K and Q. */
    private boolean kingQueenStyle(int side) {
        return CastlingField.kingQueenStyle(book.rules.moves().castlings(), side, book.files);
    }

    /**
     * Kings and castling partners are virgin as the castling field says; any other man is
     * virgin when it stands where the start position has its like, is not marked promoted and
     * its type has initial moves.
     */
    private void applyVirginity(int[] values, int[] partners) {
        for (int sq = 0; sq < values.length; sq++) {
            if (!moved.get(sq) && virginByPlace(values[sq], sq, book, startMen[sq])) {
                values[sq] |= Man.VIRGIN;
            }
        }
        for (int gate : gates) {
            values[gate] |= Man.VIRGIN;
        }
        for (int partner : partners) {
            for (CastlingMove cm : book.castlings) {
                // Only the King's own castlings: a shuffled start's go from every square a King may start on.
                if (cm.rookFrom() == partner && (values[partner] & 1) == cm.side() && values[cm.kingFrom()] != 0
                        && (values[cm.kingFrom()] & 1) == cm.side()
                        && (book.rules.start().shuffle() == null || book.royal[Man.type(values[cm.kingFrom()])])) {
                    values[cm.kingFrom()] |= Man.VIRGIN;
                    values[cm.rookFrom()] |= Man.VIRGIN;
                }
            }
        }
    }

    /**
     * The mark after a man's letter for "has moved" where the place alone would say unmoved: a man
     * with initial moves ({@code i}) back on a start square of its like (a Chess and a Half Knight
     * gone to c3 and back to b1). No FEN convention says this (Fairy-Stockfish and XBoard list
     * unmoved back-rank men by file in the castling field, for Seirawan gating, which cannot leave
     * FIDE's FEN as it is); it follows {@code ~} (promoted) as a mark after the letter. Kings and
     * castling partners keep the castling field.
     */
    static final char MOVED = '\'';
    /** A wall (Petrified's stone), as Fairy-Stockfish writes it. */
    static final char WALL = '*';

    /** Would a man {@code v} on {@code sq} be read as unmoved from its place alone? */
    private static boolean virginByPlace(int v, int sq, Rulebook book, int startMan) {
        return v != 0 && v != Man.WALL && !book.castlingSquare[v & 1][sq] && v >>> Man.PROMOTED_SHIFT == 0
                && (!book.hasGates() || !book.gates[v & 1][sq])
                && startMan == (v & Man.PIECE)
                && book.hasInitial[Man.type(v)];
    }

    /** The mark is refused where it could not change anything, so every position has one FEN. */
    private void requireMovedMeaningful(int value, int sq, String where) {
        if (!virginByPlace(value, sq, book, startMen[sq])) {
            throw error("board", where + ": '" + MOVED + "' marks a man that has moved although he stands on his"
                    + " start square with initial moves; this one would not be read as unmoved anyway");
        }
    }

    // ---- en passant, numbers ----

    /** The en-passant squares a FEN lists and the man a capture there removes (-1 with none). */
    private record EnPassantField(int[] squares, int victim) {
        static final EnPassantField NONE = new EnPassantField(new int[0], -1);
    }

    private EnPassantField readEnPassant(String field, int[] values, int side) {
        if (field.equals("-")) {
            return EnPassantField.NONE;
        }
        int arrow = field.indexOf('>');
        String squares = arrow >= 0 ? field.substring(0, arrow) : field;
        List<Integer> list = new ArrayList<>();
        int i = 0;
        while (i < squares.length()) {
            int j = i + 1;
            while (j < squares.length() && Character.isDigit(squares.charAt(j))) {
                j++;
            }
            list.add(square(squares.substring(i, j), "en passant"));
            i = j;
        }
        if (list.isEmpty() || list.size() > Position.MAX_EN_PASSANT) {
            throw error("en passant", "expected '-' or en-passant squares, found '" + field + "'");
        }
        int mover = side ^ 1;
        int written = arrow < 0 ? destinationListed(list, values, mover) : -1;
        if (written >= 0) {
            list.remove(Integer.valueOf(written));
        }
        for (int sq : list) {
            if (values[sq] != 0) {
                throw error("en passant", "en-passant square " + book.rules.squareName(sq) + " is not empty");
            }
        }
        int victim;
        if (arrow >= 0) {
            victim = square(field.substring(arrow + 1), "en passant");
        } else if (written >= 0) {
            victim = written;
        } else {
            victim = defaultVictim(book, list.get(list.size() - 1), mover);
        }
        if (victim < 0 || values[victim] == 0 || (values[victim] & 1) != mover) {
            throw error("en passant", "no " + (mover == 0 ? "White" : "Black") + " man to capture beyond "
                    + book.rules.squareName(list.get(list.size() - 1)));
        }
        if (!EnPassantOrigin.possible(book, Man.type(values[victim]), mover, victim, list)) {
            throw error("en passant", "the " + book.rules.pieces().get(Man.type(values[victim])).name() + " on "
                    + book.rules.squareName(victim) + " could not have passed over " + field.split(">")[0]
                    + " in one move that makes en-passant squares");
        }
        return new EnPassantField(list.stream().mapToInt(Integer::intValue).toArray(), victim);
    }

    /**
     * Fairy-Stockfish (since 2023) lists, after the squares passed over, the square the man
     * landed on (its "between" includes the end square), e.g. {@code e3f4} after a Berolina
     * Pawn's d2-f4: the one listed square that holds a man of the side that moved, when empty
     * squares are listed too, is that man's square; -1 when there is none.
     */
    private static int destinationListed(List<Integer> list, int[] values, int mover) {
        int found = -1;
        int occupied = 0;
        for (int sq : list) {
            if (values[sq] != 0) {
                occupied++;
                found = (values[sq] & 1) == mover ? sq : -1;
            }
        }
        return occupied == 1 && list.size() > 1 ? found : -1;
    }

    /** The square straight beyond the last en-passant square, in the mover's forward direction. */
    static int defaultVictim(Rulebook book, int last, int mover) {
        int rank = book.rankOf(last) + (mover == 0 ? 1 : -1);
        return rank < 0 || rank >= book.ranks ? -1 : book.rules.square(book.fileOf(last), rank);
    }

    private int square(String name, String field) {
        if (name.length() >= 2 && Character.isLowerCase(name.charAt(0))
                && name.substring(1).chars().allMatch(Character::isDigit) && name.length() <= 4) {
            int file = name.charAt(0) - 'a';
            int rank = Integer.parseInt(name.substring(1)) - 1;
            if (file < book.files && rank >= 0 && rank < book.ranks) {
                return book.rules.square(file, rank);
            }
        }
        throw error(field, "'" + name + "' is no square of this board");
    }

    private int number(String field, String what, int min) {
        try {
            int n = Integer.parseInt(field);
            if (n >= min) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw error(what, "expected a number of at least " + min + ", found '" + field + "'");
    }

    // ---- writing ----

    public static String write(Position pos) {
        Rulebook book = pos.book;
        Snapshot state = pos.snapshot();
        StringBuilder sb = new StringBuilder(boardField(book, state.board(), state.hand()));
        sb.append(pos.side() == 0 ? " w " : " b ");
        sb.append(book.rules.start().shuffle() != null ? ShuffledCastlingField.write(pos)
                : book.rules.royals().makruk().unmovedInCastlingField() ? UnmovedField.write(pos) : castlingRights(pos));
        sb.append(' ').append(pos.countLimit() > 0 ? Integer.toString(pos.countLimit()) : enPassant(pos));
        if (book.rules.royals().checks().countsChecks()) {
            sb.append(' ').append(CheckField.write(pos, book.rules.royals().checks().checksToWin()));
        }
        if (book.lionTrading != null) {
            sb.append(CounterstrikeField.write(pos));
        }
        sb.append(' ').append(pos.countLimit() > 0 ? pos.countPly() : pos.halfmoveClock()).append(' ').append(pos.fullmoveNumber());
        if (book.rules.start().armies() != null) {
            sb.append(' ').append(book.rules.start().armies().fenField());
        }
        return sb.toString();
    }

    /** The board field of men {@code board} (board codes, marks and all) and holdings {@code hand}. */
    static String boardField(Rulebook book, int[] board, int[][] hand) {
        StringBuilder sb = new StringBuilder();
        for (int rank = book.ranks - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < book.files; file++) {
                int v = board[book.rules.square(file, rank)];
                if (v == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                if (v == Man.WALL) {
                    sb.append(WALL);
                    continue;
                }
                int plusOf = book.plusOf[Man.type(v)];
                if (plusOf >= 0) {
                    sb.append('+').append(id(book, v & 1, plusOf));
                } else {
                    sb.append(id(book, v & 1, Man.type(v)));
                    // Where hands hold no captures the mark changes nothing; Fairy-Stockfish leaves it out.
                    if (v >>> Man.PROMOTED_SHIFT != 0 && (book.capturesToHand || !book.rules.placing().drops().enabled())) {
                        sb.append('~');
                    }
                }
                int sq = book.rules.square(file, rank);
                if ((v & Man.VIRGIN) == 0 && virginByPlace(v, sq, book, book.startMan(sq))
                        && !book.rules.royals().makruk().unmovedInCastlingField()) {
                    sb.append(MOVED);
                }
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        if (hasHand(book)) {
            sb.append('[');
            for (int side = 0; side < 2; side++) {
                for (int t = 0; t < book.types; t++) {
                    for (int k = 0; k < hand[side][t]; k++) {
                        sb.append(id(book, side, t));
                    }
                }
            }
            sb.append(']');
        }
        return sb.toString();
    }

    /** A man's id as FEN and drop notation write it: case by side, two letters in parentheses. */
    static String id(Rulebook book, int side, int type) {
        PieceRules p = book.rules.pieces().get(type);
        String id = side == 0 ? p.id().toUpperCase() : p.id().toLowerCase();
        return id.length() == 1 ? id : "(" + id + ")";
    }

    private static String castlingRights(Position pos) {
        Rulebook book = pos.book;
        StringBuilder sb = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            List<Integer> partners = new ArrayList<>();
            for (CastlingMove cm : book.castlings) {
                if (cm.side() == side && isVirgin(pos, cm.kingFrom(), side) && isVirgin(pos, cm.rookFrom(), side)
                        && !partners.contains(cm.rookFrom())) {
                    partners.add(cm.rookFrom());
                }
            }
            sb.append(CastlingField.write(book.rules.moves().castlings(), side, book.files, partners));
            if (CastlingField.kingQueenStyle(book.rules.moves().castlings(), side, book.files)) {
                appendGates(pos, side, sb);
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    /**
     * The side's open gates by file, as Fairy-Stockfish 11.1 writes them: every one, those of the
     * castling men too, while the side has men in hand or captures may bring some.
     */
    private static void appendGates(Position pos, int side, StringBuilder sb) {
        Rulebook book = pos.book;
        if (!book.hasGates() || !book.rules.placing().drops().enabled() && !Gates.anyInHand(pos, side)) {
            return;
        }
        char base = side == 0 ? 'A' : 'a';
        for (int file = 0; file < book.files; file++) {
            for (int sq = file; sq < book.squares; sq += book.files) {
                if (Gates.isGate(pos, sq, side)) {
                    sb.append((char) (base + file));
                }
            }
        }
    }

    /** Holdings are written for drops, and for gating's men in hand. */
    static boolean hasHand(Rulebook book) {
        return book.rules.placing().drops().enabled() || book.gates != null;
    }

    private static boolean isVirgin(Position pos, int sq, int side) {
        int v = pos.board(sq);
        return v != 0 && (v & 1) == side && (v & Man.VIRGIN) != 0;
    }

    private static String enPassant(Position pos) {
        if (pos.enPassantCount() == 0) {
            return "-";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pos.enPassantCount(); i++) {
            sb.append(pos.book.rules.squareName(pos.enPassant(i)));
        }
        int last = pos.enPassant(pos.enPassantCount() - 1);
        if (pos.enPassantVictim() != defaultVictim(pos.book, last, pos.side() ^ 1)) {
            sb.append('>').append(pos.book.rules.squareName(pos.enPassantVictim()));
        }
        return sb.toString();
    }
}
