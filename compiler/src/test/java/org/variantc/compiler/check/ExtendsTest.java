package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/** {@code extends}: a variant of a variant, its base found beside it, its statements replacing the base's. */
class ExtendsTest {
    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path file = dir.resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    private Compilation compile(Path file) throws IOException {
        return VariantCompiler.compile(file);
    }

    private static List<String> pieces(Variant v) {
        return v.pieces().stream().map(p -> p.name() + " " + p.id()).toList();
    }

    @Test
    void aVariantOfAVariantReplacesPiecesInPlaceAndStatementsWhole() throws IOException {
        write("base.variant", Checks.BASE + "end { stalemate wins }\n");
        Path child = write("child.variant", """
                extends "base.variant"
                variant "Mini with an Archbishop" { author "tests" }
                piece Archbishop R "BN"
                piece Queen Q "Q"
                setup "q3k2r/pppppppp/8/8/8/8/PPPPPPPP/Q3K2R"
                """);
        Compilation c = compile(child);
        assertTrue(c.succeeded(), c.report());
        Variant v = c.variant().orElseThrow();
        assertEquals("Mini with an Archbishop", v.metadata().name());
        assertEquals(List.of("King K", "Archbishop R", "Pawn P", "Queen Q"), pieces(v));
        assertEquals("q3k2r/pppppppp/8/8/8/8/PPPPPPPP/Q3K2R", v.setup().board());
        assertEquals(1, v.moves().castlings().size(), "castling kept from the base");
        assertEquals(Checks.compile(Checks.BASE + "end { stalemate wins }\n").variant().orElseThrow().ending().end(), v.ending().end());
    }

    @Test
    void withoutRemovesPiecesAndAChainOfBasesWorks() throws IOException {
        write("games/base.variant", Checks.BASE);
        write("games/middle.variant", """
                extends "base.variant"
                piece Queen Q "Q"
                """);
        Path child = write("other/child.variant", """
                extends "../games/middle.variant" without R
                setup "q3k3/pppppppp/8/8/8/8/PPPPPPPP/Q3K3"
                piece Pawn P "fmWfceF" pawn { promote on rank 8 to Q }
                castling { }
                """);
        Compilation c = compile(child);
        assertTrue(c.succeeded(), c.report());
        assertEquals(List.of("King K", "Pawn P", "Queen Q"), pieces(c.variant().orElseThrow()));
        assertEquals(List.of(), c.variant().orElseThrow().moves().castlings());
    }

    @Test
    void errorsInsideTheBaseAreReportedAgainstTheBase() throws IOException {
        Path base = write("base.variant", Checks.base("piece Rook R \"R\"", "piece Rook R \"RX\""));
        Path child = write("child.variant", "extends \"base.variant\"\npiece Queen Q \"Q!\"\n");
        Compilation c = compile(child);
        assertFalse(c.succeeded());
        assertEquals(base + ":4:16: error: Betza: 'X' is not an atom; the atoms are W F D N A H C Z G L J, K R B Q"
                + " and (x,y)\npiece Rook R \"RX\"\n               ^", c.report().lines().limit(3)
                .reduce((a, b) -> a + "\n" + b).orElseThrow());
        assertTrue(c.report().contains(child + ":2:"), c.report());
    }

    @Test
    void syntaxErrorsInsideTheBaseAreReportedAgainstTheBase() throws IOException {
        Path base = write("base.variant", "board 8 by 8\n");
        Path child = write("child.variant", "extends \"base.variant\"\n");
        Compilation c = compile(child);
        assertEquals(List.of(base + ":1:9: unexpected 'by'; expected 'x'"), brief(c));
        assertTrue(c.report().contains("board 8 by 8\n        ^"), c.report());
    }

    @Test
    void aMissingBaseIsAnErrorAtItsName() throws IOException {
        Path child = write("child.variant", "variant \"x\"\nextends \"nowhere.variant\"\n");
        assertEquals(List.of(child + ":2:9: the base variant nowhere.variant does not exist (looked for "
                + dir.resolve("nowhere.variant") + ")"), brief(compile(child)));
    }

    @Test
    void aCycleIsAnErrorWhereItCloses() throws IOException {
        write("a.variant", "extends \"b.variant\"\n");
        Path b = write("b.variant", "variant \"b\"\n\nextends \"a.variant\"\n");
        assertEquals(List.of(b + ":3:9: extends goes round in a circle: a.variant extends b.variant extends a.variant"),
                brief(compile(dir.resolve("a.variant"))));
        Path self = write("self.variant", "extends \"./self.variant\"\n");
        assertEquals(List.of(self + ":1:9: extends goes round in a circle: self.variant extends self.variant"),
                brief(compile(self)));
    }

    @Test
    void onlyOneBaseOnlyVariantFilesAndOnlyExistingPiecesLeftOut() throws IOException {
        write("base.variant", Checks.BASE);
        Path two = write("two.variant", "extends \"base.variant\"\nextends \"base.variant\"\n");
        assertEquals(List.of(two + ":2:1: a variant extends one base; the first extends is at line 1"),
                brief(compile(two)));
        Path notVariant = write("etc.variant", "extends \"/etc/passwd\"\n");
        assertEquals(List.of(notVariant + ":1:9: extends names a .variant file, not \"/etc/passwd\""),
                brief(compile(notVariant)));
        Path without = write("without.variant", "extends \"base.variant\" without R Z\n");
        assertEquals(List.of(without + ":1:34: the base has no piece with id 'Z' to leave out"), brief(compile(without)));
    }

    @Test
    void leavingOutAPieceTheSetupStillUsesIsReportedAtTheSetup() throws IOException {
        Path base = write("base.variant", Checks.BASE);
        Path child = write("child.variant", "extends \"base.variant\" without R\n");
        List<String> errors = brief(compile(child));
        assertFalse(errors.isEmpty());
        assertTrue(errors.stream().allMatch(e -> e.startsWith(base + ":")), errors.toString());
    }

    private static List<String> brief(Compilation c) {
        return c.diagnostics().stream().map(d -> d.span() + " " + d.message()).map(s -> s.replaceFirst(" ", ": "))
                .toList();
    }

    @Test
    void pieceTypesKeepTheirDefinitionsFromTheBase() throws IOException {
        write("base.variant", Checks.BASE);
        Path child = write("child.variant", "extends \"base.variant\"\nvariant \"Same\"\n");
        Compilation c = compile(child);
        assertTrue(c.succeeded(), c.report());
        Variant same = Checks.compile(Checks.BASE).variant().orElseThrow();
        assertEquals(same.pieces().stream().map(PieceType::betza).toList(),
                c.variant().orElseThrow().pieces().stream().map(PieceType::betza).toList());
    }
}
