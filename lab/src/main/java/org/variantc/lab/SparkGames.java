package org.variantc.lab;

import java.io.Serializable;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import scala.Function1;
import scala.Function2;
import scala.collection.Iterator;
import scala.reflect.ClassTag$;
import scala.reflect.ClassTag;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;
import scala.runtime.BoxedUnit;

/**
 * Plays game pairs as one Spark job: one partition per pair, so each result reaches the driver
 * (and the result file) as soon as its pair ends, not when the whole job does.
 */
final class SparkGames {
    private SparkGames() {
    }

    /** A Spark context for {@code master}; null: what spark-submit says, or {@code local[*]} (this machine). */
    static JavaSparkContext context(String master, String name) {
        SparkConf conf = new SparkConf().setAppName(name).setIfMissing("spark.master", "local[*]")
                .setIfMissing("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false");
        if (master != null) { // else spark-submit's --master, or local[*]
            conf.setMaster(master);
        }
        String jar = labJar();
        if (!conf.get("spark.master").startsWith("local") && jar != null) {
            conf.setIfMissing("spark.jars", jar); // a cluster's executors load our classes from the driver
        }
        if (!conf.get("spark.master").startsWith("local")) { // executors need the driver's --add-opens too
            conf.setIfMissing("spark.executor.extraJavaOptions", String.join(" ", ManagementFactory.getRuntimeMXBean()
                    .getInputArguments().stream().filter(a -> a.startsWith("--add-opens")).toList()));
        }
        return new JavaSparkContext(conf);
    }

    /** The jar these classes were loaded from (variantc-lab.jar); null when from a directory (the tests). */
    private static String labJar() {
        var source = SparkGames.class.getProtectionDomain().getCodeSource();
        String path = source == null ? null : source.getLocation().getPath();
        return path != null && path.endsWith(".jar") ? path : null;
    }

    /** Plays {@code pairs}; {@code finished} hears of each result on the driver, one at a time. */
    static void play(JavaSparkContext spark, PairPlay play, List<GamePair> pairs, Consumer<PairResult> finished) {
        if (pairs.isEmpty()) {
            return;
        }
        JavaRDD<GamePair> rdd = spark.parallelize(new ArrayList<>(pairs), pairs.size());
        ClassTag<PairResult[]> tag = ClassTag$.MODULE$.apply(PairResult[].class);
        Function1<Iterator<GamePair>, PairResult[]> task = new PlayPartition(play);
        Function2<Object, PairResult[], BoxedUnit> handler = new AbstractFunction2<>() {
            @Override
            public BoxedUnit apply(Object partition, PairResult[] results) {
                for (PairResult r : results) {
                    finished.accept(r);
                }
                return BoxedUnit.UNIT;
            }
        };
        spark.sc().runJob(rdd.rdd(), task, handler, tag);
    }

    /** What an executor runs on a partition: its pairs played. */
    private static final class PlayPartition extends AbstractFunction1<Iterator<GamePair>, PairResult[]>
            implements Serializable {
        private static final long serialVersionUID = 1L;
        private final PairPlay play;

        PlayPartition(PairPlay play) {
            this.play = play;
        }

        @Override
        public PairResult[] apply(Iterator<GamePair> pairs) {
            List<PairResult> results = new ArrayList<>();
            while (pairs.hasNext()) {
                results.add(play.play(pairs.next()));
            }
            return results.toArray(new PairResult[0]);
        }
    }
}
