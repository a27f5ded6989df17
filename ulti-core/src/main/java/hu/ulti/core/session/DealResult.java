package hu.ulti.core.session;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Seat;
import hu.ulti.core.contract.Bid;
import hu.ulti.core.play.Trumps;
import hu.ulti.core.rules.ScoringRules.FourPlayerDealer;
import hu.ulti.core.scoring.SettlementLine;
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
  private final int dealNumber;
  private final Seating seating;
  private final Settlement settlement;
  private final List<Integer> payments;

  private DealResult(int dealNumber, Seating seating, Settlement settlement, List<Integer> payments) {
    this.dealNumber = dealNumber;
    this.seating = seating;
    this.settlement = settlement;
    this.payments = payments;
  }

  /**
   * {@return the result of a deal, its payments derived from the seating and the rules}
   *
   * @param dealNumber the deal's number in the session, from 1
   * @param seating who sat where: the number of players and the dealer
   * @param settlement the deal's settlement
   * @throws IllegalArgumentException for a deal number below 1
   */
  public static DealResult of(int dealNumber, Seating seating, Settlement settlement) {
    Objects.requireNonNull(seating, "seating");
    Objects.requireNonNull(settlement, "settlement");
    checkArgument(dealNumber >= 1, "Deals are numbered from 1, not %s", dealNumber);
    List<Integer> payments = new ArrayList<>(Collections.nCopies(seating.playerCount(), 0));
    for (Seat seat : Seat.values()) {
      payments.set(seating.player(seat).index(), settlement.payment(seat));
    }
    seating.sittingOut().ifPresent(out -> dealerTakesPart(settlement, seating, out, payments));
    return new DealResult(dealNumber, seating, settlement, List.copyOf(payments));
  }

  /** Adds the sitting-out dealer's part; the payments stay zero-sum. */
  private static void dealerTakesPart(Settlement settlement, Seating seating, Player dealer, List<Integer> payments) {
    Seat declarer = settlement.summary().declarerSeat();
    int declarerPlayer = seating.player(declarer).index();
    FourPlayerDealer rule = settlement.summary().rules().scoring().fourPlayerDealer();
    if (rule == FourPlayerDealer.WITH_DEFENDERS) {
      // He pays or is paid as one more defender, before individual kontras.
      int pays = settlement.lines().stream().mapToInt(SettlementLine::perDefender).sum();
      payments.set(dealer.index(), -pays);
      payments.set(declarerPlayer, payments.get(declarerPlayer) + pays);
    } else if (rule == FourPlayerDealer.WITH_DECLARER) {
      // Each defender pays him what he pays the declarer.
      for (Seat seat : Seat.values()) {
        if (seat != declarer) {
          int defender = seating.player(seat).index();
          payments.set(defender, 2 * payments.get(defender));
        }
      }
      payments.set(dealer.index(), payments.get(declarerPlayer));
    }
  }

  /** {@return the deal's number in the session, from 1} */
  public int dealNumber() {
    return dealNumber;
  }

  /** {@return the player who dealt} */
  public Player dealer() {
    return seating.dealer();
  }

  /** {@return who sat where} */
  public Seating seating() {
    return seating;
  }

  /** {@return the seat of the declarer} */
  public Seat declarer() {
    return settlement.summary().declarerSeat();
  }

  /** {@return the player who declared} */
  public Player declarerPlayer() {
    return seating.player(declarer());
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

  /**
   * {@return what one player won (positive) or paid}
   *
   * @param player the player
   * @throws IllegalArgumentException if there is no such player at the table
   */
  public int payment(Player player) {
    Objects.requireNonNull(player, "player").checkAt(seating.playerCount());
    return payments.get(player.index());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof DealResult result && result.dealNumber == dealNumber && result.seating.equals(seating)
        && result.settlement.equals(settlement);
  }

  @Override
  public int hashCode() {
    return Objects.hash(dealNumber, seating, settlement);
  }

  @Override
  public String toString() {
    return "DealResult{deal " + dealNumber + ", " + seating.dealer() + " dealt, " + bid().code() + ", payments "
        + payments + "}";
  }
}
