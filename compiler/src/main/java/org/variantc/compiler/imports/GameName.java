package org.variantc.compiler.imports;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * The name a game is written under, {@code DIR/NAME.variant}: the imported file's own name for
 * it, which must be a plain file stem so that no name can write outside DIR.
 */
public final class GameName {
    private GameName() {
    }

    /** Empty when the name is usable; else why not, at its place. */
    public static List<ImportProblem> problems(String name, Span at) {
        if (name.matches("[A-Za-z0-9][A-Za-z0-9_+.-]{0,63}") && !name.contains("..")) {
            return List.of();
        }
        return List.of(new ImportProblem(at, "'" + name + "' cannot name a file: a name is 1 to 64 letters, "
                + "digits and _ + . - (not starting with one of the last four, no '..')"));
    }
}
