package org.variantc.lab;

import java.io.Serializable;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;
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
 * Plays game pairs as one Spark job: one partition per pair, so what each pair gives (a result,
 * positions) reaches the driver (and the file it is kept in) as soon as the pair ends, not when
 * the whole job does.
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

    /**
     * Plays {@code pairs}, one partition each; {@code finished} hears of each pair and what it
     * gave on the driver, one at a time, as the pair ends.
     */
    static <R> void play(JavaSparkContext spark, PairGames<R> games, List<GamePair> pairs,
                         BiConsumer<GamePair, R> finished) {
        if (pairs.isEmpty()) {
            return;
        }
        JavaRDD<GamePair> rdd = spark.parallelize(new ArrayList<>(pairs), pairs.size());
        Function1<Iterator<GamePair>, Played<R>[]> task = new PlayPartition<>(games);
        Function2<Object, Played<R>[], BoxedUnit> handler = new AbstractFunction2<>() {
            @Override
            public BoxedUnit apply(Object partition, Played<R>[] played) {
                for (Played<R> p : played) {
                    finished.accept(p.pair(), p.gave());
                }
                return BoxedUnit.UNIT;
            }
        };
        spark.sc().runJob(rdd.rdd(), task, handler, PlayPartition.tag());
    }

    /** A pair and what its games gave: what a partition sends back to the driver. */
    private record Played<R>(GamePair pair, R gave) implements Serializable {
    }

    /** What an executor runs on a partition: its pairs played. */
    private static final class PlayPartition<R> extends AbstractFunction1<Iterator<GamePair>, Played<R>[]>
            implements Serializable {
        private static final long serialVersionUID = 1L;
        private final PairGames<R> games;

        PlayPartition(PairGames<R> games) {
            this.games = games;
        }

        @Override
        public Played<R>[] apply(Iterator<GamePair> pairs) {
            List<Played<R>> played = new ArrayList<>();
            while (pairs.hasNext()) {
                GamePair pair = pairs.next();
                played.add(new Played<>(pair, games.play(pair)));
            }
            return played.toArray(array(0));
        }

        @SuppressWarnings("unchecked") // an array of a generic record: its element class is the raw Played
        private static <R> Played<R>[] array(int length) {
            return (Played<R>[]) new Played<?>[length];
        }

        @SuppressWarnings("unchecked") // as above
        static <R> ClassTag<Played<R>[]> tag() {
            return (ClassTag<Played<R>[]>) (ClassTag<?>) ClassTag$.MODULE$.apply(Played[].class);
        }
    }
}
