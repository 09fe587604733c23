package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/**
 * Tenjiku Shogi's two rule families from hand-built positions, as HaChu 0.21's source plays them
 * (MakeMove's burn for the Fire Demon, GenCapts and MapOneColor for the range jumpers; see
 * {@code definitions/shogi/tenjikushogi.variant}), on the table engine and the generated one: the
 * burn made and taken back with the hash kept, in SAN, and the jump captures over lower ranks.
 */
class TenjikuRulesTest {
    private static final String DEFINITION = """
            variant "Burn and jump" {}
            board 9 x 9
            piece King K "K"
            piece "Fire Demon" FI "vRB"
            piece "Great General" GG "Q"
            piece "Vice General" VG "B"
            piece "Rook General" RG "R"
            piece Gold G "WfF"
            piece Pawn P "fW"
            burning FI
            range jumping GG 3 VG 2 RG 1 K 4
            setup "4k4/9/9/9/9/9/9/9/4K4"
            end {
              lose when no K left
            }
            """;

    @TempDir
    static Path dir;
    private static VariantRules rules;
    private static List<Rulebook> books;

    @BeforeAll
    static void compile() throws Exception {
        Compilation c = VariantCompiler.compile(new SourceFile("burn.variant", DEFINITION));
        assertTrue(c.succeeded(), c.report());
        rules = c.rules();
        String pkg = "org.variantc.generated.burnjump";
        Path jar = dir.resolve("burnjump.jar");
        EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
        books = List.of(Preparation.table(rules), EngineLoader.rulebook(EngineLoader.load(jar), rules));
    }

    private static String board(Position pos) {
        return pos.toString().split(" ")[0];
    }

    /** The destinations of the man on {@code from}, sorted. */
    private static String targets(Position pos, String from) {
        return MoveNotation.legal(pos).stream().filter(m -> m.startsWith(from) && !Character.isDigit(m.charAt(from.length())))
                .map(m -> m.substring(from.length())).collect(Collectors.toCollection(TreeSet::new)).toString();
    }

    /**
     * A Fire Demon sliding e2-e5 burns the three enemy men beside e5 (d6, f4, f6) and spares its
     * own Gold on d5; the move is written with the burnt squares; taking it back restores the men
     * and the hash, and the hash after it is the one of the same position read from its FEN.
     */
    @Test
    void aFireDemonBurnsTheEnemyMenBesideWhereItLands() {
        for (Rulebook book : books) {
            Position pos = Fen.read(book, "4k4/9/9/3p1g3/3G5/5p3/9/4(FI)4/4K4 w - - 0 1");
            String before = board(pos);
            long hash = pos.hash();
            long move = MoveNotation.parse(pos, "e2e5");
            assertEquals("FIe5^d6^f4^f6", San.format(pos, move));
            assertEquals(move, San.parse(pos, "FIe5"), "SAN without the burn marks is read too");
            pos.make(move);
            assertEquals("4k4/9/9/9/3G(FI)4/9/9/9/4K4", board(pos));
            assertEquals(Fen.read(book, pos.toString()).hash(), pos.hash(), "the hash made with the burn");
            pos.unmake();
            assertEquals(before, board(pos));
            assertEquals(hash, pos.hash());
        }
    }

    /**
     * A man that ends its move beside an enemy Fire Demon is burnt, after taking what it took:
     * White's Gold takes the Pawn on d5, beside Black's Fire Demon on e6, and both are gone; a
     * Fire Demon landing beside the enemy one is burnt too and burns nothing (White's, d2-d5,
     * beside Black's on e6: Black's Pawn on c6 stays).
     */
    @Test
    void aManEndingBesideAnEnemyFireDemonIsBurnt() {
        for (Rulebook book : books) {
            Position pos = Fen.read(book, "4k4/9/9/4(fi)4/3p5/3G5/9/9/4K4 w - - 0 1");
            long move = MoveNotation.parse(pos, "d4d5");
            assertEquals("Gxd5^d5", San.format(pos, move));
            pos.make(move);
            assertEquals("4k4/9/9/4(fi)4/9/9/9/9/4K4", board(pos));
            pos.unmake();
            Position demons = Fen.read(book, "4k4/9/9/2p1(fi)4/9/9/9/3(FI)5/4K4 w - - 0 1");
            demons.make(MoveNotation.parse(demons, "d2d5"));
            assertEquals("4k4/9/9/2p1(fi)4/9/9/9/9/4K4", board(demons));
        }
    }

    /**
     * Range jumping: the Great General (3) on a1 jumps its own Pawn on a2 and takes the Pawn on a3
     * and the Vice General (2) on a4, not the Great General (3) on a5; the Rook General (1) on b1
     * may not jump the Vice General on b3 past its own Pawn; the Vice General (2) on c1 takes the
     * Pawn on a3 over its own on b2, the Pawn on d2 as a plain slide, and stops at the King (4) on
     * e3; a Rook General takes a higher man that is first on its line (b8's: the Great General on
     * b9, the Vice General on b3). Quiet moves never jump.
     */
    @Test
    void aGeneralCapturesOverMenOfALowerRank() {
        for (Rulebook book : books) {
            Position pos = Fen.read(book, "1(gg)2k4/1(RG)7/9/p8/(gg)8/(vg)8/p(vg)2k4/PP1p5/(GG)(RG)(VG)1K4 w - - 0 1");
            assertEquals("[a3, a4]", targets(pos, "a1"));
            assertEquals("[]", targets(pos, "b1"));
            assertEquals("[a3, d2]", targets(pos, "c1"));
            assertEquals("[a8, b3, b4, b5, b6, b7, b9, c8, d8, e8, f8, g8, h8, i8]", targets(pos, "b8"));
        }
    }

    /**
     * With {@code own men too} (HaChu 0.21), a man ending its move beside its own side's Fire
     * Demon is burnt as well: White's Gold d4-d5 beside White's Fire Demon on e6 is gone.
     */
    @Test
    void withOwnMenTooAManBesideItsOwnFireDemonIsBurnt() throws Exception {
        Compilation c = VariantCompiler.compile(new SourceFile("own.variant",
                DEFINITION.replace("burning FI\n", "burning FI own men too\n")));
        assertTrue(c.succeeded(), c.report());
        String pkg = "org.variantc.generated.burnown";
        Path jar = dir.resolve("burnown.jar");
        EngineJar.build(JavaBackend.generate(c.rules(), pkg), pkg, jar);
        for (Rulebook book : List.of(Preparation.table(c.rules()), EngineLoader.rulebook(EngineLoader.load(jar), c.rules()))) {
            Position pos = Fen.read(book, "4k4/9/9/4(FI)4/9/3G5/9/9/4K4 w - - 0 1");
            long move = MoveNotation.parse(pos, "d4d5");
            assertEquals("Gd5^d5", San.format(pos, move));
            pos.make(move);
            assertEquals("4k4/9/9/4(FI)4/9/9/9/9/4K4", board(pos));
        }
        for (Rulebook book : books) {
            Position pos = Fen.read(book, "4k4/9/9/4(FI)4/9/3G5/9/9/4K4 w - - 0 1");
            pos.make(MoveNotation.parse(pos, "d4d5"));
            assertEquals("4k4/9/9/4(FI)4/3G5/9/9/9/4K4", board(pos), "without it the Gold stays");
        }
    }

    /** Both engines walk the same trees from a position where burns and jumps abound. */
    @Test
    void theEnginesAgreeWhereMenBurnAndJump() {
        Position table = Fen.read(books.get(0), "(gg)3k4/(fi)2p5/3(rg)1p3/p1(FI)6/9/1(vg)4P2/p2G5/P1(FI)2(fi)3/(GG)(RG)(VG)1K4 w - - 0 1");
        Position mine = Fen.read(books.get(1), table.toString());
        long leaves = GeneratedEnginesTest.lockstep(table, mine, 3);
        assertEquals(Perft.perft(Fen.read(books.get(0), table.toString()), 3), leaves);
    }

    /** The two rules go through the page's table text and come back the same. */
    @Test
    void theRulesSurviveTheTableCodec() {
        VariantRules back = TableCodec.decode(TableCodec.encode(rules));
        assertEquals(rules.captures().burning(), back.captures().burning());
        assertEquals(rules.captures().rangeJumping(), back.captures().rangeJumping());
    }
}
