package hu.ulti.core.card;

import static com.google.common.base.Preconditions.checkArgument;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The 32-card pack in a definite order, top card first.
 *
 * <p>Randomness always comes from the caller: {@link #shuffled(RandomGenerator)} draws from the
 * generator it is given, so a seeded generator (see {@link SeededRandom}) reproduces the same
 * order on every run and every JVM, and a {@code SecureRandom} suits a real table.
 *
 * <p>Guarantees: immutable and thread-safe; always holds each of the 32 cards exactly once.
 */
public final class Deck {
  private static final Deck ORDERED = new Deck(Card.values());

  private final Card[] cards;

  private Deck(Card[] cards) {
    this.cards = cards;
  }

  /** {@return the pack in {@link Card} declaration order} */
  public static Deck ordered() {
    return ORDERED;
  }

  /**
   * {@return the pack in the given order, top card first}
   *
   * @param cards the cards
   * @throws IllegalArgumentException unless the list holds each of the 32 cards exactly once
   */
  public static Deck of(List<Card> cards) {
    Card[] array = cards.toArray(new Card[0]);
    checkArgument(array.length == 32, "A pack has 32 cards, not %s", array.length);
    checkArgument(
        CardSet.copyOf(Arrays.asList(array)).size() == 32, "A pack holds each card once");
    return new Deck(array);
  }

  /**
   * {@return a uniformly shuffled pack: a Fisher-Yates shuffle whose every step draws an unbiased
   * {@link RandomGenerator#nextInt(int)}, so each of the 32! orders is equally likely as far as the
   * generator allows}
   *
   * @param random the source of randomness
   */
  public static Deck shuffled(RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    Card[] array = Card.values();
    for (int i = array.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      Card swap = array[i];
      array[i] = array[j];
      array[j] = swap;
    }
    return new Deck(array);
  }

  /** {@return the cards, top card first} */
  public List<Card> cards() {
    return List.of(cards);
  }

  /**
   * {@return the pack after a cut: the top {@code count} cards move to the bottom}
   *
   * @param count the count
   * @throws IllegalArgumentException unless {@code 0 < count < 32}
   */
  public Deck cut(int count) {
    checkArgument(count > 0 && count < 32, "A cut lifts 1 to 31 cards, not %s", count);
    Card[] array = new Card[32];
    System.arraycopy(cards, count, array, 0, 32 - count);
    System.arraycopy(cards, 0, array, 32 - count, count);
    return new Deck(array);
  }

  /**
   * Deals the pack from the top by the given pattern. Forehand is {@code dealer.next()}, then the
   * deal goes anticlockwise.
   *
   * @param dealer the dealer
   * @param pattern the pattern
   * @return the deal
   */
  public Deal deal(Seat dealer, DealPattern pattern) {
    Objects.requireNonNull(dealer, "dealer");
    Seat forehand = dealer.next();
    int[] masks = new int[4]; // forehand, middlehand, rearhand, talon
    int top = 0;
    for (DealPattern.Batch batch : pattern.batches()) {
      int target = batch.recipient().ordinal();
      for (int i = 0; i < batch.count(); i++) {
        masks[target] |= cards[top++].bit();
      }
    }
    CardSet[] hands = new CardSet[3];
    for (int offset = 0; offset < 3; offset++) {
      Seat seat = Seat.of((forehand.index() + offset) % 3);
      hands[seat.index()] = CardSet.ofBits(masks[offset]);
    }
    Deal deal = Deal.of(dealer, hands[0], hands[1], hands[2], CardSet.ofBits(masks[3]));
    return pattern.opensWithRoundOfFives() ? withFirstRound(deal, forehand) : deal;
  }

  /** The deal with the first fifteen cards of the pack recorded as its first round. */
  private Deal withFirstRound(Deal deal, Seat forehand) {
    CardSet[] first = new CardSet[3];
    for (int offset = 0; offset < 3; offset++) {
      int mask = 0;
      for (int i = 5 * offset; i < 5 * offset + 5; i++) {
        mask |= cards[i].bit();
      }
      first[(forehand.index() + offset) % 3] = CardSet.ofBits(mask);
    }
    return deal.withFirstRound(first[0], first[1], first[2]);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Deck && Arrays.equals(((Deck) other).cards, cards);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cards);
  }

  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("Deck[");
    for (int i = 0; i < cards.length; i++) {
      out.append(i == 0 ? "" : " ").append(cards[i].code());
    }
    return out.append(']').toString();
  }
}
