package org.variantc.compiler.check;

import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.EndDecl;
import org.variantc.compiler.syntax.PassDecl;
import org.variantc.runtime.rules.Passing;

/**
 * {@code pass when not in check} and {@code end { draw after N passes }} to {@link Passing}. A pass
 * is written as the royal man's square twice, so passing needs exactly one royal man per side;
 * passes in a row need passing.
 */
final class PassingReader {
    private static final int MOST_PASSES = 100;

    private final Diagnostics diagnostics;

    PassingReader(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    Passing read(PassDecl pass, EndDecl end, List<Boolean> royal, int royalsPerSide) {
        EndDecl.PassRule rule = null;
        if (end != null) {
            for (EndDecl.Rule r : end.rules()) {
                if (r instanceof EndDecl.PassRule p) {
                    if (rule != null) {
                        diagnostics.error(p.span(), "draw after N passes is written twice; the first is at line "
                                + rule.span().line());
                    }
                    rule = p;
                }
            }
        }
        if (pass != null && royalsPerSide != 1) {
            diagnostics.error(pass.span(), "pass when not in check needs one royal man per side (a pass is "
                    + "written as its square twice); the setup has " + royalsPerSide);
        }
        if (pass != null && !royal.contains(true)) {
            diagnostics.error(pass.span(), "pass when not in check needs a royal piece: a pass is written as its square twice");
        }
        int passes = 0;
        if (rule != null) {
            passes = rule.passes().value();
            if (pass == null) {
                diagnostics.error(rule.span(), "draw after " + passes + " passes needs passing: write pass when not in check");
            } else if (passes < 1 || passes > MOST_PASSES) {
                diagnostics.error(rule.passes().span(), "passes in a row that end the game: 1 to " + MOST_PASSES
                        + ", not " + passes);
            }
        }
        return pass == null ? Passing.NONE : new Passing(true, passes);
    }
}
