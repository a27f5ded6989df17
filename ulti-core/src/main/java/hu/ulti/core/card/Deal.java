package hu.ulti.core.card;

import java.util.Objects;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.immutables.value.Value;

/**
 * The cards as dealt: a hand for each of the three seats and the talon, plus who dealt.
 *
 * <p>With the standard patterns forehand ({@code dealer.next()}) holds twelve cards and the
 * talon is empty until forehand discards two; the older rules deal ten to each player and two to
 * the talon. Either way the four parts hold each of the 32 cards exactly once.
 *
 * <p>A deal that opens with a round of five to each player (5-5-5, then 7-5-5) may also record
 * that first round: half-hand ulti bids on it before the rest is dealt, and then gives the seven
 * to the highest bidder (see {@link #secondRoundFrom(Seat)}).
 *
 * <p>Guarantees: immutable, thread-safe; construction rejects anything but a complete deal of
 * one of those two shapes.
 */
@Value.Immutable
@ImmutablesStyle
@SuppressWarnings("exports") // the annotation is compile-time only (class retention); users never need it
public abstract class Deal {
  Deal() {}

  /** {@return the dealer} */
  public abstract Seat dealer();

  /** The hands indexed by seat number. */
  abstract List<CardSet> hands();

  /** {@return the talon as dealt: empty in the standard deal, two cards in the older rules} */
  public abstract CardSet talon();

  /** The first round of five by seat number, or empty if the deal did not record one. */
  @Value.Default
  List<CardSet> firstRoundHands() {
    return List.of();
  }

  /**
   * {@return the five cards the seat received in the first round, if the deal recorded it}
   *
   * @param seat the seat
   */
  public Optional<CardSet> firstRound(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    return firstRoundHands().isEmpty() ? Optional.empty() : Optional.of(firstRoundHands().get(seat.index()));
  }

  /**
   * {@return the hands after the second round of 7, 5 and 5 is dealt starting from {@code first} rather
   * than forehand: the packets come off the pack in the same order, so {@code first} gets the
   * seven that forehand would have had, and the next seats the fives of middlehand and rearhand}
   * With {@code first} forehand these are the dealt hands.
   *
   * @param first the first
   * @throws IllegalStateException if the deal recorded no first round
   */
  public List<CardSet> secondRoundFrom(Seat first) {
    Objects.requireNonNull(first, "first");
    if (firstRoundHands().isEmpty()) {
      throw new IllegalStateException("The deal recorded no first round of five");
    }
    CardSet[] hands = new CardSet[3];
    for (int offset = 0; offset < 3; offset++) {
      Seat packetOwner = Seat.of((forehand().index() + offset) % 3);
      Seat receiver = Seat.of((first.index() + offset) % 3);
      CardSet packet = hand(packetOwner).minus(firstRoundHands().get(packetOwner.index()));
      hands[receiver.index()] = firstRoundHands().get(receiver.index()).union(packet);
    }
    return List.of(hands);
  }

  /**
   * {@return this deal with its first round of five recorded}
   *
   * @param first the first
   * @param second the second
   * @param third the third
   * @throws IllegalArgumentException unless each set is five cards of that seat's hand and
   *     forehand holds twelve
   */
  public Deal withFirstRound(CardSet first, CardSet second, CardSet third) {
    Objects.requireNonNull(first, "first");
    Objects.requireNonNull(second, "second");
    Objects.requireNonNull(third, "third");
    return ImmutableDeal.builder()
        .dealer(dealer())
        .hands(hands())
        .talon(talon())
        .firstRoundHands(List.of(first, second, third))
        .build();
  }

  /**
   * {@return the hand dealt to the given seat}
   *
   * @param seat the seat
   */
  public CardSet hand(Seat seat) {
    Objects.requireNonNull(seat, "seat");
    return hands().get(seat.index());
  }

  /** {@return forehand: the player to the dealer's right, who opens the auction} */
  public Seat forehand() {
    return dealer().next();
  }

  /**
   * {@return a deal of the given parts}
   *
   * @param dealer the dealer
   * @param first the first
   * @param second the second
   * @param third the third
   * @param talon the talon
   * @throws IllegalArgumentException unless the parts hold each of the 32 cards once, forehand
   *     has twelve cards, the others ten each and the talon none, or every hand ten and the
   *     talon two
   */
  public static Deal of(Seat dealer, CardSet first, CardSet second, CardSet third, CardSet talon) {
    return ImmutableDeal.builder()
        .dealer(dealer)
        .hands(List.of(first, second, third))
        .talon(talon)
        .build();
  }

  /**
   * Shuffles with {@code random} and deals by {@code pattern}.
   *
   * @param random the source of randomness
   * @param dealer the dealer
   * @param pattern the pattern
   * @return the deal
   */
  public static Deal random(Seat dealer, DealPattern pattern, RandomGenerator random) {
    return Deck.shuffled(random).deal(dealer, pattern);
  }

  @Value.Check
  void check() {
    int seen = 0;
    for (CardSet part : hands()) {
      if ((seen & part.bits()) != 0) {
        throw new IllegalArgumentException(
            "A deal holds each card once; " + CardSet.ofBits(seen & part.bits()) + " twice");
      }
      seen |= part.bits();
    }
    if ((seen & talon().bits()) != 0) {
      throw new IllegalArgumentException(
          "A deal holds each card once; " + CardSet.ofBits(seen & talon().bits()) + " twice");
    }
    seen |= talon().bits();
    if (seen != -1) {
      throw new IllegalArgumentException(
          "A deal holds all 32 cards; missing " + CardSet.ofBits(~seen));
    }
    int forehandSize = hand(forehand()).size();
    boolean othersTen = hand(forehand().next()).size() == 10 && hand(forehand().previous()).size() == 10;
    boolean standard = forehandSize == 12 && talon().isEmpty() && othersTen;
    boolean talonDealt = forehandSize == 10 && talon().size() == 2 && othersTen;
    if (!standard && !talonDealt) {
      throw new IllegalArgumentException("The hands hold " + hand(Seat.SEAT_0).size() + ", "
          + hand(Seat.SEAT_1).size() + " and " + hand(Seat.SEAT_2).size() + " cards and the talon "
          + talon().size() + "; a deal gives forehand (" + forehand() + ") 12, the others 10 each and the"
          + " talon none, or every hand 10 and the talon 2");
    }
    if (!firstRoundHands().isEmpty()) {
      if (firstRoundHands().size() != 3 || !standard) {
        throw new IllegalArgumentException("A first round of five is three sets, in a deal that gives forehand twelve");
      }
      for (Seat seat : Seat.values()) {
        CardSet first = firstRoundHands().get(seat.index());
        if (first.size() != 5 || !hand(seat).containsAll(first)) {
          throw new IllegalArgumentException("The first round gives " + seat + " five cards of his hand, not " + first);
        }
      }
    }
  }

  @Override
  public String toString() {
    return "Deal{dealer=" + dealer() + ", hands=" + hands() + ", talon=" + talon() + "}";
  }
}
