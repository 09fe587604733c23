package org.variantc.compiler.imports;

import java.util.List;
import org.variantc.compiler.imports.diagram.DiagramImport;
import org.variantc.compiler.imports.ini.IniImport;

/**
 * What {@code variantc import} read from one file: the games, and the errors that make the file
 * itself unreadable. The file's kind is told by its content: a diagram block is
 * {@code <div class="idiagram">}; anything else is read as a Fairy-Stockfish ini.
 */
public record Imports(List<ImportedGame> games, List<ImportProblem> errors) {
    public Imports {
        games = List.copyOf(games);
        errors = List.copyOf(errors);
    }

    public static Imports read(String fileName, String text, String only, boolean lossy) {
        if (DiagramImport.looksLikeDiagram(text)) {
            List<ImportProblem> errors = new java.util.ArrayList<>();
            List<ImportedGame> games = DiagramImport.read(fileName, text, only, lossy, errors);
            return new Imports(games, errors);
        }
        IniImport ini = IniImport.read(fileName, text, only, lossy);
        return new Imports(ini.games(), ini.errors());
    }
}
