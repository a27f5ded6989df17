package hu.ulti.core.session;

import hu.ulti.core.game.Action;
import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Deal;
import hu.ulti.core.rules.RuleSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A session as data: everything {@link Session#replay} needs to rebuild it, and nothing it could
 * derive. The rule set, the players, the first dealer, each deal's cards and actions in order
 * (the last deal may still be in progress), and the session's own event, the end called, with
 * where it was called. This is what a server stores and what the record format and the wire
 * format carry; {@link Session#log()} gives it back.
 *
 * <p>Only the shape is checked here (three or four players with names a record can hold, a
 * first dealer among them, an end called no later than just after the last deal); whether the
 * deals and actions follow the rules is {@link Session#replay}'s to say.
 *
 * <p>Guarantees: immutable, thread-safe, null-hostile.
 */
public final class SessionLog {
  /**
   * One deal of the session: the cards as dealt and every action taken, in order.
   *
   * @param deal the cards as dealt
   * @param actions the actions, in order
   */
  public record DealLog(Deal deal, List<Action> actions) {
    /**
     * Copies the actions.
     *
     * @param deal the cards as dealt
     * @param actions the actions, in order
     */
    public DealLog {
      Objects.requireNonNull(deal, "deal");
      actions = List.copyOf(actions);
    }
  }

  /**
   * Where "the ace of hearts deals and does not deal" was said: during deal {@code dealNumber}
   * after {@code afterActions} of its actions, or, with {@code afterActions} 0, before its first
   * action (also when it was said between deals, after deal {@code dealNumber - 1} was over). The
   * ace of hearts is noted at the end of deal {@code dealNumber}, or later if it lies in the talon
   * then.
   *
   * @param dealNumber the deal, counting from 1
   * @param afterActions how many of its actions had been taken
   */
  public record EndCall(int dealNumber, int afterActions) {
    /**
     * Checks the numbers.
     *
     * @param dealNumber the deal, counting from 1
     * @param afterActions how many of its actions had been taken
     */
    public EndCall {
      checkArgument(dealNumber >= 1, "Deals are numbered from 1, not %s", dealNumber);
      checkArgument(afterActions >= 0, "A number of actions is not negative: %s", afterActions);
    }
  }

  private final RuleSet rules;
  private final List<String> players;
  private final Player firstDealer;
  private final List<DealLog> deals;
  private final Optional<EndCall> endCall;

  private SessionLog(RuleSet rules, List<String> players, Player firstDealer, List<DealLog> deals,
      Optional<EndCall> endCall) {
    this.rules = rules;
    this.players = players;
    this.firstDealer = firstDealer;
    this.deals = deals;
    this.endCall = endCall;
  }

  /**
   * {@return a session's log}
   *
   * @param rules the rule set of every deal
   * @param players three or four names, numbered anticlockwise from 0 (see {@link #players()})
   * @param firstDealer the player who dealt first
   * @param deals the deals, in order
   * @param endCall where the end was called, if it was
   * @throws IllegalArgumentException for another number of players, a name a record cannot
   *     hold, a first dealer who is not a player, or an end called after a deal not yet dealt
   */
  public static SessionLog of(RuleSet rules, List<String> players, Player firstDealer, List<DealLog> deals,
      Optional<EndCall> endCall) {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(deals, "deals");
    Objects.requireNonNull(endCall, "endCall");
    Objects.requireNonNull(firstDealer, "firstDealer");
    List<String> names = List.copyOf(players);
    checkArgument(Seating.isPlayerCount(names.size()), "Ulti is played by three or four, not %s", names.size());
    names.forEach(SessionLog::checkName);
    firstDealer.checkAt(names.size());
    List<DealLog> all = List.copyOf(deals);
    endCall.ifPresent(call -> {
      checkArgument(call.dealNumber() <= all.size() + 1, "The end was called during or before deal %s, but %s deals"
          + " are logged", call.dealNumber(), all.size());
      checkArgument(call.dealNumber() > all.size()
          || call.afterActions() <= all.get(call.dealNumber() - 1).actions().size(),
          "The end was called after %s actions of deal %s, which has %s", call.afterActions(), call.dealNumber(),
          call.dealNumber() > all.size() ? 0 : all.get(call.dealNumber() - 1).actions().size());
      checkArgument(call.dealNumber() <= all.size() || call.afterActions() == 0,
          "The end called before deal %s was dealt is called after 0 of its actions, not %s", call.dealNumber(),
          call.afterActions());
    });
    return new SessionLog(rules, names, firstDealer, all, endCall);
  }

  /**
   * {@return the log of a session before its first deal}
   *
   * @param rules the rule set of every deal
   * @param players three or four names, numbered anticlockwise from 0
   * @param firstDealer the player who deals first
   */
  public static SessionLog start(RuleSet rules, List<String> players, Player firstDealer) {
    return of(rules, players, firstDealer, List.of(), Optional.empty());
  }

  /**
   * A player's name: not blank, without white space around it, without a comma or a control
   * character, since records list the names separated by commas on one line.
   */
  static void checkName(String name) {
    Objects.requireNonNull(name, "name");
    checkArgument(!name.isBlank() && name.strip().equals(name) && name.indexOf(',') < 0
        && name.chars().noneMatch(Character::isISOControl),
        "A player's name is not blank, has no white space around it and no comma or control character: '%s'",
        name.length() > 40 ? name.substring(0, 40) + "..." : name);
  }

  /** {@return the rule set of every deal} */
  public RuleSet rules() {
    return rules;
  }

  /**
   * {@return the players' names, numbered anticlockwise from 0: the turn to deal passes from each
   * player to the next}
   */
  public List<String> players() {
    return players;
  }

  /** {@return the player who dealt first} */
  public Player firstDealer() {
    return firstDealer;
  }

  /** {@return the deals, in order; the last may still be in progress} */
  public List<DealLog> deals() {
    return deals;
  }

  /** {@return where the end was called, if it was} */
  public Optional<EndCall> endCall() {
    return endCall;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof SessionLog log && log.rules.equals(rules) && log.players.equals(players)
        && log.firstDealer == firstDealer && log.deals.equals(deals) && log.endCall.equals(endCall);
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules, players, firstDealer, deals, endCall);
  }

  @Override
  public String toString() {
    return "SessionLog{" + rules.id() + ", players=" + players + ", firstDealer=" + firstDealer + ", deals="
        + deals.size() + endCall.map(call -> ", end called at deal " + call.dealNumber() + " after " + call.afterActions()
        + " actions").orElse("") + "}";
  }
}
