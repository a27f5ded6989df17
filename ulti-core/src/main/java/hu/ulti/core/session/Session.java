package hu.ulti.core.session;

import static com.google.common.base.Preconditions.checkArgument;

import com.google.common.collect.ImmutableSortedSet;
import hu.ulti.core.card.Card;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Deck;
import hu.ulti.core.card.Rank;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.GameFacts;
import hu.ulti.core.game.GameView;
import hu.ulti.core.game.IllegalActionException;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.game.Violation;
import hu.ulti.core.play.RankOrder;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
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
 * three players and sits out of the play" ({@link Seating} says who sits where). The rule set
 * says how the sitting-out dealer takes part in the payments (see {@link DealResult}). Who deals
 * first is the caller's to say; {@link #drawFirstDealer} draws for it as pagat describes.
 *
 * <p>The traditional end, "the ace of hearts deals and does not deal" ({@link #callEnd()}): at
 * the end of the deal in progress, or of the next deal when none is, it is noted who held the
 * ace of hearts at the end of the auction (postponed to the next deal while it lies in the
 * talon). Play goes on until that player's next turn to deal; from that deal on, one more round
 * is played, and the session ends when that player would deal again.
 *
 * <p>What one player may know of the session is {@link #view(Player)}; what a spectator may know,
 * {@link #publicView()}. The facts everybody knows (players, results, scores, who deals, whose
 * turn, the end) are {@link SessionFacts}', which every view of the session answers alike.
 *
 * <p>Guarantees: immutable, thread-safe, null-hostile; two sessions are equal when their logs
 * are, which is when the same deals were played by the same actions under the same rules.
 */
public final class Session extends SessionFacts {
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

  private final List<Entry> entries;
  /** The deal in progress, or null. */
  private final Game current;
  /** Who held the ace of hearts when the auction of the deal in progress ended; null before, or in the talon. */
  private final Player aceHolder;

  private Session(RuleSet rules, List<String> players, Player firstDealer, List<Entry> entries, Game current,
      SessionEnd end, Optional<SessionLog.EndCall> endCall, Player aceHolder) {
    super(rules, players, firstDealer, entries.stream().map(Entry::result).toList(), current != null, endCall, end);
    this.entries = entries;
    this.current = current;
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
  public static Session start(RuleSet rules, List<String> players, Player firstDealer) {
    SessionLog log = SessionLog.start(rules, players, firstDealer);
    return new Session(log.rules(), log.players(), firstDealer, List.of(), null, SessionEnd.NOT_CALLED,
        Optional.empty(), null);
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
  public static Player drawFirstDealer(int players, RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    Seating.checkPlayerCount(players);
    List<Player> drawing = new ArrayList<>();
    for (int p = 0; p < players; p++) {
      drawing.add(Player.of(p));
    }
    List<Rank> weakestLast = RankOrder.WITHOUT_TRUMPS.strongestFirst();
    while (drawing.size() > 1) {
      List<Card> pack = Deck.shuffled(random).cards();
      int lowest = -1;
      List<Player> lowestPlayers = new ArrayList<>();
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
      if (call.isPresent() && call.get().dealNumber() == number && call.get().afterActions() == 0) {
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
        if (call.isPresent() && call.get().dealNumber() == number && call.get().afterActions() == a + 1) {
          if (!session.isDealInProgress()) {
            throw new InvalidSessionException(number, "the end called after the last action of a deal is called"
                + " before the next deal (deal " + (number + 1) + ", after 0 actions)");
          }
          session = session.callEndOrRefuse(number);
        }
      }
    }
    if (call.isPresent() && call.get().dealNumber() == deals.size() + 1) {
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

  @Override
  Optional<? extends GameFacts> latestGameFacts() {
    return latestGame();
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

  /**
   * {@return the session with the next deal dealt, shuffled with {@code random} and dealt by the
   * rule set's deal pattern}
   *
   * @param random the source of randomness
   * @throws IllegalStateException if a deal is in progress or the session is over
   */
  public Session deal(RandomGenerator random) {
    Objects.requireNonNull(random, "random");
    Seating next = requireNextSeating();
    return dealt(Game.deal(rules(), next.dealerSeat(), random));
  }

  /**
   * {@return the session with the next deal dealt from the given cards}
   *
   * @param deal the cards, dealt from the seat the session gives its dealer ({@link #nextSeating()})
   * @throws IllegalArgumentException if the deal's dealer seat is not the session's, or the cards
   *     cannot start a game under the rule set
   * @throws IllegalStateException if a deal is in progress or the session is over
   */
  public Session deal(Deal deal) {
    Objects.requireNonNull(deal, "deal");
    Seating next = requireNextSeating();
    checkArgument(deal.dealer() == next.dealerSeat(), "%s deals: the game's dealer seat is %s, not %s",
        next.dealer(), next.dealerSeat(), deal.dealer());
    return dealt(Game.start(rules(), deal));
  }

  private Session dealt(Game game) {
    return new Session(rules(), players(), firstDealer(), entries, game, end(), endCall(), null);
  }

  private Seating requireNextSeating() {
    if (current != null) {
      throw new IllegalStateException("Deal " + dealsDealt() + " is still in progress");
    }
    if (isOver()) {
      throw new IllegalStateException("The session is over: the ace of hearts would deal again");
    }
    return nextSeating().orElseThrow();
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
    Seating seating = seating();
    Player holder = aceHolder;
    if (isAuction(before.phase()) && !isAuction(next.phase())) {
      holder = null; // the hands as the auction left them, before any card is played
      for (Seat seat : Seat.values()) {
        if (next.hand(seat).contains(Card.HEARTS_ACE)) {
          holder = seating.player(seat);
        }
      }
    }
    if (!next.isOver()) {
      return new Session(rules(), players(), firstDealer(), entries, next, end(), endCall(), holder);
    }
    DealResult result = DealResult.of(entries.size() + 1, seating, next.settlement());
    List<Entry> newEntries = new ArrayList<>(entries);
    newEntries.add(new Entry(next, result));
    SessionEnd after = end().afterDeal(result.dealNumber(), seating.dealer(), seating.next().dealer(),
        Optional.ofNullable(holder));
    return new Session(rules(), players(), firstDealer(), List.copyOf(newEntries), null, after, endCall(), null);
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
    SessionEnd called = end().called();
    SessionLog.EndCall where = current != null ? new SessionLog.EndCall(dealsDealt(), current.history().size())
        : new SessionLog.EndCall(dealsDealt() + 1, 0);
    return new Session(rules(), players(), firstDealer(), entries, current, called, Optional.of(where), aceHolder);
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
    return SessionLog.of(rules(), players(), firstDealer(), deals, endCall());
  }

  /**
   * {@return what one player may know of the session: its public facts, and the latest deal as his
   * seat sees it ({@link hu.ulti.core.game.PlayerView}), or as a spectator does
   * ({@link hu.ulti.core.game.PublicView}) while he sits it out}
   *
   * @param player the player
   * @throws IllegalArgumentException if there is no such player at the table
   */
  public PlayerSessionView view(Player player) {
    Optional<Seat> seat = seatOf(Objects.requireNonNull(player, "player"));
    return new PlayerSessionView(this, player, latestGame().map(game -> seat.<GameView>map(game::view)
        .orElseGet(game::publicView)));
  }

  /** {@return what a spectator may know of the session: its public facts and the latest deal's public view} */
  public PublicSessionView publicView() {
    return new PublicSessionView(this, latestGame().map(Game::publicView));
  }

  private static boolean isAuction(Phase phase) {
    return phase == Phase.AUCTION || phase == Phase.HALF_HAND || phase == Phase.HALF_HAND_KONTRA;
  }

  /** Two sessions are equal when their logs are: the same rules, players, deals, actions and end. */
  @Override
  public boolean equals(Object other) {
    return other instanceof Session session && session.rules().equals(rules())
        && session.players().equals(players()) && session.firstDealer() == firstDealer()
        && session.endCall().equals(endCall()) && session.entries.size() == entries.size()
        && Objects.equals(session.current, current) && session.games().equals(games());
  }

  private List<Game> games() {
    return entries.stream().map(Entry::game).toList();
  }

  @Override
  public int hashCode() {
    return Objects.hash(rules(), players(), firstDealer(), games(), current, endCall());
  }

  @Override
  public String toString() {
    return "Session{players=" + players() + ", deals=" + dealsDealt() + (current != null ? " (in progress)" : "")
        + ", scores=" + scores() + ", over=" + isOver() + "}";
  }
}
