package hu.ulti.core.scoring;

import java.util.Objects;

/**
 * One line of a settlement: how one component, bid or silent, was scored.
 *
 * <p>Amounts are from the defenders' side: what each defender pays the declarer, negative when
 * he receives. {@link #perDefender()} is the amount at the kontra level that binds both
 * defenders; where a defender kontra'd for himself alone (betli, no-trump durchmars),
 * {@link #firstDefenderPays()} and {@link #secondDefenderPays()} give the split.
 *
 * @param item what was scored
 * @param bid whether it was bid (false: a silent bonus or penalty)
 * @param won whether the declarer's side gains from it
 * @param value its value in game points before kontras
 * @param multiplier the kontra multiplier that binds both defenders (1 without a kontra)
 * @param perDefender what each defender pays at that multiplier, penalties included
 * @param firstDefenderPays what the first defender pays, individual kontras included
 * @param secondDefenderPays what the second defender pays, individual kontras included
 * @param note why the amount is what it is, where that is not simply value times multiplier;
 *     empty otherwise
 */
public record SettlementLine(
    ScoreItem item, boolean bid, boolean won, int value, int multiplier, int perDefender,
    int firstDefenderPays, int secondDefenderPays, String note) {

  /**
   * Validates nulls.
   *
   * @param bid the bid
   * @param firstDefenderPays the first defender pays
   * @param item the item
   * @param multiplier the multiplier
   * @param note the note
   * @param perDefender the per defender
   * @param secondDefenderPays the second defender pays
   * @param value the value
   * @param won the won
   */
  public SettlementLine {
    Objects.requireNonNull(item, "item");
    Objects.requireNonNull(note, "note");
  }

  /**
   * {@return what the given defender pays (negative: receives); the declarer's party is refused}
   *
   * @param defender the defender
   */
  public int paidBy(Party defender) {
    switch (defender) {
      case FIRST_DEFENDER:
        return firstDefenderPays;
      case SECOND_DEFENDER:
        return secondDefenderPays;
      default:
        throw new IllegalArgumentException("The declarer is paid, not paying: ask for a defender");
    }
  }
}
