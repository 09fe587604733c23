package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.GoalManner;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.Extinction;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.RoyalCheck;
import org.variantc.runtime.rules.RoyalFacing;
import org.variantc.runtime.rules.VariantRules;

/**
 * The rules in words hold to the rules the engines play, for every shipped definition: each rule
 * the lowered tables ({@link VariantRules}) apply is named in {@code check}'s summary, on the
 * page's rules list and in the Interactive Diagram's notes (where the block does not carry it),
 * and no words name a rule the game lacks. The facts are read from the tables, not from the
 * sentence source, so a sentence dropped or made up there fails here.
 */
class RulesInWordsTest {
    /**
     * One rule: whether the game has it, and the words (a pattern, any case) that name it in the summary, in the page's
     * sentences and in the diagram's notes (null: that text does not say it, as the block carries it).
     */
    /** Armageddon's {@code black wins draws}: a point count that values no man, only the side's bonus. */
    private static boolean drawOdds(Game g) {
        var points = g.rules().ending().points();
        return points != null && java.util.Arrays.stream(points.halfPoints()).allMatch(h -> h == 0);
    }

    record Fact(String name, Predicate<Game> applies, String summary, String page, String diagram) {
    }

    /** A shipped game as the texts and the tables have it. */
    record Game(Variant variant, VariantRules rules, String summary, String page, String diagram) {
        EndRules end() {
            return rules.ending().end();
        }

        Extinction extinction() {
            return end().extinction();
        }
    }

    private static final List<Fact> FACTS = List.of(
            new Fact("checkmate", g -> checkApplies(g), "checkmate", "checkmate", "checkmate"),
            new Fact("stalemate", g -> true, "stalemate", "stalemate", "stalemate"),
            new Fact("castling", g -> !g.rules().moves().castlings().isEmpty(),
                    "castling: (white only: |black only: |white: )?k", "castling \\(|castling, ", null),
            new Fact("Black mirrors White's castling", g -> castles(g, 0) && castles(g, 1) && mirrored(g), "castling: k ",
                    "black's mirror them", null),
            new Fact("Each side its own castling", g -> castles(g, 0) && castles(g, 1) && !mirrored(g),
                    "castling: white: .*; black: ", "black's own", null),
            new Fact("White castles only", g -> castles(g, 0) && !castles(g, 1), "castling: white only",
                    "white's only", null),
            new Fact("Black castles only", g -> !castles(g, 0) && castles(g, 1), "castling: black only",
                    "black's only", null),
            new Fact("drops", g -> g.rules().placing().drops().enabled(), "drops:    on", "drop a man from hand", null),
            new Fact("bare king", g -> g.extinction() != null && g.extinction().allMen() && g.extinction().atMost() == 1,
                    "bare king", "reduced to one man, its king", "reduced to one man, its king"),
            new Fact("men left", g -> g.extinction() != null && !(g.extinction().allMen() && g.extinction().atMost() == 1),
                    " left;", "a player with (no|fewer than) .* left",
                    "a player with (no|fewer than) .* left"),
            new Fact("royal when last", g -> g.rules().royals().royalCheck() == RoyalCheck.LAST, "royal when last",
                    "last royal man is royal", "last royal man is royal"),
            new Fact("duple check", g -> g.rules().royals().royalCheck() == RoyalCheck.ALL, "duple check",
                    "only when all of them are attacked", "only when all of them are attacked"),
            new Fact("compulsory captures", g -> g.rules().captures().obligation().compulsory(), "captures compulsory",
                    "who can capture must", "who can capture must"),
            new Fact("explosion", g -> g.rules().captures().explosion() != null, "captures explode",
                    "every capture explodes", "every capture explodes"),
            new Fact("petrification", g -> g.rules().captures().petrification() != null, "turn to walls",
                    "turns into a wall", "turns into a wall"),
            new Fact("lion trading", g -> g.rules().captures().lionTrading() != null, "lion trading",
                    "lion trading: a ", "lion trading: a "),
            new Fact("chiral", g -> g.variant().pieces().stream().anyMatch(PieceType::chiral), " chiral \\(",
                    "turned half round", "turned half round"),
            new Fact("gating", g -> g.rules().placing().gating() != null, "gating:", "gating:", "gating:"),
            new Fact("cylinder", g -> g.variant().board().cylinder(), "cylinder board", "the board is a cylinder",
                    "the board is a cylinder"),
            new Fact("shuffle", g -> g.rules().start().shuffle() != null, "shuffle:", "shuffled for each game",
                    "shuffled for each game"),
            new Fact("counting", g -> g.rules().royals().makruk().counting() != null, "counting \\(",
                    "counting: a count", "counting: a count"),
            new Fact("checked king only captures", g -> g.rules().royals().makruk().checkedKingOnlyCaptures(),
                    "moves only to capture", "may move only to capture", "may move only to capture"),
            new Fact("move rule", g -> g.end().moveRulePlies() > 0, "draw after \\d+ moves", "drawn after \\d+ moves", "drawn after \\d+ moves"),
            new Fact("no move rule", g -> g.end().moveRulePlies() == 0, "no move rule", null, null),
            new Fact("repetition", g -> g.end().repetitions() > 0, " repetitions", "same position occurs?",
                    "same position occurs?"),
            new Fact("no repetition rule", g -> g.end().repetitions() == 0, "no repetition rule", null, null),
            new Fact("perpetual check", g -> g.end().repetition().perpetualCheckLoses(), "perpetual check loses",
                    "gave check with every one", "gave check with every one"),
            new Fact("perpetual chase", g -> g.end().repetition().chase().loses(), "perpetual chase loses",
                    "chased the same man", "chased the same man"),
            new Fact("goals", g -> g.end().goals().stream().anyMatch(x -> x.manner() != GoalManner.HELD),
                    " reaches ", " reaches ", " reaches "),
            new Fact("held goals", g -> g.end().goals().stream().anyMatch(x -> x.manner() == GoalManner.HELD),
                    " holds ", "still stands on", "still stands on"),
            new Fact("safe goals", g -> g.end().goals().stream().anyMatch(x -> x.manner() == GoalManner.SAFE),
                    " safely reaches ", "no enemy man attacks", "no enemy man attacks"),
            new Fact("checks to win", g -> g.rules().royals().checks().checksToWin() > 0, " checks",
                    "gives check", "gives check"),
            new Fact("no giving check", g -> g.rules().royals().checks().givingCheckForbidden(),
                    "may not give check", "no move may give check", "no move may give check"),
            new Fact("flying general", g -> g.rules().royals().facing() == RoyalFacing.FORBIDDEN, "flying general",
                    "may not face each other", "may not face each other"),
            new Fact("passing through check", g -> g.rules().royals().passingCheckForbidden(),
                    "may not pass through check", "may not pass over a square the other side attacks",
                    "may not pass over a square the other side attacks"),
            new Fact("bikjang", g -> g.rules().royals().facing() == RoyalFacing.BIKJANG, "bikjang",
                    "face each other on an open file", "face each other on an open file"),
            new Fact("duck", g -> g.rules().placing().walling() != null, "the duck moves", "puts the duck",
                    "puts the duck"),
            new Fact("passing", g -> g.rules().moves().passing().allowed(), "pass when not in check",
                    "may pass its turn", "may pass its turn"),
            new Fact("points", g -> g.rules().ending().points() != null && !drawOdds(g), "points", "ahead on points",
                    "ahead on points"),
            new Fact("draw odds", RulesInWordsTest::drawOdds, "wins draws", "drawn .* is won by", "drawn .* is won by"),
            new Fact("captures leave the game", g -> !g.rules().placing().hands().capturesToHand(), "no captures \\(",
                    "captured men leave the game", "captured men leave the game"),
            new Fact("drop before moving", g -> g.rules().placing().hands().dropFirst(), "drop before moving",
                    "must drop one", "must drop one"),
            new Fact("promotion by side", RulesInWordsTest::promotesBySide, "promote: +by side: ",
                    "promotion by side: ", "promotion by side: "),
            new Fact("promotion in place", g -> !g.rules().moves().promotionsInPlace().isEmpty(), " in place on",
                    "may turn into a", "may turn into a"));

    static Stream<Path> definitions() throws IOException {
        try (Stream<Path> files = Files.walk(Sources.projectRoot().resolve("definitions"))) {
            return files.filter(p -> p.toString().endsWith(".variant")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("definitions")
    void everyRuleTheEnginesApplyIsNamedAndNoOther(Path file) {
        Game g = game(file);
        List<String> wrong = new ArrayList<>();
        for (Fact f : FACTS) {
            boolean applies = f.applies().test(g);
            check(wrong, f, applies, "summary", f.summary(), g.summary());
            check(wrong, f, applies, "page", f.page(), g.page());
            check(wrong, f, applies, "diagram", f.diagram(), g.diagram());
        }
        assertEquals(List.of(), wrong, () -> "summary:\n" + g.summary() + "\npage:\n" + g.page() + "\ndiagram:\n"
                + g.diagram());
    }

    @Test
    void everyShippedDefinitionIsHeldToItsRules() throws IOException {
        assertTrue(definitions().count() >= 100, "definitions/** should hold the shipped games");
    }

    /** The diagram's notes are the page's sentences, from the one source, less the final stop. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("definitions")
    void theDiagramsNotesAreThePagesSentences(Path file) {
        Game g = game(file);
        for (String line : g.diagram().lines().toList()) {
            assertTrue(g.page().contains(line + "."), () -> "the page lacks the diagram's note " + line + "\n" + g.page());
        }
    }

    private static void check(List<String> wrong, Fact f, boolean applies, String text, String words, String in) {
        if (words == null) {
            return;
        }
        boolean said = Pattern.compile(words, Pattern.CASE_INSENSITIVE).matcher(in).find();
        if (said != applies) {
            wrong.add(text + (applies ? " leaves out " : " names ") + f.name() + " (\"" + words + "\")");
        }
    }

    private static Game game(Path file) {
        Compilation c;
        try {
            c = org.variantc.compiler.pipeline.VariantCompiler.compile(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertTrue(c.succeeded(), c::report);
        Variant v = c.variant().orElseThrow();
        return new Game(v, c.rules(), MainAccess.summary(v), String.join("\n", RulesText.of(v)),
                String.join("\n", DiagramRules.of(v)));
    }

    /** Check exists where a royal man may not stand attacked: not with no-check explosions. */
    private static boolean checkApplies(Game g) {
        boolean royal = g.rules().pieces().stream().anyMatch(PieceRules::royal);
        var explosion = g.rules().captures().explosion();
        return royal && (explosion == null || !explosion.checkIgnored());
    }

    /** Whether an offer's zone for one side is not the other's mirrored: a promotion for one side only. */
    private static boolean promotesBySide(Game g) {
        VariantRules r = g.rules();
        for (var piece : r.pieces()) {
            for (var offer : piece.promotions()) {
                for (int sq = 0; sq < r.squares(); sq++) {
                    int mirror = r.square(r.fileOf(sq), r.ranks() - 1 - r.rankOf(sq));
                    if (offer.zone()[0][sq] != offer.zone()[1][mirror]) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** Whether Black's castlings are White's mirror image, move for move. */
    private static boolean mirrored(Game g) {
        VariantRules r = g.rules();
        List<String> white = new ArrayList<>();
        List<String> black = new ArrayList<>();
        for (CastlingMove c : r.moves().castlings()) {
            int[] squares = {c.kingFrom(), c.kingTo(), c.rookFrom(), c.rookTo()};
            StringBuilder key = new StringBuilder();
            for (int sq : squares) {
                int square = c.side() == 0 ? sq : (r.ranks() - 1 - sq / r.files()) * r.files() + sq % r.files();
                key.append(square).append(' ');
            }
            (c.side() == 0 ? white : black).add(key.toString());
        }
        return white.containsAll(black) && black.containsAll(white);
    }

    private static boolean castles(Game g, int side) {
        return g.rules().moves().castlings().stream().mapToInt(CastlingMove::side).anyMatch(s -> s == side);
    }
}
