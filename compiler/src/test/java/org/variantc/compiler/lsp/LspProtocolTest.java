package org.variantc.compiler.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.launch.LSPLauncher;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;

/** The language server over real JSON-RPC streams, with LSP4J's client end in this process. */
class LspProtocolTest {
    private static final long WAIT = 60;

    @TempDir
    Path dir;

    private final BlockingQueue<PublishDiagnosticsParams> published = new LinkedBlockingQueue<>();
    private LanguageServer server;
    private CompletableFuture<Void> serving;
    private PipedOutputStream toServer;

    @BeforeEach
    void connect() throws Exception {
        toServer = new PipedOutputStream();
        PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
        PipedOutputStream fromServer = new PipedOutputStream();
        PipedInputStream clientIn = new PipedInputStream(fromServer, 1 << 16);
        VariantLanguageServer real = new VariantLanguageServer();
        Launcher<LanguageClient> serverEnd = LSPLauncher.createServerLauncher(real, serverIn, fromServer);
        real.connect(serverEnd.getRemoteProxy());
        serving = CompletableFuture.runAsync(() -> {
            try {
                serverEnd.startListening().get();
            } catch (Exception e) {
                // the client closed the pipe
            }
        });
        Launcher<LanguageServer> clientEnd = LSPLauncher.createClientLauncher(new Client(), clientIn, toServer);
        clientEnd.startListening();
        server = clientEnd.getRemoteProxy();
        server.initialize(new InitializeParams()).get(WAIT, TimeUnit.SECONDS);
    }

    @AfterEach
    void close() throws Exception {
        server.shutdown().get(WAIT, TimeUnit.SECONDS);
        toServer.close();
    }

    private String open(String name, String text) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, text);
        String uri = file.toUri().toString();
        server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, "variant", 1, text)));
        return uri;
    }

    private PublishDiagnosticsParams next() throws InterruptedException {
        PublishDiagnosticsParams p = published.poll(WAIT, TimeUnit.SECONDS);
        assertTrue(p != null, "no diagnostics were published");
        return p;
    }

    @Test
    void errorsArePublishedWithTheirRangeAndClearedOnceFixed() throws Exception {
        String fide = Files.readString(Sources.definition("fide.variant"));
        String uri = open("broken.variant", fide.replaceFirst("(?m)^piece (\\S+)\\s+(\\S+)\\s+\"R\"", "piece $1 $2 \"R%\""));
        PublishDiagnosticsParams first = next();
        assertEquals(uri, first.getUri());
        assertTrue(!first.getDiagnostics().isEmpty(), "the bad Betza string should be an error");
        var error = first.getDiagnostics().get(0);
        int line = error.getRange().getStart().getLine();
        assertTrue(fide.lines().toList().get(line).contains("\"R\""), "error on line " + (line + 1) + ": " + error.getMessage());
        assertTrue(error.getRange().getEnd().getCharacter() > error.getRange().getStart().getCharacter());

        TextDocumentContentChangeEvent fixed = new TextDocumentContentChangeEvent(fide);
        server.getTextDocumentService().didChange(new DidChangeTextDocumentParams(
                new VersionedTextDocumentIdentifier(uri, 2), List.of(fixed)));
        assertEquals(List.of(), next().getDiagnostics());
    }

    @Test
    void hoverCompletionDefinitionAndSymbolsKnowThePieces() throws Exception {
        String fide = Files.readString(Sources.definition("fide.variant"));
        String uri = open("fide.variant", fide + "\n");
        assertEquals(List.of(), next().getDiagnostics());
        List<String> lines = fide.lines().toList();
        int knightLine = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).matches("piece\\s+Knight.*")) {
                knightLine = i;
            }
        }
        assertTrue(knightLine >= 0, "fide.variant declares the Knight");
        TextDocumentIdentifier doc = new TextDocumentIdentifier(uri);

        var hover = server.getTextDocumentService().hover(new HoverParams(doc, new Position(knightLine, 2)))
                .get(WAIT, TimeUnit.SECONDS);
        String words = hover.getContents().getRight().getValue();
        assertTrue(words.contains("Knight") && words.toLowerCase().contains("leap"), words);
        // the page's diagram in text: the Knight on e5 (the middle square the legend first shows) reaches d7 and f7
        assertTrue(words.contains("  7 . . * . * . .\n") && words.contains("  5 . . . N . . .\n")
                && words.contains("    b c d e f g h\n") && words.contains(MoveGrid.KEY), words);
        int pawnLine = lines.indexOf(lines.stream().filter(l -> l.matches("piece\\s+Pawn.*")).findFirst().orElseThrow());
        String pawn = server.getTextDocumentService().hover(new HoverParams(doc, new Position(pawnLine, 8)))
                .get(WAIT, TimeUnit.SECONDS).getContents().getRight().getValue();
        // the Pawn moves to e6 without capturing (e7 too, by its double step while unmoved), captures only on d6 and f6
        assertTrue(pawn.contains("Moves without capturing")
                && pawn.contains("  8 . . . . .\n  7 . . o . .\n  6 . x o x .\n  5 . . P . .\n  4 . . . . .\n    c d e f g\n"), pawn);
        // the Pawn's block: its double step's Betza string, a line below the piece statement, is the Pawn's too
        String doubleStep = server.getTextDocumentService().hover(new HoverParams(doc, new Position(pawnLine + 1, 10)))
                .get(WAIT, TimeUnit.SECONDS).getContents().getRight().getValue();
        assertTrue(lines.get(pawnLine + 1).contains("\"ifmnD\"") && doubleStep.startsWith("**P**"), doubleStep);
        // the variant line: the page's rules list, from the compiler's rule sentences
        int variantLine = lines.indexOf(lines.stream().filter(l -> l.startsWith("variant ")).findFirst().orElseThrow());
        String rules = server.getTextDocumentService().hover(new HoverParams(doc, new Position(variantLine, 2)))
                .get(WAIT, TimeUnit.SECONDS).getContents().getRight().getValue();
        assertTrue(rules.startsWith("**Rules**") && rules.contains("The board has 8 files and 8 ranks"), rules);

        List<CompletionItem> items = server.getTextDocumentService()
                .completion(new CompletionParams(doc, new Position(lines.size(), 0))).get(WAIT, TimeUnit.SECONDS).getLeft();
        List<String> labels = items.stream().map(CompletionItem::getLabel).toList();
        assertTrue(labels.containsAll(List.of("piece", "setup", "N", "K")), labels.toString());

        int promotionLine = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).trim().startsWith("promote on rank 8 to")) {
                promotionLine = i;
            }
        }
        int column = lines.get(promotionLine).lastIndexOf('N');
        List<? extends Location> at = server.getTextDocumentService()
                .definition(new DefinitionParams(doc, new Position(promotionLine, column))).get(WAIT, TimeUnit.SECONDS).getLeft();
        assertEquals(1, at.size());
        assertEquals(knightLine, at.get(0).getRange().getStart().getLine());
        assertEquals(uri, at.get(0).getUri());

        var symbols = server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(doc)).get(WAIT, TimeUnit.SECONDS);
        List<String> names = symbols.stream().map(s -> s.getRight().getName()).toList();
        assertTrue(names.containsAll(List.of("K", "Q", "R", "B", "N", "P")), names.toString());
    }

    /** Collects what the server publishes. */
    private final class Client implements LanguageClient {
        @Override
        public void telemetryEvent(Object object) {
        }

        @Override
        public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
            published.add(diagnostics);
        }

        @Override
        public void showMessage(MessageParams messageParams) {
        }

        @Override
        public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public void logMessage(MessageParams message) {
        }
    }
}
