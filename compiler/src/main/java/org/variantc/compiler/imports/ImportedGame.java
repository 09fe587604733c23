package org.variantc.compiler.imports;

import java.util.List;

/**
 * One game read from an imported file: its definition text, or (when {@code lost} is not empty
 * and the import was not lossy) only the reasons it was refused.
 *
 * @param name the file stem it is written under (the ini section's or the diagram's name)
 * @param text the {@code .variant} text; empty when the game was refused
 * @param lost what changes play and could not be carried over, each at its line
 */
public record ImportedGame(String name, String text, List<ImportProblem> lost) {
    public ImportedGame {
        lost = List.copyOf(lost);
    }

    public boolean refused() {
        return text.isEmpty();
    }
}
