package org.variantc.runtime.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * A text file taken whole: read only up to a size, so {@code /dev/zero} or a huge file is
 * refused rather than filling the memory, and written to a temporary file beside the target
 * then renamed over it, so a failed write leaves the old file as it was. Shared by the command
 * line's output files and the terminal game's {@code save} and {@code load}.
 */
public final class WholeFile {
    private WholeFile() {
    }

    /**
     * The file as UTF-8 text.
     *
     * @throws IOException it cannot be read, or it has more than {@code maxBytes} (said in KiB)
     */
    public static String read(Path file, int maxBytes) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(maxBytes + 1);
        }
        if (bytes.length > maxBytes) {
            throw new IOException("the file is larger than " + maxBytes / 1024 + " KiB, the most it may have");
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** Writes {@code text} (UTF-8) whole or not at all; its directory must exist. */
    public static void write(Path target, String text) throws IOException {
        Path temporary = null;
        try {
            Path dir = target.toAbsolutePath().getParent();
            temporary = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            try {
                Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException | RuntimeException e) {
            deleteQuietly(temporary);
            throw e;
        }
    }

    private static void deleteQuietly(Path temporary) {
        if (temporary != null) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                // the write failed already; that is the error to report
            }
        }
    }
}
