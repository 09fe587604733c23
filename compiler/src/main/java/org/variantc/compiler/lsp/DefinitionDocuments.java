package org.variantc.compiler.lsp;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * The open definitions, as the editor last sent them (whole text on every change): checked on
 * each change, with the checker's errors published to the editor.
 */
final class DefinitionDocuments implements TextDocumentService {
    private final Map<String, String> texts = new ConcurrentHashMap<>();
    private LanguageClient client;

    void connect(LanguageClient client) {
        this.client = client;
    }

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        changed(params.getTextDocument().getUri(), params.getTextDocument().getText());
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        var changes = params.getContentChanges();
        if (!changes.isEmpty()) {
            changed(params.getTextDocument().getUri(), changes.get(changes.size() - 1).getText());
        }
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        String uri = params.getTextDocument().getUri();
        texts.remove(uri);
        if (client != null) {
            client.publishDiagnostics(new PublishDiagnosticsParams(uri, List.of()));
        }
    }

    @Override
    public void didSave(DidSaveTextDocumentParams params) {
        // A base it extends may have changed on disk: check the open ones again.
        texts.forEach((uri, text) -> publish(uri, text));
    }

    private void changed(String uri, String text) {
        texts.put(uri, text);
        publish(uri, text);
    }

    private void publish(String uri, String text) {
        if (client != null) {
            client.publishDiagnostics(new PublishDiagnosticsParams(uri, DiagnosticRanges.of(compile(uri, text), text)));
        }
    }

    /** Compiled under the file's own path, so a base it extends is found beside it. */
    static Compilation compile(String uri, String text) {
        return VariantCompiler.compile(new SourceFile(path(uri).toString(), text));
    }

    static Path path(String uri) {
        try {
            return Path.of(URI.create(uri));
        } catch (IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return Path.of(uri);
        }
    }

    @Override
    public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
        String text = texts.getOrDefault(params.getTextDocument().getUri(), "");
        return CompletableFuture.completedFuture(Either.forLeft(Completions.at(text, params.getPosition())));
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams params) {
        String uri = params.getTextDocument().getUri();
        String text = texts.getOrDefault(uri, "");
        String words = Hovers.at(uri, text, params.getPosition());
        return CompletableFuture.completedFuture(words == null ? null
                : new Hover(new MarkupContent(MarkupKind.MARKDOWN, words)));
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(
            DefinitionParams params) {
        String uri = params.getTextDocument().getUri();
        List<Location> found = Definitions.at(uri, texts.getOrDefault(uri, ""), params.getPosition());
        return CompletableFuture.completedFuture(Either.forLeft(found));
    }

    /** The whole text replaced by its formatted form, or no edit when it is already so. */
    @Override
    public CompletableFuture<List<? extends TextEdit>> formatting(DocumentFormattingParams params) {
        String text = texts.getOrDefault(params.getTextDocument().getUri(), "");
        String formatted = Indentation.format(text);
        if (formatted.equals(text)) {
            return CompletableFuture.completedFuture(List.of());
        }
        int lines = text.split("\n", -1).length;
        Range whole = new Range(new Position(0, 0), new Position(lines, 0));
        return CompletableFuture.completedFuture(List.of(new TextEdit(whole, formatted)));
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(DocumentSymbolParams params) {
        Outline outline = Outline.of(texts.getOrDefault(params.getTextDocument().getUri(), ""));
        List<Either<SymbolInformation, DocumentSymbol>> symbols = new ArrayList<>();
        outline.pieces().forEach(p -> symbols.add(Either.forRight(symbol(p, SymbolKind.Class))));
        outline.zones().forEach(z -> symbols.add(Either.forRight(symbol(z, SymbolKind.Constant))));
        return CompletableFuture.completedFuture(symbols);
    }

    private static DocumentSymbol symbol(Outline.Named named, SymbolKind kind) {
        Range range = new Range(new Position(named.line(), named.column()),
                new Position(named.line(), named.column() + named.name().length()));
        return new DocumentSymbol(named.name(), kind, range, range, named.detail());
    }
}
