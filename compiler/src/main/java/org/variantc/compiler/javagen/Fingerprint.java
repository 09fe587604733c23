package org.variantc.compiler.javagen;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.variantc.runtime.rules.VariantRules;

/**
 * A digest of a variant's rule tables. A generated engine carries the fingerprint of the tables
 * it was generated from, so it is never run on positions of another variant (or of a changed
 * definition), whose squares and types would mean something else.
 */
public final class Fingerprint {
    private Fingerprint() {
    }

    public static String of(VariantRules rules) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(rules);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes.toByteArray()));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }
}
