package hu.ulti.core.game;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.ScoringRules.FourPlayerDealer;
import hu.ulti.core.scoring.ComponentResult;
import hu.ulti.core.scoring.Settlement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The public result of one finished deal of a session: who dealt, who sat where, the settlement
 * (which everybody may know once the deal is over) and what each player of the session won or
 * paid. Nothing of the cards but what the settlement says.
 *
 * <p>The payments are derived, never given: each seated player receives his seat's payment, and
 * at a table of four the sitting-out dealer takes part as the rule set says
 * ({@link hu.ulti.core.rules.ScoringRules#fourPlayerDealer()}): "Normally the dealer either does
 * not take part in the payments or scores equally with the opponents of the declarer. There also
 * a version, rarely played, in which the dealer scores equally with the declarer."
 *
 * <p>Invariant: the payments sum to zero. Guarantees: immutable and thread-safe.
 */
public final class DealResult {
  private final int number;
  private final int dealer;
  private final List<Integer> seats;
  private final Settlement settlement;
  private final List<Integer> payments;

  private DealResult(int number, int dealer, List<Integer> seats, Settlement settlement, List<Integer> payments) {
    this.number = number;
    this.dealer = dealer;
    this.seats = seats;
    this.settlement = settlement;
    this.payments = payments;
  }

  /**
   * {@return the result of a deal, its seating and payments derived from the rules}
   *
   * @param players how many play the session: three or four
   * @param number the deal's number in the session, from 1
   * @param dealer the player who dealt
   * @param settlement the deal's settlement
   * @throws IllegalArgumentException for another number of players, a number below 1 or a
   *     dealer who is not a player
   */
  public static DealResult of(int players, int number, int dealer, Settlement settlement) {
    Objects.requireNonNull(settlement, "settlement");
    checkArgument(Seating.isPlayerCount(players), "Ulti is played by three or four, not %s", players);
    checkArgument(number >= 1, "Deals are numbered from 1, not %s", number);
    checkArgument(dealer >= 0 && dealer < players, "No player %s at a table of %s", dealer, players);
    List<Integer> seats = Seating.seated(players, dealer);
    List<Integer> payments = new ArrayList<>(Collections.nCopies(players, 0));
    for (Seat seat : Seat.values()) {
      payments.set(seats.get(seat.index()), settlement.payment(seat));
    }
    Seating.sittingOut(players, dealer).ifPresent(out -> dealerTakesPart(settlement, seats, out, payments));
    return new DealResult(number, dealer, seats, settlement, List.copyOf(payments));
  }

  /** Adds the sitting-out dealer's part; the payments stay zero-sum. */
  private static void dealerTakesPart(Settlement settlement, List<Integer> seats, int dealer, List<Integer> payments) {
    Seat declarer = settlement.summary().declarerSeat();
    int declarerPlayer = seats.get(declarer.index());
    FourPlayerDealer rule = settlement.summary().rules().scoring().fourPlayerDealer();
    if (rule == FourPlayerDealer.WITH_DEFENDERS) {
      // He pays or is paid as one more defender, before individual kontras.
      int pays = settlement.lines().stream().mapToInt(ComponentResult::perDefender).sum();
      payments.set(dealer, -pays);
      payments.set(declarerPlayer, payments.get(declarerPlayer) + pays);
    } else if (rule == FourPlayerDealer.WITH_DECLARER) {
      // Each defender pays him what he pays the declarer.
      for (Seat seat : Seat.values()) {
        if (seat != declarer) {
          int defender = seats.get(seat.index());
          payments.set(defender, 2 * payments.get(defender));
        }
      }
      payments.set(dealer, payments.get(declarerPlayer));
    }
  }

  /** {@return the deal's number in the session, from 1} */
  public int number() {
    return number;
  }

  /** {@return the player who dealt} */
  public int dealer() {
    return dealer;
  }

  /** {@return the players at seats 0, 1 and 2 of this deal} */
  public List<Integer> seats() {
    return seats;
  }

  /** {@return the seat of the declarer} */
  public Seat declarer() {
    return settlement.summary().declarerSeat();
  }

  /** {@return the player who declared} */
  public int declarerPlayer() {
    return seats.get(declarer().index());
  }

  /** {@return the contract bid} */
  public Bid bid() {
    return settlement.summary().bid();
  }

  /** {@return the trumps it was played in} */
  public Trumps trumps() {
    return settlement.summary().trumps();
  }

  /** {@return the settlement, by seat} */
  public Settlement settlement() {
    return settlement;
  }

  /** {@return what each player of the session won (positive) or paid, by player number; they sum to zero} */
  public List<Integer> payments() {
    return payments;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DealResult result && result.number == number && result.dealer == dealer
        && result.seats.equals(seats) && result.settlement.equals(settlement);
  }

  @Override
  public int hashCode() {
    return Objects.hash(number, dealer, settlement);
  }

  @Override
  public String toString() {
    return "DealResult{deal " + number + ", dealer " + dealer + ", " + bid().code() + ", payments " + payments + "}";
  }
}
