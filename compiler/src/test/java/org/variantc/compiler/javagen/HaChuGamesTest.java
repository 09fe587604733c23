package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.EndJudgment;
import org.variantc.runtime.GameEnd;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * HaChu's games other than Chu Shogi ({@code definitions/shogi/}), each held to HaChu 0.21 as
 * {@link ChuShogiAgainstHaChuTest} holds Chu Shogi: from the start and from three positions of a
 * game HaChu played against itself, every man of the side to move has, in both engines (table and
 * generated), exactly the marks HaChu's {@code lift} highlights. Where a rule the language cannot
 * state yet makes a man's marks differ, the game lists that man in its differences with our marks
 * and the rule; the test requires that the marks differ there, and only there.
 */
class HaChuGamesTest {
    /** Our coordinate move: from, to, victims on the way, then a promotion id or '='. */
    private static final Pattern MOVE = Pattern.compile("([a-p]\\d+)([a-p]\\d+)((?:x[a-p]\\d+)*)([a-z]*|=)");
    private static final String FILES = "abcdefghijklmnop";

    @TempDir
    static Path dir;

    /** A man whose marks differ from HaChu's by a rule not stated: our marks, and the rule. */
    record Difference(String position, String square, String ours, String rule) { }

    /** One of HaChu's games: our definition, HaChu's reference, and where we differ. */
    record Game(String definition, String reference, List<Difference> differences) {
        @Override
        public String toString() {
            return definition;
        }
    }

    /**
     * The games and their references, each written by {@code tools/hachu-reference/games.py
     * VARIANT SIZE} from HaChu 0.21 (Debian's /usr/games/hachu): HaChu plays itself at
     * {@code sd 3} and is asked {@code lift} for every square of the start and of plies 20, 40
     * and 60 of that game.
     */
    static Stream<Game> games() {
        return Stream.of(
                new Game("definitions/shogi/washogi.variant", "wa-shogi.tsv", List.of(
                        // White's Promoted Rabbit went g8-h9 two plies before; back to g8 would repeat the
                        // position: HaChu, usermove h9g8: "Illegal move {Repeats earlier position}"
                        new Difference("ply 40", "h9", "5Y1R1Y1/6YYY2/11/6YYR2/5R1Y1Y1/11/11/11/11/11/11",
                                "HaChu's ban on repeating a position (its option Allow repeats off)"))),
                new Game("definitions/shogi/daishogi.variant", "dai.tsv", List.of()),
                // HaChu 0.21's Tenjiku, from a build of its source with the PST array enlarged (Debian's
                // binary dies on it), sampled at plies 20, 40 and 50 (its search dies further on)
                new Game("definitions/shogi/tenjikushogi.variant", "tenjiku.tsv", List.of(
                        // White's Lion on g2 may pass (step out and back, KNADcaKmabK): HaChu 0.21's
                        // GenNonCapts keeps one null move per position, from the last man with a Lion's
                        // step in its list, and lists it for that man only; each pass leaves the same position
                        new Difference("ply 50", "g2", "16/16/16/16/16/16/16/16/16/16/16/16/6Y9/4Y1Y9/6R9/16",
                                "HaChu lists one pass per position, not one per man that may pass"))));
    }

    private static Rulebook generated(VariantRules rules, String name) throws Exception {
        String pkg = "org.variantc.generated." + name;
        Path jar = dir.resolve(name + ".jar");
        EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
        return EngineLoader.rulebook(EngineLoader.load(jar), rules);
    }

    private static VariantRules compile(Game game) throws IOException {
        Compilation c = VariantCompiler.compile(Sources.projectRoot().resolve(game.definition()));
        assertTrue(c.succeeded(), c.report());
        return c.rules();
    }

    private static String packageName(Game game) {
        return Path.of(game.definition()).getFileName().toString().replace(".variant", "").replaceAll("[^a-z]", "");
    }

    /** A position of HaChu's reference: HaChu's moves from the start, and its highlight per lifted square. */
    private record Reference(String name, List<String> moves, Map<String, String> lifts) { }

    private static List<Reference> references(Game game) throws IOException {
        List<Reference> out = new ArrayList<>();
        Path file = Sources.projectRoot().resolve("compiler/src/test/resources/reference/hachu/" + game.reference());
        for (String line : Files.readAllLines(file)) {
            String[] f = line.split("\t", -1);
            switch (f[0]) {
                case "position" -> out.add(new Reference(f[1], f[2].isBlank() ? List.of() : List.of(f[2].split(" ")), new TreeMap<>()));
                case "lift" -> out.get(out.size() - 1).lifts().put(f[1], f[2]);
                default -> { }
            }
        }
        return out;
    }

    /** A move as HaChu writes it: a victim on the way as two legs, a promotion as '+', a deferral as nothing. */
    private static String hachuText(String ours) {
        Matcher m = MOVE.matcher(ours);
        assertTrue(m.matches(), ours);
        String promotion = m.group(4).isEmpty() || m.group(4).equals("=") ? "" : "+";
        if (m.group(3).isEmpty()) {
            return m.group(1) + m.group(2) + promotion;
        }
        String victim = m.group(3).substring(1);
        return m.group(1) + victim + "," + victim + m.group(2) + promotion;
    }

    /** HaChu's highlight of the man on {@code from}, from our legal moves: C a double move's first square, M a promotion, else Y empty, R occupied. */
    private static String highlight(VariantRules rules, Position pos, String from, List<String> legal) {
        char[][] marks = new char[rules.ranks()][rules.files()];
        for (String move : legal) {
            Matcher m = MOVE.matcher(move);
            assertTrue(m.matches(), move);
            if (!m.group(1).equals(from)) {
                continue;
            }
            String target = m.group(3).isEmpty() ? m.group(2) : m.group(3).substring(1);
            int f = target.charAt(0) - 'a';
            int r = Integer.parseInt(target.substring(1)) - 1;
            if (!m.group(3).isEmpty()) {
                marks[r][f] = 'C';
            } else if (marks[r][f] != 'C' && !m.group(4).isEmpty() && !m.group(4).equals("=")) {
                marks[r][f] = 'M';
            } else if (marks[r][f] == 0) {
                marks[r][f] = pos.board(rules.square(f, r)) == 0 ? 'Y' : 'R';
            }
        }
        return render(marks);
    }

    /** The position after HaChu's moves, each found among our legal moves by its HaChu text. */
    private static Position replay(Rulebook book, List<String> moves) {
        Position pos = Fen.start(book);
        for (String text : moves) {
            String found = MoveNotation.legal(pos).stream().filter(m -> hachuText(m).equals(text)).findFirst().orElse(null);
            assertNotNull(found, "HaChu's move " + text + " is not among ours after " + moves);
            pos.make(MoveNotation.parse(pos, found));
        }
        return pos;
    }

    /**
     * HaChu's highlights less one artefact: HaChu 0.21 marks a1 itself in the answer to
     * {@code lift a1}, whatever stands there (a root-list null move of square 0, seen in
     * {@link ChuShogiAgainstHaChuTest} too, and here already on Wa Shogi's start, where a1's Oxcart
     * has a real move to a2); {@code usermove a1a1} is no move. The mark is dropped, and the entry
     * when it is all there is. No man with a move back to its own square stands on a1 in these
     * references, so no real mark is dropped.
     */
    private static Map<String, String> hachusMarks(VariantRules rules, Reference ref) {
        Map<String, String> out = new TreeMap<>(ref.lifts());
        String a1 = out.get("a1");
        if (a1 != null) {
            char[][] marks = grid(rules, a1);
            marks[0][0] = 0;
            String rest = render(marks);
            if (rest == null) {
                out.remove("a1");
            } else {
                out.put("a1", rest);
            }
        }
        return out;
    }

    /** A highlight board read into marks per rank and file (rank 0 first). */
    private static char[][] grid(VariantRules rules, String highlight) {
        char[][] marks = new char[rules.ranks()][rules.files()];
        String[] rows = highlight.split("/");
        for (int i = 0; i < rows.length; i++) {
            int r = rules.ranks() - 1 - i;
            Matcher m = Pattern.compile("(\\d+)|([A-Z])").matcher(rows[i]);
            int f = 0;
            while (m.find()) {
                if (m.group(1) != null) {
                    f += Integer.parseInt(m.group(1));
                } else {
                    marks[r][f++] = m.group(2).charAt(0);
                }
            }
        }
        return marks;
    }

    /** Marks written as HaChu writes a highlight board, or null when there are none. */
    private static String render(char[][] marks) {
        StringBuilder out = new StringBuilder();
        boolean any = false;
        for (int r = marks.length - 1; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < marks[r].length; f++) {
                if (marks[r][f] == 0) {
                    empty++;
                    continue;
                }
                any = true;
                out.append(empty > 0 ? Integer.toString(empty) : "").append(marks[r][f]);
                empty = 0;
            }
            out.append(empty > 0 ? Integer.toString(empty) : "").append(r > 0 ? "/" : "");
        }
        return any ? out.toString() : null;
    }

    @ParameterizedTest
    @MethodSource("games")
    void everyManHasExactlyHaChusMarksInBothEngines(Game game) throws Exception {
        VariantRules rules = compile(game);
        Rulebook generated = generated(rules, packageName(game));
        List<Reference> references = references(game);
        assertEquals(4, references.size());
        for (Reference ref : references) {
            Map<String, String> expected = hachusMarks(rules, ref);
            for (Difference d : game.differences()) {
                if (d.position().equals(ref.name())) {
                    assertTrue(!d.ours().equals(expected.get(d.square())), d + " is no difference");
                    expected.put(d.square(), d.ours());
                }
            }
            for (Rulebook book : List.of(Preparation.table(rules), generated)) {
                Position pos = replay(book, ref.moves());
                List<String> legal = MoveNotation.legal(pos);
                Map<String, String> ours = new TreeMap<>();
                for (int r = 0; r < rules.ranks(); r++) {
                    for (int f = 0; f < rules.files(); f++) {
                        String square = FILES.charAt(f) + Integer.toString(r + 1);
                        String marks = highlight(rules, pos, square, legal);
                        if (marks != null) {
                            ours.put(square, marks);
                        }
                    }
                }
                assertEquals(expected, ours, game + ", " + ref.name());
            }
        }
    }

    /**
     * HaChu has no check: from a hand-built position, White's lone King on a1 beside Black's
     * Swallow's Wings (Wa Shogi) or Rook (Dai, Tenjiku Shogi) on b2 may take it or step into its
     * attack on a2 or b1, as HaChu 0.21 highlights ({@code setboard} with the board below, {@code
     * lift a1}; Tenjiku: "16/.../YR14/1Y14" from the build named in tenjiku.tsv); once Black takes
     * the King, the game is over and White has lost, in both engines.
     */
    @ParameterizedTest
    @MethodSource("games")
    void aKingMayStepIntoAnAttackAndBeTakenAsInHaChu(Game game) throws Exception {
        VariantRules rules = compile(game);
        int n = rules.files();
        String enemy = game.definition().contains("washogi") ? "s" : "r";
        String board = (n - 1) + "k/" + (n + "/").repeat(n - 3) + "1" + enemy + (n - 2) + "/K" + (n - 1);
        // HaChu 0.21: "highlight 11/.../YR9/1Y9" (Wa Shogi), "15/.../YR13/1Y13" (Dai Shogi)
        String hachu = (n + "/").repeat(n - 2) + "YR" + (n - 2) + "/1Y" + (n - 2);
        for (Rulebook book : List.of(Preparation.table(rules), generated(rules, packageName(game) + "king"))) {
            Position pos = Fen.read(book, board + " w - - 0 1");
            assertEquals(hachu, highlight(rules, pos, "a1", MoveNotation.legal(pos)), game.toString());
            pos.make(MoveNotation.parse(pos, "a1a2"));
            pos.make(MoveNotation.parse(pos, "b2a2"));
            GameEnd end = EndJudgment.of(pos, EndJudgment.Scope.GAME);
            assertNotNull(end, "the King is taken: " + game);
            assertEquals(Outcome.LOSS, end.outcome(), "lost for White, to move: " + game);
        }
    }

    @ParameterizedTest
    @MethodSource("games")
    void thePerftOfTheStartIsTheSameInBothEngines(Game game) throws Exception {
        VariantRules rules = compile(game);
        Rulebook generated = generated(rules, packageName(game) + "perft");
        long leaves = GeneratedEnginesTest.lockstep(Fen.start(rules), Fen.start(generated), 2);
        assertEquals(Perft.perft(Fen.start(rules), 2), leaves, game.toString());
    }
}
