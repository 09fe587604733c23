package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * Chu Shogi ({@code definitions/shogi/chushogi.variant}) held to HaChu 0.21: from the start and
 * from positions of a game HaChu played against itself, every man of the side to move has, in
 * both engines (table and generated), exactly the targets HaChu highlights when it is lifted.
 * The Lion-trading rules and promotion on a capture inside or leaving the zone are stated
 * ({@code lion trading}, {@code promote in ... on captures}); the move HaChu refuses by the first
 * in these positions is in {@link #REFUSED}, and neither engine generates it.
 */
class ChuShogiAgainstHaChuTest {
    /** Our coordinate move: from, to, victims on the way, then a promotion id or '='. */
    private static final Pattern MOVE = Pattern.compile("([a-l]\\d+)([a-l]\\d+)((?:x[a-l]\\d+)*)([a-z]*|=)");

    private static VariantRules rules;
    private static Rulebook generated;

    @BeforeAll
    static void generate() throws Exception {
        rules = ChuShogiEngines.rules();
        generated = ChuShogiEngines.generated();
    }

    /** A position of HaChu's reference: HaChu's moves from the start, and its highlight per lifted square. */
    private record Reference(String name, List<String> moves, Map<String, String> lifts) { }

    /**
     * The reference: HaChu 0.21 (Debian's /usr/games/hachu), written by
     * {@code tools/hachu-reference/chu.py}, which plays HaChu against itself at {@code sd 3} and
     * asks {@code lift} for every square of the start and of three positions of that game.
     */
    private static List<Reference> references() throws IOException {
        List<Reference> out = new ArrayList<>();
        for (String line : Files.readAllLines(Sources.projectRoot().resolve("compiler/src/test/resources/reference/hachu/chu.txt"))) {
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
    static String hachuText(String ours) {
        Matcher m = MOVE.matcher(ours);
        assertTrue(m.matches(), ours);
        String promotion = m.group(4).isEmpty() || m.group(4).equals("=") ? "" : "+";
        if (m.group(3).isEmpty()) {
            return m.group(1) + m.group(2) + promotion;
        }
        String victim = m.group(3).substring(1);
        return m.group(1) + victim + "," + victim + m.group(2) + promotion;
    }

    private static int file(String square) {
        return square.charAt(0) - 'a';
    }

    private static int rank(String square) {
        return Integer.parseInt(square.substring(1)) - 1;
    }

    /** HaChu's highlight of the man on {@code from}, from our legal moves: C a double move's first square, M a promotion, else Y empty, R occupied. */
    private static String highlight(Position pos, String from, List<String> legal) {
        char[][] marks = new char[12][12];
        for (String move : legal) {
            Matcher m = MOVE.matcher(move);
            assertTrue(m.matches(), move);
            if (!m.group(1).equals(from)) {
                continue;
            }
            String target = m.group(3).isEmpty() ? m.group(2) : m.group(3).substring(1);
            int f = file(target);
            int r = rank(target);
            if (!m.group(3).isEmpty()) {
                marks[r][f] = 'C';
            } else if (marks[r][f] != 'C' && !m.group(4).isEmpty() && !m.group(4).equals("=")) {
                marks[r][f] = 'M';
            } else if (marks[r][f] == 0) {
                marks[r][f] = pos.board(rules.square(f, r)) == 0 ? 'Y' : 'R';
            }
        }
        StringBuilder out = new StringBuilder();
        boolean any = false;
        for (int r = 11; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 12; f++) {
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

    /** HaChu's own square mark on a1 once a move has been made: not a move of the man there. */
    private static final String A1_ITSELF = "12/12/12/12/12/12/12/12/12/12/12/R11";

    /**
     * HaChu's highlights less one artefact: once moves have been made, HaChu 0.21 answers
     * {@code lift a1} with a1 itself marked whatever stands there (a Lance walled in by its own
     * men, which has no move; a root-list entry from square 0 to square 0, its null move), and
     * {@code usermove a1a1} is no move of that man. The mark is dropped only when it is all there is.
     */
    private static Map<String, String> hachusMoves(Reference ref) {
        Map<String, String> out = new TreeMap<>(ref.lifts());
        if (!ref.moves().isEmpty() && A1_ITSELF.equals(out.get("a1"))) {
            out.remove("a1");
        }
        return out;
    }

    /** A move a man could make by its moves alone that HaChu refuses by a rule. */
    private record Refused(String position, String move, String rule) { }

    /** Every such move in the reference positions: neither engine may generate it. */
    private static final List<Refused> REFUSED = List.of(
            // White's Lion e5 takes Black's Lion g7 with a leap; HaChu: "Illegal move {Distant capture of protected Lion}"
            new Refused("ply 50", "e5g7", "Lion trading: a Lion may not take a protected Lion two squares away"));

    @Test
    void everyManHasExactlyHaChusTargetsInBothEngines() throws IOException {
        List<Reference> references = references();
        assertEquals(4, references.size());
        for (Reference ref : references) {
            for (Rulebook book : List.of(Preparation.table(rules), generated)) {
                Position pos = replay(book, ref.moves());
                List<String> legal = new ArrayList<>(MoveNotation.legal(pos));
                for (Refused d : REFUSED) {
                    if (d.position().equals(ref.name())) {
                        assertTrue(!legal.contains(d.move()), d.move() + " (" + d.rule() + ") is generated in " + ref.name());
                    }
                }
                Map<String, String> ours = new TreeMap<>();
                for (int r = 0; r < 12; r++) {
                    for (int f = 0; f < 12; f++) {
                        String square = "abcdefghijkl".charAt(f) + Integer.toString(r + 1);
                        String marks = highlight(pos, square, legal);
                        if (marks != null) {
                            ours.put(square, marks);
                        }
                    }
                }
                assertEquals(hachusMoves(ref), ours, ref.name());
            }
        }
    }

    @Test
    void thePerftOfTheStartIsTheSameInBothEngines() {
        long leaves = GeneratedEnginesTest.lockstep(Fen.start(rules), Fen.start(generated), 3);
        assertEquals(Perft.perft(Fen.start(rules), 3), leaves);
    }
}
