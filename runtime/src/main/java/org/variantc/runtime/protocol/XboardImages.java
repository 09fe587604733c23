package org.variantc.runtime.protocol;

import java.util.List;
import java.util.Locale;
import org.variantc.runtime.rules.PieceRules;

/**
 * What XBoard 4.9's default images on its table slots show (seen in a screenshot of every slot
 * under Xvfb): a piece takes the slot of an image only when the image is that piece, by its name
 * or its exact move; every other piece gets an image that looks like no chess man, so a person
 * never takes an army's Rook + Ferz for a Rook.
 */
final class XboardImages {
    /** Slot letter, the names its image stands for, the moves it stands for. */
    private record Image(char slot, List<String> names, List<String> moves) {
    }

    private static final List<Image> MEANINGS = List.of(
            new Image('N', List.of("knight"), List.of("N")),
            new Image('B', List.of("bishop"), List.of("B")),
            new Image('R', List.of("rook"), List.of("R")),
            new Image('Q', List.of("queen"), List.of("Q", "RB", "BR")),
            new Image('F', List.of("ferz", "fers"), List.of("F")),
            new Image('E', List.of("alfil", "elephant"), List.of("A")),
            new Image('A', List.of("archbishop", "cardinal", "princess"), List.of("BN", "NB")),
            new Image('C', List.of("chancellor", "marshal", "marshall", "empress"), List.of("RN", "NR")),
            new Image('W', List.of("wazir"), List.of("W")),
            new Image('M', List.of("commoner", "man", "guard"), List.of("K")),
            new Image('H', List.of("nightrider"), List.of("NN", "N0")));

    /**
     * Slots whose images resemble no FIDE man (cannon, falcon, cobra, then the fairy images
     * above), in the order a piece without its own image takes them; then the crowned Rook and
     * Bishop and the other images a person may take for a FIDE man at a glance. Never the Lance
     * ({@link #PAWN_LIKE}).
     */
    static final String UNLIKE_FIDE = "OVSWMFECA";
    /**
     * XBoard moves a man on the Lance image as a Pawn wherever its own rules act (it promoted
     * Augmented Chess's Bishop + Dabbaba on the last rank and sent the move with a promotion
     * suffix), so no piece is put there.
     */
    static final char PAWN_LIKE = 'L';
    static final String LAST_RESORT = "JIHDGU";

    private XboardImages() {
    }

    /** The slot letter whose image is this piece, or 0 when no image is. */
    static char of(PieceRules piece) {
        String name = piece.name().toLowerCase(Locale.ROOT).trim();
        String move = piece.betza().replace(" ", "");
        for (Image image : MEANINGS) {
            if (image.names().contains(name) || image.moves().contains(move)) {
                return image.slot();
            }
        }
        return 0;
    }
}
