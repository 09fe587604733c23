package org.variantc.compiler.javagen;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.VariantEngine;

/**
 * Compiles a generated engine in-process with the platform's Java compiler ({@code
 * javax.tools}) and packs the classes into a jar, with a {@code META-INF/services} entry naming
 * its {@link VariantEngine} so {@link EngineLoader} finds it.
 */
public final class EngineJar {
    private EngineJar() {
    }

    /** Why an engine could not be built, in words for a person. */
    public static final class BuildFailure extends Exception {
        private static final long serialVersionUID = 1L;

        BuildFailure(String message) {
            super(message);
        }
    }

    /**
     * Compiles {@code sources} (relative path → text, as {@link JavaBackend#generate} gives them)
     * and writes the jar.
     */
    public static void build(Map<String, String> sources, String packageName, Path jar) throws BuildFailure, IOException {
        Map<String, byte[]> classes = compile(sources);
        Path parent = jar.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            for (Map.Entry<String, byte[]> c : classes.entrySet()) {
                out.putNextEntry(new JarEntry(c.getKey().replace('.', '/') + ".class"));
                out.write(c.getValue());
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("META-INF/services/" + VariantEngine.class.getName()));
            out.write((packageName + "." + JavaBackend.ENTRY_CLASS + "\n").getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
    }

    /** Class name → bytes. */
    static Map<String, byte[]> compile(Map<String, String> sources) throws BuildFailure {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new BuildFailure("no Java compiler in this Java installation; run variantc on a JDK, not a JRE");
        }
        List<JavaFileObject> units = new ArrayList<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            units.add(new Source(e.getKey(), e.getValue()));
        }
        Map<String, byte[]> classes = new TreeMap<>();
        StringWriter messages = new StringWriter();
        try (StandardJavaFileManager standard = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8);
             JavaFileManager files = new InMemoryClasses(standard, classes)) {
            List<String> options = List.of("--release", "17", "-classpath", runtimeClasspath(), "-g:none",
                    "-Xlint:none");
            Boolean ok = javac.getTask(messages, files, null, options, null, units).call();
            if (!Boolean.TRUE.equals(ok)) {
                throw new BuildFailure("the generated engine does not compile (a bug in variantc):\n" + messages);
            }
        } catch (IOException e) {
            throw new BuildFailure("cannot compile the generated engine: " + e.getMessage());
        }
        return classes;
    }

    /** Where the runtime's classes are: its jar, the variantc jar, or a classes directory. */
    private static String runtimeClasspath() throws BuildFailure {
        try {
            return Path.of(Position.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException | RuntimeException e) {
            throw new BuildFailure("cannot find the runtime's classes to compile against: " + e.getMessage());
        }
    }

    private static final class Source extends SimpleJavaFileObject {
        private final String text;

        Source(String path, String text) {
            super(URI.create("string:///" + path), Kind.SOURCE);
            this.text = text;
        }

        @Override
        public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return text;
        }
    }

    private static final class InMemoryClasses extends ForwardingJavaFileManager<StandardJavaFileManager> {
        private final Map<String, byte[]> classes;

        InMemoryClasses(StandardJavaFileManager standard, Map<String, byte[]> classes) {
            super(standard);
            this.classes = classes;
        }

        @Override
        public JavaFileObject getJavaFileForOutput(Location location, String className, JavaFileObject.Kind kind,
                                                   FileObject sibling) {
            return new SimpleJavaFileObject(URI.create("bytes:///" + className.replace('.', '/') + ".class"), kind) {
                @Override
                public OutputStream openOutputStream() {
                    return new ByteArrayOutputStream() {
                        @Override
                        public void close() {
                            classes.put(className, toByteArray());
                        }
                    };
                }
            };
        }
    }
}
