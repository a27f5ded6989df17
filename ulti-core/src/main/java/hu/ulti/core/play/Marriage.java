package hu.ulti.core.play;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Suit;
import java.util.Objects;

/**
 * A king and over of one suit held together, which may be declared at the first trick: "20"
 * (húsz) in a plain suit, "40" (negyven) in trumps. Its value comes from {@link CardPoints}.
 *
 * @param suit the suit of the king and over
 * @param trumpSuit whether that suit is trumps, which makes the marriage a 40
 * @param points the card points it is worth when declared
 */
public record Marriage(Suit suit, boolean trumpSuit, int points) {
  /**
   * Validates the marriage.
   *
   * @param points the points
   * @param suit the suit
   * @param trumpSuit the trump suit
   */
  public Marriage {
    Objects.requireNonNull(suit, "suit");
    checkArgument(points > 0, "A marriage is worth some card points, not %s", points);
  }

  /** {@return the king and the over of the suit} */
  public CardSet cards() {
    return CardSet.of(Card.of(suit, Rank.KING), Card.of(suit, Rank.OVER));
  }

  /** {@return what the holder announces: "40" for trumps, "20" otherwise, as in the rules} */
  public String englishName() {
    return trumpSuit ? "40" : "20";
  }

  /** {@return "negyven" for trumps, "húsz" otherwise} */
  public String hungarianName() {
    return trumpSuit ? "negyven" : "húsz";
  }
}
