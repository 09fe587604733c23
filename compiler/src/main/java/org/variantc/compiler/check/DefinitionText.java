package org.variantc.compiler.check;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a definition file as the parser wants it: never a FIFO (opening one would block), at most {@link #MAX_BYTES} (read with that cap,
 * so {@code /dev/zero} is refused, not swallowed), strict UTF-8 with a bad byte reported by line,
 * a UTF-8 byte-order mark dropped, and every line end (CRLF, CR, LF) made LF so that the parser's
 * line numbers and the shown source lines agree.
 */
public final class DefinitionText {
    /** The largest definition; the largest shipped one has under 7 KB. */
    public static final int MAX_BYTES = 256 * 1024;

    private DefinitionText() {
    }

    public static String read(Path file) throws IOException {
        if (isFifo(file)) {
            // opening it would wait for a writer, perhaps forever (a device is read up to the cap)
            throw new IOException("a FIFO, not a file: a definition is read from a file");
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
        }
        if (bytes.length > MAX_BYTES) {
            throw new IOException("the file is larger than " + MAX_BYTES / 1024 + " KiB, the most a definition may have");
        }
        return lineEnds(withoutMark(decode(bytes)));
    }

    private static boolean isFifo(Path file) {
        try {
            return (((Integer) Files.getAttribute(file, "unix:mode")) & 0170000) == 0010000;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return false; // no such file (reported when it is opened) or no unix view: nothing to tell
        }
    }

    private static String decode(byte[] bytes) throws IOException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        if (decoder.decode(in, out, true).isError() || decoder.flush(out).isError()) {
            throw new IOException("invalid UTF-8 at " + place(bytes, in.position()) + " (byte "
                + (in.position() + 1) + "); a definition is UTF-8 text");
        }
        return out.flip().toString();
    }

    /** line L, column C of the byte at {@code offset}, counting any line end as one. */
    private static String place(byte[] bytes, int offset) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < offset; i++) {
            boolean crlf = bytes[i] == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n';
            if ((bytes[i] == '\n' || bytes[i] == '\r') && !crlf) {
                line++;
                column = 1;
            } else if ((bytes[i] & 0xC0) != 0x80 && !crlf) {
                column++;
            }
        }
        return "line " + line + ", column " + column;
    }

    private static String withoutMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static String lineEnds(String text) {
        return text.replace("\r\n", "\n").replace('\r', '\n');
    }
}
