package hu.ulti.core.card;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * An immutable set of cards, held in one {@code int}: bit {@code c.ordinal()} is set when card
 * {@code c} is in the set. The 32 cards fit exactly.
 *
 * <p>Guarantees: immutable and thread-safe; iteration, {@link #toList()} and {@link #toString()}
 * follow {@link Card} declaration order (suit by suit, ace to seven), so they are deterministic;
 * methods reject null. Hot methods ({@link #contains}, {@link #with}, {@link #union},
 * {@link #ofSuit}, {@link #size}, ...) are plain bit operations and never box.
 *
 * <p>The bit layout is part of the API: {@link #bits()} and {@link #ofBits(int)} convert without
 * cost for callers that keep their own masks.
 */
public final class CardSet implements Iterable<Card> {
  private static final int SUIT_BITS = 0xFF;
  private static final CardSet EMPTY = new CardSet(0);
  private static final CardSet ALL = new CardSet(-1);

  /** The longest text {@link #parse} reads: the 32 cards by their longest names fit. */
  public static final int MAX_TEXT_LENGTH = 1_000;

  private final int bits;

  private CardSet(int bits) {
    this.bits = bits;
  }

  /** {@return the empty set} */
  public static CardSet empty() {
    return EMPTY;
  }

  /** {@return all 32 cards} */
  public static CardSet all() {
    return ALL;
  }

  /**
   * {@return the set whose bitmask is {@code bits} (bit {@code c.ordinal()} for card {@code c})}
   *
   * @param bits the bits
   */
  public static CardSet ofBits(int bits) {
    return bits == 0 ? EMPTY : bits == -1 ? ALL : new CardSet(bits);
  }

  /**
   * {@return the set of the given cards}
   *
   * @param cards the cards
   * @throws IllegalArgumentException if a card is given twice, since that is always a mistake
   *     in a hand or a deal
   */
  public static CardSet of(Card... cards) {
    return copyOf(List.of(cards));
  }

  /**
   * {@return the set of the given cards}
   *
   * @param cards the cards
   * @throws IllegalArgumentException if a card occurs twice
   */
  public static CardSet copyOf(Iterable<Card> cards) {
    if (cards instanceof CardSet) {
      return (CardSet) cards;
    }
    int mask = 0;
    for (Card card : cards) {
      int bit = Objects.requireNonNull(card, "card").bit();
      if ((mask & bit) != 0) {
        throw new IllegalArgumentException("Card " + card + " is given twice");
      }
      mask |= bit;
    }
    return ofBits(mask);
  }

  /**
   * Reads a set from card codes or names separated by commas or white space, for example
   * {@code "HA H10 AK"} or {@code "piros ász, makk király"}; surrounding brackets are ignored.
   * Names made of several words must be separated by commas.
   *
   * @param text the text to read
   * @return the set
   * @throws CardFormatException quoting the first token that is not a card, or the text if it
   *     is longer than {@value #MAX_TEXT_LENGTH} characters (no set of cards needs more)
   * @throws IllegalArgumentException if a card occurs twice
   */
  public static CardSet parse(String text) {
    if (text.length() > MAX_TEXT_LENGTH) {
      throw new CardFormatException(text, "at most " + MAX_TEXT_LENGTH + " characters of card codes or names");
    }
    String inner = text.strip();
    if (inner.startsWith("[") && inner.endsWith("]")
        || inner.startsWith("{") && inner.endsWith("}")) {
      inner = inner.substring(1, inner.length() - 1).strip();
    }
    if (inner.isEmpty()) {
      return EMPTY;
    }
    String[] tokens = inner.contains(",") ? inner.split(",") : inner.split("\\s+");
    List<Card> cards = new ArrayList<>(tokens.length);
    for (String token : tokens) {
      cards.add(Card.parse(token.strip()));
    }
    return copyOf(cards);
  }

  /** {@return the bitmask: bit {@code c.ordinal()} is set for each card {@code c} in the set} */
  public int bits() {
    return bits;
  }

  /** {@return the number of cards} */
  public int size() {
    return Integer.bitCount(bits);
  }

  /** {@return whether the set has no cards} */
  public boolean isEmpty() {
    return bits == 0;
  }

  /**
   * {@return whether the card is in the set}
   *
   * @param card the card
   */
  public boolean contains(Card card) {
    return (bits & card.bit()) != 0;
  }

  /**
   * {@return whether every card of {@code other} is in this set}
   *
   * @param other the value to compare with
   */
  public boolean containsAll(CardSet other) {
    return (other.bits & ~bits) == 0;
  }

  /**
   * {@return whether the two sets share a card}
   *
   * @param other the value to compare with
   */
  public boolean intersects(CardSet other) {
    return (bits & other.bits) != 0;
  }

  /**
   * {@return this set with the card added (this set itself if it already holds it)}
   *
   * @param card the card
   */
  public CardSet with(Card card) {
    return ofBits(bits | card.bit());
  }

  /**
   * {@return this set without the card (this set itself if it does not hold it)}
   *
   * @param card the card
   */
  public CardSet without(Card card) {
    return ofBits(bits & ~card.bit());
  }

  /**
   * {@return the cards in either set}
   *
   * @param other the value to compare with
   */
  public CardSet union(CardSet other) {
    return ofBits(bits | other.bits);
  }

  /**
   * {@return the cards in both sets}
   *
   * @param other the value to compare with
   */
  public CardSet intersection(CardSet other) {
    return ofBits(bits & other.bits);
  }

  /**
   * {@return the cards of this set that are not in {@code other}}
   *
   * @param other the value to compare with
   */
  public CardSet minus(CardSet other) {
    return ofBits(bits & ~other.bits);
  }

  /** {@return the cards not in this set} */
  public CardSet complement() {
    return ofBits(~bits);
  }

  /**
   * {@return the cards of this set in the given suit}
   *
   * @param suit the suit
   */
  public CardSet ofSuit(Suit suit) {
    return ofBits(bits & suitMask(suit));
  }

  /**
   * {@return whether the set holds a card of the given suit}
   *
   * @param suit the suit
   */
  public boolean hasSuit(Suit suit) {
    return (bits & suitMask(suit)) != 0;
  }

  /**
   * {@return the number of cards of the given suit}
   *
   * @param suit the suit
   */
  public int count(Suit suit) {
    return Integer.bitCount(bits & suitMask(suit));
  }

  /** {@return the first card in {@link Card} order, if any} */
  public Optional<Card> first() {
    return bits == 0 ? Optional.empty() : Optional.of(Card.ofIndex(Integer.numberOfTrailingZeros(bits)));
  }

  /** {@return the cards in {@link Card} order, as an unmodifiable list} */
  public List<Card> toList() {
    List<Card> list = new ArrayList<>(size());
    for (Card card : this) {
      list.add(card);
    }
    return List.copyOf(list);
  }

  /**
   * {@return the card codes in {@link Card} order, separated by single spaces, for example "HA H10 AK"}
   */
  public String codes() {
    StringBuilder out = new StringBuilder();
    for (Card card : this) {
      if (out.length() > 0) {
        out.append(' ');
      }
      out.append(card.code());
    }
    return out.toString();
  }

  /** {@return the cards in {@link Card} order} */
  public Stream<Card> stream() {
    return StreamSupport.stream(
        Spliterators.spliterator(
            iterator(),
            size(),
            Spliterator.ORDERED | Spliterator.DISTINCT | Spliterator.NONNULL
                | Spliterator.IMMUTABLE | Spliterator.SIZED),
        false);
  }

  /** Iterates in {@link Card} order. */
  @Override
  public Iterator<Card> iterator() {
    return new Iterator<>() {
      private int rest = bits;

      @Override
      public boolean hasNext() {
        return rest != 0;
      }

      @Override
      public Card next() {
        if (rest == 0) {
          throw new NoSuchElementException();
        }
        int index = Integer.numberOfTrailingZeros(rest);
        rest &= rest - 1;
        return Card.ofIndex(index);
      }
    };
  }

  /** Two card sets are equal when they hold the same cards. */
  @Override
  public boolean equals(Object other) {
    return other instanceof CardSet && ((CardSet) other).bits == bits;
  }

  @Override
  public int hashCode() {
    return bits;
  }

  /** The codes in brackets, in {@link Card} order: {@code [HA H10 AK]}. */
  @Override
  public String toString() {
    return "[" + codes() + "]";
  }

  private static int suitMask(Suit suit) {
    return SUIT_BITS << (suit.ordinal() * Rank.values().length);
  }
}
