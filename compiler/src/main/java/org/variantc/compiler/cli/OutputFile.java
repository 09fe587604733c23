package org.variantc.compiler.cli;

import java.io.IOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.protocol.WholeFile;

/**
 * A file a command writes: never a file the run read (the definition and every base it extends),
 * and written whole or not at all (see {@link WholeFile#write}: a regular file through a temporary
 * file renamed over it, a FIFO or device as a stream, no symbolic link), so a failed write leaves
 * the old file as it was. A failure is {@code cannot write X: <the reason>}.
 */
final class OutputFile {
    private OutputFile() {
    }

    static void write(Path target, String text, List<Path> inputs) {
        refuseInputs(target, inputs, "-o");
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

    /**
     * Refuses {@code target} when it is one of the files the run read (the definition first, then
     * its bases): writing it would destroy it.
     */
    static void refuseInputs(Path target, List<Path> inputs, String option) {
        for (int i = 0; i < inputs.size(); i++) {
            if (WholeFile.same(target, inputs.get(i))) {
                throw new CommandFailure(option + " names " + (i == 0 ? "the input definition " + inputs.get(i)
                        : inputs.get(i) + ", a base the definition extends") + "; it would be overwritten");
            }
        }
    }

    /** The files a compilation read: the definition and the bases it extends. */
    static List<Path> inputs(Path definition, Compilation compilation) {
        List<Path> files = new ArrayList<>(List.of(definition));
        compilation.bases().forEach(b -> files.add(Path.of(b.name())));
        return files;
    }
}
