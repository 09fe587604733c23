package org.variantc.compiler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.variantc.compiler.javagen.EngineJar;
import org.variantc.compiler.javagen.JavaBackend;
import org.variantc.compiler.javagen.PackageName;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc compile FILE --target java -o DIR [--jar] [--package NAME]}. */
@Command(name = "compile", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Compiles a definition to a Java source package: the variant's own move generator, "
                + "which runs on the variantc runtime.",
                "With --jar, also compiles it into DIR/engine.jar, for 'perft --engine-jar' and the other commands."})
final class CompileCommand implements Callable<Integer> {
    /** The backends this command writes. */
    enum Target { java }

    @Parameters(paramLabel = "FILE", description = "the definition")
    private Path file;

    @Option(names = "--target", required = true, paramLabel = "TARGET", description = "java")
    private Target target;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "DIR", description = "where the sources go")
    private Path output;

    @Option(names = "--jar", description = "also compile the sources into DIR/engine.jar")
    private boolean jar;

    @Option(names = "--package", paramLabel = "NAME",
            description = "the Java package; default: org.variantc.generated and the file name's letters")
    private String packageName;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        String pkg = packageName != null ? packageName : PackageName.fromFileName(String.valueOf(file.getFileName()));
        if (!PackageName.isValid(pkg)) {
            throw new CommandFailure("--package must be lower-case Java words joined by dots, none a keyword, not '"
                    + pkg + "'");
        }
        if (pkg.equals("java") || pkg.startsWith("java.")) {
            throw new CommandFailure("--package " + pkg + " is the Java platform's own: no class loader may define a "
                    + "class there; choose another package");
        }
        Compilation compilation = DefinitionFile.compile(file, spec.commandLine().getErr());
        VariantRules rules = DefinitionFile.rules(compilation, file);
        Map<String, String> sources = JavaBackend.generate(rules, pkg);
        // all or none: a failure part way leaves an old package as it was
        try (OutputPackage files = new OutputPackage(OutputFile.inputs(file, compilation))) {
            for (Map.Entry<String, String> source : sources.entrySet()) {
                files.add(output.resolve(source.getKey()), source.getValue());
            }
            if (jar) {
                Path jarFile = output.resolve("engine.jar");
                try {
                    EngineJar.build(sources, pkg, files.reserve(jarFile));
                } catch (IOException e) {
                    throw new CommandFailure("cannot write " + jarFile + ": " + OutputFile.reason(e));
                } catch (EngineJar.BuildFailure e) {
                    throw new CommandFailure(e.getMessage());
                }
            }
            files.commit().forEach(written -> out.println("wrote " + written));
        }
        return 0;
    }
}
