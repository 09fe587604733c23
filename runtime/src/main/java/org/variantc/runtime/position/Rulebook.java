package org.variantc.runtime.position;

import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.DropLimit;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.LionTrading;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.rules.Counting;
import org.variantc.runtime.rules.RoyalCheck;
import org.variantc.runtime.rules.RoyalFacing;

/**
 * A variant prepared for play: the rule tables in arrays, the reverse attack tables, the
 * Zobrist keys and castling squares, the start, and what the move layer built for them
 * ({@link RulebookParts}). Built complete, once per army pair, by a preparation above it
 * ({@code org.variantc.runtime.notation.Preparation}, kept by {@code Rulebooks}) and shared by
 * all its positions; whoever plays is handed it, nothing looks it up.
 */
public final class Rulebook {
    /** Piece types are bits of a {@code long} (type + 1): see {@link Capacity}. */
    static final int MAX_TYPES = Capacity.PIECE_TYPES;

    public final VariantRules rules;
    public final int files;
    public final int ranks;
    public final int squares;
    public final int types;
    public final SquareMoves[][][] moves;     // [type][side][square]
    final PromotionRule[][] promotions; // [type]
    public final PromotionOffer[][] offers;    // [type][rule] what each promotion rule offers
    public final boolean[] royal;
    public final boolean[] resetsClock;
    public final boolean[] advanceResetsClock; // [type] its advance or promotion resets the n-move clock
    public final boolean[] dropResetsClock;   // [type] its drop resets the n-move clock (Crazyhouse's Pawn)
    public final boolean[] hasInitial;
    public final boolean[][][] dropZone;      // [type][side][square], null: never dropped
    public final DropLimit[] dropLimit;       // [type] Shogi's limits on its drops
    public final boolean dropsLimited; // some type's drops are limited: the legal list is filtered
    public final int[] plusOf;                // [type] the type it is the promoted form of (FEN +X), or -1
    public final int[] plusForm;              // [type] the type written +X for X = this type, or -1
    public final CastlingMove[] castlings;
    public final int[][] castlingEmpty;       // [castling] squares that must be empty
    public final int[][] castlingKingPath;    // [castling] squares the King stands on, crosses or lands on
    public final boolean[][] castlingSquare;  // [side][square] a kingFrom or rookFrom of that side
    public final int[] castlingSquares;       // every such square of either side
    private final StartBoard start;            // the start position, read from the setup once
    private final int[] startMen;              // the start's men, no marks (StartBoard.men)
    public final int[] promotedFromDefault;   // [type] the type a promoted man of this type came from
    public final Zobrist zobrist;
    final CapturePatterns capturePatterns; // every way to capture on a square: the attack tables of both engines
    public final Attacks attacks;
    public final CaptureEffect effects;       // explosions and petrification, null when a capture only removes its victim
    private final MoveGenerator generator;     // built for the finished book
    public final boolean royalsMayNotFace;    // the flying general: Position filters every generator's legal list
    public final boolean capturesToHand;      // a captured man goes to the capturer's hand
    private final ManMoves tableMoves;         // the tables' moves of one man, for promotions in place
    public final boolean[][] gates;           // [side][square] gate squares (Seirawan gating), null without gating
    public final boolean bikjang;             // facing royal men must part (Janggi): filtered like the flying general while they face
    public final HopRule hops;                // pieces that may not jump over or capture some types, null when none
    private final LegalGenerator legal;        // what Position.generateLegal hands on
    private final RulebookParts parts;
    public final RoyalCheck royalCheck; // ANY, or duple check, or the last royal man alone
    // Derived once, so make and the legal steps do not walk the rules at every node.
    public final boolean countsChecks;        // checks given are counted (n-check)
    public final int checksToWin;             // the checks that win, 0 where checks do not win
    public final Counting counting; // the counting rule (Makruk), or null
    public final boolean passing;             // a side may pass
    public final boolean goalsPresent;        // some goal square or region ends the game
    public final boolean droppedMenCastle;    // a King or Rook dropped on its castling square may castle
    public final boolean promotedRevert;      // a captured promoted man goes to hand as the type it came from
    public final boolean perpetualCheckLoses; // a repetition by checks alone loses for the checker
    public final LionTrading lionTrading;     // Chu Shogi's Lion-trading rules, or null
    public final Burns burns;                 // Tenjiku's Fire Demons, or null
    public final int[] jumpRank;              // [type] its rank for range-jumping captures (Tenjiku), null when none

    /**
     * The tables of {@code rules}, then what {@code parts} builds for them, each handed the book
     * with everything before it in place (see {@link RulebookParts}): keep it, it is not cheap.
     */
    public Rulebook(VariantRules rules, RulebookParts parts) {
        this.rules = rules;
        this.parts = parts;
        files = rules.files();
        ranks = rules.ranks();
        squares = rules.squares();
        types = rules.pieces().size();
        if (types > MAX_TYPES) {
            throw new IllegalArgumentException("a variant may have at most " + MAX_TYPES + " piece types, not " + types);
        }
        if (squares > Capacity.SQUARES) {
            throw new IllegalArgumentException("a board may have at most " + Capacity.SQUARES + " squares, not " + squares);
        }
        moves = new SquareMoves[types][][];
        promotions = new PromotionRule[types][];
        offers = new PromotionOffer[types][];
        royal = new boolean[types];
        resetsClock = new boolean[types];
        advanceResetsClock = new boolean[types];
        dropResetsClock = new boolean[types];
        hasInitial = new boolean[types];
        dropZone = new boolean[types][][];
        dropLimit = new DropLimit[types];
        plusOf = new int[types];
        plusForm = new int[types];
        java.util.Arrays.fill(plusForm, -1);
        promotedFromDefault = new int[types];
        java.util.Arrays.fill(promotedFromDefault, -1);
        for (int t = 0; t < types; t++) {
            PieceRules p = rules.pieces().get(t);
            moves[t] = p.moves();
            promotions[t] = p.promotions().toArray(new PromotionRule[0]);
            offers[t] = p.promotions().stream().map(PromotionOffer::of).toArray(PromotionOffer[]::new);
            royal[t] = p.royal();
            resetsClock[t] = p.resetsClock();
            advanceResetsClock[t] = p.resetsClock() && !rules.ending().end().capturesOnlyReset();
            dropResetsClock[t] = p.resetsClock() && rules.ending().end().pawnDropsReset();
            hasInitial[t] = anyInitial(p.moves());
            dropZone[t] = p.dropZone();
            dropLimit[t] = p.dropLimit();
            plusOf[t] = p.plusOf();
        }
        dropsLimited = rules.placing().drops().enabled()
                && java.util.Arrays.stream(dropLimit).anyMatch(DropLimit::limits);
        for (int t = 0; t < types; t++) {
            if (plusOf[t] >= 0) {
                plusForm[plusOf[t]] = t;
            }
        }
        for (int t = types - 1; t >= 0; t--) {
            for (PromotionRule rule : promotions[t]) {
                for (int choice : rule.choices()) {
                    promotedFromDefault[choice] = t;
                }
            }
        }
        castlings = rules.moves().castlings().toArray(new CastlingMove[0]);
        castlingEmpty = new int[castlings.length][];
        castlingKingPath = new int[castlings.length][];
        for (int i = 0; i < castlings.length; i++) {
            CastlingSquares needed = CastlingSquares.of(castlings[i], rules);
            castlingEmpty[i] = needed.empty();
            castlingKingPath[i] = needed.kingPath();
        }
        castlingSquare = new boolean[2][squares];
        for (CastlingMove c : castlings) {
            castlingSquare[c.side()][c.kingFrom()] = true;
            castlingSquare[c.side()][c.rookFrom()] = true;
        }
        castlingSquares = java.util.stream.IntStream.range(0, squares)
                .filter(sq -> castlingSquare[0][sq] || castlingSquare[1][sq]).toArray();
        // The promoted mark changes what a capture puts in hand only where promoted men revert.
        zobrist = new Zobrist(squares, types, rules.placing().drops().enabled() && rules.placing().drops().promotedRevert());
        capturePatterns = CapturePatterns.of(moves, squares);
        attacks = new Attacks(capturePatterns);

        royalsMayNotFace = rules.royals().facing() == RoyalFacing.FORBIDDEN;
        capturesToHand = rules.placing().drops().enabled() && rules.placing().hands().capturesToHand();
        gates = rules.placing().gating() == null ? null : rules.placing().gating().gates();
        bikjang = rules.royals().facing() == RoyalFacing.BIKJANG;
        royalCheck = rules.royals().royalCheck();
        countsChecks = rules.royals().checks().countsChecks();
        checksToWin = rules.royals().checks().checksToWin();
        counting = rules.royals().makruk().counting();
        passing = rules.moves().passing().allowed();
        goalsPresent = !rules.ending().end().goals().isEmpty();
        droppedMenCastle = rules.placing().hands().droppedMenCastle();
        promotedRevert = rules.placing().drops().promotedRevert();
        perpetualCheckLoses = rules.ending().end().repetition().perpetualCheckLoses();
        lionTrading = rules.captures().lionTrading();
        burns = rules.captures().burning() == null ? null : new Burns(rules.captures().burning(), files, ranks);
        jumpRank = rules.captures().rangeJumping() == null ? null
                : java.util.stream.IntStream.range(0, types).map(rules.captures().rangeJumping()::rank).toArray();
        effects = parts.effects(this);
        hops = parts.hops(this);
        legal = parts.legal(this);
        start = parts.start(this);
        startMen = start.men();
        tableMoves = parts.tableMoves(this);
        generator = parts.generator(this);
    }

    public VariantRules rules() {
        return rules;
    }

    public MoveGenerator generator() {
        return generator;
    }

    /** The tables' moves of one man, whatever generator plays (promotions in place use them). */
    public ManMoves tableMoves() {
        return tableMoves;
    }

    /** The start's man on {@code sq} as side and type, no marks; 0 on an empty square. */
    public int startMan(int sq) {
        return startMen[sq];
    }

    /** The legal list's maker, built for this book ({@link Position#generateLegal} hands on to it). */
    public LegalGenerator legal() {
        return legal;
    }

    /** Whether the variant has gate squares (Seirawan gating). */
    public boolean hasGates() {
        return gates != null;
    }

    /** The square a gating move's man enters: the partner's with a castling gating on its square, else the mover's. */
    public int gateSquare(long move) {
        return Move.isCastle(move) && Move.gatesOnPartner(move) ? castlings[Move.index(move)].rookFrom() : Move.from(move);
    }

    /** A position of this book written out, for messages and debuggers. */
    String written(Position pos) {
        return parts.written(pos);
    }

    /** The start position, read from the setup once: every game's start is a copy. */
    public StartBoard start() {
        return start;
    }

    /** The reverse attacks, from which a generated engine lays out its attack tables. */
    public CapturePatterns capturePatterns() {
        return capturePatterns;
    }

    private static boolean anyInitial(SquareMoves[][] bySide) {
        for (SquareMoves[] bySquare : bySide) {
            for (SquareMoves sm : bySquare) {
                for (Leap l : sm.leaps()) {
                    if (Modes.has(l.modes(), Modes.INITIAL)) {
                        return true;
                    }
                }
                for (Ray r : sm.rays()) {
                    if (Modes.has(r.flags(), Modes.INITIAL)) {
                        return true;
                    }
                }
                for (Path p : sm.paths()) {
                    if (Modes.has(p.modes(), Modes.INITIAL)) {
                        return true;
                    }
                }
                for (org.variantc.runtime.rules.Bend b : sm.bends()) {
                    if (Modes.has(b.modes(), Modes.INITIAL)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether the castling's King and partner are both there and unmoved; in a shuffled start,
     * whose castlings go from squares any man may hold, also a royal man on the King's square
     * and none on the partner's.
     */
    public boolean castlersReady(int[] board, CastlingMove c) {
        int king = board[c.kingFrom()];
        int rook = board[c.rookFrom()];
        int virginSide = Man.VIRGIN | c.side();
        if (king == 0 || rook == 0 || (king & (Man.VIRGIN | 1)) != virginSide
                || (rook & (Man.VIRGIN | 1)) != virginSide) {
            return false;
        }
        return rules.start().shuffle() == null || royal[Man.type(king)] && !royal[Man.type(rook)];
    }

    /** The squares strictly between {@code a} and {@code b} on a straight line (none off one). */
    public int[] between(int a, int b) {
        return CastlingSquares.line(a, b, files, false).stream().mapToInt(Integer::intValue).toArray();
    }

    /** The path a {@link Move#PATH} move of {@code side} follows. */
    public Path path(long move, int side) {
        return moves[Move.type(move)][side][Move.from(move)].paths()[Move.index(move)];
    }

    public int fileOf(int sq) {
        return sq % files;
    }

    public int rankOf(int sq) {
        return sq / files;
    }
}
