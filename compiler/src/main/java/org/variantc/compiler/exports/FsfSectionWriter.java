package org.variantc.compiler.exports;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.CastlingSides;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.model.Goal;
import org.variantc.runtime.rules.GoalManner;
import org.variantc.compiler.model.MakrukFamily;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.PromotionSides;
import org.variantc.compiler.model.SetupMan;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.model.Zone;
import org.variantc.runtime.rules.ChaseRule;
import org.variantc.runtime.rules.Extinction;
import org.variantc.runtime.rules.HandRules;
import org.variantc.runtime.rules.PointCount;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.RoyalCheck;
import org.variantc.runtime.rules.Scoring;

/**
 * Writes one variant's ini keys, every one explicitly (a section with no parent starts from
 * Fairy-Stockfish's defaults, which our importer does not assume), and lists each rule of ours
 * that no key states. The pieces come first, as their letters are used by every later key.
 */
final class FsfSectionWriter {
    /** Our moves that are one of Fairy-Stockfish's named pieces, written by that name. */
    private static final Map<String, String> NAMED = Map.ofEntries(Map.entry("N", "knight"),
            Map.entry("B", "bishop"), Map.entry("R", "rook"), Map.entry("Q", "queen"), Map.entry("F", "fers"),
            Map.entry("A", "alfil"), Map.entry("BN", "archbishop"), Map.entry("RN", "chancellor"),
            Map.entry("QN", "amazon"), Map.entry("W", "wazir"), Map.entry("K", "commoner"));
    private static final List<String> CHESS_KEYS = List.of("pawn", "knight", "bishop", "rook", "queen", "king");

    private final Variant v;
    private final Board board;
    private final List<String> keys = new ArrayList<>();
    private final Set<String> dropped = new LinkedHashSet<>();
    /** Per type: its ini key (pawn, king, knight, customPiece3). */
    private final Map<Integer, String> iniKey = new LinkedHashMap<>();
    private int pawnType = -1;
    private BitSet initialRegion;

    FsfSectionWriter(Variant v) {
        this.v = v;
        this.board = v.board();
    }

    List<String> dropped() {
        return List.copyOf(dropped);
    }

    void write() {
        if (board.files() > 12 || board.ranks() > 10) {
            drop("a board larger than Fairy-Stockfish's 12 x 10", board.files() + " x " + board.ranks());
        }
        if (board.cylinder()) {
            drop("a cylinder board (Fairy-Stockfish's boards have side edges)", "board " + board.files() + " x "
                + board.ranks() + " cylinder");
        }
        key("maxFile", board.files());
        key("maxRank", board.ranks());
        pieces();
        startFen();
        promotion();
        doubleStep();
        castling();
        drops();
        captures();
        royals();
        start();
        moves();
        end();
    }

    /** The section with its opening comment. */
    String text(String gameName, String section) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(oneLine(gameName)).append(", exported by variantc export --format fsf-ini.\n");
        if (!dropped.isEmpty()) {
            out.append("# Not stated here (--lossy), so this section plays another game than the definition:\n");
            dropped.forEach(d -> out.append("#   ").append(oneLine(d)).append('\n'));
        }
        out.append('[').append(section).append("]\n");
        keys.forEach(k -> out.append(k).append('\n'));
        return out.toString();
    }

    private void drop(String rule) {
        dropped.add(rule);
    }

    /** A rule no key states, with what it concerns: "RULE (DETAIL)". */
    private void drop(String rule, String detail) {
        dropped.add(rule + " (" + detail + ")");
    }

    private void key(String key, Object value) {
        keys.add(key + " = " + value);
    }

    // ---- pieces

    private void pieces() {
        List<PieceType> pieces = v.pieces();
        long royalTypes = pieces.stream().filter(PieceType::royal).count();
        if (royalTypes > 1) {
            drop("several royal piece types", "Fairy-Stockfish's king is one type");
        }
        int custom = 0;
        Set<String> named = new LinkedHashSet<>();
        for (int t = 0; t < pieces.size(); t++) {
            PieceType p = pieces.get(t);
            if (!p.id().matches("[A-Z]")) {
                drop("a piece id of two letters", p.name() + " '" + p.id() + "'; Fairy-Stockfish names a piece by one letter");
                continue;
            }
            String betza = betza(t, p);
            String letter = p.id().toLowerCase(java.util.Locale.ROOT);
            String key;
            if (t == pawnType) {
                key = "pawn";
                key(key, letter);
            } else if (p.royal() && !iniKey.containsValue("king")) {
                key = "king";
                key(key, betza.equals("K") ? letter : letter + ":" + betza);
            } else if (NAMED.containsKey(betza) && named.add(NAMED.get(betza))) {
                key = NAMED.get(betza);
                key(key, letter);
            } else if (custom < 25) {
                key = "customPiece" + ++custom;
                key(key, letter + ":" + betza);
            } else {
                drop("more than 25 custom pieces", p.name());
                continue;
            }
            iniKey.put(t, key);
            pieceRules(t, p, key);
        }
        for (String chess : CHESS_KEYS) {
            if (!iniKey.containsValue(chess)) {
                key(chess, "-");
            }
        }
    }

    /** The rules of a piece besides its moves: confinement, and those no key states. */
    private void pieceRules(int t, PieceType p, String key) {
        if (p.confinement() != null) {
            String type = Character.toUpperCase(key.charAt(0)) + key.substring(1);
            key("mobilityRegionWhite" + type, region(p.confinement().forSide(board, 0)));
            key("mobilityRegionBlack" + type, region(p.confinement().forSide(board, 1)));
        }
        if (p.plusOf() >= 0) {
            drop("a promoted form ('written +'), which needs promotedPieceType", p.name());
        }
        if (p.dropMayNotMate()) {
            drop("'drop may not mate', which needs shogiPawnDropMateIllegal", p.name());
        }
        if (p.chiral()) {
            drop("'chiral' moves, Black's turned half round", p.name());
        }
        if (p.screensRefused() != 0 || p.victimsRefused() != 0) {
            drop("men a piece may not jump over or capture", p.name());
        }
    }

    /**
     * A piece's moves in Fairy-Stockfish's Betza; a Pawn that is Fairy-Stockfish's own (fmW,
     * fceF, and a double step from where the Pawns start) becomes its {@code pawn}.
     */
    private String betza(int t, PieceType p) {
        List<String> plain = new ArrayList<>();
        List<String> unmoved = new ArrayList<>();
        List<String> fromZone = new ArrayList<>();
        List<String> refusals = new ArrayList<>();
        for (var clause : p.moves()) {
            FsfBetza b = FsfBetza.read(clause.move().text());
            if (clause.within() != null) {
                drop("a move only within a zone (the palace's diagonals)", p.name() + " '" + clause.move().text() + "'");
                continue;                                   // lossy: left out, not given everywhere
            }
            if (clause.withoutEnPassant()) {
                drop("a move that gives no en-passant right", p.name());
            }
            if (clause.withEnPassant()) {
                drop("a move that gives an en-passant right though its piece takes none", p.name());
            }
            refusals.addAll(b.refusal());
            for (FsfBetza.Token token : b.tokens()) {
                if (clause.from() != null) {
                    initialFrom(p, token, clause.from().squares());
                    fromZone.add(token.text());
                } else if (token.initial()) {
                    unmoved.add(token.text().replace("i", ""));
                } else {
                    plain.add(token.text());
                }
            }
        }
        List<String> initial = new ArrayList<>(unmoved);
        initial.addAll(fromZone);
        if (pawnType < 0 && initial.size() <= 1 && isPawn(plain, initial)) {
            pawnType = t;
            if (!unmoved.isEmpty()) {
                unmovedRegion(t, p);
            }
            return "fmWfceF";
        }
        refusals.forEach(r -> drop(r.substring(r.indexOf(": ") + 2), p.name() + " " + r.substring(0, r.indexOf(": "))));
        if (!unmoved.isEmpty()) {
            drop("a first move ('i') of another piece than the Pawn", p.name() + "; Fairy-Stockfish gives 'i' "
                    + "moves to a man in its double-step region, moved or not");
        }
        StringBuilder out = new StringBuilder(String.join("", plain));
        fromZone.forEach(tk -> out.append('i').append(tk));
        return out.toString();
    }

    private static boolean isPawn(List<String> plain, List<String> initial) {
        Set<String> moves = new java.util.HashSet<>(plain);
        return moves.equals(Set.of("fmW", "fceF")) && plain.size() == 2
                && (initial.isEmpty() || initial.equals(List.of("fmnD")));
    }

    /** A move {@code from} a zone: Fairy-Stockfish's 'i', from its one double-step region. */
    private void initialFrom(PieceType p, FsfBetza.Token token, BitSet zone) {
        if (token.initial()) {
            drop("a move both from a zone and unmoved", p.name() + " '" + token.text() + "'");
        }
        if (token.modifiers().indexOf('m') < 0 || token.modifiers().indexOf('c') >= 0) {
            drop("a capture allowed only from a zone", p.name() + " '" + token.text() + "'; Fairy-Stockfish's 'i' "
                    + "moves do not capture there");
        }
        sameRegion(zone);
    }

    /** The unmoved Pawns' double step: from the ranks where the Pawns start, which they never re-enter. */
    private void unmovedRegion(int t, PieceType p) {
        BitSet ranks = new BitSet();
        SetupMan[] men = v.setup().men();
        for (int sq = 0; sq < men.length; sq++) {
            if (men[sq] != null && men[sq].piece() == t) {
                int white = men[sq].side() == 0 ? sq : board.mirror(sq);
                ranks.set(white / board.files());
            }
        }
        if (ranks.cardinality() > 1) {
            drop("Pawns starting on several ranks with a double step while unmoved", p.name());
            return;
        }
        int rank = ranks.isEmpty() ? 1 : ranks.nextSetBit(0);
        BitSet zone = new BitSet();
        zone.set(rank * board.files(), (rank + 1) * board.files());
        sameRegion(zone);
    }

    private void sameRegion(BitSet zone) {
        if (initialRegion == null) {
            initialRegion = zone;
        } else if (!initialRegion.equals(zone)) {
            drop("first moves from different zones", "Fairy-Stockfish has one double-step region");
        }
    }

    private void doubleStep() {
        if (initialRegion == null) {
            key("doubleStep", "false");
            return;
        }
        key("doubleStep", "true");
        key("doubleStepRegionWhite", region(new Zone(initialRegion).forSide(board, 0)));
        key("doubleStepRegionBlack", region(new Zone(initialRegion).forSide(board, 1)));
    }

    // ---- start

    private void startFen() {
        String fenBoard = v.setup().board();
        if (!fenBoard.matches("[A-Za-z0-9/]+")) {
            drop("a start board with holes or promoted men", fenBoard);
        }
        if (v.setup().holes() != null && !v.setup().holes().isEmpty()) {
            drop("holes, squares that are not part of the board");
        }
        String hand = v.placing().drops().enabled() || !v.setup().holdings().isEmpty()
                ? "[" + v.setup().holdings() + "]" : "";
        String checks = v.ending().end().checksToWin() > 0
                ? " " + v.ending().end().checksToWin() + "+" + v.ending().end().checksToWin() : "";
        key("startFen", fenBoard + hand + " w " + castlingRights() + " -" + checks + " 0 1");
    }

    private void start() {
        if (v.start().armies() != null) {
            drop("armies chosen by each side");
        }
        if (v.start().shuffle() != null) {
            drop("a shuffled first rank");
        }
    }

    // ---- promotion

    private void promotion() {
        List<Integer> promoting = new ArrayList<>();
        Promotion shared = null;
        for (int t = 0; t < v.pieces().size(); t++) {
            List<Promotion> offers = v.pieces().get(t).promotions();
            if (offers.isEmpty()) {
                continue;
            }
            promoting.add(t);
            if (SidePair.of(offers) != null) {
                offers = List.of(SidePair.of(offers));
            } else if (offers.size() > 1) {
                drop("several promotion zones of a piece", v.pieces().get(t).name());
            }
            Promotion p = offers.get(0);
            if (shared != null && !(shared.zone().equals(p.zone()) && shared.choices().equals(p.choices())
                    && shared.optional() == p.optional())) {
                drop("pieces that promote differently", "Fairy-Stockfish has one promotion zone and one choice");
            }
            shared = shared == null ? p : shared;
        }
        if (shared == null) {
            key("promotionPawnTypes", "-");
            return;
        }
        key("promotionPawnTypes", letters(promoting));
        promotionRule(shared);
    }

    /** White's offer of a piece that has one for each side (Chigorin), standing for both. */
    private record SidePair(Promotion white, Promotion black) {
        static Promotion of(List<Promotion> offers) {
            if (offers.size() != 2 || offers.get(0).sides() == PromotionSides.BOTH
                    || offers.get(1).sides() == PromotionSides.BOTH || offers.get(0).sides() == offers.get(1).sides()) {
                return null;
            }
            return offers.get(0).sides() == PromotionSides.WHITE ? offers.get(0) : offers.get(1);
        }
    }

    private void promotionRule(Promotion p) {
        if (p.sides() != PromotionSides.BOTH) {
            sidePromotionRule(p);
            return;
        }
        BitSet last = new BitSet();
        last.set((board.ranks() - 1) * board.files(), board.squares());
        if (!p.zone().squares().equals(last)) {
            drop("a promotion zone other than the last rank", "Fairy-Stockfish promotes on every move into or "
                    + "inside its promotion region");
        }
        if (p.quota() != 0 || p.armies() || p.touching() || p.capturing()) {
            drop("a promotion with a quota, to the armies' pieces, 'promote in' or 'on captures'");
        }
        key("promotionRegionWhite", region(p.zone().forSide(board, 0)));
        key("promotionRegionBlack", region(p.zone().forSide(board, 1)));
        List<Integer> choices = p.choices().stream().map(PromotionChoice::piece).toList();
        key("promotionPieceTypes", letters(choices));
        List<String> limits = p.choices().stream().filter(c -> c.limit() != Integer.MAX_VALUE)
                .map(c -> letter(c.piece()) + ":" + c.limit()).toList();
        if (!limits.isEmpty()) {
            key("promotionLimit", String.join(" ", limits));
        }
        key("mandatoryPawnPromotion", !p.optional());
        if (p.choices().stream().anyMatch(c -> v.pieces().get(c.piece()).royal())) {
            drop("promotion to a royal piece");
        }
    }

    /** A pair of one-sided offers, White's given: each side's region and choices under its own keys. */
    private void sidePromotionRule(Promotion white) {
        Promotion black = null;
        for (PieceType piece : v.pieces()) {
            if (piece.promotions().contains(white)) {
                black = piece.promotions().stream().filter(o -> o.sides() == PromotionSides.BLACK).findFirst()
                        .orElse(null);
            }
        }
        if (white.sides() != PromotionSides.WHITE || black == null) {
            drop("a promotion for one side only");
            return;
        }
        if (white.optional() != black.optional() || white.quota() != 0 || black.quota() != 0 || white.touching()
                || black.touching() || white.capturing() || black.capturing()) {
            drop("one-sided promotions that differ otherwise than in zone and choices");
        }
        key("promotionRegionWhite", region(white.forSide(board, 0)));
        key("promotionRegionBlack", region(black.forSide(board, 1)));
        key("promotionPieceTypesWhite", letters(white.choices().stream().map(PromotionChoice::piece).toList()));
        key("promotionPieceTypesBlack", letters(black.choices().stream().map(PromotionChoice::piece).toList()));
        if (white.choices().stream().anyMatch(c -> c.limit() != Integer.MAX_VALUE)
                || black.choices().stream().anyMatch(c -> c.limit() != Integer.MAX_VALUE)) {
            drop("a limit on a one-sided promotion's choices");
        }
        key("mandatoryPawnPromotion", !white.optional());
    }

    // ---- castling

    private String castlingRights() {
        CastlingSides sides = v.moves().castlingSides();
        StringBuilder rights = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            for (Castling c : sides.includes(side) ? v.moves().castlingsOf(side) : List.<Castling>of()) {
                boolean kingside = c.rookFrom() % board.files() > c.kingFrom() % board.files();
                String right = kingside ? "K" : "Q";
                rights.append(side == 0 ? right : right.toLowerCase());
            }
        }
        String ordered = "";
        for (char c : "KQkq".toCharArray()) {
            ordered += rights.indexOf(String.valueOf(c)) >= 0 ? String.valueOf(c) : "";
        }
        return ordered.isEmpty() ? "-" : ordered;
    }

    /**
     * Castling as Fairy-Stockfish makes it: the King from its square to the kingside or
     * queenside file, the outermost castling piece on that side beside it; any other castling
     * is listed.
     */
    private void castling() {
        List<Castling> castlings = v.moves().castlings();
        if (castlings.isEmpty()) {
            key("castling", "false");
            return;
        }
        key("castling", "true");
        if (v.moves().castlingSides() == CastlingSides.EACH) {
            drop("Black's own castlings, not White's mirror image", "Fairy-Stockfish mirrors White's castling for Black");
        }
        int side = v.moves().castlingSides() == CastlingSides.BLACK ? 1 : 0;
        Set<Integer> kings = new LinkedHashSet<>();
        Set<Integer> rooks = new LinkedHashSet<>();
        int kingside = -1;
        int queenside = -1;
        for (Castling c : castlings) {
            int from = white(c.kingFrom(), side);
            int to = white(c.kingTo(), side);
            int rook = white(c.rookFrom(), side);
            int rookTo = white(c.rookTo(), side);
            int direction = Integer.signum(rook % board.files() - from % board.files());
            SetupMan king = man(c.kingFrom());
            SetupMan partner = man(c.rookFrom());
            boolean plain = from / board.files() == 0 && to / board.files() == 0 && rook / board.files() == 0
                    && rookTo == to - direction && king != null && partner != null
                    && outermost(c.rookFrom(), partner.piece(), direction);
            if (!plain || (direction > 0 ? kingside : queenside) >= 0) {
                drop("castling other than Fairy-Stockfish's", square(c.kingFrom()) + "-" + square(c.kingTo()) + " with "
                        + square(c.rookFrom()) + "-" + square(c.rookTo()) + "; Fairy-Stockfish castles on the first rank "
                        + "with the outermost castling piece, which lands beside the King, once on each side");
                continue;
            }
            kings.add(king.piece());
            rooks.add(partner.piece());
            if (direction > 0) {
                kingside = to % board.files();
            } else {
                queenside = to % board.files();
            }
        }
        if (kings.size() > 1) {
            drop("castling by several kinds of King");
        }
        key("castlingKingsideFile", (char) ('a' + (kingside >= 0 ? kingside : board.files() - 2)));
        key("castlingQueensideFile", (char) ('a' + (queenside >= 0 ? queenside : 2)));
        if (!kings.isEmpty()) {
            key("castlingKingPiece", letter(kings.iterator().next()));
        }
        key("castlingRookPieces", letters(List.copyOf(rooks)));
    }

    /** The square as White's, for a castling written for {@code side} alone (Black's as on the board). */
    private int white(int square, int side) {
        return side == 0 ? square : board.mirror(square);
    }

    private SetupMan man(int square) {
        SetupMan[] men = v.setup().men();
        return square < men.length ? men[square] : null;
    }

    /** No other man of this type stands farther out on the rank, as Fairy-Stockfish takes the outermost. */
    private boolean outermost(int square, int type, int direction) {
        int rank = square / board.files();
        for (int f = square % board.files() + direction; f >= 0 && f < board.files(); f += direction) {
            SetupMan other = man(rank * board.files() + f);
            if (other != null && other.piece() == type) {
                return false;
            }
        }
        return true;
    }

    // ---- drops, captures, check

    private void drops() {
        boolean on = v.placing().drops().enabled();
        key("pieceDrops", on);
        key("capturesToHand", on);
        if (v.placing().gating() != null) {
            drop("gating (Seirawan), which needs the gating key");
        }
        if (v.placing().duck()) {
            drop("the Duck's move after every move");
        }
        HandRules hands = v.placing().hands();
        if (hands.pickups()) {
            drop("taking one's own man into hand as a move (Sjaak II's pickups), which Fairy-Stockfish has no setting for");
        }
        if (!new HandRules(hands.capturesToHand(), hands.dropFirst(), hands.differentColours(), hands.castlingKing(),
                hands.castlingRook(), false).equals(HandRules.CAPTURES)) {
            drop("hands that are not filled by captures alone, or must be emptied first, or drops that "
                    + "castle");
        }
        if (!on) {
            return;
        }
        key("dropLoop", !v.placing().drops().promotedRevert());
        if (v.placing().drops().eitherFace()) {
            drop("drops of a man as either of its faces");
        }
        dropZones();
    }

    /**
     * Fairy-Stockfish drops anywhere empty, except a promoting piece: not on the first rank
     * (firstRankPawnDrops) nor in its promotion zone (promotionZonePawnDrops).
     */
    private void dropZones() {
        BitSet all = new BitSet();
        all.set(0, board.squares());
        BitSet firstRank = new BitSet();
        firstRank.set(0, board.files());
        BitSet lastRank = new BitSet();
        lastRank.set((board.ranks() - 1) * board.files(), board.squares());
        Boolean first = null;
        Boolean zone = null;
        int perFileType = -1;
        for (int t = 0; t < v.pieces().size(); t++) {
            PieceType p = v.pieces().get(t);
            BitSet drops = p.dropZone() == null ? all : p.dropZone().squares();
            if (p.perFile() > 0) {
                perFileType = perFileType < 0 ? t : -2;
            }
            if (p.promotions().isEmpty()) {
                if (!drops.equals(all)) {
                    drop("a drop zone for a piece that does not promote", p.name());
                }
                continue;
            }
            boolean onFirst = drops.intersects(firstRank);
            boolean inZone = drops.intersects(lastRank);
            BitSet expected = (BitSet) all.clone();
            if (!onFirst) {
                expected.andNot(firstRank);
            }
            if (!inZone) {
                expected.andNot(lastRank);
            }
            if (!drops.equals(expected) || first != null && (first != onFirst || zone != inZone)) {
                drop("a drop zone other than the board less the first rank or the promotion zone", p.name());
            }
            first = onFirst;
            zone = inZone;
        }
        key("firstRankPawnDrops", first == null || first);
        key("promotionZonePawnDrops", zone == null || zone);
        perFile(perFileType);
    }

    private void perFile(int type) {
        if (type == -2) {
            drop("several types with 'drop at most N per file'");
        } else if (type >= 0) {
            PieceType p = v.pieces().get(type);
            if (p.promotions().isEmpty()) {
                drop("'drop at most N per file' for a piece that does not promote", p.name());
            }
            key("dropNoDoubled", letter(type));
            key("dropNoDoubledCount", p.perFile());
        }
    }

    private void captures() {
        key("mustCapture", v.captures().obligation().compulsory());
        if (v.captures().explosion() != null) {
            drop("captures that explode, which need blastOnCapture");
        }
        if (v.captures().petrification() != null) {
            drop("capturers turned to stone, which need petrifyOnCaptureTypes");
        }
        if (v.captures().lionTrading() != null) {
            drop("the Lion-trading rules, which Fairy-Stockfish has no setting for");
        }
        if (v.captures().burning() != null) {
            drop("the Fire Demon's burning, which Fairy-Stockfish has no setting for");
        }
        if (v.captures().rangeJumping() != null) {
            drop("range-jumping captures (over men of a lower rank), which Fairy-Stockfish's Betza cannot say");
        }
    }

    private void royals() {
        key("checking", !v.royals().givingCheckForbidden());
        key("flyingGeneral", v.royals().flyingGeneral());
        if (v.royals().bikjang()) {
            drop("bikjang (facing royal men must part), which needs bikjangRule");
        }
        if (v.royals().royalCheck() != RoyalCheck.ANY) {
            drop("check judged on all royal men, or only the last");
        }
        if (v.royals().passingCheckForbidden()) {
            drop("royal men that may not pass through check (Sjaak II's en-passant check)");
        }
        if (!v.royals().makruk().equals(MakrukFamily.NONE)) {
            drop("the Makruk family's counting, check or first-move rules");
        }
        SetupMan[] men = v.setup().men();
        for (int side = 0; side < 2; side++) {
            int royal = 0;
            for (SetupMan m : men) {
                royal += m != null && m.side() == side && v.pieces().get(m.piece()).royal() ? 1 : 0;
            }
            if (royal > 1) {
                drop("several royal men on a side", "Fairy-Stockfish's king is one man");
                return;
            }
        }
    }

    private void moves() {
        if (!v.moves().promotionsInPlace().isEmpty()) {
            drop("promotion as a move of its own (Sittuyin)");
        }
        if (v.moves().passing().allowed()) {
            drop("passing a turn, which needs the pass key");
        }
    }

    // ---- the end

    private void end() {
        EndConditions end = v.ending().end();
        Scoring scoring = end.scoring();
        key("checkmateValue", value(scoring.checkmate()));
        key("stalemateValue", value(end.stalemate()));
        if (scoring.stalemateByCount() || scoring.aloneTypes() != 0 || scoring.seriesTypes() != 0) {
            drop("a stalemate counted by men, or a mate scored by who gives it");
        }
        if (end.moveRulePlies() % 2 != 0) {
            drop("a move rule of an odd number of plies");
        }
        key("nMoveRule", end.moveRulePlies() / 2);
        if (end.pawnDropsReset() != (v.placing().drops().enabled() && end.moveRulePlies() > 0)) {
            drop("the move rule not reset by Pawn drops in a drop game", "Fairy-Stockfish resets it with every Pawn move, "
                    + "drops included");
        }
        key("nFoldRule", end.repetitions());
        repetition(end);
        extinction(end.extinction());
        goals(end.goals());
        key("checkCounting", end.checksToWin() > 0);
        PointCount points = v.ending().points();
        if (points != null && java.util.Arrays.stream(points.halfPoints()).allMatch(h -> h == 0)
                && points.bonusHalfPoints() > 0) {
            key("materialCounting", points.bonusSide() == 1 ? "blackdrawodds" : "whitedrawodds");
        } else if (points != null) {
            drop("the point count that decides drawn endings (Janggi)");
        }
    }

    private void repetition(EndConditions end) {
        var rule = end.repetition();
        if (rule.side() == 1) {
            drop("a repetition scored for Black");
        }
        key("nFoldValue", value(rule.outcome()));
        key("nFoldValueAbsolute", rule.side() == 0);
        key("perpetualCheckIllegal", rule.perpetualCheckLoses());
        if (!rule.chase().equals(ChaseRule.NONE)) {
            drop("perpetual chase, which needs chasingRule");
        }
    }

    private void extinction(Extinction x) {
        if (x == null) {
            key("extinctionValue", "none");
            return;
        }
        if (x.opponentAtLeast() != 0 || x.bareBack()) {
            drop("a bare King's rule, which needs extinctionOpponentPieceCount");
        }
        key("extinctionValue", value(x.outcome()));
        key("extinctionPieceTypes", x.allMen() ? "*" : letters(java.util.Arrays.stream(x.types()).boxed().toList()));
        key("extinctionPieceCount", x.atMost());
    }

    private void goals(List<Goal> goals) {
        if (goals.isEmpty()) {
            return;
        }
        int piece = goals.get(0).piece();
        if (goals.stream().anyMatch(g -> g.piece() != piece) || goals.size() > 2) {
            drop("goals for several piece types");
            return;
        }
        key("flagPiece", letter(piece));
        BitSet white = null;
        BitSet black = null;
        boolean follows = false;
        for (Goal g : goals) {
            if (g.side() < 0) {
                white = set(g.zone().forSide(board, 0));
                black = set(g.zone().forSide(board, 1));
            } else if (g.side() == 0) {
                white = g.zone().squares();
                follows = g.follower() == 1;
            } else {
                black = g.zone().squares();
                if (g.follower() >= 0) {
                    drop("White following Black's goal");
                }
            }
        }
        if (goals.size() == 2 && goals.stream().anyMatch(g -> g.side() < 0)) {
            drop("two goals for both sides");
        }
        if (white != null) {
            key("flagRegionWhite", region(white));
        }
        if (black != null) {
            key("flagRegionBlack", region(black));
        }
        // A held goal is Fairy-Stockfish's flagMove with a man that is not a King; a safe one its flagPieceSafe.
        key("flagMove", follows || goals.stream().anyMatch(g -> g.manner() == GoalManner.HELD));
        if (goals.stream().anyMatch(g -> g.manner() == GoalManner.SAFE)) {
            key("flagPieceSafe", true);
        }
    }

    // ---- words

    private static String value(Outcome o) {
        return switch (o) {
            case WIN -> "win";
            case LOSS -> "loss";
            case DRAW -> "draw";
        };
    }

    private String letter(int type) {
        return v.pieces().get(type).id().toLowerCase(java.util.Locale.ROOT);
    }

    private String letters(List<Integer> types) {
        StringBuilder out = new StringBuilder();
        types.forEach(t -> out.append(letter(t)));
        return out.length() == 0 ? "-" : out.toString();
    }

    private String square(int sq) {
        return org.variantc.compiler.words.ZoneText.squareName(board, sq);
    }

    private static BitSet set(boolean[] squares) {
        BitSet out = new BitSet();
        for (int i = 0; i < squares.length; i++) {
            out.set(i, squares[i]);
        }
        return out;
    }

    private String region(boolean[] squares) {
        return region(set(squares));
    }

    /** A Bitboard as Fairy-Stockfish reads one: {@code *8} per whole rank, else the squares. */
    private String region(BitSet squares) {
        List<String> words = new ArrayList<>();
        BitSet rest = (BitSet) squares.clone();
        for (int r = 0; r < board.ranks(); r++) {
            BitSet rank = new BitSet();
            rank.set(r * board.files(), (r + 1) * board.files());
            BitSet both = (BitSet) rank.clone();
            both.and(squares);
            if (both.equals(rank)) {
                words.add("*" + (r + 1));
                rest.andNot(rank);
            }
        }
        for (int sq = rest.nextSetBit(0); sq >= 0; sq = rest.nextSetBit(sq + 1)) {
            words.add(square(sq));
        }
        return words.isEmpty() ? "-" : String.join(" ", words);
    }

    private static String oneLine(String s) {
        return s.replaceAll("[\\p{Cntrl}\\u2028\\u2029]", " ");
    }
}
