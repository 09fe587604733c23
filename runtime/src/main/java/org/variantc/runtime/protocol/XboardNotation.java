package org.variantc.runtime.protocol;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.VariantRules;

/**
 * XBoard's spelling of a game: one letter per piece type (XBoard has no two-letter ids, so an
 * army piece such as {@code RF} gets a free letter), the piece-to-char table that puts each
 * letter on a slot of XBoard's piece images, and the translation of FENs and moves both ways:
 * XBoard writes empty holdings as {@code [-]}, castling rights as X-FEN {@code KQkq}, no army
 * field, and a move with victims on the way as comma-separated legs ({@code c3d4,d4e5}).
 */
final class XboardNotation {
    /** XBoard's piece letters in the order of its piece-to-char table (the King last). */
    static final String XBOARD_ORDER = "PNBRQFEACWMOHIJGDVLSUK";
    private static final String SPARE_LETTERS = "ZYXVUTSLJIHGFEDCAWMO";
    private static final Pattern SQUARE = Pattern.compile("[a-z]\\d{1,2}");
    private static final Pattern PLAIN = Pattern.compile("([a-z]\\d{1,2})([a-z]\\d{1,2})((?:x[a-z]\\d{1,2})*)([a-z]{1,2}|=)?O?");

    private final VariantRules rules;
    /** Per type, its XBoard letter (upper case; {@code +} for one written {@code +X} on XBoard's own table), or 0 when the type is not in the game. */
    private final char[] letters;
    private final String table;
    /** The name of the game XBoard plays by its own rules and table, or null for a table of ours. */
    private final String ownGame;

    XboardNotation(VariantRules rules, boolean[] used) {
        this.rules = rules;
        this.letters = new char[rules.pieces().size()];
        String own = XboardOwnGames.shogi(rules, used);
        if (own != null) {
            // XBoard's own Shogi: our ids are its letters, a promoted man is + and its base's letter
            this.ownGame = "shogi";
            this.table = own + own.toLowerCase(Locale.ROOT);
            for (int t = 0; t < letters.length; t++) {
                boolean plus = rules.pieces().get(t).plusOf() >= 0;
                letters[t] = !used[t] ? 0 : plus ? '+' : rules.pieces().get(t).id().toUpperCase(Locale.ROOT).charAt(0);
            }
            return;
        }
        this.ownGame = null;
        char[] slots = new char[XBOARD_ORDER.length()];
        Arrays.fill(slots, '.');
        this.table = place(used, slots) ? new String(slots) + new String(slots).toLowerCase(Locale.ROOT) : null;
    }

    /** XBoard's piece-to-char table, or null when the game has more types than XBoard's 22 slots. */
    String table() {
        return table;
    }

    /** The game XBoard plays by its own rules with our men on its table ({@code shogi}), or null. */
    String ownGame() {
        return ownGame;
    }

    /**
     * The holdings XBoard needs: one per type it counts (its letters, not {@code .} or {@code +})
     * on XBoard's own table; else up to the last slot in play of ours. XBoard numbers a man's
     * holding by the letters before his slot, so a King in hand (a setup phase: Sittuyin,
     * Placement) needs one past every other letter.
     */
    int holdings(boolean royalInHand) {
        int king = table.length() / 2 - 1;
        int holdings = 0;
        int letters = 0;
        for (int slot = 0; slot < king; slot++) {
            char c = table.charAt(slot);
            letters += c != '.' && c != '+' ? 1 : 0;
            if (ownGame == null) {
                holdings = c != '.' ? slot + 1 : holdings;
            }
        }
        holdings = ownGame != null ? letters : holdings;
        return royalInHand ? Math.max(holdings, letters + 1) : holdings;
    }

    char letter(int type) {
        return letters[type];
    }

    /**
     * Royal types on the King slot, the Pawn on the Pawn slot, a piece XBoard has an image of
     * on that image's slot, the rest on images unlike any chess man (see {@link XboardImages}).
     */
    private boolean place(boolean[] used, char[] slots) {
        boolean[] taken = new boolean[128];
        int king = XBOARD_ORDER.length() - 1;
        // XBoard's holdings show the first slots of its table: with drops, keep them together
        int holdings = rules.placing().drops().enabled() ? inPlay(used) : king;
        for (int pass = 0; pass < 4; pass++) {
            for (int t = 0; t < letters.length; t++) {
                if (!used[t] || letters[t] != 0) {
                    continue;
                }
                var p = rules.pieces().get(t);
                boolean pawn = p.resetsClock() && !p.royal();
                char image = p.royal() ? 'K' : pawn ? 'P' : XboardImages.of(p);
                if (pass == 0 && !p.royal() || pass == 1 && !pawn || pass == 2 && (p.royal() || pawn || image == 0)) {
                    continue;
                }
                int slot = slot(image, p.royal(), holdings, slots);
                char letter = p.royal() ? 'K' : pawn ? 'P' : free(p.id(), image != 0, taken);
                if (slot < 0 || taken[letter]) {
                    return false;
                }
                slots[slot] = letter;
                taken[letter] = true;
                letters[t] = letter;
            }
        }
        return true;
    }

    /** The piece's own image slot when free, else the first free slot unlike a chess man, else any free one. */
    private static int slot(char image, boolean royal, int holdings, char[] slots) {
        int king = XBOARD_ORDER.length() - 1;
        int own = royal ? king : image == 0 ? -1 : XBOARD_ORDER.indexOf(image);
        if (own >= 0 && (royal || own < holdings) && slots[own] == '.') {
            return own;
        }
        for (char c : (XboardImages.UNLIKE_FIDE + XboardImages.LAST_RESORT).toCharArray()) {
            int s = XBOARD_ORDER.indexOf(c);
            if (s < holdings && slots[s] == '.') {
                return s;
            }
        }
        int lance = XBOARD_ORDER.indexOf(XboardImages.PAWN_LIKE);
        for (int s = 1; s < king; s++) {
            if (s != lance && slots[s] == '.') {
                return s;
            }
        }
        return -1;
    }

    /** The types in play besides the royal ones: the holdings XBoard needs. */
    private int inPlay(boolean[] used) {
        int n = 0;
        for (int t = 0; t < used.length; t++) {
            n += used[t] && !rules.pieces().get(t).royal() ? 1 : 0;
        }
        return n;
    }

    /** A letter from the id, but no FIDE man's letter for a piece XBoard draws unlike it. */
    private static char free(String id, boolean ownImage, boolean[] taken) {
        String wanted = id.toUpperCase(Locale.ROOT) + SPARE_LETTERS;
        for (char c : wanted.toCharArray()) {
            boolean fide = "PNBRQ".indexOf(c) >= 0 && !ownImage;
            if (c >= 'A' && c <= 'Z' && c != 'K' && !fide && !taken[c]) {
                return c;
            }
        }
        return '?';
    }

    // ---- FEN ----

    /** Our FEN in XBoard's letters, without the army field. */
    String toXboardFen(String fen) {
        String[] fields = fen.trim().split("\\s+");
        StringBuilder out = new StringBuilder(pieces(fields[0], true));
        for (int i = 1; i < Math.min(fields.length, 6); i++) {
            out.append(' ').append(fields[i]);
        }
        return out.toString();
    }

    /**
     * XBoard's FEN in our spelling: its letters as our ids, {@code [-]} as empty holdings, X-FEN
     * castling letters as the partners' files where we need them, and the army field of
     * {@code armies} (null when the game has none).
     */
    String fromXboardFen(String fen, String armies) {
        String[] fields = fen.trim().split("\\s+");
        if (ownGame != null && fields.length == 4 && fields[2].matches("\\d+")) {
            // XBoard's Shogi FEN has no castling or en-passant field: "… w 0 1"
            fields = new String[] {fields[0], fields[1], "-", "-", fields[2], fields[3]};
        }
        StringBuilder out = new StringBuilder(pieces(fields[0].replace("[-]", "[]"), false));
        for (int i = 1; i < fields.length && i < 6; i++) {
            out.append(' ').append(i == 2 ? castling(withUnsaidRights(fields[2], fields[0]), fields[0].replace("[-]", "[]")) : fields[i]);
        }
        if (armies != null) {
            for (int i = fields.length; i < 6; i++) {
                out.append(i == 2 || i == 3 ? " -" : i == 4 ? " 0" : i == 5 ? " 1" : " w");
            }
            out.append(' ').append(armies);
        }
        return out.toString();
    }

    /** Rewrites piece tokens of a FEN board (and holdings) from one spelling to the other. */
    private String pieces(String board, boolean toXboard) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < board.length(); i++) {
            char c = board.charAt(i);
            if (toXboard && c == '(') {
                int end = board.indexOf(')', i);
                out.append(xboardLetter(board.substring(i + 1, end)));
                i = end;
            } else if (Character.isLetter(c)) {
                out.append(toXboard ? xboardLetter(String.valueOf(c)) : ourToken(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private String xboardLetter(String id) {
        int type = rules.pieceType(id.toUpperCase(Locale.ROOT));
        if (type < 0 || letters[type] == 0) {
            return id;
        }
        char c = letters[type];
        return String.valueOf(Character.isUpperCase(id.charAt(0)) ? c : Character.toLowerCase(c));
    }

    private String ourToken(char c) {
        int type = typeOf(c);
        if (type < 0) {
            return String.valueOf(c);
        }
        String id = rules.pieces().get(type).id();
        id = Character.isUpperCase(c) ? id.toUpperCase(Locale.ROOT) : id.toLowerCase(Locale.ROOT);
        return id.length() == 1 ? id : "(" + id + ")";
    }

    /**
     * The type XBoard holds in hand on the holdings square it names in {@code lift}, or -1 for a
     * board square. XBoard's holdings are two files beside the board (White's past the last file,
     * Black's before the first, written {@code _}); White's man number n stands on rank n + 1,
     * Black's on rank ranks - n; n counts the letters before the man's slot of the table.
     */
    int heldType(String square) {
        java.util.regex.Matcher m = Pattern.compile("(.)(\\d{1,2})").matcher(square.trim());
        if (table == null || !m.matches()) {
            return -1;
        }
        int rank = Integer.parseInt(m.group(2));
        char file = m.group(1).charAt(0);
        int number = file == (char) ('a' + rules.files() + 1) ? rank - 1 : file == '_' ? rules.ranks() - rank : -1;
        int seen = 0;
        for (int slot = 0; number >= 0 && slot < table.length() / 2; slot++) {
            char c = table.charAt(slot);
            if (c != '.' && c != '+' && seen++ == number) {
                return typeOf(c);
            }
        }
        return -1;
    }

    private int typeOf(char c) {
        char upper = Character.toUpperCase(c);
        for (int t = 0; t < letters.length; t++) {
            if (letters[t] == upper) {
                return t;
            }
        }
        return -1;
    }

    /**
     * X-FEN's {@code K} and {@code Q} name the partners right and left of the King; where our
     * rules have more than one partner on a side, each of them (XBoard's own start position
     * then keeps every right the definition's start gives).
     */
    private String castling(String field, String board) {
        // A shuffled start reads X-FEN's KQkq itself, as the outermost Rooks beside the King.
        if (!field.matches("[KQkq]+") || !needsFiles() || rules.start().shuffle() != null) {
            return field;
        }
        // XBoard writes one letter per wing (KQ after an inner Rook moved): only the partners
        // still on their squares have the right (Nearlydouble's b1 Rook gone, a1 keeps it)
        String[] men = men(board);
        String[] start = rules.start().armies() == null ? men(toXboardFen(rules.startFen()).split(" ")[0]) : null;
        StringBuilder out = new StringBuilder();
        for (char c : field.toCharArray()) {
            int side = Character.isUpperCase(c) ? 0 : 1;
            boolean kingSide = Character.toUpperCase(c) == 'K';
            for (CastlingMove cm : rules.moves().castlings()) {
                int rook = rules.fileOf(cm.rookFrom());
                String partner = men[cm.rookFrom()];
                boolean home = partner != null && (start == null ? Character.isUpperCase(partner.charAt(0)) == (side == 0)
                        : partner.equals(start[cm.rookFrom()]));
                if (cm.side() == side && home && (rook > rules.fileOf(cm.kingFrom())) == kingSide) {
                    char file = (char) ((side == 0 ? 'A' : 'a') + rook);
                    if (out.indexOf(String.valueOf(file)) < 0) {
                        out.append(file);
                    }
                }
            }
        }
        return out.length() == 0 ? "-" : out.toString();
    }

    /**
     * XBoard 4.9.1 keeps a castling right only for a partner on its Rook image (it reads a Black
     * partner's file letter as an en-passant square), so it drops the rights of an army's Rook +
     * Ferz. Such a right is taken back where King and partner stand on their start squares: XBoard
     * sends {@code setboard} for a start position or a position a person set up, where men at home
     * have not moved.
     */
    private String withUnsaidRights(String field, String board) {
        if (rules.start().shuffle() != null) {
            return field; // its partners are Rooks, which XBoard keeps
        }
        String[] men = men(board);
        // without armies, a partner is the man the start puts on its square (not a Queen that came there)
        String[] start = rules.start().armies() == null ? men(toXboardFen(rules.startFen()).split(" ")[0]) : null;
        StringBuilder out = new StringBuilder(field.equals("-") ? "" : field);
        for (CastlingMove cm : rules.moves().castlings()) {
            char king = cm.side() == 0 ? 'K' : 'k';
            String partner = men[cm.rookFrom()];
            if (start != null && partner != null && !partner.equals(start[cm.rookFrom()])) {
                continue;
            }
            boolean unsaid = partner != null && partner.length() == 1 && Character.isUpperCase(partner.charAt(0)) == (cm.side() == 0)
                    && table != null && table.indexOf(Character.toUpperCase(partner.charAt(0))) != XBOARD_ORDER.indexOf('R');
            char right = rules.fileOf(cm.rookFrom()) > rules.fileOf(cm.kingFrom()) ? 'K' : 'Q';
            right = cm.side() == 0 ? right : Character.toLowerCase(right);
            if (unsaid && String.valueOf(king).equals(men[cm.kingFrom()]) && field.matches("-|[KQkq]+")
                    && out.indexOf(String.valueOf(right)) < 0) {
                out.append(right);
            }
        }
        return out.length() == 0 ? "-" : out.toString();
    }

    /** Per square, the letter standing on it in XBoard's board field, null where empty. */
    private String[] men(String board) {
        String[] men = new String[rules.squares()];
        String[] rows = board.replaceAll("\\[.*", "").split("/");
        for (int r = 0; r < rows.length && r < rules.ranks(); r++) {
            int rank = rules.ranks() - 1 - r;
            int file = 0;
            Matcher run = Pattern.compile("\\d+|[A-Za-z]").matcher(rows[r]);
            while (run.find() && file < rules.files()) {
                String token = run.group();
                if (Character.isDigit(token.charAt(0))) {
                    file += Integer.parseInt(token);
                } else {
                    men[rules.square(file++, rank)] = token;
                }
            }
        }
        return men;
    }

    /** Whether some type is written +X: a Shogi, where XBoard writes every promotion as '+'. */
    private boolean shogiPromotions() {
        return rules.pieces().stream().anyMatch(p -> p.plusOf() >= 0);
    }

    /** Whether some side has two castling partners on one side of its King. */
    private boolean needsFiles() {
        for (CastlingMove a : rules.moves().castlings()) {
            for (CastlingMove b : rules.moves().castlings()) {
                if (a != b && a.side() == b.side() && a.rookFrom() != b.rookFrom()
                        && (a.rookFrom() > a.kingFrom()) == (b.rookFrom() > b.kingFrom())) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---- moves ----

    /** The squares in {@code text} shifted by {@code by} ranks where XBoard numbers them otherwise ({@link XboardRanks}). */
    String shiftRanks(String text, int by) {
        return XboardRanks.shift(rules, text, by);
    }

    /** Our move text as XBoard reads it: letters for ids, victims as legs, no {@code =} or {@code O}. */
    String toXboardMove(String move) {
        return shiftRanks(xboardMove(move), -1);
    }

    private String xboardMove(String move) {
        int at = move.indexOf('@');
        if (at > 0) {
            return xboardLetter(move.substring(0, at).toUpperCase(Locale.ROOT)) + move.substring(at);
        }
        Matcher m = PLAIN.matcher(move);
        if (!m.matches()) {
            return move;
        }
        StringBuilder out = new StringBuilder(m.group(1));
        List<String> victims = new ArrayList<>();
        for (Matcher v = SQUARE.matcher(m.group(3)); v.find(); ) {
            victims.add(v.group());
        }
        if (victims.size() == 2) {
            // XBoard 4.9.1 glues no three comma legs (it read b2c2,c2d2,d2e2 as b2c2); its parser
            // reads a three-leg move as from, first victim, x, second victim, -, to
            out.append(victims.get(0)).append('x').append(victims.get(1)).append('-');
        } else {
            for (String v : victims) {
                out.append(v).append(',').append(v);
            }
        }
        out.append(m.group(2));
        if (m.group(4) != null && !m.group(4).equals("=")) {
            int type = rules.pieceType(m.group(4).toUpperCase(Locale.ROOT));
            // A man turning into its +X form is XBoard's Shogi promotion, written with a '+'; in a
            // game with +X forms every promotion is (Tenjiku's into a type of the start too).
            out.append(type >= 0 && (rules.pieces().get(type).plusOf() >= 0 || shogiPromotions()) ? '+'
                    : Character.toLowerCase(xboardLetter(m.group(4).toUpperCase(Locale.ROOT)).charAt(0)));
        }
        return out.toString();
    }

    /**
     * The texts in our notation XBoard's move may mean. A move in legs ({@code b2c2,c2d2,d2e2},
     * each leg starting where the last ended) names its victims: XBoard takes the man off every
     * square where a leg ends but the last, so each must hold an enemy man, once, and be neither
     * the start nor the end; a text that breaks this means no move and is refused, never read as
     * another. Legs that do not chain (XBoard's castling, King's leg then Rook's) are read by their
     * first and last squares, with or without the squares between as victims.
     */
    List<String> fromXboardMove(String xboardMove, java.util.function.IntPredicate enemyOn) {
        String move = shiftRanks(xboardMove, 1);
        List<String> out = new ArrayList<>();
        if (move.startsWith("@@")) { // a pickup, written as Sjaak II writes it
            out.add(move);
            return out;
        }
        int at = move.indexOf('@');
        if (at > 0) {
            int type = typeOf(move.charAt(0));
            out.add((type < 0 ? move.substring(0, at) : rules.pieces().get(type).id()) + move.substring(at));
            return out;
        }
        String[] legs = move.split(",", -1);
        List<String> squares = new ArrayList<>();
        String promotion = "";
        boolean chained = legs.length > 1;
        for (String leg : legs) {
            Matcher sq = SQUARE.matcher(leg);
            int end = 0;
            List<String> own = new ArrayList<>();
            while (sq.find()) {
                own.add(sq.group());
                end = sq.end();
            }
            chained &= own.size() == 2 && (squares.isEmpty() || squares.get(squares.size() - 1).equals(own.get(0)));
            squares.addAll(own);
            promotion = leg.substring(end);
        }
        if (squares.size() < 2) {
            out.add(move);
            return out;
        }
        if (promotion.length() == 1 && Character.isLetter(promotion.charAt(0))) {
            int type = typeOf(promotion.charAt(0));
            promotion = type < 0 ? promotion : rules.pieces().get(type).id().toLowerCase(Locale.ROOT);
        }
        String from = squares.get(0);
        String to = squares.get(squares.size() - 1);
        StringBuilder victims = new StringBuilder();
        for (int i = 1; i < squares.size() - 1; i++) {
            String s = squares.get(i);
            if (chained && i % 2 == 0) {
                continue; // a leg's start, the same square as the last leg's end
            }
            boolean victim = !s.equals(from) && !s.equals(to) && victims.indexOf("x" + s) < 0 && enemyOn.test(square(s));
            if (victim) {
                victims.append('x').append(s);
            } else if (chained) {
                out.add(move); // no move of ours: the caller refuses it by its text
                return out;
            }
        }
        out.add(from + to + victims + promotion);
        if (!chained && victims.length() > 0) {
            out.add(from + to + promotion);
        }
        return out;
    }

    int square(String name) {
        return rules.square(name.charAt(0) - 'a', Integer.parseInt(name.substring(1)) - 1);
    }
}
