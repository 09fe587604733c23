package org.variantc.compiler.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The editors' colouring (editors/variant.tmLanguage.json) knows exactly the grammar's keywords. */
class TextMateGrammarTest {
    @Test
    void itsKeywordsAreTheLexersKeywords() throws Exception {
        Path file = Path.of("..", "editors", "variant.tmLanguage.json");
        String json = Files.readString(file);
        Matcher m = Pattern.compile("\"match\": \"\\\\\\\\b\\(\\?:([a-z|-]+)\\)\\\\\\\\b\"").matcher(json);
        assertTrue(m.find(), "no keyword pattern in " + file);
        assertEquals(new TreeSet<>(Completions.keywords()), new TreeSet<>(List.of(m.group(1).split("\\|"))));
    }
}
