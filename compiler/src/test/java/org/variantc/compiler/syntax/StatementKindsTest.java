package org.variantc.compiler.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.grammar.VariantParser;

/**
 * The compiler cannot see the grammar's alternatives (DefinitionReader tells them apart with
 * instanceof), so this counts them: every labelled alternative of {@code statement} has its own
 * {@link Statement} record, and every record a visit method, which javac then demands of each pass.
 */
class StatementKindsTest {
    @Test
    void everyGrammarStatementHasAStatementRecordAndAVisitMethod() {
        List<String> alternatives = Arrays.stream(VariantParser.class.getDeclaredClasses())
                .filter(c -> c.getSuperclass() == VariantParser.StatementContext.class)
                .map(Class::getSimpleName).sorted().toList();
        Class<?>[] records = Statement.class.getPermittedSubclasses();
        assertEquals(alternatives.size(), records.length,
                "grammar alternatives " + alternatives + " against Statement records " + Arrays.toString(records));
        assertEquals(records.length, Statement.Visitor.class.getDeclaredMethods().length,
                "one visit method per Statement record");
    }
}
