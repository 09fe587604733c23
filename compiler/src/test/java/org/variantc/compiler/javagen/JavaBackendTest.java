package org.variantc.compiler.javagen;

import org.variantc.runtime.moves.GoalRace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.VariantEngine;
import org.variantc.runtime.rules.VariantRules;

/** The generated source: pinned by golden files, safe from hostile definitions, and playable. */
class JavaBackendTest {
    private static final Path RESOURCES = Sources.projectRoot().resolve("compiler/src/test/resources/javagen");
    private static final String MINI_PACKAGE = "org.variantc.generated.minichess";

    @TempDir
    Path dir;

    private static VariantRules rules(String file) throws IOException {
        Compilation c = VariantCompiler.compile(RESOURCES.resolve(file));
        assertTrue(c.succeeded(), c.report());
        return c.rules();
    }

    /**
     * The generated files of minichess.variant, byte for byte but for the fingerprint (a digest
     * of the serialized runtime records, which changes whenever they gain a field). After a
     * deliberate change to the templates, rewrite them with {@code -Dgolden.update=true} and
     * read the diff.
     */
    @Test
    void minichessSourceIsTheGoldenOne() throws IOException {
        Map<String, String> sources = JavaBackend.generate(rules("minichess.variant"), MINI_PACKAGE);
        assertEquals(4, sources.size());
        boolean update = Boolean.getBoolean("golden.update");
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path golden = RESOURCES.resolve("golden").resolve(Path.of(e.getKey()).getFileName() + ".txt");
            String text = e.getValue().replaceAll("FINGERPRINT = \"[0-9a-f]{64}\"", "FINGERPRINT = \"(digest)\"");
            if (update) {
                Files.writeString(golden, text, StandardCharsets.UTF_8);
            }
            assertEquals(Files.readString(golden, StandardCharsets.UTF_8), text, e.getKey());
        }
    }

    @Test
    void deadFeaturesAreLeftOut() throws IOException {
        String generation = JavaBackend.generate(rules("minichess.variant"), MINI_PACKAGE)
                .get("org/variantc/generated/minichess/Generation.java");
        for (String absent : new String[] {"drops()", "castlings()", "pathFirst", "EN_PASSANT) != 0 &&",
                "GoalRace.ended", "attackPattern", "land0"}) {
            assertFalse(generation.contains(absent), absent);
        }
        assertTrue(generation.contains("private void promote5Free("));
        assertTrue(generation.contains("private void promote5Checked("));
        assertFalse(generation.contains("private void promote4"), "only the Pawn promotes");
    }

    /**
     * A Pawn's double step is an initial move but captures nothing, so Half Chess needs no
     * attack patterns; Nearlydouble's Eurofighter captures on its way, so it does.
     */
    @Test
    void attackPatternsOnlyWhereSomeAttackNeedsOne() {
        String half = JavaBackend.generate(org.variantc.compiler.games.Games.rules("half-chess.variant"), "org.variantc.generated.h")
                .get("org/variantc/generated/h/Generation.java");
        assertFalse(half.contains("attackedByPattern"));
        String nearly = JavaBackend.generate(org.variantc.compiler.games.Games.rules("nearlydouble-chess.variant"), "org.variantc.generated.n")
                .get("org/variantc/generated/n/Generation.java");
        assertTrue(nearly.contains("attackedByPattern"));
    }

    @Test
    void minichessEngineMatchesTheTableEngine() throws Exception {
        VariantRules rules = rules("minichess.variant");
        Path jar = dir.resolve("mini.jar");
        EngineJar.build(JavaBackend.generate(rules, MINI_PACKAGE), MINI_PACKAGE, jar);
        Rulebook book = EngineLoader.rulebook(EngineLoader.load(jar), rules);
        for (int depth = 1; depth <= 4; depth++) {
            assertEquals(Perft.perft(Fen.start(rules), depth), Perft.perft(Fen.start(book), depth));
        }
    }

    /** Names with comment ends, quotes, Unicode escapes and code compile to a string that holds them. */
    @Test
    void hostileNamesStayInsideStringLiterals() throws Exception {
        VariantRules rules = rules("hostile.variant");
        String name = "evil */ \" \\u000a \\u0022 \");System.exit(1);// end";
        assertEquals(name, rules.name());
        String pkg = PackageName.fromFileName("\");System.exit(1);//.variant");
        assertEquals("org.variantc.generated.systemexit1", pkg);
        Map<String, String> sources = JavaBackend.generate(rules, pkg);
        String all = String.join("\n", sources.values());
        assertFalse(all.contains("*/ \""), "a comment end or quote copied raw");
        assertFalse(all.contains("\\u"), "a Unicode escape javac would translate before reading the literal");
        assertFalse(all.contains("Rook"), "piece names never reach the source");
        assertFalse(all.contains("System.exit(2)"), "piece names never reach the source");
        assertTrue(all.contains("NAME = \"evil */ \\042 \\134u000a \\134u0022 \\042);System.exit(1);// end\";"), all);

        Path jar = dir.resolve("hostile.jar");
        EngineJar.build(sources, pkg, jar);
        VariantEngine engine = EngineLoader.load(jar);
        assertEquals(name, engine.getClass().getField("NAME").get(null));
        Rulebook book = EngineLoader.rulebook(engine, rules);
        assertEquals(Perft.perft(Fen.start(rules), 3), Perft.perft(Fen.start(book), 3));
    }

    @Test
    void javaLiteralsEscapeEverythingButPlainAscii() {
        assertEquals("\"a\\042b\\134c\\0123\\015e\\351\\u2028\"", JavaLiteral.of("a\"b\\c\n3\re\u00e9\u2028"));
        assertEquals("\"*/ \\134u000a\"", JavaLiteral.of("*/ \\u000a"));
    }

    @Test
    void packageNamesAreDerivedAndChecked() {
        assertEquals("org.variantc.generated.chessandahalf", PackageName.fromFileName("chess-and-a-half.variant"));
        assertEquals("org.variantc.generated.vint", PackageName.fromFileName("int.variant"));
        assertEquals("org.variantc.generated.v960", PackageName.fromFileName("960.variant"));
        assertEquals("org.variantc.generated.v", PackageName.fromFileName("---.variant"));
        assertTrue(PackageName.isValid("org.example.chess"));
        assertFalse(PackageName.isValid("org.example.class"));
        assertFalse(PackageName.isValid("org.example;System.exit(1)"));
        assertFalse(PackageName.isValid("Org.Example"));
    }

    @Test
    void tableTextRoundTrips() {
        long[] values = {0, 1, 63, 64, 4095, 1L << 40, (1L << 62) + 5, -1L, Long.MIN_VALUE, -6725375443548460376L};
        assertArrayEquals(values, TableText.decode(TableText.encode(values)));
        int[] many = new int[50_000];
        for (int i = 0; i < many.length; i++) {
            many[i] = i * 7;
        }
        var chunks = TableText.encode(many);
        assertTrue(chunks.size() > 1, "long tables are cut into chunks");
        assertTrue(chunks.stream().allMatch(c -> c.chars().allMatch(ch -> TableText.ALPHABET.indexOf(ch) >= 0)));
        assertArrayEquals(java.util.Arrays.stream(many).asLongStream().toArray(), TableText.decode(chunks));
    }
}
