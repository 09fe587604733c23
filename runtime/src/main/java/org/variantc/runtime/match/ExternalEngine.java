package org.variantc.runtime.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** An engine process spoken to line by line, with a deadline on every wait. */
final class ExternalEngine implements AutoCloseable {
    private static final String EOF = "\u0000eof";
    private final Process process;
    private final PrintWriter in;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final String command;

    ExternalEngine(List<String> command) {
        this.command = String.join(" ", command);
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new PlayerException("cannot start '" + this.command + "': " + e.getMessage());
        }
        in = new PrintWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), true);
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the process went away; the waiter sees EOF below
            }
            lines.add(EOF);
        }, "engine-reader");
        reader.setDaemon(true);
        reader.start();
    }

    void send(String line) {
        in.println(line);
        in.flush();
    }

    /** The next line, or PlayerException when the engine ends or is silent for {@code millis}. */
    String read(long millis) {
        try {
            String line = lines.poll(millis, TimeUnit.MILLISECONDS);
            if (line == null) {
                throw new PlayerException("'" + command + "' said nothing for " + millis + " ms");
            }
            if (line.equals(EOF)) {
                lines.add(EOF);
                throw new PlayerException("'" + command + "' ended");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PlayerException("interrupted");
        }
    }

    /** Forgets what the engine said so far (its last words about a finished game). */
    void drain() {
        String line;
        while ((line = lines.poll()) != null) {
            if (line.equals(EOF)) {
                lines.add(EOF);
                return;
            }
        }
    }

    /** Reads until a line starts with {@code prefix}, returning it. */
    String readUntil(String prefix, long millis) {
        long deadline = System.currentTimeMillis() + millis;
        while (true) {
            String line = read(Math.max(1, deadline - System.currentTimeMillis()));
            if (line.startsWith(prefix)) {
                return line;
            }
        }
    }

    @Override
    public void close() {
        try {
            in.println("quit");
            in.flush();
            if (!process.waitFor(1, TimeUnit.SECONDS)) {
                process.destroy();
            }
        } catch (InterruptedException e) {
            process.destroy();
            Thread.currentThread().interrupt();
        }
    }
}
