package org.variantc.compiler.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.match.CecpPlayer;
import org.variantc.runtime.match.Elo;
import org.variantc.runtime.notation.GameRecord;
import org.variantc.runtime.match.Match;
import org.variantc.runtime.match.MatchStopped;
import org.variantc.runtime.notation.Pgn;
import org.variantc.runtime.match.PgnFile;
import org.variantc.runtime.match.Player;
import org.variantc.runtime.match.SearchPlayer;
import org.variantc.runtime.match.UciPlayer;
import org.variantc.runtime.notation.PrintableText;
import org.variantc.runtime.protocol.Uci;
import org.variantc.runtime.protocol.VariantCatalogue;
import org.variantc.runtime.rules.VariantRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code variantc match FILE}: games between two engines, a PGN and the score with its Elo. */
@Command(name = "match", mixinStandardHelpOptions = true, version = Main.VERSION,
        description = {"Plays games between two engines on all cores and prints the score and Elo difference.",
                "An engine is 'self' (ours; 'self:depth=N', 'self:nodes=N', 'self:hash=MB' joined by commas), "
                    + "'uci:COMMAND' or 'cecp:COMMAND' (an external engine started with that command line)."})
final class MatchCommand implements Callable<Integer> {
    @Mixin
    private PlayedDefinition definition;

    @Option(names = "--first", paramLabel = "ENGINE", description = "the first engine (default: self)")
    private String firstSpec = "self";

    @Option(names = "--second", paramLabel = "ENGINE", description = "the second engine (default: self)")
    private String secondSpec = "self";

    @Option(names = "--games", paramLabel = "N", description = "games to play (default: 10)")
    private int games = 10;

    @Option(names = "--tc", paramLabel = "BASE+INC", description = "clock in seconds, e.g. 10+0.1 (default)")
    private String timeControl = "10+0.1";

    @Option(names = "--movetime", paramLabel = "MS", description = "fixed milliseconds per move instead of a clock")
    private long moveTime;

    @Option(names = "--threads", paramLabel = "N", description = "games at once (default: the number of cores)")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--random-plies", paramLabel = "N", description = "random opening moves per pair of games (default: 2)")
    private int randomPlies = 2;

    @Option(names = "--seed", paramLabel = "N", description = "seed of the random openings")
    private long seed = 1;

    @Option(names = "--max-plies", paramLabel = "N", description = "adjudicate a draw after this many plies (default: 600)")
    private int maxPlies = 600;

    @Option(names = "--pgn", paramLabel = "OUT", description = "write the games here")
    private Path pgn;

    @Option(names = "--variant", paramLabel = "NAME", description = "the variant's name for the other engine"
            + " (default: the definition's file name without .variant, as Fairy-Stockfish and XBoard name their"
            + " games; chess, or normal over XBoard, for FIDE chess)")
    private String variant;

    @Option(names = "--first-option", paramLabel = "NAME=VALUE", description = "a UCI option for the first engine"
            + " (repeatable: --first-option Hash=64)")
    private Map<String, String> firstOptions = new LinkedHashMap<>();

    @Option(names = "--second-option", paramLabel = "NAME=VALUE", description = "a UCI option for the second engine"
            + " (repeatable)")
    private Map<String, String> secondOptions = new LinkedHashMap<>();


    @Mixin
    private EngineChoice engineChoice;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        if (games < 1 || threads < 1 || randomPlies < 0 || maxPlies < 1 || moveTime < 0) {
            throw new CommandFailure("--games, --threads and --max-plies must be positive, --random-plies and"
                    + " --movetime not negative");
        }
        Compilation compilation = definition.compile(spec.commandLine().getErr());
        VariantRules rules = definition.rules(compilation, spec.commandLine().getErr(), null);
        long[] tc = parseTimeControl(timeControl);
        String known = variant != null ? variant : knownName(definition.file(), rules);
        if (!VariantCatalogue.speakable(known)) {
            throw new CommandFailure("--variant must be one lower-case word (letters, digits, - _ . +), not '"
                    + PrintableText.line(known) + "'" + (variant == null ? " (from the file name: give --variant)" : ""));
        }
        Supplier<Player> first = player(firstSpec, known, firstOptions, "1");
        Supplier<Player> second = player(secondSpec, known, secondOptions, "2");
        Match match = new Match(engineChoice.rulebooks(rules), rules, first, second,
                new Match.Settings(games, threads, tc[0], tc[1], moveTime, randomPlies, seed, maxPlies));
        PgnFile file = openPgn(OutputFile.inputs(definition.file(), compilation));
        // SIGINT/SIGTERM run the hook: it waits for a game being written, so the file ends on a whole game
        Thread hook = file == null ? null : new Thread(file::close, "pgn-close");
        if (hook != null) {
            Runtime.getRuntime().addShutdownHook(hook);
        }
        String date = LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd"));
        List<GameRecord> records;
        try {
            records = match.run(p -> {
                if (file != null) {
                    file.append(Pgn.write(rules.name(), "variantc match", date, p.last()));
                    if (file.failure() != null) {
                        match.stop(); // no game more that could not be saved
                    }
                }
                Elo elo = Elo.of(p.wins(), p.draws(), p.losses());
                out.print(String.format(Locale.ROOT, "\rgame %d/%d  +%d =%d -%d  %s  (round %d: %s %s)   ",
                        p.finished(), p.total(), p.wins(), p.draws(), p.losses(), eloText(elo), p.last().round(),
                        p.last().result(), p.last().termination()));
                out.flush();
            });
        } catch (MatchStopped stop) {
            out.println();
            if (file != null) {
                file.close();
                Runtime.getRuntime().removeShutdownHook(hook);
            }
            throw new CommandFailure("the match stopped after " + stop.finished().size() + " scored games: "
                    + stop.getMessage() + (file == null ? "" : " (" + file.games() + " games written to " + pgn + ")"));
        }
        out.println();
        int w = 0;
        int d = 0;
        int l = 0;
        for (GameRecord r : records) {
            double s = r.firstScore();
            if (s == 1) {
                w++;
            } else if (s == 0) {
                l++;
            } else {
                d++;
            }
        }
        String firstName = records.isEmpty() ? firstSpec
                : records.get(0).firstWhite() ? records.get(0).white() : records.get(0).black();
        String secondName = records.isEmpty() ? secondSpec
                : records.get(0).firstWhite() ? records.get(0).black() : records.get(0).white();
        out.println(String.format(Locale.ROOT, "%s vs %s: +%d =%d -%d, score %.1f/%d (%.1f%%), Elo difference %s",
                firstName, secondName, w, d, l, w + 0.5 * d, records.size(),
                100.0 * (w + 0.5 * d) / Math.max(1, records.size()), eloText(Elo.of(w, d, l))));
        if (file != null) {
            file.close();
            Runtime.getRuntime().removeShutdownHook(hook);
            if (file.failure() != null) {
                throw new CommandFailure("cannot write " + pgn + ": " + OutputFile.reason(file.failure())
                        + " (" + file.games() + " of " + records.size() + " games written; the match stopped there)");
            }
            out.println(file.games() + " games written to " + pgn + " (in the order they ended)");
        }
        return 0;
    }

    /**
     * The PGN file opened before the first game, so a bad path is told before any game is played;
     * never a file the run reads.
     */
    private PgnFile openPgn(List<Path> inputs) {
        if (pgn == null) {
            return null;
        }
        OutputFile.refuseInputs(pgn, inputs, "--pgn");
        try {
            return PgnFile.create(pgn);
        } catch (IOException e) {
            throw new CommandFailure("cannot write " + pgn + ": " + OutputFile.reason(e));
        }
    }

    private static String eloText(Elo elo) {
        if (Double.isInfinite(elo.difference())) {
            return elo.difference() > 0 ? "+inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%+.0f ± %.0f (95%%)", elo.difference(), elo.margin());
    }

    static long[] parseTimeControl(String text) {
        String[] parts = text.split("\\+");
        try {
            double base = Double.parseDouble(parts[0]);
            double inc = parts.length > 1 ? Double.parseDouble(parts[1]) : 0;
            if (parts.length > 2 || base < 0 || inc < 0 || base == 0 && inc == 0) {
                throw new NumberFormatException();
            }
            return new long[] {Math.round(base * 1000), Math.round(inc * 1000)};
        } catch (NumberFormatException e) {
            throw new CommandFailure("--tc must be BASE+INC in seconds, like 10+0.1, not '" + text + "'");
        }
    }

    /**
     * The name other engines know the game by: the definition's file name, as Fairy-Stockfish's
     * and XBoard's games are named in {@code definitions/fairy-stockfish/}; chess for FIDE chess.
     */
    static String knownName(Path file, VariantRules rules) {
        String stem = file.getFileName().toString().replaceFirst("\\.variant$", "");
        return isFide(rules) ? "chess" : stem;
    }

    private static Supplier<Player> player(String spec, String variant, Map<String, String> options, String label) {
        if (!options.isEmpty() && !spec.startsWith("uci:")) {
            throw new CommandFailure("engine options are for UCI engines, not '" + spec + "'");
        }
        if (spec.startsWith("uci:")) {
            List<String> command = words(spec.substring(4));
            return () -> new UciPlayer(command, variant, options);
        }
        if (spec.startsWith("cecp:") || spec.startsWith("xboard:")) {
            List<String> command = words(spec.substring(spec.indexOf(':') + 1));
            String name = variant.equals("chess") ? "normal" : variant;
            return () -> new CecpPlayer(command, name);
        }
        if (spec.equals("self") || spec.startsWith("self:")) {
            int depth = 0;
            long nodes = 0;
            int hash = 16;
            String settings = spec.length() > 5 ? spec.substring(5) : "";
            for (String s : settings.split(",")) {
                if (s.isBlank()) {
                    continue;
                }
                String[] kv = s.split("=", 2);
                try {
                    switch (kv[0]) {
                        case "depth": depth = Integer.parseInt(kv[1]); break;
                        case "nodes": nodes = Long.parseLong(kv[1]); break;
                        case "hash": hash = Integer.parseInt(kv[1]); break;
                        default: throw new CommandFailure("unknown engine setting '" + kv[0] + "' in '" + spec + "'");
                    }
                } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                    throw new CommandFailure("bad engine setting '" + s + "' in '" + spec + "'");
                }
            }
            if (depth < 0 || depth > 60 || nodes < 0 || hash < 1 || hash > Uci.MAX_HASH) {
                throw new CommandFailure("engine settings are depth=0..60, nodes=0 or more, hash=1.."
                        + Uci.MAX_HASH + " (MB), not '" + settings + "' in '" + spec + "'");
            }
            String name = "variantc" + (settings.isEmpty() ? "" : "(" + settings + ")") + "#" + label;
            int d = depth;
            long n = nodes;
            int h = hash;
            return () -> new SearchPlayer(name, d, n, h);
        }
        throw new CommandFailure("an engine is self[:...], uci:COMMAND or cecp:COMMAND, not '" + spec + "'");
    }

    private static List<String> words(String command) {
        List<String> words = Arrays.asList(command.trim().split("\\s+"));
        if (command.isBlank()) {
            throw new CommandFailure("an external engine needs a command");
        }
        return words;
    }

    private static boolean isFide(VariantRules rules) {
        return rules.startFen().startsWith("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq")
                && rules.pieces().size() == 6 && !rules.placing().drops().enabled();
    }
}
