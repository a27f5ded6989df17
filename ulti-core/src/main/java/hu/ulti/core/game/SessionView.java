package hu.ulti.core.game;

import static com.google.common.base.Preconditions.checkArgument;

import hu.ulti.core.card.Seat;
import hu.ulti.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What somebody outside a session may know of it: the players, the running scores, who deals and
 * who sits out, how many deals have been dealt, whether the end has been called and who the "ace
 * of hearts" player is once noted, the public result of every finished deal, and the latest deal
 * (in progress, or the last finished one until the next is dealt) as the viewer may see it. A
 * {@link PlayerSessionView} is one player's; a {@link PublicSessionView}, a spectator's.
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
public abstract sealed class SessionView permits PlayerSessionView, PublicSessionView {
  /** The public part of a session: what every view shares. */
  record Facts(RuleSet rules, List<String> players, int firstDealer, List<DealResult> results,
      boolean dealInProgress, Optional<SessionLog.EndCall> endCall, SessionEnd end) {}

  final Facts facts;
  private final Optional<TableView> deal;
  private final List<Integer> scores;

  SessionView(Facts facts, Optional<TableView> deal) {
    this.facts = facts;
    this.deal = deal;
    List<Integer> sums = new ArrayList<>(Collections.nCopies(facts.players().size(), 0));
    for (DealResult result : facts.results()) {
      for (int p = 0; p < sums.size(); p++) {
        sums.set(p, sums.get(p) + result.payments().get(p));
      }
    }
    this.scores = List.copyOf(sums);
  }

  /** {@return the rule set of every deal} */
  public RuleSet rules() {
    return facts.rules();
  }

  /** {@return the players' names, numbered anticlockwise} */
  public List<String> players() {
    return facts.players();
  }

  /** {@return the player who dealt first} */
  public int firstDealer() {
    return facts.firstDealer();
  }

  /** {@return the public result of every finished deal, in order} */
  public List<DealResult> results() {
    return facts.results();
  }

  /** {@return each player's running score: the sums of the results' payments} */
  public List<Integer> scores() {
    return scores;
  }

  /** {@return how many deals have been dealt: the latest deal's number, 0 before the first} */
  public int dealsDealt() {
    return facts.results().size() + (facts.dealInProgress() ? 1 : 0);
  }

  /** {@return whether a deal is in progress} */
  public boolean isDealInProgress() {
    return facts.dealInProgress();
  }

  /** {@return the player who dealt the latest deal; before the first deal, who deals it} */
  public int dealer() {
    int deals = dealsDealt();
    return deals == 0 ? facts.firstDealer() : dealerOf(deals);
  }

  /** {@return the player who deals the next deal; empty once the session is over} */
  public Optional<Integer> nextDealer() {
    return isOver() ? Optional.empty() : Optional.of(dealerOf(dealsDealt() + 1));
  }

  private int dealerOf(int number) {
    return (facts.firstDealer() + number - 1) % facts.players().size();
  }

  /** {@return the players at seats 0, 1 and 2 of the latest deal (before the first deal, of that one)} */
  public List<Integer> seats() {
    return Seating.seated(facts.players().size(), dealer());
  }

  /** {@return the player to act in the deal in progress; empty between deals} */
  public Optional<Integer> toAct() {
    return isDealInProgress() ? deal.flatMap(TableView::toAct).map(seat -> seats().get(seat.index()))
        : Optional.empty();
  }

  /** {@return the player who sits out the latest deal: its dealer, at a table of four} */
  public Optional<Integer> sittingOut() {
    return Seating.sittingOut(facts.players().size(), dealer());
  }

  /** {@return whether the end has been called} */
  public boolean isEndCalled() {
    return facts.end().isCalled();
  }

  /** {@return where the end was called, once it has been} */
  public Optional<SessionLog.EndCall> endCall() {
    return facts.endCall();
  }

  /** {@return the "ace of hearts" player, once noted at the end of a deal} */
  public Optional<Integer> aceOfHeartsPlayer() {
    return facts.end().holder();
  }

  /** {@return the deal at whose end the "ace of hearts" player was noted, once he was} */
  public OptionalInt aceOfHeartsNotedAt() {
    return facts.end().notedAt();
  }

  /** {@return whether the session is over} */
  public boolean isOver() {
    return facts.end().isOver();
  }

  /**
   * {@return the latest deal, in progress or the last finished one until the next is dealt, as the
   * viewer may see it; empty before the first deal}
   */
  public Optional<TableView> deal() {
    return deal;
  }

  /** The public facts of two views are the same. */
  final boolean sameFacts(SessionView other) {
    return other.facts.rules().equals(facts.rules()) && other.facts.players().equals(facts.players())
        && other.facts.firstDealer() == facts.firstDealer() && other.facts.results().equals(facts.results())
        && other.facts.dealInProgress() == facts.dealInProgress() && other.facts.endCall().equals(facts.endCall())
        && other.aceOfHeartsPlayer().equals(aceOfHeartsPlayer())
        && other.aceOfHeartsNotedAt().equals(aceOfHeartsNotedAt()) && other.deal.equals(deal);
  }

  /**
   * {@return a builder for a session view from its facts}
   *
   * @param rules the rule set of every deal
   * @param players three or four names
   * @param firstDealer the player who dealt first
   */
  public static Builder builder(RuleSet rules, List<String> players, int firstDealer) {
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
    private int aceHolder = -1;
    private int aceNotedAt;
    private Optional<TableView> deal = Optional.empty();

    Builder(RuleSet rules, List<String> players, int firstDealer) {
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
      if (result.number() != number) {
        throw new InvalidSessionException(result.number(), "the next result is of deal " + number);
      }
      int dealer = (start.firstDealer() + number - 1) % players;
      if (result.dealer() != dealer || result.payments().size() != players) {
        throw new InvalidSessionException(number, "the deal passes to the right: player " + dealer
            + " dealt deal " + number + " of a table of " + players + ", not player " + result.dealer());
      }
      if (!result.settlement().summary().rules().equals(start.rules())) {
        throw new InvalidSessionException(number, "the session plays " + start.rules().id() + ", not "
            + result.settlement().summary().rules().id());
      }
      results.add(result);
      return this;
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
     * @param player the player
     * @param atDeal the deal, counting from 1
     */
    public Builder aceOfHeartsPlayer(int player, int atDeal) {
      checkArgument(player >= 0 && player < start.players().size(), "No player %s", player);
      checkArgument(atDeal >= 1, "Deals are numbered from 1, not %s", atDeal);
      this.aceHolder = player;
      this.aceNotedAt = atDeal;
      return this;
    }

    /**
     * {@return this builder, with the latest deal as the viewer sees it}
     *
     * @param view the view: a {@link PlayerView} for a seated player, otherwise a {@link PublicView}
     */
    public Builder deal(TableView view) {
      this.deal = Optional.of(Objects.requireNonNull(view, "view"));
      return this;
    }

    /**
     * {@return the view of one player}
     *
     * @param player the player
     * @throws InvalidSessionException if the facts do not fit together, or the deal's view is not
     *     the one that player has (his seat's, or the public one while he sits out)
     */
    public PlayerSessionView buildFor(int player) {
      checkArgument(player >= 0 && player < start.players().size(), "No player %s", player);
      Facts facts = facts();
      PlayerSessionView view = new PlayerSessionView(facts, player, deal);
      deal.ifPresent(shown -> {
        Optional<Seat> seat = Seating.seatOf(start.players().size(), view.dealer(), player);
        boolean fits = seat.isPresent() ? shown instanceof PlayerView mine && mine.seat() == seat.get()
            : shown instanceof PublicView;
        if (!fits) {
          throw new InvalidSessionException(view.dealsDealt(), seat.map(s -> "player " + player + " sits at " + s
              + " and sees that seat's view").orElse("player " + player + " sits the deal out and sees what a"
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
      Facts facts = facts();
      if (deal.isPresent() && !(deal.get() instanceof PublicView)) {
        throw new InvalidSessionException(facts.results().size(), "a spectator sees the public view of the deal");
      }
      return new PublicSessionView(facts, deal);
    }

    private Facts facts() {
      int players = start.players().size();
      int dealt = results.size() + (dealInProgress ? 1 : 0);
      SessionEnd end = SessionEnd.NOT_CALLED;
      if (endCall.isPresent()) {
        SessionLog.EndCall call = endCall.get();
        if (call.deal() > dealt + 1 || call.deal() > dealt && call.actions() > 0) {
          throw new InvalidSessionException(call.deal(), "the end cannot be called in a deal not yet dealt");
        }
        if (call.deal() == dealt && dealInProgress && deal.isPresent() && call.actions() > deal.get().history().size()) {
          throw new InvalidSessionException(call.deal(), "the end cannot be called after more actions than the deal"
              + " has");
        }
      }
      if (aceHolder >= 0 && (endCall.isEmpty() || aceNotedAt < endCall.get().deal() || aceNotedAt > results.size())) {
        throw new InvalidSessionException(aceNotedAt, "the ace of hearts is noted at the end of a finished deal,"
            + " during or after the one in which the end was called");
      }
      for (DealResult result : results) {
        if (end.isOver()) {
          throw new InvalidSessionException(result.number(), "the session was over before this deal");
        }
        if (endCall.isPresent() && endCall.get().deal() == result.number()) {
          end = end.called();
        }
        int next = Seating.nextDealer(players, result.dealer());
        end = end.afterDeal(result.number(), result.dealer(), next,
            result.number() == aceNotedAt ? OptionalInt.of(aceHolder) : OptionalInt.empty());
      }
      if (endCall.isPresent() && endCall.get().deal() > results.size()) {
        if (end.isOver()) {
          throw new InvalidSessionException(endCall.get().deal(), "the end is called during a session, and this one"
              + " is over");
        }
        end = end.called();
      }
      if (end.isOver() && dealInProgress) {
        throw new InvalidSessionException(dealt, "the session was over before this deal");
      }
      if (deal.isPresent() != (dealt > 0)) {
        throw new InvalidSessionException(dealt, dealt > 0 ? "the latest deal is shown" : "no deal has been dealt");
      }
      if (deal.isPresent()) {
        checkLatestDeal(deal.get(), players, dealt);
      }
      return new Facts(start.rules(), start.players(), start.firstDealer(), List.copyOf(results), dealInProgress,
          endCall, end);
    }

    private void checkLatestDeal(TableView view, int players, int dealt) {
      boolean finished = view.phase() == Phase.FINISHED;
      if (finished == dealInProgress) {
        throw new InvalidSessionException(dealt, dealInProgress ? "a deal is in progress, but the deal shown is over"
            : "no deal is in progress, but the deal shown is not over");
      }
      int dealer = (start.firstDealer() + dealt - 1) % players;
      if (!view.rules().equals(start.rules()) || view.dealer() != Seating.dealerSeat(players, dealer)) {
        throw new InvalidSessionException(dealt, "player " + dealer + " dealt it under " + start.rules().id()
            + ": the game's dealer seat is " + Seating.dealerSeat(players, dealer));
      }
      if (finished && !view.settlement().equals(Optional.of(results.get(results.size() - 1).settlement()))) {
        throw new InvalidSessionException(dealt, "the latest deal settles as its result says");
      }
    }
  }
}
