package hu.ulti.core.play;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One trick: who led it and the cards played to it so far, in play order. The card at position
 * {@code i} was played by {@code leader} moved {@code i} seats to the right.
 *
 * <p>Who wins a trick is a rule of the contract (trumps, rank order), so it is answered by
 * {@link TrickRules#winner}, not here.
 *
 * <p>Guarantees: immutable, thread-safe; holds 0 to 3 distinct cards.
 */
public final class Trick {
  private static final Trick[] EMPTY = new Trick[3];

  static {
    for (Seat seat : Seat.values()) {
      EMPTY[seat.index()] = new Trick(seat, 0, null, null, null, 0);
    }
  }

  private final Seat leader;
  /** How many cards are played, 0 to 3; {@link #first} to {@link #third} hold them in play order (null beyond). */
  private final int size;
  private final Card first;
  private final Card second;
  private final Card third;
  /** The cards as a bitmask, kept beside them: the engine asks for the set at every card. */
  private final int bits;

  /** Three fields and no array: a card played makes one small object, not an object and an array. */
  private Trick(Seat leader, int size, Card first, Card second, Card third, int bits) {
    this.leader = leader;
    this.size = size;
    this.first = first;
    this.second = second;
    this.third = third;
    this.bits = bits;
  }

  /**
   * {@return an empty trick that {@code leader} is about to lead}
   *
   * @param leader the leader
   */
  public static Trick ledBy(Seat leader) {
    return EMPTY[Objects.requireNonNull(leader, "leader").index()];
  }

  /**
   * {@return a trick with the given cards, lead first}
   *
   * @param leader the leader
   * @param cards the cards
   * @throws IllegalArgumentException if there are more than three cards or a card repeats
   */
  public static Trick of(Seat leader, List<Card> cards) {
    Trick trick = ledBy(leader);
    for (Card card : cards) {
      trick = trick.play(card);
    }
    return trick;
  }

  /**
   * {@return this trick with {@code card} played by {@link #toPlay()}} Only checks that the trick has
   * room and the card is not already in it; whether the play is legal is for {@link TrickRules}.
   *
   * @param card the card
   * @throws IllegalStateException if the trick is complete
   * @throws IllegalArgumentException if the card is already in the trick
   */
  public Trick play(Card card) {
    Objects.requireNonNull(card, "card");
    if (isComplete()) {
      throw new IllegalStateException("The trick " + this + " is complete");
    }
    if (cardSet().contains(card)) {
      throw new IllegalArgumentException(card + " is already in the trick " + this);
    }
    return new Trick(leader, size + 1, size == 0 ? card : first, size == 1 ? card : second, size == 2 ? card : third,
        bits | card.bit());
  }

  /** {@return the seat that led (or is to lead) this trick} */
  public Seat leader() {
    return leader;
  }

  /** {@return the cards in play order, lead first} */
  public List<Card> cards() {
    return switch (size) {
      case 0 -> List.of();
      case 1 -> List.of(first);
      case 2 -> List.of(first, second);
      default -> List.of(first, second, third);
    };
  }

  /** {@return the cards as a set} */
  public CardSet cardSet() {
    return CardSet.ofBits(bits);
  }

  /**
   * {@return the card at position {@code index} in play order (0 is the lead)}
   *
   * @param index the index, counting from 0
   */
  public Card card(int index) {
    Objects.checkIndex(index, size);
    return index == 0 ? first : index == 1 ? second : third;
  }

  /** {@return how many cards have been played to the trick} */
  public int size() {
    return size;
  }

  /** {@return whether nobody has played to the trick yet} */
  public boolean isEmpty() {
    return size == 0;
  }

  /** {@return whether all three players have played} */
  public boolean isComplete() {
    return size == 3;
  }

  /**
   * {@return the seat to play next}
   *
   * @throws IllegalStateException if the trick is complete
   */
  public Seat toPlay() {
    if (isComplete()) {
      throw new IllegalStateException("The trick " + this + " is complete");
    }
    return seatAt(size);
  }

  /**
   * {@return the seat that plays (or played) position {@code index} of this trick}
   *
   * @param index the index, counting from 0
   */
  public Seat seatAt(int index) {
    return Seat.of((leader.index() + index) % 3);
  }

  /**
   * {@return the card the given seat played to this trick, if it has played}
   *
   * @param seat the seat
   */
  public Optional<Card> cardOf(Seat seat) {
    int index = (seat.index() - leader.index() + 3) % 3;
    return index < size ? Optional.of(card(index)) : Optional.empty();
  }

  /** {@return the suit of the lead, empty before the lead} */
  public Optional<Suit> ledSuit() {
    return size == 0 ? Optional.empty() : Optional.of(first.suit());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Trick
        && ((Trick) other).leader == leader
        && ((Trick) other).size == size
        && Objects.equals(((Trick) other).first, first)
        && Objects.equals(((Trick) other).second, second)
        && Objects.equals(((Trick) other).third, third);
  }

  @Override
  public int hashCode() {
    return Objects.hash(leader, first, second, third);
  }

  /** For example {@code Trick[seat 1: HA H7 L9]}. */
  @Override
  public String toString() {
    StringBuilder out = new StringBuilder("Trick[").append(leader).append(':');
    for (int i = 0; i < size; i++) {
      out.append(' ').append(card(i).code());
    }
    return out.append(']').toString();
  }
}
