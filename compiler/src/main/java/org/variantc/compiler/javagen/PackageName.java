package org.variantc.compiler.javagen;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/** The Java package a generated engine goes into: derived from a file name, or given and checked. */
public final class PackageName {
    private static final Pattern PACKAGE = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z][a-z0-9_]*)*");
    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "var", "yield", "record", "sealed", "permits",
            "_");

    /** Where the engines of shipped and user definitions go unless told otherwise. */
    public static final String PARENT = "org.variantc.generated";

    private PackageName() {
    }

    /**
     * {@code org.variantc.generated.} and the file name's letters and digits, lower case:
     * {@code chess-and-a-half.variant} gives {@code org.variantc.generated.chessandahalf}.
     */
    public static String fromFileName(String fileName) {
        String stem = fileName.replaceFirst("\\.variant$", "").toLowerCase(Locale.ROOT);
        StringBuilder word = new StringBuilder();
        for (char c : stem.toCharArray()) {
            if (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
                word.append(c);
            }
        }
        if (word.length() == 0 || !Character.isLetter(word.charAt(0)) || KEYWORDS.contains(word.toString())) {
            word.insert(0, 'v');
        }
        return PARENT + "." + word;
    }

    /** Whether {@code name} is a package name we write: lower-case words of letters, digits, {@code _}, no keyword. */
    public static boolean isValid(String name) {
        if (!PACKAGE.matcher(name).matches()) {
            return false;
        }
        for (String part : name.split("\\.")) {
            if (KEYWORDS.contains(part)) {
                return false;
            }
        }
        return true;
    }
}
