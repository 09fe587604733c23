package org.variantc.compiler.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.protocol.WholeFile;

/**
 * The files of a generated package, written all or none: each is prepared beside its target
 * first (see {@link WholeFile#prepare}), and only when every one is ready are they renamed into
 * place, so a failure part way leaves an old package as it was, not half old and half new.
 * Never a file the run reads ({@link OutputFile#refuseInputs}). One per command run.
 */
final class OutputPackage implements AutoCloseable {
    private final List<Path> inputs;
    /** Target to its prepared temporary file, in the order written. */
    private final Map<Path, Path> prepared = new LinkedHashMap<>();

    OutputPackage(List<Path> inputs) {
        this.inputs = List.copyOf(inputs);
    }

    /** Prepares {@code text} for {@code target}. @throws CommandFailure it cannot be written */
    void add(Path target, String text) {
        prepare(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /** An empty prepared file for {@code target}, for the caller to fill (a jar); renamed with the rest. */
    Path reserve(Path target) {
        return prepare(target, new byte[0]);
    }

    private Path prepare(Path target, byte[] bytes) {
        OutputFile.refuseInputs(target, inputs, "-o");
        try {
            Files.createDirectories(target.toAbsolutePath().getParent());
            Path temporary = WholeFile.prepare(target, bytes);
            prepared.put(target, temporary);
            return temporary;
        } catch (IOException e) {
            throw new CommandFailure("cannot write " + target + ": " + OutputFile.reason(e));
        }
    }

    /** Renames every prepared file into place; the targets, in order. */
    List<Path> commit() {
        List<Path> written = new ArrayList<>();
        for (Map.Entry<Path, Path> file : prepared.entrySet()) {
            try {
                WholeFile.moveOver(file.getValue(), file.getKey());
            } catch (IOException e) {
                throw new CommandFailure("cannot write " + file.getKey() + ": " + OutputFile.reason(e));
            }
            written.add(file.getKey());
        }
        prepared.clear();
        return written;
    }

    /** Deletes what was prepared and not committed. */
    @Override
    public void close() {
        prepared.values().forEach(WholeFile::deleteQuietly);
        prepared.clear();
    }
}
