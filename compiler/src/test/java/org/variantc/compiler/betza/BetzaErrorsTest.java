package org.variantc.compiler.betza;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Anything we do not support is an error at the exact character, never a silently different piece. */
class BetzaErrorsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "fmWfceX     | 6 | 'X' is not an atom",
        "KADcafk     | 6 | 'k' is not a modifier",
        "KADcaf      | 3 | an atom",
        "hhN         | 0 | hh (absolute halfling)",
        "nN          | 0 | ambiguous",
        "zR          | 0 | crooked",
        "oafW        | 0 | on a cylinder board",
        "R99         | 1 | larger than any board",
        "KO          | 1 | castling",
        "cafR        | 0 | on a rider's first leg",
        "mabR        | 2 | may not turn back",
        "mamasR      | 5 | has two legs",
        "yR          | 0 | this move has one leg",
        "mafiN       | 3 | as many steps as the first leg",
        "mafyF       | 3 | not supported on the last leg",
        "pN          | 0 | needs a rider",
        "jN          | 0 | exactly one square",
        "hR          | 0 | must follow a direction",
        "W$          | 1 | '$' is not Betza notation",
        "(0,0)       | 0 | not a leap",
        "mpcanfK     | 4 | not supported",
        "cafrN       | 2 | only by quarters",
        "fmWfcF2X    | 7 | 'X' is not an atom",
        })
    void pointsAtTheCharacter(String betza, int offset, String fragment) {
        BetzaResult result = Betza.parse(betza.strip());
        BetzaResult.Failed failed = assertInstanceOf(BetzaResult.Failed.class, result, betza);
        BetzaError first = failed.errors().get(0);
        assertEquals(offset, first.offset(), first.message());
        assertTrue(first.message().contains(fragment.strip()), first.message());
    }
}
