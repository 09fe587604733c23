package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The weights as the lab spells them: written and read back, one changed by name, bad spellings refused. */
class EvalWeightsTest {
    @Test
    void theTextReadsBackToTheSameWeights() {
        assertEquals(EvalWeights.TUNED_HALFGI, EvalWeights.UNTUNED.with(EvalWeights.TUNED_HALFGI.text()));
        assertEquals(EvalWeights.TEXEL_HALFGI, EvalWeights.UNTUNED.with(EvalWeights.TEXEL_HALFGI.text()));
        assertEquals(EvalWeights.ACTIVE, EvalWeights.UNTUNED.with(EvalWeights.ACTIVE.text()));
        assertEquals(EvalWeights.NAMES.size(), EvalWeights.UNTUNED.vector().length);
    }

    @Test
    void theActivityTermsAreOffUntunedAndOnInActive() {
        assertEquals(0, EvalWeights.UNTUNED.mobility() + EvalWeights.UNTUNED.mobilityEnd() + EvalWeights.UNTUNED.attack());
        EvalWeights a = EvalWeights.ACTIVE;
        assertEquals(EvalWeights.UNTUNED.with("mobility=10,mobilityEnd=10,attack=30"), a);
    }

    @Test
    void theThreatAndOpenFileTermsAreOffUntunedAndInTheDropSet() {
        assertEquals(0, EvalWeights.UNTUNED.threat());
        assertEquals(0, EvalWeights.UNTUNED.openFile());
        assertEquals(0, EvalWeights.DROPS.threat() + EvalWeights.DROPS.openFile());
        assertEquals(0, EvalWeights.ACTIVE.threat() + EvalWeights.ACTIVE.openFile());
        assertEquals(18, EvalWeights.NAMES.indexOf("threat"));
        assertEquals(19, EvalWeights.NAMES.indexOf("openFile"));
    }

    @Test
    void thePawnStructureTermsAreOffInEverySetButTheBoardSetsRoyalDistanceAndComeLast() {
        java.util.List<String> names = java.util.List.of("isolated", "backward", "connected", "passedRank", "passedRankEnd",
                "passedFree", "passedKing");
        for (EvalWeights w : new EvalWeights[] {EvalWeights.UNTUNED, EvalWeights.BOARD.with("passedKing=0"), EvalWeights.DROPS,
                EvalWeights.ACTIVE, EvalWeights.TUNED_HALFGI, EvalWeights.TEXEL_HALFGI}) {
            for (String name : names) {
                assertEquals(0, w.vector()[EvalWeights.NAMES.indexOf(name)], name);
            }
        }
        // after the older ones, so the lab's files of earlier runs read their columns as before
        assertEquals(20, EvalWeights.NAMES.indexOf("isolated"));
        assertEquals(26, EvalWeights.NAMES.indexOf("passedKing"));
        assertEquals(5, EvalWeights.UNTUNED.with("passedKing=5").passedKing());
        assertEquals(EvalWeights.UNTUNED.with("mobility=10,mobilityEnd=10,attack=30,threat=50,passedKing=60"),
                EvalWeights.BOARD);
    }

    @Test
    void theTaperDangerAndAreaWeightsComeLastAndAreOffInEverySet() {
        java.util.List<String> names = java.util.List.of("phaseEnd", "phaseMid", "danger", "mobilityArea", "shield", "storm");
        for (EvalWeights w : new EvalWeights[] {EvalWeights.UNTUNED, EvalWeights.BOARD, EvalWeights.DROPS,
                EvalWeights.ACTIVE, EvalWeights.TUNED_HALFGI, EvalWeights.TEXEL_HALFGI}) {
            for (String name : names) {
                assertEquals(0, w.vector()[EvalWeights.NAMES.indexOf(name)], name);
            }
        }
        // after the pawn structure's, so the lab's files of earlier runs read their columns as before
        assertEquals(27, EvalWeights.NAMES.indexOf("phaseEnd"));
        assertEquals(30, EvalWeights.NAMES.indexOf("mobilityArea"));
    }

    @Test
    void aNamedWeightChangesAlone() {
        EvalWeights w = EvalWeights.UNTUNED.with("kingZone=15, material=90");
        assertEquals(15, w.kingZone());
        assertEquals(90, w.material());
        assertEquals(EvalWeights.UNTUNED.shelter(), w.shelter());
    }

    @Test
    void badSpellingsAreRefusedWithTheNames() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> EvalWeights.UNTUNED.with("kingzone=3"));
        assertTrue(e.getMessage().contains("kingZone"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> EvalWeights.UNTUNED.with("tempo=x"));
    }
}
