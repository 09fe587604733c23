package org.variantc.runtime.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;

/**
 * A text file taken whole: read only up to a size, so {@code /dev/zero} or a huge file is
 * refused rather than filling the memory, and written to a temporary file beside the target
 * then renamed over it, so a failed write leaves the old file as it was (a FIFO or a device is
 * written to, never replaced; a symbolic link is refused). Shared by the command
 * line's output files and the terminal game's {@code save} and {@code load}.
 */
public final class WholeFile {
    /** Names the temporary files: unguessable, so another user cannot lay one in wait. */
    private static final SecureRandom RANDOM = new SecureRandom();

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

    /**
     * Writes {@code text} (UTF-8) whole or not at all; its directory must exist. An absent or
     * regular file is written through a temporary file beside it, renamed over it: a new file gets
     * the permissions the user's umask gives, a replaced one keeps its own. A FIFO or a character
     * device ({@code /dev/null}; {@code /dev/stdout} where it is one) is written to as a stream,
     * never replaced.
     *
     * @throws IOException the write failed, or the path is a symbolic link to anything else (it is
     *                     not followed to a file that would then be replaced), a directory or
     *                     another kind of file
     */
    public static void write(Path target, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (isStream(target)) {
            // written to, not replaced: through a link too (/dev/stdout), as nothing is replaced
            try (OutputStream out = Files.newOutputStream(target, StandardOpenOption.WRITE)) {
                out.write(bytes);
            }
            return;
        }
        moveOver(prepare(target, bytes), target);
    }

    /** A FIFO or a character device (a link's target), by its Unix mode; false where there is none or no mode. */
    private static boolean isStream(Path target) {
        try {
            int type = (Integer) Files.getAttribute(target, "unix:mode") & 0170000;
            return type == 0010000 || type == 0020000;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * The first half of replacing an absent or regular file: the bytes in a new temporary file
     * beside it (created as any new file is, with the old file's permissions where there is one),
     * for {@link #moveOver} to put in its place, or to be deleted if the caller gives up.
     *
     * @throws IOException the write failed, or the target is a symbolic link, a directory or
     *                     another kind of file
     */
    public static Path prepare(Path target, byte[] bytes) throws IOException {
        if (Files.isSymbolicLink(target)) {
            throw new IOException("it is a symbolic link; name the file it points to");
        }
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS) ? "it is a directory"
                    : "it is neither a regular file nor a FIFO or character device");
        }
        Path dir = target.toAbsolutePath().getParent();
        Path temporary = null;
        try {
            temporary = newTemporary(dir, target.getFileName().toString());
            try (FileChannel out = FileChannel.open(temporary, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                while (buffer.hasRemaining()) {
                    out.write(buffer);
                }
                out.force(true);
            }
            keepPermissions(target, temporary);
            return temporary;
        } catch (IOException | RuntimeException e) {
            deleteQuietly(temporary);
            throw e;
        }
    }

    /** The second half: the prepared file renamed over the target (atomically where the system can); deleted if that fails. */
    public static void moveOver(Path temporary, Path target) throws IOException {
        try {
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

    /** A fresh empty file: created, not opened, so the umask sets its permissions as for any new file. */
    private static Path newTemporary(Path dir, String name) throws IOException {
        for (int attempt = 0; ; attempt++) {
            Path temporary = dir.resolve("." + name + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".tmp");
            try {
                Files.newByteChannel(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return temporary;
            } catch (FileAlreadyExistsException e) {
                if (attempt == 10) {
                    throw e;
                }
            }
        }
    }

    /** A file replaced keeps its permissions (a page someone made world-readable stays so). */
    private static void keepPermissions(Path target, Path temporary) throws IOException {
        if (!Files.isRegularFile(target, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try {
            Files.setPosixFilePermissions(temporary, Files.getPosixFilePermissions(target, LinkOption.NOFOLLOW_LINKS));
        } catch (UnsupportedOperationException e) {
            // no POSIX permissions here: the new file's are what the system gives
        }
    }

    /** Whether two paths name the same file: by the file system where both exist, else by their names. */
    public static boolean same(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
        } catch (IOException e) {
            // cannot tell by the file system: compare the names
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    /** Deletes a prepared file not moved over its target; a failure to delete is not reported over the first. */
    public static void deleteQuietly(Path temporary) {
        if (temporary != null) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                // the write failed already; that is the error to report
            }
        }
    }
}
