package hu.ulti.core.session;

import hu.ulti.core.card.Seat;
import hu.ulti.core.game.GameFacts;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The facts of a session that everybody at the table knows: the players, the results of the
 * finished deals and the running scores, who deals and who sits out, whose turn it is, and where
 * the session stands toward its end. The {@link Session} answers them, and so does each of its
 * views ({@link PlayerSessionView}, {@link PublicSessionView}), in the same words: a view read
 * back from JSON answers exactly as the session did.
 *
 * <p>"The latest deal" is the deal in progress, or the last finished one until the next is
 * dealt; before the first deal it is the first deal, about to be dealt.
 *
 * <p>Invariant: the scores are the sums of the results' payments and sum to zero.
 */
public abstract sealed class SessionFacts permits Session, SessionView {
  private final RuleSet rules;
  private final List<String> players;
  private final Player firstDealer;
  private final List<DealResult> results;
  private final boolean dealInProgress;
  private final Optional<SessionLog.EndCall> endCall;
  private final SessionEnd end;
  private final List<Integer> scores;

  SessionFacts(RuleSet rules, List<String> players, Player firstDealer, List<DealResult> results,
      boolean dealInProgress, Optional<SessionLog.EndCall> endCall, SessionEnd end) {
    this.rules = rules;
    this.players = players;
    this.firstDealer = firstDealer;
    this.results = results;
    this.dealInProgress = dealInProgress;
    this.endCall = endCall;
    this.end = end;
    List<Integer> sums = new ArrayList<>(Collections.nCopies(players.size(), 0));
    for (DealResult result : results) {
      for (int p = 0; p < sums.size(); p++) {
        sums.set(p, sums.get(p) + result.payments().get(p));
      }
    }
    this.scores = List.copyOf(sums);
  }

  /** The public facts of the latest deal's game, whose turn it tells; empty before the first deal. */
  abstract Optional<? extends GameFacts> latestGameFacts();

  final SessionEnd end() {
    return end;
  }

  /** {@return the rule set of every deal} */
  public RuleSet rules() {
    return rules;
  }

  /** {@return the players' names, by player number, anticlockwise} */
  public List<String> players() {
    return players;
  }

  /**
   * {@return a player's name}
   *
   * @param player the player
   * @throws IllegalArgumentException if there is no such player at the table
   */
  public String name(Player player) {
    player.checkAt(players.size());
    return players.get(player.index());
  }

  /** {@return the player who dealt first} */
  public Player firstDealer() {
    return firstDealer;
  }

  /** {@return the public result of every finished deal, in order} */
  public List<DealResult> results() {
    return results;
  }

  /** {@return each player's running score, by player number: the sums of the results' payments} */
  public List<Integer> scores() {
    return scores;
  }

  /** {@return how many deals have been dealt: the latest deal's number, 0 before the first} */
  public int dealsDealt() {
    return results.size() + (dealInProgress ? 1 : 0);
  }

  /** {@return whether a deal is in progress} */
  public boolean isDealInProgress() {
    return dealInProgress;
  }

  /** {@return the player who dealt the latest deal; before the first deal, who deals it} */
  public Player dealer() {
    return dealerOf(Math.max(1, dealsDealt()));
  }

  /** {@return the player who deals the next deal, after the latest; empty once the session is over} */
  public Optional<Player> nextDealer() {
    return isOver() ? Optional.empty() : Optional.of(dealerOf(dealsDealt() + 1));
  }

  private Player dealerOf(int dealNumber) {
    return Player.of((firstDealer.index() + dealNumber - 1) % players.size());
  }

  /** {@return who sits where in the latest deal} */
  public Seating seating() {
    return Seating.of(players.size(), dealer());
  }

  /** {@return who will sit where in the next deal, after the latest; empty once the session is over} */
  public Optional<Seating> nextSeating() {
    return nextDealer().map(dealer -> Seating.of(players.size(), dealer));
  }

  /** {@return the player who sits the latest deal out: its dealer, at a table of four} */
  public Optional<Player> sittingOut() {
    return seating().sittingOut();
  }

  /** {@return the player to act in the deal in progress; empty between deals} */
  public Optional<Player> toAct() {
    if (!dealInProgress) {
      return Optional.empty();
    }
    Seating seating = seating();
    return latestGameFacts().flatMap(GameFacts::toAct).map(seating::player);
  }

  /**
   * {@return a player's seat in the latest deal; empty for the dealer who sits it out}
   *
   * @param player the player
   * @throws IllegalArgumentException if there is no such player at the table
   */
  public Optional<Seat> seatOf(Player player) {
    return seating().seatOf(player);
  }

  /** {@return whether the end has been called} */
  public boolean isEndCalled() {
    return end.isCalled();
  }

  /** {@return where the end was called, once it has been} */
  public Optional<SessionLog.EndCall> endCall() {
    return endCall;
  }

  /** {@return the "ace of hearts" player and the deal at whose end he was noted, once he was} */
  public Optional<AceOfHearts> aceOfHearts() {
    return end.aceOfHearts();
  }

  /** {@return whether the session is over: the "ace of hearts" player would deal again} */
  public boolean isOver() {
    return end.isOver();
  }

  /** The public facts of two sessions or views are the same. */
  final boolean sameFacts(SessionFacts other) {
    return other.rules.equals(rules) && other.players.equals(players) && other.firstDealer == firstDealer
        && other.results.equals(results) && other.dealInProgress == dealInProgress && other.endCall.equals(endCall)
        && other.aceOfHearts().equals(aceOfHearts());
  }
}
