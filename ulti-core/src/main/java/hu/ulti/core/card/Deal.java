package hu.ulti.core.card;

import java.util.List;
import java.util.random.RandomGenerator;
import org.immutables.value.Value;

/**
 * The cards as dealt: a hand for each of the three seats and the talon, plus who dealt.
 *
 * <p>With the standard patterns forehand ({@code dealer.next()}) holds twelve cards and the
 * talon is empty until forehand discards two; the older rules deal ten to each player and two to
 * the talon. Either way the four parts hold each of the 32 cards exactly once.
 *
 * <p>Guarantees: immutable, thread-safe; construction rejects anything but a complete deal of
 * one of those two shapes.
 */
@Value.Immutable
@ImmutablesStyle
public abstract class Deal {
  Deal() {}

  /** The dealer. */
  public abstract Seat dealer();

  /** The hands indexed by seat number. */
  abstract List<CardSet> hands();

  /** The talon as dealt: empty in the standard deal, two cards in the older rules. */
  public abstract CardSet talon();

  /** The hand dealt to the given seat. */
  public CardSet hand(Seat seat) {
    return hands().get(seat.index());
  }

  /** Forehand: the player to the dealer's right, who opens the auction. */
  public Seat forehand() {
    return dealer().next();
  }

  /**
   * A deal of the given parts.
   *
   * @throws IllegalArgumentException unless the parts hold each of the 32 cards once, forehand
   *     has twelve cards and the talon none, or every hand ten and the talon two
   */
  public static Deal of(Seat dealer, CardSet first, CardSet second, CardSet third, CardSet talon) {
    return ImmutableDeal.builder()
        .dealer(dealer)
        .hands(List.of(first, second, third))
        .talon(talon)
        .build();
  }

  /** Shuffles with {@code random} and deals by {@code pattern}. */
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
    boolean standard = forehandSize == 12 && talon().isEmpty();
    boolean talonDealt = forehandSize == 10 && talon().size() == 2;
    if (!standard && !talonDealt) {
      throw new IllegalArgumentException(
          "Forehand (" + forehand() + ") holds " + forehandSize + " cards and the talon "
              + talon().size() + "; a deal gives forehand 12 and the talon none, or 10 and 2");
    }
  }

  @Override
  public String toString() {
    return "Deal{dealer=" + dealer() + ", hands=" + hands() + ", talon=" + talon() + "}";
  }
}
