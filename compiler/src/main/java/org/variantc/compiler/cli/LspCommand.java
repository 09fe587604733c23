package org.variantc.compiler.cli;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Callable;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.variantc.compiler.lsp.VariantLanguageServer;
import picocli.CommandLine.Command;

/** {@code variantc lsp}: the language server on standard input and output, for editors. */
@Command(name = "lsp", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = "Runs the language server for .variant files on standard input and output (the Language Server "
                + "Protocol): the checker's errors as you type, hover, completion, go to definition, symbols.")
final class LspCommand implements Callable<Integer> {
    @Override
    public Integer call() throws InterruptedException {
        return serve(Main.input(), System.out);
    }

    static int serve(InputStream in, OutputStream out) throws InterruptedException {
        VariantLanguageServer server = new VariantLanguageServer();
        Launcher<LanguageClient> launcher = LSPLauncher.createServerLauncher(server, in, out);
        server.connect(launcher.getRemoteProxy());
        try {
            CompletableFuture.anyOf(CompletableFuture.runAsync(() -> await(launcher)), server.exited()).get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof CommandFailure failure ? failure
                    : new CommandFailure("the language server failed: " + e.getCause().getMessage());
        }
        return server.exitStatus();
    }

    /** Until the client closes the input. */
    private static void await(Launcher<LanguageClient> launcher) {
        try {
            launcher.startListening().get();
        } catch (ExecutionException e) {
            throw new CommandFailure("the language server's connection failed: " + e.getCause().getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
