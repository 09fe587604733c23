package org.variantc.compiler.cli;

import java.nio.file.Path;
import org.variantc.compiler.html.HtmlPage;
import org.variantc.compiler.pipeline.Compilation;

/**
 * The page of a definition that compiled: what {@code html} writes and {@code serve} shows, made
 * in this one place so the two never drift apart (an option that changes the page is passed here).
 */
final class DefinitionPage {
    private DefinitionPage() {
    }

    /** @throws CommandFailure when the rule tables cannot be built (a bug behind the checker) */
    static String render(Compilation compilation, Path file) {
        return HtmlPage.render(compilation.variant().orElseThrow(), DefinitionFile.rules(compilation, file));
    }
}
