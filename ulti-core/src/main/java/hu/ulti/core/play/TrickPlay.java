package hu.ulti.core.play;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Seat;
import hu.ulti.core.internal.ImmutableLists;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The play of the ten tricks of one deal, as an immutable value: each {@link #play(Card)} returns
 * the next position and leaves this one unchanged.
 *
 * <p>The declarer leads to the first trick; thereafter the winner of each trick leads to the
 * next. Aces and tens left in the talon count for the defenders. Marriages are declared in the
 * auction-and-kontra part of a deal, not here, so {@link #cardPoints(Side)} counts tricks, the
 * last-trick bonus and the talon only.
 *
 * <p>Invariant: every one of the 32 cards is in exactly one place: a hand, the talon, the trick
 * in progress, or the cards won by one seat.
 *
 * <p>Guarantees: immutable and thread-safe; methods reject null.
 */
public final class TrickPlay {
  /** The tricks of a deal: each player plays ten cards. */
  public static final int TRICKS = 10;

  private final TrickRules rules;
  private final Trumps trumps;
  private final Seat declarer;
  private final boolean ultiBid;
  private final int[] hands;
  private final int[] won;
  private final CardSet talon;
  private final List<Trick> completed;
  private final List<Seat> winners;
  private final Trick current;

  private TrickPlay(
      TrickRules rules, Trumps trumps, Seat declarer, boolean ultiBid, int[] hands, int[] won,
      CardSet talon, List<Trick> completed, List<Seat> winners, Trick current) {
    this.rules = rules;
    this.trumps = trumps;
    this.declarer = declarer;
    this.ultiBid = ultiBid;
    this.hands = hands;
    this.won = won;
    this.talon = talon;
    this.completed = completed;
    this.winners = winners;
    this.current = current;
  }

  /**
   * {@return the position before the first lead}
   *
   * @param rules the rules of trick play
   * @param trumps the contract's trumps
   * @param declarer the declarer, who leads to the first trick
   * @param declarerSeven {@link UltiSeven#KEPT} if the declarer bid ulti and so keeps the trump seven
   * @param hands the ten-card hands indexed by seat number
   * @param talon the two cards out of play
   * @throws IllegalArgumentException unless the hands have ten cards each, the talon two, and
   *     together they hold each card once; or if ulti is bid without trumps
   */
  public static TrickPlay start(
      TrickRules rules, Trumps trumps, Seat declarer, UltiSeven declarerSeven, List<CardSet> hands,
      CardSet talon) {
    Objects.requireNonNull(rules, "rules");
    boolean ultiBid = Objects.requireNonNull(declarerSeven, "declarerSeven") == UltiSeven.KEPT;
    Objects.requireNonNull(trumps, "trumps");
    Objects.requireNonNull(declarer, "declarer");
    Objects.requireNonNull(talon, "talon");
    checkArgument(hands.size() == 3, "Three hands, not %s", hands.size());
    checkArgument(!ultiBid || trumps.hasTrumps(), "Ulti needs trumps");
    int[] masks = new int[3];
    int seen = talon.bits();
    checkArgument(talon.size() == 2, "The talon holds two cards, not %s", talon);
    for (int seat = 0; seat < 3; seat++) {
      CardSet hand = hands.get(seat);
      checkArgument(hand.size() == TRICKS, "%s holds %s cards, not ten", Seat.of(seat), hand.size());
      checkArgument((seen & hand.bits()) == 0, "%s is dealt twice",
          CardSet.ofBits(seen & hand.bits()));
      seen |= hand.bits();
      masks[seat] = hand.bits();
    }
    return new TrickPlay(rules, trumps, declarer, ultiBid, masks, new int[3], talon, List.of(),
        List.of(), Trick.ledBy(declarer));
  }

  /** {@return the contract's trumps} */
  public Trumps trumps() {
    return trumps;
  }

  /** {@return the declarer} */
  public Seat declarer() {
    return declarer;
  }

  /** {@return whether the declarer bid ulti and so must keep the trump seven} */
  public boolean ultiBid() {
    return ultiBid;
  }

  /** {@return the rules of trick play in force} */
  public TrickRules rules() {
    return rules;
  }

  /**
   * {@return the cards the seat still holds}
   *
   * @param seat the seat
   */
  public CardSet hand(Seat seat) {
    return CardSet.ofBits(hands[seat.index()]);
  }

  /** {@return the two cards out of play; their aces and tens count for the defenders} */
  public CardSet talon() {
    return talon;
  }

  /**
   * {@return the cards the seat has won in tricks so far}
   *
   * @param seat the seat
   */
  public CardSet wonCards(Seat seat) {
    return CardSet.ofBits(won[seat.index()]);
  }

  /** {@return the trick in progress; empty when a lead is due, or after the last trick} */
  public Trick currentTrick() {
    return current;
  }

  /** {@return the completed tricks, in order} */
  public List<Trick> completedTricks() {
    return completed;
  }

  /** {@return the winner of each completed trick, in order} */
  public List<Seat> trickWinners() {
    return winners;
  }

  /** {@return whether all ten tricks have been played} */
  public boolean isOver() {
    return completed.size() == TRICKS;
  }

  /**
   * {@return the seat to play}
   *
   * @throws IllegalStateException after the last trick
   */
  public Seat toPlay() {
    requireNotFinished();
    return current.toPlay();
  }

  /**
   * {@return the cards the seat to play may play}
   *
   * @throws IllegalStateException after the last trick
   */
  public CardSet legalCards() {
    Seat seat = toPlay();
    return rules.legalCards(hand(seat), current, trumps, seven(seat));
  }

  /**
   * {@return whether the seat to play may play {@code card}, and if not, why}
   *
   * @param card the card
   * @throws IllegalStateException after the last trick
   */
  public Optional<IllegalPlay> check(Card card) {
    Seat seat = toPlay();
    return rules.check(card, hand(seat), current, trumps, seven(seat));
  }

  /**
   * {@return the position after the seat to play plays {@code card}}
   *
   * @param card the card
   * @throws IllegalPlayException if the card breaks a rule; the refusal says which
   * @throws IllegalStateException after the last trick
   */
  public TrickPlay play(Card card) {
    Optional<IllegalPlay> refusal = check(card);
    if (refusal.isPresent()) {
      throw new IllegalPlayException(refusal.get());
    }
    Seat seat = current.toPlay();
    int[] nextHands = hands.clone();
    nextHands[seat.index()] &= ~card.bit();
    Trick trick = current.play(card);
    if (!trick.isComplete()) {
      return new TrickPlay(rules, trumps, declarer, ultiBid, nextHands, won, talon, completed,
          winners, trick);
    }
    Seat winner = rules.winner(trick, trumps);
    int[] nextWon = won.clone();
    nextWon[winner.index()] |= trick.cardSet().bits();
    return new TrickPlay(rules, trumps, declarer, ultiBid, nextHands, nextWon, talon,
        ImmutableLists.append(completed, trick), ImmutableLists.append(winners, winner), Trick.ledBy(winner));
  }

  /**
   * {@return the card points a side has taken so far: aces and tens in its tricks, the last-trick bonus
   * once the last trick is won, and for the defenders the talon's aces and tens} After the last
   * trick the two sides total {@link CardPoints#total()} (90). Declared marriages are not
   * included.
   *
   * @param side the side
   */
  public int cardPoints(Side side) {
    Objects.requireNonNull(side, "side");
    CardPoints points = rules.cardPoints();
    int total = 0;
    for (Seat seat : Seat.values()) {
      if (Side.of(seat, declarer) == side) {
        total += points.of(wonCards(seat));
      }
    }
    if (side == Side.DEFENDERS) {
      total += points.of(talon);
    }
    if (isOver() && Side.of(winners.get(TRICKS - 1), declarer) == side) {
      total += points.lastTrickBonus();
    }
    return total;
  }

  /**
   * {@return the number of tricks the side has won so far}
   *
   * @param side the side
   */
  public int tricksWon(Side side) {
    Objects.requireNonNull(side, "side");
    int count = 0;
    for (Seat winner : winners) {
      if (Side.of(winner, declarer) == side) {
        count++;
      }
    }
    return count;
  }

  private UltiSeven seven(Seat seat) {
    return UltiSeven.keptIf(ultiBid && seat == declarer);
  }

  private void requireNotFinished() {
    if (isOver()) {
      throw new IllegalStateException("All ten tricks have been played");
    }
  }

  /**
   * Two plays are equal when they are the same position reached the same way: the same rules,
   * trumps and declarer, the same cards in the hands and the talon, and the same tricks played.
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof TrickPlay play && play.rules.equals(rules) && play.trumps.equals(trumps)
        && play.declarer == declarer && play.ultiBid == ultiBid && Arrays.equals(play.hands, hands)
        && play.talon.equals(talon) && play.completed.equals(completed) && play.current.equals(current);
  }

  @Override
  public int hashCode() {
    return Objects.hash(trumps, declarer, ultiBid, Arrays.hashCode(hands), talon, completed, current);
  }

  @Override
  public String toString() {
    return "TrickPlay{trumps=" + trumps + ", declarer=" + declarer + ", ulti=" + ultiBid
        + ", tricks=" + completed.size() + ", current=" + current + "}";
  }
}
