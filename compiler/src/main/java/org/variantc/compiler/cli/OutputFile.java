package org.variantc.compiler.cli;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.variantc.runtime.protocol.WholeFile;

/**
 * A file a command writes: never the definition it was given, and written whole or not at all
 * (to a temporary file beside it, then renamed over it), so a failed write leaves the old file as
 * it was. A failure is {@code cannot write X: <the reason>}.
 */
final class OutputFile {
    private OutputFile() {
    }

    static void write(Path target, String text, Path input) {
        if (same(target, input)) {
            throw new CommandFailure("-o names the input definition " + input + "; it would be overwritten");
        }
        try {
            Files.createDirectories(target.toAbsolutePath().getParent());
            WholeFile.write(target, text);
        } catch (IOException e) {
            throw new CommandFailure("cannot write " + target + ": " + reason(e));
        }
    }

    /** The reason alone: a FileSystemException's message repeats the path and hides it. */
    static String reason(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        String name = e.getClass().getSimpleName().replace("Exception", "");
        return e instanceof FileSystemException || e.getMessage() == null
            ? name.replaceAll("([a-z])([A-Z])", "$1 $2").toLowerCase() : e.getMessage();
    }

    private static boolean same(Path target, Path input) {
        try {
            if (Files.exists(target) && Files.exists(input)) {
                return Files.isSameFile(target, input);
            }
        } catch (IOException e) {
            // cannot tell by the file system: compare the names
        }
        return target.toAbsolutePath().normalize().equals(input.toAbsolutePath().normalize());
    }
}
