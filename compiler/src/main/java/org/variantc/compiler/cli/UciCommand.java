package org.variantc.compiler.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.CatalogueGame;
import org.variantc.runtime.protocol.Uci;
import org.variantc.runtime.protocol.VariantCatalogue;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc uci FILE}: the engine for a UCI GUI, on standard input and output. */
@Command(name = "uci", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Plays the variant as a UCI engine on standard input and output.",
                "UCI_Variant switches to any definition beside FILE (and in its fairy-stockfish/ directory) by file stem."})
final class UciCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "the definition")
    private Path file;

    @Option(names = "--start", paramLabel = "N|random|setup",
            description = "for a shuffled start (Chess960): the array 'position startpos' means, by number"
                    + " (518 is FIDE's in Chess960) or 'random', drawn anew for each game ('random SEED': the same"
                    + " draws every run); default: the setup")
    private String start;

    @Mixin
    private EngineChoice engineChoice;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Compilation compilation = DefinitionFile.compile(file, spec.commandLine().getErr());
        VariantRules rules = DefinitionFile.rules(compilation, file);
        Rulebooks books = engineChoice.rulebooks(rules);
        VariantCatalogue catalogue = DefinitionCatalogue.around(file,
                new CatalogueGame(rules, ProtocolPieces.of(compilation.variant().orElseThrow(), rules, books)), books,
                spec.commandLine().getErr());
        Uci uci = new Uci(books, rules, catalogue, out);
        if (start != null) {
            try {
                uci.startFrom(start);
            } catch (IllegalArgumentException e) {
                throw new CommandFailure("--start: " + e.getMessage());
            }
        }
        uci.run(new BufferedReader(new InputStreamReader(Main.input(), StandardCharsets.UTF_8)));
        return 0;
    }
}
