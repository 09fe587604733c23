package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@code check} refuses in {@code burning} and {@code range jumping}, at line and column. */
class TenjikuErrorsTest {
    /** The base game with its King a common man, lost with the last King: no royal men. */
    private static final String COMMON = Checks.BASE.replace("piece King K \"K\" royal", "piece King K \"K\"");
    private static final String END = "end {\n  lose when no K left\n}\n";

    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
        assertEquals(errors.length == 0, Checks.compile(text).succeeded());
    }

    @Test
    void wellFormedStatementsAreAccepted() {
        expect(COMMON + "burning R\n" + END);
        expect(COMMON + "burning R own men too\n" + END);
        expect(COMMON + "range jumping R 2 K 4\n" + END);
    }

    @Test
    void anUnknownOrRepeatedIdIsNamed() {
        expect(COMMON + "burning X\n" + END, "13:9: no piece has the id 'X'");
        expect(COMMON + "burning R R\n" + END, "13:11: 'R' is written twice");
        expect(COMMON + "range jumping X 1\n" + END, "13:15: no piece has the id 'X'");
        expect(COMMON + "range jumping R 1 R 2\n" + END, "13:19: 'R' is written twice");
    }

    @Test
    void aRankIsFromOneTo99() {
        expect(COMMON + "range jumping R 0\n" + END, "13:17: a rank is a whole number from 1 to 99, not '0'");
        expect(COMMON + "range jumping R 100\n" + END, "13:17: a rank is a whole number from 1 to 99, not '100'");
    }

    @Test
    void royalMenRefuseBoth() {
        expect(Checks.BASE + "burning R\n", "13:1: burning needs a game without royal men: check is judged by attacks,"
                + " which do not see a burn (make the King a common man and end the game with 'lose when no K left')");
        expect(Checks.BASE + "range jumping R 1\n", "13:1: range jumping needs a game without royal men: check is"
                + " judged by attack tables, which do not see a jump capture (make the King a common man and end the"
                + " game with 'lose when no K left')");
    }
}
