package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** 'variantc lsp' answers initialize, and returns 0 on shutdown and exit though the client keeps its pipe open. */
class LspCommandTest {
    private static byte[] message(String json) {
        byte[] body = json.getBytes(StandardCharsets.UTF_8);
        byte[] header = ("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII);
        byte[] all = new byte[header.length + body.length];
        System.arraycopy(header, 0, all, 0, header.length);
        System.arraycopy(body, 0, all, header.length, body.length);
        return all;
    }

    @Test
    void exitEndsTheCommandWithStatusZeroAfterShutdown() throws Exception {
        PipedOutputStream client = new PipedOutputStream();
        PipedInputStream in = new PipedInputStream(client, 1 << 16);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CompletableFuture<Integer> status = CompletableFuture.supplyAsync(() -> {
            try {
                return LspCommand.serve(in, out);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        client.write(message("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"capabilities\":{}}}"));
        client.write(message("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"shutdown\"}"));
        client.write(message("{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"));
        client.flush();
        assertEquals(0, status.get(60, TimeUnit.SECONDS));
        String said = out.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains("\"documentFormattingProvider\":true") && said.contains("\"name\":\"variantc\""), said);
        client.close();
    }
}
