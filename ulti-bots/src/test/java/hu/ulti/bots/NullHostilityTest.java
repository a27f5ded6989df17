package hu.ulti.bots;

import hu.ulti.bots.match.Crosstable;
import hu.ulti.bots.match.Entrant;
import hu.ulti.bots.match.EvaluationSet;
import hu.ulti.bots.match.GameResult;
import hu.ulti.bots.match.Interval;
import hu.ulti.bots.match.Match;
import hu.ulti.bots.match.MatchResult;
import hu.ulti.bots.match.PlayMatch;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.SeededRandom;
import hu.ulti.core.conformance.NullHostility;
import hu.ulti.core.contract.Component;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.rules.RuleSet;
import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * "No nulls in the API": every public constructor and method of the bots and matches throws
 * {@link NullPointerException} for a null argument ("Bot.dealOver(null)" was accepted).
 */
class NullHostilityTest {
  @TestFactory
  Stream<DynamicTest> everyPublicMethodRefusesNull() throws IOException, InterruptedException {
    return NullHostility.everyPublicMethodRefusesNull(Bot.class, samples(), 15);
  }

  private static Map<Class<?>, Object> samples() throws InterruptedException {
    RuleSet rules = RuleSet.standard();
    Game game = Game.deal(rules, Seat.SEAT_2, SeededRandom.of(1));
    List<Deal> deals = List.of(game.deal());
    Entrant random = Entrant.of("random", new RandomBot());
    Entrant thumb = Entrant.of("rule-of-thumb", new RuleOfThumbBot());
    MatchResult result = Match.of(rules, deals, List.of(random, thumb)).play((over, finished) -> { });
    PlayMatch playMatch = PlayMatch.of(rules, deals, thumb, random, new RuleOfThumbBot());
    PlayMatch.Result plays = playMatch.play(done -> { });
    Map<Class<?>, Object> samples = new LinkedHashMap<>();
    samples.put(RuleSet.class, rules);
    samples.put(Deal.class, game.deal());
    samples.put(PlayerView.class, game.view(Seat.SEAT_0));
    samples.put(RandomGenerator.class, SeededRandom.of(2));
    samples.put(Duration.class, Duration.ofSeconds(1));
    samples.put(Supplier.class, (Supplier<Bot>) RandomBot::new);
    samples.put(Bot.class, new RandomBot());
    samples.put(RandomBot.class, new RandomBot());
    samples.put(RuleOfThumbBot.class, new RuleOfThumbBot());
    samples.put(SamplingBot.class, SamplingBot.fast());
    samples.put(SparringBot.class, new SparringBot());
    samples.put(SplitBot.class, SplitBot.of(new RuleOfThumbBot(), new RandomBot()));
    samples.put(Entrant.class, random);
    samples.put(Match.class, Match.of(rules, deals, List.of(random, thumb)));
    samples.put(MatchResult.class, result);
    samples.put(GameResult.class, result.games().get(0));
    samples.put(Crosstable.class, result.crosstable(100, 1));
    samples.put(Interval.class, new Interval(0, -1, 1));
    samples.put(EvaluationSet.class, EvaluationSet.generate("x-v1", rules, 1, 2));
    samples.put(PlayMatch.class, playMatch);
    samples.put(PlayMatch.Result.class, plays);
    samples.put(PlayMatch.DealPlays.class, plays.perDeal().get(0));
    samples.put(PlayMatch.Family.class, new PlayMatch.Family(Component.BETLI, 1, new Interval(0, 0, 0),
        new Interval(0, 0, 0)));
    return samples;
  }
}
