package org.variantc.compiler.javagen;

import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import freemarker.template.TemplateExceptionHandler;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.rules.VariantRules;

/**
 * The Java backend: one variant's rule tables → the source of a Java package that plays it
 * with a move generator specialised to it, behind the runtime's {@code MoveGenerator}. Each
 * file comes from one template of {@code templates/}; the templates only lay out an {@link
 * EngineView}.
 */
public final class JavaBackend {
    /** The generated files: template → class. */
    private static final List<String[]> FILES = List.of(
            new String[] {"compiled-variant.ftl", "CompiledVariant"},
            new String[] {"moves.ftl", "Moves"},
            new String[] {"generation.ftl", "Generation"},
            new String[] {"tables.ftl", "Tables"});

    /** The class a loader instantiates, in the generated package. */
    public static final String ENTRY_CLASS = "CompiledVariant";

    private static final Configuration TEMPLATES = configuration();

    private JavaBackend() {
    }

    private static Configuration configuration() {
        Configuration cfg = new Configuration(Configuration.VERSION_2_3_33);
        cfg.setClassForTemplateLoading(JavaBackend.class, "templates");
        cfg.setDefaultEncoding("UTF-8");
        cfg.setNumberFormat("computer");
        cfg.setBooleanFormat("c");
        cfg.setTemplateExceptionHandler(TemplateExceptionHandler.RETHROW_HANDLER);
        cfg.setLogTemplateExceptions(false);
        cfg.setWrapUncheckedExceptions(true);
        cfg.setFallbackOnNullLoopVariable(false);
        return cfg;
    }

    /** The sources of the engine of {@code rules} in {@code packageName}: relative path → text. */
    public static Map<String, String> generate(VariantRules rules, String packageName) {
        EngineView view = EngineView.of(rules, packageName);
        Map<String, String> sources = new LinkedHashMap<>();
        String dir = packageName.replace('.', '/') + "/";
        for (String[] file : FILES) {
            sources.put(dir + file[1] + ".java", render(file[0], view));
        }
        return sources;
    }

    /** Writes the sources under {@code root}; returns the files written. */
    public static List<Path> write(Map<String, String> sources, Path root) throws IOException {
        List<Path> written = new java.util.ArrayList<>();
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = root.resolve(e.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
            written.add(file);
        }
        return written;
    }

    private static String render(String name, EngineView view) {
        try {
            Template template = TEMPLATES.getTemplate(name);
            StringWriter out = new StringWriter();
            template.process(Map.of("view", view), out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException("template " + name + " is missing from the compiler", e);
        } catch (TemplateException e) {
            throw new IllegalStateException("template " + name + " failed: " + e.getMessage(), e);
        }
    }
}
