package org.variantc.compiler.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.variantc.compiler.pipeline.Compilation;
import java.util.List;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.CatalogueGame;
import org.variantc.runtime.protocol.VariantCatalogue;
import org.variantc.runtime.protocol.XBetza;
import org.variantc.runtime.protocol.Xboard;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc xboard FILE}: the engine for XBoard/WinBoard (CECP 2). */
@Command(name = "xboard", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Plays the variant as an XBoard (CECP 2) engine on standard input and output.",
                "Other variants than FIDE chess are described to XBoard with setup and piece (XBetza) commands.",
                "'variant NAME' switches to any definition beside FILE (and in its fairy-stockfish/ directory) by file stem."})
final class XboardCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "the definition")
    private Path file;

    @Mixin
    private EngineChoice engineChoice;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        // Compiling takes seconds on a busy machine; XBoard gives up waiting for features after a
        // few and then treats the engine as protocol 1 (bare moves, SIGINT, which ends a JVM).
        // done=0 at once tells it to wait for done=1 (CECP 2, "feature done").
        out.println("feature done=0");
        out.flush();
        Compilation compilation = DefinitionFile.compile(file, spec.commandLine().getErr());
        VariantRules rules = DefinitionFile.rules(compilation, file);
        Rulebooks books = engineChoice.rulebooks(rules);
        List<XBetza> pieces = ProtocolPieces.of(compilation.variant().orElseThrow(), rules, books);
        VariantCatalogue catalogue = DefinitionCatalogue.around(file, new CatalogueGame(rules, pieces), books, spec.commandLine().getErr());
        Xboard xboard = new Xboard(books, rules, pieces, catalogue, out);
        xboard.run(new BufferedReader(new InputStreamReader(Main.input(), StandardCharsets.UTF_8)));
        return 0;
    }
}
