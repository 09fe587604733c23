package org.variantc.lab;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * A lab run: the schedule's pairs not yet in the result file played on Spark, each appended as
 * it ends, with a progress line; then every result, in schedule order (whatever order they
 * ended in), so the same schedule and seed give the same table on any number of cores.
 *
 * @param master   Spark's master URL; null: spark-submit's, or {@code local[*]}
 * @param results  the result file
 * @param settings what must match for a result file to be continued
 */
record LabRun(String master, Path results, String settings) {
    List<PairResult> run(List<GamePair> schedule, PairPlay play, PrintWriter err) throws IOException {
        List<PairResult> kept = new ArrayList<>();
        Map<String, PairResult> done = new HashMap<>();
        try (ResultFile file = ResultFile.open(results, settings, kept)) {
            for (PairResult r : kept) {
                done.put(r.key(), r);
            }
            List<GamePair> left = new ArrayList<>();
            for (GamePair p : schedule) {
                if (!done.containsKey(p.key())) {
                    left.add(p);
                }
            }
            int keptHere = schedule.size() - left.size();
            err.printf("%d of %d pairs kept from %s; playing %d pairs (%d games)%n", keptHere, schedule.size(),
                    results, left.size(), 2 * left.size());
            err.flush();
            if (!left.isEmpty()) {
                Progress progress = new Progress(2 * schedule.size(), 2 * keptHere, err);
                for (GamePair p : schedule) {
                    if (done.containsKey(p.key())) {
                        progress.kept(done.get(p.key()));
                    }
                }
                try (JavaSparkContext spark = SparkGames.context(master, "variantc lab")) {
                    SparkGames.play(spark, play, left, (pair, r) -> {
                        file.append(r);
                        done.put(r.key(), r);
                        progress.finished(r);
                    });
                }
                progress.end();
            }
        }
        List<PairResult> all = new ArrayList<>();
        for (GamePair p : schedule) {
            all.add(done.get(p.key()));
        }
        return all;
    }
}
