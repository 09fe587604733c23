package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/** Every shipped definition compiles with no diagnostics. */
class AllDefinitionsTest {
    @TestFactory
    Stream<DynamicTest> everyDefinitionChecksCleanly() throws IOException {
        List<Path> files = Sources.shippedDefinitions();
        assertFalse(files.isEmpty(), "no definitions found");
        return files.stream().map(file -> DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Compilation c = VariantCompiler.compile(file);
            assertEquals("", c.report());
        }));
    }
}
