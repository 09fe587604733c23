import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;

/**
 * Compares our table engine's perft with every row of a Sjaak II reference file and prints each
 * row as "same" or "DIFF ours sjaak": a maintainer's quick look before the tests run.
 *
 *   java -cp compiler/target/variantc.jar tools/sjaak-reference/Compare.java PERFT.tsv
 */
public final class Compare {
    public static void main(String[] args) throws Exception {
        Map<String, Compilation> games = new HashMap<>();
        int same = 0;
        int differ = 0;
        for (String line : Files.readAllLines(Path.of(args[0]))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t");
            Compilation c = games.computeIfAbsent(f[0], g -> compile("definitions/sjaak/" + g + ".variant"));
            long sjaak = Long.parseLong(f[3]);
            String verdict;
            try {
                Position p = f[1].equals("start") ? Fen.start(c.rules()) : Fen.read(c.rules(), f[1]);
                long ours = Perft.perft(p, Integer.parseInt(f[2]));
                verdict = ours == sjaak ? "same" : "DIFF " + ours + " " + sjaak;
            } catch (RuntimeException e) {
                verdict = "DIFF " + e.getMessage() + " " + sjaak;
            }
            if (verdict.equals("same")) {
                same++;
            } else {
                differ++;
            }
            System.out.println(verdict + "\t" + f[0] + "\t" + f[1] + "\t" + f[2]);
        }
        System.out.println("rows equal " + same + ", different " + differ);
    }

    private static Compilation compile(String file) {
        try {
            Compilation c = VariantCompiler.compile(Path.of(file));
            if (!c.succeeded()) {
                throw new IllegalStateException(c.report());
            }
            return c;
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
