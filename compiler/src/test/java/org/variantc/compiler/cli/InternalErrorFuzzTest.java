package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AfterContainer;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * Issue 18: an "internal error" is a bug. Mutated shipped definitions go through check, perft 2
 * on the table engine (and, for a few, on the generated engine, which compiles Java in-process),
 * the HTML page and Java generation; broken FENs through {@code moves}; broken protocol lines
 * through {@code uci} and {@code xboard}. Each input must end in a clear message or be played:
 * no internal error, no stack trace, no run past the timeout. The counts are printed at the end.
 */
class InternalErrorFuzzTest {
    /** Generous: a run this long is a hang, not a slow machine. */
    private static final long TIMEOUT_SECONDS = 60;
    /** Definitions accepted after mutation that also run on the generated engine, per run. */
    private static final int GENERATED_SAMPLE = 3;
    private static final Pattern TOKEN = Pattern.compile("\"[^\"\\n]*\"|[A-Za-z_][A-Za-z0-9_]*|[0-9]+x[0-9]+|[0-9]+|\\.\\.|\\S");
    private static final List<String> ODD = List.of("99999999999", "4294967296", "2147483647", "2147483648", "-1",
            "-2147483648", "0", "65", "63", "x".repeat(3000), "\"" + "Q".repeat(4000) + "\"", "\u0663", "\u00e9",
            "\uD83D\uDE00", "\u202E", "\u0000", "\uFEFF", "\uFF18", "(", ")", "~", "[", "]");
    private static final Path DEFINITIONS = Sources.projectRoot().resolve("definitions");
    private static final List<String> NAMES = names();
    private static final Map<String, AtomicInteger> COUNTS = new ConcurrentHashMap<>();
    private static final AtomicInteger GENERATED = new AtomicInteger();
    private static final ExecutorService RUNNER = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "fuzz-run");
        t.setDaemon(true);
        return t;
    });
    private static final Path WORK = workDirectory();

    /** One mutation of a token list: what to do, where, and with what. */
    record Mutation(int kind, int at, int other, String odd, char c) {
        List<String> apply(List<String> tokens) {
            List<String> t = new ArrayList<>(tokens);
            if (t.isEmpty()) {
                return t;
            }
            int i = Math.floorMod(at, t.size());
            int j = Math.floorMod(other, t.size());
            switch (kind) {
                case 0 -> t.remove(i);
                case 1 -> t.add(i, t.get(i));
                case 2 -> {
                    String s = t.get(i);
                    t.set(i, t.get(j));
                    t.set(j, s);
                }
                case 3 -> t.set(i, flip(t.get(i), j, c));
                case 4 -> t.set(i, t.get(i).matches("[0-9]+") || t.get(i).startsWith("\"") ? replaceInside(t.get(i), odd) : odd);
                default -> t.add(i, odd);
            }
            return t;
        }

        private static String flip(String token, int where, char c) {
            int k = Math.floorMod(where, token.length());
            return token.substring(0, k) + c + token.substring(k + 1);
        }

        /** A number replaced whole; inside a string, one character replaced by the odd text. */
        private static String replaceInside(String token, String odd) {
            if (!token.startsWith("\"") || token.length() < 3) {
                return odd.replace("\"", "");
            }
            int k = 1 + Math.floorMod(odd.hashCode(), token.length() - 2);
            return token.substring(0, k) + odd.replace("\"", "") + token.substring(k + 1);
        }
    }

    @Property(tries = 120, seed = "18", shrinking = ShrinkingMode.OFF)
    void mutatedDefinitionsEndInAMessageOrAGame(@ForAll("definitionNames") String name,
                                                @ForAll("mutations") List<Mutation> mutations) throws IOException {
        String text = String.join(" ", mutate(tokens(read(name)), mutations)) + "\n";
        Path file = WORK.resolve("mutated-" + name);
        Files.writeString(file, text, StandardCharsets.UTF_8);
        Run check = run("", "check", file.toString());
        if (check.status != 0) {
            count("definition: clear error");
            return;
        }
        run("", "perft", file.toString(), "--depth", "2");
        run("", "html", file.toString(), "-o", WORK.resolve("page.html").toString());
        run("", "compile", file.toString(), "--target", "java", "-o", WORK.resolve("java").toString());
        if (GENERATED.getAndIncrement() < GENERATED_SAMPLE) {
            run("", "perft", file.toString(), "--depth", "2", "--engine", "generated");
        }
        count("definition: accepted and played");
    }

    @Property(tries = 100, seed = "18", shrinking = ShrinkingMode.OFF)
    void brokenFensEndInAMessageOrMoves(@ForAll("fenGames") String name, @ForAll("mutations") List<Mutation> mutations) {
        String fen = fenMutation(startFen(name), mutations);
        Run moves = run("", "moves", DEFINITIONS.resolve(name).toString(), "--fen", fen);
        count(moves.status == 0 ? "fen: read and played" : "fen: clear error");
    }

    @Property(tries = 50, seed = "18", shrinking = ShrinkingMode.OFF)
    void brokenProtocolLinesEndInAMessageOrAReply(@ForAll("fenGames") String name,
                                                  @ForAll("mutations") List<Mutation> mutations,
                                                  @ForAll("protocolLines") List<String> lines) {
        String fen = fenMutation(startFen(name), mutations);
        String file = DEFINITIONS.resolve(name).toString();
        List<String> uci = new ArrayList<>(List.of("uci", "isready", "position fen " + fen, "go depth 1"));
        uci.addAll(lines);
        uci.addAll(List.of("isready", "quit"));
        run(String.join("\n", uci) + "\n", "uci", file);
        List<String> xboard = new ArrayList<>(List.of("xboard", "protover 2", "new", "sd 1", "setboard " + fen, "go"));
        xboard.addAll(lines);
        xboard.addAll(List.of("ping 1", "quit"));
        run(String.join("\n", xboard) + "\n", "xboard", file);
        count("protocol: session ended");
    }

    @Provide
    Arbitrary<String> definitionNames() {
        return Arbitraries.of(NAMES);
    }

    @Provide
    Arbitrary<String> fenGames() {
        return Arbitraries.of("fide.variant", "crazyhouse.variant", "chess-and-a-half.variant", "halfgi.variant",
                "nearlydouble-chess.variant", "augmented-chess.variant");
    }

    @Provide
    Arbitrary<List<Mutation>> mutations() {
        Arbitrary<Character> chars = Arbitraries.oneOf(Arbitraries.of('"', '{', '}', '(', ')', '/', '~', '[', ']',
                '0', '9', '-', 'K', 'k', ' ', '\u0663', '\u00e9'), Arbitraries.chars().range(' ', '~'), Arbitraries.chars());
        Arbitrary<Mutation> one = Combinators.combine(Arbitraries.integers().between(0, 5),
                Arbitraries.integers().between(0, 100_000), Arbitraries.integers().between(0, 100_000),
                Arbitraries.of(ODD), chars).as(Mutation::new);
        return one.list().ofMinSize(1).ofMaxSize(3);
    }

    @Provide
    Arbitrary<List<String>> protocolLines() {
        Arbitrary<String> line = Arbitraries.of("position startpos moves e2e4 e7e5 zz9", "position fen", "go depth 99999999999",
                "go nodes -5", "setoption name Hash value 99999999999", "setoption name Hash value -1",
                "setoption name Hash", "position startpos moves a1a1", "usermove e2e4", "usermove P@e5", "sd 99999999999",
                "sd -3", "sd", "setboard", "setboard 8/8/8/8/8/8/8/8 w - - 0 1", "variant nosuch", "undo", "remove",
                "perft 99999999999", "ping", "\u0663\u0663", "go mate 4294967296", "position startpos moves " + "e2e4 ".repeat(50),
                "d7g10,g10f9", "e7e8q", "ucinewgame", "stop", "isready");
        return line.list().ofMaxSize(4);
    }

    @AfterContainer
    static void report() {
        System.out.println("InternalErrorFuzzTest outcomes: " + new TreeMap<>(COUNTS) + "; generated engine runs: "
                + Math.min(GENERATED.get(), GENERATED_SAMPLE));
    }

    // ---- running a command ----

    private record Run(int status, String output) {
    }

    /** Runs one command line in-process; fails on an internal error, a stack trace or a hang. */
    private static Run run(String input, String... args) {
        Future<Run> future = RUNNER.submit(() -> {
            StringWriter out = new StringWriter();
            Main.setInput(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            try {
                int status = Main.run(new PrintWriter(out, true), new PrintWriter(out, true), args);
                return new Run(status, out.toString());
            } finally {
                Main.setInput(System.in);
            }
        });
        Run run;
        try {
            run = future.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            count("internal error");
            throw new AssertionError("still running after " + TIMEOUT_SECONDS + " s: " + describe(input, args));
        } catch (Exception e) {
            count("internal error");
            throw new AssertionError("threw " + e + ": " + describe(input, args), e);
        }
        if (run.status == Main.INTERNAL || internal(run.output)) {
            count("internal error");
            fail("internal error in " + describe(input, args) + "\n" + run.output);
        }
        return run;
    }

    /** What an internal failure looks like in any command's output, caught by a handler or not. */
    private static boolean internal(String output) {
        return output.contains("internal error") || output.contains("Exception") || output.contains("\tat ")
                || output.contains("out of bounds") || output.contains("Error (null)");
    }

    private static String describe(String input, String... args) {
        String shown = String.join(" ", args);
        Path file = Stream.of(args).filter(a -> a.endsWith(".variant")).map(Path::of).findFirst().orElse(null);
        String text = "";
        try {
            text = file != null && file.startsWith(WORK) ? "\n--- " + file + " ---\n" + Files.readString(file) : "";
        } catch (IOException e) {
            text = "";
        }
        return shown + (input.isEmpty() ? "" : "\n--- input ---\n" + input) + text;
    }

    private static void count(String outcome) {
        COUNTS.computeIfAbsent(outcome, k -> new AtomicInteger()).incrementAndGet();
    }

    // ---- inputs ----

    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        Matcher m = TOKEN.matcher(text.replaceAll("#[^\n]*", ""));
        while (m.find()) {
            tokens.add(m.group());
        }
        return tokens;
    }

    private static List<String> mutate(List<String> tokens, List<Mutation> mutations) {
        List<String> t = tokens;
        for (Mutation m : mutations) {
            t = m.apply(t);
        }
        return t;
    }

    /** The FEN's characters as tokens, mutated, joined without spaces except between fields. */
    private static String fenMutation(String fen, List<Mutation> mutations) {
        List<String> chars = new ArrayList<>();
        for (String field : fen.split(" ")) {
            if (!chars.isEmpty()) {
                chars.add(" ");
            }
            field.codePoints().forEach(cp -> chars.add(new String(Character.toChars(cp))));
        }
        return String.join("", mutate(chars, mutations));
    }

    private static String startFen(String name) {
        try {
            return VariantCompiler.compile(DEFINITIONS.resolve(name)).rules().startFen();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(String name) {
        try {
            return Files.readString(DEFINITIONS.resolve(name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> names() {
        try (Stream<Path> files = Files.list(DEFINITIONS)) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".variant")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A scratch directory holding the shipped definitions, so a mutated file's extends finds its base. */
    private static Path workDirectory() {
        try {
            Path dir = Files.createTempDirectory("variantc-fuzz");
            for (String name : names()) {
                Files.copy(DEFINITIONS.resolve(name), dir.resolve(name));
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
