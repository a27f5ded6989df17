package hu.ulti.core.play;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.card.Suit;
import hu.ulti.core.internal.TrickLogic;
import java.util.Objects;
import java.util.Optional;

/**
 * The rules of trick play: which cards may be played, who wins a trick, and what cards are worth.
 *
 * <p>The standard rules (pagat): "It is compulsory to follow suit, and a player with no card of
 * the suit led must play a trump if possible. A player who has no trumps and no card of the suit
 * led may play any card. Subject to these rules, players are obliged to beat the highest card
 * already played to the trick whenever they can." Once a non-trump lead has been trumped no card
 * of the led suit can win, so any of them may be played; a player who must trump overtrumps if
 * he can. Contracts without trumps use {@link RankOrder#WITHOUT_TRUMPS} with the same duties.
 * The ulti declarer keeps the trump seven while he has any other legal card.
 *
 * <p>Guarantees: immutable and thread-safe; legal-card computation runs on bitmasks and does not
 * allocate beyond the returned {@link CardSet}.
 */
public final class TrickRules {
  private static final TrickRules STANDARD =
      new TrickRules(RankOrder.WITH_TRUMPS, RankOrder.WITHOUT_TRUMPS, CardPoints.standard());

  private final RankOrder withTrumps;
  private final RankOrder withoutTrumps;
  private final CardPoints cardPoints;
  private final TrickLogic logic;

  private TrickRules(RankOrder withTrumps, RankOrder withoutTrumps, CardPoints cardPoints) {
    this.withTrumps = withTrumps;
    this.withoutTrumps = withoutTrumps;
    this.cardPoints = cardPoints;
    this.logic = new TrickLogic(withTrumps.strengths(), withoutTrumps.strengths());
  }

  /** {@return the standard rules of trick play} */
  public static TrickRules standard() {
    return STANDARD;
  }

  /** {@return what cards, the last trick and marriages are worth} */
  public CardPoints cardPoints() {
    return cardPoints;
  }

  /**
   * {@return the rank order a contract with these trumps uses}
   *
   * @param trumps the trumps of the contract
   */
  public RankOrder rankOrder(Trumps trumps) {
    return trumps.hasTrumps() ? withTrumps : withoutTrumps;
  }

  /** The bitmask engine; for the SDK's own fast code. */
  TrickLogic logic() {
    return logic;
  }

  /**
   * {@return the cards of {@code hand} that may be played to {@code trick}}
   *
   * @param hand the cards of the player to move, not empty
   * @param trick the trick so far, not complete
   * @param trumps the contract's trumps
   * @param seven {@link UltiSeven#KEPT} for the declarer of a bid ulti, who must keep the trump
   *     seven while he has another legal card
   * @throws IllegalArgumentException if the hand is empty or shares a card with the trick, or if
   *     the seven is kept without trumps
   * @throws IllegalStateException if the trick is complete
   */
  public CardSet legalCards(CardSet hand, Trick trick, Trumps trumps, UltiSeven seven) {
    Objects.requireNonNull(hand, "hand");
    Objects.requireNonNull(trick, "trick");
    Objects.requireNonNull(trumps, "trumps");
    Objects.requireNonNull(seven, "seven");
    return CardSet.ofBits(legalBits(hand, trick, trumps, seven == UltiSeven.KEPT));
  }

  /**
   * {@return {@link #legalCards(CardSet, Trick, Trumps, UltiSeven)} for a player not bound by ulti}
   *
   * @param hand the hand
   * @param trick the trick
   * @param trumps the trumps of the contract
   */
  public CardSet legalCards(CardSet hand, Trick trick, Trumps trumps) {
    return legalCards(hand, trick, trumps, UltiSeven.FREE);
  }

  /**
   * Whether {@code card} may be played, and if not, which rule forbids it. The arguments are as
   * for {@link #legalCards(CardSet, Trick, Trumps, UltiSeven)}.
   *
   * @param card the card
   * @param hand the hand
   * @param trick the trick
   * @param trumps the trumps of the contract
   * @param seven the seven
   * @return empty if the card is legal, otherwise the refusal
   */
  public Optional<IllegalPlay> check(Card card, CardSet hand, Trick trick, Trumps trumps, UltiSeven seven) {
    Objects.requireNonNull(card, "card");
    Objects.requireNonNull(hand, "hand");
    Objects.requireNonNull(trick, "trick");
    Objects.requireNonNull(trumps, "trumps");
    Objects.requireNonNull(seven, "seven");
    int legal = legalBits(hand, trick, trumps, seven == UltiSeven.KEPT);
    if ((legal & card.bit()) != 0) {
      return Optional.empty(); // the common case, checked on bits without building a set
    }
    return Optional.of(explain(card, hand, trick, trumps, CardSet.ofBits(legal)));
  }

  /**
   * {@return {@link #check(Card, CardSet, Trick, Trumps, UltiSeven)} for a player not bound by ulti}
   *
   * @param card the card
   * @param hand the hand
   * @param trick the trick
   * @param trumps the trumps of the contract
   */
  public Optional<IllegalPlay> check(Card card, CardSet hand, Trick trick, Trumps trumps) {
    return check(card, hand, trick, trumps, UltiSeven.FREE);
  }

  /**
   * {@return the card winning the trick so far: the highest trump in it or, if it holds no trump, the
   * highest card of the led suit}
   *
   * @param trick the trick
   * @param trumps the trumps of the contract
   * @throws IllegalArgumentException if the trick is empty
   */
  public Card winningCard(Trick trick, Trumps trumps) {
    checkArgument(!trick.isEmpty(), "An empty trick has no winning card");
    int count = trick.size();
    int best =
        logic.winningCard(
            trick.card(0).ordinal(),
            count > 1 ? trick.card(1).ordinal() : 0,
            count > 2 ? trick.card(2).ordinal() : 0,
            count,
            trumps.index());
    return Card.ofIndex(best);
  }

  /**
   * {@return the seat that wins a complete trick}
   *
   * @param trick the trick
   * @param trumps the trumps of the contract
   * @throws IllegalArgumentException if the trick is not complete
   */
  public Seat winner(Trick trick, Trumps trumps) {
    Objects.requireNonNull(trick, "trick");
    Objects.requireNonNull(trumps, "trumps");
    checkArgument(trick.isComplete(), "Only a complete trick has a winner: %s", trick);
    Card best = winningCard(trick, trumps);
    return trick.seatAt(best == trick.card(0) ? 0 : best == trick.card(1) ? 1 : 2);
  }

  private int legalBits(CardSet hand, Trick trick, Trumps trumps, boolean keepsUltiSeven) {
    checkArgument(!hand.isEmpty(), "An empty hand has nothing to play");
    checkArgument(
        !hand.intersects(trick.cardSet()), "The hand %s shares cards with %s", hand, trick);
    checkArgument(
        !keepsUltiSeven || trumps.hasTrumps(), "Ulti needs trumps: there is no trump seven");
    if (trick.isComplete()) {
      throw new IllegalStateException("The trick " + trick + " is complete");
    }
    int count = trick.size();
    return logic.legal(
        hand.bits(),
        count > 0 ? trick.card(0).ordinal() : 0,
        count > 1 ? trick.card(1).ordinal() : 0,
        count,
        trumps.index(),
        keepsUltiSeven);
  }

  /**
   * Names the rule {@code card} breaks. A card that only the ulti duty forbids is
   * {@link PlayViolation#MUST_KEEP_ULTI_SEVEN}; otherwise the shape of the trick decides.
   */
  private IllegalPlay explain(Card card, CardSet hand, Trick trick, Trumps trumps, CardSet legal) {
    String name = card.code() + " (" + card.hungarianName() + ")";
    if (!hand.contains(card)) {
      return new IllegalPlay(PlayViolation.NOT_IN_HAND, card, legal,
          name + " is not in the hand " + hand + ".");
    }
    if (legalBits(hand, trick, trumps, false) != legal.bits()
        && CardSet.ofBits(legalBits(hand, trick, trumps, false)).contains(card)) {
      return new IllegalPlay(PlayViolation.MUST_KEEP_ULTI_SEVEN, card, legal,
          name + " cannot be played yet: having bid ulti, the declarer keeps the trump seven"
              + " while he has another legal card " + legal + ".");
    }
    // Only the ulti duty restricts a lead, so the trick is not empty from here on.
    Suit led = trick.card(0).suit();
    Card best = winningCard(trick, trumps);
    if (card.suit() != led && hand.hasSuit(led)) {
      return new IllegalPlay(PlayViolation.MUST_FOLLOW_SUIT, card, legal,
          name + " cannot be played: " + led.englishName() + " were led and the hand holds "
              + hand.ofSuit(led) + ". Follow suit.");
    }
    if (card.suit() == led) {
      return new IllegalPlay(PlayViolation.MUST_BEAT, card, legal,
          name + " cannot be played: it does not beat " + best + ", and " + legal
              + " would. Beat the highest card in the trick when you can.");
    }
    if (!trumps.isTrump(card)) {
      return new IllegalPlay(PlayViolation.MUST_TRUMP, card, legal,
          name + " cannot be played: the hand has no " + led.englishName()
              + " but holds trumps " + legal + ". Play a trump.");
    }
    return new IllegalPlay(PlayViolation.MUST_OVERTRUMP, card, legal,
        name + " cannot be played: " + best + " has trumped this trick and " + legal
            + " would beat it. Overtrump when you can.");
  }

}
