package org.variantc.compiler.javagen;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/**
 * A digest of a variant's rule tables. A generated engine carries the fingerprint of the tables
 * it was generated from, so it is never run on positions of another variant (or of a changed
 * definition), whose squares and types would mean something else. It digests the tables'
 * {@link TableCodec} text, which writes every component (TableCodecTest holds it to that) and
 * depends only on their values: tables compiled now and the same tables read back from
 * {@link RulesCache} have one fingerprint, and so one cached engine.
 */
public final class Fingerprint {
    private Fingerprint() {
    }

    public static String of(VariantRules rules) {
        String text = TableCodec.encode(rules); // it starts with the codec's version
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }
}
