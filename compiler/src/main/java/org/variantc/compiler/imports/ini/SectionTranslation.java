package org.variantc.compiler.imports.ini;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.imports.ImportProblem;
import org.variantc.compiler.imports.VariantText;

/**
 * Writes one resolved section as a definition in our language: the board, the pieces by name,
 * the Pawn's double step and promotion as lines of the piece, the start, castling, drops and the
 * end rules. Each key it reads is marked; every other key that changes play is a problem at its
 * line. Keys that change nothing in play (the GUI's, the evaluation's) are passed over.
 */
final class SectionTranslation {
    /** Keys that tell a GUI or the evaluation something and leave the rules alone. */
    private static final Set<String> NO_PLAY = Set.of("variantTemplate", "pieceToCharTable", "pocketSize",
            "pieceValueMg", "pieceValueEg", "nnueAlias", "materialCounting", "adjudicateFullBoard",
            "dropChecks", "connectVertical", "connectHorizontal", "connectDiagonal", "connectValue",
            "mandatoryPawnPromotion", "castling", "checking", "doubleStep", "promotionPawnTypes",
            "pawnTypes", "nMoveRuleTypes");

    private final ResolvedSection game;
    private final List<ImportProblem> problems = new ArrayList<>();
    private final Set<String> read = new HashSet<>();
    private final VariantText out = new VariantText();
    private int files = 8;
    private int ranks = 8;

    SectionTranslation(ResolvedSection game) {
        this.game = game;
        problems.addAll(game.problems());
    }

    List<ImportProblem> problems() {
        return problems;
    }

    VariantText text() {
        return out;
    }

    /** Writes the definition and collects the problems; the header's lost list is left to the caller. */
    void translate(String sourceName) {
        Span at = game.header();
        files = fileNumber(game.key("maxFile"), 8);
        ranks = number(game.key("maxRank"), 8);
        String name = game.section().name();
        out.line("variant " + VariantText.quoted(name) + " { source "
                + VariantText.quoted(sourceName + " [" + name + "]") + " }", at);
        out.line("", at);
        out.line("board " + files + " x " + ranks, game.key("maxRank").map(IniEntry::span).orElse(at));
        out.line("", at);
        StartFen fen = startFen();
        pieces(fen);
        setup(fen);
        castling(fen);
        drops();
        statements();
        end(fen);
        unread();
    }

    private void pieces(StartFen fen) {
        String pawnTypes = letters("pawnTypes", byType("pawn").map(FsfPiece::id).orElse(""));
        String promoting = letters("promotionPawnTypes", pawnTypes);
        String resetting = letters("nMoveRuleTypes", pawnTypes);
        String enPassant = letters("enPassantTypes", pawnTypes);
        if (!sorted(enPassant).equals(sorted(pawnTypes))) {
            problem(game.key("enPassantTypes").get(), "en passant by other pieces than the pawn types");
        }
        for (FsfPiece piece : game.pieces().values()) {
            String flags = piece.type().isKing() ? " royal" : "";
            flags += resetting.indexOf(piece.letter()) >= 0 ? " pawn" : "";
            List<String> lines = new ArrayList<>();
            String betza = horse(initialMoves(piece, lines));
            if (promoting.indexOf(piece.letter()) >= 0) {
                lines.addAll(pawnLines(piece));
            }
            confinement(piece).ifPresent(lines::add);
            String head = "piece " + VariantText.quoted(piece.type().name()) + " " + piece.id() + " "
                    + VariantText.quoted(betza) + flags;
            if (lines.isEmpty()) {
                out.line(head, piece.span());
            } else {
                out.line(head + " {", piece.span());
                lines.forEach(l -> out.line("  " + l, piece.span()));
                out.line("}", piece.span());
            }
        }
        if (promoting.isEmpty()) {
            read.addAll(List.of("promotionPieceTypes", "promotionRegionWhite", "promotionRegionBlack",
                    "promotionLimit", "mandatoryPawnPromotion", "promotionRank"));
        }
        out.line("", game.header());
    }

    /**
     * Fairy-Stockfish's lame Knight {@code nN} (its Horse, blocked on the orthogonal step) in our
     * dialect, where {@code n} on an oblique leap is ambiguous: {@code afsW}.
     */
    private static String horse(String betza) {
        return betza.replaceAll("(?<![a-z])nN(?![N0-9])", "afsW");
    }

    /** The letters (upper case) of a piece-set key, or {@code otherwise}. */
    private String letters(String key, String otherwise) {
        read.add(key);
        return game.key(key).map(e -> e.value().toUpperCase()).orElse(otherwise);
    }

    /**
     * A custom piece's initial ({@code i}) moves: Fairy-Stockfish gives them to a man standing
     * in its side's double-step region, moved or not, so they become a move {@code from} that
     * zone; the rest of the Betza is returned.
     */
    private String initialMoves(FsfPiece piece, List<String> lines) {
        if (!piece.type().custom() || piece.betza().indexOf('i') < 0) {
            return piece.betza();
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([a-z]*)([A-Z])(\\2|[0-9]*)").matcher(piece.betza());
        StringBuilder rest = new StringBuilder();
        StringBuilder initial = new StringBuilder();
        int end = 0;
        while (m.find() && m.start() == end) {
            end = m.end();
            if (m.group(1).contains("i")) {
                initial.append(m.group(1).replace("i", "")).append(m.group(2)).append(m.group(3));
            } else {
                rest.append(m.group());
            }
        }
        if (end != piece.betza().length()) {
            problem(piece.span(), "initial moves ('i') inside a Betza string this importer cannot split");
            return piece.betza();
        }
        Optional<Region> zone = doubleStepRegion();
        zone.filter(z -> !z.isEmpty()).ifPresent(z -> lines.add("move " + VariantText.quoted(initial.toString())
                + " from " + z.zone() + "   # Fairy-Stockfish's 'i': from the double-step region"));
        return rest.toString();
    }

    /** Fairy-Stockfish's mobilityRegion keys of a piece: the squares it may stand on. */
    private Optional<String> confinement(FsfPiece piece) {
        String type = Character.toUpperCase(piece.type().key().charAt(0)) + piece.type().key().substring(1);
        Optional<IniEntry> whiteKey = game.key("mobilityRegionWhite" + type);
        Optional<IniEntry> blackKey = game.key("mobilityRegionBlack" + type);
        if (whiteKey.isEmpty() && blackKey.isEmpty()) {
            return Optional.empty();
        }
        Region all = Region.all(files, ranks);
        Region white = region("mobilityRegionWhite" + type, all);
        Region black = region("mobilityRegionBlack" + type, all);
        if (!black.mirrored().equals(white)) {
            problem(whiteKey.or(() -> blackKey).get(), "the sides' mobility regions of a piece are not "
                    + "each other's mirror image");
            return Optional.empty();
        }
        return Optional.of("confined to " + white.zone());
    }

    private List<String> pawnLines(FsfPiece pawn) {
        List<String> lines = new ArrayList<>();
        Optional<String> doubleStep = pawn.type().isPawn() ? doubleStep() : Optional.empty();
        doubleStep.ifPresent(zone -> lines.add("move \"fmnD\" from " + zone + "   # Fairy-Stockfish's double step"));
        lines.addAll(promotion());
        if (drops()) {
            Region zone = Region.all(files, ranks);
            if (!bool("firstRankPawnDrops", false)) {
                zone = zone.minus(Region.rank(1, files, ranks));
            }
            if (!bool("promotionZonePawnDrops", false)) {
                zone = zone.minus(promotionRegion());
            }
            if (zone.squares().size() < files * ranks) {
                lines.add("drop on " + zone.zone());
            }
            game.key("dropNoDoubled").ifPresent(e -> {
                read.add("dropNoDoubled");
                read.add("dropNoDoubledCount");
                if (e.value().equalsIgnoreCase(String.valueOf(pawn.letter()))) {
                    lines.add("drop at most " + number(game.key("dropNoDoubledCount"), 1) + " per file");
                } else if (!e.value().equals("-")) {
                    problem(e, "no file limit on drops is carried over for a type other than the Pawn");
                }
            });
        }
        return lines;
    }

    private Optional<String> doubleStep() {
        return doubleStepRegion().filter(z -> !z.isEmpty()).map(Region::zone);
    }

    /** White's double-step region (Black's its mirror), empty when off; absent when the sides differ. */
    private Optional<Region> doubleStepRegion() {
        if (!bool("doubleStep", true)) {
            read.add("doubleStepRegionWhite");
            read.add("doubleStepRegionBlack");
            return Optional.of(new Region(new java.util.TreeSet<>(), files, ranks));
        }
        Region white = region("doubleStepRegionWhite", Region.rank(2, files, ranks));
        Region black = region("doubleStepRegionBlack", Region.rank(7, files, ranks));
        if (!black.mirrored().equals(white)) {
            if (!reportedDoubleStep) {
                reportedDoubleStep = true;
                problem(game.key("doubleStepRegionBlack").or(() -> game.key("maxRank")).orElse(null),
                        "the sides' double-step regions are not each other's mirror image "
                                + "(the defaults are ranks 2 and 7, whatever the board)");
            }
            return Optional.empty();
        }
        return Optional.of(white);
    }

    private boolean reportedDoubleStep;

    private Region promotionRegion() {
        if (game.key("promotionRank").isPresent()) {
            read.add("promotionRank");
            int rank = number(game.key("promotionRank"), 8);
            Region zone = Region.all(files, ranks);
            for (int r = 1; r < rank; r++) {
                zone = zone.minus(Region.rank(r, files, ranks));
            }
            return zone;
        }
        return region("promotionRegionWhite", Region.rank(8, files, ranks));
    }

    private List<String> promotion() {
        Region white = promotionRegion();
        Region black = game.key("promotionRank").isPresent() ? white.mirrored()
                : region("promotionRegionBlack", Region.rank(1, files, ranks));
        Optional<IniEntry> whiteTypes = game.key("promotionPieceTypesWhite");
        Optional<IniEntry> blackTypes = game.key("promotionPieceTypesBlack");
        if (whiteTypes.isPresent() && blackTypes.isPresent()
                && !sorted(whiteTypes.get().value()).equals(sorted(blackTypes.get().value()))) {
            return sidePromotion(white, black, whiteTypes.get(), blackTypes.get());
        }
        return sharedPromotion(white, black).map(List::of).orElse(List.of());
    }

    /** Chigorin's promotionPieceTypesWhite and …Black: one line per side, each zone as on the board. */
    private List<String> sidePromotion(Region white, Region black, IniEntry whiteTypes, IniEntry blackTypes) {
        read.addAll(List.of("promotionPieceTypes", "promotionPieceTypesWhite", "promotionPieceTypesBlack",
                "mandatoryPawnPromotion"));
        if (!white.wholeRanks().equals(List.of(ranks)) || !black.wholeRanks().equals(List.of(1))) {
            problem(whiteTypes, "promotion per side off the last ranks: Fairy-Stockfish promotes on every move into "
                    + "or inside its region, which 'promote on' does not say");
            return List.of();
        }
        String optional = bool("mandatoryPawnPromotion", true) ? "" : " optional";
        String w = pieceSet(Optional.of(whiteTypes), "", true);
        String b = pieceSet(Optional.of(blackTypes), "", true);
        List<String> lines = new ArrayList<>();
        if (!w.isEmpty()) {
            lines.add("promote white on " + white.zone() + " to " + limited(w) + optional);
        }
        if (!b.isEmpty()) {
            lines.add("promote black on " + black.zone() + " to " + limited(b) + optional);
        }
        return lines;
    }

    private Optional<String> sharedPromotion(Region white, Region black) {
        String choices = pieceSet(pieceSetKey("promotionPieceTypes"), "nbrq", true);
        if (white.isEmpty() && black.isEmpty() || choices.isEmpty()) {
            return Optional.empty();
        }
        if (!black.mirrored().equals(white)) {
            problem(game.key("promotionRegionBlack").or(() -> game.key("maxRank")).orElse(null),
                    "the sides' promotion regions are not each other's mirror image");
            return Optional.empty();
        }
        if (!white.wholeRanks().equals(List.of(ranks))) {
            problem(game.key("promotionRegionWhite").orElse(null), "a promotion region other than the last "
                    + "rank: Fairy-Stockfish promotes on every move into or inside it, which 'promote on' "
                    + "and 'promote in' do not say");
            return Optional.empty();
        }
        String line = "promote on " + white.zone() + " to " + limited(choices);
        read.add("mandatoryPawnPromotion");
        if (!bool("mandatoryPawnPromotion", true)) {
            line += " optional";
        }
        return Optional.of(line);
    }

    /** The promotion choices with promotionLimit's counts ({@code q:1} is {@code Q<1}). */
    private String limited(String choices) {
        Map<String, String> limits = new LinkedHashMap<>();
        game.key("promotionLimit").ifPresent(e -> {
            read.add("promotionLimit");
            for (String part : e.value().split("\\s+")) {
                String[] kv = part.split(":");
                if (kv.length == 2 && kv[1].matches("[0-9]{1,3}")) {
                    limits.put(kv[0].toUpperCase(), kv[1]);
                } else if (!part.isEmpty()) {
                    problem(e, "'" + part + "' is not 'letter:count'");
                }
            }
        });
        return List.of(choices.split(" ")).stream()
                .map(id -> limits.containsKey(id) ? id + "<" + limits.get(id) : id)
                .collect(Collectors.joining(" "));
    }

    /** The promotion keys, the per-side ones only when they agree. */
    private Optional<IniEntry> pieceSetKey(String key) {
        read.add(key);
        Optional<IniEntry> white = game.key(key + "White");
        Optional<IniEntry> black = game.key(key + "Black");
        read.add(key + "White");
        read.add(key + "Black");
        if (white.isPresent() || black.isPresent()) {
            String w = white.map(IniEntry::value).orElse(game.value(key, "nbrq"));
            String b = black.map(IniEntry::value).orElse(game.value(key, "nbrq"));
            if (!sorted(w).equals(sorted(b))) {
                problem(white.or(() -> black).get(), "the sides promote to different pieces");
            }
            return white.or(() -> black);
        }
        return game.key(key);
    }

    private static String sorted(String letters) {
        return letters.toLowerCase().chars().sorted()
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }

    /** Ids of the pieces a set names that the game has, in its own order; "" when none. */
    private String pieceSet(Optional<IniEntry> key, String otherwise, boolean skipRoyal) {
        String letters = key.map(IniEntry::value).orElse(otherwise);
        List<String> ids = new ArrayList<>();
        for (char c : letters.toUpperCase().toCharArray()) {
            FsfPiece piece = game.pieces().get(c);
            if (piece != null && !ids.contains(piece.id()) && !(skipRoyal && piece.type().isKing())) {
                ids.add(piece.id());
            } else if (piece == null && key.isPresent() && Character.isLetter(c)) {
                problem(key.get(), "'" + Character.toLowerCase(c) + "' names no piece of the game");
            }
        }
        return String.join(" ", ids);
    }

    private StartFen startFen() {
        Optional<IniEntry> key = game.key("startFen");
        read.add("startFen");
        String text = key.map(IniEntry::value).orElse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        StartFen fen = StartFen.parse(text);
        if (!fen.sideToMove().equals("w")) {
            problem(key.orElse(null), "a start with Black to move");
        }
        if (!fen.enPassant().equals("-")) {
            problem(key.orElse(null), "a start with an en-passant square");
        }
        return fen;
    }

    private void setup(StartFen fen) {
        Span at = game.key("startFen").map(IniEntry::span).orElse(game.header());
        String hand = fen.hand().isEmpty() ? "" : " hand " + VariantText.quoted(fen.hand());
        out.line("setup " + VariantText.quoted(fen.board()) + hand, at);
        out.line("", at);
    }

    private void castling(StartFen fen) {
        read.addAll(List.of("castling", "castlingKingsideFile", "castlingQueensideFile", "castlingRank",
                "castlingKingPiece", "castlingRookPieces", "castlingKingFile"));
        if (!bool("castling", true) || fen.castling().equals("-")) {
            return;
        }
        Span at = game.key("startFen").map(IniEntry::span).orElse(game.header());
        for (String key : List.of("castlingRank", "castlingKingFile", "castlingRookKingsideFile",
                "castlingRookQueensideFile")) {
            game.key(key).ifPresent(e -> problem(e, "castling off the first rank or from other files "
                    + "than the King's and the corners' is not carried over"));
        }
        String rights = fen.castling();
        if (!rights.matches("K?Q?k?q?")) {
            problem(game.key("startFen").orElse(null), "castling rights '" + rights
                    + "' name files: only K Q k q are carried over");
            return;
        }
        Optional<FsfPiece> king = game.key("castlingKingPiece").map(e -> game.pieces()
                .get(Character.toUpperCase(e.value().charAt(0)))).or(() -> byType("king"));
        String rooks = pieceSet(game.key("castlingRookPieces"), "r", false).replace(" ", "");
        if (king.isEmpty()) {
            return;
        }
        List<String> white = sideCastlings(fen.rank(1, files), king.get().letter(), rooks,
                rights.contains("K"), rights.contains("Q"), 1);
        List<String> black = sideCastlings(fen.rank(ranks, files), Character.toLowerCase(king.get().letter()),
                rooks.toLowerCase(), rights.contains("k"), rights.contains("q"), ranks);
        List<String> blackMirrored = black.stream().map(l -> l.replace(String.valueOf(ranks), "1")).toList();
        if (white.isEmpty() && black.isEmpty()) {
            return;
        }
        if (white.equals(blackMirrored)) {
            block("castling {", white, at);
        } else if (black.isEmpty()) {
            block("castling white {", white, at);
        } else if (white.isEmpty()) {
            block("castling black {", black, at);
        } else {
            problem(game.key("startFen").orElse(null), "the two sides castle differently");
        }
    }

    private void block(String head, List<String> lines, Span at) {
        out.line(head, at);
        lines.forEach(l -> out.line("  " + l, at));
        out.line("}", at);
        out.line("", at);
    }

    /**
     * One side's castlings as Fairy-Stockfish makes them: the King goes to the castling file and
     * the outermost Rook on that side to the square beside it; a right with no King or Rook on
     * the rank gives nothing, as it gives Fairy-Stockfish nothing.
     */
    private List<String> sideCastlings(String rank, char king, String rooks, boolean kingside, boolean queenside,
                                       int rankNumber) {
        List<String> lines = new ArrayList<>();
        int kingFile = rank.indexOf(king);
        if (kingFile < 0) {
            return lines;
        }
        int kingTo = fileNumber(game.key("castlingKingsideFile"), 7) - 1;
        int queenTo = fileNumber(game.key("castlingQueensideFile"), 3) - 1;
        if (kingside) {
            castle(lines, kingFile, kingTo, outermost(rank, rooks, kingFile + 1, files, 1), kingTo - 1, rankNumber);
        }
        if (queenside) {
            castle(lines, kingFile, queenTo, outermost(rank, rooks, kingFile - 1, -1, -1), queenTo + 1, rankNumber);
        }
        return lines;
    }

    private void castle(List<String> lines, int king, int kingTo, int rook, int rookTo, int rank) {
        if (rook >= 0) {
            lines.add("king " + square(king, rank) + " to " + square(kingTo, rank) + " with rook "
                    + square(rook, rank) + " to " + square(rookTo, rank));
        }
    }

    private static int outermost(String rank, String letters, int from, int to, int step) {
        int found = -1;
        for (int f = from; f != to; f += step) {
            if (f >= 0 && f < rank.length() && letters.indexOf(rank.charAt(f)) >= 0) {
                found = f;
            }
        }
        return found;
    }

    private static String square(int file, int rank) {
        return String.valueOf((char) ('a' + file)) + rank;
    }

    /** Drops and hands; true when captured men go to hand and may be dropped. */
    private boolean drops() {
        if (dropsOn == null) {
            dropsOn = dropsFromKeys();
        }
        return dropsOn;
    }

    private Boolean dropsOn;

    private boolean dropsFromKeys() {
        read.addAll(List.of("pieceDrops", "capturesToHand", "dropLoop", "firstRankPawnDrops", "promotionZonePawnDrops"));
        boolean drops = bool("pieceDrops", false);
        boolean toHand = bool("capturesToHand", false);
        if (drops != toHand) {
            problem(game.key(drops ? "pieceDrops" : "capturesToHand").orElse(null),
                    "drops without captures going to hand, or the other way round, are not carried over");
        }
        return drops && toHand;
    }

    private boolean dropsWritten;

    private void statements() {
        Span at = game.header();
        if (drops() && !dropsWritten) {
            dropsWritten = true;
            out.line("drops { promoted " + (bool("dropLoop", false) ? "keep" : "revert") + " }",
                    game.key("pieceDrops").map(IniEntry::span).orElse(at));
        }
        if (bool("mustCapture", false)) {
            read.add("mustCapture");
            out.line("captures compulsory", game.key("mustCapture").get().span());
        }
        read.add("checking");
        if (!bool("checking", true)) {
            out.line("moves may not give check", game.key("checking").get().span());
        }
        if (bool("flyingGeneral", false)) {
            read.add("flyingGeneral");
            out.line("flying general", game.key("flyingGeneral").get().span());
        }
        out.line("", at);
    }

    private void end(StartFen fen) {
        List<String> rules = new ArrayList<>();
        value("checkmateValue", "loss").ifPresent(v -> {
            if (!v.equals("loses")) {
                rules.add("checkmate " + v);
            }
        });
        value("stalemateValue", "draw").ifPresent(v -> rules.add("stalemate " + v));
        read.add("nMoveRule");
        rules.add("draw after " + number(game.key("nMoveRule"), 50) + " moves" + (drops() ? " reset by pawn drops" : ""));
        repetition(rules);
        extinction(rules);
        flag(rules);
        checks(rules, fen);
        Span at = game.header();
        out.line("end {", at);
        rules.forEach(r -> out.line("  " + r, at));
        out.line("}", at);
    }

    private void repetition(List<String> rules) {
        read.addAll(List.of("nFoldRule", "nFoldValue", "nFoldValueAbsolute", "perpetualCheckIllegal"));
        int n = number(game.key("nFoldRule"), 3);
        String value = game.value("nFoldValue", "draw");
        boolean absolute = bool("nFoldValueAbsolute", false);
        if (value.equals("draw")) {
            rules.add("draw on " + n + " repetitions");
        } else if (value.equals("loss") || value.equals("win")) {
            String result = value.equals("loss") ? "lose" : "win";
            rules.add(absolute ? "white " + result + "s on " + n + " repetitions" : result + " on " + n + " repetitions");
        } else {
            problem(game.key("nFoldValue").orElse(null), "expected win, loss or draw");
        }
        if (bool("perpetualCheckIllegal", false)) {
            rules.add("perpetual check loses");
        }
    }

    private void extinction(List<String> rules) {
        Optional<IniEntry> key = game.key("extinctionValue");
        read.addAll(List.of("extinctionValue", "extinctionPieceTypes", "extinctionPieceCount"));
        if (key.isEmpty() || key.get().value().equals("none")) {
            return;
        }
        String verb = switch (key.get().value()) {
            case "win" -> "win";
            case "loss" -> "lose";
            case "draw" -> "draw";
            default -> null;
        };
        if (verb == null) {
            problem(key.get(), "expected win, loss, draw or none");
            return;
        }
        int count = number(game.key("extinctionPieceCount"), 0);
        String types = game.value("extinctionPieceTypes", "");
        String which = types.equals("*") ? "men" : pieceSet(game.key("extinctionPieceTypes"), "", false);
        if (which.isEmpty()) {
            problem(key.get(), "an extinction rule without piece types");
            return;
        }
        rules.add(verb + " when " + (count == 0 ? "no " : "fewer than " + (count + 1) + " ") + which + " left");
    }

    private void flag(List<String> rules) {
        read.addAll(List.of("flagPiece", "flagRegion", "flagRegionWhite", "flagRegionBlack", "flagMove",
                "flagPieceWhite", "flagPieceBlack"));
        Region white = region("flagRegionWhite", region("flagRegion", new Region(new java.util.TreeSet<>(), files, ranks)));
        Region black = region("flagRegionBlack", region("flagRegion", white));
        if (white.isEmpty() && black.isEmpty()) {
            return;
        }
        Optional<IniEntry> piece = game.key("flagPiece");
        if (piece.isEmpty() || game.key("flagPieceWhite").isPresent() || game.key("flagPieceBlack").isPresent()) {
            problem(piece.or(() -> game.key("flagPieceWhite")).or(() -> game.key("flagRegion"))
                    .or(() -> game.key("flagRegionWhite")).orElse(null), "a goal for any piece, or for "
                    + "different pieces of the two sides, is not carried over");
            return;
        }
        String id = pieceSet(piece, "", false);
        if (id.isEmpty() || id.contains(" ")) {
            problem(piece.get(), "a goal needs one piece type");
            return;
        }
        boolean follows = bool("flagMove", false);
        read.add("flagPieceSafe");
        boolean safe = bool("flagPieceSafe", false);
        if (!white.isEmpty() && black.mirrored().equals(white) && (safe != follows) && !id.equals("K")) {
            // flagMove with a man that is not a King: held to the next turn; flagPieceSafe: only where safe.
            rules.add("win when " + id + (safe ? " safely reaches " : " holds ") + white.zone());
            return;
        }
        if (safe) {
            problem(game.key("flagPieceSafe").orElse(null), "flagPieceSafe is carried over only for one piece type"
                    + " that is not a King, with mirrored regions and no flagMove");
        }
        if (white.isEmpty() || black.isEmpty()) {
            String side = white.isEmpty() ? "black" : "white";
            rules.add("win when " + side + " " + id + " reaches " + (white.isEmpty() ? black : white).zone());
        } else if (black.mirrored().equals(white) && !follows) {
            rules.add("win when " + id + " reaches " + white.zone());
        } else {
            rules.add("win when white " + id + " reaches " + white.zone() + (follows ? " unless black follows" : ""));
            rules.add("win when black " + id + " reaches " + black.zone());
        }
    }

    private void checks(List<String> rules, StartFen fen) {
        read.add("checkCounting");
        if (!bool("checkCounting", false)) {
            return;
        }
        String field = fen.checks();
        if (!field.matches("[1-9]\\+[1-9]") || field.charAt(0) != field.charAt(2)) {
            problem(game.key("checkCounting").orElse(null), "check counting needs a start FEN giving both "
                    + "sides the same count (such as 3+3), not '" + field + "'");
            return;
        }
        rules.add("win on " + field.charAt(0) + " checks");
    }

    /** A win/loss/draw key as our verb for the side it concerns; empty (and a problem) when unreadable. */
    private Optional<String> value(String key, String otherwise) {
        read.add(key);
        String value = game.value(key, otherwise);
        return switch (value) {
            case "win" -> Optional.of("wins");
            case "loss" -> Optional.of("loses");
            case "draw" -> Optional.of("draws");
            default -> {
                problem(game.key(key).orElse(null), "expected win, loss or draw, not '" + value + "'");
                yield Optional.empty();
            }
        };
    }

    /** Every key not read: a problem unless it is Fairy-Stockfish's default or changes nothing in play. */
    private void unread() {
        for (IniEntry entry : game.keys().values()) {
            String key = entry.key();
            if (read.contains(key) || NO_PLAY.contains(key)) {
                continue;
            }
            String v = entry.value();
            if (v.equals("false") || v.equals("none") || v.equals("-") || v.isEmpty()) {
                continue;   // every other key's default is off
            }
            problem(entry, "'" + key + "' is not carried over: the language has no statement for it here");
        }
    }

    private Optional<FsfPiece> byType(String key) {
        return game.pieces().values().stream().filter(p -> p.type().key().equals(key)).findFirst();
    }

    private Region region(String key, Region otherwise) {
        read.add(key);
        Optional<IniEntry> entry = game.key(key);
        if (entry.isEmpty()) {
            return otherwise;
        }
        try {
            return Region.parse(entry.get().value(), files, ranks);
        } catch (IllegalArgumentException e) {
            problem(entry.get(), e.getMessage());
            return otherwise;
        }
    }

    private boolean bool(String key, boolean otherwise) {
        read.add(key);
        Optional<IniEntry> entry = game.key(key);
        if (entry.isEmpty()) {
            return otherwise;
        }
        return switch (entry.get().value()) {
            case "true" -> true;
            case "false" -> false;
            default -> {
                problem(entry.get(), "expected true or false, not '" + entry.get().value() + "'");
                yield otherwise;
            }
        };
    }

    private int number(Optional<IniEntry> entry, int otherwise) {
        if (entry.isEmpty()) {
            return otherwise;
        }
        read.add(entry.get().key());
        if (!entry.get().value().matches("[0-9]{1,4}")) {
            problem(entry.get(), "expected a number, not '" + entry.get().value() + "'");
            return otherwise;
        }
        return Integer.parseInt(entry.get().value());
    }

    /** A file as a number from 1 or a letter. */
    private int fileNumber(Optional<IniEntry> entry, int otherwise) {
        if (entry.isPresent() && entry.get().value().matches("[a-z]")) {
            read.add(entry.get().key());
            return entry.get().value().charAt(0) - 'a' + 1;
        }
        return number(entry, otherwise);
    }

    private void problem(IniEntry entry, String message) {
        problem(entry == null ? game.header() : entry.span(), message);
    }

    private void problem(Span at, String message) {
        problems.add(new ImportProblem(at, message));
    }
}
