package org.variantc.compiler.lsp;

import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.CompletionOptions;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.ServerCapabilities;
import org.eclipse.lsp4j.ServerInfo;
import org.eclipse.lsp4j.TextDocumentSyncKind;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;
import org.eclipse.lsp4j.DidChangeConfigurationParams;
import org.eclipse.lsp4j.DidChangeWatchedFilesParams;

/** The language server for {@code .variant} files: whole-text sync, diagnostics, hover, completion, definitions, symbols, formatting. */
public final class VariantLanguageServer implements LanguageServer, LanguageClientAware {
    private final DefinitionDocuments documents = new DefinitionDocuments();
    private volatile boolean shutDown;
    private final CompletableFuture<Void> exited = new CompletableFuture<>();

    @Override
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        ServerCapabilities capabilities = new ServerCapabilities();
        capabilities.setTextDocumentSync(TextDocumentSyncKind.Full);
        capabilities.setHoverProvider(true);
        capabilities.setCompletionProvider(new CompletionOptions(false, java.util.List.of("\"")));
        capabilities.setDefinitionProvider(true);
        capabilities.setDocumentSymbolProvider(true);
        capabilities.setDocumentFormattingProvider(true);
        return CompletableFuture.completedFuture(new InitializeResult(capabilities, new ServerInfo("variantc")));
    }

    @Override
    public CompletableFuture<Object> shutdown() {
        shutDown = true;
        return CompletableFuture.completedFuture(null);
    }

    /** The status the protocol asks for: 0 after a shutdown request, 1 without one. */
    public int exitStatus() {
        return shutDown ? 0 : 1;
    }

    /** The client's exit notification: the command returns even if the client keeps the pipe open. */
    @Override
    public void exit() {
        exited.complete(null);
    }

    /** Completes on the exit notification. */
    public CompletableFuture<Void> exited() {
        return exited;
    }

    @Override
    public TextDocumentService getTextDocumentService() {
        return documents;
    }

    @Override
    public WorkspaceService getWorkspaceService() {
        return new WorkspaceService() {
            @Override
            public void didChangeConfiguration(DidChangeConfigurationParams params) {
                // no settings
            }

            @Override
            public void didChangeWatchedFiles(DidChangeWatchedFilesParams params) {
                // bases are read again on each check
            }
        };
    }

    @Override
    public void connect(LanguageClient client) {
        documents.connect(client);
    }
}
