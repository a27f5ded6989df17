package hu.ulti.core.record;

import hu.ulti.core.card.CardSet;
import hu.ulti.core.card.Deal;
import hu.ulti.core.card.Seat;
import hu.ulti.core.game.Action;
import hu.ulti.core.game.Game;
import hu.ulti.core.game.Refusal;
import hu.ulti.core.internal.Text;
import hu.ulti.core.rules.RuleSet;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One deal as read from a record: its tags, the rule set, the cards as dealt (as far as the
 * record knows them) and the moves. A complete record {@link #replay() replays} into a
 * {@link Game}; a redacted one (a seat's view) is a partial record that cannot.
 *
 * <p>Every tag the format defines was checked when the record was read, and its value is kept
 * as read: the accessors never parse again, so they cannot fail on a record the reader accepted.
 *
 * <p>Guarantees: immutable and thread-safe. The one thing records of one input share is the bound
 * on choosing unknown discards that {@link #replay()} draws on (a thread-safe counter), so the
 * first records replayed may leave less of it to the later ones.
 */
public final class GameRecord {
  private final Map<String, String> tags;
  private final RuleSet rules;
  private final Seat dealer;
  private final Optional<Seat> viewpoint;
  private final List<Optional<CardSet>> hands;
  private final Optional<CardSet> talon;
  private final List<Optional<CardSet>> firstRound;
  private final List<Optional<CardSet>> exposed;
  private final List<Move> moves;
  /** The bound on choosing unknown discards shared by the records of the input this one was read from. */
  private final ReplayBudget input;

  GameRecord(Map<String, String> tags, RuleSet rules, Seat dealer, Optional<Seat> viewpoint,
      List<Optional<CardSet>> hands, Optional<CardSet> talon, List<Optional<CardSet>> firstRound,
      List<Optional<CardSet>> exposed, List<Move> moves, ReplayBudget input) {
    this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    this.rules = Objects.requireNonNull(rules);
    this.dealer = Objects.requireNonNull(dealer);
    this.viewpoint = Objects.requireNonNull(viewpoint);
    this.hands = List.copyOf(hands);
    this.talon = Objects.requireNonNull(talon);
    this.firstRound = List.copyOf(firstRound);
    this.exposed = List.copyOf(exposed);
    this.moves = List.copyOf(moves);
    this.input = Objects.requireNonNull(input);
  }

  /**
   * {@return all tags in the order written, including Format, Rules, Dealer, the hands and Talon}
   */
  public Map<String, String> tags() {
    return tags;
  }

  /**
   * {@return one tag's value} A tag renamed before 0.1.0 is found by its current name in a record
   * written with the old one ({@code Payments} finds {@code Result}).
   *
   * @param name the name
   */
  public Optional<String> tag(String name) {
    String value = tags.get(Objects.requireNonNull(name, "name"));
    return value != null ? Optional.of(value) : RecordTags.oldName(name).map(tags::get);
  }

  /** {@return the rule set the record names} */
  public RuleSet rules() {
    return rules;
  }

  /** {@return the dealer} */
  public Seat dealer() {
    return dealer;
  }

  /**
   * {@return the seat's cards as dealt, empty if the record does not know them}
   *
   * @param seat the seat
   */
  public Optional<CardSet> hand(Seat seat) {
    return hands.get(seat.index());
  }

  /**
   * {@return the talon as dealt, empty if the record does not know it ({@code ?} in a redacted record)}
   */
  public Optional<CardSet> talon() {
    return talon;
  }

  /**
   * {@return the five cards the seat received in a first round of five, if the record gives them}
   *
   * @param seat the seat
   */
  public Optional<CardSet> firstRound(Seat seat) {
    return firstRound.get(seat.index());
  }

  /** {@return the moves, in order} */
  public List<Move> moves() {
    return moves;
  }

  /** {@return the seat a redacted record was exported for; empty for a complete record} */
  public Optional<Seat> viewpoint() {
    return viewpoint;
  }

  /**
   * {@return the cards a seat exposed after the first trick of an open contract, in a redacted record}
   *
   * @param seat the seat
   */
  public Optional<CardSet> exposed(Seat seat) {
    return exposed.get(seat.index());
  }

  /** {@return the cards as dealt, if the record knows every hand and the talon} */
  public Optional<Deal> deal() {
    if (talon.isEmpty() || hands.stream().anyMatch(Optional::isEmpty)) {
      return Optional.empty();
    }
    Deal deal = Deal.of(dealer, hands.get(0).get(), hands.get(1).get(), hands.get(2).get(), talon.get());
    if (firstRound.stream().allMatch(Optional::isPresent)) {
      deal = deal.withFirstRound(firstRound.get(0).get(), firstRound.get(1).get(), firstRound.get(2).get());
    }
    return Optional.of(deal);
  }

  /**
   * Replays the record move by move: the game after its last move. Unknown discards are
   * chosen to agree with the rest of the record, within the bound the records of one input share:
   * {@link ReplayBudget#DEFAULT_ACTIONS} actions for all the records of one
   * {@link GameRecords#read}, so that an input of many records whose discards cannot be chosen
   * costs a bounded time in all (a few seconds), not a bounded time each. A {@code Payments} tag
   * is checked against the settlement.
   *
   * @return the game after the record's last move
   * @throws RecordViolationException at the first move that breaks a rule, naming it; or at an
   *     unknown discard when the input's bound is spent
   * @throws IllegalStateException for a redacted record, which cannot be replayed
   */
  public Game replay() {
    return replay(input);
  }

  /** The bound the records of this one's input share. */
  ReplayBudget input() {
    return input;
  }

  /**
   * Replays the record as {@link #replay()} does, choosing unknown discards within what is left
   * of the budget given, for a caller who bounds the work otherwise
   * ({@link ReplayBudget#unlimited()}: each record bounded on its own only).
   *
   * @param budget the input's budget
   * @return the game after the record's last move
   * @throws RecordViolationException at the first move that breaks a rule, or at an unknown
   *     discard when the budget is spent
   * @throws IllegalStateException for a redacted record, which cannot be replayed
   */
  public Game replay(ReplayBudget budget) {
    Objects.requireNonNull(budget, "budget");
    Deal deal = deal().orElseThrow(() -> new IllegalStateException(
        "A redacted record does not know every hand and cannot be replayed"));
    List<Move> resolved = DiscardResolver.resolve(rules, deal, moves, budget);
    Game game = Game.start(rules, deal);
    for (Move move : resolved) {
      for (Action action : move.actions()) {
        Optional<Refusal> refusal = game.check(action);
        if (refusal.isPresent()) {
          throw new RecordViolationException(move.number(), move.seat(), move.text(),
              refusal.get().violation(), refusal.get().message());
        }
        game = game.apply(action);
      }
    }
    Optional<String> result = tag(RecordTags.PAYMENTS);
    if (result.isPresent()) {
      Move last = moves.isEmpty() ? null : moves.get(moves.size() - 1);
      int number = last == null ? 0 : last.number();
      Seat seat = last == null ? dealer.next() : last.seat();
      String text = last == null ? "" : last.text();
      if (!game.isOver()) {
        throw new RecordViolationException(number, seat, text,
            "the record has Payments but the deal is not over (phase " + game.phase() + ")");
      }
      String actual = RecordWriter.payments(game.payments());
      if (!normalize(result.get()).equals(normalize(actual))) {
        throw new RecordViolationException(number, seat, text,
            "the Payments tag says '" + Text.quote(result.get()) + "' but the deal settles as '"
                + actual + "'");
      }
    }
    return game;
  }

  private static String normalize(String result) {
    return result.replaceAll("\\s+", "").replace("+", "");
  }

  @Override
  public String toString() {
    return "GameRecord{rules=" + rules.id() + ", dealer=" + dealer + ", moves=" + moves.size() + "}";
  }
}
