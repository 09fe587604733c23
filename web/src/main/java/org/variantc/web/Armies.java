package org.variantc.web;

import org.variantc.runtime.rules.ArmyChoice;
import org.variantc.runtime.rules.ArmyRules;
import org.variantc.runtime.rules.VariantRules;

/** The army chooser's side of the page: the legal armies, and the rules of a chosen pair. */
final class Armies {
    private Armies() {
    }

    /**
     * {@code {"armies": [{"code","name","betza","pieces"}, ...], "white": i, "black": j}}, or
     * {@code {"armies": null}}. An army without a name of its own is named by its slot pieces
     * ("Rook + Ferz, Knight + Alfil, …"), so a reader sees names, not codes; {@code pieces} are
     * their type numbers.
     */
    static String list(VariantRules rules) {
        ArmyRules armies = rules.start().armies();
        if (armies == null) {
            return "{\"armies\":null}";
        }
        StringBuilder sb = new StringBuilder("{\"armies\":[");
        for (int i = 0; i < armies.armies().size(); i++) {
            ArmyChoice a = armies.armies().get(i);
            sb.append(i == 0 ? "" : ",").append("{\"code\":").append(Json.string(a.code()))
                    .append(",\"name\":").append(Json.string(name(rules, a)))
                    .append(",\"betza\":").append(Json.string(a.betza())).append(",\"pieces\":[");
            for (int k = 0; k < a.pieces().length; k++) {
                sb.append(k == 0 ? "" : ",").append(a.pieces()[k]);
            }
            sb.append("]}");
        }
        return sb.append("],\"white\":").append(armies.white()).append(",\"black\":").append(armies.black())
                .append('}').toString();
    }

    private static String name(VariantRules rules, ArmyChoice army) {
        if (!army.name().isEmpty()) {
            return army.name();
        }
        StringBuilder sb = new StringBuilder();
        for (int type : army.pieces()) {
            sb.append(sb.length() == 0 ? "" : ", ").append(rules.pieces().get(type).name());
        }
        return sb.toString();
    }

    /** @throws IllegalArgumentException unless the argument is two army indexes, "W,B" */
    static VariantRules pair(VariantRules rules, String argument) {
        if (rules.start().armies() == null) {
            throw new IllegalArgumentException("this variant has no armies to choose");
        }
        String[] parts = argument.split(",");
        try {
            return rules.withArmies(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("start wants WHITE,BLACK army numbers");
        }
    }
}
