package hu.ulti.core.game;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSortedSet;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.play.RankOrder;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.random.RandomGenerator;

/**
 * A session at one table, as an immutable state machine: the players, whose turn it is to deal,
 * the deal in progress, every finished deal with its settlement, the running scores, and the
 * end.
 *
 * <p>A session moves by {@link #deal(RandomGenerator)} (or {@link #deal(Deal)} with given
 * cards), {@link #apply(Action)} for each action of the deal in progress, which records the
 * deal once it is over, and {@link #callEnd()}. Each returns the next session and leaves this
 * one unchanged. {@link #log()} is the session as data, and {@link #replay(SessionLog)} rebuilds
 * the session from it: that is how a server stores and restores a table.
 *
 * <p>Players are numbered anticlockwise. "The turn to deal passes to the right after each
 * hand", so after player {@code d} deals, player {@code d + 1} does. With three players, player
 * {@code i} sits at seat {@code i} of every deal. With four, "the dealer gives cards to the other
 * three players and sits out of the play": forehand (the dealer's right) is at seat 0, then
 * seats 1 and 2, and the game's dealer seat is seat 2, the last to receive cards. The rule set
 * says how the sitting-out dealer takes part in the payments (see {@link DealResult}). Who deals
 * first is the caller's to say; {@link #drawFirstDealer} draws for it as pagat describes.
 *
 * <p>The traditional end, "the ace of hearts deals and does not deal" ({@link #callEnd()}): at
 * the end of the deal in progress, or of the next deal when none is, it is noted who held the
 * ace of hearts at the end of the auction (postponed to the next deal while it lies in the
 * talon). Play goes on until that player's next turn to deal; from that deal on, one more round
 * is played, and the session ends when that player would deal again.
 *
 * <p>What one player may know of the session is {@link #view(int)}; what a spectator may know,
 * {@link #publicView()}.
 *
 * <p>Invariant: the scores are the sums of the finished deals' payments and sum to zero.
 * Guarantees: immutable, thread-safe, null-hostile.
 */
public final class Session {
  /**
   * One finished deal of the session.
   *
   * @param game the finished game, with every card
   * @param result its public result: who dealt, who sat where, the settlement and the payments
   */
  public record Entry(Game game, DealResult result) {
    /**
     * Checks the parts.
     *
     * @param game the finished game
     * @param result its public result
     */
    public Entry {
      Objects.requireNonNull(game, "game");
      Objects.requireNonNull(result, "result");
    }
  }

  private static final SortedSet<Integer> PLAYER_COUNTS = ImmutableSortedSet.of(Seating.FEWEST, Seating.MOST);

  private final RuleSet rules;
  private final List<String> players;
  private final int firstDealer;
  private final List<Entry> entries;
  /** The deal in progress, or null. */
  private final Game current;
  /** The dealer of the deal in progress, or of the next deal. */
  private final int dealer;
  private final List<Integer> scores;
  private final SessionEnd end;
  private final Optional<SessionLog.EndCall> endCall;
  /** Who held the ace of hearts when the auction of the deal in progress ended; -1 before, or in the talon. */
  private final int aceHolder;

  private Session(RuleSet rules, List<String> players, int firstDealer, List<Entry> entries, Game current,
      int dealer, List<Integer> scores, SessionEnd end, Optional<SessionLog.EndCall> endCall, int aceHolder) {
    this.rules = rules;
    this.players = players;
    this.firstDealer = firstDealer;
    this.entries = entries;
    this.current = current;
    this.dealer = dealer;
    this.scores = scores;
    this.end = end;
    this.endCall = endCall;
    this.aceHolder = aceHolder;
  }

  /**
   * {@return a new session, before its first deal}
   *
   * @param rules the rule set of every deal
   * @param players three or four names, numbered anticlockwise from 0: not blank, without white
   *     space around them and without a comma (records list them separated by commas)
   * @param firstDealer the player who deals first
   * @throws IllegalArgumentException for another number of players, such a name, or a first
   *     dealer who is not a player
   */
  public static Session start(RuleSet rules, List<String> players, int firstDealer) {
    SessionLog log = SessionLog.start(rules, players, firstDealer);
    return new Session(log.rules(), log.players(), firstDealer, List.of(), null, firstDealer,
        List.copyOf(Collections.nCopies(log.players().size(), 0)), SessionEnd.NOT_CALLED, Optional.empty(), -1);
  }

  /**
   * {@return the numbers of players Ulti is played by: three, or four with the dealer sitting out,
   * smallest first}
   */
  public static SortedSet<Integer> playerCounts() {
    return PLAYER_COUNTS;
  }

  /**
   * {@return who deals first, drawn as pagat describes: "each player draws a card from the shuffled
   * pack, and whoever draws the lowest card (using the ranking order A-K-O-U-10-9-8-7) deals
   * first"} Players of the lowest rank draw again, from a new shuffle, until one is lowest alone.
   *
   * @param players how many play: three or four
   * @param random the source of randomness
   * @throws IllegalArgumentException for another number of players
   */
  public static int drawFirstDealer(int players, RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    checkArgument(Seating.isPlayerCount(players), "Ulti is played by three or four, not %s", players);
    List<Integer> drawing = new ArrayList<>();
    for (int p = 0; p < players; p++) {
      drawing.add(p);
    }
    List<Rank> weakestLast = RankOrder.WITHOUT_TRUMPS.strongestFirst();
    while (drawing.size() > 1) {
      List<Card> pack = Deck.shuffled(random).cards();
      int lowest = -1;
      List<Integer> lowestPlayers = new ArrayList<>();
      for (int i = 0; i < drawing.size(); i++) {
        int weakness = weakestLast.indexOf(pack.get(i).rank());
        if (weakness > lowest) {
          lowest = weakness;
          lowestPlayers.clear();
        }
        if (weakness == lowest) {
          lowestPlayers.add(drawing.get(i));
        }
      }
      drawing = lowestPlayers;
    }
    return drawing.get(0);
  }

  /**
   * Rebuilds a session from its log: every deal dealt with its logged cards, every action
   * applied and checked, and the end called where the log says. This is the one replay of a
   * session in the SDK.
   *
   * @param log the log
   * @return the session after the last logged action
   * @throws InvalidSessionException at the first deal or action that does not fit: a deal from
   *     the wrong seat, a deal while the last is in progress or after the session ended, an
   *     action the rules refuse (with its {@link Violation}), or an end called where it cannot be
   */
  public static Session replay(SessionLog log) {
    Objects.requireNonNull(log, "log");
    Session session = start(log.rules(), log.players(), log.firstDealer());
    Optional<SessionLog.EndCall> call = log.endCall();
    List<SessionLog.DealLog> deals = log.deals();
    for (int d = 0; d < deals.size(); d++) {
      int number = d + 1;
      SessionLog.DealLog logged = deals.get(d);
      if (session.isDealInProgress()) {
        throw new InvalidSessionException(number, "deal " + (number - 1) + " is not over, so no deal follows it");
      }
      if (call.isPresent() && call.get().deal() == number && call.get().actions() == 0) {
        session = session.callEndOrRefuse(number);
      }
      try {
        session = session.deal(logged.deal());
      } catch (IllegalArgumentException | IllegalStateException e) {
        throw new InvalidSessionException(number, e.getMessage());
      }
      List<Action> actions = logged.actions();
      for (int a = 0; a < actions.size(); a++) {
        if (!session.isDealInProgress()) {
          throw new InvalidSessionException(number, a, Violation.WRONG_PHASE, "the deal is over after "
              + a + " actions");
        }
        Optional<Refusal> refusal = session.check(actions.get(a));
        if (refusal.isPresent()) {
          throw new InvalidSessionException(number, a, refusal.get().violation(), refusal.get().message());
        }
        session = session.apply(actions.get(a));
        if (call.isPresent() && call.get().deal() == number && call.get().actions() == a + 1) {
          if (!session.isDealInProgress()) {
            throw new InvalidSessionException(number, "the end called after the last action of a deal is called"
                + " before the next deal (deal " + (number + 1) + ", after 0 actions)");
          }
          session = session.callEndOrRefuse(number);
        }
      }
    }
    if (call.isPresent() && call.get().deal() == deals.size() + 1) {
      session = session.callEndOrRefuse(deals.size() + 1);
    }
    return session;
  }

  private Session callEndOrRefuse(int number) {
    if (isOver()) {
      throw new InvalidSessionException(number, "the end is called during a session, and this one is over");
    }
    return callEnd();
  }

  /** {@return the rule set of every deal} */
  public RuleSet rules() {
    return rules;
  }

  /** {@return the players' names, numbered anticlockwise} */
  public List<String> players() {
    return players;
  }

  /** {@return the player who dealt first} */
  public int firstDealer() {
    return firstDealer;
  }

  /** {@return the player who deals the deal in progress, or the next deal when none is in progress} */
  public int dealer() {
    return dealer;
  }

  /** {@return the seat of the game's dealer in the deal in progress or the next: the dealer's own seat, or seat 2 with four players} */
  public Seat dealerSeat() {
    return Seating.dealerSeat(players.size(), dealer);
  }

  /**
   * {@return the player at a seat in the deal in progress, or the next deal}
   *
   * @param seat the seat
   */
  public int player(Seat seat) {
    return Seating.playerAt(players.size(), dealer, Objects.requireNonNull(seat, "seat"));
  }

  /**
   * {@return the seat a player has in the deal in progress or the next deal; empty for the dealer,
   * who sits out at a table of four}
   *
   * @param player the player
   * @throws IllegalArgumentException if there is no such player
   */
  public Optional<Seat> seatOf(int player) {
    checkPlayer(player);
    return Seating.seatOf(players.size(), dealer, player);
  }

  /** {@return the player to act in the deal in progress; empty between deals} */
  public Optional<Integer> toAct() {
    return game().flatMap(Game::toAct).map(this::player);
  }

  /** {@return the player who sits out the deal in progress or the next deal: the dealer at a table of four} */
  public Optional<Integer> sittingOut() {
    return Seating.sittingOut(players.size(), dealer);
  }

  /** {@return how many deals have been dealt: the number of the deal in progress or of the last one} */
  public int dealsDealt() {
    return entries.size() + (current == null ? 0 : 1);
  }

  /** {@return whether a deal is in progress} */
  public boolean isDealInProgress() {
    return current != null;
  }

  /** {@return the deal in progress} */
  public Optional<Game> game() {
    return Optional.ofNullable(current);
  }

  /** {@return the latest deal: the one in progress, or the last finished one until the next is dealt} */
  public Optional<Game> latestGame() {
    if (current != null) {
      return Optional.of(current);
    }
    return entries.isEmpty() ? Optional.empty() : Optional.of(entries.get(entries.size() - 1).game());
  }

  /** {@return every finished deal, in order} */
  public List<Entry> entries() {
    return entries;
  }

  /** {@return each player's running score, the sum of his payments; they sum to zero} */
  public List<Integer> scores() {
    return scores;
  }

  /** {@return whether the end has been called} */
  public boolean isEndCalled() {
    return end.isCalled();
  }

  /** {@return where the end was called, once it has been} */
  public Optional<SessionLog.EndCall> endCall() {
    return endCall;
  }

  /** {@return the "ace of hearts" player, once noted} */
  public Optional<Integer> aceOfHeartsPlayer() {
    return end.holder();
  }

  /** {@return the deal at whose end the "ace of hearts" player was noted, once he was} */
  public OptionalInt aceOfHeartsNotedAt() {
    return end.notedAt();
  }

  /** {@return whether the session is over: the "ace of hearts" player would deal again} */
  public boolean isOver() {
    return end.isOver();
  }

  /**
   * {@return the session with the next deal dealt, shuffled with {@code random} and dealt by the
   * rule set's deal pattern}
   *
   * @param random the source of randomness
   * @throws IllegalStateException if a deal is in progress or the session is over
   */
  public Session deal(RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    requireNoDealInProgress();
    return dealt(Game.deal(rules, dealerSeat(), random));
  }

  /**
   * {@return the session with the next deal dealt from the given cards}
   *
   * @param deal the cards, dealt from the seat the session gives its dealer
   * @throws IllegalArgumentException if the deal's dealer seat is not the session's, or the cards
   *     cannot start a game under the rule set
   * @throws IllegalStateException if a deal is in progress or the session is over
   */
  public Session deal(Deal deal) {
    Objects.requireNonNull(deal, "deal");
    requireNoDealInProgress();
    checkArgument(deal.dealer() == dealerSeat(), "Player %s deals: the game's dealer seat is %s, not %s", dealer,
        dealerSeat(), deal.dealer());
    return dealt(Game.start(rules, deal));
  }

  private Session dealt(Game game) {
    return new Session(rules, players, firstDealer, entries, game, dealer, scores, end, endCall, -1);
  }

  private void requireNoDealInProgress() {
    if (current != null) {
      throw new IllegalStateException("Deal " + dealsDealt() + " is still in progress");
    }
    if (isOver()) {
      throw new IllegalStateException("The session is over: the ace of hearts would deal again");
    }
  }

  /**
   * {@return why the action would be refused in the deal in progress, or empty if it is legal}
   *
   * @param action the action
   * @throws IllegalStateException if no deal is in progress
   */
  public Optional<Refusal> check(Action action) {
    Objects.requireNonNull(action, "action");
    return inProgress().check(action);
  }

  /**
   * {@return the session after an action of the deal in progress; if it ends the deal, the deal
   * is recorded: its result added, the scores updated, the deal passed to the right}
   *
   * @param action the action
   * @throws IllegalActionException if the rules refuse it (nothing changes)
   * @throws IllegalStateException if no deal is in progress
   */
  public Session apply(Action action) {
    Objects.requireNonNull(action, "action");
    Game before = inProgress();
    Game next = before.apply(action);
    int holder = aceHolder;
    if (isAuction(before.phase()) && !isAuction(next.phase())) {
      holder = -1; // the hands as the auction left them, before any card is played
      for (Seat seat : Seat.values()) {
        if (next.hand(seat).contains(Card.HEARTS_ACE)) {
          holder = player(seat);
        }
      }
    }
    if (!next.isFinished()) {
      return new Session(rules, players, firstDealer, entries, next, dealer, scores, end, endCall, holder);
    }
    DealResult result = DealResult.of(players.size(), entries.size() + 1, dealer, next.settlement());
    List<Integer> newScores = new ArrayList<>(scores);
    for (int p = 0; p < players.size(); p++) {
      newScores.set(p, newScores.get(p) + result.payments().get(p));
    }
    List<Entry> newEntries = new ArrayList<>(entries);
    newEntries.add(new Entry(next, result));
    int nextDealer = Seating.nextDealer(players.size(), dealer);
    SessionEnd after = end.afterDeal(result.number(), dealer, nextDealer,
        holder < 0 ? OptionalInt.empty() : OptionalInt.of(holder));
    return new Session(rules, players, firstDealer, List.copyOf(newEntries), null, nextDealer,
        List.copyOf(newScores), after, endCall, -1);
  }

  private Game inProgress() {
    if (current == null) {
      throw new IllegalStateException(isOver() ? "The session is over" : "No deal is in progress: deal the next");
    }
    return current;
  }

  /**
   * {@return the session after someone says "the ace of hearts deals and does not deal" ("piros ász
   * oszt, nem oszt"): noted at the end of the deal in progress, or of the next deal when none is}
   *
   * @throws IllegalStateException if the end has been called already, or the session is over
   */
  public Session callEnd() {
    if (isOver()) {
      throw new IllegalStateException("The session is over");
    }
    SessionEnd called = end.called();
    SessionLog.EndCall where = current != null ? new SessionLog.EndCall(dealsDealt(), current.history().size())
        : new SessionLog.EndCall(dealsDealt() + 1, 0);
    return new Session(rules, players, firstDealer, entries, current, dealer, scores, called, Optional.of(where),
        aceHolder);
  }

  /** {@return the session as data: what {@link #replay} rebuilds it from} */
  public SessionLog log() {
    List<SessionLog.DealLog> deals = new ArrayList<>(dealsDealt());
    for (Entry entry : entries) {
      deals.add(new SessionLog.DealLog(entry.game().deal(), entry.game().history()));
    }
    if (current != null) {
      deals.add(new SessionLog.DealLog(current.deal(), current.history()));
    }
    return SessionLog.of(rules, players, firstDealer, deals, endCall);
  }

  /**
   * {@return what one player may know of the session: its public facts, and the latest deal as his
   * seat sees it ({@link PlayerView}), or as a spectator does ({@link PublicView}) while he sits
   * it out}
   *
   * @param player the player
   * @throws IllegalArgumentException if there is no such player
   */
  public PlayerSessionView view(int player) {
    checkPlayer(player);
    return new PlayerSessionView(facts(), player, latestGame().map(game -> latestSeatOf(player)
        .<TableView>map(game::view).orElseGet(game::publicView)));
  }

  /** {@return what a spectator may know of the session: its public facts and the latest deal's {@link PublicView}} */
  public PublicSessionView publicView() {
    return new PublicSessionView(facts(), latestGame().map(Game::publicView));
  }

  /** The player's seat in the latest deal: the one in progress, or the last finished. */
  private Optional<Seat> latestSeatOf(int player) {
    int latestDealer = current == null && !entries.isEmpty() ? entries.get(entries.size() - 1).result().dealer()
        : dealer;
    return Seating.seatOf(players.size(), latestDealer, player);
  }

  private SessionView.Facts facts() {
    List<DealResult> results = new ArrayList<>(entries.size());
    entries.forEach(entry -> results.add(entry.result()));
    return new SessionView.Facts(rules, players, firstDealer, results, current != null, endCall, end);
  }

  private void checkPlayer(int player) {
    checkArgument(player >= 0 && player < players.size(), "No player %s at a table of %s", player, players.size());
  }

  private static boolean isAuction(Phase phase) {
    return phase == Phase.AUCTION || phase == Phase.HALF_HAND || phase == Phase.HALF_HAND_KONTRA;
  }

  @Override
  public String toString() {
    return "Session{players=" + players + ", deals=" + dealsDealt() + (current != null ? " (in progress)" : "")
        + ", scores=" + scores + ", over=" + isOver() + "}";
  }
}
