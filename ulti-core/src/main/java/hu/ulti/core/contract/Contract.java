package hu.ulti.core.contract;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Suit;
import hu.ulti.core.play.Trumps;
import java.util.List;
import java.util.Objects;

/**
 * What is played: the winning bid and its trumps. The declarer names a minor suit after the
 * auction when the bid leaves it open; hearts and no trumps are fixed by the bid.
 *
 * <p>Guarantees: immutable, thread-safe, null-hostile.
 */
public final class Contract {
  private final Bid bid;
  private final Trumps trumps;

  private Contract(Bid bid, Trumps trumps) {
    this.bid = bid;
    this.trumps = trumps;
  }

  /**
   * {@return the contract of a bid with the given trumps}
   *
   * @param bid the bid
   * @param trumps the trumps of the contract
   * @throws IllegalArgumentException if the trumps do not fit the bid: a minor-suit bid needs
   *     acorns, leaves or bells, a hearts bid hearts, a no-trump bid none
   */
  public static Contract of(Bid bid, Trumps trumps) {
    Objects.requireNonNull(bid, "bid");
    Objects.requireNonNull(trumps, "trumps");
    checkArgument(bid.allows(trumps), "%s cannot be played with %s: the bid says %s",
        bid, trumps, bid.denomination().trumpKind());
    return new Contract(bid, trumps);
  }

  /**
   * {@return the contract of a bid whose trumps the bid itself fixes (hearts, a named suit or no trumps)}
   *
   * @param bid the bid
   * @throws IllegalArgumentException for a minor-suit bid, whose suit the declarer must name
   */
  public static Contract of(Bid bid) {
    checkArgument(bid.denomination() != Denomination.MINOR,
        "%s is in a minor suit: the declarer names acorns, leaves or bells", bid);
    return of(bid, bid.denomination().fixedSuit().map(Trumps::of).orElse(Trumps.none()));
  }

  /** {@return the bid} */
  public Bid bid() {
    return bid;
  }

  /** {@return the trumps} */
  public Trumps trumps() {
    return trumps;
  }

  /** {@return the bid's components, in canonical order} */
  public List<Component> components() {
    return bid.components();
  }

  /**
   * {@return whether the contract includes the component}
   *
   * @param component the component
   */
  public boolean has(Component component) {
    return bid.has(component);
  }

  /** {@return whether ulti was bid, so the declarer must keep the trump seven} */
  public boolean isUltiBid() {
    return bid.has(Component.ULTI);
  }

  /** {@return whether the hands are exposed after the first trick (open betli or durchmars)} */
  public boolean isOpen() {
    return bid.isOpen();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Contract
        && ((Contract) other).bid.equals(bid)
        && ((Contract) other).trumps.equals(trumps);
  }

  @Override
  public int hashCode() {
    return bid.hashCode() * 31 + trumps.hashCode();
  }

  @Override
  public String toString() {
    return "Contract[" + bid + ", " + trumps + "]";
  }
}
