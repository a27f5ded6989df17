package hu.ulti.core.game;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Card;
import hu.ulti.core.card.Seat;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * A session at one table: the players, whose turn it is to deal, every deal played with its
 * settlement, and the running scores.
 *
 * <p>Players are numbered anticlockwise; the deal passes to the right, so after player
 * {@code d} deals, player {@code d + 1} does. With three players, player {@code i} sits at seat
 * {@code i} of every deal. With four, the dealer sits out: the three others play, forehand (the
 * dealer's right) at seat 0, then seats 1 and 2, and the game's dealer seat is seat 2, the last
 * to receive cards. The rule set says how the sitting-out dealer takes part in the payments
 * ({@link hu.ulti.core.rules.ScoringRules#fourPlayerDealer()}): not at all, as one more defender
 * (he pays what a defender pays before individual kontras), or beside the declarer (each
 * defender pays him what he pays the declarer).
 *
 * <p>The traditional end, "the ace of hearts deals and does not deal" ({@link #callEnd()}): at
 * the end of the following hand, note who held the ace of hearts at the end of the auction
 * (postponed to the next hand while it lies in the talon). Play goes on until that player's next
 * turn to deal; from that deal on, one more round is played, and the session ends when that
 * player would deal again.
 *
 * <p>Invariant: the scores sum to zero after every deal. Guarantees: immutable, thread-safe.
 */
public final class Session {
  /**
   * One deal of the session.
   *
   * @param game the finished game
   * @param dealer the player who dealt
   * @param payments what each player won (positive) or paid, by player number
   * @param endCalledBefore whether "the ace of hearts deals and does not deal" was said just
   *     before this deal (so that the ace of hearts is noted at its end)
   */
  public record Entry(Game game, int dealer, List<Integer> payments, boolean endCalledBefore) {
    /**
     * Copies the payments.
     *
     * @param payments the payments
     * @param dealer the dealer
     * @param endCalledBefore the end called before
     * @param game the game
     */
    public Entry {
      Objects.requireNonNull(game, "game");
      payments = List.copyOf(payments);
    }
  }

  private enum EndState { NOT_CALLED, CALLED, HOLDER_KNOWN, HOLDER_HAS_DEALT, OVER }

  private final RuleSet rules;
  private final List<String> players;
  private final int dealer;
  private final List<Entry> entries;
  private final List<Integer> scores;
  private final EndState end;
  private final int aceHolder;
  /** Whether the end was called after the last recorded deal (it was said before the next). */
  private final boolean endJustCalled;

  private Session(RuleSet rules, List<String> players, int dealer, List<Entry> entries,
      List<Integer> scores, EndState end, int aceHolder, boolean endJustCalled) {
    this.rules = rules;
    this.players = players;
    this.dealer = dealer;
    this.entries = entries;
    this.scores = scores;
    this.end = end;
    this.aceHolder = aceHolder;
    this.endJustCalled = endJustCalled;
  }

  /**
   * {@return a new session}
   *
   * @param players three or four names, numbered anticlockwise from 0
   * @param firstDealer the player who deals first
   * @param rules the rule set
   * @throws IllegalArgumentException for other than three or four players or a bad dealer
   */
  public static Session start(RuleSet rules, List<String> players, int firstDealer) {
    Objects.requireNonNull(rules, "rules");
    checkArgument(players.size() == 3 || players.size() == 4, "Ulti is played by three or four, not %s", players.size());
    checkArgument(firstDealer >= 0 && firstDealer < players.size(), "No player %s", firstDealer);
    return new Session(rules, List.copyOf(players), firstDealer, List.of(),
        List.copyOf(Collections.nCopies(players.size(), 0)), EndState.NOT_CALLED, -1, false);
  }

  /** {@return the rule set of every deal} */
  public RuleSet rules() {
    return rules;
  }

  /** {@return the players, numbered anticlockwise} */
  public List<String> players() {
    return players;
  }

  /** {@return the player who deals next} */
  public int dealer() {
    return dealer;
  }

  /**
   * {@return the seat of the game's dealer in the next deal: the dealer's own seat, or seat 2 with four players}
   */
  public Seat dealerSeat() {
    return players.size() == 3 ? Seat.of(dealer) : Seat.THIRD;
  }

  /**
   * {@return the player at a seat in the next deal}
   *
   * @param seat the seat
   */
  public int player(Seat seat) {
    return playerAt(dealer, seat);
  }

  /**
   * {@return the player who sat at a seat in a deal of this session}
   *
   * @param entry the entry
   * @param seat the seat
   */
  public int player(Entry entry, Seat seat) {
    return playerAt(entry.dealer(), seat);
  }

  private int playerAt(int dealer, Seat seat) {
    return players.size() == 3 ? seat.index() : (dealer + 1 + seat.index()) % 4;
  }

  /**
   * {@return a new game for the next deal, shuffled with {@code random}}
   *
   * @param random the source of randomness
   */
  public Game nextGame(RandomGenerator random) {
    requireNotOver();
    return Game.deal(rules, dealerSeat(), random);
  }

  /**
   * {@return the session after a finished deal}
   *
   * @param game the game
   * @throws IllegalArgumentException if the game is not over, has other rules, or was dealt
   *     from the wrong seat
   * @throws IllegalStateException if the session is over
   */
  public Session record(Game game) {
    requireNotOver();
    checkArgument(game.isFinished(), "Only a finished deal is recorded");
    checkArgument(game.rules().equals(rules), "The session plays %s, not %s", rules.id(), game.rules().id());
    checkArgument(game.deal().dealer() == dealerSeat(), "Player %s deals: the game's dealer seat is %s, not %s",
        dealer, dealerSeat(), game.deal().dealer());
    List<Integer> payments = new ArrayList<>(Collections.nCopies(players.size(), 0));
    for (Seat seat : Seat.values()) {
      payments.set(player(seat), game.payments().get(seat));
    }
    if (players.size() == 4) {
      dealerTakesPart(game, payments);
    }
    List<Integer> newScores = new ArrayList<>(scores);
    for (int p = 0; p < players.size(); p++) {
      newScores.set(p, newScores.get(p) + payments.get(p));
    }
    List<Entry> newEntries = new ArrayList<>(entries);
    newEntries.add(new Entry(game, dealer, payments, endJustCalled));
    int nextDealer = (dealer + 1) % players.size();
    EndState state = end;
    int holder = aceHolder;
    if (state == EndState.HOLDER_KNOWN && dealer == holder) {
      state = EndState.HOLDER_HAS_DEALT;
    }
    if (state == EndState.CALLED) {
      OptionalInt held = aceOfHeartsHolder(game);
      if (held.isPresent()) {
        holder = held.getAsInt();
        state = EndState.HOLDER_KNOWN;
      }
    }
    if (state == EndState.HOLDER_HAS_DEALT && nextDealer == holder) {
      state = EndState.OVER;
    }
    return new Session(rules, players, nextDealer, List.copyOf(newEntries), List.copyOf(newScores), state, holder,
        false);
  }

  /**
   * {@return someone says "the ace of hearts deals and does not deal" ("piros ász oszt, nem oszt")}
   *
   * @throws IllegalStateException if the end has been called already
   */
  public Session callEnd() {
    if (end != EndState.NOT_CALLED) {
      throw new IllegalStateException("The end of the session has been called already");
    }
    return new Session(rules, players, dealer, entries, scores, EndState.CALLED, -1, true);
  }

  /** {@return whether the end has been called} */
  public boolean isEndCalled() {
    return end != EndState.NOT_CALLED;
  }

  /** {@return the "ace of hearts" player, once known} */
  public Optional<Integer> aceOfHeartsPlayer() {
    return aceHolder < 0 ? Optional.empty() : Optional.of(aceHolder);
  }

  /** {@return whether the session is over} */
  public boolean isOver() {
    return end == EndState.OVER;
  }

  /** {@return every deal so far, in order} */
  public List<Entry> entries() {
    return entries;
  }

  /** {@return each player's running score, the sum of his payments; they sum to zero} */
  public List<Integer> scores() {
    return scores;
  }

  /** Adds the sitting-out dealer's part, as the rule set says; the payments stay zero-sum. */
  private void dealerTakesPart(Game game, List<Integer> payments) {
    Seat declarer = game.declarer().orElseThrow();
    int declarerPlayer = player(declarer);
    switch (rules.scoring().fourPlayerDealer()) {
      case WITH_DEFENDERS: {
        int pays = game.settlement().lines().stream().mapToInt(hu.ulti.core.scoring.ComponentResult::perDefender).sum();
        payments.set(dealer, -pays);
        payments.set(declarerPlayer, payments.get(declarerPlayer) + pays);
        break;
      }
      case WITH_DECLARER:
        for (Seat seat : Seat.values()) {
          if (seat != declarer) {
            payments.set(player(seat), 2 * payments.get(player(seat)));
          }
        }
        payments.set(dealer, payments.get(declarerPlayer));
        break;
      default:
        break;
    }
  }

  /** The player who held the ace of hearts when the auction ended, if it was not in the talon. */
  private OptionalInt aceOfHeartsHolder(Game finished) {
    Game game = Game.start(finished.rules(), finished.deal());
    for (Action action : finished.history()) {
      if (game.phase() != Phase.AUCTION) {
        break;
      }
      game = game.apply(action);
    }
    for (Seat seat : Seat.values()) {
      if (game.hand(seat).contains(Card.HEARTS_ACE)) {
        return OptionalInt.of(player(seat));
      }
    }
    return OptionalInt.empty(); // in the talon: decided at the next hand
  }

  private void requireNotOver() {
    if (isOver()) {
      throw new IllegalStateException("The session is over: the ace of hearts would deal again");
    }
  }

  @Override
  public String toString() {
    return "Session{players=" + players + ", deals=" + entries.size() + ", scores=" + scores + ", over=" + isOver() + "}";
  }
}
