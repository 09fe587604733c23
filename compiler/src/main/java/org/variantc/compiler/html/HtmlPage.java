package org.variantc.compiler.html;

import org.variantc.runtime.notation.Preparation;
import freemarker.template.Configuration;
import freemarker.template.Template;
import freemarker.template.TemplateException;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.variantc.compiler.model.Metadata;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.notation.BoardMarks;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.position.Rulebook;

/**
 * One self-contained HTML page that plays a variant: the FreeMarker template {@code page.ftlh}
 * (HTML auto-escaping on, so every text from the definition is escaped), the page script, and
 * the runtime compiled to JavaScript reading the variant's tables from the page. Nothing is
 * loaded from the network.
 */
public final class HtmlPage {
    private static final Configuration FREEMARKER = configuration();

    private HtmlPage() {
    }

    public static String render(Variant variant, VariantRules rules) {
        return render(variant, rules, null);
    }

    /** The page, with the piece values {@code measured} by the lab shown under the legend (null: none). */
    public static String render(Variant variant, VariantRules rules, LabValues measured) {
        Map<String, Object> model = new HashMap<>();
        if (measured != null) {
            model.put("lab", labModel(measured));
        }
        Metadata meta = variant.metadata();
        // a definition's strings may hold ESC, BEL or NUL: shown as escapes, never raw in the page
        model.put("meta", new Metadata(printable(meta.name()), printable(meta.author()), printable(meta.year()),
                printable(meta.source()), printable(meta.description())));
        model.put("files", variant.board().files());
        model.put("ranks", variant.board().ranks());
        model.put("rules", RulesText.of(variant).stream().map(HtmlPage::printable).toList());
        model.put("legend", legend(variant, rules));
        model.put("data", data(variant, rules));
        model.put("runtime", BrowserRuntime.script());
        model.put("script", BrowserRuntime.inScript(BrowserRuntime.resource("/org/variantc/compiler/html/page.js")));
        model.put("style", BrowserRuntime.resource("/org/variantc/compiler/html/page.css"));
        try {
            Template template = FREEMARKER.getTemplate("page.ftlh");
            StringWriter out = new StringWriter();
            template.process(model, out);
            return out.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (TemplateException e) {
            throw new IllegalStateException("the page template failed: " + e.getMessage(), e);
        }
    }

    /**
     * A definition's text as the page shows it: a control character (ESC, BEL, NUL; C0 but tab,
     * DEL, C1) as a visible escape, as the terminal shows it. Unlike a terminal line, the page keeps
     * line separators and bidirectional marks, which are text there (null stays null).
     */
    private static String printable(String text) {
        if (text == null) {
            return null;
        }
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(Character.isISOControl(c) && c != '\t' ? String.format("\\u%04X", (int) c) : String.valueOf(c));
        }
        return out.toString();
    }

    /** The lab's values as the page prints them: the run's heading, and per piece its texts. */
    private static Map<String, Object> labModel(LabValues measured) {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (LabValues.Row r : measured.rows()) {
            rows.add(Map.of("piece", printable(r.piece()), "id", printable(r.id()),
                    "value", String.format(Locale.ROOT, "%.2f", r.value()),
                    "interval", String.format(Locale.ROOT, "[%.2f, %.2f]", r.low(), r.high()),
                    "games", Integer.toString(r.games())));
        }
        return Map.of("title", printable(measured.title()), "rows", rows);
    }

    /** Per piece: name, id, Betza, sentences, White's glyph. */
    private static List<Map<String, Object>> legend(Variant variant, VariantRules rules) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int t = 0; t < variant.pieces().size(); t++) {
            PieceType p = variant.pieces().get(t);
            Map<String, Object> entry = new HashMap<>();
            entry.put("type", t);
            entry.put("name", printable(p.name()));
            entry.put("id", p.id());
            entry.put("betza", p.betza());
            entry.put("sentences", PieceDescription.of(variant, p).stream().map(HtmlPage::printable).toList());
            entry.put("armyPromotion", p.promotions().stream().anyMatch(Promotion::armies));
            entry.put("glyph", PieceGlyph.svg(p.name(), p.id(), ChessMoves.asInChess(variant.board(), p), Compound.of(rules, t), 0));
            out.add(entry);
        }
        return out;
    }

    /** The JSON the page script starts from; it holds no raw {@code <}, so it cannot end its script element. */
    static String data(Variant variant, VariantRules rules) {
        StringBuilder sb = new StringBuilder("{\"name\":").append(Markup.json(printable(variant.metadata().name())));
        sb.append(",\"files\":").append(rules.files()).append(",\"ranks\":").append(rules.ranks());
        sb.append(",\"drops\":").append(rules.placing().drops().enabled());
        BoardMarks marks = BoardMarks.of(rules);
        sb.append(",\"palace\":[").append(java.util.stream.IntStream.range(0, rules.squares())
                .filter(sq -> marks.palace()[sq]).mapToObj(Integer::toString)
                .collect(java.util.stream.Collectors.joining(","))).append(']');
        sb.append(",\"riverAbove\":").append(marks.riverAbove());
        boolean[] holes = Preparation.table(rules).start().holes();
        sb.append(",\"holes\":[").append(java.util.stream.IntStream.range(0, rules.squares())
                .filter(sq -> holes[sq]).mapToObj(Integer::toString)
                .collect(java.util.stream.Collectors.joining(","))).append(']');
        sb.append(",\"tables\":").append(Markup.json(TableCodec.encode(rules)));
        sb.append(",\"pieces\":[");
        for (int t = 0; t < variant.pieces().size(); t++) {
            PieceType p = variant.pieces().get(t);
            boolean asInChess = ChessMoves.asInChess(variant.board(), p);
            sb.append(t == 0 ? "" : ",").append("{\"name\":").append(Markup.json(printable(p.name())))
                    .append(",\"id\":").append(Markup.json(p.id()))
                    .append(",\"royal\":").append(p.royal())
                    .append(",\"svg\":[").append(Markup.json(PieceGlyph.svg(p.name(), p.id(), asInChess, Compound.of(rules, t), 0)))
                    .append(',').append(Markup.json(PieceGlyph.svg(p.name(), p.id(), asInChess, Compound.of(rules, t), 1)))
                    .append("]}");
        }
        return sb.append("]}").toString();
    }

    private static Configuration configuration() {
        Configuration c = new Configuration(Configuration.VERSION_2_3_33);
        c.setClassForTemplateLoading(HtmlPage.class, "/org/variantc/compiler/html");
        c.setDefaultEncoding("UTF-8");
        c.setRecognizeStandardFileExtensions(true);
        c.setLogTemplateExceptions(false);
        c.setWrapUncheckedExceptions(true);
        c.setFallbackOnNullLoopVariable(false);
        return c;
    }
}
