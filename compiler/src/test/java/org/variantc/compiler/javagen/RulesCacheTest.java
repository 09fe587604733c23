package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.rules.VariantRules;

/** Compiled tables kept by the definition's text: found again only while the text and its bases are unchanged. */
class RulesCacheTest {
    @TempDir
    Path dir;

    @Test
    void theSameTextGivesTheSameTablesWithoutTheCompiler() throws Exception {
        Path file = dir.resolve("fide.variant");
        Files.copy(Sources.definition("fide.variant"), file);
        RulesCache cache = new RulesCache(dir.resolve("cache"));
        assertEquals(Optional.empty(), cache.find(file));
        Compilation compilation = VariantCompiler.compile(file);
        cache.store(file, compilation);
        VariantRules found = cache.find(file).orElseThrow();
        // one fingerprint, so the tables read back find the engine the compiled ones cached
        assertEquals(Fingerprint.of(compilation.rules()), Fingerprint.of(found));
        // FIDE's perft(3), the published count
        assertEquals(8902, Perft.perft(Fen.start(found), 3));

        Files.writeString(file, Files.readString(file).replace("piece Knight N \"N\"", "piece Knight N \"NW\""));
        assertEquals(Optional.empty(), cache.find(file), "a changed text is compiled again");
    }

    @Test
    void aChangedBaseIsCompiledAgain() throws Exception {
        Files.copy(Sources.definition("fide.variant"), dir.resolve("base.variant"));
        Path child = dir.resolve("child.variant");
        Files.writeString(child, "extends \"base.variant\"\n\nvariant \"Child\" {\n  author \"test\"\n}\n");
        Compilation compilation = VariantCompiler.compile(child);
        assertTrue(compilation.succeeded(), compilation.report());
        RulesCache cache = new RulesCache(dir.resolve("cache"));
        cache.store(child, compilation);
        assertTrue(cache.find(child).isPresent());
        Files.writeString(dir.resolve("base.variant"), Files.readString(dir.resolve("base.variant")) + "\n# changed\n");
        assertEquals(Optional.empty(), cache.find(child));
        assertEquals(1, cache.clear());
        assertEquals(0, cache.clear());
    }

    @Test
    void aDamagedEntryIsAMissNotAnError() throws Exception {
        Path file = dir.resolve("fide.variant");
        Files.copy(Sources.definition("fide.variant"), file);
        Path directory = dir.resolve("cache");
        RulesCache cache = new RulesCache(directory);
        cache.store(file, VariantCompiler.compile(file));
        try (var entries = Files.list(directory)) {
            Path entry = entries.filter(p -> p.toString().endsWith(".rules")).findFirst().orElseThrow();
            String text = Files.readString(entry);
            Files.writeString(entry, text.substring(0, text.length() / 2));
        }
        assertEquals(Optional.empty(), cache.find(file));
    }
}
