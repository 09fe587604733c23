package org.variantc.compiler.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Variant;

class InteractiveDiagramTest {
    private static final String HOSTILE = "Queen<img src=x onerror=alert(1)>";

    private static Variant variant(String text) {
        Compilation c = VariantCompiler.compile(new SourceFile("test.variant", text));
        assertTrue(c.succeeded(), c.report());
        return c.variant().orElseThrow();
    }

    private static Variant shipped(String file) {
        return ShippedDefinitions.compile(ShippedDefinitions.files().stream()
                .filter(p -> p.getFileName().toString().equals(file)).findFirst().orElseThrow()).variant().orElseThrow();
    }

    private static InteractiveDiagram.Block block(Variant v) {
        InteractiveDiagram.Export export = InteractiveDiagram.of(v, true);
        assertTrue(export instanceof InteractiveDiagram.Block, export.toString());
        return (InteractiveDiagram.Block) export;
    }

    static Stream<Path> shippedFiles() {
        return ShippedDefinitions.files().stream();
    }

    /** The block's lines between the div tags. */
    private static List<String> lines(String text) {
        String body = text.substring(text.indexOf("<div class=\"idiagram\">\n") + 23, text.indexOf("</div>"));
        return List.of(body.split("\n"));
    }

    private static String parameter(List<String> lines, String name) {
        return lines.stream().filter(l -> l.startsWith(name + "=")).map(l -> l.substring(name.length() + 1))
                .findFirst().orElse(null);
    }

    private static List<String[]> pieces(List<String> lines) {
        List<String[]> out = new ArrayList<>();
        for (String l : lines) {
            if (l.contains(":")) {
                out.add(l.split(":", -1));
            }
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("shippedFiles")
    void everyShippedDefinitionIsExportedAsItsGolden(Path file) throws IOException {
        String name = file.getFileName().toString().replace(".variant", ".html");
        String golden;
        try (InputStream in = getClass().getResourceAsStream("/idiagram/" + name)) {
            assertTrue(in != null, "no golden file idiagram/" + name);
            golden = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(golden, block(ShippedDefinitions.compile(file).variant().orElseThrow()).text());
    }

    /** What the script misread before: it takes royal= as an index from 1 and the first maxPromote types as promoting. */
    @ParameterizedTest
    @MethodSource("shippedFiles")
    void theScriptFindsTheKingAsRoyalAndThePawnAsPromoting(Path file) {
        Variant v = ShippedDefinitions.compile(file).variant().orElseThrow();
        List<String> lines = lines(block(v).text());
        List<String[]> pieces = pieces(lines);
        int royal = Integer.parseInt(parameter(lines, "royal"));
        assertEquals("King", pieces.get(royal - 1)[0]);
        assertEquals("King", pieces.get(pieces.size() - 1)[0], "the King is listed last");
        if (block(v).lost().stream().anyMatch(l -> l.contains("promoChoice cannot name"))) {
            // Augmented: every choice has a two-letter id, so the block shows no promotion and says so.
            assertEquals("0", parameter(lines, "maxPromote"));
        } else {
            assertEquals("1", parameter(lines, "maxPromote"));
            assertEquals("Pawn", pieces.get(0)[0], "the promoting Pawn heads the list");
        }
        assertEquals("pawn", pieces.stream().filter(p -> p[0].equals("Pawn")).findFirst().orElseThrow()[3]);
        assertEquals("king", pieces.get(royal - 1)[3]);
        assertEquals(v.pieces().size(), pieces.size(), "every piece type is listed once");
        for (String[] p : pieces) {
            assertEquals(5, p.length, String.join(":", p));
            assertTrue(p[3].matches("[a-z]+"), "an Alfaerie image name: " + p[3]);
            assertFalse(p[2].contains("hh") || p[2].contains(" "), "XBetza has no halflings and no spaces: " + p[2]);
        }
        assertEquals("/graphics.dir/alfaerie/", parameter(lines, "graphicsDir"));
        assertEquals("w", parameter(lines, "whitePrefix"));
        assertEquals("gif", parameter(lines, "graphicsType"));
        assertEquals(Integer.toString(v.board().files()), parameter(lines, "files"));
        assertEquals(Integer.toString(v.board().ranks()), parameter(lines, "ranks"));
    }

    @Test
    void fideIsTheBlockTheScriptReadsRight() {
        InteractiveDiagram.Block b = block(shipped("fide.variant"));
        List<String> lines = lines(b.text());
        assertEquals(List.of("files=8", "ranks=8", "graphicsDir=/graphics.dir/alfaerie/", "whitePrefix=w", "blackPrefix=b",
                "graphicsType=gif", "squareSize=50", "symmetry=mirror", "royal=6", "maxPromote=1", "promoZone=1",
                "promoChoice=QRBN",
                "Pawn:P:fmWfceFifmnD:pawn:a2,b2,c2,d2,e2,f2,g2,h2",
                "Queen:Q:Q:queen:d1",
                "Rook:R:R:rook:a1,h1",
                "Bishop:B:B:bishop:c1,f1",
                "Knight:N:N:knight:b1,g1",
                "King:K:KisO2:king:e1"), lines);
        assertEquals(List.of("Checkmate wins; a stalemated player draws",
                "Drawn after 50 moves by each side without a capture or a pawn advance",
                "Drawn when the same position occurs 3 times"), b.unenforced());
    }

    /** The halflings as their riders cut to the longest reach, kept to their squares by the block's BadZone: nothing to list. */
    @Test
    void halflingsAreTheLongestReachKeptToTheirSquaresByBadZone() {
        InteractiveDiagram.Block b = block(shipped("half-chess.variant"));
        assertTrue(b.text().contains("\nRook:R:R4:rook:a1,h1\n"), b.text());
        assertTrue(b.text().contains("\nBishop:B:B4:bishop:c1,f1\n"), b.text());
        assertTrue(b.text().contains("\nQueen:Q:Q4:queen:d1\n"), b.text());
        assertTrue(b.text().contains("promoChoice=QRBC\n"));
        // Types 2 to 4 (Queen, Rook, Bishop); the Queen's row for a1: b1 to e1, a2 to a5, b2 to e5, four squares each way.
        assertTrue(b.text().contains("var variantcReach = {2:[[\"e130509011000000\","), b.text());
        assertTrue(b.text().contains("function BadZone(x, y, piece, color) {"), b.text());
        assertEquals(List.of(), b.lost());
        assertEquals(List.of(
                "Checkmate wins; a stalemated player draws",
                "Drawn after 50 moves by each side without a capture or a pawn advance",
                "Drawn when the same position occurs 3 times"), b.unenforced());
    }

    @Test
    void chessAndAHalfListsItsOtherPromotionsTheSidestepAndTheGoal() {
        InteractiveDiagram.Block b = block(shipped("chess-and-a-half.variant"));
        assertTrue(b.text().contains("\nKing:K:KisO1isO2isO3isO4ilO5:king:g1\n"), b.text());
        assertTrue(b.text().contains("\nKnight:N:NimafN:knight:b1,k1\n"), b.text());
        assertTrue(b.text().contains("promoZone=1\npromoChoice=QCRGBN\n"), b.text());
        assertTrue(b.text().contains("\nPawn:P:fmWfceFifmR4smW:pawn:"), b.text());
        assertTrue(b.text().contains("\nCat:C:KADcafK:man:e1,h1\nStar Cat:S:KADGHcafKcafmpafKmpafcafKcafcafK:ferz:d1,i1\n"
                + "Guard:G:K:wazir:d2,i2\n"), "Cat, Star Cat and Guard each get their own image: " + b.text());
        assertEquals(List.of(
                "Knight: may promote on reaching rank 12 to Speedy Knight; the diagram applies only the Pawn promotion on rank 12",
                "Cat: may promote on reaching rank 12 to Star Cat; the diagram applies only the Pawn promotion on rank 12",
                "Guard: may promote on reaching rank 12 to Eques Rex; the diagram applies only the Pawn promotion on rank 12",
                "Checkmate wins; a stalemated player draws",
                "A player whose King reaches rank 12 (from that player's side) wins at once",
                "Drawn after 80 moves by each side without a capture or a pawn advance",
                "Drawn when the same position occurs 3 times"), b.unenforced());
    }

    @Test
    void nearlydoubleShowsTheOuterCastlingAndListsTheInnerOnesAndTheCountedOffers() {
        InteractiveDiagram.Block b = block(shipped("nearlydouble-chess.variant"));
        assertTrue(b.text().contains("\nKing:K:KisO3:king:f1\n"), b.text());
        assertTrue(b.unenforced().contains("Castling f1-h1 with j1-g1: XBetza castles only with the corner piece, so the diagram does not show it"));
        assertTrue(b.unenforced().contains("Castling f1-d1 with b1-e1: XBetza castles only with the corner piece, so the diagram does not show it"));
        assertTrue(b.unenforced().contains("Pawn: may promote on reaching rank 8 to Catapult while its side has fewer than 4; "
                + "the diagram applies only the Pawn promotion on rank 11"));
        assertTrue(b.unenforced().contains("Pawn: if its side has fewer than 4 of some of the choices, it must choose one of those"));
        // The Pawn's moves from ranks 3 and 4 are written plain and kept there by BadZone; the Rooks are
        // written mcR, as the script would castle with an unmoved inner Rook written R.
        assertFalse(b.unenforced().stream().anyMatch(u -> u.startsWith("Pawn: fmafmW")), b.unenforced().toString());
        assertTrue(b.text().contains("\nRook:R:mcR:rook:a1,b1,j1,k1\n"), b.text());
        assertTrue(b.text().contains("var variantcReach = {1:"), b.text());
    }

    @Test
    void dropGamesAskForHoldingsAndListTheDropLimits() {
        InteractiveDiagram.Block b = block(shipped("crazyhouse.variant"));
        assertTrue(b.text().contains("\nholdingsType=1\n"), b.text());
        assertTrue(b.unenforced().contains("Pawn may be dropped only on ranks 2 to 7"));
        assertTrue(b.unenforced().contains("A captured promoted man goes to hand as what it was before promoting"));
        assertTrue(b.unenforced().contains("Drawn after 50 moves by each side without a capture or a pawn advance or a pawn drop"));
        assertTrue(b.unenforced().contains("Pawn: fmnD from rank 2 gives the opponent an en-passant capture; in the diagram only a man's first move does"));
        assertFalse(block(shipped("fide.variant")).text().contains("holdingsType"));
    }

    @Test
    void armyGamesShowTheFirstArmyOnBothSidesAndOfferItsTypes() {
        InteractiveDiagram.Block b = block(shipped("cwda.variant"));
        assertTrue(b.text().contains("promoChoice=RNBQ\n"), b.text());
        assertTrue(b.text().contains("\nRook:R:R:rook:a1,h1\n"), b.text());
        assertTrue(b.text().contains("\nCardinal:CA:BN:cardinal:\n"), b.text());
        assertTrue(b.unenforced().contains("Armies: the board shows army 1, Fabulous FIDEs (FI) for both sides; each side may "
                + "instead choose any of the 4 legal armies (variantc armies lists them)"));
    }

    @Test
    void aHostileNameIsEscapedInTheBlockAndTheComment() {
        Variant v = variant("""
                variant "Evil --> <script>alert(2)</script>" {}
                board 8 x 8
                piece King K "K" royal
                piece "%s" Q "Q"
                piece Pawn P "fmWfceF" pawn { promote on rank 8 to Q }
                setup "3qk3/pppppppp/8/8/8/8/PPPPPPPP/3QK3"
                end { win when Q reaches rank 8 }
                """.formatted(HOSTILE));
        InteractiveDiagram.Block b = block(v);
        assertTrue(b.text().contains("\nQueen&lt;img src x onerror alert(1)&gt;:Q:Q:queen:d1\n"), b.text());
        assertTrue(b.text().contains("- A player whose Queen&lt;img"), b.text());
        assertFalse(b.text().contains("<img"), b.text());
        assertFalse(b.text().contains("<script"), b.text());
        String comment = b.text().substring(0, b.text().indexOf("-->") + 3);
        assertTrue(b.text().startsWith("<!--\n") && comment.endsWith("\n-->"), "the comment ends only where it should: " + comment);
    }

    /** Real Chromium parses the pasted fragment: no element from the names, the name shown as text. */
    @Test
    void chromiumSeesTheHostileNameAsText() throws IOException {
        Variant v = variant("""
                variant "V" {}
                board 8 x 8
                piece King K "K" royal
                piece "%s" Q "Q"
                setup "3qk3/8/8/8/8/8/8/3QK3"
                """.formatted(HOSTILE));
        String page = "<!DOCTYPE html><html><body>" + block(v).text() + "</body></html>";
        Path file = java.nio.file.Files.createTempFile("idiagram", ".html");
        java.nio.file.Files.writeString(file, page);
        ChromeDriver driver = Chromium.start();
        try {
            driver.get(file.toUri().toString());
            assertEquals(0, driver.findElements(By.tagName("img")).size());
            assertEquals(0, driver.findElements(By.tagName("script")).size());
            String text = driver.findElement(By.className("idiagram")).getText();
            assertTrue(text.contains("Queen<img src x onerror alert(1)>:Q:Q:queen:d1"), text);
        } finally {
            driver.quit();
            java.nio.file.Files.deleteIfExists(file);
        }
    }

    /**
     * Real Chromium parses each shipped fragment as pasted into a page: one comment holding the
     * whole unenforced list, the BadZone script where a type's moves depend on the square, then the
     * diagram's div whose text is the block, line for line.
     */
    @Test
    void chromiumParsesEachShippedFragmentAsOneCommentAndTheDiv() throws IOException {
        ChromeDriver driver = Chromium.start();
        Path file = java.nio.file.Files.createTempFile("idiagram", ".html");
        try {
            for (Path definition : ShippedDefinitions.files()) {
                InteractiveDiagram.Block b = block(ShippedDefinitions.compile(definition).variant().orElseThrow());
                java.nio.file.Files.writeString(file, "<!DOCTYPE html><html><body>" + b.text() + "</body></html>");
                driver.get(file.toUri().toString());
                Object kinds = driver.executeScript("return Array.from(document.body.childNodes)"
                        + ".filter(n => n.nodeType !== 3 || n.textContent.trim() !== '').map(n => n.nodeName).join(' ')");
                assertEquals(b.text().contains("<script>") ? "#comment SCRIPT DIV" : "#comment DIV", kinds, definition.toString());
                Object comment = driver.executeScript("return document.body.firstChild.textContent");
                for (String rule : b.unenforced()) {
                    assertTrue(comment.toString().contains("- " + rule.replace("--", "- -") + "\n"), definition + ": " + rule);
                }
                Object div = driver.executeScript("return document.querySelector('div.idiagram').textContent");
                assertEquals("\n" + String.join("\n", lines(b.text())) + "\n", div, definition.toString());
                assertEquals(0L, driver.executeScript("return document.querySelectorAll('div.idiagram *').length"));
            }
        } finally {
            driver.quit();
            java.nio.file.Files.deleteIfExists(file);
        }
    }

    @Test
    void aColonOrEqualsSignInANameCannotStartANewFieldOrParameter() {
        Variant v = variant("""
                variant "V" {}
                board 8 x 8
                piece "King:X:Q" K "K" royal
                piece "royal=1" Q "Q"
                setup "3qk3/8/8/8/8/8/8/3QK3"
                """);
        String text = block(v).text();
        assertTrue(text.contains("\nKing X Q:K:K:king:e1\n"), text);
        assertTrue(text.contains("\nroyal 1:Q:Q:queen:d1\n"), text);
        assertTrue(text.contains("\nroyal=2\n"), text);
    }

    @Test
    void onlyAWrongStartBoardIsRefused() {
        Variant asymmetric = variant("""
                variant "V" {}
                board 8 x 8
                piece King K "K" royal
                piece Rook R "R"
                setup "4k3/8/8/8/8/8/8/R3K3"
                """);
        assertEquals(new InteractiveDiagram.Unsupported(List.of("a start position that is not the same for both sides, mirrored")),
                InteractiveDiagram.of(asymmetric, true));
        Variant inHand = variant("""
                variant "V" {}
                board 8 x 8
                piece King K "K" royal
                piece Rook R "R" { drop on ranks 1..8 }
                setup "4k3/8/8/8/8/8/8/4K3" hand "Rr"
                drops {}
                """);
        assertEquals(new InteractiveDiagram.Unsupported(List.of("men in hand at the start")), InteractiveDiagram.of(inHand, true));
    }

    /** Taking one's own man into hand (Twilight chess) has no XBetza: the export is refused, naming it. */
    @Test
    void pickupsAreRefusedByName() {
        Variant twilight = variant("""
                variant "V" {}
                board 8 x 8
                piece King K "K" royal
                piece Rook R "R"
                setup "r3k3/8/8/8/8/8/8/R3K3"
                hand {
                  no captures
                  take own men
                }
                """);
        assertEquals(new InteractiveDiagram.Unsupported(List.of("taking one's own man into hand as a move (Sjaak II's pickups)")),
                InteractiveDiagram.of(twilight, true));
    }
}
