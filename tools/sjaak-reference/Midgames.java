import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Random midgame positions of one game, played by our table engine: the maintainer tool
 * collect.py runs it as a single-file program on the variantc jar and hands the FENs to Sjaak II.
 *
 *   java -cp compiler/target/variantc.jar tools/sjaak-reference/Midgames.java DEF SEED COUNT
 *
 * Prints, per position, a comment line with the moves and then the FEN. Each position i comes
 * from new Random(SEED * 1000 + i): 10 to 40 uniformly random legal moves, retried (next
 * attempt, same generator) until the game is not over at the end.
 */
public final class Midgames {
    public static void main(String[] args) throws Exception {
        Compilation c = VariantCompiler.compile(Path.of(args[0]));
        if (!c.succeeded()) {
            System.err.println(c.report());
            System.exit(1);
        }
        long seed = Long.parseLong(args[1]);
        int count = Integer.parseInt(args[2]);
        for (int i = 0; i < count; i++) {
            Random random = new Random(seed * 1000 + i);
            for (int attempt = 0; attempt < 50; attempt++) {
                Position p = Fen.start(c.rules());
                int plies = 10 + random.nextInt(31);
                StringBuilder moves = new StringBuilder();
                boolean ok = true;
                for (int ply = 0; ply < plies; ply++) {
                    List<String> legal = MoveNotation.legal(p);
                    if (legal.isEmpty() || GameStatus.of(p).isOver()) {
                        ok = false;
                        break;
                    }
                    String move = legal.get(random.nextInt(legal.size()));
                    moves.append(' ').append(move);
                    p.make(MoveNotation.parse(p, move));
                }
                if (ok && !GameStatus.of(p).isOver() && !MoveNotation.legal(p).isEmpty()) {
                    System.out.println("# midgame " + i + ": " + plies + " random plies, attempt " + attempt + ":" + moves);
                    System.out.println(Fen.write(p));
                    break;
                }
            }
        }
    }
}
