package org.variantc.lab;

import org.variantc.compiler.cli.CommandFailure;
import picocli.CommandLine.Option;

/**
 * {@code --games} of the commands that play a number of game pairs (values, armies, duel,
 * texel). The default is the command's, given when it makes its instance; so is the help text,
 * since what is counted differs (games per imbalance, per pairing of armies, in all): it stands
 * in {@code LabHelp.properties} under {@code variantc\ lab.COMMAND.games}.
 */
final class GameCount {
    @Option(names = "--games", paramLabel = "N", descriptionKey = "games")
    private int games;

    GameCount(int byDefault) {
        games = byDefault;
    }

    /** How many pairs: half the games, which must be 2 or more. */
    int pairs() {
        if (games < 2) {
            throw new CommandFailure("--games must be 2 or more: games come in pairs, colours swapped");
        }
        return games / 2;
    }
}
