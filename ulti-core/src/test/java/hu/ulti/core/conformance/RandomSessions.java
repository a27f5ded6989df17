package hu.ulti.core.conformance;

import hu.ulti.core.session.Session;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;

/**
 * Random sessions for the tests of every module: three or four players, a first dealer drawn
 * for, random legal play, the end called at a random moment (before a deal, during one, or
 * never), and, if asked, a stop in the middle of a deal.
 */
public final class RandomSessions {
  private static final List<String> NAMES = List.of("Anna", "Béla", "Csaba", "Dóra");

  private RandomSessions() {}

  /** The names of a table of so many players. */
  public static List<String> players(int count) {
    return NAMES.subList(0, count);
  }

  /**
   * A random session, each state passed to {@code each} as it is reached (before every deal,
   * action and call of the end).
   *
   * @param rules the rule set
   * @param players three or four
   * @param deals the most deals to play (fewer if the session ends)
   * @param stopMidDeal whether to stop at a random action of the last deal
   * @param random the source of randomness
   * @param each told of every session state on the way, the last included
   */
  public static Session play(RuleSet rules, int players, int deals, boolean stopMidDeal, RandomGenerator random,
      Consumer<Session> each) {
    Session session = Session.start(rules, players(players), Session.drawFirstDealer(players, random));
    // The end is called at one random step of the session, or never.
    int callAt = random.nextInt(deals * 30 + 10);
    int stopAt = stopMidDeal ? random.nextInt(40) : Integer.MAX_VALUE;
    int step = 0;
    each.accept(session);
    for (int d = 0; d < deals && !session.isOver(); d++) {
      if (step++ == callAt) {
        session = session.callEnd();
        each.accept(session);
      }
      session = session.deal(random);
      each.accept(session);
      int actions = 0;
      boolean last = d == deals - 1;
      while (session.isDealInProgress()) {
        if (last && actions++ == stopAt) {
          return session;
        }
        if (step++ == callAt && !session.isEndCalled()) {
          session = session.callEnd();
          each.accept(session);
        }
        session = session.apply(RandomPlay.choose(session.game().orElseThrow(), random));
        each.accept(session);
      }
    }
    return session;
  }

  /** A random session, without watching its states. */
  public static Session play(RuleSet rules, int players, int deals, boolean stopMidDeal, RandomGenerator random) {
    return play(rules, players, deals, stopMidDeal, random, state -> {});
  }

  /** Every state of a random session, in order. */
  public static List<Session> states(RuleSet rules, int players, int deals, RandomGenerator random) {
    List<Session> states = new ArrayList<>();
    play(rules, players, deals, random.nextBoolean(), random, states::add);
    return states;
  }
}
