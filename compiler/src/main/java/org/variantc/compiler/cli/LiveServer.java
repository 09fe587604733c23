package org.variantc.compiler.cli;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.html.LivePage;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * The page of one definition on 127.0.0.1, read afresh on each request: {@code /} the page (or
 * the errors), {@code /version} a digest of the file, which the page polls to reload on a save.
 */
final class LiveServer implements AutoCloseable {
    private final Path file;
    private final HttpServer server;

    private LiveServer(Path file, HttpServer server) {
        this.file = file;
        this.server = server;
    }

    static LiveServer start(Path file, int port) throws IOException {
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
        LiveServer live = new LiveServer(file, http);
        http.createContext("/", live::page);
        http.createContext("/version", exchange -> live.send(exchange, 200, "text/plain", live.version()));
        http.start();
        return live;
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/";
    }

    private void page(HttpExchange exchange) throws IOException {
        if (!exchange.getRequestURI().getPath().equals("/")) {
            send(exchange, 404, "text/plain", "not found");
            return;
        }
        String version = version();
        String name = String.valueOf(file.getFileName());
        String html;
        try {
            Compilation compilation = VariantCompiler.compile(file);
            html = compilation.succeeded()
                    ? LivePage.of(DefinitionPage.render(compilation, file), version)
                    : LivePage.errors(name, compilation.report(), version);
        } catch (IOException e) {
            html = LivePage.errors(name, "cannot read " + file + ": " + e.getMessage(), version);
        } catch (CommandFailure | IllegalArgumentException | IllegalStateException e) {
            html = LivePage.errors(name, e.getMessage(), version);
        }
        send(exchange, 200, "text/html; charset=utf-8", html);
    }

    /** A digest of the file's bytes ("missing" when it cannot be read), so any save that changes it shows. */
    private String version() {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (IOException e) {
            return "missing";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }

    private void send(HttpExchange exchange, int status, String type, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
