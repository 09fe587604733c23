package org.variantc.runtime.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A compact text form of {@link VariantRules}, for carrying the tables where Java serialization
 * is not available (the browser runtime compiled by TeaVM reads it from the HTML page).
 *
 * <p>The text is a list of integers in base 36, each followed by a comma; nothing else. Strings
 * are written as their length and then their UTF-16 code units, booleans as 0/1, an array or a
 * list as its length and its elements, a zone ({@code boolean[side][square]}) per side as the
 * count of its squares and the squares, a null zone as -1. The name, board size, pieces and start
 * FEN come first, then the castlings, the drops and the end rules (the layout predates the rule
 * groups of {@link VariantRules} and is kept); army selection comes next, -1 when there is none, then the end-rule families, the
 * shuffled rank (-1 when there is none), the explosion and the petrification (each 0 when absent),
 * then the royal facing rule's ordinal, then the Makruk family's rules (counting, Makpong,
 * Cambodian), then the hand rules (captures to hand, drop first, the different-colours type, the
 * dropped castlers' types) and the promotions in place (a count, then each one's type, zone,
 * choices, limits and whether the last man promotes anywhere), then the gate squares, then the
 * walling's kind + 1 (0 when absent), then passing (allowed, passes that end the game), the hop
 * limits and the point count (each 0 when absent), then the royal check rule's ordinal, then how a
 * repetition is scored (outcome, side or -1, perpetual check, perpetual chase and its ranks). Because
 * the text holds only
 * {@code [0-9a-z,-]}, it can be put inside any HTML or
 * script context without escaping. A version number leads, so an old page and a new reader fail
 * with a message rather than misread each other.
 */
public final class TableCodec {
    /** Bumped whenever the layout changes. */
    public static final int VERSION = 6;

    private TableCodec() {
    }

    public static String encode(VariantRules rules) {
        Writer w = new Writer();
        w.integer(VERSION);
        w.string(rules.name());
        w.integer(rules.files());
        w.integer(rules.ranks());
        int squares = rules.squares();
        w.integer(rules.pieces().size());
        for (PieceRules piece : rules.pieces()) {
            writePiece(w, piece, squares);
        }
        w.string(rules.startFen());
        w.integer(rules.moves().castlings().size());
        for (CastlingMove c : rules.moves().castlings()) {
            w.integer(c.side());
            w.integer(c.kingFrom());
            w.integer(c.kingTo());
            w.integer(c.rookFrom());
            w.integer(c.rookTo());
        }
        DropRules drops = rules.placing().drops();
        w.bool(drops.enabled());
        w.bool(drops.promotedRevert());
        w.bool(drops.eitherFace());
        EndRules end = rules.ending().end();
        w.integer(end.stalemate().ordinal());
        w.integer(end.moveRulePlies());
        w.integer(end.repetitions());
        w.integer(end.goals().size());
        for (GoalRule goal : end.goals()) {
            w.integer(goal.pieceType());
            w.zone(goal.zone(), squares);
            w.integer(goal.follower());
        }
        w.bool(end.pawnDropsReset());
        writeArmies(w, rules.start().armies());
        writeMaterialRules(w, rules);
        RoyalRules royals = rules.royals();
        w.integer(royals.checks().checksToWin());
        w.bool(royals.checks().givingCheckForbidden());
        writeShuffle(w, rules.start().shuffle());
        writeCaptureEffects(w, rules.captures().explosion(), rules.captures().petrification());
        w.integer(royals.facing().ordinal());
        writeMakruk(w, royals.makruk());
        PlacingRules placing = rules.placing();
        writeHands(w, placing.hands(), rules.moves().promotionsInPlace(), squares);
        w.zone(placing.gating() == null ? null : placing.gating().gates(), squares);
        w.integer(placing.walling() == null ? 0 : placing.walling().kind().ordinal() + 1);
        writeJanggiRules(w, rules);
        w.integer(royals.royalCheck().ordinal());
        writeRepetition(w, end.repetition());
        return w.text.toString();
    }

    /** @throws IllegalArgumentException when the text is not a table of this version */
    public static VariantRules decode(String text) {
        Reader r = new Reader(text);
        int version = r.integer();
        if (version != VERSION) {
            throw new IllegalArgumentException("rule tables of version " + version + "; this runtime reads version " + VERSION);
        }
        String name = r.string();
        int files = r.integer();
        int ranks = r.integer();
        int squares = files * ranks;
        int types = r.count();
        List<PieceRules> pieces = new ArrayList<>(types);
        for (int i = 0; i < types; i++) {
            pieces.add(readPiece(r, squares));
        }
        String startFen = r.string();
        int castlingCount = r.count();
        List<CastlingMove> castlings = new ArrayList<>(castlingCount);
        for (int i = 0; i < castlingCount; i++) {
            castlings.add(new CastlingMove(r.integer(), r.integer(), r.integer(), r.integer(), r.integer()));
        }
        DropRules drops = new DropRules(r.bool(), r.bool(), r.bool());
        Outcome stalemate = Outcome.values()[r.integer()];
        int moveRule = r.integer();
        int repetitions = r.integer();
        int goalCount = r.count();
        List<GoalRule> goals = new ArrayList<>(goalCount);
        for (int i = 0; i < goalCount; i++) {
            goals.add(new GoalRule(r.integer(), r.zone(squares), r.integer()));
        }
        boolean pawnDropsReset = r.bool();
        ArmyRules armies = readArmies(r);
        Extinction extinction = r.bool()
                ? new Extinction(Outcome.values()[r.integer()], r.ints(), r.integer(), r.integer(), r.bool()) : null;
        Scoring scoring = new Scoring(Outcome.values()[r.integer()], r.bool(), r.typeSet(), Outcome.values()[r.integer()],
                r.typeSet());
        CaptureObligation captures = new CaptureObligation(r.bool());
        CheckRules checks = new CheckRules(r.integer(), r.bool());
        Shuffle shuffle = readShuffle(r);
        Explosion explosion = r.bool() ? new Explosion(r.typeSet(), r.typeSet(), r.typeSet(), r.bool()) : null;
        Petrification petrification = r.bool() ? new Petrification(r.typeSet()) : null;
        RoyalFacing facing = RoyalFacing.values()[r.integer()];
        MakrukRules makruk = readMakruk(r, types, squares);
        HandRules hands = new HandRules(r.bool(), r.bool(), r.integer(), r.integer(), r.integer());
        int inPlaceCount = r.count();
        List<PromotionInPlace> inPlace = new ArrayList<>(inPlaceCount);
        for (int i = 0; i < inPlaceCount; i++) {
            inPlace.add(new PromotionInPlace(r.integer(), r.zone(squares), r.ints(), r.ints(), r.bool()));
        }
        boolean[][] gates = r.zone(squares);
        int walling = r.integer();
        Passing passing = new Passing(r.bool(), r.integer());
        HopLimits hopLimits = r.bool() ? new HopLimits(r.typeSets(types), r.typeSets(types)) : null;
        PointCount points = r.bool() ? new PointCount(r.ints(), r.integer(), r.integer()) : null;
        RoyalCheck royalCheck = RoyalCheck.values()[r.integer()];
        RepetitionRule repetition = new RepetitionRule(Outcome.values()[r.integer()], r.integer(), r.bool(),
                chase(r));
        r.end();
        EndRules end = new EndRules(stalemate, moveRule, repetitions, List.copyOf(goals), pawnDropsReset, extinction,
                scoring,
                repetition);
        return new VariantRules(name, files, ranks, List.copyOf(pieces), startFen, new StartRules(armies, shuffle),
                new MoveRules(List.copyOf(castlings), List.copyOf(inPlace), passing, hopLimits),
                new CaptureRules(captures, explosion, petrification),
                new PlacingRules(drops, hands, gates == null ? null : new Gating(gates),
                        walling == 0 ? null : new Walling(Walling.Kind.values()[walling - 1])),
                new RoyalRules(checks, facing, royalCheck, makruk), new EndingRules(end, points));
    }

    /** How a repetition is scored: the outcome, the side it is for (-1: the repeater), perpetual check. */
    private static void writeRepetition(Writer w, RepetitionRule rule) {
        w.integer(rule.outcome().ordinal());
        w.integer(rule.side());
        w.bool(rule.perpetualCheckLoses());
        w.bool(rule.chase().loses());
        w.integer(rule.chase().ranks().size());
        for (long rank : rule.chase().ranks()) {
            w.typeSet(rank);
        }
    }

    /** Perpetual chase: whether it loses, then its ranks, strongest first. */
    private static ChaseRule chase(Reader r) {
        boolean loses = r.bool();
        int n = r.count();
        List<Long> ranks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ranks.add(r.typeSet());
        }
        return loses ? new ChaseRule(true, List.copyOf(ranks)) : ChaseRule.NONE;
    }

    /** The Makruk family's rules: the counting (-1 for none), two flags, the moves barred in check. */
    private static void writeMakruk(Writer w, MakrukRules m) {
        Counting c = m.counting();
        w.integer(c == null ? -1 : c.style().ordinal());
        if (c != null) {
            w.integer(c.rook());
            w.integer(c.khon());
            w.integer(c.knight());
            w.integer(c.met());
        }
        w.bool(m.checkedKingOnlyCaptures());
        w.bool(m.unmovedInCastlingField());
        int[][][][] barred = m.barredInCheck();
        w.bool(barred != null);
        if (barred != null) {
            for (int[][][] type : barred) {
                w.bool(type != null);
                if (type != null) {
                    for (int[][] side : type) {
                        for (int[] targets : side) {
                            w.ints(targets == null ? new int[0] : targets);
                        }
                    }
                }
            }
        }
    }

    private static MakrukRules readMakruk(Reader r, int types, int squares) {
        int style = r.integer();
        Counting counting = style < 0 ? null
                : new Counting(Counting.Style.values()[style], r.integer(), r.integer(), r.integer(), r.integer());
        boolean onlyCaptures = r.bool();
        boolean unmovedField = r.bool();
        int[][][][] barred = null;
        if (r.bool()) {
            barred = new int[types][][][];
            for (int t = 0; t < types; t++) {
                if (r.bool()) {
                    barred[t] = new int[2][squares][];
                    for (int side = 0; side < 2; side++) {
                        for (int sq = 0; sq < squares; sq++) {
                            int[] targets = r.ints();
                            barred[t][side][sq] = targets.length == 0 ? null : targets;
                        }
                    }
                }
            }
        }
        boolean none = counting == null && !onlyCaptures && !unmovedField && barred == null;
        return none ? MakrukRules.NONE : new MakrukRules(counting, onlyCaptures, unmovedField, barred);
    }


    /** The hand rules, then the promotions in place. */
    private static void writeHands(Writer w, HandRules hands, List<PromotionInPlace> inPlace, int squares) {
        w.bool(hands.capturesToHand());
        w.bool(hands.dropFirst());
        w.integer(hands.differentColours());
        w.integer(hands.castlingKing());
        w.integer(hands.castlingRook());
        w.integer(inPlace.size());
        for (PromotionInPlace p : inPlace) {
            w.integer(p.type());
            w.zone(p.zone(), squares);
            w.ints(p.choices());
            w.ints(p.limits());
            w.bool(p.anywhereWhenLast());
        }
    }

    /** Passing, the hop limits (0, or 1 and two type sets per type) and the point count (0, or 1 and its numbers). */
    private static void writeJanggiRules(Writer w, VariantRules rules) {
        w.bool(rules.moves().passing().allowed());
        w.integer(rules.moves().passing().endingPasses());
        HopLimits hops = rules.moves().hopLimits();
        w.bool(hops != null);
        if (hops != null) {
            for (long s : hops.screens()) {
                w.typeSet(s);
            }
            for (long v : hops.victims()) {
                w.typeSet(v);
            }
        }
        PointCount points = rules.ending().points();
        w.bool(points != null);
        if (points != null) {
            w.ints(points.halfPoints());
            w.integer(points.bonusSide());
            w.integer(points.bonusHalfPoints());
        }
    }

    /** Extinction, mate scoring and compulsory capture, after the armies. */
    private static void writeMaterialRules(Writer w, VariantRules rules) {
        Scoring scoring = rules.ending().end().scoring();
        Extinction x = rules.ending().end().extinction();
        w.bool(x != null);
        if (x != null) {
            w.integer(x.outcome().ordinal());
            w.ints(x.types());
            w.integer(x.atMost());
            w.integer(x.opponentAtLeast());
            w.bool(x.bareBack());
        }
        w.integer(scoring.checkmate().ordinal());
        w.bool(scoring.stalemateByCount());
        w.typeSet(scoring.aloneTypes());
        w.integer(scoring.alone().ordinal());
        w.typeSet(scoring.seriesTypes());
        w.bool(rules.captures().obligation().compulsory());
    }

    private static void writePiece(Writer w, PieceRules p, int squares) {
        w.string(p.name());
        w.string(p.id());
        w.string(p.betza());
        w.bool(p.royal());
        w.integer(p.value());
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < squares; sq++) {
                writeSquare(w, p.moves()[side][sq]);
            }
        }
        w.integer(p.promotions().size());
        for (PromotionRule promotion : p.promotions()) {
            w.zone(promotion.zone(), squares);
            w.ints(promotion.choices());
            w.ints(promotion.limits());
            w.integer(promotion.quota());
            w.bool(promotion.optional());
            w.bool(promotion.armies());
            w.bool(promotion.touching());
            w.bool(promotion.capturing());
        }
        w.bool(p.resetsClock());
        w.zone(p.dropZone(), squares);
        w.integer(p.dropLimit().perFile());
        w.bool(p.dropLimit().mayNotMate());
        w.integer(p.plusOf());
    }

    private static PieceRules readPiece(Reader r, int squares) {
        String name = r.string();
        String id = r.string();
        String betza = r.string();
        boolean royal = r.bool();
        int value = r.integer();
        SquareMoves[][] moves = new SquareMoves[2][squares];
        for (int side = 0; side < 2; side++) {
            for (int sq = 0; sq < squares; sq++) {
                moves[side][sq] = readSquare(r);
            }
        }
        int promotionCount = r.count();
        List<PromotionRule> promotions = new ArrayList<>(promotionCount);
        for (int i = 0; i < promotionCount; i++) {
            promotions.add(new PromotionRule(r.zone(squares), r.ints(), r.ints(), r.integer(), r.bool(), r.bool(),
                    r.bool(), r.bool()));
        }
        boolean resetsClock = r.bool();
        boolean[][] dropZone = r.zone(squares);
        DropLimit dropLimit = new DropLimit(r.integer(), r.bool());
        int plusOf = r.integer();
        return new PieceRules(name, id, betza, royal, value, moves, List.copyOf(promotions), resetsClock, dropZone,
                dropLimit, plusOf);
    }

    /** Army selection: -1 for none, else the slots, their squares, every army, the template and the pair. */
    private static void writeArmies(Writer w, ArmyRules armies) {
        if (armies == null) {
            w.integer(-1);
            return;
        }
        w.integer(armies.slots().size());
        for (int i = 0; i < armies.slots().size(); i++) {
            w.string(armies.slots().get(i));
            w.ints(armies.squares()[i]);
        }
        w.integer(armies.armies().size());
        for (ArmyChoice army : armies.armies()) {
            w.string(army.code());
            w.string(army.name());
            w.ints(army.pieces());
            w.string(army.betza());
        }
        w.string(armies.templateFen());
        w.integer(armies.white());
        w.integer(armies.black());
    }

    /** The shuffled rank after the armies: -1 when there is none. */
    private static void writeShuffle(Writer w, Shuffle shuffle) {
        if (shuffle == null) {
            w.integer(-1);
            return;
        }
        w.ints(shuffle.men());
        w.integer(shuffle.differentColours().length);
        for (int[] pair : shuffle.differentColours()) {
            w.ints(pair);
        }
        w.integer(shuffle.inner());
        w.integer(shuffle.outer());
        w.integer(shuffle.protectedRank());
    }

    private static Shuffle readShuffle(Reader r) {
        int length = r.integer();
        if (length == -1) {
            return null;
        }
        int[] men = new int[length];
        for (int i = 0; i < length; i++) {
            men[i] = r.integer();
        }
        int[][] pairs = new int[r.count()][];
        for (int i = 0; i < pairs.length; i++) {
            pairs[i] = r.ints();
        }
        return new Shuffle(men, pairs, r.integer(), r.integer(), r.integer());
    }

    /** Explosion and petrification, each 0 when absent, else 1 and its type sets (two ints each). */
    private static void writeCaptureEffects(Writer w, Explosion explosion, Petrification petrification) {
        w.bool(explosion != null);
        if (explosion != null) {
            w.typeSet(explosion.spared());
            w.typeSet(explosion.immune());
            w.typeSet(explosion.truce());
            w.bool(explosion.checkIgnored());
        }
        w.bool(petrification != null);
        if (petrification != null) {
            w.typeSet(petrification.types());
        }
    }

    private static ArmyRules readArmies(Reader r) {
        int slotCount = r.integer();
        if (slotCount == -1) {
            return null;
        }
        if (slotCount < 0) {
            throw new IllegalArgumentException("rule tables: bad slot count " + slotCount);
        }
        List<String> slots = new ArrayList<>(slotCount);
        int[][] squares = new int[slotCount][];
        for (int i = 0; i < slotCount; i++) {
            slots.add(r.string());
            squares[i] = r.ints();
        }
        int armyCount = r.count();
        List<ArmyChoice> armies = new ArrayList<>(armyCount);
        for (int i = 0; i < armyCount; i++) {
            armies.add(new ArmyChoice(r.string(), r.string(), r.ints(), r.string()));
        }
        return new ArmyRules(List.copyOf(slots), squares, List.copyOf(armies), r.string(), r.integer(), r.integer());
    }

    private static void writeSquare(Writer w, SquareMoves m) {
        w.integer(m.leaps().length);
        for (Leap leap : m.leaps()) {
            w.integer(leap.target());
            w.integer(leap.modes());
        }
        w.integer(m.rays().length);
        for (Ray ray : m.rays()) {
            w.ints(ray.squares());
            w.bytes(ray.squareModes());
            w.integer(ray.flags());
            w.integer(ray.kind().ordinal());
        }
        w.integer(m.paths().length);
        for (Path path : m.paths()) {
            w.ints(path.squares());
            w.bytes(path.conditions());
            w.integer(path.modes());
        }
    }

    private static SquareMoves readSquare(Reader r) {
        Leap[] leaps = new Leap[r.count()];
        for (int i = 0; i < leaps.length; i++) {
            leaps[i] = new Leap(r.integer(), r.integer());
        }
        Ray[] rays = new Ray[r.count()];
        for (int i = 0; i < rays.length; i++) {
            rays[i] = new Ray(r.ints(), r.bytes(), r.integer(), RayKind.values()[r.integer()]);
        }
        Path[] paths = new Path[r.count()];
        for (int i = 0; i < paths.length; i++) {
            paths[i] = new Path(r.ints(), r.bytes(), r.integer());
        }
        if (leaps.length == 0 && rays.length == 0 && paths.length == 0) {
            return SquareMoves.NONE;
        }
        return new SquareMoves(leaps, rays, paths);
    }

    private static final class Writer {
        final StringBuilder text = new StringBuilder();

        /** A set of types, bit {@code type} of a long, as its low and high halves. */
        void typeSet(long types) {
            integer((int) types);
            integer((int) (types >>> 32));
        }

        void integer(int value) {
            text.append(Integer.toString(value, 36)).append(',');
        }

        void bool(boolean value) {
            integer(value ? 1 : 0);
        }

        void string(String s) {
            integer(s.length());
            for (int i = 0; i < s.length(); i++) {
                integer(s.charAt(i));
            }
        }

        void ints(int[] values) {
            integer(values.length);
            for (int v : values) {
                integer(v);
            }
        }

        void bytes(byte[] values) {
            integer(values.length);
            for (byte v : values) {
                integer(v);
            }
        }

        void zone(boolean[][] zone, int squares) {
            if (zone == null) {
                integer(-1);
                return;
            }
            for (int side = 0; side < 2; side++) {
                int n = 0;
                for (int sq = 0; sq < squares; sq++) {
                    n += zone[side][sq] ? 1 : 0;
                }
                integer(n);
                for (int sq = 0; sq < squares; sq++) {
                    if (zone[side][sq]) {
                        integer(sq);
                    }
                }
            }
        }
    }

    private static final class Reader {
        private final String text;
        private int at;

        Reader(String text) {
            this.text = text;
        }

        long[] typeSets(int n) {
            long[] sets = new long[n];
            for (int i = 0; i < n; i++) {
                sets[i] = typeSet();
            }
            return sets;
        }

        long typeSet() {
            long low = integer() & 0xFFFFFFFFL;
            return low | (long) integer() << 32;
        }

        int integer() {
            int comma = text.indexOf(',', at);
            if (comma < 0) {
                throw new IllegalArgumentException("rule tables end too early, at character " + at);
            }
            try {
                int value = Integer.parseInt(text.substring(at, comma), 36);
                at = comma + 1;
                return value;
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("rule tables: not a number at character " + at);
            }
        }

        /** A length or count: never negative, never more than the text could hold. */
        int count() {
            int n = integer();
            if (n < 0 || n > text.length()) {
                throw new IllegalArgumentException("rule tables: bad count " + n + " at character " + at);
            }
            return n;
        }

        boolean bool() {
            return integer() != 0;
        }

        String string() {
            char[] chars = new char[count()];
            for (int i = 0; i < chars.length; i++) {
                chars[i] = (char) integer();
            }
            return new String(chars);
        }

        int[] ints() {
            int[] values = new int[count()];
            for (int i = 0; i < values.length; i++) {
                values[i] = integer();
            }
            return values;
        }

        byte[] bytes() {
            byte[] values = new byte[count()];
            for (int i = 0; i < values.length; i++) {
                values[i] = (byte) integer();
            }
            return values;
        }

        boolean[][] zone(int squares) {
            int first = integer();
            if (first == -1) {
                return null;
            }
            boolean[][] zone = new boolean[2][squares];
            int n = first;
            for (int side = 0; side < 2; side++) {
                if (side == 1) {
                    n = count();
                }
                for (int i = 0; i < n; i++) {
                    int sq = integer();
                    if (sq < 0 || sq >= squares) {
                        throw new IllegalArgumentException("rule tables: square " + sq + " off the board");
                    }
                    zone[side][sq] = true;
                }
            }
            return zone;
        }

        void end() {
            if (at != text.length()) {
                throw new IllegalArgumentException("rule tables: " + (text.length() - at) + " characters left over");
            }
        }
    }
}
