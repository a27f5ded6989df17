package hu.ulti.core.solve;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.contract.Component;
import hu.ulti.core.contract.Contract;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.play.Trick;
import hu.ulti.core.play.TrickRules;
import hu.ulti.core.play.TrickPlay;
import hu.ulti.core.play.UltiSeven;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Resampling from an information state (as OpenSpiel calls it): a full deal drawn from what one
 * seat's {@link PlayerView} knows, for a search that needs every hand, such as the {@link Solver}.
 *
 * <p>The draw is uniform over the deals consistent with the view's public facts: the seat's own
 * hand, hands laid open, the talon where the seat knows it, each seat's number of cards, the king
 * and over of every marriage a seat declared, and every card already played being legal when it
 * was played (so voids, forced trumps, forced overtakes and a kept ulti seven shown by the play
 * hold). It is rejection sampling: the unseen cards are dealt uniformly around the declared
 * marriages, a deal that gives a seat a card the play showed it cannot hold is drawn again at once,
 * and one the replayed play contradicts otherwise is drawn again too, so every consistent deal is
 * equally likely. What the auction suggests (a bid, a pass, a kontra) is not a fact and is not used.
 *
 * <p>Stateless and thread-safe; the result depends only on the view and the generator.
 */
public final class Resampling {
  /** How many deals one call draws before it reports that it found none consistent. */
  public static final int ATTEMPTS = 10_000;

  private Resampling() {}

  /**
   * {@return a deal consistent with the view, replayed to the view's position; empty if none was found
   * in {@link #ATTEMPTS} draws (which a legal view makes rare)}
   *
   * @param view a view in the play (a contract and a declarer are known)
   * @param random the generator the draw comes from
   * @throws IllegalArgumentException if the view has no contract yet
   */
  public static Optional<TrickPlay> deal(PlayerView view, RandomGenerator random) {
    Objects.requireNonNull(view, "view");
    Objects.requireNonNull(random, "random");
    if (view.contract().isEmpty() || view.declarer().isEmpty()
        || view.phase() != Phase.PLAY && view.phase() != Phase.KONTRA && view.phase() != Phase.OVER) {
      throw new IllegalArgumentException("Resampling needs a view in the play, with a contract; this one is in the "
          + view.phase() + " phase");
    }
    Contract contract = view.contract().get();
    Seat declarer = view.declarer().get();
    List<Trick> all = new ArrayList<>(view.completedTricks());
    all.add(view.currentTrick());
    Map<Seat, CardSet> playedBy = new EnumMap<>(Seat.class);
    for (Seat seat : Seat.values()) {
      playedBy.put(seat, CardSet.empty());
    }
    for (Trick trick : all) {
      for (int i = 0; i < trick.size(); i++) {
        playedBy.merge(trick.seatAt(i), CardSet.of(trick.card(i)), CardSet::union);
      }
    }
    Map<Seat, CardSet> known = new EnumMap<>(Seat.class);
    known.put(view.seat(), view.hand());
    view.exposedHands().forEach(known::put);
    CardSet unseen = CardSet.all();
    for (CardSet cards : known.values()) {
      unseen = unseen.minus(cards);
    }
    for (CardSet cards : playedBy.values()) {
      unseen = unseen.minus(cards);
    }
    CardSet knownTalon = view.knownTalon().orElse(null);
    if (knownTalon != null) {
      unseen = unseen.minus(knownTalon);
    }
    List<Seat> hidden = new ArrayList<>();
    for (Seat seat : Seat.values()) {
      if (!known.containsKey(seat)) {
        hidden.add(seat);
      }
    }
    // A hidden seat holds the king and over of each marriage it declared that the play has not shown.
    Map<Seat, CardSet> required = new EnumMap<>(Seat.class);
    CardSet free = unseen;
    for (Seat seat : hidden) {
      CardSet cards = CardSet.empty();
      for (Suit suit : view.declaredMarriages().getOrDefault(seat, List.of())) {
        cards = cards.with(Card.of(suit, Rank.KING)).with(Card.of(suit, Rank.OVER));
      }
      cards = cards.intersection(unseen);
      required.put(seat, cards);
      free = free.minus(cards);
    }
    Map<Seat, CardSet> ruledOut = ruledOut(view, all, contract, declarer, hidden, free);
    UltiSeven seven = contract.bid().has(Component.ULTI) ? UltiSeven.KEPT : UltiSeven.FREE;
    List<Card> pool = new ArrayList<>(free.toList());
    for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
      shuffle(pool, random);
      Map<Seat, CardSet> hands = new EnumMap<>(known);
      int next = 0;
      for (Seat seat : hidden) {
        int count = view.cardsHeld(seat) - required.get(seat).size();
        if (count < 0 || next + count > pool.size()) {
          return Optional.empty(); // the view's facts do not fit together
        }
        hands.put(seat, required.get(seat).union(CardSet.copyOf(pool.subList(next, next + count))));
        next += count;
      }
      if (holdsARuledOutCard(hands, hidden, ruledOut)) {
        continue;
      }
      CardSet talon = knownTalon != null ? knownTalon : CardSet.copyOf(pool.subList(next, pool.size()));
      List<CardSet> start = new ArrayList<>();
      for (Seat seat : Seat.values()) {
        start.add(hands.get(seat).union(playedBy.get(seat)));
      }
      try {
        TrickPlay play = TrickPlay.start(view.rules().trickRules(), contract.trumps(), declarer, seven, start, talon);
        for (Trick trick : all) {
          for (int i = 0; i < trick.size(); i++) {
            play = play.play(trick.card(i));
          }
        }
        return Optional.of(play);
      } catch (IllegalArgumentException contradicted) { // IllegalPlayException among them
        // The play shows this deal impossible (a void, a forced trump or overtake): draw again.
      }
    }
    return Optional.empty();
  }

  /**
   * For each hidden seat, the unseen cards the play shows it cannot hold: a card whose presence
   * would have made one of the seat's plays illegal when it was made (not following suit, not
   * trumping, not overtaking, leading a kept seven). Asked of the rule set's own trick rules with
   * the two cards alone; the obligations only grow with the hand, so a card that forbids the play
   * beside it forbids it in any hand. (Necessary conditions only; the replay checks the rest.)
   */
  private static Map<Seat, CardSet> ruledOut(PlayerView view, List<Trick> tricks, Contract contract, Seat declarer,
      List<Seat> hidden, CardSet candidates) {
    TrickRules rules = view.rules().trickRules();
    Map<Seat, CardSet> ruledOut = new EnumMap<>(Seat.class);
    for (Seat seat : Seat.values()) {
      ruledOut.put(seat, CardSet.empty());
    }
    boolean ulti = contract.bid().has(Component.ULTI);
    for (Trick trick : tricks) {
      List<Card> before = new ArrayList<>();
      for (int i = 0; i < trick.size(); i++) {
        Seat seat = trick.seatAt(i);
        Card played = trick.card(i);
        if (hidden.contains(seat)) {
          Trick position = Trick.of(trick.leader(), before);
          UltiSeven seven = ulti && seat == declarer ? UltiSeven.KEPT : UltiSeven.FREE;
          CardSet none = ruledOut.get(seat);
          for (Card other : candidates) {
            if (rules.check(played, CardSet.of(played, other), position, contract.trumps(), seven).isPresent()) {
              none = none.with(other);
            }
          }
          ruledOut.put(seat, none);
        }
        before.add(played);
      }
    }
    return ruledOut;
  }

  private static boolean holdsARuledOutCard(Map<Seat, CardSet> hands, List<Seat> hidden, Map<Seat, CardSet> ruledOut) {
    for (Seat seat : hidden) {
      if (hands.get(seat).intersects(ruledOut.get(seat))) {
        return true;
      }
    }
    return false;
  }

  /** Fisher-Yates, so that every order is equally likely. */
  private static void shuffle(List<Card> cards, RandomGenerator random) {
    for (int i = cards.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Card swap = cards.get(i);
      cards.set(i, cards.get(j));
      cards.set(j, swap);
    }
  }
}
