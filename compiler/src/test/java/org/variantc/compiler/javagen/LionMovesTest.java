package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Moves that end where they started, on Chu Shogi's Lion ({@code KNADcaKmabK}, the Interactive
 * Diagram's and HaChu's spelling): igui (a capture on an adjacent square, the Lion staying) and
 * the Lion's pass. Both engines, the table engine and the generated one, must make exactly the
 * moves HaChu makes, from hand-built positions, and agree with each other move for move.
 */
class LionMovesTest {
    private static final String PACKAGE = "org.variantc.generated.liontest";
    private static final Pattern ONE_VICTIM = Pattern.compile("([a-l]\\d+)([a-l]\\d+)x([a-l]\\d+)");

    @TempDir
    static Path dir;

    private static VariantRules rules;
    private static Rulebook generated;

    @BeforeAll
    static void generate() throws Exception {
        Compilation c = VariantCompiler.compile(Sources.projectRoot().resolve("compiler/src/test/resources/javagen/lion.variant"));
        assertTrue(c.succeeded(), c.report());
        rules = c.rules();
        Path jar = dir.resolve("lion.jar");
        EngineJar.build(JavaBackend.generate(rules, PACKAGE), PACKAGE, jar);
        generated = EngineLoader.rulebook(EngineLoader.load(jar), rules);
    }

    /** One position of HaChu's reference: the board, the Lion's square, what HaChu highlights and accepts. */
    private record Reference(String board, String lion, String highlight, TreeSet<String> moves) {
        String fen() {
            return board + " w - - 0 1";
        }
    }

    /**
     * The reference figures: HaChu 0.21 (Debian's /usr/games/hachu), written by
     * {@code tools/hachu-reference/lion.py}, which asks {@code lift} and tries every text a
     * Lion's move could have as {@code usermove}.
     */
    private static List<Reference> references() throws IOException {
        List<Reference> out = new ArrayList<>();
        for (String line : Files.readAllLines(Sources.projectRoot().resolve("compiler/src/test/resources/reference/hachu/lion.txt"))) {
            String[] f = line.split("\t");
            switch (f[0]) {
                case "position" -> out.add(new Reference(f[1], f[2], "", new TreeSet<>()));
                case "highlight" -> {
                    Reference last = out.remove(out.size() - 1);
                    out.add(new Reference(last.board(), last.lion(), f[1], last.moves()));
                }
                case "move" -> out.get(out.size() - 1).moves().add(f[1]);
                default -> { }
            }
        }
        return out;
    }

    /** The Lion's legal moves in XBoard's (and HaChu's) spelling: a victim on the way as two legs. */
    private static TreeSet<String> lionMoves(Position pos, String lion) {
        TreeSet<String> out = new TreeSet<>();
        for (String move : MoveNotation.legal(pos)) {
            if (!move.startsWith(lion) || Character.isDigit(move.charAt(lion.length()))) {
                continue;
            }
            Matcher m = ONE_VICTIM.matcher(move);
            out.add(m.matches() ? m.group(1) + m.group(3) + "," + m.group(3) + m.group(2) : move);
        }
        return out;
    }

    /** HaChu's highlight board from the moves: a double move's first square 'C', else 'Y' empty, 'R' occupied. */
    private static String highlight(Position pos, TreeSet<String> moves) {
        char[][] marks = new char[12][12];
        for (String move : moves) {
            String[] legs = move.split(",");
            String target = legs.length == 2 ? legs[0].substring(legs[0].length() / 2) : move.substring(move.length() / 2);
            int file = target.charAt(0) - 'a';
            int rank = Integer.parseInt(target.substring(1)) - 1;
            if (legs.length == 2) {
                marks[rank][file] = 'C';
            } else if (marks[rank][file] == 0) {
                marks[rank][file] = pos.board(rules.square(file, rank)) == 0 ? 'Y' : 'R';
            }
        }
        StringBuilder out = new StringBuilder();
        for (int rank = 11; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 12; file++) {
                if (marks[rank][file] == 0) {
                    empty++;
                    continue;
                }
                out.append(empty > 0 ? Integer.toString(empty) : "").append(marks[rank][file]);
                empty = 0;
            }
            out.append(empty > 0 ? Integer.toString(empty) : "").append(rank > 0 ? "/" : "");
        }
        return out.toString();
    }

    @Test
    void theLionMakesExactlyHaChusMovesInBothEngines() throws IOException {
        List<Reference> references = references();
        assertEquals(5, references.size());
        for (Reference ref : references) {
            for (Rulebook book : List.of(Preparation.table(rules), generated)) {
                Position pos = Fen.read(book, ref.fen());
                TreeSet<String> ours = lionMoves(pos, ref.lion());
                assertEquals(ref.moves(), ours, "the Lion on " + ref.lion() + " in " + ref.board());
                assertEquals(ref.highlight(), highlight(pos, ours), "HaChu's highlight of " + ref.lion() + " in " + ref.board());
            }
        }
    }

    @Test
    void iguiTakesTheManAndTheLionStays() {
        // White Lion f6, Black Pawn f7: igui takes f7 without moving
        for (Rulebook book : List.of(Preparation.table(rules), generated)) {
            Position pos = Fen.read(book, "11k/12/12/12/12/5p6/5N6/12/12/12/12/K11 w - - 0 1");
            long hash = pos.hash();
            long igui = MoveNotation.parse(pos, "f6f6xf7");
            assertEquals(Move.from(igui), Move.to(igui));
            // SAN as for every path move: the destination, then the victims on the way
            assertEquals("Nf6xf7", San.format(pos, igui));
            assertEquals(igui, San.parse(pos, "Nf6xf7"));
            pos.make(igui);
            assertEquals("11k/12/12/12/12/12/5N6/12/12/12/12/K11 b - - 0 1", Fen.write(pos));
            pos.unmake();
            assertEquals(hash, pos.hash());
        }
    }

    @Test
    void aDoubleCaptureIsWrittenAsEveryLocustCapture() {
        for (Rulebook book : List.of(Preparation.table(rules), generated)) {
            Position pos = Fen.read(book, "11k/12/12/12/5p6/5p6/5N6/12/12/12/12/K11 w - - 0 1");
            long both = MoveNotation.parse(pos, "f6f8xf7");
            assertEquals("Nxf8xf7", San.format(pos, both)); // the man on f8 is taken too
            pos.make(both);
            assertEquals("11k/12/12/12/5N6/12/12/12/12/12/12/K11 b - - 0 1", Fen.write(pos));
        }
    }

    @Test
    void thePassIsOneMoveThatLeavesTheBoardAsItWas() {
        for (Rulebook book : List.of(Preparation.table(rules), generated)) {
            Position open = Fen.read(book, "11k/12/12/12/12/12/5N6/12/12/12/12/K11 w - - 0 1");
            assertEquals(1, MoveNotation.legal(open).stream().filter("f6f6"::equals).count(), "one pass, not one per empty neighbour");
            long pass = MoveNotation.parse(open, "f6f6");
            assertEquals("Nf6", San.format(open, pass));
            assertEquals(pass, San.parse(open, "Nf6"));
            open.make(pass);
            // a move like any other: the move clock counts it
            assertEquals("11k/12/12/12/12/12/5N6/12/12/12/12/K11 b - - 1 1", Fen.write(open));
            // hemmed in by men of both sides: no empty neighbour, no pass
            Position shut = Fen.read(book, "11k/12/12/12/12/4ppp5/4pNP5/4Pps5/12/12/12/K11 w - - 0 1");
            assertTrue(MoveNotation.legal(shut).stream().noneMatch("f6f6"::equals));
            assertNotEquals(0, MoveNotation.legal(shut).stream().filter(m -> m.startsWith("f6f6x")).count(), "igui is still there");
        }
    }

    @Test
    void aFewReturningPathsAreCompiledInAsOffsetsAndAgree() {
        // the Stinger's 8 paths are unrolled (PathPattern); the Lion's 72 are walked from tables
        assertTrue(PathPattern.of(rules.pieces().get(rules.pieceType("T"))) != null);
        assertTrue(PathPattern.of(rules.pieces().get(rules.pieceType("N"))) == null);
        for (String fen : List.of("11k/12/12/12/12/5p6/4pTp5/5p6/12/12/12/K11 w - - 0 1",
                "11k/12/12/12/12/5p6/4PT6/5P6/12/12/12/K11 w - - 0 1",
                "11k/12/12/12/12/5P6/4PTP5/5P6/12/12/12/K11 w - - 0 1",
                "11k/12/12/12/12/12/12/12/12/12/p11/TK10 w - - 0 1",
                "10tk/12/12/12/12/12/12/12/12/12/12/K11 b - - 0 1")) {
            Position table = Fen.read(rules, fen);
            Position mine = Fen.read(generated, fen);
            long leaves = GeneratedEnginesTest.lockstep(table, mine, 2);
            assertEquals(Perft.perft(Fen.read(rules, fen), 2), leaves, fen);
        }
        Position surrounded = Fen.read(rules, "11k/12/12/12/12/5p6/4pTp5/5p6/12/12/12/K11 w - - 0 1");
        List<String> stinger = MoveNotation.legal(surrounded).stream().filter(m -> m.startsWith("f6")).sorted().toList();
        assertEquals(List.of("f6e5", "f6e7", "f6f6xe6", "f6f6xf5", "f6f6xf7", "f6f6xg6", "f6g5", "f6g7"), stinger);
    }

    @Test
    void anIguiThreatChecksTheKing() {
        // the Stinger takes on f7 only by igui (cabW): Black's King there is in check, on f8 not
        for (Rulebook book : List.of(Preparation.table(rules), generated)) {
            assertTrue(Fen.read(book, "12/12/12/12/12/5k6/5T6/12/12/12/12/K11 b - - 0 1").inCheck());
            assertTrue(!Fen.read(book, "12/12/12/12/5k6/12/5T6/12/12/12/12/K11 b - - 0 1").inCheck());
        }
    }

    @Test
    void theEnginesAgreeFromEveryReferencePositionAndTheStart() throws IOException {
        for (Reference ref : references()) {
            long leaves = GeneratedEnginesTest.lockstep(Fen.read(rules, ref.fen()), Fen.read(generated, ref.fen()), 2);
            assertEquals(Perft.perft(Fen.read(rules, ref.fen()), 2), leaves);
        }
        long leaves = GeneratedEnginesTest.lockstep(Fen.start(rules), Fen.start(generated), 3);
        assertEquals(Perft.perft(Fen.start(rules), 3), leaves);
    }

    @Test
    void thePagesTablesPlayTheSameLion() throws IOException {
        // the page (TeaVM) plays the runtime from the codec's text: the same moves come back
        VariantRules decoded = org.variantc.runtime.rules.TableCodec.decode(org.variantc.runtime.rules.TableCodec.encode(rules));
        for (Reference ref : references()) {
            assertEquals(MoveNotation.legal(Fen.read(rules, ref.fen())), MoveNotation.legal(Fen.read(decoded, ref.fen())));
            assertEquals(Perft.perft(Fen.read(rules, ref.fen()), 2), Perft.perft(Fen.read(decoded, ref.fen()), 2));
        }
    }

    @Test
    void randomGamesAgreeAtEveryPly() {
        int plies = GeneratedEnginesTest.randomGamesInStep(rules, generated, 2026_11_27L, 8, 120);
        assertTrue(plies > 400, "only " + plies + " plies played");
    }
}
