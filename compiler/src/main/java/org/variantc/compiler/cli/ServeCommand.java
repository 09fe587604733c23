package org.variantc.compiler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code variantc serve FILE [--port N]}: the live page of a definition while you edit it. */
@Command(name = "serve", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Serves the page 'html' writes on http://127.0.0.1, reloading it whenever the file is saved; "
                + "while the file does not compile the page shows the checker's errors instead of the board.",
                "Runs until interrupted (Ctrl-C)."})
final class ServeCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", description = "the definition")
    private Path file;

    @Option(names = "--port", paramLabel = "N", defaultValue = "0",
            description = "the port on 127.0.0.1; default: any free one, printed")
    private int port;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (!Files.isRegularFile(file)) {
            throw new CommandFailure("cannot read " + file + ": no such file");
        }
        if (port < 0 || port > 65535) {
            throw new CommandFailure("--port must be from 0 to 65535, not " + port);
        }
        PrintWriter out = spec.commandLine().getOut();
        try (LiveServer server = LiveServer.start(file.toAbsolutePath(), port)) {
            out.println("serving " + file + " on " + server.url() + " (Ctrl-C stops)");
            out.flush();
            new CountDownLatch(1).await(); // until the process is interrupted
        } catch (java.net.BindException e) {
            throw new CommandFailure("cannot listen on 127.0.0.1:" + port + ": " + e.getMessage());
        }
        return 0;
    }
}
