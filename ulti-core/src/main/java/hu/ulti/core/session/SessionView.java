package hu.ulti.core.session;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Seat;
import hu.ulti.core.game.GameFacts;
import hu.ulti.core.game.GameView;
import hu.ulti.core.game.Phase;
import hu.ulti.core.game.PlayerView;
import hu.ulti.core.game.PublicView;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What somebody outside a session may know of it: the facts everybody at the table knows
 * ({@link SessionFacts}: the players, the results and scores, who deals and who sits out, whose
 * turn it is, the end), and the latest deal (in progress, or the last finished one until the next
 * is dealt) as the viewer may see it ({@link #gameView()}). A {@link PlayerSessionView} is one
 * player's; a {@link PublicSessionView}, a spectator's.
 *
 * <p>Everything here is public at the table except the latest deal's view, which is the
 * player's {@link PlayerView} while he is seated and a {@link PublicView} while he sits the deal
 * out: the rule texts give the dealer of a table of four, who "gives cards to the other three
 * players and sits out of the play", no card to see.
 *
 * <p>{@link #builder} rebuilds a view from its facts and checks that they fit together (the deal
 * passing to the right, the seating, the payments the rules derive from each settlement, the end
 * of the session), as a client does with what a server sent. Guarantees: immutable, thread-safe.
 */
public abstract sealed class SessionView extends SessionFacts permits PlayerSessionView, PublicSessionView {
  private final Optional<GameView> gameView;

  /** A view of a session's facts, which the session or the builder has checked. */
  SessionView(SessionFacts facts, Optional<GameView> gameView) {
    this(facts.rules(), facts.players(), facts.firstDealer(), facts.results(), facts.isDealInProgress(),
        facts.endCall(), facts.end(), gameView);
  }

  /** A view of facts a builder has checked. */
  SessionView(RuleSet rules, List<String> players, Player firstDealer, List<DealResult> results,
      boolean dealInProgress, Optional<SessionLog.EndCall> endCall, SessionEnd end, Optional<GameView> gameView) {
    super(rules, players, firstDealer, results, dealInProgress, endCall, end);
    this.gameView = gameView;
  }

  @Override
  Optional<? extends GameFacts> latestGameFacts() {
    return gameView;
  }

  /**
   * {@return the latest deal, in progress or the last finished one until the next is dealt, as the
   * viewer may see it; empty before the first deal}
   */
  public Optional<GameView> gameView() {
    return gameView;
  }

  /** The public facts and the deal's views of two session views are the same. */
  final boolean sameView(SessionView other) {
    return sameFacts(other) && other.gameView.equals(gameView);
  }

  /**
   * {@return a builder for a session view from its facts}
   *
   * @param rules the rule set of every deal
   * @param players three or four names
   * @param firstDealer the player who dealt first
   */
  public static Builder builder(RuleSet rules, List<String> players, Player firstDealer) {
    return new Builder(rules, players, firstDealer);
  }

  /**
   * Builds a session view from its facts, checking that they fit together as a real session's
   * would. Not thread-safe; one per view.
   */
  public static final class Builder {
    private final SessionLog start;
    private final List<DealResult> results = new ArrayList<>();
    private boolean dealInProgress;
    private Optional<SessionLog.EndCall> endCall = Optional.empty();
    private Optional<AceOfHearts> aceOfHearts = Optional.empty();
    private Optional<GameView> gameView = Optional.empty();

    Builder(RuleSet rules, List<String> players, Player firstDealer) {
      this.start = SessionLog.start(rules, players, firstDealer);
    }

    /**
     * {@return this builder, with the next finished deal's result}
     *
     * @param result the result; its number must follow the last, and its dealer be the one whose
     *     turn it was
     * @throws InvalidSessionException if it does not follow
     */
    public Builder result(DealResult result) {
      Objects.requireNonNull(result, "result");
      int number = results.size() + 1;
      int players = start.players().size();
      if (result.dealNumber() != number) {
        throw new InvalidSessionException(result.dealNumber(), "the next result is of deal " + number);
      }
      Player dealer = dealerOf(number);
      if (result.seating().playerCount() != players || result.dealer() != dealer) {
        throw new InvalidSessionException(number, "the deal passes to the right: " + dealer + " dealt deal "
            + number + " of a table of " + players + ", not " + result.dealer() + " of a table of "
            + result.seating().playerCount());
      }
      if (!result.settlement().summary().rules().equals(start.rules())) {
        throw new InvalidSessionException(number, "the session plays " + start.rules().id() + ", not "
            + result.settlement().summary().rules().id());
      }
      results.add(result);
      return this;
    }

    private Player dealerOf(int dealNumber) {
      return Player.of((start.firstDealer().index() + dealNumber - 1) % start.players().size());
    }

    /**
     * {@return this builder, saying whether a deal is in progress after the finished ones}
     *
     * @param inProgress whether one is
     */
    public Builder dealInProgress(boolean inProgress) {
      this.dealInProgress = inProgress;
      return this;
    }

    /**
     * {@return this builder, with where the end was called}
     *
     * @param call where
     */
    public Builder endCall(SessionLog.EndCall call) {
      this.endCall = Optional.of(Objects.requireNonNull(call, "call"));
      return this;
    }

    /**
     * {@return this builder, with the "ace of hearts" player and the deal at whose end he was noted}
     *
     * @param ace who, and where
     * @throws IllegalArgumentException if there is no such player at the table
     */
    public Builder aceOfHearts(AceOfHearts ace) {
      Objects.requireNonNull(ace, "ace").player().checkAt(start.players().size());
      this.aceOfHearts = Optional.of(ace);
      return this;
    }

    /**
     * {@return this builder, with the latest deal as the viewer sees it}
     *
     * @param view the view: a {@link PlayerView} for a seated player, otherwise a {@link PublicView}
     */
    public Builder gameView(GameView view) {
      this.gameView = Optional.of(Objects.requireNonNull(view, "view"));
      return this;
    }

    /**
     * {@return the view of one player}
     *
     * @param player the player
     * @throws IllegalArgumentException if there is no such player at the table
     * @throws InvalidSessionException if the facts do not fit together, or the deal's view is not
     *     the one that player has (his seat's, or the public one while he sits out)
     */
    public PlayerSessionView buildFor(Player player) {
      Objects.requireNonNull(player, "player").checkAt(start.players().size());
      SessionEnd end = checkedEnd();
      PlayerSessionView view = new PlayerSessionView(start.rules(), start.players(), start.firstDealer(),
          List.copyOf(results), dealInProgress, endCall, end, player, gameView);
      gameView.ifPresent(shown -> {
        Optional<Seat> seat = view.seatOf(player);
        boolean fits = seat.isPresent() ? shown instanceof PlayerView mine && mine.seat() == seat.get()
            : shown instanceof PublicView;
        if (!fits) {
          throw new InvalidSessionException(view.dealsDealt(), seat.map(s -> player + " sits at " + s
              + " and sees that seat's view").orElse(player + " sits the deal out and sees what a"
              + " spectator sees"));
        }
      });
      return view;
    }

    /**
     * {@return the view of a spectator}
     *
     * @throws InvalidSessionException if the facts do not fit together, or the deal's view is not
     *     a {@link PublicView}
     */
    public PublicSessionView buildPublic() {
      SessionEnd end = checkedEnd();
      if (gameView.isPresent() && !(gameView.get() instanceof PublicView)) {
        throw new InvalidSessionException(results.size(), "a spectator sees the public view of the deal");
      }
      return new PublicSessionView(start.rules(), start.players(), start.firstDealer(), List.copyOf(results),
          dealInProgress, endCall, end, gameView);
    }

    /** Checks that the facts fit together, and where the session stands toward its end. */
    private SessionEnd checkedEnd() {
      int players = start.players().size();
      int dealt = results.size() + (dealInProgress ? 1 : 0);
      SessionEnd end = SessionEnd.NOT_CALLED;
      if (endCall.isPresent()) {
        SessionLog.EndCall call = endCall.get();
        if (call.dealNumber() > dealt + 1 || call.dealNumber() > dealt && call.afterActions() > 0) {
          throw new InvalidSessionException(call.dealNumber(), "the end cannot be called in a deal not yet dealt");
        }
        if (call.dealNumber() == dealt && dealInProgress && gameView.isPresent()
            && call.afterActions() > gameView.get().history().size()) {
          throw new InvalidSessionException(call.dealNumber(), "the end cannot be called after more actions than"
              + " the deal has");
        }
      }
      int aceNotedAt = aceOfHearts.map(AceOfHearts::dealNumber).orElse(0);
      if (aceOfHearts.isPresent() && (endCall.isEmpty() || aceNotedAt < endCall.get().dealNumber()
          || aceNotedAt > results.size())) {
        throw new InvalidSessionException(aceNotedAt, "the ace of hearts is noted at the end of a finished deal,"
            + " during or after the one in which the end was called");
      }
      for (DealResult result : results) {
        if (end.isOver()) {
          throw new InvalidSessionException(result.dealNumber(), "the session was over before this deal");
        }
        if (endCall.isPresent() && endCall.get().dealNumber() == result.dealNumber()) {
          end = end.called();
        }
        end = end.afterDeal(result.dealNumber(), result.dealer(), result.dealer().next(players),
            result.dealNumber() == aceNotedAt ? aceOfHearts.map(AceOfHearts::player) : Optional.empty());
      }
      if (endCall.isPresent() && endCall.get().dealNumber() > results.size()) {
        if (end.isOver()) {
          throw new InvalidSessionException(endCall.get().dealNumber(), "the end is called during a session, and"
              + " this one is over");
        }
        end = end.called();
      }
      if (end.isOver() && dealInProgress) {
        throw new InvalidSessionException(dealt, "the session was over before this deal");
      }
      if (gameView.isPresent() != (dealt > 0)) {
        throw new InvalidSessionException(dealt, dealt > 0 ? "the latest deal is shown" : "no deal has been dealt");
      }
      if (gameView.isPresent()) {
        checkLatestDeal(gameView.get(), players, dealt);
      }
      return end;
    }

    private void checkLatestDeal(GameView view, int players, int dealt) {
      boolean over = view.phase() == Phase.OVER;
      if (over == dealInProgress) {
        throw new InvalidSessionException(dealt, dealInProgress ? "a deal is in progress, but the deal shown is over"
            : "no deal is in progress, but the deal shown is not over");
      }
      Seating seating = Seating.of(players, dealerOf(dealt));
      if (!view.rules().equals(start.rules()) || view.dealer() != seating.dealerSeat()) {
        throw new InvalidSessionException(dealt, seating.dealer() + " dealt it under " + start.rules().id()
            + ": the game's dealer seat is " + seating.dealerSeat());
      }
      if (over && !view.settlement().equals(Optional.of(results.get(results.size() - 1).settlement()))) {
        throw new InvalidSessionException(dealt, "the latest deal settles as its result says");
      }
    }
  }
}
