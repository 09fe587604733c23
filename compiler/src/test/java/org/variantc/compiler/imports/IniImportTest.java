package org.variantc.compiler.imports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.imports.ini.IniImport;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.rules.VariantRules;

/**
 * Our own ini games ({@code imports/own-games.ini}, one per group of keys) imported and played:
 * perft from the start and from a position six random plies in equals Fairy-Stockfish's, both
 * counted by upstream Fairy-Stockfish c19b5f6c loading the same file ({@code go perft 3}; the FEN
 * is its {@code d} after the plies).
 */
class IniImportTest {
    static Stream<Arguments> games() {
        return Stream.of(
                Arguments.of("sixbysix", 1212, "rnqk1r/p1pppp/1p4/P2n2/RPP1PP/1NQKNR w - - 0 4", 4758),
                Arguments.of("sixbysix-harsh", 1212, "rq1knr/pppp1p/2n1p1/P2N1P/1PPPP1/RNQK1R w - - 3 4", 3969),
                Arguments.of("wideknights", 25228,
                        "rnabqkbcnr/1ppp1pp1pp/p6p2/4p5/4P2P2/7N2/PPPP1PP1PP/RNABQKBC1R w KQkq - 0 4", 72250),
                Arguments.of("handful", 8902, "rnb1kbnr/pp1ppppp/2q5/2p5/P7/2N4P/1PPPPPP1/R1BQKBNR[] w KQkq - 1 4",
                        17138),
                Arguments.of("lastman", 8067, "rnbqkbnr/pp1ppp1p/6p1/8/1pP5/7N/P2PPPPP/RNBQKB1R w - - 0 4", 5044),
                Arguments.of("hilltop", 8902, "rnbqkbnr/2ppppp1/pp5p/8/3P4/2P2P2/PP2P1PP/RNBQKBNR w KQ - 0 4", 14621),
                Arguments.of("fourchecks", 8902,
                        "rnbqkb1r/1p1ppppp/7n/pNp5/4P3/8/PPPP1PPP/R1BQKBNR w KQkq - 4+4 2 4", 21971),
                Arguments.of("sprint", 11264, "8/8/8/8/4n2K/6N1/krb2BR1/qrbnNBRQ w - - 6 4", 14055),
                Arguments.of("steppers", 8433, "rnbqkbnr/1pppp1pp/p7/8/1P3p1P/6P1/P1PPPP2/RNBQKBNR w KQkq - 2 4", 378));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void importsWithFairyStockfishPerft(String section, long start, String fen, long midgame) throws IOException {
        IniImport imported = IniImport.read("own-games.ini", resource("own-games.ini"), section, false);
        assertTrue(imported.errors().isEmpty(), imported.errors().toString());
        ImportedGame game = imported.games().get(0);
        assertTrue(game.lost().isEmpty(), game.lost().toString());
        Compilation compiled = VariantCompiler.compile(new SourceFile(section + ".variant", game.text()));
        assertTrue(compiled.succeeded(), compiled.report() + "\n" + game.text());
        VariantRules rules = compiled.rules();
        assertEquals(start, Perft.perft(Fen.start(rules), 3), "start");
        assertEquals(midgame, Perft.perft(Fen.read(rules, fen), 3), fen);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void writesWhereItCameFrom(String section) throws IOException {
        String text = IniImport.read("own-games.ini", resource("own-games.ini"), section, false).games().get(0).text();
        assertTrue(text.startsWith("# Imported by 'variantc import' from own-games.ini, section [" + section), text);
        assertTrue(text.contains("source \"own-games.ini [" + section + "]\""), text);
    }

    static String resource(String name) throws IOException {
        try (InputStream in = IniImportTest.class.getResourceAsStream("/imports/" + name)) {
            assertFalse(in == null, name);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
