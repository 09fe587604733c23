package org.variantc.runtime.protocol;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.Iterator;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.function.Predicate;

/**
 * The lines a person types, read on a thread of their own, so that a line typed while the
 * engine thinks can be seen at once (to make it move) while the others wait their turn.
 */
final class TypedLines {
    /** Put after the last line: the end of input (Ctrl-D, or a read error). */
    private static final String END = new String("end of input");

    private final BlockingDeque<String> lines = new LinkedBlockingDeque<>();

    TypedLines(BufferedReader in) {
        Thread reader = new Thread(() -> {
            try {
                InputLines input = new InputLines(in);
                String line;
                while ((line = input.next()) != null) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // nothing more can be read: the same as the end of input
            }
            lines.add(END);
        }, "typed lines");
        reader.setDaemon(true);
        reader.start();
    }

    /** The next line, waiting for it; null at the end of input (and after it). */
    String next() throws InterruptedException {
        String line = lines.take();
        if (line == END) {
            lines.addFirst(END);
            return null;
        }
        return line;
    }

    /** Takes out the first line typed so far that {@code wanted} accepts; false when none does. */
    boolean takeFirst(Predicate<String> wanted) {
        for (Iterator<String> it = lines.iterator(); it.hasNext();) {
            String line = it.next();
            if (line != END && wanted.test(line)) {
                it.remove();
                return true;
            }
        }
        return false;
    }

    /** True when a line typed so far is one {@code wanted} accepts (it stays where it is). */
    boolean contains(Predicate<String> wanted) {
        for (String line : lines) {
            if (line != END && wanted.test(line)) {
                return true;
            }
        }
        return false;
    }
}
