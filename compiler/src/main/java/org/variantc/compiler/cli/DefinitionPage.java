package org.variantc.compiler.cli;

import java.nio.file.Path;
import org.variantc.compiler.html.HtmlPage;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.VariantRules;

/**
 * The page of a definition that compiled: what {@code html} writes and {@code serve} shows, made
 * in this one place so the two never drift apart (an option that changes the page is passed here).
 */
final class DefinitionPage {
    private DefinitionPage() {
    }

    /** @throws CommandFailure when the rule tables cannot be built (a bug behind the checker) */
    static String render(Compilation compilation, Path file) {
        return render(compilation, file, null);
    }

    /**
     * The page showing the piece values a lab run measured ({@code lab}: its directory or its
     * values.csv; null for none).
     *
     * @throws CommandFailure when the rule tables cannot be built, or the lab's file is not this game's
     */
    static String render(Compilation compilation, Path file, Path lab) {
        VariantRules rules = DefinitionFile.rules(compilation, file);
        return HtmlPage.render(compilation.variant().orElseThrow(), rules, lab == null ? null : LabFile.read(lab, rules));
    }
}
